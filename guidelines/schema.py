"""Schema of a Neutral Guideline card (section IV: 4.01.2-4.05.4; values in guidelines/*.toml).

A Guideline is pure data: what a Neutral faction prefers wherever section IV defers to "its
Guideline". The mechanics that read these values live in `solo/` and `bots/`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import (
    ConfigDict,
    Field,
    JsonValue,
    StrictBool,
    StrictInt,
    field_validator,
    model_validator,
)

from engine.schemas.common import DataModel
from solo.neutrals import SpoilsItem as SpoilsItem

LeaderCriterion = Literal["max_military", "max_influence", "max_influence_plus_popularity"]
"""Faction Leader Guideline (4.01.3): the Senator with the highest MIL, INF, or INF + POP."""

AssignmentCriterion = Literal[
    "max_total_military", "max_total_influence", "min_total_influence", "remaining"
]
"""How 4.01.2 picks this Neutral among the Neutral factions still unassigned."""

CharityKind = Literal["treasury", "games"]
"""Charity Guideline: match Player contributions (4.03.4) and/or sponsor Games (4.04.4)."""

Rounding = Literal["up", "down"]
"""Rounding of a fractional revenue share."""

RevenueTarget = Literal["leader", "treasury"]
"""Where leftover revenue goes: the Faction Leader's talents or the Faction Treasury (4.03.1)."""

CHARITY_KINDS: tuple[CharityKind, ...] = get_args(CharityKind)

NonNegative = Annotated[StrictInt, Field(ge=0)]
"""A count or amount; every one also has an upper bound, so no number is unbounded."""
NAME_LENGTH = 60
"""The longest Guideline name."""
UNIQUE_ITEMS: dict[str, JsonValue] = {"uniqueItems": True}

TUNABLE = "tunable"
"""JSON Schema key marking a field a tuner may vary, with the range it may take (`ror tune`)."""


def tunable(kind: str, **bounds: JsonValue) -> dict[str, JsonValue]:
    """The ``json_schema_extra`` of a tunable field: ``int`` (low, high), ``choice`` (choices),
    ``subset`` (choices), ``ranked_subset`` (choices: which are kept, in which order) or
    ``graft_die`` (low, high: a 4.03.3 threshold, low meaning always and high never)."""
    return {TUNABLE: {"kind": kind, **bounds}}


def _choices(literal: object) -> list[JsonValue]:
    """The values of a Literal type, as a JSON list."""
    return list(get_args(literal))


def _first_duplicate(items: tuple[str, ...]) -> str | None:
    """The first item that occurs twice, or None."""
    seen: set[str] = set()
    for item in items:
        if item in seen:
            return item
        seen.add(item)
    return None


class GuidelineModel(DataModel):
    """Base of the Guideline models; field docstrings become JSON Schema descriptions."""

    model_config = ConfigDict(use_attribute_docstrings=True)


class Setup(GuidelineModel):
    """Assignment of this Neutral at setup and its setup extras (4.01.2)."""

    order: Annotated[StrictInt, Field(ge=1, le=4)]
    """Position in the 4.01.2 assignment sequence (1 = assigned first)."""
    assigned_by: AssignmentCriterion
    """Which of the still unassigned Neutral factions becomes this one."""
    extra_senators: Annotated[
        NonNegative, Field(le=10, json_schema_extra=tunable("int", low=0, high=3))
    ]
    """Family cards dealt to this faction after assignment."""
    temporary_rome_consul: StrictBool
    """Whether its most influential Senator is the Temporary Rome Consul (replaces 3.01.6)."""

    @model_validator(mode="after")
    def _remaining_is_last(self) -> Setup:
        if self.assigned_by == "remaining" and self.order != 4:
            raise ValueError(
                f"assigned_by 'remaining' needs order 4 (only the last Neutral is what "
                f"remains), not order {self.order}"
            )
        return self


class DieToTreasury(GuidelineModel):
    """Revenue split (4.03.1): the Faction Treasury gets min(roll, pool), the Leader the rest."""

    mode: Literal["die_to_treasury"]
    treasury_dice: Annotated[
        StrictInt, Field(ge=1, le=10, json_schema_extra=tunable("int", low=1, high=3))
    ]
    """Number of d6 rolled for the Faction Treasury's part."""


class EqualShares(GuidelineModel):
    """Revenue split (4.03.1): equal whole shares to every recipient Senator."""

    mode: Literal["equal_shares"]
    remainder_to: Annotated[
        RevenueTarget, Field(json_schema_extra=tunable("choice", choices=_choices(RevenueTarget)))
    ]
    """Where the part that cannot be shared equally goes."""


class ShareToLeader(GuidelineModel):
    """Revenue split (4.03.1): a percentage of the pool to the Leader, the rest to the Treasury."""

    mode: Literal["share_to_leader"]
    leader_percent: Annotated[
        StrictInt, Field(ge=0, le=100, json_schema_extra=tunable("int", low=0, high=100, step=10))
    ]
    """Leader's share of the pool, in percent (integer, so the split is exact)."""
    leader_rounding: Annotated[
        Rounding, Field(json_schema_extra=tunable("choice", choices=_choices(Rounding)))
    ]
    """Rounding of the Leader's share; the Faction Treasury gets what is left."""


class OneEach(GuidelineModel):
    """Revenue split (4.03.1): fixed talents to each Senator and the Treasury, then a remainder."""

    mode: Literal["one_each"]
    per_senator: Annotated[
        NonNegative, Field(le=100, json_schema_extra=tunable("int", low=0, high=3))
    ]
    """Talents to each recipient Senator, Leader first, while money remains."""
    to_treasury: Annotated[
        NonNegative, Field(le=100, json_schema_extra=tunable("int", low=0, high=3))
    ]
    """Talents to the Faction Treasury next, while money remains."""
    remainder_to: Annotated[
        RevenueTarget, Field(json_schema_extra=tunable("choice", choices=_choices(RevenueTarget)))
    ]
    """Where everything still left goes."""


Revenue = Annotated[
    DieToTreasury | EqualShares | ShareToLeader | OneEach, Field(discriminator="mode")
]
"""Revenue Guideline: how the pooled Revenue-Phase income is split (4.03.1)."""


class GraftAlways(GuidelineModel):
    """Provincial Spoils Guideline (4.03.3): every Governor takes Provincial Spoils."""

    mode: Literal["always"]


class GraftNever(GuidelineModel):
    """Provincial Spoils Guideline (4.03.3): no Governor takes Provincial Spoils."""

    mode: Literal["never"]


class GraftOnDie(GuidelineModel):
    """Provincial Spoils Guideline (4.03.3): each Governor takes them on 1d6 >= at_least."""

    mode: Literal["die"]
    at_least: Annotated[StrictInt, Field(ge=1, le=7)]
    """Lowest 1d6 result that means "take Provincial Spoils" (7 would mean never)."""


ProvincialSpoils = Annotated[GraftAlways | GraftNever | GraftOnDie, Field(discriminator="mode")]
"""Provincial Spoils Guideline (4.03.3); Cicero and the Catos never graft whatever it says."""


class GovernorStartYear(GuidelineModel):
    """Year of the 3-year term a Governor dealt at game start begins in (3.02.4, 4.03.3).

    Year 1 is a full term (dial 3), year 3 its last year (dial 1): dial = 4 - year.
    """

    developed: Annotated[
        StrictInt, Field(ge=1, le=3, json_schema_extra=tunable("int", low=1, high=3))
    ]
    undeveloped: Annotated[
        StrictInt, Field(ge=1, le=3, json_schema_extra=tunable("int", low=1, high=3))
    ]


class Guideline(GuidelineModel):
    """One Neutral Guideline card (section IV): every preference the rules defer to."""

    name: Annotated[str, Field(max_length=NAME_LENGTH)]
    """Display name naming its role ("Imperials", "Rich Imperials"; GuidelineSet checks it)."""
    format_version: Literal[1]
    """Version of the file format (1); it changes when a field changes meaning."""
    faction_leader: Annotated[
        LeaderCriterion,
        Field(json_schema_extra=tunable("choice", choices=_choices(LeaderCriterion))),
    ]
    """Faction Leader Guideline (4.01.3); ties are broken by 2d6."""
    knights_talents: Annotated[
        NonNegative, Field(le=100, json_schema_extra=tunable("int", low=0, high=4))
    ]
    """Knights Guideline: talents spent on the attempt in every Initiative (4.04.3)."""
    initiative_modifier: Annotated[
        StrictInt, Field(ge=-10, le=10, json_schema_extra=tunable("int", low=-3, high=3))
    ]
    """Initiative Guideline: modifier to the sixth-Initiative bid rolls (4.04.5)."""
    charity: Annotated[
        tuple[CharityKind, ...],
        Field(
            json_schema_extra={
                **UNIQUE_ITEMS,
                **tunable("subset", choices=_choices(CharityKind)),
            }
        ),
    ]
    """Charity Guideline (4.03.4, 4.04.4); stored in canonical order."""
    spoils: Annotated[
        tuple[SpoilsItem, ...],
        Field(
            min_length=1,
            json_schema_extra={
                **UNIQUE_ITEMS,
                **tunable("ranked_subset", choices=_choices(SpoilsItem)),
            },
        ),
    ]
    """Spoils Guideline: Spoils kinds in order of preference, first most wanted (4.05.4)."""
    setup: Setup
    """Assignment order and setup extras (4.01.2)."""
    revenue: Revenue
    """Revenue Guideline (4.03.1)."""
    provincial_spoils: Annotated[
        ProvincialSpoils, Field(json_schema_extra=tunable("graft_die", low=1, high=7))
    ]
    """Provincial Spoils Guideline (4.03.3)."""
    governor_start_year: GovernorStartYear
    """Term year of Governors dealt at game start (Middle/Late scenarios, 3.02.4)."""

    @field_validator("name")
    @classmethod
    def _name_is_one_line(cls, value: str) -> str:
        if not value.strip() or value != value.strip() or not value.isprintable():
            raise ValueError("name must be non-blank printable text without surrounding spaces")
        return value

    @field_validator("charity")
    @classmethod
    def _charity_unique(cls, value: tuple[CharityKind, ...]) -> tuple[CharityKind, ...]:
        duplicate = _first_duplicate(value)
        if duplicate is not None:
            raise ValueError(f"charity lists {duplicate!r} more than once")
        return tuple(kind for kind in CHARITY_KINDS if kind in value)

    @field_validator("spoils")
    @classmethod
    def _spoils_unique(cls, value: tuple[SpoilsItem, ...]) -> tuple[SpoilsItem, ...]:
        duplicate = _first_duplicate(value)
        if duplicate is not None:
            raise ValueError(
                f"spoils lists {duplicate!r} more than once; each kind has one place in the order"
            )
        return value


def guideline_json_schema() -> dict[str, Any]:
    """JSON Schema of a Guideline file, for editors and external validators."""
    return Guideline.model_json_schema()
