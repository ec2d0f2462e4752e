"""4.05.416-4.05.417 Land Bills: a Rome Consul (or Dictator) less popular than the Unrest Level
must sponsor the highest Land Bill, and Spoils go on until someone co-sponsors it; otherwise a
Neutral's least popular Senator may sponsor one as its pick, which fails if a coalition member
passes first, unless a Tribune negates the pass. One Land Bill a turn. Spec T41, T42."""

from engine.senate.offices import Senate
from engine.state import Office
from tests.senate_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    acts,
    awards,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)

TRIBUNE_CARD = 38
"""An Early Republic Tribune card (engine/data)."""


def test_mandatory_land_bill() -> None:
    ctx = solitaire_table()
    ctx.state.unrest = 4
    senator(ctx, IMPERIALS, "i1", popularity=1, influence=3, office=Office.FIELD_CONSUL)
    senator(ctx, IMPERIALS, "i2", popularity=0, influence=2)
    p1 = senator(ctx, POPULISTS, "p1", popularity=3, influence=4)
    p2 = senator(ctx, POPULISTS, "p2", popularity=2, influence=5)
    coalition(ctx, IMPERIALS, POPULISTS)

    run_spoils(ctx)

    assert awards(ctx) == [
        ("Imperials", "i2 becomes Field Consul (+5 Influence, 7)"),
        ("Populists", "p1 becomes Rome Consul (+5 Influence, 9)"),
        ("Populists", "p1 (Popularity 3 < Unrest 4) must sponsor a Type III Land Bill"),
        ("Imperials", "i1 becomes Censor (+5 Influence, 8)"),
        ("Populists", "p2 co-sponsors: the Type III Land Bill passes (recurring 10 T)"),
    ]
    assert (ctx.state.unrest, p1.popularity, p2.popularity) == (1, 7, 4)
    assert ctx.state.land_bills == [3]
    assert acts(ctx, "spoils_end")  # (5) nothing is left to take: Spoils end (ruling 4.05.418)


def test_neutral_without_land_bills_co_sponsors_after_its_list() -> None:
    # The Plutocrats list no Land Bill: they take every office on their list first, then the
    # mandatory co-sponsorship with their least popular Senator in Rome (spec rulings).
    ctx = solitaire_table()
    ctx.state.unrest = 3
    least_popular = senator(ctx, PLUTOCRATS, "plu-a", popularity=0, influence=1)
    senator(ctx, PLUTOCRATS, "plu-b", popularity=1, influence=4, prior_consul=True)
    senator(ctx, PLUTOCRATS, "plu-c", popularity=2, influence=6)
    coalition(ctx, PLUTOCRATS)

    run_spoils(ctx)

    steps = [e.data.get("office", e.act) for e in acts(ctx, "office", "land_bill")]
    assert steps == ["Censor", "Rome Consul", "Field Consul", "land_bill"]
    assert acts(ctx, "land_bill")[0].data["senator"] == least_popular.key
    assert ctx.state.land_bills == [3]


def test_dictator_below_unrest_sponsors_at_the_start_of_spoils() -> None:
    ctx = solitaire_table()
    ctx.state.unrest = 2
    senator(ctx, IMPERIALS, "dictator", popularity=1, influence=9)
    senator(ctx, IMPERIALS, "imp", popularity=0, influence=2)
    senator(ctx, IMPERIALS, "imp-2", popularity=0, influence=3)

    def appoint(senate: Senate) -> None:
        ctx.state.senators["dictator"].offices.append(Office.DICTATOR)

    coalition(ctx, IMPERIALS)

    run_spoils(ctx, prepare=appoint)

    first = acts(ctx, "land_bill_sponsor")[0]
    assert first.data["senator"] == "dictator" and first.rule == "4.05.416"


def test_pass_kills_an_optional_bill() -> None:
    ctx = solitaire_table()
    sponsor = senator(ctx, POPULISTS, "pop-low", popularity=-1, influence=2)
    senator(ctx, POPULISTS, "pop-high", popularity=3, influence=3)
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    coalition(ctx, POPULISTS, PLUTOCRATS)

    run_spoils(ctx, prepare=_offices_given)

    assert acts(ctx, "land_bill_sponsor")[0].data["senator"] == sponsor.key
    assert [e.actor for e in acts(ctx, "spoils_pass")] == ["Plutocrats"]
    assert acts(ctx, "land_bill_fails") and ctx.state.land_bills == []
    assert acts(ctx, "spoils_end")


def test_variant_player_tribune_negates_the_pass_and_co_sponsors() -> None:
    ctx = solitaire_table()
    senator(ctx, POPULISTS, "pop-low", popularity=-1, influence=2)
    senator(ctx, POPULISTS, "pop-high", popularity=3, influence=3)
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    mine = senator(ctx, PLAYER, "mine", popularity=0, influence=3)
    ctx.state.factions[PLAYER].hand = [TRIBUNE_CARD]
    coalition(ctx, POPULISTS, PLUTOCRATS)

    run_spoils(ctx, {"spoils.negate_pass": ["tribune@mine"]}, prepare=_offices_given)

    assert ctx.state.land_bills == [3] and mine.popularity == 2
    assert TRIBUNE_CARD in ctx.state.discard
    assert [e.actor for e in acts(ctx, "spoils_pass")] == ["Plutocrats"]
    assert acts(ctx, "spoils_end")  # nothing left for the Populists: Spoils end


def test_one_land_bill_a_turn() -> None:
    ctx = solitaire_table()
    senator(ctx, POPULISTS, "pop-low", popularity=-1, influence=2)
    senator(ctx, POPULISTS, "pop-high", popularity=3, influence=3)
    coalition(ctx, POPULISTS)

    run_spoils(ctx, prepare=_offices_given)

    assert ctx.state.land_bills == [3]
    assert len(acts(ctx, "land_bill_sponsor")) == 1


def _offices_given(senate: Senate) -> None:
    senate.filled.update({Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.CENSOR})


def test_next_neutral_negates_the_pass_with_a_tribune_and_co_sponsors() -> None:
    # 4.05.417: the Plutocrats pass; the next Neutral, the Populists, hold a Tribune and want
    # the co-sponsorship most: the pass is negated and their Senator co-sponsors.
    ctx = solitaire_table()
    senator(ctx, POPULISTS, "pop-low", popularity=-1, influence=2)
    cosponsor = senator(ctx, POPULISTS, "pop-high", popularity=3, influence=3)
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    ctx.state.factions[POPULISTS].hand = [TRIBUNE_CARD]
    coalition(ctx, POPULISTS, PLUTOCRATS)

    run_spoils(ctx, prepare=_offices_given)

    assert acts(ctx, "tribune")[0].actor == "Populists"
    assert acts(ctx, "land_bill")[0].data["senator"] == cosponsor.key
    assert ctx.state.land_bills == [3] and not acts(ctx, "land_bill_fails")
