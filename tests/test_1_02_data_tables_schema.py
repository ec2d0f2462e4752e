"""Rule 1.02 (board tables): tables.toml loads, and the schema rejects incomplete tables."""

import copy
import tomllib
from collections.abc import Callable
from importlib.resources import files
from typing import Any

import pytest
from pydantic import ValidationError

from engine.dataload import DataFileError, load_data_file, parse_toml
from engine.schemas.tables import TablesFile

TEXT = (files("engine.data") / "tables.toml").read_text(encoding="utf-8")
RAW = tomllib.loads(TEXT)
Raw = dict[str, Any]


def mutated(change: Callable[[Raw], None]) -> Raw:
    raw = copy.deepcopy(RAW)
    change(raw)
    return raw


def rejects(change: Callable[[Raw], None], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        TablesFile.model_validate(mutated(change))


def test_tables_file_loads() -> None:
    tables = load_data_file("tables", TablesFile)
    assert isinstance(tables, TablesFile)


def test_loaded_tables_are_immutable() -> None:
    tables = load_data_file("tables", TablesFile)
    with pytest.raises(ValidationError):
        tables.ransom.minimum = 0  # type: ignore[misc]


def test_gap_in_combat_table_is_rejected() -> None:
    def drop_row_9(raw: Raw) -> None:
        raw["combat"]["rows"] = [r for r in raw["combat"]["rows"] if r["key"] != "crt-9"]

    rejects(drop_row_9, "rows crt-8 and crt-10 leave a gap or overlap")


def test_overlap_in_population_table_is_rejected() -> None:
    def widen(raw: Raw) -> None:
        raw["population"]["rows"][12]["low"] = 10  # pop-11-15 overlapping pop-10

    rejects(widen, "rows pop-10 and pop-11-15 leave a gap or overlap")


def test_closed_ends_are_rejected() -> None:
    def close_bottom(raw: Raw) -> None:
        raw["assassination"]["rows"][0]["low"] = 1

    def close_top(raw: Raw) -> None:
        raw["popular_appeal"]["rows"][-1]["high"] = 12

    rejects(close_bottom, "first row asn-le2 must be open below")
    rejects(close_top, "last row appeal-ge12 must be open above")


def test_reversed_bounds_are_rejected() -> None:
    def reverse(raw: Raw) -> None:
        raw["combat"]["rows"][5]["low"] = 9

    rejects(reverse, "row crt-8: low 9 is above high 8")


def test_duplicate_row_key_is_rejected() -> None:
    def duplicate(raw: Raw) -> None:
        raw["combat"]["rows"][1]["key"] = "crt-le3"

    rejects(duplicate, "key 'crt-le3' appears twice")


def test_missing_random_event_roll_is_rejected() -> None:
    def drop_18(raw: Raw) -> None:
        raw["random_events"]["rows"].pop()

    rejects(drop_18, "rows must be rolls 3..18 once each")


def test_malformed_event_id_is_rejected() -> None:
    def rename(raw: Raw) -> None:
        raw["random_events"]["rows"][0]["early"] = "Mob Violence"

    rejects(rename, "String should match pattern")


def test_missing_combat_outcome_is_rejected() -> None:
    def drop_standoff(raw: Raw) -> None:
        raw["combat"]["consequences"] = [
            c for c in raw["combat"]["consequences"] if c["outcome"] != "standoff"
        ]

    rejects(drop_standoff, r"missing outcomes \['standoff'\]")


def test_people_revolt_row_alone_has_no_unrest() -> None:
    def give_unrest(raw: Raw) -> None:
        raw["population"]["rows"][0]["unrest"] = 7

    def drop_unrest(raw: Raw) -> None:
        del raw["population"]["rows"][5]["unrest"]

    rejects(give_unrest, "exactly the People Revolt row has no Unrest change")
    rejects(drop_unrest, "exactly the People Revolt row has no Unrest change")


def test_appeal_votes_only_on_vote_results() -> None:
    def votes_on_killed(raw: Raw) -> None:
        raw["popular_appeal"]["rows"][0]["appeal_votes"] = -20

    rejects(votes_on_killed, "appeal_votes is given exactly for 'votes' results")


def test_mortality_chits_must_add_up() -> None:
    def extra_blank(raw: Raw) -> None:
        raw["mortality"]["blank"] = 5

    rejects(extra_blank, "30 numbered \\+ 5 blank \\+ 2 draw-two chits do not make 36")


def test_type_one_land_bill_cannot_carry_repeal_values() -> None:
    def repeal_type_one(raw: Raw) -> None:
        raw["land_bills"]["rows"][0]["repeal_unrest"] = 1

    rejects(repeal_type_one, "land bill I: repeal values must be given iff repealable")


def test_repeal_minimum_popularity_must_match_losses() -> None:
    def wrong_minimum(raw: Raw) -> None:
        raw["land_bills"]["rows"][2]["repeal_min_popularity"] = 5

    rejects(wrong_minimum, "land bill III: repeal minimum Popularity")


def test_land_bill_types_must_be_complete() -> None:
    def drop_type_two(raw: Raw) -> None:
        del raw["land_bills"]["rows"][1]

    rejects(drop_type_two, "rows must be types I, II, III in order")


def test_games_and_contributions_must_increase() -> None:
    def cheap_gala(raw: Raw) -> None:
        raw["games"]["rows"][2]["cost"] = 13

    def flat_contribution(raw: Raw) -> None:
        raw["contributions"]["rows"][2]["influence"] = 3

    rejects(cheap_gala, "games: costs must strictly increase")
    rejects(flat_contribution, "thresholds and Influence must strictly increase")


def test_unknown_field_is_rejected() -> None:
    def typo(raw: Raw) -> None:
        raw["ransom"]["per_influance"] = 2

    rejects(typo, "Extra inputs are not permitted")


def test_load_error_names_the_file_and_field() -> None:
    broken = TEXT.replace("unrest = 1                        # D2-02", "unrest = 'one'  #", 1)
    assert broken != TEXT
    with pytest.raises(DataFileError, match=r"^tables\.toml: field population\.rows\.11\.unrest"):
        parse_toml(broken, TablesFile, "tables.toml")
