"""1.11.2 and 4.07.1: after the plays each Player discards Faction cards down to five; the
Neutrals have no hand limit."""

from engine.phases.revolution import revolution_phase
from tests.combat_support import IMPERIALS, PLAYER, combat_table
from tests.revenue_support import run

TRIBUNES = [38, 39, 40, 41, 42, 43, 44]


def test_a_player_discards_down_to_five_cards_of_his_choice() -> None:
    ctx = combat_table()
    ctx.state.factions[PLAYER].hand.extend(TRIBUNES)

    _, player = run(ctx, revolution_phase, {"revolution.discard": ["tribune#41", "tribune#43"]})

    assert ctx.state.factions[PLAYER].hand == [38, 39, 40, 42, 44]
    assert ctx.state.discard == [41, 43]
    assert [d.rule for d in player.seen] == ["1.11.2", "1.11.2"]


def test_five_cards_need_no_discard() -> None:
    ctx = combat_table()
    ctx.state.factions[PLAYER].hand.extend(TRIBUNES[:5])

    _, player = run(ctx, revolution_phase)

    assert player.seen == [] and ctx.state.discard == []


def test_a_neutral_keeps_every_card() -> None:
    ctx = combat_table()
    ctx.state.factions[IMPERIALS].hand.extend(TRIBUNES)

    run(ctx, revolution_phase)

    assert ctx.state.factions[IMPERIALS].hand == TRIBUNES
