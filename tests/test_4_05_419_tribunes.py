"""4.05.419 Tribunes: a Tribune skips the selecting faction; a Neutral vetoes another faction's
pick only when it selects next and the item is the highest left on its Spoils list; the picker
may answer with Graft, then Murder of a Tribune, and a voided Tribune with Mob Incited to
Violence (4.07.6). Spec T43."""

import pytest

from engine.context import Context
from engine.senate.offices import Senate
from engine.state import Office
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

TRIBUNE_CARD = 38
GRAFT_CARD = 103
MOB_INCITED_CARD = 105


def censor_and_field_consul_given(senate: Senate) -> None:
    senate.filled.update({Office.CENSOR, Office.FIELD_CONSUL})


def t43_table() -> Context:
    """Plutocrats (1) and Imperials (2); the Imperials hold a Tribune."""
    ctx = solitaire_table()
    senator(ctx, PLUTOCRATS, "plu", influence=3, talents=6)
    senator(ctx, PLUTOCRATS, "plu-poor", influence=5)
    senator(ctx, IMPERIALS, "imp", influence=4, oratory=3)
    ctx.state.factions[IMPERIALS].hand = [TRIBUNE_CARD]
    ctx.state.mortality_cup = ["blank"] * 12
    coalition(ctx, PLUTOCRATS, IMPERIALS)
    return ctx


@pytest.mark.effect("intrigue", "tribune")
def test_next_neutral_vetoes_the_item_it_wants_most() -> None:
    ctx = t43_table()

    run_spoils(ctx, prepare=censor_and_field_consul_given)

    assert acts(ctx, "tribune")[0].actor == "Imperials"
    assert acts(ctx, "spoils_skipped")[0].actor == "Plutocrats"
    assert Office.ROME_CONSUL in ctx.state.senators["imp"].offices
    assert TRIBUNE_CARD in ctx.state.discard


def test_variant_graft_voids_the_veto_and_the_mob_answers() -> None:
    ctx = t43_table()
    ctx.state.factions[PLUTOCRATS].hand = [GRAFT_CARD]
    ctx.state.factions[IMPERIALS].hand.append(MOB_INCITED_CARD)
    ctx.dice.script([4, 2])  # Graft costs 4 T; the mob: 2 + Oratory 3 chits

    run_spoils(ctx, prepare=censor_and_field_consul_given)

    assert ctx.state.senators["plu"].talents == 2
    assert Office.ROME_CONSUL in ctx.state.senators["plu"].offices
    assert not acts(ctx, "spoils_skipped")
    assert len([e for e in acts(ctx, "mortality_chit") if e.rule == "4.07.6"]) == 5


def test_neutral_does_not_veto_an_item_below_the_top_of_its_list() -> None:
    # The Imperials still want Field Consul first: the Plutocrats' Rome Consul stands.
    ctx = t43_table()

    run_spoils(ctx, prepare=lambda senate: senate.filled.add(Office.CENSOR))

    assert not acts(ctx, "tribune")


@pytest.mark.effect("intrigue", "tribune")
def test_player_may_veto_any_pick() -> None:
    ctx = t43_table()
    ctx.state.factions[IMPERIALS].hand = []
    senator(ctx, PLAYER, "mine", influence=1)
    ctx.state.factions[PLAYER].hand = [TRIBUNE_CARD]

    run_spoils(ctx, {"spoils.tribune": ["veto"]}, prepare=censor_and_field_consul_given)

    assert acts(ctx, "tribune")[0].actor == "Player"
    assert acts(ctx, "spoils_skipped")[0].actor == "Plutocrats"


def test_no_veto_of_the_last_eligible_candidate() -> None:
    # 1.09.152: the appointment of the last eligible candidate cannot be vetoed.
    ctx = solitaire_table()
    senator(ctx, PLUTOCRATS, "only", influence=3)
    senator(ctx, PLAYER, "mine", influence=1, office=Office.CENSOR)
    ctx.state.factions[PLAYER].hand = [TRIBUNE_CARD]
    coalition(ctx, PLUTOCRATS, IMPERIALS)

    def given(senate: Senate) -> None:
        senate.filled.update({Office.CENSOR, Office.FIELD_CONSUL})

    _, player = run_spoils(ctx, prepare=given)

    assert "spoils.tribune" not in [d.kind for d in player.seen]
    assert Office.ROME_CONSUL in ctx.state.senators["only"].offices
