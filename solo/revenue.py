"""Section IV's Revenue Phase for the Neutrals (4.03): the pooled income split, the presumptive
Leader, the spending Senator, graft, and their contributions.

The phase itself runs in ``engine/phases/revenue.py``; it calls these at the steps they amend.
What section IV leaves to a Neutral's Guideline is asked of the Neutral as a decision (answered
in ``bots/neutral_rules/revenue.py``); what it makes automatic (paying out, the spending Senator,
the 35-Influence contribution, Cicero and the Catos) and every die stay here.

Decisions (option keys in brackets), all of a Neutral:
- ``revenue.split`` [``die_to_treasury``, ``equal_shares:<to>``, ``share_to_leader:<up|down>``,
  ``one_each:<to>``; ``<to>`` is ``leader`` or ``treasury``, who gets the remainder]: how the
  pooled income is split (4.03.1), then its numbers: ``revenue.treasury_dice`` (d6 rolled for
  the Faction Treasury), ``revenue.leader_percent`` (the Leader's percentage),
  ``revenue.per_senator`` and ``revenue.to_treasury`` (fixed talents), all amounts.
- ``revenue.presumptive_leader`` [Senator key]: who takes the Leader's part when the Faction
  Leader may not receive money (4.01.3, 1.06.3).
- ``revenue.provincial_spoils`` [``take``, ``decline``, ``roll:<n>``: take them on 1d6 >= n]:
  whether a Governor takes Provincial Spoils (4.03.3).
- ``revenue.match`` [``match``, ``none``]: whether to match the largest Player contribution
  (4.03.4, Charity).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.decision_contexts import NoContext
from engine.decisions import DecisionKind
from engine.effects import handles_effect
from engine.phases.state_revenue import contribute
from engine.senators import has_ability
from engine.state import Location, Senator
from engine.treasury import from_bank
from engine.value_class import ValueClass
from solo.decisions import (
    REVENUE_LEADER_PERCENT,
    REVENUE_MATCH,
    REVENUE_PER_SENATOR,
    REVENUE_PRESUMPTIVE_LEADER,
    REVENUE_PROVINCIAL_SPOILS,
    REVENUE_SPLIT,
    REVENUE_TO_TREASURY,
    REVENUE_TREASURY_DICE,
)
from solo.handicaps import RULE as HANDICAP
from solo.handicaps import handicaps
from solo.rulings import rulings
from solo.spending import spending_senator

SPLIT: Final = REVENUE_SPLIT
TREASURY_DICE: Final = REVENUE_TREASURY_DICE
LEADER_PERCENT: Final = REVENUE_LEADER_PERCENT
PER_SENATOR: Final = REVENUE_PER_SENATOR
TO_TREASURY: Final = REVENUE_TO_TREASURY
PRESUMPTIVE_LEADER: Final = REVENUE_PRESUMPTIVE_LEADER
PROVINCIAL_SPOILS: Final = REVENUE_PROVINCIAL_SPOILS
MATCH: Final = REVENUE_MATCH
"""The Neutral decision kinds of the Revenue Phase (4.01.3, 4.03.1, 4.03.3, 4.03.4)."""

DIE_TO_TREASURY: Final = "die_to_treasury"
EQUAL_SHARES: Final = "equal_shares"
SHARE_TO_LEADER: Final = "share_to_leader"
ONE_EACH: Final = "one_each"
"""The split modes the Revenue Phase can carry out (4.03.1; each Neutral's ``revenue`` in
guidelines/)."""

LEADER: Final = "leader"
TREASURY: Final = "treasury"
UP: Final = "up"
DOWN: Final = "down"
"""Where a split's remainder goes; how the Leader's percentage rounds."""

TAKE: Final = "take"
DECLINE: Final = "decline"
ROLL: Final = "roll"
"""Provincial Spoils options: take, decline, or ``roll:<n>``, take them on 1d6 >= n (4.03.3)."""

MATCH_KEY: Final = "match"
NONE: Final = "none"
"""Option keys: match the largest Player contribution, or not (4.03.4)."""

PERCENT: Final = 100
"""The Leader's part of a ``share_to_leader`` split is a whole percentage of the pool."""

NO_MONEY: Final = frozenset({Location.CAPTIVE, Location.REBEL})
"""Captives and Rebels may not receive money from their faction (1.06.3, 1.10.71)."""


@dataclass(frozen=True, slots=True)
class DieToTreasury(ValueClass):
    """The Faction Treasury gets the dice, at most the pool; the Leader the rest."""

    dice: int

    def __init__(self, dice: int) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "dice", dice)


@dataclass(frozen=True, slots=True)
class EqualShares(ValueClass):
    """Equal whole shares to every recipient; the remainder to the Leader or the Treasury."""

    remainder_to_leader: bool

    def __init__(self, remainder_to_leader: bool) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "remainder_to_leader", remainder_to_leader)


@dataclass(frozen=True, slots=True)
class ShareToLeader(ValueClass):
    """A percentage of the pool to the Leader, rounded up or down; the rest to the Treasury."""

    percent: int
    round_up: bool

    def __init__(self, percent: int, round_up: bool) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "percent", percent)
        object.__setattr__(self, "round_up", round_up)


@dataclass(frozen=True, slots=True)
class OneEach(ValueClass):
    """Fixed talents to each recipient, Leader first, then to the Treasury, while money lasts;
    the rest to the Leader or the Treasury."""

    per_senator: int
    to_treasury: int
    remainder_to_leader: bool

    def __init__(self, per_senator: int, to_treasury: int, remainder_to_leader: bool) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "per_senator", per_senator)
        object.__setattr__(self, "to_treasury", to_treasury)
        object.__setattr__(self, "remainder_to_leader", remainder_to_leader)


Split = DieToTreasury | EqualShares | ShareToLeader | OneEach
"""A split of a Neutral's pooled income, as its Revenue Guideline chose it (4.03.1)."""

SPLIT_OPTIONS: Final = (
    Option(DIE_TO_TREASURY, None, "dice to the Faction Treasury, the rest to the Leader"),
    Option(f"{EQUAL_SHARES}:{LEADER}", None, "equal shares, the remainder to the Leader"),
    Option(f"{EQUAL_SHARES}:{TREASURY}", None, "equal shares, the remainder to the Treasury"),
    Option(
        f"{SHARE_TO_LEADER}:{UP}",
        None,
        "a percentage to the Leader rounded up, the rest to the Treasury",
    ),
    Option(
        f"{SHARE_TO_LEADER}:{DOWN}",
        None,
        "a percentage to the Leader rounded down, the rest to the Treasury",
    ),
    Option(
        f"{ONE_EACH}:{LEADER}",
        None,
        "fixed talents to each Senator and the Treasury, the rest to the Leader",
    ),
    Option(
        f"{ONE_EACH}:{TREASURY}",
        None,
        "fixed talents to each Senator and the Treasury, the rest to the Treasury",
    ),
)
"""Every split mode the phase can carry out (4.03.1)."""

SpoilsProcedure = Generator[Decision, Choice, bool]
SenatorProcedure = Generator[Decision, Choice, Senator | None]


def recipients(ctx: Context, seat: int) -> list[Senator]:
    """A faction's Senators who may receive money: not Captive, not in Revolt (1.06.3)."""
    return [s for s in ctx.state.faction_senators(seat) if s.location not in NO_MONEY]


def revenue_leader(ctx: Context, seat: int, candidates: Sequence[Senator]) -> SenatorProcedure:
    """Who takes the Faction Leader's share (4.01.3, 1.06.3): the Leader if he may receive money,
    else the presumptive Leader, whom the Neutral names by its Faction Leader Guideline (4.01.3;
    ties 2d6); None if nobody may receive."""
    leader = ctx.state.factions[seat].leader
    for senator in candidates:
        if senator.key == leader:
            return senator
    if not candidates:
        return None
    choice = yield ctx.ask(
        seat,
        PRESUMPTIVE_LEADER,
        "4.01.3",
        [Option(s.key, s.key, s.name) for s in candidates],
        "Who takes the Faction Leader's part of the revenue?",
    )
    return ctx.state.senators[choice.key]


@dataclass(slots=True)
class RevenueSplit(ValueClass):
    """Where a Neutral's pooled revenue goes (4.03.1): talents per Senator and to the Treasury."""

    treasury: int = 0
    shares: dict[str, int] = field(default_factory=dict)

    def __init__(self, treasury: int = 0, shares: dict[str, int] | None = None) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.treasury = treasury
        self.shares = {} if shares is None else shares

    def give(self, senator: Senator | None, talents: int) -> None:
        """Add talents to a Senator's share; to the Faction Treasury when there is no Senator."""
        if talents <= 0:
            return
        if senator is None:
            self.treasury += talents
        else:
            self.shares[senator.key] = self.shares.get(senator.key, 0) + talents


def distribute_revenue(
    ctx: Context, seat: int, pool: int
) -> Generator[Decision, Choice, RevenueSplit]:
    """Split a Neutral's pooled Revenue-Phase income as its Revenue Guideline chooses and pay it
    out; the money then stays where it lands (4.03.1)."""
    members = recipients(ctx, seat)
    split, leader = RevenueSplit(), None
    dice: tuple[int, ...] = ()
    if pool > 0:
        mode = yield from ask_split(ctx, seat, pool)
        if _needs_leader(mode):
            leader = yield from revenue_leader(ctx, seat, members)
        split, dice = _split(ctx, mode, pool, leader, members)
    faction = ctx.state.factions[seat]
    faction.treasury += from_bank(ctx.state, split.treasury)
    for key, talents in split.shares.items():
        ctx.state.senators[key].talents += from_bank(ctx.state, talents)
    if ctx.logs("revenue_split"):
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


def ask_split(ctx: Context, seat: int, pool: int) -> Generator[Decision, Choice, Split]:
    """The Neutral chooses the split mode, then its numbers (4.03.1). More dice than talents, or
    more fixed talents than the pool, would change nothing, so the amounts stop at the pool."""
    choice = yield ctx.ask(
        seat, SPLIT, "4.03.1", SPLIT_OPTIONS, f"How is the pooled revenue of {pool} T split?"
    )
    mode, _, detail = choice.key.partition(":")
    if mode == DIE_TO_TREASURY:
        dice = yield from _amount(ctx, seat, TREASURY_DICE, 1, pool, "d6 for the Treasury")
        return DieToTreasury(dice)
    if mode == EQUAL_SHARES:
        return EqualShares(remainder_to_leader=detail == LEADER)
    if mode == SHARE_TO_LEADER:
        percent = yield from _amount(ctx, seat, LEADER_PERCENT, 0, PERCENT, "Leader's percent")
        return ShareToLeader(percent, round_up=detail == UP)
    each = yield from _amount(ctx, seat, PER_SENATOR, 0, pool, "talents to each Senator")
    to_treasury = yield from _amount(ctx, seat, TO_TREASURY, 0, pool, "talents to the Treasury")
    return OneEach(each, to_treasury, remainder_to_leader=detail == LEADER)


def _amount(
    ctx: Context, seat: int, kind: DecisionKind[NoContext], low: int, high: int, what: str
) -> Generator[Decision, Choice, int]:
    """One number of the split (4.03.1)."""
    answer = yield ctx.ask_amount(seat, kind, "4.03.1", low, high, f"Revenue split: {what}?")
    assert isinstance(answer, Amount)
    return answer.value


def _needs_leader(mode: Split) -> bool:
    """Every split but equal shares with the remainder to the Treasury gives the Leader a part."""
    return not (isinstance(mode, EqualShares) and not mode.remainder_to_leader)


def _split(
    ctx: Context,
    mode: Split,
    pool: int,
    leader: Senator | None,
    members: Sequence[Senator],
) -> tuple[RevenueSplit, tuple[int, ...]]:
    """The split of ``pool`` under one mode, and the dice it rolled."""
    split = RevenueSplit()
    match mode:
        case DieToTreasury():
            rolls = ctx.dice.roll(mode.dice, "neutral_revenue")
            to_treasury = min(sum(rolls), pool)
            split.give(None, to_treasury)
            split.give(leader, pool - to_treasury)
            return split, rolls
        case EqualShares():
            each = pool // len(members) if members else 0
            for senator in members:
                split.give(senator, each)
            rest = pool - each * len(members)
            split.give(leader if mode.remainder_to_leader else None, rest)
        case ShareToLeader():
            share = pool * mode.percent
            to_leader = -(-share // PERCENT) if mode.round_up else share // PERCENT
            split.give(leader, to_leader)
            split.give(None, pool - to_leader)
        case OneEach():
            _one_each(mode, pool, leader, members, split)
    return split, ()


def _one_each(
    mode: OneEach,
    pool: int,
    leader: Senator | None,
    members: Sequence[Senator],
    split: RevenueSplit,
) -> None:
    """Fixed talents to each Senator, Leader first then by Influence (ties lower ID), then to the
    Treasury, while money lasts; the rest to the Leader or the Treasury (4.03.1;
    guidelines/populists.toml)."""
    others = sorted(
        (s for s in members if s is not leader), key=lambda s: (-s.influence, s.family_id, s.key)
    )
    order = [leader, *others] if leader is not None else others
    left = pool
    for senator in order:
        paid = min(mode.per_senator, left)
        split.give(senator, paid)
        left -= paid
    paid = min(mode.to_treasury, left)
    split.give(None, paid)
    left -= paid
    split.give(leader if mode.remainder_to_leader else None, left)


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
def neutral_grafts(ctx: Context, governor: Senator) -> SpoilsProcedure:
    """Whether a Neutral Governor takes Provincial Spoils: never Cicero and the Catos, otherwise
    as his faction's Provincial Spoils Guideline chooses: take, decline, or take them on a 1d6
    roll, rolled here (4.03.3). Cicero's and the Catos' refusal and each roll are logged as the
    Neutral's act ("graft", 4.03.3)."""
    assert governor.faction is not None
    name = ctx.faction_name(governor.faction)
    if has_ability(ctx.catalog, governor, "never_grafts"):
        ctx.record(name, "graft", "4.03.3", f"{governor.name} never takes Provincial Spoils")
        return False
    choice = yield ctx.ask(
        governor.faction,
        PROVINCIAL_SPOILS,
        "4.03.3",
        [
            Option(TAKE, None, f"{governor.name} takes Provincial Spoils"),
            Option(DECLINE, None, f"{governor.name} takes no Provincial Spoils"),
            *(
                Option(f"{ROLL}:{n}", n, f"{governor.name} takes them on 1d6 >= {n}")
                for n in range(1, 8)
            ),
        ],
        f"Does {governor.name} take Provincial Spoils?",
        senator=governor.key,
        province=governor.province,
    )
    if not isinstance(choice, Option) or not isinstance(choice.value, int):
        return choice.key == TAKE
    at_least = choice.value
    roll = ctx.dice.d6("spoils_taken", governor.key)
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


def matching_contribution(ctx: Context, seat: int, target: int) -> SenatorProcedure:
    """The Senator who matches the largest single Player contribution of the phase, if the
    Neutral's Charity chooses to match and its richest Senator yet to contribute can pay it all;
    otherwise None: it contributes nothing (4.03.4)."""
    if not (yield from chooses_to_match(ctx, seat, target, "the largest Player contribution")):
        return None
    eligible = yet_to_contribute(ctx, seat)
    richest = max((s.talents for s in eligible), default=0)
    if richest < target:
        cannot_match(ctx, seat, target, f"richest Senator has {richest} T")
        return None
    return spending_senator(
        ctx,
        [s for s in eligible if s.talents == richest],
        f"the matching contribution of the {ctx.faction_name(seat)}",
    )


def chooses_to_match(
    ctx: Context, seat: int, target: int, what: str
) -> Generator[Decision, Choice, bool]:
    """Whether the Neutral's Charity matches ``what`` the Players gave, ``target`` talents
    (4.03.4)."""
    if target <= 0:
        return False
    choice = yield ctx.ask(
        seat,
        MATCH,
        "4.03.4",
        [
            Option(MATCH_KEY, target, f"match the Player's {target} T contribution"),
            Option(NONE, None, "make no matching contribution"),
        ],
        f"Match {what} of {target} T?",
        largest=target,
    )
    return choice.key == MATCH_KEY


def cannot_match(ctx: Context, seat: int, target: int, why: str) -> None:
    """The Neutral cannot afford the match, so it contributes nothing (4.03.4)."""
    ctx.record(
        ctx.faction_name(seat),
        "no_match",
        "4.03.4",
        f"cannot match the Player's {target} T contribution ({why})",
    )


def matching_total(ctx: Context, seat: int, target: int) -> Procedure:
    """Under ``neutral_match = "total"``: the Players' total this phase, matched all or nothing
    by the Neutral's Senators yet to contribute, the richest first, one contribution each, each
    paying what is still owed up to his talents (4.03.4 read as matching the total)."""
    if not (yield from chooses_to_match(ctx, seat, target, "the Players' total contribution")):
        return
    eligible = yet_to_contribute(ctx, seat)
    if sum(s.talents for s in eligible) < target:
        cannot_match(ctx, seat, target, "its Senators together cannot pay it")
        return
    pay_richest_first(ctx, eligible, target, "4.03.4")


def yet_to_contribute(ctx: Context, seat: int) -> list[Senator]:
    """The Neutral's Senators who may still contribute this phase (4.03.4)."""
    return [s for s in recipients(ctx, seat) if s.key not in ctx.state.contributed]


def pay_richest_first(ctx: Context, eligible: Sequence[Senator], target: int, rule: str) -> None:
    """Contribute ``target`` talents from ``eligible``, the richest first, one contribution
    each, each paying what is still owed up to his talents, until it is paid or they have
    nothing left (4.03.4)."""
    for senator in sorted(eligible, key=lambda s: (-s.talents, s.key)):
        paid = min(target, senator.talents)
        if paid <= 0:
            return
        contribute(ctx, senator, paid, rule)
        target -= paid


def matching_share(ctx: Context, seat: int, made: Sequence[int], share: int) -> None:
    """Under the match share handicap: ``share`` percent of the Players' total this phase
    (rounded down), whatever the Neutral's Charity, from its Senators yet to contribute as far
    as they can pay (4.03.4 as the handicap changes it)."""
    pay_richest_first(ctx, yet_to_contribute(ctx, seat), sum(made) * share // 100, HANDICAP)


def neutral_contributions(ctx: Context, seat: int, made: Sequence[int]) -> Procedure:
    """A Neutral's Contributions for Influence, then the match of the Players' contributions
    ``made`` this phase: the largest single one, or under ``neutral_match = "total"`` their sum
    (4.03.4); under the match share handicap its share of their sum instead."""
    for senator, talents in influence_contributions(ctx, seat):
        contribute(ctx, senator, talents, "4.03.4")
    share = handicaps(ctx).neutral_match_share
    if share:
        matching_share(ctx, seat, made, share)
        return
    if rulings(ctx).neutral_match == "total":
        yield from matching_total(ctx, seat, sum(made))
        return
    largest = max(made, default=0)
    payer = yield from matching_contribution(ctx, seat, largest)
    if payer is not None:
        contribute(ctx, payer, largest, "4.03.4")
