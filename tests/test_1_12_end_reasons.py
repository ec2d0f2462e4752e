"""1.12 and 1.05.4: every way a game ends is declared once (``engine.outcome.EndReason``); the
summary words each one and the Losing Conditions of 1.12.1 are among them."""

from engine.log import ACTS, NEUTRAL_DECISION, READ_BY_RULES
from engine.outcome import END_REASONS
from engine.victory import LOSING_REASONS
from presentation.ending import ENDINGS


def test_the_summary_words_every_way_a_game_ends() -> None:
    assert set(ENDINGS) == set(END_REASONS)


def test_the_losing_conditions_are_declared_end_reasons() -> None:
    assert set(END_REASONS) >= LOSING_REASONS
    assert {"four_active_wars", "people_revolt", "bankruptcy"} <= LOSING_REASONS


def test_acts_read_back_or_named_apart_are_declared_acts() -> None:
    assert READ_BY_RULES | {NEUTRAL_DECISION} <= ACTS
