"""4.07.4 (with 1.09.73 and the card texts): a Neutral plays every Secret Bodyguard it holds
when its Senator is attacked, each -1 on the roll and one catch roll with all the attempt's
modifiers; it puts an Open Bodyguard, in the Revenue Phase, on its most influential Senator in
Rome once he has 21+ Influence; the Open Bodyguard gives -2 and a catch roll, costs 1 T and
1 Popularity each Revenue Phase, and is discarded when he cannot pay or dies."""

from collections.abc import Callable

import pytest

from engine.assassination import open_bodyguards
from engine.context import Context, Procedure
from engine.death import kill_senator
from engine.decision import AmountOptions
from engine.phases.revenue import revenue_phase
from engine.state import Location, Senator
from solo.assassination import assassination_check
from tests.builders import add_family
from tests.combat_support import IMPERIALS, PLAYER, combat_table
from tests.revenue_support import run

SECRET_BODYGUARDS = [47, 101]
OPEN_BODYGUARD = 152


def member(ctx: Context, seat: int, key: str, influence: int, talents: int = 0) -> Senator:
    """A real Family card in Rome with this Influence and talents."""
    senator = add_family(ctx, seat, key)
    senator.influence = influence
    senator.talents = talents
    return senator


def check(target: Senator) -> Callable[[Context], Procedure]:
    def procedure(ctx: Context) -> Procedure:
        yield from assassination_check(ctx, target.key, "test")

    return procedure


def player_attacks_imperial() -> tuple[Context, Senator, Senator]:
    """The Player's assassin (his Leader is away) against the Imperials' 30-Influence Senator."""
    ctx = combat_table()
    target = member(ctx, IMPERIALS, "fam-02-fabius", 30)
    assassin = member(ctx, PLAYER, "fam-01-cornelius", 1)
    away = member(ctx, PLAYER, "fam-03-valerius", 3)
    away.location = Location.PROVINCE
    ctx.state.factions[PLAYER].leader = away.key
    return ctx, target, assassin


def attack(ctx: Context, target: Senator, assassin: Senator) -> None:
    run(ctx, check(target), {"assassination.attempt": [f"{assassin.key}@0"]})


@pytest.mark.effect("intrigue", "bodyguard")
def test_a_neutral_plays_all_its_secret_bodyguards_and_catches_the_assassin() -> None:
    # 1d6 5 - 2 Bodyguards = 3: no effect; two catch rolls at -2: 5 -> 3, then 4 -> 2: caught.
    ctx, target, assassin = player_attacks_imperial()
    ctx.state.factions[IMPERIALS].hand.extend(SECRET_BODYGUARDS)
    ctx.dice.script([1, 5, 5, 4])

    attack(ctx, target, assassin)

    assert ctx.state.senators.get(target.key) is target
    assert ctx.state.senators.get(assassin.key) is not assassin
    assert ctx.state.factions[IMPERIALS].hand == []
    assert sorted(ctx.state.discard) == SECRET_BODYGUARDS


def test_the_target_can_die_and_the_assassin_still_be_caught() -> None:
    # 1d6 6 - 1 = 5: killed; the catch roll 3 - 1 = 2: caught (1.09.73).
    ctx, target, assassin = player_attacks_imperial()
    ctx.state.factions[IMPERIALS].hand.append(SECRET_BODYGUARDS[0])
    ctx.dice.script([1, 6, 3])

    attack(ctx, target, assassin)

    assert ctx.state.senators.get(target.key) is not target
    assert ctx.state.senators.get(assassin.key) is not assassin


def test_a_player_chooses_how_many_bodyguards_to_play() -> None:
    # Only the Player's own faction is targeted here: a Neutral with Assassin cards attacks.
    ctx = combat_table()
    target = member(ctx, PLAYER, "fam-01-cornelius", 30)
    member(ctx, IMPERIALS, "fam-02-fabius", 1)
    ctx.state.factions[PLAYER].hand.extend(SECRET_BODYGUARDS)
    ctx.dice.script([6, 5, 6])  # 5: the Player plays one: 4, no effect; catch roll 6 - 1

    _, player = run(ctx, check(target), {"assassination.bodyguards": ["1"]})

    decision = player.seen[0]
    assert decision.kind == "assassination.bodyguards"
    assert isinstance(decision.options, AmountOptions)
    assert (decision.options.low, decision.options.high) == (0, 2)
    assert ctx.state.senators.get(target.key) is target
    assert len(ctx.state.factions[PLAYER].hand) == 1


def test_a_neutral_puts_its_open_bodyguard_on_a_senator_of_21_influence() -> None:
    ctx = combat_table()
    member(ctx, IMPERIALS, "fam-02-fabius", 20)
    great = member(ctx, IMPERIALS, "fam-03-valerius", 21)
    ctx.state.factions[IMPERIALS].hand.append(OPEN_BODYGUARD)

    run(ctx, lambda c: open_bodyguards(c, [IMPERIALS]))

    assert ctx.state.open_bodyguards == {great.key: OPEN_BODYGUARD}


def test_below_21_influence_the_neutral_keeps_it() -> None:
    ctx = combat_table()
    member(ctx, IMPERIALS, "fam-02-fabius", 20)
    ctx.state.factions[IMPERIALS].hand.append(OPEN_BODYGUARD)

    run(ctx, lambda c: open_bodyguards(c, [IMPERIALS]))

    assert ctx.state.open_bodyguards == {}
    assert ctx.state.factions[IMPERIALS].hand == [OPEN_BODYGUARD]


def test_a_player_chooses_whom_to_guard() -> None:
    ctx = combat_table()
    guarded = member(ctx, PLAYER, "fam-01-cornelius", 3)
    ctx.state.factions[PLAYER].hand.append(OPEN_BODYGUARD)

    run(ctx, lambda c: open_bodyguards(c, [PLAYER]), {"revenue.open_bodyguard": [guarded.key]})

    assert ctx.state.open_bodyguards == {guarded.key: OPEN_BODYGUARD}


@pytest.mark.effect("intrigue", "bodyguard")
def test_upkeep_costs_a_talent_and_popularity_or_the_card() -> None:
    ctx = combat_table()
    paying = member(ctx, IMPERIALS, "fam-02-fabius", 25, talents=2)
    broke = member(ctx, PLAYER, "fam-01-cornelius", 25)
    ctx.state.open_bodyguards = {paying.key: OPEN_BODYGUARD, broke.key: 999}

    run(ctx, lambda c: open_bodyguards(c, []))

    assert (paying.talents, paying.popularity) == (1, -1)
    assert ctx.state.open_bodyguards == {paying.key: OPEN_BODYGUARD}
    assert ctx.state.discard == [999]


@pytest.mark.effect("intrigue", "bodyguard")
def test_the_open_bodyguard_lowers_the_roll_and_catches() -> None:
    # 1d6 6 - 2 = 4: no effect; its catch roll 4 - 2 = 2: caught.
    ctx, target, assassin = player_attacks_imperial()
    ctx.state.open_bodyguards[target.key] = OPEN_BODYGUARD
    ctx.dice.script([1, 6, 4])

    attack(ctx, target, assassin)

    assert ctx.state.senators.get(target.key) is target
    assert ctx.state.senators.get(assassin.key) is not assassin


def test_the_card_is_discarded_when_its_senator_dies() -> None:
    ctx = combat_table()
    guarded = member(ctx, IMPERIALS, "fam-02-fabius", 25)
    ctx.state.open_bodyguards[guarded.key] = OPEN_BODYGUARD

    kill_senator(ctx, guarded.key, "1.05.2", "Mortality")

    assert ctx.state.open_bodyguards == {} and ctx.state.discard == [OPEN_BODYGUARD]


def test_the_revenue_phase_plays_it_after_redistribution() -> None:
    ctx = combat_table()
    great = member(ctx, IMPERIALS, "fam-02-fabius", 25)
    ctx.state.factions[IMPERIALS].leader = great.key
    ctx.state.factions[IMPERIALS].hand.append(OPEN_BODYGUARD)

    game, _ = run(ctx, revenue_phase)

    acts = [e.act for e in game.log]
    assert ctx.state.open_bodyguards == {great.key: OPEN_BODYGUARD}
    assert acts.index("revenue_split") < acts.index("open_bodyguard") < acts.index("annual_revenue")
