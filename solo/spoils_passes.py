"""Passes in Spoils (4.05.417, 4.05.418): a pass that would end Spoils or kill an optional Land
Bill, and its negation by a Tribune.
"""

from __future__ import annotations

from engine.context import Context
from engine.decision import Option
from engine.queries import in_rome
from engine.senate.tribunes import has_tribune, use_tribune
from solo.decisions import SPOILS_NEGATE_PASS
from solo.land_bills import bill_blocks_end, enact_land_bill, fail_land_bill
from solo.spoils_eligibility import eligible, offices_filled, pick_options
from solo.spoils_tribunes import tribune_holders
from solo.spoils_types import DECLINE, TRIBUNE, Asking, Eligible, Pick, Spoils, pick_label


def pass_ends_spoils(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> Asking:
    """A pass: unless a Tribune negates it, it kills a pending optional Land Bill and, once
    every office is filled, ends Spoils (4.05.417, 4.05.418). ``found``: who is eligible now.
    Returns True at the end."""
    ctx.record(ctx.faction_name(seat), "spoils_pass", "4.05.418", "passes")
    ends = _pass_would_end(spoils, found)
    optional = _optional_bill(spoils)
    if (optional or ends) and (yield from negate_pass(ctx, spoils, seat, ends)):
        return False
    if optional:
        fail_land_bill(ctx, spoils, f"the {ctx.faction_name(seat)} passed")
    return ends


def quiet_pass(spoils: Spoils, found: Eligible) -> bool:
    """A pass that neither kills an optional Land Bill nor would end Spoils: no Tribune is
    asked and nothing changes but the log (4.05.417, 4.05.418; ``pass_ends_spoils``)."""
    return not _optional_bill(spoils) and not _pass_would_end(spoils, found)


def _pass_would_end(spoils: Spoils, found: Eligible) -> bool:
    return offices_filled(spoils, found) and not bill_blocks_end(spoils, found)


def _optional_bill(spoils: Spoils) -> bool:
    return spoils.bill is not None and not spoils.bill.mandatory


def negate_pass(ctx: Context, spoils: Spoils, seat: int, ends: bool) -> Asking:
    """Players holding a Tribune may negate the pass, co-sponsoring a pending optional bill;
    then the next Neutral in selection order does so if its Spoils list wants the
    co-sponsorship, which uses its next turn (4.05.417, 4.05.418; spec rulings)."""
    for player in tribune_holders(ctx, spoils.senate, seat, players=True):
        if (yield from _player_negates(ctx, spoils, player, ends)):
            return True
    bill = spoils.bill
    neutral = _next_neutral(ctx, spoils, seat)
    if bill is None or bill.mandatory or neutral is None:
        return False
    if not has_tribune(ctx, spoils.senate, neutral):
        return False
    rivals = pick_options(ctx, spoils, neutral, eligible(ctx, spoils.senate))
    cosponsors = [o.value for o in rivals if isinstance(o.value, Pick) and o.value.cosponsors]
    options = [Option(f"{TRIBUNE}@{p.senator}", p, pick_label(ctx, p)) for p in cosponsors]
    choice = yield ctx.ask(
        neutral,
        SPOILS_NEGATE_PASS,
        "4.05.417",
        [Option(DECLINE, None, "let the pass stand"), *options],
        "Negate the pass with a Tribune and co-sponsor the Land Bill?",
        rivals=rivals,
    )
    if not isinstance(choice, Option) or not isinstance(choice.value, Pick):
        return False
    use_tribune(ctx, spoils.senate, neutral, "4.05.417", "negates the pass")
    enact_land_bill(
        ctx, spoils, ctx.state.senators[choice.value.senator], ctx.faction_name(neutral)
    )
    spoils.skip_next.add(neutral)
    return True


def _player_negates(ctx: Context, spoils: Spoils, seat: int, ends: bool) -> Asking:
    """One Player's chance to negate a pass (4.05.417, 4.05.418)."""
    if len(_negations(ctx, spoils, seat, ends)) == 1:
        return False
    choice = yield from ctx.choose(
        lambda: ctx.ask(
            seat,
            SPOILS_NEGATE_PASS,
            "4.05.418",
            _negations(ctx, spoils, seat, ends),
            "Negate the pass with a Tribune?",
        )
    )
    if not isinstance(choice, Option) or choice.key == DECLINE:
        return False
    cosponsor = ctx.state.senators[choice.value] if isinstance(choice.value, str) else None
    if not has_tribune(ctx, spoils.senate, seat):
        return False
    use_tribune(ctx, spoils.senate, seat, "4.05.418", "negates the pass")
    if cosponsor is not None:
        enact_land_bill(ctx, spoils, cosponsor, ctx.faction_name(seat))
    return True


def _negations(ctx: Context, spoils: Spoils, seat: int, ends: bool) -> list[Option]:
    """A Player's ways to negate a pass: co-sponsor a pending optional bill with a Senator in
    Rome, or, once the pass would end Spoils, just go on; first, let it stand (4.05.418)."""
    bill = spoils.bill
    options = [Option(DECLINE, None, "let the pass stand")]
    if bill is not None and not bill.mandatory:
        options += [
            Option(f"{TRIBUNE}@{s.key}", s.key, f"Tribune: {s.name} co-sponsors the Land Bill")
            for s in ctx.state.faction_senators(seat)
            if in_rome(s) and s.key != bill.sponsor
        ]
    if len(options) == 1 and ends:
        options.append(Option(TRIBUNE, None, "Tribune: Spoils go on"))
    return options


def _next_neutral(ctx: Context, spoils: Spoils, seat: int) -> int | None:
    """The first Neutral after the passer in selection order, never the passer (4.05.417)."""
    order = spoils.order
    start = order.index(seat)
    for step in range(1, len(order)):
        other = order[(start + step) % len(order)]
        if not ctx.state.factions[other].is_player:
            return other
    return None
