"""The base Senate's steps of sending a Commander (1.09.641-1.09.643), shared by a deployment
(engine/senate/business.py) and a Proconsul's replacement (engine/senate/proconsul_changes.py):
who may be sent, his consent to a Force below the War's Strength, and his departure, which
closes the Senate if he presided."""

from __future__ import annotations

from collections.abc import Generator, Sequence

from engine.combat import army_strength, war_strength
from engine.context import Context
from engine.decision import Amount, Choice, Decision
from engine.queries import in_rome
from engine.senate.asking import ask_yes_no
from engine.senate.decisions import SENATE_CONSENT, SENATE_DEPLOY_FLEETS, SENATE_DEPLOY_LEGIONS
from engine.senate.deployment import below_minimum, force_strength, send_force
from engine.senate.session import Session, presiding_magistrate
from engine.state import Office, Senator, Unit, WarStatus
from engine.units import boxed

CONSENT, REFUSE = "consent", "refuse"
"""Option keys of a Commander's consent."""

ATTACKABLE = (WarStatus.ACTIVE, WarStatus.UNPROSECUTED, WarStatus.INACTIVE, WarStatus.IMMINENT)
"""A Force may attack an Active, Inactive or Imminent War (1.09.64)."""

COMMAND_ORDER = (Office.DICTATOR, Office.FIELD_CONSUL, Office.ROME_CONSUL)
"""Who may command a Force (1.09.641)."""


def commanders(ctx: Context) -> list[Senator]:
    """Who may be sent to a War now (1.09.641): the Dictator, the Field Consul, and the Rome
    Consul only once no Field Consul is in Rome."""
    present = {o: s for s in ctx.state.senators.values() if in_rome(s) for o in s.offices}
    chosen = [present[o] for o in COMMAND_ORDER if o in present]
    if Office.FIELD_CONSUL in present and Office.ROME_CONSUL in present:
        chosen.remove(present[Office.ROME_CONSUL])
    return chosen


def commander_consents(
    ctx: Context,
    commander: Senator,
    war: int,
    legions: Sequence[Unit],
    fleets: Sequence[Unit],
    /,
    **context: object,
) -> Generator[Decision, Choice, bool]:
    """True if the Force is at least the War's Strength, or its Commander's faction consents to
    go all the same (1.09.643); a refusal is recorded."""
    if not below_minimum(ctx, commander, war, legions, fleets):
        return True
    assert commander.faction is not None
    consents = yield from ask_yes_no(
        ctx,
        commander.faction,
        SENATE_CONSENT,
        "1.09.643",
        (CONSENT, "go all the same"),
        (REFUSE, "refuse to go"),
        f"{commander.name} would go weaker than the War: does he consent?",
        **context,
    )
    if not consents:
        ctx.record(
            ctx.senator_actor(commander),
            "refuses_command",
            "1.09.643",
            f"{commander.name} refuses to go below the War's Strength",
        )
    return consents


def dispatch(
    ctx: Context,
    session: Session,
    commander: Senator,
    war: int,
    units: tuple[Sequence[Unit], Sequence[Unit]],
    text: str,
    rule: str,
) -> None:
    """The Commander leaves with the Legions and Fleets ``units`` (1.09.641); he may not be
    recalled or reinforced this phase (1.09.644, 1.09.647); the Senate closes if he presided
    (1.09.642)."""
    legions, fleets = units
    presiding = presiding_magistrate(ctx, session)
    presided = presiding is not None and commander.key == presiding.key
    send_force(ctx, commander, war, legions, fleets)
    session.sent.add(commander.key)
    ctx.record(
        "Senate",
        "deploy",
        rule,
        text,
        war=war,
        commander=commander.key,
        legions=len(legions),
        fleets=len(fleets),
    )
    if presided:
        session.adjourned = True
        ctx.record("Senate", "adjourn", "1.09.642", "the Presiding Magistrate leaves for War")


def force_ready(
    ctx: Context,
    commander: Senator,
    war: int,
    force: tuple[Sequence[Unit], Sequence[Unit]],
    held_fleets: int = 0,
) -> bool:
    """Whether a suspended vote sending ``commander`` with the units ``force`` from the Active
    Forces (beside ``held_fleets`` he takes over) may still be taken: he alive in Rome, every
    unit still there, the War one to attack with these Fleets (1.09.642, ruling)."""
    state = ctx.state
    legions, fleets = force
    return (
        state.senators.get(commander.key) is commander
        and in_rome(commander)
        and {u.number for u in legions} <= {u.number for u in boxed(state, "legion")}
        and {u.number for u in fleets} <= {u.number for u in boxed(state, "fleet")}
        and state.wars.get(war) in ATTACKABLE
        and war_strength(state, ctx.catalog, war).support <= len(fleets) + held_fleets
    )


def choose_force(
    ctx: Context,
    seat: int,
    commander: Senator,
    war: int,
    rule: str,
    verb: str,
    force: tuple[Sequence[Unit], Sequence[Unit]] = ((), ()),
) -> Generator[Decision, Choice, tuple[list[Unit], list[Unit], dict[str, object]]]:
    """The Legions (Veterans first) and Fleets from the Active Forces that go with the
    Commander, as ``seat`` proposes them: the Fleets at least the War's Fleet Support beside the
    Fleets of ``force``, the Force he takes over (1.09.64, 1.09.644). Returns them and the
    ``ForceContext`` of the Force."""
    state = ctx.state
    strength = war_strength(state, ctx.catalog, war)
    legions = sorted(boxed(state, "legion"), key=lambda u: (not u.veteran, u.number))
    fleets = sorted(boxed(state, "fleet"), key=lambda u: u.number)
    held_legions, held_fleets = force
    context: dict[str, object] = dict(
        commander=commander.key,
        war=war,
        strength=force_strength(ctx, commander, held_legions, naval=False) if held_legions else 0,
        land=strength.land,
        naval=strength.naval,
        support=strength.support,
    )
    count = yield ctx.ask_amount(
        seat, SENATE_DEPLOY_LEGIONS, rule, 0, len(legions), f"How many Legions {verb}?", **context
    )
    assert isinstance(count, Amount)
    sent_legions = legions[: count.value]
    context["strength"] = force_strength(
        ctx, commander, [*held_legions, *sent_legions], naval=False
    )
    low = min(max(0, strength.support - len(held_fleets)), len(fleets))
    fleet_count = yield ctx.ask_amount(
        seat, SENATE_DEPLOY_FLEETS, rule, low, len(fleets), f"How many Fleets {verb}?", **context
    )
    assert isinstance(fleet_count, Amount)
    return sent_legions, fleets[: fleet_count.value], context


def forces_context(ctx: Context) -> dict[str, object]:
    """The Wars a Force may attack with their box and strengths, and the Active Forces'
    Legion Strength and Fleets (``ForcesContext``; 1.09.64, 1.09.641)."""
    state, catalog = ctx.state, ctx.catalog
    wars: dict[str, tuple[str, int, int, int, int]] = {}
    for card_no, box in sorted(state.wars.items()):
        if box in ATTACKABLE:
            strength = war_strength(state, catalog, card_no)
            there = [u for u in state.legions if u.location == f"war:{card_no}"]
            wars[catalog.entry(card_no).key] = (
                str(box),
                strength.land,
                strength.naval,
                strength.support,
                army_strength(catalog, there),
            )
    legions = army_strength(catalog, boxed(state, "legion"))
    return {"wars": wars, "legions": legions, "fleets": len(boxed(state, "fleet"))}
