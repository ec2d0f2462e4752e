"""1.10.71 Capture and Ransom: if the last of two or more Mortality Chits drawn for a Disaster,
Stalemate or Standoff names the Commander or his Master of Horse, he is captured, not killed;
he keeps his offices, is no Proconsul, and may be ransomed for the larger of 10 T and 2 T per
Influence from his talents and his Faction Treasury until his War is defeated, when he dies. A
Neutral pays only from the Captive's own talents, on the Dominant Player's word (spec 4.02.2,
4.03.1)."""

from __future__ import annotations

import pytest

from bots.neutral import NeutralBot
from engine.captives import DECLINE, PAY, PAY_FROM_FACTION, RANSOM
from engine.context import Context
from engine.game import Game
from engine.phases.combat import combat_phase
from engine.state import ACTIVE_FORCES, Location, Office, Senator
from engine.treasury import money_in_play
from tests.combat_support import (
    IMPERIALS,
    PLAYER,
    Chits,
    combat_table,
    commander,
    fight,
    ride_with,
    send,
    units_at,
)
from tests.event_support import war_in_play
from tests.interpreted_support import PATCHES_A_FUNCTION

STALEMATE = [2, 3, 3]
"""Natural 8 against the 1st Gallic War with 10 Legions and MIL 2: 10, a Stalemate losing 3."""


def commander_in_gaul(seat: int = PLAYER) -> tuple[Context, Senator, int]:
    """A Commander (MIL 2, INF 7) with 10 Legions against the 1st Gallic War."""
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, seat, military=2, influence=7)
    send(ctx, general, gallic, legions=10)
    return ctx, general, gallic


@PATCHES_A_FUNCTION
def test_the_last_of_two_or_more_chits_captures(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, general, gallic = commander_in_gaul()
    Chits(monkeypatch, ["blank", "blank", general.family_id])
    fight(ctx, STALEMATE, {RANSOM: [DECLINE]})
    assert general.location is Location.CAPTIVE
    assert general.captive_of == gallic
    assert general.offices == [Office.FIELD_CONSUL]
    assert units_at(ctx, f"war:{gallic}") == (7, 0)
    assert all(u.commander is None for u in ctx.state.legions)


@PATCHES_A_FUNCTION
def test_a_chit_that_is_not_the_last_kills(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, general, _ = commander_in_gaul()
    Chits(monkeypatch, [general.family_id, "blank", "blank"])
    fight(ctx, STALEMATE)
    assert ctx.state.senators[general.key] is not general


@PATCHES_A_FUNCTION
def test_a_single_chit_kills(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    Chits(monkeypatch, [general.family_id])
    fight(ctx, [3, 3, 4])
    assert ctx.state.senators[general.key] is not general


@PATCHES_A_FUNCTION
def test_no_capture_in_a_victory(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    general = commander(ctx, PLAYER, military=2)
    send(ctx, general, gallic, legions=10)
    Chits(monkeypatch, ["blank", general.family_id])
    fight(ctx, [4, 5, 5])
    assert ctx.state.senators[general.key] is not general
    assert units_at(ctx, ACTIVE_FORCES) == (8, 0)


@PATCHES_A_FUNCTION
def test_a_captured_dictators_master_of_horse_returns_to_rome(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    dictator = commander(ctx, PLAYER, military=1, office=Office.DICTATOR)
    master = commander(ctx, PLAYER, military=1, office=Office.MASTER_OF_HORSE)
    send(ctx, dictator, gallic, legions=10)
    ride_with(ctx, master, dictator)
    Chits(monkeypatch, ["blank", "blank", dictator.family_id])
    fight(ctx, STALEMATE, {RANSOM: [DECLINE]})
    assert dictator.location is Location.CAPTIVE
    assert Office.DICTATOR in dictator.offices
    assert master.location is Location.ROME
    assert Office.MASTER_OF_HORSE in master.offices


def test_the_ransom_is_10_or_2_per_influence() -> None:
    ctx = combat_table()
    ransom = ctx.catalog.tables.ransom
    assert ransom.amount(3) == 10
    assert ransom.amount(7) == 14


@PATCHES_A_FUNCTION
def test_a_player_ransoms_his_captive_from_his_talents_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, general, _ = commander_in_gaul()
    general.talents = 5
    ctx.state.factions[PLAYER].treasury = 20
    ctx.state.bank_flow = money_in_play(ctx.state)
    Chits(monkeypatch, ["blank", "blank", general.family_id])
    _, player = fight(ctx, STALEMATE, {RANSOM: [PAY]})
    (decision,) = [d for d in player.seen if d.kind == RANSOM]
    assert decision.options.keys() == [PAY, PAY_FROM_FACTION, DECLINE]
    assert decision.context["ransom"] == 14
    assert general.location is Location.ROME
    assert general.captive_of is None
    assert (general.talents, ctx.state.factions[PLAYER].treasury) == (0, 11)
    assert money_in_play(ctx.state) == ctx.state.bank_flow


@PATCHES_A_FUNCTION
def test_a_player_may_pay_from_the_faction_treasury_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, general, _ = commander_in_gaul()
    general.talents = 5
    ctx.state.factions[PLAYER].treasury = 20
    Chits(monkeypatch, ["blank", "blank", general.family_id])
    fight(ctx, STALEMATE, {RANSOM: [PAY_FROM_FACTION]})
    assert (general.talents, ctx.state.factions[PLAYER].treasury) == (5, 6)


@PATCHES_A_FUNCTION
def test_no_ransom_is_offered_that_cannot_be_paid(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, general, _ = commander_in_gaul()
    Chits(monkeypatch, ["blank", "blank", general.family_id])
    _, player = fight(ctx, STALEMATE)
    assert [d for d in player.seen if d.kind == RANSOM] == []
    assert general.location is Location.CAPTIVE


@PATCHES_A_FUNCTION
def test_a_neutrals_ransom_is_delegated_and_paid_from_the_captives_talents(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, general, _ = commander_in_gaul(IMPERIALS)
    general.talents = 20
    ctx.state.factions[IMPERIALS].treasury = 50
    Chits(monkeypatch, ["blank", "blank", general.family_id])
    ctx.dice.script(STALEMATE)
    game = Game(ctx, combat_phase, 0)
    decision = game.pending
    assert decision is not None
    assert (decision.kind, decision.actor, decision.delegate_to) == (RANSOM, IMPERIALS, PLAYER)
    assert decision.options.keys() == [PAY, DECLINE]
    game.apply(NeutralBot().decide(game.view(PLAYER), decision))
    assert general.location is Location.ROME
    assert (general.talents, ctx.state.factions[IMPERIALS].treasury) == (6, 50)


@PATCHES_A_FUNCTION
def test_a_neutral_never_ransoms_from_its_faction_treasury(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, general, _ = commander_in_gaul(IMPERIALS)
    general.talents = 13
    ctx.state.factions[IMPERIALS].treasury = 50
    Chits(monkeypatch, ["blank", "blank", general.family_id])
    ctx.dice.script(STALEMATE)
    game = Game(ctx, combat_phase, 0)
    assert game.pending is None
    assert general.location is Location.CAPTIVE


def test_ransom_may_be_paid_at_the_start_of_the_next_combat_phase() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    captive = commander(ctx, PLAYER, influence=2, office=None)
    captive.location = Location.CAPTIVE
    captive.captive_of = gallic
    captive.talents = 10
    _, player = fight(ctx, answers={RANSOM: [PAY]})
    assert [d.kind for d in player.seen] == [RANSOM]
    assert captive.location is Location.ROME


def test_captives_die_when_their_war_is_defeated() -> None:
    ctx = combat_table()
    gallic = war_in_play(ctx, "war-gallic-1")
    captive = commander(ctx, PLAYER, influence=2, office=None)
    captive.location = Location.CAPTIVE
    captive.captive_of = gallic
    general = commander(ctx, PLAYER, military=5)
    send(ctx, general, gallic, legions=15)
    fight(ctx, [6, 6, 6])
    assert ctx.state.senators.get(captive.key) is not captive
