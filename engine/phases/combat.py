"""Combat Phase (1.10): Commanders fight their Wars in dispatch order, Senate Armies sent
against a Rebel included (1.11.36, engine/victory.py); then every Active War no Force prosecuted
goes to the Unprosecuted box, a Rebel nobody attacked makes his coup, and four Active Wars end
the game (1.12.1).

Decision kinds: ``combat.attack_order`` (which of one faction's Commanders on a War attacks
next; option keys are Senator keys, listed in dispatch order), ``combat.continue_to_land_battle``
(after a Naval Victory: ``continue`` or ``stop``) and ``ransom.pay`` (engine/combat.py). A
Neutral's are the Dominant Player's (4.02.2).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace

from engine.cleopatra import cleopatra_leaves, offer_cleopatra
from engine.combat import (
    CAESAR_VETERANS,
    BattleRoll,
    alive,
    army_strength,
    award_glory,
    combat_numbers,
    commander_chits,
    commander_military,
    create_provinces,
    force,
    force_strength,
    is_revolt,
    kill_in_battle,
    lay_down_command,
    legion_popularity_loss,
    make_proconsul,
    make_veterans,
    master_of_horse,
    offer_ransom,
    remove_units,
    resolve_battle,
    units_lost,
    war_strength,
)
from engine.context import Context, Procedure
from engine.death import kill_senator
from engine.decision import Choice, Decision, Option
from engine.decisions import COMBAT_ATTACK_ORDER, COMBAT_CONTINUE_TO_LAND_BATTLE
from engine.effects import handles_effect
from engine.events.cards import card_in_play
from engine.events.fleets import RHODIAN_EFFECT, end_rhodian_alliance
from engine.events.peace import relocate_leaders
from engine.events.refuge import refuge_war_left
from engine.forces import war_place
from engine.forum_cards import activate_war, war_card
from engine.gabinian import commander_recruitment
from engine.phases.population import adjust_unrest
from engine.queries import ACTIVE_BOXES
from engine.schemas.tables import CombatOutcome
from engine.schemas.wars import WarCard
from engine.senators import has_ability
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
from engine.treasury import from_bank

ATTACK_ORDER = COMBAT_ATTACK_ORDER
CONTINUE_TO_LAND_BATTLE = COMBAT_CONTINUE_TO_LAND_BATTLE
CONTINUE = "continue"
STOP = "stop"
"""Decision kinds of this phase and the option keys of the second."""


@dataclass(slots=True)
class CombatTurn:
    """What the phase remembers while it runs: the D/S numbers applied against each War, the
    Wars a battle was fought against, and whether the Rhodian Alliance's War fell (1.10.21,
    1.10.9, 1.07.21)."""

    spent: dict[int, set[int]] = field(default_factory=dict)
    land_battles: set[int] = field(default_factory=set)
    naval_battles: set[int] = field(default_factory=set)
    rhodian_war_defeated: bool = False
    voided: set[int] = field(default_factory=set)
    """Wars where a Commander whose card voids Disaster and Standoff losses did so: they count
    as Unprosecuted this turn (Lucullus, 1.10.21)."""


@dataclass(frozen=True, slots=True)
class Engagement:
    """A Commander's Force in one battle against his War (1.10.11, 1.10.12)."""

    commander: Senator
    master: Senator | None
    war: int
    naval: bool
    legions: list[Unit]
    fleets: list[Unit]


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


def commands_war(state: GameState, key: str) -> bool:
    """Whether the Senator is in the field commanding a War still in play."""
    senator = state.senators.get(key)
    return (
        senator is not None
        and senator.location is Location.WAR
        and senator.commands is not None
        and front_open(state, senator.commands)
    )


def front_open(state: GameState, war: int) -> bool:
    """A War card still in play, or the Civil War while a Primary Rebel marches (1.11.3)."""
    return state.primary_rebel is not None if war == CIVIL_WAR else war in state.wars


def front_name(ctx: Context, war: int) -> str:
    """A War card's name, or the Civil War's."""
    return "the Civil War" if war == CIVIL_WAR else f"the {ctx.catalog.card_name(war)}"


# --- 1.10.1 Battle order -------------------------------------------------------------------------


def battle_order(ctx: Context) -> list[int]:
    """Wars in the order the Senate dispatched the Commander placed last on each; Wars whose
    last Commanders were sent together go by 2d6 (1.10.1). Forces on a War that name no
    Commander on it join the first dispatched (1.09.641)."""
    state = ctx.state
    fronts: dict[int, list[Senator]] = {}
    for senator in field_commanders(state):
        assert senator.commands is not None
        fronts.setdefault(senator.commands, []).append(senator)
    rank = dispatch_rank(state)
    last = {war: max(rank(s) for s in team) for war, team in fronts.items()}
    order: list[int] = []
    for position in sorted(set(last.values())):
        tied = sorted(war for war, at in last.items() if at == position)
        order += dice_order(ctx, tied)
    for war in order:
        join_unled_forces(state, war, commanders_on(state, war)[0])
    return order


def field_commanders(state: GameState) -> list[Senator]:
    """Commanders in the field against Wars in play; a Master of Horse riding with his Dictator
    commands nothing of his own (1.09.34)."""
    senators = state.senators.values()
    away = any(Office.DICTATOR in s.offices and s.location is Location.WAR for s in senators)
    return [
        s
        for s in senators
        if commands_war(state, s.key) and not (away and Office.MASTER_OF_HORSE in s.offices)
    ]


def commanders_on(state: GameState, war: int) -> list[Senator]:
    """The Commanders on a War, in dispatch order (1.10.1)."""
    team = [s for s in field_commanders(state) if s.commands == war]
    rank = dispatch_rank(state)
    return sorted(team, key=lambda s: (rank(s), s.key))


def dispatch_rank(state: GameState) -> Callable[[Senator], int]:
    """Place in the dispatch order; a Commander missing from it counts as sent last."""
    places = {key: index for index, key in enumerate(state.dispatched)}
    return lambda senator: places.get(senator.key, len(places))


def dice_order(ctx: Context, wars: list[int]) -> list[int]:
    """Order Wars whose Commanders were sent together by 2d6, highest first (1.10.1)."""
    order: list[int] = []
    left = list(wars)
    while left:
        first = ctx.tie_break(left, "1.10.1", "battle order", name=lambda w: front_name(ctx, w))
        order.append(first)
        left.remove(first)
    return order


def join_unled_forces(state: GameState, war: int, first: Senator) -> None:
    """Units on the War naming none of its Commanders join the first Commander sent (1.09.641)."""
    leaders = {s.key for s in commanders_on(state, war)}
    place = war_place(war)
    for unit in (*state.legions, *state.fleets):
        if unit.location == place and unit.commander not in leaders:
            unit.commander = first.key


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
        decision = replace(decision, delegate_to=ctx.rules.dominant_player(ctx))
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
        decision = replace(decision, delegate_to=ctx.rules.dominant_player(ctx))
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


# --- The results (1.10.2-1.10.8) -----------------------------------------------------------------


def outcome_of(roll: BattleRoll, naval: bool) -> CombatOutcome:
    """The consequence row of a result: a Victory is at sea or on land (1.10.4)."""
    if roll.result == "victory":
        return "victory_naval" if naval else "victory_land"
    return roll.result


def settle(ctx: Context, turn: CombatTurn, engagement: Engagement, roll: BattleRoll) -> Procedure:
    """Unrest at once; losses and the Commander's Popularity; death in a Defeat, else Mortality
    Chits for death or capture; Veterans; then Victory or Proconsul (1.10.2-1.10.8)."""
    consequence = ctx.catalog.tables.combat.consequence(outcome_of(roll, engagement.naval))
    commander = engagement.commander
    adjust_unrest(ctx, consequence.unrest, consequence.source, roll.result.capitalize())
    lost = 0 if voids_losses(ctx, turn, engagement, roll) else take_losses(ctx, engagement, roll)
    at_risk = [s for s in (commander, engagement.master) if s is not None]
    if consequence.commander_killed:
        for senator in at_risk:
            kill_in_battle(ctx, senator, "1.10.2", "killed in a Defeat")
        return
    captured = commander_chits(ctx, lost, at_risk, consequence.capture_possible, engagement.war)
    living = commander if alive(ctx.state, commander) else None
    if consequence.creates_veteran and not engagement.naval:
        count = veterans_earned(ctx, commander, roll)
        make_veterans(ctx, engagement.legions, count, living)
    survivor = commander if in_field(ctx.state, commander) else None
    if consequence.war_eliminated:
        defeat_war(ctx, turn, engagement.war, survivor)
    elif consequence.naval_victory_marker:
        mark_naval_victory(ctx, engagement.war, survivor)
    elif survivor is not None:
        make_proconsul(ctx, survivor)
    for captive in captured:
        yield from offer_ransom(ctx, captive)


@handles_effect("statesman", "ds_losses_void_then_recalled", rule="1.10.21")
def voids_losses(ctx: Context, turn: CombatTurn, engagement: Engagement, roll: BattleRoll) -> bool:
    """A Commander whose card says so takes no losses from a Disaster or Standoff; the War then
    counts as Unprosecuted this turn and he is recalled to Rome after the next Senate Phase
    (Lucullus, 29B; 1.10.21, 1.10.31)."""
    commander = engagement.commander
    if roll.result not in ("disaster", "standoff") or not has_ability(
        ctx.catalog, commander, "ds_losses_void_then_recalled"
    ):
        return False
    turn.voided.add(engagement.war)
    if commander.key not in ctx.state.recalled_after_senate:
        ctx.state.recalled_after_senate.append(commander.key)
    ctx.record(
        ctx.senator_actor(commander),
        "losses_voided",
        "1.10.21",
        f"{commander.name} takes no losses from the {roll.result.capitalize()}: the "
        f"{ctx.catalog.card_name(engagement.war)} counts as Unprosecuted and he is recalled "
        "after the next Senate Phase",
        senator=commander.key,
    )
    return True


@handles_effect("statesman", "ds_losses_void_then_recalled", rule="1.10.21")
def recall_after_senate(ctx: Context) -> None:
    """As a Senate Phase ends, a Commander who voided his Disaster or Standoff losses comes back
    to Rome with his Force if he is still in the field (Lucullus, 1.10.21)."""
    state = ctx.state
    for key in state.recalled_after_senate:
        senator = state.senators.get(key)
        if senator is not None and senator.location is Location.WAR:
            lay_down_command(ctx, senator, "1.10.21", "he is recalled automatically")
    state.recalled_after_senate.clear()


@handles_effect("statesman", "halve_combat_losses", rule="1.10.6")
def take_losses(ctx: Context, engagement: Engagement, roll: BattleRoll) -> int:
    """Legions and Fleets lost at random, each type on its own; the Commander loses Popularity
    for the Legions; returns the units lost (1.10.6-1.10.62)."""
    commander = engagement.commander
    halve = has_ability(ctx.catalog, commander, "halve_combat_losses")
    legions = remove_units(
        ctx, engagement.legions, units_lost(ctx, roll, len(engagement.legions), halve)
    )
    fleets = remove_units(
        ctx, engagement.fleets, units_lost(ctx, roll, len(engagement.fleets), halve)
    )
    if legions or fleets:
        ctx.record(
            ctx.senator_actor(commander),
            "losses",
            "1.10.6",
            f"{commander.name} loses {len(legions)} Legions and {len(fleets)} Fleets",
            legions=len(legions),
            fleets=len(fleets),
        )
    legion_popularity_loss(ctx, commander, len(legions))
    return len(legions) + len(fleets)


@handles_effect("statesman", "two_veterans_per_victory", rule="1.10.5")
def veterans_earned(ctx: Context, commander: Senator, roll: BattleRoll) -> int:
    """One surviving Legion turns Veteran; two after a Victory of a Commander whose card says so
    (1.10.5, Julius Caesar)."""
    if roll.result == "victory" and has_ability(ctx.catalog, commander, "two_veterans_per_victory"):
        return CAESAR_VETERANS
    return ctx.catalog.tables.combat.veterans_per_battle


def in_field(state: GameState, commander: Senator) -> bool:
    """The Commander is alive, not Captive, and still with his Force."""
    return alive(state, commander) and commander.location is Location.WAR


def mark_naval_victory(ctx: Context, war: int, victor: Senator | None) -> None:
    """A Naval Victory marker goes on the War for good; the living Commander gains half its
    printed Fleet Strength (1.10.4, 1.10.12)."""
    ctx.state.naval_victories.append(war)
    ctx.record(
        "Game", "naval_victory", "1.10.12", f"the {ctx.catalog.card_name(war)} loses its Fleet"
    )
    printed = war_card(ctx.catalog, war).naval_strength
    if victor is not None and printed is not None:
        award_glory(ctx, victor, printed, "1.10.4")


def defeat_war(ctx: Context, turn: CombatTurn, war: int, victor: Senator | None) -> None:
    """A Land Victory eliminates the War (1.10.4): the victor gains glory and keeps his Force
    until the Revolution Phase; every other Force there returns to Rome; Spoils, Provinces,
    Leaders, Captives, Refuge and the Rhodian Alliance follow (1.07.333, 1.07.344, 1.10.71)."""
    state = ctx.state
    card = war_card(ctx.catalog, war)
    turn.rhodian_war_defeated |= is_rhodian_war(ctx, war)
    if victor is not None:
        award_glory(ctx, victor, card.land_strength, "1.10.4")
        state.victors.append(victor.key)
    disband_others(ctx, war, victor)
    collect_spoils(ctx, war)
    del state.wars[war]
    if war in ctx.catalog.cards:
        state.discard.append(war)
    if war in state.naval_victories:
        state.naval_victories.remove(war)
    ctx.record("Forum", "war_defeated", "1.10.4", f"the {card.name} is defeated and discarded")
    create_provinces(ctx, card, "1.10.4")
    earlier_wars_revolt(ctx, card)
    kill_captives(ctx, war)
    release_leaders(ctx, war)
    refuge_war_left(ctx, war)


def disband_others(ctx: Context, war: int, victor: Senator | None) -> None:
    """Other Commanders on the War go back to Rome, and every Force there but the victor's,
    a dead victor's too, to the Active Forces boxes (1.10.4)."""
    state = ctx.state
    for other in commanders_on(state, war):
        if other is not victor:
            lay_down_command(ctx, other, "1.10.4", "the War is won")
    place = war_place(war)
    for unit in (*state.legions, *state.fleets):
        if unit.location == place and (victor is None or unit.commander != victor.key):
            unit.location = ACTIVE_FORCES
            unit.commander = None


def collect_spoils(ctx: Context, war: int) -> None:
    """The Spoils of War go to the State Treasury; a Revolt yields none (1.10.4, 1.07.333)."""
    spoils = war_card(ctx.catalog, war).spoils
    if spoils == 0 or is_revolt(ctx, war):
        return
    state = ctx.state
    state.state_treasury += from_bank(state, spoils)
    ctx.record(
        "State",
        "spoils_of_war",
        "1.10.4",
        f"Spoils of War: {spoils} T, State Treasury {state.state_treasury} T",
        talents=spoils,
    )


def earlier_wars_revolt(ctx: Context, card: WarCard) -> None:
    """When the last War of a series is defeated, every earlier War of it is a Revolt from now
    on (1.07.333)."""
    if card.series is None or card.series_number != card.series_size:
        return
    for other in ctx.catalog.wars.wars:
        if other.series == card.series and other.card_no != card.card_no:
            ctx.state.revolts.append(other.card_no)
            if other.card_no in ctx.state.wars:
                ctx.record("Forum", "revolt", "1.07.333", f"the {other.name} is now a Revolt")


def kill_captives(ctx: Context, war: int) -> None:
    """Captives held by a defeated War are killed (1.10.71)."""
    held = [s for s in ctx.state.senators.values() if s.captive_of == war]
    for captive in held:
        kill_senator(ctx, captive.key, "1.10.71", "his captors' War is defeated")


def release_leaders(ctx: Context, war: int) -> None:
    """Leaders on the defeated War go where 1.07.344 sends them (killed by the Victory, a
    Leader may find Refuge)."""
    for card, where in relocate_leaders(ctx, war):
        ctx.record("Forum", "leader_moves", "1.07.344", f"{card.name} {where}", leader=card.card_no)


def is_rhodian_war(ctx: Context, war: int) -> bool:
    """With the Rhodian Alliance in play: the War is one of those needing the most Fleets, Fleet
    Support plus Fleet Strength (the Event cards, Rhodian Maritime Alliance)."""
    if card_in_play(ctx, RHODIAN_EFFECT) is None:
        return False
    needs = {n: fleets_needed(ctx, n) for n in ctx.state.wars}
    return needs[war] == max(needs.values())


def fleets_needed(ctx: Context, war: int) -> int:
    """Fleet Support plus current Fleet Strength."""
    strength = war_strength(ctx.state, ctx.catalog, war)
    return strength.support + strength.naval


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
