"""1.07.312: when a Statesman may enter play and where he goes."""

from engine.context import Context
from engine.senators import enter_statesman, family_senator, statesman_blocker
from engine.state import Location, Office, Senator
from tests.builders import bare_context


def put_family(ctx: Context, key: str, seat: int | None, **changes: object) -> Senator:
    senator = family_senator(ctx.catalog, key)
    senator.faction = seat
    senator.location = Location.ROME if seat is not None else Location.FORUM
    for name, value in changes.items():
        setattr(senator, name, value)
    ctx.state.senators[key] = senator
    return senator


def test_statesman_goes_on_his_own_family_card_and_takes_its_markers() -> None:
    ctx = bare_context()
    put_family(
        ctx,
        "fam-02-fabius",
        1,
        influence=9,
        popularity=2,
        knights=1,
        talents=4,
        offices=[Office.ROME_CONSUL],
        prior_consul=True,
        concessions=[52],
    )
    ctx.state.factions[1].leader = "fam-02-fabius"

    fabius = enter_statesman(ctx.state, ctx.catalog, 1, "2A")

    assert "fam-02-fabius" not in ctx.state.senators
    assert fabius.family_card == "fam-02-fabius"
    assert (fabius.influence, fabius.popularity, fabius.knights, fabius.talents) == (9, 2, 1, 4)
    assert fabius.offices == [Office.ROME_CONSUL] and fabius.prior_consul
    assert fabius.concessions == [52]
    assert ctx.state.factions[1].leader == "2A"


def test_statesman_keeps_his_own_higher_ratings() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-01-cornelius", 1)

    scipio = enter_statesman(ctx.state, ctx.catalog, 1, "1A")

    card = ctx.catalog.statesmen["1A"]
    assert (scipio.military, scipio.influence) == (card.military, card.influence)


def test_family_card_in_the_forum_moves_to_the_faction_under_him() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-02-fabius", None)

    fabius = enter_statesman(ctx.state, ctx.catalog, 3, "2A")

    assert fabius.family_card == "fam-02-fabius"
    assert fabius.faction == 3 and fabius.location is Location.ROME


def test_family_card_not_in_play_leaves_him_alone() -> None:
    ctx = bare_context()

    scipio = enter_statesman(ctx.state, ctx.catalog, 0, "1A")

    assert scipio.family_card is None and scipio.faction == 0


def test_blocked_when_an_opponent_controls_his_family_card() -> None:
    ctx = bare_context()
    put_family(ctx, "fam-02-fabius", 4)

    assert statesman_blocker(ctx.state, ctx.catalog, 1, "2A") is not None
    assert statesman_blocker(ctx.state, ctx.catalog, 4, "2A") is None


def test_blocked_when_a_statesman_of_the_same_id_is_in_play() -> None:
    ctx = bare_context()
    enter_statesman(ctx.state, ctx.catalog, 2, "1A")

    assert statesman_blocker(ctx.state, ctx.catalog, 2, "1C") is not None


def test_gracchi_may_both_be_in_play() -> None:
    """25A and 25B are the exception (1.05.22), even with the Family card elsewhere once one
    brother is in play."""
    ctx = bare_context()
    put_family(ctx, "fam-25-sempronius", 1)
    enter_statesman(ctx.state, ctx.catalog, 1, "25A")

    assert statesman_blocker(ctx.state, ctx.catalog, 3, "25B") is None
