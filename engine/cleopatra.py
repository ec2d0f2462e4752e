"""Cleopatra VII (the Leader cards, the Intrigue cards, D1-12): a red-text Faction card kept in
hand. Before a battle against the Alexandrine War its holder may play it for Rome (the Commander
facing that War gains 50 talents and loses 5 Popularity, and Commanders there fight with +3
Military) or against Rome (she is a +3 Leader of that War with Disaster 16 and Standoff 15). Either
lasts until the Alexandrine War leaves play; then the card is discarded.

Decision (of a Player holding the card): ``intrigue.cleopatra``: ``hold``, ``roman`` or
``enemy``. A Neutral holds its Faction cards (4.04.1).
"""

from __future__ import annotations

from typing import Final

from engine.catalog import Catalog
from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import INTRIGUE_CLEOPATRA
from engine.effects import handles_effect
from engine.schemas.leaders import CleopatraEnemyOption
from engine.senators import change_popularity
from engine.state import GameState, Senator
from engine.treasury import from_bank

HOLD: Final = "hold"
ROMAN: Final = "roman"
ENEMY: Final = "enemy"
"""Option keys, and the two values of ``GameState.cleopatra``."""


def alexandrine_war(catalog: Catalog) -> int:
    """The card number of the War Cleopatra is played on."""
    return catalog.war_by_key[catalog.leaders.cleopatra.war].card_no


@handles_effect("leader", "cleopatra_roman_option", rule="1.07.3")
def cleopatra_military(state: GameState, catalog: Catalog, commander: Senator) -> int:
    """What Cleopatra played for Rome adds to a Commander's Military against her War."""
    if state.cleopatra != ROMAN or commander.commands != alexandrine_war(catalog):
        return 0
    return catalog.leaders.cleopatra.roman_option.military_bonus


@handles_effect("leader", "cleopatra_enemy_option", rule="1.07.342")
def cleopatra_leader(
    state: GameState, catalog: Catalog, card_no: int
) -> CleopatraEnemyOption | None:
    """Cleopatra as a Leader of her War, played against Rome, while it is in play."""
    if state.cleopatra != ENEMY or card_no != alexandrine_war(catalog):
        return None
    return catalog.leaders.cleopatra.enemy_option


def offer_cleopatra(ctx: Context, commander: Senator, war: int) -> Procedure:
    """Before a battle against the Alexandrine War each Player holding Cleopatra, in seat order,
    may play her for or against Rome (the Leader cards)."""
    state = ctx.state
    card = ctx.catalog.leaders.cleopatra
    if war != alexandrine_war(ctx.catalog) or state.cleopatra is not None:
        return
    for faction in state.factions:
        if not faction.is_player or card.card_no not in faction.hand:
            continue
        choice = yield ctx.ask(
            faction.seat,
            INTRIGUE_CLEOPATRA,
            "1.07.3",
            [
                Option(HOLD, None, "keep her"),
                Option(ROMAN, None, f"for Rome: {commander.name} +3 Military, 50 T, -5 Popularity"),
                Option(ENEMY, None, "against Rome: a +3 Leader, Disaster 16, Standoff 15"),
            ],
            f"{commander.name} attacks the {ctx.catalog.card_name(war)}: play {card.name}?",
            senator=commander.key,
        )
        assert isinstance(choice, Option)
        if choice.key == HOLD:
            continue
        faction.hand.remove(card.card_no)
        state.cleopatra = choice.key
        if choice.key == ROMAN:
            option = card.roman_option
            commander.talents += from_bank(state, option.talents)
            change_popularity(ctx.catalog, commander, option.popularity_change)
            what = (
                f"for Rome: {commander.name} gains {option.talents} T and "
                f"{option.military_bonus:+d} Military against her War, "
                f"{option.popularity_change:+d} Popularity"
            )
        else:
            what = "against Rome: she leads the Alexandrine War"
        name = ctx.faction_name(faction.seat)
        ctx.record(name, "cleopatra", "1.07.3", f"plays {card.name} {what}")
        return


def cleopatra_leaves(ctx: Context) -> None:
    """Once her War has left play, a Cleopatra in play is discarded (the Leader cards)."""
    state = ctx.state
    if state.cleopatra is None or alexandrine_war(ctx.catalog) in state.wars:
        return
    state.cleopatra = None
    card = ctx.catalog.leaders.cleopatra
    state.discard.append(card.card_no)
    ctx.record("Game", "cleopatra_discarded", "1.07.3", f"{card.name} leaves play with her War")
