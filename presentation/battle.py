"""A battle's numbers as a person weighs them, computed once with the engine's own rule
functions (engine/battle_odds.py, engine/combat.py): Rome's Strength against the War's, the
chance of each result and of the Commander's death or capture, at sea first and then on land
(1.10.11, 1.10.12, 1.10.2-1.10.4, 1.10.7, 1.10.71).

``Sides`` (the solo decisions' ``ForceOutline``) says who would fight; ``sides_in_field`` reads
them for a Commander already on his War, ``sides_of`` for a Force a decision would send and
``sides_with`` for any Commander, War and units (the combat calculator). ``battle_figures`` turns
them into the figures every front end shows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.battle_odds import Force, battle_odds, death_chance
from engine.combat import (
    NO_NUMBERS,
    CombatNumbers,
    WarStrength,
    army_strength,
    combat_numbers,
    force,
    force_strength,
    military_bonus,
    war_strength,
)
from engine.events.cards import evil_omens_modifier
from engine.game import Game
from engine.senators import has_ability
from engine.state import CIVIL_WAR, Senator, Unit
from presentation.model import Figure
from presentation.odds import odds_text, percent
from solo.decisions import ForceOutline

Sides = ForceOutline
"""Who would fight (solo/decisions.py ``ForceOutline``, as the decisions that send a Force carry
it): the Commander (key) and his War (card number), Rome's Strength on land and at sea with his
Military rating, the Legions and Fleets that may be lost, and the War's Land and Fleet Strength
and Fleet Support."""


def facing(key: str, war: int, rome: tuple[int, int], units: tuple[int, int], game: Game) -> Sides:
    """``Sides`` of Commander ``key`` against War ``war``: Rome's Strength (on land, at sea),
    its units (Legions, Fleets) and the War's Strength now (``war_strength``, 1.07.332)."""
    strength = war_strength(game.state, game.context.catalog, war)
    return Sides(
        commander=key,
        war=war,
        land=rome[0],
        sea=rome[1],
        legions=units[0],
        fleets=units[1],
        enemy_land=strength.land,
        enemy_sea=strength.naval,
        support=strength.support,
    )


def rating(game: Game, commander: Senator) -> int:
    """The Commander's Military rating in battle, his Master of Horse's and Cleopatra's added
    (1.09.34); a Statesman who rolls his rating is counted at his printed one (1.13.3)."""
    state = game.state
    return commander.military + military_bonus(state, game.context.catalog, commander)


def sides_with(game: Game, key: str, war: int, legions: int, veterans: int, fleets: int) -> Sides:
    """Senator ``key`` leading ``legions`` Legions (``veterans`` of them Veterans) and
    ``fleets`` Fleets against War ``war`` (1.10.11, 1.10.12, 1.10.5)."""
    catalog = game.context.catalog
    commander = game.state.senators[key]
    units = [Unit(0, veteran=n < veterans) for n in range(legions)]
    military = rating(game, commander)
    land = force_strength(army_strength(catalog, units), military)
    return facing(key, war, (land, force_strength(fleets, military)), (legions, fleets), game)


def sides_in_field(game: Game, key: str) -> Sides | None:
    """A Commander with his Force on his War, or None when he commands none (1.10.1)."""
    commander = game.state.senators[key]
    if commander.commands is None:
        return None
    catalog = game.context.catalog
    legions, fleets = force(game.state, commander)
    military = rating(game, commander)
    land = force_strength(army_strength(catalog, legions), military)
    sea = force_strength(len(fleets), military)
    return facing(key, commander.commands, (land, sea), (len(legions), len(fleets)), game)


def sides_of(outline: Mapping[str, object]) -> Sides:
    """A Force a decision would send, from its context's ``ForceOutline`` (solo/decisions.py),
    which the context holds as plain data."""
    number = {name: value for name, value in outline.items() if isinstance(value, int)}
    return Sides(
        commander=str(outline["commander"]),
        war=number["war"],
        land=number["land"],
        sea=number["sea"],
        legions=number["legions"],
        fleets=number["fleets"],
        enemy_land=number["enemy_land"],
        enemy_sea=number["enemy_sea"],
        support=number["support"],
    )


def battle_figures(game: Game, sides: Sides, who: str = "") -> tuple[Figure, ...]:
    """Each battle the Force would fight, in order: at sea if the War has a Fleet (1.10.12),
    then on land when Legions go and the Fleet Support is there (1.10.11); for each, Rome's
    Strength against the War's, the chance of each result and of the Commander's death or
    capture (1.10.2, 1.10.7, 1.10.71). ``who`` heads each figure's name when several Forces
    are shown together."""
    ctx = game.context
    commander = game.state.senators[sides["commander"]]
    war = sides["war"]
    numbers = NO_NUMBERS if war == CIVIL_WAR else combat_numbers(ctx, commander, war)
    halve = has_ability(ctx.catalog, commander, "halve_combat_losses")
    units = Force(sides["legions"], sides["fleets"], halve)
    enemy = WarStrength(sides["enemy_land"], sides["enemy_sea"], sides["support"])
    fight = Fight(game, who, numbers, units)
    figures: list[Figure] = []
    if enemy.naval:
        figures += fight.battle("at sea", "1.10.12", sides["sea"], enemy.naval)
    if not sides["legions"] and enemy.naval:
        return tuple(figures)
    if sides["fleets"] < enemy.support:
        text = (
            f"no Land Battle: {sides['fleets']} Fleets, the War needs Fleet Support {enemy.support}"
        )
        figures.append(Figure(f"{who}on land", 0, text, "1.10.11"))
    else:
        land = fight.battle("on land", "1.10.11", sides["land"], enemy.land)
        if enemy.naval:
            odds = land[0]
            land[0] = Figure(
                odds.name, odds.value, f"after a Victory at sea, {odds.text}", odds.rule
            )
        figures += land
    return tuple(figures)


@dataclass(frozen=True, slots=True)
class Fight:
    """What every battle of one Force shares: the game, the name heading its figures, the
    Disaster and Standoff numbers, and the units that may be lost."""

    game: Game
    who: str
    numbers: CombatNumbers
    units: Force

    def battle(self, place: str, rule: str, rome: int, enemy: int) -> list[Figure]:
        """One battle: the chance of each result, then the Commander's risk of death or capture
        (1.10.11, 1.10.7, 1.10.71)."""
        ctx = self.game.context
        omens = evil_omens_modifier(ctx, "other")
        odds = battle_odds(ctx.catalog, rome, enemy, self.numbers, omens)
        cup = self.game.state.mortality_cup
        death = death_chance(ctx.catalog, cup, rome - enemy + omens, self.numbers, self.units)
        omen_text = f" ({omens:+d} Evil Omens)" if omens else ""
        text = f"Rome {rome} v {enemy}{omen_text}: {odds_text(odds)}"
        lost = f"{self.who or 'Commander '}killed or captured {place}"
        return [
            Figure(f"{self.who}{place}", rome, text, rule),
            Figure(lost, round(death, 4), percent(death), "1.10.7"),
        ]
