"""Registry of the card effects the rules code acts on, keyed by the data's tags (1.07.3, 1.02).

Every card effect is named by a tag of its data: a Statesman ability, a Law effect type (a Law's
rule change by its change), a Random Event or Forum event effect type, an Intrigue effect type,
and the special fields of Concessions, Wars and Leaders (``known_tags`` lists them per family,
read from the schemas). A rule function that acts on a tag says so with ``@handles_effect``; the
coverage report (ror/card_coverage.py) then shows which tags nothing handles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, TypeVar, get_args

from pydantic import BaseModel

from engine.schemas.concessions import IncomeBasis
from engine.schemas.events import ForumEventEffect, RandomEventEffect
from engine.schemas.intrigue import IntrigueEffect
from engine.schemas.laws import LawEffect, RuleChangeEffect
from engine.schemas.leaders import LeaderAbility
from engine.schemas.senators import StatesmanAbility
from engine.schemas.wars import ProvinceTrigger, WarEffect

EffectFamily = Literal["statesman", "law", "event", "intrigue", "concession", "war", "leader"]
"""The kinds of card whose effects are registered."""

FAMILIES: tuple[EffectFamily, ...] = get_args(EffectFamily)

STATESMAN_RELATIONS = ("opposed_to", "allied_with")
"""The "-" and "+" Statesman relations printed on the cards (1.07.411)."""

ERA_ENDS = "era_ends"
"""The Era Ends card's effect (1.12.2)."""

CONCESSION_TAGS = (
    "drought_bonus",
    "natural_disaster_rolls",
    "tax_farmer_roll",
    "destroyed_by_wars",
    "requires_land_bill",
)
"""Concession fields that carry a special rule, besides the income basis (1.07.32)."""

WAR_TAGS = (
    "drought",
    "destroys_concessions",
    "always_revolt",
    "revolt_if_province",
    "needs_provinces",
    "attacks",
)
"""War fields that carry a special rule, besides `effects` (1.07.33-1.07.334)."""

CREATES_PROVINCES = "creates_provinces_on_"
"""Prefix of the War tags for `creates_provinces_on`, one per trigger (1.10.4)."""

LEADER_TAGS = ("tax_farmer_roll_with", "cleopatra_roman_option", "cleopatra_enemy_option")
"""Leader fields that carry a special rule, besides `abilities` (1.07.321, D1-12)."""


def _effect_types(union: Any) -> tuple[str, ...]:
    """The `type` literals of an Annotated discriminated union of effect models."""
    members: tuple[type[BaseModel], ...] = get_args(get_args(union)[0])
    return tuple(get_args(model.model_fields["type"].annotation)[0] for model in members)


def law_tag(effect_type: str, change: str | None) -> str:
    """A Law effect's tag: its type, or for a rule change the change it makes."""
    return change if change is not None else effect_type


@cache
def known_tags(family: EffectFamily) -> frozenset[str]:
    """Every tag the schemas allow for a family of cards."""
    tags: tuple[str, ...]
    match family:
        case "statesman":
            tags = (*get_args(StatesmanAbility), *STATESMAN_RELATIONS)
        case "law":
            changes = get_args(RuleChangeEffect.model_fields["change"].annotation)
            types = tuple(t for t in _effect_types(LawEffect) if t != "rule_change")
            tags = (*types, *changes)
        case "event":
            tags = (*_effect_types(RandomEventEffect), *_effect_types(ForumEventEffect), ERA_ENDS)
        case "intrigue":
            tags = _effect_types(IntrigueEffect)
        case "concession":
            tags = (*get_args(IncomeBasis), *CONCESSION_TAGS)
        case "war":
            triggers = tuple(CREATES_PROVINCES + t for t in get_args(ProvinceTrigger))
            tags = (*get_args(WarEffect), *WAR_TAGS, *triggers)
        case "leader":
            tags = (*get_args(LeaderAbility), *LEADER_TAGS)
    return frozenset(tags)


@dataclass(frozen=True, slots=True)
class Handler:
    """A rule function that acts on one card-effect tag."""

    family: EffectFamily
    tag: str
    rule: str
    function: str
    """Dotted name of the function, module included."""


HANDLERS: dict[tuple[EffectFamily, str], list[Handler]] = {}
"""Every registered handler, by family and tag; filled as the rules modules are imported."""

F = TypeVar("F", bound=Callable[..., Any])


def handles_effect(family: EffectFamily, tag: str, rule: str) -> Callable[[F], F]:
    """Register the decorated rule function as acting on `tag` of `family` under `rule`."""
    if tag not in known_tags(family):
        raise ValueError(f"{tag!r} is not a {family} tag of the card data")

    def register(function: F) -> F:
        name = f"{function.__module__}.{function.__qualname__}"
        handler = Handler(family, tag, rule, name)
        entries = HANDLERS.setdefault((family, tag), [])
        if handler not in entries:
            entries.append(handler)
        return function

    return register


def handlers(family: EffectFamily, tag: str) -> list[Handler]:
    """The functions registered for a tag, in import order."""
    return list(HANDLERS.get((family, tag), []))
