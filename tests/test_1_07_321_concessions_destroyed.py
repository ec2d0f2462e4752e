"""1.07.321 and the Concession and War card texts: a Concession destroyed by a Natural Disaster or
a War goes to the Curia whether a Senator holds it or it lies in the Forum, and a revealed
corrupt bar goes with the card: its old holder no longer carries it (issue 28 item 4; the Natural
Disaster had its own copy of the destruction that left the bar on the Senator)."""

from __future__ import annotations

from engine.forum_cards import place_war
from engine.state import Location
from tests.builders import add_senator
from tests.event_support import PLAYER, card_no, place, table


def test_1_07_321_a_disaster_destroys_a_revealed_armaments_with_its_corrupt_bar() -> None:
    # Armaments paid its holder for Legions raised, revealing its bar (1.09.631); the Natural
    # Disaster's roll of 5 destroys it (the card text): card and bar leave him.
    ctx = table()
    armaments = card_no(ctx, "con-armaments")
    holder = add_senator(ctx, PLAYER, "holder", location=Location.ROME)
    holder.concessions.append(armaments)
    holder.corrupt_concessions.append(armaments)
    ctx.dice.script([5])
    place(ctx, "evt-natural-disaster")
    assert (holder.concessions, holder.corrupt_concessions) == ([], [])
    assert ctx.state.curia_concessions == [armaments]


def test_1_07_321_the_alexandrine_war_destroys_aegyptian_grain_as_it_enters_play() -> None:
    # The Alexandrine War's text eliminates Aegyptian Grain when the card enters play (D2-17),
    # its revealed bar with it.
    ctx = table(scenario="late")
    grain = card_no(ctx, "con-aegyptian-grain")
    holder = add_senator(ctx, PLAYER, "holder", location=Location.ROME)
    holder.concessions.append(grain)
    holder.corrupt_concessions.append(grain)
    place_war(ctx, card_no(ctx, "war-alexandrine"))
    assert (holder.concessions, holder.corrupt_concessions) == ([], [])
    assert ctx.state.curia_concessions == [grain]


def test_1_07_321_a_destroyed_concession_in_the_curia_is_not_destroyed_again() -> None:
    ctx = table()
    harbor = card_no(ctx, "con-harbor-fees")
    ctx.state.curia_concessions.append(harbor)
    ctx.dice.script([3])
    place(ctx, "evt-natural-disaster")
    assert ctx.state.curia_concessions == [harbor]
    assert ctx.log[-1].act == "no_effect"
