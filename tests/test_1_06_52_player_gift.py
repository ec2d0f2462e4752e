"""The Player's gift levers (issue 21, item 1; bots/stake.py), off by default, measured and kept
as Policy settings: its Senators may give every spare talent (``state_keep`` 0, 1.06.52), only
``leading_weight`` of them while the faction holds at least ``contender_share`` of the leading
faction's Influence (1.12.2), and from ``crisis_wars`` Active Wars on the Faction Treasury's
Counter-Bribe reserve too, gathered into the giver first (1.06.3, 1.12.1)."""

from __future__ import annotations

from bots.agent import play
from bots.heuristic import HeuristicPlayer
from bots.heuristic_registry import Policy
from engine.context import Context, Procedure
from engine.game import Game
from engine.phases.redistribution import player_transfers
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import player_contributions
from engine.state import WarStatus
from tests.builders import add_senator, neutral_table

GIVER = Policy(
    state_weight=1.0, leading_weight=0.3, contender_share=0.8, crisis_wars=3, state_keep=0
)
"""The money levers on: all spare talents, 0.3 of them while vying for the win, the reserve at
three Wars (README, the baseline Player)."""


def run(ctx: Context, procedure: Procedure, policy: Policy = GIVER) -> None:
    play(Game(ctx, lambda c: procedure, 0), {0: HeuristicPlayer(1, policy)})


def table(player_influence: int) -> tuple[Context, int]:
    """The Player's Senator with 13 T and ``player_influence`` against a Neutral Senator of
    Influence 5 with no talents (so nobody matches, 4.03.4); the State holds 100 T."""
    ctx = neutral_table()
    giver = add_senator(ctx, 0, "A", influence=player_influence)
    giver.talents = 13
    add_senator(ctx, 1, "N", influence=5)
    ctx.state.state_treasury = 100
    run(ctx, player_contributions(ctx, 0, Ledger()))
    return ctx, giver.talents


def test_1_06_52_behind_in_influence_the_player_gives_every_talent():
    ctx, left = table(player_influence=1)
    assert (left, ctx.state.state_treasury) == (0, 113)


def test_1_06_52_leading_in_influence_the_player_gives_the_leading_share():
    ctx, left = table(player_influence=9)
    assert (left, ctx.state.state_treasury) == (10, 103)  # 0.3 x 13 = 3


def test_1_06_52_close_behind_the_leader_the_player_still_vies_for_the_win():
    assert table(player_influence=4)[1] == 10  # 4 >= 0.8 x 5
    assert table(player_influence=3)[1] == 0


def test_1_06_52_by_default_a_senator_keeps_three_talents_and_gives_half_the_rest():
    ctx = neutral_table()
    giver = add_senator(ctx, 0, "A")
    giver.talents = 13
    ctx.state.state_treasury = 100
    run(ctx, player_contributions(ctx, 0, Ledger()), Policy())
    assert (giver.talents, ctx.state.state_treasury) == (8, 105)


def test_1_06_52_heuristic_v1_keeps_its_three_talents_and_gives_only_in_alarm():
    ctx = neutral_table()
    giver = add_senator(ctx, 0, "A")
    giver.talents = 13
    ctx.state.state_treasury = 100
    run(ctx, player_contributions(ctx, 0, Ledger()), Policy.v1())
    assert (giver.talents, ctx.state.state_treasury) == (3, 110)  # the 10 T step of 1.06.52


def wars(ctx: Context, count: int) -> None:
    for war in ctx.catalog.wars.wars[:count]:
        ctx.state.wars[war.card_no] = WarStatus.ACTIVE


def reserve_after_transfers(active_wars: int, policy: Policy = GIVER) -> tuple[int, int]:
    """The Faction Treasury (10 T) and its giver's purse (5 T) after the Player's transfers."""
    ctx = neutral_table()
    giver = add_senator(ctx, 0, "A", influence=1)
    giver.talents = 5
    add_senator(ctx, 1, "N", influence=5)
    ctx.state.factions[0].treasury = 10
    wars(ctx, active_wars)
    run(ctx, player_transfers(ctx, 0), policy)
    return ctx.state.factions[0].treasury, giver.talents


def test_1_06_3_at_three_active_wars_the_counter_bribe_reserve_goes_to_the_giver():
    assert reserve_after_transfers(3) == (0, 15)


def test_1_06_3_below_three_active_wars_the_reserve_stays_for_counter_bribes():
    assert reserve_after_transfers(2) == (10, 5)


def test_1_06_3_by_default_the_reserve_stays_whatever_the_wars():
    assert reserve_after_transfers(3, Policy()) == (10, 5)
