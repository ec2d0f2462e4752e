"""Neutral Persuasion conduct: the Most Available Senator, bribes only to reach 7 and up to 9
(4.04.2), Counter-Bribes down to exactly 4 (4.04.21), and the unopposed attempt of Blackmail
or Seduction (4.07.7).

A choice of target simulates the bidding the Neutral expects (spec 4.04.2): an Unaligned target
has no defender, a Player spends his whole Faction Treasury at once, a Neutral defends to 4.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from bots.neutral_registry import Score, best_scored, by_dice, neutral_rule, option_list
from engine.catalog import Catalog
from engine.decision import CHOSEN, Amount, Choice, Decision, Option, TieBreak, with_reason
from engine.decision_contexts import BiddingContext
from engine.decisions import (
    PERSUASION_ATTEMPT,
    PERSUASION_BRIBE,
    PERSUASION_COUNTER_BRIBE,
    context_of,
)
from engine.events.cards import EVIL_OMENS_EFFECT
from engine.persuasion import NONE, Attempt, persuasion_strength, resistance
from engine.queries import votes_by_faction
from engine.schemas.forum_tables import InitiativeTable
from engine.value_class import ValueClass
from engine.view import GameView
from guidelines.schema import Guideline

LOWEST_ROLL: Final = 2
"""The lowest natural 2d6 total: an unopposed attempt below it cannot succeed (4.07.7)."""

UNDEFENDED: Final = -1
"""Stands for the defending faction's seat where nobody defends (Unaligned, or unopposed)."""

PLANS_KEPT: Final = 16384
"""Bidding plans remembered (``_plan_of``, about 2 MiB): a late game meets some 500 and games
share many; with 4096 half the plans asked for had been forgotten, with this a third."""

NO_FLOOR: Final = -(1 << 30)
"""Below any Base Number: no attempt is ruled out before the first is scored."""

PREFERRED_CARD: Final = "blackmail"
"""Of two unopposed cards the Neutral plays Blackmail first: it also hurts the target."""


@dataclass(frozen=True, slots=True)
class Defence(ValueClass):
    """Who will counter-bribe and with how much: a Player spends it all, a Neutral to 4."""

    player: bool
    funds: int

    def __init__(self, player: bool, funds: int) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "funds", funds)


@dataclass(frozen=True, slots=True)
class Plan(ValueClass):
    """The Base Number the Neutral expects at the roll and the bribes it expects to pay."""

    final: int
    bribes: int

    def __init__(self, final: int, bribes: int) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "final", final)
        object.__setattr__(self, "bribes", bribes)


@dataclass(frozen=True, slots=True)
class Limits:
    """The numbers of 4.04.2: bribe only to reach ``least``; never raise past ``cap``."""

    least: int
    cap: int
    defended: int


def limits(view: GameView, modifier: int | None = None) -> Limits:
    """Bribe floor 7; cap 9, lowered to the highest roll that can still succeed once Era Ends is
    revealed; Neutral defence target 4 (4.04.2, spec ruling on the cap). ``modifier``: the
    roll modifier, if already known. Made once for each table, Era Ends and modifier
    (``reckon_limits``): every Neutral attempt and bribe asks for them."""
    numbers: InitiativeTable = view.catalog.tables.initiative
    if modifier is None:
        modifier = roll_modifier(view)
    era_ends = view.era_ends_drawn
    key = (id(numbers), era_ends, modifier)
    found = _LIMITS.get(key)
    if found is None or found[0] is not numbers:
        found = _LIMITS[key] = (numbers, reckon_limits(numbers, era_ends, modifier))
    return found[1]


def reckon_limits(numbers: InitiativeTable, era_ends: bool, modifier: int) -> Limits:
    """``limits`` from the Initiative table, whether Era Ends is revealed, and the roll
    modifier (4.04.2)."""
    fails_from = (
        numbers.persuasion_auto_fail_after_era_ends if era_ends else numbers.persuasion_auto_fail
    )
    cap = min(numbers.neutral_bribe_max_base, fails_from - 1 + modifier)
    return Limits(numbers.neutral_bribe_min_base, cap, numbers.neutral_counter_bribe_target)


_LIMITS: Final[dict[tuple[int, bool, int], tuple[InitiativeTable, Limits]]] = {}
"""The Limits of each Initiative table (by its id; the table is kept, so the id stays its
own), Era Ends revealed or not, and roll modifier."""


def roll_modifier(view: GameView) -> int:
    """What Evil Omens add to a Persuasion roll (+1 per level; none at level 0)."""
    events = view.events
    level = max([events.get(key, 0) for key in _evil_omens(view.catalog)], default=0)
    return view.catalog.tables.evil_omens.modifier("persuasion", level) if level else 0


_EVIL_OMENS: Final[dict[int, tuple[Catalog, tuple[str, ...]]]] = {}
"""The Evil Omens event ids of each catalog (by its id; the catalog is kept, so the id stays
its own)."""


def _evil_omens(catalog: Catalog) -> tuple[str, ...]:
    """The ids of the Random Events whose effect is Evil Omens, looked up once a catalog."""
    found = _EVIL_OMENS.get(id(catalog))
    if found is None or found[0] is not catalog:
        ids = tuple(
            card.id
            for card in catalog.events.random_events
            if card.normal.effect.type == EVIL_OMENS_EFFECT
        )
        found = _EVIL_OMENS[id(catalog)] = (catalog, ids)
    return found[1]


def raise_by(base: int, left: int, numbers: Limits) -> int:
    """A bribing Neutral raises as high as it can up to the cap, while it can still reach the
    floor (4.04.2; spec ruling on re-raising)."""
    if base < numbers.cap and base + left >= numbers.least:
        return min(left, numbers.cap - base)
    return 0


def defend_by(base: int, funds: int, target: int) -> int:
    """A Neutral counter-bribes the Base Number down to exactly ``target`` if it can afford
    it, else not at all (4.04.21)."""
    if base > target and funds >= base - target:
        return base - target
    return 0


def simulate(
    opening: int, talents: int, defence: Defence | None, bribing: bool, numbers: Limits
) -> Plan:
    """The bidding the Neutral expects: it raises, the defender answers, until neither moves."""
    player = None if defence is None else defence.player
    funds = 0 if defence is None else defence.funds
    final, spent = _bidding(
        opening,
        talents if bribing else 0,
        player,
        funds,
        numbers.least,
        numbers.cap,
        numbers.defended,
    )
    return Plan(final, spent)


def _bidding(
    base: int, left: int, player: bool | None, funds: int, least: int, cap: int, guard: int
) -> tuple[int, int]:
    """``simulate`` on plain numbers (``player`` None: no defender), the expected Base Number
    and bribes: the Neutral raises as ``raise_by``, a Player defender cuts with all his funds,
    a Neutral one as ``defend_by``; the thousands of plans a game makes need no values built."""
    spent = 0
    while True:
        if base < cap and base + left >= least:
            added = min(left, cap - base)
            base, left, spent = base + added, left - added, spent + added
        if player is None or funds == 0:
            return base, spent
        if player:
            cut = funds
        elif base > guard and funds >= base - guard:
            cut = base - guard
        else:
            return base, spent
        base, funds = base - cut, funds - cut


def defenders(view: GameView, seats: Collection[int | None] | None = None) -> dict[int, Defence]:
    """Every faction (or those in ``seats``) as the defender of its Senators, with its Faction
    Treasury (4.04.2)."""
    return {
        f.seat: Defence(f.is_player, view.counter_bribe_funds(f.seat))
        for f in view.factions
        if seats is None or f.seat in seats
    }


def defence_for(
    defence: dict[int, Defence], seat: int | None, unopposed: bool, spent: int = 0
) -> Defence | None:
    """The expected defender of a target of faction ``seat``: none if he is Unaligned or the
    attempt is unopposed; else his faction, counting what it has already spent (4.04.2)."""
    if seat is None or unopposed:
        return None
    found = defence[seat]
    return Defence(found.player, found.funds + spent) if spent else found


@lru_cache(maxsize=PLANS_KEPT)
def _plan_of(
    opening: int, talents: int, player: bool | None, funds: int, least: int, cap: int, guard: int
) -> tuple[int, int]:
    """The plan, as the expected Base Number and bribes: bribe only if the expected final Base
    Number reaches the floor, else attempt without money (4.04.2); by plain numbers (``player``
    None: no defender), remembered across choices. A Neutral defender's funds beyond the
    opening's excess over its defence number plus the talents never change it: it can never
    be asked to cut more, so its callers cap them there and plans repeat more often."""
    bribed = _bidding(opening, talents, player, funds, least, cap, guard)
    if bribed[0] < least:
        return _bidding(opening, 0, player, funds, least, cap, guard)
    return bribed


@dataclass(frozen=True, slots=True)
class AttemptScores(ValueClass):
    """The attempt options scored: the equal best plain ones (in the order offered) with their
    score, and each card attempt that can reach the lowest roll with its card's key and
    score."""

    best: list[Option]
    top: Score
    carded: list[tuple[Option, str, Score]]

    def __init__(
        self, best: list[Option], top: Score, carded: list[tuple[Option, str, Score]]
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); a NamedTuple's ``__new__`` and
        # the dataclass's own ``__init__`` stay Python.
        object.__setattr__(self, "best", best)
        object.__setattr__(self, "top", top)
        object.__setattr__(self, "carded", carded)


def _scored(
    view: GameView, seat: int, attempts: list[tuple[Option, Attempt]], numbers: Limits, lowest: int
) -> AttemptScores:
    """Every attempt option of faction ``seat`` planned and scored (4.04.2, 4.07.7). The Base
    Number is the persuader's part less the target's, and a plan depends only on it, the
    persuader's talents and the defence, so each part is reckoned once and each plan is
    remembered; the plain options are ranked as they are scored, the votes of the targets'
    factions, the last part of the score, counted only if they are needed to rank them. An
    attempt whose opening plus all its persuader's talents (the most any plan reaches) is
    below the best capped Base Number so far, or a card attempt's below the lowest roll, is
    not planned: its score could only lose."""
    senators, catalog, factions = view.senators, view.catalog, view.factions
    defence: dict[int, tuple[bool, int]] = {}
    """Each defending faction met: whether a Player runs it, and its Faction Treasury."""
    persuaders: dict[str, tuple[int, int, int]] = {}
    """Each persuader met: his part of the Base Number, his talents, and both together."""
    targets: dict[str, tuple[int, int, int, int | None]] = {}
    """Each target met: his part of the Base Number, his defending seat, his Military +
    Oratory and his faction."""
    least, cap, guard = numbers.least, numbers.cap, numbers.defended
    plans: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    """Each bid (base, talents, defending seat) and its plan: the capped Base Number and the
    bribes saved (the score's first two parts), and the expected Base Number."""
    best: list[tuple[Option, int | None]] = []
    top: Score = ()
    floor = NO_FLOOR
    """The best capped Base Number so far (``top``'s first part)."""
    carded: list[tuple[Option, str, Score, int | None]] = []
    for option, attempt in attempts:
        mover = persuaders.get(attempt.persuader)
        if mover is None:
            persuader = senators[attempt.persuader]
            strength = persuasion_strength(persuader)
            mover = persuaders[attempt.persuader] = (
                strength,
                persuader.talents,
                strength + persuader.talents,
            )
        strength, talents, reach = mover
        mark = targets.get(attempt.target)
        if mark is None:
            target = senators[attempt.target]
            faction = target.faction
            mark = targets[attempt.target] = (
                resistance(catalog, senators, target, seat),
                UNDEFENDED if faction is None else faction,
                target.military + target.oratory,
                faction,
            )
        resists, defending, prize, faction = mark
        card = attempt.card
        # No plan ends above the opening plus all the persuader's talents: an attempt that
        # cannot reach the best so far (or, with a card, the lowest roll) loses unplanned.
        if reach - resists < (floor if card is None else lowest):
            continue
        base = strength - resists
        if card is not None:
            defending = UNDEFENDED
        bid = (base, talents, defending)
        planned = plans.get(bid)
        if planned is None:
            player: bool | None = None
            funds = 0
            if defending != UNDEFENDED:
                defender = defence.get(defending)
                if defender is None:
                    defender = defence[defending] = (
                        factions[defending].is_player,
                        view.counter_bribe_funds(defending),
                    )
                player, funds = defender
            if player is False:  # a Neutral defender never spends more: the same plan
                funds = min(funds, max(base - guard, 0) + talents)
            final, bribes = _plan_of(base, talents, player, funds, least, cap, guard)
            planned = plans[bid] = (min(final, cap), -bribes, final)
        capped, saved, expected = planned
        score = (capped, saved, prize)
        if card is not None:
            if expected >= lowest:
                carded.append((option, catalog.entry(card).key, score, faction))
        elif score > top:
            best, top, floor = [(option, faction)], score, capped
        elif score == top:
            best.append((option, faction))
    votes_of = (
        votes_by_faction(view.senators.values())
        if carded or (len(best) > 1 and any(f is not None for _, f in best))
        else {}
    )
    tally = [0 if f is None else votes_of.get(f, 0) for _, f in best]
    most = max(tally, default=0)
    return AttemptScores(
        [option for (option, _), count in zip(best, tally, strict=True) if count == most],
        (*top, most),
        [
            (option, card, (*score, 0 if f is None else votes_of.get(f, 0)))
            for option, card, score, f in carded
        ],
    )


@neutral_rule(PERSUASION_ATTEMPT)
def choose_attempt(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """An unopposed card attempt if one can reach the lowest roll (4.07.7), else the Most
    Available Senator: highest Base Number, least bribes, most Military + Oratory, faction
    with most votes in Rome (an Unaligned target counts 0), then 2d6; with the persuader who
    scores best (4.04.2)."""
    modifier = roll_modifier(view)
    numbers = limits(view, modifier)
    options = option_list(decision)
    attempts = [(o, o.value) for o in options if isinstance(o.value, Attempt)]
    if not attempts:
        none = options.find(NONE) or options[0]
        return with_reason(none, "4.04.2", "makes no Persuasion Attempt: no target is open")
    scored = _scored(view, decision.actor, attempts, numbers, LOWEST_ROLL + modifier)
    if scored.carded:
        preferred = [c for c in scored.carded if c[1] == PREFERRED_CARD] or scored.carded
        scores = {option.key: score for option, _, score in preferred}
        choice, (final, *_) = best_scored(
            [option for option, _, _ in preferred], lambda option: scores[option.key]
        )
        return with_reason(
            choice,
            "4.07.7",
            f"chooses {CHOSEN}: an unopposed attempt that can succeed (expected Base Number "
            f"{final}){by_dice(choice)}",
        )
    best = scored.best
    choice = best[0] if len(best) == 1 else TieBreak(tuple(option.key for option in best))
    final, bribes, *_ = scored.top
    money = f" after {-bribes} T of bribes" if bribes else " without bribes"
    return with_reason(
        choice,
        "4.04.2",
        f"chooses {CHOSEN}: the Most Available Senator, expected Base Number {final}{money}"
        f"{by_dice(choice)}",
    )


def guideline_bribe(view: GameView, context: BiddingContext) -> tuple[int, int]:
    """What a bribing Neutral (``view``'s seat) adds now to the attempt ``context`` describes,
    and the Base Number it expects at the roll: if its plan still ends at 7 or more, as high as
    it can up to the cap (4.04.2). Fixed by the Guideline: the presentation shows a Player the
    chance it leaves."""
    numbers = limits(view)
    counters = context["counters"]
    persuader = view.senators[context["persuader"]]
    target = view.senators[context["target"]]
    spent = 0 if target.faction is None else counters.get(target.faction, 0)
    defence = defence_for(
        defenders(view, (target.faction,)), target.faction, context["unopposed"], spent
    )
    opening, bribes, base = context["opening"], context["bribes"], context["base"]
    bribing = simulate(opening, persuader.talents + bribes, defence, True, numbers)
    if bribing.final < numbers.least:
        return 0, bribing.final
    return raise_by(base, persuader.talents, numbers), bribing.final


@neutral_rule(PERSUASION_BRIBE)
def bribe(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """If the attempt, as planned when it was announced, is one with bribes, raise as high as
    possible up to the cap while the floor can still be reached (4.04.2)."""
    numbers = limits(view)
    context = context_of(decision, PERSUASION_BRIBE)
    persuader = view.senators[context["persuader"]]
    base = context["base"]
    added, expected = guideline_bribe(view, context)
    if expected < numbers.least:
        return with_reason(
            Amount(0),
            "4.04.2",
            f"bribes nothing: the Base Number could not end at {numbers.least} or more "
            f"(expected {expected})",
        )
    if not added:
        why = (
            f"the Base Number {base} is at the cap of {numbers.cap}"
            if base >= numbers.cap
            else f"{persuader.talents} T more cannot take the Base Number {base} to {numbers.least}"
        )
        return with_reason(Amount(0), "4.04.2", f"bribes nothing more: {why}")
    return with_reason(
        Amount(added), "4.04.2", f"bribes {added} T so the Base Number reaches {base + added}"
    )


def guideline_counter_bribe(
    catalog: Catalog, neutral: int, owner: int | None, base: int, funds: int
) -> int:
    """What the Neutral in seat ``neutral``, with ``funds`` in its Faction Treasury, counter-
    bribes against an attempt at Base Number ``base`` on a Senator of faction ``owner``: only for
    its own Senators, down to exactly 4 if it can afford it, else nothing (4.04.21). Fixed by
    the Guideline: the presentation shows a Player the chance it leaves."""
    if owner != neutral:
        return 0
    return defend_by(base, funds, catalog.tables.initiative.neutral_counter_bribe_target)


@neutral_rule(PERSUASION_COUNTER_BRIBE)
def counter_bribe(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Defend only the Neutral's own Senators, to exactly 4 if affordable (4.04.21)."""
    context = context_of(decision, PERSUASION_COUNTER_BRIBE)
    target = view.senators[context["target"]]
    if target.faction != view.seat:
        return with_reason(
            Amount(0), "4.04.21", f"does not counter-bribe: {target.name} is not its Senator"
        )
    funds = view.me.treasury
    base = context["base"]
    defended = view.catalog.tables.initiative.neutral_counter_bribe_target  # as ``limits``
    cut = guideline_counter_bribe(view.catalog, view.seat, target.faction, base, funds)
    if cut:
        why = f"counter-bribes {cut} T to bring the Base Number down to {defended}"
    elif base <= defended:
        why = f"does not counter-bribe: the Base Number {base} is already {defended} or less"
    else:
        why = (
            f"does not counter-bribe: its Faction Treasury ({funds} T) cannot bring the Base "
            f"Number {base} down to {defended}"
        )
    return with_reason(Amount(cut), "4.04.21", why)
