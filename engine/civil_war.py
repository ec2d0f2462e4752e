"""The Civil War (1.11.3-1.11.373): declaring a Revolt, Legion allegiance, Secondary Rebels, the
Rebels' markers and Veterans, Rebel maintenance, and battles between the Senate and the Rebel.
The failure of a Revolt follows the Primary Rebel's death (engine/death.py).

Conventions (shared with the Senate and Combat Phases):
- ``state.primary_rebel`` names the one Primary Rebel; he and every Secondary Rebel stand at
  Location REBEL. He always Marches on Rome (the Rebel Governor rule 2.03 is not played).
- The Rebel's Army is the units at ``"rebel"`` (``REBEL_ARMY``, engine/forces.py); it has no
  ``commander``.
- A Senate Commander sent against the Rebel ``commands`` ``CIVIL_WAR`` (engine/state.py) and his
  Force stands at ``"war:0"``, as a Force against a War card stands at ``"war:<card_no>"``.
- ``state.rebel_master_of_horse`` is a Master of Horse who joined his Dictator's Revolt.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Final

from engine.after_battle import award_glory, make_proconsul, make_veterans
from engine.captives import commander_chits
from engine.catalog import Catalog
from engine.combat import (
    alive,
    army_strength,
    commander_military,
    force,
    legion_popularity_loss,
    master_of_horse,
    remove_units,
    resolve_battle,
    units_lost,
)
from engine.context import Context
from engine.death import kill_senator
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.forces import REBEL_ARMY, rebels, recall_fronts, return_to_rome
from engine.periods import current_period
from engine.phases.population import adjust_unrest
from engine.schemas.combat_tables import CombatOutcome
from engine.senators import has_ability
from engine.state import (
    ACTIVE_FORCES,
    BANK,
    Faction,
    GameState,
    Location,
    Office,
    Senator,
    Unit,
)
from engine.treasury import to_bank

CIVIL_WAR_OUTCOMES: Final[dict[str, CombatOutcome]] = {
    "defeat": "senate_defeat",
    "stalemate": "civil_war_stalemate",
    "victory": "senate_victory",
}
"""The Combat Results Table read for a Civil War, the Senate attacking (1.11.37)."""


# --- Who is in Revolt ----------------------------------------------------------------------------


def primary_rebel(state: GameState) -> Senator | None:
    """The Primary Rebel, if a Revolt is under way (1.11.3)."""
    return state.senators.get(state.primary_rebel) if state.primary_rebel else None


def rebel_legions(state: GameState) -> list[Unit]:
    """The Legions of the Rebel's Army."""
    return [u for u in state.legions if u.location == REBEL_ARMY]


def existing_legions(state: GameState) -> int:
    """Legions in play, anywhere but the Bank (4.06.2)."""
    return sum(1 for u in state.legions if u.location != BANK)


def rebel_master(state: GameState) -> Senator | None:
    """The ex-Master of Horse who joined his Dictator's Revolt, if free to fight (1.11.32)."""
    key = state.rebel_master_of_horse
    senator = state.senators.get(key) if key else None
    return senator if senator is not None and senator.location is Location.REBEL else None


# --- 1.11.3 Declaration and 1.11.31 Legion allegiance --------------------------------------------


def allegiance_threshold(ctx: Context) -> int:
    """The modified 1d6 a Legion needs to follow a Rebel in the period the game is in
    (1.11.31, 3.04.1, 3.05.1)."""
    return ctx.catalog.tables.legion_allegiance.threshold(current_period(ctx))


def loyal_to(legions: Sequence[Unit], commander: Senator) -> list[Unit]:
    """Veteran Legions owing him Allegiance: they follow him without a roll (1.11.31)."""
    return [u for u in legions if u.veteran and u.allegiance == commander.key]


def consenting_master(state: GameState, commander: Senator) -> Senator | None:
    """His Master of Horse in the field, if of his faction: the only one taken to consent to
    pay for the allegiance rolls (1.11.31; spec 4.06.2 ruling)."""
    master = master_of_horse(state, commander)
    return master if master is not None and master.faction == commander.faction else None


def allegiance_funds(state: GameState, commander: Senator) -> int:
    """Talents he may spend on allegiance rolls: his own and his consenting Master of Horse's
    (1.11.31)."""
    master = consenting_master(state, commander)
    return commander.talents + (master.talents if master is not None else 0)


def max_allegiance_bonus(
    state: GameState, catalog: Catalog, commander: Senator, legions: Sequence[Unit]
) -> int:
    """At most 1 talent per Legion that must roll, and no more than he can pay (1.11.31)."""
    per_legion = catalog.tables.legion_allegiance.max_talents_per_legion
    rolling = len(legions) - len(loyal_to(legions, commander))
    return min(rolling * per_legion, allegiance_funds(state, commander))


def expected_followers(
    ctx: Context, commander: Senator, legions: Sequence[Unit], paid: int
) -> Fraction:
    """Legions he can expect to follow: his loyal Veterans, plus each rolling Legion's chance
    with the roll's modifiers, +1 on ``paid`` of them (4.06.2 B)."""
    need = allegiance_threshold(ctx) - evil_omens_modifier(ctx, "other")
    loyal = len(loyal_to(legions, commander))
    rolling = len(legions) - loyal
    return loyal + paid * _chance(need - 1) + (rolling - paid) * _chance(need)


def _chance(need: int) -> Fraction:
    """The chance of 1d6 >= need."""
    return Fraction(max(0, min(6, 7 - need)), 6)


def pay_allegiance(ctx: Context, commander: Senator, talents: int) -> None:
    """He spends the talents to the Bank, his own first, then his Master of Horse's (1.11.31)."""
    state = ctx.state
    own = min(commander.talents, talents)
    commander.talents -= own
    master = consenting_master(state, commander)
    if talents > own and master is not None:
        master.talents -= talents - own
    to_bank(state, talents)
    ctx.record(
        ctx.senator_actor(commander),
        "allegiance_bonus",
        "1.11.31",
        f"{commander.name} spends {talents} T to sway his Legions",
        talents=talents,
    )


def roll_allegiance(
    ctx: Context, commander: Senator, legions: Sequence[Unit], paid: int
) -> list[Unit]:
    """1d6 for each Legion not a Veteran loyal to him, +1 on ``paid`` of them, Evil Omens
    applied; those below the era's number return to the Active Forces. Returns the Legions that
    follow him, his loyal Veterans included (1.11.31)."""
    loyal = loyal_to(legions, commander)
    rolling = [u for u in legions if u not in loyal]
    threshold = allegiance_threshold(ctx)
    omens = evil_omens_modifier(ctx, "other")
    dice = ctx.dice.roll(len(rolling), "allegiance", commander.key)
    followers = list(loyal)
    for index, (unit, die) in enumerate(zip(rolling, dice, strict=True)):
        if die + omens + (1 if index < paid else 0) >= threshold:
            followers.append(unit)
        else:
            unit.location = ACTIVE_FORCES
            unit.commander = None
    ctx.record(
        ctx.senator_actor(commander),
        "allegiance",
        "1.11.31",
        f"{commander.name} rolls for {len(rolling)} Legions ({threshold}+, +1 on {paid}): "
        f"{len(followers) - len(loyal)} follow, with {len(loyal)} loyal Veterans "
        f"{len(followers)} in all",
        dice=dice,
        followers=len(followers),
    )
    return followers


def army_power(commander: Senator, legions: Sequence[Unit], ctx: Context) -> int:
    """An Army's Strength with its Commander's fixed Military rating, for choosing the Primary
    Rebel (1.11.3, 1.13.3)."""
    army = army_strength(ctx.catalog, legions)
    return army + min(commander.military, army)


def declare_revolt(ctx: Context, commander: Senator, legions: Sequence[Unit]) -> None:
    """He Marches on Rome with the Legions that follow him; his Fleets return to the Active
    Forces at once (1.11.3)."""
    state = ctx.state
    _, fleets = force(state, commander)
    for unit in fleets:
        unit.location = ACTIVE_FORCES
        unit.commander = None
    for unit in legions:
        unit.location = REBEL_ARMY
        unit.commander = None
    leave_the_field(state, commander)
    commander.location = Location.REBEL
    state.primary_rebel = commander.key
    ctx.record(
        ctx.senator_actor(commander),
        "revolt",
        "1.11.3",
        f"{commander.name} declares himself in Revolt and Marches on Rome with "
        f"{len(legions)} Legions",
        senator=commander.key,
    )


def withdraw_revolt(ctx: Context, rebel: Senator) -> None:
    """A stronger Army's declaration makes his void: his Legions return to the Active Forces and
    he to Rome (1.11.3)."""
    state = ctx.state
    for unit in rebel_legions(state):
        unit.location = ACTIVE_FORCES
    rebel.location = Location.ROME
    state.primary_rebel = None
    ctx.record(
        ctx.senator_actor(rebel),
        "revolt_ignored",
        "1.11.3",
        f"{rebel.name}'s declaration is ignored: a stronger Army revolts",
    )


def leave_the_field(state: GameState, senator: Senator) -> None:
    """He no longer commands: out of the dispatch order and the victors."""
    senator.commands = None
    if senator.key in state.dispatched:
        state.dispatched.remove(senator.key)
    if senator.key in state.victors:
        state.victors.remove(senator.key)


# --- 1.11.32 Secondary Rebels, 1.11.33 markers, 1.11.34 Veterans ---------------------------------


def may_join(state: GameState, rebel: Senator, senator: Senator) -> bool:
    """Another Senator of the Rebel's faction may join him: not a Captive, not the Consul for
    Life, and a Master of Horse only if the Rebel is his Dictator (1.11.32, 1.09.823)."""
    if senator.faction != rebel.faction or senator.key == rebel.key:
        return False
    if senator.location in (Location.CAPTIVE, Location.REBEL):
        return False
    if Office.CONSUL_FOR_LIFE in senator.offices:
        return False
    return Office.MASTER_OF_HORSE not in senator.offices or Office.DICTATOR in rebel.offices


def join_revolt(ctx: Context, senator: Senator) -> None:
    """A Secondary Rebel leaves Rome; a Governor keeps his Province; a Commander's Legions and
    Fleets go back to Senate control, to the Active Forces if he was victorious (1.11.32)."""
    state = ctx.state
    if senator.commands is not None:
        victorious = senator.key in state.victors
        for unit in (*state.legions, *state.fleets):
            if unit.commander == senator.key:
                unit.commander = None
                if victorious:
                    unit.location = ACTIVE_FORCES
    if Office.MASTER_OF_HORSE in senator.offices:
        state.rebel_master_of_horse = senator.key
    leave_the_field(state, senator)
    senator.location = Location.REBEL
    ctx.record(
        ctx.senator_actor(senator), "secondary_rebel", "1.11.32", f"{senator.name} joins the Revolt"
    )


def stay_loyal(ctx: Context, senator: Senator) -> None:
    """A loyal Master of Horse of a Rebel Dictator comes back to Rome and keeps his office
    (1.11.32)."""
    if Office.MASTER_OF_HORSE in senator.offices and senator.location is Location.WAR:
        return_to_rome(ctx, senator, "1.11.32", "he stays loyal to the State")


def rebel_markers(ctx: Context, senator: Senator) -> None:
    """A Senator in Revolt returns his Concessions to the Forum and loses his Knights and his
    offices, a Governorship excepted (1.11.33)."""
    state = ctx.state
    lost = [str(office) for office in senator.offices]
    state.forum_concessions.extend(senator.concessions)
    if senator.concessions:
        names = ", ".join(ctx.catalog.card_name(n) for n in senator.concessions)
        lost.append(f"Concessions {names} to the Forum")
    if senator.knights:
        lost.append(f"{senator.knights} Knights")
    senator.concessions = []
    senator.corrupt_concessions = []
    senator.knights = 0
    senator.offices = []
    ctx.record(
        ctx.senator_actor(senator),
        "rebel_marker",
        "1.11.33",
        f"{senator.name} takes a Rebel marker" + (f", losing {', '.join(lost)}" if lost else ""),
    )


def veterans_desert(ctx: Context) -> None:
    """Veteran Legions owing Allegiance to any Rebel desert to the Primary Rebel wherever they
    are, the Bank excepted; a loyal Senator's Veterans leave the Rebel's Army for the Active
    Forces (1.11.34; ruling: at once)."""
    state = ctx.state
    in_revolt = {s.key for s in rebels(state)}
    joined = left = 0
    for unit in state.legions:
        if not unit.veteran or unit.allegiance is None or unit.location == BANK:
            continue
        if unit.allegiance in in_revolt and unit.location != REBEL_ARMY:
            unit.location, unit.commander = REBEL_ARMY, None
            joined += 1
        elif unit.allegiance not in in_revolt and unit.location == REBEL_ARMY:
            unit.location = ACTIVE_FORCES
            left += 1
    if joined or left:
        ctx.record(
            "Game",
            "veterans_desert",
            "1.11.34",
            f"{joined} Veteran Legions desert to the Rebel, {left} leave him for the Senate",
        )


# --- 1.11.35 Maintenance -------------------------------------------------------------------------


def pay_rebel_maintenance(ctx: Context) -> None:
    """Before Redistribution the Rebel pays 2 T for each Legion and Fleet of his Army, Veterans
    loyal to a Rebel excepted, from his talents, then his Faction Treasury, then the Secondary
    Rebels' talents; units he cannot afford return to the Senate (1.11.35; ruling: Fleets
    first, then plain Legions, then Veterans owing no Allegiance)."""
    state = ctx.state
    rebel = primary_rebel(state)
    if rebel is None or rebel.faction is None:
        return
    in_revolt = {s.key for s in rebels(state)}
    fleets = [u for u in state.fleets if u.location == REBEL_ARMY]
    legions = [u for u in rebel_legions(state) if not (u.veteran and u.allegiance in in_revolt)]
    costly = fleets + sorted(legions, key=lambda u: (u.veteran, u.number))
    if not costly:
        return
    cost = ctx.catalog.tables.state_revenue.rebel_unit_maintenance
    faction = state.factions[rebel.faction]
    purses: list[Senator | Faction] = [rebel, faction]
    purses += [s for s in rebels(state) if s.key != rebel.key]
    kept = min(len(costly), sum(_talents(p) for p in purses) // cost)
    for unit in costly[: len(costly) - kept]:
        unit.location = ACTIVE_FORCES
    _pay(purses, to_bank(state, kept * cost))
    ctx.record(
        ctx.senator_actor(rebel),
        "rebel_maintenance",
        "1.11.35",
        f"{rebel.name} pays {kept * cost} T for {kept} units"
        + (
            f"; {len(costly) - kept} he cannot pay return to the Senate"
            if kept < len(costly)
            else ""
        ),
        talents=kept * cost,
    )


def _talents(purse: Senator | Faction) -> int:
    return purse.talents if isinstance(purse, Senator) else purse.treasury


def _pay(purses: Sequence[Senator | Faction], talents: int) -> None:
    for purse in purses:
        share = min(_talents(purse), talents)
        if isinstance(purse, Senator):
            purse.talents -= share
        else:
            purse.treasury -= share
        talents -= share


# --- 1.11.37 Battles of the Civil War ------------------------------------------------------------


def rebel_military(ctx: Context, rebel: Senator) -> int:
    """The Rebel's battle rating (rolled for a Statesman whose card says so), plus the ex-Master
    of Horse who joined him (1.11.37, 1.13.3)."""
    master = rebel_master(ctx.state)
    return commander_military(ctx, rebel) + (master.military if master is not None else 0)


def civil_war_battle(ctx: Context, commander: Senator) -> CombatOutcome | None:
    """A Senate Army attacks the Rebel's: each side's Legions (Veterans double) plus its
    Commanders' Military ratings, capped by its Army; no Disaster or Standoff numbers. Both
    sides take the table's losses, except that in a Senate Defeat the Rebel takes none; the
    Senate's losses draw Mortality Chits that can kill either side, and nobody is captured
    (1.11.37, 1.10.7; ruling). None if there is no battle."""
    state = ctx.state
    rebel = primary_rebel(state)
    legions, _ = force(state, commander)
    if rebel is None or not legions:
        return None
    master = master_of_horse(state, commander)
    ex_master = rebel_master(state)
    army = army_strength(ctx.catalog, legions)
    senate = army + min(commander_military(ctx, commander), army)
    enemy = rebel_legions(state)
    rebel_army = army_strength(ctx.catalog, enemy)
    rebel_strength = rebel_army + min(rebel_military(ctx, rebel), rebel_army)
    roll = resolve_battle(
        ctx,
        ctx.senator_actor(commander),
        f"{commander.name} attacks the Rebel {rebel.name}",
        senate,
        rebel_strength,
    )
    outcome = CIVIL_WAR_OUTCOMES[roll.result]
    consequence = ctx.catalog.tables.combat.consequence(outcome)
    adjust_unrest(ctx, consequence.unrest, consequence.source, outcome.replace("_", " "))
    lost = _losses(
        ctx, commander, legions, units_lost(ctx, roll, len(legions), _halves(ctx, commander))
    )
    if consequence.rebel_takes_losses:
        _losses(ctx, rebel, enemy, units_lost(ctx, roll, len(enemy), _halves(ctx, rebel)))
    if outcome == "senate_victory":
        state.victors.append(commander.key)
    if consequence.commander_killed:
        for senator in (commander, master):
            if senator is not None:
                kill_senator(ctx, senator.key, "1.11.373", "killed in a Senate Defeat")
    at_risk = [s for s in (commander, master, rebel, ex_master) if s is not None]
    commander_chits(ctx, lost, [s for s in at_risk if alive(state, s)], False, None)
    _civil_war_veterans(ctx, outcome, commander, legions, enemy)
    _settle(ctx, outcome, commander, rebel_strength)
    return outcome


@handles_effect("statesman", "halve_combat_losses", rule="1.10.6")
def _halves(ctx: Context, senator: Senator) -> bool:
    return has_ability(ctx.catalog, senator, "halve_combat_losses")


def _losses(ctx: Context, commander: Senator, legions: list[Unit], count: int) -> int:
    """One side loses Legions at random; its Commander loses Popularity for them (1.10.61)."""
    gone = remove_units(ctx, legions, count)
    if gone:
        ctx.record(
            ctx.senator_actor(commander),
            "losses",
            "1.11.37",
            f"{commander.name}'s Army loses {len(gone)} Legions",
        )
        legion_popularity_loss(ctx, commander, len(gone))
    return len(gone)


def _civil_war_veterans(
    ctx: Context,
    outcome: CombatOutcome,
    commander: Senator,
    legions: Sequence[Unit],
    enemy: Sequence[Unit],
) -> None:
    """A surviving Senate Legion turns Veteran in a Senate Victory, a Rebel one in a Senate
    Defeat, and one on each side in a Stalemate (1.10.5)."""
    state = ctx.state
    count = ctx.catalog.tables.combat.veterans_per_battle
    rebel = primary_rebel(state)
    if outcome != "senate_defeat":
        make_veterans(ctx, legions, count, commander if alive(state, commander) else None)
    if outcome != "senate_victory":
        make_veterans(ctx, enemy, count, rebel)


def _settle(ctx: Context, outcome: CombatOutcome, commander: Senator, rebel_strength: int) -> None:
    """A Senate Victory kills every Rebel, the victor (counted as one before the Mortality
    Chits, so the Rebel's death cannot send him home) keeping his Force for the Revolution Phase
    with glory of half the Rebel Army's Strength; a Senate Defeat sends the Senate's surviving
    Forces facing the Rebel home; a Stalemate leaves the Commander as Proconsul. A Rebel who
    lost all his Legions is defeated too (1.11.371-1.11.373)."""
    state = ctx.state
    in_field = alive(state, commander) and commander.location is Location.WAR
    rebel = primary_rebel(state)
    if outcome == "senate_victory":
        if in_field:
            award_glory(ctx, commander, rebel_strength, "1.11.371")
        if rebel is not None:
            kill_senator(ctx, rebel.key, "1.11.371", "his Revolt is crushed")
        return
    if outcome == "senate_defeat":
        recall_fronts(ctx, "1.11.373", "the Senate is defeated")
    elif in_field:
        make_proconsul(ctx, commander)
    if rebel is not None and alive(state, rebel) and not rebel_legions(state):
        kill_senator(ctx, rebel.key, "1.11.371", "his Army is destroyed")
