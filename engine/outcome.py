"""How a game ends (1.12, 4.08): the result, and the exception a rule raises to end it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, get_args

EndReason = Literal[
    "era_ends",
    "era_ends_consul_for_life",
    "consul_for_life",
    "rebel_wins",
    "four_active_wars",
    "bankruptcy",
    "people_revolt",
    "republic_falls",
    "player_eliminated",
    "player_quit",
]
"""Every way a game ends, declared once (``GameResult.reason``): the Winning Conditions of
1.12.2 (Era Ends, with a Consul for Life or without; Consul for Life; the Rebel's win), the
Losing Conditions of 1.12.1 (the Rebel End Game's failure included, 1.12.3) and a Player's
faction left without Senators (1.05.4). mypy rejects a misspelt or renamed reason."""

END_REASONS: Final[tuple[EndReason, ...]] = get_args(EndReason)
"""The reasons of ``EndReason``, at run time."""

ALL_LOSE: Final[frozenset[EndReason]] = frozenset(
    {"four_active_wars", "bankruptcy", "people_revolt", "republic_falls"}
)
"""The endings in which every faction loses, the Republic falling: four Active Wars, the State
Bankrupt, the People Revolt (1.12.1), and a Rebel who could not bring the Active Wars below four
(1.12.3)."""
PLAYER_OUT: Final[frozenset[EndReason]] = frozenset({"player_eliminated", "player_quit"})
"""The endings a Player brings on his own faction: eliminated, or quitting with no Senator left
(1.05.4); the other Player, if any, wins, and in solitaire no faction does."""


def republic_survives(reason: str) -> bool:
    """Did the Republic stand when the game ended (1.12.1, 4.08.1)? Every ending but those in
    which all lose (``ALL_LOSE``): a win, or a Player out on his own (``PLAYER_OUT``: Rome stands
    though no faction wins); a reason no rule declares (a game that ended in an error) is no
    survival. The one meaning of "survives" for every count of it (lab, tune, benchmarks)."""
    return reason in END_REASONS and reason not in ALL_LOSE


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: the reason, the rule, and the winning faction's seat (None: no faction
    won: all lose, ``ALL_LOSE``, or a solitaire Player is out, ``PLAYER_OUT``)."""

    reason: EndReason
    winner: int | None
    rule: str


class GameEnded(Exception):
    """Raised by a rule that ends the game (1.12, 4.08); carries the result."""

    def __init__(self, result: GameResult) -> None:
        super().__init__(result.reason)
        self.result = result


class RebelTriumph(Exception):
    """Raised inside a rule step when the State goes Bankrupt while a Senator is in Revolt
    (1.12.2 condition 2); the turn loop answers it with the Rebel End Game (1.12.3,
    engine/victory.py ``rebel_triumph_guard``)."""

    def __init__(self, rule: str) -> None:
        super().__init__(f"the Rebel triumphs ({rule})")
        self.rule = rule
