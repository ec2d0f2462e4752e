"""The importable conformance suite (common/conformance.py) holds on a whole game of every
scenario and player count, with the heuristic and the random Player bots (docs/architecture.md)."""

from pathlib import Path

import pytest

from bots.heuristic import HeuristicPlayer
from bots.random_agent import RandomAgent
from bots.seating import seat_agents
from common.conformance import AgentsFor, check_conformance
from engine.game import Game


def seated(bot: type[HeuristicPlayer] | type[RandomAgent]) -> AgentsFor:
    def agents_for(game: Game) -> dict[int, object]:
        return dict(seat_agents(game, bot))

    return agents_for  # type: ignore[return-value]


@pytest.mark.parametrize("bot", [HeuristicPlayer, RandomAgent], ids=["heuristic", "random"])
@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("scenario", ["early", "middle", "late"])
def test_a_whole_game_conforms(
    scenario: str, players: int, bot: type[HeuristicPlayer], tmp_path: Path
) -> None:
    digest = check_conformance(scenario, players, 11, tmp_path, seated(bot))

    assert len(digest) == 64
