"""3.01-3.03 with 4.01: what each scenario's set-up puts where."""

from collections import Counter

import pytest

from bots.agent import play
from bots.seating import default_agents
from engine.context import SETUP_ONLY
from engine.game import Game
from engine.state import ACTIVE_FORCES, Location, Office, WarStatus
from solo.game import new_game


def set_up(scenario: str, players: int = 1, seed: int = 11) -> Game:
    game = new_game(scenario, players, seed, SETUP_ONLY)
    play(game, default_agents(game))
    return game


def family_count(game: Game, seat: int) -> int:
    """Family cards a faction holds, alone or under a Statesman."""
    return sum(1 for s in game.state.faction_senators(seat) if not s.is_statesman or s.family_card)


def test_3_01_3_treasury_unrest_and_mortality_cup() -> None:
    game = set_up("early")
    assert (game.state.state_treasury, game.state.unrest) == (100, 0)
    assert len(game.state.mortality_cup) == 36


def test_3_01_4_b_first_punic_war_starts_inactive() -> None:
    game = set_up("early")
    punic = game.context.catalog.war_by_key["war-punic-1"].card_no
    assert game.state.wars == {punic: WarStatus.INACTIVE}


@pytest.mark.parametrize(("scenario", "per_faction"), [("early", 3), ("middle", 4), ("late", 5)])
def test_family_cards_dealt_plus_the_neutral_extras(scenario: str, per_faction: int) -> None:
    """3.01.4 C / 3.02.2 C / 3.03.2 D, with +2 Conservatives and +1 Populists (4.01.2)."""
    game = set_up(scenario)
    extra = {"Conservatives": 2, "Populists": 1}
    for faction in game.state.factions:
        assert family_count(game, faction.seat) == per_faction + extra.get(faction.role, 0)


@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
def test_3_01_4_d_hands_hold_three_faction_cards(scenario: str) -> None:
    game = set_up(scenario)
    catalog = game.context.catalog
    deals = [e.data["cards"] for e in game.log if e.act == "deal_hand"]
    assert len(deals) == 5
    for cards in deals:
        assert isinstance(cards, list) and len(cards) == 3
        categories = {catalog.entry(n).category for n in cards}
        assert not categories & {"family", "war", "leader", "forum_event", "era_ends"}


@pytest.mark.parametrize(("scenario", "bottom"), [("early", 13), ("middle", 13), ("late", 11)])
def test_era_ends_lies_in_the_bottom_cards(scenario: str, bottom: int) -> None:
    """3.01.4 E, 3.02.2 G, 3.03.2 H: Era Ends is shuffled into the bottom block."""
    game = set_up(scenario)
    assert 65 in game.state.deck[:bottom]
    assert 65 not in game.state.deck[bottom:]


@pytest.mark.parametrize(
    ("scenario", "players", "deck_size"),
    [("early", 1, 37), ("early", 2, 38), ("middle", 1, 54), ("late", 1, 53), ("late", 2, 54)],
)
def test_deck_size_after_setup(scenario: str, players: int, deck_size: int) -> None:
    """Early: 64 - Punic - 18 Families dealt - 15 in hands - 6 + 13 Era Ends block = 37."""
    assert len(set_up(scenario, players).state.deck) == deck_size


@pytest.mark.parametrize(("scenario", "legions"), [("early", 4), ("middle", 6), ("late", 8)])
def test_starting_legions(scenario: str, legions: int) -> None:
    """3.01.5, 3.02.3, 3.03.3; 25 counters of each kind exist."""
    game = set_up(scenario)
    assert game.state.count_units(game.state.legions, ACTIVE_FORCES) == legions
    assert game.state.count_units(game.state.fleets, ACTIVE_FORCES) == 0
    assert len(game.state.legions) == len(game.state.fleets) == 25


def test_3_01_8_no_provinces_in_the_early_republic() -> None:
    assert set_up("early").state.provinces == {}


def test_3_02_4_one_undeveloped_province_per_faction_rest_in_forum() -> None:
    game = set_up("middle")
    provinces = game.state.provinces
    assert len(provinces) == 6 and not any(p.developed for p in provinces.values())
    governed = [p for p in provinces.values() if p.governor]
    assert len(governed) == 5 and all(1 <= p.term <= 3 for p in governed)
    governors = {game.state.senators[p.governor].faction for p in governed if p.governor}
    assert governors == {0, 1, 2, 3, 4}
    for province in governed:
        senator = game.state.senators[str(province.governor)]
        assert senator.location is Location.PROVINCE and senator.province == province.key


def test_3_03_4_developed_and_undeveloped_rounds() -> None:
    game = set_up("late")
    provinces = game.state.provinces
    assert sum(p.developed for p in provinces.values()) == 6
    assert sum(not p.developed for p in provinces.values()) == 5
    per_faction = Counter(
        game.state.senators[p.governor].faction for p in provinces.values() if p.governor
    )
    assert per_faction == {seat: 2 for seat in range(5)}


def test_3_03_2_c_middle_laws_in_force_except_servilian_and_acilian() -> None:
    game = set_up("late")
    catalog = game.context.catalog
    in_force = {catalog.entry(n).key for n in game.state.laws}
    assert in_force == {"law-calpurnian", "law-military-reforms", "law-tradition-erodes"}
    removed = {catalog.entry(n).key for n in game.state.removed}
    assert removed == {"law-servilian", "law-acilian"}


def test_3_03_2_a_marius_and_sulla_join_the_late_deck() -> None:
    game = set_up("late")
    catalog = game.context.catalog
    placed = set(game.state.deck) | {n for f in game.state.factions for n in f.hand}
    placed |= {s.card_no for s in game.state.senators.values()}
    assert {catalog.statesmen["27A"].card_no, catalog.statesmen["1C"].card_no} <= placed


@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
def test_4_01_2_temporary_rome_consul_is_the_plutocrats_most_influential(scenario: str) -> None:
    game = set_up(scenario)
    consuls = [s for s in game.state.senators.values() if Office.ROME_CONSUL in s.offices]
    assert len(consuls) == 1
    consul = consuls[0]
    plutocrats = game.state.role_seat("Plutocrats")
    assert plutocrats is not None
    assert consul.faction == plutocrats and consul.prior_consul
    others = [s for s in game.state.faction_senators(plutocrats) if s is not consul]
    assert all(consul.influence - 5 >= s.influence for s in others if not s.is_statesman)


@pytest.mark.parametrize("players", [1, 2])
def test_4_01_1_every_faction_has_a_leader_among_its_senators(players: int) -> None:
    game = set_up("early", players)
    for faction in game.state.factions:
        assert faction.leader in {s.key for s in game.state.faction_senators(faction.seat)}


def test_players_seats_and_neutral_roles_two_player() -> None:
    game = set_up("middle", players=2)
    roles = sorted(f.role for f in game.state.factions)
    assert roles == ["Conservatives", "Imperials", "Player", "Player", "Plutocrats"]
    assert [f.seat for f in game.state.factions if f.is_player] == [0, 2]
