"""Minimum Force (1.09.643): a Force weaker than its War on land, or at sea where the War has a
Fleet Strength, may be sent only with its Commander's consent; the Commander's Military counts
up to the number of his units (1.10.11)."""

from __future__ import annotations

from engine.base.game import new_base_game
from engine.context import SETUP_ONLY
from engine.senate.deployment import below_minimum, force_strength
from engine.state import Location


def test_a_force_below_the_wars_strength_needs_consent() -> None:
    game = new_base_game("early", 4, 1, options=SETUP_ONLY)
    ctx, state = game.context, game.state
    punic = next(iter(state.wars))
    commander = next(s for s in state.senators.values() if s.location is Location.ROME)
    commander.military = 4
    legions, fleets = state.legions[:10], state.fleets[:10]
    assert force_strength(ctx, commander, legions[:2], naval=False) == 4
    assert force_strength(ctx, commander, legions, naval=False) == 14
    assert below_minimum(ctx, commander, punic, legions[:2], fleets)
    assert not below_minimum(ctx, commander, punic, legions, fleets)
    assert below_minimum(ctx, commander, punic, legions, fleets[:1])
