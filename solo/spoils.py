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
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import get_args

from engine.assassination import held
from engine.catalog import Catalog
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.effects import handles_effect
from engine.faction_cards import concession_card, concession_playable
from engine.legates import may_govern_from_rome
from engine.phases.population import adjust_unrest
from engine.queries import OFFICE_PRECEDENCE, in_rome
from engine.schemas.senators import StatesmanAbility
from engine.schemas.tables import LandBillType
from engine.senators import ability_at_work, change_popularity
from engine.state import Location, Office, Senator
from solo.decisions import SPOILS_NEGATE_PASS, SPOILS_PICK, SPOILS_TRIBUNE
from solo.military import crisis_consul_candidates
from solo.neutrals import SpoilsItem
from solo.offices import (
    Senate,
    award_governorship,
    award_office,
    consul_for_life_check,
    least_influential,
    recipient,
    repopulate_rome,
    tradition_erodes,
)
from solo.tribune_answers import answer_tribune

PASS = "pass"
ALLOW = "allow"
VETO = "veto"
DECLINE = "decline"
TRIBUNE = "tribune"
COSPONSOR = "cosponsor"
"""Option keys and the co-sponsorship target of this module's decisions."""
SENATE = "Senate"
"""Who the log names for awards no faction picked (4.05.41)."""

OFFICES: dict[SpoilsItem, Office] = {
    "rome_consul": Office.ROME_CONSUL,
    "field_consul": Office.FIELD_CONSUL,
    "censor": Office.CENSOR,
}
"""Spoils items that are annual offices (4.05.4)."""

LAND_BILL_TYPES: tuple[LandBillType, ...] = get_args(LandBillType)
"""Land Bill types, lowest first; ``state.land_bills`` holds their positions 1-3."""

Asking = Generator[Decision, Choice, bool]
"""A step that may ask and returns whether something happened (a veto, a negation, an end)."""


@dataclass(frozen=True, slots=True)
class Pick:
    """One Spoils item and the Senator who receives it (4.05.4)."""

    kind: SpoilsItem
    senator: str
    target: str = ""
    """The Province, Concession card key, Land Bill type, or ``cosponsor``."""

    @property
    def item(self) -> str:
        """The item's stable name: its kind, and its target if it has one."""
        return f"{self.kind}:{self.target}" if self.target else self.kind

    @property
    def key(self) -> str:
        """The option key: item and receiving Senator."""
        return f"{self.item}@{self.senator}"

    @property
    def is_office(self) -> bool:
        """An annual office or a Governorship (4.05.418)."""
        return self.kind in OFFICES or self.kind == "governor"

    @property
    def cosponsors(self) -> bool:
        """The co-sponsorship of the pending Land Bill (4.05.416, 4.05.417)."""
        return self.kind == "land_bill" and self.target == COSPONSOR


PICKS_KEPT = 4096
"""Picks kept for reuse (``pick_of``): more than the items and Senators of a game."""


@lru_cache(maxsize=PICKS_KEPT)
def pick_of(kind: SpoilsItem, senator: str, target: str = "") -> Pick:
    """The Pick of an item for a Senator: a value made once and kept, as the rounds of a
    division offer the same items again and again."""
    return Pick(kind, senator, target)


@dataclass(slots=True)
class LandBill:
    """A sponsored Land Bill waiting for its co-sponsor (1.09.62, 4.05.416)."""

    sponsor: str
    type: LandBillType
    mandatory: bool


@dataclass(slots=True)
class Spoils:
    """The division of Spoils in progress (4.05.4)."""

    senate: Senate
    order: list[int]
    bill: LandBill | None = None
    bill_used: bool = False
    """One Land Bill per turn, mandatory or not, passed or failed (4.05.416)."""
    skip_next: set[int] = field(default_factory=set)
    """Neutrals whose next turn went on negating a pass (4.05.417)."""
    offered: dict[tuple[str, str, str, str], Option] = field(default_factory=dict)
    """Each pick's option by its recipient's words, made once: the rounds offer it again and
    again."""
    found: Eligible | None = None
    picks: dict[int, list[Pick]] = field(default_factory=dict)
    """Each seat's legal picks while ``found`` says who is eligible (``legal_picks``): a turn
    asks for them several times, and a new Eligible is reckoned whenever anything changed."""

    @property
    def mandatory_bill(self) -> LandBill | None:
        """The pending Land Bill if it is mandatory."""
        return self.bill if self.bill is not None and self.bill.mandatory else None


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
    while True:
        yield from repopulate_rome(ctx)
        found = yield from fill_from_outside(ctx, spoils)
        if spoils_done(ctx, spoils, found):
            break
        seat = spoils.order[turn % len(spoils.order)]
        turn += 1
        following = spoils.order[turn % len(spoils.order)]
        if seat in spoils.skip_next:
            spoils.skip_next.discard(seat)
            continue
        chosen = yield from choose_pick(ctx, spoils, seat, found)
        if chosen is None:
            if (yield from pass_ends_spoils(ctx, spoils, seat)):
                break
            continue
        pick, found = chosen
        vetoers = tribune_vetoers(ctx, senate, seat, following, pick.kind == "land_bill")
        if vetoers and veto_allowed(spoils, pick, found):
            if (yield from tribune_veto(ctx, spoils, seat, pick, vetoers, found)):
                continue
            found = eligible(ctx, senate)
        if not offered(pick, legal_picks(ctx, spoils, seat, found)):
            ctx.record(ctx.faction_name(seat), "spoils_lapsed", "1.09.721", "its nominee fell")
            turn -= 1
            continue
        yield from award(ctx, spoils, pick, "4.05.4", ctx.faction_name(seat))
    ctx.record("Game", "spoils_end", "4.05.418", "the division of Spoils ends")


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
) -> Generator[Decision, Choice, tuple[Pick, Eligible] | None]:
    """The faction's Spoils pick, or None for a pass; with nothing legal it passes (4.05.4).
    ``found``: who is eligible as it starts; the pick comes back with who is eligible once it
    is made (a Neutral's answer changes nothing; a Player's pick is asked again from the state
    his interjections leave)."""
    picks = legal_picks(ctx, spoils, seat, found)
    if not picks:
        ctx.record(ctx.faction_name(seat), "spoils_nothing", "4.05.4", "has no Spoils item to take")
        return None
    if ctx.state.factions[seat].is_player:
        choice = yield from ctx.choose(
            lambda: _pick_decision(
                ctx, spoils, seat, legal_picks(ctx, spoils, seat, eligible(ctx, spoils.senate))
            )
        )
        found = eligible(ctx, spoils.senate)
    else:
        choice = yield _pick_decision(ctx, spoils, seat, picks)
    assert isinstance(choice, Option)
    pick = choice.value
    return (pick, found) if isinstance(pick, Pick) else None


def _pick_decision(ctx: Context, spoils: Spoils, seat: int, picks: Sequence[Pick]) -> Decision:
    """The Spoils pick among ``picks``, with a pass unless the faction must take one."""
    options = [_option(ctx, spoils, p) for p in picks]
    if not must_take(spoils, picks):
        options.append(Option(PASS, None, "pass"))
    return ctx.ask(
        seat,
        SPOILS_PICK,
        "4.05.4",
        options,
        "Choose your Spoils item and who receives it",
        mandatory=spoils.mandatory_bill is not None,
    )


def offered(pick: Pick, picks: Sequence[Pick]) -> bool:
    """Whether the pick is among ``picks``: the very value (``pick_of`` keeps them), else an
    equal one; the list's own ``in`` would compare every Pick before it field by field."""
    return any(p is pick for p in picks) or pick in picks


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
        sponsor_land_bill(ctx, spoils, senator, _bill_type(pick.target), actor)
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


# --- 4.05.41 Eligibility -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Eligible:
    """Who may receive each Spoils item at one moment (4.05.41-4.05.415)."""

    rome: list[Senator]
    """Aligned Senators in Rome."""
    consuls: list[Senator]
    censors: list[Senator]
    governors: list[Senator]
    unaligned: list[Senator]
    """Unaligned Senators in the Forum, Governors only as a Player's pick or the last resort
    (1.09.53)."""
    provinces: list[str]
    concessions: list[str]


def eligible(ctx: Context, senate: Senate) -> Eligible:
    """Consuls: Aligned Senators in Rome with no office given this phase, not last turn's
    Consuls or Dictator unless Tradition Erodes (1.09.2; last turn's Censor may, 4.05.41), in a
    Crisis only each faction's best Military Senator (4.05.34). Censor: such a Senator with a
    Prior Consul marker, any if Rome has none (1.09.4). Governor: an Aligned Senator in Rome with
    no Major Office (any, under the Vatinian Law, 1.13.1), one back from his Province this turn
    only if nobody else (1.09.5, 1.09.51).
    Concessions in the Forum, a Land Commissioner only with a Land Bill in effect (1.09.61)."""
    state = ctx.state
    rome: list[Senator] = []  # in_rome and state.forum_senators, in one pass over the Senators
    unaligned: list[Senator] = []
    here, forum = Location.ROME, Location.FORUM
    for senator in state.senators.values():
        if senator.location is here:
            if senator.faction is not None:
                rome.append(senator)
        elif senator.location is forum:
            unaligned.append(senator)
    free = [s for s in rome if not s.offices or not senate.holds_new_office(s)]
    again = tradition_erodes(ctx)
    consuls = [s for s in free if again or s.key not in senate.outgoing_consuls]
    plan = state.military_plan
    if plan is not None and plan.crisis:
        consuls = crisis_consul_candidates(consuls)
    idle = [
        s
        for s in rome
        if not s.offices
        or not any(o in OFFICE_PRECEDENCE for o in s.offices)
        or may_govern_from_rome(ctx, s)
    ]
    return Eligible(
        rome=rome,
        consuls=consuls,
        censors=[s for s in free if s.prior_consul] or free,
        governors=[s for s in idle if s.key not in senate.returned_governors] or idle,
        unaligned=unaligned,
        provinces=sorted(key for key, p in state.provinces.items() if p.governor is None),
        concessions=[
            ctx.catalog.entry(n).key
            for n in state.forum_concessions
            if concession_playable(ctx, concession_card(ctx, n))
        ],
    )


def legal_picks(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> list[Pick]:
    """Every (item, Senator) the faction may take now (``found``: who is eligible now),
    reckoned once for each ``found`` (``Spoils.picks``)."""
    if spoils.found is not found:
        spoils.found, spoils.picks = found, {}
    picks = spoils.picks.get(seat)
    if picks is None:
        picks = spoils.picks[seat] = _legal_picks(ctx, spoils, seat, found)
    return picks


def _legal_picks(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> list[Pick]:
    """Every (item, Senator) the faction may take now: a Neutral only its own eligible
    Senators, a Player any eligible Senator (4.05.4, 4.05.41-4.05.417)."""
    player = ctx.state.factions[seat].is_player

    def mine(senators: Sequence[Senator]) -> list[Senator]:
        return list(senators) if player else [s for s in senators if s.faction == seat]

    filled = spoils.senate.filled
    picks: list[Pick] = []
    if Office.ROME_CONSUL not in filled:
        inside, outside = _split(ctx, found.consuls)
        chosen = mine(rome_consul_candidates(ctx, spoils.senate, inside))
        chosen += outside if player else []
        picks += [pick_of("rome_consul", s.key) for s in chosen]
    if Office.FIELD_CONSUL not in filled:
        picks += [pick_of("field_consul", s.key) for s in mine(found.consuls)]
    if Office.CENSOR not in filled:
        picks += [pick_of("censor", s.key) for s in mine(found.censors)]
    if found.provinces:
        governors = mine(found.governors) + (found.unaligned if player else [])
        picks += [pick_of("governor", s.key, p) for p in found.provinces for s in governors]
    in_town = mine(found.rome)
    picks += [pick_of("concession", s.key, c) for c in found.concessions for s in in_town]
    picks += land_bill_picks(ctx, spoils, seat, in_town)
    return picks


def rome_consul_candidates(
    ctx: Context, senate: Senate, senators: Sequence[Senator]
) -> list[Senator]:
    """Those whose Popularity equals or exceeds the Unrest Level; if none, only the most popular
    one, ties to the least Influence, then 2d6 (4.05.412; spec ruling)."""
    unrest = ctx.state.unrest
    popular = [s for s in senators if s.popularity >= unrest]
    if popular or not senators:
        return popular
    top = max(s.popularity for s in senators)
    best = [s for s in senators if s.popularity == top]
    return [least_influential(ctx, senate, best, "4.05.412", "the most popular Senator")]


def _split(ctx: Context, senators: Sequence[Senator]) -> tuple[list[Senator], list[Senator]]:
    """The Senators inside and outside the Ruling Coalition."""
    coalition = ctx.state.coalition
    inside = [s for s in senators if s.faction in coalition]
    return inside, [s for s in senators if s.faction not in coalition]


def offices_filled(spoils: Spoils, found: Eligible) -> bool:
    """Every office of this turn is filled or has no eligible Senator anywhere (4.05.418)."""
    filled = spoils.senate.filled
    able = {
        Office.ROME_CONSUL: bool(found.consuls),
        Office.FIELD_CONSUL: bool(found.consuls),
        Office.CENSOR: bool(found.censors),
    }
    if any(can for office, can in able.items() if office not in filled):
        return False
    return not (found.provinces and (found.governors or found.unaligned))


def fill_from_outside(ctx: Context, spoils: Spoils) -> Generator[Decision, Choice, Eligible]:
    """An office for which the coalition has no eligible Senator goes at once, without using a
    pick, to the least influential eligible Senator outside it; a Governorship then to an
    Unaligned Senator; a mandatory Land Bill nobody in the coalition can co-sponsor to the least
    popular Senator in Rome outside it (4.05.41, 4.05.416; spec rulings). Returns who is
    eligible once it is done."""
    found = eligible(ctx, spoils.senate)
    while (pick := outsider_pick(ctx, spoils, found)) is not None:
        yield from award(ctx, spoils, pick, "4.05.41", SENATE)
        found = eligible(ctx, spoils.senate)
    bill = spoils.mandatory_bill
    if bill is None:
        return found
    others = [s for s in ctx.state.senators.values() if in_rome(s) and s.key != bill.sponsor]
    coalition = ctx.state.coalition
    if any(ctx.state.factions[seat].is_player for seat in coalition):
        return found
    inside, outside = _split(ctx, others)
    if inside or not outside:
        return found
    cosponsor = ctx.best_by(
        outside,
        lambda s: (-s.popularity, -s.influence),
        "4.05.416",
        "the co-sponsor from outside the coalition",
        name=lambda s: s.name,
    )
    enact_land_bill(ctx, spoils, cosponsor, SENATE)
    return eligible(ctx, spoils.senate)


def outsider_pick(ctx: Context, spoils: Spoils, found: Eligible) -> Pick | None:
    """The next office the coalition cannot fill and an outsider can (4.05.41), ``found``
    being who is eligible now."""
    senate = spoils.senate
    inside, outside = _split(ctx, found.consuls)
    if Office.ROME_CONSUL not in senate.filled and not inside:
        pool = rome_consul_candidates(ctx, senate, outside)
        if pool:
            return pick_of("rome_consul", _least(ctx, senate, pool).key)
    if Office.FIELD_CONSUL not in senate.filled and not inside and outside:
        return pick_of("field_consul", _least(ctx, senate, outside).key)
    censors = _split(ctx, found.censors)
    if Office.CENSOR not in senate.filled and not censors[0] and censors[1]:
        return pick_of("censor", _least(ctx, senate, censors[1]).key)
    governors = _split(ctx, found.governors)
    pool = governors[1] or found.unaligned
    if found.provinces and not governors[0] and pool:
        return pick_of("governor", _least(ctx, senate, pool).key, found.provinces[0])
    return None


def _least(ctx: Context, senate: Senate, senators: Sequence[Senator]) -> Senator:
    return least_influential(ctx, senate, senators, "4.05.41", "an office outside the coalition")


# --- 4.05.416-4.05.417 Land Bills ----------------------------------------------------------------


def available_bill_types(ctx: Context) -> list[LandBillType]:
    """Land Bill types with a marker left, lowest first (1.09.62)."""
    placed = ctx.state.land_bills
    return [
        kind
        for number, (kind, markers) in enumerate(_bill_markers(ctx.catalog), start=1)
        if placed.count(number) < markers
    ]


_BILL_MARKERS: dict[int, tuple[Catalog, tuple[tuple[LandBillType, int], ...]]] = {}
"""Each catalog's Land Bill types with their markers (by its id; the catalog is kept, so the id
stays its own)."""


def _bill_markers(catalog: Catalog) -> tuple[tuple[LandBillType, int], ...]:
    """The Land Bill types, lowest first, with their markers, read once a catalog (1.09.62)."""
    found = _BILL_MARKERS.get(id(catalog))
    if found is None or found[0] is not catalog:
        table = catalog.tables.land_bills
        found = _BILL_MARKERS[id(catalog)] = (
            catalog,
            tuple((kind, table.bill(kind).markers) for kind in LAND_BILL_TYPES),
        )
    return found[1]


def land_bill_picks(
    ctx: Context, spoils: Spoils, seat: int, in_town: Sequence[Senator]
) -> list[Pick]:
    """Co-sponsoring the pending bill with a Senator in Rome other than its sponsor; or, with
    none pending and this turn's bill unused, sponsoring one: a Neutral's least popular Senator
    the highest type, a Player's own Senator any type (4.05.416, 4.05.417; spec rulings)."""
    bill = spoils.bill
    if bill is not None:
        return [pick_of("land_bill", s.key, COSPONSOR) for s in in_town if s.key != bill.sponsor]
    types = available_bill_types(ctx)
    if spoils.bill_used or not types:
        return []
    player = ctx.state.factions[seat].is_player
    sponsors = [s for s in in_town if s.faction == seat]
    offered = types if player else types[-1:]
    return [pick_of("land_bill", s.key, kind) for kind in offered for s in sponsors]


def start_mandatory_land_bill(ctx: Context, spoils: Spoils, official: Senator) -> None:
    """A Dictator (else the Rome Consul) less popular than the Unrest Level must sponsor the
    highest Land Bill available, once a turn (4.05.416)."""
    types = available_bill_types(ctx)
    if spoils.bill is not None or spoils.bill_used or not types:
        return
    if official.popularity >= ctx.state.unrest:
        return
    spoils.bill = LandBill(official.key, types[-1], mandatory=True)
    ctx.record(
        ctx.senator_actor(official),
        "land_bill_sponsor",
        "4.05.416",
        f"{official.name} (Popularity {official.popularity} < Unrest {ctx.state.unrest}) must "
        f"sponsor a Type {types[-1]} Land Bill",
        senator=official.key,
    )


def sponsor_land_bill(
    ctx: Context, spoils: Spoils, sponsor: Senator, kind: LandBillType, actor: str
) -> None:
    """A Land Bill sponsored as a Spoils pick waits for its co-sponsor (4.05.417)."""
    spoils.bill = LandBill(sponsor.key, kind, mandatory=False)
    ctx.record(
        actor,
        "land_bill_sponsor",
        "4.05.417",
        f"{recipient(ctx, sponsor, actor)} sponsors a Type {kind} Land Bill",
        senator=sponsor.key,
    )


def enact_land_bill(ctx: Context, spoils: Spoils, cosponsor: Senator, actor: str) -> None:
    """Co-sponsored, the bill passes with no vote: Unrest falls, sponsor and co-sponsor gain
    Popularity, and its marker records what the State owes (1.09.62; 4.05.1 ruling)."""
    bill = spoils.bill
    assert bill is not None
    row = ctx.catalog.tables.land_bills.bill(bill.type)
    sponsor = ctx.state.senators.get(bill.sponsor)
    if sponsor is not None:
        change_popularity(ctx.catalog, sponsor, row.sponsor_popularity)
    change_popularity(ctx.catalog, cosponsor, row.cosponsor_popularity)
    ctx.state.land_bills.append(LAND_BILL_TYPES.index(bill.type) + 1)
    spoils.bill = None
    spoils.bill_used = True
    ctx.record(
        actor,
        "land_bill",
        "1.09.62",
        f"{recipient(ctx, cosponsor, actor)} co-sponsors: the Type {bill.type} Land Bill passes "
        f"({'recurring' if row.recurring else 'once'} {row.cost} T)",
        senator=cosponsor.key,
        land_bill=bill.type,
    )
    adjust_unrest(ctx, row.pass_unrest, "1.09.62", f"Type {bill.type} Land Bill")


def fail_land_bill(ctx: Context, spoils: Spoils, why: str) -> None:
    """The optional bill dies and this turn's Land Bill chance is spent (4.05.417)."""
    if spoils.bill is None:
        return
    ctx.record(
        "Game", "land_bill_fails", "4.05.417", f"the Type {spoils.bill.type} Land Bill fails: {why}"
    )
    spoils.bill = None
    spoils.bill_used = True


def bill_blocks_end(spoils: Spoils, found: Eligible) -> bool:
    """A mandatory Land Bill keeps Spoils open while someone in Rome could co-sponsor it
    (4.05.416, 4.05.418)."""
    bill = spoils.mandatory_bill
    return bill is not None and any(s.key != bill.sponsor for s in found.rome)


def _bill_type(target: str) -> LandBillType:
    return next(kind for kind in LAND_BILL_TYPES if kind == target)


# --- 4.05.417-4.05.418 Passes --------------------------------------------------------------------


def pass_ends_spoils(ctx: Context, spoils: Spoils, seat: int) -> Asking:
    """A pass: unless a Tribune negates it, it kills a pending optional Land Bill and, once
    every office is filled, ends Spoils (4.05.417, 4.05.418). Returns True at the end."""
    ctx.record(ctx.faction_name(seat), "spoils_pass", "4.05.418", "passes")
    found = eligible(ctx, spoils.senate)
    ends = offices_filled(spoils, found) and not bill_blocks_end(spoils, found)
    optional = spoils.bill is not None and not spoils.bill.mandatory
    if (optional or ends) and (yield from negate_pass(ctx, spoils, seat, ends)):
        return False
    if optional:
        fail_land_bill(ctx, spoils, f"the {ctx.faction_name(seat)} passed")
    return ends


def negate_pass(ctx: Context, spoils: Spoils, seat: int, ends: bool) -> Asking:
    """Players holding a Tribune may negate the pass, co-sponsoring a pending optional bill;
    then the next Neutral in selection order does so if its Spoils list wants the
    co-sponsorship, which uses its next turn (4.05.417, 4.05.418; spec rulings)."""
    for player in _tribune_holders(ctx, spoils.senate, seat, players=True):
        if (yield from _player_negates(ctx, spoils, player, ends)):
            return True
    bill = spoils.bill
    neutral = _next_neutral(ctx, spoils, seat)
    if bill is None or bill.mandatory or neutral is None:
        return False
    if not has_tribune(ctx, spoils.senate, neutral):
        return False
    rivals = _options(ctx, spoils, neutral, eligible(ctx, spoils.senate))
    cosponsors = [o.value for o in rivals if isinstance(o.value, Pick) and o.value.cosponsors]
    options = [Option(f"{TRIBUNE}@{p.senator}", p, _label(ctx, p)) for p in cosponsors]
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


# --- 4.05.419 Tribunes ---------------------------------------------------------------------------


def has_tribune(ctx: Context, senate: Senate, seat: int, land_bill: bool = False) -> bool:
    """A Tribune card in hand, or a Statesman in Rome whose free Tribune is unused this turn
    (4.07.2, 1.09.151); against a Land Bill, also Popillius Laenas's free veto (1.09.62)."""
    return (
        _free_tribune(ctx, senate, seat) is not None
        or (land_bill and _land_bill_veto(ctx, senate, seat) is not None)
        or bool(held(ctx.state.factions[seat], ctx, "tribune"))
    )


@handles_effect("intrigue", "tribune", rule="4.05.419")
def use_tribune(
    ctx: Context, senate: Senate, seat: int, rule: str, what: str, land_bill: bool = False
) -> None:
    """Against a Land Bill Laenas's free veto first; then the free Tribune of a Statesman, else
    a Tribune card (spec 4.05.419, 1.09.62)."""
    laenas = _land_bill_veto(ctx, senate, seat) if land_bill else None
    statesman = laenas or _free_tribune(ctx, senate, seat)
    faction = ctx.state.factions[seat]
    if laenas is not None:
        senate.free_tribunes_used.add(laenas.key)
        source = f"{laenas.name}'s free Land Bill veto"
    elif statesman is not None:
        senate.free_tribunes_used.add(statesman.key)
        source = f"{statesman.name}'s Tribune"
    else:
        card_no = held(faction, ctx, "tribune")[0]
        faction.hand.remove(card_no)
        ctx.state.discard.append(card_no)
        source = "a Tribune"
    if ctx.logs("tribune"):
        ctx.record(ctx.faction_name(seat), "tribune", rule, f"plays {source}: {what}")


@handles_effect("statesman", "free_tribune_per_turn", rule="1.09.151")
def _free_tribune(ctx: Context, senate: Senate, seat: int) -> Senator | None:
    """A Statesman giving his faction a Tribune a turn, unused this turn (the Catos, Cicero),
    in Rome or away from it (1.07.312)."""
    return _unused_ability(ctx, senate, seat, "free_tribune_per_turn")


@handles_effect("statesman", "free_land_bill_veto_per_turn", rule="1.09.62")
def _land_bill_veto(ctx: Context, senate: Senate, seat: int) -> Senator | None:
    """A Statesman who may veto one Land Bill a turn without a Tribune, unused this turn
    (Popillius Laenas, 23A), in Rome or away from it (1.07.312)."""
    return _unused_ability(ctx, senate, seat, "free_land_bill_veto_per_turn")


def _unused_ability(
    ctx: Context, senate: Senate, seat: int, ability: StatesmanAbility
) -> Senator | None:
    """The faction's first Statesman whose once-a-turn ability acts and is unused (1.07.312)."""
    for senator in ctx.state.faction_senators(seat):
        if senator.key not in senate.free_tribunes_used and ability_at_work(
            ctx.catalog, senator, ability
        ):
            return senator
    return None


def _tribune_holders(
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
    vetoers = _tribune_holders(ctx, senate, seat, players=True, land_bill=land_bill)
    if following != seat and not ctx.state.factions[following].is_player:
        vetoers += [following] if has_tribune(ctx, senate, following, land_bill) else []
    return vetoers


def tribune_veto(
    ctx: Context, spoils: Spoils, seat: int, pick: Pick, vetoers: Sequence[int], found: Eligible
) -> Asking:
    """After a pick the ``vetoers`` (``tribune_vetoers``) may veto it in turn, the Neutral only
    if the item is the highest left on its Spoils list; the picker is skipped unless it voids
    the Tribune (4.05.419, 4.07.6). Returns True when the pick is vetoed. ``found``: who is
    eligible as the vetoes begin; once a Player has answered (his interjections may change
    it) it is reckoned again."""
    senate = spoils.senate
    label = _label(ctx, pick)
    prompt = f"{ctx.faction_name(seat)} takes {label}: veto it with a Tribune?"
    bill = pick.kind == "land_bill"
    for vetoer in vetoers:
        player = ctx.state.factions[vetoer].is_player
        rivals = () if player else _options(ctx, spoils, vetoer, found)
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
            choice = yield from ctx.choose(decision)
        else:
            choice = yield decision()
        if choice.key == VETO and has_tribune(ctx, senate, vetoer, bill):
            return (yield from veto(ctx, spoils, vetoer, seat, pick, label))
        if player:
            found = eligible(ctx, senate)
    return False


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


# --- Helpers -------------------------------------------------------------------------------------


def _holder(ctx: Context, office: Office) -> Senator | None:
    for senator in ctx.state.senators.values():
        if office in senator.offices:
            return senator
    return None



def _options(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> tuple[Option, ...]:
    """The faction's legal picks as options, for a Neutral weighing a Tribune (``found``: who
    is eligible now)."""
    picks = legal_picks(ctx, spoils, seat, found)
    return tuple(_option(ctx, spoils, p) for p in picks)


def _option(ctx: Context, spoils: Spoils, pick: Pick) -> Option:
    """The pick as an option, its label in words (``_label``)."""
    who = _who(ctx, pick)
    seen = (pick.kind, pick.senator, pick.target, who)  # plain strings hash faster than a Pick
    found = spoils.offered.get(seen)
    if found is None:
        found = spoils.offered[seen] = Option(pick.key, pick, _label(ctx, pick, who))
    return found


def _who(ctx: Context, pick: Pick) -> str:
    """The recipient of a pick in words."""
    senator = ctx.state.senators[pick.senator]
    return senator.name if senator.location is not Location.FORUM else f"{senator.name} (Unaligned)"


def _label(ctx: Context, pick: Pick, who: str | None = None) -> str:
    """A pick in words: item, then recipient (``who``, if already known)."""
    who = _who(ctx, pick) if who is None else who
    if pick.kind in OFFICES:
        return f"{OFFICES[pick.kind]}: {who}"
    if pick.kind == "governor":
        return f"Governor of {ctx.catalog.province_by_key[pick.target].name}: {who}"
    if pick.kind == "concession":
        return f"{ctx.catalog.card_by_key[pick.target].name}: {who}"
    if pick.cosponsors:
        return f"Land Bill co-sponsor: {who}"
    return f"Type {pick.target} Land Bill sponsor: {who}"
