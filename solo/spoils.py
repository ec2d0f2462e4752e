"""Spoils (4.05.4-4.05.419): the Ruling Coalition divides the offices, the Concessions in the
Forum and the Land Bills one item at a time, in Dominance order, round after round.

Decision kinds (option keys in brackets):
- ``spoils.pick`` [``<item>@<senator>``, ``pass``]: items ``rome_consul``, ``field_consul``,
  ``censor``, ``governor:<province>``, ``concession:<card key>``, ``land_bill:<I|II|III>``
  (sponsor) and ``land_bill:cosponsor``; ``context["mandatory"]`` says whether a mandatory Land
  Bill waits for its co-sponsor. A Neutral is offered its own eligible Senators and picks by its
  Spoils Guideline; a Player may give an item to any eligible Senator (4.05.4) and may not pass
  while he can fill an office or a mandatory co-sponsorship (spec ruling).
- ``spoils.tribune`` [``allow``, ``veto``]: a faction holding a Tribune may veto the pick just
  made (4.05.419): any Player, and the Neutral that selects next (its rule reads
  ``context["rivals"]``, its own legal picks, and ``context["item"]``).
- ``spoils.negate_pass`` [``decline``, ``tribune``, ``tribune@<senator>``]: a Tribune cancels a
  pass that would end Spoils or kill an optional Land Bill, its faction naming the co-sponsor
  (4.05.417, 4.05.418): any Player, and the next Neutral in selection order for a Land Bill.

Decision context holds facts of the moment only (the pick just made, a faction's own legal
picks, whether a mandatory Land Bill waits): what a Neutral makes of them is its rule's in
``bots/neutral_rules/senate.py``, which reads the Spoils list and logs the item's place with the
pick ("spoils list item 2, 4.05.4"); the award itself cites 4.05.4.

This module runs the division (4.05.4); what it works with is in solo/spoils_types.py,
eligibility in solo/spoils_eligibility.py (4.05.41), Land Bills in solo/land_bills.py
(4.05.416-4.05.417), passes in solo/spoils_passes.py (4.05.417-4.05.418) and Tribunes in
solo/spoils_tribunes.py (4.05.419).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.queries import senators_in_rome
from engine.senate.offices import (
    Senate,
    award_governorship,
    award_office,
    recipient,
    repopulate_rome,
)
from engine.state import Office, Senator
from solo.decisions import SPOILS_PICK
from solo.land_bills import (
    bill_blocks_end,
    bill_type_of,
    enact_land_bill,
    sponsor_land_bill,
    start_mandatory_land_bill,
)
from solo.offices import consul_for_life_check
from solo.spoils_eligibility import (
    choose_eligible,
    coalition_split,
    eligible,
    legal_picks,
    offices_filled,
    outsider_pick,
    unchanged,
)
from solo.spoils_passes import pass_ends_spoils, quiet_pass
from solo.spoils_tribunes import quiet_veto, tribune_veto, tribune_vetoers, veto_allowed
from solo.spoils_types import OFFICES, PASS, SENATE, Eligible, Pick, Spoils, offered, pick_option

# --- 4.05.4 The division -------------------------------------------------------------------------


def divide_spoils(ctx: Context, senate: Senate) -> Procedure:
    """The coalition picks in Dominance order, round after round, until Spoils end (4.05.4,
    4.05.418). Before every turn Rome is repopulated (1.09.81) and offices no member can take
    go to outsiders (4.05.41)."""
    state = ctx.state
    spoils = Spoils(senate, list(state.coalition))
    dictator = _holder(ctx, Office.DICTATOR)
    if dictator is not None:
        start_mandatory_land_bill(ctx, spoils, dictator)
    turn = 0
    # Who is eligible after a turn that changed nothing eligibility reads (a skipped turn, a
    # pass, a Neutral's veto nobody answers, a Land Bill: ``keeps_eligible``), from a state
    # where Rome needed no Senator and no office went outside: the next turn starts from it.
    settled: Eligible | None = None
    while True:
        if settled is None:
            yield from repopulate_rome(ctx)
            found, calm = yield from fill_from_outside(ctx, spoils)
        else:
            found, calm, settled = unchanged(spoils, settled), True, None
        fixed = found if calm else None
        if spoils_done(ctx, spoils, found):
            break
        seat = spoils.order[turn % len(spoils.order)]
        turn += 1
        following = spoils.order[turn % len(spoils.order)]
        if seat in spoils.skip_next:
            spoils.skip_next.discard(seat)
            settled = fixed
            continue
        pick, found = yield from choose_pick(ctx, spoils, seat, found)
        if pick is None:
            quiet = found is fixed and quiet_pass(spoils, found)
            if (yield from pass_ends_spoils(ctx, spoils, seat, found)):
                break
            settled = found if quiet else None
            continue
        vetoers = tribune_vetoers(ctx, senate, seat, following, pick.kind == "land_bill")
        if vetoers and veto_allowed(spoils, pick, found):
            quiet = found is fixed and quiet_veto(ctx, seat, vetoers)
            after = yield from tribune_veto(ctx, spoils, seat, pick, vetoers, found)
            if after is None:
                settled = found if quiet else None
                continue
            found = after
        if not offered(pick, legal_picks(ctx, spoils, seat, found)):
            ctx.record(ctx.faction_name(seat), "spoils_lapsed", "1.09.721", "its nominee fell")
            turn -= 1
            continue
        tried, in_effect = senate.consul_for_life_tried, bool(state.land_bills)
        yield from award(ctx, spoils, pick, "4.05.4", ctx.faction_name(seat))
        if (
            found is fixed
            and keeps_eligible(pick, in_effect)
            and senate.consul_for_life_tried == tried
        ):
            settled = found
    ctx.record("Game", "spoils_end", "4.05.418", "the division of Spoils ends")


def keeps_eligible(pick: Pick, land_bill_in_effect: bool) -> bool:
    """Whether giving the pick changes nothing eligibility reads: a Land Bill sponsored, or one
    co-sponsored while another is in effect (Popularity and Unrest move, but a Land
    Commissioner was playable already; 4.05.416, 4.05.417, 1.09.61)."""
    return pick.sponsors or (pick.cosponsors and land_bill_in_effect)


def spoils_done(ctx: Context, spoils: Spoils, found: Eligible) -> bool:
    """Every office is filled (or nobody can take it), no mandatory Land Bill waits, and no
    coalition member has an item left (4.05.418; spec ruling). ``found``: who is eligible
    now."""
    return (
        offices_filled(spoils, found)
        and not bill_blocks_end(spoils, found)
        and not any(legal_picks(ctx, spoils, seat, found) for seat in spoils.order)
    )


def choose_pick(
    ctx: Context, spoils: Spoils, seat: int, found: Eligible
) -> Generator[Decision, Choice, tuple[Pick | None, Eligible]]:
    """The faction's Spoils pick, or None for a pass; with nothing legal it passes (4.05.4).
    ``found``: who is eligible as it starts; the pick comes back with who is eligible once it
    is made: ``found`` itself when nothing changed (a Neutral's answer changes nothing; a
    Player's pick is asked again from the state his interjections leave)."""
    picks = legal_picks(ctx, spoils, seat, found)
    if not picks:
        ctx.record(ctx.faction_name(seat), "spoils_nothing", "4.05.4", "has no Spoils item to take")
        return None, found
    if ctx.state.factions[seat].is_player:
        choice, found = yield from choose_eligible(
            ctx,
            spoils.senate,
            found,
            lambda now: _pick_decision(ctx, spoils, seat, legal_picks(ctx, spoils, seat, now)),
        )
    else:
        choice = yield _pick_decision(ctx, spoils, seat, picks)
    assert isinstance(choice, Option)
    pick = choice.value
    return (pick if isinstance(pick, Pick) else None), found


def _pick_decision(ctx: Context, spoils: Spoils, seat: int, picks: Sequence[Pick]) -> Decision:
    """The Spoils pick among ``picks``, with a pass unless the faction must take one."""
    options = [pick_option(ctx, spoils, p) for p in picks]
    if not must_take(spoils, picks):
        options.append(Option(PASS, None, "pass"))
    return ctx.ask(
        seat,
        SPOILS_PICK,
        "4.05.4",
        options,
        "Choose your Spoils item and who receives it",
        mandatory=spoils.mandatory_bill is not None,
        bill=None if spoils.bill is None else spoils.bill.type,
    )


def must_take(spoils: Spoils, picks: Sequence[Pick]) -> bool:
    """Spoils cannot end while an office or a mandatory co-sponsorship is open, so a faction
    able to fill one may not pass (4.05.418; spec ruling)."""
    mandatory = spoils.mandatory_bill is not None
    return any(p.is_office or (p.cosponsors and mandatory) for p in picks)


def award(ctx: Context, spoils: Spoils, pick: Pick, rule: str, actor: str) -> Procedure:
    """Give the item: office, Governorship, Concession or Land Bill role; then the Consul for
    Life check (4.05.413)."""
    senator = ctx.state.senators[pick.senator]
    if pick.kind in OFFICES:
        award_office(ctx, spoils.senate, OFFICES[pick.kind], senator, rule, actor)
        if pick.kind == "rome_consul" and _holder(ctx, Office.DICTATOR) is None:
            start_mandatory_land_bill(ctx, spoils, senator)
    elif pick.kind == "governor":
        yield from award_governorship(ctx, senator, pick.target, rule, actor)
    elif pick.kind == "concession":
        give_concession(ctx, senator, pick.target, rule, actor)
    elif pick.cosponsors:
        enact_land_bill(ctx, spoils, senator, actor)
    else:
        sponsor_land_bill(ctx, spoils, senator, bill_type_of(pick.target), actor)
    yield from consul_for_life_check(ctx, spoils.senate)


def give_concession(ctx: Context, senator: Senator, card_key: str, rule: str, actor: str) -> None:
    """The Concession leaves the Forum for the Senator (1.09.61, 4.05.414)."""
    card_no = ctx.catalog.card_by_key[card_key].card_no
    ctx.state.forum_concessions.remove(card_no)
    senator.concessions.append(card_no)
    ctx.record(
        actor,
        "concession",
        rule,
        f"{recipient(ctx, senator, actor)} receives {ctx.catalog.card_name(card_no)}",
        senator=senator.key,
        concession=card_no,
    )


def fill_from_outside(
    ctx: Context, spoils: Spoils
) -> Generator[Decision, Choice, tuple[Eligible, bool]]:
    """An office for which the coalition has no eligible Senator goes at once, without using a
    pick, to the least influential eligible Senator outside it; a Governorship then to an
    Unaligned Senator; a mandatory Land Bill nobody in the coalition can co-sponsor to the least
    popular Senator in Rome outside it (4.05.41, 4.05.416; spec rulings). Returns who is
    eligible once it is done, and whether nothing was given (True: the state is as it was)."""
    found = eligible(ctx, spoils.senate)
    calm = True
    while (pick := outsider_pick(ctx, spoils, found)) is not None:
        yield from award(ctx, spoils, pick, "4.05.41", SENATE)
        found, calm = eligible(ctx, spoils.senate), False
    bill = spoils.mandatory_bill
    if bill is None:
        return found, calm
    others = [s for s in senators_in_rome(ctx.state.senators.values()) if s.key != bill.sponsor]
    coalition = ctx.state.coalition
    if any(ctx.state.factions[seat].is_player for seat in coalition):
        return found, calm
    inside, outside = coalition_split(ctx, others)
    if inside or not outside:
        return found, calm
    cosponsor = ctx.best_by(
        outside,
        lambda s: (-s.popularity, -s.influence),
        "4.05.416",
        "the co-sponsor from outside the coalition",
        name=lambda s: s.name,
    )
    enact_land_bill(ctx, spoils, cosponsor, SENATE)
    return eligible(ctx, spoils.senate), False


# --- Helpers -------------------------------------------------------------------------------------


def _holder(ctx: Context, office: Office) -> Senator | None:
    for senator in ctx.state.senators.values():
        if office in senator.offices:
            return senator
    return None
