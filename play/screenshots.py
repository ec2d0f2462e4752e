"""Write the docs/ screenshots of the main screen (SVG, saved by Textual):
`python -m play.screenshots [DIR]` writes play-solitaire.svg, play-two-player.svg and
play-persuasion.svg (a Persuasion Attempt with its numbers, the recap and the log)."""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from bots.heuristic import HeuristicPlayer
from play.app import PlayApp
from play.session import PlaySession, PlaySetup

SIZE = (160, 45)
SHOTS: dict[str, tuple[PlaySetup, str | None]] = {
    "play-solitaire.svg": (PlaySetup("early", 1, 3), None),
    "play-two-player.svg": (PlaySetup("early", 2, 4), None),
    "play-persuasion.svg": (PlaySetup("early", 1, 3), "persuasion.attempt"),
}
"""File name -> the game shown, 30 answers in or at the first decision of a kind (a scripted
human: the heuristic Player)."""

ANSWERS = 30


async def shoot(setup: PlaySetup, stop: str | None, target: Path, work: Path) -> None:
    """Play ``ANSWERS`` decisions of a game, or up to one of kind ``stop``, and save the
    screen as SVG."""
    session = PlaySession.new(setup, work / "save.json")
    agent = HeuristicPlayer(5)
    for _ in range(ANSWERS if stop is None else 400):
        decision = session.pending
        if decision is None or decision.kind == stop:
            break
        session.answer(agent.decide(session.view(), decision).key)
    app = PlayApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if len(session.humans) > 1:
            await pilot.press("enter")
            await pilot.pause()
        app.save_screenshot(target.name, str(target.parent))


def main(folder: Path) -> None:
    """Write every screenshot into ``folder``."""
    with tempfile.TemporaryDirectory() as work:
        for name, (setup, stop) in SHOTS.items():
            asyncio.run(shoot(setup, stop, folder / name, Path(work)))
            print(folder / name)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs"))
