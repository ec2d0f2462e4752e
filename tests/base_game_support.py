"""Helpers for the base game's rule tests: a seeded base game played by random bots up to the
first decision of a kind, so a test can answer it by hand (issue 34)."""

from __future__ import annotations

from dataclasses import replace

from bots.random_agent import RandomAgent
from engine.base.game import new_base_game
from engine.context import SETUP_ONLY, GameOptions
from engine.decision import Decision, Option, OptionList
from engine.decisions import ASSASSINATION_BODYGUARDS
from engine.game import Game
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.senate.decisions import (
    SENATE_ASSASSIN,
    SENATE_GOVERNOR_TANDEM,
    SENATE_PROSECUTION,
    SENATE_TRIBUNE_NOMINATION,
    SENATE_TRIBUNE_PROPOSAL,
    SENATE_VOTE,
)
from engine.senate.governor_tandem import NONE
from engine.senate.tribune_claims import CLAIM, SUSPEND
from engine.senate.tribune_interjections import PASS
from engine.state import Senator

CLAIMS = (CLAIM, SUSPEND)
"""A Tribune's options on a vote (1.09.151, 1.09.642)."""


def play_until(game: Game, kind: str, limit: int = 20_000) -> Game:
    """Answer every decision with random bots until one of ``kind`` is pending; a Tribune is
    never played to propose or nominate (1.09.151), so the Senate's proposals are the Presiding
    Magistrate's and a test knows who put each (nor during a vote, 1.09.642); Governors are
    elected one at a time (1.09.5); no Assassination is announced on a vote or between
    Prosecutions (1.09.7), so the bots pick among the options they always had."""
    agents = [RandomAgent(seat) for seat in range(len(game.state.factions))]
    for _ in range(limit):
        decision = game.pending
        assert decision is not None, f"the game ended before a {kind} decision"
        if decision.kind == kind:
            return game
        if decision.kind in (SENATE_TRIBUNE_PROPOSAL, SENATE_TRIBUNE_NOMINATION):
            game.apply(PASS)
            continue
        if decision.kind == SENATE_GOVERNOR_TANDEM:
            game.apply(NONE)
            continue
        if decision.kind in (SENATE_VOTE, SENATE_PROSECUTION):
            decision = without_claims(without_attempts(decision))
        game.apply(agents[decision.actor].decide(game.view(decision.actor), decision))
    raise AssertionError(f"no {kind} decision within {limit} answers")


def play_until_vote(game: Game, proposal: str, limit: int = 500) -> Game:
    """Play on (``play_until``, each vote before it answered ``nay`` by its first faction) to the
    first vote on a proposal whose key starts with ``proposal``."""
    for _ in range(limit):
        play_until(game, SENATE_VOTE)
        assert game.pending is not None
        if str(game.pending.context["proposal"]).startswith(proposal):
            return game
        game.apply("nay")
    raise AssertionError(f"no vote on {proposal} within {limit} votes")


def assassinate(game: Game, target: str, die: int) -> Senator:
    """The faction to answer announces an Assassination of ``target`` (1.09.7), sends its first
    Senator in Rome who is not its Faction Leader with no Assassin card, rolls ``die``
    (1.09.72), and the target plays no Secret Bodyguard (1.09.73). The assassin."""
    assert game.pending is not None
    seat = game.pending.actor
    game.context.dice.script([die])
    game.apply(ATTEMPT_PREFIX + target)
    assert game.pending is not None and game.pending.kind == SENATE_ASSASSIN
    leader = game.state.factions[seat].leader
    key = next(
        o.key
        for o in game.pending.options
        if o.key.endswith("@0") and not o.key.startswith(f"{leader}@")
    )
    assassin = game.state.senators[key.split("@")[0]]
    game.apply(key)
    if game.pending is not None and game.pending.kind == ASSASSINATION_BODYGUARDS:
        game.apply("0")
    return assassin


def without_attempts(decision: Decision) -> Decision:
    """The decision without the Assassinations it offers (1.09.7)."""
    options = [
        o
        for o in decision.options
        if isinstance(o, Option) and not o.key.startswith(ATTEMPT_PREFIX)
    ]
    return replace(decision, options=OptionList(options))


def without_claims(decision: Decision) -> Decision:
    """The vote without a Tribune's claim of the next proposal or suspension (1.09.151,
    1.09.642)."""
    options = [o for o in decision.options if isinstance(o, Option) and o.key not in CLAIMS]
    return replace(decision, options=OptionList(options))


def adjourn(game: Game) -> None:
    """The Presiding Magistrate adjourns; no faction plays a Tribune to keep the Senate open
    (1.09.6, 1.09.151)."""
    game.apply("adjourn")
    while game.pending is not None and game.pending.kind == SENATE_TRIBUNE_PROPOSAL:
        game.apply(PASS)


def give_tribunes(game: Game, *seats: int) -> list[int]:
    """Every Tribune card out of play, then one in each of ``seats``' hands; the cards given."""
    ctx, state = game.context, game.state
    tribunes = [n for n in ctx.catalog.cards if ctx.catalog.entry(n).key == "tribune"]
    for pile in (state.deck, state.discard, *(f.hand for f in state.factions)):
        for card in tribunes:
            if card in pile:
                pile.remove(card)
    for seat, card in zip(seats, tribunes, strict=False):
        state.factions[seat].hand.append(card)
    return tribunes[: len(seats)]


def with_tribune(
    kind: str, scenario: str = "early", options: GameOptions | None = None, seed: int = 3
) -> tuple[Game, int, int]:
    """A three-faction game at its first decision of ``kind`` (the Presiding Magistrate's), a
    Tribune in the next seat's hand: the game, the Presiding Magistrate's seat and the
    Tribune's."""
    game = base_game_at(kind, scenario=scenario, factions=3, seed=seed, options=options)
    assert game.pending is not None
    chair = game.pending.actor
    seat = (chair + 1) % 3
    give_tribunes(game, seat)
    return game, chair, seat


def pass_tribunes(game: Game) -> None:
    """Every faction offered to play a Tribune to propose or nominate keeps it (1.09.151)."""
    while game.pending is not None and game.pending.kind in (
        SENATE_TRIBUNE_PROPOSAL,
        SENATE_TRIBUNE_NOMINATION,
    ):
        game.apply(PASS)


def base_game_at(
    kind: str,
    scenario: str = "early",
    factions: int = 4,
    seed: int = 3,
    options: GameOptions | None = None,
) -> Game:
    """A new base game played up to its first decision of ``kind``."""
    return play_until(new_base_game(scenario, factions, seed, options), kind)


VOTING = {
    "senate.vote": None,
    "senate.vote_talents": "0",
    "senate.unanimous_defeat": "lose_influence",
}
"""The decisions of a vote, with the answer given to all but the votes themselves."""


def answer_votes(game: Game, vote: str) -> None:
    """Every faction votes ``vote`` and buys no extra votes; a Presiding Magistrate defeated
    unanimously keeps the chair (1.09.144)."""
    while game.pending is not None and game.pending.kind in VOTING:
        game.apply(VOTING[game.pending.kind] or vote)


def set_up(scenario: str, factions: int, seed: int) -> Game:
    """A base game's set-up (``setup_only``), its decisions answered by random bots."""
    game = new_base_game(scenario, factions, seed, SETUP_ONLY)
    agents = [RandomAgent(seat) for seat in range(factions)]
    while game.pending is not None:
        decision = game.pending
        game.apply(agents[decision.actor].decide(game.view(decision.actor), decision))
    return game
