"""4.01.1 and 1.04.9: what a faction's view shows. Another Player's hand and Faction Treasury
are hidden; the Neutrals' cards and treasuries are public; the draw pile's order is hidden but
its size is not."""

import pytest

from common.conformance import run_setup
from engine.game import Game
from engine.view import HiddenInformation

PLAYER_SEATS = (0, 2)
"""Two-player seats (ruling 4.01.1)."""

NEUTRAL_SEATS = (1, 3, 4)


@pytest.fixture(scope="module")
def two_player() -> Game:
    """A two-player Middle Republic set-up, played to the end of 4.01."""
    return run_setup("middle", 2, 13)


@pytest.mark.parametrize(("seat", "other"), [(0, 2), (2, 0)])
def test_other_players_hand_is_hidden(two_player: Game, seat: int, other: int) -> None:
    view = two_player.view(seat)

    with pytest.raises(HiddenInformation, match="hand"):
        _ = view.factions[other].hand


@pytest.mark.parametrize(("seat", "other"), [(0, 2), (2, 0)])
def test_other_players_treasury_is_hidden(two_player: Game, seat: int, other: int) -> None:
    view = two_player.view(seat)

    with pytest.raises(HiddenInformation, match="Treasury"):
        _ = view.factions[other].treasury


@pytest.mark.parametrize("seat", PLAYER_SEATS)
def test_neutral_hands_and_treasuries_are_public(two_player: Game, seat: int) -> None:
    view = two_player.view(seat)

    seen = {n: (view.factions[n].hand, view.factions[n].treasury) for n in NEUTRAL_SEATS}

    factions = two_player.state.factions
    assert seen == {n: (tuple(factions[n].hand), factions[n].treasury) for n in NEUTRAL_SEATS}


@pytest.mark.parametrize("seat", PLAYER_SEATS)
def test_own_hand_and_treasury_are_visible(two_player: Game, seat: int) -> None:
    view = two_player.view(seat)

    mine = (view.me.hand, view.me.treasury)

    faction = two_player.state.factions[seat]
    assert mine == (tuple(faction.hand), faction.treasury)


def test_other_players_hand_size_and_leader_are_public(two_player: Game) -> None:
    view = two_player.view(0)

    seen = (view.factions[2].hand_size, view.factions[2].leader)

    other = two_player.state.factions[2]
    assert seen == (len(other.hand), other.leader)


def test_deck_order_is_not_readable_from_a_view(two_player: Game) -> None:
    view = two_player.view(0)

    with pytest.raises(AttributeError):
        _ = view.deck  # type: ignore[attr-defined]


def test_deck_size_is_readable_from_a_view(two_player: Game) -> None:
    view = two_player.view(0)

    size = view.deck_size

    assert size == len(two_player.state.deck) > 0


def test_neutral_sees_every_faction_but_not_the_players(two_player: Game) -> None:
    view = two_player.view(1)

    hidden = []
    for faction in view.factions:
        try:
            _ = faction.hand, faction.treasury
        except HiddenInformation:
            hidden.append(faction.seat)

    assert hidden == list(PLAYER_SEATS)


def test_solitaire_player_sees_every_neutral() -> None:
    game = run_setup("early", 1, 13)
    view = game.view(0)

    hands = [faction.hand for faction in view.factions]

    assert hands == [tuple(f.hand) for f in game.state.factions]


def test_public_fields_read_through_the_view(two_player: Game) -> None:
    view = two_player.view(2)

    seen = (view.state_treasury, view.unrest, view.laws, dict(view.wars), view.scenario)

    state = two_player.state
    assert seen == (
        state.state_treasury,
        state.unrest,
        tuple(state.laws),
        state.wars,
        state.scenario,
    )


def test_public_collections_come_read_only(two_player: Game) -> None:
    view = two_player.view(0)

    with pytest.raises(TypeError):
        view.senators["x"] = None  # type: ignore[index]
    with pytest.raises(TypeError):
        view.wars[1] = None  # type: ignore[index]
    assert isinstance(view.laws, tuple)


def test_the_banks_running_account_is_not_readable_from_a_view(two_player: Game) -> None:
    """With every public purse, ``bank_flow`` would give away the other Player's Faction
    Treasury (1.04.9): a view does not hand it out."""
    view = two_player.view(0)

    with pytest.raises(AttributeError):
        _ = view.bank_flow  # type: ignore[attr-defined]
