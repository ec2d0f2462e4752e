"""The Dictator and his Master of Horse (1.09.3-1.09.34): only while Rome faces 3 or more Active
Wars or one of combined Land and Fleet Strength 20 or more, right after the Consular elections:
the Consuls may appoint one together (no veto), else the Presiding Magistrate may call elections
until one passes or he stops. The Dictator presides, gains 7 Influence and names a Master of Horse,
who gains 3."""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.civil_war import primary_rebel, rebel_legions, rebel_master
from engine.combat import army_strength, war_strength
from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.queries import active_wars, in_rome
from engine.senate.asking import ask_yes_no
from engine.senate.decisions import (
    SENATE_DICTATOR_AGREE,
    SENATE_DICTATOR_APPOINT,
    SENATE_DICTATOR_NOMINEE,
    SENATE_MASTER_OF_HORSE,
)
from engine.senate.elections import MAJOR_OFFICES
from engine.senate.session import (
    DEFAULT_ELECTION_BUDGET,
    ELECTION_BUDGET,
    Session,
    budget,
    presiding_magistrate,
)
from engine.senate.tribune_answering import any_died
from engine.senate.tribune_interjections import tribune_nominator, vote_on
from engine.senate.votes import Proposal
from engine.senators import senator_options
from engine.state import CIVIL_WAR, Office, Senator

NONE: Final = "none"
AGREE, REFUSE = "agree", "refuse"
"""Option keys: no Dictator (appointment declined, no more elections); the other Consul's
answer."""


def dictator_war_condition(ctx: Context) -> bool:
    """3 or more Active Wars, or one of combined Land and Fleet Strength 20 or more, the Civil
    War included (its Rebel Army's Strength); a Naval Victory makes the Fleet Strength 0
    (1.09.3)."""
    table = ctx.catalog.tables.influence
    wars = active_wars(ctx.state)
    if len(wars) >= table.dictator_min_active_wars:
        return True
    return any(_combined(ctx, war) >= table.dictator_min_war_strength for war in wars)


def _combined(ctx: Context, war: int) -> int:
    if war != CIVIL_WAR:
        strength = war_strength(ctx.state, ctx.catalog, war)
        return strength.land + strength.naval
    army = army_strength(ctx.catalog, rebel_legions(ctx.state))
    leaders = [primary_rebel(ctx.state), rebel_master(ctx.state)]
    return army + min(sum(s.military for s in leaders if s is not None), army)


def dictator_candidates(ctx: Context) -> list[Senator]:
    """Aligned Senators in Rome holding no Major Office but Censor (1.09.3)."""
    return [
        s
        for s in ctx.state.senators.values()
        if in_rome(s) and not any(o in MAJOR_OFFICES and o is not Office.CENSOR for o in s.offices)
    ]


def name_dictator(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """Appointment by the Consuls, else elections, while the War condition holds (1.09.3)."""
    if not dictator_war_condition(ctx) or not dictator_candidates(ctx):
        return
    dictator = yield from consuls_appoint(ctx)
    if dictator is None:
        dictator = yield from elect_dictator(ctx, session)
    if dictator is not None:
        yield from take_office(ctx, session, dictator)


def consuls_appoint(ctx: Context) -> Generator[Decision, Choice, Senator | None]:
    """The Rome Consul names a Senator, the Field Consul agrees or not; a Consul alone (the
    other dead or away) appoints alone (1.09.31)."""
    consuls = [
        s
        for office in (Office.ROME_CONSUL, Office.FIELD_CONSUL)
        for s in ctx.state.senators.values()
        if office in s.offices and in_rome(s)
    ]
    if not consuls or consuls[0].faction is None:
        return None
    options = [*senator_options(dictator_candidates(ctx)), Option(NONE, None, "appoint none")]
    choice = yield ctx.ask(
        consuls[0].faction, SENATE_DICTATOR_APPOINT, "1.09.31", options, "Appoint a Dictator?"
    )
    if choice.key == NONE:
        return None
    named = ctx.state.senators[choice.key]
    other = consuls[1] if len(consuls) > 1 else None
    if other is not None and other.faction is not None and other.faction != consuls[0].faction:
        agrees = yield from ask_yes_no(
            ctx,
            other.faction,
            SENATE_DICTATOR_AGREE,
            "1.09.31",
            (AGREE, "agree"),
            (REFUSE, "refuse"),
            f"Does {other.name} agree to appoint {named.name} Dictator?",
        )
        if not agrees:
            return None
    ctx.record("Senate", "appointed", "1.09.31", f"the Consuls appoint {named.name} Dictator")
    return named


def elect_dictator(ctx: Context, session: Session) -> Generator[Decision, Choice, Senator | None]:
    """The Presiding Magistrate, or a faction playing a Tribune instead (1.09.32, 1.09.151),
    nominates until one passes, he names none, or the election budget is spent (ruling)."""
    last: tuple[str, ...] = ()
    for _ in range(budget(ctx, ELECTION_BUDGET, DEFAULT_ELECTION_BUDGET)):
        chair = presiding_magistrate(ctx, session)
        open_ = [s for s in dictator_candidates(ctx) if f"dictator:{s.key}" not in session.defeated]
        if chair is None or chair.faction is None or not open_:
            return None
        keys = [s.key for s in open_]
        tribune = yield from tribune_nominator(ctx, session, "dictator", keys, last, True)
        if any_died(ctx, open_):
            continue  # a mob answering the Tribune killed a candidate (the Intrigue cards)
        chair = presiding_magistrate(ctx, session)
        if chair is None or chair.faction is None:
            return None
        nominator = chair.faction if tribune is None else tribune
        options = senator_options(open_)
        if tribune is None:
            options.append(Option(NONE, None, "call no election"))
        choice = yield ctx.ask(
            nominator, SENATE_DICTATOR_NOMINEE, "1.09.32", options, "Nominate a Dictator?"
        )
        if choice.key == NONE:
            return None
        nominee = ctx.state.senators[choice.key]
        proposal = Proposal(
            f"dictator:{nominee.key}",
            f"Elect {nominee.name} Dictator",
            nominator,
            named=(nominee.key,),
        )
        if (yield from vote_on(ctx, session, proposal, tribune is not None)):
            return nominee
        last = (nominee.key,)
    return None


def take_office(
    ctx: Context, session: Session, dictator: Senator
) -> Generator[Decision, Choice, None]:
    """The Dictator takes his marker and 7 Influence and presides; last turn's Censor made
    Dictator keeps the Censorship (1.09.3 allows it); he names his Master of Horse, who takes 3
    Influence (1.09.33)."""
    table = ctx.catalog.tables.influence
    dictator.offices.append(Office.DICTATOR)
    dictator.influence += table.dictator
    session.presiding = dictator.key
    ctx.record(
        ctx.senator_actor(dictator),
        "office",
        "1.09.33",
        f"{dictator.name} becomes Dictator (+{table.dictator} Influence, {dictator.influence}) "
        "and presides",
        senator=dictator.key,
        office=str(Office.DICTATOR),
    )
    pool = [s for s in dictator_candidates(ctx) if s.key != dictator.key]
    if not pool or dictator.faction is None:
        return
    choice = yield ctx.ask(
        dictator.faction,
        SENATE_MASTER_OF_HORSE,
        "1.09.33",
        senator_options(pool),
        "Name your Master of Horse",
    )
    horse = ctx.state.senators[choice.key]
    horse.offices.append(Office.MASTER_OF_HORSE)
    horse.influence += table.master_of_horse
    ctx.record(
        ctx.senator_actor(horse),
        "office",
        "1.09.33",
        f"{horse.name} becomes Master of Horse (+{table.master_of_horse} Influence)",
        senator=horse.key,
        office=str(Office.MASTER_OF_HORSE),
    )
