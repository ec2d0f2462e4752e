"""presentation/options.py: each option's numbers are the engine's own (1.07.41-1.07.413,
1.06.52, 1.10.11), and every view is JSON-ready."""

from __future__ import annotations

import json

from engine.battle_odds import battle_odds
from engine.combat import NO_NUMBERS, CombatNumbers, war_strength
from engine.decision import AmountOptions
from engine.persuasion import Attempt, base_number
from presentation.model import as_json
from presentation.odds import percent, persuasion_chance
from presentation.options import decision_view
from tests.presentation_support import PLAYER, game_at


def test_1_07_41_each_attempt_shows_the_engines_base_number_and_chance() -> None:
    game, decision = game_at("persuasion.attempt")
    view = game.view(PLAYER)
    shown = {o.key: o for o in decision_view(game, PLAYER, decision).options}
    checked = 0
    for option in decision.options:
        if not isinstance(option.value, Attempt):
            continue
        persuader = view.senators[option.value.persuader]
        target = view.senators[option.value.target]
        base = base_number(view.catalog, view.senators, persuader, target)
        figures = {f.name: f for f in shown[option.key].figures}
        assert figures["Base Number"].value == base
        assert figures["chance"].text == percent(persuasion_chance(view, base))
        assert f"Base Number {base}" in shown[option.key].summary
        checked += 1
    assert checked > 5


def test_1_07_41_chance_follows_2d6_and_the_natural_fail() -> None:
    game, _ = game_at("persuasion.attempt")
    view = game.view(PLAYER)
    assert persuasion_chance(view, 1) == 0
    assert persuasion_chance(view, 2) == 1 / 36
    assert persuasion_chance(view, 7) == 21 / 36
    assert persuasion_chance(view, 30) == 30 / 36  # natural 10, 11, 12 always fail


def test_1_07_413_counter_bribe_shows_before_and_after() -> None:
    game, decision = game_at("persuasion.counter_bribe")
    shown = decision_view(game, PLAYER, decision)
    base = decision.context["base"]
    assert isinstance(base, int) and isinstance(decision.options, AmountOptions)
    assert shown.amount is not None
    assert shown.amount.at_low[0].value == base
    assert shown.amount.at_high[0].value == base - decision.options.high
    assert "Base Number now" in {f.name for f in shown.figures}


def test_1_06_52_contribution_shows_the_influence_steps() -> None:
    game, decision = game_at("revenue.contribute_amount", seed=2)
    shown = decision_view(game, PLAYER, decision)
    table = game.context.catalog.tables.contributions
    assert shown.amount is not None and isinstance(decision.options, AmountOptions)
    gained = table.influence(decision.options.high)
    assert shown.amount.at_high[0].value == gained
    assert "1.06.52" in {f.rule for f in shown.figures}


def test_1_10_11_battle_odds_follow_the_combat_results_table() -> None:
    game, _ = game_at("persuasion.attempt")
    catalog = game.context.catalog
    even = battle_odds(catalog, 10, 10, NO_NUMBERS)
    assert abs(sum(even.chances.values()) - 1) < 1e-9
    table = catalog.tables.combat
    assert even.chances.get("victory", 0) > 0
    sure = battle_odds(catalog, 40, 0, NO_NUMBERS)
    assert sure.chances == {table.result(40 + 3).result: 1.0}
    numbers = CombatNumbers(frozenset({13}), frozenset({11, 14}))
    marked = battle_odds(catalog, 40, 0, numbers)
    assert marked.chances["disaster"] == 21 / 216
    assert marked.chances["standoff"] == (27 + 15) / 216


def test_every_view_is_json() -> None:
    for kind in ("persuasion.attempt", "persuasion.counter_bribe", "revenue.contribute"):
        game, decision = game_at(kind)
        data = as_json(decision_view(game, PLAYER, decision))
        assert json.loads(json.dumps(data))["kind"] == kind


def test_4_05_3_sharing_legions_shows_the_war_and_starts_from_the_plans_share() -> None:
    game, decision = game_at("military.distribute_all_strength", seed=10, turns=8)
    shown = decision_view(game, PLAYER, decision)
    war = decision.context["war"]
    assert isinstance(war, int)
    land = war_strength(game.state, game.context.catalog, war).land
    names = {f.name: f for f in shown.figures}
    assert names[f"{game.context.catalog.card_name(war)} land"].value == land
    assert shown.amount is not None and shown.amount.default == decision.context["planned"]
    assert shown.amount.at_high[0].text.endswith(f"v {land}")
