"""Epidemic / Foreign Epidemic (1.07.21, D2-19, D2-30): six chits against Senators in Rome, or
only the first Governor, Proconsul, Captive or Rebel drawn; later results are Foreign."""

from __future__ import annotations

import pytest

from engine.context import Context
from engine.state import Location
from tests.builders import add_senator
from tests.event_support import PLAYER, Chits, place, table
from tests.interpreted_support import PATCHES_A_FUNCTION


def town_and_country() -> tuple[Context, dict[str, int]]:
    """A Senator in Rome, a Governor, a Captive and an unaligned Senator in the Forum."""
    ctx = table()
    rome = add_senator(ctx, PLAYER, "rome")
    governor = add_senator(ctx, 1, "governor", location=Location.PROVINCE)
    captive = add_senator(ctx, 2, "captive", location=Location.CAPTIVE)
    forum = add_senator(ctx, None, "forum")
    ids = {s.key: s.family_id for s in (rome, governor, captive, forum)}
    return ctx, ids


@PATCHES_A_FUNCTION
@pytest.mark.effect("event", "epidemic")
def test_epidemic_draws_six_chits_against_senators_in_rome(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, ids = town_and_country()
    chits = Chits(monkeypatch, list(ids.values()))
    place(ctx, "evt-epidemic")
    assert chits.counts == [6]
    assert chits.killed == ["rome"]


@PATCHES_A_FUNCTION
@pytest.mark.effect("event", "epidemic")
def test_foreign_epidemic_kills_only_the_first_senator_away_from_rome(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, ids = town_and_country()
    ctx.state.events["evt-epidemic"] = 1
    chits = Chits(monkeypatch, [ids["forum"], ids["rome"], ids["captive"], ids["governor"]])
    place(ctx, "evt-epidemic")
    assert ctx.state.events["evt-epidemic"] == 2
    assert chits.counts == [6]
    assert chits.killed == ["captive"]


def test_foreign_epidemic_with_nobody_away_drawn_kills_nobody(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx, ids = town_and_country()
    ctx.state.events["evt-epidemic"] = 1
    chits = Chits(monkeypatch, [ids["rome"], ids["forum"]])
    place(ctx, "evt-epidemic")
    assert chits.killed == []


@PATCHES_A_FUNCTION
def test_later_epidemics_resolve_as_foreign_epidemic(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx, ids = town_and_country()
    ctx.state.events["evt-epidemic"] = 2
    chits = Chits(monkeypatch, [ids["rome"], ids["governor"], ids["captive"]])
    place(ctx, "evt-epidemic")
    assert ctx.state.events["evt-epidemic"] == 3
    assert chits.killed == ["governor"]
