"""Decision points: who must choose, under which rule, among which legal options
(docs/architecture.md).

An option is a small frozen value with a stable text ``key``; the same key names it in the CLI,
the log, a save file and a test. Amounts are bounded ranges (``AmountOptions``) rather than long
enumerations, but index like any option list, so a random agent can produce every legal one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Final, overload

from engine.quoting import quoted
from engine.value_class import ValueClass

COMPILED: Final = not __file__.endswith(".py")
"""Whether this module runs compiled by mypyc (the optional compiled build, README "Speed"):
its value classes' ``__init__`` then sets their frozen fields through ``object.__setattr__``,
which mypyc makes a native store, and otherwise through the slots' setters (``slot_setters``),
which the interpreter calls fastest."""


class IllegalChoice(ValueError):
    """A choice that is not a legal option of the pending decision; the state is unchanged."""


CHOSEN: Final = "{choice}"
"""Stands in a Reason's text for the option finally chosen (after any 2d6 tie-break)."""


@dataclass(frozen=True, slots=True)
class Reason(ValueClass):
    """Why an agent chose what it chose: the rule that decided it and the act in words, e.g.
    ``Reason("1.07.412", "bribes 3 T so the Base Number reaches 7")``. ``CHOSEN`` in the text
    names the option the engine settled on, so a TieBreak's reason reads right whichever option
    2d6 picks (a variant may require every automatic act to carry the rule that caused it)."""

    rule: str
    text: str

    def __init__(self, rule: str, text: str) -> None:
        if COMPILED:
            object.__setattr__(self, "rule", rule)
            object.__setattr__(self, "text", text)
        else:
            set_rule, set_text = _REASON_SLOTS
            set_rule(self, rule)
            set_text(self, text)

    def explain(self, chosen: str) -> str:
        """The text with ``CHOSEN`` replaced by the name of the option chosen."""
        return self.text.replace(CHOSEN, chosen)


@dataclass(frozen=True, slots=True)
class Option(ValueClass):
    """One legal choice: ``key`` is its stable name, ``value`` what the rules act on."""

    key: str
    value: object | None = None
    label: str = ""
    why: Reason | None = field(default=None, compare=False, repr=False)
    """Set only on an answer (see ``with_reason``): never part of the option's identity."""

    def __init__(
        self, key: str, value: object = None, label: str = "", why: Reason | None = None
    ) -> None:
        if COMPILED:
            object.__setattr__(self, "key", key)
            object.__setattr__(self, "value", value)
            object.__setattr__(self, "label", label)
            object.__setattr__(self, "why", why)
        else:
            set_key, set_value, set_label, set_why = _OPTION_SLOTS
            set_key(self, key)
            set_value(self, value)
            set_label(self, label)
            set_why(self, why)

    def __str__(self) -> str:
        return self.label or self.key


@dataclass(frozen=True, slots=True)
class Amount(ValueClass):
    """A chosen amount (talents, units) from an AmountOptions range."""

    value: int
    why: Reason | None = field(default=None, compare=False, repr=False)

    def __init__(self, value: int, why: Reason | None = None) -> None:
        if COMPILED:
            object.__setattr__(self, "value", value)
            object.__setattr__(self, "why", why)
        else:
            set_value, set_why = _AMOUNT_SLOTS
            set_value(self, value)
            set_why(self, why)

    @property
    def key(self) -> str:
        """The stable text name of the amount: its decimal value."""
        return str(self.value)


@dataclass(frozen=True, slots=True)
class TieBreak(ValueClass):
    """A Neutral's answer that several options rank equal under its Guideline (4.01.3).

    The engine breaks the tie with 2d6 per candidate, highest wins, re-rolling ties (1.04.8).
    """

    keys: tuple[str, ...]
    why: Reason | None = field(default=None, compare=False, repr=False)

    def __init__(self, keys: tuple[str, ...], why: Reason | None = None) -> None:
        if COMPILED:
            object.__setattr__(self, "keys", keys)
            object.__setattr__(self, "why", why)
        else:
            set_keys, set_why = _TIE_BREAK_SLOTS
            set_keys(self, keys)
            set_why(self, why)

    @property
    def key(self) -> str:
        """The stable text name: ``tie:`` and the candidates' keys."""
        return "tie:" + "|".join(self.keys)


Choice = Option | Amount | TieBreak

CHOICE_CLASSES: Final = (Option, Amount, TieBreak)
"""The Choice classes as a tuple, for ``isinstance`` (a ``|`` union is built anew each time)."""


def with_reason(choice: Choice, rule: str, text: str) -> Choice:
    """The same choice carrying the Reason a Neutral made it: ``Game.apply`` logs it as the
    Neutral's act (4.02.1). Equality, keys and save files ignore the reason."""
    why = Reason(rule, text)
    if isinstance(choice, Option):
        return Option(choice.key, choice.value, choice.label, why)
    if isinstance(choice, Amount):
        return Amount(choice.value, why)
    return TieBreak(choice.keys, why)


class OptionList(Sequence[Option]):
    """An explicit list of options with unique keys."""

    __slots__ = ("_by_key", "_items")

    def __init__(self, items: Sequence[Option]) -> None:
        self._items = tuple(items)
        self._by_key = {o.key: o for o in self._items}
        if len(self._by_key) != len(self._items):
            raise ValueError("option keys must be unique")

    @overload
    def __getitem__(self, index: int) -> Option: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Option]: ...

    def __getitem__(self, index: int | slice) -> Option | Sequence[Option]:
        return self._items[index]

    def __iter__(self) -> Iterator[Option]:
        return iter(self._items)  # the tuple's own iterator, not Sequence's index by index

    def __len__(self) -> int:
        return len(self._items)

    def find(self, key: str) -> Option | None:
        """The option with this key, or None."""
        return self._by_key.get(key)

    def keys(self) -> list[str]:
        """Every option's key, in order."""
        return list(self._by_key)

    def __reduce__(self) -> tuple[type[OptionList], tuple[tuple[Option, ...]]]:
        """Copied and unpickled through ``__init__`` (``ValueClass``)."""
        return OptionList, (self._items,)


class AmountOptions(Sequence[Amount]):
    """Every whole amount from ``low`` to ``high`` inclusive."""

    __slots__ = ("high", "low")

    def __init__(self, low: int, high: int) -> None:
        if high < low:
            raise ValueError(f"empty amount range {low}..{high}")
        self.low = low
        self.high = high

    @overload
    def __getitem__(self, index: int) -> Amount: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Amount]: ...

    def __getitem__(self, index: int | slice) -> Amount | Sequence[Amount]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return Amount(self.low + index)

    def __len__(self) -> int:
        return self.high - self.low + 1

    def find(self, key: str) -> Amount | None:
        """The amount whose decimal key this is, if it is in range."""
        try:
            value = int(key)
        except ValueError:
            return None
        if key != str(value):
            return None
        return Amount(value) if self.low <= value <= self.high else None

    def keys(self) -> list[str]:
        """Every amount's key (use with care on wide ranges)."""
        return [str(v) for v in range(self.low, self.high + 1)]

    def __reduce__(self) -> tuple[type[AmountOptions], tuple[int, int]]:
        """Copied and unpickled through ``__init__`` (``ValueClass``)."""
        return AmountOptions, (self.low, self.high)


@dataclass(frozen=True, slots=True)
class Decision(ValueClass):
    """A pending choice: the engine stops here until ``Game.apply`` receives one of ``options``."""

    actor: int
    kind: str
    rule: str
    options: OptionList | AmountOptions
    prompt: str
    delegate_to: int | None = None
    allow_tie: bool = False
    context: dict[str, object] = field(default_factory=dict, compare=False)

    def __init__(
        self,
        actor: int,
        kind: str,
        rule: str,
        options: OptionList | AmountOptions,
        prompt: str,
        delegate_to: int | None = None,
        allow_tie: bool = False,
        context: dict[str, object] | None = None,
    ) -> None:
        if COMPILED:
            object.__setattr__(self, "actor", actor)
            object.__setattr__(self, "kind", kind)
            object.__setattr__(self, "rule", rule)
            object.__setattr__(self, "options", options)
            object.__setattr__(self, "prompt", prompt)
            object.__setattr__(self, "delegate_to", delegate_to)
            object.__setattr__(self, "allow_tie", allow_tie)
            object.__setattr__(self, "context", {} if context is None else context)
            return
        set_actor, set_kind, set_rule, set_options, set_prompt, set_to, set_tie, set_context = (
            _DECISION_SLOTS
        )
        set_actor(self, actor)
        set_kind(self, kind)
        set_rule(self, rule)
        set_options(self, options)
        set_prompt(self, prompt)
        set_to(self, delegate_to)
        set_tie(self, allow_tie)
        set_context(self, {} if context is None else context)

    @property
    def seat_to_answer(self) -> int:
        """The seat that answers: the actor, or the Player it is delegated to (4.02.2)."""
        return self.actor if self.delegate_to is None else self.delegate_to

    def delegated_to(self, seat: int) -> Decision:
        """The same decision answered by ``seat`` (4.02.2): ``replace(self, delegate_to=seat)``
        written out, as every Neutral decision handed to the Dominant Player makes one, and the
        compiled build leaves ``replace`` Python (README "Speed")."""
        return Decision(
            self.actor,
            self.kind,
            self.rule,
            self.options,
            self.prompt,
            seat,
            self.allow_tie,
            self.context,
        )

    def resolve(self, choice: object) -> Choice:
        """The legal choice meant by ``choice`` (an option, or its key); IllegalChoice if none,
        whatever ``choice`` is."""
        options = self.options
        if type(choice) is Amount and type(options) is AmountOptions:  # most amounts: no key
            value = choice.value
            if type(value) is int and options.low <= value <= options.high:
                return Amount(value)
        if isinstance(choice, str):
            key = choice
        elif isinstance(choice, CHOICE_CLASSES):
            key = choice.key
        else:
            raise IllegalChoice(f"{quoted(choice)} is not an option of {self.kind} ({self.rule})")
        if key.startswith("tie:"):
            return self._resolve_tie(key)
        found = options.find(key)
        if found is None:
            raise IllegalChoice(
                f"{quoted(key)} is not a legal choice for {self.kind} ({self.rule}); "
                f"legal: {self._legal_summary()}"
            )
        if (
            type(choice) is Option
            and type(found) is Option
            and choice.value is found.value
            and choice.label is found.label
        ):
            return found  # the option offered, a reason attached (``with_reason``): equal
        if not isinstance(choice, str) and found is not choice and found != choice:
            raise IllegalChoice(
                f"the option {quoted(key)} given is not the one {self.kind} ({self.rule}) offers"
                " now: its value or label differ (an option of another decision or game state);"
                " answer with the key"
            )
        return found

    def _resolve_tie(self, key: str) -> TieBreak:
        if not self.allow_tie:
            raise IllegalChoice(
                f"{quoted(key)}: only a Neutral may answer {self.kind} with a tie (4.01.3)"
            )
        names = tuple(key[len("tie:") :].split("|"))
        if len(names) < 2 or len(set(names)) != len(names):
            raise IllegalChoice(f"{quoted(key)}: a tie needs two or more different options")
        for name in names:
            if self.options.find(name) is None:
                raise IllegalChoice(
                    f"{quoted(key)}: {quoted(name)} is not a legal choice for {self.kind}"
                )
        return TieBreak(names)

    def _legal_summary(self) -> str:
        if isinstance(self.options, AmountOptions):
            return f"{self.options.low}..{self.options.high}"
        keys = self.options.keys()
        shown = ", ".join(keys[:12])
        return shown + (f" (+{len(keys) - 12} more)" if len(keys) > 12 else "")


SlotSetter = Callable[[object, Any], None]


def slot_setters(cls: type) -> tuple[SlotSetter, ...]:
    """The setters of a slotted dataclass's slots, in field order. These value classes are made
    thousands of times a game, so their ``__init__`` fills the slots through these rather than
    through ``object.__setattr__`` as a frozen dataclass's own would (twice as fast); they stay
    frozen. Compiled (``COMPILED``), it sets them through ``object.__setattr__``, which mypyc
    makes a native store (five times as fast again). tests/test_decision_init.py checks each
    against the plain dataclass ``__init__``."""
    return tuple(vars(cls)[f.name].__set__ for f in fields(cls))


_REASON_SLOTS: Final = slot_setters(Reason)
_OPTION_SLOTS: Final = slot_setters(Option)
_AMOUNT_SLOTS: Final = slot_setters(Amount)
_TIE_BREAK_SLOTS: Final = slot_setters(TieBreak)
_DECISION_SLOTS: Final = slot_setters(Decision)
