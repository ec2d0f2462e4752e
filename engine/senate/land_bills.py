"""Land Bills (1.09.62): the types with a marker left, and the Senate's proposal to pass one:
the Presiding Magistrate names the type, a sponsor and a co-sponsor, each consenting; every
faction must vote (no abstaining); if it passes Unrest falls, the sponsors gain Popularity and
the marker records what the State owes; every Senator voting against loses Popularity. One
proposal of each type a turn.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final, get_args

from engine.catalog import Catalog
from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.phases.population import adjust_unrest
from engine.queries import in_rome
from engine.schemas.senate_tables import LandBillType
from engine.senate.asking import ask_yes_no
from engine.senate.decisions import SENATE_LAND_BILL, SENATE_NAMED_CONSENT, SENATE_SPONSOR
from engine.senate.land_bill_assassination import land_bill_assassination
from engine.senate.session import Session
from engine.senate.votes import Proposal, call_vote
from engine.senators import change_popularity, senator_options
from engine.state import Senator

LAND_BILL_TYPES: Final[tuple[LandBillType, ...]] = get_args(LandBillType)
"""The Land Bill types, lowest first; a marker in ``state.land_bills`` is the type's place in
this tuple, counted from 1."""

CONSENT, REFUSE = "consent", "refuse"
"""Option keys of a sponsor's consent."""


def available_bill_types(ctx: Context) -> list[LandBillType]:
    """Land Bill types with a marker left, lowest first (1.09.62)."""
    placed = ctx.state.land_bills
    return [
        kind
        for number, (kind, markers) in enumerate(_bill_markers(ctx.catalog), start=1)
        if placed.count(number) < markers
    ]


_BILL_MARKERS: Final[dict[int, tuple[Catalog, tuple[tuple[LandBillType, int], ...]]]] = {}
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


def land_bill_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """The Presiding Magistrate's Land Bill (1.09.62): type, sponsor and co-sponsor, their
    consent, the vote, and its consequences."""
    assert chair.faction is not None
    seat = chair.faction
    types = proposable_types(ctx, session)
    choice = yield ctx.ask(
        seat,
        SENATE_LAND_BILL,
        "1.09.62",
        [Option(kind, kind, f"a Type {kind} Land Bill") for kind in types],
        "Which type of Land Bill?",
    )
    kind = next(t for t in types if t == choice.key)
    session.defeated.add(f"land_bill_type:{kind}")
    sponsors: list[Senator] = []
    for role in ("sponsor", "co-sponsor"):
        pool = [s for s in ctx.state.senators.values() if in_rome(s) and s not in sponsors]
        if not pool:
            return
        named = yield ctx.ask(
            seat, SENATE_SPONSOR, "1.09.62", senator_options(pool), f"Name the {role}", role=role
        )
        senator = ctx.state.senators[named.key]
        what = f"{role} a Type {kind} Land Bill"
        if not (yield from consents(ctx, seat, senator, what, "1.09.62")):
            return
        sponsors.append(senator)
    sponsor, cosponsor = sponsors
    yield from land_bill_assassination(ctx, seat, sponsors)
    text = f"Pass a Type {kind} Land Bill sponsored by {sponsor.name} and {cosponsor.name}"
    key = f"land_bill:{kind}:{sponsor.key}:{cosponsor.key}"
    tally = yield from call_vote(ctx, session, Proposal(key, text, seat, may_abstain=False))
    row = ctx.catalog.tables.land_bills.bill(kind)
    for key in sorted(tally.against):
        if key in ctx.state.senators:
            change_popularity(ctx.catalog, ctx.state.senators[key], row.against_popularity)
    if not tally.passed:
        return
    change_popularity(ctx.catalog, sponsor, row.sponsor_popularity)
    change_popularity(ctx.catalog, cosponsor, row.cosponsor_popularity)
    ctx.state.land_bills.append(LAND_BILL_TYPES.index(kind) + 1)
    ctx.record(
        "Senate",
        "land_bill",
        "1.09.62",
        f"the Type {kind} Land Bill passes ({'recurring' if row.recurring else 'once'} "
        f"{row.cost} T)"
        + (
            f"; {len(tally.against)} Senators against lose {-row.against_popularity} Popularity"
            if tally.against
            else ""
        ),
        land_bill=kind,
    )
    adjust_unrest(ctx, row.pass_unrest, "1.09.62", f"Type {kind} Land Bill")


def proposable_types(ctx: Context, session: Session) -> list[LandBillType]:
    """Types with a marker left not yet proposed this turn (1.09.62: one of each a turn)."""
    return [
        kind
        for kind in available_bill_types(ctx)
        if f"land_bill_type:{kind}" not in session.defeated
    ]


def consents(
    ctx: Context, proposer: int, senator: Senator, what: str, rule: str
) -> Generator[Decision, Choice, bool]:
    """A Senator of another faction must consent to be named sponsor or Prosecutor (1.09.62,
    1.09.411); the proposer's own do."""
    if senator.faction is None or senator.faction == proposer:
        return True
    agreed = yield from ask_yes_no(
        ctx,
        senator.faction,
        SENATE_NAMED_CONSENT,
        rule,
        (CONSENT, "consent"),
        (REFUSE, "refuse"),
        f"Does {senator.name} consent to {what}?",
        role=what.split(" ")[0],
    )
    if not agreed:
        ctx.record(ctx.senator_actor(senator), "refuses_command", rule, f"{senator.name} refuses")
    return agreed
