"""The log as a person reads it (presentation/log.py): a Neutral's reasoned decision and the act
event that repeats it are one entry, keeping every rule number, the details and the dice; the
log grouped by turn and phase, oldest first, with full phase names and filters."""

from __future__ import annotations

import re
from pathlib import Path
from typing import cast

from engine.log import NEUTRAL_DECISION, Act, LogEvent
from presentation.log import FILTERS, LogEntry, log_entries, phase_groups
from solo.forum import NEUTRAL_BID
from tests.play_support import new_session, play_on

RULE = re.compile(r"\((\d\.\d\d(?:\.\d+)?)[);]")


def event(actor: str, act: str, rule: str, text: str, dice: tuple[int, ...] = ()) -> LogEvent:
    return LogEvent(1, "Forum", actor, cast(Act, act), rule, text, dice)


LEADER = event(
    "Plutocrats", NEUTRAL_DECISION, "4.01.3", "names Valerius Faction Leader: the highest Influence"
)
NAMED = event("Plutocrats", "faction_leader", "4.01.3", "names Valerius Faction Leader")
GIVES = event(
    "Plutocrats", NEUTRAL_DECISION, "4.01.4", "gives Tax Farmer 1 to Valerius: fewest Concessions"
)
GIVEN = event(
    "Plutocrats", "assign_concession", "4.04.1", "gives Tax Farmer 1 to Valerius (1.07.32)"
)


def test_a_reasoned_decision_and_the_act_it_explains_are_one_entry() -> None:
    entries = log_entries([LEADER, NAMED])
    assert entries == [LogEntry(LEADER, NAMED)]
    assert entries[0].explain() == LEADER.explain()
    assert entries[0].reasoned


def test_the_merged_entry_keeps_the_acts_details_rule_and_dice() -> None:
    rolled = event(GIVEN.actor, GIVEN.act, GIVEN.rule, GIVEN.text, (3, 4))
    [entry] = log_entries([GIVES, rolled])
    assert entry.explain() == (
        "Plutocrats: gives Tax Farmer 1 to Valerius: fewest Concessions (1.07.32)"
        " (4.01.4, 4.04.1) [dice 3 4]"
    )


def test_another_act_or_actor_is_its_own_entry() -> None:
    other = event("Populists", "faction_leader", "4.01.3", "names Valerius Faction Leader")
    attempt = event("Plutocrats", "persuasion_attempt", "1.07.414", "Valerius tries to persuade")
    assert len(log_entries([LEADER, other])) == 2
    assert len(log_entries([LEADER, attempt])) == 2
    assert len(log_entries([NAMED, LEADER])) == 2
    assert len(log_entries([LEADER, LEADER])) == 2


def test_in_a_real_game_no_act_is_shown_twice_and_every_rule_stays(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_on(session, 60)
    log = session.game.log
    entries = log_entries(log)
    assert sum(1 if e.act is None else 2 for e in entries) == len(log)
    merged = [e for e in entries if e.act is not None]
    assert len(merged) > 10
    shown = " ".join(e.explain() for e in entries)
    assert {rule for e in log for rule in RULE.findall(e.explain())} <= set(RULE.findall(shown))
    for entry in entries:
        if entry.act is not None:
            assert entry.act.rule in entry.explain()


def test_the_log_is_grouped_by_turn_and_phase_oldest_first() -> None:
    later = LogEvent(2, "Senate", "Game", "unrest", "1.09.62", "Unrest -3: 3 -> 0")
    [forum, senate] = phase_groups([LEADER, NAMED, GIVES, GIVEN, later])
    assert forum.title == "Turn 1, Forum Phase (1.07)"
    assert [line.text for line in forum.lines] == [
        "names Valerius Faction Leader: the highest Influence",
        "gives Tax Farmer 1 to Valerius: fewest Concessions (1.07.32)",
    ]
    assert senate.title == "Turn 2, Senate Phase (1.09, 4.05)"


def test_the_log_filters_keep_yours_rome_and_wars(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_on(session, 120)
    log = session.game.log
    counts = {
        name: sum(len(g.lines) for g in phase_groups(log, "Player", name)) for name in FILTERS
    }
    assert 0 < counts["yours"] < counts["all"]
    assert 0 < counts["rome"] < counts["all"]
    assert 0 < counts["wars"] < counts["all"]
    for group in phase_groups(log, "Player", "wars"):
        assert {line.topic for line in group.lines} <= {"war", "battle"}


def test_a_neutrals_bid_and_the_bid_it_makes_are_one_entry() -> None:
    reasoned = event("Populists", NEUTRAL_BID, "4.04.5", "bids 4 T, one more than the bid before")
    bid = event("Populists", "initiative_bid", "1.07.22", "bids 4 T")
    [entry] = log_entries([reasoned, bid])
    assert entry.explain() == "Populists: bids 4 T, one more than the bid before (4.04.5, 1.07.22)"
