"""A base-game faction played by its stake in each outcome (issue 34): it nominates and votes
for its own Senators, backs raising and sending Forces while Wars threaten the Republic it
needs to survive to win (1.12.1), announces an Assassination when the stakes and the odds
warrant it (bots/base_assassins.py, 1.09.7), and plays the rest of the turn as the
HeuristicPlayer.
Every answer carries its reason, as the NeutralBot's do (engine.decision.with_reason)."""

from __future__ import annotations

from collections.abc import Mapping

from bots import base_assassins as assassins
from bots import base_governor_tandem as governor_tandem
from bots import base_tribune_claims as tribune_claims
from bots.base_forces import upkeep_answer, upkeep_vote, upkeep_wanted
from bots.heuristic import HeuristicPlayer
from engine.decision import Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import context_of
from engine.queries import ACTIVE_BOXES, votes
from engine.senate import decisions as senate
from engine.senate.decisions import ForcesContext
from engine.senate.votes import AYE, LET_STAND, NAY, VETO
from engine.view import GameView

SOLDIER = 4
"""Military from which a new Consul asks for the field command (1.09.641)."""

COMMANDER = 3
"""The Military a Commander is reckoned to add to his Force (1.10.11)."""

ACTIVE_NAMES = ("active", "unprosecuted")
"""The boxes of Active Wars as the Senate's context names them (1.07.334)."""

UNREST_ALARM = 3
"""Unrest from which the faction backs Land Bills (1.08.2)."""

UNIT_COST = 10
"""What a unit costs to raise (1.09.63)."""

RESERVE = 40
"""State Treasury the faction keeps out of reach of its own proposals to raise units."""

TRIBUNE_OFFICES = ("consuls",)
"""Elections in which it plays a Tribune to nominate its own Senator (1.09.151)."""

SURVIVAL = ("deploy", "reinforce", "raise_fleets", "raise_legions", "land_bill")
"""Proposals the Republic's survival may need, worth a Tribune once the Senate adjourned without
them (1.09.151, 1.12.1)."""


class BaseFactionBot:
    """Answers the Senate's decisions by the faction's stake; the rest as the HeuristicPlayer."""

    def __init__(self, seed: int = 0) -> None:
        self._other = HeuristicPlayer(seed)
        self._pairing = False
        """It played a Tribune to nominate Consuls: its second candidate is an ally's."""

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The Senate's decisions by stake, every other by the HeuristicPlayer."""
        if decision.kind == senate.SENATE_VOTE:
            self._pairing = False  # its Tribune was voided: the Presiding Magistrate nominated
        if self._pairing and decision.kind == senate.SENATE_CONSUL_NOMINEE:
            self._pairing = not context_of(decision, senate.SENATE_CONSUL_NOMINEE)["slate"]
            if not self._pairing:
                return _ally(view, decision)
        answer = _senate_answer(view, decision)
        if decision.kind == senate.SENATE_TRIBUNE_NOMINATION:
            self._pairing = answer is not None and answer.key == "nominate"
        if answer is not None:
            return answer
        chosen = self._other.decide(view, decision)
        return with_reason(chosen, decision.rule, "the HeuristicPlayer's rule of thumb")


def _senate_answer(view: GameView, decision: Decision) -> Choice | None:
    kind = decision.kind
    early = (
        assassins.announced(view, decision)
        or tribune_claims.answer(view, decision)
        or governor_tandem.answer(view, decision)
    )
    if early is not None:
        return early
    if kind == senate.SENATE_ASSASSIN:
        return assassins.assassin(view, decision)
    if kind == senate.SENATE_LAND_BILL_ASSASSIN:
        return assassins.land_bill_attempt(view, decision)
    upkeep = upkeep_answer(view, decision)
    if upkeep is not None:
        return upkeep
    if kind in (senate.SENATE_CONSUL_NOMINEE, senate.SENATE_CENSOR_NOMINEE):
        return _nominee(view, decision, strongest=True)
    if kind == senate.SENATE_GOVERNOR_NOMINEE:
        return _nominee(view, decision, strongest=False)
    if kind in (senate.SENATE_VOTE, senate.SENATE_SENATOR_VOTE):
        return _vote(view, decision)
    if kind == senate.SENATE_CONSUL_OFFICE:
        consul = view.senators[context_of(decision, senate.SENATE_CONSUL_OFFICE)["senator"]]
        if consul.military >= SOLDIER:
            return _pick(decision, "field", "a soldier: the Field Consul goes to War first")
        return _pick(decision, "rome", "the Rome Consul presides over the Senate (1.09.22)")
    if kind == senate.SENATE_BUSINESS:
        return _business(view, decision)
    if kind == senate.SENATE_TRIBUNE_PROPOSAL:
        return _tribune(view, decision)
    if kind == senate.SENATE_TRIBUNE_NOMINATION:
        return _tribune_nomination(view, decision)
    if kind == senate.SENATE_TRIBUNE_VETO:
        return _veto(view, decision)
    if kind == senate.SENATE_VOTE_ORDER:
        return _first_called(view, decision)
    if kind in (senate.SENATE_VOTE_TALENTS, senate.SENATE_RAISE_COUNT):
        return _amount(decision, low=kind == senate.SENATE_VOTE_TALENTS, view=view)
    if kind == senate.SENATE_DEPLOY_COMMANDER:
        return _commander(decision)
    if kind in (senate.SENATE_DEPLOY_LEGIONS, senate.SENATE_DEPLOY_FLEETS):
        return _amount(decision, low=False, view=view)
    if kind == senate.SENATE_CONSENT:
        return _pick(decision, "consent", "a War left alone grows: better fought than not")
    if kind == senate.SENATE_NAMED_CONSENT:
        if context_of(decision, senate.SENATE_NAMED_CONSENT)["role"] == "govern":
            return _pick(decision, "consent", "a Governor takes Provincial Spoils (1.06.13)")
        return _pick(decision, "consent", "a sponsor or a Prosecutor gains (1.09.62, 1.09.44)")
    if kind == senate.SENATE_PROSECUTION:
        return _prosecution(view, decision)
    if kind == senate.SENATE_PROSECUTOR:
        return _own_first(view, decision)
    if kind == senate.SENATE_POPULAR_APPEAL:
        return _pick(decision, "appeal", "the People may free him (1.09.421)")
    if kind == senate.SENATE_LAND_BILL:
        return _pick(decision, decision.options[-1].key, "the strongest cut to Unrest on offer")
    if kind in (senate.SENATE_SPONSOR, senate.SENATE_CONCESSION, senate.SENATE_CONSUL_FOR_LIFE):
        return _own_first(view, decision)
    if kind in (
        senate.SENATE_DICTATOR_APPOINT,
        senate.SENATE_DICTATOR_NOMINEE,
        senate.SENATE_MASTER_OF_HORSE,
    ):
        return _general(view, decision)
    if kind == senate.SENATE_PROCONSUL:
        return _pick(decision, decision.options[0].key, "the Proconsul first sent")
    if kind == senate.SENATE_UNANIMOUS_DEFEAT:
        return _pick(decision, "lose_influence", "the chair is worth more than 1 Influence")
    if kind == senate.SENATE_DICTATOR_AGREE:
        return _pick(decision, "agree", "the Wars call for a Dictator (1.09.3)")
    return None


def _own_candidate(view: GameView, influence: int) -> bool:
    """Whether one of its Senators in Rome has this much Influence."""
    return any(
        s.faction == view.seat and s.location == "Rome" and s.influence >= influence
        for s in view.senators.values()
    )


def _general(view: GameView, decision: Decision) -> Choice:
    """The best soldier among the candidates, its own first: the Wars call for one."""
    options = [o for o in decision.options if isinstance(o, Option) and o.key in view.senators]
    if not options:
        return _pick(decision, decision.options[-1].key, "no one to name")
    own = [o for o in options if view.senators[o.key].faction == view.seat]
    best = max(own or options, key=lambda o: (view.senators[o.key].military, o.key))
    return with_reason(best, decision.rule, "the best soldier it can name, its own first")


def _prosecution(view: GameView, decision: Decision) -> Choice:
    """A Minor Prosecution of a rival's Senator, else none: a conviction moves Influence to its
    own Prosecutor (1.09.44)."""
    for option in decision.options:
        if not isinstance(option, Option) or not option.key.startswith("prosecution:"):
            continue
        _, accused, reason = option.key.split(":")
        if view.senators[accused].faction != view.seat and reason != "major":
            return with_reason(
                option, decision.rule, "a rival's Senator, for its Prosecutor's gain"
            )
    return _pick(decision, "none", "no rival to prosecute")


def _own_first(view: GameView, decision: Decision) -> Choice:
    """The first option naming one of its own Senators (the last key part), else the first."""
    options = [o for o in decision.options if isinstance(o, Option)]
    own = [o for o in options if view.senators[o.key.rpartition("@")[2]].faction == view.seat]
    chosen = (own or options)[0]
    why = "its own Senator gains" if own else "no Senator of its own may"
    return with_reason(chosen, decision.rule, why)


def _pick(decision: Decision, key: str, why: str) -> Choice:
    return with_reason(decision.resolve(key), decision.rule, why)


def _nominee(view: GameView, decision: Decision, strongest: bool) -> Choice:
    """Its own most influential Senator for an office, its least influential for a Province
    (Provincial Spoils without losing a voice that counts); else the Senator of the faction
    with most votes, whose votes the slate then wins."""
    senators = view.senators
    options = [o for o in decision.options if isinstance(o, Option)]
    own = [o for o in options if senators[o.key].faction == view.seat]
    if own:
        sign = -1 if strongest else 1
        best = min(own, key=lambda o: (sign * senators[o.key].influence, o.key))
        why = (
            "its own Senator, the most influential" if strongest else "its own least-needed Senator"
        )
        return with_reason(best, decision.rule, why)
    best = max(options, key=lambda o: (senators[o.key].oratory + senators[o.key].knights, o.key))
    return with_reason(best, decision.rule, "the candidate with the most votes behind him")


def _vote(view: GameView, decision: Decision) -> Choice:
    """For a slate holding one of its Senators; for Forces while a War is Active (the
    Republic's fall makes everyone lose, 1.12.1); against a rival's office."""
    upkeep = upkeep_vote(view, decision)
    if upkeep is not None:
        return upkeep
    proposal = str(decision.context["proposal"])
    kind, _, rest = proposal.partition(":")
    if kind == "prosecution":
        accused = rest.split(":")[0]
        own_accused = view.senators[accused].faction == view.seat
        if own_accused and any(o.key == VETO for o in decision.options if isinstance(o, Option)):
            return _pick(decision, VETO, "a Tribune saves its own Senator (1.09.152)")
        key, why = (NAY, "its own Senator is accused") if own_accused else (AYE, "a rival falls")
        return _pick(decision, key, why)
    if kind == "land_bill" and view.unrest >= UNREST_ALARM:
        return _pick(decision, AYE, "Unrest threatens a People Revolt (1.08.2, 1.12.1)")
    if kind in ("raise", "deploy"):
        wars = any(box in ACTIVE_BOXES for box in view.wars.values())
        key, why = (AYE, "Forces against the Active Wars") if wars else (NAY, "no War needs them")
        return _pick(decision, key, why)
    own = {k for k, s in view.senators.items() if s.faction == view.seat}
    if any(part in own for part in rest.replace(":", "+").split("+")):
        return _pick(decision, AYE, "one of its own Senators gains")
    return _pick(decision, NAY, "a rival's Senator would gain")


def _business(view: GameView, decision: Decision) -> Choice:
    """The proposal its stake wants (``_wanted``), else adjourn."""
    key, why = _wanted(view, decision, context_of(decision, senate.SENATE_BUSINESS))
    return _pick(decision, key, why)


def _tribune(view: GameView, decision: Decision) -> Choice:
    """A Tribune for its own Senator as Consul for Life at once; for what the Republic's survival
    needs only once the Presiding Magistrate adjourned without it; else kept for a veto
    (1.09.151, 1.09.152)."""
    context = context_of(decision, senate.SENATE_TRIBUNE_PROPOSAL)
    key, why = _wanted(view, decision, context)
    if key == "consul_for_life" or (context["adjourned"] and key in SURVIVAL):
        return _pick(decision, key, f"a Tribune: {why}")
    return _pick(decision, "pass", "keeps its Tribune to veto a rival's proposal")


def _tribune_nomination(view: GameView, decision: Decision) -> Choice:
    """A Tribune to nominate its own Senator for Consul once the Presiding Magistrate put a slate
    leaving its Senators out and it was defeated, when its votes and the largest other
    faction's (whose Senator it pairs with its own, ``_ally``) are a majority in Rome; else
    kept (1.09.151, 1.09.143)."""
    context = context_of(decision, senate.SENATE_TRIBUNE_NOMINATION)
    senators = view.senators
    mine = {k for k, s in senators.items() if s.faction == view.seat}
    last = context["last"]
    if (
        context["office"] in TRIBUNE_OFFICES
        and last
        and mine.intersection(context["candidates"])
        and not mine.intersection(last)
        and _majority_with_ally(view)
    ):
        return _pick(decision, "nominate", "a Tribune: the slates leave its Senators out")
    return _pick(decision, "pass", "keeps its Tribune: its own slate would not pass")


def _majority_with_ally(view: GameView) -> bool:
    """Whether its votes in Rome and the largest other faction's are more than half of all."""
    totals = _faction_votes(view)
    own = totals.pop(view.seat, 0)
    ally = max(totals.values(), default=0)
    return 2 * (own + ally) > own + sum(totals.values())


def _faction_votes(view: GameView) -> dict[int, int]:
    """Each faction's votes in Rome (1.09.141)."""
    totals: dict[int, int] = {}
    for senator in view.senators.values():
        if senator.faction is not None:
            totals[senator.faction] = totals.get(senator.faction, 0) + votes(senator)
    return totals


def _ally(view: GameView, decision: Decision) -> Choice:
    """The second Consul of its Tribune's pair: the candidate of the other faction with most
    votes in Rome, whose votes then carry the slate with its own (1.09.143)."""
    totals = _faction_votes(view)
    options = [o for o in decision.options if isinstance(o, Option)]
    best = max(
        options,
        key=lambda o: (
            view.senators[o.key].faction != view.seat,
            totals.get(view.senators[o.key].faction or -1, 0),
            votes(view.senators[o.key]),
            o.key,
        ),
    )
    return with_reason(best, decision.rule, "an ally's Senator: his faction's votes carry it")


def _veto(view: GameView, decision: Decision) -> Choice:
    """With no votes in Rome, a Tribune only to save its own Senator from a Prosecution
    (1.09.152)."""
    kind, _, rest = str(decision.context["proposal"]).partition(":")
    accused = view.senators.get(rest.split(":")[0]) if kind == "prosecution" else None
    if accused is not None and accused.faction == view.seat:
        return _pick(decision, VETO, "a Tribune saves its own Senator (1.09.152)")
    return _pick(decision, LET_STAND, "keeps its Tribune: none of its Senators is at stake")


def _first_called(view: GameView, decision: Decision) -> Choice:
    """The faction after its own, clockwise, so its own votes last, knowing the tally before it
    pays for extra votes (1.09.14, 1.09.141)."""
    seats = len(view.factions)
    options = [o for o in decision.options if isinstance(o, Option)]
    first = min(options, key=lambda o: (int(o.key.partition(":")[2]) - view.seat - 1) % seats)
    return with_reason(first, decision.rule, "its own faction votes last, knowing the tally")


def _wanted(view: GameView, decision: Decision, context: ForcesContext) -> tuple[str, str]:
    """Send a Force against the weakest Active War it can beat, else reinforce a Proconsul below
    his War, else raise the Fleets or Legions the weakest unfought Active War calls for while the
    Treasury allows, else a Land Bill against Unrest, else its own Consul for Life, else a
    Garrison or units eliminated (``upkeep_wanted``), else a Concession, else adjourn: four
    Active Wars or a People Revolt end the game for everyone (1.12.1). The option key and the
    reason."""
    keys = {o.key for o in decision.options if isinstance(o, Option)}
    active = [w for w in context["wars"].values() if w[0] in ACTIVE_NAMES]
    spare = view.state_treasury - RESERVE >= UNIT_COST
    if "deploy" in keys and _beatable(context["wars"], context["legions"], context["fleets"]):
        return "deploy", "an Active War it can beat must be fought (1.12.1)"
    unfought = [w for w in active if not w[4]]
    target = min(unfought, key=lambda w: w[1] + max(w[2], w[3]), default=None)
    fleets_needed = max(target[2], target[3]) if target else 0
    legions_needed = target[1] if target else 0
    short = [w for w in active if w[4] and w[1] > w[4] + COMMANDER]
    if "reinforce" in keys and short and context["legions"]:
        return "reinforce", "a Proconsul's Force is below its War (1.09.647)"
    if spare and "raise_fleets" in keys and fleets_needed > context["fleets"]:
        return "raise_fleets", "the Active Wars need Fleets (1.09.63)"
    if spare and "raise_legions" in keys and legions_needed > context["legions"] + COMMANDER:
        return "raise_legions", "the Active Wars need Legions (1.09.63)"
    if "land_bill" in keys and view.unrest >= UNREST_ALARM and view.state_treasury > RESERVE:
        return "land_bill", "Unrest threatens a People Revolt (1.08.2)"
    if "consul_for_life" in keys and _own_candidate(view, 21):
        return "consul_for_life", "its Senator could win the game (1.12.2)"
    upkeep = upkeep_wanted(view, keys)
    if upkeep is not None:
        return upkeep
    if "concession" in keys:
        return "concession", "a Concession for one of its Senators (1.09.61)"
    return "adjourn", "nothing more worth proposing"


def _beatable(wars: Mapping[str, tuple[str, int, int, int, int]], legions: int, fleets: int) -> str:
    """The key of the weakest Active War the Active Forces can meet at its strength with an
    average Commander, or ''."""
    fits = [
        (land, key)
        for key, (box, land, naval, support, sent) in wars.items()
        if box in ACTIVE_NAMES
        and fleets >= max(naval, support)
        and legions + sent + COMMANDER >= land
    ]
    return min(fits)[1] if fits else ""


def _commander(decision: Decision) -> Choice:
    """The Commander against the War ``_beatable`` names, else the first option."""
    context = context_of(decision, senate.SENATE_DEPLOY_COMMANDER)
    target = _beatable(context["wars"], context["legions"], context["fleets"])
    options = [o for o in decision.options if isinstance(o, Option)]
    chosen = next((o for o in options if o.key.endswith(f"@{target}")), options[0])
    return with_reason(chosen, decision.rule, "the weakest Active War its Forces can beat")


def _amount(decision: Decision, low: bool, view: GameView) -> Choice:
    """The least of an amount (Talents for votes are kept) or the most it sensibly may (units
    raised within the reserve, every unit sent)."""
    options = decision.options
    assert isinstance(options, AmountOptions)
    if low:
        return with_reason(Amount(options.low), decision.rule, "keeps its Talents")
    high = options.high
    if decision.kind == senate.SENATE_RAISE_COUNT:
        high = max(options.low, min(high, (view.state_treasury - RESERVE) // 10))
    return with_reason(Amount(high), decision.rule, "as many as may be spared")
