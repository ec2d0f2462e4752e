"""The period the game is in, which gives the Random Events column (1.07.21) and the Legion
Loyalty numbers (1.11.31). A basic game stays in its scenario's period; an Extended game enters
the next the moment a card of the next deck is drawn (3.04.1); an Alternative History game
advances at the start of its 8th and 16th turns (3.05.1)."""

from __future__ import annotations

from typing import Final

from engine.context import Context
from engine.schemas.common import Era
from engine.schemas.scenarios import ScenarioSetup

PERIOD_NAMES: Final[dict[Era, str]] = {
    "early": "Early Republic",
    "middle": "Middle Republic",
    "late": "Late Republic",
}


def recipe(ctx: Context) -> ScenarioSetup:
    """The set-up recipe of the game's scenario."""
    return ctx.catalog.scenarios.scenarios[ctx.state.scenario]


def current_period(ctx: Context) -> Era:
    """The period the game is in: the last one entered, else the first deck's (3.04.1, 3.05.1)."""
    entered = ctx.state.periods_entered
    return entered[-1] if entered else recipe(ctx).deck_era


def enter_period(ctx: Context, era: Era, rule: str, why: str) -> None:
    """The game moves into a new period (3.04.1, 3.05.1)."""
    ctx.state.periods_entered = (*ctx.state.periods_entered, era)
    ctx.record(
        "Game",
        "period",
        rule,
        f"{why}: the game is now in the {PERIOD_NAMES[era]} period (its Random Events column, "
        "1.07.21, and Legion Loyalty numbers, 1.11.31)",
        era=era,
    )


def draw_card(ctx: Context, actor: str) -> int | None:
    """The top card of the draw pile; None if no card is left (1.07.2). An empty pile is first
    replaced by the next waiting deck, and drawing its first card starts its period (3.04.1)."""
    state = ctx.state
    if not state.deck and state.waiting_decks:
        waiting = state.waiting_decks[0]
        state.waiting_decks = state.waiting_decks[1:]
        state.deck.extend(waiting.cards)
        ctx.record(
            "Game",
            "deck_in_play",
            "3.04.1",
            f"the draw pile is empty: the {PERIOD_NAMES[waiting.era]} deck "
            f"({len(waiting.cards)} cards) is placed in play",
        )
        card_no = ctx.dice.draw(state.deck, ctx.catalog.card_name)
        enter_period(ctx, waiting.era, "3.04.1", f"{actor} draws from the new deck")
        return card_no
    return ctx.dice.draw(state.deck, ctx.catalog.card_name) if state.deck else None


def begin_turn(ctx: Context) -> None:
    """At the start of a turn the period may advance (3.05.1)."""
    for start in recipe(ctx).period_starts:
        if start.turn == ctx.state.turn:
            enter_period(ctx, start.era, "3.05.1", f"turn {ctx.state.turn} begins")
