"""1.06.3: Redistribution: a Player moves talents freely between his Senators (in Rome or not) and
his Faction Treasury, and may give to another Player (1.04.6); Captives neither give nor receive,
Rebels deal only with Rebels."""

import pytest

from engine.context import Context, Procedure
from engine.decision import IllegalChoice, Option
from engine.game import Game
from engine.phases.redistribution import player_transfers, transfer_option
from engine.report import state_digest
from engine.state import Location
from tests.builders import bare_context
from tests.revenue_support import PLAYER, run, senator, solitaire_table


def transfers(ctx: Context, seat: int = PLAYER) -> Procedure:
    return player_transfers(ctx, seat)


def test_talents_move_from_a_senator_to_the_faction_treasury_and_back() -> None:
    ctx = solitaire_table()
    rich = senator(ctx, PLAYER, "rich", talents=7)
    away = senator(ctx, PLAYER, "away", location=Location.PROVINCE)

    run(
        ctx,
        transfers,
        {
            "revenue.transfer": ["rich>treasury", "treasury>away"],
            "revenue.transfer_amount": ["5", "2"],
        },
    )

    assert (rich.talents, ctx.state.factions[PLAYER].treasury, away.talents) == (2, 3, 2)


def test_sources_must_hold_talents_and_captives_take_no_part() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "rich", talents=3)
    senator(ctx, PLAYER, "poor")
    senator(ctx, PLAYER, "captive", talents=9, location=Location.CAPTIVE)

    _, player = run(ctx, transfers)

    keys = player.seen[0].options.keys()
    assert keys == ["rich>treasury", "rich>poor", "done"]


def test_a_rebel_deals_only_with_rebels() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "loyal", talents=1)
    senator(ctx, PLAYER, "rebel", talents=1, location=Location.REBEL)
    senator(ctx, PLAYER, "secondary", location=Location.REBEL)

    _, player = run(ctx, transfers)

    keys = player.seen[0].options.keys()
    assert keys == ["loyal>treasury", "rebel>secondary", "done"]


def test_the_amount_is_at_most_what_the_source_holds() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "rich", talents=3)
    game = Game(ctx, transfers, 0)
    game.apply("rich>treasury")
    before = state_digest(ctx.state)

    with pytest.raises(IllegalChoice):
        game.apply("4")

    assert state_digest(ctx.state) == before
    game.apply("3")
    assert ctx.state.factions[PLAYER].treasury == 3


def test_a_player_may_give_talents_to_the_other_player() -> None:
    ctx = bare_context(players=2)
    senator(ctx, 0, "giver", talents=4)

    _, player = run(
        ctx,
        transfers,
        {"revenue.transfer": ["giver>faction-2"], "revenue.transfer_amount": ["4"]},
    )

    assert ctx.state.factions[2].treasury == 4
    assert player.seen[0].options.find("faction-2>giver") is None


def test_no_decision_when_nothing_can_move() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "poor")

    _, player = run(ctx, transfers)

    assert player.seen == []


def test_each_pair_is_offered_once_a_phase_so_redistribution_ends() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "rich", talents=3)
    game = Game(ctx, transfers, 0)

    game.apply("rich>treasury")
    game.apply("1")
    assert game.pending is not None
    assert game.pending.options.keys() == ["treasury>rich", "done"]
    game.apply("treasury>rich")
    game.apply("1")

    assert game.pending is None
    assert (ctx.state.senators["rich"].talents, ctx.state.factions[PLAYER].treasury) == (3, 0)


def test_a_player_answering_the_first_option_always_ends_the_phase() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "rich", talents=5)
    senator(ctx, PLAYER, "poor")
    game = Game(ctx, transfers, 0)
    answers = 0

    while game.pending is not None:
        game.apply(game.pending.options[0])
        answers += 1

    pairs = 3 * 2
    assert answers <= 2 * pairs


def test_a_transfer_offered_again_is_the_option_made_the_first_time() -> None:
    """Each transfer of a Redistribution offers the same pairs: each option is made once and
    kept (issue 33), equal to the option made afresh."""
    made = transfer_option("s1", "Cornelius", "treasury", "Faction Treasury")
    assert made is transfer_option("s1", "Cornelius", "treasury", "Faction Treasury")
    assert made == Option("s1>treasury", ("s1", "treasury"), "Cornelius -> Faction Treasury")
    assert made.label == "Cornelius -> Faction Treasury"
