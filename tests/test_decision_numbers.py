"""Decisions with their numbers (issue 30 item 8): the votes and the Majority of a Ruling
Coalition (4.05.2), a Knight's chance for each amount (1.07.5), the cost, Popularity and Unrest
of Games (1.07.6), and what each Spoils item brings (4.05.4, 1.09.22, 1.09.4, 1.06.13, 1.07.32,
1.09.62), all from the engine's tables and rule functions."""

from __future__ import annotations

from engine.decision import AmountOptions
from engine.knights import knight_chance
from presentation.odds import percent
from presentation.options import decision_view
from solo.coalition import Tally, vote_tallies
from solo.spoils_types import Pick
from tests.presentation_support import PLAYER, game_at


def test_4_05_2_joining_shows_the_votes_and_the_majority() -> None:
    game, decision = game_at("coalition.join", seed=1)
    figures = {f.name: f for f in decision_view(game, PLAYER, decision).figures}
    tally = Tally(vote_tallies(game.context), ())
    members = decision.context["members"]
    assert isinstance(members, tuple | list)
    assert figures["votes"].value == tally.total(members)
    assert f"Majority {tally.majority}" in figures["votes"].text


def test_1_07_5_knights_show_the_chance_for_each_amount() -> None:
    game, decision = game_at("knights.spend")
    assert isinstance(decision.options, AmountOptions)
    senator = game.state.senators[str(decision.context["senator"])]
    shown = decision_view(game, PLAYER, decision)
    steps = {f.name: f for f in shown.figures}["chance by talents paid"].text
    for paid in range(decision.options.low, decision.options.high + 1):
        chance = knight_chance(game.context, senator, paid)
        assert f"{paid} T {percent(chance)}" in steps
        if chance == 1:
            break
    assert shown.amount is not None
    high = knight_chance(game.context, senator, decision.options.high)
    assert shown.amount.at_high[0].value == round(high, 4)
    # a die of 1-6 plus what is paid, 6 or more: each talent adds one face (1.07.5)
    assert knight_chance(game.context, senator, 0) in (0, 1 / 6, 2 / 6)


def test_1_07_6_games_show_cost_popularity_and_unrest() -> None:
    game, decision = game_at("games.sponsor", seed=2, turns=10)
    table = game.context.catalog.tables.games
    shown = {o.key: o for o in decision_view(game, PLAYER, decision).options}
    for option in decision.options:
        if not isinstance(option.value, tuple):
            continue
        row = table.get(option.value[1])
        figures = {f.name: f for f in shown[option.key].figures}
        assert figures["cost"].value == row.cost
        assert figures["Popularity"].value == row.popularity
        unrest = max(0, game.state.unrest + row.unrest)
        assert figures["Unrest"].text == f"{game.state.unrest} → {unrest}"


def test_4_05_4_each_spoils_item_shows_what_it_brings() -> None:
    game, decision = game_at("spoils.pick", seed=1)
    influence = game.context.catalog.tables.influence
    shown = {o.key: o for o in decision_view(game, PLAYER, decision).options}
    kinds = set()
    for option in decision.options:
        pick = option.value
        if not isinstance(pick, Pick):
            continue
        figures = {f.name: f for f in shown[option.key].figures}
        kinds.add(pick.kind)
        if pick.kind in ("rome_consul", "field_consul"):
            assert figures["Influence"].value == influence.consul
        elif pick.kind == "censor":
            assert figures["Influence"].value == influence.censor
        elif pick.kind == "governor":
            assert "T a turn" in figures["Spoils"].text
        elif pick.kind == "concession":
            assert figures["income"].text.startswith(f"{figures['income'].value} T")
        else:
            assert "Popularity" in figures
    assert "field_consul" in kinds
