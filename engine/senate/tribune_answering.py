"""Answers to a Tribune in the base game's Senate (1.09.15, the Intrigue cards): once a faction
plays a Tribune to veto, propose or nominate, each other faction in turn, clockwise from it,
may answer with Graft, then Murder of a Tribune (engine/tribune_answers.py); a voided Tribune
is spent all the same, and its faction may answer with Mob Incited to Violence.

Ruling (docs/rulings.md): a faction answers only while it has a Senator in Rome to roll; the
first that voids the Tribune ends the answers."""

from __future__ import annotations

from collections.abc import Generator, Iterable

from engine.assassination import held
from engine.context import Context
from engine.decision import Choice, Decision
from engine.queries import in_rome, seats_from
from engine.state import Senator
from engine.tribune_answers import GRAFT, MURDER, answer_tribune


def tribune_voided(ctx: Context, tribune_seat: int) -> Generator[Decision, Choice, bool]:
    """Each other faction, clockwise from the Tribune's, holding Graft or Murder of a Tribune
    and a Senator in Rome may answer it; True once one voids it (1.09.15, the Intrigue
    cards)."""
    state = ctx.state
    for seat in seats_from(tribune_seat, len(state.factions))[1:]:
        faction = state.factions[seat]
        if faction.eliminated or not (held(faction, ctx, GRAFT) or held(faction, ctx, MURDER)):
            continue
        if not any(in_rome(s) for s in state.faction_senators(seat)):
            continue
        if (yield from answer_tribune(ctx, seat, tribune_seat, "1.09.15")):
            return True
    return False


def any_died(ctx: Context, senators: Iterable[Senator]) -> bool:
    """Whether one of these Senators died since they were looked up (a mob answering a
    Tribune): his key is gone or names another card, his Family's in the Curia or an heir
    (1.09.721)."""
    present = ctx.state.senators
    return any(present.get(s.key) is not s for s in senators)
