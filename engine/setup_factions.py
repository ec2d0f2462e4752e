"""Set-up steps every faction takes (3.01.7-3.01.9, 3.02.4, 3.03.4): naming Faction Leaders,
dealing the starting Provinces and the initial faction phase's plays; section IV (solo/setup.py)
and the base game (engine/base/setup.py) run them in their own orders."""

from __future__ import annotations

from engine.concessions import assign_concession
from engine.context import Context, Procedure
from engine.decision import Option
from engine.decision_contexts import GovernorContext, NoContext
from engine.decisions import FACTION_LEADER, declare
from engine.faction_cards import playable_cards
from engine.queries import seats_from
from engine.senators import enter_statesman, senator_options
from engine.setup import scenario_setup
from engine.state import Faction, Location, ProvinceState, Senator

DONE = "done"
"""Option key that ends a faction's optional plays."""


SETUP_PLAY_CARD = declare(
    "setup.play_card",
    rule="3.01.9 / 4.01.4",
    asked="every faction at set-up",
    options="`statesman:<key>` or `concession:<key>` plays it; `done` stops",
    context=NoContext,
    example="Play a Statesman or Concession from your hand, or stop: "
    "`concession:con-ship-building`, `done`",
)
PROVINCE_GOVERNOR = declare(
    "province.governor",
    rule="3.02.4 / 3.03.4",
    asked="the faction that receives a starting Province",
    options="`<senator>@<term>`: the Governor and his term dial",
    context=GovernorContext,
    example="Assign the undeveloped Province Illyricum and set its term: `fam-07-fulvius@1`, "
    "`fam-14-aelius@3`; context `{province: 'prov-illyricum', developed: False}`",
)


def choose_leaders(ctx: Context, first: int) -> Procedure:
    """Each faction, from the Temporary Rome Consul's clockwise, names its Faction Leader
    (3.01.7; Neutrals by their Guideline, 4.01.3)."""
    for seat in seats_from(first, len(ctx.state.factions)):
        faction = ctx.state.factions[seat]
        choice = yield ctx.ask(
            seat,
            FACTION_LEADER,
            ctx.rules.cite(ctx, faction.seat, "3.01.7"),
            senator_options(ctx.state.faction_senators(seat)),
            "Choose your Faction Leader",
        )
        assert isinstance(choice, Option)
        faction.leader = choice.key
        ctx.record(
            ctx.faction_name(seat),
            "faction_leader",
            ctx.rules.cite(ctx, faction.seat, "3.01.7"),
            f"names {ctx.state.senators[choice.key].name} Faction Leader",
        )


def deal_provinces(ctx: Context, first: int) -> Procedure:
    """Deal Provinces one to each faction, the rest to the Forum; each faction names a Governor
    and sets his term dial to 1, 2 or 3 (3.02.4, 3.03.4; Neutral terms by Guideline). With more
    factions than cards, dice (1.04.8) name the factions left without (3.03.4, six players)."""
    setup = scenario_setup(ctx)
    rule = setup.provinces_rule
    for deal in setup.province_deals:
        cards = list(deal.provinces)
        ctx.dice.shuffle(cards, "provinces")
        seats = seats_from(first, len(ctx.state.factions))
        while len(seats) > len(cards):
            seats.remove(ctx.tie_break(seats, rule, "no Governorship", name=ctx.faction_name))
        for seat in seats:
            key = ctx.dice.draw(cards, lambda key: _province_name(ctx, key))
            ctx.state.provinces[key] = ProvinceState(key=key, developed=deal.developed)
            yield from _appoint_governor(ctx, seat, key, rule)
        for key in cards:
            ctx.state.provinces[key] = ProvinceState(key=key, developed=deal.developed)
            ctx.record(
                "Game", "province_to_forum", rule, f"{_province_name(ctx, key)} goes to the Forum"
            )


def _province_name(ctx: Context, key: str) -> str:
    return ctx.catalog.province_by_key[key].name


def governor_candidates(ctx: Context, seat: int) -> list[Senator]:
    """Senators who may take a Province dealt at start: in Rome, holding no office and no
    other Province (ruling 3.02.4 in docs/rulings.md)."""
    return [
        s
        for s in ctx.state.faction_senators(seat)
        if s.location is Location.ROME and not s.offices and s.province is None
    ]


def _appoint_governor(ctx: Context, seat: int, key: str, rule: str) -> Procedure:
    province = ctx.state.provinces[key]
    side = "developed" if province.developed else "undeveloped"
    options = [
        Option(f"{s.key}@{term}", (s.key, term), f"{s.name}, term dial {term}")
        for s in governor_candidates(ctx, seat)
        for term in (1, 2, 3)
    ]
    choice = yield ctx.ask(
        seat,
        PROVINCE_GOVERNOR,
        rule,
        options,
        f"Assign the {side} Province {_province_name(ctx, key)} and set its term",
        province=key,
        developed=province.developed,
    )
    assert isinstance(choice, Option)
    senator_key, term = choice.key.rsplit("@", 1)
    governor = ctx.state.senators[senator_key]
    governor.location = Location.PROVINCE
    governor.province = key
    province.governor = senator_key
    province.term = int(term)
    ctx.record(
        ctx.faction_name(seat),
        "governor",
        rule,
        f"{governor.name} governs {_province_name(ctx, key)} ({side}), term dial {term}",
    )


def _play_statesman(ctx: Context, faction: Faction, card_no: int, rule: str) -> None:
    entry = ctx.catalog.entry(card_no)
    senator = enter_statesman(ctx.state, ctx.catalog, faction.seat, entry.key)
    under = f" on his Family card {senator.family_card}" if senator.family_card else ""
    ctx.record(
        ctx.faction_name(faction.seat),
        "play_statesman",
        rule,
        f"plays {senator.name}{under} (1.07.312)",
    )


def faction_plays(ctx: Context, faction: Faction, rule: str) -> Procedure:
    """The faction plays Statesmen and Concessions from its hand until it stops or has none it
    may play (3.01.9)."""
    while True:
        options = playable_cards(ctx, faction)
        if not options:
            return
        choice = yield ctx.ask(
            faction.seat,
            SETUP_PLAY_CARD,
            rule,
            [*options, Option(DONE, None, "play nothing more")],
            "Play a Statesman or Concession from your hand, or stop",
        )
        assert isinstance(choice, Option)
        if choice.key == DONE:
            return
        card_no = choice.value
        assert isinstance(card_no, int)
        if choice.key.startswith("statesman:"):
            faction.hand.remove(card_no)
            _play_statesman(ctx, faction, card_no, rule)
        else:
            yield from assign_concession(ctx, faction, card_no, rule)
