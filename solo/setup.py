"""Solitaire / two-player set-up (4.01.1-4.01.4) woven into the basic set-up (3.01-3.03)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.context import Context, Procedure
from engine.decision import Option
from engine.faction_cards import playable_cards
from engine.queries import rule_for, seats_from
from engine.senators import enter_statesman, senator_options
from engine.setup import deal_family, scenario_setup
from engine.state import Faction, Location, Office, ProvinceState, Senator
from guidelines.schema import AssignmentCriterion
from solo.concessions import assign_concession
from solo.forum import neutral_plays_laws

DONE = "done"
"""Option key that ends a faction's optional plays."""


def total(ctx: Context, faction: Faction, rating: Callable[[Senator], int]) -> int:
    """Sum of a rating over a faction's Senators."""
    return sum(rating(s) for s in ctx.state.faction_senators(faction.seat))


def assign_neutrals(ctx: Context, pool: list[str]) -> None:
    """Identify the Neutrals by their Guidelines' order and criterion, and deal the extra
    Senators (4.01.2). Totals count the dealt Family cards only."""
    unassigned = [f for f in ctx.state.factions if not f.is_player]
    by_order = sorted(ctx.guidelines.items(), key=lambda item: item[1].setup.order)
    in_play = by_order[: len(unassigned)]
    for role, guideline in in_play:
        chosen = _pick_neutral(ctx, unassigned, guideline.setup.assigned_by, role)
        unassigned.remove(chosen)
        chosen.role = role
        ctx.record(
            role,
            "assign_neutral",
            "4.01.2",
            f"seat {chosen.seat} becomes the {role} "
            f"({_criterion_text(guideline.setup.assigned_by)}: "
            f"MIL {total(ctx, chosen, _mil)}, INF {total(ctx, chosen, _inf)})",
        )
    for role, guideline in in_play:
        seat = ctx.state.role_seat(role)
        assert seat is not None
        for _ in range(guideline.setup.extra_senators):
            deal_family(ctx, pool, seat, "4.01.2")


def _mil(s: Senator) -> int:
    return s.military


def _inf(s: Senator) -> int:
    return s.influence


def _criterion_text(criterion: AssignmentCriterion) -> str:
    return {
        "max_total_military": "highest total Military",
        "max_total_influence": "most total Influence",
        "min_total_influence": "least total Influence",
        "remaining": "the last Neutral",
    }[criterion]


def _pick_neutral(
    ctx: Context, candidates: Sequence[Faction], criterion: AssignmentCriterion, role: str
) -> Faction:
    scores: dict[AssignmentCriterion, Callable[[Faction], int]] = {
        "max_total_military": lambda f: total(ctx, f, _mil),
        "max_total_influence": lambda f: total(ctx, f, _inf),
        "min_total_influence": lambda f: -total(ctx, f, _inf),
        "remaining": lambda f: 0,
    }
    return ctx.best_by(
        candidates, scores[criterion], "4.01.2", f"the {role}", name=lambda f: f"seat {f.seat}"
    )


def temporary_rome_consul(ctx: Context) -> Senator:
    """The designated Neutral's most influential Senator becomes Temporary Rome Consul with the
    Rome Consul and Prior Consul markers and +5 Influence (4.01.2 replacing 3.01.6)."""
    role = next(r for r, g in ctx.guidelines.items() if g.setup.temporary_rome_consul)
    seat = ctx.state.role_seat(role)
    assert seat is not None, "the Temporary Rome Consul's Neutral always plays"
    consul = ctx.best_by(
        ctx.state.faction_senators(seat),
        _inf,
        "4.01.2",
        "Temporary Rome Consul",
        name=lambda s: s.name,
    )
    consul.offices.append(Office.ROME_CONSUL)
    consul.prior_consul = True
    consul.influence += 5
    ctx.record(
        role,
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
            "faction.leader",
            rule_for(faction, "3.01.7", "4.01.3"),
            senator_options(ctx.state.faction_senators(seat)),
            "Choose your Faction Leader",
        )
        assert isinstance(choice, Option)
        faction.leader = choice.key
        ctx.record(
            ctx.faction_name(seat),
            "faction_leader",
            rule_for(faction, "3.01.7", "4.01.3"),
            f"names {ctx.state.senators[choice.key].name} Faction Leader",
        )


def deal_provinces(ctx: Context, first: int) -> Procedure:
    """Deal Provinces one to each faction, the rest to the Forum; each faction names a Governor
    and sets his term dial to 1, 2 or 3 (3.02.4, 3.03.4; Neutral terms by Guideline)."""
    setup = scenario_setup(ctx)
    rule = {"3.02": "3.02.4", "3.03": "3.03.4"}.get(setup.rule, setup.rule)
    for deal in setup.province_deals:
        cards = list(deal.provinces)
        ctx.dice.shuffle(cards)
        for seat in seats_from(first):
            key = cards.pop()
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
        "province.governor",
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
        rule = rule_for(faction, "3.01.9", "4.01.4")
        while True:
            options = playable_cards(ctx, faction)
            if not options:
                break
            choice = yield ctx.ask(
                seat,
                "setup.play_card",
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
            neutral_plays_laws(ctx, faction, rule)


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
