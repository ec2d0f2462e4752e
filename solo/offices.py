"""The Senate's offices in the solitaire game: housekeeping at the opening of the Senate Phase
(4.05.1), the Consul for Life (4.05.413) and the Field Consul's Bequest trip (4.05.35). The basic
offices, Repopulating Rome and the Land Commissioner check are engine/senate/offices.py's.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.context import Context, Procedure
from engine.effects import handles_effect
from engine.queries import in_rome
from engine.schemas.events import BequestEffect
from engine.senate.offices import (
    Senate,
    clear_markers,
    governors_returned,
    leave_annual_offices,
)
from engine.state import ACTIVE_FORCES, GameState, Location, Office, Senator, Unit
from solo.assassination import assassination_check

# --- 4.05.1 Housekeeping -------------------------------------------------------------------------


def open_senate(ctx: Context) -> Senate:
    """Housekeeping as the Senate Phase opens (4.05.1 rulings): last turn's Consuls, Dictator
    and Master of Horse leave office, the Consuls and Dictator taking Prior Consul markers; last
    turn's Censor keeps his marker until a new Censor is awarded; Corrupt and Major markers on
    Senators in Rome go (1.09.45, spec 4.03.3 ruling)."""
    outgoing = leave_annual_offices(ctx)
    returned = governors_returned(ctx)
    senators = ctx.state.senators
    corrupt = frozenset(k for k in returned if k in senators and senators[k].corrupt)
    clear_markers(ctx)
    return Senate(outgoing_consuls=outgoing, returned_governors=returned, corrupt_returned=corrupt)


# --- 1.09.81 Repopulating Rome -------------------------------------------------------------------


# --- Office effects (1.09.2-1.09.51) -------------------------------------------------------------


def least_influential(
    ctx: Context, senate: Senate, senators: Sequence[Senator], rule: str, why: str
) -> Senator:
    """The Senator with the least Influence, ties by 2d6 (4.05.41)."""
    low = min(s.influence for s in senators)
    tied = [s for s in senators if s.influence == low]
    return tied[0] if len(tied) == 1 else senate.settle(ctx, tied, rule, why)


# --- 4.05.413 Consul for Life --------------------------------------------------------------------


def consul_for_life_check(ctx: Context, senate: Senate) -> Procedure:
    """With a one-faction Ruling Coalition, its most influential Senator in Rome with 21 or more
    Influence is named Consul for Life and must survive an automatic Assassination attempt
    (4.05.413, 4.07.3); tried at most once a turn (1.09.821; spec rulings)."""
    state = ctx.state
    if senate.consul_for_life_tried or len(state.coalition) != 1 or _consul_for_life(state):
        return
    minimum = ctx.catalog.tables.influence.consul_for_life_election_min
    candidates = [
        s
        for s in state.faction_senators(state.coalition[0])
        if in_rome(s) and s.influence >= minimum
    ]
    if not candidates:
        return
    candidate = ctx.best_by(
        candidates, lambda s: s.influence, "4.05.413", "Consul for Life", name=lambda s: s.name
    )
    senate.consul_for_life_tried = True
    ctx.record(
        ctx.senator_actor(candidate),
        "consul_for_life_candidate",
        "4.05.413",
        f"{candidate.name} ({candidate.influence} Influence) is the Consul for Life candidate",
        senator=candidate.key,
    )
    attempt = yield from assassination_check(ctx, candidate.key, "Consul for Life candidacy")
    if attempt.killed:
        return
    candidate.offices.append(Office.CONSUL_FOR_LIFE)
    ctx.record(
        ctx.senator_actor(candidate),
        "consul_for_life",
        "4.05.413",
        f"{candidate.name} is Consul for Life",
        senator=candidate.key,
    )


def _consul_for_life(state: GameState) -> bool:
    return any(Office.CONSUL_FOR_LIFE in s.offices for s in state.senators.values())


# --- 4.05.35 Bequests ----------------------------------------------------------------------------


@handles_effect("event", "bequest", rule="4.05.35")
def send_for_bequests(ctx: Context) -> None:
    """The Field Consul, if still in Rome once the plan's Forces have gone, collects a Bequest
    with 3 Legions and 3 Fleets that the Active Forces can spare, never built for it (4.05.35;
    D2-18). Legions: non-Veterans first, then Veterans loyal to his faction, then any."""
    state = ctx.state
    for card in ctx.catalog.events.forum_events:
        effect = card.effect
        if card.card_no not in state.forum_events or card.card_no in state.expeditions:
            continue
        if not isinstance(effect, BequestEffect) or effect.expedition is None:
            continue
        consul = _field_consul_in_rome(state)
        if consul is None:
            return
        expedition = effect.expedition
        legions = _spare_legions(state, consul, expedition.legions)
        fleets = [u for u in state.fleets if u.location == ACTIVE_FORCES][: expedition.fleets]
        if len(legions) < expedition.legions or len(fleets) < expedition.fleets:
            continue
        where = f"bequest:{card.card_no}"
        for unit in [*legions, *fleets]:
            unit.location = where
        consul.location = Location.WAR
        state.expeditions[card.card_no] = consul.key
        ctx.record(
            ctx.senator_actor(consul),
            "bequest_trip",
            "4.05.35",
            f"{consul.name} leaves Rome with {len(legions)} Legions and {len(fleets)} Fleets "
            f"to collect the {card.name}",
            senator=consul.key,
            card=card.card_no,
        )


def _field_consul_in_rome(state: GameState) -> Senator | None:
    for senator in state.senators.values():
        if Office.FIELD_CONSUL in senator.offices and in_rome(senator):
            return senator
    return None


def _spare_legions(state: GameState, consul: Senator, count: int) -> list[Unit]:
    """Legions in the Active Forces boxes in the 4.05.35 order, lowest counter first."""
    seat = consul.faction
    own = {s.key for s in state.faction_senators(seat)} if seat is not None else set()

    def order(unit: Unit) -> tuple[int, int]:
        if not unit.veteran:
            return 0, unit.number
        return (1 if unit.allegiance in own else 2), unit.number

    boxed = sorted((u for u in state.legions if u.location == ACTIVE_FORCES), key=order)
    return boxed[:count]


# --- Closing -------------------------------------------------------------------------------------
