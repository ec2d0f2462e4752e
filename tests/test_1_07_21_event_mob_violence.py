"""Mob Violence / More Mob Violence (1.07.21, D2-05): chits equal to the Unrest Level (+1d6 on
the severe side); Senators in Rome with Popularity below the Unrest Level (+1 severe) die."""

from __future__ import annotations

import pytest

from engine.context import Context
from engine.state import Location
from tests.builders import add_senator
from tests.event_support import PLAYER, Chits, place, table
from tests.interpreted_support import PATCHES_A_FUNCTION


def crowd() -> tuple[Context, list[int]]:
    """Unrest 3; in Rome Popularity 2 and 3; a Governor with Popularity 0."""
    ctx = table()
    ctx.state.unrest = 3
    low = add_senator(ctx, PLAYER, "low", popularity=2)
    even = add_senator(ctx, 1, "even", popularity=3)
    away = add_senator(ctx, 2, "away", popularity=0, location=Location.PROVINCE)
    ids = [low.family_id, even.family_id, away.family_id]
    return ctx, ids


@PATCHES_A_FUNCTION
@pytest.mark.effect("event", "mob_violence")
def test_mob_violence_kills_senators_in_rome_below_the_unrest_level(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, ids = crowd()
    chits = Chits(monkeypatch, ids)
    place(ctx, "evt-mob-violence")
    assert chits.counts == [3]
    assert chits.killed == ["low"]


@PATCHES_A_FUNCTION
@pytest.mark.effect("event", "mob_violence")
def test_more_mob_violence_adds_a_die_of_chits_and_reaches_the_unrest_level(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, ids = crowd()
    ctx.state.events["evt-mob-violence"] = 1
    chits = Chits(monkeypatch, ids)
    ctx.dice.script([4])
    place(ctx, "evt-mob-violence")
    assert ctx.state.events["evt-mob-violence"] == 2
    assert chits.counts == [7]
    assert chits.killed == ["low", "even"]


@PATCHES_A_FUNCTION
def test_further_mob_violence_resolves_as_more_mob_violence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, ids = crowd()
    ctx.state.events["evt-mob-violence"] = 2
    chits = Chits(monkeypatch, ids)
    ctx.dice.script([1])
    place(ctx, "evt-mob-violence")
    assert ctx.state.events["evt-mob-violence"] == 3
    assert chits.counts == [4]
    assert chits.killed == ["low", "even"]


@PATCHES_A_FUNCTION
def test_evil_omens_lower_the_extra_die(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, ids = crowd()
    ctx.state.events.update({"evt-mob-violence": 1, "evt-evil-omens": 1})
    chits = Chits(monkeypatch, ids)
    ctx.dice.script([4])
    place(ctx, "evt-mob-violence")
    assert chits.counts == [6]


@PATCHES_A_FUNCTION
def test_no_unrest_no_chits(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, ids = crowd()
    ctx.state.unrest = 0
    chits = Chits(monkeypatch, ids)
    place(ctx, "evt-mob-violence")
    assert chits.counts == [0]
    assert chits.killed == []
