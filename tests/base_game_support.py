"""Helpers for the base game's rule tests: a seeded base game played by random bots up to the
first decision of a kind, so a test can answer it by hand (issue 34)."""

from __future__ import annotations

from bots.random_agent import RandomAgent
from engine.base.game import new_base_game
from engine.context import SETUP_ONLY, GameOptions
from engine.game import Game
from engine.senate.decisions import SENATE_TRIBUNE_NOMINATION, SENATE_TRIBUNE_PROPOSAL
from engine.senate.tribune_interjections import PASS


def play_until(game: Game, kind: str, limit: int = 20_000) -> Game:
    """Answer every decision with random bots until one of ``kind`` is pending; a Tribune is
    never played to propose or nominate (1.09.151), so the Senate's proposals are the Presiding
    Magistrate's and a test knows who put each."""
    agents = [RandomAgent(seat) for seat in range(len(game.state.factions))]
    for _ in range(limit):
        decision = game.pending
        assert decision is not None, f"the game ended before a {kind} decision"
        if decision.kind == kind:
            return game
        if decision.kind in (SENATE_TRIBUNE_PROPOSAL, SENATE_TRIBUNE_NOMINATION):
            game.apply(PASS)
            continue
        game.apply(agents[decision.actor].decide(game.view(decision.actor), decision))
    raise AssertionError(f"no {kind} decision within {limit} answers")


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
    kind: str, scenario: str = "early", options: GameOptions | None = None
) -> tuple[Game, int, int]:
    """A three-faction game at its first decision of ``kind`` (the Presiding Magistrate's), a
    Tribune in the next seat's hand: the game, the Presiding Magistrate's seat and the
    Tribune's."""
    game = base_game_at(kind, scenario=scenario, factions=3, options=options)
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
