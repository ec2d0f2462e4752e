"""Every military decision shows Rome's Strength, the War's, each result's chance and the
Commander's risk of death or capture (1.10.11, 1.10.12, 1.10.2, 1.10.7, 1.10.71); every War
shows its Land, Fleet, Fleet Support, Disaster, Standoff and series (1.07.33)."""

from __future__ import annotations

from engine.battle_odds import Force, battle_odds, chit_chance, death_chance
from engine.combat import NO_NUMBERS, CombatNumbers, combat_numbers, war_strength
from engine.forum_cards import war_card
from engine.state import Office
from presentation.battle import battle_figures, sides_with
from presentation.calculator import Asked, calculation
from presentation.odds import odds_text
from presentation.options import decision_view
from presentation.wars import war_numbers_of
from tests.military_support import IMPERIALS, official, players_deploy, senate_table, war
from tests.presentation_support import PLAYER, game_at


def test_1_10_7_a_chit_names_him_as_often_as_the_cup_says() -> None:
    assert chit_chance(30, 0, 3, 2) == 3 / 30
    # two named chits and one Draw 2, one draw: Draw 2 first (1/3) means two draws, both out
    assert abs(chit_chance(2, 1, 1, 2) - 2 / 3) < 1e-12
    assert chit_chance(5, 4, 5, 2) == 1.0
    assert chit_chance(5, 4, 0, 2) == 0.0


def test_1_10_2_a_defeat_kills_him_and_a_clean_victory_spares_him() -> None:
    game, _ = game_at("persuasion.attempt")
    catalog, cup = game.context.catalog, game.state.mortality_cup
    assert death_chance(catalog, cup, -40, NO_NUMBERS, Force(10, 0)) == 1.0
    assert death_chance(catalog, cup, 40, NO_NUMBERS, Force(10, 0)) == 0.0
    # a natural 3 is a Disaster: half of 10 Legions lost, five chits drawn
    numbers = CombatNumbers(frozenset({3}), frozenset())
    named = sum(1 for c in cup if c != "draw_two")  # blanks are drawn too
    draw_twos = sum(1 for c in cup if c == "draw_two")
    risk = death_chance(catalog, cup, 40, numbers, Force(10, 0))
    assert abs(risk - chit_chance(named, draw_twos, 5, 2) / 216) < 1e-12


def test_1_09_643_accept_a_small_command_shows_both_sides_and_the_odds() -> None:
    game, decision = game_at("military.minimum_force_consent", turns=12)
    outline = decision.context["force"]
    assert isinstance(outline, dict)
    shown = {f.name: f for f in decision_view(game, PLAYER, decision).figures}
    war = war_strength(game.state, game.context.catalog, outline["war"])
    name = game.context.catalog.card_name(outline["war"])
    assert shown[f"{name} land"].value == war.land
    first = "at sea" if outline["enemy_sea"] else "on land"
    rome = outline["sea"] if outline["enemy_sea"] else outline["land"]
    enemy = outline["enemy_sea"] or outline["enemy_land"]
    assert shown[first].value == rome
    assert shown[first].text.startswith(f"Rome {rome} v {enemy}:")
    assert "%" in shown[f"Commander killed or captured {first}"].text
    assert "Disaster" in shown[f"{name} card"].text


def test_4_05_31_commanders_to_wars_shows_each_orders_battles() -> None:
    game, decision = game_at("military.assign_commanders", turns=12)
    view = decision_view(game, PLAYER, decision)
    assert view.options
    for option in view.options:
        names = [f.name for f in option.figures]
        assert any(n.endswith("on land") or n.endswith("at sea") for n in names)
        assert any("killed or captured" in n for n in names)
        assert "Victory" in option.summary


def test_1_10_11_the_calculator_follows_the_combat_results_table() -> None:
    game, _ = game_at("military.assign_commanders", turns=12)
    catalog = game.context.catalog
    war = next(
        w
        for w in sorted(game.state.wars)
        if (s := war_strength(game.state, catalog, w)).naval == 0 and s.support == 0
    )
    key = next(k for k, s in game.state.senators.items() if s.faction is not None)
    sides = sides_with(game, key, war, legions=8, veterans=2, fleets=0)
    assert sides["land"] == 10 + min(game.state.senators[key].military, 10)
    enemy = war_strength(game.state, catalog, war)
    numbers = combat_numbers(game.context, game.state.senators[key], war)
    land = sides["land"]
    odds = battle_odds(catalog, land, enemy.land, numbers)
    figures = {f.name: f for f in calculation(game, Asked(war, key, 8, 2, 0)).figures}
    assert figures["on land"].text == f"Rome {land} v {enemy.land}: {odds_text(odds)}"
    assert figures == {f.name: f for f in battle_figures(game, sides)}


def test_1_07_33_a_war_card_shows_its_printed_numbers() -> None:
    game, _ = game_at("military.assign_commanders", turns=12)
    for card_no in game.state.wars:
        card = war_card(game.context.catalog, card_no)
        numbers = war_numbers_of(game.state, game.context.catalog, card_no)
        assert numbers.support == card.fleet_support
        assert set(card.disaster_numbers) <= set(numbers.disaster)
        assert set(card.standoff_numbers) <= set(numbers.standoff)
        assert f"Fleet Support {card.fleet_support}" in numbers.text()


def test_1_09_64_the_players_own_forces_show_the_odds_at_each_end() -> None:
    ctx = senate_table(legions=6, fleets=2, treasury=100)
    syrian = war(ctx, "war-syrian")
    official(ctx, PLAYER, "field", Office.FIELD_CONSUL, military=3)
    official(ctx, IMPERIALS, "rome", Office.ROME_CONSUL)
    ctx.state.coalition = [PLAYER]
    game = players_deploy(ctx)
    game.apply(f"field_consul@{syrian}")
    decision = game.pending
    assert decision is not None and decision.kind == "military.player_force"
    shown = decision_view(game, PLAYER, decision).amount
    assert shown is not None
    land = {f.name: f for f in shown.at_high}["on land"]
    enemy = war_strength(game.state, game.context.catalog, syrian)
    assert land.value == 6 + 3 and f"v {enemy.land}:" in land.text
    assert "Commander killed or captured on land" in {f.name for f in shown.at_high}
