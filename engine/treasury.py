"""Talents entering and leaving play through the Bank, and the State paying its bills.

Every talent that appears (income, taxes, spoils) or disappears (costs, deaths) passes through
``from_bank`` / ``to_bank``, which keep ``GameState.bank_flow``; moves between purses in play
need no booking. So ``money_in_play(state) == state.bank_flow`` holds at every step, and a
test can catch any talent created or lost outside the flows the rules name (1.06, 1.04.6).
"""

from __future__ import annotations

from engine.context import Context
from engine.outcome import GameEnded, GameResult, RebelTriumph
from engine.state import GameState


def from_bank(state: GameState, talents: int) -> int:
    """Book talents the Bank pays into play; returns them for the receiving purse."""
    state.bank_flow += talents
    return talents


def to_bank(state: GameState, talents: int) -> int:
    """Book talents leaving play for the Bank; returns them for the paying purse."""
    state.bank_flow -= talents
    return talents


def money_in_play(state: GameState) -> int:
    """State Treasury, Faction Treasuries and every Personal Treasury in play."""
    return (
        state.state_treasury
        + sum(f.treasury for f in state.factions)
        + sum(s.talents for s in state.senators.values())
    )


def charge_state(
    ctx: Context, talents: int, what: str, rule: str, dice: tuple[int, ...] = ()
) -> None:
    """The State pays the Bank; if it cannot, it is Bankrupt: all lose (1.06.53, 1.12.1), or,
    with a Senator in Revolt, the Rebel triumphs (1.12.2); below the warning level every faction
    is told (1.06.53)."""
    if talents <= 0:
        return
    state = ctx.state
    if talents > state.state_treasury:
        rebel = state.primary_rebel is not None
        ctx.record(
            "State",
            "bankruptcy",
            "1.06.53",
            f"cannot pay {talents} T for {what} with {state.state_treasury} T: "
            + (
                "the State is Bankrupt while a Senator is in Revolt"
                if rebel
                else "the State is Bankrupt and all players lose"
            ),
            dice=dice,
        )
        if rebel:
            raise RebelTriumph("1.06.53")
        raise GameEnded(GameResult("bankruptcy", None, "1.06.53"))
    state.state_treasury -= to_bank(state, talents)
    if ctx.logs("debit"):
        ctx.record(
            "State",
            "debit",
            rule,
            f"pays {talents} T for {what}, State Treasury {state.state_treasury} T",
            dice=dice,
            talents=talents,
        )
    warning = ctx.catalog.tables.state_revenue.low_treasury_warning
    if state.state_treasury < warning and ctx.logs("low_treasury"):
        ctx.record(
            "State",
            "low_treasury",
            "1.06.53",
            f"warning: the State Treasury is down to {state.state_treasury} T",
        )
