"""Carrying out the Military Plan after Spoils (4.05.1 step 6; 4.05.3, 4.05.31, 4.05.33).

Units are raised, then each Commander is sent with his Force one at a time, in the dispatch order
the Dominant Player fixes (4.05.31, 1.09.641); Combat later fights the Wars in that order (1.10.1).
A plan without legal Commanders falls through to the next (4.05.3). The Forces and Minimum Force
are in solo/deployment_forces.py, dispatch and recalls (1.09.644, 1.09.9) in solo/dispatch.py, a
plan the Players devise in solo/player_deployment.py.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Generator, Iterator, Mapping, Sequence
from itertools import permutations
from typing import Final, TypeVar

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.forum_cards import matching_wars, war_card
from engine.queries import active_wars
from engine.senate.recalls import automatic_recalls
from engine.state import CIVIL_WAR, MilitaryPlan, Office
from engine.units import boxed, eliminate_units, pool_room, raise_units, unit_cost
from solo.attack_plans import adequate_need
from solo.decisions import MILITARY_ASSIGN_COMMANDERS, MILITARY_BUILDS_WHEN_NO_PLAN
from solo.deployment_forces import (
    KINDS,
    Force,
    Order,
    add_excess_veterans,
    amount,
    compose,
    consents,
    outline,
    war_token,
)
from solo.dispatch import TOKENS, commanders_in_rome, dispatch
from solo.force_odds import Chances, force_chances
from solo.military_plan import (
    NO_PLAN,
    NO_WAR,
    PLAYERS,
    define_plan,
    delegated,
    plan_text,
    senate_neutral,
)
from solo.plan_budget import affordable, builds_allowed, known_debits
from solo.plan_memo import PlanMemo, planning
from solo.player_deployment import players_deploy
from solo.war_ranking import pressing_wars
from solo.war_strengths import Strength, war_name, war_strength

ASSIGN: Final = MILITARY_ASSIGN_COMMANDERS
NO_PLAN_BUILDS: Final = MILITARY_BUILDS_WHEN_NO_PLAN
"""Decision kinds of this module (spec 4.02.2)."""


# --- 4.05.1 step 6 -------------------------------------------------------------------------------


def carry_out(ctx: Context, plan: MilitaryPlan) -> Procedure:
    """Execute the plan (4.05.1 step 6), then the automatic recalls once the Senate closes
    (1.09.9)."""
    sent: set[str] = set()
    if plan.item == NO_WAR:
        keep_peace_levels(ctx, plan)
    elif plan.item == NO_PLAN:
        yield from builds_without_plan(ctx, plan)
    elif plan.item == PLAYERS:
        yield from players_deploy(ctx, plan, sent)
    else:
        plan = yield from execute_attacks(ctx, plan, sent)
    ctx.state.military_plan = plan
    automatic_recalls(ctx, sent)


def keep_peace_levels(ctx: Context, plan: MilitaryPlan) -> None:
    """With no War in play: eliminate above 10 Legions / 5 Fleets, build up to them (4.05.33)."""
    eliminate_units(ctx, "legion", plan.eliminate_legions, "4.05.33")
    eliminate_units(ctx, "fleet", plan.eliminate_fleets, "4.05.33")
    raise_units(ctx, "legion", plan.build_legions, "4.05.33")
    raise_units(ctx, "fleet", plan.build_fleets, "4.05.33")


def builds_without_plan(ctx: Context, plan: MilitaryPlan) -> Procedure:
    """No plan can be executed: builds are the Dominant Player's, within what the State may
    spend (4.05.33, spec decision 3b); the default builds nothing (spec 4.02.2). The decision
    tells what each Active War's Adequate Force still lacks (most pressing War first), the next
    Revenue Phase's known debits, the Annual Revenue and what a unit costs to raise and to keep
    (1.06.5, 1.06.53)."""
    if not builds_allowed(ctx, plan.crisis):
        return
    wars = active_wars(ctx.state)
    budget = affordable(ctx, wars)
    revenue = ctx.catalog.tables.state_revenue
    for kind, name in KINDS:
        most = min(budget, pool_room(ctx, kind))
        if most <= 0:
            continue
        answer = yield delegated(
            ctx,
            ctx.ask_amount(
                senate_neutral(ctx),
                NO_PLAN_BUILDS,
                "4.05.33",
                0,
                most,
                f"No Military Plan can be executed: how many {name} does Rome raise?",
                unit=kind,
                shortfalls=adequate_shortfalls(ctx, wars),
                debits=known_debits(ctx, wars),
                cost=unit_cost(ctx),
                upkeep=revenue.unit_maintenance,
                revenue=revenue.annual_revenue,
            ),
        )
        count = amount(answer)
        raise_units(ctx, kind, count, "4.05.33")
        budget -= count


def adequate_shortfalls(ctx: Context, wars: Collection[int]) -> dict[int, tuple[int, int]]:
    """For each Active War, most pressing first: the Legions and Fleets its Adequate Force lacks
    beyond the units on it and those in the Active Forces boxes (4.05.31, 4.05.32)."""
    state = ctx.state
    legions, fleets = len(boxed(state, "legion")), len(boxed(state, "fleet"))
    lacking = {}
    for war in pressing_wars(ctx):
        need = adequate_need(ctx, war, wars, naval_only=False)
        lacking[war] = (max(0, need.legions - legions), max(0, need.fleets - fleets))
    return lacking


# --- Commanders for the plan's Wars (4.05.31, 1.09.641) ------------------------------------------


def execute_attacks(
    ctx: Context, plan: MilitaryPlan, sent: set[str]
) -> Generator[Decision, Choice, MilitaryPlan]:
    """Assign Commanders, obtain consents, raise the units and send the Forces (4.05.1 step 6). A
    plan without legal Commanders falls through to the next item of its list (4.05.3)."""
    refused: set[tuple[str, int]] = set()
    while True:
        orders = legal_orders(ctx, plan, refused)
        if not orders:
            plan = yield from fall_through(ctx, plan)
            refused.clear()
            if plan.item == NO_PLAN:
                yield from builds_without_plan(ctx, plan)
                return plan
            continue
        order = yield from choose_order(ctx, plan, orders)
        forces = compose(ctx, plan, order, plan.build_legions, plan.build_fleets)
        refusal = yield from consents(ctx, plan, forces)
        if refusal is None:
            break
        refused.add(refusal)
    raise_units(ctx, "legion", plan.build_legions, "4.05.33")
    raise_units(ctx, "fleet", plan.build_fleets, "4.05.33")
    forces = compose(ctx, plan, order, 0, 0)
    yield from add_excess_veterans(ctx, forces)
    for force in forces:
        if force.new or force.legions or force.fleets:
            dispatch(ctx, force)
        if force.new and force.commander is not None:
            sent.add(force.commander)
    return plan


def fall_through(ctx: Context, plan: MilitaryPlan) -> Generator[Decision, Choice, MilitaryPlan]:
    """The plan cannot be carried out with the Commanders Rome has: the next plan of the list
    that can, counting the commands now available (4.05.3)."""
    commands = len(commanders_in_rome(ctx.state))
    ctx.record(
        "Senate",
        "plan_abandoned",
        "4.05.3",
        f"plan {plan.item} cannot be carried out: no legal Commanders; the next plan is tried",
    )
    following = yield from define_plan(ctx, after=plan.item, commands=commands)
    ctx.record("Senate", "military_plan", "4.05.3", plan_text(ctx, following), plan=following.item)
    return following


def legal_orders(
    ctx: Context, plan: MilitaryPlan, refused: Collection[tuple[str, int]]
) -> list[Order]:
    """Every legal way to give the plan's new commands to Commanders and order their dispatch:
    one command goes to the Dictator or the Field Consul, two to Dictator and Field Consul or to
    both Consuls; the Rome Consul never leaves before the Field Consul, nor a later matching War's
    Force before an earlier one's (1.09.641, 1.07.332; spec 4.05.31). Refused pairs excluded."""
    wars = [a.war for a in plan.attacks if a.new_command]
    if not wars:
        return [()]
    holders = commanders_in_rome(ctx.state)
    orders: list[Order] = []
    for offices in permutations(holders, len(wars)):
        if Office.ROME_CONSUL in offices and Office.FIELD_CONSUL not in offices:
            continue
        pairs = [(holders[o], w) for o, w in zip(offices, wars, strict=True)]
        if any(pair in refused for pair in pairs):
            continue
        for sequence in permutations(pairs):
            if dispatch_order_legal(ctx, sequence, holders):
                orders.append(tuple(sequence))
    return orders


def dispatch_order_legal(
    ctx: Context, sequence: Sequence[tuple[str, int]], holders: dict[Office, str]
) -> bool:
    """The Field Consul goes before the Rome Consul (1.09.641); an earlier War of a series is
    attacked before a later one (1.07.332)."""
    keys = [key for key, _ in sequence]
    field_consul = holders.get(Office.FIELD_CONSUL)
    rome_consul = holders.get(Office.ROME_CONSUL)
    if rome_consul in keys and (
        field_consul not in keys or keys.index(rome_consul) < keys.index(field_consul)
    ):
        return False
    wars = [war for _, war in sequence]
    for position, war in enumerate(wars):
        if war == CIVIL_WAR:
            continue
        for earlier in matching_wars(ctx.state, ctx.catalog, war_card(ctx.catalog, war)):
            if earlier in wars[position + 1 :] and series_place(ctx, earlier) < series_place(
                ctx, war
            ):
                return False
    return True


def series_place(ctx: Context, war: int) -> int:
    """A War's place in its matching series (1.07.332)."""
    return war_card(ctx.catalog, war).series_number or 0


def choose_order(
    ctx: Context, plan: MilitaryPlan, orders: list[Order]
) -> Generator[Decision, Choice, Order]:
    """Which Commander fights which War, and in what order they leave: the Dominant Player's
    choice among the legal ones (4.05.31, 4.02.2)."""
    if len(orders) == 1:
        return orders[0]
    holders = commanders_in_rome(ctx.state)
    offices = {key: office for office, key in holders.items()}
    options = [
        Option(
            ",".join(f"{TOKENS[offices[key]]}@{war_token(war)}" for key, war in order),
            order,
            ", then ".join(
                f"{ctx.state.senators[key].name} ({offices[key]}) to {war_name(ctx, war)}"
                for key, war in order
            ),
        )
        for order in orders
    ]
    reckoning = OrderReckoning(
        ctx, plan, {o.key: order for o, order in zip(options, orders, strict=True)}
    )
    choice = yield delegated(
        ctx,
        ctx.ask(
            senate_neutral(ctx),
            ASSIGN,
            "4.05.31",
            options,
            "Which Commander fights which War, in which order of dispatch?",
            wars=[a.war for a in plan.attacks if a.new_command],
            chances=ByOrder(reckoning, force_chances),
            forces=ByOrder(reckoning, outline),
        ),
    )
    assert isinstance(choice, Option) and isinstance(choice.value, tuple)
    return choice.value


def plan_enemies(ctx: Context, plan: MilitaryPlan) -> dict[int, Strength]:
    """The Strength of each War of the plan, its Wars counted as Active (1.07.331)."""
    active = set(active_wars(ctx.state)) | {a.war for a in plan.attacks}
    return {a.war: war_strength(ctx, a.war, active) for a in plan.attacks}


def new_forces(ctx: Context, plan: MilitaryPlan, order: Order) -> list[Force]:
    """The Forces ``order`` sends under new Commanders, in dispatch order (4.05.31)."""
    forces = compose(ctx, plan, order, plan.build_legions, plan.build_fleets)
    return [force for force in forces if force.new]


def order_chances(
    ctx: Context, plan: MilitaryPlan, order: Order, enemies: Mapping[int, Strength]
) -> list[Chances]:
    """What each new Commander's Force may expect this turn under ``order``, in dispatch order,
    against its War's Strength in ``enemies`` (4.05.31; solo/force_odds.py): the plain reference
    of ``ByOrder``."""
    return [force_chances(ctx, force, enemies[force.war]) for force in new_forces(ctx, plan, order)]


V = TypeVar("V")
"""What ``ByOrder`` holds for each Force: its chances, or its outline."""


class OrderReckoning:
    """The new Forces of each assignment order, by option key, and the Wars' Strengths, each
    reckoned when first asked: only a Player or a screen that reads them pays for them (issue
    33: reckoned for every order at every assignment, they took 3% of an early game). Read
    while the decision is pending, in the state it was asked in, so the War Strengths are
    remembered across reads (``PlanMemo``)."""

    __slots__ = ("_enemies", "_memo", "_sent", "ctx", "orders", "plan")

    def __init__(self, ctx: Context, plan: MilitaryPlan, orders: Mapping[str, Order]) -> None:
        self.ctx, self.plan, self.orders = ctx, plan, orders
        self._enemies: dict[int, Strength] | None = None
        self._sent: dict[str, list[Force]] = {}
        self._memo = PlanMemo(ctx)

    def enemies(self) -> dict[int, Strength]:
        """Each War's Strength, its Wars counted as Active (``plan_enemies``)."""
        if self._enemies is None:
            with planning(self.ctx, self._memo):
                self._enemies = plan_enemies(self.ctx, self.plan)
        return self._enemies

    def sent(self, key: str) -> list[Force]:
        """The new Forces of the order with option key ``key`` (``new_forces``)."""
        found = self._sent.get(key)
        if found is None:
            with planning(self.ctx, self._memo):
                found = new_forces(self.ctx, self.plan, self.orders[key])
            self._sent[key] = found
        return found


class ByOrder(Mapping[str, list[V]]):
    """``each`` of every new Force of an assignment order against its War, by option key,
    reckoned when first read (``OrderReckoning``)."""

    __slots__ = ("_by_force", "_each", "_found", "_reckoning")

    def __init__(
        self, reckoning: OrderReckoning, each: Callable[[Context, Force, Strength], V]
    ) -> None:
        self._reckoning, self._each = reckoning, each
        self._found: dict[str, list[V]] = {}
        self._by_force: dict[tuple[str | None, int, int, int, int], V] = {}

    def __getitem__(self, key: str) -> list[V]:
        found = self._found.get(key)
        if found is None:
            reckoning = self._reckoning
            enemies = reckoning.enemies()
            found = self._found[key] = [
                self._kept(force, enemies[force.war]) for force in reckoning.sent(key)
            ]
        return found

    def _kept(self, force: Force, enemy: Strength) -> V:
        """``each`` of a Force, reckoned once for its Commander, War, Fleets, Legions and
        Veterans among them: all its chances and its outline depend on (1.10.11, 1.10.12);
        different orders send the same Forces."""
        veterans = sum(1 for u in force.legions if u.veteran)
        signature = (force.commander, force.war, len(force.fleets), len(force.legions), veterans)
        found = self._by_force.get(signature)
        if found is None:
            found = self._by_force[signature] = self._each(self._reckoning.ctx, force, enemy)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._reckoning.orders)

    def __len__(self) -> int:
        return len(self._reckoning.orders)
