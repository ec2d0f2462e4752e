"""4.02.1: "every Neutral act carries the rule number that caused it". Each decision a Neutral
answers itself leaves one ``neutral_decision`` log event naming the Neutral, what it chose and
the section IV rule (with the Guideline item where one decides); a decision delegated to the
Dominant Player is his act (4.02.2) and leaves none. What the engine rolls for a Neutral's
choice logs its outcome too: the Provincial Spoils die (4.03.3) and sixth-Initiative bids
(4.04.5). A replayed save logs the same events as the game did."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from bots.agent import Agent
from bots.heuristic import HeuristicPlayer
from bots.neutral import NeutralBot
from bots.neutral_registry import NEUTRAL_RULES, NEUTRAL_SET_RULES
from bots.seating import default_agents, seat_agents
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option, Reason, with_reason
from engine.decisions import FACTION_LEADER, INITIATIVE_PAYER
from engine.game import Game
from engine.games import games_step
from engine.log import NEUTRAL_DECISION, LogEvent
from engine.persuasion import persuasion_step
from engine.phases.forum import auction_initiative
from engine.phases.personal_revenue import provincial_spoils
from engine.phases.revenue_ledger import Ledger
from engine.state import Office
from engine.view import GameView
from solo.decisions import SPOILS_PICK
from solo.forum import BID_MODIFIER, NEUTRAL_BID
from solo.game import new_game
from solo.save import load_game, save_game
from solo.spoils_types import Pick
from tests import forum_support, revenue_support
from tests.builders import add_senator, drive, neutral_table

SECTION_IV = re.compile(r"\b4\.0[1-8]\b")
"""A rule of section IV (4.01-4.08); a Guideline item comes first, as in "spoils list item 1,
4.05.4"."""

IMPERIALS, PLUTOCRATS, CONSERVATIVES = 1, 2, 3


class ReasonedNeutral:
    """The NeutralBot, checking that the rule it answers by gives its own reason (no fallback).
    It wraps the bot, as a compiled class takes no interpreted subclass (README "Speed")."""

    def __init__(self) -> None:
        self.bot = NeutralBot()

    def decide(self, view: GameView, decision: Decision) -> Choice:
        bot = self.bot
        set_rule = NEUTRAL_SET_RULES.get(decision.kind)
        if set_rule is not None:
            own = set_rule(view, decision, bot.guidelines)
        else:
            own = NEUTRAL_RULES[decision.kind](view, decision, bot.guideline(view, decision))
        assert own.why is not None, f"the Neutral rule for {decision.kind} gives no reason"
        return bot.decide(view, decision)


Taken = list[tuple[Decision, str, str, list[LogEvent]]]
"""Every decision of a game, its actor's name when asked (a Neutral's changes once 4.01.2 names
it), the key applied, and the log events its answer led to."""


def play_noting(game: Game, agents: Mapping[int, Agent]) -> Taken:
    """Play the game to its end, noting what each answer logged."""
    taken: Taken = []
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        start = len(game.log)
        name = game.context.faction_name(decision.actor)
        game.apply(agents[seat].decide(game.view(seat), decision))
        taken.append((decision, name, game.choices[-1], game.log[start:]))
    return taken


def random_players(game: Game) -> dict[int, Agent]:
    """``ror new``'s agents with the checking Neutral bot."""
    neutral = ReasonedNeutral()
    return {
        seat: neutral if not game.state.factions[seat].is_player else agent
        for seat, agent in default_agents(game).items()
    }


def heuristic_players(game: Game) -> dict[int, Agent]:
    """``ror simulate``'s agents with the checking Neutral bot."""
    neutral = ReasonedNeutral()
    return {
        seat: neutral if not game.state.factions[seat].is_player else agent
        for seat, agent in seat_agents(game, HeuristicPlayer).items()
    }


GAMES: list[tuple[str, int, int, Callable[[Game], dict[int, Agent]]]] = [
    ("early", 1, 0, random_players),
    ("early", 2, 1, random_players),
    ("middle", 1, 2, random_players),
    ("late", 2, 3, random_players),
    ("early", 1, 4, heuristic_players),
    ("early", 2, 5, heuristic_players),
]


def problems(game: Game, taken: Taken) -> list[str]:
    """Each decision whose log breaks the rule: a Neutral's own decision without exactly one
    neutral_decision event naming it, its choice and a section IV rule; any other with one."""
    found = []
    for number, (decision, name, key, events) in enumerate(taken, start=1):
        logged = [e for e in events if e.act == NEUTRAL_DECISION]
        where = f"decision {number} ({decision.kind})"
        own = decision.delegate_to is None and not game.state.factions[decision.actor].is_player
        if not own:
            if logged:
                found.append(f"{where}: not a Neutral's own act, yet logged as one")
            continue
        if len(logged) != 1:
            found.append(f"{where}: {len(logged)} neutral_decision events")
            continue
        event = logged[0]
        chosen = str(event.data["choice"])
        keys = key.removeprefix("tie:").split("|")
        if event.actor != name:
            found.append(f"{where}: logged for {event.actor}")
        if event.data["kind"] != decision.kind or chosen not in keys:
            found.append(f"{where}: logged {event.data} for the choice {key}")
        if not SECTION_IV.search(event.rule):
            found.append(f"{where}: rule {event.rule!r} is not of section IV")
    return found


@pytest.mark.parametrize(("scenario", "players", "seed", "agents"), GAMES)
def test_every_neutral_decision_of_a_whole_game_is_logged_with_its_rule(
    scenario: str, players: int, seed: int, agents: Callable[[Game], dict[int, Agent]]
) -> None:
    game = new_game(scenario, players, seed)

    taken = play_noting(game, agents(game))

    assert game.pending is None
    assert problems(game, taken) == []


def test_a_replayed_save_logs_the_neutral_acts_as_the_game_did(tmp_path: Path) -> None:
    game = new_game("early", 2, 6)
    play_noting(game, default_agents(game))
    path = tmp_path / "game.json"
    save_game(game, path)

    replayed = load_game(path)

    assert [e.as_dict() for e in replayed.log] == [e.as_dict() for e in game.log]
    assert sum(e.act == NEUTRAL_DECISION for e in game.log) > 100


# --- Explanations ------------------------------------------------------------------------------


def neutral_acts(ctx: Context) -> list[str]:
    """Every neutral_decision event as a person reads it."""
    return [e.explain() for e in ctx.log if e.act == NEUTRAL_DECISION]


def test_a_bribe_names_the_base_number_it_reaches() -> None:
    ctx = neutral_table()
    persuader = add_senator(ctx, PLUTOCRATS, "Fabius", oratory=4, influence=6)
    persuader.talents = 4
    add_senator(ctx, None, "Cornelius")  # Loyalty 7, Unaligned: Base Number 3
    ctx.dice.script([6, 6])

    drive(ctx, lambda c: persuasion_step(c, PLUTOCRATS))

    assert neutral_acts(ctx) == [
        "Plutocrats: chooses Fabius persuades Cornelius: the Most Available Senator, expected "
        "Base Number 7 after 4 T of bribes (4.04.2)",
        "Plutocrats: bribes 4 T so the Base Number reaches 7 (4.04.2)",
    ]


def test_a_neutral_declining_games_says_why() -> None:
    ctx = neutral_table()
    ctx.state.unrest = 2
    add_senator(ctx, PLUTOCRATS, "Licinius", popularity=2).talents = 15

    drive(ctx, lambda c: games_step(c, PLUTOCRATS))

    assert neutral_acts(ctx) == [
        "Plutocrats: considers Games: its Charity lists Games (Charity Guideline, 4.04.4)",
        "Plutocrats: sponsors no Games: the Unrest Level 2 does not exceed Licinius's "
        "Popularity 2 (4.04.4)",
    ]


def test_a_spoils_pick_cites_its_place_on_the_guideline_list() -> None:
    ctx = neutral_table()
    add_senator(ctx, PLUTOCRATS, "Rich", influence=9)
    add_senator(ctx, PLUTOCRATS, "Poor", influence=2)
    picks = [Pick("rome_consul", "Rich"), Pick("censor", "Rich"), Pick("censor", "Poor")]
    options = [Option(p.key, p, f"{p.kind}: {p.senator}") for p in picks]
    decision = ctx.ask(PLUTOCRATS, SPOILS_PICK, "4.05.4", options, "", mandatory=False)

    choice = NeutralBot().decide(GameView(ctx, PLUTOCRATS), decision)

    assert choice.key == "censor@Poor"
    assert choice.why == Reason(
        "spoils list item 1, 4.05.4",
        "takes {choice}, to its least influential eligible Senator; nothing higher on its "
        "Spoils list is on offer",
    )


def test_a_tie_names_the_option_the_dice_chose_after_the_roll() -> None:
    ctx = neutral_table()
    add_senator(ctx, IMPERIALS, "Aemilius", military=3)
    add_senator(ctx, IMPERIALS, "Sulpicius", military=3)
    ctx.dice.script([1, 1, 6, 6])  # 2d6 tie-break: Aemilius 2, Sulpicius 12

    def leader(c: Context) -> Procedure:
        options = [Option(k, None, k) for k in ("Aemilius", "Sulpicius")]
        yield c.ask(IMPERIALS, FACTION_LEADER, "4.01.3", options, "")

    start = len(ctx.log)

    drive(ctx, leader)

    assert [e.act for e in ctx.log[start:]] == ["tie_break", NEUTRAL_DECISION]
    assert neutral_acts(ctx) == [
        "Imperials: names Sulpicius Faction Leader: the highest Military, 3 (equal best by "
        "2d6) (4.01.3)"
    ]


def test_delegated_and_player_decisions_are_not_neutral_acts() -> None:
    ctx = neutral_table()
    options = [Option("a", None, "a"), Option("b", None, "b")]

    def asks(c: Context) -> Procedure:
        yield replace(c.ask(PLUTOCRATS, INITIATIVE_PAYER, "4.02.2", options, ""), delegate_to=0)
        yield c.ask(0, INITIATIVE_PAYER, "1.07", options, "")

    game = Game(ctx, asks, 0)
    game.apply(with_reason(options[0], "4.02.2", "takes {choice}"))
    game.apply(with_reason(options[1], "1.07", "takes {choice}"))

    assert neutral_acts(ctx) == []


# --- Outcomes the engine rolls for a Neutral's choice ------------------------------------------


def test_every_graft_verdict_is_logged_always_never_and_by_die() -> None:
    ctx = revenue_support.solitaire_table()
    greedy = revenue_support.senator(ctx, PLUTOCRATS, "Greedy")
    honest = revenue_support.senator(ctx, CONSERVATIVES, "Honest")
    rolled = revenue_support.senator(ctx, IMPERIALS, "Rolled")
    revenue_support.governor(ctx, greedy, "prov-sicilia")
    revenue_support.governor(ctx, honest, "prov-hispania-ulterior")
    revenue_support.governor(ctx, rolled, "prov-sardinia-et-corsica")
    ctx.dice.script([5, 2])  # the Plutocrat's Provincial Spoils, then the Imperial's graft die

    revenue_support.run(ctx, lambda c: provincial_spoils(c, Ledger()))

    grafts = sorted(e.explain() for e in ctx.log if e.act in ("graft", NEUTRAL_DECISION))
    assert grafts == [
        "Conservatives: Honest takes no Provincial Spoils: its Guideline says never "
        "(Provincial Spoils Guideline, 4.03.3)",
        "Imperials: Rolled rolls 2 (needs 4+): does not take Provincial Spoils (4.03.3) [dice 2]",
        "Imperials: Rolled rolls for Provincial Spoils, taking them on 4+ "
        "(Provincial Spoils Guideline, 4.03.3)",
        "Plutocrats: Greedy takes Provincial Spoils: its Guideline says always "
        "(Provincial Spoils Guideline, 4.03.3)",
    ]


def test_every_neutral_turn_in_the_sixth_initiative_auction_is_logged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    roles = ("Imperials", "Populists", "Conservatives", "Plutocrats")
    ctx = forum_support.solitaire_table(roles=roles)
    ctx.state.turn = 2
    forum_support.senator(ctx, 0, "consul", talents=5, office=Office.ROME_CONSUL)
    forum_support.senator(ctx, 1, "imperial", talents=10)
    forum_support.senator(ctx, 2, "populist", talents=9)
    forum_support.senator(ctx, 3, "conservative", talents=12)
    forum_support.senator(ctx, 4, "plutocrat", talents=3)
    forum_support.quiet_steps(monkeypatch)
    ctx.dice.script([2, 5, 2, 3])  # Populists 2 + 1 = 3 pass; Conservatives 5 - 1 = 4 bid
    player = forum_support.ScriptedPlayer({"initiative.bid": ["5"]})

    game = forum_support.run(ctx, auction_initiative, player)

    assert [e.explain() for e in game.log if e.act == NEUTRAL_BID] == [
        "Imperials: bids 6 T, one more than the bid before: within Turn + 4 = 6 (4.04.5)",
        "Populists: does not bid: 7 T is above Turn + 4 = 6: 1d6 2 + 1 = 3 < 4 (4.04.5) [dice 2]",
        "Conservatives: bids 7 T: 7 T is above Turn + 4 = 6: 1d6 5 - 1 = 4 >= 4 (4.04.5) [dice 5]",
        "Plutocrats: does not bid: 8 T is more than its richest Senator in Rome has (3 T) (4.04.5)",
    ]
    modifiers = [e for e in game.log if e.data.get("kind") == BID_MODIFIER]
    assert [e.explain() for e in modifiers] == [
        "Populists: adds +1 to its bid roll: its Initiative modifier "
        "(Initiative Guideline, 4.04.5)",
        "Conservatives: adds -1 to its bid roll: its Initiative modifier "
        "(Initiative Guideline, 4.04.5)",
    ]
