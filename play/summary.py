"""The end of a game in words and numbers, read from its result and log (1.12, 4.08)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.game import Game
from engine.log import Act
from engine.outcome import EndReason

ENDINGS: dict[EndReason, str] = {
    "era_ends": "the Era Ends card came up: the faction with the most Influence wins",
    "era_ends_consul_for_life": "the Era Ends card came up with a Consul for Life in office: "
    "his faction wins",
    "consul_for_life": "a Senator became Consul for Life: his faction wins",
    "four_active_wars": "four Active Wars at once: Rome falls and everyone loses",
    "bankruptcy": "the State could not pay its debts: Rome falls and everyone loses",
    "people_revolt": "the people revolted (Unrest too high): everyone loses",
    "player_eliminated": "a Player faction lost its last Senator",
    "player_quit": "a Player faction was left without Senators",
    "rebel_wins": "the Rebel marched on Rome and won",
    "republic_falls": "the Rebel could not hold Rome: the Republic falls and everyone loses",
}
"""What each way a game ends means, in our own words (1.12, 4.08)."""

WAR_ENTERS: Act = "war"
BATTLE: Act = "battle"
WAR_DEFEATED: Act = "war_defeated"
DEATH: Act = "death"
"""Log acts the summary counts."""


@dataclass(frozen=True, slots=True)
class EndSummary:
    """Who won and why, and what the game cost."""

    winner: str
    reason: str
    rule: str
    ending: str
    turns: int
    wars: int
    """Distinct Wars that came into play."""
    battles: int
    wars_defeated: int
    senators_lost: int
    lost_by_faction: dict[str, int]

    def lines(self) -> list[str]:
        """The summary as lines a person reads."""
        lost = ", ".join(f"{name}: {n}" for name, n in self.lost_by_faction.items()) or "none"
        return [
            f"Winner: {self.winner}",
            f"How: {self.ending} ({self.rule})",
            f"Turns played: {self.turns}",
            f"Wars in play: {self.wars}, battles fought: {self.battles}, "
            f"wars defeated: {self.wars_defeated}",
            f"Senators lost: {self.senators_lost} ({lost})",
        ]


def end_summary(game: Game) -> EndSummary:
    """The summary of a game (over or not: then the winner is 'nobody yet')."""
    result = game.result
    if result is None:
        winner, reason, rule, ending = "nobody yet", "in_progress", "-", "in progress"
    else:
        winner = "nobody" if result.winner is None else game.context.faction_name(result.winner)
        reason, rule, ending = result.reason, result.rule, ENDINGS[result.reason]
    wars = {e.data.get("war") for e in game.log if e.act == WAR_ENTERS}
    deaths = Counter(e.actor for e in game.log if e.act == DEATH)
    return EndSummary(
        winner=winner,
        reason=reason,
        rule=rule,
        ending=ending,
        turns=game.state.turn,
        wars=len(wars - {None}),
        battles=sum(1 for e in game.log if e.act == BATTLE),
        wars_defeated=sum(1 for e in game.log if e.act == WAR_DEFEATED),
        senators_lost=sum(deaths.values()),
        lost_by_faction=dict(deaths),
    )
