"""A view's cheap reads (issue 33): a faction's public fields and the catalog read through
``attrgetter`` properties, a Senator's stand-in found without a ``get`` call and the Faction
Treasuries a Neutral counts asked of the viewer first give what the plain reads give, live,
and keep hidden what 1.04.9 hides."""

from __future__ import annotations

import pytest

from common.conformance import run_setup
from engine.game import Game
from engine.view import HiddenInformation
from engine.window_classes import ReadOnlyView


@pytest.fixture()
def two_player() -> Game:
    """A two-player Middle Republic set-up (Players in seats 0 and 2, ruling 4.01.1)."""
    return run_setup("middle", 2, 13)


def test_faction_fields_read_the_live_faction(two_player: Game) -> None:
    view = two_player.view(0)
    for live, seen in zip(two_player.state.factions, view.factions, strict=True):
        assert (seen.seat, seen.role, seen.is_player, seen.leader) == (
            live.seat,
            live.role,
            live.is_player,
            live.leader,
        )
    live = two_player.state.factions[3]
    live.leader = None
    assert view.factions[3].leader is None  # read live, not kept
    with pytest.raises(ReadOnlyView):
        view.factions[3].leader = "x"  # type: ignore[misc]
    assert view.catalog is two_player.context.catalog


def test_treasuries_a_neutral_counts_and_those_a_player_may_not_see(two_player: Game) -> None:
    factions = two_player.state.factions
    for viewer in range(len(factions)):
        view = two_player.view(viewer)
        for faction in factions:
            seat = faction.seat
            plain = seat == viewer or not faction.is_player or not factions[viewer].is_player
            if plain:
                assert view.counter_bribe_funds(seat) == faction.treasury
            else:
                with pytest.raises(HiddenInformation, match="Treasury"):
                    view.counter_bribe_funds(seat)


def test_a_senators_stand_in_is_kept_until_his_card_is_replaced(two_player: Game) -> None:
    view = two_player.view(0)
    key = next(iter(two_player.state.senators))
    first = view.senators[key]
    assert view.senators[key] is first
    replaced = two_player.state.senators[key].clone()
    replaced.talents += 3
    two_player.state.senators[key] = replaced
    assert view.senators[key] is not first
    assert view.senators[key].talents == replaced.talents
    with pytest.raises(KeyError):
        _ = view.senators["no such senator"]
