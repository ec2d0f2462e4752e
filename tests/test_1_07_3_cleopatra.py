"""1.07.3, the Leader cards, D1-12: Cleopatra VII is kept in hand and played before a battle against
the Alexandrine War: for Rome (the Commander gains 50 T and loses 5 Popularity, and fights her War
with +3 Military) or against Rome (a +3 Leader of that War, Disaster 16, Standoff 15); either
lasts until the War leaves play, and then the card is discarded."""

import pytest

from common.conformance import card_places
from engine.cleopatra import cleopatra_leaves, offer_cleopatra
from engine.combat import combat_numbers, commander_military, war_strength
from engine.context import Context
from engine.state import Senator
from tests.builders import drive
from tests.combat_support import PLAYER, combat_table, commander, send
from tests.event_support import war_in_play

CLEOPATRA = 139


def alexandrine_attack(answer: str) -> tuple[Context, Senator, int]:
    ctx = combat_table("late")
    war = war_in_play(ctx, "war-alexandrine")
    caesar = commander(ctx, PLAYER, military=4)
    send(ctx, caesar, war, legions=5)
    ctx.state.factions[PLAYER].hand.append(CLEOPATRA)
    asked = drive(ctx, lambda c: offer_cleopatra(c, caesar, war), [answer])
    assert [d.kind for d in asked] == ["intrigue.cleopatra"]
    return ctx, caesar, war


@pytest.mark.effect("leader", "cleopatra_roman_option")
def test_for_rome_the_commander_gains_talents_military_and_loses_popularity() -> None:
    ctx, caesar, _ = alexandrine_attack("roman")
    assert (caesar.talents, caesar.popularity) == (50, -5)
    assert commander_military(ctx, caesar) == 4 + 3
    assert CLEOPATRA not in ctx.state.factions[PLAYER].hand


@pytest.mark.effect("leader", "cleopatra_enemy_option")
def test_against_rome_she_is_a_leader_with_her_numbers_until_the_war_leaves() -> None:
    ctx, caesar, war = alexandrine_attack("enemy")
    state, catalog = ctx.state, ctx.catalog
    printed = catalog.war_by_key["war-alexandrine"].land_strength
    assert war_strength(state, catalog, war).land == printed + 3
    numbers = combat_numbers(ctx, caesar, war)
    assert 16 in numbers.disaster and 15 in numbers.standoff
    cleopatra_leaves(ctx)
    assert state.cleopatra == "enemy"
    del state.wars[war]
    cleopatra_leaves(ctx)
    assert state.cleopatra is None and CLEOPATRA in state.discard


def test_a_player_may_hold_her() -> None:
    ctx, caesar, _ = alexandrine_attack("hold")
    assert ctx.state.cleopatra is None
    assert caesar.talents == 0


def test_played_she_is_on_the_table_once_until_her_war_leaves() -> None:
    ctx, _, war = alexandrine_attack("roman")
    assert card_places(ctx.state, ctx.catalog)[CLEOPATRA] == 1
    del ctx.state.wars[war]
    cleopatra_leaves(ctx)
    assert card_places(ctx.state, ctx.catalog)[CLEOPATRA] == 1
