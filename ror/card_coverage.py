"""Coverage of the card effects (1.02, 1.07.3): every card's effects in the catalog, each with its
status: implemented (a handler acts on it and tests show it), not_applicable (left out of the
game, with the reason) or missing.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal

from engine.catalog import Catalog
from engine.effects import CREATES_PROVINCES, ERA_ENDS, EffectFamily, handlers, law_tag
from engine.schemas.laws import RuleChangeEffect
from ror.effect_evidence import MISSING, NOT_APPLICABLE
from ror.effect_tests import evidence

Status = Literal["implemented", "not_applicable", "missing"]


@dataclass(frozen=True, slots=True)
class CardEffect:
    """One effect printed on one card: the card's name and the effect's family and tag."""

    card: str
    family: EffectFamily
    tag: str


@dataclass(frozen=True, slots=True)
class Coverage:
    """A card effect and how the game covers it."""

    card: str
    effect: str
    status: Status
    rule: str
    tests: tuple[str, ...]
    reason: str

    def as_dict(self) -> dict[str, object]:
        """The JSON form: {card, effect, status, rule, tests, reason}."""
        return {
            "card": self.card,
            "effect": self.effect,
            "status": self.status,
            "rule": self.rule,
            "tests": list(self.tests),
            "reason": self.reason,
        }


def load_handlers(packages: Iterable[str]) -> None:
    """Import every module of these packages so that their handlers are registered."""
    for name in packages:
        package = importlib.import_module(name)
        for module in pkgutil.walk_packages(package.__path__, f"{name}."):
            importlib.import_module(module.name)


def card_effects(catalog: Catalog) -> Iterator[CardEffect]:
    """Every effect of every card, in data-file order."""
    for statesman in catalog.senators.statesmen:
        name = f"{statesman.id} {statesman.name}"
        for statesman_ability in statesman.abilities:
            yield CardEffect(name, "statesman", statesman_ability)
        if statesman.opposed_to:
            yield CardEffect(name, "statesman", "opposed_to")
        if statesman.allied_with:
            yield CardEffect(name, "statesman", "allied_with")
    for law in catalog.laws.laws:
        effect = law.effect
        change = effect.change if isinstance(effect, RuleChangeEffect) else None
        yield CardEffect(law.name, "law", law_tag(effect.type, change))
    yield from _event_effects(catalog)
    for kind in catalog.intrigue.kinds:
        yield CardEffect(kind.name, "intrigue", kind.effect.type)
    yield from _concession_effects(catalog)
    yield from _war_effects(catalog)
    for leader in catalog.leaders.leaders:
        for ability in leader.abilities:
            yield CardEffect(leader.name, "leader", ability)
        if leader.tax_farmer_roll_with is not None:
            yield CardEffect(leader.name, "leader", "tax_farmer_roll_with")
    cleopatra = catalog.leaders.cleopatra.name
    yield CardEffect(cleopatra, "leader", "cleopatra_roman_option")
    yield CardEffect(cleopatra, "leader", "cleopatra_enemy_option")


def _event_effects(catalog: Catalog) -> Iterator[CardEffect]:
    for card in catalog.events.random_events:
        for side in (card.normal, card.severe):
            yield CardEffect(side.name, "event", side.effect.type)
    for forum_card in catalog.events.forum_events:
        yield CardEffect(forum_card.name, "event", forum_card.effect.type)
    yield CardEffect(catalog.events.era_ends.name, "event", ERA_ENDS)


def _concession_effects(catalog: Catalog) -> Iterator[CardEffect]:
    for card in catalog.concessions.concessions:
        yield CardEffect(card.name, "concession", card.income_basis)
        fields = {
            "drought_bonus": card.drought_bonus,
            "natural_disaster_rolls": bool(card.natural_disaster_rolls),
            "tax_farmer_roll": card.tax_farmer_roll is not None,
            "destroyed_by_wars": bool(card.destroyed_by_wars),
            "requires_land_bill": card.requires_land_bill,
        }
        for tag, present in fields.items():
            if present:
                yield CardEffect(card.name, "concession", tag)


def _war_effects(catalog: Catalog) -> Iterator[CardEffect]:
    for war in catalog.wars.wars:
        for war_effect in war.effects:
            yield CardEffect(war.name, "war", war_effect)
        fields = {
            "drought": war.drought,
            "destroys_concessions": bool(war.destroys_concessions),
            "always_revolt": war.always_revolt,
            "revolt_if_province": war.revolt_if_province is not None,
            "needs_provinces": bool(war.needs_provinces),
            "attacks": bool(war.attacks),
        }
        for tag, present in fields.items():
            if present:
                yield CardEffect(war.name, "war", tag)
        if war.creates_provinces_on is not None:
            yield CardEffect(war.name, "war", CREATES_PROVINCES + war.creates_provinces_on)


def coverage_of(family: EffectFamily, tag: str) -> tuple[Status, str, tuple[str, ...], str]:
    """Status, rule, tests and reason of one tag, from its handlers and evidence."""
    key = (family, tag)
    found = handlers(family, tag)
    tests = evidence().get(key, ())
    if found and tests:
        return "implemented", found[0].rule, tests, ""
    if found:
        names = ", ".join(h.function for h in found)
        return "missing", found[0].rule, (), f"handled by {names}, but no test shows it"
    if key in NOT_APPLICABLE:
        note = NOT_APPLICABLE[key]
        return "not_applicable", note.rule, (), note.reason
    if key in MISSING:
        note = MISSING[key]
        return "missing", note.rule, (), note.reason
    return "missing", "", (), "no registry entry"


def coverage(catalog: Catalog) -> list[Coverage]:
    """Every card effect of the catalog with its coverage (load the handlers first)."""
    rows: list[Coverage] = []
    for item in card_effects(catalog):
        status, rule, tests, reason = coverage_of(item.family, item.tag)
        effect = f"{item.family}:{item.tag}"
        rows.append(Coverage(item.card, effect, status, rule, tests, reason))
    return rows
