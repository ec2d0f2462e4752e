"""presentation/warnings.py and presentation/recap.py against the engine's own numbers: the
four-War limit (1.12.1), known debits (1.06.53), the Population Table (1.08.2), the recap of
what happened since a mark."""

from __future__ import annotations

from engine.battle_odds import throws
from engine.outcome import GameResult
from engine.queries import active_wars, hrao
from engine.state import WarStatus
from presentation.ending import ending
from presentation.odds import percent
from presentation.recap import mark, recap
from presentation.warnings import warnings
from solo.plan_budget import known_debits
from solo.rulings import with_rulings
from tests.presentation_support import PLAYER, game_at


def test_1_12_1_three_active_wars_are_a_danger() -> None:
    game, _ = game_at("persuasion.attempt")
    for card in (1, 2, 3):
        game.state.wars[card] = WarStatus.ACTIVE
    [alert] = [a for a in warnings(game, PLAYER) if a.rule == "1.12.1"]
    assert alert.level == "danger" and "3 Active Wars of 4" in alert.text


def test_1_06_53_the_treasury_is_weighed_against_the_known_debits() -> None:
    game, _ = game_at("persuasion.attempt")
    for card in (1, 2, 3, 4):
        game.state.wars[card] = WarStatus.ACTIVE
    game.state.state_treasury = 0
    debits = known_debits(game.context, active_wars(game.state))
    revenue = game.context.catalog.tables.state_revenue.annual_revenue
    [alert] = [a for a in warnings(game, PLAYER) if a.rule == "1.06.53"]
    assert f"against {debits} T of known debits" in alert.text
    assert (alert.level == "danger") == (revenue < debits)
    assert debits >= 80  # 20 T a War (1.06.53)


def test_1_08_2_high_unrest_gives_the_population_tables_revolt_chance() -> None:
    game, _ = game_at("persuasion.attempt")
    game.state.unrest = 12
    [alert] = [a for a in warnings(game, PLAYER) if a.rule == "1.08.2"]
    table = game.context.catalog.tables.population
    speaker = hrao(game.state)
    popularity = 0 if speaker is None else speaker.popularity
    counts = throws(table.dice)
    revolt = sum(
        ways
        for natural, ways in counts.items()
        if "people_revolt" in table.result(natural - 12 + popularity).effects
    ) / sum(counts.values())
    assert f"People Revolt {percent(revolt)}" in alert.text


def test_the_recap_lists_what_happened_since_the_mark_deaths_of_yours_first() -> None:
    game, _ = game_at("persuasion.attempt")
    since = mark(game)
    game.context.record("Player", "death", "1.05.2", "Julius dies: Mortality Chit")
    game.context.record("State", "debit", "1.06.53", "pays 20 T for 1 Active Wars")
    summary = recap(game, PLAYER, since)
    assert [line.topic for line in summary.lines][:2] == ["death", "treasury"]
    assert summary.treasury == (since.treasury, game.state.state_treasury)


def test_1_12_1_the_war_limit_follows_the_wars_to_fall_handicap() -> None:
    game, _ = game_at("persuasion.attempt")
    game.context.options = with_rulings(game.context.options, {"wars_to_fall": "5"})
    for card in (1, 2, 3):
        game.state.wars[card] = WarStatus.ACTIVE
    assert not [a for a in warnings(game, PLAYER) if a.rule == "1.12.1"]
    game.state.wars[4] = WarStatus.ACTIVE
    [alert] = [a for a in warnings(game, PLAYER) if a.rule == "1.12.1"]
    assert alert.level == "danger" and "4 Active Wars of 5: at 5 after a Combat" in alert.text


def test_1_12_1_the_ending_counts_the_wars_the_handicap_sets() -> None:
    game, _ = game_at("persuasion.attempt")
    game.result = GameResult("four_active_wars", None, "1.12.1")
    assert ending(game).how.startswith("four Active Wars at once")
    game.context.options = with_rulings(game.context.options, {"wars_to_fall": "5"})
    assert ending(game).how.startswith("five Active Wars at once")
