"""The military half of the solitaire / two-player Senate Phase (4.05.1 steps 3, 4 and 6).

``military_plan_step`` runs before Spoils: the Senate may recall Proconsuls (solo/dispatch.py), the
Military Plan is defined (solo/military_plan.py) and, in a Crisis, the Dictator and his Master of
Horse are named (4.05.34). ``deployment_step`` runs after Spoils, once the Consuls exist: units are
built and the plan's Forces sent (solo/deployment.py), then the automatic recalls
(solo/dispatch.py). The plan waits between them in ``state.military_plan``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.decision import Option
from engine.effects import handles_effect
from engine.forum_cards import war_card
from engine.queries import active_wars
from engine.senators import has_ability
from engine.state import CIVIL_WAR, MilitaryPlan, Office, Senator
from solo.decisions import CRISIS_MASTER_OF_HORSE
from solo.deployment import carry_out
from solo.dispatch import review_proconsuls
from solo.military_plan import define_plan, plan_text
from solo.war_ranking import rank_wars
from solo.war_strengths import dictator_candidates, dictator_due

MASTER_OF_HORSE: Final = CRISIS_MASTER_OF_HORSE
"""The Dictator names his Master of Horse (1.09.33); a Neutral is offered only the Senators with
the next highest Military rating (4.05.34)."""


def military_plan_step(ctx: Context) -> Procedure:
    """Before Spoils (4.05.1 steps 3-4): Proconsuls kept or recalled (1.09.644), the Military Plan
    defined (4.05.3-4.05.33), and in a Crisis the Dictator and Master of Horse named (4.05.34)."""
    yield from review_proconsuls(ctx)
    plan = yield from define_plan(ctx)
    ctx.state.military_plan = plan
    ctx.record("Senate", "military_plan", "4.05.3", plan_text(ctx, plan), plan=plan.item)
    yield from crisis_offices(ctx, plan)


def deployment_step(ctx: Context) -> Procedure:
    """After Spoils (4.05.1 step 6): the plan carried out, then the automatic recalls (1.09.9)."""
    plan = ctx.state.military_plan
    if plan is None:
        plan = yield from define_plan(ctx)
    yield from carry_out(ctx, plan)


# --- 4.05.34 Crisis offices ----------------------------------------------------------------------


def crisis_offices(ctx: Context, plan: MilitaryPlan) -> Procedure:
    """In a Crisis the Dictator and Master of Horse are named before Spoils (4.05.34; spec
    decision 2: only if 1.09.3's War condition holds too, under ``dictator_requires_1_09_3``)."""
    if not dictator_due(ctx, plan.crisis):
        if plan.crisis:
            ctx.record("Senate", "no_dictator", "1.09.3", "Crisis, but no Dictator is named")
        return
    dictator = name_dictator(ctx, plan)
    yield from name_master_of_horse(ctx, dictator)


def name_dictator(ctx: Context, plan: MilitaryPlan) -> Senator:
    """Only the Senator with the highest Military rating may be Dictator, coalition or not; ties
    go to a Statesman immune to the D/S numbers of the War in question, then to the Ruling
    Coalition, then to the least Influence, then 2d6 (4.05.34, 4.05.411, 4.05.41)."""
    state = ctx.state
    eligible = [state.senators[k] for k in dictator_candidates(state)]
    top = max(s.military for s in eligible)
    best = [s for s in eligible if s.military == top]
    if len(best) == 1:
        dictator = best[0]
    else:
        war = war_in_question(ctx, plan)
        dictator = ctx.best_by(
            best,
            lambda s: (immune(ctx, s, war), s.faction in state.coalition, -s.influence),
            "4.05.34",
            "Dictator",
            name=lambda s: s.name,
        )
    take_office(ctx, dictator, Office.DICTATOR, ctx.catalog.tables.influence.dictator)
    return dictator


def name_master_of_horse(ctx: Context, dictator: Senator) -> Procedure:
    """The Dictator names his Master of Horse: a Player any eligible Senator (1.09.33); a
    Neutral only one with the next highest Military rating, its rule choosing among equals
    (4.05.34)."""
    state = ctx.state
    eligible = [state.senators[k] for k in dictator_candidates(state)]
    if not eligible:
        ctx.record(
            "Senate", "no_master_of_horse", "1.09.33", "nobody is eligible for Master of Horse"
        )
        return
    assert dictator.faction is not None
    player = state.factions[dictator.faction].is_player
    if not player:
        top = max(s.military for s in eligible)
        eligible = [s for s in eligible if s.military == top]
    choice = yield ctx.ask(
        dictator.faction,
        MASTER_OF_HORSE,
        "1.09.33" if player else "4.05.34",
        [Option(s.key, s.key, f"{s.name} (MIL {s.military})") for s in eligible],
        f"Dictator {dictator.name}: name your Master of Horse",
    )
    horse = state.senators[choice.key]
    take_office(ctx, horse, Office.MASTER_OF_HORSE, ctx.catalog.tables.influence.master_of_horse)


def war_in_question(ctx: Context, plan: MilitaryPlan) -> int | None:
    """The War the Dictator will most likely lead against: the plan's highest-ranked target, else
    the largest Active War (spec 4.05.34 ruling)."""
    if plan.attacks:
        return plan.attacks[0].war
    ranked = rank_wars(ctx, active_wars(ctx.state))
    return ranked[0] if ranked else None


@handles_effect("statesman", "nullify_war_disaster_standoff", rule="1.07.343")
def immune(ctx: Context, senator: Senator, war: int | None) -> bool:
    """A Statesman who nullifies the War's own Disaster and Standoff numbers (1.07.343)."""
    if war is None or war == CIVIL_WAR:
        return False
    if not has_ability(ctx.catalog, senator, "nullify_war_disaster_standoff"):
        return False
    return war_card(ctx.catalog, war).id in ctx.catalog.statesmen[senator.key].nullifies_ds_of


def take_office(ctx: Context, senator: Senator, office: Office, influence: int) -> None:
    """Appoint a Senator: he gives up the Censorship (one Major Office at a time, 1.09.2), takes
    the marker and gains its Influence (1.09.33, 4.05.34)."""
    if Office.CENSOR in senator.offices:
        senator.offices.remove(Office.CENSOR)
    senator.offices.append(office)
    senator.influence += influence
    assert senator.faction is not None
    if ctx.logs("office"):
        ctx.record(
            ctx.faction_name(senator.faction),
            "office",
            "4.05.34",
            f"{senator.name} is {office} (+{influence} Influence to {senator.influence})",
            senator=senator.key,
            office=str(office),
        )
    appoint_consul_for_life(ctx)


def crisis_consul_candidates(senators: Iterable[Senator]) -> list[Senator]:
    """In a Crisis only each faction's remaining consul-eligible Senator with the highest
    Military rating may be Consul, those with the least Influence winning ties; Senators still
    tied are all returned for the award's own 2d6 (4.05.34). One pass: each faction's best so
    far (an eligibility reckoning of a Crisis Spoils asks at every pick)."""
    best: dict[int, list[Senator]] = {}
    for senator in senators:
        faction = senator.faction
        if faction is None:
            continue
        group = best.get(faction)
        if group is None:
            best[faction] = [senator]
            continue
        top = group[0]
        if senator.military == top.military and senator.influence == top.influence:
            group.append(senator)
        elif senator.military > top.military or (
            senator.military == top.military and senator.influence < top.influence
        ):
            best[faction] = [senator]
    return [senator for group in best.values() for senator in group]
