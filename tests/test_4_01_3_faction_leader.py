"""4.01.3: Neutral Faction Leaders by their Guideline criterion (spec T04), ties by 2d6."""

from bots.neutral import NeutralBot
from engine.context import Context
from engine.decision import Decision, Option, OptionList, TieBreak
from engine.view import GameView
from guidelines.loader import GuidelineSet
from tests.builders import add_senator, bare_context


def leader_decision(ctx: Context, seat: int) -> Decision:
    senators = ctx.state.faction_senators(seat)
    return Decision(
        actor=seat,
        kind="faction.leader",
        rule="4.01.3",
        options=OptionList([Option(s.key, s.key, s.name) for s in senators]),
        prompt="",
    )


def test_populists_choose_highest_influence_plus_popularity() -> None:
    ctx = bare_context()
    ctx.state.factions[4].role = "Populists"
    add_senator(ctx, 4, "A", influence=5, popularity=0)
    add_senator(ctx, 4, "B", influence=3, popularity=3)
    add_senator(ctx, 4, "C", influence=4, popularity=-2)

    choice = NeutralBot().decide(GameView(ctx, 4), leader_decision(ctx, 4))

    assert choice.key == "B"


def test_imperials_choose_highest_military() -> None:
    ctx = bare_context()
    ctx.state.factions[1].role = "Imperials"
    add_senator(ctx, 1, "A", military=2, influence=9)
    add_senator(ctx, 1, "B", military=4, influence=1)

    choice = NeutralBot().decide(GameView(ctx, 1), leader_decision(ctx, 1))

    assert choice.key == "B"


def test_equal_candidates_are_returned_as_a_tie_for_the_engine_to_roll() -> None:
    ctx = bare_context()
    ctx.state.factions[2].role = "Plutocrats"
    add_senator(ctx, 2, "A", influence=5)
    add_senator(ctx, 2, "B", influence=5)
    add_senator(ctx, 2, "C", influence=2)

    choice = NeutralBot().decide(GameView(ctx, 2), leader_decision(ctx, 2))

    assert choice == TieBreak(("A", "B"))


def test_a_users_guideline_changes_the_choice_without_code() -> None:
    ctx = bare_context()
    ctx.state.factions[2].role = "Plutocrats"
    default = GuidelineSet.default()
    custom = default["Plutocrats"].model_copy(update={"faction_leader": "max_military"})
    add_senator(ctx, 2, "A", influence=9, military=1)
    add_senator(ctx, 2, "B", influence=1, military=5)

    bot = NeutralBot(default.with_override("Plutocrats", custom))
    choice = bot.decide(GameView(ctx, 2), leader_decision(ctx, 2))

    assert choice.key == "B"
