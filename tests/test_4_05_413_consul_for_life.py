"""4.05.413 Consul for Life: a Senator with 21+ Influence of the only faction in the Ruling
Coalition becomes Consul for Life unless killed by the automatic Assassination attempt it
triggers (4.07.3). Spec T38."""

from engine.context import Context, Procedure
from engine.senate.offices import Senate
from engine.state import Location, Office
from solo.offices import consul_for_life_check
from tests.builders import add_family
from tests.senate_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    POPULISTS,
    acts,
    coalition,
    run,
    senator,
    solitaire_table,
)

ASSASSIN_CARD = 49
"""An Early Republic Assassin card (engine/data)."""
CANDIDATE = "fam-02-fabius"
"""Senator A of T38, a real Family card so that he can die."""


def check(ctx: Context) -> Procedure:
    """The Consul for Life check as the Ruling Coalition has just formed."""
    yield from consul_for_life_check(ctx, Senate())


def t38_table() -> Context:
    ctx = solitaire_table()
    candidate = add_family(ctx, PLUTOCRATS, CANDIDATE)
    candidate.influence = 23
    senator(ctx, PLUTOCRATS, "b", influence=18)
    senator(ctx, PLAYER, "p", influence=10)
    leader = senator(ctx, IMPERIALS, "imp-leader", influence=9)
    ctx.state.factions[IMPERIALS].leader = leader.key
    senator(ctx, IMPERIALS, "imp-low", influence=2)
    senator(ctx, CONSERVATIVES, "con", influence=5)
    senator(ctx, POPULISTS, "pop", influence=5)
    ctx.state.factions[IMPERIALS].hand = [ASSASSIN_CARD]
    coalition(ctx, PLUTOCRATS)
    return ctx


def test_candidate_survives_the_assassination_check() -> None:
    ctx = t38_table()
    # High roll: Player 3, Imperials 3 + 1, Conservatives 2, Populists 4; re-roll Imperials
    # 4 + 1, Populists 2; the Imperials' attempt: 3 + 1 = 4, no effect.
    ctx.dice.script([3, 3, 2, 4, 4, 2, 3])

    run(ctx, check)

    assert Office.CONSUL_FOR_LIFE in ctx.state.senators[CANDIDATE].offices
    attempt = acts(ctx, "assassination")[0]
    assert attempt.actor == "Imperials" and "imp-low" in attempt.text
    assert ASSASSIN_CARD in ctx.state.discard
    assert ctx.dice.scripted_left == 0


def test_variant_more_influential_player_senator_keeps_neutrals_out() -> None:
    ctx = t38_table()
    senator(ctx, PLAYER, "p24", influence=24)
    ctx.dice.script([5, 3])  # the Player's lone high roll; his attempt 3: no effect

    _, player = run(ctx, check, {"assassination.attempt": ["p@0"]})

    rolls = acts(ctx, "assassination_roll")
    assert len(rolls) == 1 and "Imperials" not in rolls[0].text
    assert [d.kind for d in player.seen] == ["assassination.attempt"]
    assert Office.CONSUL_FOR_LIFE in ctx.state.senators[CANDIDATE].offices


def test_killed_candidate_is_not_consul_for_life() -> None:
    ctx = t38_table()
    ctx.dice.script([1, 6, 1, 1, 6])  # Imperials win the high roll; 6 + 1: killed

    run(ctx, check)

    assert ctx.state.senators[CANDIDATE].location is Location.CURIA
    assert not acts(ctx, "consul_for_life")


def test_no_check_with_two_factions_in_the_coalition() -> None:
    ctx = t38_table()
    coalition(ctx, PLUTOCRATS, IMPERIALS)

    run(ctx, check)

    assert not acts(ctx, "consul_for_life_candidate")


def test_candidate_must_have_21_influence_and_be_in_rome() -> None:
    ctx = t38_table()
    ctx.state.senators[CANDIDATE].influence = 20

    run(ctx, check)

    assert not acts(ctx, "consul_for_life_candidate")


def test_tried_at_most_once_a_turn() -> None:
    ctx = t38_table()
    senate = Senate(consul_for_life_tried=True)

    def again(context: Context) -> Procedure:
        yield from consul_for_life_check(context, senate)

    run(ctx, again)

    assert not acts(ctx, "consul_for_life_candidate")
