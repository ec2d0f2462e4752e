"""1.07.22: the Initiative that brings the total to six is auctioned once around from the
HRAO's faction, minimum 1 T, bid by Senators in Rome from one Personal Treasury; the winner pays
(to the Bank) and takes it at once; unbid, the HRAO's faction takes it."""

import pytest

from engine.phases.forum import auction_initiative
from engine.state import Location, Office
from tests.forum_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    ScriptedPlayer,
    acts,
    quiet_steps,
    run,
    senator,
    solitaire_table,
)
from tests.interpreted_support import PATCHES_A_FUNCTION


@PATCHES_A_FUNCTION
def test_player_hrao_wins_pays_the_bank_and_takes_the_initiative_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = solitaire_table()
    consul = senator(ctx, PLAYER, "consul", talents=5, office=Office.ROME_CONSUL)
    calls = quiet_steps(monkeypatch)
    ctx.dice.script([2, 3])
    player = ScriptedPlayer({"initiative.bid": ["3"]})

    game = run(ctx, auction_initiative, player)

    assert consul.talents == 2
    assert ctx.state.state_treasury == 100
    assert acts(game, "initiative_bought") == ["consul pays 3 T to the Bank for the Initiative"]
    assert calls[0] == ("persuasion_step", PLAYER)
    bid = player.seen[0]
    assert bid.kind == "initiative.bid" and bid.rule == "1.07.22"
    assert bid.options.keys() == ["pass", "1", "2", "3", "4", "5"]


@PATCHES_A_FUNCTION
def test_only_senators_in_rome_may_bid(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "governor", talents=30, location=Location.PROVINCE)
    senator(ctx, PLAYER, "poor", office=Office.ROME_CONSUL)
    quiet_steps(monkeypatch)
    ctx.dice.script([2, 3])
    player = ScriptedPlayer()

    run(ctx, auction_initiative, player)

    assert "initiative.bid" not in [d.kind for d in player.seen]


@PATCHES_A_FUNCTION
def test_a_bid_must_beat_the_previous_one(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    senator(ctx, PLUTOCRATS, "plutocrat", talents=4, office=Office.ROME_CONSUL)
    senator(ctx, PLAYER, "rich", talents=8)
    quiet_steps(monkeypatch)
    ctx.dice.script([1])  # Turn 1 + 1 + 2 = 4: the Plutocrats open at 4
    ctx.dice.script([2, 3])
    player = ScriptedPlayer({"initiative.bid": ["6"]})

    game = run(ctx, auction_initiative, player)

    assert player.seen[0].options.keys() == ["pass", "5", "6", "7", "8"]
    assert acts(game, "initiative_bid") == ["bids 4 T", "bids 6 T"]
    assert ctx.state.senators["rich"].talents == 2
    assert ctx.state.senators["plutocrat"].talents == 4


@PATCHES_A_FUNCTION
def test_unbid_initiative_goes_free_to_the_hrao_faction(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = solitaire_table()
    senator(ctx, IMPERIALS, "consul", office=Office.ROME_CONSUL)
    senator(ctx, PLAYER, "rich", talents=8)
    calls = quiet_steps(monkeypatch)
    ctx.dice.script([1])  # opening roll; the Imperials' consul has 0 T: no bid
    ctx.dice.script([2, 3])

    game = run(ctx, auction_initiative)

    assert acts(game, "initiative_unbid") == ["takes the unbid Initiative"]
    assert calls[0] == ("persuasion_step", IMPERIALS)
    assert ctx.state.senators["rich"].talents == 8


@PATCHES_A_FUNCTION
def test_player_names_the_paying_senator_when_several_can(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "a", talents=5, office=Office.ROME_CONSUL)
    senator(ctx, PLAYER, "b", talents=6)
    quiet_steps(monkeypatch)
    ctx.dice.script([2, 3])
    player = ScriptedPlayer({"initiative.bid": ["4"], "initiative.payer": ["b"]})

    run(ctx, auction_initiative, player)

    assert player.seen[1].options.keys() == ["a", "b"]
    assert (ctx.state.senators["a"].talents, ctx.state.senators["b"].talents) == (5, 2)
