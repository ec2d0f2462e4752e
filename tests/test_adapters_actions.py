"""The adapters' action space (docs/adapters.md): an action is an option index; long lists are
spread over the actions, every masked action legal."""

from __future__ import annotations

import pytest

from adapters.actions import ACTIONS, action_for, action_mask, choice_of, legal_actions
from engine.decision import AmountOptions, Decision, IllegalChoice, Option, OptionList


def decision(options: OptionList | AmountOptions) -> Decision:
    return Decision(0, "test.kind", "1.04", options, "choose")


def listed(count: int) -> Decision:
    return decision(OptionList([Option(f"o{i}") for i in range(count)]))


def test_a_short_list_maps_action_i_to_option_i() -> None:
    short = listed(5)

    assert legal_actions(short) == [0, 1, 2, 3, 4]
    assert choice_of(short, 3).key == "o3"
    assert list(action_mask(short)[:6]) == [1, 1, 1, 1, 1, 0]


def test_a_long_list_is_spread_evenly_over_every_action() -> None:
    long = listed(300)

    chosen = [choice_of(long, a).key for a in legal_actions(long)]

    assert len(chosen) == ACTIONS == len(set(chosen))
    assert chosen[0] == "o0" and chosen[1] == "o2" and chosen[-1] == "o297"


def test_an_amount_range_indexes_from_its_low_end() -> None:
    amounts = decision(AmountOptions(3, 10))

    assert choice_of(amounts, 0).key == "3"
    assert choice_of(amounts, 7).key == "10"
    assert action_for(amounts, amounts.options[5]) == 5


def test_an_action_outside_the_mask_is_refused() -> None:
    with pytest.raises(IllegalChoice, match=r"action 5 is not legal for test.kind \(1.04\)"):
        choice_of(listed(5), 5)


def test_action_for_finds_the_action_of_an_option_or_none() -> None:
    long = listed(300)

    assert action_for(long, Option("o2")) == 1
    assert action_for(long, Option("o1")) is None
    assert action_for(listed(4), Option("o3")) == 3
