"""4.05.412 Rome Consul: only coalition Senators whose Popularity equals or exceeds the Unrest
Level may be Rome Consul; if none, only the coalition's most popular Senator (ties: least
Influence); a Player may give it outside the coalition. Spec T37."""

from engine.senate.offices import Senate
from engine.state import Office
from solo.spoils_eligibility import rome_consul_candidates
from tests.senate_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)


def test_only_senators_as_popular_as_the_unrest_level() -> None:
    ctx = solitaire_table()
    ctx.state.unrest = 3
    pool = [
        senator(ctx, IMPERIALS, "pop2", popularity=2),
        senator(ctx, IMPERIALS, "pop4", popularity=4),
        senator(ctx, PLUTOCRATS, "pop1", popularity=1),
    ]

    eligible = rome_consul_candidates(ctx, Senate(), pool)

    assert [s.key for s in eligible] == ["pop4"]


def test_else_only_the_most_popular_least_influential() -> None:
    ctx = solitaire_table()
    ctx.state.unrest = 3
    pool = [
        senator(ctx, IMPERIALS, "pop2-inf6", popularity=2, influence=6),
        senator(ctx, IMPERIALS, "pop1", popularity=1),
        senator(ctx, PLUTOCRATS, "pop2-inf4", popularity=2, influence=4),
    ]

    eligible = rome_consul_candidates(ctx, Senate(), pool)

    assert [s.key for s in eligible] == ["pop2-inf4"]


def test_unpopular_coalition_senators_are_passed_over_for_rome_consul() -> None:
    # Censor already given; the Imperials (rank 1) take Field Consul, and their other Senator
    # is below the Unrest Level, so the Rome Consul goes to the popular Plutocrat.
    ctx = solitaire_table()
    ctx.state.unrest = 2
    senator(ctx, IMPERIALS, "imp", popularity=0, influence=1)
    unpopular = senator(ctx, IMPERIALS, "imp-2", popularity=0, influence=2)
    popular = senator(ctx, PLUTOCRATS, "plu", popularity=3, influence=8)
    coalition(ctx, IMPERIALS, PLUTOCRATS)

    run_spoils(ctx, prepare=lambda senate: senate.filled.add(Office.CENSOR))

    assert Office.ROME_CONSUL in popular.offices
    assert Office.ROME_CONSUL not in unpopular.offices


def test_player_may_give_rome_consul_outside_the_coalition_without_popularity() -> None:
    # Spec decision 6: a Player's pick outside the coalition is free of the Popularity test.
    ctx = solitaire_table()
    ctx.state.unrest = 5
    senator(ctx, PLAYER, "mine", popularity=5)
    outsider = senator(ctx, IMPERIALS, "outsider", popularity=0)
    senator(ctx, PLUTOCRATS, "plu", popularity=0)
    coalition(ctx, PLAYER, PLUTOCRATS)

    _, player = run_spoils(ctx, {"spoils.pick": ["rome_consul@outsider"]})

    first = player.seen[0]
    rome = [o.key for o in first.options if o.key.startswith("rome_consul@")]
    assert sorted(rome) == ["rome_consul@mine", "rome_consul@outsider"]
    assert Office.ROME_CONSUL in outsider.offices
