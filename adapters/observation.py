"""The fixed-size observation of a seat (docs/adapters.md): its view (1.04.9) and the decision it
must answer, as a float32 vector in [-1, 1], and the same as text.

Only the seat's view is read, so an observation never shows another Player's hand or Faction
Treasury or the order of the draw pile. Counts are divided by the scale named beside each
feature and clipped to [-1, 1]. The vector is six blocks, in this order (``BLOCKS``):

1. the table (``TABLE``): turn, treasuries, Unrest, Wars, units, Laws, two-player flag and the
   phase one-hot;
2. five factions (``FACTION``), the observing seat first, then the next seats in order, with
   the offices their Senators hold;
3. the Wars in play (``WAR``, ``WAR_SLOTS`` slots), Active first: box, current Land and Fleet
   Strength and Fleet Support, matching multiplier, Leaders, the chances of a Disaster and a
   Standoff on the printed numbers (public, 1.07.33);
4. the seat's own hand (``HAND``): its cards by kind;
5. the decision (``DECISION``): its kind one-hot over ``KIND_NAMES`` (the catalogue,
   docs/decisions.md) plus one for an unknown kind, and its shape;
6. one slot per action (``SLOT``, ``ACTIONS`` slots): whether it is legal, what the option is
   (an interjection, a passive answer, an amount) and the first and last Senators its key names
   (``fam-04-julius@22A``: persuader and target), each as its relation to the seat and ratings.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from operator import attrgetter

import numpy as np
from numpy.typing import NDArray

import engine.senate.decisions  # (declares the kinds of the base game's Senate, 1.09)
import engine.setup_factions  # (declares the base game's set-up kinds)
import engine.victory  # noqa: F401  (declares the kinds of the end of the game, 1.12)
import solo.decisions  # noqa: F401  (declares the section IV kinds)
from adapters.actions import ACTIONS, option_index
from engine.battle_odds import throws
from engine.catalog import Catalog
from engine.combat import active_war_cards, series_multiplier, war_leaders, war_strength
from engine.context import Interjection
from engine.decision import AmountOptions, Decision
from engine.decisions import KINDS
from engine.forum_cards import war_card
from engine.readonly import SenatorView
from engine.state import GameState, Office, WarStatus
from engine.view import GameView

PHASES = ("Setup", "Mortality", "Revenue", "Forum", "Population", "Senate", "Combat", "Revolution")
"""The phases one-hot (1.03); any other sets the extra last feature."""

KIND_NAMES = tuple(sorted(KINDS))
"""The decision kinds one-hot, in name order: every kind the modules imported above declare
(all of the catalogue, whatever was imported before this module, so the layout does not depend
on import order); an undeclared kind sets the extra last feature."""

KIND_INDEX = {kind: index for index, kind in enumerate(KIND_NAMES)}
"""Each kind's place in ``KIND_NAMES``; a kind declared after this module (``kind_index``) has
none."""

SEATS = 5
"""Factions at the table (4.01.1)."""

WAR_SLOTS = 8
"""Wars observed; more in play (never seen in whole games) leave the last Inactive ones out."""

BOXES = (WarStatus.ACTIVE, WarStatus.UNPROSECUTED, WarStatus.IMMINENT, WarStatus.INACTIVE)
"""The Forum boxes of a War (1.07.33), in the order the War slots are filled."""

OFFICES = (
    Office.DICTATOR, Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.CENSOR,
    Office.MASTER_OF_HORSE, Office.CONSUL_FOR_LIFE,
)
"""The offices a faction holds, one flag each (Proconsuls are counted)."""

HAND_KINDS = (
    "statesman", "concession", "law", "cleopatra", "assassin", "blackmail", "graft",
    "influence_peddling", "mob_incited_to_violence", "murder_of_a_tribune", "open_bodyguard",
    "proscription", "secret_bodyguard", "seduction", "tribune",
)
"""The cards of a hand by kind: the Faction card categories, Intrigue cards by name (1.07.3)."""

PASSIVE_KEYS = frozenset({"none", "done", "pass", "keep", "decline", "no", "refuse", "wait"})
"""Option keys that decline to act."""

TABLE = (
    "turn/30", "state_treasury/200", "unrest/20", "deck_size/100", "era_ends_drawn",
    "active_wars/6", "other_wars/6", "legions/25", "fleets/25", "laws/10", "two_player",
    *(f"phase={p}" for p in (*PHASES, "other")),
)
FACTION = (
    "present", "is_player", "senators/20", "influence/60", "popularity/20", "knights/20",
    "talents/100", "votes/80", "treasury/100", "treasury_visible", "hand/10", "has_leader",
    *(f"office={o.name.lower()}" for o in OFFICES), "proconsuls/5",
)
WAR = (
    "present", *(f"box={b}" for b in BOXES), "land/30", "fleet/30", "support/10",
    "matching/4", "leaders/3", "disaster_chance", "standoff_chance", "naval_victory", "halved",
)
HAND = tuple(f"{kind}/4" for kind in HAND_KINDS)
DECISION = (
    *(f"kind={k}" for k in (*KIND_NAMES, "other")),
    "is_amount", "low/100", "high/100", "options/ACTIONS", "delegated", "spread",
)
RELATIONS = ("mine", "other_player", "neutral", "unaligned")
SENATOR = (
    *(f"relation={r}" for r in RELATIONS),
    "influence/30", "popularity/10", "military/6", "oratory/6", "loyalty/10", "talents/50",
    "knights/10",
)
SLOT = (
    "legal", "interjection", "passive", "amount/100",
    *(f"first_{f}" for f in SENATOR), *(f"last_{f}" for f in SENATOR),
)
BLOCKS = (
    ("table", TABLE, 1), ("factions", FACTION, SEATS), ("wars", WAR, WAR_SLOTS),
    ("hand", HAND, 1), ("decision", DECISION, 1), ("slots", SLOT, ACTIONS),
)
"""Each block of the vector: its name, the features of one of its rows, and its rows."""

SIZE = sum(len(features) * rows for _, features, rows in BLOCKS)
"""The length of the observation vector."""

_TOKENS = re.compile(r"[@:>|#,]")


def offsets() -> dict[str, slice]:
    """Where each block (``BLOCKS``) lies in the vector."""
    found, start = {}, 0
    for name, features, rows in BLOCKS:
        found[name] = slice(start, start + len(features) * rows)
        start += len(features) * rows
    return found


SPANS = offsets()
"""``offsets()``, reckoned once."""


def observe(view: GameView, decision: Decision | None, state: GameState) -> NDArray[np.float32]:
    """The observation vector of ``view``'s seat, with ``decision`` if the seat is to answer.
    ``state`` is read for public facts only (the Senators' ratings and offices, the units, the
    Wars), which the view shows too, without its read-only wrappers."""
    out = np.zeros(SIZE, dtype=np.float32)
    head = table(view, state) + factions(view, state) + wars(state, view.catalog) + hand(view)
    if decision is not None:
        head += decision_block(decision)
        slots(view, state, decision, out[SPANS["slots"]].reshape(ACTIONS, len(SLOT)))
    out[: len(head)] = head  # the blocks before the slots, in order
    return np.clip(out, -1.0, 1.0, out=out)


def table(view: GameView, state: GameState) -> list[float]:
    """The table block."""
    wars = list(state.wars.values())
    active = sum(1 for w in wars if w is WarStatus.ACTIVE)
    phase = PHASES.index(view.phase) if view.phase in PHASES else len(PHASES)
    values = [
        view.turn / 30,
        view.state_treasury / 200,
        view.unrest / 20,
        view.deck_size / 100,
        float(view.era_ends_drawn),
        active / 6,
        (len(wars) - active) / 6,
        sum(1 for u in state.legions if u.location != "bank") / 25,
        sum(1 for u in state.fleets if u.location != "bank") / 25,
        len(view.laws) / 10,
        float(view.players == 2),
    ]
    return values + one_hot(phase, len(PHASES) + 1)


_SUMMED = attrgetter(
    "faction", "influence", "popularity", "knights", "talents", "oratory", "offices"
)
"""What ``factions`` reads of each Senator, in one call."""


def factions(view: GameView, state: GameState) -> list[float]:
    """One row per seat, the observing seat first (rows of absent seats are zeros); the
    Senators' sums in one pass over them."""
    shown = view.factions
    count = len(shown)
    seats = [(view.seat + offset) % count for offset in range(min(count, SEATS))]
    # per seat: Senators, Influence, Popularity, Knights, talents, votes, Proconsuls
    sums = [[0] * 7 for _ in range(count)]
    held: list[set[Office]] = [set() for _ in range(count)]
    proconsul = Office.PROCONSUL
    for seat, influence, popularity, knights, talents, oratory, offices in map(
        _SUMMED, state.senators.values()
    ):
        if seat is None:
            continue
        row = sums[seat]
        row[0] += 1
        row[1] += influence
        row[2] += popularity
        row[3] += knights
        row[4] += talents
        row[5] += oratory + knights
        for office in offices:
            if office is proconsul:
                row[6] += 1
            else:
                held[seat].add(office)
    values: list[float] = []
    for seat in seats:
        faction, (senators, influence, popularity, knights, talents, votes, proconsuls) = (
            shown[seat], sums[seat]
        )
        visible = faction.visible
        offices = held[seat]
        values += [
            1.0,
            float(faction.is_player),
            senators / 20,
            influence / 60,
            popularity / 20,
            knights / 20,
            talents / 100,
            votes / 80,
            (faction.treasury if visible else 0) / 100,
            float(visible),
            faction.hand_size / 10,
            float(faction.leader is not None),
            *[float(o in offices) for o in OFFICES],
            proconsuls / 5,
        ]
    return values + [0.0] * (SEATS * len(FACTION) - len(values))


def wars(state: GameState, catalog: Catalog) -> list[float]:
    """The War slots: the Wars in play, Active first, then Unprosecuted, Imminent, Inactive,
    each box in card order; strengths as the rules reckon them now (1.07.332, 1.07.342)."""
    values: list[float] = []
    order = sorted(state.wars.items(), key=lambda item: (BOXES.index(item[1]), item[0]))
    active = active_war_cards(state)
    for card_no, box in order[:WAR_SLOTS]:
        card = war_card(catalog, card_no)
        strength = war_strength(state, catalog, card_no, active)
        values += [
            1.0, *one_hot(BOXES.index(box), len(BOXES)),
            strength.land / 30, strength.naval / 30, strength.support / 10,
            series_multiplier(state, catalog, card, active) / 4,
            len(war_leaders(state, catalog, card_no)) / 3,
            natural_chances(tuple(card.disaster_numbers)),
            natural_chances(tuple(card.standoff_numbers)),
            float(card_no in state.naval_victories), float(card_no in state.halved_wars),
        ]
    return values + [0.0] * (WAR_SLOTS * len(WAR) - len(values))


@cache
def natural_chances(numbers: tuple[int, ...]) -> float:
    """The chance that the unmodified 3d6 roll is one of ``numbers`` (1.10.21, 1.10.31)."""
    counts = throws(3)
    return sum(counts[n] for n in numbers) / sum(counts.values())


def hand(view: GameView) -> list[float]:
    """The seat's own hand, by kind (``HAND_KINDS``); a card of another kind counts nowhere."""
    values = [0.0] * len(HAND)
    catalog = view.catalog
    for card_no in view.me.hand:
        entry = catalog.entry(card_no)
        kind = entry.key if entry.category == "intrigue" else entry.category
        if kind in HAND_KINDS:
            values[HAND_KINDS.index(kind)] += 0.25
    return values


def decision_block(decision: Decision) -> list[float]:
    """The decision block of the decision the seat is to answer."""
    kind = kind_index(decision.kind)
    options = decision.options
    low, high = (options.low, options.high) if isinstance(options, AmountOptions) else (0, 0)
    values = [
        float(isinstance(options, AmountOptions)),
        low / 100,
        high / 100,
        len(options) / ACTIONS,
        float(decision.delegate_to is not None),
        float(len(options) > ACTIONS),
    ]
    return one_hot(kind, len(KIND_NAMES) + 1) + values


def kind_index(kind: str) -> int:
    """A decision kind's place in the one-hot: its index in ``KIND_NAMES``, or the last place
    for a kind declared later (another game's, the base game's) or not at all."""
    return KIND_INDEX.get(kind, len(KIND_NAMES))


def slots(view: GameView, state: GameState, decision: Decision, block: NDArray[np.float32]) -> None:
    """Fill the action slots block (zeros, a row per slot), slot by slot."""
    options = decision.options
    legal = min(len(options), ACTIONS)
    block[:legal, 0] = 1.0
    if isinstance(options, AmountOptions):
        block[:legal, 3] = [
            int(options[option_index(decision, a)].key) / 100 for a in range(legal)
        ]
        return
    senators = state.senators
    seen: dict[str, list[float]] = {}
    width = len(SENATOR)
    offered = options if len(options) <= ACTIONS else [
        options[option_index(decision, action)] for action in range(legal)
    ]
    for row, option in zip(block, offered, strict=False):
        key = option.key
        if isinstance(option.value, Interjection):
            row[1] = 1.0
        if key in PASSIVE_KEYS:
            row[2] = 1.0
        named = [t for t in tokens(key) if t in senators]
        if named:
            first, last = named[0], named[-1]
            for name in (first, last):
                if name not in seen:
                    seen[name] = senator_features(view, senators[name])
            row[4 : 4 + width] = seen[first]
            row[4 + width :] = seen[last]


@lru_cache(maxsize=8192)
def tokens(key: str) -> tuple[str, ...]:
    """The parts of an option key that may name Senators (kept: keys recur every turn)."""
    return tuple(_TOKENS.split(key))


def senator_features(view: GameView, senator: SenatorView) -> list[float]:
    """A Senator as his relation to the seat and his ratings."""
    if senator.faction is None:
        relation = 3
    elif senator.faction == view.seat:
        relation = 0
    else:
        relation = 1 if view.factions[senator.faction].is_player else 2
    return [
        *one_hot(relation, len(RELATIONS)),
        senator.influence / 30,
        senator.popularity / 10,
        senator.military / 6,
        senator.oratory / 6,
        senator.loyalty / 10,
        senator.talents / 50,
        senator.knights / 10,
    ]


def one_hot(index: int, size: int) -> list[float]:
    """A list of ``size`` zeros with a one at ``index``."""
    values = [0.0] * size
    values[index] = 1.0
    return values


def describe(view: GameView, decision: Decision | None) -> str:
    """The observation as text: the table, each faction as the seat sees it, its own hand and
    the decision with its options' keys (OpenSpiel's observation string)."""
    me = view.me
    lines = [
        f"seat {view.seat} turn {view.turn} {view.phase} treasury {view.state_treasury}"
        f" unrest {view.unrest} deck {view.deck_size}",
        f"wars {sorted((n, str(w)) for n, w in view.wars.items())} laws {sorted(view.laws)}",
        f"hand {sorted(me.hand)}",
    ]
    aligned: dict[int, list[str]] = {}
    for s in view.senators.values():
        if s.faction is not None:
            offices = s.offices
            aligned.setdefault(s.faction, []).append(
                f"{s.key}:{s.influence}/{s.popularity}/{s.talents}/{s.knights}/{s.location}"
                f"{'/' + ','.join(sorted(offices)) if offices else ''}"
            )
    for faction in view.factions:
        senators = sorted(aligned.get(faction.seat, ()))
        treasury = faction.treasury if faction.visible else "?"
        lines.append(
            f"faction {faction.seat} {faction.role} treasury {treasury}"
            f" hand {faction.hand_size} {' '.join(senators)}"
        )
    if decision is not None:
        lines.append(f"decision {decision.kind} ({decision.rule}) {decision.options.keys()}")
    return "\n".join(lines)
