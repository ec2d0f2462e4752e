"""Golden games: 30 whole seeded games (every scenario, one and two Players, seeds 1-5) end as
stored in tests/golden/games.json, down to the digest of the final state (docs/architecture.md: same
scenario + seed + choices gives the same game, bit for bit)."""

import pytest

from tests.golden_games import (
    GOLDEN_FILE,
    differences,
    dump,
    game_key,
    golden_keys,
    load_golden,
    play_all,
    regenerate_hint,
)


def test_every_golden_game_ends_as_stored() -> None:
    stored = load_golden()
    played = play_all()

    lines = [line for key in played for line in differences(key, stored.get(key), played[key])]

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
