"""4.04.5: a Neutral HRAO opens the sixth-Initiative auction with Turn + 1d6 + its Initiative
modifier (capped when that exceeds its richest Senator in Rome); other Neutrals bid one more
when they can, above Turn + 4 only on 1d6 + modifier >= 4 (spec T24-T26, decision 5)."""

from typing import Literal

import pytest

from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import Amount
from engine.phases.forum import auction_initiative
from engine.state import Office
from engine.view import GameView
from guidelines.loader import GuidelineSet
from solo.forum import BID_MODIFIER
from solo.rulings import with_rulings
from tests.forum_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    ScriptedPlayer,
    acts,
    quiet_steps,
    run,
    senator,
    solitaire_table,
)
from tests.interpreted_support import PATCHES_A_FUNCTION


def t24_table() -> Context:
    """Turn 3; the Plutocrats' HRAO has 12 T; the richest other Senator in Rome has 7 T."""
    ctx = solitaire_table()
    ctx.state.turn = 3
    senator(ctx, PLUTOCRATS, "hrao", talents=12, office=Office.ROME_CONSUL)
    senator(ctx, PLAYER, "player", talents=7)
    senator(ctx, IMPERIALS, "imperial", talents=7)
    return ctx


@PATCHES_A_FUNCTION
def test_literal_opening_bid_is_turn_plus_die_plus_modifier(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = t24_table()
    quiet_steps(monkeypatch)
    ctx.dice.script([4, 2, 3])  # 3 + 4 + 2 = 9, then the Initiative roll

    game = run(ctx, auction_initiative)

    assert acts(game, "initiative_bid") == ["bids 9 T"]
    assert ctx.state.senators["hrao"].talents == 3


@PATCHES_A_FUNCTION
def test_always_capped_opening_bid(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = t24_table()
    ctx.options = with_rulings(ctx.options, {"opening_bid_cap": "always"})
    quiet_steps(monkeypatch)
    ctx.dice.script([4, 2, 3])

    game = run(ctx, auction_initiative)

    assert acts(game, "initiative_bid") == ["bids 7 T"]
    assert ctx.state.senators["hrao"].talents == 5


def test_follow_on_bids(monkeypatch: pytest.MonkeyPatch) -> None:
    roles = ("Imperials", "Populists", "Conservatives", "Plutocrats")
    ctx = solitaire_table(roles=roles)
    ctx.state.turn = 2
    senator(ctx, PLAYER, "consul", talents=5, office=Office.ROME_CONSUL)
    senator(ctx, 1, "imperial", talents=10)
    senator(ctx, 2, "populist", talents=9)
    conservative = senator(ctx, 3, "conservative", talents=12)
    senator(ctx, 4, "plutocrat", talents=3)
    quiet_steps(monkeypatch)
    ctx.dice.script([2, 5, 2, 3])  # Populists 2 + 1 = 3 pass; Conservatives 5 - 1 = 4 bid
    player = ScriptedPlayer({"initiative.bid": ["5"]})

    game = run(ctx, auction_initiative, player)

    assert acts(game, "initiative_bid") == ["bids 5 T", "bids 6 T", "bids 7 T"]
    assert [e.actor for e in game.log if e.act == "initiative_bid"] == [
        "Player",
        "Imperials",
        "Conservatives",
    ]
    assert conservative.talents == 5
    assert ctx.state.senators["consul"].talents == 5


@PATCHES_A_FUNCTION
@pytest.mark.parametrize(("cap", "paid"), [("literal", 6), ("always", 0)])
def test_nobody_else_has_money(
    monkeypatch: pytest.MonkeyPatch, cap: Literal["literal", "always"], paid: int
) -> None:
    ctx = solitaire_table()
    ctx.options = with_rulings(ctx.options, {"opening_bid_cap": cap})
    hrao = senator(ctx, PLUTOCRATS, "hrao", talents=20, office=Office.ROME_CONSUL)
    senator(ctx, PLAYER, "player")
    calls = quiet_steps(monkeypatch)
    ctx.dice.script([3, 2, 3])  # 1 + 3 + 2 = 6

    run(ctx, auction_initiative)

    assert hrao.talents == 20 - paid
    assert calls[0] == ("persuasion_step", PLUTOCRATS)


@PATCHES_A_FUNCTION
def test_an_unaffordable_opening_is_no_bid(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    hrao = senator(ctx, PLUTOCRATS, "hrao", talents=2, office=Office.ROME_CONSUL)
    quiet_steps(monkeypatch)
    ctx.dice.script([3, 2, 3])  # wants 6 > 2 T: bids min(2, 0) = 0, so no bid

    game = run(ctx, auction_initiative)

    assert acts(game, "initiative_unbid") == ["takes the unbid Initiative"]
    assert hrao.talents == 2


@pytest.mark.parametrize(("wanted", "answered"), [(2, 2), (9, 3), (-9, -3)])
def test_the_bid_modifier_is_the_initiative_guidelines_held_to_the_range_that_matters(
    wanted: int, answered: int
) -> None:
    ctx = solitaire_table()
    default = GuidelineSet.default()
    custom = default["Plutocrats"].model_copy(update={"initiative_modifier": wanted})
    decision = ctx.ask_amount(PLUTOCRATS, BID_MODIFIER, "4.04.5", -3, 3, "")  # 1d6 + m >= 4

    bot = NeutralBot(default.with_override("Plutocrats", custom))
    answer = bot.decide(GameView(ctx, PLUTOCRATS), decision)

    assert answer == Amount(answered)
    assert answer.why is not None and answer.why.rule == "Initiative Guideline, 4.04.5"
