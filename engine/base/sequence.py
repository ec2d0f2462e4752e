"""The base game as one procedure: set-up, then the turns of 1.03 with the Senate of 1.09."""

from __future__ import annotations

from typing import Final

from engine.base.setup import base_setup
from engine.context import Context, Procedure
from engine.phases.combat import combat_phase
from engine.phases.forum import forum_phase
from engine.phases.mortality import mortality_phase
from engine.phases.population import population_phase
from engine.phases.revenue import revenue_phase
from engine.phases.revolution import revolution_phase
from engine.senate.phase import senate_phase
from engine.turn import Phase, turns_of


def base_game(ctx: Context) -> Procedure:
    """Set-up, then turns until a rule of 1.12 ends the game."""
    yield from base_setup(ctx)
    if ctx.options.setup_only:
        return
    yield from base_turns(ctx, 0)


TURN_PHASES: Final = (
    Phase("Mortality", "1.05", mortality_phase),
    Phase("Revenue", "1.06", revenue_phase),
    Phase("Forum", "1.07", forum_phase),
    Phase("Population", "1.08", population_phase),
    Phase("Senate", "1.09", senate_phase),
    Phase("Combat", "1.10", combat_phase),
    Phase("Revolution", "1.11", revolution_phase),
)
"""The seven phases of a turn in order (1.03)."""

base_turns = turns_of(TURN_PHASES)
"""The turns from a phase of the current one on (engine/turn.py ``turns_of``)."""
