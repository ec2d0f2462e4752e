"""Persuasion Attempts, Step 2 of an Initiative (1.07.4-1.07.414), and the unopposed attempt a
Seduction or Blackmail card makes (1.07.413).

The engine runs the attempt; whom a faction no Player runs persuades, what it bribes and how it
defends are decisions its agent answers.
"""

from __future__ import annotations

from collections.abc import Collection, Generator, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from engine.catalog import Catalog
from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.decisions import PERSUASION_ATTEMPT, PERSUASION_BRIBE, PERSUASION_COUNTER_BRIBE
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.queries import faction_in_rome, seats_from
from engine.readonly import SenatorView
from engine.schemas.intrigue import UnopposedPersuasionEffect
from engine.senators import change_popularity
from engine.state import Faction, Location, Senator
from engine.value_class import ValueClass

NONE: Final = "none"
"""Option key for making no attempt."""

UNOPPOSED_CARDS: Final = ("seduction", "blackmail")
"""Intrigue cards that make a Persuasion Attempt unopposed (1.07.413), by card key."""

ROWS_KEPT: Final = 1024
"""Persuaders' rows of attempt options kept for reuse (``attempt_row``): more than the Senators
times the unopposed cards."""

Bid = Generator[Decision, Choice, int]
"""A bidding step: asks for money and returns the talents spent."""


@dataclass(frozen=True, slots=True)
class Attempt(ValueClass):
    """A Persuasion Attempt on offer: who persuades whom, and the card that makes it unopposed."""

    persuader: str
    target: str
    card: int | None = None

    def __init__(self, persuader: str, target: str, card: int | None = None) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "persuader", persuader)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "card", card)


@dataclass(slots=True)
class Bidding(ValueClass):
    """The money on the table during one attempt (1.07.414): the opening Base Number, the
    persuader's bribes and each faction's counter-bribes."""

    persuader: Senator
    target: Senator
    opening: int
    unopposed: bool
    bribes: int = 0
    counters: dict[int, int] = field(default_factory=dict)

    def __init__(
        self,
        persuader: Senator,
        target: Senator,
        opening: int,
        unopposed: bool,
        bribes: int = 0,
        counters: dict[int, int] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.persuader = persuader
        self.target = target
        self.opening = opening
        self.unopposed = unopposed
        self.bribes = bribes
        self.counters = {} if counters is None else counters

    @property
    def base(self) -> int:
        """The current Base Number (1.07.41)."""
        return self.opening + self.bribes - sum(self.counters.values())

    @property
    def pot(self) -> int:
        """Every talent spent, which goes to the target at the end (1.07.412, 1.07.413)."""
        return self.bribes + sum(self.counters.values())

    def context(self) -> dict[str, object]:
        """What a bidder is told: the attempt, the opening and current Base Number, the money."""
        return {
            "persuader": self.persuader.key,
            "target": self.target.key,
            "opening": self.opening,
            "base": self.base,
            "bribes": self.bribes,
            "counters": dict(self.counters),
            "unopposed": self.unopposed,
        }


_FORUM, _ROME = Location.FORUM, Location.ROME
"""``Location.FORUM`` and ``Location.ROME`` read once (enum members read through their class
cost several times a global): every Initiative looks at every Senator."""


def persuaders(senators: Iterable[Senator], seat: int) -> list[Senator]:
    """A faction's Senators who may persuade: those in Rome (1.07.4)."""
    return faction_in_rome(senators, seat)


def legal_targets(
    senators: Iterable[Senator], leaders: Collection[str | None], seat: int
) -> list[Senator]:
    """Unaligned Senators in the Forum and other factions' non-Leader Senators in Rome (1.07.4)."""
    return [  # ``in_rome`` written out: a call a Senator, and every Initiative asks it
        s
        for s in senators
        if s.location is _FORUM
        or (
            s.location is _ROME
            and s.faction is not None
            and s.faction != seat
            and s.key not in leaders
        )
    ]


@handles_effect("statesman", "opposed_to", rule="1.07.411")
@handles_effect("statesman", "allied_with", rule="1.07.411")
def effective_loyalty(
    catalog: Catalog, senators: Mapping[str, SenatorView], target: SenatorView, seat: int
) -> int:
    """The target's Loyalty: 0 if an opposed Statesman shares his faction, or if his allied
    brother is in the persuader's faction; else as printed (1.07.411)."""
    if not target.is_statesman:
        return target.loyalty
    card = catalog.statesmen[target.key]
    opposed = [senators[code] for code in card.opposed_to if code in senators]
    if target.faction is not None and any(s.faction == target.faction for s in opposed):
        return 0
    allies = [senators[code] for code in card.allied_with if code in senators]
    if any(s.faction == seat for s in allies):
        return 0
    return target.loyalty


def base_number(
    catalog: Catalog,
    senators: Mapping[str, SenatorView],
    persuader: SenatorView,
    target: SenatorView,
) -> int:
    """Persuader's Oratory + Influence - target's Loyalty - his talents - 7 if Aligned, before
    any bribe (1.07.41, 1.07.411)."""
    assert persuader.faction is not None
    return persuasion_strength(persuader) - resistance(catalog, senators, target, persuader.faction)


def persuasion_strength(persuader: SenatorView) -> int:
    """The persuader's part of the Base Number: Oratory + Influence (1.07.41)."""
    return persuader.oratory + persuader.influence


def resistance(
    catalog: Catalog, senators: Mapping[str, SenatorView], target: SenatorView, seat: int
) -> int:
    """The target's part of the Base Number against faction ``seat``: his Loyalty, his talents
    and 7 if Aligned (1.07.41, 1.07.411); a choice among many attempts reckons it once a
    target."""
    loyalty = effective_loyalty(catalog, senators, target, seat)
    penalty = catalog.tables.initiative.aligned_target_penalty if target.faction is not None else 0
    return loyalty + target.talents + penalty


def persuasion_step(ctx: Context, seat: int) -> Procedure:
    """Step 2 of an Initiative: one Persuasion Attempt, or an unopposed one played with
    Seduction or Blackmail (1.07.2, 1.07.4, 1.07.413)."""
    faction = ctx.state.factions[seat]
    options = attempt_options(ctx, faction)
    if not options:
        return
    choice = yield ctx.ask(
        seat,
        PERSUASION_ATTEMPT,
        ctx.rules.cite(ctx, seat, "1.07.4"),
        [Option(NONE, None, "make no Persuasion Attempt"), *options],
        "Choose a Persuasion Attempt (persuader@target), or none",
    )
    assert isinstance(choice, Option)
    if isinstance(choice.value, Attempt):
        yield from attempt_persuasion(ctx, seat, choice.value)


def attempt_options(ctx: Context, faction: Faction) -> list[Option]:
    """Every legal attempt: each persuader in Rome against each legal target, plain and with each
    unopposed card the faction may play now (1.07.4, 1.07.413); for a faction no Player runs,
    those the variant's rules let it make."""
    state = ctx.state
    senators = state.senators.values()
    leaders = {f.leader for f in state.factions}
    # keys and names read once a Senator, not once a pair
    targets = [(t.key, t.name) for t in legal_targets(senators, leaders, faction.seat)]
    movers = [(p.key, p.name) for p in persuaders(senators, faction.seat)]
    rows = [attempt_row(p, name) for p, name in movers]
    options = [row[t] for row in rows for t in targets]
    for card_no, kind in playable_unopposed_cards(ctx, faction):
        rows = [attempt_row(p, name, card_no, kind) for p, name in movers]
        options += [row[t] for row in rows for t in targets]
    if faction.is_player:
        return options
    return ctx.rules.neutral_attempts(ctx, faction.seat, options)


class AttemptRow(dict[tuple[str, str], Option]):
    """One persuader's attempt options, plain or with one unopposed card, by the target's key and
    name: each made when first asked for (``attempt_option``) and kept, as the same attempts are
    offered Initiative after Initiative; read by subscript, without a call a pair."""

    __slots__ = ("card_no", "kind", "persuader", "persuader_name")

    def __init__(self, persuader: str, persuader_name: str, card_no: int | None, kind: str) -> None:
        super().__init__()
        self.persuader = persuader
        self.persuader_name = persuader_name
        self.card_no = card_no
        self.kind = kind

    def __missing__(self, target: tuple[str, str]) -> Option:
        option = self[target] = attempt_option(
            self.persuader, self.persuader_name, target[0], target[1], self.card_no, self.kind
        )
        return option


@lru_cache(maxsize=ROWS_KEPT)
def attempt_row(
    persuader: str, persuader_name: str, card_no: int | None = None, kind: str = ""
) -> AttemptRow:
    """The kept row of a persuader's attempt options (``AttemptRow``)."""
    return AttemptRow(persuader, persuader_name, card_no, kind)


def attempt_option(
    persuader: str,
    persuader_name: str,
    target: str,
    target_name: str,
    card_no: int | None = None,
    kind: str = "",
) -> Option:
    """The option of an attempt by one Senator on another, plain or with an unopposed card of
    ``kind`` (1.07.4, 1.07.413)."""
    key = f"{kind}:{persuader}@{target}" if kind else f"{persuader}@{target}"
    prefix = f"{kind.title()}: " if kind else ""
    label = f"{prefix}{persuader_name} persuades {target_name}"
    return Option(key, Attempt(persuader, target, card_no), label)


@handles_effect("intrigue", "unopposed_persuasion", rule="1.07.413")
def playable_unopposed_cards(ctx: Context, faction: Faction) -> list[tuple[int, str]]:
    """Seduction and Blackmail cards the faction may play at this Step 2, one per kind: a Player
    may play one in any of his Initiatives; the variant's rules say when a faction no Player runs
    may (1.07.413)."""
    found: dict[str, int] = {}
    for card_no in faction.hand:
        kind = ctx.catalog.entry(card_no).key
        if kind in UNOPPOSED_CARDS:
            found.setdefault(kind, card_no)
    cards = [(card_no, kind) for kind, card_no in found.items()]
    if faction.is_player:
        return cards
    return ctx.rules.neutral_unopposed_cards(ctx, faction.seat, cards)


def attempt_persuasion(ctx: Context, seat: int, attempt: Attempt) -> Procedure:
    """Announce the attempt, bid bribes against counter-bribes until nobody adds money, then roll
    (1.07.41-1.07.414)."""
    state = ctx.state
    persuader = state.senators[attempt.persuader]
    target = state.senators[attempt.target]
    if attempt.card is not None:
        _play_card(ctx, seat, attempt.card)
    bidding = Bidding(
        persuader,
        target,
        base_number(ctx.catalog, state.senators, persuader, target),
        unopposed=attempt.card is not None,
    )
    if ctx.logs("persuasion_attempt"):
        ctx.record(
            ctx.faction_name(seat),
            "persuasion_attempt",
            "1.07.414",
            f"{persuader.name} tries to persuade {target.name}: Base Number {bidding.opening}"
            + (" (unopposed)" if bidding.unopposed else ""),
            persuader=persuader.key,
            target=target.key,
        )
    spent = yield from _offer_bribe(ctx, seat, bidding)
    while not bidding.unopposed:
        countered = yield from _counter_round(ctx, seat, bidding)
        if not countered:
            break
        spent = yield from _offer_bribe(ctx, seat, bidding)
        if not spent:
            break
    _resolve(ctx, seat, bidding, attempt.card)


def _offer_bribe(ctx: Context, seat: int, bidding: Bidding) -> Bid:
    """The persuader may spend more talents from his own treasury: +1 each (1.07.412)."""
    persuader = bidding.persuader
    if persuader.talents == 0:
        return 0
    choice = yield ctx.ask_amount(
        seat,
        PERSUASION_BRIBE,
        ctx.rules.cite(ctx, seat, "1.07.412"),
        0,
        persuader.talents,
        f"Bribe from {persuader.name}'s talents (Base Number now {bidding.base})",
        **bidding.context(),
    )
    amount = _amount(choice)
    if amount:
        persuader.talents -= amount
        bidding.bribes += amount
        if ctx.logs("bribe"):
            ctx.record(
                ctx.faction_name(seat),
                "bribe",
                "1.07.412",
                f"{persuader.name} bribes {amount} T: Base Number {bidding.base}",
                talents=amount,
            )
    return amount


def _counter_round(ctx: Context, seat: int, bidding: Bidding) -> Bid:
    """Clockwise from the persuader, each other faction may spend Faction Treasury talents:
    -1 each (1.07.413, 1.07.414)."""
    total = 0
    for other in seats_from(seat, len(ctx.state.factions))[1:]:
        faction = ctx.state.factions[other]
        if faction.treasury == 0:
            continue
        choice = yield ctx.ask_amount(
            other,
            PERSUASION_COUNTER_BRIBE,
            ctx.rules.cite(ctx, other, "1.07.413"),
            0,
            faction.treasury,
            f"Counter-bribe against {bidding.persuader.name}'s attempt on "
            f"{bidding.target.name} from your Faction Treasury (Base Number now {bidding.base})",
            **bidding.context(),
        )
        amount = _amount(choice)
        if amount:
            faction.treasury -= amount
            bidding.counters[other] = bidding.counters.get(other, 0) + amount
            total += amount
            if ctx.logs("counter_bribe"):
                ctx.record(
                    ctx.faction_name(other),
                    "counter_bribe",
                    "1.07.413",
                    f"counter-bribes {amount} T: Base Number {bidding.base}",
                    talents=amount,
                )
    return total


def _resolve(ctx: Context, seat: int, bidding: Bidding, card: int | None) -> None:
    """Roll 2d6: success if the modified roll is at most the Base Number and the natural roll is
    below 10 (9 after Era Ends); the target keeps every talent spent (1.07.41-1.07.413)."""
    state = ctx.state
    dice = ctx.dice.roll(2, "persuasion", bidding.target.key)
    natural = sum(dice)
    modifier = evil_omens_modifier(ctx, "persuasion")
    roll = natural + modifier
    fails = ctx.catalog.tables.initiative.persuasion_fails_naturally(natural, state.era_ends_drawn)
    success = not fails and roll <= bidding.base
    target = bidding.target
    target.talents += bidding.pot
    verdict = "succeeds" if success else "fails"
    omens = f" + Evil Omens {modifier}" if modifier else ""
    if ctx.logs("persuasion_roll"):
        ctx.record(
            ctx.faction_name(seat),
            "persuasion_roll",
            "1.07.41",
            f"rolls {natural}{omens} against Base Number {bidding.base}: the attempt on "
            f"{target.name} {verdict}; he keeps the {bidding.pot} T spent",
            dice=dice,
            success=success,
        )
    if success:
        _join(ctx, seat, target)
    elif card is not None:
        _fail_penalty(ctx, seat, target, card)


def _join(ctx: Context, seat: int, target: Senator) -> None:
    """The persuaded Senator joins the persuader's faction, in Rome (1.07.41); the log keeps
    the faction he left (``was``)."""
    was = target.faction
    target.faction = seat
    target.location = Location.ROME
    if ctx.logs("persuaded"):
        ctx.record(
            ctx.faction_name(seat),
            "persuaded",
            "1.07.41",
            f"{target.name} joins the {ctx.faction_name(seat)}",
            senator=target.key,
            was=was,
        )


def _play_card(ctx: Context, seat: int, card_no: int) -> None:
    """Discard the Seduction or Blackmail card as the attempt is announced (1.07.413)."""
    ctx.state.factions[seat].hand.remove(card_no)
    ctx.state.discard.append(card_no)
    ctx.state.unopposed_checked.pop(card_no, None)
    ctx.record(
        ctx.faction_name(seat),
        "play_card",
        "1.07.413",
        f"plays {ctx.catalog.card_name(card_no)}: no Counter-Bribes are allowed",
        card=card_no,
    )


@handles_effect("intrigue", "unopposed_persuasion", rule="1.07.413")
def _fail_penalty(ctx: Context, seat: int, target: Senator, card_no: int) -> None:
    """A failed Blackmail costs the target one 2d6 roll of Influence (not below 0) and of
    Popularity (not below -9) (1.07.35, Blackmail card; D2-13)."""
    key = ctx.catalog.entry(card_no).key
    effect = next(k.effect for k in ctx.catalog.intrigue.kinds if k.key == key)
    assert isinstance(effect, UnopposedPersuasionEffect)
    if not effect.failure_loss_dice:
        return
    dice = ctx.dice.roll(effect.failure_loss_dice, "persuasion_loss")
    loss = sum(dice)
    floor = ctx.catalog.tables.limits.influence_min
    target.influence = max(floor, target.influence - loss)
    change_popularity(ctx.catalog, target, -loss)
    ctx.record(
        ctx.faction_name(seat),
        "blackmail_penalty",
        "1.07.35",
        f"{target.name} loses {loss} Influence and Popularity "
        f"(now {target.influence} and {target.popularity})",
        dice=dice,
    )


def _amount(choice: Choice) -> int:
    assert isinstance(choice, Amount)
    return choice.value
