"""Section IV's Revenue Phase for the Neutrals (4.03): the pooled income split by the Revenue
Guideline, the presumptive Leader, the spending Senator, graft, and their contributions.

The phase itself runs in ``engine/phases/revenue.py``; it calls these at the steps they amend.
Every number a Neutral acts on comes from its Guideline (``ctx.guidelines``) or the tables.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.context import Context
from engine.effects import handles_effect
from engine.senators import has_ability
from engine.state import Location, Senator
from engine.treasury import from_bank
from guidelines.loader import role_named
from guidelines.schema import (
    DieToTreasury,
    EqualShares,
    GraftAlways,
    GraftNever,
    GraftOnDie,
    Guideline,
    LeaderCriterion,
    OneEach,
    Revenue,
    ShareToLeader,
)
from solo.spending import spending_senator

NO_MONEY = frozenset({Location.CAPTIVE, Location.REBEL})
"""Captives and Rebels may not receive money from their faction (1.06.3, 1.10.71)."""

LEADER_SCORES: dict[LeaderCriterion, Callable[[Senator], int]] = {
    "max_military": lambda s: s.military,
    "max_influence": lambda s: s.influence,
    "max_influence_plus_popularity": lambda s: s.influence + s.popularity,
}
"""Faction Leader Guideline criteria (4.01.3), for the presumptive Leader (neutrals.md 2)."""


def guideline(ctx: Context, seat: int) -> Guideline:
    """The Guideline of the Neutral in ``seat``."""
    return ctx.guidelines[role_named(ctx.state.factions[seat].role)]


def recipients(ctx: Context, seat: int) -> list[Senator]:
    """A faction's Senators who may receive money: not Captive, not in Revolt (1.06.3; spec C)."""
    return [s for s in ctx.state.faction_senators(seat) if s.location not in NO_MONEY]


def revenue_leader(ctx: Context, seat: int, candidates: Sequence[Senator]) -> Senator | None:
    """Who takes the Faction Leader's share (neutrals.md 2): the Leader if he may receive money,
    else the presumptive Leader, whom the Faction Leader Guideline would choose (ties 2d6, 4.01.3);
    None if nobody may receive."""
    leader = ctx.state.factions[seat].leader
    for senator in candidates:
        if senator.key == leader:
            return senator
    if not candidates:
        return None
    score = LEADER_SCORES[guideline(ctx, seat).faction_leader]
    return ctx.best_by(
        candidates,
        score,
        "4.01.3",
        f"presumptive Leader of the {ctx.faction_name(seat)}",
        name=lambda s: s.name,
    )


@dataclass(slots=True)
class RevenueSplit:
    """Where a Neutral's pooled revenue goes (4.03.1): talents per Senator and to the Treasury."""

    treasury: int = 0
    shares: dict[str, int] = field(default_factory=dict)

    def give(self, senator: Senator | None, talents: int) -> None:
        """Add talents to a Senator's share; to the Faction Treasury when there is no Senator."""
        if talents <= 0:
            return
        if senator is None:
            self.treasury += talents
        else:
            self.shares[senator.key] = self.shares.get(senator.key, 0) + talents


def distribute_revenue(ctx: Context, seat: int, pool: int) -> RevenueSplit:
    """Split a Neutral's pooled Revenue-Phase income by its Revenue Guideline and pay it out;
    the money then stays where it lands (4.03.1)."""
    members = recipients(ctx, seat)
    revenue = guideline(ctx, seat).revenue
    leader = revenue_leader(ctx, seat, members) if pool > 0 and _needs_leader(revenue) else None
    split, dice = _split(ctx, revenue, pool, leader, members)
    faction = ctx.state.factions[seat]
    faction.treasury += from_bank(ctx.state, split.treasury)
    for key, talents in split.shares.items():
        ctx.state.senators[key].talents += from_bank(ctx.state, talents)
    ctx.record(
        ctx.faction_name(seat),
        "revenue_split",
        "4.03.1",
        _split_text(ctx, seat, pool, split, leader),
        dice=dice,
        pool=pool,
        treasury=split.treasury,
        shares=dict(split.shares),
    )
    return split


def _needs_leader(revenue: Revenue) -> bool:
    """Every split but equal shares with the remainder to the Treasury gives the Leader a part."""
    return not (isinstance(revenue, EqualShares) and revenue.remainder_to == "treasury")


def _split(
    ctx: Context,
    revenue: Revenue,
    pool: int,
    leader: Senator | None,
    members: Sequence[Senator],
) -> tuple[RevenueSplit, tuple[int, ...]]:
    """The split of ``pool`` under one Revenue Guideline mode, and the dice it rolled."""
    split = RevenueSplit()
    if pool <= 0:
        return split, ()
    match revenue:
        case DieToTreasury():
            rolls = ctx.dice.roll(revenue.treasury_dice)
            to_treasury = min(sum(rolls), pool)
            split.give(None, to_treasury)
            split.give(leader, pool - to_treasury)
            return split, rolls
        case EqualShares():
            each = pool // len(members) if members else 0
            for senator in members:
                split.give(senator, each)
            rest = pool - each * len(members)
            split.give(leader if revenue.remainder_to == "leader" else None, rest)
        case ShareToLeader():
            share = pool * revenue.leader_percent
            to_leader = -(-share // 100) if revenue.leader_rounding == "up" else share // 100
            split.give(leader, to_leader)
            split.give(None, pool - to_leader)
        case OneEach():
            _one_each(revenue, pool, leader, members, split)
    return split, ()


def _one_each(
    revenue: OneEach,
    pool: int,
    leader: Senator | None,
    members: Sequence[Senator],
    split: RevenueSplit,
) -> None:
    """Fixed talents to each Senator, Leader first then by Influence (ties lower ID), then to the
    Treasury, while money lasts; the rest to the Leader or the Treasury (neutrals.md 6.3)."""
    others = sorted(
        (s for s in members if s is not leader), key=lambda s: (-s.influence, s.family_id, s.key)
    )
    order = [leader, *others] if leader is not None else others
    left = pool
    for senator in order:
        paid = min(revenue.per_senator, left)
        split.give(senator, paid)
        left -= paid
    paid = min(revenue.to_treasury, left)
    split.give(None, paid)
    left -= paid
    split.give(leader if revenue.remainder_to == "leader" else None, left)


def _split_text(
    ctx: Context, seat: int, pool: int, split: RevenueSplit, leader: Senator | None
) -> str:
    """ "revenue 9 T, 5 to Faction Leader Fabius, 4 to Faction Treasury"."""
    parts = [f"revenue {pool} T"]
    actual = ctx.state.factions[seat].leader
    for key, talents in split.shares.items():
        senator = ctx.state.senators[key]
        if leader is not None and key == leader.key:
            title = "Faction Leader" if key == actual else "presumptive Leader"
            parts.append(f"{talents} to {title} {senator.name}")
        else:
            parts.append(f"{talents} to {senator.name}")
    if split.treasury:
        parts.append(f"{split.treasury} to Faction Treasury")
    return ", ".join(parts)


@handles_effect("statesman", "never_grafts", rule="4.03.3")
def neutral_grafts(ctx: Context, governor: Senator) -> bool:
    """Whether a Neutral Governor takes Provincial Spoils: never Cicero and the Catos, otherwise
    as his faction's Provincial Spoils Guideline says, rolling 1d6 where it asks (4.03.3). Each
    verdict is logged as the Neutral's act ("graft", 4.03.3)."""
    assert governor.faction is not None
    name = ctx.faction_name(governor.faction)
    if has_ability(ctx.catalog, governor, "never_grafts"):
        ctx.record(name, "graft", "4.03.3", f"{governor.name} never takes Provincial Spoils")
        return False
    match guideline(ctx, governor.faction).provincial_spoils:
        case GraftAlways():
            ctx.record(
                name,
                "graft",
                "4.03.3",
                f"{governor.name} takes Provincial Spoils: its Guideline says always",
            )
            return True
        case GraftNever():
            ctx.record(
                name,
                "graft",
                "4.03.3",
                f"{governor.name} takes no Provincial Spoils: its Guideline says never",
            )
            return False
        case GraftOnDie(at_least=at_least):
            roll = ctx.dice.d6()
            takes = roll >= at_least
            verdict = "takes" if takes else "does not take"
            ctx.record(
                name,
                "graft",
                "4.03.3",
                f"{governor.name} rolls {roll} (needs {at_least}+): {verdict} Provincial Spoils",
                dice=(roll,),
            )
            return takes


def influence_contributions(ctx: Context, seat: int) -> list[tuple[Senator, int]]:
    """Contributions a Neutral always makes (4.03.4): each Senator who can pay the cheapest step
    of the Contributions table taking him from below 35 Influence to 35 or more pays it."""
    target = ctx.catalog.tables.influence.consul_for_life_automatic
    steps = ctx.catalog.tables.contributions.rows
    made: list[tuple[Senator, int]] = []
    for senator in recipients(ctx, seat):
        for step in steps:
            reaches = senator.influence < target <= senator.influence + step.influence
            if reaches and senator.talents >= step.min_talents:
                made.append((senator, step.min_talents))
                break
    return made


def matching_contribution(ctx: Context, seat: int, largest: int) -> Senator | None:
    """The Senator who matches the largest single Player contribution of the phase, if the
    Neutral's Charity lists Treasury and its richest Senator yet to contribute can pay it all;
    otherwise None: it contributes nothing (4.03.4)."""
    if largest <= 0 or "treasury" not in guideline(ctx, seat).charity:
        return None
    eligible = [s for s in recipients(ctx, seat) if s.key not in ctx.state.contributed]
    richest = max((s.talents for s in eligible), default=0)
    if richest < largest:
        ctx.record(
            ctx.faction_name(seat),
            "no_match",
            "4.03.4",
            f"cannot match the Player's {largest} T contribution (richest Senator has {richest} T)",
        )
        return None
    return spending_senator(
        ctx,
        [s for s in eligible if s.talents == richest],
        f"the matching contribution of the {ctx.faction_name(seat)}",
    )
