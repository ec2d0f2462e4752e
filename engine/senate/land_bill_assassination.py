"""The Assassination a one-faction Land Bill risks (1.09.623): when the sponsor and co-sponsor
are of one faction, before the vote each other faction, called clockwise from the proposer's,
may send one of its Senators in Rome against either of them, with Assassin cards; the first that
does is the only one (one Senator may attempt). Caught, the assassin dies with no further
consequence; whatever comes, the vote goes on. 1.09.7's limits hold: a faction that attempted
one this turn may not, nor against a faction already targeted (docs/rulings.md)."""

from __future__ import annotations

from typing import Final

from engine.assassination import ASSASSIN, attempt, held, may_be_targeted
from engine.context import Context, Procedure
from engine.decision import Option
from engine.queries import in_rome, seats_from
from engine.senate.decisions import SENATE_LAND_BILL_ASSASSIN
from engine.state import Senator

NONE: Final = "none"
"""Option key: no attempt."""


def land_bill_assassination(ctx: Context, proposer: int, sponsors: list[Senator]) -> Procedure:
    """Offer the attempt to each other faction in turn until one makes it (1.09.623)."""
    state = ctx.state
    targeted = sponsors[0].faction
    targets = [s for s in sponsors if may_be_targeted(ctx, s)]
    if targeted is None or len({s.faction for s in sponsors}) != 1 or not targets:
        return
    for seat in seats_from(proposer, len(state.factions)):
        if seat == targeted or seat in {a for a, _ in state.assassinations}:
            continue
        assassins = [s for s in state.faction_senators(seat) if in_rome(s)]
        if not assassins or state.factions[seat].eliminated:
            continue
        cards = held(state.factions[seat], ctx, ASSASSIN)
        options = [Option(NONE, None, "no attempt")] + [
            Option(f"{s.key}@{t.key}@{n}", None, f"{s.name} against {t.name}, {n} Assassin cards")
            for s in assassins
            for t in targets
            for n in range(len(cards) + 1)
        ]
        choice = yield ctx.ask(
            seat,
            SENATE_LAND_BILL_ASSASSIN,
            "1.09.623",
            options,
            "The Land Bill's sponsors are of one faction: attempt an Assassination?",
            sponsors=tuple(t.key for t in targets),
        )
        if choice.key == NONE:
            continue
        assassin, target, count = choice.key.split("@")
        state.assassinations.append((seat, targeted))
        yield from attempt(
            ctx,
            seat,
            state.senators[assassin],
            cards[: int(count)],
            state.senators[target],
            "against a one-faction Land Bill",
            punished=False,
        )
        return
