"""Solitaire / two-player set-up (4.01.1-4.01.4) woven into the basic set-up (3.01-3.03)."""

from __future__ import annotations

from collections.abc import Callable, Generator

from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.decisions import FACTION_LEADER
from engine.faction_cards import playable_cards
from engine.queries import seats_from
from engine.senators import enter_statesman, senator_options
from engine.setup import deal_family, scenario_setup
from engine.state import Faction, Location, Office, ProvinceState, Senator
from solo.concessions import assign_concession
from solo.decisions import (
    PROVINCE_GOVERNOR,
    SETUP_EXTRA_SENATORS,
    SETUP_NEUTRAL_IDENTITY,
    SETUP_PLAY_CARD,
    SETUP_TEMPORARY_ROME_CONSUL,
)
from solo.forum import neutral_plays_laws
from solo.neutrals import NEUTRAL_ROLES

DONE = "done"
"""Option key that ends a faction's optional plays."""

NEUTRAL_IDENTITY = SETUP_NEUTRAL_IDENTITY
"""Which Neutral faction takes which role next (4.01.2); options ``<role>@<seat>``."""

EXTRA_SENATORS = SETUP_EXTRA_SENATORS
"""How many extra Family cards a Neutral's Guideline deals it (4.01.2)."""

ROME_CONSUL = SETUP_TEMPORARY_ROME_CONSUL
"""Whether a Neutral supplies the Temporary Rome Consul (4.01.2); options ``decline``,
``supply``."""

SUPPLY = "supply"
DECLINE = "decline"


def total(ctx: Context, faction: Faction, rating: Callable[[Senator], int]) -> int:
    """Sum of a rating over a faction's Senators."""
    return sum(rating(s) for s in ctx.state.faction_senators(faction.seat))


def assign_neutrals(ctx: Context, pool: list[str]) -> Procedure:
    """Identify the Neutrals one at a time, each step the role next in its Guideline's order
    going to the faction its criterion names, then deal each its extra Senators, in the same
    order (4.01.2). The Guidelines are the Neutrals' to read: each step is a decision. Totals
    count the dealt Family cards only."""
    unassigned = [f for f in ctx.state.factions if not f.is_player]
    roles: list[str] = list(NEUTRAL_ROLES)
    assigned: list[Faction] = []
    while unassigned:
        choice = yield ctx.ask(
            unassigned[0].seat,
            NEUTRAL_IDENTITY,
            "4.01.2",
            [
                Option(f"{role}@{f.seat}", (role, f.seat), f"seat {f.seat} becomes the {role}")
                for role in roles
                for f in unassigned
            ],
            "Which Neutral takes which role next?",
        )
        assert isinstance(choice, Option) and isinstance(choice.value, tuple)
        role, seat = choice.value
        chosen = ctx.state.factions[seat]
        chosen.role = role
        unassigned.remove(chosen)
        roles.remove(role)
        assigned.append(chosen)
        ctx.record(
            role,
            "assign_neutral",
            "4.01.2",
            f"seat {seat} becomes the {role} "
            f"(MIL {total(ctx, chosen, _mil)}, INF {total(ctx, chosen, _inf)})",
        )
    for faction in assigned:
        answer = yield ctx.ask_amount(
            faction.seat,
            EXTRA_SENATORS,
            "4.01.2",
            0,
            len(pool),
            "How many extra Family cards does your Guideline deal you?",
        )
        assert isinstance(answer, Amount)
        for _ in range(answer.value):
            deal_family(ctx, pool, faction.seat, "4.01.2")


def _mil(s: Senator) -> int:
    return s.military


def _inf(s: Senator) -> int:
    return s.influence


def temporary_rome_consul(ctx: Context) -> Generator[Decision, Choice, Senator]:
    """The Neutral whose Guideline says so (each is asked in seat order until one does) gives
    its most influential Senator as Temporary Rome Consul, with the Rome Consul and Prior
    Consul markers and +5 Influence (4.01.2 replacing 3.01.6). If every Neutral declines, the
    first one asked supplies him: someone must preside (docs/rulings.md)."""
    neutrals = [f for f in ctx.state.factions if not f.is_player]
    for faction in neutrals:
        choice = yield ctx.ask(
            faction.seat,
            ROME_CONSUL,
            "4.01.2",
            [
                Option(DECLINE, None, "supply no Temporary Rome Consul"),
                Option(SUPPLY, None, "supply the Temporary Rome Consul"),
            ],
            "Does your faction supply the Temporary Rome Consul?",
        )
        if choice.key == SUPPLY:
            break
    else:
        faction = neutrals[0]
    consul = ctx.best_by(
        ctx.state.faction_senators(faction.seat),
        _inf,
        "4.01.2",
        "Temporary Rome Consul",
        name=lambda s: s.name,
    )
    consul.offices.append(Office.ROME_CONSUL)
    consul.prior_consul = True
    consul.influence += 5
    ctx.record(
        faction.role,
        "temporary_rome_consul",
        "4.01.2",
        f"{consul.name} is Temporary Rome Consul (Rome Consul and Prior Consul markers, "
        f"+5 Influence to {consul.influence})",
    )
    return consul


def choose_leaders(ctx: Context, first: int) -> Procedure:
    """Each faction, from the Temporary Rome Consul's clockwise, names its Faction Leader
    (3.01.7; Neutrals by their Guideline, 4.01.3)."""
    for seat in seats_from(first):
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
    and sets his term dial to 1, 2 or 3 (3.02.4, 3.03.4; Neutral terms by Guideline)."""
    setup = scenario_setup(ctx)
    rule = setup.provinces_rule
    for deal in setup.province_deals:
        cards = list(deal.provinces)
        ctx.dice.shuffle(cards, "provinces")
        for seat in seats_from(first):
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


def initial_faction_phase(ctx: Context, first: int) -> Procedure:
    """From the Temporary Rome Consul's faction clockwise, each faction may play Statesmen and
    Concessions (3.01.9); Neutrals play them at once, then every Law whose own condition holds
    (4.01.4)."""
    for seat in seats_from(first):
        faction = ctx.state.factions[seat]
        rule = ctx.rules.cite(ctx, faction.seat, "3.01.9")
        while True:
            options = playable_cards(ctx, faction)
            if not options:
                break
            choice = yield ctx.ask(
                seat,
                SETUP_PLAY_CARD,
                rule,
                [*options, Option(DONE, None, "play nothing more")],
                "Play a Statesman or Concession from your hand, or stop",
            )
            assert isinstance(choice, Option)
            if choice.key == DONE:
                break
            card_no = choice.value
            assert isinstance(card_no, int)
            if choice.key.startswith("statesman:"):
                faction.hand.remove(card_no)
                _play_statesman(ctx, faction, card_no, rule)
            else:
                yield from assign_concession(ctx, faction, card_no, rule)
        if not faction.is_player:
            yield from neutral_plays_laws(ctx, faction, rule)


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
