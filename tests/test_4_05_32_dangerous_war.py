"""4.05.32 Dangerous War: matching Wars and Leaders still to be drawn, judged on what anyone can
know (the scenario's own unrevealed cards); the danger measure is the Adequate Force if they were
all in play (T33)."""

from __future__ import annotations

from engine.context import Context
from engine.state import WarStatus
from solo.war_ranking import danger, rank_wars, unrevealed
from tests.military_support import leader, senate_table, war


def card(ctx: Context, key: str) -> int:
    return ctx.catalog.card_by_key[key].card_no


def t33_table() -> tuple[Context, int]:
    """Early Republic: the 1st Punic War Active; Hamilcar revealed (in the Curia)."""
    ctx = senate_table()
    punic = war(ctx, "war-punic-1")
    leader(ctx, "ldr-hamilcar", None)
    return ctx, punic


def test_pending_war_and_leader_make_the_1st_punic_war_dangerous() -> None:
    ctx, punic = t33_table()
    ctx.state.deck = [card(ctx, k) for k in ("war-punic-2", "ldr-hannibal", "war-punic-3")]
    assert danger(ctx, punic, unrevealed(ctx)) == max(10 * 2 + 7, 10 * 2 + 7)


def test_a_later_deck_card_added_at_random_counts_for_nothing() -> None:
    ctx, punic = t33_table()
    ctx.state.deck = [card(ctx, "war-punic-3")]  # Middle deck, among the random six
    assert danger(ctx, punic, unrevealed(ctx)) == 0


def test_a_revealed_or_discarded_card_is_no_danger() -> None:
    ctx, punic = t33_table()
    ctx.state.discard = [card(ctx, "ldr-hannibal")]
    assert danger(ctx, punic, unrevealed(ctx)) == 0


def test_every_matching_war_in_the_forum_counts_whatever_its_box() -> None:
    ctx = senate_table()
    first = war(ctx, "war-macedonian-1")
    war(ctx, "war-macedonian-2", WarStatus.IMMINENT)
    ctx.state.deck = [card(ctx, "ldr-philip-v")]
    assert danger(ctx, first, unrevealed(ctx)) == 12 * 2 + 6


def test_a_dangerous_war_ranks_by_its_danger_when_larger() -> None:
    ctx = senate_table()
    gallic = war(ctx, "war-gallic-1")  # Land 10
    illyrian = war(ctx, "war-illyrian-1", WarStatus.INACTIVE)  # Land 5, one more to come: 10
    syrian = war(ctx, "war-syrian")  # Land 6, Antiochus to come: 11
    ctx.state.deck = [card(ctx, k) for k in ("war-illyrian-2", "ldr-antiochus-iii")]
    assert danger(ctx, illyrian, unrevealed(ctx)) == 10
    assert rank_wars(ctx, [gallic, illyrian, syrian])[0] == syrian
