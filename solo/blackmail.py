"""When a Neutral may play Seduction or Blackmail as an unopposed Persuasion Attempt (4.07.7):
at Step 2 of the Initiative in which it was drawn, then once in each later turn."""

from __future__ import annotations

from engine.context import Context


def neutral_unopposed_cards(ctx: Context, cards: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The Neutral's Seduction and Blackmail cards (number, kind) not yet checked this turn; the
    check is recorded so that each card is tried once per turn (4.07.7)."""
    checked = ctx.state.unopposed_checked
    turn = ctx.state.turn
    usable = [(card_no, kind) for card_no, kind in cards if checked.get(card_no) != turn]
    for card_no, _ in usable:
        checked[card_no] = turn
    return usable
