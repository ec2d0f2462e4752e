"""Rules 1.06.4, 1.09.144-1.09.82, 2.01-2.06: fixed Influence and Popularity changes."""

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

INFLUENCE = load_data_file("tables", TablesFile).influence

# Independent transcription of tbl-influence (fixed amounts only).
EXPECTED = {
    "dictator": 7,
    "dictator_min_active_wars": 3,
    "dictator_min_war_strength": 20,
    "consul": 5,
    "censor": 5,
    "master_of_horse": 3,
    "pontifex_maximus": 5,
    "pontifex_maximus_loss": -5,  # D2-03
    "priest": 1,
    "priest_loss": -1,
    "minor_conviction_influence": -5,
    "minor_conviction_popularity": -5,
    "prosecutor_share_divisor": 2,
    "province_developed": 3,
    "unanimous_defeat": -1,
    "advocate_acquittal": 3,
    "prosecutor_acquittal_with_advocate": -3,
    "advocate_conviction": -3,
    "law_sponsor": 3,
    "law_cosponsor": 1,
    "veteran_disbanded": 1,
    "open_bodyguard_popularity": -1,
    "consul_for_life_election_min": 21,
    "consul_for_life_automatic": 35,
}


def test_influence_table_matches_reference() -> None:
    assert INFLUENCE.model_dump() == EXPECTED


def test_prosecutor_gains_half_of_influence_lost_rounded_up() -> None:
    assert [INFLUENCE.prosecutor_gain(n) for n in (0, 1, 5, 10)] == [0, 1, 3, 5]
