"""Screenshots of the web table for docs/ (the README shows them): the board at set-up, in the
middle of a Senate Phase, and at the end of a game the Player won. Each game is played by the
heuristic Player through the table's own answer path, then shown in headless Chromium.

Run as ``python -m tests.web_screenshots`` (needs Debian's chromium)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from bots.heuristic import HeuristicPlayer
from tests.web_support import browser, new_table, open_seat, served
from web.host import TableHost

DOCS = Path(__file__).resolve().parent.parent / "docs"

SHOTS = (
    ("web-setup.png", 1, 0),
    ("web-senate.png", 1, 39),
    ("web-end.png", 3, None),
)
"""File, seed of the Early solitaire game, answers given first (None: to the end). Seed 1's
40th answer is the Senate's assignment of Commanders to Wars, with the battle odds; seed 3 is
a game the Player wins when the Era Ends (1.12.2)."""


def play_to(table: TableHost, seed: int, answers: int | None) -> None:
    """Give the heuristic Player's answers through the table, as a link would."""
    agent = HeuristicPlayer(seed)
    link = table.links.players[0]
    given = 0
    while (decision := table.session.pending) is not None and (answers is None or given < answers):
        key = agent.decide(table.session.view(), decision).key
        table.answer(link, key, table.version)
        given += 1


def main() -> None:
    """Write the screenshots into docs/."""
    with tempfile.TemporaryDirectory() as work, browser() as chromium:
        for name, seed, answers in SHOTS:
            table = new_table(Path(work) / f"{name}.json", seed=seed)
            play_to(table, seed, answers)
            with served(table) as base:
                context = chromium.new_context(viewport={"width": 1440, "height": 900})
                page = open_seat(context, base, table.links.players[0].token)
                page.screenshot(path=str(DOCS / name))
                context.close()
            print(DOCS / name)


if __name__ == "__main__":
    main()
