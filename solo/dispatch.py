"""Dispatch and recalls of Commanders and their Forces (1.09.641, 1.09.647, 1.09.644, 1.09.9).

The Commanders in Rome who may be sent (1.09.641); sending a Force, with a new Commander or as
reinforcement (1.09.641, 1.09.647); the Senate's recall of Proconsuls and of Forces without a
Commander before the plan (1.09.644), and the automatic recalls once the Senate closes (1.09.9).
"""

from __future__ import annotations

from collections.abc import Collection

from engine.combat import lay_down_command
from engine.context import Context, Procedure
from engine.decision import Option
from engine.forum_cards import activate_war
from engine.queries import ACTIVE_BOXES, active_wars, in_rome
from engine.senate.deployment import send_commander
from engine.state import (
    ACTIVE_FORCES,
    CIVIL_WAR,
    GameState,
    Location,
    Office,
    Senator,
    Unit,
    WarStatus,
)
from solo.decisions import PROCONSUL_KEEP
from solo.deployment_forces import Force
from solo.military_plan import delegated, war_name, war_strength

KEEP_KIND = PROCONSUL_KEEP
"""Decision kind of this module (spec 4.02.2)."""

KEEP, RECALL = "keep", "recall"
"""Option keys."""

COMMANDS = (Office.DICTATOR, Office.FIELD_CONSUL, Office.ROME_CONSUL)
"""The offices that may command a Force sent to War (1.09.641)."""
TOKENS = {
    Office.DICTATOR: "dictator",
    Office.FIELD_CONSUL: "field_consul",
    Office.ROME_CONSUL: "rome_consul",
}
"""Option-key names of the commanding offices."""


def commanders_in_rome(state: GameState) -> dict[Office, str]:
    """Dictator, Field Consul and Rome Consul present in Rome, by office (1.09.641)."""
    found: dict[Office, str] = {}
    for senator in state.senators.values():
        if not in_rome(senator):
            continue
        for office in COMMANDS:
            if office in senator.offices:
                found.setdefault(office, senator.key)
    return {office: found[office] for office in COMMANDS if office in found}


# --- Dispatch (1.09.641, 1.09.647) ---------------------------------------------------------------


def dispatch(ctx: Context, force: Force) -> None:
    """Send a Force: an Inactive or Imminent War it attacks turns Active; a new Commander (and a
    Dictator's Master of Horse) leaves Rome for the War and takes command of any Force there
    without one; otherwise the units reinforce the Commander there (1.09.641, 1.09.647,
    1.07.331, 1.07.3321)."""
    state = ctx.state
    war = force.war
    if war != CIVIL_WAR and state.wars.get(war) not in ACTIVE_BOXES:
        rule = "1.07.3321" if state.wars.get(war) is WarStatus.IMMINENT else "1.07.331"
        activate_war(ctx, war, rule, "Rome attacks it")
    place = f"war:{war}"
    if force.new and force.commander is not None:
        send_commander(ctx, state.senators[force.commander], war)
    for unit in [*force.legions, *force.fleets]:
        unit.location = place
        unit.commander = force.commander
    what = f"{len(force.legions)} Legions and {len(force.fleets)} Fleets"
    if force.new and force.commander is not None:
        name = state.senators[force.commander].name
        text = f"{name} is sent against {war_name(ctx, war)} with {what}"
    else:
        text = f"{what} reinforce the Force against {war_name(ctx, war)}"
    ctx.record(
        "Senate",
        "deploy",
        "1.09.641" if force.new else "1.09.647",
        text,
        war=war,
        commander=force.commander,
        legions=len(force.legions),
        fleets=len(force.fleets),
    )


# --- Recalls (1.09.644, 1.09.9) ------------------------------------------------------------------


def review_proconsuls(ctx: Context) -> Procedure:
    """Before the Military Plan the Senate recalls every Force without a Commander, which it
    would lose anyway when it closes (1.09.9), so that the plan may use it anywhere (1.09.644;
    ruling 1.09.644). It may recall any Proconsul (1.09.644): a Player decides for his own, the
    Dominant Player for a Neutral's; the default keeps him on his War (spec 4.02.2)."""
    state = ctx.state
    recall_commanderless(ctx, "1.09.644", "recalled by the Senate")
    for key in list(state.dispatched):
        senator = state.senators.get(key)
        if not away_at_war(senator) or senator is None or senator.faction is None:
            continue
        war = senator.commands
        assert war is not None
        choice = yield delegated(
            ctx,
            ctx.ask(
                senator.faction,
                KEEP_KIND,
                "1.09.644",
                [
                    Option(KEEP, True, f"{senator.name} stays on {war_name(ctx, war)}"),
                    Option(RECALL, False, f"recall {senator.name} and his Force to Rome"),
                ],
                f"Keep Proconsul {senator.name} on {war_name(ctx, war)}?",
                senator=key,
                war=war,
            ),
        )
        if choice.key == RECALL:
            recall(ctx, senator, "1.09.644", "recalled by the Senate")


def away_at_war(senator: Senator | None) -> bool:
    """A Commander on a War."""
    return senator is not None and senator.location is Location.WAR and senator.commands is not None


def automatic_recalls(ctx: Context, sent: Collection[str]) -> None:
    """Once the Senate is closed, Proconsuls who cannot fight come home: no Legions for a land
    battle or too few Fleets for its Support, no Fleets for a Naval Battle, or no War left; and
    every Force without a Commander returns to the Active Forces boxes (1.09.9)."""
    state = ctx.state
    for key in list(state.dispatched):
        senator = state.senators.get(key)
        if key in sent or not away_at_war(senator) or senator is None:
            continue
        if not can_fight(ctx, senator):
            recall(ctx, senator, "1.09.9", "he cannot fight")
    recall_commanderless(ctx, "1.09.9", "recalled as the Senate closes")


def recall_commanderless(ctx: Context, rule: str, why: str) -> None:
    """Every Force on a War without a Commander returns to the Active Forces boxes (1.09.644,
    1.09.9)."""
    state = ctx.state
    by_war: dict[str, tuple[list[Unit], list[Unit]]] = {}
    for units, index in ((state.legions, 0), (state.fleets, 1)):
        for unit in units:
            if orphaned(state, unit):
                by_war.setdefault(unit.location, ([], []))[index].append(unit)
    for place, (legions, fleets) in by_war.items():
        for unit in (*legions, *fleets):
            unit.location = ACTIVE_FORCES
            unit.commander = None
        war = int(place.removeprefix("war:"))
        ctx.record(
            "Senate",
            "recall_force",
            rule,
            f"{len(legions)} Legions and {len(fleets)} Fleets without a Commander on "
            f"{war_name(ctx, war)} return to the Active Forces: {why}",
            war=war,
            legions=len(legions),
            fleets=len(fleets),
        )


def can_fight(ctx: Context, commander: Senator) -> bool:
    """Whether a Proconsul's Force can fight its War (1.09.9)."""
    state = ctx.state
    war = commander.commands
    assert war is not None
    if state.primary_rebel is None if war == CIVIL_WAR else war not in state.wars:
        return False
    place = f"war:{war}"
    legions = sum(1 for u in state.legions if u.location == place and u.commander == commander.key)
    fleets = sum(1 for u in state.fleets if u.location == place and u.commander == commander.key)
    strength = war_strength(ctx, war, active_wars(state))
    if strength.naval_battle:
        return fleets > 0
    return legions > 0 and fleets >= strength.support


def orphaned(state: GameState, unit: Unit) -> bool:
    """A unit on a War whose Commander is not there (1.09.9)."""
    if not unit.location.startswith("war:"):
        return False
    leader = state.senators.get(unit.commander or "")
    return leader is None or not away_at_war(leader) or unit.location != f"war:{leader.commands}"


def recall(ctx: Context, commander: Senator, rule: str, why: str) -> None:
    """A Commander returns to Rome with his Force, which goes to the Active Forces boxes, and a
    Dictator's Master of Horse with him (1.09.644, 1.09.9)."""
    lay_down_command(ctx, commander, rule, why)
