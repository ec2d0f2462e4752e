"""A base-game faction played by its stake in each outcome (issue 34): it nominates and votes
for its own Senators, backs raising and sending Forces while Wars threaten the Republic it
needs to survive to win (1.12.1), announces an Assassination when the stakes and the odds
warrant it (bots/base_assassins.py, 1.09.7), and plays the rest of the turn as the
HeuristicPlayer.
Every answer carries its reason, as the NeutralBot's do (engine.decision.with_reason)."""

from __future__ import annotations

from typing import Final

from bots import base_assassins as assassins
from bots import base_business as business
from bots import base_governor_tandem as governor_tandem
from bots import base_tribune_claims as tribune_claims
from bots.base_business import UNREST_ALARM
from bots.base_forces import Attack, Plan
from bots.base_treasury import affordable_units, spare
from bots.base_upkeep import upkeep_answer, upkeep_vote
from bots.heuristic import HeuristicPlayer
from engine.death import DRAW, WAIT
from engine.decision import Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import FACTION_REPLACE_LOST, context_of
from engine.queries import ACTIVE_BOXES, votes
from engine.senate import decisions as senate
from engine.senate.decisions import ForcesContext
from engine.senate.votes import AYE, LET_STAND, NAY, VETO
from engine.view import GameView

SOLDIER: Final = 4
"""Military from which a new Consul asks for the field command (1.09.641)."""

LAND_BILL_VOTE_SPARE: Final = 40
"""Talents above the State's reserve at which it votes for a Land Bill Unrest does not yet call
for (bots/base_treasury.py)."""

SLACK: Final = 2
"""Units a proposal to raise may ask beyond what the faction reckons affordable and still have
its vote: the proposer's reckoning may differ by the units' upkeep."""

RAISING: Final = {"raise_legions": "legion", "raise_fleets": "fleet"}
"""The business proposals that raise units, by the kind they raise (1.09.63)."""

TRIBUNE_OFFICES: Final = ("consuls",)
"""Elections in which it plays a Tribune to nominate its own Senator (1.09.151)."""


class BaseFactionBot:
    """Answers the Senate's decisions by the faction's stake; the rest as the HeuristicPlayer.
    It remembers what its Forces plan wanted of its last proposal, for the steps that carry no
    Wars in their context: the units it raises, and the attack whose Force it sends; and
    whether it played a Tribune to nominate Consuls, its second candidate then an ally's."""

    def __init__(self, seed: int = 0) -> None:
        self._other = HeuristicPlayer(seed)
        self._raising = 0
        self._attack: Attack | None = None
        self._pairing = False

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The Senate's decisions by stake, every other by the HeuristicPlayer."""
        if decision.kind == FACTION_REPLACE_LOST:
            return _replace_lost(decision)
        if decision.kind == senate.SENATE_VOTE:
            self._pairing = False  # its Tribune was voided: the Presiding Magistrate nominated
        if self._pairing and decision.kind == senate.SENATE_CONSUL_NOMINEE:
            self._pairing = not context_of(decision, senate.SENATE_CONSUL_NOMINEE)["slate"]
            if not self._pairing:
                return _ally(view, decision)
        answer = (
            assassins.announced(view, decision)
            or self._business(view, decision)
            or _senate_answer(view, decision)
        )
        if decision.kind == senate.SENATE_TRIBUNE_NOMINATION:
            self._pairing = answer is not None and answer.key == "nominate"
        if answer is not None:
            return answer
        chosen = self._other.decide(view, decision)
        return with_reason(chosen, decision.rule, "the HeuristicPlayer's rule of thumb")

    def _business(self, view: GameView, decision: Decision) -> Choice | None:
        """Other business, the units it raises and the Forces it sends: the plan's counts are
        kept between the steps."""
        kind = decision.kind
        if kind == senate.SENATE_RAISE_COUNT:
            return business.raise_count(decision, self._raising, view)
        if kind == senate.SENATE_DEPLOY_COMMANDER:
            choice, self._attack = business.commander(view, decision)
            return choice
        if kind in (senate.SENATE_DEPLOY_LEGIONS, senate.SENATE_DEPLOY_FLEETS):
            return business.deploy_amount(view, decision, self._attack)
        if kind not in (senate.SENATE_BUSINESS, senate.SENATE_TRIBUNE_PROPOSAL):
            return None
        context: ForcesContext
        if kind == senate.SENATE_BUSINESS:
            answer = business.business(view, decision)
            context = context_of(decision, senate.SENATE_BUSINESS)
        else:
            answer = business.tribune(view, decision)
            context = context_of(decision, senate.SENATE_TRIBUNE_PROPOSAL)
        self._raising = _raised(answer.key, business.forces_plan(view, context))
        return answer


def _replace_lost(decision: Decision) -> Choice:
    """Never quit: take the Curia's Senator as Faction Leader, or wait for one (1.05.4). A faction
    out of the game cannot win (1.12.2), one with a Senator may still, and its votes may still
    save the Republic for everyone (1.12.1)."""
    keys = {o.key for o in decision.options if isinstance(o, Option)}
    key = DRAW if DRAW in keys else WAIT
    why = "a faction that plays on may still win (1.12.2); one that quits cannot"
    return _pick(decision, key, why)


def _raised(key: str, forces: Plan) -> int:
    """The units the plan raises by the chosen proposal, 0 for any other."""
    kind = RAISING.get(key)
    return 0 if kind is None else forces.legions if kind == "legion" else forces.fleets


def _senate_answer(view: GameView, decision: Decision) -> Choice | None:
    kind = decision.kind
    early = tribune_claims.answer(view, decision) or governor_tandem.answer(view, decision)
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
    if kind == senate.SENATE_TRIBUNE_NOMINATION:
        return _tribune_nomination(view, decision)
    if kind == senate.SENATE_TRIBUNE_VETO:
        return _veto(view, decision)
    if kind == senate.SENATE_VOTE_ORDER:
        return _first_called(view, decision)
    if kind == senate.SENATE_VOTE_TALENTS:
        return _talents(decision)
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
        return business.land_bill_type(view, decision)
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
    if kind == "land_bill" and spare(view) >= LAND_BILL_VOTE_SPARE:
        return _pick(decision, AYE, "the Treasury bears it, and a nay costs Popularity (1.09.62)")
    wars = any(box in ACTIVE_BOXES for box in view.wars.values())
    if kind == "raise" and wars and int(rest.split(":")[1]) > affordable_units(view) + SLACK:
        return _pick(decision, NAY, "more units than the Treasury can keep (1.06.53, 1.12.1)")
    if kind in ("raise", "deploy"):
        key, why = (AYE, "Forces against the Active Wars") if wars else (NAY, "no War needs them")
        return _pick(decision, key, why)
    own = {k for k, s in view.senators.items() if s.faction == view.seat}
    if any(part in own for part in rest.replace(":", "+").split("+")):
        return _pick(decision, AYE, "one of its own Senators gains")
    return _pick(decision, NAY, "a rival's Senator would gain")


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


def _talents(decision: Decision) -> Choice:
    """No Talents for extra votes: they are kept."""
    options = decision.options
    assert isinstance(options, AmountOptions)
    return with_reason(Amount(options.low), decision.rule, "keeps its Talents")
