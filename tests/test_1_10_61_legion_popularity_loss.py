"""1.10.61: a Commander loses 1 Popularity per 2 Legions lost; a dead Commander loses none, and
neither does the heir who took his key as Faction Leader (1.05.3)."""

from engine.combat import legion_popularity_loss
from engine.death import kill_senator
from tests.combat_support import IMPERIALS, combat_table, commander


def test_a_commander_loses_popularity_for_legions_lost() -> None:
    ctx = combat_table()
    general = commander(ctx, IMPERIALS, popularity=3)

    legion_popularity_loss(ctx, general, 5)

    assert general.popularity == 1


def test_a_dead_faction_leaders_heir_keeps_his_popularity() -> None:
    ctx = combat_table()
    general = commander(ctx, IMPERIALS, popularity=3)
    ctx.state.factions[IMPERIALS].leader = general.key
    kill_senator(ctx, general.key, "1.10.7", "killed in battle")
    heir = ctx.state.senators[general.key]
    heir.popularity = 3

    legion_popularity_loss(ctx, general, 4)

    assert heir.popularity == 3
    assert not [e for e in ctx.log if e.act == "popularity"]
