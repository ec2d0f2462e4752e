"""Set-up (3.01-3.03, 4.01) is deterministic and legal for 100 seeds of every scenario and
player count: same scenario + seed + choices gives the same game, bit for bit."""

import pytest

from common.conformance import check_determinism, check_invariants, run_setup

SEEDS = range(100)
SCENARIOS = ("early", "middle", "late")
PLAYER_COUNTS = (1, 2)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_same_seed_gives_same_digest_log_and_choices(scenario: str, players: int) -> None:
    failures: dict[int, str] = {}

    for seed in SEEDS:
        try:
            check_determinism(scenario, players, seed)
        except AssertionError as error:
            failures[seed] = str(error)

    assert failures == {}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_setup_keeps_the_invariants(scenario: str, players: int) -> None:
    failures: dict[int, str] = {}

    for seed in SEEDS:
        try:
            check_invariants(run_setup(scenario, players, seed))
        except AssertionError as error:
            failures[seed] = str(error)

    assert failures == {}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_different_seeds_give_different_games(scenario: str, players: int) -> None:
    digests = {check_determinism(scenario, players, seed) for seed in range(10)}

    assert len(digests) == 10
