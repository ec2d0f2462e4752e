"""The recap tells a seat every result of its own acts and every loss it suffered, first and
marked (issue 30 item 4): a failed Persuasion with its roll (1.07.41), a Knight roll (1.07.5), a
Senator persuaded away or killed."""

from __future__ import annotations

from bots.neutral import NeutralBot
from engine.decision import Amount
from engine.log import LogEvent
from engine.persuasion import Attempt, base_number
from guidelines.loader import GuidelineSet
from presentation.log import line_text
from presentation.model import Line
from presentation.recap import mark, own_mark, recap
from tests.presentation_support import PLAYER, game_at


def test_1_07_41_a_failed_persuasion_is_told_first_with_its_roll() -> None:
    game, decision = game_at("persuasion.attempt")
    since = mark(game)
    senators, catalog = game.view(PLAYER).senators, game.context.catalog

    def base(attempt: Attempt) -> int:
        persuader, target = senators[attempt.persuader], senators[attempt.target]
        return base_number(catalog, senators, persuader, target)

    hopeless = min(
        (o for o in decision.options if isinstance(o.value, Attempt) and o.value.card is None),
        key=lambda o: base(o.value) if isinstance(o.value, Attempt) else 0,
    )
    game.apply(hopeless)
    neutral = NeutralBot(GuidelineSet.default())
    while (pending := game.pending) is not None and pending.kind in (
        "persuasion.bribe",
        "persuasion.counter_bribe",
    ):
        seat = pending.actor
        game.apply(Amount(0) if seat == PLAYER else neutral.decide(game.view(seat), pending))
    told = recap(game, PLAYER, since)
    first = told.lines[0]
    assert first.mark == "result" and first.dice
    assert "against Base Number" in first.text and "fails" in first.text
    assert line_text(first).startswith("[YOUR RESULT] ")


def test_1_07_41_a_senator_persuaded_away_is_a_loss_and_marked() -> None:
    away = LogEvent(1, "forum", "Populists", "persuaded", "1.07.41", "Aelius joins the Populists")
    away.data.update(senator="fam-01-aelius", was=PLAYER)
    line = Line(away.text, away.rule, (), "senator", away.actor)
    assert own_mark(line, away, PLAYER, "Player") == "loss"
    assert own_mark(line, away, 3, "Conservatives") == ""
    knight = LogEvent(1, "forum", "Player", "attract_knight", "1.07.5", "pays 0 T and rolls 2")
    line = Line(knight.text, knight.rule, (2,), "other", "Player")
    assert own_mark(line, knight, PLAYER, "Player") == "result"


def test_1_07_32_a_concession_lost_is_told_first_and_marked() -> None:
    game, _ = game_at("persuasion.attempt")
    holder = next(
        s for s in game.state.senators.values() if s.faction == PLAYER and s.concessions
    )
    since = mark(game)
    card = holder.concessions.pop()  # destroyed, say, by a War (1.07.321)
    told = recap(game, PLAYER, since)
    assert told.lines[0].mark == "loss"
    assert told.lines[0].text == f"{game.context.catalog.card_name(card)} is no longer yours"
    assert line_text(told.lines[0]).startswith("[YOUR LOSS] ")


def test_1_07_36_a_fine_the_knights_of_the_dead_and_a_conviction_are_losses() -> None:
    fine = LogEvent(3, "forum", "Player", "fine", "1.07.36", "Fine Court: Aelius is fined 4 T")
    dead = LogEvent(3, "mortality", "Player", "markers_lost", "1.05.3", "to the Bank: 2 Knights")
    convicted = LogEvent(3, "senate", "Player", "prosecution", "1.09.441", "Aelius is convicted")
    gains = LogEvent(3, "senate", "Player", "prosecution", "1.09.44", "Aelius gains 3 Influence")
    for event, expected in ((fine, "loss"), (dead, "loss"), (convicted, "loss"), (gains, "result")):
        line = Line(event.text, event.rule, (), "senator", event.actor)
        assert own_mark(line, event, PLAYER, "Player") == expected
        assert own_mark(line, event, 3, "Conservatives") == ""


def test_1_07_21_a_province_the_seat_governs_overrun_is_a_loss() -> None:
    overrun = LogEvent(4, "forum", "Game", "province_overrun", "1.07.21", "Sicilia is overrun")
    overrun.data.update(province="sicilia")
    line = Line(overrun.text, overrun.rule, (), "war", "Game")
    assert own_mark(line, overrun, PLAYER, "Player", frozenset({"sicilia"})) == "loss"
    assert own_mark(line, overrun, PLAYER, "Player", frozenset({"hispania"})) == ""
