"""The fast ``__init__`` of the decision value classes (engine/decision.py ``slot_setters``),
of the heuristic Player's Ask and of the frozen value classes whose ``__init__`` is written out
for the compiled build (README "Speed") against the plain one a frozen dataclass makes: same
parameters, same defaults, same values, still frozen."""

from __future__ import annotations

import dataclasses
import inspect
import random
from dataclasses import MISSING, Field, fields, make_dataclass
from typing import Any

import pytest

from bots.heuristic_registry import Ask, Policy
from bots.neutral_rules.persuasion import Defence
from engine.battle_odds import BattleOdds
from engine.combat import WarStrength
from engine.context import Interjection
from engine.decision import Amount, AmountOptions, Decision, Option, OptionList, Reason, TieBreak
from engine.phases.redistribution import Purse
from engine.state import MilitaryPlan
from solo.attack_plans import Need
from solo.game import new_game
from solo.spoils_types import Eligible
from solo.war_strengths import Strength

WHY = Reason("1.07.412", "bribes")
GAME = new_game("early", 1, 1)

CALLS: dict[type, list[tuple[tuple[Any, ...], dict[str, Any]]]] = {
    Reason: [(("1.04.8", "ties"), {})],
    Option: [(("key",), {}), (("key", 3, "label", WHY), {}), (("key",), {"why": WHY})],
    Amount: [((4,), {}), ((4, WHY), {})],
    TieBreak: [((("a", "b"),), {}), ((("a", "b"), WHY), {})],
    Decision: [
        ((0, "kind", "1.07.4", OptionList([Option("a")]), "prompt"), {}),
        (
            (1, "kind", "4.02.2", AmountOptions(0, 5), "prompt", 0, True),
            {"context": {"senator": "x"}},
        ),
    ],
    Ask: [((GAME.view(0), GAME.pending, Policy(), random.Random(1), (Option("a"),)), {})],
    WarStrength: [((4, 2, 1), {})],
    Strength: [((4, 2, 1), {})],
    Purse: [
        (("treasury", "Faction Treasury", GAME.state.factions[0]), {}),
        (("s", "Senator", GAME.state.factions[0], next(iter(GAME.state.senators.values()))), {}),
    ],
    Need: [((12, 3, 2, True, False), {})],
    Defence: [((True, 9), {})],
    Eligible: [(([], [], [], [], [], ["sicilia"], ["harbor-fees"]), {})],
    MilitaryPlan: [(("N1", False), {}), (("K2", True, (), 2, 1, 0, 0), {})],
    BattleOdds: [((12, 10, {"victory": 0.5}), {})],
}
"""Each class with the calls made of it: required arguments only, and every argument."""


def plain(cls: type) -> type:
    """The same frozen slotted dataclass with the ``__init__`` dataclasses writes."""
    specs: list[tuple[str, Any, Field[Any]]] = []
    for f in fields(cls):
        kwargs: dict[str, Any] = {"compare": f.compare, "repr": f.repr}
        if f.default is not MISSING:
            kwargs["default"] = f.default
        if f.default_factory is not MISSING:
            kwargs["default_factory"] = f.default_factory
        specs.append((f.name, f.type, dataclasses.field(**kwargs)))
    return make_dataclass(cls.__name__, specs, frozen=True, slots=True)


def values(obj: object) -> list[object]:
    return [getattr(obj, f.name) for f in fields(obj)]  # type: ignore[arg-type]


@pytest.mark.parametrize("cls", list(CALLS))
def test_the_fast_init_takes_the_fields_in_order_with_their_defaults(cls: type) -> None:
    parameters = list(inspect.signature(cls).parameters.values())

    assert [p.name for p in parameters] == [f.name for f in fields(cls)]
    for parameter, f in zip(parameters, fields(cls), strict=True):
        if f.default is not MISSING:
            assert parameter.default == f.default
        elif f.default_factory is not MISSING:
            assert parameter.default is None  # stands for a fresh default_factory()
        else:
            assert parameter.default is inspect.Parameter.empty


@pytest.mark.parametrize("cls", list(CALLS))
def test_the_fast_init_makes_what_the_plain_one_makes(cls: type) -> None:
    reference = plain(cls)

    for args, kwargs in CALLS[cls]:
        fast, slow = cls(*args, **kwargs), reference(*args, **kwargs)
        assert values(fast) == values(slow)


@pytest.mark.parametrize("cls", list(CALLS))
def test_what_the_fast_init_makes_stays_frozen(cls: type) -> None:
    args, kwargs = CALLS[cls][0]
    made = cls(*args, **kwargs)

    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, fields(cls)[0].name, None)


def test_each_decision_gets_its_own_context() -> None:
    first = Decision(0, "kind", "1.07.4", OptionList([]), "prompt")
    second = Decision(0, "kind", "1.07.4", OptionList([]), "prompt")

    assert first.context == {} and first.context is not second.context


def test_an_ask_made_by_of_is_the_ask_its_init_makes() -> None:
    """``Ask.of`` gives the heuristic Player's Ask the decision's own options."""
    game = new_game("early", 1, 1)
    decision = game.pending
    assert decision is not None
    view, policy, rng = game.view(decision.seat_to_answer), Policy(), random.Random(1)
    assert isinstance(decision.options, OptionList)
    own = tuple(o for o in decision.options if not isinstance(o.value, Interjection))
    fast = Ask.of(view, decision, policy, rng)
    assert values(fast) == values(Ask(view, decision, policy, rng, own))
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.policy = policy  # type: ignore[misc]
