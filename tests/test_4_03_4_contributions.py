"""4.03.4: Neutrals with Treasury in their Charity match the largest Player contribution if their
richest Senator can; any Neutral Senator contributes when it takes him to 35 Influence (T13,
T14; spec decisions 9 and the 4.03.4 rulings)."""

from engine.context import Context
from engine.game import Game
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import contributions
from engine.state import Senator
from solo.rulings import with_rulings
from tests.revenue_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    neutral_choices,
    run,
    senator,
    solitaire_table,
)


def contribute_phase(ctx: Context, answers: dict[str, list[str]] | None = None) -> Game:
    game, _ = run(ctx, lambda c: contributions(c, Ledger()), answers)
    return game


PLAYER_GIVES_25 = {"revenue.contribute": ["donor"], "revenue.contribute_amount": ["25"]}


def test_matching_a_25_talent_player_contribution() -> None:
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    senator(ctx, PLAYER, "donor", talents=25)
    imperial = senator(ctx, IMPERIALS, "imp", talents=30, influence=4)
    senator(ctx, IMPERIALS, "imp2", talents=10)
    conservative = senator(ctx, CONSERVATIVES, "con", talents=20)
    plutocrat = senator(ctx, PLUTOCRATS, "plu", talents=40)
    populist = senator(ctx, POPULISTS, "pop", talents=40)

    game = contribute_phase(ctx, PLAYER_GIVES_25)

    assert neutral_choices(game, "revenue.match") == [  # by the Charity Guideline
        ("Imperials", "match"),
        ("Plutocrats", "none"),
        ("Conservatives", "match"),
        ("Populists", "none"),
    ]
    assert (imperial.talents, imperial.influence) == (5, 7)
    assert conservative.talents == 20
    assert (plutocrat.talents, populist.talents) == (40, 40)
    assert ctx.state.state_treasury == 50
    assert ctx.state.contributed == ["donor", "imp"]


def test_no_player_contribution_no_match() -> None:
    ctx = solitaire_table()
    imperial = senator(ctx, IMPERIALS, "imp", talents=30)
    senator(ctx, PLAYER, "mine", talents=30)

    game = contribute_phase(ctx)

    assert imperial.talents == 30
    assert ctx.state.contributed == []
    assert neutral_choices(game, "revenue.match") == []  # nothing to match, nothing asked


def test_a_plutocrat_contributes_25_to_reach_35_influence() -> None:
    ctx = solitaire_table()
    reaches = senator(ctx, PLUTOCRATS, "reaches", talents=26, influence=32)
    short = senator(ctx, PLUTOCRATS, "short", talents=30, influence=29)

    contribute_phase(ctx)

    assert (reaches.talents, reaches.influence) == (1, 35)
    assert (short.talents, short.influence) == (30, 29)


def test_the_35_rule_uses_the_cheapest_step_that_reaches_35() -> None:
    ctx = solitaire_table()
    close = senator(ctx, CONSERVATIVES, "close", talents=60, influence=34)

    contribute_phase(ctx)

    assert (close.talents, close.influence) == (50, 35)


def test_a_senator_already_at_35_does_not_contribute_again() -> None:
    ctx = solitaire_table()
    there = senator(ctx, POPULISTS, "there", talents=60, influence=35)

    contribute_phase(ctx)

    assert there.talents == 60


def test_the_35_contributor_cannot_also_be_the_matching_payer() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "donor", talents=25)
    climber = senator(ctx, IMPERIALS, "climber", talents=40, influence=34)
    next_richest = senator(ctx, IMPERIALS, "next", talents=30, influence=3)

    contribute_phase(ctx, PLAYER_GIVES_25)

    assert (climber.talents, climber.influence) == (30, 35)
    assert (next_richest.talents, next_richest.influence) == (5, 6)


def test_the_largest_single_player_contribution_is_matched() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "a", talents=10)
    senator(ctx, PLAYER, "b", talents=12)
    conservative = senator(ctx, CONSERVATIVES, "con", talents=12)

    contribute_phase(
        ctx, {"revenue.contribute": ["a", "b"], "revenue.contribute_amount": ["10", "12"]}
    )

    assert (conservative.talents, conservative.influence) == (0, 2)


def test_tied_richest_senators_roll_2d6_for_who_pays() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "donor", talents=25)
    first = senator(ctx, CONSERVATIVES, "first", talents=30)
    second = senator(ctx, CONSERVATIVES, "second", talents=30)
    ctx.dice.script([1, 2, 6, 5])  # 2d6: first 3, second 11

    contribute_phase(ctx, PLAYER_GIVES_25)

    assert (first.talents, second.talents) == (30, 5)


TWO_PLAYER_GIFTS = {
    "revenue.contribute": ["donor", "donor2"],
    "revenue.contribute_amount": ["20", "15"],
}


def gifts_table() -> tuple[Context, list[Senator]]:
    """The Player gives 20 T and 15 T; the Imperials (Charity: Treasury) hold 30 T and 10 T."""
    ctx = solitaire_table()
    ctx.state.state_treasury = 0
    senator(ctx, PLAYER, "donor", talents=20)
    senator(ctx, PLAYER, "donor2", talents=15)
    imperials = [
        senator(ctx, IMPERIALS, "imp", talents=30),
        senator(ctx, IMPERIALS, "i2", talents=10),
    ]
    return ctx, imperials


def test_4_03_4_a_neutral_matches_the_largest_single_contribution_by_default() -> None:
    ctx, (rich, poor) = gifts_table()
    contribute_phase(ctx, TWO_PLAYER_GIFTS)
    assert (rich.talents, poor.talents) == (10, 10)
    assert ctx.state.state_treasury == 35 + 20


def test_4_03_4_neutral_match_total_matches_the_players_sum_all_or_nothing() -> None:
    ctx, (rich, poor) = gifts_table()
    ctx.options = with_rulings(ctx.options, {"neutral_match": "total"})
    contribute_phase(ctx, TWO_PLAYER_GIFTS)
    assert (rich.talents, poor.talents) == (0, 5)  # 30 T, then the 5 T still owed
    assert ctx.state.state_treasury == 35 + 35

    ctx, (rich, poor) = gifts_table()
    ctx.options = with_rulings(ctx.options, {"neutral_match": "total"})
    poor.talents = 4
    contribute_phase(ctx, TWO_PLAYER_GIFTS)
    assert (rich.talents, poor.talents, ctx.state.state_treasury) == (30, 4, 35)


def test_4_03_4_handicap_neutral_match_share_pays_its_share_whatever_the_charity() -> None:
    """35 T given: at 100% the Imperials pay 30 T + 5 T and the Plutocrats (Charity: no match)
    35 T of their 40 T; at 50%, 17 T each; with 34 T between them the Imperials pay what they
    have, where the total reading (all or nothing) pays nothing."""
    ctx, (rich, poor) = gifts_table()
    plutocrat = senator(ctx, PLUTOCRATS, "plu", talents=40)
    ctx.options = with_rulings(ctx.options, {"neutral_match_share": "100"})
    game = contribute_phase(ctx, TWO_PLAYER_GIFTS)
    assert (rich.talents, poor.talents, plutocrat.talents) == (0, 5, 5)
    assert ctx.state.state_treasury == 35 + 35 + 35
    assert {e.rule for e in game.log if e.act == "contribution" and e.actor != "Player"} == {
        "handicap"
    }

    ctx, (rich, poor) = gifts_table()
    ctx.options = with_rulings(ctx.options, {"neutral_match_share": "50"})
    contribute_phase(ctx, TWO_PLAYER_GIFTS)
    assert (rich.talents, poor.talents) == (13, 10)

    ctx, (rich, poor) = gifts_table()
    poor.talents = 4
    ctx.options = with_rulings(ctx.options, {"neutral_match_share": "100"})
    contribute_phase(ctx, TWO_PLAYER_GIFTS)
    assert (rich.talents, poor.talents, ctx.state.state_treasury) == (0, 0, 35 + 34)
