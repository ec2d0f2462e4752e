"""4.06.1: in the Revolution Phase a Neutral trades each Statesman it cannot play for a
Statesman whose Family it controls (lowest ID first), failing that for two random cards from
the faction that controls his Family; playable Statesmen are played at once. Worked case T46."""

from engine.context import Context
from engine.phases.revolution import revolution_phase
from engine.state import Location
from tests.builders import add_family
from tests.combat_support import CONSERVATIVES, IMPERIALS, PLAYER, PLUTOCRATS, combat_table
from tests.event_support import card_no
from tests.revenue_support import run

TRIBUNES = (38, 39, 40)


def hand(ctx: Context, seat: int, *keys: str) -> None:
    """Give the faction these cards (card keys)."""
    ctx.state.factions[seat].hand.extend(card_no(ctx, key) for key in keys)


def test_swap_for_a_statesman_whose_family_it_controls() -> None:
    # Imperials hold Scipio Africanus (1A), whose Family #1 the Player holds: unplayable.
    # Conservatives hold Aemilius Paullus (19A), whose Family #19 the Imperials hold.
    ctx = combat_table()
    add_family(ctx, PLAYER, "fam-01-cornelius")
    add_family(ctx, IMPERIALS, "fam-19-aemilius")
    hand(ctx, IMPERIALS, "1A")
    hand(ctx, CONSERVATIVES, "19A")

    game, player = run(ctx, revolution_phase)

    assert ctx.state.factions[CONSERVATIVES].hand == [card_no(ctx, "1A")]
    paullus = ctx.state.senators["19A"]
    assert (paullus.faction, paullus.family_card) == (IMPERIALS, "fam-19-aemilius")
    assert ctx.state.factions[IMPERIALS].hand == []
    assert player.seen == []
    assert [e.rule for e in game.log if e.act in ("trade", "play_statesman")] == ["4.06.1"] * 2


def test_a_player_may_refuse_and_the_next_statesman_is_tried() -> None:
    # Spec review 16(a): a refusal moves on to the next candidate, lowest ID first.
    ctx = combat_table()
    add_family(ctx, PLAYER, "fam-01-cornelius")
    add_family(ctx, IMPERIALS, "fam-18-quinctius")
    add_family(ctx, IMPERIALS, "fam-19-aemilius")
    hand(ctx, IMPERIALS, "1A")
    hand(ctx, PLAYER, "18A")
    hand(ctx, CONSERVATIVES, "19A")

    _, player = run(ctx, revolution_phase, {"revolution.trade_offer": ["refuse"]})

    assert [d.context["offered"] for d in player.seen] == [card_no(ctx, "1A")]
    assert ctx.state.factions[PLAYER].hand == [card_no(ctx, "18A")]
    assert "19A" in ctx.state.senators


def test_failing_a_statesman_two_random_cards_from_his_familys_holder() -> None:
    ctx = combat_table()
    add_family(ctx, PLUTOCRATS, "fam-01-cornelius")
    hand(ctx, IMPERIALS, "1A")
    ctx.state.factions[PLUTOCRATS].hand.extend(TRIBUNES)

    run(ctx, revolution_phase)

    imperials, plutocrats = ctx.state.factions[IMPERIALS], ctx.state.factions[PLUTOCRATS]
    assert len(imperials.hand) == 2 and set(imperials.hand) < set(TRIBUNES)
    assert "1A" in ctx.state.senators  # the Plutocrats play him at once on their Family card
    assert ctx.state.senators["1A"].faction == PLUTOCRATS
    assert len(plutocrats.hand) == 1


def test_no_trade_with_a_faction_holding_fewer_than_two_cards() -> None:
    ctx = combat_table()
    add_family(ctx, PLUTOCRATS, "fam-01-cornelius")
    hand(ctx, IMPERIALS, "1A")
    ctx.state.factions[PLUTOCRATS].hand.append(TRIBUNES[0])

    run(ctx, revolution_phase)

    assert ctx.state.factions[IMPERIALS].hand == [card_no(ctx, "1A")]


def test_a_player_offered_two_cards_for_a_statesman_may_accept() -> None:
    ctx = combat_table()
    add_family(ctx, PLAYER, "fam-01-cornelius")
    hand(ctx, IMPERIALS, "1A")
    ctx.state.factions[PLAYER].hand.extend(TRIBUNES)

    _, player = run(
        ctx,
        revolution_phase,
        {"revolution.trade_offer": ["accept"], "revolution.play_card": ["statesman:1A"]},
    )

    assert len(ctx.state.factions[IMPERIALS].hand) == 2
    assert ctx.state.senators["1A"].faction == PLAYER  # played in the same phase (1.11.1)
    assert [d.kind for d in player.seen][:2] == ["revolution.trade_offer", "revolution.play_card"]


def test_a_neutral_plays_its_playable_statesmen_and_concessions_at_once() -> None:
    ctx = combat_table()
    family = add_family(ctx, IMPERIALS, "fam-02-fabius", Location.PROVINCE)
    hand(ctx, IMPERIALS, "2A", "con-armaments")

    run(ctx, revolution_phase)

    fabius = ctx.state.senators["2A"]
    assert fabius.family_card == family.key and fabius.location is Location.PROVINCE
    assert fabius.concessions == [card_no(ctx, "con-armaments")]
    assert ctx.state.factions[IMPERIALS].hand == []
