"""Dispatch and recalls of Commanders and their Forces (1.09.641, 1.09.647, 1.09.644, 1.09.9).

The Commanders in Rome who may be sent (1.09.641); sending a Force, with a new Commander or as
reinforcement (1.09.641, 1.09.647); the Senate's recall of Proconsuls and of Forces without a
Commander before the plan (1.09.644), and the automatic recalls once the Senate closes (1.09.9).
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.forum_cards import activate_war
from engine.queries import ACTIVE_BOXES, senators_in_rome
from engine.senate.deployment import send_commander
from engine.senate.recalls import (
    away_at_war,
    recall,
    recall_commanderless,
)
from engine.state import (
    CIVIL_WAR,
    GameState,
    Office,
    WarStatus,
)
from solo.decisions import PROCONSUL_KEEP
from solo.deployment_forces import Force
from solo.military_plan import delegated
from solo.rulings import rulings
from solo.war_strengths import war_name

KEEP_KIND: Final = PROCONSUL_KEEP
"""Decision kind of this module (spec 4.02.2)."""

KEEP, RECALL = "keep", "recall"
"""Option keys."""

COMMANDS: Final = (Office.DICTATOR, Office.FIELD_CONSUL, Office.ROME_CONSUL)
"""The offices that may command a Force sent to War (1.09.641)."""
TOKENS: Final = {
    Office.DICTATOR: "dictator",
    Office.FIELD_CONSUL: "field_consul",
    Office.ROME_CONSUL: "rome_consul",
}
"""Option-key names of the commanding offices."""


def commanders_in_rome(state: GameState) -> dict[Office, str]:
    """Dictator, Field Consul and Rome Consul present in Rome, by office (1.09.641)."""
    found: dict[Office, str] = {}
    for senator in senators_in_rome(state.senators.values()):
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
    Dominant Player for a Neutral's; the default keeps him on his War (spec 4.02.2). Under
    ``proconsul_recall = "none"`` it recalls none (4.05.1, 4.05.3: the plan is automatic)."""
    state = ctx.state
    recall_commanderless(ctx, "1.09.644", "recalled by the Senate")
    if rulings(ctx).proconsul_recall == "none":
        return
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
