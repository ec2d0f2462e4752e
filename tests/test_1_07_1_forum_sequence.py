"""1.07.1-1.07.8: the Forum Phase runs Passage of Time first, then one Initiative per faction
from the HRAO's clockwise (roll, Persuasion, Knights, Games, Faction Leader), then the auctioned
Initiative, then Putting Rome in Order, and last the Events acting at its end (1.07.21)."""

import pytest

import engine.phases.forum as forum
from engine.context import Context, Procedure
from engine.phases.forum import forum_phase
from engine.state import Office
from tests.forum_support import PLUTOCRATS, acts, quiet_steps, run, senator, solitaire_table
from tests.interpreted_support import PATCHES_A_FUNCTION


@PATCHES_A_FUNCTION
def test_passage_of_time_initiatives_auction_rome_in_order_then_events_at_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = solitaire_table()
    for seat in range(5):
        senator(ctx, seat, f"s{seat}")
    ctx.state.senators["s2"].offices.append(Office.ROME_CONSUL)
    calls = quiet_steps(monkeypatch)
    monkeypatch.setattr(forum, "put_rome_in_order", lambda c: calls.append(("order", -1)))

    def phase_end(ctx: Context) -> Procedure:
        calls.append(("events_at_end", -1))
        yield from ()

    monkeypatch.setattr(forum, "forum_phase_end", phase_end)
    ctx.dice.script([1, 2] * 5 + [1] + [1, 2])  # five rolls of 3, the opening bid die, a 3

    game = run(ctx, forum_phase)

    assert calls[0] == ("passage", -1)
    seats = [seat for name, seat in calls if name == "persuasion_step"]
    assert seats == [PLUTOCRATS, 3, 4, 0, 1, PLUTOCRATS]
    first = calls[1:4]
    assert first == [("persuasion_step", 2), ("knights_step", 2), ("games_step", 2)]
    assert calls[-2:] == [("order", -1), ("events_at_end", -1)]
    assert acts(game, "initiative_unbid") == ["takes the unbid Initiative"]
    assert ctx.state.phase == "Forum"
