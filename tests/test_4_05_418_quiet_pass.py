"""A Spoils turn that changes nothing (4.05.418, issue 33): after a skipped turn or a pass that
neither kills an optional Land Bill nor would end Spoils, with no office given outside the
coalition, the next turn starts from who was eligible (``divide_spoils``'s ``settled``) rather
than repopulating Rome and reckoning eligibility afresh; the games are those of the plain
division that reckons them before every turn."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from common.runner import GameSpec, play_chunk
from engine.context import Context
from engine.decision import Choice, Decision
from engine.senate.offices import Senate
from solo import spoils, spoils_eligibility
from solo.spoils_types import Eligible, Spoils
from tests.interpreted_support import PATCHES_A_FUNCTION

SEEDS = range(12)
"""Early games with passes, skipped turns, Land Bills and offices given outside."""


def _digests() -> list[str]:
    specs = [GameSpec("early", 1, seed, ("heuristic",)) for seed in SEEDS]
    return [record.digest for record in play_chunk(specs)]


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the eligibility reckonings of the division's turns."""
    calls = [0]
    reckon = spoils_eligibility.eligible

    def eligible(ctx: Context, senate: Senate) -> Eligible:
        calls[0] += 1
        return reckon(ctx, senate)

    monkeypatch.setattr(spoils, "eligible", eligible)
    return calls


@PATCHES_A_FUNCTION
def test_turns_that_change_nothing_are_the_plain_division(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settled = _counting(monkeypatch)
    fast = _digests()
    fill = spoils.fill_from_outside

    def never_calm(
        ctx: Context, division: Spoils
    ) -> Generator[Decision, Choice, tuple[Eligible, bool]]:
        found, _ = yield from fill(ctx, division)
        return found, False  # every turn repopulates Rome and reckons eligibility afresh

    monkeypatch.setattr(spoils, "fill_from_outside", never_calm)
    plain = _counting(monkeypatch)
    assert _digests() == fast
    assert settled[0] < plain[0]
