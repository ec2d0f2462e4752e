"""The base-faction bot's Governors, Garrisons and the Forces' upkeep (issue 34): it recalls a
rival's Governor from a rich Province for one of its own (1.09.52), eliminates units when the
State Treasury runs short and no War is Active (1.09.63), and votes on these proposals by the
same stakes: for a Garrison of a Frontier Province while Barbarian Raids may come (1.09.646,
1.09.6461) or of its own Governor's, though it proposes none (``upkeep_wanted``). Every answer
carries its reason (engine.decision.with_reason)."""

from __future__ import annotations

from collections.abc import Set
from typing import Final

from engine.decision import Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import context_of
from engine.events.provinces import BARBARIAN_RAIDS
from engine.queries import ACTIVE_BOXES
from engine.senate import decisions as senate
from engine.senate.votes import AYE, NAY
from engine.state import ACTIVE_FORCES
from engine.view import GameView

RICH_SPOILS: Final = 4.0
"""Mean Provincial Spoils (1.06.13) from which a rival's Governor is worth recalling."""

GARRISON_SIZE: Final = 2
"""Legions it sends to a threatened Frontier Province: 2 each against the raid (1.09.6461)."""

SHORT_TREASURY: Final = 60
"""State Treasury below which it eliminates idle units (1.06.53 maintenance, 1.12.1)."""

KEEP_UNITS: Final = 4
"""Units of a kind it keeps in the Active Forces when it eliminates the rest."""

UPKEEP: Final = frozenset(
    {"garrison", "recall_garrison", "eliminate", "recall_governor", "replace", "recall_part"}
)
"""Proposal kinds (the key's first part) whose votes this module answers."""


def raids_may_come(view: GameView) -> bool:
    """Barbarian Raids are showing, or the game is in the Middle or Late Republic, whose Random
    Events hold them (1.09.6461, 1.07.21)."""
    if view.events.get(BARBARIAN_RAIDS, 0):
        return True
    entered = view.periods_entered
    era = entered[-1] if entered else view.catalog.scenarios.scenarios[view.scenario].deck_era
    return era != "early"


def garrison_size(view: GameView, province: str) -> int:
    """Legions garrisoning a Province."""
    return sum(1 for u in view.legions if u.location == f"garrison:{province}")


def threatened(view: GameView, province: str) -> bool:
    """A governed Frontier Province without a Garrison while Barbarian Raids may come."""
    card = view.catalog.province_by_key[province]
    governed = view.provinces[province].governor is not None
    return card.frontier and governed and not garrison_size(view, province) and raids_may_come(view)


def war_active(view: GameView) -> bool:
    """An Active War is in play (1.07.33)."""
    return any(box in ACTIVE_BOXES for box in view.wars.values())


def short_of_money(view: GameView) -> bool:
    """The State Treasury runs short while no War is Active: idle units only cost (1.06.53)."""
    return view.state_treasury < SHORT_TREASURY and not war_active(view)


def boxed(view: GameView, fleets: bool) -> int:
    """Units of a kind in the Active Forces boxes."""
    return sum(1 for u in (view.fleets if fleets else view.legions) if u.location == ACTIVE_FORCES)


def rich_rival(view: GameView, province: str) -> bool:
    """A rival faction's Senator governs a Province whose Spoils average ``RICH_SPOILS``."""
    card = view.catalog.province_by_key[province]
    state = view.provinces[province]
    spoils = card.side("developed" if state.developed else "undeveloped").spoils
    mean = spoils.die_sign * 3.5 * spoils.dice + spoils.modifier
    governor = view.senators[state.governor or ""]
    return governor.faction not in (None, view.seat) and mean >= RICH_SPOILS


def upkeep_wanted(view: GameView, keys: Set[str]) -> tuple[str, str] | None:
    """Units eliminated when money runs short in peace; the option key and the reason. It never
    proposes a Garrison: Legions garrisoned against Barbarian Raids were missing when Wars came
    (five base-faction seats, 200 games, seeds 1-200: the Republic survived 125 middle and 76
    late games without its Garrisons, 108 and 63 with them)."""
    if short_of_money(view):
        for key, fleets in (("eliminate_legions", False), ("eliminate_fleets", True)):
            if key in keys and boxed(view, fleets) > KEEP_UNITS:
                return key, "the Treasury runs short and no War is Active (1.06.53, 1.09.63)"
    return None


def upkeep_answer(view: GameView, decision: Decision) -> Choice | None:
    """The steps of these proposals, or None for another decision."""
    kind = decision.kind
    if kind == senate.SENATE_GOVERNOR_RECALL:
        if context_of(decision, senate.SENATE_GOVERNOR_RECALL)["defeated"]:
            return _pick(decision, "none", "one recall a turn: the rivals voted it down")
        targets = [o.key for o in decision.options if isinstance(o, Option)]
        target = next((p for p in targets if p in view.provinces and rich_rival(view, p)), None)
        if target is not None and _own_free(view):
            return _pick(decision, target, "a rival's Governor holds a rich Province (1.09.52)")
        return _pick(decision, "none", "no rival's rich Province to take")
    if kind == senate.SENATE_GARRISON_PROVINCE:
        return _province(view, decision)
    if kind == senate.SENATE_GARRISON_LEGIONS:
        return _count(decision, GARRISON_SIZE, "two Legions stiffen it against a raid (1.09.6461)")
    if kind == senate.SENATE_ELIMINATE_COUNT:
        options = decision.options
        assert isinstance(options, AmountOptions)
        count = options.high - KEEP_UNITS
        return _count(decision, count, f"keeps {KEEP_UNITS} in Rome, the rest cost upkeep")
    if kind == senate.SENATE_RECALL_UNITS:
        return _count(decision, 0, "the War needs the whole Force")
    return None


def upkeep_vote(view: GameView, decision: Decision) -> Choice | None:
    """Its vote on these proposals, or None for another proposal."""
    proposal = str(decision.context["proposal"])
    kind, _, rest = proposal.partition(":")
    if kind not in UPKEEP:
        return None
    parts = rest.split(":")
    own = _own(view)
    if kind == "recall_governor":
        _, new, old = parts
        if old in own:
            return _pick(decision, NAY, "its own Governor would be recalled")
        if new in own:
            return _pick(decision, AYE, "its own Senator takes the Province")
        return _pick(decision, NAY, "a rival's Senator would gain")
    if kind == "garrison":
        governor = view.provinces[parts[0]].governor
        if threatened(view, parts[0]) or governor in own:
            return _pick(decision, AYE, "a Garrison guards the Province and its Governor")
        return _pick(decision, NAY, "no raid threatens it: upkeep for nothing")
    if kind == "recall_garrison":
        if raids_may_come(view) or view.provinces[parts[0]].governor in own:
            return _pick(decision, NAY, "the Garrison guards the Province")
        return _pick(decision, AYE, "no raid threatens it: the Legions may serve elsewhere")
    if kind == "eliminate":
        if short_of_money(view):
            return _pick(decision, AYE, "the Treasury runs short and no War is Active")
        return _pick(decision, NAY, "the Republic needs its Forces")
    if kind == "replace":
        old, new = parts[0], parts[1]
        if old in own or new not in own:
            return _pick(decision, NAY, "a rival's Commander would take its Senator's glory")
        return _pick(decision, AYE, "its own Commander takes over the War")
    if decision.context["proposer"] == view.seat:
        return _pick(decision, AYE, "its own proposal")
    return _pick(decision, NAY, "the War needs the Proconsul's whole Force")


def _own_free(view: GameView) -> bool:
    """One of its Senators in Rome holds no office and may govern."""
    return any(
        s.faction == view.seat and s.location == "Rome" and not s.offices
        for s in view.senators.values()
    )


def _province(view: GameView, decision: Decision) -> Choice:
    """A threatened Frontier Province, its own Governor's first; else the first."""
    options = [o for o in decision.options if isinstance(o, Option)]
    at_risk = [o for o in options if threatened(view, o.key)]
    own = [o for o in at_risk if view.provinces[o.key].governor in _own(view)]
    if own or at_risk:
        why = "Barbarian Raids may strike this Frontier Province (1.09.6461)"
        return with_reason((own or at_risk)[0], decision.rule, why)
    return with_reason(options[0], decision.rule, "the first Province on offer")


def _own(view: GameView) -> set[str]:
    return {k for k, s in view.senators.items() if s.faction == view.seat}


def _count(decision: Decision, wanted: int, why: str) -> Choice:
    options = decision.options
    assert isinstance(options, AmountOptions)
    return with_reason(Amount(max(options.low, min(options.high, wanted))), decision.rule, why)


def _pick(decision: Decision, key: str, why: str) -> Choice:
    return with_reason(decision.resolve(key), decision.rule, why)
