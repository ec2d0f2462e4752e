"""Where each decision kind finds the HeuristicPlayer's handler, and what handlers share.

A handler module in ``bots/heuristic_rules/`` registers a function per decision kind with
``@handles(KIND)``, a kind declared in the catalogue (``engine/decisions.py``). Handlers get an
``Ask`` (the Player's view, the decision, the ``Policy`` and a seeded generator for ties); a kind
without one gets ``safe_default``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from typing import Any, Final, TypeVar

from engine.context import Interjection
from engine.decision import (
    COMPILED,
    Amount,
    AmountOptions,
    Choice,
    Decision,
    Option,
    slot_setters,
)
from engine.decisions import DecisionKind
from engine.quoting import quoted
from engine.readonly import SenatorView
from engine.value_class import ValueClass
from engine.view import GameView

SAFE_KEYS: Final = ("none", "done", "pass", "keep", "decline", "no", "wait", "draw")
"""Option keys that change least, in order of preference, for a kind without a handler."""

AVOIDED_KEYS: Final = frozenset({"quit"})
"""Option keys the heuristic never takes: leaving the game is suicidal (1.05.4)."""

Score = tuple[float, ...]
"""How good an option is; the highest wins."""


@dataclass(frozen=True, slots=True)
class Policy:
    """The heuristic's numbers: change them to try another temperament."""

    treasury_reserve: int = 10
    """Faction Treasury kept for Counter-Bribes (1.07.413)."""
    senator_keep: int = 3
    """Talents a Senator keeps when he gives to the State or the Faction Treasury."""
    unrest_alarm: int = 3
    """Unrest at which Senators sponsor Games and give more to the State (1.07.6, 1.08.2)."""
    state_alarm: int = 50
    """State Treasury kept up by contributions, against bankruptcy (1.06.53)."""
    state_reserve_in_unrest: int = 150
    """State Treasury kept up while Unrest is alarming."""
    least_contribution: int = 10
    """Smallest contribution made for Influence alone, outside an emergency (1.06.52)."""
    rich: int = 12
    """Talents at which a Senator pays to be sure of a Knight (1.07.5)."""
    bribe_goal: int = 8
    """Base Number a persuader bribes up to (1.07.412)."""
    bribe_floor: int = 7
    """Least Base Number a bribe must reach to be paid at all."""
    bribe_cap: int = 5
    """Most talents bribed in one Persuasion Attempt."""
    defend_to: int = 4
    """Base Number the Faction Treasury counter-bribes an attack on our Senator down to."""
    card_chance: float = 0.5
    """Least chance of success for which a Seduction or Blackmail card is played (1.07.413)."""
    initiative_bid: int = 3
    """Highest bid for the extra Initiative (1.07.22)."""
    war_chest: int = 70
    """State Treasury kept, beyond the next Revenue Phase's debits, when the Player raises units
    with no Military Plan: the 70 T warning against Natural Disaster and Evil Omens (1.06.53)."""
    state_weight: float = 0.5
    """Share of the Senators' spare talents given to the State every Revenue Phase, what the
    Republic's survival is worth against the Faction's own Influence (bots/stake.py); 0 gives
    only what ``state_alarm`` and ``least_contribution`` ask (1.06.52)."""
    state_weight_per_war: float = 0.1
    """Share given more for each Active War: four end the game (1.12.1)."""
    pool_for_state: bool = True
    """Gather the spare talents into the richest Senator before contributing (1.06.3), so the
    gift is one contribution: the Neutrals match only the largest (4.03.4), and the Contributions
    table pays more Influence for one large gift than for several small ones (1.06.52)."""
    counter_only_winnable: bool = True
    """Counter-bribe only when the Base Number can be brought down to ``defend_to`` and the
    persuader cannot bribe it back up again (1.07.413); otherwise keep the talents."""
    knights_stake_cap: float = 0.5
    """Share given to the State at and above which no talents are paid to attract Knights
    (1.07.5): the Republic needs them more."""
    leading_weight: float = -1.0
    """Share given instead of ``state_weight`` while the Player's faction vies for the win
    (``contender_share``), for its Influence decides it (1.12.2); negative: no difference."""
    contender_share: float = 0.8
    """Share of the leading faction's Influence at which the Player counts as vying for the win
    and gives ``leading_weight`` (1.12.2)."""
    crisis_wars: int = 0
    """Active Wars at which the Faction Treasury's Counter-Bribe reserve goes to the State as
    well, four ending the game (1.12.1); 0: never."""
    state_keep: int = 3
    """Talents a Senator keeps when he gives to the State or pools for its gift (1.06.52,
    1.06.3); ``senator_keep`` still rules bids and the Faction Treasury's share."""
    recall_proconsuls: bool = True
    """Recall every Proconsul before the Military Plan, so the plan sends its Forces afresh
    (1.09.644, 4.05.31); otherwise a Proconsul stays on his War."""
    refuse_below_minimum_force: bool = True
    """A Commander refuses a Force weaker than his War (1.09.643), so the plan tries others or its
    next item (4.05.3); otherwise he accepts it."""
    assign_by_chances: bool = True
    """Assign the plan's Commanders to its Wars by the chance their Forces win this turn
    (4.05.31); otherwise the Neutral default, the best Military rating to the top-ranked War."""
    defeat_weight: float = 0.3
    """What a Defeat's chance costs, against a won War's, when assigning Commanders (1.10.2)."""
    disaster_weight: float = 0.15
    """What a Disaster's chance costs, against a won War's, when assigning Commanders
    (1.10.21)."""

    @classmethod
    def v1(cls) -> Policy:
        """The first heuristic's numbers (``heuristic-v1``): it gives the State only in alarm and
        for the Contributions table's Influence, and spends on Knights and Counter-Bribes alike
        whatever the Republic's state; its Commanders accept any Force, its Proconsuls stay, and
        the Neutral default assigns the Commanders."""
        return cls(
            state_weight=0.0,
            state_weight_per_war=0.0,
            pool_for_state=False,
            counter_only_winnable=False,
            knights_stake_cap=float("inf"),
            leading_weight=-1.0,
            crisis_wars=0,
            state_keep=3,
            recall_proconsuls=False,
            refuse_below_minimum_force=False,
            assign_by_chances=False,
        )

    @classmethod
    def of(cls, settings: Mapping[str, str]) -> Policy:
        """A Policy with ``settings`` (field name -> value as text) over the defaults; ValueError
        naming an unknown field or a bad value."""
        fields = {f.name: f for f in dataclass_fields(cls)}
        values: dict[str, object] = {}
        for name, text in settings.items():
            if name not in fields:
                raise ValueError(
                    f"unknown Policy field {quoted(name)} (choose from {', '.join(fields)})"
                )
            default = getattr(cls(), name)
            values[name] = _setting(name, text, type(default))
        return cls(**values)  # type: ignore[arg-type]


def _setting(name: str, text: str, kind: type) -> object:
    """A Policy setting's text as the type of its default; ValueError naming it if it is not."""
    try:
        if kind is bool:
            if text not in ("true", "false"):
                raise ValueError(text)
            return text == "true"
        return kind(text)
    except ValueError:
        raise ValueError(
            f"Policy field {name} takes a {kind.__name__}, got {quoted(text)}"
        ) from None


@dataclass(frozen=True, slots=True)
class Ask(ValueClass):
    """One decision as a handler sees it: the Player's view, the decision, the Policy and a
    seeded generator that only breaks ties between equally good options."""

    view: GameView
    decision: Decision
    policy: Policy
    rng: random.Random
    options: tuple[Option, ...]
    """The decision's own options, without interjections (held-card plays, 4.04.1;
    Assassination Checks, 4.07.3)."""

    def __init__(
        self,
        view: GameView,
        decision: Decision,
        policy: Policy,
        rng: random.Random,
        options: tuple[Option, ...],
    ) -> None:
        if COMPILED:  # native stores (engine/decision.py ``slot_setters``)
            object.__setattr__(self, "view", view)
            object.__setattr__(self, "decision", decision)
            object.__setattr__(self, "policy", policy)
            object.__setattr__(self, "rng", rng)
            object.__setattr__(self, "options", options)
            return
        set_view, set_decision, set_policy, set_rng, set_options = _ASK_SLOTS
        set_view(self, view)
        set_decision(self, decision)
        set_policy(self, policy)
        set_rng(self, rng)
        set_options(self, options)

    @classmethod
    def of(cls, view: GameView, decision: Decision, policy: Policy, rng: random.Random) -> Ask:
        """The decision as a handler sees it, its own options sorted out once; its slots filled
        directly (``slot_setters``: one Ask a decision, and a frozen dataclass's ``__init__``
        sets each field through ``object.__setattr__``)."""
        own: tuple[Option, ...] = ()
        if not isinstance(decision.options, AmountOptions):
            own = tuple([o for o in decision.options if not isinstance(o.value, Interjection)])
        return Ask(view, decision, policy, rng, own)

    @property
    def amounts(self) -> AmountOptions:
        """The amount range of an amount decision."""
        assert isinstance(self.decision.options, AmountOptions)
        return self.decision.options

    def option(self, key: str) -> Option | None:
        """The option with this key, if offered."""
        return next((o for o in self.options if o.key == key), None)

    def senator(self, key: object) -> SenatorView:
        """A Senator by his key, as options and decision contexts give it."""
        return self.view.senators[str(key)]

    def amount(self, wanted: int) -> Amount:
        """``wanted`` brought into the legal range."""
        return Amount(max(self.amounts.low, min(self.amounts.high, wanted)))

    def best(self, options: Sequence[Option], score: Callable[[Option], Score]) -> Choice:
        """The option with the highest score, equal best ones drawn by the seeded generator; the
        safe default if there is none."""
        if not options:
            return safe_default(self)
        scores = [score(o) for o in options]
        top = max(scores)
        return drawn(self.rng, [o for o, s in zip(options, scores, strict=True) if s == top])


_ASK_SLOTS: Final = slot_setters(Ask)

T = TypeVar("T")


def drawn(rng: random.Random, items: Sequence[T]) -> T:
    """``rng.choice(items)`` written out, the same draw from the same generator (the fewest
    random bits that can index ``items``, drawn again while they overshoot), so the compiled
    build compiles it: ``random.choice`` is Python (README "Speed")."""
    count = len(items)
    if not count:
        raise IndexError("Cannot choose from an empty sequence")
    bits = count.bit_length()
    index = rng.getrandbits(bits)
    while index >= count:
        index = rng.getrandbits(bits)
    return items[index]


Handler = Callable[[Ask], Choice | None]
"""Answers one kind of decision for the Player; None leaves a decision delegated to the Player
to the Neutral's documented default (4.02.2)."""

HANDLERS: Final[dict[str, Handler]] = {}


H = TypeVar("H", bound=Handler)


def handles(kind: DecisionKind[Any]) -> Callable[[H], H]:
    """Register the function below as the heuristic for decision ``kind``."""

    def register(handler: H) -> H:
        if kind in HANDLERS:
            raise ValueError(f"two heuristics for decision kind {kind!r}")
        HANDLERS[kind.name] = handler
        return handler

    return register


def safe_default(ask: Ask) -> Choice:
    """The smallest amount; else the first safe key on offer; else the first option that does
    not quit."""
    if isinstance(ask.decision.options, AmountOptions):
        return Amount(ask.amounts.low)
    for key in SAFE_KEYS:
        found = ask.option(key)
        if found is not None:
            return found
    return next((o for o in ask.options if o.key not in AVOIDED_KEYS), ask.options[0])


def senator_options(ask: Ask) -> list[Option]:
    """The options that name one of the Senators in play."""
    return [o for o in ask.options if o.key in ask.view.senators]


def as_int(value: object) -> int:
    assert isinstance(value, int)
    return value
