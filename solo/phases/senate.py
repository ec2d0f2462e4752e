"""Senate Phase of the solitaire / two-player game (4.05.1): no votes, only the automatic
business of section IV, in the order of the spec's phase driver.

1. Housekeeping: Rome repopulated (1.09.81); last turn's annual offices end; Corrupt and Major
   markers leave the Senators in Rome (solo/offices.py).
2. Ruling Coalition and Faction Dominance (4.05.2, solo/coalition.py); the Consul for Life check
   (4.05.413); the Dominant Player may have the Senate reject a Rhodian Alliance that came into
   play this turn (the Event cards, 4.02.2).
3-4. Military Plan and, in a Crisis, Dictator and Master of Horse (4.05.3-4.05.34,
   solo/military.py).
5. Spoils (4.05.4-4.05.419, solo/spoils.py); meanwhile Players may request Assassination Checks
   (4.07.3) between any two of their decisions. Then the Calpurnian or Acilian court may fine a
   corrupt Governor back in Rome this turn (1.07.36, engine/fine_court.py), and Fulvius Flaccus
   may take the Land Commissioner (1.09.61, engine/land_commissioner.py).
6. The plan carried out (solo/military.py), then the Field Consul's Bequest trip (4.05.35).
The Senate closes: a Land Commissioner without a Land Bill returns to the Forum (1.09.61), and
New Alliance acts (1.07.21); then a Commander who voided Disaster or Standoff losses is
recalled (Lucullus, 1.10.21).
"""

from __future__ import annotations

from engine.context import Context, Interjections, Procedure
from engine.decision import Option
from engine.events.fleets import rhodian_vote
from engine.events.resolve import senate_phase_end
from engine.fine_court import fine_court
from engine.land_commissioner import claim_land_commissioner
from engine.phases.combat_results import recall_after_senate
from engine.senate.offices import close_senate, repopulate_rome
from solo.assassination import assassination_requests
from solo.coalition import form_coalition
from solo.dominance import dominant_player
from solo.military import deployment_step, military_plan_step
from solo.offices import consul_for_life_check, open_senate, send_for_bequests
from solo.spoils import divide_spoils


def senate_phase(ctx: Context) -> Procedure:
    """Senate Phase (4.05.1)."""
    ctx.state.phase = "Senate"
    yield from repopulate_rome(ctx)
    senate = open_senate(ctx)
    yield from form_coalition(ctx)
    yield from consul_for_life_check(ctx, senate)
    yield from rhodian_vote(ctx, dominant_player(ctx))
    yield from military_plan_step(ctx)
    yield from with_assassination_requests(ctx, divide_spoils(ctx, senate))
    yield from fine_court(ctx, senate.corrupt_returned)
    yield from claim_land_commissioner(ctx)
    yield from deployment_step(ctx)
    yield from repopulate_rome(ctx)
    send_for_bequests(ctx)
    yield from repopulate_rome(ctx)
    close_senate(ctx)
    yield from senate_phase_end(ctx)
    recall_after_senate(ctx)


def with_assassination_requests(ctx: Context, procedure: Procedure) -> Procedure:
    """Run a step with the Players' Assassination Check requests offered beside their other
    interjections (4.07.3)."""
    offered = ctx.interjections
    ctx.interjections = _plus_requests(offered)
    try:
        yield from procedure
    finally:
        ctx.interjections = offered


def _plus_requests(offered: Interjections | None) -> Interjections:
    def interjections(ctx: Context, seat: int) -> list[Option]:
        others = offered(ctx, seat) if offered is not None else []
        return [*others, *assassination_requests(ctx, seat)]

    return interjections
