"""Putting Rome in Order, after the six Initiatives of the Forum Phase (1.07.8).

The HRAO makes the rolls. Tax Farmer rolls ignore Evil Omens; Curia rolls (revival and Leader
aging) take the Evil Omens modifier like any other roll (D2-34).
"""

from __future__ import annotations

from engine.context import Context
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.forum_cards import destroy_concession, enter_family_card, leader_card, war_card
from engine.queries import ACTIVE_BOXES, OFFICE_PRECEDENCE, hrao


def put_rome_in_order(ctx: Context) -> None:
    """1.07.8: Major markers, then Tax Farmer rolls, then the Curia rolls."""
    mark_major_offices(ctx)
    roll_tax_farmers(ctx)
    roll_curia(ctx)


def mark_major_offices(ctx: Context) -> None:
    """Every Senator holding a Major Office, in Rome or not, gets a Major marker (1.07.8 step 1)."""
    for senator in ctx.state.senators.values():
        if any(office in OFFICE_PRECEDENCE for office in senator.offices):
            senator.major = True
            if ctx.logs("major_marker"):
                ctx.record(
                    _roller(ctx), "major_marker", "1.07.8", f"{senator.name} gets a Major marker"
                )


@handles_effect("concession", "tax_farmer_roll", rule="1.07.8")
def roll_tax_farmers(ctx: Context) -> None:
    """One 1d6 per Active War that threatens Tax Farmers and per Leader with such a War, never
    modified by Evil Omens; the Tax Farmer of that number is destroyed if in play (1.07.8 step 2;
    D2-16)."""
    for cause in tax_farmer_threats(ctx):
        roll = ctx.dice.d6("tax_farmers")
        farmer = next(c for c in ctx.catalog.concessions.concessions if c.tax_farmer_roll == roll)
        destroyed = destroy_concession(ctx.state, farmer.card_no)
        result = "destroyed: to the Curia" if destroyed else "not in play"
        ctx.record(
            _roller(ctx),
            "tax_farmer_roll",
            "1.07.8",
            f"Tax Farmer roll for the {cause}: {roll}, {farmer.name} {result}",
            dice=[roll],
        )


@handles_effect("war", "tax_farmer_roll", rule="1.07.321")
@handles_effect("leader", "tax_farmer_roll_with", rule="1.07.321")
def tax_farmer_threats(ctx: Context) -> list[str]:
    """Names of the Active Wars with the Tax Farmer text, and of the Leaders in play whose
    Tax Farmer War is Active (the War cards note T)."""
    state = ctx.state
    active = {
        war_card(ctx.catalog, n).id: n for n, box in state.wars.items() if box in ACTIVE_BOXES
    }
    threats = [
        ctx.catalog.card_name(n)
        for n in active.values()
        if "tax_farmer_roll" in war_card(ctx.catalog, n).effects
    ]
    for n, host in state.leaders.items():
        leader = leader_card(ctx.catalog, n)
        if host is not None and leader.tax_farmer_roll_with in active:
            threats.append(leader.name)
    return threats


def roll_curia(ctx: Context) -> None:
    """1d6 per Concession and Senator in the Curia: 5-6 returns it to the Forum; 1d6 per Leader
    in the Curia: 5-6 discards him (1.07.8 step 3, 1.07.344; D2-07)."""
    state = ctx.state
    curia = ctx.catalog.tables.curia
    for card_no in list(state.curia_concessions):
        name = ctx.catalog.card_name(card_no)
        if curia.revives(_curia_roll(ctx, name)):
            state.curia_concessions.remove(card_no)
            state.forum_concessions.append(card_no)
            ctx.record(_roller(ctx), "revival", "1.07.8", f"{name} returns to the Forum")
    for key in list(state.curia):
        senator = state.senators[key]
        if curia.revives(_curia_roll(ctx, senator.name)):
            state.curia.remove(key)
            enter_family_card(ctx, senator, "1.07.8")
    for card_no in [n for n, host in state.leaders.items() if host is None]:
        name = ctx.catalog.card_name(card_no)
        if curia.leader_dies(_curia_roll(ctx, name)):
            del state.leaders[card_no]
            state.discard.append(card_no)
            ctx.record(_roller(ctx), "leader_dies", "1.07.344", f"{name} dies and is discarded")


def _curia_roll(ctx: Context, name: str) -> int:
    """One Curia roll, with the Evil Omens modifier (D2-34)."""
    die = ctx.dice.d6("curia", name)
    total = die + evil_omens_modifier(ctx, "other")
    if ctx.logs("curia_roll"):
        ctx.record(
            _roller(ctx), "curia_roll", "1.07.8", f"Curia roll for {name}: {total}", dice=[die]
        )
    return total


def _roller(ctx: Context) -> str:
    """The HRAO's faction makes the rolls (1.07.8)."""
    official = hrao(ctx.state)
    if official is None or official.faction is None:
        return "Game"
    return ctx.faction_name(official.faction)
