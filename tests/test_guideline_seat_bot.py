"""The Guideline seat bot (issue 34 item 4): a base-game faction played by a Neutral's section IV
card, its coalition (4.05.2), Spoils order (4.05.4), Military Plan (4.05.3, 4.05.31) and
Assassins (4.07.3) as its Senate policy, every answer with its reason; named
``guideline:role=NAME`` or ``guideline:file=PATH``."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from bots.guideline_plan import Plan, plan_of
from bots.guideline_seat import GuidelineSeatBot, coalition, coalition_of
from bots.seating import PlayerBotError, player_bot, split_specs
from engine.base.game import new_base_game
from engine.decision import Decision, Option
from engine.game import Game
from engine.queries import in_rome
from engine.senate.votes import ABSTAIN, AYE, NAY
from guidelines.loader import GuidelineSet, role_named
from ror.cli import main
from tests.base_game_support import base_game_at


def card_bot(role: str) -> GuidelineSeatBot:
    """The seat bot playing a printed card."""
    return GuidelineSeatBot(guideline=GuidelineSet.default()[role_named(role)])


def test_a_spec_names_a_printed_card_a_card_file_or_the_seat_s_card() -> None:
    view = new_base_game("early", 4, 1).view(1)
    plutocrats = player_bot("guideline:role=plutocrats")(0)
    assert isinstance(plutocrats, GuidelineSeatBot) and plutocrats.card(view).name == "Plutocrats"
    from_file = player_bot("guideline:file=guidelines/populists.toml")(0)
    assert isinstance(from_file, GuidelineSeatBot) and from_file.card(view).name == "Populists"
    by_seat = player_bot("guideline")(0)
    assert isinstance(by_seat, GuidelineSeatBot) and by_seat.card(view).name == "Plutocrats"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("guideline:role=praetorians", "unknown guideline 'praetorians'"),
        ("guideline:colour=red", "takes role=NAME or file=PATH"),
        ("guideline:file=path/missing.toml", "path/missing.toml"),
    ],
)
def test_a_bad_spec_is_one_error_line(spec: str, message: str) -> None:
    with pytest.raises(PlayerBotError, match=message) as found:
        player_bot(spec)
    assert "\n" not in str(found.value)


def test_settings_stay_with_their_spec_in_a_list() -> None:
    assert split_specs("guideline:role=imperials,random,search:rollouts=2,horizon=0") == [
        "guideline:role=imperials",
        "random",
        "search:rollouts=2,horizon=0",
    ]


def test_the_coalition_is_the_first_listed_majority_holding_the_faction() -> None:
    tallies = {0: 10, 1: 8, 2: 6, 3: 4}  # 28 votes, a Majority of 15
    assert coalition_of(tallies, 0) == {0, 2}  # item 8: ranks 1 and 3, 16 votes
    assert coalition_of(tallies, 2) == {0, 2}
    assert coalition_of(tallies, 1) == {0, 1}  # item 9: ranks 1 and 2
    assert coalition_of(tallies, 3) == {3}  # in no listed Majority: alone


def vote_on(game: Game, proposal: str) -> Decision:
    """The pending vote's decision, put to ``proposal`` instead."""
    decision = game.pending
    assert decision is not None
    assert {o.key for o in decision.options if isinstance(o, Option)} >= {AYE, NAY, ABSTAIN}
    context = dict(decision.context) | {"proposal": proposal}
    return Decision(
        decision.actor, decision.kind, decision.rule, decision.options, "?", context=context
    )


def test_a_card_without_land_bills_votes_against_them_and_for_their_repeal() -> None:
    game = base_game_at("senate.vote")
    view = game.view(game.pending.actor if game.pending else 0)
    bill, repeal = vote_on(game, "land_bill:I:a:b"), vote_on(game, "repeal:II:a")
    plutocrats, imperials = card_bot("Plutocrats"), card_bot("Imperials")
    assert plutocrats.decide(view, bill).key == NAY
    assert plutocrats.decide(view, repeal).key == AYE
    assert imperials.decide(view, bill).key == AYE
    answer = imperials.decide(view, repeal)
    assert (
        answer.key == NAY
        and answer.why is not None
        and "Imperials take Land Bills" in (answer.why.text)
    )


def test_a_rival_s_office_is_opposed_only_high_in_the_spoils_order() -> None:
    game = base_game_at("senate.vote")
    seat = game.pending.actor if game.pending else 0
    view = game.view(seat)
    partners = coalition(view)
    rival = next(s.key for s in view.senators.values() if s.faction not in (*partners, None))
    censor = vote_on(game, f"censor:{rival}")
    assert card_bot("Plutocrats").decide(view, censor).key == NAY  # censor first of five
    low = card_bot("Imperials").decide(view, censor)  # censor fourth of six
    assert low.key == ABSTAIN and low.why is not None and "low in their Spoils" in low.why.text


def test_the_plan_attacks_the_strongest_war_it_can_meet_in_a_crisis_the_weakest() -> None:
    wars = {
        "war-a": ("active", 10, 0, 2, 0),
        "war-b": ("active", 6, 0, 1, 0),
        "war-c": ("inactive", 30, 0, 0, 0),
    }
    assert plan_of(wars, 12, 3, 0) == Plan("war-a", 10, 2, crisis=False)
    assert plan_of(wars, 8, 3, 0) == Plan("war-b", 6, 1, crisis=False)  # war-a needs builds
    assert plan_of(wars, 8, 3, 20) == Plan("war-a", 10, 2, crisis=False)  # 2 Legions paid for
    crisis = wars | {"war-d": ("active", 16, 8, 2, 0)}
    assert plan_of(crisis, 5, 3, 0) == Plan("war-b", 21, 1, crisis=True)
    fought = {k: (w[0], w[1], w[2], w[3], 9) for k, w in wars.items()}
    assert plan_of(fought, 20, 5, 100) is None


def test_every_answer_of_a_whole_game_carries_its_reason() -> None:
    game = new_base_game("middle", 4, 3)
    bots = [card_bot(role) for role in ("Imperials", "Plutocrats", "Conservatives", "Populists")]
    while game.pending is not None:
        decision = game.pending
        seat = decision.delegate_to if decision.delegate_to is not None else decision.actor
        game.apply(bots[seat].decide(game.view(seat), decision))
    assert game.result is not None
    assert len(game.reasons) == len(game.choices)
    senate = [why.text for why in game.reasons.values() if why.rule.startswith("1.09")]
    assert any("(4.05.4" in text for text in senate)
    assert any("Military Plan" in text for text in senate)


def test_simulate_seats_guideline_bots() -> None:
    seats = "guideline:role=plutocrats,random,guideline:role=imperials,base-faction"
    args = ["simulate", "--game", "base", "--seat-bots", seats, "--games", "2", "--jobs", "1"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "errors" in result.output


def test_it_attacks_only_a_rival_who_could_be_consul_for_life() -> None:
    game = base_game_at("senate.business")
    assert game.pending is not None
    seat = game.pending.actor
    bot = card_bot("Imperials")
    assert not bot.decide(game.view(seat), game.pending).key.startswith("assassinate:")
    rival = next(
        s for s in game.state.senators.values() if s.faction not in (seat, None) and in_rome(s)
    )
    rival.influence = 40  # 21+ and more than any other Senator (4.07.3)
    answer = bot.decide(game.view(seat), game.pending)
    assert answer.key == f"assassinate:{rival.key}"
    assert answer.why is not None and "4.07.3" in answer.why.text
    game.apply(answer)
    assert game.pending is not None and game.pending.kind == "senate.assassin"
    sent = bot.decide(game.view(seat), game.pending).key.split("@")[0]
    own = [s for s in game.state.faction_senators(seat) if in_rome(s)]
    leader = game.state.factions[seat].leader
    assert sent != leader or len(own) == 1
    assert game.state.senators[sent].influence == min(
        s.influence for s in own if s.key != leader or len(own) == 1
    )
