"""Other business (1.09.6): the Presiding Magistrate proposes raising Legions or Fleets
(1.09.63), sending a Consul or the Dictator with a Force against a War (1.09.64-1.09.643), a
Land Bill (1.09.62), a Concession (1.09.61), a Consul for Life (1.09.821), reinforcing or
recalling a Proconsul (1.09.644, 1.09.647), a Land Bill's repeal (1.09.621), or adjourns. A
defeated proposal never comes again unchanged (1.09.131); after the proposal budget the Senate
adjourns (docs/rulings.md); sending the Presiding Magistrate closes it (1.09.642). The order of
the items and the Tribunes' proposals between them: engine/senate/agenda.py."""

from __future__ import annotations

from collections.abc import Callable, Generator
from functools import partial

from engine.combat import army_strength, war_strength
from engine.context import Context
from engine.decision import Amount, Choice, Decision, Option
from engine.queries import in_rome
from engine.senate.asking import ask_yes_no
from engine.senate.concessions import concession_proposal, proposable_concessions
from engine.senate.consul_for_life import (
    consul_for_life_candidates,
    consul_for_life_proposal,
)
from engine.senate.decisions import (
    SENATE_BUSINESS,
    SENATE_CONSENT,
    SENATE_DEPLOY_COMMANDER,
    SENATE_DEPLOY_FLEETS,
    SENATE_DEPLOY_LEGIONS,
    SENATE_RAISE_COUNT,
)
from engine.senate.deployment import below_minimum, force_strength, send_force
from engine.senate.land_bill_repeal import repeal_options, repeal_proposal
from engine.senate.land_bills import land_bill_proposal, proposable_types
from engine.senate.proconsuls import proconsuls, recall_proposal, reinforce_proposal
from engine.senate.session import (
    Session,
    presiding_magistrate,
)
from engine.senate.votes import Proposal, put_to_vote
from engine.state import Office, Senator, WarStatus
from engine.units import UnitKind, boxed, pool_room, raise_units, unit_cost

ADJOURN = "adjourn"
DEPLOY = "deploy"
LAND_BILL = "land_bill"
CONCESSION = "concession"
CONSUL_FOR_LIFE = "consul_for_life"
REINFORCE, RECALL = "reinforce", "recall"
REPEAL = "repeal"
CONSENT, REFUSE = "consent", "refuse"
"""Option keys."""

COMMAND_ORDER = (Office.DICTATOR, Office.FIELD_CONSUL, Office.ROME_CONSUL)
"""Who may command a Force (1.09.641)."""

ATTACKABLE = (WarStatus.ACTIVE, WarStatus.UNPROSECUTED, WarStatus.INACTIVE, WarStatus.IMMINENT)
"""A Force may attack an Active, Inactive or Imminent War (1.09.64)."""


def business_decision(ctx: Context, session: Session, chair: Senator) -> Decision:
    """The Presiding Magistrate's next item of business, built from the state as it is (an
    Assassination may have changed the chair: 1.09.721), ``chair`` only when Rome is empty."""
    chair = presiding_magistrate(ctx, session) or chair
    assert chair.faction is not None
    options = [
        Option(key, None, f"propose {words}")
        for key, (words, open_now, _) in PROPOSALS.items()
        if open_now(ctx, session)
    ]
    options.append(Option(ADJOURN, None, "adjourn the Senate"))
    return ctx.ask(
        chair.faction,
        SENATE_BUSINESS,
        "1.09.6",
        options,
        "Propose other business or adjourn",
        **forces_context(ctx),
    )


def _raisable_units(ctx: Context) -> bool:
    """Units in the Active Forces boxes to send (1.09.647)."""
    return bool(boxed(ctx.state, "legion") or boxed(ctx.state, "fleet"))


def _two_in_rome(ctx: Context) -> bool:
    """A Land Bill needs two Senators in Rome to sponsor it (1.09.62)."""
    return sum(1 for s in ctx.state.senators.values() if in_rome(s)) >= 2


def _raisable(ctx: Context, kind: UnitKind) -> int:
    """Units of a kind the State could raise and pay for now (1.09.63)."""
    return min(pool_room(ctx, kind), ctx.state.state_treasury // unit_cost(ctx))


def propose_raising(
    ctx: Context, session: Session, chair: Senator, kind: UnitKind
) -> Generator[Decision, Choice, None]:
    """Raise a number of Legions or Fleets, paid at once from the State Treasury (1.09.63)."""
    assert chair.faction is not None
    answer = yield ctx.ask_amount(
        chair.faction,
        SENATE_RAISE_COUNT,
        "1.09.63",
        1,
        _raisable(ctx, kind),
        f"How many {kind}s does the proposal raise?",
    )
    assert isinstance(answer, Amount)
    plural = "" if answer.value == 1 else "s"
    proposal = Proposal(
        f"raise:{kind}:{answer.value}", f"Raise {answer.value} {kind}{plural}", chair.faction
    )
    if proposal.key in session.defeated:
        ctx.record("Senate", "out_of_order", "1.09.131", f"{proposal.text} was defeated already")
        return
    if (yield from put_to_vote(ctx, session, proposal)):
        raise_units(ctx, kind, answer.value, "1.09.63")


def _commands(ctx: Context) -> list[str]:
    """Options ``<senator>@<war key>``: who may be sent against which War (1.09.641): the
    Dictator, the Field Consul, and the Rome Consul only once no Field Consul is in Rome."""
    state = ctx.state
    present = {o: s for s in state.senators.values() if in_rome(s) for o in s.offices}
    commanders = [present[o] for o in COMMAND_ORDER if o in present]
    if Office.FIELD_CONSUL in present and Office.ROME_CONSUL in present:
        commanders.remove(present[Office.ROME_CONSUL])
    fleets = len(boxed(state, "fleet"))
    wars = [
        n
        for n, box in sorted(state.wars.items())
        if box in ATTACKABLE and war_strength(state, ctx.catalog, n).support <= fleets
    ]
    return [f"{c.key}@{ctx.catalog.entry(n).key}" for c in commanders for n in wars]


def propose_deployment(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Commander and War, then the Legions and Fleets from the Active Forces; a Force
    below the War's Strength needs its Commander's consent (1.09.643); if it passes he leaves at
    once, and the Senate closes if he presided (1.09.641, 1.09.642)."""
    assert chair.faction is not None
    state = ctx.state
    options = [Option(k, k, _command_words(ctx, k)) for k in _commands(ctx)]
    choice = yield ctx.ask(
        chair.faction,
        SENATE_DEPLOY_COMMANDER,
        "1.09.641",
        options,
        "Send whom against which War?",
        **forces_context(ctx),
    )
    senator_key, war_key = choice.key.split("@")
    commander = state.senators[senator_key]
    war = ctx.catalog.war_by_key[war_key].card_no
    strength = war_strength(state, ctx.catalog, war)
    legions = sorted(boxed(state, "legion"), key=lambda u: (not u.veteran, u.number))
    fleets = sorted(boxed(state, "fleet"), key=lambda u: u.number)
    context = dict(
        commander=senator_key,
        war=war,
        strength=0,
        land=strength.land,
        naval=strength.naval,
        support=strength.support,
    )
    count = yield ctx.ask_amount(
        chair.faction,
        SENATE_DEPLOY_LEGIONS,
        "1.09.64",
        0,
        len(legions),
        "How many Legions go with him?",
        **context,
    )
    assert isinstance(count, Amount)
    sent_legions = legions[: count.value]
    context["strength"] = force_strength(ctx, commander, sent_legions, naval=False)
    fleet_count = yield ctx.ask_amount(
        chair.faction,
        SENATE_DEPLOY_FLEETS,
        "1.09.64",
        min(strength.support, len(fleets)),
        len(fleets),
        "How many Fleets go with him?",
        **context,
    )
    assert isinstance(fleet_count, Amount)
    sent_fleets = fleets[: fleet_count.value]
    text = (
        f"Send {commander.name} with {len(sent_legions)} Legions and {len(sent_fleets)} Fleets "
        f"against the {ctx.catalog.card_name(war)}"
    )
    proposal = Proposal(
        f"deploy:{senator_key}:{war}:{len(sent_legions)}:{len(sent_fleets)}",
        text,
        chair.faction,
        named=(senator_key,),
    )
    if proposal.key in session.defeated or (not sent_legions and not sent_fleets):
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text}: not a proposal the Senate hears")
        return
    if below_minimum(ctx, commander, war, sent_legions, sent_fleets):
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
            return
    if not (yield from put_to_vote(ctx, session, proposal)):
        return
    presiding = presiding_magistrate(ctx, session)
    presided = presiding is not None and commander.key == presiding.key
    send_force(ctx, commander, war, sent_legions, sent_fleets)
    session.sent.add(commander.key)
    ctx.record(
        "Senate",
        "deploy",
        "1.09.641",
        text,
        war=war,
        commander=commander.key,
        legions=len(sent_legions),
        fleets=len(sent_fleets),
    )
    if presided:
        session.adjourned = True
        ctx.record("Senate", "adjourn", "1.09.642", "the Presiding Magistrate leaves for War")


def forces_context(ctx: Context) -> dict[str, object]:
    """The Wars a Force may attack with their box and strengths, and the Active Forces'
    Legion Strength and Fleets (``ForcesContext``)."""
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


def _command_words(ctx: Context, key: str) -> str:
    senator_key, war_key = key.split("@")
    war = ctx.catalog.war_by_key[war_key].card_no
    return f"{ctx.state.senators[senator_key].name} against the {ctx.catalog.card_name(war)}"


Propose = Callable[[Context, Session, Senator], Generator[Decision, Choice, None]]
"""A kind of proposal: built step by step by the Senator's faction (the Presiding Magistrate's,
or a Tribune's, 1.09.151), voted on and carried out."""

PROPOSALS: dict[str, tuple[str, Callable[[Context, Session], object], Propose]] = {
    "raise_legions": (
        "raising Legions",
        lambda ctx, session: _raisable(ctx, "legion") > 0,
        partial(propose_raising, kind="legion"),
    ),
    "raise_fleets": (
        "raising Fleets",
        lambda ctx, session: _raisable(ctx, "fleet") > 0,
        partial(propose_raising, kind="fleet"),
    ),
    DEPLOY: ("sending a Force to a War", lambda ctx, session: _commands(ctx), propose_deployment),
    LAND_BILL: (
        "a Land Bill",
        lambda ctx, session: proposable_types(ctx, session) and _two_in_rome(ctx),
        land_bill_proposal,
    ),
    CONCESSION: ("assigning a Concession", proposable_concessions, concession_proposal),
    CONSUL_FOR_LIFE: ("a Consul for Life", consul_for_life_candidates, consul_for_life_proposal),
    REINFORCE: (
        "reinforcing a Proconsul",
        lambda ctx, session: proconsuls(ctx, session, recalling=False) and _raisable_units(ctx),
        reinforce_proposal,
    ),
    RECALL: (
        "recalling a Proconsul",
        lambda ctx, session: proconsuls(ctx, session, recalling=True),
        recall_proposal,
    ),
    REPEAL: ("repealing a Land Bill", repeal_options, repeal_proposal),
}
"""Every kind of other business by its option key: its words, whether it may be proposed now,
and the proposal (1.09.6); what to propose is the Presiding Magistrate's decision."""
