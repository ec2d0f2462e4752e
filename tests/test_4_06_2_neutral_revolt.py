"""4.06.2: a victorious Neutral Commander revolts only if (A) he and his Faction Treasury hold
3 T per Legion he commands, (B) paying 1 T per Legion for the allegiance rolls gives an expected
majority of all Legions, and (C) the Legions that follow are at least 60% of all Legions; a
Neutral Rebel always Marches on Rome. Worked cases T47 (the rulebook's Fabius example) and T48."""

from bots.neutral import NeutralBot
from engine.context import Context
from engine.game import Game
from engine.phases.revolution import LOYAL, revolution_phase
from engine.state import ACTIVE_FORCES, Location, Office, Senator
from solo.revolution import neutral_revolt
from tests.combat_support import IMPERIALS, PLAYER, combat_table, send, units_at
from tests.event_support import card_no
from tests.revenue_support import run, senator

PUNIC = "war-punic-1"


def fabius(ctx: Context, *, talents: int, treasury: int, legions: int, veterans: int) -> Senator:
    """A victorious Imperial Commander in the field: ``legions`` Legions under him, the first
    ``veterans`` of them Veterans loyal to him, his own talents and his Faction Treasury."""
    commander = senator(ctx, IMPERIALS, "fabius", talents=talents, military=4)
    commander.offices.append(Office.FIELD_CONSUL)
    ctx.state.factions[IMPERIALS].treasury = treasury
    send(ctx, commander, card_no(ctx, PUNIC), legions=legions, veterans=veterans)
    for unit in ctx.state.legions[:veterans]:
        unit.allegiance = commander.key
    ctx.state.victors.append(commander.key)
    return commander


def fabius_with_twelve_legions(treasury: int = 16) -> tuple[Context, Senator]:
    """Early Republic; Rome's 12 Legions all under Fabius, 1 Veteran loyal to him; 20 T."""
    ctx = combat_table()
    return ctx, fabius(ctx, talents=20, treasury=treasury, legions=12, veterans=1)


def test_a_six_of_eleven_follow_so_he_lays_down() -> None:
    # A: 20 + 16 = 36 >= 36. B: 1 + 11 x 1/2 = 6.5 > 6: he pays 11 T and rolls 5+ with +1.
    ctx, commander = fabius_with_twelve_legions()
    ctx.dice.script([4] * 6 + [3] * 5)

    followers = neutral_revolt(ctx, commander)

    assert followers is None  # C: 7 < 7.2
    assert commander.talents == 9
    assert ctx.dice.scripted_left == 0
    assert "C fails: 7 of 12 Legions follow" in ctx.log[-1].text


def test_b_seven_follow_so_he_revolts() -> None:
    ctx, commander = fabius_with_twelve_legions()
    ctx.dice.script([4] * 7 + [3] * 4)

    followers = neutral_revolt(ctx, commander)

    assert followers is not None and len(followers) == 8  # 8 >= 7.2


def test_c_fifteen_in_the_treasury_fails_a_without_rolling() -> None:
    ctx, commander = fabius_with_twelve_legions(treasury=15)

    assert neutral_revolt(ctx, commander) is None
    assert commander.talents == 20
    assert "A fails: 35 T for 12 Legions, 36 T needed" in ctx.log[-1].text


def test_partial_payment_expects_no_majority() -> None:
    # Middle Republic, 4+: k = 3 talents, E = 3 x 4/6 + 5 x 3/6 = 4.5, not above 5.
    ctx = combat_table("middle")
    commander = fabius(ctx, talents=3, treasury=21, legions=8, veterans=0)
    for unit in ctx.state.legions[8:10]:
        unit.location = ACTIVE_FORCES

    assert neutral_revolt(ctx, commander) is None
    assert commander.talents == 3
    assert "B fails: 4.5 Legions expected of 10 in play" in ctx.log[-1].text


def test_the_neutral_rebel_marches_on_rome_in_the_phase() -> None:
    ctx, commander = fabius_with_twelve_legions()
    send(ctx, commander, card_no(ctx, PUNIC), fleets=2)
    ctx.dice.script([4] * 7 + [3] * 4)

    game, _ = run(ctx, revolution_phase)

    assert ctx.state.primary_rebel == commander.key
    assert commander.location is Location.REBEL and commander.offices == []
    assert units_at(ctx, "rebel") == (8, 0)
    assert units_at(ctx, ACTIVE_FORCES) == (4, 2)  # the Legions that did not follow, the Fleets
    assert ctx.state.victors == []
    assert game.result is None


def test_a_neutral_that_declines_lays_down_its_command() -> None:
    ctx, commander = fabius_with_twelve_legions(treasury=15)

    run(ctx, revolution_phase)

    assert ctx.state.primary_rebel is None
    assert commander.location is Location.ROME and commander.commands is None
    assert units_at(ctx, ACTIVE_FORCES) == (12, 0)


def test_a_neutral_rebels_faction_members_stay_loyal_by_default() -> None:
    # 4.02.2: a Neutral's Secondary Rebels are the Dominant Player's choice; the bot's default
    # (used when a bot answers for him) is loyalty.
    ctx, _ = fabius_with_twelve_legions()
    senator(ctx, IMPERIALS, "brother")
    ctx.dice.script([4] * 7 + [3] * 4)
    game = Game(ctx, revolution_phase, 0)

    assert game.pending is not None
    decision = game.pending
    assert (decision.kind, decision.actor, decision.delegate_to) == (
        "revolution.secondary_rebels",
        IMPERIALS,
        PLAYER,
    )
    answer = NeutralBot().decide(game.view(PLAYER), decision)
    assert answer.key == LOYAL
    game.apply(answer)
    assert ctx.state.senators["brother"].location is Location.ROME
