"""1.10.21, the Senator cards: Lucullus (29B) takes no losses from a Disaster or Standoff he
commands; that War counts as Unprosecuted this turn, and he is recalled to Rome as the next Senate
Phase ends."""

import pytest

from engine.phases.combat_results import recall_after_senate
from engine.state import Location, Office, WarStatus
from tests.combat_support import (
    PLAYER,
    battles,
    combat_table,
    commander,
    fight,
    send,
    statesman,
    units_at,
)
from tests.event_support import war_in_play


@pytest.mark.effect("statesman", "ds_losses_void_then_recalled")
def test_lucullus_voids_a_disasters_losses_then_the_war_is_unprosecuted_and_he_is_recalled() -> (
    None
):
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    lucullus = statesman(ctx, PLAYER, "29B", Office.FIELD_CONSUL)
    send(ctx, lucullus, gallic, legions=10)

    game, _ = fight(ctx, [4, 4, 5])

    assert battles(game)[0].endswith("Disaster")
    assert units_at(ctx, f"war:{gallic}") == (10, 0)
    assert ctx.state.wars[gallic] is WarStatus.UNPROSECUTED
    assert lucullus.location is Location.WAR
    recall_after_senate(ctx)
    assert ctx.state.senators["29B"].location is Location.ROME
    assert units_at(ctx, f"war:{gallic}") == (0, 0)


def test_another_commander_takes_a_standoffs_losses() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    other = commander(ctx, PLAYER, military=3, office=Office.FIELD_CONSUL)
    send(ctx, other, gallic, legions=10)

    game, _ = fight(ctx, [4, 5, 6])

    assert battles(game)[0].endswith("Standoff")
    assert units_at(ctx, f"war:{gallic}")[0] < 10
    assert ctx.state.recalled_after_senate == []
