"""An Assassination announced between Prosecutions (1.09.7, 1.09.71): before each charge the
Censor's faction may announce one on its ``senate.prosecution`` decision, which is built again
from the state the attempt left; the other factions announce theirs when called to vote on a
Prosecution (engine/senate/vote_attempts.py). Seed 3, four factions, turn 1: the Censor's
faction is about to bring its first charge, against Senators of three other factions."""

from __future__ import annotations

from bots.base_faction import BaseFactionBot
from engine.base.game import new_base_game
from engine.game import Game
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.senate.decisions import SENATE_PROSECUTION
from tests.base_game_support import assassinate, play_until


def the_censors_charge() -> tuple[Game, int, str]:
    """The game, the Censor's seat, and an Accused of another faction he may charge."""
    game = play_until(new_base_game("early", 4, 3), SENATE_PROSECUTION)
    decision = game.pending
    assert decision is not None
    seat, senators = decision.actor, game.state.senators
    accused = next(
        key
        for o in decision.options
        if o.key.startswith("prosecution:") and senators[key := o.key.split(":")[1]].faction != seat
    )
    return game, seat, accused


def test_the_censors_faction_may_announce_an_attempt_before_a_charge() -> None:
    game, seat, accused = the_censors_charge()
    decision = game.pending
    assert decision is not None
    targets = {o.key.removeprefix(ATTEMPT_PREFIX) for o in decision.options}
    assert accused in targets
    own = {s.key for s in game.state.faction_senators(seat)}
    assert not own & targets, "never on its own Senator (1.09.7)"
    assassinate(game, accused, 6)
    again = game.pending
    assert again is not None and again.kind == SENATE_PROSECUTION and again.actor == seat
    keys = {o.key for o in again.options}
    assert not any(k.startswith(f"prosecution:{accused}:") for k in keys), "the Accused died"
    assert not any(k.startswith(ATTEMPT_PREFIX) for k in keys), "one attempt a turn (1.09.7)"
    assert any(e.rule.startswith("1.09.72") for e in game.log)


def test_the_base_faction_bot_announces_one_on_a_rival_about_to_win() -> None:
    game, seat, accused = the_censors_charge()
    decision = game.pending
    assert decision is not None
    bot = BaseFactionBot(seat)
    assert not bot.decide(game.view(seat), decision).key.startswith(ATTEMPT_PREFIX)
    game.state.senators[accused].influence = 32
    choice = bot.decide(game.view(seat), decision)
    assert choice.key == ATTEMPT_PREFIX + accused
    assert choice.why is not None and choice.why.rule == "1.09.7"
