"""Battles (1.10.1-1.10.62): the strengths that meet, the 3d6 roll on the Combat Results Table
with its Disasters and Standoffs, and losses drawn at random. Commander death, capture and Ransom
are in engine/captives.py (1.10.7, 1.10.71); Veterans, glory, Proconsuls and the Provinces a
victory creates in engine/after_battle.py (1.10.4, 1.10.5, 1.10.8).

The Combat Phase (engine/phases/combat.py) fights Rome's Wars with these steps. A Civil War
(1.11.37) uses the same pieces with its own strengths: ``resolve_battle`` with the two armies'
Strengths and no Disaster or Standoff numbers, then ``units_lost`` and ``remove_units`` for each
army, ``commander_chits`` for the Senate's losses (both sides at risk), ``make_veterans`` and
``offer_ransom``. ``lay_down_command`` returns a Commander and his Force to Rome (1.11.3).

A Commander's Force is the Legions and Fleets at ``"war:<card_no>"`` whose ``commander`` names
him; a Dictator's Master of Horse rides with him and adds his Military rating (1.09.34).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal

from engine.catalog import Catalog
from engine.cleopatra import cleopatra_leader, cleopatra_military
from engine.context import Context
from engine.effects import handles_effect
from engine.events.cards import event_level, evil_omens_modifier, side_showing
from engine.events.fleets import eliminate
from engine.forces import war_place
from engine.forum_cards import leader_card, war_card
from engine.queries import ACTIVE_BOXES
from engine.schemas.combat_tables import CombatRow, CombatTable
from engine.schemas.events import BattleDesertionEffect
from engine.schemas.leaders import CleopatraEnemyOption, LeaderCard
from engine.schemas.wars import WarCard
from engine.senators import change_popularity
from engine.state import GameState, Location, Office, Senator, Unit
from engine.value_class import ValueClass

BattleResult = Literal["disaster", "standoff", "defeat", "stalemate", "victory"]
"""What a battle roll means: an automatic Disaster or Standoff, or the Combat Results Table's
result (1.10.11, 1.10.21, 1.10.31)."""

CAESAR_VETERANS: Final = 2
"""Legions that turn Veteran after a Victory of a Statesman with ``two_veterans_per_victory``."""


# --- What a War sets against Rome (1.07.332, 1.07.342, 1.07.344) --------------------------------


@dataclass(frozen=True, slots=True)
class WarStrength(ValueClass):
    """A War's current Land and Fleet Strength and its Fleet Support (1.07.332, 1.07.342)."""

    land: int
    naval: int
    """0 when the card prints no Fleet Strength or bears a Naval Victory marker (1.10.12)."""
    support: int

    def __init__(self, land: int, naval: int, support: int) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "land", land)
        object.__setattr__(self, "naval", naval)
        object.__setattr__(self, "support", support)


def active_war_cards(state: GameState) -> frozenset[int]:
    """The War cards in the Active and Unprosecuted boxes (1.07.33, 1.10.9)."""
    return frozenset(n for n, box in state.wars.items() if box in ACTIVE_BOXES)


def series_multiplier(
    state: GameState, catalog: Catalog, war: WarCard, active: Collection[int] | None = None
) -> int:
    """While a War is Active its Strength is multiplied by the Active Wars of its series, itself
    counted (1.07.332). ``active`` names the Wars to count as Active, if not those in the Active
    boxes (a plan that attacks an Inactive War activates it, 1.07.331)."""
    counted = active_war_cards(state) if active is None else active
    if war.series is None or war.card_no not in counted:
        return 1
    series, own = war.series, war.card_no
    return 1 + sum(
        1 for n in state.wars if n != own and n in counted and war_card(catalog, n).series == series
    )


def war_leaders(state: GameState, catalog: Catalog, card_no: int) -> list[LeaderCard]:
    """The enemy Leaders with a War: each Leader in the Forum adds to all his Matching Wars
    (Viriathus only once a War's Provinces exist), and a Leader in Refuge to his Matching Wars
    and to the Wars he aids (1.07.341, 1.07.342, 1.07.344)."""
    war = war_card(catalog, card_no)
    found = [
        leader_card(catalog, n)
        for n, host in state.leaders.items()
        if host is not None and aids(state, leader_card(catalog, n), war)
    ]
    found += [
        leader_card(catalog, n)
        for n, aided in state.refuge.items()
        if card_no in aided or aids(state, leader_card(catalog, n), war)
    ]
    return found


@handles_effect("leader", "needs_war_provinces", rule="1.07.344")
def aids(state: GameState, leader: LeaderCard, war: WarCard) -> bool:
    """Whether a Leader strengthens one of his Matching Wars now (1.07.341, Viriathus)."""
    if war.id not in leader.matches_wars:
        return False
    needs = "needs_war_provinces" in leader.abilities
    return not needs or all(key in state.provinces for key in war.needs_provinces)


@handles_effect("leader", "stacks_with_series_leader", rule="1.07.342")
def leader_strength(state: GameState, catalog: Catalog, card_no: int) -> int:
    """What the enemy Leaders with a War add to its Land and Fleet Strength, Leaders in Refuge
    and Cleopatra played against Rome included (1.07.342, 1.07.344)."""
    queen = cleopatra_leader(state, catalog, card_no)
    extra = queen.strength if queen is not None else 0
    return extra + sum(leader.strength for leader in war_leaders(state, catalog, card_no))


def scaled_strength(war: WarCard, multiplier: int, bonus: int, beaten_at_sea: bool) -> WarStrength:
    """Printed Land and Fleet Strength times the Matching-War multiplier, then plus the Leaders'
    ``bonus``; no Fleet Strength if the card prints none or bears a Naval Victory marker; Fleet
    Support as printed, never multiplied (1.07.332, 1.07.342, 1.10.12)."""
    naval = 0
    if war.naval_strength is not None and not beaten_at_sea:
        naval = war.naval_strength * multiplier + bonus
    return WarStrength(war.land_strength * multiplier + bonus, naval, war.fleet_support)


def war_strength(
    state: GameState, catalog: Catalog, card_no: int, active: Collection[int] | None = None
) -> WarStrength:
    """A War's current Land and Fleet Strength and Fleet Support: the one computation of them
    (1.07.332, 1.07.342, 1.07.344, 1.10.12). ``active`` as for ``series_multiplier``."""
    war = war_card(catalog, card_no)
    multiplier = series_multiplier(state, catalog, war, active)
    bonus = leader_strength(state, catalog, card_no)
    strength = scaled_strength(war, multiplier, bonus, card_no in state.naval_victories)
    return halved(strength) if card_no in state.halved_wars else strength


@handles_effect("law", "citizenship", rule="1.07.36")
def halved(strength: WarStrength) -> WarStrength:
    """A War the Plautian-Papirian Law halved: its Land Strength, rounded up (D2-21)."""
    return replace(strength, land=-(-strength.land // 2))


@dataclass(frozen=True, slots=True)
class CombatNumbers(ValueClass):
    """The natural rolls that make a battle an automatic Disaster or Standoff (1.10.21, 1.10.31)."""

    disaster: frozenset[int]
    standoff: frozenset[int]

    def __init__(self, disaster: frozenset[int], standoff: frozenset[int]) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "disaster", disaster)
        object.__setattr__(self, "standoff", standoff)

    def without(self, spent: Collection[int]) -> CombatNumbers:
        """These numbers less those already applied against the War this turn."""
        return CombatNumbers(self.disaster - set(spent), self.standoff - set(spent))


NO_NUMBERS: Final = CombatNumbers(frozenset(), frozenset())
"""No automatic results: a Civil War's battles (1.11.37)."""


def combat_numbers(ctx: Context, commander: Senator, card_no: int) -> CombatNumbers:
    """The War's D/S numbers, unless its Commander is a Statesman who nullifies them, and those of
    every Leader with it, which no Statesman nullifies (1.07.343, 1.10.21, 1.10.31)."""
    own = not nullifies(ctx.catalog, commander, war_card(ctx.catalog, card_no))
    return war_numbers(ctx.state, ctx.catalog, card_no, own)


def war_numbers(
    state: GameState, catalog: Catalog, card_no: int, own: bool = True
) -> CombatNumbers:
    """The War's own D/S numbers (unless ``own`` is False) and those of every Leader with it
    (1.07.343, 1.10.21, 1.10.31)."""
    war = war_card(catalog, card_no)
    disaster: set[int] = set()
    standoff: set[int] = set()
    if own:
        disaster.update(war.disaster_numbers)
        standoff.update(war.standoff_numbers)
    leaders: list[LeaderCard | CleopatraEnemyOption] = [*war_leaders(state, catalog, card_no)]
    queen = cleopatra_leader(state, catalog, card_no)
    if queen is not None:
        leaders.append(queen)
    for leader in leaders:
        disaster.update(leader.disaster_numbers)
        standoff.update(leader.standoff_numbers)
    return CombatNumbers(frozenset(disaster), frozenset(standoff))


@handles_effect("statesman", "nullify_war_disaster_standoff", rule="1.07.343")
def nullifies(catalog: Catalog, commander: Senator, war: WarCard) -> bool:
    """A Statesman Commander who ignores this War's own D/S numbers (1.07.343, 1A, 18A, 19A)."""
    return commander.is_statesman and war.id in catalog.statesmen[commander.key].nullifies_ds_of


# --- Rome's side (1.09.34, 1.10.11, 1.10.12) -----------------------------------------------------


def force(state: GameState, commander: Senator) -> tuple[list[Unit], list[Unit]]:
    """The Legions and Fleets of a Commander's Force on his War."""
    assert commander.commands is not None
    place = war_place(commander.commands)
    legions = [u for u in state.legions if u.location == place and u.commander == commander.key]
    fleets = [u for u in state.fleets if u.location == place and u.commander == commander.key]
    return legions, fleets


def army_strength(catalog: Catalog, legions: Sequence[Unit]) -> int:
    """Legions count one each, Veterans double (1.10.11, 1.10.5)."""
    veteran = catalog.tables.combat.veteran_strength
    return sum(veteran if unit.veteran else 1 for unit in legions)


def force_strength(units: int, military: int) -> int:
    """A Force's Strength in battle: its units (Army Strength on land) plus the Commander's
    Military rating, which adds no more than the units (1.10.11, 1.10.12)."""
    return units + min(military, units)


def master_of_horse(state: GameState, commander: Senator) -> Senator | None:
    """The Master of Horse in the field with a Dictator in command (1.09.34)."""
    if Office.DICTATOR not in commander.offices:
        return None
    return next(
        (
            s
            for s in state.senators.values()
            if Office.MASTER_OF_HORSE in s.offices and s.location is Location.WAR
        ),
        None,
    )


@handles_effect("statesman", "rolled_military", rule="1.13.3")
def commander_military(ctx: Context, commander: Senator) -> int:
    """The Commander's Military rating, rolled anew for a Statesman whose card says so, plus his
    Master of Horse's for a Dictator (1.09.34, 1.13.3) and Cleopatra's bonus against her War."""
    rating = commander.military
    card = ctx.catalog.statesmen.get(commander.key) if commander.is_statesman else None
    if card is not None and card.military_roll is not None:
        dice = ctx.dice.roll(card.military_roll.dice, "military", commander.key)
        rating = sum(dice) + card.military_roll.modifier
        ctx.record(
            ctx.senator_actor(commander),
            "military_roll",
            "1.13.3",
            f"{commander.name} rolls his Military rating for this battle: {rating}",
            dice=dice,
        )
    return rating + military_bonus(ctx.state, ctx.catalog, commander)


def military_bonus(state: GameState, catalog: Catalog, commander: Senator) -> int:
    """What adds to a Commander's Military rating: his Master of Horse's for a Dictator
    (1.09.34) and Cleopatra's bonus against her War."""
    master = master_of_horse(state, commander)
    bonus = cleopatra_military(state, catalog, commander)
    return bonus + (master.military if master is not None else 0)


def alive(state: GameState, senator: Senator) -> bool:
    """The Senator is still in play: a dead Faction Leader's heir takes his key, not his card."""
    return state.senators.get(senator.key) is senator


# --- The battle roll (1.10.11, 1.10.21, 1.10.31) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class BattleRoll(ValueClass):
    """A battle's 3d6, modified total and result, with the Combat Results Table row of the
    total, whose losses apply unless the result is a Disaster or Standoff."""

    dice: tuple[int, ...]
    total: int
    result: BattleResult
    row: CombatRow

    def __init__(
        self, dice: tuple[int, ...], total: int, result: BattleResult, row: CombatRow
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "dice", dice)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "result", result)
        object.__setattr__(self, "row", row)

    @property
    def natural(self) -> int:
        """The unmodified roll, which Disaster and Standoff numbers are checked against."""
        return sum(self.dice)


def resolve_battle(
    ctx: Context,
    actor: str,
    what: str,
    rome: int,
    enemy: int,
    numbers: CombatNumbers = NO_NUMBERS,
) -> BattleRoll:
    """Roll 3d6, add Rome's Strength less the enemy's (desertion events and Evil Omens
    applied): a natural Disaster number is a Disaster, else a Standoff number a Standoff, else
    the Combat Results Table decides (1.10.11, 1.10.21, 1.10.31)."""
    table = ctx.catalog.tables.combat
    dice = ctx.dice.roll(table.dice, "battle", what)
    natural = sum(dice)
    enemy = deserted_strength(ctx, enemy, dice)
    omens = evil_omens_modifier(ctx, "other")
    total = natural + rome - enemy + omens
    row = table.result(total)
    result = battle_result(numbers, natural, row)
    omens_text = f" {omens:+d} Evil Omens" if omens else ""
    ctx.record(
        actor,
        "battle",
        "1.10.11",
        f"{what}: 3d6 {natural} + Rome {rome} - enemy {enemy}{omens_text} = {total}: "
        f"{result.capitalize()}",
        dice=dice,
        total=total,
        result=result,
    )
    return BattleRoll(dice, total, result, row)


def battle_result(numbers: CombatNumbers, natural: int, row: CombatRow) -> BattleResult:
    """A natural Disaster number is a Disaster, else a natural Standoff number a Standoff, else
    the Combat Results Table row's result (1.10.11, 1.10.21, 1.10.31)."""
    if natural in numbers.disaster:
        return "disaster"
    if natural in numbers.standoff:
        return "standoff"
    return row.result


@handles_effect("event", "battle_desertion", rule="1.07.21")
def deserted_strength(ctx: Context, enemy: int, dice: tuple[int, ...]) -> int:
    """Ally Deserts and Enemy's Ally Deserts: on a natural roll of the card's parity the enemy
    Strength moves by the black die (the first die) or the two white dice, not below 0
    (the Event cards; D2-25)."""
    for card in ctx.catalog.events.random_events:
        side = side_showing(card, event_level(ctx.state, card.id))
        if side is None or not isinstance(side.effect, BattleDesertionEffect):
            continue
        effect = side.effect
        if (sum(dice) % 2 == 0) != (effect.parity == "even"):
            continue
        amount = dice[0] if effect.amount == "black_die" else sum(dice[1:])
        changed = max(0, enemy + effect.war_strength_sign * amount)
        ctx.record(
            "Game",
            "desertion",
            "1.07.21",
            f"{side.name}: the enemy Strength goes from {enemy} to {changed}",
            event=card.id,
        )
        enemy = changed
    return enemy


# --- Losses (1.10.2-1.10.62) ---------------------------------------------------------------------


def units_lost(ctx: Context, roll: BattleRoll, present: int, halve: bool = False) -> int:
    """Units of one type lost in this battle (1.10.2-1.10.31; ``losses``)."""
    return losses(ctx.catalog.tables.combat, roll.result, roll.row, present, halve)


def losses(
    table: CombatTable, result: BattleResult, row: CombatRow, present: int, halve: bool = False
) -> int:
    """Units of one type lost: half or a quarter, rounded up, in a Disaster or Standoff, else the
    Combat Results Table row's number; halved again, rounded up, for a Commander who halves his
    losses (1.10.2-1.10.31, Fabius Cunctator)."""
    if result in ("disaster", "standoff"):
        lost = table.consequence(result).fraction_lost(present)
    else:
        lost = row.units_lost(present)
    return math.ceil(lost / 2) if halve else lost


def unit_name(unit: Unit) -> str:
    """A Legion or Fleet counter as a person finds it on the table: its number, Veteran or not."""
    return f"#{unit.number}" + (" (Veteran)" if unit.veteran else "")


def remove_units(ctx: Context, units: Sequence[Unit], count: int) -> list[Unit]:
    """Eliminate ``count`` of the units, drawn at random, Veterans among them (1.10.6, 1.10.61)."""
    lost = ctx.dice.sample(units, count, "losses", name=unit_name) if count else []
    for unit in lost:
        eliminate(unit)
        unit.commander = None
    return lost


def legion_popularity_loss(ctx: Context, commander: Senator, legions_lost: int) -> None:
    """The Commander loses 1 Popularity per 2 Legions lost, rounded down, whatever the result;
    Fleets cost none (1.10.61, 1.10.62)."""
    loss = ctx.catalog.tables.combat.popularity_loss(legions_lost)
    if loss and alive(ctx.state, commander):
        change = change_popularity(ctx.catalog, commander, -loss)
        ctx.record(
            ctx.senator_actor(commander),
            "popularity",
            "1.10.61",
            f"{commander.name} loses {-change} Popularity for {legions_lost} Legions lost "
            f"({commander.popularity})",
        )
