"""Switchable rulings: where players genuinely read section IV differently, each reading is a
value of a named switch (docs/rulings.md, "Switchable rulings"); the default is the spec's ruling
where it rules, else the printed reading, else the more accepted one, so default games are the
games the golden tests store.

The engine carries the chosen values opaquely (``GameOptions.rulings``, non-default values
only); the section IV rules read them here as a typed ``Rulings``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Literal

from pydantic import TypeAdapter

from engine.context import Context, GameOptions
from engine.queries import WAR_DROUGHT, WAR_DROUGHT_IN_PLAY
from engine.quoting import quoted


class RulingError(ValueError):
    """An unknown switch or a value it does not take; the message is one line."""


SwitchKind = Literal["ruling", "handicap"]
"""A ruling is a reading of the printed rules; a handicap departs from them on purpose, to make
the game easier or harder (solo/handicaps.py), and is never the default."""


@dataclass(frozen=True, slots=True)
class Switch:
    """One switch: its values (the default first), the rule and the readings. A switch with a
    ``magnitude`` takes, besides its default, any whole number in that range (its last
    reading says what N does)."""

    name: str
    values: tuple[str, ...]
    rule: str
    question: str
    readings: tuple[str, ...]
    """What each value means, in the order of ``shown_values``."""
    kind: SwitchKind = "ruling"
    magnitude: tuple[int, int] | None = None

    @property
    def shown_values(self) -> tuple[str, ...]:
        """The values as ``ror rules list`` shows them: a magnitude's range as ``LOW..HIGH``."""
        if self.magnitude is None:
            return self.values
        low, high = self.magnitude
        return (*self.values, f"{low}..{high}")

    @property
    def default(self) -> str:
        """The spec's ruling where it rules, else the printed, else the more accepted reading."""
        return self.values[0]


SWITCHES: tuple[Switch, ...] = (
    Switch(
        "opening_bid_cap",
        ("literal", "always"),
        "4.04.5",
        "Is a Neutral HRAO's opening bid capped by the other factions' money always, or only "
        "when his roll exceeds his richest Senator's treasury?",
        (
            "capped only when the roll exceeds his richest Senator (spec decision 5)",
            "always capped by the largest Personal Treasury of another faction",
        ),
    ),
    Switch(
        "crisis_strength",
        ("max", "combined"),
        "4.05.3",
        "Is a War of Strength over 15 judged by its Land and Naval Strength one by one, or by "
        "their sum?",
        ("compared one by one (spec decision 1)", "their sum"),
    ),
    Switch(
        "dictator_requires_1_09_3",
        ("true", "false"),
        "4.05.34",
        "Does a Crisis name a Dictator only when 1.09.3's War condition also holds?",
        ("only when 1.09.3's condition holds too (spec decision 2)", "whenever a Crisis exists"),
    ),
    Switch(
        "build_reserve",
        ("next_debits", "none"),
        "4.05.33",
        "Must Military Plan builds leave money for the next Revenue Phase's known debits?",
        (
            "builds leave the Treasury plus annual revenue able to pay the next known debits "
            "(spec decision 3b)",
            "builds may spend the whole Treasury",
        ),
    ),
    Switch(
        "crisis_item_5",
        ("weakest", "weakest_executable"),
        "4.05.3",
        "If Rome cannot attack the weakest Active War with all possible Strength, does Crisis item "
        "5 fail, or does it go on to the next weakest?",
        (
            "only the weakest Active War; if Rome cannot attack it, no attack (printed, spec)",
            "the weakest Active War Rome can attack",
        ),
    ),
    Switch(
        "neutral_match",
        ("largest", "total"),
        "4.03.4",
        "Does a Neutral match the largest single Player contribution, or the Players' total?",
        (
            "the largest single contribution, all or nothing, from its richest Senator (spec)",
            "the Players' total, all or nothing, from its richest Senators in turn, one "
            "contribution each",
        ),
    ),
    Switch(
        "neutral_commander_consent",
        ("dominant_player", "always_go"),
        "1.09.643, 4.02.2, 4.05.3",
        "Who answers Minimum Force consent for a Neutral's Commander sent with less than his "
        "War's Strength: the Dominant Player, or does he always go?",
        (
            "the Dominant Player, for the Neutral (spec 4.02.2: a delegated decision)",
            "he always goes: the Neutrals' plans are carried out automatically (4.05.3)",
        ),
    ),
    Switch(
        "proconsul_recall",
        ("asked", "none"),
        "1.09.644, 4.05.1, 4.05.3",
        "Before the Military Plan, may the Senate recall Proconsuls, each faction asked for its "
        "own (the Dominant Player for a Neutral's), or does it recall none?",
        (
            "asked: a Player for his own Proconsul, the Dominant Player for a Neutral's (spec "
            "4.02.2: a delegated decision)",
            "none: the plan is automatic and the Senate makes no recall (4.05.1, 4.05.3); Forces "
            "without a Commander still come home",
        ),
    ),
    Switch(
        WAR_DROUGHT,
        ("active", WAR_DROUGHT_IN_PLAY),
        "1.07.334, 1.08.12",
        "Does a War with the Dying Plant icon add its Drought Effect while Inactive or Imminent?",
        (
            "only while Active or Unprosecuted: Inactive or Imminent Wars do not count against "
            "Unrest (1.07.334)",
            "while the card is in play, whatever its box (reference data, D1-29)",
        ),
    ),
)
"""Every switch, in the order ``ror rules list`` shows them."""

HANDICAPS: tuple[Switch, ...] = (
    Switch(
        "state_treasury_start",
        ("0",),
        "handicap (3.01.3)",
        "How many talents more (fewer, if negative) does the State Treasury start with?",
        ("the printed amount", "N talents more from the Bank at the end of set-up"),
        "handicap",
        (-100, 500),
    ),
    Switch(
        "state_revenue_bonus",
        ("0",),
        "handicap (1.06.5)",
        "How many talents more (fewer, if negative) does the State receive each Revenue Phase?",
        ("the printed revenue", "N talents more from the Bank at the start of each Revenue Phase"),
        "handicap",
        (-100, 200),
    ),
    Switch(
        "wars_to_fall",
        ("4",),
        "handicap (1.12.1)",
        "How many Active Wars at the end of a Combat Phase make the Republic fall?",
        ("four, as printed", "N Active Wars"),
        "handicap",
        (2, 9),
    ),
    Switch(
        "player_extra_senators",
        ("0",),
        "handicap (4.01.2)",
        "How many more Senators does each Player's Faction start with?",
        ("none", "N more Senators dealt from the undealt Families at set-up, as a Neutral's"),
        "handicap",
        (0, 4),
    ),
    Switch(
        "player_influence",
        ("0",),
        "handicap (3.01.7)",
        "How much more Influence (less, if negative) does each Player's Faction Leader start with?",
        ("the printed Influence", "N Influence more at the end of set-up (never below 0)"),
        "handicap",
        (-10, 20),
    ),
    Switch(
        "neutral_persuasion_floor",
        ("0",),
        "handicap (1.07.41)",
        "What Base Number must a Neutral's Persuasion Attempt on a Player's Senator reach, with "
        "all its persuader's talents bribed, before the Neutral may make it?",
        (
            "none: any attempt, as printed",
            "N or more: the opening Base Number plus the persuader's talents",
        ),
        "handicap",
        (0, 12),
    ),
    Switch(
        "neutral_match_share",
        ("0",),
        "handicap (4.03.4)",
        "What share of the Players' Contributions does each Neutral match, whatever its Charity?",
        (
            "as 4.03.4 and the neutral_match ruling say",
            "N% of the Players' total, always, from its richest Senators as far as they can pay",
        ),
        "handicap",
        (0, 100),
    ),
)
"""Every handicap (solo/handicaps.py), shown by ``ror rules list`` after the rulings."""

BASE_SWITCHES: tuple[Switch, ...] = (
    Switch(
        "senate_election_budget",
        ("6",),
        "1.09.131, 1.09.21 (base game)",
        "After how many defeated nominations for one office is the Presiding Magistrate's next "
        "nominee appointed without a vote?",
        (
            "after six defeats: a deadlocked Senate still fills every office",
            "after N defeats",
        ),
        magnitude=(0, 50),
    ),
    Switch(
        "senate_proposal_budget",
        ("8",),
        "1.09.131, 1.09.6 (base game)",
        "How many proposals of other business does a Senate Phase hear before it adjourns?",
        ("eight: every Senate Phase ends", "N proposals"),
        magnitude=(0, 50),
    ),
    Switch(
        "senate_vote_order",
        ("clockwise", "chosen"),
        "1.09.14, 1.09.151 (base game)",
        "In which order does the Presiding Magistrate call the factions to vote?",
        (
            "clockwise from the faction that put the proposal, its own first",
            "his faction names the faction called first before each vote; the rest clockwise",
        ),
    ),
)
"""The base game's proposal budgets (engine/senate/session.py): every Senate Phase ends,
whatever the answers (1.09.131); its order of calling the factions to vote
(engine/senate/vote_order.py); section IV never reads them."""

ALL_SWITCHES: tuple[Switch, ...] = SWITCHES + HANDICAPS + BASE_SWITCHES
"""Rulings and handicaps, each chosen with ``--rule NAME=VALUE``."""

BY_NAME: dict[str, Switch] = {switch.name: switch for switch in ALL_SWITCHES}


@dataclass(frozen=True, slots=True)
class Rulings:
    """The readings a game is played by, typed for the section IV rules that read them."""

    opening_bid_cap: Literal["literal", "always"] = "literal"
    crisis_strength: Literal["max", "combined"] = "max"
    dictator_requires_1_09_3: bool = True
    build_reserve: Literal["next_debits", "none"] = "next_debits"
    war_drought: Literal["active", "in_play"] = "active"
    crisis_item_5: Literal["weakest", "weakest_executable"] = "weakest"
    neutral_match: Literal["largest", "total"] = "largest"
    neutral_commander_consent: Literal["dominant_player", "always_go"] = "dominant_player"
    proconsul_recall: Literal["asked", "none"] = "asked"


def _typed(name: str, value: str) -> object:
    """A switch value as the Rulings field holds it."""
    return value == "true" if name == "dictator_requires_1_09_3" else value


def _word(value: object) -> str:
    """A Rulings field value as the switch value it stands for."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def check_value(name: str, value: object) -> str:
    """The switch value ``value`` (a string, or a bool from an old save) names; RulingError
    for an unknown switch or value."""
    switch = BY_NAME.get(name)
    if switch is None:
        raise RulingError(f"unknown rule {quoted(name)}; choose one of {', '.join(BY_NAME)}")
    word = _word(value)
    if word in switch.values:
        return word
    if switch.magnitude is not None:
        low, high = switch.magnitude
        try:
            number = int(word)
        except ValueError:
            number = low - 1
        if low <= number <= high:
            return str(number)
    raise RulingError(f"rule {name} takes {' or '.join(switch.shown_values)}, got {quoted(word)}")


def chosen(values: Mapping[str, object]) -> tuple[tuple[str, str], ...]:
    """Switch values as ``GameOptions.rulings`` holds them: checked, defaults left out, sorted
    by name so equal choices give equal options."""
    pairs = {name: check_value(name, value) for name, value in values.items()}
    return tuple(sorted((n, v) for n, v in pairs.items() if v != BY_NAME[n].default))


def with_rulings(options: GameOptions, values: Mapping[str, object]) -> GameOptions:
    """The options with these switch values over the ones already chosen."""
    merged: dict[str, object] = {**dict(options.rulings), **values}
    return GameOptions(
        scenario=options.scenario,
        players=options.players,
        setup_only=options.setup_only,
        rulings=chosen(merged),
    )


def parse_assignments(assignments: Iterable[str]) -> dict[str, str]:
    """``NAME=VALUE`` strings as a mapping; RulingError naming a malformed or bad one."""
    values: dict[str, str] = {}
    for text in assignments:
        name, sep, value = text.partition("=")
        if not sep or not name or not value:
            raise RulingError(f"--rule takes NAME=VALUE, got {quoted(text)}")
        values[name] = check_value(name, value)
    return values


RULINGS = TypeAdapter(Rulings)


RULING_NAMES = frozenset(switch.name for switch in SWITCHES)


@lru_cache(maxsize=64)
def _rulings(pairs: tuple[tuple[str, str], ...]) -> Rulings:
    return RULINGS.validate_python(
        {name: _typed(name, value) for name, value in pairs if name in RULING_NAMES}
    )


def rulings_of(options: GameOptions) -> Rulings:
    """The readings of a game's options."""
    return _rulings(options.rulings)


def rulings(ctx: Context) -> Rulings:
    """The readings of the game in play."""
    return _rulings(ctx.options.rulings)


def handicap_values(options: GameOptions) -> dict[str, int]:
    """Every handicap's magnitude in a game's options, its default where none is chosen."""
    chosen_values = dict(options.rulings)
    return {h.name: int(chosen_values.get(h.name, h.default)) for h in HANDICAPS}


def recorded(options: GameOptions) -> dict[str, object]:
    """Every switch's value as a save file records it (booleans as JSON booleans, handicaps as
    numbers)."""
    return {**asdict(rulings_of(options)), **handicap_values(options)}
