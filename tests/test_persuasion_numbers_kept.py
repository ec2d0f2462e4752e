"""The Persuasion numbers remembered by table (issue 33): the Neutral's ``limits`` (4.04.2) and
the heuristic Player's ``success_chance`` (1.07.41) are those reckoned from scratch, as Era Ends
is revealed and Evil Omens come and go."""

from __future__ import annotations

from bots.heuristic_rules.forum import DICE_WAYS, success_chance
from bots.neutral_rules.persuasion import _evil_omens, limits, roll_modifier
from solo.game import new_game

BASES = range(-4, 16)


def test_remembered_numbers_are_the_numbers_reckoned() -> None:
    game = new_game("early", 1, 3)
    state, view = game.state, game.view(1)
    catalog = view.catalog
    numbers, omens = catalog.tables.initiative, catalog.tables.evil_omens
    (omens_id,) = _evil_omens(catalog)
    seen = set()
    for era_ends in (False, True, False):
        for level in (0, 1, 2, 0):
            state.era_ends_drawn = era_ends
            state.events[omens_id] = level
            modifier = omens.modifier("persuasion", level)
            assert roll_modifier(view) == modifier
            fails_from = (
                numbers.persuasion_auto_fail_after_era_ends
                if era_ends
                else numbers.persuasion_auto_fail
            )
            cap = min(numbers.neutral_bribe_max_base, fails_from - 1 + modifier)
            found = limits(view)
            assert (found.least, found.cap, found.defended) == (
                numbers.neutral_bribe_min_base,
                cap,
                numbers.neutral_counter_bribe_target,
            )
            assert limits(view, modifier) is found
            for base in BASES:
                ways = sum(
                    count
                    for total, count in DICE_WAYS.items()
                    if total + modifier <= base
                    and not numbers.persuasion_fails_naturally(total, era_ends)
                )
                assert success_chance(view, base) == ways / 36
            seen.add((era_ends, cap))
    assert len(seen) > 2  # the cap moved with Era Ends and the modifier
