"""Combat Phase (1.10): Commanders fight their Wars in dispatch order, Senate Armies sent
against a Rebel included (1.11.36, engine/victory.py); then every Active War no Force prosecuted
goes to the Unprosecuted box, a Rebel nobody attacked makes his coup, and four Active Wars end
the game (1.12.1). The order of battle is in engine/phases/battle_order.py (1.10.1), each battle's
results in engine/phases/combat_results.py (1.10.2-1.10.8).

Decision kinds: ``combat.attack_order`` (which of one faction's Commanders on a War attacks
next; option keys are Senator keys, listed in dispatch order), ``combat.continue_to_land_battle``
(after a Naval Victory: ``continue`` or ``stop``) and ``ransom.pay`` (engine/captives.py). A
Neutral's are the Dominant Player's (4.02.2).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.after_battle import create_provinces, lay_down_command, make_proconsul
from engine.captives import offer_ransom
from engine.cleopatra import cleopatra_leaves, offer_cleopatra
from engine.combat import (
    BattleRoll,
    army_strength,
    combat_numbers,
    commander_military,
    force,
    force_strength,
    master_of_horse,
    resolve_battle,
    war_strength,
)
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.decisions import COMBAT_ATTACK_ORDER, COMBAT_CONTINUE_TO_LAND_BATTLE
from engine.effects import handles_effect
from engine.events.fleets import end_rhodian_alliance
from engine.forces import war_place
from engine.forum_cards import activate_war, war_card
from engine.gabinian import commander_recruitment
from engine.phases.battle_order import (
    battle_order,
    commanders_on,
    commands_war,
    front_name,
    front_open,
)
from engine.phases.combat_results import CombatTurn, Engagement, in_field, settle
from engine.queries import ACTIVE_BOXES
from engine.state import CIVIL_WAR, GameState, Location, Senator, WarStatus

ATTACK_ORDER: Final = COMBAT_ATTACK_ORDER
CONTINUE_TO_LAND_BATTLE: Final = COMBAT_CONTINUE_TO_LAND_BATTLE
CONTINUE: Final = "continue"
STOP: Final = "stop"
"""Decision kinds of this phase and the option keys of the second."""


def combat_phase(ctx: Context) -> Procedure:
    """Combat Phase (1.10, 1.12.1)."""
    state = ctx.state
    state.phase = "Combat"
    state.victors.clear()
    state.naval_victories[:] = [n for n in state.naval_victories if n in state.wars]
    turn = CombatTurn()
    yield from commander_recruitment(ctx)
    for captive in captives(state):
        yield from offer_ransom(ctx, captive)
    order = battle_order(ctx)
    for war in order:
        yield from fight_war(ctx, turn, war)
    if turn.rhodian_war_defeated:
        end_rhodian_alliance(ctx, "1.10.4", "its War is defeated")
    place_unprosecuted_wars(ctx, turn)
    cleopatra_leaves(ctx)
    state.dispatched[:] = [k for k in state.dispatched if commands_war(state, k)]
    yield from ctx.rules.end_of_combat(ctx, rebel_attacked=CIVIL_WAR in order)


def captives(state: GameState) -> list[Senator]:
    """Captives, whose Ransom may be paid before their War is fought (1.10.71)."""
    held = [s for s in state.senators.values() if s.location is Location.CAPTIVE]
    return sorted(held, key=lambda s: (s.faction if s.faction is not None else -1, s.key))


def fight_war(ctx: Context, turn: CombatTurn, war: int) -> Procedure:
    """Every Commander on the War attacks in turn until the War is eliminated, or the Revolt
    fails (1.10.1, 1.11.37)."""
    attacked: set[str] = set()
    waiting = commanders_on(ctx.state, war)
    while waiting and front_open(ctx.state, war):
        commander = yield from next_attacker(ctx, war, waiting)
        attacked.add(commander.key)
        if war == CIVIL_WAR:
            yield from ctx.rules.fight_rebel(ctx, commander)
        else:
            yield from attack(ctx, turn, commander)
        waiting = [s for s in commanders_on(ctx.state, war) if s.key not in attacked]


def next_attacker(
    ctx: Context, war: int, waiting: list[Senator]
) -> Generator[Decision, Choice, Senator]:
    """Commanders on one War attack in the order they choose; Commanders of different factions
    are taken not to agree and go by 2d6 (1.10.1)."""
    if len(waiting) == 1:
        return waiting[0]
    seats = {s.faction for s in waiting}
    if len(seats) > 1 or None in seats:
        return ctx.tie_break(waiting, "1.10.1", "attack order", name=lambda s: s.name)
    seat = waiting[0].faction
    assert seat is not None
    decision = ctx.ask(
        seat,
        ATTACK_ORDER,
        "1.10.1",
        [Option(s.key, s.key, s.name) for s in waiting],
        f"Which Commander attacks {front_name(ctx, war)} next?",
        war=war,
    )
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    return next(s for s in waiting if s.key == choice.key)


# --- One Commander's attack (1.10.11, 1.10.12) ---------------------------------------------------


def attack(ctx: Context, turn: CombatTurn, commander: Senator) -> Procedure:
    """A Naval Battle first while the enemy keeps a Fleet, then, at the Commander's discretion,
    the Land Battle (1.10.11, 1.10.12)."""
    war = commander.commands
    assert war is not None
    yield from offer_cleopatra(ctx, commander, war)
    bring_into_action(ctx, war)
    if war_card(ctx.catalog, war).naval_strength is not None and war not in (
        ctx.state.naval_victories
    ):
        won = yield from naval_battle(ctx, turn, commander)
        if not won or not in_field(ctx.state, commander):
            return
        legions, fleets = force(ctx.state, commander)
        if not legions:
            lay_down_command(ctx, commander, "1.10.12", "a Fleet without Legions has won")
            return
        if not (yield from goes_on_to_land_battle(ctx, commander, len(fleets), war)):
            make_proconsul(ctx, commander)
            return
    yield from land_battle(ctx, turn, commander)


@handles_effect("war", "creates_provinces_on_attack", rule="1.10.4")
def bring_into_action(ctx: Context, war: int) -> None:
    """A War Rome attacks is Active (1.07.331, 1.07.3321); a War that creates its Province when
    attacked does so now (1.10.4, Germanic Migrations)."""
    if ctx.state.wars[war] not in ACTIVE_BOXES:
        activate_war(ctx, war, "1.07.331", "Rome attacks it")
    card = war_card(ctx.catalog, war)
    if card.creates_provinces_on == "attack":
        create_provinces(ctx, card, "1.10.4")


def goes_on_to_land_battle(
    ctx: Context, commander: Senator, fleets: int, war: int
) -> Generator[Decision, Choice, bool]:
    """After a Naval Victory the Commander may attack the Land Strength at once if his Fleets
    still give the Fleet Support (1.10.12)."""
    support = war_card(ctx.catalog, war).fleet_support
    if fleets < support:
        ctx.record(
            ctx.senator_actor(commander),
            "no_land_battle",
            "1.10.12",
            f"{commander.name} has {fleets} Fleets, short of the Fleet Support {support}",
        )
        return False
    assert commander.faction is not None
    seat = commander.faction
    decision = ctx.ask(
        seat,
        CONTINUE_TO_LAND_BATTLE,
        "1.10.12",
        [
            Option(CONTINUE, True, "attack the Land Strength now"),
            Option(STOP, False, "stay in the field as Proconsul"),
        ],
        f"{commander.name} has won at sea: attack the {ctx.catalog.card_name(war)} on land?",
        senator=commander.key,
        war=war,
    )
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    return choice.key == CONTINUE


def naval_battle(
    ctx: Context, turn: CombatTurn, commander: Senator
) -> Generator[Decision, Choice, bool]:
    """Fleets and the Commander's Military rating, capped by the Fleets, against the enemy Fleet
    Strength; True on a Naval Victory (1.10.12)."""
    engagement = engage(ctx, commander, naval=True)
    if not engagement.fleets:
        cannot_fight(ctx, commander, "it has no Fleets for the Naval Battle", "1.10.12")
        return False
    enemy = war_strength(ctx.state, ctx.catalog, engagement.war).naval
    roll = battle_roll(ctx, turn, engagement, len(engagement.fleets), enemy)
    turn.naval_battles.add(engagement.war)
    yield from settle(ctx, turn, engagement, roll)
    return roll.result == "victory"


def land_battle(ctx: Context, turn: CombatTurn, commander: Senator) -> Procedure:
    """Army Strength (Veterans double) and the Commander's Military rating, capped by the Army
    Strength, against the War's Land Strength, with the Fleet Support present (1.10.11)."""
    engagement = engage(ctx, commander, naval=False)
    support = war_card(ctx.catalog, engagement.war).fleet_support
    if not engagement.legions or len(engagement.fleets) < support:
        cannot_fight(ctx, commander, "it lacks Legions or the Fleet Support", "1.10.11")
        return
    enemy = war_strength(ctx.state, ctx.catalog, engagement.war).land
    army = army_strength(ctx.catalog, engagement.legions)
    roll = battle_roll(ctx, turn, engagement, army, enemy)
    turn.land_battles.add(engagement.war)
    yield from settle(ctx, turn, engagement, roll)


def engage(ctx: Context, commander: Senator, naval: bool) -> Engagement:
    """The Commander's Force as it stands now."""
    legions, fleets = force(ctx.state, commander)
    war = commander.commands
    assert war is not None
    master = master_of_horse(ctx.state, commander)
    return Engagement(commander, master, war, naval, legions, fleets)


def cannot_fight(ctx: Context, commander: Senator, why: str, rule: str) -> None:
    """A Force that lacks what a battle needs does not fight."""
    text = f"{commander.name} cannot attack: {why}"
    ctx.record(ctx.senator_actor(commander), "no_battle", rule, text)


def battle_roll(
    ctx: Context, turn: CombatTurn, engagement: Engagement, units: int, enemy: int
) -> BattleRoll:
    """Roll the battle; a Disaster or Standoff number applies once per War per turn (1.10.21,
    1.10.31)."""
    commander = engagement.commander
    rome = force_strength(units, commander_military(ctx, commander))
    spent = turn.spent.setdefault(engagement.war, set())
    numbers = combat_numbers(ctx, commander, engagement.war).without(spent)
    where = "at sea" if engagement.naval else "on land"
    roll = resolve_battle(
        ctx,
        ctx.senator_actor(commander),
        f"{commander.name} attacks the {ctx.catalog.card_name(engagement.war)} {where}",
        rome,
        enemy,
        numbers,
    )
    if roll.result in ("disaster", "standoff"):
        spent.add(roll.natural)
    return roll


# --- 1.10.9 Unprosecuted Wars and 1.12.1 ---------------------------------------------------------


def place_unprosecuted_wars(ctx: Context, turn: CombatTurn) -> None:
    """An Active War no Force prosecuted this turn goes to the Unprosecuted box, as does one
    where Lucullus voided his losses (1.10.21); one that was prosecuted goes back to the Active
    box (1.10.9)."""
    state = ctx.state
    for war, box in list(state.wars.items()):
        if box not in ACTIVE_BOXES:
            continue
        done = prosecuted(ctx, turn, war) and war not in turn.voided
        status = WarStatus.ACTIVE if done else WarStatus.UNPROSECUTED
        if status is not box:
            state.wars[war] = status
            ctx.record(
                "Forum",
                "prosecution",
                "1.10.9",
                f"the {ctx.catalog.card_name(war)} goes to the {status.value} box",
                war=war,
            )


def prosecuted(ctx: Context, turn: CombatTurn, war: int) -> bool:
    """A Land Battle was fought and Rome ends the phase on the War with a Legion and the Fleet
    Support, or a Naval Battle was fought and Rome keeps a Fleet there or the Naval Victory
    marker (1.10.9)."""
    state = ctx.state
    place = war_place(war)
    legions = state.count_units(state.legions, place)
    fleets = state.count_units(state.fleets, place)
    support = war_card(ctx.catalog, war).fleet_support
    by_land = war in turn.land_battles and legions >= 1 and fleets >= support
    at_sea = war in turn.naval_battles and (fleets >= 1 or war in state.naval_victories)
    return by_land or at_sea
