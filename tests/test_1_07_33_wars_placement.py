"""1.07.33-1.07.344: where a drawn War or Leader goes: Active or Inactive by the Armaments
icon, Imminent when it matches a War in the Forum (whose Inactive match turns Active), a Leader
onto his War (activating it) or into the Curia; Conditional Wars, the Social War and the
Concessions a War destroys (D2-17)."""

import pytest

from engine.combat import war_strength
from engine.forum_cards import place_leader, place_war
from engine.phases.revolution import revolution_phase
from engine.state import ProvinceState, WarStatus
from tests.builders import add_senator, bare_context
from tests.combat_support import combat_table
from tests.revenue_support import run

PUNIC_1, PUNIC_2, GALLIC_1, MACEDONIAN_1, MACEDONIAN_2 = 1, 2, 5, 6, 7
HAMILCAR, HANNIBAL, ANTIOCHUS, PHILIP = 34, 35, 36, 37
PUNIC_3, NUMANTINE, SICILIAN_SLAVE_1 = 69, 73, 74
VIRIATHUS, LUSITANIAN = 89, 72
MITHRIDATIC_2, GALLIC_2, SOCIAL, GERMANIA = 113, 115, 119, 120
SICILIAN_GRAIN, TAX_FARMER_1 = 55, 59

ACTIVE, INACTIVE, IMMINENT = WarStatus.ACTIVE, WarStatus.INACTIVE, WarStatus.IMMINENT


def test_armaments_icon_active_no_icon_inactive() -> None:
    ctx = bare_context()

    place_war(ctx, GALLIC_1)
    place_war(ctx, MACEDONIAN_2)

    assert ctx.state.wars == {GALLIC_1: ACTIVE, MACEDONIAN_2: INACTIVE}


def test_rulebook_example_1_07_3321() -> None:
    """1st Punic Inactive; the 3rd Punic drawn goes Imminent and activates the 1st; the 2nd
    Punic drawn goes Imminent too; Hannibal drawn joins the Active 1st Punic War."""
    ctx = bare_context()
    ctx.state.wars[PUNIC_1] = INACTIVE

    place_war(ctx, PUNIC_3)
    assert ctx.state.wars == {PUNIC_1: ACTIVE, PUNIC_3: IMMINENT}
    place_war(ctx, PUNIC_2)
    place_leader(ctx, HANNIBAL)

    assert ctx.state.wars == {PUNIC_1: ACTIVE, PUNIC_3: IMMINENT, PUNIC_2: IMMINENT}
    assert ctx.state.leaders == {HANNIBAL: PUNIC_1}


def test_matching_an_active_war_leaves_it_as_it_is() -> None:
    ctx = bare_context()
    ctx.state.wars[MACEDONIAN_1] = ACTIVE

    place_war(ctx, MACEDONIAN_2)

    assert ctx.state.wars == {MACEDONIAN_1: ACTIVE, MACEDONIAN_2: IMMINENT}


def test_a_leader_activates_the_inactive_war_he_joins() -> None:
    ctx = bare_context()
    ctx.state.wars[MACEDONIAN_2] = INACTIVE

    place_leader(ctx, PHILIP)

    assert ctx.state.wars[MACEDONIAN_2] is ACTIVE
    assert ctx.state.leaders[PHILIP] == MACEDONIAN_2


def test_leaders_do_not_activate_imminent_wars() -> None:
    ctx = bare_context()
    ctx.state.wars[PUNIC_2] = IMMINENT

    place_leader(ctx, HAMILCAR)

    assert ctx.state.wars[PUNIC_2] is IMMINENT
    assert ctx.state.leaders[HAMILCAR] == PUNIC_2


def test_leader_without_war_in_play_waits_in_the_curia() -> None:
    ctx = bare_context()
    ctx.state.deck = [MACEDONIAN_2]

    place_leader(ctx, PHILIP)

    assert ctx.state.leaders == {PHILIP: None}


def test_leader_whose_wars_are_all_gone_leaves_the_game() -> None:
    ctx = bare_context()
    ctx.state.discard = [8]  # the Syrian War, Antiochus' only War, is defeated

    place_leader(ctx, ANTIOCHUS)

    assert ANTIOCHUS not in ctx.state.leaders
    assert ctx.state.removed == [ANTIOCHUS]


def test_a_curia_leader_activates_his_inactive_war_when_it_is_drawn() -> None:
    ctx = bare_context()
    ctx.state.leaders[PHILIP] = None

    place_war(ctx, MACEDONIAN_2)

    assert ctx.state.wars == {MACEDONIAN_2: ACTIVE}
    assert ctx.state.leaders == {PHILIP: MACEDONIAN_2}


@pytest.mark.effect("leader", "stacks_with_series_leader")
def test_two_punic_leaders_share_a_war_and_add_after_matching() -> None:
    ctx = bare_context()
    ctx.state.wars = {PUNIC_1: ACTIVE, PUNIC_2: ACTIVE}

    place_leader(ctx, HAMILCAR)
    place_leader(ctx, HANNIBAL)

    assert ctx.state.leaders == {HAMILCAR: PUNIC_1, HANNIBAL: PUNIC_1}
    assert war_strength(ctx.state, ctx.catalog, PUNIC_2).land == 15 * 2 + 3 + 7


@pytest.mark.effect("war", "needs_provinces")
def test_conditional_war_is_active_only_when_its_provinces_exist() -> None:
    ctx = bare_context()
    place_war(ctx, NUMANTINE)
    assert ctx.state.wars[NUMANTINE] is INACTIVE

    ctx = bare_context()
    ctx.state.provinces["prov-hispania-citerior"] = ProvinceState("prov-hispania-citerior")
    place_war(ctx, NUMANTINE)
    assert ctx.state.wars[NUMANTINE] is ACTIVE


@pytest.mark.effect("leader", "needs_war_provinces")
def test_viriathus_waits_in_the_curia_until_the_provinces_exist() -> None:
    ctx = bare_context()
    ctx.state.wars[LUSITANIAN] = INACTIVE

    place_leader(ctx, VIRIATHUS)

    assert ctx.state.wars[LUSITANIAN] is INACTIVE
    assert ctx.state.leaders == {VIRIATHUS: None}


@pytest.mark.effect("war", "destroys_concessions")
@pytest.mark.effect("concession", "destroyed_by_wars")
def test_grain_concession_destroyed_when_its_war_enters_play_inactive() -> None:
    ctx = bare_context()
    holder = add_senator(ctx, 1, "holder")
    holder.concessions = [SICILIAN_GRAIN, TAX_FARMER_1]

    place_war(ctx, SICILIAN_SLAVE_1)

    assert ctx.state.wars[SICILIAN_SLAVE_1] is INACTIVE
    assert holder.concessions == [TAX_FARMER_1]
    assert ctx.state.curia_concessions == [SICILIAN_GRAIN]


@pytest.mark.effect("war", "activates_inactive_matching_wars")
def test_social_war_activates_inactive_matching_wars_earliest_of_a_series() -> None:
    ctx = bare_context()
    ctx.state.wars = {GALLIC_1: INACTIVE, GALLIC_2: INACTIVE, MITHRIDATIC_2: INACTIVE}
    ctx.state.wars[GERMANIA] = INACTIVE

    place_war(ctx, SOCIAL)

    assert ctx.state.wars == {
        GALLIC_1: ACTIVE,
        GALLIC_2: IMMINENT,
        MITHRIDATIC_2: ACTIVE,
        GERMANIA: INACTIVE,
        SOCIAL: ACTIVE,
    }


@pytest.mark.effect("war", "revolt_if_province")
def test_a_war_drawn_while_its_province_exists_is_a_revolt() -> None:
    ctx = bare_context()
    ctx.state.provinces["prov-macedonia"] = ProvinceState("prov-macedonia")

    place_war(ctx, MACEDONIAN_1)

    assert [e.rule for e in ctx.log if e.act == "war"] == ["1.07.331", "1.07.333"]


def test_a_leader_waiting_in_refuge_joins_the_next_war_drawn() -> None:
    ctx = bare_context()
    ctx.state.refuge[HANNIBAL] = []

    place_war(ctx, GALLIC_1)

    assert ctx.state.refuge == {HANNIBAL: [GALLIC_1]}


@pytest.mark.effect("war", "needs_provinces")
def test_1_07_331_a_conditional_war_turns_active_once_its_province_exists() -> None:
    # The Numantine War drawn before Hispania Citerior existed waits Inactive "until the
    # Revolution Phase of the turn in which" the Province exists (the War cards).
    ctx = combat_table()
    place_war(ctx, NUMANTINE)
    run(ctx, revolution_phase)
    assert ctx.state.wars[NUMANTINE] is INACTIVE

    ctx.state.provinces["prov-hispania-citerior"] = ProvinceState("prov-hispania-citerior")
    run(ctx, revolution_phase)
    assert ctx.state.wars[NUMANTINE] is ACTIVE
