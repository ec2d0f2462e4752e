"""1.07.8: after the six Initiatives: Major markers on every holder of a Major Office; Tax
Farmer rolls for the 2nd Punic War and the Gladiator Revolt and their Leaders (D2-16, no Evil
Omens); 1d6 per Concession and Senator in the Curia, 5-6 back to the Forum, and per Leader in
the Curia, 5-6 discarded (D2-07, Evil Omens apply, D2-34)."""

import pytest

from engine.phases.rome_in_order import put_rome_in_order
from engine.senators import enter_statesman, family_senator
from engine.state import Location, Office, WarStatus
from tests.builders import add_senator, bare_context

PUNIC_1, PUNIC_2, GLADIATOR = 1, 2, 124
HANNIBAL, PHILIP, SPARTACUS = 35, 37, 136
HARBOR_FEES, TAX_FARMER_3, TAX_FARMER_5 = 56, 61, 63


def test_every_major_office_holder_gets_a_major_marker() -> None:
    ctx = bare_context()
    consul = add_senator(ctx, 1, "consul")
    consul.offices.append(Office.FIELD_CONSUL)
    consul.location = Location.WAR
    censor = add_senator(ctx, 2, "censor")
    censor.offices.append(Office.CENSOR)
    plain = add_senator(ctx, 3, "plain")

    put_rome_in_order(ctx)

    assert (consul.major, censor.major, plain.major) == (True, True, False)


@pytest.mark.effect("war", "tax_farmer_roll")
@pytest.mark.effect("concession", "tax_farmer_roll")
def test_active_2nd_punic_war_destroys_the_tax_farmer_rolled_evil_omens_aside() -> None:
    ctx = bare_context()
    ctx.state.wars[PUNIC_2] = WarStatus.ACTIVE
    holder = add_senator(ctx, 1, "holder")
    holder.concessions = [TAX_FARMER_3, HARBOR_FEES]
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([3, 1])  # Tax Farmer 3; its Curia roll 1 keeps it there

    put_rome_in_order(ctx)

    assert holder.concessions == [HARBOR_FEES]
    assert ctx.state.curia_concessions == [TAX_FARMER_3]


@pytest.mark.effect("leader", "tax_farmer_roll_with")
def test_hannibal_and_spartacus_roll_as_well_as_their_wars() -> None:
    ctx = bare_context()
    ctx.state.wars = {PUNIC_2: WarStatus.ACTIVE, GLADIATOR: WarStatus.UNPROSECUTED}
    ctx.state.leaders = {HANNIBAL: PUNIC_2, SPARTACUS: GLADIATOR}
    ctx.state.forum_concessions = [TAX_FARMER_5]
    ctx.dice.script([1, 2, 4, 5, 6])  # four Tax Farmer rolls, then a Curia roll of 6

    put_rome_in_order(ctx)

    rolls = [e for e in ctx.log if e.act == "tax_farmer_roll"]
    assert len(rolls) == 4
    assert ctx.state.forum_concessions == [TAX_FARMER_5]
    assert ctx.state.curia_concessions == []


@pytest.mark.effect("war", "tax_farmer_roll")
def test_inactive_or_first_punic_war_makes_no_tax_farmer_roll() -> None:
    ctx = bare_context()
    ctx.state.wars = {PUNIC_1: WarStatus.ACTIVE, GLADIATOR: WarStatus.INACTIVE}

    put_rome_in_order(ctx)

    assert [e for e in ctx.log if e.act == "tax_farmer_roll"] == []


def test_curia_concessions_and_family_cards_revive_on_5_or_6() -> None:
    ctx = bare_context()
    ctx.state.curia_concessions = [HARBOR_FEES, TAX_FARMER_3]
    for key in ("fam-05-claudius", "fam-06-manlius"):
        card = family_senator(ctx.catalog, key)
        card.location = Location.CURIA
        ctx.state.senators[key] = card
        ctx.state.curia.append(key)
    ctx.dice.script([5, 4, 6, 3])

    put_rome_in_order(ctx)

    assert ctx.state.forum_concessions == [HARBOR_FEES]
    assert ctx.state.curia_concessions == [TAX_FARMER_3]
    assert ctx.state.senators["fam-05-claudius"].location is Location.FORUM
    assert ctx.state.curia == ["fam-06-manlius"]


def test_a_revived_family_card_goes_under_its_statesman() -> None:
    ctx = bare_context()
    cunctator = enter_statesman(ctx.state, ctx.catalog, 1, "2A")
    card = family_senator(ctx.catalog, "fam-02-fabius")
    card.location = Location.CURIA
    ctx.state.senators[card.key] = card
    ctx.state.curia.append(card.key)
    ctx.dice.script([6])

    put_rome_in_order(ctx)

    assert cunctator.family_card == "fam-02-fabius"
    assert "fam-02-fabius" not in ctx.state.senators


def test_curia_leaders_age_and_evil_omens_lower_the_roll() -> None:
    ctx = bare_context()
    ctx.state.leaders = {HANNIBAL: None, PHILIP: None}
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([6, 5])  # 6 - 1 = 5 dies; 5 - 1 = 4 stays

    put_rome_in_order(ctx)

    assert ctx.state.leaders == {PHILIP: None}
    assert ctx.state.discard == [HANNIBAL]
