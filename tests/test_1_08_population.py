"""1.08: Unrest rises for Unprosecuted Wars (1.08.11) and Drought Effects (1.08.12), then the
HRAO's State of the Republic speech (3d6 - Unrest + his Popularity, Evil Omens too) is read on
the Population Table (1.08.2): Unrest change, MS, NR, Mob, People Revolt (1.12.1)."""

import pytest

from engine.context import Context
from engine.game import Game
from engine.outcome import GameResult
from engine.phases.mortality import mortality_phase
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT, population_phase
from engine.state import Location, Office, Senator, WarStatus
from solo.rulings import with_rulings
from tests.builders import add_family, add_senator, bare_context


def senate(popularity: int = 0, unrest: int = 0) -> tuple[Context, Senator]:
    """Every faction has a Senator in Rome; seat 1's is Rome Consul, hence HRAO."""
    ctx = bare_context()
    for seat in range(5):
        add_senator(ctx, seat, f"s{seat}")
    consul = ctx.state.senators["s1"]
    consul.offices = [Office.ROME_CONSUL]
    consul.popularity = popularity
    ctx.state.unrest = unrest
    return ctx, consul


def speech(ctx: Context, *dice: int) -> Game:
    """Run the Population Phase with the speech's three dice forced."""
    ctx.dice.script(dice)
    return Game(ctx, population_phase, 0)


def war(ctx: Context, key: str) -> int:
    return ctx.catalog.war_by_key[key].card_no


@pytest.mark.effect("event", "drought")
def test_rulebook_drought_example_adds_four() -> None:
    # 1.08.12: an Unprosecuted War with a Drought Effect and the Drought Event rolled twice:
    # +1 for the Unprosecuted War and +3 for three Drought Effects.
    ctx, _ = senate()
    ctx.state.wars = {war(ctx, "war-illyrian-1"): WarStatus.UNPROSECUTED}
    ctx.state.events["evt-drought"] = 2

    speech(ctx, 5, 5, 5)  # 15 - 4 = 11: no change

    assert ctx.state.unrest == 4
    changes = [(e.rule, e.text.split(" (")[0]) for e in ctx.log if e.act == "unrest"]
    assert changes == [("1.08.11", "Unrest +1"), ("1.08.12", "Unrest +3")]


@pytest.mark.effect("war", "drought")
@pytest.mark.parametrize("box", [WarStatus.INACTIVE, WarStatus.IMMINENT])
def test_1_07_334_an_inactive_or_imminent_drought_war_adds_no_unrest(box: WarStatus) -> None:
    # "Inactive or Imminent Wars do not count against ... Unrest" (1.07.334).
    ctx, _ = senate()
    ctx.state.wars = {war(ctx, "war-illyrian-1"): box}

    speech(ctx, 5, 5, 1)  # 11: no change

    assert ctx.state.unrest == 0
    assert [e for e in ctx.log if e.act == "unrest"] == []


@pytest.mark.effect("war", "drought")
def test_war_drought_in_play_counts_a_drought_war_even_while_inactive() -> None:
    # The switch's other reading: the Dying Plant acts while the card is in play (D1-29).
    ctx, _ = senate()
    ctx.options = with_rulings(ctx.options, {"war_drought": "in_play"})
    ctx.state.wars = {war(ctx, "war-cilician-pirates-1"): WarStatus.INACTIVE}

    speech(ctx, 5, 5, 2)  # 12 - 1 = 11

    assert ctx.state.unrest == 1


def test_only_unprosecuted_wars_add_unrest() -> None:
    ctx, _ = senate()
    ctx.state.wars = {
        war(ctx, "war-syrian"): WarStatus.UNPROSECUTED,
        war(ctx, "war-gallic-1"): WarStatus.UNPROSECUTED,
        war(ctx, "war-punic-2"): WarStatus.ACTIVE,
        war(ctx, "war-punic-1"): WarStatus.IMMINENT,
    }

    speech(ctx, 5, 5, 3)  # 13 - 2 = 11

    assert ctx.state.unrest == 2


def dice_for(total: int) -> tuple[int, int, int]:
    """Three dice showing ``total`` (3-18)."""
    first = min(6, total - 2)
    second = min(6, total - first - 1)
    return first, second, total - first - second


@pytest.mark.parametrize(
    ("roll", "unrest", "popularity", "change"),
    [
        (18, 4, 4, -3),  # 18
        (18, 3, 2, -2),  # 17
        (16, 3, 3, -1),  # 16
        (15, 4, 0, 0),  # 11
        (18, 3, 0, 0),  # 15
        (13, 3, 0, 1),  # 10 (D2-02)
        (12, 3, 0, 2),  # 9
        (11, 3, 0, 3),  # 8
        (10, 3, 0, 3),  # 7
        (9, 3, 0, 4),  # 6
        (8, 3, 0, 4),  # 5
        (7, 3, 0, 5),  # 4
        (6, 3, 0, 5),  # 3
        (5, 3, 0, 5),  # 2
        (4, 3, 0, 5),  # 1
        (3, 3, 0, 6),  # 0
    ],
)
def test_unrest_change_of_every_population_row(
    roll: int, unrest: int, popularity: int, change: int
) -> None:
    ctx, _ = senate(popularity, unrest)
    ctx.state.mortality_cup = ["blank"] * 6

    speech(ctx, *dice_for(roll))

    assert ctx.state.unrest == max(0, unrest + change)


def test_unrest_never_falls_below_zero() -> None:
    ctx, _ = senate(popularity=5, unrest=1)

    speech(ctx, 6, 6, 6)  # 18 - 1 + 5 = 22: -3

    assert ctx.state.unrest == 0


def test_manpower_shortage_puts_the_event_card_in_the_forum() -> None:
    ctx, _ = senate(unrest=3)

    speech(ctx, 4, 4, 2)  # 10 - 3 = 7: +3, MS

    assert ctx.state.events[MANPOWER_SHORTAGE] == 1
    assert ctx.state.unrest == 6


def test_manpower_shortage_is_cumulative() -> None:
    ctx, _ = senate(unrest=3)
    ctx.state.events[MANPOWER_SHORTAGE] = 1

    speech(ctx, 3, 2, 1)  # 6 - 3 = 3: +5, MS

    assert ctx.state.events[MANPOWER_SHORTAGE] == 2
    assert "30 T" in next(e.text for e in ctx.log if e.act == "manpower_shortage")


def test_no_recruitment_lasts_until_the_next_turn() -> None:
    ctx, _ = senate(unrest=3)
    speech(ctx, 2, 2, 1)  # 5 - 3 = 2: +5, NR
    assert ctx.state.events[NO_RECRUITMENT] == 1
    ctx.state.mortality_cup = ["blank"]

    Game(ctx, mortality_phase, 0)

    assert NO_RECRUITMENT not in ctx.state.events


def test_the_mob_kills_the_drawn_senators_who_are_in_rome() -> None:
    ctx, _ = senate(unrest=2)
    add_family(ctx, 2, "fam-03-valerius")
    add_family(ctx, 3, "fam-05-claudius", Location.PROVINCE)
    add_family(ctx, None, "fam-07-fulvius")
    ctx.state.mortality_cup = [3, 5, 7, "blank", "blank", "blank"]

    speech(ctx, 1, 1, 1)  # 3 - 2 = 1: +5, NR, Mob

    assert ctx.state.curia == ["fam-03-valerius"]
    assert {"fam-05-claudius", "fam-07-fulvius"} <= set(ctx.state.senators)
    assert ctx.state.senators["fam-07-fulvius"].location is Location.FORUM
    assert (ctx.state.unrest, ctx.state.events[NO_RECRUITMENT]) == (7, 1)


def test_a_faction_emptied_by_the_mob_takes_a_new_leader_from_the_curia() -> None:
    ctx, _ = senate(unrest=3)
    del ctx.state.senators["s4"]
    add_family(ctx, 4, "fam-03-valerius")
    add_family(ctx, None, "fam-09-aurelius").location = Location.CURIA
    ctx.state.curia = ["fam-09-aurelius"]
    ctx.state.mortality_cup = [3, "blank", "blank", "blank", "blank", "blank"]

    speech(ctx, 1, 1, 1)  # 3 - 3 = 0: +6, NR, Mob

    assert ctx.state.factions[4].leader == "fam-09-aurelius"
    assert ctx.state.curia == ["fam-03-valerius"]


def test_people_revolt_ends_the_game_for_everyone() -> None:
    ctx, _ = senate(unrest=5)

    game = speech(ctx, 1, 1, 1)  # 3 - 5 = -2

    assert game.result == GameResult("people_revolt", None, "1.12.1")


def test_people_revolt_with_a_senator_in_revolt_gives_him_the_game() -> None:
    # 1.12.2 (2) and 1.12.3: fewer than four Active Wars, the Rebel wins.
    ctx, _ = senate(unrest=5)
    add_family(ctx, 3, "fam-27-marius", Location.REBEL)
    ctx.state.primary_rebel = "fam-27-marius"
    ctx.state.wars = {war(ctx, "war-punic-1"): WarStatus.ACTIVE}

    game = speech(ctx, 1, 1, 1)

    assert game.result == GameResult("rebel_wins", 3, "1.12.3")


def test_evil_omens_lower_the_speech_roll() -> None:
    ctx, _ = senate()
    ctx.state.events["evt-evil-omens"] = 2

    speech(ctx, 4, 4, 4)  # 12 - 2 = 10: +1

    assert ctx.state.unrest == 1
    assert "-2 Evil Omens" in next(e.text for e in ctx.log if e.act == "state_of_the_republic")


def test_the_hraos_popularity_raises_the_speech_roll() -> None:
    ctx, consul = senate(popularity=3)

    speech(ctx, 3, 3, 2)  # 8 + 3 = 11: no change

    assert ctx.state.unrest == 0
    assert consul.name in next(e.text for e in ctx.log if e.act == "state_of_the_republic")


def test_with_no_hrao_the_speech_is_rolled_with_no_popularity() -> None:
    # Ruling: with no aligned Senator in Rome the roll is still made, Popularity 0.
    ctx = bare_context()
    add_senator(ctx, 1, "away", popularity=9, location=Location.PROVINCE)

    speech(ctx, 3, 3, 3)  # 9: +2

    assert ctx.state.unrest == 2
