"""Tribunes in Spoils (4.05.419; 1.09.151, 1.09.62): who holds one, using one, and the veto of
the pick just made.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from functools import partial

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.senate.offices import Senate
from engine.senate.tribunes import has_tribune, use_tribune
from engine.tribune_answers import answer_tribune, may_answer
from solo.decisions import SPOILS_TRIBUNE
from solo.land_bills import fail_land_bill
from solo.spoils_eligibility import choose_eligible, eligible, pick_options
from solo.spoils_types import ALLOW, OFFICES, VETO, Asking, Eligible, Pick, Spoils, pick_label


def tribune_holders(
    ctx: Context, senate: Senate, actor: int, players: bool, land_bill: bool = False
) -> list[int]:
    return [
        f.seat
        for f in ctx.state.factions
        if f.seat != actor
        and f.is_player == players
        and has_tribune(ctx, senate, f.seat, land_bill)
    ]


def tribune_vetoers(
    ctx: Context, senate: Senate, seat: int, following: int, land_bill: bool
) -> list[int]:
    """Who may veto a pick, in turn: every other Player holding a Tribune, then the Neutral
    that selects next if it holds one (4.05.419, 4.07.6); for a Land Bill, Laenas's free veto
    counts as a Tribune (1.07.36)."""
    vetoers = tribune_holders(ctx, senate, seat, players=True, land_bill=land_bill)
    if following != seat and not ctx.state.factions[following].is_player:
        vetoers += [following] if has_tribune(ctx, senate, following, land_bill) else []
    return vetoers


def quiet_veto(ctx: Context, seat: int, vetoers: Sequence[int]) -> bool:
    """Whether a veto of the pick would change nothing who is eligible depends on: no Player
    is asked (none could interject) and the picker holds nothing to answer the Tribune with
    (4.05.419, 4.07.6); the Tribune spent and the turn lost are the division's own record."""
    factions = ctx.state.factions
    return not may_answer(ctx, factions[seat]) and not any(factions[v].is_player for v in vetoers)


def tribune_veto(
    ctx: Context, spoils: Spoils, seat: int, pick: Pick, vetoers: Sequence[int], found: Eligible
) -> Generator[Decision, Choice, Eligible | None]:
    """After a pick the ``vetoers`` (``tribune_vetoers``) may veto it in turn, the Neutral only
    if the item is the highest left on its Spoils list; the picker is skipped unless it voids
    the Tribune (4.05.419, 4.07.6). Returns None when the pick is vetoed, else who is eligible
    once the vetoes are done. ``found``: who is eligible as the vetoes begin; it is reckoned
    again after a Player's interjection (``choose_eligible``) or a voided veto, not after an
    answer alone, which changes nothing."""
    senate = spoils.senate
    label = pick_label(ctx, pick)
    prompt = f"{ctx.faction_name(seat)} takes {label}: veto it with a Tribune?"
    bill = pick.kind == "land_bill"
    for vetoer in vetoers:
        player = ctx.state.factions[vetoer].is_player
        rivals = () if player else pick_options(ctx, spoils, vetoer, found)
        decision = partial(
            ctx.ask,
            vetoer,
            SPOILS_TRIBUNE,
            "4.05.419",
            [Option(ALLOW, None, "let it stand"), Option(VETO, None, "veto with a Tribune")],
            prompt,
            item=pick.item,
            rivals=rivals,
        )
        if player:
            choice, found = yield from choose_eligible(ctx, senate, found, _whoever(decision))
        else:
            choice = yield decision()
        if choice.key == VETO and has_tribune(ctx, senate, vetoer, bill):
            if (yield from veto(ctx, spoils, vetoer, seat, pick, label)):
                return None
            return eligible(ctx, senate)
    return found


def _whoever(ask: Callable[[], Decision]) -> Callable[[Eligible], Decision]:
    """A decision that is the same whoever is eligible, as ``choose_eligible`` builds one."""
    return lambda _: ask()


def veto_allowed(spoils: Spoils, pick: Pick, found: Eligible) -> bool:
    """Not a mandatory Land Bill, nor the appointment of the last eligible candidate for an
    office (1.09.152, 4.05.419); ``found``: who is eligible now."""
    if pick.kind == "land_bill":
        return spoils.mandatory_bill is None
    if pick.kind == "governor":
        pool = found.governors + found.unaligned
    elif pick.kind == "censor":
        pool = found.censors
    elif pick.kind in OFFICES:
        pool = found.consuls
    else:
        return True
    return len(pool) > 1


def veto(ctx: Context, spoils: Spoils, vetoer: int, seat: int, pick: Pick, label: str) -> Asking:
    """The Tribune skips the picker unless his Graft or Murder of a Tribune voids it; a Player's
    veto of a Land Bill spends this turn's Land Bill (4.05.419, 4.07.6; spec rulings)."""
    bill = pick.kind == "land_bill"
    use_tribune(ctx, spoils.senate, vetoer, "4.05.419", f"vetoes {label}", land_bill=bill)
    if (yield from answer_tribune(ctx, seat, vetoer)):
        return False
    if ctx.logs("spoils_skipped"):
        ctx.record(ctx.faction_name(seat), "spoils_skipped", "4.05.419", "loses its Spoils turn")
    if pick.kind == "land_bill" and ctx.state.factions[vetoer].is_player:
        spoils.bill_used = True
        fail_land_bill(ctx, spoils, "vetoed by a Tribune")
    return True
