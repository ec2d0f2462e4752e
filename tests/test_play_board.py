"""The play screen's panels (play/board.py) read one seat's view: another Player's hand and
Faction Treasury never show (1.04.9), the Neutrals' do (4.01.1); Wars show their current
strength (engine/combat.py war_strength) and Leaders."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console, RenderableType

from engine.combat import war_strength
from play.board import factions_panel, forum_panel, republic_panel
from presentation.wars import war_numbers_of
from tests.play_support import new_session, play_on


def plain(renderable: RenderableType) -> str:
    """A renderable as plain text, wide enough not to wrap."""
    console = Console(width=300, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def test_the_other_players_hand_and_treasury_stay_hidden(tmp_path: Path) -> None:
    session = new_session(tmp_path, players=2, seed=4)
    play_on(session, 20)
    seat = session.seat
    other = 2 if seat == 0 else 0
    state, catalog = session.game.state, session.game.context.catalog
    text = plain(factions_panel(session.view(), session.seat_name))
    hidden = state.factions[other]
    assert f"{session.seat_name(other)}  Treasury hidden" in text
    assert f"{len(hidden.hand)} card" in text
    for card in state.factions[seat].hand:
        assert catalog.card_name(card) in text
    for faction in state.factions:
        if not faction.is_player:
            assert f"Treasury {faction.treasury} T" in text
            for card in faction.hand:
                assert catalog.card_name(card) in text
    seen = [f for f in state.factions if f.seat != other]
    shown_elsewhere = {catalog.card_name(c) for f in seen for c in f.hand}
    for card in hidden.hand:
        if catalog.card_name(card) not in shown_elsewhere:
            assert catalog.card_name(card) not in text


def test_wars_show_their_strength_and_rome_its_forces(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    play_on(session, 150)
    view = session.view()
    assert view.wars
    strengths = {n: war_numbers_of(session.game.state, view.catalog, n) for n in view.wars}
    forum = plain(forum_panel(view, strengths))
    for card_no, numbers in strengths.items():
        land = war_strength(session.game.state, view.catalog, card_no).land
        assert f"{view.catalog.card_name(card_no)}  Land {land}, " in forum
        assert f"Fleet Support {numbers.support}, Disaster " in forum
    rome = plain(republic_panel(view))
    assert f"State Treasury {view.state_treasury} T" in rome
    assert f"Unrest {view.unrest}" in rome
    assert "Legions: " in rome and "Fleets: " in rome
