"""Tribunes taking the floor in the base game's Senate (1.09.15, 1.09.151): before each item of
other business, right after adjournment, and before each nomination of an election (Consuls,
Dictator, Censor, Governors), every faction but the Presiding Magistrate's that holds a Tribune
may play it to put the proposal that is in order at that moment: a nomination for the election
under way, else other business. Those who play at once dice off through the game's dice; the
losers keep their Tribunes (1.09.15). Another faction may answer the winner's Tribune with Graft
or Murder of a Tribune (engine/senate/tribune_answering.py).

Rulings (docs/rulings.md): a Tribune never brings a Prosecution (a Prosecution is not a
proposal, 1.09.13, 1.09.151, 1.09.422): during Prosecutions it only vetoes; a nomination by a
Tribune counts against the election budget as the Presiding Magistrate's do, and none is offered
once that budget is spent, so every election still ends."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.decisions import DecisionKind
from engine.queries import seats_from
from engine.senate.decisions import SENATE_TRIBUNE_NOMINATION
from engine.senate.session import Session, presiding_magistrate
from engine.senate.tribune_answering import tribune_voided
from engine.senate.tribunes import has_tribune, use_tribune
from engine.senate.votes import Proposal, put_to_vote

PASS: Final = "pass"
"""The option key of keeping the Tribune."""

NOMINATE: Final = "nominate"
"""The option key of a Tribune's nomination (1.09.151)."""

OFFICE_WORDS: Final = {"consuls": "Consuls", "dictator": "a Dictator", "censor": "a Censor"}
"""The elections' offices as a Tribune's nomination names them."""

Offers = Callable[[int], list[Option]]
"""What a faction may play its Tribune for now, by seat (none: it is not asked)."""


def claim_floor(
    ctx: Context,
    session: Session,
    kind: DecisionKind[Any],
    offers: Offers,
    prompt: str,
    what: Callable[[Choice], str],
    context: Callable[[], Mapping[str, object]],
) -> Generator[Decision, Choice, tuple[int, Choice] | None]:
    """Each faction but the Presiding Magistrate's, clockwise from his, not eliminated, holding
    a Tribune and offered something, is asked; of those who play it, one wins the dice-off, his
    Tribune is used and discarded, the others keep theirs (1.09.15, 1.09.151); another faction
    may void it (Graft, Murder of a Tribune: ``tribune_voided``). ``context``: the decision's
    context, built only when someone is asked. The winner's seat and choice, or None if no one
    played or his Tribune was voided."""
    state = ctx.state
    chair = presiding_magistrate(ctx, session)
    if chair is None or chair.faction is None:
        return None
    played: list[tuple[int, Choice]] = []
    for seat in seats_from(chair.faction, len(state.factions))[1:]:
        if state.factions[seat].eliminated or not has_tribune(ctx, session.senate, seat):
            continue
        options = offers(seat)
        if not options:
            continue
        choice = yield ctx.ask(
            seat,
            kind,
            "1.09.151",
            [Option(PASS, None, "keep the Tribune"), *options],
            prompt,
            **context(),
        )
        if choice.key != PASS:
            played.append((seat, choice))
    if not played:
        return None
    seat, choice = played[0] if len(played) == 1 else dice_off(ctx, played)
    use_tribune(ctx, session.senate, seat, "1.09.151", what(choice))
    if (yield from tribune_voided(ctx, seat)):
        return None
    return seat, choice


def dice_off(ctx: Context, played: Sequence[tuple[int, Choice]]) -> tuple[int, Choice]:
    """Factions playing a Tribune at once dice off (2d6, highest wins, ties roll again); the
    losers take their Tribunes back (1.09.15, 1.04.8)."""
    seats = [seat for seat, _ in played]
    winner = ctx.tie_break(seats, "1.09.15", "precedence among Tribunes", ctx.faction_name)
    losers = ", ".join(ctx.faction_name(s) for s in seats if s != winner)
    ctx.record(
        ctx.faction_name(winner),
        "tribune",
        "1.09.15",
        f"wins the dice-off among Tribunes played at once; {losers} keep theirs",
    )
    return next(entry for entry in played if entry[0] == winner)


def tribune_nominator(
    ctx: Context,
    session: Session,
    office: str,
    candidates: Sequence[str],
    last: Sequence[str],
    open_budget: bool,
    province: str = "",
) -> Generator[Decision, Choice, int | None]:
    """Before a nomination while the election budget lasts (``open_budget``), a faction may
    play a Tribune to nominate for this election itself (1.09.15, 1.09.151): its seat, or None
    when the Presiding Magistrate nominates."""
    if not open_budget:
        return None
    words = (
        f"a Governor of {ctx.catalog.province_by_key[province].name}"
        if province
        else OFFICE_WORDS[office]
    )
    claimed = yield from claim_floor(
        ctx,
        session,
        SENATE_TRIBUNE_NOMINATION,
        lambda seat: [Option(NOMINATE, None, f"play a Tribune to nominate {words}")],
        f"Play a Tribune to nominate {words} yourself?",
        lambda _: f"nominates {words}",
        lambda: {
            "office": office,
            "province": province,
            "candidates": tuple(candidates),
            "last": tuple(last),
        },
    )
    return None if claimed is None else claimed[0]


@contextmanager
def tribune_floor(session: Session, by_tribune: bool = True) -> Iterator[None]:
    """While a Tribune's proposal is on the floor (``by_tribune``), its defeat costs the
    Presiding Magistrate nothing and a Dictator presiding does not bar a veto (1.09.144,
    1.09.152)."""
    session.tribune = by_tribune
    try:
        yield
    finally:
        session.tribune = False


def vote_on(
    ctx: Context, session: Session, proposal: Proposal, by_tribune: bool
) -> Generator[Decision, Choice, bool]:
    """``put_to_vote``, as a Tribune's proposal when ``by_tribune`` (``tribune_floor``: no
    unanimous-defeat penalty, 1.09.144, 1.09.151)."""
    with tribune_floor(session, by_tribune):
        return (yield from put_to_vote(ctx, session, proposal))
