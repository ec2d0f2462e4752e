"""How a game ended, in words and numbers (1.12, 4.08): the way it ended with its rule and what
decided it (the rolls, the Wars, from the last turn's log), the turn, each faction's final
Influence and votes, and what it cost."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.combat import active_war_cards
from engine.game import Game
from engine.outcome import EndReason
from engine.queries import faction_votes
from engine.victory import influence_total, wars_to_fall
from presentation.log import line_text, log_entries, shown_event
from presentation.model import Line

ENDINGS: dict[EndReason, str] = {
    "era_ends": "the Era Ends card came up: the faction with the most Influence wins",
    "era_ends_consul_for_life": "the Era Ends card came up with a Consul for Life in office: "
    "his faction wins",
    "consul_for_life": "a Senator became Consul for Life: his faction wins",
    "four_active_wars": "{wars} Active Wars at once: Rome falls and everyone loses",
    "bankruptcy": "the State could not pay its debts: Rome falls and everyone loses",
    "people_revolt": "the people revolted (Unrest too high): everyone loses",
    "player_eliminated": "a Player faction lost its last Senator",
    "player_quit": "a Player faction was left without Senators",
    "rebel_wins": "the Rebel marched on Rome and won",
    "republic_falls": "the Rebel could not hold Rome: the Republic falls and everyone loses",
}
"""What each way a game ends means, in our own words (1.12, 4.08); ``{wars}`` is the number of
Active Wars that ends the game (four, 1.12.1, unless a handicap sets another)."""

CAUSES: dict[str, frozenset[str]] = {
    "four_active_wars": frozenset({"war", "prosecution", "battle", "leader", "revolt"}),
    "people_revolt": frozenset(
        {"state_of_the_republic", "people_revolt", "unrest", "mob_violence"}
    ),
    "bankruptcy": frozenset({"bankruptcy", "debit", "low_treasury", "annual_revenue"}),
}
"""The acts of the last turn that tell how a game was lost, by the way it ended; the act that
ended it is always told."""

DECISIVE_LINES = 6
"""The most lines the ending tells of what decided it: the latest."""

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
"""How the number of Active Wars that ends a game is written."""


@dataclass(frozen=True, slots=True)
class FactionResult:
    """One faction at the end: its name, combined Influence and votes (1.12.2), and whether
    it won."""

    seat: int
    name: str
    influence: int
    votes: int
    winner: bool


@dataclass(frozen=True, slots=True)
class Ending:
    """The end of a game (or the game so far): who won, how, by which rule, on which turn,
    every faction's standing, and what it cost."""

    over: bool
    winner: str
    reason: str
    rule: str
    how: str
    turn: int
    factions: tuple[FactionResult, ...]
    wars: int
    battles: int
    wars_defeated: int
    senators_lost: int
    lost_by_faction: dict[str, int]
    decisive: tuple[Line, ...] = ()
    """What decided it, from the log of the last turn: the rolls, the Wars, each with its rule."""

    def lines(self) -> list[str]:
        """The ending as lines a person reads."""
        lost = ", ".join(f"{name}: {n}" for name, n in self.lost_by_faction.items()) or "none"
        standings = [
            f"  {f.name}: Influence {f.influence}, votes {f.votes}"
            + ("  (winner)" if f.winner else "")
            for f in self.factions
        ]
        return [
            f"Winner: {self.winner}",
            f"How: {self.how} ({self.rule})",
            *(f"  {line_text(line)}" for line in self.decisive),
            f"Turn: {self.turn}",
            "Final Influence and votes (1.12.2):",
            *standings,
            f"Wars in play: {self.wars}, battles fought: {self.battles}, "
            f"wars defeated: {self.wars_defeated}",
            f"Senators lost: {self.senators_lost} ({lost})",
        ]


def ending(game: Game) -> Ending:
    """How ``game`` ended (or "nobody yet" while it runs)."""
    ctx = game.context
    result = game.result
    if result is None:
        winner, reason, rule, how = "nobody yet", "in_progress", "-", "in progress"
    else:
        winner = "nobody" if result.winner is None else ctx.faction_name(result.winner)
        reason, rule = result.reason, result.rule
        how = ENDINGS[result.reason].format(wars=NUMBER_WORDS[wars_to_fall(ctx)])
    factions = tuple(
        FactionResult(
            f.seat,
            ctx.faction_name(f.seat),
            influence_total(ctx, f.seat),
            faction_votes(ctx.state.senators.values(), f.seat),
            result is not None and result.winner == f.seat,
        )
        for f in game.state.factions
    )
    log = game.log
    decided = () if result is None else decisive(game, result.reason)
    wars = {e.data.get("war") for e in log if e.act == "war"}
    deaths = Counter(e.actor for e in log if e.act == "death")
    return Ending(
        over=result is not None,
        winner=winner,
        reason=reason,
        rule=rule,
        how=how,
        turn=game.state.turn,
        factions=tuple(sorted(factions, key=lambda f: (-f.influence, f.seat))),
        wars=len(wars - {None}),
        battles=sum(1 for e in log if e.act == "battle"),
        wars_defeated=sum(1 for e in log if e.act == "war_defeated"),
        senators_lost=sum(deaths.values()),
        lost_by_faction=dict(deaths),
        decisive=decided,
    )


def decisive(game: Game, reason: str) -> tuple[Line, ...]:
    """What decided the game, from its last turn's log: the act that ended it and, by the way it
    ended, the Wars that came or stayed, the Unrest roll, the debts (``CAUSES``), with their
    dice and rules; for a fall to the Active Wars, which Wars they were (1.12.1)."""
    last = [e for e in game.log if e.turn == game.state.turn and e.act != "phase"]
    if not last:
        return ()
    acts = CAUSES.get(reason, frozenset()) | {last[-1].act}
    lines = [entry.line() for entry in log_entries(last) if shown_event(entry).act in acts]
    told = lines[-DECISIVE_LINES:]
    if reason == "four_active_wars":
        catalog = game.context.catalog
        names = ", ".join(catalog.card_name(n) for n in sorted(active_war_cards(game.state)))
        told.append(Line(f"the Active Wars: {names}", "1.12.1", topic="war"))
    return tuple(told)
