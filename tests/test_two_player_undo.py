"""Undo with two Players at two screens (issue 29, item 4; ruling 4.02.2, two-player undo): a
seat takes its answer back only before the other seat answered and before any chance came out
after it, else it would answer again knowing the dice or cards both have seen; at a hotseat and
in solitaire undo is as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.web_support import new_table
from web.host import Refused, TableHost
from web.seats import Seat


def deciding(table: TableHost) -> Seat:
    """The link whose seat is to answer."""
    return next(link for link in table.links.players if table.session.seat in link.seats)


def answer_until(table: TableHost, chance: bool) -> Seat:
    """Answer with each decision's first option until an answer is followed by chance (or by
    none), the turn still the answering link's or passed on; the link that answered."""
    session = table.session
    for _ in range(400):
        link = deciding(table)
        dice = session.game.context.dice.getstate()
        pending = session.pending
        assert pending is not None
        table.answer(link, pending.options.keys()[0], table.version)
        drawn = session.game.context.dice.getstate() != dice
        if drawn == chance and session.last_seat in link.seats:
            assert session.chance_since_undo_point() is chance
            return link
    raise AssertionError(f"no answer followed by chance={chance} in 400")


def test_an_answer_followed_by_chance_cannot_be_taken_back(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2, seed=3)
    link = answer_until(table, chance=True)
    choices, version = len(table.session.game.choices), table.version

    with pytest.raises(Refused, match="cannot be taken back: the dice or cards"):
        table.undo(link, table.version)

    assert (len(table.session.game.choices), table.version) == (choices, version)


def test_an_answer_no_chance_followed_can_be_taken_back(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2, seed=3)
    link = answer_until(table, chance=False)
    choices = len(table.session.game.choices)

    table.undo(link, table.version)

    assert len(table.session.game.choices) < choices


def test_an_answer_the_other_seat_answered_after_is_the_others_to_undo(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2, seed=3)
    first = answer_until(table, chance=False)
    while deciding(table) is first:
        answer_until(table, chance=False)
    other = deciding(table)
    pending = table.session.pending
    assert pending is not None
    table.answer(other, pending.options.keys()[0], table.version)

    with pytest.raises(Refused, match="the last answer was"):
        table.undo(first, table.version)


@pytest.mark.parametrize(("players", "hotseat"), [(2, True), (1, False)])
def test_at_a_hotseat_or_alone_an_answer_followed_by_chance_is_undone_as_before(
    tmp_path: Path, players: int, hotseat: bool
) -> None:
    table = new_table(tmp_path / "t.json", players=players, seed=3, hotseat=hotseat)
    link = answer_until(table, chance=True)
    choices = len(table.session.game.choices)

    table.undo(link, table.version)

    assert len(table.session.game.choices) < choices
