"""An answer checked without needless calls (issue 33): ``Decision.resolve`` takes an option
carrying the very value and label offered (a reason attached, ``with_reason``) as the offered
one without comparing it field by field, and ``Game.apply`` logs a Neutral's act only where the
record level keeps it. Both give what the plain checks give (1.04, 4.02.1)."""

from __future__ import annotations

import pytest

from bots.agent import play
from bots.seating import player_bot, seat_each_player
from engine.decision import Decision, IllegalChoice, Option, OptionList, with_reason
from engine.log import NEUTRAL_DECISION
from solo.game import new_game


def _decision(*options: Option) -> Decision:
    return Decision(1, "test.kind", "1.04", OptionList(options), "choose")


def test_a_reasoned_option_resolves_to_the_one_offered_as_the_plain_check_does() -> None:
    offered = Option("a", ("value", 1), "first")
    decision = _decision(offered, Option("b", ("value", 2), "second"))
    answer = with_reason(offered, "4.02.1", "chooses it")
    assert answer == offered  # the plain check: equal, the reason aside
    assert decision.resolve(answer) is offered
    assert decision.resolve(Option("a", ("value", 1), "first")) is offered  # equal, not the same


@pytest.mark.parametrize(
    "forged",
    [Option("a", ("value", 9), "first"), Option("a", ("value", 1), "other label")],
)
def test_an_option_with_the_key_and_another_value_or_label_is_still_refused(
    forged: Option,
) -> None:
    decision = _decision(Option("a", ("value", 1), "first"))
    with pytest.raises(IllegalChoice, match="not the one"):
        decision.resolve(with_reason(forged, "4.02.1", "chooses it"))


@pytest.mark.parametrize("level", ["full", "outcome"])
def test_neutral_acts_are_logged_at_the_full_level_only(level: str) -> None:
    game = new_game("early", 1, 4, record=level)  # type: ignore[arg-type]
    play(game, seat_each_player(game, [player_bot("heuristic")]), max_decisions=400)
    acts = [event for event in game.log if event.act == NEUTRAL_DECISION]
    assert bool(acts) == (level == "full")
    assert len(game.reasons) > 100  # the reasons are kept at either level
