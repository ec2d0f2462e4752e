"""Handicaps: open departures from the printed game that make it easier or harder, each a
``--rule`` switch of kind ``handicap`` (solo/rulings.py, ``HANDICAPS``), and the difficulty
levels, named sets of them.

``normal`` is the printed game, no handicap; ``easy`` and ``hard`` are the sets in ``LEVELS``,
sized with the Lab (benchmarks/sweep_handicaps.py; README "Difficulty levels"). A handicap is
never silent: ``ror rules list`` shows it, the game logs it where it acts, ``ror play`` shows it
on its first screen and a save file records it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from engine.context import Context, GameOptions, Procedure
from engine.decision import Option
from engine.persuasion import Attempt, base_number
from engine.phases.revenue import revenue_phase
from engine.setup import deal_family
from engine.treasury import from_bank, to_bank
from solo.rulings import HANDICAPS, handicap_values, with_rulings
from solo.scenario import player_seats

RULE: Final = "handicap"
"""What a handicap's log entries cite: no printed rule."""

NORMAL: Final = "normal"
"""The printed game: no handicap."""

LEVELS: Final[dict[str, Mapping[str, str]]] = {
    "easy": {"wars_to_fall": "5", "player_influence": "15", "neutral_match_share": "100"},
    NORMAL: {},
    "hard": {"state_revenue_bonus": "-20", "player_influence": "-5"},
}
"""The difficulty levels, easiest first: each a set of handicap values."""


@dataclass(frozen=True, slots=True)
class Handicaps:
    """The handicaps of a game, as numbers (0, or four Active Wars, when none is chosen)."""

    state_treasury_start: int = 0
    state_revenue_bonus: int = 0
    wars_to_fall: int = 4
    player_extra_senators: int = 0
    player_influence: int = 0
    neutral_persuasion_floor: int = 0
    neutral_match_share: int = 0

    @classmethod
    def of(cls, options: GameOptions) -> Handicaps:
        """The handicaps in a game's options."""
        return cls(**handicap_values(options))


def handicaps(ctx: Context) -> Handicaps:
    """The handicaps of the game in play."""
    return _handicaps_of(ctx.options.rulings)


@lru_cache(maxsize=64)
def _handicaps_of(rulings: tuple[tuple[str, str], ...]) -> Handicaps:
    """``Handicaps.of`` the options choosing ``rulings``, made once for each: the Revenue Phase
    asks for them at every Neutral's contribution (the rulings and the Handicaps are frozen).
    Only the rulings choose handicaps, and a tuple of strings hashes and compares in C, where
    the options' dataclass methods stay Python in the compiled build (README "Speed")."""
    return Handicaps.of(GameOptions(rulings=rulings))


def level_options(options: GameOptions, level: str) -> GameOptions:
    """The options with a difficulty level's handicaps over them; ValueError naming the levels
    for an unknown one."""
    if level not in LEVELS:
        raise ValueError(f"unknown difficulty {level!r} (choose from {', '.join(LEVELS)})")
    return with_rulings(options, LEVELS[level])


def chosen_handicaps(options: GameOptions) -> list[str]:
    """Each handicap chosen away from the printed game, as ``name=value``."""
    values = dict(options.rulings)
    return [f"{h.name}={values[h.name]}" for h in HANDICAPS if h.name in values]


def deal_player_senators(ctx: Context, pool: list[str]) -> None:
    """Deal each Player the extra Senators a handicap gives, from the undealt Families, after the
    Neutrals' extra Senators (4.01.2)."""
    for _ in range(handicaps(ctx).player_extra_senators):
        for seat in player_seats(ctx.options.players):
            if pool:
                deal_family(ctx, pool, seat, RULE)


def set_up(ctx: Context) -> None:
    """The handicaps that act at the end of set-up: the State Treasury's and the Faction
    Leaders' Influence (3.01.3, 3.01.7)."""
    chosen = handicaps(ctx)
    move_state_treasury(ctx, chosen.state_treasury_start, "at the start")
    if chosen.player_influence:
        for seat in player_seats(ctx.options.players):
            leader = ctx.state.factions[seat].leader
            if leader is None:
                continue
            senator = ctx.state.senators[leader]
            senator.influence = max(0, senator.influence + chosen.player_influence)
            ctx.record(
                ctx.faction_name(seat),
                "handicap",
                RULE,
                f"{senator.name} starts with {chosen.player_influence:+d} Influence "
                f"({senator.influence})",
            )


def move_state_treasury(ctx: Context, talents: int, when: str) -> None:
    """Pay the State Treasury ``talents`` from the Bank (or, negative, back to it, never below
    0), and log it."""
    state = ctx.state
    if talents > 0:
        state.state_treasury += from_bank(state, talents)
    elif talents < 0:
        state.state_treasury -= to_bank(state, min(-talents, state.state_treasury))
    else:
        return
    ctx.record(
        "State",
        "handicap",
        RULE,
        f"{talents:+d} T to the State Treasury {when}, now {state.state_treasury} T",
    )


def handicapped_revenue_phase(ctx: Context) -> Procedure:
    """The Revenue Phase (1.06), after the State's revenue handicap, if any."""
    bonus = handicaps(ctx).state_revenue_bonus
    if bonus:
        ctx.state.phase = "Revenue"
        move_state_treasury(ctx, bonus, "for this Revenue Phase")
    yield from revenue_phase(ctx)


def neutral_attempts(ctx: Context, seat: int, options: list[Option]) -> list[Option]:
    """The Persuasion Attempts a Neutral may make: under the persuasion floor handicap none on
    a Player's Senator whose opening Base Number plus all its persuader's talents (the most his
    own bribes can add) is below the floor (1.07.41, 1.07.412); logged when one is withheld."""
    floor = handicaps(ctx).neutral_persuasion_floor
    if not floor:
        return options
    senators, factions = ctx.state.senators, ctx.state.factions

    def allowed(attempt: Attempt) -> bool:
        target, persuader = senators[attempt.target], senators[attempt.persuader]
        if target.faction is None or not factions[target.faction].is_player:
            return True
        reach = base_number(ctx.catalog, senators, persuader, target) + persuader.talents
        return reach >= floor

    kept = [o for o in options if not isinstance(o.value, Attempt) or allowed(o.value)]
    if len(kept) < len(options):
        ctx.record(
            ctx.faction_name(seat),
            "handicap",
            RULE,
            f"may not try to persuade a Player's Senator below Base Number {floor} "
            f"({len(options) - len(kept)} attempts withheld)",
        )
    return kept
