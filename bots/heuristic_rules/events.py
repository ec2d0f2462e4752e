"""Heuristic answers to the events the HRAO decides (1.07.21, 1.07.37)."""

from __future__ import annotations

from bots.heuristic_registry import Ask, Score, as_int, handles
from engine.decision import Choice, Option
from engine.events.choices import HRAO_CHOICE
from engine.state import ACTIVE_FORCES


@handles(HRAO_CHOICE)
def hrao_choice(ask: Ask) -> Choice:
    """Name the rival faction with most Influence, never our own; the strongest enemy Leader
    dies; the strongest War makes peace; Fleets sink in Rome before those at war."""
    return ask.best(ask.options, lambda o: event_option_score(ask, o))


def event_option_score(ask: Ask, option: Option) -> Score:
    """How much the Player gains if the event falls on this option."""
    view = ask.view
    if option.key.startswith("faction:"):
        seat = as_int(option.value)
        influence = sum(s.influence for s in view.senators_of(seat))
        return (-1,) if seat == view.seat else (influence,)
    if option.key.startswith("war:"):
        return (0,)
    if option.key == ACTIVE_FORCES:
        return (1,)
    war = view.catalog.war_by_key.get(option.key)
    if war is not None:
        return (war.land_strength,)
    leader = next((c for c in view.catalog.leaders.leaders if c.id == option.key), None)
    return (leader.strength if leader is not None else 0,)
