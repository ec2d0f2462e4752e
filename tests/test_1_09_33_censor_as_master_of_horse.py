"""1.09.33: the Dictator names as Master of Horse "any Aligned Senator in Rome not already
holding a Major Office (except Censor)", so last turn's Censor may also be Master of Horse, as he
may be Dictator (1.09.3), and keeps the Censorship until another is elected (1.09.4). The base
game's Senate invariant allows those pairs and no other (soak seed 6064, three random factions,
turn 2: Flaminius, Censor, named Master of Horse, no one else eligible for Censor)."""

from __future__ import annotations

import pytest

from common.conformance import check_senate_offices
from engine.base.game import new_base_game
from engine.queries import in_rome
from engine.state import Office


def censor_with(other: Office) -> None:
    game = new_base_game("early", 3, 1)
    for senator in game.state.senators.values():
        senator.offices.clear()  # the Temporary Rome Consul's office too (3.01.6)
    senator = next(s for s in game.state.senators.values() if in_rome(s))
    senator.offices[:] = [Office.CENSOR, other]
    check_senate_offices(game.context)


@pytest.mark.parametrize("other", [Office.DICTATOR, Office.MASTER_OF_HORSE])
def test_the_censor_may_also_be_dictator_or_master_of_horse(other: Office) -> None:
    censor_with(other)


@pytest.mark.parametrize("other", [Office.ROME_CONSUL, Office.FIELD_CONSUL])
def test_the_censor_may_not_also_be_consul(other: Office) -> None:
    with pytest.raises(AssertionError, match="two Major Offices"):
        censor_with(other)
