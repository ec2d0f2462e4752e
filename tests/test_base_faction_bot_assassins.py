"""The base-faction bot's Assassinations (issue 34, 1.09.7): it announces one on a rival about to
win (Consul for Life, or by Influence as the Era ends), or on a rival's Faction Leader of high
Influence only when its Assassin cards make the kill likely and the catch unlikely, sends its
least influential Senator but its Leader with every card, and says why. Seed 3, four factions,
the first Consular vote, Player 1 (seat 0) to answer, holding one Assassin card; Acilius leads
Player 2, Fabius sits for it, Cornelius for Player 4."""

from __future__ import annotations

from dataclasses import replace

from bots.base_assassins import odds
from bots.base_faction import BaseFactionBot
from engine.decision import Choice, Option
from engine.game import Game
from engine.senate.assassins import ATTEMPT_PREFIX
from tests.base_game_support import base_game_at

ACILIUS, CORNELIUS, FABIUS = "fam-12-acilius", "fam-01-cornelius", "fam-02-fabius"


def first_vote() -> Game:
    game = base_game_at("senate.vote", factions=4)
    assert game.pending is not None and game.pending.actor == 0
    assert game.state.factions[1].leader == ACILIUS
    return game


def answer(game: Game) -> Choice:
    assert game.pending is not None
    return BaseFactionBot(0).decide(game.view(0), game.pending)


def discard_assassins(game: Game) -> list[int]:
    """Seat 0's Assassin cards, taken from its hand to the discard pile."""
    hand, catalog = game.state.factions[0].hand, game.context.catalog
    cards = [n for n in hand if catalog.entry(n).key == "assassin"]
    for card_no in cards:
        hand.remove(card_no)
        game.state.discard.append(card_no)
    return cards


def test_it_votes_when_nothing_is_worth_the_risk() -> None:
    game = first_vote()
    choice = answer(game)
    assert choice.key in ("aye", "nay") and choice.why is not None


def test_it_attacks_a_rival_near_the_automatic_consul_for_life() -> None:
    game = first_vote()
    game.state.senators[CORNELIUS].influence = 31
    choice = answer(game)
    assert choice.key == ATTEMPT_PREFIX + CORNELIUS
    assert choice.why is not None and "1.09.822" in choice.why.text


def test_it_attacks_a_consul_for_life_nominee() -> None:
    game = first_vote()
    assert game.pending is not None
    vote = replace(game.pending, context={"proposal": f"consul_for_life:{CORNELIUS}"})
    choice = BaseFactionBot(0).decide(game.view(0), vote)
    assert choice.key == ATTEMPT_PREFIX + CORNELIUS
    assert choice.why is not None and "would be Consul for Life" in choice.why.text


def test_it_attacks_a_rival_leader_only_with_the_odds_its_cards_give() -> None:
    game = first_vote()
    game.state.senators[ACILIUS].influence = 12
    [card] = discard_assassins(game)
    assert not answer(game).key.startswith(ATTEMPT_PREFIX), "no Assassin card, no attempt"
    game.state.discard.remove(card)
    game.state.factions[0].hand.append(card)
    chances = odds(game.view(0), ACILIUS, 1)
    assert (chances.kill, chances.caught) == (3 / 6, 1 / 6)  # 1d6+1: 5-7 kill, 2 caught
    choice = answer(game)
    assert choice.key == ATTEMPT_PREFIX + ACILIUS
    assert choice.why is not None and "50% to kill, 17% to be caught" in choice.why.text
    game.state.open_bodyguards[ACILIUS] = game.state.deck[0]
    assert not answer(game).key.startswith(ATTEMPT_PREFIX), "an Open Bodyguard spoils the odds"


def test_it_sends_its_least_influential_senator_but_its_leader_with_every_card() -> None:
    game = first_vote()
    game.state.senators[CORNELIUS].influence = 31
    game.apply(answer(game))
    assert game.pending is not None and game.pending.kind == "senate.assassin"
    choice = answer(game)
    assert isinstance(choice, Option)
    sent, cards = choice.key.split("@")
    leader = game.state.factions[0].leader
    ours = [s for s in game.state.faction_senators(0) if s.key != leader]
    assert sent == min(ours, key=lambda s: (s.influence, s.key)).key and cards == "1"


def test_it_attacks_the_strongest_senator_of_the_influence_leader_as_the_era_ends() -> None:
    game = first_vote()
    game.state.senators[FABIUS].influence = 15  # Player 2 leads in Influence, 23 to 16
    assert not answer(game).key.startswith(ATTEMPT_PREFIX)
    game.state.era_ends_drawn = True
    choice = answer(game)
    assert choice.key == ATTEMPT_PREFIX + FABIUS
    assert choice.why is not None and "as the Era ends (1.12.2)" in choice.why.text
