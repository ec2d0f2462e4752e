"""Heuristic answers in the Revenue Phase (1.06): Provincial Spoils, the grain bonus, transfers
between treasuries and contributions to the State.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bots.heuristic_registry import Ask, as_int, handles, safe_default, senator_options
from bots.stake import NO_MONEY, active_war_count, leads, matched_gift, matchers, stake
from engine.decision import Amount, Choice, Option
from engine.decisions import (
    REVENUE_CONTRIBUTE,
    REVENUE_CONTRIBUTE_AMOUNT,
    REVENUE_GRAFT,
    REVENUE_GRAIN_DOUBLE,
    REVENUE_TRANSFER,
    REVENUE_TRANSFER_AMOUNT,
    context_of,
)
from engine.phases.revenue_ledger import DECLINE, DONE, TAKE, TREASURY
from engine.readonly import SenatorView


@handles(REVENUE_GRAFT)
def take_spoils(ask: Ask) -> Choice:
    """A Governor takes his Provincial Spoils (1.06.13)."""
    return ask.option(TAKE) or safe_default(ask)


@handles(REVENUE_GRAIN_DOUBLE)
def grain_bonus(ask: Ask) -> Choice:
    """Our own Senator takes the Drought bonus if his Popularity stays at 0 or more; a
    Neutral's is declined (1.06.12, 4.02.2)."""
    take = ask.option(TAKE)
    senator = ask.senator(context_of(ask.decision, REVENUE_GRAIN_DOUBLE)["senator"])
    if take is None or ask.decision.actor != ask.view.seat:
        return ask.option(DECLINE) or safe_default(ask)
    return take if senator.popularity - as_int(take.value) >= 0 else safe_default(ask)


def treasury_reserve(ask: Ask) -> int:
    """The Faction Treasury kept for Counter-Bribes (1.07.413): none once ``crisis_wars`` (if
    not 0) Wars are Active, for then the State needs it more (1.12.1)."""
    if 0 < ask.policy.crisis_wars <= active_war_count(ask.view):
        return 0
    return ask.policy.treasury_reserve


def treasury_shortfall(ask: Ask) -> int:
    """Talents the Faction Treasury lacks for the Counter-Bribe reserve."""
    return max(0, treasury_reserve(ask) - ask.view.me.treasury)


@handles(REVENUE_TRANSFER)
def redistribute(ask: Ask) -> Choice:
    """Gather the spare talents into the State's giver while the Republic's stake asks for a
    gift (``pool_for_state``), fill the Faction Treasury up to its reserve from the richest
    Senator, then stop (1.06.3)."""
    giver = state_giver(ask)
    if giver is not None:
        into = [o for o in ask.options if o.key.endswith(f">{giver.key}")]
        pools = {o.key: poolable(ask, o) for o in into}
        pooled = [o for o in into if pools[o.key] > 0]
        if pooled:
            return ask.best(pooled, lambda o: (pools[o.key],))
    if treasury_shortfall(ask) > 0:
        out = [o for o in ask.options if o.key.endswith(f">{TREASURY}")]
        spares = {o.key: spare(ask, o.key.split(">")[0]) for o in out}
        givers = [o for o in out if spares[o.key] > 0]
        if givers:
            return ask.best(givers, lambda o: (spares[o.key],))
    return ask.option(DONE) or safe_default(ask)


def republic_stake(ask: Ask) -> float:
    """The share of his spare talents the Player gives the State this Revenue Phase
    (bots/stake.py)."""
    weight = ask.policy.state_weight
    if ask.policy.leading_weight >= 0 and leads(ask.view, ask.policy.contender_share):
        weight = ask.policy.leading_weight
    return stake(ask.view, weight, ask.policy.state_weight_per_war)


def state_giver(ask: Ask) -> SenatorView | None:
    """The Senator the spare talents are gathered into for one contribution: the richest who may
    still contribute this phase; None if the Policy gathers none now (1.06.3, 1.06.52)."""
    if not ask.policy.pool_for_state or republic_stake(ask) <= 0:
        return None
    contributed = set(ask.view.contributed)
    able = [
        s
        for s in ask.view.senators_of(ask.view.seat)
        if s.location not in NO_MONEY and s.key not in contributed
    ]
    return max(able, key=lambda s: (s.talents, s.key), default=None)


def poolable(ask: Ask, option: Option) -> int:
    """What a transfer to the State's giver would move: a Senator's spare talents, or the Faction
    Treasury beyond its Counter-Bribe reserve."""
    source = option.key.split(">")[0]
    if source == TREASURY:
        return max(0, ask.view.me.treasury - treasury_reserve(ask))
    return max(0, spare(ask, source, ask.policy.state_keep))


def spare(ask: Ask, purse: str, keep: int | None = None) -> int:
    """What a Senator's purse can give and still keep ``keep`` talents (by default
    ``senator_keep``)."""
    if purse not in ask.view.senators:
        return 0
    return ask.senator(purse).talents - (ask.policy.senator_keep if keep is None else keep)


@handles(REVENUE_TRANSFER_AMOUNT)
def transfer_amount(ask: Ask) -> Choice:
    """Into the Faction Treasury, what it lacks; anything else, the least."""
    context = context_of(ask.decision, REVENUE_TRANSFER_AMOUNT)
    giver = state_giver(ask)
    if giver is not None and context["target"] == giver.key:
        return ask.amount(poolable(ask, Option(f"{context['source']}>{giver.key}", None, "")))
    if context["target"] != TREASURY:
        return Amount(ask.amounts.low)
    source = context["source"]
    return ask.amount(min(treasury_shortfall(ask), spare(ask, source)))


def state_target(ask: Ask) -> int:
    """The State Treasury the Player tops up: higher while Unrest is alarming, for the Senate
    must then pay for Wars and Land Bills (1.06.53, 1.08.11)."""
    if ask.view.unrest >= ask.policy.unrest_alarm:
        return ask.policy.state_reserve_in_unrest
    return ask.policy.state_alarm


def contributions(ask: Ask, senators: Iterable[SenatorView]) -> dict[str, int]:
    """What each of ``senators`` would give the State (``contribution``), the Republic's stake
    and the Neutrals' matching purses reckoned once for them all."""
    share = republic_stake(ask)
    purses = matchers(ask.view) if share > 0 else []
    return {s.key: contribution(ask, s, share, purses) for s in senators}


def contribution(ask: Ask, senator: SenatorView, share: float, purses: Sequence[int]) -> int:
    """What a Senator gives the State: what it lacks of its target or, whichever is more, the
    Republic's stake ``share`` in what he can spare, sized for the match of the Neutrals with
    ``purses`` (4.03.4); with no stake, the largest step of the Contributions table he can spare
    if that is big enough (1.06.52)."""
    can_spare = max(0, senator.talents - ask.policy.state_keep)
    treasury: int = ask.view.state_treasury
    lacking = min(can_spare, state_target(ask) - treasury)
    steps = [
        row.min_talents
        for row in ask.view.catalog.tables.contributions.rows
        if ask.policy.least_contribution <= row.min_talents <= can_spare
    ]
    budget = int(share * can_spare)
    if budget > 0:
        return max(lacking, matched_gift(purses, budget))
    return max(lacking, *steps, 0)


@handles(REVENUE_CONTRIBUTE)
def contributor(ask: Ask) -> Choice:
    """The Senator who would give most, if anyone gives (1.06.52)."""
    options = senator_options(ask)
    gifts = contributions(ask, [ask.senator(o.key) for o in options])
    givers = [o for o in options if gifts[o.key] > 0]
    if not givers:
        return ask.option(DONE) or safe_default(ask)
    return ask.best(givers, lambda o: (gifts[o.key],))


@handles(REVENUE_CONTRIBUTE_AMOUNT)
def contribution_amount(ask: Ask) -> Choice:
    """The contribution the Senator was chosen for."""
    senator = ask.senator(context_of(ask.decision, REVENUE_CONTRIBUTE_AMOUNT)["senator"])
    return ask.amount(contributions(ask, [senator])[senator.key])
