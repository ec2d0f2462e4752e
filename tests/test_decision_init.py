"""The fast ``__init__`` of the decision value classes (engine/decision.py ``slot_setters``),
of the heuristic Player's Ask and of the value classes whose ``__init__`` is written out for the
compiled build (README "Speed") against the plain one a dataclass makes: same parameters, same
defaults, same values, the frozen ones still frozen, a fresh default for each default
factory."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import random
from dataclasses import MISSING, Field, fields, make_dataclass
from typing import Any, TypeVar

import pytest

from bots.heuristic_registry import Ask, Policy, drawn
from bots.neutral_rules.persuasion import AttemptScores, Defence, Plan
from engine.battle_odds import BattleOdds
from engine.catalog import load_catalog
from engine.combat import BattleRoll, CombatNumbers, WarStrength
from engine.context import Interjection
from engine.decision import Amount, AmountOptions, Decision, Option, OptionList, Reason, TieBreak
from engine.events.resolution import Resolution
from engine.persuasion import Attempt, Bidding
from engine.phases.combat_results import CombatTurn, Engagement
from engine.phases.redistribution import Purse
from engine.phases.revenue_ledger import Ledger
from engine.senate.offices import Senate
from engine.state import (
    Faction,
    GameState,
    MilitaryPlan,
    Senator,
    Unit,
)
from solo.attack_plans import Battle, Need, Share, Stock
from solo.coalition import Tally
from solo.deployment_forces import Force
from solo.game import new_game
from solo.plan_memo import PlanMemo
from solo.revenue import DieToTreasury, EqualShares, OneEach, RevenueSplit, ShareToLeader
from solo.spoils_types import Eligible, LandBill, Spoils
from solo.war_strengths import Strength
from tests.interpreted_support import HIDES_DEFAULTS

T = TypeVar("T")

WHY = Reason("1.07.412", "bribes")
GAME = new_game("early", 1, 1)
SENATOR, OTHER = list(GAME.state.senators.values())[:2]
FACTION = GAME.state.factions[0]
UNITS = [Unit(1), Unit(2, "war:5", True, "x", "y")]
EVENT = load_catalog().events.random_events[0]
ROW = load_catalog().tables.combat.rows[0]

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
    RevenueSplit: [((), {}), ((3, {"s": 2}), {})],
    ShareToLeader: [((50, True), {})],
    OneEach: [((1, 2, False), {})],
    DieToTreasury: [((2,), {})],
    EqualShares: [((True,), {})],
    Bidding: [((SENATOR, OTHER, 5, False), {}), ((SENATOR, OTHER, 5, True, 2, {1: 3}), {})],
    Attempt: [(("a", "b"), {}), (("a", "b", 4), {})],
    Plan: [((7, 2), {})],
    CombatNumbers: [((frozenset({3}), frozenset({11})), {})],
    BattleRoll: [(((3, 4), 7, "victory", ROW), {})],
    PlanMemo: [((GAME.context,), {}), ((GAME.context, {}, 4, {frozenset(): 2}, {5: (1, 2)}), {})],
    Battle: [(("legion", 5, 20), {})],
    Share: [((5, (("legion", 4),), (Battle("legion", 5, 20),), {"legion": 4}), {})],
    Stock: [(({"legion": 4}, {"legion": 2}, 30), {}), (({}, {}, 30, {"fleet": 1}), {})],
    Senate: [((), {}), ((frozenset("a"), frozenset("b"), frozenset("c"), {"pm"}, True, {"t"}), {})],
    Spoils: [((Senate(), [0, 1]), {}), ((Senate(), [0], LandBill("s", "I", True), True, {1}), {})],
    LandBill: [(("s", "I", True), {})],
    CombatTurn: [((), {}), (({5: {3}}, {5}, {6}, True, {7}), {})],
    Engagement: [
        ((SENATOR, None, 5, False, UNITS, []), {}),
        ((SENATOR, OTHER, 5, True, [], UNITS), {}),
    ],
    Resolution: [((EVENT, EVENT.normal, 1, "Game"), {})],
    Ledger: [((), {}), (({"s": 2}, 3, [4]), {})],
    Tally: [(({0: 3}, (0,)), {})],
    Force: [((5, "s", True, False), {}), ((5, None, False, True, UNITS, []), {})],
    AttemptScores: [(([Option("a")], (7, 0, 3), [(Option("b"), "blackmail", (5, 0, 2))]), {})],
}
"""Each class with the calls made of it: required arguments only, and every argument."""


def plain(cls: type) -> type:
    """The same slotted dataclass, frozen or not, with the ``__init__`` dataclasses writes."""
    specs: list[tuple[str, Any, Field[Any]]] = []
    for f in fields(cls):
        kwargs: dict[str, Any] = {"compare": f.compare, "repr": f.repr}
        if f.default is not MISSING:
            kwargs["default"] = f.default
        if f.default_factory is not MISSING:
            kwargs["default_factory"] = f.default_factory
        specs.append((f.name, f.type, dataclasses.field(**kwargs)))
    frozen = cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    return make_dataclass(cls.__name__, specs, frozen=frozen, slots=True)


def values(obj: object) -> list[object]:
    return [getattr(obj, f.name) for f in fields(obj)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "cls",
    [pytest.param(c, marks=HIDES_DEFAULTS) if c is Senate else c for c in CALLS],
)
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


@pytest.mark.parametrize("cls", [c for c in CALLS if c.__dataclass_params__.frozen])  # type: ignore[attr-defined]
def test_what_the_fast_init_makes_stays_frozen(cls: type) -> None:
    args, kwargs = CALLS[cls][0]
    made = cls(*args, **kwargs)

    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, fields(cls)[0].name, None)


@pytest.mark.parametrize("cls", list(CALLS))
def test_each_made_gets_its_own_default_of_each_factory(cls: type) -> None:
    args, kwargs = CALLS[cls][0]
    first, second = cls(*args, **kwargs), cls(*args, **kwargs)

    for f in fields(cls):
        if f.default_factory is not MISSING:
            assert getattr(first, f.name) is not getattr(second, f.name), f.name


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


def test_a_decision_delegated_is_the_one_replace_makes() -> None:
    """``Decision.delegated_to`` is ``replace(decision, delegate_to=seat)`` written out (4.02.2):
    every field alike, the same context, the original unchanged."""
    for args, kwargs in CALLS[Decision]:
        decision = Decision(*args, **kwargs)
        handed = decision.delegated_to(3)
        assert values(handed) == values(dataclasses.replace(decision, delegate_to=3))
        assert handed.context is decision.context and decision.delegate_to != 3


def test_a_clone_of_the_state_is_equal_and_shares_no_container() -> None:
    """``GameState.clone`` (through its constructor, not ``copy.copy``): every field equal, and no
    list or dict of it, of a Faction or of a Senator shared with the original."""
    state = GAME.state
    twin = state.clone()

    assert twin == state
    pairs: list[tuple[GameState | Faction | Senator, object]] = [
        (twin, state),
        *zip(twin.factions, state.factions, strict=True),
        *zip(twin.senators.values(), state.senators.values(), strict=True),
    ]
    for made, original in pairs:
        assert made is not original
        for f in fields(made):
            value = getattr(made, f.name)
            if isinstance(value, list | dict):
                assert value is not getattr(original, f.name), f.name


def test_drawn_is_the_generators_own_choice() -> None:
    """``drawn`` draws what ``random.Random.choice`` draws and leaves the generator where it
    leaves it, for every length and many seeds (the heuristic Player's equal best options)."""
    for seed in range(100):
        for length in range(1, 40):
            items = list(range(length))
            ours, theirs = random.Random(seed), random.Random(seed)
            assert drawn(ours, items) == theirs.choice(items)
            assert ours.getstate() == theirs.getstate()
    with pytest.raises(IndexError):
        drawn(random.Random(1), [])


HOLDS_A_GAME = (Ask, PlanMemo)
"""Value classes that hold a view or the rules' context: copied, not deep-copied or pickled."""


@pytest.mark.parametrize("cls", list(CALLS))
def test_copy_deepcopy_and_pickle_rebuild_the_same_value(cls: type) -> None:
    """Copied or unpickled, a value class with a written-out ``__init__`` is rebuilt through it
    (engine/value_class.py): in the compiled build too, whose ``__new__`` runs ``__init__``."""
    for args, kwargs in CALLS[cls]:
        made = cls(*args, **kwargs)
        ways = [copy.copy] if cls in HOLDS_A_GAME else [copy.copy, copy.deepcopy, _pickled]
        for way in ways:
            again = way(made)
            assert type(again) is cls
            if way is copy.copy:
                assert all(x is y for x, y in zip(values(again), values(made), strict=True))
            else:
                assert _same(again, made)


def test_option_lists_and_amount_ranges_copy_and_pickle() -> None:
    listed, ranged = OptionList([Option("a", 1), Option("b")]), AmountOptions(2, 9)
    for way in (copy.copy, copy.deepcopy, _pickled):
        listed_again, ranged_again = way(listed), way(ranged)
        assert list(listed_again) == list(listed) and listed_again.keys() == ["a", "b"]
        assert (ranged_again.low, ranged_again.high) == (2, 9)


def _pickled(value: T) -> T:
    again: T = pickle.loads(pickle.dumps(value))
    return again


def _same(one: object, other: object) -> bool:
    """Equal all the way down, option lists (which compare by identity) by their items."""
    if isinstance(one, (OptionList, AmountOptions)):
        return type(one) is type(other) and list(one) == list(other)
    if dataclasses.is_dataclass(one) and not isinstance(one, type):
        pairs = zip(values(one), values(other), strict=True)
        return type(one) is type(other) and all(_same(x, y) for x, y in pairs)
    return one == other
