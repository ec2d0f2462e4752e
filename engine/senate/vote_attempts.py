"""An Assassination announced by a faction called to vote (1.09.7, 1.09.721): its vote decision
offers the attempts (engine/senate/assassins.py); after one, the proposal falls if a Senator it
names died (a nominee, the Accused, the Prosecutor, the Censor prosecuting), else the vote goes
on: the votes cast count, a dead Presiding Magistrate's place goes to the next HRAO, and the
faction is asked again, from the state the attempt left, if it still has a Senator in Rome."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Final

from engine.context import REDERIVE, Context
from engine.decision import Choice, Decision, Option
from engine.queries import in_rome

FELL: Final = Option("fell", None, "the proposal fell with a Senator it names (1.09.721)")
GONE: Final = Option("gone", None, "the faction has no Senator left in Rome to vote")
"""What ``called_to_vote`` returns instead of a vote."""


def called_to_vote(
    ctx: Context, seat: int, named: Sequence[str], text: str, ask: Callable[[], Decision]
) -> Generator[Decision, Choice, Choice]:
    """Ask the faction's vote (``ask``), built afresh after each attempt it announces first:
    its answer, ``FELL`` if the proposal is cancelled (1.09.721), or ``GONE`` once it has no
    Senator in Rome (an attempt, its own or another's, killed them). A named Senator who died is
    not the card now under his key (his heir's, or his Family card in the Curia)."""
    senators = ctx.state.senators
    alive = {k: senators.get(k) for k in named}
    while any(in_rome(s) for s in ctx.state.faction_senators(seat)):
        choice = yield from ctx.ask_afresh(ask)
        if choice is not REDERIVE:
            return choice
        dead = [k for k, s in alive.items() if senators.get(k) is not s]
        if dead:
            ctx.record(
                "Senate",
                "proposal_cancelled",
                "1.09.721",
                f"{text}: cancelled, a Senator it names was assassinated",
                senators=tuple(dead),
            )
            return FELL
    return GONE
