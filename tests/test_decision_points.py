"""The decision-point value types: option lists, amount ranges, tie-breaks."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bots.random_agent import RandomAgent
from engine.decision import (
    Amount,
    AmountOptions,
    Decision,
    IllegalChoice,
    Option,
    OptionList,
    Reason,
    TieBreak,
)
from solo.game import new_game


def amount_decision(low: int, high: int) -> Decision:
    return Decision(
        actor=0, kind="test.amount", rule="1.07.41", options=AmountOptions(low, high), prompt=""
    )


def test_option_keys_must_be_unique() -> None:
    with pytest.raises(ValueError, match="unique"):
        OptionList([Option("a"), Option("a")])


@given(st.integers(-50, 50), st.integers(0, 100))
def test_amount_range_indexes_every_value_once(low: int, width: int) -> None:
    options = AmountOptions(low, low + width)
    assert len(options) == width + 1
    assert [a.value for a in options] == list(range(low, low + width + 1))
    assert options[-1] == Amount(low + width)


@given(st.integers(0, 30), st.integers(0, 30), st.text(max_size=6))
def test_amount_resolves_only_in_range(low: int, width: int, key: str) -> None:
    decision = amount_decision(low, low + width)
    try:
        value = int(key)
    except ValueError:
        value = None
    if value is not None and key == str(value) and low <= value <= low + width:
        assert decision.resolve(key) == Amount(value)
    else:
        with pytest.raises(IllegalChoice):
            decision.resolve(key)


@given(st.integers(0, 30), st.integers(0, 30), st.one_of(st.integers(-5, 70), st.booleans()))
def test_an_amount_resolves_as_its_key_does(low: int, width: int, value: int) -> None:
    decision = amount_decision(low, low + width)
    answer = Amount(value, Reason("1.07.41", "bribes"))
    try:
        by_key = decision.resolve(answer.key)
    except IllegalChoice:
        with pytest.raises(IllegalChoice):
            decision.resolve(answer)
    else:
        resolved = decision.resolve(answer)
        assert isinstance(resolved, Amount)
        assert resolved == by_key and type(resolved.value) is int and resolved.why is None


def test_random_agent_can_produce_every_amount() -> None:
    decision = amount_decision(0, 9)
    agent = RandomAgent(seed=3)
    view = new_game("early", 1, 3).view(0)
    seen = {agent.decide(view, decision).key for _ in range(400)}
    assert seen == {str(v) for v in range(10)}


def test_tie_break_needs_two_distinct_legal_keys() -> None:
    decision = Decision(
        actor=0,
        kind="t",
        rule="1.04.8",
        options=OptionList([Option("a"), Option("b")]),
        prompt="",
        allow_tie=True,
    )
    assert decision.resolve("tie:a|b") == TieBreak(("a", "b"))
    for bad in ("tie:a", "tie:a|a", "tie:a|z"):
        with pytest.raises(IllegalChoice):
            decision.resolve(bad)


def test_only_a_neutral_decision_accepts_a_tie() -> None:
    """A Player decides; only a Neutral's Guideline can leave options equal (4.01.3)."""
    decision = Decision(
        actor=0, kind="t", rule="3.01.7", options=OptionList([Option("a"), Option("b")]), prompt=""
    )
    with pytest.raises(IllegalChoice, match="only a Neutral"):
        decision.resolve("tie:a|b")


def test_amount_keys_are_canonical_decimals() -> None:
    decision = amount_decision(0, 20)
    for bad in (" 5", "05", "1_0", "+3"):
        with pytest.raises(IllegalChoice):
            decision.resolve(bad)


def test_an_equal_key_with_another_value_is_not_the_legal_option() -> None:
    decision = Decision(
        actor=0, kind="t", rule="r", options=OptionList([Option("a", 1)]), prompt=""
    )
    with pytest.raises(IllegalChoice, match="its value or label differ"):
        decision.resolve(Option("a", 2))
