"""The end screen tells how the game was lost or won: the act that ended it with its rule, and
what decided it in the last turn, with its dice and rules (issue 30 item 4; 1.12.1, 1.12.2)."""

from __future__ import annotations

from pathlib import Path

from bots.heuristic import HeuristicPlayer
from bots.neutral import NeutralBot
from engine.game import Game
from guidelines.loader import GuidelineSet
from presentation.ending import ending
from presentation.log import line_text
from solo.game import new_game
from tests.web_screenshots import play_to
from tests.web_support import browser, new_table, open_seat, served


def played_out(seed: int) -> Game:
    """A seeded solitaire game played to its end by the bots."""
    game = new_game("early", 1, seed)
    player, neutral = HeuristicPlayer(), NeutralBot(GuidelineSet.default())
    while (decision := game.pending) is not None:
        seat = decision.actor if decision.delegate_to is None else decision.delegate_to
        agent = player if seat == 0 else neutral
        game.apply(agent.decide(game.view(seat), decision))
    return game


def test_1_12_1_a_fall_to_the_active_wars_names_them_and_the_rule() -> None:
    game = played_out(1)
    assert game.result is not None and game.result.reason == "four_active_wars"
    told = ending(game)
    texts = [line_text(line) for line in told.decisive]
    assert any("Rome falls" in t and "(1.12.1)" in t for t in texts)
    assert texts[-1].startswith("the Active Wars: ")
    assert all(line.rule for line in told.decisive)
    assert texts[0] in "\n".join(told.lines())


def test_1_12_2_a_win_tells_the_act_that_won_it() -> None:
    game = played_out(3)
    assert game.result is not None and game.result.winner is not None
    told = ending(game)
    assert told.decisive and told.decisive[-1].rule == game.result.rule


def test_1_12_the_web_end_screen_tells_what_decided_it(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json", seed=12)
    play_to(table, 12, None)
    decided = ending(table.session.game).decisive
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, table.links.players[0].token)
        shown = page.inner_text("#decision .decisive")
        assert line_text(decided[-1]) in shown
