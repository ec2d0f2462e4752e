"""Scenario set-up steps, driven by engine/data/scenarios.toml (3.01-3.05)."""

from __future__ import annotations

from typing import Final

from engine.context import Context
from engine.queries import FACTION_COUNT
from engine.schemas.common import FORUM_CATEGORIES
from engine.schemas.scenarios import ScenarioSetup
from engine.senators import family_senator
from engine.state import (
    ACTIVE_FORCES,
    UNIT_COUNT,
    Faction,
    Location,
    Unit,
    WaitingDeck,
    WarStatus,
)
from engine.treasury import from_bank

HAND_SIZE: Final = 3
"""Faction cards dealt to each faction at start (3.01.4 D, 4.01.4)."""


def scenario_setup(ctx: Context) -> ScenarioSetup:
    """The set-up recipe of the game's scenario."""
    return ctx.catalog.scenarios.scenarios[ctx.options.scenario]


def create_factions(
    ctx: Context, player_seats: tuple[int, ...], neutral_role: str, count: int = FACTION_COUNT
) -> None:
    """``count`` factions around the table (five in section IV, 4.01.1; 3-6 in the base game);
    Players in ``player_seats``, the rest Neutral."""
    for seat in range(count):
        if seat in player_seats:
            faction = Faction(seat=seat, role="Player", player=player_seats.index(seat) + 1)
        else:
            faction = Faction(seat=seat, role=neutral_role)
        ctx.state.factions.append(faction)
    ctx.state.state_treasury = from_bank(
        ctx.state, ctx.catalog.tables.state_revenue.starting_treasury
    )
    ctx.state.mortality_cup = list(ctx.catalog.tables.mortality.cup())
    ctx.record(
        "Game", "setup", "3.01.3", "State Treasury 100 T, Unrest 0, 36 Mortality chits in the cup"
    )


def build_deck(ctx: Context) -> list[str]:
    """Assemble the scenario deck (3.01.4 A-B, 3.02.2 A-E, 3.03.2 A-F; Alternative History
    shuffles all three decks together, 3.05.1); return the Family pool.

    The Family cards of the scenario's eras are set aside for dealing; the caller returns the
    undealt ones to the deck.
    """
    setup = scenario_setup(ctx)
    catalog = ctx.catalog
    state = ctx.state
    deck = {n for era in (setup.deck_era, *setup.mixed_in_eras) for n in catalog.era_cards(era)}
    deck |= {catalog.statesmen[key].card_no for key in setup.extra_statesmen}
    for war_key in setup.forum_inactive_wars:
        card_no = catalog.war_by_key[war_key].card_no
        deck.discard(card_no)
        state.wars[card_no] = WarStatus.INACTIVE
        ctx.record(
            "Game",
            "setup",
            f"{setup.setup_rule}.4 B",
            f"{catalog.card_name(card_no)} starts Inactive in the Forum",
        )
    placed: set[int] = set(state.wars)
    for era in setup.laws_in_force_eras:
        for card_no in catalog.era_cards(era):
            entry = catalog.entry(card_no)
            if entry.category != "law":
                continue
            placed.add(card_no)
            deck.discard(card_no)
            if entry.key in setup.laws_removed:
                state.removed.append(card_no)
                ctx.record(
                    "Game",
                    "setup",
                    setup.setup_rule + ".2 C",
                    f"{entry.name} is removed from the game",
                )
            else:
                state.laws.append(card_no)
                ctx.record(
                    "Game", "setup", setup.setup_rule + ".2 C", f"{entry.name} starts in force"
                )
    if setup.add_concessions:
        concessions = {c.card_no for c in catalog.concessions.concessions}
        deck |= concessions
        placed |= concessions
        ctx.record("Game", "setup", setup.setup_rule + ".2", "the 13 Concessions join the deck")
    if setup.extra_faction_cards:
        deck |= set(_extra_faction_cards(ctx, setup, placed | deck))
    family_nos = {f.card_no for f in catalog.senators.families if f.era in setup.family_eras}
    deck -= family_nos
    state.deck = sorted(deck)
    ctx.dice.shuffle(state.deck, "deck")
    pool = [f.id for f in catalog.senators.families if f.card_no in family_nos]
    ctx.dice.shuffle(pool, "families")
    return pool


def _extra_faction_cards(ctx: Context, setup: ScenarioSetup, used: set[int]) -> list[int]:
    """Six unseen non-Statesman Faction cards from earlier decks (3.02.2 E, 3.03.2 F)."""
    catalog = ctx.catalog
    pile = [
        n
        for era in setup.extra_faction_card_eras
        for n in catalog.era_cards(era)
        if catalog.entry(n).category not in FORUM_CATEGORIES
        and catalog.entry(n).category != "statesman"
        and n not in used
    ]
    chosen = ctx.dice.sample(
        pile, setup.extra_faction_cards, "extra_faction_cards", name=ctx.catalog.card_name
    )
    ctx.record(
        "Game",
        "setup",
        setup.setup_rule + ".2",
        f"{len(chosen)} unseen Faction cards from earlier decks join the deck",
    )
    return chosen


def deal_family(ctx: Context, pool: list[str], seat: int, rule: str) -> None:
    """Deal the top Family card of the pool face up to a faction, in Rome (3.01.4 C)."""
    senator = family_senator(ctx.catalog, ctx.dice.draw(pool, lambda key: family_name(ctx, key)))
    senator.faction = seat
    senator.location = Location.ROME
    ctx.state.senators[senator.key] = senator
    ctx.record(
        ctx.faction_name(seat),
        "deal_family",
        rule,
        f"receives {senator.name} (MIL {senator.military}, INF {senator.influence})",
    )


def family_name(ctx: Context, key: str) -> str:
    """A Family card's printed name, for a person dealing it at the table."""
    return ctx.catalog.families[key].name


def deal_families(ctx: Context, pool: list[str]) -> None:
    """Deal each faction its Family cards face up (3.01.4 C, 3.02.2 C, 3.03.2 D)."""
    setup = scenario_setup(ctx)
    for seat in range(len(ctx.state.factions)):
        for _ in range(setup.families_per_faction):
            deal_family(ctx, pool, seat, _family_rule(setup))


def _family_rule(setup: ScenarioSetup) -> str:
    return {"3.01": "3.01.4 C", "3.02": "3.02.2 C", "3.03": "3.03.2 D"}[setup.setup_rule]


def return_families(ctx: Context, pool: list[str]) -> None:
    """Return the undealt Family cards to the deck and shuffle it (3.01.4 C-D)."""
    ctx.state.deck.extend(ctx.catalog.families[key].card_no for key in pool)
    pool.clear()
    ctx.dice.shuffle(ctx.state.deck, "deck")


def deal_faction_cards(ctx: Context) -> None:
    """Deal 3 Faction cards to each faction; Forum cards drawn are set aside, then shuffled
    back; hands the variant shows are logged face up (3.01.4 D)."""
    state = ctx.state
    set_aside: list[int] = []
    for round_no in range(HAND_SIZE):
        for faction in state.factions:
            while len(faction.hand) <= round_no:
                card_no = ctx.dice.draw(state.deck, ctx.catalog.card_name)
                if ctx.catalog.entry(card_no).category in FORUM_CATEGORIES:
                    set_aside.append(card_no)
                else:
                    faction.hand.append(card_no)
    state.deck.extend(set_aside)
    ctx.dice.shuffle(state.deck, "deck")
    for faction in state.factions:
        shown = (
            ", ".join(ctx.catalog.card_name(n) for n in faction.hand)
            if ctx.rules.shows_hand(ctx, faction.seat)
            else f"{len(faction.hand)} hidden cards"
        )
        ctx.record(
            ctx.faction_name(faction.seat),
            "deal_hand",
            ctx.rules.cite(ctx, faction.seat, "3.01.4 D"),
            f"is dealt {shown}",
            cards=list(faction.hand),
        )


def set_aside_later_decks(ctx: Context) -> None:
    """Shuffle each later deck of an Extended game and set it aside, to be placed in play when
    the draw pile runs out (3.04.1)."""
    setup = scenario_setup(ctx)
    for era in setup.later_decks:
        cards = ctx.catalog.era_cards(era)
        ctx.dice.shuffle(cards, "deck", era)
        ctx.state.waiting_decks = (*ctx.state.waiting_decks, WaitingDeck(era, tuple(cards)))
        ctx.record(
            "Game",
            "setup",
            "3.04.1",
            f"the {len(cards)} cards of the {era} deck are shuffled and set aside until the "
            "draw pile runs out",
        )


def place_era_ends(ctx: Context) -> None:
    """Shuffle Era Ends with random cards of the named decks and put them at the bottom of the
    last deck (3.01.4 E, 3.02.2 G, 3.03.2 H; in an Extended game the last deck set aside, by the
    ending scenario's rule, 3.04.1; from the combined deck, 3.05.1). Cards of that deck's own era,
    or of no named era, come from it."""
    setup = scenario_setup(ctx)
    state = ctx.state
    last = state.waiting_decks[-1] if state.waiting_decks else None
    pile = list(last.cards) if last is not None else state.deck
    pile_era = last.era if last is not None else setup.deck_era
    bottom: list[int] = [ctx.catalog.events.era_ends.card_no]
    for part in setup.era_ends_parts:
        if part.era is None or part.era == pile_era:
            picked = ctx.dice.sample(pile, part.count, "era_ends", name=ctx.catalog.card_name)
            for card_no in picked:
                pile.remove(card_no)
        else:
            picked = ctx.dice.sample(
                ctx.catalog.era_cards(part.era),
                part.count,
                "era_ends",
                name=ctx.catalog.card_name,
            )
        bottom.extend(picked)
    ctx.dice.shuffle(bottom, "era_ends")
    pile[:0] = bottom
    if last is not None:
        state.waiting_decks = (*state.waiting_decks[:-1], WaitingDeck(last.era, tuple(pile)))
    ctx.record(
        "Game",
        "setup",
        setup.era_ends_rule,
        f"Era Ends shuffled into the bottom {len(bottom)} cards of a {len(pile)}-card deck",
    )


def raise_legions(ctx: Context) -> None:
    """Create the 25 Legion and 25 Fleet counters and put the scenario's Legions in the Active
    Forces box (3.01.5, 3.02.3, 3.03.3)."""
    setup = scenario_setup(ctx)
    ctx.state.legions = [Unit(number=n) for n in range(1, UNIT_COUNT + 1)]
    ctx.state.fleets = [Unit(number=n) for n in range(1, UNIT_COUNT + 1)]
    for legion in ctx.state.legions[: setup.legions]:
        legion.location = ACTIVE_FORCES
    ctx.record(
        "Game",
        "setup",
        setup.legions_rule,
        f"{setup.legions} Legions in the Active Forces",
    )
