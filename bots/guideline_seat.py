"""A base-game seat played by a Neutral's Guideline card of section IV (issue 34 item 4), so an
empty seat fills with a Neutral-like faction. Its Senate policy is the card's and section IV's:

- **Coalition** (4.05.2): the first combination of the Coalition List, read from the top, that
  musters a Majority of the votes in Rome and holds its own faction; it backs its partners'
  Senators as its own. With no such combination it stands alone.
- **Spoils order** (4.05.4): the offices and Spoils in the first half of its card's list are
  the ones it fights for: it nominates its own Senator with least Influence (4.05.41) and votes
  against a rival's; an office further down is not worth opposing a rival for (it abstains, or
  votes aye where it may not). As Presiding Magistrate it proposes the Concessions and Land Bills
  its list names, in the list's order; a card without ``land_bill`` votes against every Land
  Bill. The Consulship it takes is the one its list ranks first.
- **Military Plan** (4.05.3, 4.05.31, 4.05.34): it sends an adequate Force (Legions as many as
  the War's Land Strength, the Fleets its Naval Strength or Support needs) against the Active War
  the Forces can meet, in a Crisis all possible strength against the weakest; it raises what the
  strongest unfought Active War lacks while the Treasury pays; it votes for Forces that follow
  the plan; its Dictator and Master of Horse are the best soldiers, its partners' first; a
  Commander consents to go below Minimum Force.
- **Assassins** (4.07.3, bots/guideline_assassins.py): only against a rival Senator with 21+
  Influence and more than any other Senator, announced on its business or its vote.

The rest (persuasion, Revenue, Forum, Combat) is the base-faction bot's. Every answer carries its
reason, as the NeutralBot's do. ``guideline:role=plutocrats`` plays the printed Plutocrats card,
``guideline:file=my.toml`` a user's card; plain ``guideline`` the printed card of the seat's turn
in ``NEUTRAL_ROLES`` (seat 0 Imperials, 1 Plutocrats, ...).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, partial
from typing import Final

from bots import guideline_assassins as assassins
from bots.agent import AgentFactory
from bots.base_faction import BaseFactionBot
from bots.base_upkeep import UPKEEP
from bots.guideline_plan import (
    EXTRA_CAP,
    UNIT_COST,
    Plan,
    active_wars,
    fleets_needed,
    follows_plan,
    plan_of,
)
from engine.decision import Amount, AmountOptions, Choice, Decision, Option, with_reason
from engine.decisions import context_of
from engine.queries import votes
from engine.senate import decisions as senate
from engine.senate.votes import ABSTAIN, AYE, NAY, VETO
from engine.view import GameView
from guidelines.loader import (
    NEUTRAL_ROLES,
    GuidelineFileError,
    GuidelineSet,
    load_guideline_file,
    role_named,
)
from guidelines.schema import Guideline
from solo.coalition import COALITION_LIST, Tally

OFFICE_ITEMS: Final[Mapping[str, tuple[str, ...]]] = {
    "consuls": ("rome_consul", "field_consul"),
    "censor": ("censor",),
    "governor": ("governor",),
    "concession": ("concession",),
}
"""The Spoils items (4.05.4) a Senate proposal kind hands out."""


@dataclass(slots=True)
class Memory:
    """What a faction keeps from one decision to the next in a turn: the plan it is carrying
    out and the proposals it made (a defeated one never comes again, 1.09.131)."""

    turn: int = 0
    plan: Plan | None = None
    raising: int = 0
    """How many units the raise it proposes asks for."""
    proposed: set[str] = field(default_factory=set)

    def this_turn(self, turn: int) -> Memory:
        """Itself, emptied when a new turn began."""
        if turn != self.turn:
            self.turn, self.plan, self.raising = turn, None, 0
            self.proposed.clear()
        return self


class GuidelineSeatBot:
    """Plays a base-game faction by a Guideline card: the Senate by its coalition, Spoils order
    and Military Plan, the rest as the base-faction bot."""

    def __init__(self, seed: int = 0, guideline: Guideline | None = None) -> None:
        self._guideline = guideline
        """The card; None: the printed card of the seat's turn in NEUTRAL_ROLES."""
        self._other = BaseFactionBot(seed)
        self._memory = Memory()

    def card(self, view: GameView) -> Guideline:
        """The Guideline it plays by."""
        if self._guideline is None:
            role = NEUTRAL_ROLES[view.seat % len(NEUTRAL_ROLES)]
            self._guideline = GuidelineSet.default()[role]
        return self._guideline

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """The Senate's decisions by the card, every other as the base-faction bot."""
        memory = self._memory.this_turn(view.turn)
        answer = Policy(view, self.card(view), memory).answer(decision)
        return answer if answer is not None else self._other.decide(view, decision)


def guideline_bot(settings: Mapping[str, str]) -> AgentFactory:
    """The Guideline seat bot of a spec's settings: ``role=NAME`` (a printed card) or
    ``file=PATH`` (a card file); ValueError for anything else."""
    unknown = sorted(set(settings) - {"role", "file"})
    if unknown or len(settings) != 1:
        raise ValueError(f"takes role=NAME or file=PATH, got {', '.join(settings)}")
    if "role" in settings:
        card = GuidelineSet.default()[role_named(settings["role"])]
    else:
        try:
            card = load_guideline_file(settings["file"])
        except GuidelineFileError as exc:
            raise ValueError(str(exc)) from None
    return partial(GuidelineSeatBot, guideline=card)


def pick(decision: Decision, key: str, why: str) -> Choice:
    """The option ``key`` with its reason."""
    return with_reason(decision.resolve(key), decision.rule, why)


class Policy:
    """One decision's reading of the card: the faction's coalition and what its list wants."""

    def __init__(self, view: GameView, card: Guideline, memory: Memory) -> None:
        self.view = view
        self.card = card
        self.memory = memory

    @cached_property
    def partners(self) -> frozenset[int]:
        """Its faction and its coalition partners (``coalition``)."""
        return coalition(self.view)

    def answer(self, decision: Decision) -> Choice | None:
        """The card's answer to a Senate decision, or None where the card has no say (Governors'
        recalls, Garrisons and the Forces' upkeep: the base-faction bot's votes)."""
        kind = decision.kind
        if kind == senate.SENATE_CONSUL_NOMINEE:
            return self.nominee(decision, OFFICE_ITEMS["consuls"])
        if kind == senate.SENATE_CENSOR_NOMINEE:
            return self.nominee(decision, OFFICE_ITEMS["censor"])
        if kind == senate.SENATE_GOVERNOR_NOMINEE:
            return self.nominee(decision, OFFICE_ITEMS["governor"])
        if kind == senate.SENATE_CONSUL_OFFICE:
            return self.consulship(decision)
        if kind in (senate.SENATE_VOTE, senate.SENATE_SENATOR_VOTE):
            upkeep = str(decision.context["proposal"]).partition(":")[0] in UPKEEP
            return None if upkeep else self.vote(decision)
        if kind == senate.SENATE_BUSINESS:
            return self.business(decision)
        if kind == senate.SENATE_DEPLOY_COMMANDER:
            return self.commander(decision)
        if kind == senate.SENATE_DEPLOY_LEGIONS:
            return self.legions(decision)
        if kind == senate.SENATE_DEPLOY_FLEETS:
            return self.fleets(decision)
        if kind == senate.SENATE_RAISE_COUNT:
            return self.raise_count(decision)
        if kind in (
            senate.SENATE_DICTATOR_APPOINT,
            senate.SENATE_DICTATOR_NOMINEE,
            senate.SENATE_MASTER_OF_HORSE,
        ):
            return self.soldier(decision)
        if kind == senate.SENATE_CONSENT:
            return pick(decision, "consent", "a Neutral's Commander consents (4.05.3, 1.09.643)")
        if kind == senate.SENATE_ASSASSIN:
            return assassins.assassin(self.view, decision)
        if kind == senate.SENATE_LAND_BILL_ASSASSIN:
            return assassins.land_bill_attempt(self.view, decision)
        if kind in (senate.SENATE_TRIBUNE_PROPOSAL, senate.SENATE_TRIBUNE_NOMINATION):
            return pick(decision, "pass", "the card names no proposal to force (1.09.151)")
        return None

    def rank(self, items: Sequence[str]) -> int | None:
        """The best place (0 first) of ``items`` in the card's Spoils list, None if absent."""
        places = [i for i, item in enumerate(self.card.spoils) if item in items]
        return min(places, default=None)

    def cares(self, items: Sequence[str]) -> bool:
        """Whether one of ``items`` is in the first half of its Spoils list (4.05.4)."""
        place = self.rank(items)
        return place is not None and place < (len(self.card.spoils) + 1) // 2

    def ours(self, senator: str) -> bool:
        """Whether the Senator is its own or a coalition partner's."""
        return self.view.senators[senator].faction in self.partners

    def nominee(self, decision: Decision, items: Sequence[str]) -> Choice:
        """Its own Senator with least Influence for an office its list names (4.05.41), else a
        partner's, else the one with most votes behind him."""
        senators = self.view.senators
        options = [o for o in decision.options if isinstance(o, Option) and o.key in senators]
        own = [o for o in options if senators[o.key].faction == self.view.seat]
        partners = [o for o in options if self.ours(o.key)]
        place = self.rank(items)
        if own and place is not None:
            best = min(own, key=lambda o: (senators[o.key].influence, o.key))
            why = f"{self.card.name} list it {place + 1} in their Spoils: its least influential"
            return with_reason(best, decision.rule, f"{why} Senator (4.05.4, 4.05.41)")
        if partners:
            best = min(partners, key=lambda o: (senators[o.key].influence, o.key))
            return with_reason(best, decision.rule, "a coalition partner's Senator (4.05.2)")
        best = max(options, key=lambda o: (votes(senators[o.key]), o.key))
        return with_reason(best, decision.rule, "no Senator of its coalition: the most votes")

    def consulship(self, decision: Decision) -> Choice:
        """The Consulship its Spoils list ranks first."""
        last = len(self.card.spoils)
        rome, field = (self.rank((item,)) for item in ("rome_consul", "field_consul"))
        key = (
            "rome"
            if (last if rome is None else rome) <= (last if field is None else field)
            else "field"
        )
        return pick(decision, key, f"{self.card.name} rank the {key} Consulship first (4.05.4)")

    def vote(self, decision: Decision) -> Choice:
        """A vote by the proposal's kind: offices and Concessions by the coalition and how much
        its list cares, Land Bills by its list, Forces by the Military Plan, a Prosecution
        against a rival, a Consul for Life only its own; first, an Assassination section IV's
        Neutral would try (4.07.3: a Consul for Life candidate named is its moment)."""
        attempt = assassins.announced(self.view, decision)
        if attempt is not None:
            return attempt
        proposal = str(decision.context["proposal"])
        kind, _, rest = proposal.partition(":")
        parts = rest.replace("+", ":").split(":")
        keys = {o.key for o in decision.options if isinstance(o, Option)}
        if kind == "prosecution":
            if self.ours(parts[0]):
                if VETO in keys and self.view.senators[parts[0]].faction == self.view.seat:
                    return pick(decision, VETO, "a Tribune saves its own Senator (1.09.152)")
                return pick(decision, NAY, "its coalition's Senator is accused (4.05.2)")
            return pick(decision, AYE, "a rival's Senator is accused")
        if kind in ("land_bill", "repeal"):
            wanted = "land_bill" in self.card.spoils
            passes = wanted == (kind == "land_bill")
            why = f"{self.card.name} {'take' if wanted else 'take no'} Land Bills (4.05.4)"
            return pick(decision, AYE if passes else NAY, why)
        if kind in ("raise", "deploy", "reinforce"):
            return self.force_vote(decision, kind, parts)
        if kind == "consul_for_life":
            own = self.view.senators[parts[0]].faction == self.view.seat
            return pick(decision, AYE if own else NAY, "a Consul for Life wins the game (1.12.2)")
        senators = [p for p in parts if p in self.view.senators]
        if any(self.ours(s) for s in senators):
            return pick(decision, AYE, "its coalition's Senator gains (4.05.2)")
        if kind == "dictator":
            return pick(decision, AYE, "the Military Plan calls for a Dictator (4.05.34)")
        items = OFFICE_ITEMS.get(kind, ())
        if items and not self.cares(items):
            key = ABSTAIN if ABSTAIN in keys else AYE
            return pick(decision, key, f"{self.card.name} rank this low in their Spoils (4.05.4)")
        return pick(decision, NAY, "a rival outside its coalition would gain (4.05.2)")

    def force_vote(self, decision: Decision, kind: str, parts: Sequence[str]) -> Choice:
        """For raising and reinforcing while a War is Active (4.05.33), for a Force a plan would
        send (``follows_plan``, 4.05.3, 4.05.31)."""
        if not active_wars(self.view):
            return pick(decision, NAY, "no Active War: the Military Plan builds nothing (4.05.33)")
        if kind != "deploy":
            return pick(decision, AYE, "the Military Plan needs Forces (4.05.3, 4.05.33)")
        if follows_plan(self.view, int(parts[1]), int(parts[2]), int(parts[3])):
            return pick(decision, AYE, "a Force the Military Plan would send (4.05.3, 4.05.31)")
        return pick(decision, NAY, "less than an adequate Force (4.05.31)")

    def business(self, decision: Decision) -> Choice:
        """An Assassination section IV's Neutral would try (4.07.3), then the Military Plan
        (raise what its attack lacks, then send it), then the Spoils its list names in order
        (Concessions, Land Bills), then adjourn; nothing it proposed this turn again."""
        attempt = assassins.announced(self.view, decision)
        if attempt is not None:
            return attempt
        context = context_of(decision, senate.SENATE_BUSINESS)
        keys = {o.key for o in decision.options if isinstance(o, Option)} - self.memory.proposed
        legions, fleets = context["legions"], context["fleets"]
        plan = plan_of(context["wars"], legions, fleets, self.view.state_treasury)
        self.memory.plan = plan
        if plan is not None:
            lacking = {
                "raise_fleets": plan.fleets - fleets,
                "raise_legions": plan.legions - legions,
            }
            for key, count in lacking.items():
                if count > 0 and key in keys and self.view.state_treasury >= UNIT_COST:
                    self.memory.raising = count
                    return self.propose(decision, key, "the Military Plan lacks them (4.05.33)")
            ready = fleets >= plan.fleets and (legions >= plan.legions or plan.crisis)
            if ready and legions and "deploy" in keys:
                why = "a Crisis: all its strength against the weakest War (4.05.3)"
                if not plan.crisis:
                    why = "an adequate Force against the strongest War it can meet (4.05.3)"
                return self.propose(decision, "deploy", why)
        for item in self.card.spoils:
            if item in ("concession", "land_bill") and item in keys:
                why = f"{self.card.name} want a {item.replace('_', ' ')} next (4.05.4)"
                return self.propose(decision, item, why)
        return pick(decision, "adjourn", "nothing more its card wants")

    def propose(self, decision: Decision, key: str, why: str) -> Choice:
        """Propose ``key``, once a turn."""
        self.memory.proposed.add(key)
        return pick(decision, key, why)

    def commander(self, decision: Decision) -> Choice:
        """The highest-Military Commander against the plan's War (4.05.31)."""
        target = self.memory.plan.war if self.memory.plan is not None else ""
        options = [o for o in decision.options if isinstance(o, Option)]
        aimed = [o for o in options if o.key.endswith(f"@{target}")] or options
        best = max(aimed, key=lambda o: (self.view.senators[o.key.split("@")[0]].military, o.key))
        return with_reason(best, decision.rule, "its best soldier against the plan's War (4.05.31)")

    def legions(self, decision: Decision) -> Choice:
        """An adequate Force and half the excess (at most 15 more), or every Legion in a Crisis
        (4.05.31, 4.05.3)."""
        options = decision.options
        assert isinstance(options, AmountOptions)
        plan = self.memory.plan
        if plan is None or plan.crisis:
            return with_reason(Amount(options.high), decision.rule, "all its strength (4.05.3)")
        land = context_of(decision, senate.SENATE_DEPLOY_LEGIONS)["land"]
        needed = min(options.high, land)
        count = max(options.low, needed + min((options.high - needed) // 2, EXTRA_CAP))
        return with_reason(
            Amount(count), decision.rule, "an adequate Force and half the excess (4.05.31)"
        )

    def fleets(self, decision: Decision) -> Choice:
        """The Fleet Support in a land battle, the Naval Strength in a naval one (4.05.31)."""
        options = decision.options
        assert isinstance(options, AmountOptions)
        context = context_of(decision, senate.SENATE_DEPLOY_FLEETS)
        naval, support = context["naval"], context["support"]
        wanted = fleets_needed(naval, support) if naval else support
        count = max(options.low, min(options.high, wanted))
        return with_reason(Amount(count), decision.rule, "the Fleets the battle needs (4.05.31)")

    def raise_count(self, decision: Decision) -> Choice:
        """What the plan lacks, as far as the Treasury pays (no reserve, 4.05.33)."""
        options = decision.options
        assert isinstance(options, AmountOptions)
        count = max(options.low, min(options.high, self.memory.raising))
        return with_reason(Amount(count), decision.rule, "what the Military Plan lacks (4.05.33)")

    def soldier(self, decision: Decision) -> Choice:
        """The highest-Military candidate, coalition first, then least Influence (4.05.34)."""
        senators = self.view.senators
        options = [o for o in decision.options if isinstance(o, Option) and o.key in senators]
        if not options:
            return pick(decision, decision.options[-1].key, "no one to name")
        best = min(
            options,
            key=lambda o: (
                -senators[o.key].military,
                not self.ours(o.key),
                senators[o.key].influence,
                o.key,
            ),
        )
        return with_reason(best, decision.rule, "the best soldier, its coalition's first (4.05.34)")


def coalition(view: GameView) -> frozenset[int]:
    """Its faction and its partners by the votes in Rome (``coalition_of``)."""
    tallies = {f.seat: 0 for f in view.factions}
    for senator in view.senators.values():
        if senator.faction in tallies:
            tallies[senator.faction] += votes(senator)
    return coalition_of(tallies, view.seat)


def coalition_of(tallies: Mapping[int, int], seat: int) -> frozenset[int]:
    """The first combination of the Coalition List (4.05.2) with a Majority of ``tallies`` that
    holds ``seat``, Dominance by votes (ties by seat: the Faction Treasuries that would break
    them are hidden); ``seat`` alone if none does. The items naming Neutrals or the largest
    Player are section IV's and are skipped."""
    ranking = tuple(sorted(tallies, key=lambda s: (-tallies[s], s)))
    tally = Tally(dict(tallies), ranking)
    for item in COALITION_LIST:
        if not item.ranks or max(item.ranks) > len(ranking):
            continue
        members = [tally.at_rank(rank) for rank in item.ranks]
        if seat in members and tally.total(members) >= tally.majority:
            return frozenset(members)
    return frozenset({seat})
