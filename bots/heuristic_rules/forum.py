"""Heuristic answers in the Forum (1.07): Initiative bids, Persuasion and bribes, Knights, Games
and Influence Peddling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bots.heuristic_registry import Ask, Score, as_int, handles, safe_default, senator_options
from bots.heuristic_rules.revenue import republic_stake
from bots.neutral_rules.persuasion import roll_modifier
from engine.decision import Choice, Option
from engine.decisions import (
    GAMES_SPONSOR,
    INITIATIVE_BID,
    INITIATIVE_PAYER,
    INTRIGUE_INFLUENCE_PEDDLING,
    KNIGHTS_ACTION,
    KNIGHTS_PRESSURE,
    KNIGHTS_SPEND,
    PERSUASION_ATTEMPT,
    PERSUASION_BRIBE,
    PERSUASION_COUNTER_BRIBE,
    context_of,
)
from engine.persuasion import Attempt, persuasion_strength, resistance
from engine.readonly import SenatorView
from engine.schemas.forum_tables import InitiativeTable
from engine.view import GameView, HiddenInformation

DICE_WAYS: Final = {total: 6 - abs(total - 7) for total in range(2, 13)}
"""How many of the 36 throws of 2d6 make each total."""


@handles(INITIATIVE_BID)
def initiative_bid(ask: Ask) -> Choice:
    """Bid the least for the extra Initiative if that is cheap and leaves the payer something
    (1.07.22)."""
    bids = {o.value: o for o in ask.options if isinstance(o.value, int)}
    lowest, purse = min(bids, default=0), max(bids, default=0)
    if bids and lowest <= ask.policy.initiative_bid and purse - lowest >= ask.policy.senator_keep:
        return bids[lowest]
    return safe_default(ask)


@handles(INITIATIVE_PAYER)
def initiative_payer(ask: Ask) -> Choice:
    """The richest Senator pays the bid."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).talents,))


def success_chance(view: GameView, base: int) -> float:
    """Chance that 2d6 plus the roll modifier is at most the Base Number and the natural roll
    does not fail by itself (1.07.41); each reckoned once for its table, modifier and Era Ends
    (``chances``)."""
    return chances(view)(base)


def chances(view: GameView) -> Callable[[int], float]:
    """``success_chance`` of any Base Number under the view's table, roll modifier and Era
    Ends, read once: a choice among many attempts asks for many Base Numbers."""
    numbers = view.catalog.tables.initiative
    modifier, era_ends = roll_modifier(view), view.era_ends_drawn
    key = (id(numbers), modifier, era_ends)
    kept = _CHANCES.get(key)
    if kept is None or kept[0] is not numbers:
        kept = _CHANCES[key] = (numbers, {})
    known = kept[1]

    def chance(base: int) -> float:
        found = known.get(base)
        if found is None:
            found = known[base] = reckon_chance(numbers, modifier, era_ends, base)
        return found

    return chance


def reckon_chance(numbers: InitiativeTable, modifier: int, era_ends: bool, base: int) -> float:
    """``success_chance`` from the Initiative table, the roll modifier and whether Era Ends is
    revealed (1.07.41)."""
    ways = sum(
        count
        for total, count in DICE_WAYS.items()
        if total + modifier <= base and not numbers.persuasion_fails_naturally(total, era_ends)
    )
    return ways / 36


_CHANCES: Final[dict[tuple[int, int, bool], tuple[InitiativeTable, dict[int, float]]]] = {}
"""The chance of each Base Number for each Initiative table (by its id; the table is kept, so
the id stays its own), roll modifier and Era Ends revealed or not."""


def defended_base(ask: Ask, target: SenatorView, base: int, unopposed: bool) -> int:
    """The Base Number expected after the target's faction defends (``defence``)."""
    return defence(ask, target.faction, unopposed)(base)


def defence(ask: Ask, faction: int | None, unopposed: bool) -> Callable[[int], int]:
    """How a target of ``faction`` is expected to be defended, as the Base Number left: a
    Neutral cuts it to its defence number (4) if its Faction Treasury can (4.04.21); the other
    Player, whose treasury is hidden, is assumed to defend as we do; nobody defends an
    unopposed attempt, an Unaligned Senator or our own. Read once for many Base Numbers."""
    if unopposed or faction is None or faction == ask.view.seat:
        return _undefended
    try:
        funds = ask.view.counter_bribe_funds(faction)
    except HiddenInformation:
        most = ask.policy.defend_to
        return lambda base: min(base, most)
    floor = ask.view.catalog.tables.initiative.neutral_counter_bribe_target
    return lambda base: floor if base > floor and funds >= base - floor else base


def _undefended(base: int) -> int:
    """``defence`` where nobody defends: the Base Number stays."""
    return base


def planned_bribe(ask: Ask, persuader: SenatorView, base: int, already: int) -> int:
    """Talents to bribe towards the goal, within the cap and the persuader's purse, if they
    reach the floor."""
    room = min(ask.policy.bribe_cap - already, persuader.talents)
    bribe = max(0, min(ask.policy.bribe_goal - base, room))
    return bribe if base + bribe >= ask.policy.bribe_floor else 0


def attempt_plan(
    ask: Ask,
    persuader: SenatorView,
    opening: int,
    defend: Callable[[int], int],
    chance: Callable[[int], float],
) -> tuple[float, int]:
    """The chance of an attempt with this opening Base Number and the bribe it needs: bribe
    only where no defence cancels it. ``defend`` gives the Base Number the target's defence
    leaves (``defence``), ``chance`` the success chance of one (``chances``)."""
    bribe = planned_bribe(ask, persuader, opening, 0)
    plain = defend(opening)
    if not bribe:  # the bribed attempt is the plain one
        return chance(plain), 0
    bribed = defend(opening + bribe)
    if bribed < opening + bribe:
        return chance(plain), 0
    return chance(bribed), bribe


@handles(PERSUASION_ATTEMPT)
def persuasion_attempt(ask: Ask) -> Choice:
    """The attempt with the best chance, least bribe, plain before a card, richest prize in
    Influence and Oratory; a Seduction or Blackmail card only for a fair chance (1.07.4)."""
    scores = attempt_scores(ask)
    fair = ask.policy.card_chance
    worth = [
        o
        for o in ask.options
        if (score := scores.get(o.key)) is not None
        and score[0] > 0
        and (score[2] or score[0] >= fair)
    ]
    return ask.best(worth, lambda option: scores[option.key])


def attempt_scores(ask: Ask) -> dict[str, tuple[float, int, bool, int]]:
    """Each attempt option's score: its plan's chance, the bribe saved, plain before a card,
    the target's Influence + Oratory (1.07.4, 1.07.41). A plan depends only on the opening Base
    Number (the persuader's part less the target's), the persuader's purse, the target's
    faction and whether the attempt is unopposed: each Senator is read once, each part and
    each plan reckoned once."""
    chance = chances(ask.view)
    view = ask.view
    senators, catalog = view.senators, view.catalog
    movers: dict[str, tuple[SenatorView, int, int]] = {}
    """Each persuader, his part of the Base Number and his talents."""
    marks: dict[str, tuple[int, int, int | None]] = {}
    """Each target's part of the Base Number, Influence + Oratory and faction."""
    defences: dict[tuple[int | None, bool], Callable[[int], int]] = {}
    """How each faction defends an opposed or unopposed attempt (``defence``)."""
    by_numbers: dict[tuple[int, int, int | None, bool], tuple[float, int]] = {}
    scores: dict[str, tuple[float, int, bool, int]] = {}
    for option in ask.options:
        attempt = option.value
        if isinstance(attempt, Attempt):
            mover = movers.get(attempt.persuader)
            if mover is None:
                persuader = senators[attempt.persuader]
                strength = persuasion_strength(persuader)
                mover = movers[attempt.persuader] = (persuader, strength, persuader.talents)
            persuader, strength, talents = mover
            mark = marks.get(attempt.target)
            if mark is None:
                target = senators[attempt.target]
                assert persuader.faction is not None
                mark = marks[attempt.target] = (
                    resistance(catalog, senators, target, persuader.faction),
                    target.influence + target.oratory,
                    target.faction,
                )
            resist, prize, faction = mark
            unopposed = attempt.card is not None
            numbers = (strength - resist, talents, faction, unopposed)
            found = by_numbers.get(numbers)
            if found is None:
                side = (faction, unopposed)
                defend = defences.get(side)
                if defend is None:
                    defend = defences[side] = defence(ask, *side)
                found = by_numbers[numbers] = attempt_plan(
                    ask, persuader, numbers[0], defend, chance
                )
            scores[option.key] = (found[0], -found[1], not unopposed, prize)
    return scores


@handles(PERSUASION_BRIBE)
def persuasion_bribe(ask: Ask) -> Choice:
    """Bribe towards the goal unless the target's faction would only counter it (1.07.412)."""
    context = context_of(ask.decision, PERSUASION_BRIBE)
    persuader, target = ask.senator(context["persuader"]), ask.senator(context["target"])
    base, already = context["base"], context["bribes"]
    bribe = planned_bribe(ask, persuader, base, already)
    if defended_base(ask, target, base + bribe, context["unopposed"]) < base + bribe:
        bribe = 0
    return ask.amount(bribe)


@handles(PERSUASION_COUNTER_BRIBE)
def counter_bribe(ask: Ask) -> Choice:
    """Defend our own Senators down to the defence Base Number, unless the Policy keeps the
    talents of a defence that cannot win; others' are not our fight (1.07.413)."""
    context = context_of(ask.decision, PERSUASION_COUNTER_BRIBE)
    if ask.senator(context["target"]).faction != ask.view.seat:
        return ask.amount(0)
    wanted = context["base"] - ask.policy.defend_to
    if ask.policy.counter_only_winnable and not winnable(ask, context["persuader"], wanted):
        return ask.amount(0)
    return ask.amount(wanted)


def winnable(ask: Ask, persuader: str, wanted: int) -> bool:
    """Whether a Counter-Bribe of ``wanted`` talents is affordable and more than the persuader
    can bribe back (1.07.413, 1.07.414); another Player's purse, hidden, is thought too small."""
    if wanted > ask.amounts.high:
        return False
    try:
        return ask.senator(persuader).talents < wanted
    except HiddenInformation:
        return True


@handles(KNIGHTS_ACTION)
def knights_action(ask: Ask) -> Choice:
    """The richest Senator on offer tries to attract a Knight; Knights are never pressured
    (1.07.5, 1.07.51)."""
    attract = [o for o in ask.options if o.key.startswith("attract:")]
    return ask.best(attract, lambda o: (ask.senator(o.value).talents,))


@handles(KNIGHTS_SPEND)
def knights_spend(ask: Ask) -> Choice:
    """A rich Senator pays enough to attract a Knight on any roll (before modifiers) unless the
    Republic's stake is high; anyone else tries his luck for nothing (1.07.5)."""
    senator = ask.senator(context_of(ask.decision, KNIGHTS_SPEND)["senator"])
    if senator.talents < ask.policy.rich or republic_stake(ask) >= ask.policy.knights_stake_cap:
        return ask.amount(0)
    return ask.amount(ask.view.catalog.tables.initiative.knight_min_roll - 1)


@handles(KNIGHTS_PRESSURE)
def knights_pressure(ask: Ask) -> Choice:
    """Knights are worth more than the talents pressure brings (1.07.51)."""
    return ask.amount(0)


@handles(GAMES_SPONSOR)
def sponsor_games(ask: Ask) -> Choice:
    """While Unrest is alarming, the Games that calm it most, cheapest, from the richest
    sponsor (1.07.6)."""
    games = [o for o in ask.options if isinstance(o.value, tuple)]
    if ask.view.unrest < ask.policy.unrest_alarm or not games:
        return safe_default(ask)
    table = ask.view.catalog.tables.games

    def score(option: Option) -> Score:
        assert isinstance(option.value, tuple)
        senator_key, games_key = option.value
        row = table.get(games_key)
        return (-row.unrest, -row.cost, ask.senator(senator_key).talents)

    return ask.best(games, score)


@handles(INTRIGUE_INFLUENCE_PEDDLING)
def influence_peddling(ask: Ask) -> Choice:
    """Take a card from the faction holding most (1.07.35)."""
    victims = [o for o in ask.options if isinstance(o.value, int)]
    return ask.best(victims, lambda o: (ask.view.factions[as_int(o.value)].hand_size,))
