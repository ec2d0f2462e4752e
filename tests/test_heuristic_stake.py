"""The heuristic Player weighs the Republic's survival against its own Influence (issue 21,
item 1; bots/stake.py): it gives the State a share of its spare talents each Revenue Phase,
gathered into one contribution sized for the Neutrals' match (1.06.3, 1.06.52, 4.03.4), keeps
the talents of a Counter-Bribe it cannot win (1.07.413) and buys no Knights while the stake is
high (1.07.5). ``heuristic-v1`` keeps the first Policy."""

from __future__ import annotations

import pytest

from bots.agent import play
from bots.heuristic import HeuristicPlayer, HeuristicPlayerV1
from bots.heuristic_registry import Policy
from bots.seating import player_bot
from bots.stake import matched_gift, matchers, stake
from engine.context import Context, Procedure
from engine.game import Game
from engine.persuasion import Attempt, attempt_persuasion
from engine.phases.redistribution import player_transfers
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import player_contributions
from engine.state import WarStatus
from engine.view import GameView
from tests.builders import add_senator, bare_context, neutral_table


def run(ctx: Context, procedure: Procedure, policy: Policy | None = None) -> None:
    play(Game(ctx, lambda c: procedure, 0), {0: HeuristicPlayer(1, policy)})


def test_policy_settings_from_a_bot_spec():
    policy = Policy.of({"state_weight": "0.3", "pool_for_state": "false", "bribe_cap": "2"})
    assert (policy.state_weight, policy.pool_for_state, policy.bribe_cap) == (0.3, False, 2)
    with pytest.raises(ValueError, match="unknown Policy field 'greed'"):
        Policy.of({"greed": "1"})
    with pytest.raises(ValueError, match="pool_for_state takes a bool, got 'maybe'"):
        Policy.of({"pool_for_state": "maybe"})


def test_heuristic_v1_and_settings_are_player_bots():
    assert player_bot("heuristic-v1") is HeuristicPlayerV1
    assert HeuristicPlayerV1(0)._policy == Policy.v1()
    configured = player_bot("heuristic:state_weight=0.2,knights_stake_cap=inf")(0)
    assert isinstance(configured, HeuristicPlayer)
    assert configured._policy.state_weight == 0.2


def test_the_stake_grows_with_active_wars_up_to_all():
    ctx = bare_context()
    ctx.state.wars = {1: WarStatus.ACTIVE, 2: WarStatus.UNPROSECUTED, 3: WarStatus.INACTIVE}
    view = GameView(ctx, 0)
    assert stake(view, 0.5, 0.1) == pytest.approx(0.7)
    assert stake(view, 0.9, 0.2) == 1.0


def matching_view(*purses: int) -> GameView:
    """A view of a table whose Imperials and Conservatives (who match, 4.03.4) have richest
    Senators holding ``purses``, and whose Plutocrats (who do not) have one with 100 T."""
    ctx = neutral_table()
    roles = ("Imperials", "Conservatives", "Plutocrats")
    for role, talents in zip(roles, (*purses, 100), strict=True):
        seat = next(f.seat for f in ctx.state.factions if f.role == role)
        add_senator(ctx, seat, f"s{seat}").talents = talents
    return GameView(ctx, 0)


@pytest.mark.parametrize(
    ("purses", "budget", "gift"),
    [((21, 4), 25, 21), ((30, 30), 25, 25), ((3, 2), 20, 20), ((12, 12), 30, 12)],
)
def test_4_03_4_the_gift_is_sized_for_the_neutrals_match(purses, budget, gift):
    assert matched_gift(matchers(matching_view(*purses)), budget) == gift


def test_1_06_52_gives_the_republic_its_stake_even_when_calm():
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 13
    ctx.state.state_treasury = 100

    run(ctx, player_contributions(ctx, 0, Ledger()))

    assert (senator.talents, ctx.state.state_treasury) == (8, 105)


def test_1_06_3_spare_talents_are_gathered_into_the_richest_senator():
    ctx = neutral_table()
    rich, poor = add_senator(ctx, 0, "A"), add_senator(ctx, 0, "B")
    rich.talents, poor.talents = 20, 10
    ctx.state.factions[0].treasury = 10

    run(ctx, player_transfers(ctx, 0))

    assert (rich.talents, poor.talents, ctx.state.factions[0].treasury) == (27, 3, 10)
    run(ctx, player_transfers(ctx, 0), Policy.v1())
    assert (rich.talents, poor.talents) == (27, 3)


def attack(persuader_talents: int) -> tuple[Context, int]:
    ctx = bare_context(players=2)
    persuader = add_senator(ctx, 2, "P", influence=10)
    persuader.oratory = 10
    persuader.talents = persuader_talents
    add_senator(ctx, 0, "T").loyalty = 3
    ctx.state.factions[0].treasury = 10
    ctx.dice.script([6, 6])
    game = Game(ctx, lambda c: attempt_persuasion(c, 2, Attempt("P", "T")), 0)
    play(game, {0: HeuristicPlayer(1), 2: HeuristicPlayerV1(2)})
    return ctx, ctx.state.factions[0].treasury


def test_1_07_413_no_counter_bribe_the_persuader_can_bribe_back():
    assert attack(0)[1] < 10
    assert attack(40)[1] == 10
