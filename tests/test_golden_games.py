"""Golden games: 30 whole seeded games (every scenario, one and two Players, seeds 1-5) end as
stored in tests/golden/games.json, down to the digest of the final state (docs/architecture.md: same
scenario + seed + choices gives the same game, bit for bit); the first seed of each is stored as a
playthrough a person reads turn by turn (tests/golden/playthroughs/)."""

import pytest

from tests.golden_games import (
    GOLDEN_FILE,
    PLAYTHROUGHS,
    Played,
    differences,
    dump,
    first_difference,
    game_key,
    golden_keys,
    load_golden,
    load_playthrough,
    play_all,
    playthrough_file,
    playthrough_keys,
    regenerate_hint,
)


@pytest.fixture(scope="module")
def played() -> dict[str, Played]:
    """Every golden game as it plays now, played once for all the tests here."""
    return play_all()


def test_every_golden_game_ends_as_stored(played: dict[str, Played]) -> None:
    stored = load_golden()

    lines = [
        line
        for key in played
        for line in differences(key, stored.get(key), played[key].outcome)
    ]

    if lines:
        pytest.fail(
            "golden games changed:\n" + "\n".join([*lines, regenerate_hint()]), pytrace=False
        )


def test_the_file_stores_exactly_the_golden_games() -> None:
    expected = {game_key(*key) for key in golden_keys()}

    assert set(load_golden()) == expected


def test_the_file_is_written_with_sorted_keys() -> None:
    text = GOLDEN_FILE.read_text(encoding="utf-8")

    assert text == dump(load_golden()), regenerate_hint()


def test_a_changed_game_is_named_field_by_field() -> None:
    stored: dict[str, object] = {"turns": 5, "winner": "Player", "digest": "aa"}
    played: dict[str, object] = {"turns": 6, "winner": "Player", "digest": "bb"}

    lines = differences("early/1p/seed-3", stored, played)

    assert lines == [
        "early/1p/seed-3: digest stored 'aa', played 'bb'",
        "early/1p/seed-3: turns stored 5, played 6",
    ]


def test_every_stored_playthrough_is_the_game_as_it_plays(played: dict[str, Played]) -> None:
    lines = [
        line
        for key in playthrough_keys()
        for line in first_difference(key, load_playthrough(key) or "", played[key].playthrough)
    ]

    if lines:
        pytest.fail(
            "playthroughs changed:\n" + "\n".join([*lines, regenerate_hint()]), pytrace=False
        )


def test_the_playthroughs_are_one_a_scenario_and_player_count() -> None:
    stored = {path.name for path in PLAYTHROUGHS.glob("*.txt")}

    assert stored == {playthrough_file(key).name for key in playthrough_keys()}
    assert len(stored) == 6


def test_a_playthrough_reads_decision_rule_answer_and_the_acts_that_followed() -> None:
    text = load_playthrough("early/1p/seed-1") or ""
    lines = text.splitlines()
    answer = next(i for i, line in enumerate(lines) if line.startswith("? "))

    assert lines[0] == "# early/1p/seed-1: the heuristic Player and the NeutralBot"
    assert "== Turn 1, Setup Phase" in lines
    assert lines[answer].startswith("? Neutral | setup.neutral_identity (4.01.2): ")
    rest = lines[answer + 1 :]
    followed = rest[: next(i for i, line in enumerate(rest) if line.startswith("? "))]
    assert all(line.startswith("    ") for line in followed)
    assert any(line.startswith("    Neutral: neutral_decision: ") for line in followed)
    assert lines[-1] == f"digest {load_golden()['early/1p/seed-1']['digest']}"


def test_a_changed_playthrough_is_named_at_its_first_difference() -> None:
    stored = "# g\n? A | k (1.01): x\n    Game: act: one (1.01)\n"
    played = "# g\n? A | k (1.01): x\n    Game: act: two (1.01)\n"

    assert first_difference("early/1p/seed-1", stored, played) == [
        "early/1p/seed-1: playthrough line 3, after '? A | k (1.01): x':",
        "  stored '    Game: act: one (1.01)'",
        "  played '    Game: act: two (1.01)'",
    ]
