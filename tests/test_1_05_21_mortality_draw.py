"""1.05.21: drawing Mortality Chits (laid out until all are drawn; Draw 2 goes straight back and
two more are drawn; blanks name nobody) and killing the Senators they name."""

from collections import Counter

from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.queries import in_rome
from engine.state import Location
from tests.builders import add_family, bare_context


def draws_of(texts: list[str]) -> list[str]:
    """'D' for a Draw 2, 'n' for a numbered chit, 'b' for a blank, in draw order."""
    codes = {"Draw 2": "D", "blank": "b", "Chit": "n"}
    return [next(c for word, c in codes.items() if word in text) for text in texts]


def test_one_chit_names_one_senator_and_goes_back_to_the_cup() -> None:
    ctx = bare_context()

    drawn = draw_mortality_chits(ctx, 1, "1.05.2")

    assert len(drawn) == 1 and 1 <= drawn[0] <= 30
    assert Counter(ctx.state.mortality_cup) == Counter(ctx.catalog.tables.mortality.cup())
    assert ctx.log[-1].rule == "1.05.2"


def test_chits_are_laid_out_so_no_number_is_drawn_twice() -> None:
    ctx = bare_context()
    ctx.state.mortality_cup = [3, 4, 5]

    drawn = draw_mortality_chits(ctx, 3, "1.08.2")

    assert sorted(drawn) == [3, 4, 5]
    assert sorted(ctx.state.mortality_cup) == [3, 4, 5]


def test_blank_chits_count_as_draws_and_name_nobody() -> None:
    ctx = bare_context()
    ctx.state.mortality_cup = ["blank", "blank"]

    drawn = draw_mortality_chits(ctx, 2, "1.05.2")

    assert drawn == []
    assert ctx.state.mortality_cup == ["blank", "blank"]


def test_draw_two_goes_straight_back_and_two_more_are_drawn() -> None:
    # Seed 6 draws the Draw 2 chit first, then two numbered chits.
    ctx = bare_context(seed=6)
    ctx.state.mortality_cup = ["draw_two", 8, 9, 10, 11, 12]

    drawn = draw_mortality_chits(ctx, 1, "1.05.2")

    assert draws_of([e.text for e in ctx.log[1:]]) == ["D", "n", "n"]
    assert len(drawn) == 2
    assert sorted(ctx.state.mortality_cup, key=str) == sorted(
        ["draw_two", 8, 9, 10, 11, 12], key=str
    )


def test_a_redrawn_draw_two_can_make_one_chit_kill_three() -> None:
    # Seed 53 draws Draw 2 twice in a row: one Mortality Phase chit becomes three.
    ctx = bare_context(seed=53)
    ctx.state.mortality_cup = ["draw_two", 8, 9, 10, 11, 12]

    drawn = draw_mortality_chits(ctx, 1, "1.05.2")

    assert draws_of([e.text for e in ctx.log[1:]]) == ["D", "D", "n", "n", "n"]
    assert len(set(drawn)) == 3


def test_the_draw_stops_when_only_draw_two_chits_are_left() -> None:
    ctx = bare_context()
    ctx.state.mortality_cup = ["draw_two", 5]

    drawn = draw_mortality_chits(ctx, 3, "1.10.7")

    assert drawn == [5]
    assert sorted(ctx.state.mortality_cup, key=str) == [5, "draw_two"]


def test_a_number_not_in_play_has_no_effect() -> None:
    ctx = bare_context()
    add_family(ctx, 1, "fam-02-fabius")

    killed = kill_by_chits(ctx, [7], "1.05.2", "Mortality Phase")

    assert killed == []
    assert "fam-02-fabius" in ctx.state.senators
    assert ctx.log[-1].act == "no_death"


def test_unaligned_forum_senators_die_too() -> None:
    # Ruling: a Family card in the Forum is in play; the Curia is not.
    ctx = bare_context()
    add_family(ctx, None, "fam-07-fulvius")

    killed = kill_by_chits(ctx, [7], "1.05.2", "Mortality Phase")

    assert killed == ["fam-07-fulvius"]
    assert ctx.state.curia == ["fam-07-fulvius"]


def test_a_family_card_in_the_curia_is_not_in_play() -> None:
    ctx = bare_context()
    add_family(ctx, None, "fam-07-fulvius").location = Location.CURIA
    ctx.state.curia = ["fam-07-fulvius"]

    killed = kill_by_chits(ctx, [7], "1.05.2", "Mortality Phase")

    assert killed == []
    assert ctx.state.curia == ["fam-07-fulvius"]


def test_away_and_captive_senators_die_in_the_mortality_phase() -> None:
    ctx = bare_context()
    add_family(ctx, 1, "fam-03-valerius", Location.PROVINCE)
    add_family(ctx, 2, "fam-04-julius", Location.CAPTIVE)

    killed = kill_by_chits(ctx, [3, 4], "1.05.2", "Mortality Phase")

    assert killed == ["fam-03-valerius", "fam-04-julius"]


def test_a_restricted_draw_spares_senators_out_of_its_reach() -> None:
    ctx = bare_context()
    add_family(ctx, 1, "fam-03-valerius", Location.PROVINCE)
    add_family(ctx, 1, "fam-05-claudius")

    killed = kill_by_chits(ctx, [3, 5], "1.08.2", "Mob", where=in_rome)

    assert killed == ["fam-05-claudius"]
    assert ctx.state.senators["fam-03-valerius"].location is Location.PROVINCE
