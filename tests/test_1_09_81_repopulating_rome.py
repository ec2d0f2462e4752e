"""1.09.81 Repopulating Rome: whenever fewer than eight Aligned Senators are in Rome during the
Senate Phase, the top Senator of the Curia joins the faction with the fewest Senators (ties:
least Influence in Rome, then dice); with the Curia empty, one from the Forum, chosen by the
receiving faction (a Neutral by its Faction Leader criterion, spec 4.01.3 ruling)."""

from engine.context import Context
from engine.senate.offices import repopulate_rome
from engine.state import Location, Office, ProvinceState
from tests.builders import add_family
from tests.senate_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    acts,
    coalition,
    run,
    run_spoils,
    senator,
    solitaire_table,
)


def seven_in_rome() -> Context:
    """Seven Aligned Senators in Rome; the Imperials have the fewest (one)."""
    ctx = solitaire_table()
    senator(ctx, IMPERIALS, "imp")
    for seat in (PLAYER, PLUTOCRATS, CONSERVATIVES):
        senator(ctx, seat, f"a-{seat}")
        senator(ctx, seat, f"b-{seat}")
    senator(ctx, POPULISTS, "pop-away", location=Location.PROVINCE)
    senator(ctx, POPULISTS, "pop-away-2", location=Location.PROVINCE)
    return ctx


def to_curia(ctx: Context, key: str) -> None:
    card = add_family(ctx, None, key)
    card.location = Location.CURIA
    ctx.state.curia.append(key)


def test_top_curia_senator_joins_the_faction_with_fewest_senators() -> None:
    ctx = seven_in_rome()
    to_curia(ctx, "fam-02-fabius")
    to_curia(ctx, "fam-03-valerius")

    run(ctx, repopulate_rome)

    fabius = ctx.state.senators["fam-02-fabius"]
    assert (fabius.faction, fabius.location) == (IMPERIALS, Location.ROME)
    assert ctx.state.curia == ["fam-03-valerius"]


def test_tie_in_senators_goes_to_least_influence_in_rome() -> None:
    ctx = seven_in_rome()
    senator(ctx, IMPERIALS, "imp-2", influence=5, location=Location.PROVINCE)
    to_curia(ctx, "fam-02-fabius")  # every faction has two; the Populists none in Rome

    run(ctx, repopulate_rome)

    assert ctx.state.senators["fam-02-fabius"].faction == POPULISTS


def test_empty_curia_a_neutral_takes_its_best_forum_senator_by_leader_criterion() -> None:
    ctx = seven_in_rome()
    senator(ctx, None, "orator", oratory=6, influence=9)
    soldier = senator(ctx, None, "soldier", military=5, influence=1)

    run(ctx, repopulate_rome)

    assert soldier.faction == IMPERIALS  # the Imperials' Leader criterion is Military


def test_a_player_chooses_from_the_forum() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "mine")  # the fewest Senators
    for seat in (IMPERIALS, PLUTOCRATS, CONSERVATIVES):
        senator(ctx, seat, f"a-{seat}")
        senator(ctx, seat, f"b-{seat}")
    senator(ctx, POPULISTS, "pop-away", location=Location.PROVINCE)
    senator(ctx, POPULISTS, "pop-away-2", location=Location.PROVINCE)
    senator(ctx, None, "x", influence=9)
    senator(ctx, None, "y")

    _, player = run(ctx, repopulate_rome, {"senate.repopulate": ["y"]})

    assert [d.kind for d in player.seen] == ["senate.repopulate"]
    assert ctx.state.senators["y"].faction == PLAYER


def test_promotion_stops_at_eight() -> None:
    ctx = seven_in_rome()
    for name in ("fam-02-fabius", "fam-03-valerius", "fam-04-julius"):
        to_curia(ctx, name)

    run(ctx, repopulate_rome)

    assert len(ctx.state.curia) == 2


def test_a_governor_leaving_during_spoils_is_replaced() -> None:
    # Spec 4.05.1 ruling: the check runs again whenever the count falls below eight.
    ctx = solitaire_table()
    for index in range(8):
        senator(ctx, IMPERIALS, f"imp-{index}", influence=index + 1)
    ctx.state.provinces["prov-sicilia"] = ProvinceState(key="prov-sicilia")
    to_curia(ctx, "fam-02-fabius")
    coalition(ctx, IMPERIALS)

    run_spoils(ctx, prepare=lambda senate: senate.filled.update(set(Office)))

    assert acts(ctx, "governor") and ctx.state.senators["fam-02-fabius"].location is Location.ROME
