"""Chance one outcome at a time, for OpenSpiel's ``chance=outcomes`` (docs/adapters.md): every
die, chit, card draw and random pick after the deal is a chance node whose equally likely
outcomes are that event's.

``OutcomeDice`` takes each chance number from ``forced`` (the outcomes the chance nodes chose,
by where they fall: the phase, the stream and its count, ``engine/dice.py``), so a fork of the
game (``Game.fork`` replays with ``blank``) meets the same outcomes. While ``open``, a number not
chosen yet stops the game with ``NeedChance``: the adapter offers that event as a chance node
and carries the answer out again with the outcome chosen. Otherwise (the chance before the
dice were put in, replayed by a fork) it is the seed's, as ``Dice`` gives it. A card is drawn
from anywhere in its pile, each card equally likely, so the pile's order is never the future.
"""

from __future__ import annotations

from engine.dice import Dice, Moment, Namer, Purpose, T

Where = tuple[Moment, tuple[Purpose, ...], int]
"""A chance event's place: the phase, its stream and how many numbers the stream gave before."""

class NeedChance(BaseException):
    """A chance event no outcome is chosen for yet: ``where`` it falls, its ``bound`` equally
    likely outcomes (0..bound-1) and whether it is a die (outcome k is face k+1). A
    BaseException, so no rule's handler swallows it."""

    def __init__(self, where: Where, bound: int, die: bool) -> None:
        super().__init__(f"chance needed at {where}: {bound} outcomes")
        self.where = where
        self.bound = bound
        self.die = die


class OutcomeDice(Dice):
    """Dice whose numbers are the outcomes chance nodes chose (``forced``)."""

    __slots__ = ("forced", "open")

    def __init__(self, seed: int, forced: dict[Where, int] | None = None) -> None:
        super().__init__(seed)
        self.forced: dict[Where, int] = dict(forced or {})
        """The outcome chosen for each chance event so far."""
        self.open = False
        """True while an answer is carried out: a chance event not in ``forced`` stops it."""

    @classmethod
    def replacing(cls, dice: Dice, forced: dict[Where, int] | None = None) -> OutcomeDice:
        """Outcome dice where ``dice`` stand (a game's, after its deal), with the outcomes
        ``forced`` if given."""
        twin = cls(0, forced)
        twin.setstate(dice.getstate())
        return twin

    def blank(self, seed: int) -> Dice:
        """The dice a fork replays with: these outcomes, closed."""
        return OutcomeDice(seed, self.forced)

    def _pick(self, bound: int, at: tuple[Purpose, ...], die: bool = False) -> int | None:
        """The chosen outcome of the next event of ``at`` (None: the seed's, which counts in
        the same stream), or NeedChance."""
        stream = at or ("other",)
        count = self._drawn.get(stream, 0)
        where = (self.moment, stream, count)
        chosen = self.forced.get(where)
        if chosen is None and self.open and bound > 1:
            raise NeedChance(where, bound, die)
        if chosen is None:
            return None
        self._drawn[stream] = count + 1
        return chosen

    def _next_die(self, at: tuple[Purpose, ...]) -> int:
        chosen = self._pick(6, at, die=True)
        return super()._next_die(at) if chosen is None else chosen + 1

    def _below(self, bound: int, at: tuple[Purpose, ...]) -> int:
        chosen = self._pick(bound, at)
        return super()._below(bound, at) if chosen is None else chosen

    def draw(self, pile: list[T], name: Namer[T] = str) -> T:
        """Any card of the pile, each equally likely (while ``open`` or chosen); the top card
        (the seed's order) otherwise."""
        chosen = self._pick(len(pile), ("draw",))
        return pile.pop() if chosen is None else pile.pop(chosen)
