"""A Military Plan the Players devise (4.05.3; 1.09.63-1.09.647).

A coalition of Players only devises its own plan: the Dominant Player raises units and sends
Commanders and Forces one at a time, within the basic rules.
"""

from __future__ import annotations

from collections.abc import Collection, Generator
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.queries import active_wars
from engine.state import CIVIL_WAR, GameState, MilitaryPlan, Office
from engine.units import boxed, pool_room, raise_units, unit_cost
from solo.decisions import MILITARY_PLAYER_BUILDS, MILITARY_PLAYER_DISPATCH, MILITARY_PLAYER_FORCE
from solo.deployment_forces import (
    DONE,
    KINDS,
    Force,
    Order,
    amount,
    ask_consent,
    loyal_veterans,
    take,
    war_token,
)
from solo.dispatch import TOKENS, commanders_in_rome, dispatch
from solo.dominance import dominant_player
from solo.plan_budget import builds_allowed
from solo.plan_forces import attack_order_legal, commander_at
from solo.war_strengths import war_name, war_strength

PLAYER_BUILDS: Final = MILITARY_PLAYER_BUILDS
PLAYER_DISPATCH: Final = MILITARY_PLAYER_DISPATCH
PLAYER_FORCE: Final = MILITARY_PLAYER_FORCE
"""Decision kinds of this module (spec 4.02.2 for the delegated ones)."""


def players_deploy(ctx: Context, plan: MilitaryPlan, sent: set[str]) -> Procedure:
    """A coalition of Players only devises its own plan (4.05.3): the Dominant Player raises units
    and sends Commanders and Forces one at a time, within the basic rules (1.09.63-1.09.647); a
    Commander who refused the command (1.09.643) is not offered again this phase."""
    seat = dominant_player(ctx)
    yield from player_builds(ctx, seat, plan.crisis)
    refused: set[str] = set()
    while True:
        options = [
            o
            for o in player_dispatch_options(ctx, sent)
            if not isinstance(o.value, tuple) or o.value[0] not in refused
        ]
        if not options:
            return
        options.append(Option(DONE, None, "send no more Forces"))
        choice = yield ctx.ask(seat, PLAYER_DISPATCH, "1.09.64", options, "Send a Force to War?")
        if choice.key == DONE:
            return
        assert isinstance(choice, Option) and isinstance(choice.value, tuple)
        key, war = choice.value
        force = yield from player_force(ctx, seat, key, war)
        active = set(active_wars(ctx.state)) | {war}
        if force.new and not (yield from ask_consent(ctx, force, active)):
            refused.add(force.commander or "")
            continue
        dispatch(ctx, force)
        if force.new and key is not None:
            sent.add(key)


def player_builds(ctx: Context, seat: int, crisis: bool) -> Procedure:
    """The Players' plan raises what they choose, as far as the Treasury and the Force Pool go
    (1.09.63, 4.05.33)."""
    if not builds_allowed(ctx, crisis):
        return
    for kind, name in KINDS:
        most = min(ctx.state.state_treasury // unit_cost(ctx), pool_room(ctx, kind))
        if most <= 0:
            continue
        answer = yield ctx.ask_amount(
            seat, PLAYER_BUILDS, "1.09.63", 0, most, f"How many {name} does Rome raise?", unit=kind
        )
        raise_units(ctx, kind, amount(answer), "1.09.63")


def player_dispatch_options(ctx: Context, sent: Collection[str]) -> list[Option]:
    """New commands open now (Dictator any time, the Rome Consul only after the Field Consul; a
    War with no Commander, earlier matching Wars first, enough Fleets in the boxes for its
    Support), and reinforcements for Commanders sent in earlier turns (1.09.641, 1.07.332,
    1.09.64, 1.09.647)."""
    state = ctx.state
    holders = commanders_in_rome(state)
    field_sent = any(Office.FIELD_CONSUL in state.senators[k].offices for k in sent)
    fleets = len(boxed(state, "fleet"))
    options = []
    targets = [*sorted(state.wars), *([CIVIL_WAR] if state.primary_rebel else [])]
    for war in targets:
        leader = commander_at(state, war)
        if leader is not None:
            if leader not in sent:
                options.append(
                    Option(
                        f"reinforce@{war_token(war)}",
                        (None, war),
                        f"reinforce the Force against {war_name(ctx, war)}",
                    )
                )
            continue
        support = war_strength(ctx, war, active_wars(state)).support
        if fleets < support or not attack_order_legal(ctx, [war]):
            continue
        for office, key in holders.items():
            if office is Office.ROME_CONSUL and not field_sent:
                continue
            options.append(
                Option(
                    f"{TOKENS[office]}@{war_token(war)}",
                    (key, war),
                    f"send {state.senators[key].name} ({office}) against {war_name(ctx, war)}",
                )
            )
    return options


def player_force(
    ctx: Context, seat: int, key: str | None, war: int
) -> Generator[Decision, Choice, Force]:
    """How many Legions and Fleets go: a new Force needs the War's Fleet Support (1.09.64) and
    something to fight with (1.09.9); Veterans loyal to the Commander's faction go first."""
    state = ctx.state
    active = set(active_wars(state)) | {war}
    strength = war_strength(ctx, war, active)
    new = key is not None
    commander = key if new else commander_at(state, war)
    legions = boxed(state, "legion")
    fleets = boxed(state, "fleet")
    least_legions = 1 if new and not strength.naval_battle and war_force_empty(state, war) else 0
    least_fleets = max(strength.support, 1 if strength.naval_battle else 0) if new else 0
    counts = []
    for name, low, units in (("Legions", least_legions, legions), ("Fleets", least_fleets, fleets)):
        if war == CIVIL_WAR and name == "Fleets":
            counts.append(0)
            continue
        high = len(units)
        if high < low:
            low = high
        answer = yield ctx.ask_amount(
            seat,
            PLAYER_FORCE,
            "1.09.64",
            low,
            high,
            f"How many {name} go to {war_name(ctx, war)}?",
            unit=name.lower(),
            war=war,
            senator=commander,
            legions=counts[0] if counts else 0,
        )
        counts.append(amount(answer))
    order: Order = ((key, war),) if key is not None else ()
    loyal = loyal_veterans(state, [u for u in legions if u.veteran], order).get(key or "", [])
    plain = [u for u in legions if not u.veteran]
    spare = [u for u in legions if u.veteran and u not in loyal]
    own = loyal[: counts[0]]
    force = Force(war, commander, new, strength.naval_battle)
    force.legions = own + take(plain, spare, counts[0] - len(own))
    force.fleets = fleets[: counts[1]]
    return force


def war_force_empty(state: GameState, war: int) -> bool:
    """No Legions wait on the War without a Commander."""
    return state.count_units(state.legions, f"war:{war}") == 0
