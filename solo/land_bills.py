"""Land Bills in Spoils (4.05.416-4.05.417; 1.09.62): which types may be sponsored, the mandatory
Land Bill the Rome Consul sponsors, its sponsor and co-sponsor, and its passing or failing.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.context import Context
from engine.phases.population import adjust_unrest
from engine.schemas.senate_tables import LandBillType
from engine.senate.land_bills import LAND_BILL_TYPES, available_bill_types
from engine.senate.offices import recipient
from engine.senators import change_popularity
from engine.state import Senator
from solo.spoils_types import COSPONSOR, Eligible, LandBill, Pick, Spoils, pick_of


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


def bill_type_of(target: str) -> LandBillType:
    return next(kind for kind in LAND_BILL_TYPES if kind == target)
