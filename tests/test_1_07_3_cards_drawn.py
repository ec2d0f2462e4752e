"""1.07.3-1.07.37: Forum cards are placed face up at once (Family cards in the Forum or under
their Statesman, Forum-deck events, Era Ends); Faction cards go to the drawer's hand."""

from collections.abc import Callable

import pytest

import engine.forum_cards as forum_cards
from engine.context import Context, Procedure
from engine.forum_cards import place_drawn_card
from engine.senators import enter_statesman
from engine.state import Location, Office, ProvinceState
from tests.builders import add_family
from tests.forum_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    ScriptedPlayer,
    run,
    senator,
    solitaire_table,
)
from tests.interpreted_support import PATCHES_A_FUNCTION

FABIUS_CARD, SEMPRONIUS_CARD = 11, 85
STATESMAN_2A, TRIBUNE, HARBOR_FEES, CALPURNIAN, CLEOPATRA = 12, 38, 56, 107, 139
ERA_ENDS, PERGAMENE, CATILINE, BITHYNIAN, PTOLEMY = 65, 106, 153, 154, 155


def draw(seat: int, card_no: int) -> Callable[[Context], Procedure]:
    def procedure(ctx: Context) -> Procedure:
        yield from place_drawn_card(ctx, seat, card_no)

    return procedure


def test_family_card_enters_the_forum_unaligned() -> None:
    ctx = solitaire_table()

    run(ctx, draw(IMPERIALS, FABIUS_CARD))

    fabius = ctx.state.senators["fam-02-fabius"]
    assert (fabius.faction, fabius.location) == (None, Location.FORUM)
    assert fabius.influence == ctx.catalog.families["fam-02-fabius"].influence


def test_family_card_goes_under_its_statesman_in_play() -> None:
    ctx = solitaire_table()
    cunctator = enter_statesman(ctx.state, ctx.catalog, PLAYER, "2A")
    cunctator.influence = 2
    cunctator.talents = 4

    run(ctx, draw(IMPERIALS, FABIUS_CARD))

    assert "fam-02-fabius" not in ctx.state.senators
    assert cunctator.family_card == "fam-02-fabius"
    printed = ctx.catalog.families["fam-02-fabius"]
    assert cunctator.influence == max(2, printed.influence)
    assert cunctator.talents == 4


def test_family_card_of_a_pair_goes_under_the_a_statesman() -> None:
    ctx = solitaire_table()
    gaius = enter_statesman(ctx.state, ctx.catalog, PLAYER, "25B")
    tiberius = enter_statesman(ctx.state, ctx.catalog, IMPERIALS, "25A")

    run(ctx, draw(PLAYER, SEMPRONIUS_CARD))

    assert tiberius.family_card == "fam-25-sempronius"
    assert gaius.family_card is None


@pytest.mark.parametrize("card_no", [STATESMAN_2A, TRIBUNE, HARBOR_FEES, CALPURNIAN, CLEOPATRA])
def test_faction_cards_go_to_the_drawers_hand(card_no: int) -> None:
    ctx = solitaire_table()

    run(ctx, draw(PLAYER, card_no))

    assert ctx.state.factions[PLAYER].hand == [card_no]
    assert ctx.log[-1].text == "draws a Faction card into its hand"


@pytest.mark.effect("event", "era_ends")
def test_era_ends_is_revealed() -> None:
    ctx = solitaire_table()

    run(ctx, draw(CONSERVATIVES, ERA_ENDS))

    assert ctx.state.era_ends_drawn
    assert ctx.state.forum_events == [ERA_ENDS]


@pytest.mark.effect("event", "bequest")
def test_bequests_lie_in_the_forum_unless_their_province_exists() -> None:
    ctx = solitaire_table()
    ctx.state.provinces["prov-bithynia"] = ProvinceState("prov-bithynia")

    for card_no in (PERGAMENE, BITHYNIAN, PTOLEMY):
        run(ctx, draw(PLAYER, card_no))

    assert ctx.state.forum_events == [PERGAMENE, PTOLEMY]
    assert ctx.state.discard == [BITHYNIAN]


@PATCHES_A_FUNCTION
@pytest.mark.effect("event", "conspiracy")
def test_catiline_conspiracy_kills_named_faction_senators_and_costs_the_hrao(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = solitaire_table()
    consul = senator(ctx, PLUTOCRATS, "consul", office=Office.ROME_CONSUL, popularity=2)
    victim = add_family(ctx, PLAYER, "fam-05-claudius")
    other = add_family(ctx, IMPERIALS, "fam-06-manlius")
    spared = add_family(ctx, PLAYER, "fam-07-fulvius")
    drawn = [victim.family_id, other.family_id]
    monkeypatch.setattr(forum_cards, "draw_mortality_chits", lambda c, n, rule: drawn)
    ctx.dice.script([3])
    player = ScriptedPlayer({"event.hrao_choice": [f"faction:{PLAYER}"]})

    run(ctx, draw(PLAYER, CATILINE), player)

    assert player.seen[0].delegate_to == PLAYER
    assert player.seen[0].actor == PLUTOCRATS
    assert player.seen[0].options.find(f"faction:{PLUTOCRATS}") is None
    assert ctx.state.senators[victim.key].location is Location.CURIA
    assert (other.faction, spared.faction) == (IMPERIALS, PLAYER)
    assert consul.popularity == -1
    assert ctx.state.discard == [CATILINE]
