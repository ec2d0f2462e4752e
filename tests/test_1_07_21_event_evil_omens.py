"""Evil Omens / More Evil Omens (1.07.21, Evil Omens card, D2-34): 20T at once, then -1 per
level to every roll but the exempt ones, +1 per level to Persuasion; no second payment."""

from __future__ import annotations

import pytest

from engine.events.cards import evil_omens_modifier
from engine.schemas.forum_tables import RollKind
from tests.event_support import place, table


@pytest.mark.effect("event", "evil_omens")
def test_evil_omens_cost_twenty_talents_and_lower_rolls_by_one() -> None:
    ctx = table()
    place(ctx, "evt-evil-omens")
    assert ctx.state.state_treasury == 80
    assert ctx.state.events["evt-evil-omens"] == 1
    assert evil_omens_modifier(ctx, "other") == -1
    assert evil_omens_modifier(ctx, "persuasion") == 1


@pytest.mark.effect("event", "evil_omens")
def test_the_exempt_rolls_are_not_modified() -> None:
    ctx = table()
    place(ctx, "evt-evil-omens")
    exempt: tuple[RollKind, ...] = (
        "initiative",
        "random_events",
        "natural_disaster_concession",
        "tax_farmer",
    )
    assert [evil_omens_modifier(ctx, kind) for kind in exempt] == [0, 0, 0, 0]


def test_more_evil_omens_add_a_level_without_a_second_payment() -> None:
    ctx = table()
    place(ctx, "evt-evil-omens")
    place(ctx, "evt-evil-omens")
    place(ctx, "evt-evil-omens")
    assert ctx.state.state_treasury == 80
    assert ctx.state.events["evt-evil-omens"] == 3
    assert evil_omens_modifier(ctx, "other") == -3
    assert evil_omens_modifier(ctx, "persuasion") == 3


def test_no_omens_no_modifier() -> None:
    ctx = table()
    assert evil_omens_modifier(ctx, "other") == 0


def test_sacrifices_the_state_cannot_pay_bankrupt_it() -> None:
    ctx = table()
    ctx.state.state_treasury = 19
    game = place(ctx, "evt-evil-omens")
    assert game.result is not None
    assert game.result.winner is None
