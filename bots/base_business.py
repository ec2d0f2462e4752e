"""The base-faction bot's other business as Presiding Magistrate or Tribune (1.09.6): Forces
by the plan of bots/base_forces.py, then a Proconsul's reinforcement, a Land Bill the Treasury
bears against Unrest, its own Consul for Life or a Concession, the Presiding Magistrate sent
last (1.09.642); four Active Wars, Bankruptcy and a People Revolt end the game for every
faction (1.12.1). Every answer carries its reason."""

from __future__ import annotations

from typing import Final

from bots.base_forces import MARGIN, Attack, Plan, commanders, legions_for, need, plan
from bots.base_treasury import affordable_units, spare
from bots.base_upkeep import upkeep_wanted
from engine.decision import Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import context_of
from engine.senate import decisions as senate
from engine.senate.decisions import ForcesContext
from engine.view import GameView

COMMANDER: Final = 3
"""The Military a Proconsul is reckoned to add to his Force (1.10.11)."""

UNREST_ALARM: Final = 3
"""Unrest from which a Land Bill is worth its cost (1.08.2: each point is a point off the State
of the Republic's roll, below 0 the People Revolt)."""

UNREST_DANGER: Final = 6
"""Unrest at which the strongest Land Bill on offer is passed whatever it costs."""

LAND_BILL_SPARE: Final = {"III": 60, "II": 30, "I": 20}
"""Talents above the reserve each Land Bill type asks for: Type III costs 10 T every turn,
Type II 5 T, Type I 20 T once (1.09.62)."""

SURVIVAL: Final = ("deploy", "reinforce", "raise_fleets", "raise_legions", "land_bill")
"""Proposals the Republic's survival may need, worth a Tribune once the Senate adjourned without
them (1.09.151, 1.12.1)."""


CONSUL_FOR_LIFE_HOPE: Final = 21
"""Influence from which its Senator's Consul for Life is worth a proposal (1.09.821: the
nominee's Influence is added to his votes)."""


def business(view: GameView, decision: Decision) -> Choice:
    """The proposal its stake wants (``wanted``), else adjourn."""
    key, why = wanted(view, decision, context_of(decision, senate.SENATE_BUSINESS))
    return _pick(decision, key, why)


def tribune(view: GameView, decision: Decision) -> Choice:
    """A Tribune for its own Senator as Consul for Life at once; for what the Republic's survival
    needs only once the Presiding Magistrate adjourned without it; else kept for a veto
    (1.09.151, 1.09.152)."""
    context = context_of(decision, senate.SENATE_TRIBUNE_PROPOSAL)
    keys = {o.key for o in decision.options if isinstance(o, Option)}
    if "consul_for_life" in keys and _own_candidate(view, CONSUL_FOR_LIFE_HOPE):
        return _pick(decision, "consul_for_life", "a Tribune: its Senator could win (1.12.2)")
    key, why = wanted(view, decision, context)
    if context["adjourned"] and key in SURVIVAL:
        return _pick(decision, key, f"a Tribune: {why}")
    return _pick(decision, "pass", "keeps its Tribune to veto a rival's proposal")


def forces_plan(view: GameView, context: ForcesContext) -> Plan:
    """The Forces plan of the Senate's context (bots/base_forces.py)."""
    return plan(view, context["wars"], context["legions"], context["fleets"])


def wanted(view: GameView, decision: Decision, context: ForcesContext) -> tuple[str, str]:
    """Raise the Fleets, then the Legions the plan lacks; send each planned Commander but the
    Presiding Magistrate; reinforce a Proconsul below his War; a Land Bill against Unrest; its
    own Consul for Life, a Garrison or units eliminated (``upkeep_wanted``) or a Concession; the
    Presiding Magistrate last; else adjourn. The option key and the reason."""
    keys = {o.key for o in decision.options if isinstance(o, Option)}
    forces = forces_plan(view, context)
    chair = {c.key for c in commanders(view) if c.presides}
    staying = [a for a in forces.attacks if a.commander not in chair]
    if forces.fleets and "raise_fleets" in keys:
        return "raise_fleets", f"{forces.fleets} Fleets for the Active Wars (1.09.63, 1.10.12)"
    if forces.legions and "raise_legions" in keys:
        return "raise_legions", f"{forces.legions} Legions for the Active Wars (1.09.63)"
    if staying and "deploy" in keys:
        return "deploy", "an Active War its Forces can beat, four ending the game (1.12.1)"
    wars = context["wars"].values()
    if (
        "reinforce" in keys
        and context["legions"]
        and any(w[4] and w[1] > w[4] + COMMANDER for w in wars)
    ):
        return "reinforce", "a Proconsul's Force is below its War (1.09.647)"
    if "land_bill" in keys and _land_bill_wanted(view):
        return "land_bill", f"Unrest {view.unrest} threatens a People Revolt (1.08.2, 1.12.1)"
    if "consul_for_life" in keys and _own_candidate(view, CONSUL_FOR_LIFE_HOPE):
        return "consul_for_life", "its Senator could win the game (1.12.2)"
    if "concession" in keys:
        return "concession", "a Concession for one of its Senators (1.09.61)"
    if forces.attacks and "deploy" in keys:
        return "deploy", "the Presiding Magistrate goes last: his departure closes the Senate"
    upkeep = upkeep_wanted(view, keys)
    if upkeep is not None:
        return upkeep
    return "adjourn", "nothing more worth proposing"


def _land_bill_wanted(view: GameView) -> bool:
    """Unrest at the danger level, or alarming with the cheapest Land Bill affordable."""
    return view.unrest >= UNREST_DANGER or (
        view.unrest >= UNREST_ALARM and spare(view) >= min(LAND_BILL_SPARE.values())
    )


def land_bill_type(view: GameView, decision: Decision) -> Choice:
    """The strongest Land Bill the Treasury bears (``LAND_BILL_SPARE``), the strongest on offer
    at the danger level (1.09.62)."""
    offered = [o for o in decision.options if isinstance(o, Option)]
    if view.unrest >= UNREST_DANGER:
        return with_reason(offered[-1], decision.rule, "Unrest is dangerous: the strongest cut")
    borne = [o for o in offered if spare(view) >= LAND_BILL_SPARE.get(o.key, 0)]
    chosen = (borne or offered[:1])[-1]
    return with_reason(chosen, decision.rule, "the strongest cut to Unrest the Treasury bears")


def raise_count(decision: Decision, wanted_units: int, view: GameView) -> Choice:
    """The units the plan lacks (``wanted_units``, as the business decision's plan found them),
    within what the Treasury affords (1.09.63)."""
    options = decision.options
    assert isinstance(options, AmountOptions)
    count = max(options.low, min(options.high, wanted_units or affordable_units(view)))
    return with_reason(Amount(count), decision.rule, "what the planned attacks lack")


def commander(view: GameView, decision: Decision) -> tuple[Choice, Attack | None]:
    """The first planned attack on offer, the Presiding Magistrate's last (and the attack);
    else the option that sends the ablest Commander against the weakest War."""
    context = context_of(decision, senate.SENATE_DEPLOY_COMMANDER)
    forces = forces_plan(view, context)
    options = {o.key: o for o in decision.options if isinstance(o, Option)}
    for attack in forces.attacks:
        option = options.get(f"{attack.commander}@{attack.war}")
        if option is not None:
            why = "the planned attack on an Active War"
            return with_reason(option, decision.rule, why), attack
    wars = context["wars"]

    def ease(option: Option) -> tuple[int, int]:
        senator, war = option.key.split("@")
        return sum(wars[war][1:4]), -view.senators[senator].military

    first = min(options.values(), key=ease)
    return with_reason(first, decision.rule, "the weakest War, the ablest Commander"), None


def deploy_amount(view: GameView, decision: Decision, attack: Attack | None) -> Choice:
    """The Legions or Fleets the planned ``attack`` needs (by ``MARGIN`` without one); every
    unit when no other Commander is left to send (1.09.64, 1.10.11)."""
    options = decision.options
    assert isinstance(options, AmountOptions)
    fleets = decision.kind == senate.SENATE_DEPLOY_FLEETS
    context = context_of(
        decision, senate.SENATE_DEPLOY_FLEETS if fleets else senate.SENATE_DEPLOY_LEGIONS
    )
    key = context["commander"]
    if all(c.key == key for c in commanders(view)):
        return with_reason(Amount(options.high), decision.rule, "no other Commander to send: all")
    if attack is None:
        military = next((c.military for c in commanders(view) if c.key == key), 0)
        war = ("active", context["land"], context["naval"], context["support"], 0)
        strength, ships = need(war, military, MARGIN)
    else:
        strength, ships = attack.legions, attack.fleets
    wanted_units = ships if fleets else legions_for(view, strength)
    count = max(options.low, min(options.high, wanted_units))
    return with_reason(Amount(count), decision.rule, "enough to beat the War by the plan's margin")


def _own_candidate(view: GameView, influence: int) -> bool:
    """Whether one of its Senators in Rome has this much Influence."""
    return any(
        s.faction == view.seat and s.location == "Rome" and s.influence >= influence
        for s in view.senators.values()
    )


def _pick(decision: Decision, key: str, why: str) -> Choice:
    return with_reason(decision.resolve(key), decision.rule, why)
