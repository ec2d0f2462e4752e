"""4.05.415 Governorship: a Neutral takes Provinces in the order of their Provincial Spoils and
gives each to its eligible Senator with the fewest votes (ties: least Influence); the term dial
is set to 3 and the Governor leaves Rome at once (1.09.5, 1.09.51). Spec T40."""

from engine.senate.offices import Senate
from engine.state import Location, Office, ProvinceState
from tests.senate_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    acts,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)

SICILIA = "prov-sicilia"
HISPANIA_CITERIOR = "prov-hispania-citerior"


def offices_given(senate: Senate) -> None:
    senate.filled.update({Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.CENSOR})


def test_best_spoils_first_to_the_fewest_votes() -> None:
    ctx = solitaire_table()
    for key in (HISPANIA_CITERIOR, SICILIA):
        ctx.state.provinces[key] = ProvinceState(key=key)
    senator(ctx, IMPERIALS, "v2-inf5", oratory=2, influence=5)
    chosen = senator(ctx, IMPERIALS, "v2-inf3", oratory=2, influence=3)
    senator(ctx, IMPERIALS, "v3-inf1", oratory=3, influence=1)
    coalition(ctx, IMPERIALS)

    run_spoils(ctx, prepare=offices_given)

    first = acts(ctx, "governor")[0]
    assert first.data == {"senator": "v2-inf3", "province": SICILIA}
    assert chosen.location is Location.PROVINCE and chosen.province == SICILIA
    assert ctx.state.provinces[SICILIA].governor == "v2-inf3"
    assert ctx.state.provinces[SICILIA].term == 3


def test_holder_of_a_major_office_cannot_govern() -> None:
    ctx = solitaire_table()
    ctx.state.provinces[SICILIA] = ProvinceState(key=SICILIA)
    senator(ctx, IMPERIALS, "censor", oratory=1, influence=1, office=Office.CENSOR)
    other = senator(ctx, IMPERIALS, "other", oratory=4, influence=9)
    coalition(ctx, IMPERIALS)

    run_spoils(ctx, prepare=offices_given)

    assert ctx.state.provinces[SICILIA].governor == other.key


def test_governor_back_this_turn_only_as_the_last_candidate() -> None:
    # 1.09.51: a Governor who returned this turn is eligible only if nobody else is.
    ctx = solitaire_table()
    ctx.state.provinces[SICILIA] = ProvinceState(key=SICILIA)
    back = senator(ctx, IMPERIALS, "back", oratory=1, influence=1)
    ctx.record("Imperials", "governor_returns", "1.06.6", "back home", senator=back.key)
    fresh = senator(ctx, IMPERIALS, "fresh", oratory=5, influence=9)
    coalition(ctx, IMPERIALS)

    run_spoils(ctx, prepare=offices_given)

    assert ctx.state.provinces[SICILIA].governor == fresh.key


def test_player_may_send_an_unaligned_senator() -> None:
    # 1.09.53, 4.05.415: a Player may give a Governorship to any eligible Senator.
    ctx = solitaire_table()
    ctx.state.provinces[SICILIA] = ProvinceState(key=SICILIA)
    senator(ctx, PLAYER, "mine", influence=3)
    for index in range(7):  # eight Aligned Senators in Rome: no repopulation (1.09.81)
        senator(ctx, PLUTOCRATS, f"plu-{index}", influence=3)
    forum = senator(ctx, None, "forum-man", influence=2)
    coalition(ctx, PLAYER, PLUTOCRATS)

    run_spoils(ctx, {"spoils.pick": [f"governor:{SICILIA}@forum-man"]}, prepare=offices_given)

    assert forum.location is Location.PROVINCE and forum.faction is None
    assert ctx.state.provinces[SICILIA].governor == forum.key
