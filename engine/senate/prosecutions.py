"""Prosecutions (1.09.41-1.09.45): the Censor presides, and may bring up to two Minor or one
Major Prosecution, each with a consenting Prosecutor; the Accused adds his Influence to his
faction's votes and may appeal to the People; conviction costs him (Minor) or kills him (Major),
and the Prosecutor takes his Prior Consul marker and half the Influence he lost. The Corrupt and
Major markers of the Senators in Rome go once Prosecutions end (1.09.45).

Rulings (docs/rulings.md): the Accused appeals, or not, before the factions vote; a charge whose
Prosecutor refuses is dropped for the turn without counting; Tribunes only veto. Before each
charge the Censor's faction may announce an Assassination on its ``senate.prosecution``
decision, built again afterwards (engine/senate/assassins.py, 1.09.7): between Prosecutions,
as the other factions may when called to vote on one.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final

from engine.context import REDERIVE, Context
from engine.death import kill_senator
from engine.decision import Choice, Decision, Option
from engine.mortality import draw_mortality_chits
from engine.queries import in_rome
from engine.senate.asking import ask_yes_no
from engine.senate.decisions import (
    SENATE_POPULAR_APPEAL,
    SENATE_PROSECUTION,
    SENATE_PROSECUTOR,
)
from engine.senate.land_bills import consents
from engine.senate.offices import clear_markers
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote
from engine.senators import change_popularity, senator_options
from engine.state import Office, Senator

NONE: Final = "none"
APPEAL, NO_APPEAL = "appeal", "no_appeal"
"""Option keys."""

MINOR_LIMIT: Final = 2
"""Minor Prosecutions a Censor may bring a turn; or one Major (1.09.41)."""


@dataclass(frozen=True, slots=True)
class Charge:
    """A Prosecution the Censor may bring: the Accused, Major or Minor, and the reason (a
    Corrupt marker, a Major marker, a revealed corrupt Concession, 1.09.412-1.09.413)."""

    accused: str
    major: bool
    reason: str

    @property
    def key(self) -> str:
        return f"prosecution:{self.accused}:{self.reason}"


def charges(ctx: Context, censor: Senator, minors: int) -> list[Charge]:
    """The Prosecutions open: Senators in Rome but the Censor, each reason once a turn; Major
    ones only before any Minor (1.09.41, 1.09.412, 1.09.413)."""
    found: list[Charge] = []
    for senator in sorted(ctx.state.senators.values(), key=lambda s: s.key):
        if not in_rome(senator) or senator.key == censor.key:
            continue
        if senator.major and minors == 0:
            found.append(Charge(senator.key, True, "major"))
        if minors < MINOR_LIMIT:
            reasons = ["major_marker"] if senator.major else []
            reasons += ["corrupt"] if senator.corrupt else []
            reasons += [f"concession-{n}" for n in senator.corrupt_concessions]
            found += [Charge(senator.key, False, reason) for reason in reasons]
    return found


def prosecutions(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """The Censor's Prosecutions, then the markers go (1.09.41, 1.09.45)."""
    censor = next(
        (s for s in ctx.state.senators.values() if Office.CENSOR in s.offices and in_rome(s)),
        None,
    )
    if censor is not None and censor.faction is not None:
        chair, session.presiding = session.presiding, censor.key
        yield from _bring_charges(ctx, session, censor)
        session.presiding = chair
    clear_markers(ctx)


def _charge_decision(ctx: Context, censor: Senator, open_: Sequence[Charge]) -> Decision:
    """The Censor's next charge among ``open_``, or none (1.09.41)."""
    assert censor.faction is not None
    options = [
        Option(
            c.key,
            c,
            f"{'Major' if c.major else 'Minor'} Prosecution of "
            f"{ctx.state.senators[c.accused].name} ({c.reason})",
        )
        for c in open_
    ]
    return ctx.ask(
        censor.faction,
        SENATE_PROSECUTION,
        "1.09.41",
        [*options, Option(NONE, None, "no (more) Prosecutions")],
        "Bring a Prosecution?",
    )


def _bring_charges(
    ctx: Context, session: Session, censor: Senator
) -> Generator[Decision, Choice, None]:
    """Charges one by one while the Censor lives in Rome: one killed by the mob (1.09.421)
    brings no more, though his Family card, a fresh Senator, enters the Curia (1.05.3); after an
    Assassination announced on the decision, it is built again from the state the attempt left
    (1.09.7, 1.09.721)."""
    minors = 0
    while ctx.state.senators.get(censor.key) is censor and in_rome(censor):
        open_ = [c for c in charges(ctx, censor, minors) if c.key not in session.defeated]
        if not open_:
            return
        choice = yield from ctx.ask_afresh(partial(_charge_decision, ctx, censor, open_))
        if choice is REDERIVE:
            continue
        if choice.key == NONE:
            return
        assert isinstance(choice, Option) and isinstance(choice.value, Charge)
        charge = choice.value
        session.defeated.add(charge.key)
        prosecutor = yield from _prosecutor(ctx, censor, charge)
        if prosecutor is None:
            continue
        minors = MINOR_LIMIT if charge.major else minors + 1
        ctx.record(
            ctx.senator_actor(censor),
            "prosecution",
            "1.09.41",
            f"{censor.name} brings a {'Major' if charge.major else 'Minor'} Prosecution of "
            f"{ctx.state.senators[charge.accused].name} ({charge.reason}); "
            f"{prosecutor.name} prosecutes",
            senator=charge.accused,
        )
        yield from trial(ctx, session, censor, charge, prosecutor)
        if charge.major:
            return


def _prosecutor(
    ctx: Context, censor: Senator, charge: Charge
) -> Generator[Decision, Choice, Senator | None]:
    """The Censor names a consenting Prosecutor in Rome, neither himself nor the Accused
    (1.09.411)."""
    assert censor.faction is not None
    pool = [
        s
        for s in ctx.state.senators.values()
        if in_rome(s) and s.key not in (censor.key, charge.accused)
    ]
    if not pool:
        return None
    named = yield ctx.ask(
        censor.faction, SENATE_PROSECUTOR, "1.09.411", senator_options(pool), "Name a Prosecutor"
    )
    prosecutor = ctx.state.senators[named.key]
    agreed = yield from consents(ctx, censor.faction, prosecutor, "prosecute", "1.09.411")
    return prosecutor if agreed else None


def trial(
    ctx: Context, session: Session, censor: Senator, charge: Charge, prosecutor: Senator
) -> Generator[Decision, Choice, None]:
    """The Accused may appeal to the People; the Senate votes, his faction with his Influence
    added (1.09.42, 1.09.421)."""
    state = ctx.state
    accused = state.senators[charge.accused]
    assert accused.faction is not None and censor.faction is not None
    kind = "Major" if charge.major else "Minor"
    opening = (0, 0)
    appeals = yield from ask_yes_no(
        ctx,
        accused.faction,
        SENATE_POPULAR_APPEAL,
        "1.09.421",
        (APPEAL, "appeal to the People"),
        (NO_APPEAL, "do not"),
        f"Does {accused.name} appeal to the People?",
    )
    if appeals:
        outcome = popular_appeal(ctx, accused, accused.popularity, (censor, prosecutor))
        if outcome == "accused_killed":
            convict(ctx, accused, prosecutor, charge, died=True)
            return
        if outcome == "accused_freed":
            return
        opening = (max(0, -int(outcome)), max(0, int(outcome)))
    text = f"Convict {accused.name} in a {kind} Prosecution ({charge.reason})"
    proposal = Proposal(
        charge.key,
        text,
        censor.faction,
        bonus=((accused.key, accused.influence),),
        opening=opening,
        named=(accused.key, prosecutor.key, censor.key),
    )
    passed = yield from put_to_vote(ctx, session, proposal)
    if passed and accused.key in state.senators:
        convict(ctx, accused, prosecutor, charge, died=False)


def popular_appeal(
    ctx: Context, accused: Senator, popularity: int, exposed: Sequence[Senator]
) -> str:
    """2d6 plus ``popularity`` (his own, or minus his victim's in a Special Major Prosecution,
    1.09.74) on the Popular Appeal Table: killed, freed, or votes (as a signed number: negative
    for conviction); each number over 11 draws a Mortality Chit that may kill one of the
    ``exposed`` (the Censor, the Prosecutor) (1.09.421)."""
    table = ctx.catalog.tables.popular_appeal
    dice = ctx.dice.roll(table.dice, "popular_appeal", accused.key)
    total = sum(dice) + popularity
    row = table.result(total)
    ctx.record(
        ctx.senator_actor(accused),
        "popular_appeal",
        "1.09.421",
        f"{accused.name} appeals to the People: {sum(dice)} + Popularity {popularity} "
        f"= {total}: "
        + (
            f"{row.appeal_votes:+d} votes"
            if row.appeal == "votes"
            else row.appeal.replace("_", " ")
        ),
        dice,
    )
    over = total - table.mob_chits_above
    if over > 0:
        drawn = set(draw_mortality_chits(ctx, over, "1.09.421"))
        for victim in exposed:
            if victim.family_id in drawn and victim.key in ctx.state.senators:
                kill_senator(ctx, victim.key, "1.09.421", "killed by the mob")
    if row.appeal != "votes":
        return row.appeal
    return str(row.appeal_votes or 0)


def convict(
    ctx: Context, accused: Senator, prosecutor: Senator, charge: Charge, died: bool
) -> None:
    """A Minor conviction costs 5 Popularity, 5 Influence, the Prior Consul marker and every
    Concession; a Major one (or death by the mob) kills him. The Prosecutor takes his Prior
    Consul marker and half the Influence he lost, rounded up (1.09.44-1.09.442)."""
    table = ctx.catalog.tables.influence
    prior = accused.prior_consul
    if charge.major or died:
        lost = accused.influence
        kill_senator(ctx, accused.key, "1.09.442", "executed" if not died else "killed by the mob")
    else:
        lost = min(accused.influence, -table.minor_conviction_influence)
        accused.influence -= lost
        change_popularity(ctx.catalog, accused, table.minor_conviction_popularity)
        accused.prior_consul = False
        ctx.state.forum_concessions.extend(accused.concessions)
        accused.concessions = []
        accused.corrupt_concessions = []
        ctx.record(
            ctx.senator_actor(accused),
            "prosecution",
            "1.09.441",
            f"{accused.name} is convicted: -{lost} Influence, "
            f"{table.minor_conviction_popularity} Popularity, his Concessions to the Forum",
            senator=accused.key,
        )
    if prosecutor.key not in ctx.state.senators:
        return
    share = -(-lost // table.prosecutor_share_divisor)
    prosecutor.influence += share
    prosecutor.prior_consul = prosecutor.prior_consul or prior
    ctx.record(
        ctx.senator_actor(prosecutor),
        "prosecution",
        "1.09.44",
        f"{prosecutor.name} gains {share} Influence"
        + (" and the Prior Consul marker" if prior else ""),
        senator=prosecutor.key,
    )
