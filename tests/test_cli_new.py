"""`ror new` (3.01-3.03, 4.01): the seeded set-up as JSON or tables, the same for the same
arguments; bad input gets one line naming the problem and exit status 2 (README)."""

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from ror.cli import main

ROLES = {"Player", "Imperials", "Plutocrats", "Conservatives", "Populists"}
TOP_KEYS = {
    "scenario",
    "players",
    "seed",
    "turn",
    "phase",
    "state_treasury",
    "unrest",
    "legions",
    "fleets",
    "deck_size",
    "factions",
}
FACTION_KEYS = {"id", "role", "leader", "treasury", "hand", "senators"}
SENATOR_KEYS = {
    "id",
    "name",
    "military",
    "oratory",
    "loyalty",
    "influence",
    "popularity",
    "talents",
    "knights",
    "offices",
}

Report = dict[str, object]


def ror(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def new_json(*args: str) -> Report:
    result = ror("new", "--json", *args)
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert isinstance(report, dict)
    return report


def factions_of(report: Report) -> list[dict[str, object]]:
    factions = report["factions"]
    assert isinstance(factions, list)
    return factions


def senators_of(report: Report) -> list[dict[str, object]]:
    return [s for f in factions_of(report) for s in f["senators"]]  # type: ignore[attr-defined]


def assert_one_error_line(result: Result, *words: str) -> None:
    """Exit status 2, nothing on stdout, one stderr line starting "error:" with ``words``."""
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("error:")
    for word in words:
        assert word in lines[0]


@pytest.fixture(scope="module")
def seed_5() -> Report:
    return new_json("--seed", "5")


def test_json_has_the_top_level_keys(seed_5: Report) -> None:
    keys = set(seed_5)

    assert keys >= TOP_KEYS


def test_json_echoes_scenario_players_and_seed(seed_5: Report) -> None:
    echoed = (seed_5["scenario"], seed_5["players"], seed_5["seed"])

    assert echoed == ("early", 1, 5)


def test_json_factions_have_their_keys_and_a_known_role(seed_5: Report) -> None:
    factions = factions_of(seed_5)

    assert len(factions) == 5
    for faction in factions:
        assert set(faction) >= FACTION_KEYS
        assert faction["role"] in ROLES


def test_json_faction_ids_are_seats_in_order(seed_5: Report) -> None:
    ids = [f["id"] for f in factions_of(seed_5)]

    assert ids == [0, 1, 2, 3, 4]


def test_json_senators_have_their_keys_and_office_lists(seed_5: Report) -> None:
    senators = senators_of(seed_5)

    assert senators
    for senator in senators:
        assert set(senator) >= SENATOR_KEYS
        assert isinstance(senator["offices"], list)
        assert all(isinstance(office, str) for office in senator["offices"])


def test_json_temporary_rome_consul_lists_both_markers(seed_5: Report) -> None:
    """4.01.2: the Temporary Rome Consul has the Rome Consul and Prior Consul markers."""
    consuls = [s for s in senators_of(seed_5) if "Rome Consul" in s["offices"]]  # type: ignore[operator]

    assert len(consuls) == 1
    assert "Prior Consul" in consuls[0]["offices"]  # type: ignore[operator]


def test_json_leaders_are_their_own_senators(seed_5: Report) -> None:
    factions = factions_of(seed_5)

    leaders_ok = [
        f["leader"] in {s["id"] for s in f["senators"]}  # type: ignore[attr-defined]
        for f in factions
    ]

    assert leaders_ok == [True] * 5


def test_solitaire_roles_are_one_player_and_four_neutrals(seed_5: Report) -> None:
    roles = Counter(f["role"] for f in factions_of(seed_5))

    assert roles == Counter(ROLES)


def test_two_player_roles_are_two_players_and_three_neutrals() -> None:
    report = new_json("--players", "2", "--seed", "5")

    roles = Counter(f["role"] for f in factions_of(report))

    assert roles == Counter(["Player", "Player", "Imperials", "Plutocrats", "Conservatives"])


def test_two_player_players_sit_in_seats_0_and_2() -> None:
    report = new_json("--players", "2", "--seed", "9")

    players = [f["id"] for f in factions_of(report) if f["role"] == "Player"]

    assert players == [0, 2]


@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
def test_json_is_identical_for_the_same_arguments(scenario: str) -> None:
    args = ("new", "--json", "--scenario", scenario, "--players", "2", "--seed", "17")
    first = ror(*args)

    second = ror(*args)

    assert first.exit_code == second.exit_code == 0
    assert first.stdout == second.stdout


@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
def test_table_is_identical_for_the_same_arguments(scenario: str) -> None:
    args = ("new", "--scenario", scenario, "--seed", "17")
    first = ror(*args)

    second = ror(*args)

    assert first.exit_code == second.exit_code == 0
    assert first.stdout == second.stdout
    assert "Seat 0" in first.stdout and "(4.01" in first.stdout


def test_different_seeds_give_different_json() -> None:
    one = new_json("--seed", "1")

    two = new_json("--seed", "2")

    assert one["digest"] != two["digest"]


def test_save_writes_a_replayable_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"

    result = ror("new", "--seed", "5", "--save", str(path))

    assert result.exit_code == 0
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == 5


# Error paths: one line, exit status 2.


def test_unknown_scenario_is_one_error_line() -> None:
    result = ror("new", "--scenario", "imperial")

    assert_one_error_line(result, "imperial")


@pytest.mark.parametrize("players", ["0", "3", "two"])
def test_bad_player_count_is_one_error_line(players: str) -> None:
    result = ror("new", "--players", players)

    assert_one_error_line(result, players)


@pytest.mark.parametrize("seed", ["five", "1.5", ""])
def test_non_integer_seed_is_one_error_line(seed: str) -> None:
    result = ror("new", "--seed", seed)

    assert_one_error_line(result, "seed")


@pytest.mark.parametrize(
    ("args", "exit_code"),
    [
        (("--scenario", "imperial"), 2),
        (("--players", "3"), 2),
        (("--seed", "five"), 2),
        (("--no-such-flag",), 2),
    ],
)
def test_click_usage_errors_exit_2(args: tuple[str, ...], exit_code: int) -> None:
    result = ror("new", *args)

    assert result.exit_code == exit_code
    assert result.stdout == ""


def test_save_into_a_missing_directory_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "no-such-dir" / "game.json"

    result = ror("new", "--save", str(path))

    assert_one_error_line(result, str(path), "cannot write save file")


def test_guidelines_pair_without_equals_is_one_error_line() -> None:
    result = ror("new", "--guidelines", "plutocrats")

    assert_one_error_line(result, "NAME=FILE", "'plutocrats'")


def test_guidelines_pair_without_file_is_one_error_line() -> None:
    result = ror("new", "--guidelines", "plutocrats=")

    assert_one_error_line(result, "NAME=FILE")


def test_guidelines_unknown_name_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("", encoding="utf-8")

    result = ror("new", "--guidelines", f"optimates={path}")

    assert_one_error_line(result, "unknown guideline 'optimates'")


def test_guidelines_missing_file_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "absent.toml"

    result = ror("new", "--guidelines", f"imperials={path}")

    assert_one_error_line(result, str(path), "file not found")


def test_guidelines_file_that_is_not_toml_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("this is not = = toml", encoding="utf-8")

    result = ror("new", "--guidelines", f"imperials={path}")

    assert_one_error_line(result, str(path), "not valid TOML")


def test_guidelines_file_failing_the_schema_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('name = "Mine"\n', encoding="utf-8")

    result = ror("new", "--guidelines", f"imperials={path}")

    assert_one_error_line(result, str(path), "field")


@pytest.mark.parametrize(
    "args",
    [
        ("--help",),
        ("new", "--help"),
        ("replay", "--help"),
        ("guidelines", "--help"),
        ("-h",),
        ("new", "-h"),
    ],
)
def test_help_works(args: tuple[str, ...]) -> None:
    result = ror(*args)

    assert result.exit_code == 0
    assert result.stdout.startswith("Usage:")
