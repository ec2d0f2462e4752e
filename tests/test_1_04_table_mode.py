"""Table mode (issue 10, 2): every die, card draw and Mortality chit is entered from the table
as a chance decision (chance.roll, chance.draw, chance.pick) and drives the game's state."""

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from bots.neutral import NeutralBot
from bots.seating import PLAYER_BOTS
from engine.decision import Decision, IllegalChoice
from engine.decisions import CHANCE_DRAW, CHANCE_PICK, CHANCE_ROLL
from engine.report import state_digest
from play.table import TableGame, TableReplayError, load_table, replay_table, save_table
from ror.cli import main
from solo.game import new_game
from solo.save import SaveFile, SaveFileError, read_save, replay, save_game

CHANCE_KINDS = {CHANCE_ROLL.name, CHANCE_DRAW.name, CHANCE_PICK.name}
NEUTRAL = NeutralBot()


def varied(decision: Decision, made: int) -> str:
    """The entry a test makes by default: it varies with the entries made so far, so rolls are
    not all equal (equal 2d6 tie-breaks would re-roll for ever, 1.04.8)."""
    return decision.options[(5 * made + 2) % len(decision.options)].key


def play_until(
    table: TableGame,
    stop: Callable[[TableGame], bool],
    enter: Callable[[Decision, int], str] = varied,
) -> None:
    """Answer the game's decisions with its bots and chance with ``enter`` until ``stop``."""
    player = PLAYER_BOTS["heuristic"](1)
    while not stop(table):
        decision = table.pending
        assert decision is not None, "the game ended first"
        if decision.kind in CHANCE_KINDS:
            table.apply(enter(decision, len(table.chance)))
            continue
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        agent = player if table.game.state.factions[seat].is_player else NEUTRAL
        table.apply(agent.decide(table.game.view(seat), decision))


def chance_in(phase: str, kind: str) -> Callable[[TableGame], bool]:
    """Stop at the first chance decision of ``kind`` in ``phase``."""

    def stop(table: TableGame) -> bool:
        pending = table.pending
        return table.game.state.phase == phase and pending is not None and pending.kind == kind

    return stop


def mortality_chit(table: TableGame) -> bool:
    """Stop at the first Mortality chit to draw from the cup (1.05.2)."""
    pending = table.pending
    return pending is not None and pending.options.find("blank") is not None


@pytest.fixture(scope="module")
def at_forum() -> TableGame:
    """A table game at its first Initiative roll of turn 1's Forum Phase."""
    table = TableGame("early", 1)
    play_until(table, chance_in("Forum", CHANCE_ROLL.name))
    return table


def copy_of(table: TableGame) -> TableGame:
    return TableGame("early", 1, table.options, table.answers, table.chance)


def test_set_up_and_the_first_turn_run_on_entered_chance_to_the_forum(at_forum: TableGame) -> None:
    kinds = {event.data.get("kind") for event in at_forum.game.log}
    assert at_forum.game.state.turn == 1
    assert at_forum.pending is not None and at_forum.pending.kind == "chance.roll"
    assert at_forum.pending.context == {"number": 1, "of": 2}
    assert len(at_forum.chance) > 40 and at_forum.answers
    assert "chance.roll" not in kinds  # chance is entered, not a Neutral's act


def test_the_first_decision_of_a_table_game_is_a_family_card_dealt() -> None:
    table = TableGame("early", 1)
    assert table.pending is not None and table.pending.kind == "chance.draw"
    assert len(table.pending.options) == 20  # the 20 Early Families (3.01.4 C)
    assert table.game.state.senators == {}


def test_a_family_card_entered_is_the_one_dealt() -> None:
    table = TableGame("early", 1)
    assert table.pending is not None
    fabius = next(o for o in table.pending.options if "Fabius" in str(o))
    table.apply(fabius.key)
    assert [s.name for s in table.game.state.faction_senators(0)] == [str(fabius)]


def test_an_entered_mortality_chit_kills_that_senator() -> None:
    table = TableGame("early", 1)
    play_until(table, mortality_chit)
    leader = table.game.state.factions[1].leader
    victim = next(s for s in table.game.state.faction_senators(1) if s.key != leader)
    table.apply(str(victim.family_id))
    deaths = [e for e in table.game.log if e.act == "death"]
    assert [e.data["senator"] for e in deaths] == [victim.key]
    assert victim.key not in {s.key for s in table.game.state.faction_senators(1)}


def test_a_blank_chit_kills_nobody() -> None:
    table = TableGame("early", 1)
    play_until(table, mortality_chit)
    table.apply("blank")
    assert not [e for e in table.game.log if e.act == "death"]


def test_the_entered_initiative_roll_decides_event_or_card(at_forum: TableGame) -> None:
    seven = copy_of(at_forum)
    seven.apply("3")
    seven.apply("4")
    assert seven.pending is not None and seven.pending.kind == "chance.roll"
    assert seven.pending.context == {"number": 1, "of": 3}  # 3d6 on the Random Events table
    other = copy_of(at_forum)
    other.apply("1")
    other.apply("1")
    assert other.pending is not None and other.pending.kind == "chance.draw"
    rolls = [e for e in other.game.log if e.act == "initiative_roll"]
    assert rolls[-1].dice == (1, 1)


def test_a_draw_offers_every_card_above_the_era_ends_pile(at_forum: TableGame) -> None:
    table = copy_of(at_forum)
    table.apply("1")
    table.apply("1")
    pending = table.pending
    assert pending is not None and pending.kind == "chance.draw"
    era_ends = str(table.game.context.catalog.events.era_ends.card_no)
    offered = set(pending.options.keys())
    assert era_ends not in offered
    assert len(offered) == len(table.game.state.deck) - 13  # 3.01.4 E: 6 + 6 + Era Ends
    with pytest.raises(IllegalChoice):
        table.apply(era_ends)


@pytest.mark.parametrize("entry", ["7", "0", "", "tie:1|2", "blank"])
def test_an_illegal_entry_is_refused_and_changes_nothing(at_forum: TableGame, entry: str) -> None:
    table = copy_of(at_forum)
    before = (state_digest(table.game.state), list(table.chance), table.pending)
    with pytest.raises(IllegalChoice):
        table.apply(entry)
    assert (state_digest(table.game.state), list(table.chance), table.pending) == before


def test_a_game_decision_is_refused_while_chance_is_pending(at_forum: TableGame) -> None:
    with pytest.raises(IllegalChoice):
        at_forum.game.apply("keep")


def test_entries_that_do_not_replay_are_refused(at_forum: TableGame) -> None:
    with pytest.raises(TableReplayError):
        TableGame("early", 1, answers=at_forum.answers, chance=at_forum.chance[:3])
    with pytest.raises(TableReplayError):
        TableGame("early", 1, chance=["999"])
    with pytest.raises(TableReplayError):
        TableGame("early", 1, answers=at_forum.answers, chance=[*at_forum.chance, "4", "9"])


def test_a_table_save_round_trips_and_ror_replay_checks_it(
    at_forum: TableGame, tmp_path: Path
) -> None:
    path = tmp_path / "table.json"
    save_table(at_forum, path)
    loaded = load_table(path)
    assert state_digest(loaded.game.state) == state_digest(at_forum.game.state)
    assert loaded.chance == at_forum.chance and loaded.answers == at_forum.answers
    assert loaded.pending is not None and at_forum.pending is not None
    assert loaded.pending.prompt == at_forum.pending.prompt
    assert loaded.pending.options.keys() == at_forum.pending.options.keys()
    record = read_save(path)
    assert record.table_chance == at_forum.chance
    with pytest.raises(SaveFileError, match="table-mode"):
        replay(record, "table.json")
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"ok: {path} replays {len(at_forum.answers)} choices")


def test_a_table_save_with_a_wrong_entry_is_refused(at_forum: TableGame, tmp_path: Path) -> None:
    record = read_save_of(at_forum, tmp_path)
    assert record.table_chance is not None
    bad = record.model_copy(update={"table_chance": ["999", *record.table_chance]})
    with pytest.raises(SaveFileError, match="does not replay"):
        replay_table(bad, "bad.json")


def read_save_of(table: TableGame, tmp_path: Path) -> SaveFile:
    path = tmp_path / "t.json"
    save_table(table, path)
    return read_save(path)


def test_a_seeded_save_has_no_table_field(tmp_path: Path) -> None:
    path = tmp_path / "seeded.json"
    save_game(new_game("early", 1, 3), path)
    assert "table_chance" not in path.read_text()
    assert read_save(path).table_chance is None
