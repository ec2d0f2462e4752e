"""The Forces of a Military Plan (4.05.31) and Minimum Force (1.09.643).

Each Force's units: reinforcements first, then the new commands in dispatch order, Veterans loyal
to a Commander's faction going with him (4.05.31); extra Veterans at the Dominant Player's
discretion; a Commander whose Force falls short of the War goes only with his consent
(1.09.643).
"""

from __future__ import annotations

from collections.abc import Collection, Generator
from dataclasses import dataclass, field
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.queries import active_wars
from engine.senate.deployment import force_strength as units_strength
from engine.state import CIVIL_WAR, GameState, MilitaryPlan, PlannedAttack, Senator, Unit
from engine.units import UnitKind, boxed
from engine.value_class import ValueClass
from solo.decisions import (
    MILITARY_EXCESS_VETERANS,
    MILITARY_MINIMUM_FORCE_CONSENT,
    ForceOutline,
)
from solo.military_plan import delegated, senate_neutral
from solo.plan_forces import commander_at
from solo.rulings import rulings
from solo.war_strengths import Strength, war_name, war_strength

CONSENT_KIND: Final = MILITARY_MINIMUM_FORCE_CONSENT
EXCESS_VETERANS: Final = MILITARY_EXCESS_VETERANS
"""Decision kinds of this module (spec 4.02.2 for the delegated ones)."""

CONSENT, REFUSE = "consent", "refuse"
DONE: Final = "done"
"""Option keys."""

KINDS: Final[tuple[tuple[UnitKind, str], ...]] = (("legion", "Legions"), ("fleet", "Fleets"))

Order = tuple[tuple[str, int], ...]
"""New commands in dispatch order: (Commander's key, War) pairs."""


@dataclass(slots=True)
class Force(ValueClass):
    """Units going to a War: with a new Commander, or reinforcing the one there (1.09.647)."""

    war: int
    commander: str | None
    new: bool
    naval: bool
    legions: list[Unit] = field(default_factory=list)
    fleets: list[Unit] = field(default_factory=list)

    def __init__(
        self,
        war: int,
        commander: str | None,
        new: bool,
        naval: bool,
        legions: list[Unit] | None = None,
        fleets: list[Unit] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.war = war
        self.commander = commander
        self.new = new
        self.naval = naval
        self.legions = [] if legions is None else legions
        self.fleets = [] if fleets is None else fleets


def amount(answer: Choice) -> int:
    """The number an amount decision was answered with."""
    assert isinstance(answer, Amount)
    return answer.value


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
    (default: consent), or under ``neutral_commander_consent = "always_go"`` a Neutral's always
    goes. Returns the first refusal (1.09.643; spec 4.05.3)."""
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
    strength = force_strength(ctx, commander, force, force.naval)
    if strength >= needed or commander.faction is None:
        return True
    neutral = not state.factions[commander.faction].is_player
    if neutral and rulings(ctx).neutral_commander_consent == "always_go":
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
            force=outline(ctx, force, enemy),
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


def force_strength(ctx: Context, commander: Senator, force: Force, naval: bool) -> int:
    """A Force's Strength at sea (``naval``) or on land: its units (Veteran Legions double) with
    those already on the War without a Commander, plus the Commander's Military rating (with his
    Master of Horse's for a Dictator), which cannot exceed the units' (1.10.11, 1.10.12,
    1.09.34)."""
    return units_strength(ctx, commander, fighting(ctx.state, force, naval), naval)


def fighting(state: GameState, force: Force, naval: bool) -> list[Unit]:
    """A Force's Fleets (``naval``) or Legions with those already on its War without a
    Commander, which join it (1.09.647)."""
    place = f"war:{force.war}"
    joining = [
        u
        for u in (state.fleets if naval else state.legions)
        if u.location == place and u.commander is None
    ]
    return [*(force.fleets if naval else force.legions), *joining]


def outline(ctx: Context, force: Force, enemy: Strength) -> ForceOutline:
    """A new Commander's Force as it would fight against its War's Strength ``enemy``, for the
    decisions that send it (1.10.11, 1.10.12, 1.10.6)."""
    assert force.commander is not None
    commander = ctx.state.senators[force.commander]
    return ForceOutline(
        commander=commander.key,
        war=force.war,
        land=force_strength(ctx, commander, force, naval=False),
        sea=force_strength(ctx, commander, force, naval=True),
        legions=len(fighting(ctx.state, force, naval=False)),
        fleets=len(fighting(ctx.state, force, naval=True)),
        enemy_land=enemy.land,
        enemy_sea=enemy.naval,
        support=enemy.support,
    )
