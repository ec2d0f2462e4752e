"""4.05.2 Ruling Coalition: factions rank 1-5 by their votes in Rome (ties: most money), and the
first combination on the Coalition List with a Majority forms the coalition; a Player may
refuse. Spec T27, T28, T29; the rule's own example (41 votes need 21)."""

from engine.context import Context, Procedure
from solo.coalition import Tally, form_coalition, rank_factions, vote_tallies
from tests.senate_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    acts,
    run,
    senator,
    solitaire_table,
)


def with_votes(**votes: int) -> Context:
    """A solitaire table where each named seat musters these votes in Rome."""
    ctx = solitaire_table()
    seats = {
        "player": PLAYER,
        "imperials": IMPERIALS,
        "plutocrats": PLUTOCRATS,
        "conservatives": CONSERVATIVES,
        "populists": POPULISTS,
    }
    for name, count in votes.items():
        senator(ctx, seats[name], f"{name}-orator", oratory=count)
    return ctx


def coalition_of(ctx: Context, answers: dict[str, list[str]] | None = None) -> list[int]:
    def form(context: Context) -> Procedure:
        yield from form_coalition(context)

    run(ctx, form, answers)
    return ctx.state.coalition


def test_majority_example_41_needs_21() -> None:
    assert Tally({0: 20, 1: 21}, (1, 0)).majority == 21
    assert Tally({0: 20, 1: 20}, (1, 0)).majority == 21


def test_votes_count_senators_in_rome_only() -> None:
    ctx = with_votes(imperials=4)
    away = senator(ctx, IMPERIALS, "governor", oratory=5)
    away.location = away.location.PROVINCE
    senator(ctx, IMPERIALS, "knighted", oratory=1).knights = 2

    assert vote_tallies(ctx)[IMPERIALS] == 7


def test_first_combination_with_a_majority() -> None:
    # N1 15, Player 10, N2 8, N3 5, N4 3: items 1-7 muster 15, 13, 15, 18, 16, 18, 20.
    ctx = with_votes(imperials=15, player=10, plutocrats=8, conservatives=5, populists=3)

    assert coalition_of(ctx) == [IMPERIALS, PLUTOCRATS]
    assert ctx.state.dominance == {
        IMPERIALS: 1,
        PLAYER: 2,
        PLUTOCRATS: 3,
        CONSERVATIVES: 4,
        POPULISTS: 5,
    }
    assert "item 8" in acts(ctx, "coalition_item")[0].text


def test_player_accepts_item_5() -> None:
    # 1st N 11, 2nd N 10, 3rd Player 9, 4th N 8, 5th N 6: majority 23; items 1-4 fail.
    ctx = with_votes(imperials=11, plutocrats=10, player=9, conservatives=8, populists=6)

    assert coalition_of(ctx) == [PLAYER, CONSERVATIVES, POPULISTS]


def test_player_declines_and_the_2nd_faction_joins_instead() -> None:
    ctx = with_votes(imperials=11, plutocrats=10, player=9, conservatives=8, populists=6)

    formed = coalition_of(ctx, {"coalition.join": ["refuse"]})

    assert formed == [PLUTOCRATS, CONSERVATIVES, POPULISTS]


def test_money_breaks_a_tie_in_votes() -> None:
    ctx = with_votes(imperials=8, plutocrats=8, player=1, conservatives=1, populists=1)
    ctx.state.factions[IMPERIALS].treasury = 15
    ctx.state.senators["plutocrats-orator"].talents = 20

    ranking = rank_factions(ctx, vote_tallies(ctx))

    assert ranking[:2] == (PLUTOCRATS, IMPERIALS)


def test_exact_ties_are_broken_by_2d6() -> None:
    ctx = with_votes(imperials=8, plutocrats=8, player=1, conservatives=2, populists=3)
    ctx.dice.script([1, 1, 6, 6])  # Imperials 2, Plutocrats 12

    ranking = rank_factions(ctx, vote_tallies(ctx))

    assert ranking[:2] == (PLUTOCRATS, IMPERIALS)


def test_item_11_the_largest_player_chooses_partners() -> None:
    # The Player refuses every combination he is in; the Neutrals alone lack a Majority.
    ctx = with_votes(player=20, imperials=5, plutocrats=5, conservatives=5, populists=5)

    formed = coalition_of(
        ctx,
        {"coalition.join": ["refuse"] * 5, "coalition.partners": [f"partners:{PLUTOCRATS}"]},
    )

    assert formed == [PLAYER, PLUTOCRATS]
