"""1.11.1 (and 1.04.5): first the factions trade or give away Faction cards; then, from the
HRAO clockwise, each may play Statesmen and Concessions, even onto Senators away from Rome and
in the phase they were received."""

from engine.context import Context
from engine.phases.revolution import revolution_phase
from engine.state import Location, Office
from tests.builders import add_family
from tests.combat_support import IMPERIALS, PLAYER, PLUTOCRATS, combat_table
from tests.event_support import card_no
from tests.revenue_support import run

SECOND_PLAYER = 2


def cards(ctx: Context, seat: int, *keys: str) -> list[int]:
    """Put these cards in the faction's hand; returns their numbers."""
    numbers = [card_no(ctx, key) for key in keys]
    ctx.state.factions[seat].hand.extend(numbers)
    return numbers


def test_a_statesman_is_played_onto_his_family_card_away_from_rome() -> None:
    ctx = combat_table()
    add_family(ctx, PLAYER, "fam-02-fabius", Location.PROVINCE)
    cards(ctx, PLAYER, "2A")

    run(ctx, revolution_phase, {"revolution.play_card": ["statesman:2A"]})

    fabius = ctx.state.senators["2A"]
    assert (fabius.faction, fabius.family_card, fabius.location) == (
        PLAYER,
        "fam-02-fabius",
        Location.PROVINCE,
    )
    assert ctx.state.factions[PLAYER].hand == []


def test_a_concession_goes_to_the_senator_the_player_names() -> None:
    ctx = combat_table()
    add_family(ctx, PLAYER, "fam-03-valerius")
    away = add_family(ctx, PLAYER, "fam-05-claudius", Location.PROVINCE)
    (armaments,) = cards(ctx, PLAYER, "con-armaments")

    run(
        ctx,
        revolution_phase,
        {
            "revolution.play_card": ["concession:con-armaments"],
            "concession.assign": [away.key],
        },
    )

    assert away.concessions == [armaments]


def test_a_statesman_whose_family_another_faction_holds_is_not_offered() -> None:
    ctx = combat_table()
    add_family(ctx, IMPERIALS, "fam-02-fabius")
    add_family(ctx, PLAYER, "fam-03-valerius")
    cards(ctx, PLAYER, "2A")

    _, player = run(ctx, revolution_phase)

    assert all(d.kind != "revolution.play_card" for d in player.seen)


def test_plays_go_clockwise_from_the_hrao() -> None:
    ctx = combat_table()
    consul = add_family(ctx, PLUTOCRATS, "fam-03-valerius")
    consul.offices.append(Office.ROME_CONSUL)
    add_family(ctx, IMPERIALS, "fam-02-fabius")
    add_family(ctx, PLAYER, "fam-01-cornelius")
    cards(ctx, IMPERIALS, "2A")
    cards(ctx, PLAYER, "1A")

    game, _ = run(ctx, revolution_phase, {"revolution.play_card": ["statesman:1A"]})

    played = [e.actor for e in game.log if e.act == "play_statesman"]
    assert played == ["Player", "Imperials"]  # Plutocrats (HRAO), ..., Player (0), Imperials


def test_two_players_may_give_each_other_cards() -> None:
    ctx = combat_table(players=2)
    (tribune,) = cards(ctx, PLAYER, "tribune")

    game, _ = run(ctx, revolution_phase, {"revolution.give": [f"tribune#{tribune}>2"]})

    assert ctx.state.factions[SECOND_PLAYER].hand == [tribune]
    assert [e.act for e in game.log].count("give_card") == 1


def test_a_solitaire_player_is_not_asked_to_give() -> None:
    ctx = combat_table()
    cards(ctx, PLAYER, "tribune")

    _, player = run(ctx, revolution_phase)

    assert player.seen == []
