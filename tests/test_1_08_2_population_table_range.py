"""1.08.2 across the Population Table's whole range, played through the Population Phase: each
modified total from below 0 to above 18 moves Unrest by its row and applies its MS, NR and Mob at
once; below 0 the People Revolt (1.12.1). The HRAO's Popularity, negative too, is added
(1.07.31: Popularity runs from -9 to +9) (issue 28 item 4)."""

from __future__ import annotations

import pytest

from engine.outcome import GameResult
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT
from tests.test_1_08_population import dice_for, senate, speech

UNREST = 6
"""The Unrest Level before the speech: totals from -3 to 15 on 3d6, more with Popularity."""

ROWS = [
    # (modified total, Unrest change, MS, NR, Mob)
    (19, -3, False, False, False),
    (18, -3, False, False, False),
    (17, -2, False, False, False),
    (16, -1, False, False, False),
    (15, 0, False, False, False),
    (11, 0, False, False, False),
    (10, 1, False, False, False),
    (9, 2, False, False, False),
    (8, 3, False, False, False),
    (7, 3, True, False, False),
    (6, 4, False, False, False),
    (5, 4, True, False, False),
    (4, 5, False, False, False),
    (3, 5, True, False, False),
    (2, 5, False, True, False),
    (1, 5, False, True, True),
    (0, 6, False, True, True),
]


@pytest.mark.parametrize(("total", "change", "shortage", "no_recruitment", "mob"), ROWS)
def test_1_08_2_every_modified_total_applies_its_row(
    total: int, change: int, shortage: bool, no_recruitment: bool, mob: bool
) -> None:
    popularity = max(0, total + UNREST - 18)
    ctx, _ = senate(popularity=popularity, unrest=UNREST)
    ctx.state.mortality_cup = ["blank"] * 6

    speech(ctx, *dice_for(total + UNREST - popularity))

    assert ctx.state.unrest == UNREST + change
    assert ctx.state.events.get(MANPOWER_SHORTAGE, 0) == int(shortage)
    assert (NO_RECRUITMENT in ctx.state.events) == no_recruitment
    chits = [e for e in ctx.log if e.act == "mortality_chit" and e.rule == "1.08.2"]
    assert len(chits) == (6 if mob else 0)


def test_1_08_2_a_negative_popularity_lowers_the_speech_into_the_people_revolt() -> None:
    # 3d6 = 4, Unrest 2, Popularity -3: 4 - 2 - 3 = -1, below 0.
    ctx, _ = senate(popularity=-3, unrest=2)

    game = speech(ctx, 2, 1, 1)

    assert game.result == GameResult("people_revolt", None, "1.12.1")


def test_1_08_2_a_total_of_exactly_0_is_no_revolt() -> None:
    # 3d6 = 5, Unrest 2, Popularity -3: 0, the last row before the Revolt: +6, NR, Mob.
    ctx, _ = senate(popularity=-3, unrest=2)
    ctx.state.mortality_cup = ["blank"] * 6

    game = speech(ctx, 2, 2, 1)

    assert game.result is None
    assert ctx.state.unrest == 8
