"""Screenshots of the web table for docs/ (the README shows them): the board at set-up, in the
middle of a Senate Phase, and at the end of a game the Player won, with the link to its review.
Each game is played by the heuristic Player through the table's own answer path, then shown in
headless Chromium.

Run as ``python -m tests.web_screenshots`` (needs Debian's chromium)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from bots.heuristic import HeuristicPlayer
from guidelines.loader import GuidelineSet
from play.review import Review
from tests.web_support import browser, new_table, open_seat, served
from web.host import TableHost

DOCS = Path(__file__).resolve().parent.parent / "docs"

SHOTS = (
    ("web-setup.png", 1, "faction.leader"),
    ("web-senate.png", 1, "military.assign_commanders"),
    ("web-end.png", 12, None),
)
"""File, seed of the Early solitaire game, and the kind of decision to stop at, its first
(None: play to the end). The Senate shot shows the assignment of Commanders to Wars with the War
strengths (4.05.31); seed 12 is a game the Player wins (1.12.2)."""


def play_to(table: TableHost, seed: int, stop: str | None) -> None:
    """Give the heuristic Player's answers through the table, as a link would, until the
    decision of kind ``stop`` is pending; with None, to the end, which the Player must win."""
    agent = HeuristicPlayer(seed)
    link = table.links.players[0]
    while (decision := table.session.pending) is not None and decision.kind != stop:
        key = agent.decide(table.session.view(), decision).key
        table.answer(link, key, table.version)
    if stop is None:
        result = table.session.game.result
        if result is None or result.winner != 0:
            raise SystemExit(f"seed {seed} is no longer a game the Player wins: {result}")
    elif decision is None:
        raise SystemExit(f"seed {seed} ended before a {stop} decision")


def main() -> None:
    """Write the screenshots into docs/."""
    with tempfile.TemporaryDirectory() as work, browser() as chromium:
        for name, seed, stop in SHOTS:
            table = new_table(Path(work) / f"{name}.json", seed=seed)
            play_to(table, seed, stop)
            save = table.session.save_path
            table.review = lambda save=save: Review.load(save, GuidelineSet.default())
            with served(table) as base:
                context = chromium.new_context(viewport={"width": 1440, "height": 900})
                page = open_seat(context, base, table.links.players[0].token)
                page.screenshot(path=str(DOCS / name))
                context.close()
            print(DOCS / name)


if __name__ == "__main__":
    main()
