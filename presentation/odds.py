"""Chances, counted over every throw of the dice with the engine's own rule functions: a
Persuasion Attempt's success (1.07.41, through the heuristic bot's ``success_chance``, which
reads the engine's table) and a battle's result on the Combat Results Table (1.10.11, 1.10.21,
1.10.31, reckoned in engine/battle_odds.py), in words; and an attempt's chance once the
Neutrals have counter-bribed as their Guidelines fix (4.04.21), with the range another Player's
counter-bribe leaves (``defended``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bots.heuristic_rules.forum import success_chance
from bots.neutral_rules.persuasion import guideline_counter_bribe
from engine.battle_odds import RESULTS, BattleOdds
from engine.queries import seats_from
from engine.readonly import SenatorView
from engine.view import GameView, HiddenInformation


def persuasion_chance(view: GameView, base: int) -> float:
    """The chance a Persuasion Attempt at this Base Number succeeds: 2d6 with Evil Omens at
    most the Base Number, and not a natural 10 or more (9 after Era Ends) (1.07.41)."""
    return success_chance(view, base)


def odds_text(odds: BattleOdds) -> str:
    """ "Victory 46%, Stalemate 30%, ..." with the results that can happen."""
    return ", ".join(
        f"{result.capitalize()} {percent(chance)}"
        for result in RESULTS
        if (chance := odds.chance(result)) > 0
    )


def percent(chance: float) -> str:
    """A chance as a whole percentage; "<1%" or ">99%" rather than a misleading 0 or 100."""
    if 0 < chance < 0.005:
        return "<1%"
    if 0.995 < chance < 1:
        return ">99%"
    return f"{round(chance * 100)}%"


@dataclass(frozen=True, slots=True)
class Defended:
    """A Persuasion Attempt's Base Number once the counter-bribes a Neutral's Guideline fixes
    are made (4.04.21), the chance it leaves, who made them, and how far the other Players
    could still take it down: ``floor`` with their whole Faction Treasuries, None when they are
    hidden (1.04.9) or there is no such Player."""

    asked: int
    base: int
    chance: float
    counters: tuple[tuple[str, int], ...]
    players: tuple[str, ...]
    floor: int | None
    worst: float | None

    def text(self) -> str:
        """The chance in words: "17% (the Conservatives counter-bribe 5 T to 4, 4.04.21)"."""
        text = percent(self.chance)
        if self.counters:
            paid = ", ".join(
                f"the {name} counter-bribe {talents} T" for name, talents in self.counters
            )
            text += f" ({paid} to {self.base}, 4.04.21)"
        if self.players and self.chance > 0:
            who = counter_bribers(self.players)
            if self.worst is None:
                text += f"; less if {who} (Faction Treasury hidden)"
            elif self.floor is not None and self.floor < self.base:
                text += f"; down to {percent(self.worst)} if {who} all they hold"
        return text


def counter_bribers(names: tuple[str, ...]) -> str:
    """Who may counter-bribe, with the verb: "Player 2 counter-bribes", "the Populists
    counter-bribe", "Player 1 or Player 2 counter-bribe"."""
    who = " or ".join(name if name.startswith("Player") else f"the {name}" for name in names)
    alone = len(names) == 1 and names[0].startswith("Player")
    return f"{who} counter-bribes" if alone else f"{who} counter-bribe"


def defended(
    view: GameView, names: Callable[[int], str], target: SenatorView, base: int, unopposed: bool
) -> Defended:
    """The chance of an attempt on ``target`` at Base Number ``base`` if the persuader (the
    view's seat) bribes no more: each Neutral, clockwise from him, counter-bribes as its
    Guideline says (bots' ``guideline_counter_bribe``, 4.04.21); another Player's answer is his
    own, so it is shown as a range (1.07.413, 1.07.414)."""
    now = base
    counters: list[tuple[str, int]] = []
    players: list[str] = []
    funds: int | None = 0
    others = [] if unopposed else seats_from(view.seat)[1:]
    factions = {f.seat: f for f in view.factions}
    for seat in others:
        faction = factions[seat]
        name = names(seat)
        if faction.is_player:
            players.append(name)
            try:
                funds = None if funds is None else funds + view.counter_bribe_funds(seat)
            except HiddenInformation:
                funds = None
            continue
        cut = guideline_counter_bribe(
            view.catalog, seat, target.faction, now, view.counter_bribe_funds(seat)
        )
        if cut:
            counters.append((name, cut))
            now -= cut
    floor = None if funds is None or not players else now - funds
    return Defended(
        asked=base,
        base=now,
        chance=persuasion_chance(view, now),
        counters=tuple(counters),
        players=tuple(players),
        floor=floor,
        worst=None if floor is None else persuasion_chance(view, floor),
    )
