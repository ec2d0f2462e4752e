"""Rule 1.07.21: Random Events Table, natural 3d6 by era (the Event cards)."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.common import Era
from engine.schemas.tables import TablesFile

EVENTS = load_data_file("tables", TablesFile).random_events

# Independent transcription of the table: roll -> (early, middle, late).
TABLE = {
    3: ("evt-mob-violence", "evt-pretender-emerges", "evt-epidemic"),
    4: ("evt-natural-disaster", "evt-storm-at-sea", "evt-storm-at-sea"),
    5: ("evt-ally-deserts", "evt-ally-deserts", "evt-ally-deserts"),
    6: ("evt-evil-omens", "evt-natural-disaster", "evt-pretender-emerges"),
    7: ("evt-refuge", "evt-mob-violence", "evt-natural-disaster"),
    8: ("evt-epidemic", "evt-internal-disorder", "evt-mob-violence"),
    9: ("evt-drought", "evt-drought", "evt-drought"),
    10: ("evt-evil-omens", "evt-evil-omens", "evt-evil-omens"),
    11: ("evt-storm-at-sea", "evt-epidemic", "evt-internal-disorder"),
    12: ("evt-manpower-shortage", "evt-manpower-shortage", "evt-barbarian-raids"),
    13: ("evt-allied-enthusiasm", "evt-barbarian-raids", "evt-manpower-shortage"),
    14: ("evt-new-alliance", "evt-allied-enthusiasm", "evt-trial-of-verres"),
    15: ("evt-rhodian-maritime-alliance", "evt-new-alliance", "evt-allied-enthusiasm"),
    16: ("evt-enemys-ally-deserts", "evt-enemys-ally-deserts", "evt-enemys-ally-deserts"),
    17: ("evt-enemy-leader-dies", "evt-trial-of-verres", "evt-enemy-leader-dies"),
    18: ("evt-trial-of-verres", "evt-rhodian-maritime-alliance", "evt-new-alliance"),
}


def test_table_rows_match_events_md() -> None:
    got = {row.roll: (row.early, row.middle, row.late) for row in EVENTS.rows}
    assert got == TABLE
    assert EVENTS.dice == 3


@pytest.mark.parametrize("roll", range(3, 19))
def test_event_lookup_every_roll_every_era(roll: int) -> None:
    early, middle, late = TABLE[roll]
    assert EVENTS.event("early", roll) == early
    assert EVENTS.event("middle", roll) == middle
    assert EVENTS.event("late", roll) == late


def test_event_lookup_rejects_impossible_roll() -> None:
    with pytest.raises(ValueError, match="roll 2"):
        EVENTS.event("early", 2)


def test_all_eighteen_random_events_appear() -> None:
    ids = {getattr(row, era) for row in EVENTS.rows for era in ("early", "middle", "late")}
    assert len(ids) == 18


def test_events_missing_from_an_era() -> None:
    def column(era: Era) -> set[str]:
        return {getattr(row, era) for row in EVENTS.rows}

    everything = column("early") | column("middle") | column("late")
    assert everything - column("early") == {
        "evt-barbarian-raids",
        "evt-internal-disorder",
        "evt-pretender-emerges",
    }
    assert everything - column("middle") == {"evt-refuge", "evt-enemy-leader-dies"}
    assert everything - column("late") == {"evt-refuge", "evt-rhodian-maritime-alliance"}
