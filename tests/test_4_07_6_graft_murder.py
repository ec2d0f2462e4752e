"""4.07.6 (and the cards of the Intrigue cards): a faction whose Spoils a Tribune cancels answers
with Graft first (its richest Senator in Rome pays 1d6 talents to void the Tribune, if he can), then
Murder of a Tribune (its most popular Senator in Rome rolls 1d6, loses that much Popularity,
and voids it on an even roll); the Tribune's Neutral faction, its Tribune voided, answers with
Mob Incited to Violence. Worked case T43 (variant)."""

from collections.abc import Callable

import pytest

from engine.context import Context, Procedure
from engine.state import Location, Senator
from engine.tribune_answers import answer_tribune
from tests.builders import add_family
from tests.combat_support import IMPERIALS, PLAYER, PLUTOCRATS, combat_table
from tests.revenue_support import run

GRAFT, MURDER, MOB = 103, 97, 105


def member(ctx: Context, seat: int, key: str, **ratings: int) -> Senator:
    """A real Family card in Rome with these ratings."""
    senator = add_family(ctx, seat, key)
    for rating, value in ratings.items():
        setattr(senator, rating, value)
    return senator


def answer(answering: int, tribune: int, result: list[bool]) -> Callable[[Context], Procedure]:
    """A procedure answering the Tribune; the voiding is appended to ``result``."""

    def procedure(ctx: Context) -> Procedure:
        result.append((yield from answer_tribune(ctx, answering, tribune)))

    return procedure


@pytest.mark.effect("intrigue", "mob_incited")
@pytest.mark.effect("intrigue", "cancel_tribune")
def test_graft_voids_the_veto_and_the_mob_strikes_back() -> None:
    # Plutocrats hold Graft; their richest Senator in Rome has 6 T; d6 4: he pays 4 T and the
    # Imperials' veto is void. The Imperials hold Mob Incited: d6 2 + Oratory 3 = 5 chits
    # against the Plutocrats in Rome.
    ctx = combat_table()
    rich = member(ctx, PLUTOCRATS, "fam-01-cornelius", talents=6)
    poor = member(ctx, PLUTOCRATS, "fam-02-fabius", talents=1)
    away = member(ctx, PLUTOCRATS, "fam-04-julius")
    away.location = Location.PROVINCE
    orator = member(ctx, IMPERIALS, "fam-03-valerius", oratory=3)
    ctx.state.factions[PLUTOCRATS].hand.append(GRAFT)
    ctx.state.factions[IMPERIALS].hand.append(MOB)
    ctx.state.mortality_cup = [poor.family_id, orator.family_id, away.family_id, "blank"]
    flow = ctx.state.bank_flow
    ctx.dice.script([4, 2])
    voided: list[bool] = []

    game, _ = run(ctx, answer(PLUTOCRATS, IMPERIALS, voided))

    assert voided == [True]
    assert rich.talents == 2 and ctx.state.bank_flow == flow - 4 - 1  # the dead man's 1 T too
    assert ctx.state.discard == [GRAFT, MOB]
    assert ctx.state.senators.get(poor.key) is not poor  # drawn, in Rome
    assert ctx.state.senators.get(orator.key) is orator  # not of the answering faction
    assert ctx.state.senators.get(away.key) is away  # not in Rome
    mob = next(e.text for e in game.log if e.act == "mob_incited")
    assert "2 + Oratory 3 = 5 Mortality Chits" in mob


def test_graft_too_dear_then_murder_of_a_tribune() -> None:
    # Graft rolls 6 against 2 T: no effect, card gone. Murder: the most popular Senator in Rome
    # rolls 3: odd, the Tribune stands; he loses 3 Popularity. The Neutral's Mob stays in hand.
    ctx = combat_table()
    member(ctx, PLUTOCRATS, "fam-01-cornelius", talents=2, popularity=1)
    popular = member(ctx, PLUTOCRATS, "fam-02-fabius", popularity=4)
    member(ctx, IMPERIALS, "fam-03-valerius", oratory=3)
    ctx.state.factions[PLUTOCRATS].hand.extend([GRAFT, MURDER])
    ctx.state.factions[IMPERIALS].hand.append(MOB)
    ctx.dice.script([6, 3])
    voided: list[bool] = []

    run(ctx, answer(PLUTOCRATS, IMPERIALS, voided))

    assert voided == [False]
    assert popular.popularity == 1
    assert ctx.state.discard == [GRAFT, MURDER]
    assert ctx.state.factions[IMPERIALS].hand == [MOB]


@pytest.mark.effect("intrigue", "cancel_tribune")
def test_murder_on_an_even_roll_voids_the_tribune() -> None:
    ctx = combat_table()
    killer = member(ctx, PLUTOCRATS, "fam-02-fabius", popularity=0)
    ctx.state.factions[PLUTOCRATS].hand.append(MURDER)
    ctx.dice.script([2])
    voided: list[bool] = []

    run(ctx, answer(PLUTOCRATS, IMPERIALS, voided))

    assert voided == [True] and killer.popularity == -2


def test_a_player_names_who_pays_the_graft_and_may_decline() -> None:
    ctx = combat_table()
    payer = member(ctx, PLAYER, "fam-01-cornelius", talents=9)
    ctx.state.factions[PLAYER].hand.append(GRAFT)
    ctx.dice.script([5])
    voided: list[bool] = []

    _, player = run(
        ctx,
        answer(PLAYER, IMPERIALS, voided),
        {"intrigue.graft": [payer.key], "intrigue.graft_pay": ["decline"]},
    )

    assert voided == [False] and payer.talents == 9
    assert ctx.state.discard == [GRAFT]
    assert [d.kind for d in player.seen] == ["intrigue.graft", "intrigue.graft_pay"]


@pytest.mark.effect("intrigue", "mob_incited")
def test_a_player_may_incite_the_mob_even_when_the_answer_failed() -> None:
    ctx = combat_table()
    member(ctx, PLAYER, "fam-01-cornelius", oratory=2)
    victim = member(ctx, IMPERIALS, "fam-02-fabius", popularity=0)
    ctx.state.factions[IMPERIALS].hand.append(MURDER)
    ctx.state.factions[PLAYER].hand.append(MOB)
    ctx.state.mortality_cup = [victim.family_id]
    ctx.dice.script([1, 1])  # Murder rolls 1: odd; the Mob's d6 1
    voided: list[bool] = []

    run(ctx, answer(IMPERIALS, PLAYER, voided), {"intrigue.mob_incited": ["play"]})

    assert voided == [False]
    assert ctx.state.senators.get(victim.key) is not victim
