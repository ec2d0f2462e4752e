"""The order of calling the factions to vote (1.09.12, 1.09.14): by default clockwise from the
proposer's faction; under the switch ``senate_vote_order=chosen`` the Presiding Magistrate's
faction names the faction called first before each vote, the rest following clockwise."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.context import GameOptions
from engine.game import Game
from engine.queries import seats_from
from engine.senate.decisions import SENATE_CONSUL_NOMINEE, SENATE_VOTE, SENATE_VOTE_ORDER
from tests.base_game_support import base_game_at

CHOSEN = GameOptions(rulings=(("senate_vote_order", "chosen"),))


def nominate(game: Game) -> int:
    """The Presiding Magistrate names the first pair offered; his seat."""
    assert game.pending is not None and game.pending.kind == SENATE_CONSUL_NOMINEE
    chair = game.pending.actor
    for _ in range(2):
        assert game.pending is not None
        game.apply(game.pending.options[0].key)
    return chair


def callers(game: Game) -> list[int]:
    """The factions called to vote, in order, each voting nay without buying votes."""
    called: list[int] = []
    while game.pending is not None and game.pending.kind in (SENATE_VOTE, "senate.vote_talents"):
        if game.pending.kind == SENATE_VOTE:
            called.append(game.pending.actor)
            game.apply("nay")
        else:
            game.apply("0")
    return called


def test_by_default_the_proposer_is_called_first_then_clockwise() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=4)
    chair = nominate(game)
    assert callers(game) == seats_from(chair, 4)


def test_the_presiding_magistrate_names_the_faction_called_first() -> None:
    game = base_game_at(SENATE_CONSUL_NOMINEE, factions=4, options=CHOSEN)
    chair = nominate(game)
    order = game.pending
    assert order is not None and order.kind == SENATE_VOTE_ORDER and order.actor == chair
    assert order.context["proposer"] == chair
    keys = [o.key for o in order.options]
    assert keys == [f"seat:{s}" for s in seats_from(chair, 4)]
    bot = BaseFactionBot(chair).decide(game.view(chair), order)
    assert bot.key == f"seat:{(chair + 1) % 4}"  # its own faction last
    assert bot.why is not None and "last" in bot.why.text
    first = (chair + 2) % 4
    game.apply(f"seat:{first}")
    assert callers(game) == seats_from(first, 4)
