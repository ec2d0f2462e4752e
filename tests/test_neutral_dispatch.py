"""The NeutralBot's dispatch (issue 33): one registry per kind, the Guideline found by the
faction's role read from the view at each decision."""

from __future__ import annotations

import pytest

from bots.agent import play
from bots.neutral import NeutralBot
from bots.neutral_registry import NEUTRAL_RULES, NEUTRAL_SET_RULES, neutral_rule
from bots.seating import default_agents
from engine.decisions import PERSUASION_COUNTER_BRIBE
from solo.decisions import SETUP_NEUTRAL_IDENTITY
from solo.game import new_game


def test_4_01_2_a_kind_has_one_rule_in_one_registry() -> None:
    assert not set(NEUTRAL_RULES) & set(NEUTRAL_SET_RULES)
    with pytest.raises(ValueError, match="two Neutral rules"):
        neutral_rule(SETUP_NEUTRAL_IDENTITY)(lambda view, decision, guideline: decision.options[0])
    with pytest.raises(ValueError, match="two Neutral rules"):
        neutral_rule(PERSUASION_COUNTER_BRIBE)(
            lambda view, decision, guideline: decision.options[0]
        )


def test_4_01_1_role_of_reads_what_factions_shows() -> None:
    game = new_game("early", 1, 4)
    bot = NeutralBot()
    play(game, default_agents(game), max_decisions=60)
    assert game.pending is not None
    view = game.view(game.pending.actor)
    for faction in view.factions:
        assert view.role_of(faction.seat) == faction.role
    if not view.factions[game.pending.actor].is_player:
        guideline = bot.guideline(view, game.pending)
        assert guideline is bot.guideline(view, game.pending)
