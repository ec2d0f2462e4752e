"""Rule 1.07.1: at the start of the Forum Phase the Event cards leave the Forum unless the card
says it stays (Refuge until used, Rhodian Maritime Alliance until rejected or its War is
defeated, Pretender Emerges until the revolt happens)."""

from __future__ import annotations

from engine.events.resolve import passage_of_time
from tests.event_support import table


def test_cards_lasting_until_the_next_forum_phase_leave() -> None:
    ctx = table()
    ctx.state.events.update(
        {
            "evt-drought": 2,
            "evt-evil-omens": 3,
            "evt-manpower-shortage": 1,
            "evt-allied-enthusiasm": 1,
            "evt-trial-of-verres": 2,
            "evt-new-alliance": 1,
        }
    )
    passage_of_time(ctx)
    assert ctx.state.events == {}


def test_cards_that_say_they_stay_remain() -> None:
    ctx = table()
    ctx.state.events.update(
        {"evt-refuge": 1, "evt-rhodian-maritime-alliance": 2, "evt-pretender-emerges": 1}
    )
    passage_of_time(ctx)
    assert ctx.state.events == {
        "evt-refuge": 1,
        "evt-rhodian-maritime-alliance": 2,
        "evt-pretender-emerges": 1,
    }


def test_markers_that_are_not_event_cards_are_left_alone() -> None:
    ctx = table()
    ctx.state.events.update({"no_recruitment": 1, "evt-storm-at-sea": 1})
    passage_of_time(ctx)
    assert ctx.state.events == {"no_recruitment": 1}


def test_each_removal_is_logged_under_1_07_1() -> None:
    ctx = table()
    ctx.state.events["evt-epidemic"] = 2
    passage_of_time(ctx)
    assert ctx.log[-1].rule == "1.07.1"
    assert "Epidemic" in ctx.log[-1].text
