"""1.04.9 and 4.01.1: a faction's view shows what it may see and nothing it can change. Every
object reached through ``Game.view`` (Senators, units, Provinces, factions, their lists and
dicts) refuses writes, so an agent changes the game only through ``Game.apply``; the view
still reads the live game, and hidden information stays hidden."""

import contextlib
import copy
from collections.abc import Iterator, Mapping
from dataclasses import fields, is_dataclass
from typing import cast

import pytest

from bots.agent import play
from bots.heuristic import HeuristicPlayer
from bots.random_agent import RandomAgent
from bots.seating import seat_agents
from engine.game import Game
from engine.report import state_digest
from engine.state import Office, Senator
from engine.view import PUBLIC_FIELDS, FactionView, GameView, HiddenInformation
from engine.window_classes import ReadOnlyView
from engine.windows import WINDOWS
from solo.game import new_game

PLAYER, OTHER_PLAYER = 0, 2
"""The two Player seats of a two-player game (ruling 4.01.1)."""

WINDOW_FIELDS: dict[type, list[str]] = {
    window: [f.name for f in fields(live)] for live, window in WINDOWS.items()
}
"""Each read-only window class a view hands out and the fields it reads."""


@pytest.fixture(scope="module")
def midgame() -> Game:
    """A two-player Middle Republic game a few turns in: offices held, Legions raised,
    Provinces in play, cards in every hand."""
    game = new_game("middle", 2, 5)
    play(game, seat_agents(game, HeuristicPlayer), max_decisions=400)
    assert not game.over
    return game


def a_senator_key(game: Game) -> str:
    """A Senator holding an office, so his lists are not empty."""
    return next(k for k, s in game.state.senators.items() if s.offices)


def test_setting_a_senator_attribute_through_a_view_raises_and_changes_nothing(
    midgame: Game,
) -> None:
    key = a_senator_key(midgame)
    before = state_digest(midgame.state)

    with pytest.raises(ReadOnlyView, match=r"Game\.apply"):
        midgame.view(PLAYER).senators[key].influence = 99  # type: ignore[misc]

    assert state_digest(midgame.state) == before
    assert midgame.state.senators[key].influence != 99


def test_a_senators_lists_come_out_as_tuples(midgame: Game) -> None:
    key = a_senator_key(midgame)
    offices = list(midgame.state.senators[key].offices)
    senator = midgame.view(PLAYER).senators[key]

    with pytest.raises(AttributeError):
        senator.offices.append(Office.CENSOR)  # type: ignore[attr-defined]

    assert isinstance(senator.offices, tuple)
    assert midgame.state.senators[key].offices == offices


def test_senators_of_a_faction_refuse_writes(midgame: Game) -> None:
    senator = midgame.view(PLAYER).senators_of(OTHER_PLAYER)[0]

    with pytest.raises(ReadOnlyView):
        senator.faction = PLAYER  # type: ignore[misc]

    assert midgame.state.senators[senator.key].faction == OTHER_PLAYER


def test_own_hand_and_treasury_cannot_be_changed_through_the_view(midgame: Game) -> None:
    me = midgame.view(PLAYER).me
    hand = list(midgame.state.factions[PLAYER].hand)

    with pytest.raises(AttributeError):
        me.treasury = 500  # type: ignore[misc]
    with pytest.raises(AttributeError):
        me.visible = False  # type: ignore[misc]
    with pytest.raises(AttributeError):
        me.hand.append(1)  # type: ignore[attr-defined]

    assert midgame.state.factions[PLAYER].hand == hand


def test_units_and_provinces_refuse_writes(midgame: Game) -> None:
    view = midgame.view(PLAYER)
    legion = view.legions[0]
    province = next(iter(view.provinces.values()))
    before = state_digest(midgame.state)

    with pytest.raises(ReadOnlyView):
        legion.location = "bank"  # type: ignore[misc]
    with pytest.raises(ReadOnlyView):
        province.governor = a_senator_key(midgame)  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.provinces[province.key] = province  # type: ignore[index]

    assert state_digest(midgame.state) == before


def test_the_viewing_seat_cannot_be_changed(midgame: Game) -> None:
    view = midgame.view(PLAYER)

    with pytest.raises(ReadOnlyView):
        view.seat = OTHER_PLAYER

    with pytest.raises(HiddenInformation):
        _ = view.factions[OTHER_PLAYER].hand


def test_another_players_faction_prints_without_its_hand_or_treasury(midgame: Game) -> None:
    other = midgame.view(PLAYER).factions[OTHER_PLAYER]

    shown = repr(other)

    assert "hand=" not in shown
    assert "treasury" not in shown


def reachable(value: object, path: str) -> Iterator[tuple[str, object]]:
    """Every object a view hands out through public names, with the path that reaches it."""
    yield path, value
    if isinstance(value, GameView):
        for name in sorted(PUBLIC_FIELDS | {"senators", "factions", "me", "deck_size"}):
            yield from reachable(getattr(value, name), f"{path}.{name}")
    elif isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from reachable(item, f"{path}[{i}]")
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from reachable(item, f"{path}[{key!r}]")
    elif isinstance(value, FactionView):
        for name in ("seat", "role", "leader", "hand_size", "hand", "treasury"):
            with contextlib.suppress(HiddenInformation):
                yield from reachable(getattr(value, name), f"{path}.{name}")
    elif type(value) in WINDOW_FIELDS:
        for name in WINDOW_FIELDS[type(value)]:
            yield from reachable(getattr(value, name), f"{path}.{name}")
    elif is_dataclass(value):
        for field in fields(value):
            yield from reachable(getattr(value, field.name), f"{path}.{field.name}")


@pytest.mark.parametrize("seat", [PLAYER, 1])
def test_nothing_reachable_from_a_view_can_be_changed(midgame: Game, seat: int) -> None:
    before = state_digest(midgame.state)
    writable = []

    for path, value in reachable(midgame.view(seat), "view"):
        if isinstance(value, list | dict | set | bytearray):
            writable.append(path)
        elif isinstance(value, FactionView) or is_dataclass(value) or type(value) in WINDOW_FIELDS:
            names = (
                [f.name for f in fields(value)]
                if is_dataclass(value)
                else WINDOW_FIELDS.get(type(value), ["visible"])
            )
            for name in names:
                with contextlib.suppress(AttributeError):
                    setattr(value, name, None)
                    writable.append(f"{path}.{name}")

    assert writable == []
    assert state_digest(midgame.state) == before


def test_a_copy_of_a_senator_from_a_view_is_detached_and_writable(midgame: Game) -> None:
    key = a_senator_key(midgame)
    live = midgame.state.senators[key]
    influence, offices = live.influence, list(live.offices)
    seen = midgame.view(PLAYER).senators[key]

    copies = [seen.clone(), cast(Senator, copy.copy(seen)), cast(Senator, copy.deepcopy(seen))]
    for twin in copies:
        twin.influence += 10
        twin.offices.append(Office.CENSOR)

    assert (live.influence, live.offices) == (influence, offices)
    assert all(twin.influence == influence + 10 for twin in copies)


def test_a_view_reads_the_live_game() -> None:
    game = new_game("early", 1, 3)
    key = next(iter(game.state.senators))
    seen = game.view(PLAYER).senators[key]

    game.state.senators[key].popularity += 1  # as a rule would, between two decisions

    assert seen.popularity == game.state.senators[key].popularity


@pytest.mark.parametrize(
    ("scenario", "players", "factory"),
    [("early", 1, HeuristicPlayer), ("middle", 2, HeuristicPlayer), ("late", 2, RandomAgent)],
)
def test_bots_play_whole_games_through_read_only_views(
    scenario: str, players: int, factory: type[HeuristicPlayer] | type[RandomAgent]
) -> None:
    game = new_game(scenario, players, 11)

    play(game, seat_agents(game, factory), max_decisions=20_000)

    assert game.over
