"""A Player faction played by rules of thumb, so that simulated games resemble real ones.

The HeuristicPlayer keeps the Republic alive (Games and contributions when Unrest is high or the
State Treasury low), gathers Influence for the Era Ends victory (1.12.2), persuades the Senators
it has a fair chance at, bribes modestly, keeps its Faction Treasury for Counter-Bribes, takes
Provincial Spoils and never quits.

Each decision kind has a handler in ``HANDLERS`` (kind -> function), registered with
``@handles(KIND)`` for a kind declared in the catalogue (``engine/decisions.py``); a kind without
one gets ``safe_default``: a 'none' / 'done' / 'pass'-like option, else the first option, or the
smallest amount. A Neutral decision delegated to the
Player (4.02.2) without a handler gets the Neutral's documented default. Handlers read only the
Player's view (1.04.9).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from functools import partial
from typing import Any

from bots.agent import AgentFactory
from bots.neutral import NeutralBot
from bots.neutral_registry import has_neutral_rule
from bots.neutral_rules.persuasion import roll_modifier
from bots.stake import NO_MONEY, matched_gift, stake
from engine.cleopatra import HOLD as CLEOPATRA_HOLD
from engine.cleopatra import ROMAN as CLEOPATRA_ROMAN
from engine.combat import PAY as RANSOM_PAY
from engine.combat import PAY_FROM_FACTION, RANSOM
from engine.context import Interjection
from engine.death import DRAW, REPLACE_LOST, WAIT
from engine.decision import Amount, AmountOptions, Choice, Decision, Option
from engine.decisions import (
    ASSASSINATION_BODYGUARDS,
    CONCESSION_ASSIGN,
    FACTION_LEADER,
    FACTION_LEADER_CHANGE,
    GAMES_SPONSOR,
    INITIATIVE_BID,
    INITIATIVE_PAYER,
    INTRIGUE_CLEOPATRA,
    INTRIGUE_INFLUENCE_PEDDLING,
    INTRIGUE_PROSCRIPTION,
    INTRIGUE_PROSCRIPTION_PLAY,
    KNIGHTS_ACTION,
    KNIGHTS_PRESSURE,
    KNIGHTS_SPEND,
    LAW_COMMANDER_RECRUITMENT,
    LAW_FINE,
    LAW_KEEP_ARMY,
    LAW_LEGATE,
    LAW_SERVILIAN_OPTION,
    PERSUASION_ATTEMPT,
    PERSUASION_BRIBE,
    PERSUASION_COUNTER_BRIBE,
    REVENUE_CONTRIBUTE,
    REVENUE_CONTRIBUTE_AMOUNT,
    REVENUE_GRAFT,
    REVENUE_GRAIN_DOUBLE,
    REVENUE_OPEN_BODYGUARD,
    REVENUE_TRANSFER,
    REVENUE_TRANSFER_AMOUNT,
    REVOLUTION_ALLEGIANCE_TALENTS,
    REVOLUTION_CONSIDER,
    REVOLUTION_DECLARE,
    REVOLUTION_DISCARD,
    REVOLUTION_GIVE,
    REVOLUTION_PLAY_CARD,
    REVOLUTION_SECONDARY_REBELS,
    SENATE_CLAIM_LAND_COMMISSIONER,
    DecisionKind,
    context_of,
)
from engine.dice import make_rng
from engine.events.choices import HRAO_CHOICE
from engine.events.fleets import KEEP as RHODIAN_KEEP
from engine.events.fleets import RHODIAN_VOTE
from engine.fine_court import NONE as FINE_NONE
from engine.land_commissioner import CLAIM as LAND_COMMISSIONER_CLAIM
from engine.laws import KNIGHTS as SERVILIAN_KNIGHTS
from engine.laws import REPEAL as SERVILIAN_REPEAL
from engine.legates import LEGATE as VATINIAN_LEGATE
from engine.manilian import LAY_DOWN as MANILIAN_LAY_DOWN
from engine.persuasion import Attempt, persuasion_strength, resistance
from engine.phases.combat import ATTACK_ORDER, CONTINUE, CONTINUE_TO_LAND_BATTLE
from engine.phases.forum import KEEP as KEEP_LEADER
from engine.phases.revenue import DECLINE, DONE, TAKE, TREASURY
from engine.phases.revolution import DONE as REVOLUTION_DONE
from engine.phases.revolution import LAY_DOWN, LOYAL
from engine.proscription import DECLINE as PROSCRIPTION_DECLINE
from engine.proscription import HOLD as PROSCRIPTION_HOLD
from engine.proscription import PLAY as PROSCRIPTION_PLAY
from engine.proscription import PROSCRIBE
from engine.queries import faction_votes
from engine.readonly import SenatorView
from engine.state import ACTIVE_FORCES
from engine.view import GameView, HiddenInformation
from solo.coalition import JOIN
from solo.decisions import (
    ASSASSINATION_ATTEMPT,
    COALITION_JOIN,
    COALITION_PARTNERS,
    INTRIGUE_GRAFT,
    INTRIGUE_GRAFT_PAY,
    INTRIGUE_MOB_INCITED,
    INTRIGUE_MURDER_OF_A_TRIBUNE,
    MILITARY_PLAYER_PLAN,
    PROVINCE_GOVERNOR,
    REVOLUTION_TRADE_OFFER,
    SENATE_REPOPULATE,
    SETUP_PLAY_CARD,
    SPOILS_NEGATE_PASS,
    SPOILS_PICK,
    SPOILS_TRIBUNE,
)
from solo.deployment import NO_PLAN_BUILDS
from solo.deployment_forces import CONSENT, CONSENT_KIND
from solo.dispatch import KEEP as PROCONSUL_KEEP
from solo.dispatch import KEEP_KIND
from solo.military import MASTER_OF_HORSE
from solo.military_plan import LIST_PLAN
from solo.player_cards import PLAY_PREFIX
from solo.revolution import ACCEPT
from solo.spoils_types import ALLOW, VETO, Pick
from solo.spoils_types import DECLINE as SPOILS_DECLINE
from solo.spoils_types import PASS as SPOILS_PASS
from solo.tribune_answers import PAY as GRAFT_PAY
from solo.tribune_answers import PLAY as MOB_PLAY
from solo.victory import ATTACK_WAR

SAFE_KEYS = ("none", "done", "pass", "keep", "decline", "no", "wait", "draw")
"""Option keys that change least, in order of preference, for a kind without a handler."""

AVOIDED_KEYS = frozenset({"quit"})
"""Option keys the heuristic never takes: leaving the game is suicidal (1.05.4)."""

Score = tuple[float, ...]
"""How good an option is; the highest wins."""

DICE_WAYS = {total: 6 - abs(total - 7) for total in range(2, 13)}
"""How many of the 36 throws of 2d6 make each total."""


@dataclass(frozen=True, slots=True)
class Policy:
    """The heuristic's numbers: change them to try another temperament."""

    treasury_reserve: int = 10
    """Faction Treasury kept for Counter-Bribes (1.07.413)."""
    senator_keep: int = 3
    """Talents a Senator keeps when he gives to the State or the Faction Treasury."""
    unrest_alarm: int = 3
    """Unrest at which Senators sponsor Games and give more to the State (1.07.6, 1.08.2)."""
    state_alarm: int = 50
    """State Treasury kept up by contributions, against bankruptcy (1.06.53)."""
    state_reserve_in_unrest: int = 150
    """State Treasury kept up while Unrest is alarming."""
    least_contribution: int = 10
    """Smallest contribution made for Influence alone, outside an emergency (1.06.52)."""
    rich: int = 12
    """Talents at which a Senator pays to be sure of a Knight (1.07.5)."""
    bribe_goal: int = 8
    """Base Number a persuader bribes up to (1.07.412)."""
    bribe_floor: int = 7
    """Least Base Number a bribe must reach to be paid at all."""
    bribe_cap: int = 5
    """Most talents bribed in one Persuasion Attempt."""
    defend_to: int = 4
    """Base Number the Faction Treasury counter-bribes an attack on our Senator down to."""
    card_chance: float = 0.5
    """Least chance of success for which a Seduction or Blackmail card is played (1.07.413)."""
    initiative_bid: int = 3
    """Highest bid for the extra Initiative (1.07.22)."""
    war_chest: int = 70
    """State Treasury kept, beyond the next Revenue Phase's debits, when the Player raises units
    with no Military Plan: the 70 T warning against Natural Disaster and Evil Omens (1.06.53)."""
    state_weight: float = 0.5
    """Share of the Senators' spare talents given to the State every Revenue Phase, what the
    Republic's survival is worth against the Faction's own Influence (bots/stake.py); 0 gives
    only what ``state_alarm`` and ``least_contribution`` ask (1.06.52)."""
    state_weight_per_war: float = 0.1
    """Share given more for each Active War: four end the game (1.12.1)."""
    pool_for_state: bool = True
    """Gather the spare talents into the richest Senator before contributing (1.06.3), so the
    gift is one contribution: the Neutrals match only the largest (4.03.4), and the Contributions
    table pays more Influence for one large gift than for several small ones (1.06.52)."""
    counter_only_winnable: bool = True
    """Counter-bribe only when the Base Number can be brought down to ``defend_to`` and the
    persuader cannot bribe it back up again (1.07.413); otherwise keep the talents."""
    knights_stake_cap: float = 0.5
    """Share given to the State at and above which no talents are paid to attract Knights
    (1.07.5): the Republic needs them more."""

    @classmethod
    def v1(cls) -> Policy:
        """The first heuristic's numbers (``heuristic-v1``): it gives the State only in alarm and
        for the Contributions table's Influence, and spends on Knights and Counter-Bribes alike
        whatever the Republic's state."""
        return cls(
            state_weight=0.0,
            state_weight_per_war=0.0,
            pool_for_state=False,
            counter_only_winnable=False,
            knights_stake_cap=float("inf"),
        )

    @classmethod
    def of(cls, settings: Mapping[str, str]) -> Policy:
        """A Policy with ``settings`` (field name -> value as text) over the defaults; ValueError
        naming an unknown field or a bad value."""
        fields = {f.name: f for f in dataclass_fields(cls)}
        values: dict[str, object] = {}
        for name, text in settings.items():
            if name not in fields:
                raise ValueError(f"unknown Policy field {name!r} (choose from {', '.join(fields)})")
            default = getattr(cls(), name)
            values[name] = _setting(name, text, type(default))
        return cls(**values)  # type: ignore[arg-type]


def _setting(name: str, text: str, kind: type) -> object:
    """A Policy setting's text as the type of its default; ValueError naming it if it is not."""
    try:
        if kind is bool:
            if text not in ("true", "false"):
                raise ValueError(text)
            return text == "true"
        return kind(text)
    except ValueError:
        raise ValueError(f"Policy field {name} takes a {kind.__name__}, got {text!r}") from None


@dataclass(frozen=True, slots=True)
class Ask:
    """One decision as a handler sees it: the Player's view, the decision, the Policy and a
    seeded generator that only breaks ties between equally good options."""

    view: GameView
    decision: Decision
    policy: Policy
    rng: random.Random
    options: tuple[Option, ...]
    """The decision's own options, without interjections (held-card plays, 4.04.1;
    Assassination Checks, 4.07.3)."""

    @classmethod
    def of(cls, view: GameView, decision: Decision, policy: Policy, rng: random.Random) -> Ask:
        """The decision as a handler sees it, its own options sorted out once."""
        own: tuple[Option, ...] = ()
        if not isinstance(decision.options, AmountOptions):
            own = tuple(o for o in decision.options if not isinstance(o.value, Interjection))
        return cls(view, decision, policy, rng, own)

    @property
    def amounts(self) -> AmountOptions:
        """The amount range of an amount decision."""
        assert isinstance(self.decision.options, AmountOptions)
        return self.decision.options

    def option(self, key: str) -> Option | None:
        """The option with this key, if offered."""
        return next((o for o in self.options if o.key == key), None)

    def senator(self, key: object) -> SenatorView:
        """A Senator by his key, as options and decision contexts give it."""
        return self.view.senators[str(key)]

    def amount(self, wanted: int) -> Amount:
        """``wanted`` brought into the legal range."""
        return Amount(max(self.amounts.low, min(self.amounts.high, wanted)))

    def best(self, options: Sequence[Option], score: Callable[[Option], Score]) -> Choice:
        """The option with the highest score, equal best ones drawn by the seeded generator; the
        safe default if there is none."""
        if not options:
            return safe_default(self)
        scores = [score(o) for o in options]
        top = max(scores)
        return self.rng.choice([o for o, s in zip(options, scores, strict=True) if s == top])


Handler = Callable[[Ask], Choice]
"""Answers one kind of decision for the Player."""

HANDLERS: dict[str, Handler] = {}


def handles(kind: DecisionKind[Any]) -> Callable[[Handler], Handler]:
    """Register the function below as the heuristic for decision ``kind``."""

    def register(handler: Handler) -> Handler:
        if kind in HANDLERS:
            raise ValueError(f"two heuristics for decision kind {kind!r}")
        HANDLERS[kind.name] = handler
        return handler

    return register


class HeuristicPlayer:
    """Plays a Player faction by the handlers below; same seed, same choices."""

    def __init__(self, seed: int = 0, policy: Policy | None = None) -> None:
        self._rng = make_rng(seed)
        self._policy = policy or Policy()
        self._neutral = NeutralBot()

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """Play a held card first, else answer by the kind's handler, the delegated Neutral
        default (4.02.2) or the safe default."""
        ask = Ask.of(view, decision, self._policy, self._rng)
        play = held_card_play(decision)
        if play is not None:
            return play
        handler = HANDLERS.get(decision.kind)
        if handler is not None:
            return handler(ask)
        if decision.actor != view.seat and has_neutral_rule(decision.kind):
            return self._neutral.decide(view, decision)
        return safe_default(ask)


class HeuristicPlayerV1(HeuristicPlayer):
    """The first heuristic (``heuristic-v1``), kept so tournaments can compare: its Policy gives
    the State only in alarm (``Policy.v1``)."""

    def __init__(self, seed: int = 0, policy: Policy | None = None) -> None:
        super().__init__(seed, policy or Policy.v1())


def heuristic_bot(settings: Mapping[str, str]) -> AgentFactory:
    """The HeuristicPlayer with a spec's Policy settings (``heuristic:state_weight=0.3``,
    bots/seating.py)."""
    return partial(HeuristicPlayer, policy=Policy.of(settings))


def held_card_play(decision: Decision) -> Option | None:
    """A held Concession or Law on offer: the Player plays it at once, as a Neutral would
    (4.04.1). Other interjections (Assassination Checks, 4.07.3) are never requested."""
    if isinstance(decision.options, AmountOptions):
        return None
    return next((o for o in decision.options if o.key.startswith(PLAY_PREFIX)), None)


def safe_default(ask: Ask) -> Choice:
    """The smallest amount; else the first safe key on offer; else the first option that does
    not quit."""
    if isinstance(ask.decision.options, AmountOptions):
        return Amount(ask.amounts.low)
    for key in SAFE_KEYS:
        found = ask.option(key)
        if found is not None:
            return found
    return next((o for o in ask.options if o.key not in AVOIDED_KEYS), ask.options[0])


def senator_options(ask: Ask) -> list[Option]:
    """The options that name one of the Senators in play."""
    return [o for o in ask.options if o.key in ask.view.senators]


# --- Set-up and Faction Leaders (3.01.7, 3.01.9, 3.02.4, 1.05.4, 1.07.7) -------------------------


@handles(FACTION_LEADER)
def choose_leader(ask: Ask) -> Choice:
    """The Senator with most Influence, then Oratory, leads: a Leader cannot be persuaded
    (3.01.7, 1.07.4)."""
    return ask.best(
        senator_options(ask), lambda o: (ask.senator(o.key).influence, ask.senator(o.key).oratory)
    )


@handles(FACTION_LEADER_CHANGE)
def keep_leader(ask: Ask) -> Choice:
    """Keep the Faction Leader while there is one (1.07.7)."""
    keep = ask.option(KEEP_LEADER)
    if keep is not None and context_of(ask.decision, FACTION_LEADER_CHANGE)["leader"] is not None:
        return keep
    return choose_leader(ask)


@handles(REPLACE_LOST)
def replace_lost_leader(ask: Ask) -> Choice:
    """Take a new Faction Leader from the Curia, or wait for one; never quit (1.05.4)."""
    return ask.option(DRAW) or ask.option(WAIT) or safe_default(ask)


@handles(PROVINCE_GOVERNOR)
def choose_governor(ask: Ask) -> Choice:
    """The least useful Senator in Rome governs, for the longest term: Spoils every turn
    (3.02.4, 1.06.13)."""

    def score(option: Option) -> Score:
        key, term = option.key.rsplit("@", 1)
        senator = ask.senator(key)
        return (-(senator.influence + senator.oratory), int(term))

    return ask.best(ask.options, score)


@handles(SETUP_PLAY_CARD)
@handles(REVOLUTION_PLAY_CARD)
def play_cards(ask: Ask) -> Choice:
    """Play every Statesman and Concession that can be played (3.01.9, 1.11.1)."""
    played = [o for o in ask.options if o.key != DONE]
    return played[0] if played else safe_default(ask)


@handles(CONCESSION_ASSIGN)
def concession_holder(ask: Ask) -> Choice:
    """The Senator with fewest Concessions, then most Influence, holds it (4.04.1)."""
    return ask.best(
        senator_options(ask),
        lambda o: (-len(ask.senator(o.key).concessions), ask.senator(o.key).influence),
    )


# --- Revenue (1.06) ------------------------------------------------------------------------------


@handles(REVENUE_GRAFT)
def take_spoils(ask: Ask) -> Choice:
    """A Governor takes his Provincial Spoils (1.06.13)."""
    return ask.option(TAKE) or safe_default(ask)


@handles(REVENUE_GRAIN_DOUBLE)
def grain_bonus(ask: Ask) -> Choice:
    """Our own Senator takes the Drought bonus if his Popularity stays at 0 or more; a
    Neutral's is declined (1.06.12, 4.02.2)."""
    take = ask.option(TAKE)
    senator = ask.senator(context_of(ask.decision, REVENUE_GRAIN_DOUBLE)["senator"])
    if take is None or ask.decision.actor != ask.view.seat:
        return ask.option(DECLINE) or safe_default(ask)
    return take if senator.popularity - _int(take.value) >= 0 else safe_default(ask)


def treasury_shortfall(ask: Ask) -> int:
    """Talents the Faction Treasury lacks for the Counter-Bribe reserve."""
    return max(0, ask.policy.treasury_reserve - ask.view.me.treasury)


@handles(REVENUE_TRANSFER)
def redistribute(ask: Ask) -> Choice:
    """Gather the spare talents into the State's giver while the Republic's stake asks for a
    gift (``pool_for_state``), fill the Faction Treasury up to its reserve from the richest
    Senator, then stop (1.06.3)."""
    giver = state_giver(ask)
    if giver is not None:
        into = [o for o in ask.options if o.key.endswith(f">{giver.key}") and poolable(ask, o)]
        if into:
            return ask.best(into, lambda o: (poolable(ask, o),))
    givers = [
        o
        for o in ask.options
        if o.key.endswith(f">{TREASURY}") and spare(ask, o.key.split(">")[0]) > 0
    ]
    if treasury_shortfall(ask) == 0 or not givers:
        return ask.option(DONE) or safe_default(ask)
    return ask.best(givers, lambda o: (spare(ask, o.key.split(">")[0]),))


def republic_stake(ask: Ask) -> float:
    """The share of his spare talents the Player gives the State this Revenue Phase
    (bots/stake.py)."""
    return stake(ask.view, ask.policy.state_weight, ask.policy.state_weight_per_war)


def state_giver(ask: Ask) -> SenatorView | None:
    """The Senator the spare talents are gathered into for one contribution: the richest who may
    still contribute this phase; None if the Policy gathers none now (1.06.3, 1.06.52)."""
    if not ask.policy.pool_for_state or republic_stake(ask) <= 0:
        return None
    able = [
        s
        for s in ask.view.senators.values()
        if s.faction == ask.view.seat
        and s.location not in NO_MONEY
        and s.key not in ask.view.contributed
    ]
    return max(able, key=lambda s: (s.talents, s.key), default=None)


def poolable(ask: Ask, option: Option) -> int:
    """What a transfer to the State's giver would move: a Senator's spare talents, or the Faction
    Treasury beyond its Counter-Bribe reserve."""
    source = option.key.split(">")[0]
    if source == TREASURY:
        return max(0, ask.view.me.treasury - ask.policy.treasury_reserve)
    return max(0, spare(ask, source))


def spare(ask: Ask, purse: str) -> int:
    """What a Senator's purse can give and still keep his own talents."""
    if purse not in ask.view.senators:
        return 0
    return ask.senator(purse).talents - ask.policy.senator_keep


@handles(REVENUE_TRANSFER_AMOUNT)
def transfer_amount(ask: Ask) -> Choice:
    """Into the Faction Treasury, what it lacks; anything else, the least."""
    context = context_of(ask.decision, REVENUE_TRANSFER_AMOUNT)
    giver = state_giver(ask)
    if giver is not None and context["target"] == giver.key:
        return ask.amount(poolable(ask, Option(f"{context['source']}>{giver.key}", None, "")))
    if context["target"] != TREASURY:
        return Amount(ask.amounts.low)
    source = context["source"]
    return ask.amount(min(treasury_shortfall(ask), spare(ask, source)))


def state_target(ask: Ask) -> int:
    """The State Treasury the Player tops up: higher while Unrest is alarming, for the Senate
    must then pay for Wars and Land Bills (1.06.53, 1.08.11)."""
    if ask.view.unrest >= ask.policy.unrest_alarm:
        return ask.policy.state_reserve_in_unrest
    return ask.policy.state_alarm


def contribution(ask: Ask, senator: SenatorView) -> int:
    """What a Senator gives the State: what it lacks of its target or, whichever is more, the
    Republic's stake in what he can spare, sized for the Neutrals' match (4.03.4); with no stake,
    the largest step of the Contributions table he can spare if that is big enough (1.06.52)."""
    can_spare = max(0, senator.talents - ask.policy.senator_keep)
    treasury: int = ask.view.state_treasury
    lacking = min(can_spare, state_target(ask) - treasury)
    steps = [
        row.min_talents
        for row in ask.view.catalog.tables.contributions.rows
        if ask.policy.least_contribution <= row.min_talents <= can_spare
    ]
    budget = int(republic_stake(ask) * can_spare)
    if budget > 0:
        return max(lacking, matched_gift(ask.view, budget))
    return max(lacking, *steps, 0)


@handles(REVENUE_CONTRIBUTE)
def contributor(ask: Ask) -> Choice:
    """The Senator who would give most, if anyone gives (1.06.52)."""
    givers = [o for o in senator_options(ask) if contribution(ask, ask.senator(o.key)) > 0]
    if not givers:
        return ask.option(DONE) or safe_default(ask)
    return ask.best(givers, lambda o: (contribution(ask, ask.senator(o.key)),))


@handles(REVENUE_CONTRIBUTE_AMOUNT)
def contribution_amount(ask: Ask) -> Choice:
    """The contribution the Senator was chosen for."""
    senator = ask.senator(context_of(ask.decision, REVENUE_CONTRIBUTE_AMOUNT)["senator"])
    return ask.amount(contribution(ask, senator))


# --- Forum: Initiative, Persuasion, Knights, Games (1.07) ----------------------------------------


@handles(INITIATIVE_BID)
def initiative_bid(ask: Ask) -> Choice:
    """Bid the least for the extra Initiative if that is cheap and leaves the payer something
    (1.07.22)."""
    bids = {o.value: o for o in ask.options if isinstance(o.value, int)}
    lowest, purse = min(bids, default=0), max(bids, default=0)
    if bids and lowest <= ask.policy.initiative_bid and purse - lowest >= ask.policy.senator_keep:
        return bids[lowest]
    return safe_default(ask)


@handles(INITIATIVE_PAYER)
def initiative_payer(ask: Ask) -> Choice:
    """The richest Senator pays the bid."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).talents,))


def success_chance(view: GameView, base: int) -> float:
    """Chance that 2d6 plus the roll modifier is at most the Base Number and the natural roll
    does not fail by itself (1.07.41)."""
    numbers = view.catalog.tables.initiative
    modifier = roll_modifier(view)
    ways = sum(
        count
        for total, count in DICE_WAYS.items()
        if total + modifier <= base
        and not numbers.persuasion_fails_naturally(total, view.era_ends_drawn)
    )
    return ways / 36


def defended_base(ask: Ask, target: SenatorView, base: int, unopposed: bool) -> int:
    """The Base Number expected after the target's faction defends: a Neutral cuts it to its
    defence number (4) if its Faction Treasury can (4.04.21); the other Player, whose treasury
    is hidden, is assumed to defend as we do."""
    if unopposed or target.faction is None or target.faction == ask.view.seat:
        return base
    try:
        funds = ask.view.counter_bribe_funds(target.faction)
    except HiddenInformation:
        return min(base, ask.policy.defend_to)
    floor = ask.view.catalog.tables.initiative.neutral_counter_bribe_target
    return floor if base > floor and funds >= base - floor else base


def planned_bribe(ask: Ask, persuader: SenatorView, base: int, already: int) -> int:
    """Talents to bribe towards the goal, within the cap and the persuader's purse, if they
    reach the floor."""
    room = min(ask.policy.bribe_cap - already, persuader.talents)
    bribe = max(0, min(ask.policy.bribe_goal - base, room))
    return bribe if base + bribe >= ask.policy.bribe_floor else 0


def attempt_plan(
    ask: Ask,
    persuader: SenatorView,
    target: SenatorView,
    opening: int,
    unopposed: bool,
    chance: Callable[[int], float],
) -> tuple[float, int]:
    """The chance of an attempt with this opening Base Number and the bribe it needs: bribe
    only where no defence cancels it. ``chance`` gives the success chance of a Base Number
    (``success_chance``, remembered)."""
    bribe = planned_bribe(ask, persuader, opening, 0)
    bribed = defended_base(ask, target, opening + bribe, unopposed)
    plain = defended_base(ask, target, opening, unopposed)
    if bribed < opening + bribe:
        return chance(plain), 0
    return chance(bribed), bribe


@handles(PERSUASION_ATTEMPT)
def persuasion_attempt(ask: Ask) -> Choice:
    """The attempt with the best chance, least bribe, plain before a card, richest prize in
    Influence and Oratory; a Seduction or Blackmail card only for a fair chance (1.07.4). A plan
    depends only on the opening Base Number (the persuader's part less the target's), the
    persuader's purse, the target's faction and whether the attempt is unopposed: each part and
    each plan is reckoned once."""
    chances: dict[int, float] = {}

    def chance(base: int) -> float:
        found = chances.get(base)
        if found is None:
            found = chances[base] = success_chance(ask.view, base)
        return found

    options = ask.options
    view = ask.view
    senators, catalog = view.senators, view.catalog
    strengths: dict[str, int] = {}
    resists: dict[str, int] = {}
    by_numbers: dict[tuple[int, int, int | None, bool], tuple[float, int]] = {}
    plans: dict[str, tuple[float, int]] = {}
    for option in options:
        attempt = option.value
        if isinstance(attempt, Attempt):
            persuader, target = senators[attempt.persuader], senators[attempt.target]
            strength = strengths.get(persuader.key)
            if strength is None:
                strength = strengths[persuader.key] = persuasion_strength(persuader)
            resist = resists.get(target.key)
            if resist is None:
                assert persuader.faction is not None
                resist = resists[target.key] = resistance(
                    catalog, senators, target, persuader.faction
                )
            unopposed = attempt.card is not None
            numbers = (strength - resist, persuader.talents, target.faction, unopposed)
            found = by_numbers.get(numbers)
            if found is None:
                found = by_numbers[numbers] = attempt_plan(
                    ask, persuader, target, numbers[0], unopposed, chance
                )
            plans[option.key] = found
    worth = [
        o
        for o in options
        if o.key in plans
        and plans[o.key][0] > 0
        and (_card(o) is None or plans[o.key][0] >= ask.policy.card_chance)
    ]

    def score(option: Option) -> Score:
        chance, bribe = plans[option.key]
        target = ask.senator(_attempt(option).target)
        return (chance, -bribe, _card(option) is None, target.influence + target.oratory)

    return ask.best(worth, score)


def _attempt(option: Option) -> Attempt:
    assert isinstance(option.value, Attempt)
    return option.value


def _card(option: Option) -> int | None:
    return _attempt(option).card


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


@handles(PERSUASION_BRIBE)
def persuasion_bribe(ask: Ask) -> Choice:
    """Bribe towards the goal unless the target's faction would only counter it (1.07.412)."""
    context = context_of(ask.decision, PERSUASION_BRIBE)
    persuader, target = ask.senator(context["persuader"]), ask.senator(context["target"])
    base, already = context["base"], context["bribes"]
    bribe = planned_bribe(ask, persuader, base, already)
    if defended_base(ask, target, base + bribe, context["unopposed"]) < base + bribe:
        bribe = 0
    return ask.amount(bribe)


@handles(PERSUASION_COUNTER_BRIBE)
def counter_bribe(ask: Ask) -> Choice:
    """Defend our own Senators down to the defence Base Number, unless the Policy keeps the
    talents of a defence that cannot win; others' are not our fight (1.07.413)."""
    context = context_of(ask.decision, PERSUASION_COUNTER_BRIBE)
    if ask.senator(context["target"]).faction != ask.view.seat:
        return ask.amount(0)
    wanted = context["base"] - ask.policy.defend_to
    if ask.policy.counter_only_winnable and not winnable(ask, context["persuader"], wanted):
        return ask.amount(0)
    return ask.amount(wanted)


def winnable(ask: Ask, persuader: str, wanted: int) -> bool:
    """Whether a Counter-Bribe of ``wanted`` talents is affordable and more than the persuader
    can bribe back (1.07.413, 1.07.414); another Player's purse, hidden, is thought too small."""
    if wanted > ask.amounts.high:
        return False
    try:
        return ask.senator(persuader).talents < wanted
    except HiddenInformation:
        return True


@handles(KNIGHTS_ACTION)
def knights_action(ask: Ask) -> Choice:
    """The richest Senator on offer tries to attract a Knight; Knights are never pressured
    (1.07.5, 1.07.51)."""
    attract = [o for o in ask.options if o.key.startswith("attract:")]
    return ask.best(attract, lambda o: (ask.senator(o.value).talents,))


@handles(KNIGHTS_SPEND)
def knights_spend(ask: Ask) -> Choice:
    """A rich Senator pays enough to attract a Knight on any roll (before modifiers) unless the
    Republic's stake is high; anyone else tries his luck for nothing (1.07.5)."""
    senator = ask.senator(context_of(ask.decision, KNIGHTS_SPEND)["senator"])
    if senator.talents < ask.policy.rich or republic_stake(ask) >= ask.policy.knights_stake_cap:
        return ask.amount(0)
    return ask.amount(ask.view.catalog.tables.initiative.knight_min_roll - 1)


@handles(KNIGHTS_PRESSURE)
def knights_pressure(ask: Ask) -> Choice:
    """Knights are worth more than the talents pressure brings (1.07.51)."""
    return ask.amount(0)


@handles(GAMES_SPONSOR)
def sponsor_games(ask: Ask) -> Choice:
    """While Unrest is alarming, the Games that calm it most, cheapest, from the richest
    sponsor (1.07.6)."""
    games = [o for o in ask.options if isinstance(o.value, tuple)]
    if ask.view.unrest < ask.policy.unrest_alarm or not games:
        return safe_default(ask)
    table = ask.view.catalog.tables.games

    def score(option: Option) -> Score:
        assert isinstance(option.value, tuple)
        senator_key, games_key = option.value
        row = table.get(games_key)
        return (-row.unrest, -row.cost, ask.senator(senator_key).talents)

    return ask.best(games, score)


@handles(INTRIGUE_INFLUENCE_PEDDLING)
def influence_peddling(ask: Ask) -> Choice:
    """Take a card from the faction holding most (1.07.35)."""
    victims = [o for o in ask.options if isinstance(o.value, int)]
    return ask.best(victims, lambda o: (ask.view.factions[_int(o.value)].hand_size,))


# --- Events the HRAO decides (1.07.21, 1.07.37) --------------------------------------------------


@handles(HRAO_CHOICE)
def hrao_choice(ask: Ask) -> Choice:
    """Name the rival faction with most Influence, never our own; the strongest enemy Leader
    dies; the strongest War makes peace; Fleets sink in Rome before those at war."""
    return ask.best(ask.options, lambda o: event_option_score(ask, o))


def event_option_score(ask: Ask, option: Option) -> Score:
    """How much the Player gains if the event falls on this option."""
    view = ask.view
    if option.key.startswith("faction:"):
        seat = _int(option.value)
        influence = sum(s.influence for s in view.senators_of(seat))
        return (-1,) if seat == view.seat else (influence,)
    if option.key.startswith("war:"):
        return (0,)
    if option.key == ACTIVE_FORCES:
        return (1,)
    war = view.catalog.war_by_key.get(option.key)
    if war is not None:
        return (war.land_strength,)
    leader = next((c for c in view.catalog.leaders.leaders if c.id == option.key), None)
    return (leader.strength if leader is not None else 0,)


# --- Senate: Coalition, Spoils, Repopulating Rome, Tribunes (4.05, 1.09.81, 4.07.6) ------------


@handles(COALITION_JOIN)
def join_coalition(ask: Ask) -> Choice:
    """Join every Ruling Coalition offered: it divides the Spoils (4.05.2)."""
    return ask.option(JOIN) or safe_default(ask)


@handles(COALITION_PARTNERS)
def coalition_partners(ask: Ask) -> Choice:
    """The fewest partners, with the fewest votes, that give a Majority: fewer share the
    Spoils (4.05.2)."""

    def score(option: Option) -> Score:
        assert isinstance(option.value, tuple)
        seats: tuple[int, ...] = option.value
        view = ask.view
        return (-len(seats), -sum(faction_votes(view.senators_of(seat), seat) for seat in seats))

    return ask.best(ask.options, score)


SPOILS_WANTED = ("rome_consul", "concession", "field_consul", "censor", "governor", "land_bill")
"""Spoils items the Player wants, most wanted first; a Land Bill comes first while Unrest is
alarming, for it calms the people (1.09.62)."""


@handles(SPOILS_PICK)
def spoils_pick(ask: Ask) -> Choice:
    """The most wanted item for the best-suited of our own Senators; rather pass than give an
    item away, and when an office must be filled by others, to the least influential (4.05.4)."""
    picks = [o for o in ask.options if isinstance(o.value, Pick)]
    own = [o for o in picks if ask.senator(_pick(o).senator).faction == ask.view.seat]
    if own:
        return ask.best(own, lambda o: spoils_score(ask, _pick(o)))
    passing = ask.option(SPOILS_PASS)
    if passing is not None or not picks:
        return passing or safe_default(ask)
    return ask.best(picks, lambda o: (-ask.senator(_pick(o).senator).influence,))


def spoils_score(ask: Ask, pick: Pick) -> Score:
    """How much the Player wants the item, then how well the Senator suits it: the Rome Consul
    speaks to the People (1.08.2), the Field Consul fights, the weakest Senator governs."""
    wanted = len(SPOILS_WANTED) - SPOILS_WANTED.index(pick.kind)
    if pick.kind == "land_bill" and ask.view.unrest >= ask.policy.unrest_alarm:
        wanted = len(SPOILS_WANTED) + 1
    senator = ask.senator(pick.senator)
    fit = {
        "rome_consul": senator.popularity,
        "field_consul": senator.military,
        "censor": senator.influence,
        "governor": -(senator.influence + senator.oratory),
        "concession": -len(senator.concessions),
    }.get(pick.kind, 0)
    return (wanted, fit)


def _pick(option: Option) -> Pick:
    assert isinstance(option.value, Pick)
    return option.value


@handles(SPOILS_TRIBUNE)
def spoils_tribune(ask: Ask) -> Choice:
    """Veto a rival's Rome Consulship with a Tribune; let anything else stand (4.05.419)."""
    if context_of(ask.decision, SPOILS_TRIBUNE)["item"] == "rome_consul":
        return ask.option(VETO) or safe_default(ask)
    return ask.option(ALLOW) or safe_default(ask)


@handles(SPOILS_NEGATE_PASS)
def spoils_negate_pass(ask: Ask) -> Choice:
    """Keep the Tribune: a pass stands (4.05.417, 4.05.418)."""
    return ask.option(SPOILS_DECLINE) or safe_default(ask)


@handles(SENATE_REPOPULATE)
def repopulate(ask: Ask) -> Choice:
    """The Senator from the Forum with most Influence and Oratory (1.09.81)."""
    return ask.best(
        senator_options(ask),
        lambda o: (ask.senator(o.key).influence + ask.senator(o.key).oratory,),
    )


@handles(MILITARY_PLAYER_PLAN)
def player_plan(ask: Ask) -> Choice:
    """Follow the Normal or Crisis list: it sends adequate Forces to the Wars (4.05.3)."""
    return ask.option(LIST_PLAN) or safe_default(ask)


@handles(MASTER_OF_HORSE)
def master_of_horse(ask: Ask) -> Choice:
    """The best general rides with our Dictator, one of ours if as good (1.09.33)."""
    return ask.best(
        senator_options(ask),
        lambda o: (ask.senator(o.key).military, ask.senator(o.key).faction == ask.view.seat),
    )


@handles(CONSENT_KIND)
def minimum_force_consent(ask: Ask) -> Choice:
    """A Commander accepts a Force below the War's strength: an Unprosecuted War would raise
    Unrest (1.09.643, 1.08.11)."""
    return ask.option(CONSENT) or safe_default(ask)


@handles(RHODIAN_VOTE)
def rhodian_alliance(ask: Ask) -> Choice:
    """Keep the Rhodian Alliance: its Fleets cost nothing to raise and come only while a War
    needs Fleets (1.07.21)."""
    return ask.option(RHODIAN_KEEP) or safe_default(ask)


@handles(NO_PLAN_BUILDS)
def builds_when_no_plan(ask: Ask) -> Choice:
    """No plan can be executed: raise what the Adequate Force against the most pressing Active
    War still lacks, so a plan can send it next turn, Fleets before Legions (Fleet Support and
    Naval Battles come first), as far as the State keeps its war chest (4.05.33, 4.05.31)."""
    context = context_of(ask.decision, NO_PLAN_BUILDS)
    lacking = next((pair for pair in context["shortfalls"].values() if any(pair)), None)
    if lacking is None:
        return ask.amount(0)
    legions, fleets = lacking
    budget = build_budget(ask)
    if context["unit"] == "fleet":
        return ask.amount(min(fleets, budget))
    return ask.amount(min(legions, budget - min(fleets, budget)))


def build_budget(ask: Ask) -> int:
    """Units the State may raise and still, with the Annual Revenue, pay the next Revenue Phase's
    known debits and their upkeep with ``war_chest`` to spare (1.06.53)."""
    context = context_of(ask.decision, NO_PLAN_BUILDS)
    cost, upkeep = context["cost"], context["upkeep"]
    spare = ask.view.state_treasury + context["revenue"] - context["debits"] - ask.policy.war_chest
    return max(0, spare // max(1, cost + upkeep))


@handles(LAW_SERVILIAN_OPTION)
def servilian_option(ask: Ask) -> Choice:
    """Repeal the Acilian Law when another faction holds the most Knights (it holds the fining
    power), else take the Knight-roll bonus (1.07.36)."""
    knights: dict[int, int] = {}
    for senator in ask.view.senators.values():
        if senator.faction is not None:
            knights[senator.faction] = knights.get(senator.faction, 0) + senator.knights
    actor = ask.decision.actor
    own = knights.get(actor, 0)
    rival_leads = any(count > own for seat, count in knights.items() if seat != actor)
    repeal = ask.option(SERVILIAN_REPEAL) if rival_leads else None
    return repeal or ask.option(SERVILIAN_KNIGHTS) or safe_default(ask)


def knights_share(ask: Ask) -> tuple[int, int]:
    """The Knights of the deciding faction and of the whole board."""
    senators = ask.view.senators.values()
    own = sum(s.knights for s in senators if s.faction == ask.decision.actor)
    return own, sum(s.knights for s in senators)


@handles(LAW_FINE)
def fine(ask: Ask) -> Choice:
    """Fine the richest corrupt ex-Governor of another faction, never one's own (1.07.36)."""
    rivals = [
        o
        for o in ask.options
        if o.key in ask.view.senators and ask.senator(o.key).faction != ask.decision.actor
    ]
    if not rivals:
        return ask.option(FINE_NONE) or safe_default(ask)
    return max(rivals, key=lambda o: (ask.senator(o.key).talents, o.key))


GABINIAN_RESERVE = 20
"""Talents a Commander keeps for himself before raising units under the Gabinian Law."""


@handles(LAW_COMMANDER_RECRUITMENT)
def gabinian_recruitment(ask: Ask) -> Choice:
    """A Commander raises Legions with his own talents above a reserve, never Fleets: his
    faction's money stays for Persuasion (1.07.36)."""
    context = context_of(ask.decision, LAW_COMMANDER_RECRUITMENT)
    if context["unit"] != "legion":
        return ask.amount(0)
    spare = ask.senator(context["senator"]).talents - GABINIAN_RESERVE
    return ask.amount(max(0, spare) // 10)


@handles(LAW_KEEP_ARMY)
def manilian_keep_army(ask: Ask) -> Choice:
    """Take the Army onto the strongest War it outmatches, else lay down the command (1.07.36)."""
    context = context_of(ask.decision, LAW_KEEP_ARMY)
    beaten = [
        o for o in ask.options if context["strengths"].get(o.key, context["army"]) < context["army"]
    ]
    if not beaten:
        return ask.option(MANILIAN_LAY_DOWN) or safe_default(ask)
    return max(beaten, key=lambda o: (context["strengths"][o.key], o.key))


@handles(LAW_LEGATE)
def vatinian_legate(ask: Ask) -> Choice:
    """Govern by Legate: the Province yields the same and the Senator keeps his votes and
    safety in Rome (1.13.1)."""
    return ask.option(VATINIAN_LEGATE) or safe_default(ask)


@handles(SENATE_CLAIM_LAND_COMMISSIONER)
def claim_land_commissioner(ask: Ask) -> Choice:
    """Take the Land Commissioner: a Concession for nothing (1.09.61)."""
    return ask.option(LAND_COMMISSIONER_CLAIM) or safe_default(ask)


@handles(INTRIGUE_CLEOPATRA)
def play_cleopatra(ask: Ask) -> Choice:
    """Play Cleopatra for Rome when one's own Commander attacks her War, else hold her: playing
    her against Rome risks Rome's fall (1.07.3)."""
    commander = ask.senator(context_of(ask.decision, INTRIGUE_CLEOPATRA)["senator"])
    own = commander.faction == ask.decision.actor
    choice = ask.option(CLEOPATRA_ROMAN) if own else ask.option(CLEOPATRA_HOLD)
    return choice or safe_default(ask)


@handles(INTRIGUE_PROSCRIPTION_PLAY)
def play_proscription(ask: Ask) -> Choice:
    """Play Proscription when fewer than half the Knights are ours (1.07.35)."""
    own, total = knights_share(ask)
    choice = ask.option(PROSCRIPTION_PLAY) if 2 * own < total else ask.option(PROSCRIPTION_HOLD)
    return choice or safe_default(ask)


@handles(INTRIGUE_PROSCRIPTION)
def proscribe(ask: Ask) -> Choice:
    """Proscribe when fewer than half the Knights on the board are ours (1.07.35)."""
    own, total = knights_share(ask)
    choice = ask.option(PROSCRIBE) if 2 * own < total else ask.option(PROSCRIPTION_DECLINE)
    return choice or safe_default(ask)


@handles(KEEP_KIND)
def keep_proconsul(ask: Ask) -> Choice:
    """A Proconsul stays on his War (1.09.644)."""
    return ask.option(PROCONSUL_KEEP) or safe_default(ask)


# --- Assassins, Bodyguards and answers to a Tribune (4.07.3, 4.07.4, 4.07.6) -------------------


@handles(ASSASSINATION_ATTEMPT)
def assassin(ask: Ask) -> Choice:
    """Every Assassin card, played by the least influential Senator who is not the Leader: a
    caught assassin dies (4.07.3, 1.09.74)."""

    def score(option: Option) -> Score:
        key, cards = option.key.rsplit("@", 1)
        senator = ask.senator(key)
        return (int(cards), senator.key != ask.view.me.leader, -senator.influence)

    return ask.best(ask.options, score)


@handles(ASSASSINATION_BODYGUARDS)
def bodyguards(ask: Ask) -> Choice:
    """Every Secret Bodyguard held protects the target (1.09.73)."""
    return ask.amount(ask.amounts.high)


@handles(REVENUE_OPEN_BODYGUARD)
def open_bodyguard(ask: Ask) -> Choice:
    """The Open Bodyguard guards the most influential Senator in Rome (1.09.73)."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).influence,))


@handles(INTRIGUE_GRAFT)
def graft(ask: Ask) -> Choice:
    """The richest Senator in Rome answers the Tribune with Graft (4.07.6)."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).talents,))


@handles(INTRIGUE_GRAFT_PAY)
def graft_pay(ask: Ask) -> Choice:
    """Pay what Graft costs: the pick it saves is worth more (4.07.6)."""
    return ask.option(GRAFT_PAY) or safe_default(ask)


@handles(INTRIGUE_MURDER_OF_A_TRIBUNE)
def murder_of_a_tribune(ask: Ask) -> Choice:
    """No murder: the Player keeps out of violence (4.07.6)."""
    return safe_default(ask)


@handles(INTRIGUE_MOB_INCITED)
def mob_incited(ask: Ask) -> Choice:
    """Incite the mob against the faction that answered our Tribune (4.07.6)."""
    return ask.option(MOB_PLAY) or safe_default(ask)


# --- Combat, Revolution and the Rebel (1.10, 1.11, 1.12.3, 4.06.1) -------------------------------


@handles(ATTACK_ORDER)
def attack_order(ask: Ask) -> Choice:
    """The best general attacks first (1.10.1)."""
    return ask.best(senator_options(ask), lambda o: (ask.senator(o.key).military,))


@handles(CONTINUE_TO_LAND_BATTLE)
def continue_to_land_battle(ask: Ask) -> Choice:
    """Press on to the Land Battle: a War left standing stays a threat (1.10.12)."""
    return ask.option(CONTINUE) or safe_default(ask)


@handles(RANSOM)
def ransom(ask: Ask) -> Choice:
    """Ransom the Captive, from his own talents first (a Neutral's can pay only from them)
    (1.10.71, 4.02.2)."""
    return ask.option(RANSOM_PAY) or ask.option(PAY_FROM_FACTION) or safe_default(ask)


@handles(REVOLUTION_TRADE_OFFER)
def trade_offer(ask: Ask) -> Choice:
    """Accept a Neutral's Statesman trade: it offers a card for one we cannot play (4.06.1)."""
    return ask.option(ACCEPT) or safe_default(ask)


@handles(REVOLUTION_GIVE)
def give_card(ask: Ask) -> Choice:
    """Give the other Player nothing (1.04.5)."""
    return ask.option(REVOLUTION_DONE) or safe_default(ask)


KEEP_FIRST = ("statesman", "concession", "law")
"""Faction cards worth keeping over the hand limit, most valuable first (1.11.2)."""


@handles(REVOLUTION_DISCARD)
def discard(ask: Ask) -> Choice:
    """Discard the card least worth keeping: Statesmen and Concessions stay longest (1.11.2)."""

    def worth(option: Option) -> int:
        category = ask.view.catalog.entry(_int(option.value)).category
        return len(KEEP_FIRST) - KEEP_FIRST.index(category) if category in KEEP_FIRST else 0

    return ask.best(ask.options, lambda o: (-worth(o),))


@handles(REVOLUTION_CONSIDER)
@handles(REVOLUTION_DECLARE)
def lay_down_command(ask: Ask) -> Choice:
    """A victorious Commander lays down his command: a Revolt risks the Republic (1.11.3)."""
    return ask.option(LAY_DOWN) or safe_default(ask)


@handles(REVOLUTION_ALLEGIANCE_TALENTS)
def allegiance_talents(ask: Ask) -> Choice:
    """No talents for Legions' allegiance: the Player does not revolt (1.11.31)."""
    return ask.amount(0)


@handles(REVOLUTION_SECONDARY_REBELS)
def secondary_rebels(ask: Ask) -> Choice:
    """Senators stay loyal to the Senate (1.11.32, 4.02.2)."""
    return ask.option(LOYAL) or safe_default(ask)


@handles(ATTACK_WAR)
def rebel_attacks_war(ask: Ask) -> Choice:
    """The Rebel attacks the weakest War first (1.12.3)."""
    strengths = context_of(ask.decision, ATTACK_WAR)["strengths"]
    return ask.best(ask.options, lambda o: (-strengths.get(o.key, 0),))
