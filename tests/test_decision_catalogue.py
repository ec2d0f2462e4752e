"""The decision catalogue: every kind a game asks is declared, with the context keys it declares;
docs/decisions.md is generated from it and up to date."""

from collections import Counter
from pathlib import Path

import pytest

from bots.seating import PLAYER_BOTS, seat_agents
from engine.context import SETUP_ONLY
from engine.decision import Option
from engine.decision_contexts import NoContext
from engine.decisions import (
    FACTION_LEADER,
    INITIATIVE_PAYER,
    KINDS,
    DecisionKind,
    UndeclaredKind,
    context_of,
    context_problem,
)
from ror.decision_docs import markdown
from solo.game import new_game
from solo.scenario import PLAYER_COUNTS, scenario_names

DOCS = Path(__file__).resolve().parent.parent / "docs" / "decisions.md"
SEEDS = (1, 2, 3)


def play_and_check(scenario: str, players: int, seed: int, bot: str) -> Counter[str]:
    """Play a whole game, checking every decision against the catalogue; the kinds asked."""
    game = new_game(scenario, players, seed)
    agents = seat_agents(game, PLAYER_BOTS[bot])
    asked: Counter[str] = Counter()
    while game.pending is not None:
        decision = game.pending
        problem = context_problem(decision)
        assert problem is None, f"{scenario} {players}P {bot} seed {seed}: {problem}"
        asked[decision.kind] += 1
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        game.apply(agents[seat].decide(game.view(seat), decision))
    return asked


@pytest.mark.parametrize("bot", ["heuristic", "random"])
@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("scenario", scenario_names())
def test_every_kind_asked_in_whole_games_is_declared_with_its_context(
    scenario: str, players: int, bot: str
) -> None:
    asked: Counter[str] = Counter()
    for seed in SEEDS:
        asked += play_and_check(scenario, players, seed, bot)

    assert asked


def test_each_kind_is_declared_once_with_its_name_rule_and_text() -> None:
    assert len(KINDS) == len(set(KINDS)) >= 60
    for name, kind in KINDS.items():
        assert kind.name == name and type(kind.name) is str
        assert kind.rule and kind.asked and kind.options and kind.example, name


def test_an_undeclared_kind_is_refused_when_asked() -> None:
    ctx = new_game("early", 1, 1, options=SETUP_ONLY).context
    stray = DecisionKind(
        "stray.kind", rule="0", asked="-", options="-", context=NoContext, example="-"
    )
    with pytest.raises(UndeclaredKind):
        ctx.ask(0, stray, "0", [Option("a")], "")
    with pytest.raises(UndeclaredKind):
        ctx.ask_amount(0, stray, "0", 0, 1, "")


def test_a_declared_kind_is_asked_under_its_plain_name() -> None:
    ctx = new_game("early", 1, 1, options=SETUP_ONLY).context
    decision = ctx.ask(0, INITIATIVE_PAYER, "1.07.22", [Option("a")], "")
    assert type(decision.kind) is str and decision.kind == "initiative.payer"
    assert context_of(decision, INITIATIVE_PAYER) == {}
    with pytest.raises(ValueError):
        context_of(decision, FACTION_LEADER)


def test_a_context_with_a_missing_or_stray_key_is_reported() -> None:
    ctx = new_game("early", 1, 1, options=SETUP_ONLY).context
    assert context_problem(ctx.ask(0, INITIATIVE_PAYER, "1.07.22", [], "", extra=1)) is not None


def test_docs_decisions_md_is_generated_from_the_catalogue() -> None:
    assert DOCS.read_text() == markdown(), (
        "docs/decisions.md is stale: python -m ror.decision_docs > docs/decisions.md"
    )
