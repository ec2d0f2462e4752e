"""Table mode: the person plays on the printed board and the program runs only the Neutrals.

Every chance event the rules call for (a die, a card drawn, a Mortality chit, a card or unit
taken at random) is a decision for the person, who enters what the table shows (kinds
``chance.roll``, ``chance.draw`` and ``chance.pick``, engine/decisions.py). A shuffle asks
nothing: at the table it cannot be observed, so the pile's order is unknown and each draw from it
offers every card of the top shuffled pile.

The rules call dice synchronously deep inside their procedures, so a die cannot wait for the
person: ``TableDice`` raises ``ChanceNeeded`` when it has no entry left, and ``TableGame``
rebuilds the game by replay (set-up, every answer and every chance entry) once it has one.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection, Hashable, Mapping, MutableSequence, Sequence
from dataclasses import replace
from functools import cache
from itertools import product
from pathlib import Path
from typing import Any, TypeVar

from engine.context import Context, GameOptions, Procedure
from engine.decision import Choice, Decision, IllegalChoice, Option, OptionList
from engine.decisions import CHANCE_DRAW, CHANCE_PICK, CHANCE_ROLL, DecisionKind, declared
from engine.dice import Dice, Namer, Purpose
from engine.game import Game
from engine.quoting import named
from engine.report import state_digest
from play.asker import asker
from solo.rules import SoloRules
from solo.save import (
    Answer,
    SaveFile,
    SaveFileError,
    apply_answer,
    problem,
    read_save,
    save_record,
    saved_answers,
    saved_options,
    write_save,
)
from solo.scenario import GameSetupError, check_scenario_arguments, player_seats

T = TypeVar("T")

FACES = frozenset(str(face) for face in range(1, 7))
"""A die's faces, as entries."""

CHANCE_KINDS = frozenset({CHANCE_ROLL.name, CHANCE_DRAW.name, CHANCE_PICK.name})
"""The kinds of the chance decisions a person answers with what the table shows."""


def is_chance(decision: Decision) -> bool:
    """True for a chance event to enter from the table, False for a decision of the game."""
    return decision.kind in CHANCE_KINDS


def die_options() -> list[Option]:
    """A die's six faces as options (1.04.8)."""
    return [Option(str(face)) for face in range(1, 7)]


@cache
def roll_options(count: int) -> list[Option]:
    """Every throw of ``count`` dice in order as options: key "3 5", label "3 5 (total 8)"."""
    return [
        Option(" ".join(map(str, faces)), None, f"{' '.join(map(str, faces))} (total {sum(faces)})")
        for faces in product(range(1, 7), repeat=count)
    ]


def one_die_of_many(needed: Decision, choice: str) -> bool:
    """True for the first die of a roll of several entered on its own ("3", not "3 5"): the
    roll then asks for each die in turn, as a save of that kind replays (1.04.8)."""
    return (
        needed.kind == CHANCE_ROLL.name
        and choice in FACES
        and needed.context.get("of", 1) != 1
        and " " in needed.options[0].key
    )


class ChanceNeeded(Exception):
    """The game needs a chance event the person has not entered yet: ``decision`` asks for it."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class TableReplayError(ValueError):
    """Answers and chance entries that do not replay: one is illegal, unused or out of turn."""


def item_key(item: object) -> str:
    """The stable key of a drawn or picked item: a card number, Family or Province key, a chit
    (``7``, ``blank``, ``draw_two``) or a unit's counter number."""
    number = getattr(item, "number", None)
    return str(item if number is None else number)


class TableDice(Dice):
    """Chance as entered at the table: ``entries`` are the keys of the options chosen, in order.

    When the entries run out, the next chance event raises ``ChanceNeeded`` with its decision;
    an entry that is not one of that event's options raises IllegalChoice. The seeded generator
    is never used.
    """

    __slots__ = ("_actor", "_band", "_bands", "_entries", "used")

    def __init__(self, entries: Sequence[str], actor: int) -> None:
        super().__init__(0)
        self._entries = list(entries)
        self._actor = actor
        self.used = 0
        """How many entries the game has consumed."""
        self._band: dict[object, int] = {}
        """Each unseen shuffled item's band: items shuffled together, in an unknown order."""
        self._bands = 0

    def _ask(
        self,
        kind: DecisionKind[Any],
        prompt: str,
        keys: Collection[str],
        options: Callable[[], list[Option]],
        **context: int,
    ) -> str:
        """The next entry, if it is one of ``keys``; ChanceNeeded (with the decision, its
        ``options`` labelled) when none is left, IllegalChoice for another entry."""
        if self.used < len(self._entries) and self._entries[self.used] in keys:
            self.used += 1
            return self._entries[self.used - 1]
        found = asker(sys._getframe(1))
        who = found.who or "At the table"
        decision = Decision(
            actor=self._actor,
            kind=declared(kind),
            rule=found.rule or kind.rule,
            options=OptionList(options()),
            prompt=f"{who}: {prompt}",
            context=dict(context),
        )
        if self.used == len(self._entries):
            raise ChanceNeeded(decision)
        raise IllegalChoice(
            f"{self._entries[self.used]!r} is not a legal entry for {kind.name} "
            f"({decision.prompt}); legal: {', '.join(list(keys)[:12])}"
        )

    def _choose(
        self,
        kind: DecisionKind[Any],
        prompt: str,
        items: Sequence[T],
        name: Namer[T],
        **context: int,
    ) -> T:
        distinct: dict[str, T] = {}
        for item in items:
            distinct.setdefault(item_key(item), item)

        def options() -> list[Option]:
            return [Option(key, None, name(item)) for key, item in distinct.items()]

        return distinct[self._ask(kind, prompt, distinct, options, **context)]

    def _seen(self, item: object) -> None:
        """A card drawn or taken face up has left its shuffled band."""
        if isinstance(item, Hashable):  # units taken at random are never shuffled
            self._band.pop(item, None)

    def d6(self, *at: Purpose) -> int:
        """One die, as the table shows it (1.04.8)."""
        return self._die(1, 1)

    def roll(self, count: int, *at: Purpose) -> tuple[int, ...]:
        """``count`` dice entered as one entry, "3 5" (the first die first, as the black die of
        a desertion event); a save that entered each die on its own replays die by die."""
        if count == 1 or (self.used < len(self._entries) and self._entries[self.used] in FACES):
            return tuple(self._die(number, count) for number in range(1, count + 1))
        prompt = f'roll {count}d6 and enter the dice in order, as one entry ("3 5")'
        throws = roll_options(count)
        keys = {option.key for option in throws}
        entry = self._ask(CHANCE_ROLL, prompt, keys, lambda: throws, number=1, of=count)
        return tuple(int(face) for face in entry.split())

    def _die(self, number: int, of: int) -> int:
        prompt = "roll a die and enter it" if of == 1 else f"roll {of}d6 and enter die {number}"
        return int(self._ask(CHANCE_ROLL, prompt, FACES, die_options, number=number, of=of))

    def shuffle(self, items: MutableSequence[T], *at: Purpose) -> None:
        """Nothing to enter: the items' order becomes unknown. Items of a band only partly
        reshuffled (the top cards of an unknown pile) join the new band with the rest of theirs,
        since any of them may be among the cards taken."""
        self._bands += 1
        touched = {self._band[item] for item in items if item in self._band}
        for item, band in self._band.items():
            if band in touched:
                self._band[item] = self._bands
        for item in items:
            self._band[item] = self._bands

    def draw(self, pile: list[T], name: Namer[T] = str) -> T:
        """The card the person draws from the top of ``pile``: any card of the top band (the
        cards shuffled together above the rest, e.g. above the Era Ends pile, 3.01.4 E)."""
        band = self._band.get(pile[-1])
        top = [pile[-1]]
        if band is not None:
            top = [item for item in pile if self._band.get(item) == band]
        card = self._choose(
            CHANCE_DRAW, "draw the top card and enter it", top, name, number=1, of=1
        )
        pile.remove(card)
        self._seen(card)
        return card

    def take(self, items: list[T], *at: Purpose, name: Namer[T] = str) -> T:
        """The item taken at random from ``items`` (a Mortality chit, 1.05.21)."""
        item = self._choose(
            CHANCE_PICK, "draw one at random and enter it", items, name, number=1, of=1
        )
        items.remove(item)
        return item

    def sample(self, items: Sequence[T], count: int, *at: Purpose, name: Namer[T] = str) -> list[T]:
        """``count`` distinct items taken at random, each entered on its own."""
        left = list(items)
        taken: list[T] = []
        for number in range(1, count + 1):
            prompt = f"take {count} at random and enter number {number}"
            item = self._choose(CHANCE_PICK, prompt, left, name, number=number, of=count)
            left.remove(item)
            self._seen(item)
            taken.append(item)
        return taken

    def copy(self) -> Dice:
        """Table chance cannot be forked: the person enters each event once."""
        raise TypeError("TableDice cannot be copied")


class TableRun(Game):
    """One replay of a table game: it stops at the first chance event not entered yet
    (``needed``); it then takes no answer until it is rebuilt with that entry."""

    def __init__(
        self, context: Context, procedure: Callable[[Context], Procedure], seed: int
    ) -> None:
        self.needed: Decision | None = None
        try:
            super().__init__(context, procedure, seed)
        except ChanceNeeded as need:
            self.needed = need.decision

    def apply(self, choice: object, seat: object = None) -> None:
        """Answer the game's decision; a chance event it reaches stops the run (``needed``)."""
        if self.needed is not None:
            raise IllegalChoice(f"the table must first enter: {self.needed.prompt}")
        try:
            super().apply(choice, seat)
        except ChanceNeeded as need:
            self.needed = need.decision


class TableGame:
    """A solitaire or two-player game whose chance is entered from the table (issue 10, 2).

    ``pending`` is the game's decision, or a chance decision when a chance event comes first;
    ``apply`` answers either. ``game`` is the present run (read its state, log and views);
    ``chance_before`` tells, for each answer, how many chance entries were used before it.
    """

    def __init__(
        self,
        scenario: str = "early",
        players: int = 1,
        options: GameOptions | None = None,
        answers: Sequence[Answer] = (),
        chance: Sequence[str] = (),
    ) -> None:
        check_scenario_arguments(scenario, players)
        self.options = replace(options or GameOptions(), scenario=scenario, players=players)
        self.answers: list[Answer] = list(answers)
        self.chance: list[str] = list(chance)
        self.chance_before: list[int] = []
        self.game = self._replay()

    @property
    def pending(self) -> Decision | None:
        """What the game waits on: a chance event to enter, or a decision of the game."""
        return self.game.needed if self.game.needed is not None else self.game.pending

    def apply(self, choice: Choice | str, seat: object = None) -> None:
        """Answer the pending decision, as ``seat`` if one is named (SeatError for a decision
        not its own, 4.02.2). A chance entry, the table's whoever enters it, rebuilds the game
        by replay; an illegal choice raises IllegalChoice and changes nothing."""
        needed = self.game.needed
        if needed is not None:
            if isinstance(choice, str) and one_die_of_many(needed, choice):
                entry = choice
            else:
                entry = needed.resolve(choice).key
            self.game = self._replay([*self.chance, entry])
            self.chance.append(entry)
            return
        self.game.apply(choice, seat)
        self.answers = saved_answers(self.game)
        self.chance_before.append(len(self.chance))

    def record(self, guideline_hashes: Mapping[str, str] | None = None) -> SaveFile:
        """The save record of this game (``table_record``)."""
        return table_record(self, guideline_hashes)

    def _replay(self, chance: Sequence[str] | None = None) -> TableRun:
        entries = self.chance if chance is None else chance
        dice = TableDice(entries, player_seats(self.options.players)[0])
        before: list[int] = []
        try:
            run = TableRun.new(SoloRules(), self.options, 0, dice=dice)
            assert isinstance(run, TableRun)
            for number, answer in enumerate(self.answers, start=1):
                if run.needed is not None:
                    raise TableReplayError(
                        f"answer {number} comes before chance entry {dice.used + 1} is made"
                    )
                before.append(dice.used)
                apply_answer(run, answer)
        except IllegalChoice as exc:
            raise TableReplayError(
                f"does not replay (chance entry {dice.used + 1}): {exc}"
            ) from None
        if dice.used != len(entries):
            raise TableReplayError(f"chance entry {dice.used + 1} is never used")
        self.chance_before = before
        return run


def table_record(table: TableGame, guideline_hashes: Mapping[str, str] | None = None) -> SaveFile:
    """The save record of a table game: its answers and every chance entry (seed unused)."""
    record = save_record(table.game, guideline_hashes)
    return record.model_copy(update={"table_chance": list(table.chance)})


def save_table(
    table: TableGame, path: Path, guideline_hashes: Mapping[str, str] | None = None
) -> None:
    """Write a table game's save file (format 2 with ``table_chance``)."""
    write_save(table_record(table, guideline_hashes), path)


def replay_table(record: SaveFile, source: str = "save") -> TableGame:
    """Rebuild a table game from its answers and chance entries and verify its digest."""
    if record.table_chance is None:
        raise SaveFileError(f"{named(source)}: not a table-mode save (it replays from its seed)")
    options = saved_options(record.options, source)
    try:
        table = TableGame(
            record.scenario, record.players, options, record.answers, record.table_chance
        )
    except (GameSetupError, TableReplayError) as exc:
        raise SaveFileError(f"{named(source)}: {exc}") from None
    except Exception as exc:  # an answer the rules fail on: the file's fault
        raise SaveFileError(f"{named(source)}: does not replay: {problem(exc)}") from None
    if state_digest(table.game.state) != record.digest:
        raise SaveFileError(f"{named(source)}: replayed state does not match the saved digest")
    return table


def load_table(path: Path) -> TableGame:
    """Read a table-mode save file and replay it."""
    return replay_table(read_save(path), source=str(path))
