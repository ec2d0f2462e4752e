"""The combat calculator: any War in play, any Senator as its Commander, any Legions, Veterans
and Fleets, and the odds of each battle the Force would fight, from the same reckoning every
military decision shows (presentation/battle.py; 1.10.11, 1.10.12, 1.10.2, 1.10.7).

``calculation(game, asked)`` is the one entry; a front end draws ``Calculation``."""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import Game
from presentation.battle import battle_figures, sides_with
from presentation.model import Figure
from presentation.wars import war_numbers_of


@dataclass(frozen=True, slots=True)
class Pick:
    """One choice of a list: the key a front end sends back and its label."""

    key: str
    label: str


@dataclass(frozen=True, slots=True)
class Asked:
    """What the person picked: a War (card number), a Commander (Senator key), his units."""

    war: int | None = None
    commander: str | None = None
    legions: int = 0
    veterans: int = 0
    fleets: int = 0


@dataclass(frozen=True, slots=True)
class Calculation:
    """The lists to pick from, what was picked (within bounds), who fights whom (``title``), the
    War's numbers and the odds of each battle (``figures``), or ``problem``: why there are
    none."""

    wars: tuple[Pick, ...]
    commanders: tuple[Pick, ...]
    asked: Asked
    most_legions: int
    most_fleets: int
    title: str
    war_text: str
    figures: tuple[Figure, ...]
    problem: str


def calculation(game: Game, asked: Asked) -> Calculation:
    """The odds of ``asked``'s Force against its War; the first War and the best-rated Senator
    when none is picked; unit counts kept within the game's counters (1.02)."""
    state, catalog = game.state, game.context.catalog
    wars = tuple(Pick(str(n), catalog.card_name(n)) for n in sorted(state.wars))
    alive = sorted(
        (s for s in state.senators.values() if s.faction is not None),
        key=lambda s: (-s.military, s.name),
    )
    commanders = tuple(Pick(s.key, f"{s.name} (Military {s.military})") for s in alive)
    most_legions, most_fleets = len(state.legions), len(state.fleets)
    war = asked.war if asked.war in state.wars else min(state.wars, default=None)
    keys = {s.key for s in alive}
    commander = asked.commander if asked.commander in keys else (alive[0].key if alive else None)
    legions = min(max(asked.legions, 0), most_legions)
    picked = Asked(
        war,
        commander,
        legions,
        min(max(asked.veterans, 0), legions),
        min(max(asked.fleets, 0), most_fleets),
    )
    figures: tuple[Figure, ...] = ()
    title = war_text = problem = ""
    if war is None or commander is None:
        problem = "No War in play." if war is None else "No Senator to command."
    elif not picked.legions and not picked.fleets:
        problem = "A Force needs Legions or Fleets (1.10.1)."
    if war is not None:
        war_text = war_numbers_of(state, catalog, war).text()
    if not problem and war is not None and commander is not None:
        sides = sides_with(game, commander, war, picked.legions, picked.veterans, picked.fleets)
        figures = battle_figures(game, sides)
        title = (
            f"{state.senators[commander].name} with {picked.legions} Legions "
            f"({picked.veterans} Veteran) and {picked.fleets} Fleets against the "
            f"{catalog.card_name(war)}"
        )
    return Calculation(
        wars, commanders, picked, most_legions, most_fleets, title, war_text, figures, problem
    )
