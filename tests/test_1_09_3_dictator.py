"""The Dictator (1.09.3-1.09.33): only with 3 or more Active Wars or one of combined Land and
Fleet Strength 20 or more; appointed by the Consuls (no vote) or elected; he takes 7 Influence,
presides, and names a Master of Horse, who takes 3."""

from __future__ import annotations

from engine.base.game import new_base_game
from engine.context import SETUP_ONLY
from engine.senate.decisions import (
    SENATE_DICTATOR_AGREE,
    SENATE_DICTATOR_APPOINT,
    SENATE_MASTER_OF_HORSE,
)
from engine.senate.dictator import dictator_war_condition
from engine.state import Office, WarStatus
from tests.base_game_support import base_game_at


def test_the_war_condition() -> None:
    game = new_base_game("early", 4, 1, options=SETUP_ONLY)
    ctx, state = game.context, game.state
    assert not dictator_war_condition(ctx)
    punic = next(iter(state.wars))
    state.wars[punic] = WarStatus.ACTIVE
    assert dictator_war_condition(ctx)  # the 1st Punic War: 10 Land + 10 Fleet Strength
    state.naval_victories.append(punic)
    assert not dictator_war_condition(ctx)  # a Naval Victory: its Fleet Strength counts 0
    others = [c.card_no for c in ctx.catalog.wars.wars if c.card_no != punic][:2]
    for card in others:
        state.wars[card] = WarStatus.ACTIVE
    assert dictator_war_condition(ctx)  # three Active Wars


def test_the_consuls_appoint_a_dictator_who_names_his_master_of_horse() -> None:
    game = base_game_at(SENATE_DICTATOR_APPOINT, seed=1, factions=5)
    decision = game.pending
    assert decision is not None
    dictator = game.state.senators[decision.options[0].key]
    before = dictator.influence
    game.apply(dictator.key)
    if game.pending is not None and game.pending.kind == SENATE_DICTATOR_AGREE:
        game.apply("agree")
    assert Office.DICTATOR in dictator.offices and dictator.influence == before + 7
    horse_decision = game.pending
    assert horse_decision is not None and horse_decision.kind == SENATE_MASTER_OF_HORSE
    assert horse_decision.actor == dictator.faction
    horse = game.state.senators[horse_decision.options[0].key]
    influence = horse.influence
    game.apply(horse.key)
    assert Office.MASTER_OF_HORSE in horse.offices and horse.influence == influence + 3
    presides = [e for e in game.log if e.act == "office" and "presides" in e.text]
    assert presides[-1].rule == "1.09.33"
