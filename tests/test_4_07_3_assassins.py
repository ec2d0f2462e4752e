"""4.07.3 (with 1.09.7-1.09.74): an Assassination Check on a Senator in Rome: every other
faction that may take part rolls 1d6, a Neutral +1 per Assassin card it holds, and the high
roller must attempt; Neutrals take part only against a target with 21+ Influence who has more
than any other Senator, and use all their Assassin cards; a caught assassin dies and his Faction
Leader, if in Rome, is guilty without trial, with Mortality Chits for his faction."""

from collections.abc import Callable

import pytest

from engine.context import Context, Procedure
from engine.game import Game
from engine.state import Location, Office, Senator
from solo.assassination import REQUEST_PREFIX, assassination_check, assassination_requests
from tests.builders import add_family
from tests.combat_support import IMPERIALS, PLAYER, PLUTOCRATS, combat_table
from tests.revenue_support import run

ASSASSIN = 49


def member(ctx: Context, seat: int, key: str, influence: int, **ratings: int) -> Senator:
    """A real Family card (so he can die) in Rome with this Influence."""
    senator = add_family(ctx, seat, key)
    senator.influence = influence
    for rating, value in ratings.items():
        setattr(senator, rating, value)
    return senator


def check(target: Senator) -> Callable[[Context], Procedure]:
    """A procedure running one Check on the target."""

    def procedure(ctx: Context) -> Procedure:
        yield from assassination_check(ctx, target.key, "test")

    return procedure


def dead(ctx: Context, senator: Senator) -> bool:
    return ctx.state.senators.get(senator.key) is not senator


def attempts(game: Game) -> list[str]:
    """The Check's outcome acts: no attempt, or an attempt."""
    return [e.act for e in game.log if e.act in ("no_assassination", "assassination")]


def table() -> tuple[Context, Senator, Senator, Senator]:
    """The Player's Senator with 25 Influence, more than any other; the Imperials (one Assassin
    card, a Leader and a lesser Senator in Rome) and the Plutocrats take part."""
    ctx = combat_table()
    target = member(ctx, PLAYER, "fam-01-cornelius", 25, popularity=2)
    leader = member(ctx, IMPERIALS, "fam-02-fabius", 2)
    ctx.state.factions[IMPERIALS].leader = leader.key
    small = member(ctx, IMPERIALS, "fam-03-valerius", 3)
    member(ctx, PLUTOCRATS, "fam-04-julius", 5)
    ctx.state.factions[IMPERIALS].hand.append(ASSASSIN)
    return ctx, target, leader, small


@pytest.mark.effect("intrigue", "assassin")
def test_the_high_roller_attempts_with_all_his_assassin_cards() -> None:
    # High roll: Imperials 3 + 1 card = 4, Plutocrats 4: tie; again 5 + 1 = 6 against 2.
    # The Imperials send their lesser non-Leader; 1d6 4 + 1 = 5: killed.
    ctx, target, _, small = table()
    ctx.dice.script([3, 4, 5, 2, 4])

    game, _ = run(ctx, check(target))

    assert dead(ctx, target)
    assert ctx.state.assassinations == [(IMPERIALS, PLAYER)]
    assert ASSASSIN in ctx.state.discard and ctx.state.factions[IMPERIALS].hand == []
    attempt = next(e.text for e in game.log if e.act == "assassination")
    assert attempt.startswith(f"{small.name} tries to assassinate {target.name}")


def test_a_caught_assassins_leader_is_guilty_and_chits_strike_his_faction() -> None:
    # 1d6 1 + 1 = 2: caught. The Leader (in Rome) loses 5 Influence and dies guilty; the
    # target's Popularity 2 draws 2 chits: an Imperial in Rome dies, the Player's man does not.
    ctx, target, leader, small = table()
    third = member(ctx, IMPERIALS, "fam-05-claudius", 4)
    bystander = member(ctx, PLAYER, "fam-06-manlius", 1)
    ctx.state.mortality_cup = [third.family_id, bystander.family_id]
    ctx.dice.script([6, 1, 1])

    run(ctx, check(target))

    assert not dead(ctx, target)
    assert dead(ctx, small) and dead(ctx, leader) and dead(ctx, third)
    assert not dead(ctx, bystander)
    assert ctx.state.senators[leader.key].location is Location.CURIA  # no heir (1.09.74)
    assert ctx.state.factions[IMPERIALS].leader is None


def test_a_leader_out_of_rome_only_loses_influence() -> None:
    ctx, target, leader, _ = table()
    leader.location = Location.PROVINCE
    ctx.dice.script([6, 1, 1])

    run(ctx, check(target))

    assert not dead(ctx, leader) and leader.influence == 0


def test_a_caught_assassin_who_leads_his_faction_dies_without_trial() -> None:
    ctx = combat_table()
    target = member(ctx, PLAYER, "fam-01-cornelius", 25, popularity=1)
    leader = member(ctx, IMPERIALS, "fam-02-fabius", 2)
    ctx.state.factions[IMPERIALS].leader = leader.key
    other = member(ctx, IMPERIALS, "fam-03-valerius", 2)
    ctx.state.mortality_cup = [other.family_id]
    ctx.dice.script([6, 1])  # the Leader is the only Senator in Rome: other is in a Province
    other.location = Location.PROVINCE

    run(ctx, check(target))

    assert dead(ctx, leader) and not dead(ctx, other)  # the chit strikes only Senators in Rome


def test_neutrals_abstain_against_a_target_below_21_or_not_the_most_influential() -> None:
    ctx, target, _, _ = table()
    target.influence = 20

    game, _ = run(ctx, check(target))

    assert attempts(game) == ["no_assassination"]
    assert ctx.state.assassinations == []


def test_a_player_who_wins_the_high_roll_must_attempt() -> None:
    # Against a Neutral's Senator with 10 Influence only the Player takes part.
    ctx = combat_table()
    target = member(ctx, IMPERIALS, "fam-02-fabius", 10)
    killer = member(ctx, PLAYER, "fam-01-cornelius", 4)
    ctx.state.factions[PLAYER].hand.append(ASSASSIN)
    ctx.dice.script([1, 4])  # the high roll, then 4 + 1 card = 5

    _, player = run(ctx, check(target), {"assassination.attempt": [f"{killer.key}@1"]})

    assert [d.options.keys() for d in player.seen] == [[f"{killer.key}@0", f"{killer.key}@1"]]
    assert dead(ctx, target) and ctx.state.discard == [ASSASSIN]


def test_one_attempt_per_target_faction_and_per_attacker_each_turn() -> None:
    ctx, target, _, _ = table()
    ctx.state.assassinations.append((PLUTOCRATS, PLAYER))

    game, _ = run(ctx, check(target))

    assert attempts(game) == ["no_assassination"]


def test_a_consul_for_life_cannot_be_assassinated() -> None:
    ctx, target, _, _ = table()
    target.offices.append(Office.CONSUL_FOR_LIFE)

    game, _ = run(ctx, check(target))

    assert attempts(game) == ["no_assassination"]


def test_evil_omens_lower_the_roll() -> None:
    ctx, target, _, _ = table()
    ctx.state.events["evt-evil-omens"] = 1
    ctx.dice.script([6, 1, 4])  # 4 + 1 card - 1 = 4: no effect

    run(ctx, check(target))

    assert not dead(ctx, target)


def test_players_request_checks_only_while_the_senate_sits() -> None:
    ctx, target, leader, small = table()
    ctx.rederiving = True  # asked on a decision built again after it (Context.choose)
    ctx.state.phase = "Forum"
    assert assassination_requests(ctx, PLAYER) == []
    ctx.state.phase = "Senate"
    member(ctx, PLAYER, "fam-07-fulvius", 1)

    keys = [o.key for o in assassination_requests(ctx, PLAYER)]

    assert REQUEST_PREFIX + leader.key in keys and REQUEST_PREFIX + small.key in keys
    assert REQUEST_PREFIX + target.key not in keys  # not his own faction


def test_no_request_in_the_middle_of_an_act() -> None:
    # docs/rulings.md: a decision that completes an act under way (a Governor's Legate, 1.13.1)
    # is not built again, so it offers no request that could kill its Senator meanwhile.
    ctx, _, _, _ = table()
    ctx.state.phase = "Senate"
    member(ctx, PLAYER, "fam-07-fulvius", 1)

    assert assassination_requests(ctx, PLAYER) == []


def test_a_neutral_that_loses_its_last_senator_is_eliminated() -> None:
    # 1.05.4: its hand is discarded and its Faction Treasury returns to the Bank.
    ctx = combat_table()
    target = member(ctx, PLAYER, "fam-01-cornelius", 25)
    leader = member(ctx, IMPERIALS, "fam-02-fabius", 2)
    imperials = ctx.state.factions[IMPERIALS]
    imperials.leader, imperials.treasury = leader.key, 7
    imperials.hand.extend([ASSASSIN, 38])
    flow = ctx.state.bank_flow
    ctx.dice.script([6, 1])

    game = Game(ctx, check(target), 0)

    assert game.pending is None and imperials.eliminated
    assert imperials.hand == [] and imperials.treasury == 0 and ctx.state.bank_flow == flow - 7
    assert 38 in ctx.state.discard
