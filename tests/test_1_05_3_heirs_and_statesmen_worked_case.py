"""1.05.2-1.05.31 with 1.07.311-1.07.312, through the Mortality Phase: the chit of a Statesman
who leads his faction on his Family card kills the Statesman; he leaves the game, his markers,
talents and Concessions leave with him, and the Family card beneath stays as the faction's heir,
its printed Influence and no Popularity; a second chit killing the heir leaves a fresh heir
again, never the Curia (issue 28 item 4)."""

from __future__ import annotations

from engine.game import Game
from engine.phases.mortality import mortality_phase
from engine.senators import enter_statesman
from engine.state import Location, Office
from tests.builders import add_family, bare_context

FABIUS_ID = 2


def test_1_05_31_a_statesman_leader_dies_and_his_family_card_is_the_heir_twice() -> None:
    ctx = bare_context()
    add_family(ctx, 1, "fam-02-fabius").influence = 8
    enter_statesman(ctx.state, ctx.catalog, 1, "2A")
    ctx.state.factions[1].leader = "2A"
    fabius = ctx.state.senators["2A"]
    fabius.offices, fabius.prior_consul = [Office.CENSOR], True
    fabius.talents, fabius.knights, fabius.popularity = 9, 2, 4
    concession = ctx.catalog.concessions.concessions[0].card_no
    fabius.concessions = [concession]
    ctx.state.mortality_cup = [FABIUS_ID]

    Game(ctx, mortality_phase, 0)

    printed = ctx.catalog.families["fam-02-fabius"]
    heir = ctx.state.senators["fam-02-fabius"]
    assert "2A" not in ctx.state.senators
    assert ctx.state.removed == [ctx.catalog.statesmen["2A"].card_no]
    assert ctx.state.factions[1].leader == heir.key
    assert (heir.faction, heir.location) == (1, Location.ROME)
    assert (heir.influence, heir.popularity) == (printed.influence, printed.popularity)
    assert (heir.talents, heir.knights, heir.offices, heir.prior_consul) == (0, 0, [], False)
    assert ctx.state.forum_concessions == [concession]

    heir.influence, heir.talents = 20, 5
    ctx.state.mortality_cup = [FABIUS_ID]

    Game(ctx, mortality_phase, 0)

    again = ctx.state.senators["fam-02-fabius"]
    assert ctx.state.factions[1].leader == again.key and ctx.state.curia == []
    assert (again.influence, again.talents) == (printed.influence, 0)
