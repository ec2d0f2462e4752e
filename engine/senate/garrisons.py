"""Garrisons (1.09.646, 1.09.647): the Senate sends Legions from the Active Forces to a Province
without a Rebel Governor, where they stay until recalled (and follow the Province to the Forum);
a Garrison is not recalled in the turn it was sent, nor from a Rebel Governor's Province. The
State maintains them as every Legion (1.06.53, engine/phases/debits.py); a Garrison defends its
Province against Barbarian Raids and revolts (1.09.6461, engine/events/provinces.py)."""

from __future__ import annotations

from collections.abc import Generator

from engine.context import Context
from engine.decision import Amount, Choice, Decision, Option
from engine.phases.revenue_ledger import is_rebel
from engine.senate.decisions import SENATE_GARRISON_LEGIONS, SENATE_GARRISON_PROVINCE
from engine.senate.session import Session
from engine.senate.votes import Proposal, put_to_vote
from engine.state import ACTIVE_FORCES, ProvinceState, Senator, Unit
from engine.units import boxed

GARRISON, RECALL_GARRISON = "garrison", "recall_garrison"
"""The proposals' option keys, and the purposes their steps name."""


def place(province: str) -> str:
    """A Garrison's unit location (1.09.646)."""
    return f"garrison:{province}"


def _rebel_held(ctx: Context, province: ProvinceState) -> bool:
    governor = ctx.state.senators.get(province.governor or "")
    return governor is not None and is_rebel(governor)


def garrisonable(ctx: Context, session: Session) -> list[str]:
    """Provinces a Garrison may be sent to: any without a Rebel Governor, while Legions are in
    the Active Forces boxes (1.09.646)."""
    if not boxed(ctx.state, "legion"):
        return []
    return sorted(k for k, p in ctx.state.provinces.items() if not _rebel_held(ctx, p))


def recallable(ctx: Context, session: Session, province: str) -> list[Unit]:
    """A Province's Garrison Legions the Senate may recall: not sent this turn, not under a
    Rebel Governor (1.09.646)."""
    if _rebel_held(ctx, ctx.state.provinces[province]):
        return []
    return [
        u
        for u in ctx.state.legions
        if u.location == place(province) and u.number not in session.garrisoned
    ]


def recallable_garrisons(ctx: Context, session: Session) -> list[str]:
    """Provinces with Garrison Legions the Senate may recall (1.09.646)."""
    return [k for k in sorted(ctx.state.provinces) if recallable(ctx, session, k)]


def garrison_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Province and how many Legions go, plain ones first; if it passes they garrison
    it until recalled (1.09.646)."""
    province, name, count = yield from _steps(
        ctx, session, chair, GARRISON, garrisonable(ctx, session), len(boxed(ctx.state, "legion"))
    )
    text = f"Send {count} Legions to garrison {name}"
    if not (yield from _vote(ctx, session, chair, f"{GARRISON}:{province}:{count}", text)):
        return
    legions = sorted(boxed(ctx.state, "legion"), key=lambda u: (u.veteran, u.number))[:count]
    for unit in legions:
        unit.location = place(province)
        session.garrisoned.add(unit.number)
    ctx.record("Senate", "garrison", "1.09.646", text, province=province, legions=count)


def recall_garrison_proposal(
    ctx: Context, session: Session, chair: Senator
) -> Generator[Decision, Choice, None]:
    """Name the Province and how many of its Garrison's Legions come home; if it passes they
    return to the Active Forces boxes (1.09.646)."""
    provinces = recallable_garrisons(ctx, session)
    province, name, count = yield from _steps(ctx, session, chair, RECALL_GARRISON, provinces, None)
    text = f"Recall {count} Legions of the Garrison of {name}"
    if not (yield from _vote(ctx, session, chair, f"{RECALL_GARRISON}:{province}:{count}", text)):
        return
    units = sorted(recallable(ctx, session, province), key=lambda u: (u.veteran, u.number))
    for unit in units[:count]:
        unit.location = ACTIVE_FORCES
    ctx.record("Senate", "recall_garrison", "1.09.646", text, province=province, legions=count)


def _steps(
    ctx: Context,
    session: Session,
    chair: Senator,
    purpose: str,
    provinces: list[str],
    most: int | None,
) -> Generator[Decision, Choice, tuple[str, str, int]]:
    """The Province and the number of Legions, up to ``most`` (None: the recallable ones)."""
    assert chair.faction is not None
    names = ctx.catalog.province_by_key
    options = [Option(k, k, names[k].name) for k in provinces]
    choice = yield ctx.ask(
        chair.faction,
        SENATE_GARRISON_PROVINCE,
        "1.09.646",
        options,
        "Garrison which Province?" if purpose == GARRISON else "Recall which Garrison?",
        purpose=purpose,
    )
    province = choice.key
    there = sum(1 for u in ctx.state.legions if u.location == place(province))
    high = len(recallable(ctx, session, province)) if most is None else most
    verb = "garrison" if purpose == GARRISON else "come home from"
    answer = yield ctx.ask_amount(
        chair.faction,
        SENATE_GARRISON_LEGIONS,
        "1.09.646",
        1,
        high,
        f"How many Legions {verb} {names[province].name}?",
        province=province,
        purpose=purpose,
        garrison=there,
    )
    assert isinstance(answer, Amount)
    return province, names[province].name, answer.value


def _vote(
    ctx: Context, session: Session, chair: Senator, key: str, text: str
) -> Generator[Decision, Choice, bool]:
    """The vote, unless the same proposal was defeated already (1.09.131)."""
    assert chair.faction is not None
    if key in session.defeated:
        ctx.record("Senate", "out_of_order", "1.09.131", f"{text} was defeated already")
        return False
    passed: bool = yield from put_to_vote(ctx, session, Proposal(key, text, chair.faction))
    return passed
