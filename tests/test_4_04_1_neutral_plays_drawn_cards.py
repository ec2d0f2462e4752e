"""4.04.1: a Neutral plays a drawn Concession or Law at once: the Concession to its Senator
with the fewest Concessions (ties: most Influence, then 2d6; absentees count, Captives and
Rebels do not), the Law if its play condition holds; a Player keeps them in hand."""

import pytest

from engine.forces import REBEL_ARMY
from engine.phases.forum import initiative_roll
from engine.state import Location, Unit, WarStatus
from tests.builders import add_senator
from tests.forum_support import IMPERIALS, PLAYER, for_seat, run, solitaire_table

HARBOR_FEES, LAND_COMMISSIONER = 56, 58
CALPURNIAN, MILITARY_REFORMS, TRADITION_ERODES, ACILIAN, GABINIAN = 107, 108, 109, 111, 157
PUNIC_2, GALLIC_1, CILICIAN_PIRATES_1 = 2, 5, 71


def test_drawn_concession_goes_to_fewest_concessions_absentees_included() -> None:
    ctx = solitaire_table()
    add_senator(ctx, IMPERIALS, "A", influence=9, concessions=1)
    b = add_senator(ctx, IMPERIALS, "B", influence=4, location=Location.PROVINCE)
    add_senator(ctx, IMPERIALS, "C", influence=4)
    ctx.state.deck = [HARBOR_FEES]
    ctx.dice.script([3, 5, 4, 5, 3, 3])  # Initiative 8; 2d6 B 9, C 6

    run(ctx, for_seat(initiative_roll, IMPERIALS))

    assert b.concessions == [HARBOR_FEES]
    assert ctx.state.factions[IMPERIALS].hand == []
    assert ctx.log[-1].rule == "4.04.1"


def test_captives_and_rebels_receive_no_concession() -> None:
    ctx = solitaire_table()
    add_senator(ctx, IMPERIALS, "captive", location=Location.CAPTIVE)
    add_senator(ctx, IMPERIALS, "rebel", location=Location.REBEL)
    holder = add_senator(ctx, IMPERIALS, "holder", concessions=2)
    ctx.state.deck = [HARBOR_FEES]
    ctx.dice.script([3, 5])

    run(ctx, for_seat(initiative_roll, IMPERIALS))

    assert HARBOR_FEES in holder.concessions


def test_land_commissioner_waits_for_a_land_bill() -> None:
    ctx = solitaire_table()
    holder = add_senator(ctx, IMPERIALS, "holder")
    ctx.state.deck = [HARBOR_FEES + 1, LAND_COMMISSIONER]
    ctx.dice.script([3, 5, 3, 5])

    run(ctx, for_seat(initiative_roll, IMPERIALS))
    assert ctx.state.factions[IMPERIALS].hand == [LAND_COMMISSIONER]
    ctx.state.land_bills.append(1)
    run(ctx, for_seat(initiative_roll, IMPERIALS))

    assert sorted(holder.concessions) == [HARBOR_FEES + 1, LAND_COMMISSIONER]


@pytest.mark.parametrize(
    ("law", "wars", "laws", "played"),
    [
        (MILITARY_REFORMS, {}, [], True),
        (GABINIAN, {}, [], False),
        (GABINIAN, {CILICIAN_PIRATES_1: WarStatus.INACTIVE}, [], True),
        (TRADITION_ERODES, {GALLIC_1: WarStatus.ACTIVE}, [], False),
        (TRADITION_ERODES, {PUNIC_2: WarStatus.ACTIVE}, [], True),
        (ACILIAN, {}, [], False),
        (ACILIAN, {}, [CALPURNIAN], True),
    ],
)
def test_drawn_law_is_played_when_its_condition_holds(
    law: int, wars: dict[int, WarStatus], laws: list[int], played: bool
) -> None:
    ctx = solitaire_table()
    ctx.state.wars.update(wars)
    ctx.state.laws.extend(laws)
    ctx.state.deck = [law]
    ctx.dice.script([3, 5])

    run(ctx, for_seat(initiative_roll, IMPERIALS))

    assert (law in ctx.state.laws) is played
    assert (law in ctx.state.factions[IMPERIALS].hand) is not played


def test_tradition_erodes_counts_a_civil_war() -> None:
    """D2-20: the Active Wars' combined Land Strength includes a Civil War; the 1st Gallic War
    (10) and a Rebel Army of 4 Legions led by Military 2 (6) make 16."""
    ctx = solitaire_table()
    ctx.state.wars[GALLIC_1] = WarStatus.ACTIVE
    rebel = add_senator(ctx, PLAYER, "rebel", military=2, location=Location.REBEL)
    ctx.state.primary_rebel = rebel.key
    ctx.state.legions = [Unit(n, REBEL_ARMY) for n in range(1, 5)]
    ctx.state.deck = [TRADITION_ERODES]
    ctx.dice.script([3, 5])

    run(ctx, for_seat(initiative_roll, IMPERIALS))

    assert TRADITION_ERODES in ctx.state.laws


def test_a_player_keeps_a_drawn_concession() -> None:
    ctx = solitaire_table()
    add_senator(ctx, PLAYER, "holder")
    ctx.state.deck = [HARBOR_FEES]
    ctx.dice.script([3, 5])

    run(ctx, for_seat(initiative_roll, PLAYER))

    assert ctx.state.factions[PLAYER].hand == [HARBOR_FEES]
