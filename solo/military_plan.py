"""Military Plans of the solitaire / two-player Senate (4.05.3-4.05.33).

The plan is read down the Normal or Crisis list: the first item Rome can execute, given the units
it has and the builds it can afford, wins. Wars are valued as 1.07.332 and 1.07.342 do (current Land
and Naval Strength after matching multipliers and Leaders, every War a plan attacks counted as
Active), ranked by size or danger (4.05.32), and each gets an Adequate Force plus half the
uncommitted excess (4.05.31), or "all possible Strength" on the Crisis items that say so. Commanders
are named only when the plan is carried out (solo/deployment.py).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import replace
from itertools import combinations
from typing import Final

from engine.context import Context
from engine.decision import Amount, Choice, Decision, Option
from engine.queries import active_wars, hrao, seats_from
from engine.state import CIVIL_WAR, GameState, MilitaryPlan, PlannedAttack, WarStatus
from engine.units import boxed, in_play, pool_room
from solo.attack_plans import all_strength_plan, first_adequate
from solo.decisions import MILITARY_DISTRIBUTE_ALL_STRENGTH, MILITARY_PLAYER_PLAN
from solo.dominance import dominant_player
from solo.plan_budget import affordable, builds_allowed
from solo.plan_forces import commander_at, force_at
from solo.plan_memo import planning
from solo.rulings import rulings
from solo.war_ranking import danger, rank_wars, unrevealed
from solo.war_strengths import dictator_due, is_crisis, war_name, war_strength

Asking = Generator[Decision, Choice, MilitaryPlan]
"""A step that may ask the Dominant Player and returns a plan."""

WARS_TOLERATED: Final = 3
"""Crisis item 1 attacks until three Active Wars would remain (4.05.3)."""
PEACE_LEGIONS: Final = 10
PEACE_FLEETS: Final = 5
"""With no War in play Rome keeps 10 Legions and 5 Fleets (4.05.33)."""

NORMAL_ITEMS: Final = ("N1", "N2", "N3", "N4")
CRISIS_ITEMS: Final = ("K1", "K2", "K3", "K4", "K5")
NO_WAR: Final = "no_war"
NO_PLAN: Final = "none"
PLAYERS: Final = "players"
"""Plan names: the list items of 4.05.3, and the three cases outside the lists."""

OWN_PLAN: Final = "own"
LIST_PLAN: Final = "list"
"""Options of ``military.player_plan``: the Players devise the plan, or follow the list."""
DISTRIBUTE: Final = MILITARY_DISTRIBUTE_ALL_STRENGTH


def define_plan(ctx: Context, after: str | None = None, commands: int | None = None) -> Asking:
    """The Military Plan (4.05.3): with no War in play the 10 / 5 levels (4.05.33); a coalition of
    Players only may devise its own; otherwise the first plan on the Normal or Crisis list (after
    ``after``, when an earlier one could not be carried out) that Rome can execute, or none.
    ``commands``: the new commands available (default: 3 if a Dictator will be named, else 2)."""
    state = ctx.state
    crisis = is_crisis(ctx)
    if not state.wars and state.primary_rebel is None:
        return peace_plan(ctx)
    if after is None and players_only_coalition(state):
        choice = yield ctx.ask(
            dominant_player(ctx),
            MILITARY_PLAYER_PLAN,
            "4.05.3",
            [
                Option(OWN_PLAN, OWN_PLAN, "devise our own Military Plan"),
                Option(LIST_PLAN, LIST_PLAN, f"follow the {'Crisis' if crisis else 'Normal'} List"),
            ],
            "Only Players rule: devise your own Military Plan?",
        )
        if choice.key == OWN_PLAN:
            return MilitaryPlan(PLAYERS, crisis)
    items = CRISIS_ITEMS if crisis else NORMAL_ITEMS
    start = items.index(after) + 1 if after in items else 0
    with planning(ctx):
        if commands is None:
            commands = 3 if dictator_due(ctx, crisis) else 2
        plan = first_on_list(ctx, items[start:], crisis, commands)
    if plan.item == "K1" and len(plan.attacks) > 1:
        plan = yield from redistribute(ctx, plan)
    return plan


def first_on_list(ctx: Context, items: Sequence[str], crisis: bool, commands: int) -> MilitaryPlan:
    """The first of these list items Rome can execute, or no plan (4.05.3); asks nothing."""
    state = ctx.state
    ranked = rank_wars(ctx, [*state.wars, *([CIVIL_WAR] if state.primary_rebel else [])])
    for item in items:
        plan = list_item(ctx, item, ranked, crisis, commands)
        if plan is not None:
            return plan
    return MilitaryPlan(NO_PLAN, crisis)


def list_item(
    ctx: Context, item: str, ranked: Sequence[int], crisis: bool, commands: int
) -> MilitaryPlan | None:
    """One item of the Normal or Crisis List, or None if Rome cannot execute it (4.05.3)."""
    state = ctx.state
    current = active_wars(state)
    active = [w for w in ranked if w in current]
    if item == "N1":
        return first_adequate(ctx, item, active, 2, crisis, commands)
    if item == "N2":
        hidden = unrevealed(ctx)
        dangerous = [w for w in ranked if danger(ctx, w, hidden) > 0]
        return first_adequate(ctx, item, dangerous, 1, crisis, commands)
    if item == "N3":
        return first_adequate(ctx, item, active, 1, crisis, commands)
    if item == "N4":
        dormant = (WarStatus.INACTIVE, WarStatus.IMMINENT)
        waiting = [w for w in ranked if w != CIVIL_WAR and state.wars[w] in dormant]
        return first_adequate(ctx, item, waiting, 1, crisis, commands)
    if item == "K1":
        return reduce_to_three(ctx, active, crisis, commands)
    if item == "K2":
        if state.primary_rebel is None:
            return None
        return all_strength_plan(ctx, item, [CIVIL_WAR], crisis, commands, capped=False)
    if item == "K3":
        return first_adequate(ctx, item, active, 3, crisis, commands)
    if item == "K4":
        return first_adequate(ctx, item, active, 2, crisis, commands)
    return attack_weakest(ctx, active, crisis, commands)


def reduce_to_three(
    ctx: Context, active: Sequence[int], crisis: bool, commands: int
) -> MilitaryPlan | None:
    """Crisis item 1: with 4 or more Active Wars, attack as few as bring them down to three, the
    largest first, with all possible Strength; Wars a Proconsul fights count among them and a Civil
    War is always one (4.05.3; spec decision 3a, 3c)."""
    if len(active) <= WARS_TOLERATED:
        return None
    count = len(active) - WARS_TOLERATED
    held = [w for w in active if w == CIVIL_WAR or commander_at(ctx.state, w) is not None]
    others = [w for w in active if w not in held]
    for extra in combinations(others, max(0, count - len(held))):
        chosen = set(held) | set(extra)
        targets = [w for w in active if w in chosen]
        plan = all_strength_plan(ctx, "K1", targets, crisis, commands, capped=False)
        if plan is not None:
            return plan
    return None


def attack_weakest(
    ctx: Context, active: Sequence[int], crisis: bool, commands: int
) -> MilitaryPlan | None:
    """Crisis item 5: the weakest Active War (least Land Strength, ties by 2d6) with all possible
    Strength up to a +15 modifier; if Rome cannot execute that, no attack (4.05.3, spec 4.05.3).
    Under ``crisis_item_5 = "weakest_executable"`` the next weakest are tried in turn."""
    lands = {w: war_strength(ctx, w, active).land for w in active}
    waiting = list(active)
    while waiting:
        weakest = min(lands[w] for w in waiting)
        tied = [w for w in waiting if lands[w] == weakest]
        war = ctx.tie_break(tied, "4.05.3", "the weakest War", name=lambda w: war_name(ctx, w))
        plan = all_strength_plan(ctx, "K5", [war], crisis, commands, capped=True)
        if plan is not None or rulings(ctx).crisis_item_5 == "weakest":
            return plan
        waiting.remove(war)
    return None


def redistribute(ctx: Context, plan: MilitaryPlan) -> Asking:
    """The Dominant Player may share out the Legions of Crisis item 1 differently among the Wars
    sent any (those attacked by Fleets alone have no land battle, 1.10.12); each keeps at least
    one Legion unless some are already there; ``context["planned"]`` is the plan's own share for
    the War (spec 4.02.2, 4.05.3)."""
    land = [a for a in plan.attacks if not a.naval_only]
    total = sum(a.legions for a in land)
    shares: dict[int, PlannedAttack] = {}
    for index, attack in enumerate(land[:-1]):
        least = sum(legion_floor(ctx, a) for a in land[index + 1 :])
        answer = yield delegated(
            ctx,
            ctx.ask_amount(
                senate_neutral(ctx),
                DISTRIBUTE,
                "4.05.3",
                legion_floor(ctx, attack),
                total - least,
                f"Legions for {war_name(ctx, attack.war)} ({total} to share)",
                war=attack.war,
                planned=attack.legions,
            ),
        )
        assert isinstance(answer, Amount)
        shares[attack.war] = replace(attack, legions=answer.value)
        total -= answer.value
    if land:
        shares[land[-1].war] = replace(land[-1], legions=total)
    return replace(plan, attacks=tuple(shares.get(a.war, a) for a in plan.attacks))


def legion_floor(ctx: Context, attack: PlannedAttack) -> int:
    """Legions a land battle of an all-Strength plan must keep: one, unless some are already
    there (4.05.3)."""
    return 0 if force_at(ctx.state, attack.war)[0] else 1


def peace_plan(ctx: Context) -> MilitaryPlan:
    """No War in play: Rome keeps 10 Legions and 5 Fleets, building (unless in a Manpower
    Shortage or under No Recruitment, as far as it can afford) or eliminating from the Active
    Forces boxes (4.05.33)."""
    state = ctx.state
    budget = affordable(ctx, ()) if builds_allowed(ctx, crisis=False) else 0
    legions, fleets = in_play(state, "legion"), in_play(state, "fleet")
    build_legions = min(max(0, PEACE_LEGIONS - legions), budget, pool_room(ctx, "legion"))
    build_fleets = min(
        max(0, PEACE_FLEETS - fleets), budget - build_legions, pool_room(ctx, "fleet")
    )
    return MilitaryPlan(
        NO_WAR,
        crisis=False,
        build_legions=build_legions,
        build_fleets=build_fleets,
        eliminate_legions=min(max(0, legions - PEACE_LEGIONS), len(boxed(state, "legion"))),
        eliminate_fleets=min(max(0, fleets - PEACE_FLEETS), len(boxed(state, "fleet"))),
    )


def players_only_coalition(state: GameState) -> bool:
    """The Ruling Coalition holds Players only (4.05.3: they may devise their own plan)."""
    return bool(state.coalition) and all(state.factions[s].is_player for s in state.coalition)


# --- Who conducts the Senate's delegated choices (4.02.2) ----------------------------------------


def senate_neutral(ctx: Context) -> int:
    """The Neutral in whose name the Senate's open choices are asked of the Dominant Player: the
    Presiding Magistrate's faction if Neutral, else the first Neutral clockwise from it (1.09.12,
    4.02.2)."""
    official = hrao(ctx.state)
    first = official.faction if official is not None and official.faction is not None else 0
    return next(s for s in seats_from(first) if not ctx.state.factions[s].is_player)


def delegated(ctx: Context, decision: Decision) -> Decision:
    """A Neutral's decision handed to the Dominant Player (4.02.2); a Player's stays his."""
    if ctx.state.factions[decision.actor].is_player:
        return decision
    return decision.delegated_to(dominant_player(ctx))


def plan_text(ctx: Context, plan: MilitaryPlan) -> str:
    """The plan as the log tells it."""
    parts = []
    for attack in plan.attacks:
        who = "a new Commander" if attack.new_command else "the Proconsul's Force"
        fleets_only = " (Fleets alone)" if attack.naval_only else ""
        parts.append(
            f"{war_name(ctx, attack.war)}: {attack.legions} Legions, {attack.fleets} Fleets "
            f"to {who}{fleets_only}"
        )
    builds = f"build {plan.build_legions} Legions, {plan.build_fleets} Fleets"
    if plan.eliminate_legions or plan.eliminate_fleets:
        builds += f"; eliminate {plan.eliminate_legions} Legions, {plan.eliminate_fleets} Fleets"
    body = "; ".join(parts) if parts else "no attack"
    return f"{'Crisis' if plan.crisis else 'Normal'} plan {plan.item}: {body}; {builds}"
