"""1.07.36, the Law cards: the Servilian Law gives its faction +1 on every later Knight roll, or,
while the Acilian Law is in force, is discarded to repeal it; a Neutral's choice is the Dominant
Player's, by default the Knight bonus (4.02.2)."""

import pytest

from engine.knights import knights_step
from solo.forum import enact_law
from tests.builders import add_senator, bare_context, drive, neutral_table

SERVILIAN = 110
ACILIAN = 111
CALPURNIAN = 107


@pytest.mark.effect("law", "servilian_choice")
def test_without_the_acilian_law_the_servilian_gives_plus_one_on_knight_rolls() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    rival = add_senator(ctx, 1, "B")
    ctx.state.factions[0].hand.append(SERVILIAN)

    asked = drive(ctx, lambda c: enact_law(c, c.state.factions[0], SERVILIAN))

    assert asked == []
    assert ctx.state.knight_bonus == {0: 1}
    ctx.dice.script([5, 5])
    drive(ctx, lambda c: knights_step(c, 0), ["attract:A"])
    assert senator.knights == 1
    ctx.state.factions[1].player = 2
    drive(ctx, lambda c: knights_step(c, 1), ["attract:B"])
    assert rival.knights == 0


@pytest.mark.effect("law", "servilian_choice")
def test_the_player_may_repeal_the_acilian_law_instead() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "A")
    ctx.state.laws.extend([CALPURNIAN, ACILIAN])
    ctx.state.factions[0].hand.append(SERVILIAN)

    asked = drive(ctx, lambda c: enact_law(c, c.state.factions[0], SERVILIAN), ["repeal"])

    assert [d.kind for d in asked] == ["law.servilian_option"]
    assert ctx.state.laws == [CALPURNIAN]
    assert {SERVILIAN, ACILIAN} <= set(ctx.state.removed)
    assert ctx.state.knight_bonus == {}


@pytest.mark.effect("law", "servilian_choice")
def test_a_neutrals_option_is_delegated_and_defaults_to_the_knight_bonus() -> None:
    ctx = neutral_table()
    add_senator(ctx, 1, "A")
    ctx.state.laws.extend([CALPURNIAN, ACILIAN])
    ctx.state.factions[1].hand.append(SERVILIAN)

    asked = drive(ctx, lambda c: enact_law(c, c.state.factions[1], SERVILIAN))

    assert asked[0].delegate_to == 0
    assert ctx.state.knight_bonus == {1: 1}
    assert ACILIAN in ctx.state.laws
