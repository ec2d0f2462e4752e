"""Elections of the Consuls and the Censor (1.09.2-1.09.22, 1.09.4): the Presiding Magistrate
nominates, the Senate votes, a defeated slate never comes again (1.09.131), the last possible
slate is appointed (1.09.21), and after the election budget the Presiding Magistrate's next
nominee is appointed without a vote (docs/rulings.md), so every election ends."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.queries import in_rome
from engine.senate.decisions import (
    SENATE_CENSOR_NOMINEE,
    SENATE_CONSUL_NOMINEE,
    SENATE_CONSUL_OFFICE,
)
from engine.senate.offices import award_office, leave_annual_offices, tradition_erodes
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
from engine.state import Office, Senator

MAJOR_OFFICES: Final = (
    Office.DICTATOR,
    Office.ROME_CONSUL,
    Office.FIELD_CONSUL,
    Office.CENSOR,
    Office.MASTER_OF_HORSE,
)
"""The Major Offices (1.09.11)."""

ROME, FIELD = "rome", "field"
"""Option keys of the Consulship a new Consul's faction wants (1.09.22)."""

Slate = tuple[str, ...]


def consul_candidates(ctx: Context) -> list[Senator]:
    """Aligned Senators in Rome who may be Consul: not this turn's outgoing Consuls or Dictator
    (unless Tradition Erodes is in force), holding no Major Office but Censor or Master of Horse
    (1.09.2)."""
    barred = (Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.DICTATOR)
    erodes = tradition_erodes(ctx)
    return [
        s
        for s in ctx.state.senators.values()
        if in_rome(s) and (erodes or not any(o in barred for o in s.offices))
    ]


def censor_candidates(ctx: Context) -> list[Senator]:
    """Aligned Senators in Rome with a Prior Consul marker and no Major Office but Censor; with
    none, every Aligned Senator in Rome free of other Major Offices (1.09.4)."""
    free = [
        s
        for s in ctx.state.senators.values()
        if in_rome(s) and not any(o in MAJOR_OFFICES and o is not Office.CENSOR for o in s.offices)
    ]
    prior = [s for s in free if s.prior_consul]
    return prior or free


def elect_consuls(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """The Consular election (1.09.2, 1.09.21), then the Consulships shared out (1.09.22)."""
    candidates = consul_candidates(ctx)
    if len(candidates) < 2:
        ctx.record("Senate", "no_election", "1.09.2", "fewer than two Senators may be Consul")
        return
    keys = sorted(s.key for s in candidates)
    slates = [(a, b) for i, a in enumerate(keys) for b in keys[i + 1 :]]
    slate = yield from _elect(ctx, session, "consuls", slates, 2, _consul_words(ctx))
    if slate is not None:
        yield from _seat_consuls(ctx, session, [ctx.state.senators[k] for k in slate])


def elect_censor(ctx: Context, session: Session) -> Generator[Decision, Choice, None]:
    """The Censor's election; a lone candidate is appointed (1.09.4)."""
    candidates = censor_candidates(ctx)
    if not candidates:
        ctx.record("Senate", "no_election", "1.09.4", "no Senator may be Censor")
        return
    slates = [(s.key,) for s in sorted(candidates, key=lambda s: s.key)]
    slate = yield from _elect(ctx, session, "censor", slates, 1, _censor_words(ctx))
    if slate is None:
        return
    censor = ctx.state.senators[slate[0]]
    award_office(ctx, session.senate, Office.CENSOR, censor, "1.09.4", ctx.senator_actor(censor))


def _consul_words(ctx: Context) -> Callable[[Slate], str]:
    def words(slate: Slate) -> str:
        first, second = (ctx.state.senators[k].name for k in slate)
        return f"Elect {first} and {second} Consuls"

    return words


def _censor_words(ctx: Context) -> Callable[[Slate], str]:
    return lambda slate: f"Elect {ctx.state.senators[slate[0]].name} Censor"


def _elect(
    ctx: Context,
    session: Session,
    office: str,
    slates: Sequence[Slate],
    size: int,
    words: Callable[[Slate], str],
) -> Generator[Decision, Choice, Slate | None]:
    """Nominate and vote until a slate passes; a Tribune may nominate instead of the Presiding
    Magistrate (1.09.151). The last slate left is appointed (1.09.21, 1.09.4); after the
    election budget of defeats the next slate nominated is (ruling). A slate with a candidate no
    longer in Rome (assassinated, or killed by a mob answering a Tribune; an heir under his key
    stands again) is gone; if every slate left was defeated, they may come again; None if no
    slate stands (1.09.721, ruling)."""
    limit = budget(ctx, ELECTION_BUDGET, DEFAULT_ELECTION_BUDGET)
    defeats = 0
    last: Slate = ()
    while True:
        open_slates = _open(ctx, session, office, slates)
        if not open_slates:
            ctx.record("Senate", "no_election", "1.09.721", f"no {office} candidate is left")
            return None
        if len(open_slates) == 1:
            ctx.record("Senate", "appointed", "1.09.21", f"{words(open_slates[0])}: the last slate")
            return open_slates[0]
        candidates = [ctx.state.senators[k] for k in sorted({k for s in open_slates for k in s})]
        tribune = yield from tribune_nominator(
            ctx, session, office, [s.key for s in candidates], last, defeats < limit
        )
        if any_died(ctx, candidates):
            continue  # a mob answering the Tribune killed a candidate: the slates again
        chair = presiding_magistrate(ctx, session)
        assert chair is not None and chair.faction is not None
        nominator = chair.faction if tribune is None else tribune
        slate = yield from _nominate(ctx, nominator, office, open_slates, size)
        if defeats >= limit:
            ctx.record(
                "Senate",
                "appointed",
                "1.09.131",
                f"{words(slate)}: appointed after {defeats} defeated slates (election budget)",
            )
            return slate
        proposal = Proposal(_key(office, slate), words(slate), nominator, named=slate)
        if (yield from vote_on(ctx, session, proposal, tribune is not None)):
            return slate
        defeats, last = defeats + 1, slate


def _open(ctx: Context, session: Session, office: str, slates: Sequence[Slate]) -> list[Slate]:
    """The slates whose candidates are all still in Rome, those not defeated (1.09.131); all of
    them again if each was defeated (1.09.721, ruling)."""
    senators = ctx.state.senators
    standing = [s for s in slates if all(k in senators and in_rome(senators[k]) for k in s)]
    return [s for s in standing if _key(office, s) not in session.defeated] or standing


def _key(office: str, slate: Slate) -> str:
    return f"{office}:{'+'.join(sorted(slate))}"


def _nominate(
    ctx: Context, seat: int, office: str, slates: Sequence[Slate], size: int
) -> Generator[Decision, Choice, Slate]:
    """The Presiding Magistrate (or a Tribune's faction) names the slate one candidate at a
    time, each step offering only the Senators some open slate still holds."""
    named: Slate = ()
    kind = SENATE_CONSUL_NOMINEE if office == "consuls" else SENATE_CENSOR_NOMINEE
    while len(named) < size:
        fits = [s for s in slates if all(k in s for k in named)]
        keys = sorted({k for s in fits for k in s if k not in named})
        senators = [ctx.state.senators[k] for k in keys]
        prompt = f"Nominate the next candidate ({office})"
        rule = "1.09.2" if size == 2 else "1.09.4"
        context = {"slate": named} if kind is SENATE_CONSUL_NOMINEE else {}
        choice = yield ctx.ask(seat, kind, rule, senator_options(senators), prompt, **context)
        named = (*named, choice.key)
    return next(s for s in slates if sorted(s) == sorted(named))


def _seat_consuls(
    ctx: Context, session: Session, consuls: list[Senator]
) -> Generator[Decision, Choice, None]:
    """The outgoing Consuls, Dictator and Master of Horse leave office; the new Consuls agree
    who is Rome Consul, else dice off, the winner choosing; the Rome Consul presides (1.09.22)."""
    wants: list[str] = []
    for consul in consuls:
        assert consul.faction is not None
        choice = yield ctx.ask(
            consul.faction,
            SENATE_CONSUL_OFFICE,
            "1.09.22",
            [Option(ROME, Office.ROME_CONSUL, "Rome Consul"), Option(FIELD, None, "Field Consul")],
            f"Which Consulship does {consul.name} want?",
            senator=consul.key,
        )
        wants.append(choice.key)
    first, second = consuls
    if wants[0] == wants[1]:
        winner = ctx.tie_break(consuls, "1.09.22", "the choice of Consulship", lambda s: s.name)
        rome_first = (winner is first) == (wants[0] == ROME)
    else:
        rome_first = wants[0] == ROME
    rome, field = (first, second) if rome_first else (second, first)
    session.senate.outgoing_consuls = leave_annual_offices(ctx, "1.09.22")
    award_office(ctx, session.senate, Office.ROME_CONSUL, rome, "1.09.22", "Senate")
    award_office(ctx, session.senate, Office.FIELD_CONSUL, field, "1.09.22", "Senate")
    session.presiding = rome.key
