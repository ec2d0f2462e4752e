"""The heuristic Player bot (bots/heuristic.py): it answers every decision kind whole games give
a Player with a legal option, and plays sensibly in hand-made situations (1.05.4, 1.06.3,
1.06.52, 1.07.22, 1.07.4-1.07.6, 1.07.37, 1.11.3, 4.02.2, 4.05.33, 4.05.4, 4.07.3)."""

from collections.abc import Callable

import pytest

from bots.agent import Agent, play
from bots.heuristic import HeuristicPlayer, HeuristicPlayerV1
from bots.heuristic_registry import HANDLERS
from bots.neutral import NeutralBot
from bots.neutral_registry import NEUTRAL_RULES, has_neutral_rule
from bots.seating import seat_agents
from engine.context import Context, Interjection, Procedure
from engine.death import faction_without_senators
from engine.decision import Amount, AmountOptions, Choice, Decision, Option, OptionList
from engine.events.choices import HRAO_CHOICE
from engine.game import Game
from engine.games import games_step
from engine.persuasion import Attempt, attempt_persuasion, persuasion_step
from engine.phases.forum import bid_for
from engine.phases.redistribution import player_transfers
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import player_contributions
from engine.state import ACTIVE_FORCES, MilitaryPlan
from engine.view import GameView
from solo.game import new_game
from solo.military import deployment_step
from solo.military_plan import NO_PLAN
from solo.spoils_types import Pick
from tests.builders import add_senator, bare_context
from tests.military_support import senate_table, units_at, war

SEEDS = range(16)


class Checked:
    """A Player agent that checks every answer is legal and notes the kinds it met."""

    def __init__(self, agent: Agent, kinds: set[str]) -> None:
        self.agent = agent
        self.kinds = kinds

    def decide(self, view: GameView, decision: Decision) -> Choice:
        choice = self.agent.decide(view, decision)
        decision.resolve(choice)
        delegated = decision.delegate_to is not None
        if not (delegated and has_neutral_rule(decision.kind)):
            self.kinds.add(decision.kind)
        return choice


Played = tuple[list[Game], set[str]]


@pytest.fixture(scope="module", params=[1, 2], ids=["1P", "2P"])
def heuristic_games(request: pytest.FixtureRequest) -> Played:
    """Whole games with heuristic Players, and the kinds they answered themselves."""
    kinds: set[str] = set()
    games = []
    for seed in SEEDS:
        game = new_game("early", request.param, seed)
        play(game, seat_agents(game, lambda s: Checked(HeuristicPlayer(s), kinds)), 50_000)
        games.append(game)
    return games, kinds


def test_heuristic_players_finish_whole_games_with_legal_choices(heuristic_games: Played) -> None:
    games, _ = heuristic_games

    unfinished = [g.seed for g in games if not g.over]
    assert not unfinished, f"games that did not end by a rule: seeds {unfinished}"


def test_every_decision_kind_a_player_meets_has_a_heuristic(heuristic_games: Played) -> None:
    _, kinds = heuristic_games

    assert kinds - set(HANDLERS) == set(), "kinds answered only by the safe default"


def run(ctx: Context, procedure: Callable[[Context], Procedure], seat: int = 0) -> Game:
    """Run a rule procedure with a heuristic Player answering for ``seat``: its rules of thumb
    under the first Policy (``heuristic-v1``); what the Republic's stake changes is tested in
    tests/test_heuristic_stake.py."""
    game = Game(ctx, procedure, 0)
    play(game, {seat: HeuristicPlayerV1(1)})
    return game


def answer(ctx: Context, decision: Decision, seat: int = 0) -> Choice:
    """The heuristic Player's answer to one decision, seen from ``seat`` (first Policy)."""
    return HeuristicPlayerV1(1).decide(GameView(ctx, seat), decision)


def test_contributes_to_the_state_when_unrest_is_high() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 30
    ctx.state.unrest = 5
    ctx.state.state_treasury = 80

    run(ctx, lambda c: player_contributions(c, 0, Ledger()))

    assert (senator.talents, ctx.state.state_treasury) == (3, 107)


def test_keeps_modest_talents_when_the_republic_is_calm() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 12
    ctx.state.state_treasury = 100

    run(ctx, lambda c: player_contributions(c, 0, Ledger()))

    assert (senator.talents, ctx.state.state_treasury) == (12, 100)


def test_contributes_a_table_step_for_influence_when_rich() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A", influence=3)
    senator.talents = 30
    ctx.state.state_treasury = 100

    run(ctx, lambda c: player_contributions(c, 0, Ledger()))

    assert (senator.talents, senator.influence) == (5, 6)


def test_sponsors_the_games_that_calm_unrest_most_when_it_is_high() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 20
    ctx.state.unrest = 5

    run(ctx, lambda c: games_step(c, 0))

    assert (senator.talents, ctx.state.unrest) == (2, 2)


def test_sponsors_no_games_when_unrest_is_low() -> None:
    ctx = bare_context()
    senator = add_senator(ctx, 0, "A")
    senator.talents = 20
    ctx.state.unrest = 1

    run(ctx, lambda c: games_step(c, 0))

    assert (senator.talents, ctx.state.unrest) == (20, 1)


def test_redistribution_fills_the_faction_treasury_reserve() -> None:
    ctx = bare_context()
    rich = add_senator(ctx, 0, "A")
    rich.talents = 20
    add_senator(ctx, 0, "B").talents = 2

    run(ctx, lambda c: player_transfers(c, 0))

    assert (ctx.state.factions[0].treasury, rich.talents) == (10, 10)


def test_persuades_an_unaligned_senator_with_a_modest_bribe() -> None:
    ctx = bare_context()
    persuader = add_senator(ctx, 0, "P", influence=5)
    persuader.oratory = 5
    persuader.talents = 10
    target = add_senator(ctx, None, "T")
    target.loyalty = 5
    ctx.dice.script([6, 6])

    run(ctx, lambda c: persuasion_step(c, 0))

    assert (persuader.talents, target.talents) == (7, 3)


def test_makes_no_hopeless_attempt() -> None:
    ctx = bare_context()
    persuader = add_senator(ctx, 0, "P")
    persuader.talents = 10
    add_senator(ctx, None, "T").loyalty = 9

    run(ctx, lambda c: persuasion_step(c, 0))

    assert persuader.talents == 10
    assert not [e for e in ctx.log if e.act == "persuasion_attempt"]


def test_counter_bribes_an_attack_on_its_own_senator_down_to_four() -> None:
    ctx = bare_context(players=2)
    persuader = add_senator(ctx, 2, "P", influence=10)
    persuader.oratory = 10
    add_senator(ctx, 0, "T").loyalty = 3
    ctx.state.factions[0].treasury = 10
    ctx.dice.script([6, 6])
    game = Game(ctx, lambda c: attempt_persuasion(c, 2, Attempt("P", "T")), 0)

    play(game, {0: HeuristicPlayer(1), 2: HeuristicPlayer(2)})

    base = 10 + 10 - 3 - 7
    assert ctx.state.factions[0].treasury == 10 - (base - 4)


def bidding(previous: int) -> Callable[[Context], Procedure]:
    """The Player's bid for the extra Initiative above ``previous`` (1.07.22)."""

    def procedure(ctx: Context) -> Procedure:
        yield from bid_for(ctx, 0, previous, opening=True)

    return procedure


@pytest.mark.parametrize(("previous", "expected"), [(0, "1"), (6, "pass")])
def test_bids_the_least_for_the_extra_initiative_only_when_cheap(
    previous: int, expected: str
) -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "A").talents = 20

    game = Game(ctx, bidding(previous), 0)

    assert game.pending is not None
    assert answer(ctx, game.pending).key == expected


def test_never_quits_when_its_faction_has_no_senators() -> None:
    ctx = bare_context()

    game = run(ctx, lambda c: faction_without_senators(c, 0))

    assert game.result is None and ctx.state.awaiting_curia == (0,)


def test_never_names_its_own_faction_for_a_neutral_hrao() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "Mine", influence=20)
    add_senator(ctx, 3, "Theirs", influence=8)
    factions = [Option(f"faction:{seat}", seat) for seat in (0, 2, 3, 4)]
    decision = Decision(1, HRAO_CHOICE, "1.07.37", OptionList(factions), "", delegate_to=0)

    assert answer(ctx, decision).key == "faction:3"


def no_act(ctx: Context) -> Procedure:
    """An interjection that does nothing."""
    yield from ()


def test_plays_a_held_card_before_answering() -> None:
    ctx = bare_context()
    play_card = Option("play:con-armaments", Interjection(no_act))
    options = OptionList([Option("done"), play_card])
    offered = Decision(0, "revenue.contribute", "1.06.52", options, "")

    assert answer(ctx, offered) == play_card


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (OptionList([Option("attack"), Option("none")]), Option("none")),
        (OptionList([Option("quit"), Option("stay")]), Option("stay")),
        (AmountOptions(2, 9), Amount(2)),
    ],
)
def test_an_unknown_kind_gets_the_safe_default(
    options: OptionList | AmountOptions, expected: Choice
) -> None:
    ctx = bare_context()
    decision = Decision(0, "senate.something_new", "1.09", options, "")

    assert answer(ctx, decision) == expected


def test_a_delegated_kind_without_a_heuristic_gets_the_neutral_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = bare_context()
    ctx.state.factions[1].role = "Plutocrats"
    monkeypatch.setitem(NEUTRAL_RULES, "test.delegated", lambda view, d, g: d.options[1])
    options = OptionList([Option("a"), Option("b")])
    decision = Decision(1, "test.delegated", "4.02.2", options, "", delegate_to=0)

    assert answer(ctx, decision).key == "b"


def spoils_decision(*picks: Pick, may_pass: bool = True) -> Decision:
    options = [Option(p.key, p) for p in picks] + ([Option("pass")] if may_pass else [])
    return Decision(0, "spoils.pick", "4.05.4", OptionList(options), "")


def test_takes_the_rome_consulship_for_its_most_popular_senator() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "Dull", popularity=0)
    add_senator(ctx, 0, "Loved", popularity=3)
    add_senator(ctx, 1, "Rival")
    decision = spoils_decision(
        Pick("concession", "Rival", "con-armaments"),
        Pick("censor", "Loved"),
        Pick("rome_consul", "Dull"),
        Pick("rome_consul", "Loved"),
    )

    assert answer(ctx, decision).key == "rome_consul@Loved"


def test_passes_rather_than_give_a_spoils_item_to_a_rival() -> None:
    ctx = bare_context()
    add_senator(ctx, 1, "Rival")

    assert answer(ctx, spoils_decision(Pick("censor", "Rival"))).key == "pass"


def test_a_land_bill_comes_first_while_unrest_is_alarming() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "Mine")
    ctx.state.unrest = 4
    decision = spoils_decision(Pick("rome_consul", "Mine"), Pick("land_bill", "Mine", "III"))

    assert answer(ctx, decision).key == "land_bill:III@Mine"


@pytest.mark.parametrize("kind", ["revolution.consider", "revolution.declare"])
def test_a_victorious_commander_lays_down_his_command(kind: str) -> None:
    ctx = bare_context()
    options = OptionList([Option("revolt"), Option("lay_down")])

    assert answer(ctx, Decision(0, kind, "1.11.3", options, "")).key == "lay_down"


def test_an_assassin_is_the_least_influential_non_leader_with_every_card() -> None:
    ctx = bare_context()
    add_senator(ctx, 0, "Leader", influence=1)
    add_senator(ctx, 0, "Minor", influence=2)
    add_senator(ctx, 0, "Major", influence=9)
    ctx.state.factions[0].leader = "Leader"
    keys = [f"{s}@{n}" for s in ("Leader", "Minor", "Major") for n in (0, 1)]
    options = OptionList([Option(key) for key in keys])
    decision = Decision(0, "assassination.attempt", "4.07.3", options, "")

    assert answer(ctx, decision).key == "Minor@1"


def no_plan_builds(ctx: Context) -> tuple[int, int]:
    """Carry out a Military Plan that could not be defined (4.05.33), the heuristic Player
    deciding the builds as the Dominant Player; returns the units in the Active Forces."""
    ctx.state.military_plan = MilitaryPlan(NO_PLAN, crisis=False)
    game = Game(ctx, deployment_step, 0)
    play(game, {0: HeuristicPlayer(1), **{seat: NeutralBot() for seat in range(1, 5)}})
    return units_at(ctx, ACTIVE_FORCES)


def test_with_no_plan_builds_toward_the_most_pressing_war() -> None:
    ctx = senate_table(legions=4, treasury=100)
    war(ctx, "war-gallic-1")  # Land 10: lacks 6 Legions
    war(ctx, "war-illyrian-2")  # Land 4, Fleet Support 2

    assert no_plan_builds(ctx) == (10, 0)


def test_with_no_plan_builds_fleets_first_and_keeps_the_war_chest() -> None:
    ctx = senate_table(treasury=30)
    war(ctx, "war-illyrian-2")  # lacks 4 Legions and 2 Fleets; 3 units leave 70 T to spare

    assert no_plan_builds(ctx) == (1, 2)
    assert ctx.state.state_treasury == 0


def test_with_no_plan_builds_nothing_that_would_spend_the_war_chest() -> None:
    ctx = senate_table(treasury=10)  # 10 + 100 revenue - 40 for two Wars leaves only 70 T
    war(ctx, "war-gallic-1")
    war(ctx, "war-illyrian-2")

    assert no_plan_builds(ctx) == (0, 0)
