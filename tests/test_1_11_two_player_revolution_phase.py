"""1.11 with 4.06 in a two-player game, one Revolution Phase worked through: a Neutral trades its
unplayable Statesman (Scipio Africanus, whose Family the second Player holds) for the second
Player's Aemilius Paullus, whose Family it holds, asking that Player and not the other, and plays
him at once (4.06.1); both Players may give cards and each discards down to five (1.11.1, 1.11.2);
the second Player's victor lays down his command, comes home with 35 Influence and is Consul
for Life at once, so his Player wins at the end of the phase (1.09.822, 1.12.2 #4) and the
other Player loses (issue 28 item 4)."""

from __future__ import annotations

from engine.outcome import GameResult
from engine.phases.revolution import revolution_phase
from engine.state import Office
from tests.builders import add_family
from tests.combat_support import IMPERIALS, PLAYER, combat_table, send
from tests.event_support import card_no
from tests.revenue_support import run
from tests.test_1_11_3_civil_war import senator

SECOND_PLAYER = 2
TRIBUNES = (38, 39, 40, 41, 42, 43)
"""Six Tribune cards: one more than the hand limit of five (1.11.2)."""


def test_1_11_a_two_player_revolution_phase() -> None:
    ctx = combat_table(players=2)
    add_family(ctx, SECOND_PLAYER, "fam-01-cornelius")
    add_family(ctx, IMPERIALS, "fam-19-aemilius")
    ctx.state.factions[IMPERIALS].hand.append(card_no(ctx, "1A"))
    ctx.state.factions[SECOND_PLAYER].hand.append(card_no(ctx, "19A"))
    first_hand = list(TRIBUNES)
    ctx.state.factions[PLAYER].hand.extend(first_hand)
    victor = senator(ctx, SECOND_PLAYER, "victor", influence=35)
    victor.offices.append(Office.FIELD_CONSUL)
    send(ctx, victor, card_no(ctx, "war-punic-1"), legions=3)
    ctx.state.victors.append(victor.key)

    game, player = run(
        ctx,
        revolution_phase,
        {
            "revolution.trade_offer": ["accept"],
            "revolution.give": ["done", "done"],
            "revolution.play_card": ["done", "done"],
            "revolution.discard": [f"tribune#{first_hand[0]}"],
            "revolution.consider": ["lay_down"],
        },
    )

    offers = [d for d in player.seen if d.kind == "revolution.trade_offer"]
    assert [d.actor for d in offers] == [SECOND_PLAYER]
    assert ctx.state.factions[SECOND_PLAYER].hand == [card_no(ctx, "1A")]
    assert ctx.state.senators["19A"].faction == IMPERIALS  # played at once (4.06.1)
    assert len(ctx.state.factions[PLAYER].hand) == 5
    assert game.result == GameResult("consul_for_life", SECOND_PLAYER, "1.12.2")
