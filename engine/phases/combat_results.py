"""The results of a battle in the Combat Phase (1.10.2-1.10.8): Unrest, losses and the
Commander's Popularity (1.10.6), death, capture and Ransom (1.10.7, 1.10.71), Veterans (1.10.5), a
Naval Victory's marker (1.10.12), a War defeated with its Spoils, Provinces, Leaders, Captives and
Revolts (1.10.4, 1.07.333, 1.07.344), or a Proconsul (1.10.8); Lucullus voiding his losses
(1.10.21). The Combat Phase (engine/phases/combat.py) settles each battle here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.after_battle import (
    award_glory,
    create_provinces,
    is_revolt,
    lay_down_command,
    make_proconsul,
    make_veterans,
)
from engine.captives import commander_chits, kill_in_battle, offer_ransom
from engine.combat import (
    CAESAR_VETERANS,
    BattleRoll,
    alive,
    legion_popularity_loss,
    remove_units,
    units_lost,
    war_strength,
)
from engine.context import Context, Procedure
from engine.death import kill_senator
from engine.effects import handles_effect
from engine.events.cards import card_in_play
from engine.events.fleets import RHODIAN_EFFECT
from engine.events.peace import relocate_leaders
from engine.events.refuge import refuge_war_left
from engine.forces import war_place
from engine.forum_cards import war_card
from engine.phases.battle_order import commanders_on
from engine.phases.population import adjust_unrest
from engine.schemas.combat_tables import CombatOutcome
from engine.schemas.wars import WarCard
from engine.senators import has_ability
from engine.state import ACTIVE_FORCES, GameState, Location, Senator, Unit
from engine.treasury import from_bank
from engine.value_class import ValueClass


@dataclass(slots=True)
class CombatTurn(ValueClass):
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

    def __init__(
        self,
        spent: dict[int, set[int]] | None = None,
        land_battles: set[int] | None = None,
        naval_battles: set[int] | None = None,
        rhodian_war_defeated: bool = False,
        voided: set[int] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.spent = {} if spent is None else spent
        self.land_battles = set() if land_battles is None else land_battles
        self.naval_battles = set() if naval_battles is None else naval_battles
        self.rhodian_war_defeated = rhodian_war_defeated
        self.voided = set() if voided is None else voided


@dataclass(frozen=True, slots=True)
class Engagement(ValueClass):
    """A Commander's Force in one battle against his War (1.10.11, 1.10.12)."""

    commander: Senator
    master: Senator | None
    war: int
    naval: bool
    legions: list[Unit]
    fleets: list[Unit]

    def __init__(
        self,
        commander: Senator,
        master: Senator | None,
        war: int,
        naval: bool,
        legions: list[Unit],
        fleets: list[Unit],
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "commander", commander)
        object.__setattr__(self, "master", master)
        object.__setattr__(self, "war", war)
        object.__setattr__(self, "naval", naval)
        object.__setattr__(self, "legions", legions)
        object.__setattr__(self, "fleets", fleets)


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
