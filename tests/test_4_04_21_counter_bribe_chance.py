"""The chance a bribe screen shows counts the counter-bribe a Neutral's Guideline fixes
(4.04.21): a Neutral defends its own Senator down to exactly 4 when its Faction Treasury can.
The shown chance is compared with the success rate over many reseeded forks of the game
(``Game.fork``), the attempt played out with the Neutrals' own bots."""

from __future__ import annotations

from bots.heuristic import HeuristicPlayer
from bots.neutral import NeutralBot
from engine.decision import Amount, Decision
from engine.game import Game
from guidelines.loader import GuidelineSet
from presentation.odds import defended, persuasion_chance
from presentation.options import decision_view
from solo.game import new_game

PLAYER = 0
BIDDING = ("persuasion.bribe", "persuasion.counter_bribe")
"""The decisions of an attempt's bidding (1.07.414); the roll follows the last of them."""
FORKS = 240
"""Forks per amount: the rate's standard deviation is under 0.03 for any chance."""


def neutral_defends(game: Game, decision: Decision) -> bool:
    """A bribe of the Player's on a Neutral's Senator whose Faction Treasury can defend."""
    if decision.kind != "persuasion.bribe" or decision.actor != PLAYER:
        return False
    owner = game.state.senators[str(decision.context["target"])].faction
    return owner not in (None, PLAYER) and game.state.factions[owner].treasury > 0


def bribing(seed: int) -> tuple[Game, Decision, NeutralBot]:
    """The seeded solitaire game at the Player's first such bribe (seed 34: Base Number 6, the
    Populists hold 3 T, the persuader 3 T)."""
    game = new_game("early", 1, seed)
    neutral, player = NeutralBot(GuidelineSet.default()), HeuristicPlayer()
    while (decision := game.pending) is not None:
        if neutral_defends(game, decision):
            return game, decision, neutral
        seat = decision.actor if decision.delegate_to is None else decision.delegate_to
        agent = player if seat == PLAYER else neutral
        game.apply(agent.decide(game.view(seat), decision))
    raise AssertionError(f"seed {seed} has no bribe on a defended Neutral Senator")


def success_rate(game: Game, decision: Decision, neutral: NeutralBot, amount: int) -> float:
    """How often the attempt succeeds when the Player bribes (or counter-bribes) ``amount`` and
    then no more, over reseeded forks."""
    target = str(decision.context["target"])
    side = game.state.senators[str(decision.context["persuader"])].faction
    won = 0
    for reseed in range(FORKS):
        fork = game.fork(reseed=reseed)
        fork.apply(Amount(amount))
        while (pending := fork.pending) is not None and pending.kind in BIDDING:
            if pending.actor == PLAYER:
                fork.apply(Amount(0))
            else:
                fork.apply(neutral.decide(fork.view(pending.actor), pending))
        won += fork.state.senators[target].faction == side
    return won / FORKS


def test_4_04_21_the_shown_chance_counts_the_neutrals_counter_bribe() -> None:
    game, decision, neutral = bribing(34)
    view = game.view(PLAYER)
    shown = decision_view(game, PLAYER, decision)
    assert shown.amount is not None
    base = decision.context["base"]
    assert isinstance(base, int)
    target = view.senators[str(decision.context["target"])]
    low = defended(view, game.context.faction_name, target, base, False)
    high = defended(view, game.context.faction_name, target, base + shown.amount.high, False)
    assert low.counters and low.base == 4  # the Neutral cuts an unbribed attempt to 4
    assert low.chance < persuasion_chance(view, base)
    assert shown.amount.at_low[1].value == round(low.chance, 4)
    assert shown.amount.at_high[1].value == round(high.chance, 4)
    for amount, expected in ((0, low.chance), (shown.amount.high, high.chance)):
        rate = success_rate(game, decision, neutral, amount)
        assert abs(rate - expected) < 0.1, (amount, rate, expected)


def test_1_07_413_another_players_counter_bribe_is_shown_as_a_range() -> None:
    game = new_game("early", 2, 1)
    bots = HeuristicPlayer(), NeutralBot(GuidelineSet.default())
    while (decision := game.pending) is not None:
        seat = decision.actor if decision.delegate_to is None else decision.delegate_to
        if decision.kind == "persuasion.attempt" and seat == decision.actor == PLAYER:
            break
        agent = bots[0] if game.state.factions[seat].is_player else bots[1]
        game.apply(agent.decide(game.view(seat), decision))
    assert decision is not None
    seat = decision.actor
    view = game.view(seat)
    rival = next(f.seat for f in view.factions if f.is_player and f.seat != seat)
    target = next(s for s in view.senators.values() if s.faction == rival)
    found = defended(view, game.context.faction_name, target, 9, False)
    assert found.players == (game.context.faction_name(rival),)
    assert found.worst is None  # his Faction Treasury is hidden (1.04.9)
    assert found.chance == persuasion_chance(view, 9)
    assert "less if" in found.text() and "hidden" in found.text()


def countering(seed: int) -> tuple[Game, Decision, NeutralBot]:
    """The seeded solitaire game at the Player's first counter-bribe against a Neutral persuader
    with talents to bribe back, on an Unaligned Senator or the Player's own, at a Base Number of
    4 or more."""
    game = new_game("early", 1, seed)
    neutral, player = NeutralBot(GuidelineSet.default()), HeuristicPlayer()
    while (decision := game.pending) is not None:
        seat = decision.actor if decision.delegate_to is None else decision.delegate_to
        if seat == PLAYER and decision.kind == "persuasion.counter_bribe":
            persuader = game.state.senators[str(decision.context["persuader"])]
            owner = game.state.senators[str(decision.context["target"])].faction
            base = decision.context["base"]
            if persuader.talents and owner in (None, PLAYER) and isinstance(base, int) and base > 4:
                return game, decision, neutral
        agent = player if seat == PLAYER else neutral
        game.apply(agent.decide(game.view(seat), decision))
    raise AssertionError(f"seed {seed} has no such counter-bribe")


def test_4_04_2_the_counter_bribe_screen_counts_the_neutrals_bribe_back() -> None:
    game, decision, neutral = countering(4)
    shown = decision_view(game, PLAYER, decision).amount
    assert shown is not None
    high = shown.high
    assert "bribe back" in shown.at_high[1].text  # the Neutral answers a cut (4.04.2)
    for amount, figure in ((0, shown.at_low[1]), (high, shown.at_high[1])):
        rate = success_rate(game, decision, neutral, amount)
        assert isinstance(figure.value, float)
        assert abs(rate - figure.value) < 0.1, (amount, rate, figure.value)
