"""What one base-game Senate Phase remembers between its proposals (1.09.12, 1.09.131): the
Presiding Magistrate, the proposals defeated, and the budget that makes every Senate Phase end
(docs/rulings.md, 1.09.131)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from engine.context import Context, Procedure
from engine.queries import highest_ranking, in_rome
from engine.senate.offices import Senate
from engine.state import Senator

ELECTION_BUDGET: Final = "senate_election_budget"
"""Ruling: defeated nominations for one office before the Presiding Magistrate's next nominee is
appointed without a vote (docs/rulings.md); default ``DEFAULT_ELECTION_BUDGET``."""
DEFAULT_ELECTION_BUDGET: Final = 6

PROPOSAL_BUDGET: Final = "senate_proposal_budget"
"""Ruling: proposals of other business (1.09.6) a Senate Phase hears before it adjourns
(docs/rulings.md); default ``DEFAULT_PROPOSAL_BUDGET``."""
DEFAULT_PROPOSAL_BUDGET: Final = 8


@dataclass(slots=True)
class Session:
    """One base-game Senate Phase: the basic offices' record and the proposals so far."""

    senate: Senate
    presiding: str | None = None
    """The Presiding Magistrate while he is in Rome and has not stepped down; else the HRAO
    presides (1.09.12)."""
    stepped_down: set[str] = field(default_factory=set)
    """Presiding Magistrates who stepped down after a unanimous defeat (1.09.144)."""
    defeated: set[str] = field(default_factory=set)
    """Keys of the proposals defeated this phase: none may come again unchanged (1.09.131)."""
    business: int = 0
    """Proposals of other business heard so far (1.09.6)."""
    sent: set[str] = field(default_factory=set)
    """Commanders sent to War this phase: not recalled as it closes (1.09.9), nor by the Senate,
    nor reinforced (1.09.644, 1.09.647)."""
    reinforced: set[str] = field(default_factory=set)
    """Proconsuls reinforced this phase: the Senate may not recall them (1.09.644)."""
    tribune: bool = False
    """A Tribune's proposal is on the floor: its defeat costs the Presiding Magistrate nothing
    (1.09.144), and a Dictator presiding does not bar a veto of it (1.09.152)."""
    adjourned: bool = False
    """The Senate is closed: the Presiding Magistrate adjourned it or left for a War (1.09.642)."""
    garrisoned: set[int] = field(default_factory=set)
    """Numbers of the Legions sent to a Garrison this phase: not recalled this turn (1.09.646)."""
    raised: set[str] = field(default_factory=set)
    """Kinds of unit raised this phase: none of them eliminated in it (1.09.63)."""
    eliminated: set[str] = field(default_factory=set)
    """Kinds of unit eliminated this phase: none of them raised in it (1.09.63)."""
    in_business: bool = False
    """Other business has begun: a faction called to vote may claim the next proposal with a
    Tribune (1.09.151)."""
    claimant: int | None = None
    """The faction whose Tribune, played during a vote, gives it the next proposal (1.09.151)."""
    suspended: Callable[[], Procedure] | None = None
    """A vote sending the Presiding Magistrate to War, suspended by a Tribune until the
    claimant's proposal has been acted upon: taking it up again (1.09.642)."""


def budget(ctx: Context, name: str, default: int) -> int:
    """A proposal budget ruling's value (docs/rulings.md)."""
    chosen = dict(ctx.options.rulings).get(name)
    return default if chosen is None else int(chosen)


def presiding_magistrate(ctx: Context, session: Session) -> Senator | None:
    """The Presiding Magistrate: the Senator given the chair while he is in Rome, else the HRAO
    who has not stepped down (1.09.12, 1.09.144)."""
    state = ctx.state
    chair = state.senators.get(session.presiding or "")
    if chair is not None and in_rome(chair) and chair.key not in session.stepped_down:
        return chair
    present = [
        s for s in state.senators.values() if in_rome(s) and s.key not in session.stepped_down
    ]
    return highest_ranking(present)
