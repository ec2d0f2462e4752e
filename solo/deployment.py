"""Carrying out the Military Plan after Spoils (4.05.1 step 6; 1.09.63-1.09.9).

Units are raised, then each Commander is sent with his Force one at a time, in the dispatch order
the Dominant Player fixes (4.05.31, 1.09.641); Combat later fights the Wars in that order (1.10.1).
A Commander whose Force falls short of the War goes only with his consent (1.09.643). Once the
Senate closes, Proconsuls who cannot fight and Forces without a Commander come home (1.09.9); the
Senate already recalls Forces without a Commander before the plan is chosen, so that the plan may
use them (1.09.644).
"""

from __future__ import annotations

from collections.abc import Collection, Generator, Sequence
from dataclasses import dataclass, field
from itertools import permutations

from engine.combat import army_strength, lay_down_command
from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.forum_cards import activate_war, matching_wars, war_card
from engine.queries import ACTIVE_BOXES, active_wars, in_rome
from engine.state import (
    ACTIVE_FORCES,
    CIVIL_WAR,
    GameState,
    Location,
    MilitaryPlan,
    Office,
    PlannedAttack,
    Senator,
    Unit,
    WarStatus,
)
from engine.units import UnitKind, boxed, eliminate_units, pool_room, raise_units, unit_cost
from solo.decisions import (
    MILITARY_ASSIGN_COMMANDERS,
    MILITARY_BUILDS_WHEN_NO_PLAN,
    MILITARY_EXCESS_VETERANS,
    MILITARY_MINIMUM_FORCE_CONSENT,
    MILITARY_PLAYER_BUILDS,
    MILITARY_PLAYER_DISPATCH,
    MILITARY_PLAYER_FORCE,
    PROCONSUL_KEEP,
)
from solo.dominance import dominant_player
from solo.military_plan import (
    NO_PLAN,
    NO_WAR,
    PLAYERS,
    adequate_need,
    affordable,
    attack_order_legal,
    builds_allowed,
    commander_at,
    define_plan,
    delegated,
    known_debits,
    plan_text,
    pressing_wars,
    senate_neutral,
    war_name,
    war_strength,
)

ASSIGN = MILITARY_ASSIGN_COMMANDERS
CONSENT_KIND = MILITARY_MINIMUM_FORCE_CONSENT
EXCESS_VETERANS = MILITARY_EXCESS_VETERANS
NO_PLAN_BUILDS = MILITARY_BUILDS_WHEN_NO_PLAN
KEEP_KIND = PROCONSUL_KEEP
PLAYER_BUILDS = MILITARY_PLAYER_BUILDS
PLAYER_DISPATCH = MILITARY_PLAYER_DISPATCH
PLAYER_FORCE = MILITARY_PLAYER_FORCE
"""Decision kinds of this module (spec 4.02.2 for the delegated ones)."""

KEEP, RECALL = "keep", "recall"
CONSENT, REFUSE = "consent", "refuse"
DONE = "done"
"""Option keys."""

COMMANDS = (Office.DICTATOR, Office.FIELD_CONSUL, Office.ROME_CONSUL)
"""The offices that may command a Force sent to War (1.09.641)."""
TOKENS = {
    Office.DICTATOR: "dictator",
    Office.FIELD_CONSUL: "field_consul",
    Office.ROME_CONSUL: "rome_consul",
}
"""Option-key names of the commanding offices."""

KINDS: tuple[tuple[UnitKind, str], ...] = (("legion", "Legions"), ("fleet", "Fleets"))

Order = tuple[tuple[str, int], ...]
"""New commands in dispatch order: (Commander's key, War) pairs."""


@dataclass(slots=True)
class Force:
    """Units going to a War: with a new Commander, or reinforcing the one there (1.09.647)."""

    war: int
    commander: str | None
    new: bool
    naval: bool
    legions: list[Unit] = field(default_factory=list)
    fleets: list[Unit] = field(default_factory=list)


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


def amount(answer: Choice) -> int:
    """The number an amount decision was answered with."""
    assert isinstance(answer, Amount)
    return answer.value


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


def commanders_in_rome(state: GameState) -> dict[Office, str]:
    """Dictator, Field Consul and Rome Consul present in Rome, by office (1.09.641)."""
    found: dict[Office, str] = {}
    for senator in state.senators.values():
        if not in_rome(senator):
            continue
        for office in COMMANDS:
            if office in senator.offices:
                found.setdefault(office, senator.key)
    return {office: found[office] for office in COMMANDS if office in found}


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
    choice = yield delegated(
        ctx,
        ctx.ask(
            senate_neutral(ctx),
            ASSIGN,
            "4.05.31",
            options,
            "Which Commander fights which War, in which order of dispatch?",
            wars=[a.war for a in plan.attacks if a.new_command],
        ),
    )
    assert isinstance(choice, Option) and isinstance(choice.value, tuple)
    return choice.value


def war_token(war: int) -> str:
    """A War in option keys: its card number, or ``civil_war``."""
    return "civil_war" if war == CIVIL_WAR else str(war)


# --- Forces (4.05.31) ----------------------------------------------------------------------------


def compose(
    ctx: Context, plan: MilitaryPlan, order: Order, new_legions: int, new_fleets: int
) -> list[Force]:
    """The units of each Force, reinforcements first, then the new commands in dispatch order.
    Veterans loyal to a Senator of a Commander's faction all go with him; the other Legions are
    plain ones first (``new_legions`` still to be raised count as plain), then other Veterans
    (4.05.31)."""
    state = ctx.state
    legions = boxed(state, "legion")
    plain = [u for u in legions if not u.veteran] + [Unit(0) for _ in range(new_legions)]
    fleets = boxed(state, "fleet") + [Unit(0) for _ in range(new_fleets)]
    loyal = loyal_veterans(state, [u for u in legions if u.veteran], order)
    spare = [u for u in legions if u.veteran and not any(u in v for v in loyal.values())]
    attacks = {a.war: a for a in plan.attacks}
    active = set(active_wars(state)) | set(attacks)
    forces = [
        Force(a.war, commander_at(state, a.war), False, naval_first(ctx, a, active))
        for a in plan.attacks
        if not a.new_command
    ]
    forces += [Force(war, key, True, naval_first(ctx, attacks[war], active)) for key, war in order]
    for force in forces:
        attack = attacks[force.war]
        own = loyal.get(force.commander or "", []) if force.new else []
        force.legions = own + take(plain, spare, attack.legions - len(own))
        force.fleets = take(fleets, [], attack.fleets)
    return forces


def naval_first(ctx: Context, attack: PlannedAttack, active: Collection[int]) -> bool:
    """The attack's first battle is at sea (1.10.12)."""
    return war_strength(ctx, attack.war, active).naval_battle


def take(first: list[Unit], then: list[Unit], count: int) -> list[Unit]:
    """Remove and return up to ``count`` units, from ``first`` before ``then``."""
    chosen: list[Unit] = []
    for source in (first, then):
        while source and len(chosen) < count:
            chosen.append(source.pop(0))
    return chosen


def loyal_veterans(state: GameState, veterans: list[Unit], order: Order) -> dict[str, list[Unit]]:
    """Veteran Legions going with a new Commander: those owing Allegiance to a Senator of his
    faction; with two Commanders of that faction, to the one they owe it to, else to the first
    sent (4.05.31; spec ruling)."""
    going: dict[str, list[Unit]] = {}
    for unit in veterans:
        owner = state.senators.get(unit.allegiance or "")
        if owner is None or owner.faction is None:
            continue
        same = [key for key, _ in order if state.senators[key].faction == owner.faction]
        if same:
            going.setdefault(owner.key if owner.key in same else same[0], []).append(unit)
    return going


def add_excess_veterans(ctx: Context, forces: list[Force]) -> Procedure:
    """Veterans left in the boxes may go with any new Commander's Force as extra Legions, at the
    Dominant Player's discretion; the default sends none (4.05.31, spec 4.02.2)."""
    commands = [f for f in forces if f.new]
    while commands:
        taken = {id(u) for f in forces for u in f.legions}
        spare = [u for u in boxed(ctx.state, "legion") if u.veteran and id(u) not in taken]
        if not spare:
            return
        options = [
            Option(
                f"legion-{u.number}@{war_token(f.war)}",
                (u.number, index),
                f"Veteran Legion {u.number} joins the Force sent to {war_name(ctx, f.war)}",
            )
            for u in spare
            for index, f in enumerate(commands)
        ]
        options.append(Option(DONE, None, "send no more Veterans"))
        choice = yield delegated(
            ctx,
            ctx.ask(
                senate_neutral(ctx), EXCESS_VETERANS, "4.05.31", options, "Send an extra Veteran?"
            ),
        )
        if choice.key == DONE:
            return
        assert isinstance(choice, Option) and isinstance(choice.value, tuple)
        number, index = choice.value
        commands[index].legions.append(next(u for u in spare if u.number == number))


# --- Minimum Force (1.09.643) --------------------------------------------------------------------


def consents(
    ctx: Context, plan: MilitaryPlan, forces: list[Force]
) -> Generator[Decision, Choice, tuple[str, int] | None]:
    """Each new Commander whose Force, with his Military rating, is weaker than the War goes only
    with his consent: a Player gives it for his own Senator, the Dominant Player for a Neutral's
    (default: consent). Returns the first refusal (1.09.643; spec 4.05.3)."""
    active = set(active_wars(ctx.state)) | {a.war for a in plan.attacks}
    for force in forces:
        if not force.new or force.commander is None:
            continue
        consent = yield from ask_consent(ctx, force, active)
        if not consent:
            return force.commander, force.war
    return None


def ask_consent(
    ctx: Context, force: Force, active: Collection[int]
) -> Generator[Decision, Choice, bool]:
    """Whether a new Commander goes with this Force (1.09.643)."""
    state = ctx.state
    commander = state.senators[force.commander or ""]
    enemy = war_strength(ctx, force.war, active)
    needed = enemy.naval if force.naval else enemy.land
    strength = force_strength(ctx, commander, force)
    if strength >= needed or commander.faction is None:
        return True
    choice = yield delegated(
        ctx,
        ctx.ask(
            commander.faction,
            CONSENT_KIND,
            "1.09.643",
            [
                Option(CONSENT, True, f"{commander.name} accepts the command"),
                Option(REFUSE, False, f"{commander.name} refuses it"),
            ],
            f"{commander.name}'s Force of Strength {strength} is below the "
            f"{war_name(ctx, force.war)}'s {needed}: does he accept the command?",
            senator=commander.key,
            war=force.war,
        ),
    )
    if choice.key == REFUSE:
        ctx.record(
            ctx.faction_name(commander.faction),
            "command_refused",
            "1.09.643",
            f"{commander.name} refuses to lead a Force below Minimum Force against "
            f"{war_name(ctx, force.war)}",
            senator=commander.key,
        )
        return False
    return True


def force_strength(ctx: Context, commander: Senator, force: Force) -> int:
    """A Force's Strength: its units (Veteran Legions double) with those already on the War
    without a Commander, plus the Commander's Military rating (with his Master of Horse's for a
    Dictator), which cannot exceed the units' (1.10.11, 1.10.12, 1.09.34)."""
    state = ctx.state
    place = f"war:{force.war}"
    joining = [
        u
        for u in (state.fleets if force.naval else state.legions)
        if u.location == place and u.commander is None
    ]
    units = [*(force.fleets if force.naval else force.legions), *joining]
    army = len(units) if force.naval else army_strength(ctx.catalog, units)
    rating = commander.military
    horse = master_of_horse(state) if Office.DICTATOR in commander.offices else None
    if horse is not None:
        rating += horse.military
    return army + min(rating, army)


def master_of_horse(state: GameState) -> Senator | None:
    """The Master of Horse in Rome, who goes with the Dictator (1.09.34)."""
    return next(
        (s for s in state.senators.values() if Office.MASTER_OF_HORSE in s.offices and in_rome(s)),
        None,
    )


# --- Dispatch (1.09.641, 1.09.647) ---------------------------------------------------------------


def dispatch(ctx: Context, force: Force) -> None:
    """Send a Force: an Inactive or Imminent War it attacks turns Active; a new Commander (and a
    Dictator's Master of Horse) leaves Rome for the War and takes command of any Force there
    without one; otherwise the units reinforce the Commander there (1.09.641, 1.09.647,
    1.07.331, 1.07.3321)."""
    state = ctx.state
    war = force.war
    if war != CIVIL_WAR and state.wars.get(war) not in ACTIVE_BOXES:
        rule = "1.07.3321" if state.wars.get(war) is WarStatus.IMMINENT else "1.07.331"
        activate_war(ctx, war, rule, "Rome attacks it")
    place = f"war:{war}"
    if force.new and force.commander is not None:
        send_commander(ctx, state.senators[force.commander], war)
    for unit in [*force.legions, *force.fleets]:
        unit.location = place
        unit.commander = force.commander
    what = f"{len(force.legions)} Legions and {len(force.fleets)} Fleets"
    if force.new and force.commander is not None:
        name = state.senators[force.commander].name
        text = f"{name} is sent against {war_name(ctx, war)} with {what}"
    else:
        text = f"{what} reinforce the Force against {war_name(ctx, war)}"
    ctx.record(
        "Senate",
        "deploy",
        "1.09.641" if force.new else "1.09.647",
        text,
        war=war,
        commander=force.commander,
        legions=len(force.legions),
        fleets=len(force.fleets),
    )


def send_commander(ctx: Context, commander: Senator, war: int) -> None:
    """The Commander leaves Rome for the War and joins the end of the dispatch order; units there
    without a Commander join his Force; a Dictator takes his Master of Horse (1.09.641, 1.09.34,
    1.10.1)."""
    state = ctx.state
    horse = master_of_horse(state) if Office.DICTATOR in commander.offices else None
    commander.location = Location.WAR
    commander.commands = war
    state.dispatched.append(commander.key)
    if horse is not None:
        horse.location = Location.WAR
        horse.commands = war
    place = f"war:{war}"
    for unit in (*state.legions, *state.fleets):
        if unit.location == place and unit.commander is None:
            unit.commander = commander.key


# --- Recalls (1.09.644, 1.09.9) ------------------------------------------------------------------


def review_proconsuls(ctx: Context) -> Procedure:
    """Before the Military Plan the Senate recalls every Force without a Commander, which it
    would lose anyway when it closes (1.09.9), so that the plan may use it anywhere (1.09.644;
    ruling 1.09.644). It may recall any Proconsul (1.09.644): a Player decides for his own, the
    Dominant Player for a Neutral's; the default keeps him on his War (spec 4.02.2)."""
    state = ctx.state
    recall_commanderless(ctx, "1.09.644", "recalled by the Senate")
    for key in list(state.dispatched):
        senator = state.senators.get(key)
        if not away_at_war(senator) or senator is None or senator.faction is None:
            continue
        war = senator.commands
        assert war is not None
        choice = yield delegated(
            ctx,
            ctx.ask(
                senator.faction,
                KEEP_KIND,
                "1.09.644",
                [
                    Option(KEEP, True, f"{senator.name} stays on {war_name(ctx, war)}"),
                    Option(RECALL, False, f"recall {senator.name} and his Force to Rome"),
                ],
                f"Keep Proconsul {senator.name} on {war_name(ctx, war)}?",
                senator=key,
                war=war,
            ),
        )
        if choice.key == RECALL:
            recall(ctx, senator, "1.09.644", "recalled by the Senate")


def away_at_war(senator: Senator | None) -> bool:
    """A Commander on a War."""
    return senator is not None and senator.location is Location.WAR and senator.commands is not None


def automatic_recalls(ctx: Context, sent: Collection[str]) -> None:
    """Once the Senate is closed, Proconsuls who cannot fight come home: no Legions for a land
    battle or too few Fleets for its Support, no Fleets for a Naval Battle, or no War left; and
    every Force without a Commander returns to the Active Forces boxes (1.09.9)."""
    state = ctx.state
    for key in list(state.dispatched):
        senator = state.senators.get(key)
        if key in sent or not away_at_war(senator) or senator is None:
            continue
        if not can_fight(ctx, senator):
            recall(ctx, senator, "1.09.9", "he cannot fight")
    recall_commanderless(ctx, "1.09.9", "recalled as the Senate closes")


def recall_commanderless(ctx: Context, rule: str, why: str) -> None:
    """Every Force on a War without a Commander returns to the Active Forces boxes (1.09.644,
    1.09.9)."""
    state = ctx.state
    by_war: dict[str, tuple[list[Unit], list[Unit]]] = {}
    for units, index in ((state.legions, 0), (state.fleets, 1)):
        for unit in units:
            if orphaned(state, unit):
                by_war.setdefault(unit.location, ([], []))[index].append(unit)
    for place, (legions, fleets) in by_war.items():
        for unit in (*legions, *fleets):
            unit.location = ACTIVE_FORCES
            unit.commander = None
        war = int(place.removeprefix("war:"))
        ctx.record(
            "Senate",
            "recall_force",
            rule,
            f"{len(legions)} Legions and {len(fleets)} Fleets without a Commander on "
            f"{war_name(ctx, war)} return to the Active Forces: {why}",
            war=war,
            legions=len(legions),
            fleets=len(fleets),
        )


def can_fight(ctx: Context, commander: Senator) -> bool:
    """Whether a Proconsul's Force can fight its War (1.09.9)."""
    state = ctx.state
    war = commander.commands
    assert war is not None
    if state.primary_rebel is None if war == CIVIL_WAR else war not in state.wars:
        return False
    place = f"war:{war}"
    legions = sum(1 for u in state.legions if u.location == place and u.commander == commander.key)
    fleets = sum(1 for u in state.fleets if u.location == place and u.commander == commander.key)
    strength = war_strength(ctx, war, active_wars(state))
    if strength.naval_battle:
        return fleets > 0
    return legions > 0 and fleets >= strength.support


def orphaned(state: GameState, unit: Unit) -> bool:
    """A unit on a War whose Commander is not there (1.09.9)."""
    if not unit.location.startswith("war:"):
        return False
    leader = state.senators.get(unit.commander or "")
    return leader is None or not away_at_war(leader) or unit.location != f"war:{leader.commands}"


def recall(ctx: Context, commander: Senator, rule: str, why: str) -> None:
    """A Commander returns to Rome with his Force, which goes to the Active Forces boxes, and a
    Dictator's Master of Horse with him (1.09.644, 1.09.9)."""
    lay_down_command(ctx, commander, rule, why)


# --- A plan the Players devise (4.05.3) ----------------------------------------------------------


def players_deploy(ctx: Context, plan: MilitaryPlan, sent: set[str]) -> Procedure:
    """A coalition of Players only devises its own plan (4.05.3): the Dominant Player raises units
    and sends Commanders and Forces one at a time, within the basic rules (1.09.63-1.09.647)."""
    seat = dominant_player(ctx)
    yield from player_builds(ctx, seat, plan.crisis)
    while True:
        options = player_dispatch_options(ctx, sent)
        if not options:
            return
        options.append(Option(DONE, None, "send no more Forces"))
        choice = yield ctx.ask(seat, PLAYER_DISPATCH, "1.09.64", options, "Send a Force to War?")
        if choice.key == DONE:
            return
        assert isinstance(choice, Option) and isinstance(choice.value, tuple)
        key, war = choice.value
        force = yield from player_force(ctx, seat, key, war)
        active = set(active_wars(ctx.state)) | {war}
        if force.new and not (yield from ask_consent(ctx, force, active)):
            continue
        dispatch(ctx, force)
        if force.new and key is not None:
            sent.add(key)


def player_builds(ctx: Context, seat: int, crisis: bool) -> Procedure:
    """The Players' plan raises what they choose, as far as the Treasury and the Force Pool go
    (1.09.63, 4.05.33)."""
    if not builds_allowed(ctx, crisis):
        return
    for kind, name in KINDS:
        most = min(ctx.state.state_treasury // unit_cost(ctx), pool_room(ctx, kind))
        if most <= 0:
            continue
        answer = yield ctx.ask_amount(
            seat, PLAYER_BUILDS, "1.09.63", 0, most, f"How many {name} does Rome raise?", unit=kind
        )
        raise_units(ctx, kind, amount(answer), "1.09.63")


def player_dispatch_options(ctx: Context, sent: Collection[str]) -> list[Option]:
    """New commands open now (Dictator any time, the Rome Consul only after the Field Consul; a
    War with no Commander, earlier matching Wars first, enough Fleets in the boxes for its
    Support), and reinforcements for Commanders sent in earlier turns (1.09.641, 1.07.332,
    1.09.64, 1.09.647)."""
    state = ctx.state
    holders = commanders_in_rome(state)
    field_sent = any(Office.FIELD_CONSUL in state.senators[k].offices for k in sent)
    fleets = len(boxed(state, "fleet"))
    options = []
    targets = [*sorted(state.wars), *([CIVIL_WAR] if state.primary_rebel else [])]
    for war in targets:
        leader = commander_at(state, war)
        if leader is not None:
            if leader not in sent:
                options.append(
                    Option(
                        f"reinforce@{war_token(war)}",
                        (None, war),
                        f"reinforce the Force against {war_name(ctx, war)}",
                    )
                )
            continue
        support = war_strength(ctx, war, active_wars(state)).support
        if fleets < support or not attack_order_legal(ctx, [war]):
            continue
        for office, key in holders.items():
            if office is Office.ROME_CONSUL and not field_sent:
                continue
            options.append(
                Option(
                    f"{TOKENS[office]}@{war_token(war)}",
                    (key, war),
                    f"send {state.senators[key].name} ({office}) against {war_name(ctx, war)}",
                )
            )
    return options


def player_force(
    ctx: Context, seat: int, key: str | None, war: int
) -> Generator[Decision, Choice, Force]:
    """How many Legions and Fleets go: a new Force needs the War's Fleet Support (1.09.64) and
    something to fight with (1.09.9); Veterans loyal to the Commander's faction go first."""
    state = ctx.state
    active = set(active_wars(state)) | {war}
    strength = war_strength(ctx, war, active)
    new = key is not None
    commander = key if new else commander_at(state, war)
    legions = boxed(state, "legion")
    fleets = boxed(state, "fleet")
    least_legions = 1 if new and not strength.naval_battle and war_force_empty(state, war) else 0
    least_fleets = max(strength.support, 1 if strength.naval_battle else 0) if new else 0
    counts = []
    for name, low, units in (("Legions", least_legions, legions), ("Fleets", least_fleets, fleets)):
        if war == CIVIL_WAR and name == "Fleets":
            counts.append(0)
            continue
        high = len(units)
        if high < low:
            low = high
        answer = yield ctx.ask_amount(
            seat,
            PLAYER_FORCE,
            "1.09.64",
            low,
            high,
            f"How many {name} go to {war_name(ctx, war)}?",
            unit=name.lower(),
            war=war,
        )
        counts.append(amount(answer))
    order: Order = ((key, war),) if key is not None else ()
    loyal = loyal_veterans(state, [u for u in legions if u.veteran], order).get(key or "", [])
    plain = [u for u in legions if not u.veteran]
    spare = [u for u in legions if u.veteran and u not in loyal]
    own = loyal[: counts[0]]
    force = Force(war, commander, new, strength.naval_battle)
    force.legions = own + take(plain, spare, counts[0] - len(own))
    force.fleets = fleets[: counts[1]]
    return force


def war_force_empty(state: GameState, war: int) -> bool:
    """No Legions wait on the War without a Commander."""
    return state.count_units(state.legions, f"war:{war}") == 0
