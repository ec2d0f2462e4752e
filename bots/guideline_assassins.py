"""Section IV's Assassination conduct (4.07.3) as a base-game Guideline seat's (bots/
guideline_seat.py): it attacks only a rival Senator with 21 or more Influence and more than any
other Senator in play (the Consul for Life it fears, 1.09.821), sends its least influential
Senator in Rome who is not its Faction Leader, with every Assassin card it holds."""

from __future__ import annotations

from typing import Final

from bots import base_assassins
from bots.base_assassins import sent_first
from engine.decision import Choice, Decision, Option, with_reason
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.state import Location
from engine.view import GameView

WHY_TARGET: Final = "a rival with 21+ Influence, more than any other Senator (4.07.3)"
WHY_ASSASSIN: Final = "its least influential Senator but its Leader, every Assassin card (4.07.3)"


def worth_killing(view: GameView, key: str) -> bool:
    """21 or more Influence and more than any other Senator in play, not its own (4.07.3)."""
    target = view.senators[key]
    minimum = view.catalog.tables.influence.consul_for_life_election_min
    others = (
        s.influence
        for s in view.senators.values()
        if s.key != key and s.location is not Location.CURIA
    )
    return (
        target.faction != view.seat
        and target.influence >= minimum
        and all(target.influence > i for i in others)
    )


def announced(view: GameView, decision: Decision) -> Choice | None:
    """The attempt a business decision offers on a Senator worth killing, if any."""
    for option in decision.options:
        if (
            isinstance(option, Option)
            and option.key.startswith(ATTEMPT_PREFIX)
            and worth_killing(view, option.key.removeprefix(ATTEMPT_PREFIX))
        ):
            return with_reason(option, "1.09.7", WHY_TARGET)
    return None


def assassin(view: GameView, decision: Decision) -> Choice:
    """``senate.assassin``: options ``<senator>@<cards>``."""
    return base_assassins.assassin(view, decision, WHY_ASSASSIN)


def land_bill_attempt(view: GameView, decision: Decision) -> Choice:
    """``senate.land_bill_assassin``: a sponsor worth killing, else none."""
    options = [
        o
        for o in decision.options
        if isinstance(o, Option) and o.key != "none" and worth_killing(view, o.key.split("@")[1])
    ]
    if not options:
        return with_reason(decision.resolve("none"), decision.rule, "no sponsor worth the risk")
    best = min(
        options, key=lambda o: (sent_first(view, o.key.split("@")[0]), -int(o.key.split("@")[2]))
    )
    return with_reason(best, decision.rule, f"{WHY_TARGET}; {WHY_ASSASSIN}")
