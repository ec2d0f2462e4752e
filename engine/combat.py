"""Battles (1.10.1-1.10.8): the strengths that meet, the 3d6 roll on the Combat Results Table
with its Disasters and Standoffs, losses drawn at random, Commander death and capture, Ransom,
Veteran Legions, glory and Proconsuls.

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
from typing import Literal

from engine.catalog import Catalog
from engine.cleopatra import cleopatra_leader, cleopatra_military
from engine.context import Context, Procedure
from engine.death import kill_senator
from engine.decision import Option
from engine.decisions import RANSOM_PAY
from engine.effects import handles_effect
from engine.events.cards import event_level, evil_omens_modifier, side_showing
from engine.events.fleets import eliminate
from engine.forces import return_to_rome, war_place
from engine.forum_cards import leader_card, series_goes_on, war_card
from engine.mortality import draw_chits, named_senator
from engine.queries import ACTIVE_BOXES
from engine.schemas.events import BattleDesertionEffect
from engine.schemas.leaders import CleopatraEnemyOption, LeaderCard
from engine.schemas.tables import CombatRow, CombatTable
from engine.schemas.wars import WarCard
from engine.senators import change_popularity
from engine.state import ACTIVE_FORCES, GameState, Location, Office, ProvinceState, Senator, Unit
from engine.treasury import to_bank

BattleResult = Literal["disaster", "standoff", "defeat", "stalemate", "victory"]
"""What a battle roll means: an automatic Disaster or Standoff, or the Combat Results Table's
result (1.10.11, 1.10.21, 1.10.31)."""

CAESAR_VETERANS = 2
"""Legions that turn Veteran after a Victory of a Statesman with ``two_veterans_per_victory``."""

RANSOM = RANSOM_PAY
"""Decision kind: the Captive's faction may pay his Ransom (1.10.71)."""

PAY = "pay"
PAY_FROM_FACTION = "pay-from-faction"
DECLINE = "decline"
"""Option keys of ``ransom.pay``: the Captive's talents first, the Faction Treasury first, or
no Ransom. A Neutral is offered ``pay`` only when the Captive's own talents cover it."""


# --- What a War sets against Rome (1.07.332, 1.07.342, 1.07.344) --------------------------------


@dataclass(frozen=True, slots=True)
class WarStrength:
    """A War's current Land and Fleet Strength and its Fleet Support (1.07.332, 1.07.342)."""

    land: int
    naval: int
    """0 when the card prints no Fleet Strength or bears a Naval Victory marker (1.10.12)."""
    support: int


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
class CombatNumbers:
    """The natural rolls that make a battle an automatic Disaster or Standoff (1.10.21, 1.10.31)."""

    disaster: frozenset[int]
    standoff: frozenset[int]

    def without(self, spent: Collection[int]) -> CombatNumbers:
        """These numbers less those already applied against the War this turn."""
        return CombatNumbers(self.disaster - set(spent), self.standoff - set(spent))


NO_NUMBERS = CombatNumbers(frozenset(), frozenset())
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
class BattleRoll:
    """A battle's 3d6, modified total and result, with the Combat Results Table row of the
    total, whose losses apply unless the result is a Disaster or Standoff."""

    dice: tuple[int, ...]
    total: int
    result: BattleResult
    row: CombatRow

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


# --- Commander death, capture and Ransom (1.10.7, 1.10.71) ---------------------------------------


def commander_chits(
    ctx: Context, count: int, at_risk: Sequence[Senator], capture: bool, captor: int | None
) -> list[Senator]:
    """Draw one Mortality Chit per unit lost: a Senator at risk whose chit is drawn dies, or is
    captured by ``captor`` if his was the last of two or more chits and the result allows
    capture; other chits do nothing (1.10.7, 1.10.71). Returns the Senators captured."""
    if count == 0:
        return []
    chits = draw_chits(ctx, count, "1.10.7")
    keys = {s.key for s in at_risk}
    captured: list[Senator] = []
    for index, chit in enumerate(chits):
        victim = named_senator(ctx, chit) if isinstance(chit, int) else None
        if victim is None or victim.key not in keys:
            continue
        last = index == len(chits) - 1
        if capture and last and len(chits) >= ctx.catalog.tables.combat.capture_min_chits:
            take_captive(ctx, victim, captor)
            captured.append(victim)
        else:
            kill_in_battle(ctx, victim, "1.10.7", "killed in battle")
    return captured


def kill_in_battle(ctx: Context, senator: Senator, rule: str, cause: str) -> None:
    """A Commander or Master of Horse dies; his Force stays without a Commander (1.10.2,
    1.10.7; engine/death.py releases it)."""
    kill_senator(ctx, senator.key, rule, cause)


def release_force(state: GameState, key: str) -> None:
    """The Force a Commander led no longer has a Commander."""
    for unit in (*state.legions, *state.fleets):
        if unit.commander == key:
            unit.commander = None


def take_captive(ctx: Context, senator: Senator, captor: int | None) -> None:
    """The Senator becomes a Captive: he keeps his offices, is no Proconsul, and his Force stays
    without him; a captured Dictator's Master of Horse returns to Rome (1.10.71, 1.10.7)."""
    master = master_of_horse(ctx.state, senator)
    release_force(ctx.state, senator.key)
    senator.location = Location.CAPTIVE
    senator.captive_of = captor
    senator.commands = None
    if Office.PROCONSUL in senator.offices:
        senator.offices.remove(Office.PROCONSUL)
    ransom = ctx.catalog.tables.ransom.amount(senator.influence)
    ctx.record(
        ctx.senator_actor(senator),
        "captured",
        "1.10.71",
        f"{senator.name} is taken Captive (Ransom {ransom} T)",
        senator=senator.key,
    )
    if master is not None:
        return_to_rome(ctx, master, "1.10.7", "his Dictator is captured")


def offer_ransom(ctx: Context, captive: Senator) -> Procedure:
    """The Captive's faction may pay the Ransom, 10 T or 2 T per Influence, whichever is more,
    from his Personal Treasury and its Faction Treasury; a Neutral pays only from the Captive's
    talents, on the Dominant Player's word (1.10.71; spec 4.03.1, 4.02.2)."""
    assert captive.faction is not None
    seat = captive.faction
    price = ctx.catalog.tables.ransom.amount(captive.influence)
    options = ransom_options(ctx, captive, price)
    if not options:
        return
    decision = ctx.ask(
        seat,
        RANSOM,
        "1.10.71",
        [*options, Option(DECLINE, None, "leave him Captive")],
        f"Pay {price} T to ransom {captive.name}?",
        captive=captive.key,
        ransom=price,
    )
    if not ctx.state.factions[seat].is_player:
        decision = replace(decision, delegate_to=ctx.rules.dominant_player(ctx))
    choice = yield decision
    if choice.key != DECLINE:
        pay_ransom(ctx, captive, price, captive_first=choice.key == PAY)


def ransom_options(ctx: Context, captive: Senator, price: int) -> list[Option]:
    """How the Ransom can be paid now: a Player from the Captive's talents and his Faction
    Treasury in either order; a Neutral from the Captive's own talents only (spec 4.03.1)."""
    assert captive.faction is not None
    faction = ctx.state.factions[captive.faction]
    if not faction.is_player:
        return [Option(PAY, None, "from his own talents")] if captive.talents >= price else []
    if captive.talents + faction.treasury < price:
        return []
    return [
        Option(PAY, None, "from his talents first, then the Faction Treasury"),
        Option(PAY_FROM_FACTION, None, "from the Faction Treasury first, then his talents"),
    ]


def pay_ransom(ctx: Context, captive: Senator, price: int, captive_first: bool) -> None:
    """Pay the Ransom to the Bank; the Captive returns to Rome (1.10.71)."""
    assert captive.faction is not None
    faction = ctx.state.factions[captive.faction]
    own = min(captive.talents, price) if captive_first else price - min(faction.treasury, price)
    captive.talents -= own
    faction.treasury -= price - own
    to_bank(ctx.state, price)
    captive.location = Location.ROME
    captive.captive_of = None
    ctx.record(
        ctx.senator_actor(captive),
        "ransom",
        "1.10.71",
        f"pays {price} T ({own} T his own, {price - own} T Faction Treasury): "
        f"{captive.name} returns to Rome",
        senator=captive.key,
        talents=price,
    )


# --- After the battle (1.10.4, 1.10.5, 1.10.8) ---------------------------------------------------


def make_veterans(
    ctx: Context, legions: Sequence[Unit], count: int, loyal_to: Senator | None
) -> list[Unit]:
    """``count`` surviving Legions, drawn at random among those not yet Veterans, turn Veteran;
    their Allegiance marker goes on the living Commander's card (1.10.5)."""
    fresh = [u for u in legions if u.location != "bank" and not u.veteran]
    chosen = ctx.dice.sample(fresh, min(count, len(fresh)), "veterans", name=unit_name)
    for unit in chosen:
        unit.veteran = True
        unit.allegiance = loyal_to.key if loyal_to is not None else None
    if chosen:
        owner = f" loyal to {loyal_to.name}" if loyal_to is not None else " owing no Allegiance"
        ctx.record("Game", "veterans", "1.10.5", f"{len(chosen)} Legions turn Veteran{owner}")
    return chosen


def award_glory(ctx: Context, commander: Senator, printed: int, rule: str) -> None:
    """The victorious Commander gains half the printed Strength he defeated, rounded up, in both
    Influence and Popularity (1.10.4)."""
    gain = ctx.catalog.tables.combat.glory(printed)
    commander.influence += gain
    change_popularity(ctx.catalog, commander, gain)
    ctx.record(
        ctx.senator_actor(commander),
        "glory",
        rule,
        f"{commander.name} gains {gain} Influence and Popularity "
        f"({commander.influence} / {commander.popularity})",
        senator=commander.key,
    )


def make_proconsul(ctx: Context, commander: Senator) -> None:
    """A Commander who survives a battle he did not win stays with his Force as Proconsul and
    takes a Prior Consul marker; a Dictator's Master of Horse returns to Rome (1.10.8)."""
    master = master_of_horse(ctx.state, commander)
    if Office.PROCONSUL not in commander.offices:
        commander.offices.append(Office.PROCONSUL)
        commander.prior_consul = True
        ctx.record(
            ctx.senator_actor(commander),
            "proconsul",
            "1.10.8",
            f"{commander.name} stays in the field as Proconsul",
            senator=commander.key,
        )
    if master is not None:
        return_to_rome(ctx, master, "1.10.8", "his Dictator is made Proconsul")


def lay_down_command(ctx: Context, commander: Senator, rule: str, why: str) -> None:
    """A Commander returns to Rome and his Force to the Active Forces boxes; a Dictator's Master
    of Horse comes back with him (1.10.4, 1.10.12, 1.11.3)."""
    state = ctx.state
    master = master_of_horse(state, commander)
    for unit in (*state.legions, *state.fleets):
        if unit.commander == commander.key:
            unit.location = ACTIVE_FORCES
            unit.commander = None
    if commander.key in state.victors:
        state.victors.remove(commander.key)
    return_to_rome(ctx, commander, rule, why)
    if master is not None:
        return_to_rome(ctx, master, rule, "with his Dictator")


@handles_effect("war", "creates_provinces_on_victory", rule="1.10.4")
@handles_effect("war", "creates_provinces_on_series_victory", rule="1.10.4")
def create_provinces(ctx: Context, war: WarCard, rule: str) -> None:
    """The Provinces the War creates go to the Forum, or an Undeveloped one turns to its
    Developed side; a series Province only once no War of the series is left (1.10.4)."""
    if war.creates_provinces_on == "series_victory" and series_goes_on(ctx, war):
        return
    for grant in war.creates_provinces:
        province = ctx.state.provinces.get(grant.province)
        name = ctx.catalog.province_by_key[grant.province].name
        if province is None:
            ctx.state.provinces[grant.province] = ProvinceState(grant.province, grant.developed)
            ctx.record("Forum", "province_created", rule, f"{name} goes to the Forum")
        elif grant.developed and not province.developed:
            province.developed = True
            ctx.record("Forum", "province_developed", rule, f"{name} turns to its Developed side")


@handles_effect("war", "always_revolt", rule="1.07.333")
@handles_effect("war", "revolt_if_province", rule="1.07.333")
def is_revolt(ctx: Context, card_no: int) -> bool:
    """A Revolt yields no Spoils: always, while its named Province exists, or once the last War
    of its series has been defeated (1.07.333)."""
    war = war_card(ctx.catalog, card_no)
    return (
        war.always_revolt
        or card_no in ctx.state.revolts
        or (war.revolt_if_province is not None and war.revolt_if_province in ctx.state.provinces)
    )
