"""The base-faction bot's Forces plan and Treasury (issue 34 item 4; 1.09.63-1.09.642, 1.10.11,
1.06.53, 1.12.1): every Commander the Senate may send goes, the Presiding Magistrate last; a
Force beats its War by the widest margin the Treasury affords, narrower only as Wars press;
what is raised keeps the next Revenue Phase paid."""

from __future__ import annotations

from bots.base_business import wanted
from bots.base_forces import MARGIN, commanders, need, plan, units_needed
from bots.base_treasury import affordable_units, next_debits, reserve
from engine.decisions import context_of
from engine.game import Game
from engine.senate.decisions import SENATE_BUSINESS, ForcesContext
from engine.state import Location, Office, WarStatus
from tests.base_game_support import base_game_at


def test_units_needed_count_the_commanders_military_up_to_the_units() -> None:
    assert units_needed(10, 3, 8) == 15  # 15 + 3 = 18 = 10 + 8
    assert units_needed(10, 12, 8) == 9  # his Military adds no more than the units (1.10.11)
    assert units_needed(0, 3, 8) == 0
    assert need(("active", 10, 10, 5, 0), 4, 2) == (8, 8)  # Fleets for the Naval Battle first


def senate_business(seed: int = 3) -> tuple[Game, ForcesContext]:
    game = base_game_at(SENATE_BUSINESS, factions=5, seed=seed)
    decision = game.pending
    assert decision is not None
    return game, context_of(decision, SENATE_BUSINESS)


def test_the_presiding_magistrate_is_sent_last() -> None:
    game, _ = senate_business()
    state = game.state
    rome = [s for s in state.senators.values() if s.location is Location.ROME]
    offices = (Office.DICTATOR, Office.ROME_CONSUL, Office.FIELD_CONSUL)
    for index, senator in enumerate(rome):
        senator.offices = [offices[index]] if index < len(offices) else []
    order = [c.office for c in commanders(game.view(0))]
    assert order == [Office.FIELD_CONSUL, Office.ROME_CONSUL, Office.DICTATOR]
    assert [c.presides for c in commanders(game.view(0))] == [False, False, True]


def test_a_rich_treasury_buys_the_full_margin_and_a_poor_one_no_attack() -> None:
    game, _ = senate_business()
    view = game.view(0)
    wars = {"war-x": ("active", 10, 0, 0, 0)}
    fighting = commanders(view)
    assert fighting
    rich = plan(view, wars, 0, 0, budget=100)
    first = fighting[0]
    assert rich.attacks[0].legions == need(wars["war-x"], first.military, MARGIN)[0]
    assert rich.legions == rich.attacks[0].legions
    assert plan(view, wars, 0, 0, budget=0).attacks == ()


def test_while_four_wars_stand_a_narrower_margin_is_accepted() -> None:
    game, _ = senate_business()
    state = game.state
    for card in (1, 2, 3, 4):
        state.wars[card] = WarStatus.ACTIVE
    view = game.view(0)
    wars = {"war-x": ("active", 10, 0, 0, 0)}
    commander = commanders(view)[0]
    full = need(wars["war-x"], commander.military, MARGIN)[0]
    doomed = plan(view, wars, 0, 0, budget=full - 3)
    assert doomed.attacks and doomed.attacks[0].legions == full - 3
    assert reserve(view) == 0


def test_the_reserve_keeps_the_next_revenue_phase_paid() -> None:
    game, _ = senate_business()
    state = game.state
    view = game.view(0)
    state.state_treasury = 100
    short = max(0, next_debits(view) - 100)
    assert reserve(view) >= short
    spent = affordable_units(view) * 12
    assert state.state_treasury - spent >= reserve(view)


def test_the_business_raises_what_the_plan_lacks_then_sends_it() -> None:
    game, context = senate_business()
    decision = game.pending
    assert decision is not None
    key, why = wanted(game.view(decision.actor), decision, context)
    assert key in {o.key for o in decision.options}
    assert why
