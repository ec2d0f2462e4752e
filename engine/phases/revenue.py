"""The Revenue Phase (1.06) with section IV's amendments for the Neutrals (4.03, solo/revenue.py).

Order: Personal Revenue (1.06.1-1.06.12), Provincial Spoils (1.06.13), Rebel maintenance
(1.11.35), Province development (1.06.4), Redistribution (1.06.3; Neutrals pool and split,
4.03.1), Open Bodyguards (the Intrigue cards, 4.07.4), State revenue and taxes
(1.06.5, 1.06.51), Contributions (1.06.52, 4.03.4), Debits and Bankruptcy (1.06.53), returning
Governors (1.06.6).

Decisions (option keys in brackets):
- ``revenue.grain_double`` [``take``, ``decline``]: a Grain Concession's Drought bonus
  (1.06.12); a Neutral's is delegated to the Dominant Player (4.02.2).
- ``revenue.graft`` [``take``, ``decline``]: a Player's Governor takes Provincial Spoils (1.06.13).
- ``revenue.transfer`` [``<from>><to>`` or ``done``]: a Player moves talents (1.06.3), each pair
  once a phase; purses are Senator keys, ``treasury`` (his Faction Treasury) and
  ``faction-<seat>`` (another Player's).
- ``revenue.transfer_amount``: talents to move, 1 to all the source holds.
- ``revenue.contribute`` [Senator key or ``done``] and ``revenue.contribute_amount``: a Player
  Senator's contribution to the State (1.06.52).
- ``revenue.open_bodyguard`` [Senator key or ``keep``]: engine/assassination.py (1.09.73).
- A Neutral's split, presumptive Leader, Provincial Spoils and matching contribution
  (``revenue.split`` and its amounts, ``revenue.presumptive_leader``,
  ``revenue.provincial_spoils``, ``revenue.match``): solo/revenue.py (4.01.3, 4.03).
"""

from __future__ import annotations

from collections.abc import Collection, Generator
from dataclasses import dataclass, field, replace
from functools import lru_cache

from engine.assassination import open_bodyguards
from engine.civil_war import pay_rebel_maintenance
from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.decisions import (
    REVENUE_CONTRIBUTE,
    REVENUE_CONTRIBUTE_AMOUNT,
    REVENUE_GRAFT,
    REVENUE_GRAIN_DOUBLE,
    REVENUE_TRANSFER,
    REVENUE_TRANSFER_AMOUNT,
)
from engine.effects import handles_effect
from engine.events.cards import showing
from engine.events.provinces import barbarian_raids
from engine.forces import REBEL_ARMY
from engine.queries import active_wars, drought_effects, turn_order
from engine.revolts import internal_disorder
from engine.schemas.concessions import ConcessionCard
from engine.schemas.events import AlliedEnthusiasmEffect, TrialOfVerresEffect
from engine.schemas.provinces import ProvinceSide
from engine.schemas.tables import LandBillRow
from engine.senators import has_ability
from engine.state import BANK, Faction, GameState, Location, ProvinceState, Senator
from engine.treasury import charge_state, from_bank

TAKE = "take"
DECLINE = "decline"
DONE = "done"
TREASURY = "treasury"
"""Option keys: take or decline an optional income, stop a loop, the own Faction Treasury."""

ALLIED_ENTHUSIASM = "evt-allied-enthusiasm"
TRIAL_OF_VERRES = "evt-trial-of-verres"
"""Random Events the Revenue Phase reads from the card in play (1.07.21)."""

NO_REVENUE = frozenset({Location.CAPTIVE, Location.REBEL})
"""Captives and Senators in Revolt earn no Personal Revenue (1.06.1, 1.10.71, 1.11.33)."""

@dataclass(slots=True)
class Ledger:
    """What the phase carries from step to step."""

    income: dict[str, int] = field(default_factory=dict)
    """Talents each Senator earned this phase (positive Provincial Spoils included)."""
    unpaid_spoils: int = 0
    """Negative Provincial Spoils the State pays at Debits (1.06.13)."""
    player_contributions: list[int] = field(default_factory=list)
    """Every single contribution made by a Player's Senator this phase (4.03.4)."""


def revenue_phase(ctx: Context) -> Procedure:
    """The Revenue Phase (1.06) as amended for the Neutrals (4.03)."""
    ctx.state.phase = "Revenue"
    ctx.state.contributed.clear()
    ledger = Ledger()
    barbarian_raids(ctx)
    internal_disorder(ctx)
    yield from personal_revenue(ctx, ledger)
    yield from provincial_spoils(ctx, ledger)
    pay_rebel_maintenance(ctx)
    province_development(ctx)
    yield from redistribution(ctx, ledger)
    yield from open_bodyguards(ctx, turn_order(ctx))
    state_revenue(ctx)
    yield from contributions(ctx, ledger)
    debits(ctx, ledger)
    returning_governors(ctx)
    ctx.state.barren_provinces.clear()


def earns_revenue(senator: Senator) -> bool:
    """Aligned and neither Captive nor in Revolt (1.06.1)."""
    return senator.faction is not None and senator.location not in NO_REVENUE


def is_rebel(senator: Senator) -> bool:
    """A Senator in Revolt (1.11.33)."""
    return senator.location is Location.REBEL


# --- 1.06.1 Personal Revenue ---------------------------------------------------------------------


def personal_revenue(ctx: Context, ledger: Ledger) -> Procedure:
    """Personal Revenue of every Aligned Senator not Captive or in Revolt (1.06.1): Base Income
    (1.06.11), Knights and Concessions (1.06.12)."""
    for seat in turn_order(ctx):
        for senator in ctx.state.faction_senators(seat):
            if earns_revenue(senator):
                yield from senator_revenue(ctx, senator, ledger)


@handles_effect("statesman", "double_base_and_concession_income", rule="1.06.11")
@handles_effect("concession", "per_turn", rule="1.06.12")
def senator_revenue(ctx: Context, senator: Senator, ledger: Ledger) -> Procedure:
    """3 T for the Faction Leader, 1 T for any other Senator (1.06.11); 1 T per Knight and the
    income of every Concession, whose corrupt bar it reveals (1.06.12). Crassus doubles his Base
    Income and Concession income (29A)."""
    table = ctx.catalog.tables.state_revenue
    assert senator.faction is not None
    leads = ctx.state.factions[senator.faction].leader == senator.key
    double = 2 if has_ability(ctx.catalog, senator, "double_base_and_concession_income") else 1
    base = (table.faction_leader_income if leads else table.senator_income) * double
    parts = [f"base {base}"]
    total = base
    if senator.knights:
        knights = senator.knights * table.knight_income
        parts.append(f"{senator.knights} Knights {knights}")
        total += knights
    for card_no in senator.concessions:
        card = concession_card(ctx, card_no)
        if card.income_basis != "per_turn":
            continue
        multiplier = yield from grain_multiplier(ctx, senator, card)
        income = card.income * multiplier * double
        if card_no not in senator.corrupt_concessions:
            senator.corrupt_concessions.append(card_no)
        parts.append(f"{card.name} {income}")
        total += income
    ledger.income[senator.key] = total
    if ctx.logs("personal_revenue"):
        ctx.record(
            ctx.faction_name(senator.faction),
            "personal_revenue",
            "1.06.1",
            f"{senator.name} earns {total} T ({', '.join(parts)})",
            senator=senator.key,
            talents=total,
        )


def concession_card(ctx: Context, card_no: int) -> ConcessionCard:
    """The Concession card with this card number."""
    return next(c for c in ctx.catalog.concessions.concessions if c.card_no == card_no)


@handles_effect("concession", "drought_bonus", rule="1.06.12")
def grain_multiplier(
    ctx: Context, senator: Senator, card: ConcessionCard
) -> Generator[Decision, Choice, int]:
    """With n Drought Effects in play a Grain Concession's holder may take n + 1 times its income
    and lose n + 1 Popularity, even at -9 (1.06.12, the Concession cards). A Neutral's choice is
    delegated to the Dominant Player (4.02.2)."""
    droughts = drought_effects(ctx)
    if not card.drought_bonus or droughts == 0:
        return 1
    bonus = droughts + 1
    assert senator.faction is not None
    decision = ctx.ask(
        senator.faction,
        REVENUE_GRAIN_DOUBLE,
        "1.06.12",
        [
            Option(TAKE, bonus, f"take {bonus} x {card.income} T and lose {bonus} Popularity"),
            Option(DECLINE, 1, f"take the normal {card.income} T"),
        ],
        f"{senator.name}: take the Drought bonus on {card.name}?",
        senator=senator.key,
        concession=card.card_no,
    )
    if not ctx.state.factions[senator.faction].is_player:
        decision = replace(decision, delegate_to=ctx.rules.dominant_player(ctx))
    choice = yield decision
    if choice.key != TAKE:
        return 1
    lose_popularity(ctx, senator, bonus)
    ctx.record(
        ctx.faction_name(senator.faction),
        "grain_bonus",
        "1.06.12",
        f"{senator.name} takes the Drought bonus on {card.name} (x{bonus}), "
        f"Popularity to {senator.popularity}",
    )
    return bonus


@handles_effect("statesman", "double_popularity_changes", rule="1.07.31")
def lose_popularity(ctx: Context, senator: Senator, amount: int) -> None:
    """Lower Popularity, doubled for a Statesman who doubles changes, not below -9 (1.07.31)."""
    double = has_ability(ctx.catalog, senator, "double_popularity_changes")
    lowest = ctx.catalog.tables.limits.popularity_min
    senator.popularity = max(lowest, senator.popularity - amount * (2 if double else 1))


# --- 1.06.13 Provincial Spoils and 1.06.4 development --------------------------------------------


def governed(ctx: Context) -> list[tuple[ProvinceState, Senator]]:
    """Every Province in play with a Governor, and its Governor."""
    return [
        (p, ctx.state.senators[p.governor])
        for p in ctx.state.provinces.values()
        if p.governor is not None
    ]


@handles_effect("event", "barbarian_raids", rule="1.07.21")
@handles_effect("event", "internal_disorder", rule="1.07.21")
def barren(ctx: Context, province: ProvinceState) -> bool:
    """An overrun Province, or an Undeveloped one in Internal Disorder, yields no Spoils or State
    income and may not develop this phase (1.07.21, D2-27)."""
    return province.key in ctx.state.barren_provinces


def province_side(ctx: Context, province: ProvinceState) -> ProvinceSide:
    """The numbers on the face of a Province card now showing."""
    card = ctx.catalog.province_by_key[province.key]
    return card.side("developed" if province.developed else "undeveloped")


def provincial_spoils(ctx: Context, ledger: Ledger) -> Procedure:
    """Each Aligned Governor not in Revolt decides, before any roll, whether to take Provincial
    Spoils (1.06.13, 1.11.33; Unaligned Governors never do, 1.09.53); Neutrals by 4.03.3."""
    for province, governor in governed(ctx):
        if governor.faction is None or is_rebel(governor) or barren(ctx, province):
            continue
        if ctx.state.factions[governor.faction].is_player:
            choice = yield ctx.ask(
                governor.faction,
                REVENUE_GRAFT,
                "1.06.13",
                [
                    Option(TAKE, True, "take Provincial Spoils (Corrupt marker)"),
                    Option(DECLINE, False, "take no Provincial Spoils"),
                ],
                f"{governor.name}: take the Provincial Spoils of {_name(ctx, province)}?",
                senator=governor.key,
                province=province.key,
            )
            takes = choice.key == TAKE
        else:
            takes = yield from ctx.rules.neutral_grafts(ctx, governor)
        if takes:
            take_spoils(ctx, province, governor, ledger)


def take_spoils(ctx: Context, province: ProvinceState, governor: Senator, ledger: Ledger) -> None:
    """The Governor takes a Corrupt marker and rolls the Province's Spoils: a gain is his income,
    a loss is not his to pay: the State pays it at Debits (1.06.13). Trial of Verres lowers a
    gain, never below 0, and never deepens a loss (1.07.21, the Event cards)."""
    assert governor.faction is not None
    formula = province_side(ctx, province).spoils
    rolls = ctx.dice.roll(formula.dice, "spoils", province.key)
    amount = formula.evaluate(rolls)
    trial = trial_of_verres(ctx)
    if trial is not None and amount > 0:
        amount = max(0, amount - trial.spoils_penalty)
    governor.corrupt = True
    if amount > 0:
        ledger.income[governor.key] = ledger.income.get(governor.key, 0) + amount
        result = f"{amount} T"
    else:
        ledger.unpaid_spoils -= amount
        result = f"{amount} T, which the State pays at Debits" if amount else "nothing"
    ctx.record(
        ctx.faction_name(governor.faction),
        "provincial_spoils",
        "1.06.13",
        f"{governor.name} takes a Corrupt marker and the Provincial Spoils of "
        f"{_name(ctx, province)} ({formula.notation}): {result}",
        dice=rolls,
        senator=governor.key,
        talents=amount,
    )


def province_development(ctx: Context) -> None:
    """The Governor of every Undeveloped Province, unless in Revolt, rolls 1d6, +1 without a
    Corrupt marker: on 6+ the Province is Developed and he gains 3 Influence (1.06.4)."""
    table = ctx.catalog.tables.state_revenue
    for province, governor in governed(ctx):
        if province.developed or is_rebel(governor) or barren(ctx, province):
            continue
        roll = ctx.dice.d6("development", province.key)
        bonus = 0 if governor.corrupt else table.development_uncorrupt_bonus
        developed = roll + bonus >= table.development_min_roll
        if developed:
            province.developed = True
            governor.influence += ctx.catalog.tables.influence.province_developed
        verdict = f"Developed, {governor.name} to {governor.influence} Influence"
        ctx.record(
            ctx.senator_actor(governor),
            "development",
            "1.06.4",
            f"{_name(ctx, province)}: {governor.name} rolls {roll} + {bonus}: "
            + (verdict if developed else "stays Undeveloped"),
            dice=(roll,),
            province=province.key,
            developed=developed,
        )


# --- 1.06.3 Redistribution -----------------------------------------------------------------------


def redistribution(ctx: Context, ledger: Ledger) -> Procedure:
    """Redistribution (1.06.3): a Player's revenue goes to the Senators who earned it and he then
    moves talents freely; a Neutral pools its revenue and splits it by its Guideline (4.03.1)."""
    for seat in turn_order(ctx):
        earned = [
            (s, ledger.income[s.key])
            for s in ctx.state.faction_senators(seat)
            if s.key in ledger.income
        ]
        if ctx.state.factions[seat].is_player:
            for senator, talents in earned:
                senator.talents += from_bank(ctx.state, talents)
            yield from player_transfers(ctx, seat)
        else:
            pool = sum(talents for _, talents in earned)
            yield from ctx.rules.distribute_revenue(ctx, seat, pool)


@dataclass(frozen=True, slots=True)
class Purse:
    """Where talents can be: a Personal Treasury or a Faction Treasury (1.06.3)."""

    key: str
    name: str
    faction: Faction
    senator: Senator | None = None

    @property
    def talents(self) -> int:
        """What it holds."""
        return self.senator.talents if self.senator is not None else self.faction.treasury

    @property
    def rebel(self) -> bool:
        """A Rebel's Personal Treasury."""
        return self.senator is not None and is_rebel(self.senator)

    def add(self, talents: int) -> None:
        """Put in (or, negative, take out) talents."""
        if self.senator is not None:
            self.senator.talents += talents
        else:
            self.faction.treasury += talents


def purses(ctx: Context, seat: int) -> list[Purse]:
    """The purses a Player may move talents between: his Faction Treasury, his Senators who are
    not Captive (1.06.3), and the other Player's Faction Treasury (1.04.6)."""
    state = ctx.state
    own = state.factions[seat]
    found = [Purse(TREASURY, "Faction Treasury", own)]
    found += [
        Purse(s.key, s.name, own, s)
        for s in state.faction_senators(seat)
        if s.location is not Location.CAPTIVE
    ]
    found += [
        Purse(f"faction-{f.seat}", f"{ctx.faction_name(f.seat)}'s Faction Treasury", f)
        for f in state.factions
        if f.is_player and f.seat != seat
    ]
    return found


def transfer_options(ctx: Context, seat: int, used: Collection[str] = ()) -> list[Option]:
    """Every legal (from, to) pair not ``used`` yet: from his own purses holding talents, to any
    other purse; a Rebel gives to and takes from Rebels only (1.06.3, 1.11.33)."""
    found = purses(ctx, seat)
    options = (
        transfer_option(src.key, src.name, dst.key, dst.name)
        for src in found
        if src.faction.seat == seat and src.talents > 0
        for dst in found
        if dst is not src and dst.rebel == src.rebel
    )
    return [o for o in options if o.key not in used]


TRANSFERS_KEPT = 4096
"""Transfer options kept for reuse (``transfer_option``): more than the purse pairs of a game."""


@lru_cache(maxsize=TRANSFERS_KEPT)
def transfer_option(source: str, source_name: str, target: str, target_name: str) -> Option:
    """The option of a transfer between two purses: a value made once and kept, as every
    transfer of a Redistribution offers the same pairs again (1.06.3)."""
    return Option(f"{source}>{target}", (source, target), f"{source_name} -> {target_name}")


def player_transfers(ctx: Context, seat: int) -> Procedure:
    """A Player moves talents, one transfer at a time, until he is done (1.06.3). Each (from,
    to) pair is offered once a phase (docs/rulings.md): any allocation free moves reach, direct
    moves reach with each pair used once, and the phase always ends whatever the answers."""
    used: set[str] = set()
    while True:
        options = transfer_options(ctx, seat, used)
        if not options:
            return
        choice = yield ctx.ask(
            seat,
            REVENUE_TRANSFER,
            "1.06.3",
            [*options, Option(DONE, None, "end Redistribution")],
            "Move talents between your Senators and Faction Treasury, or stop",
        )
        if choice.key == DONE:
            return
        used.add(choice.key)
        by_key = {p.key: p for p in purses(ctx, seat)}
        source, target = choice.key.split(">")
        src, dst = by_key[source], by_key[target]
        answer = yield ctx.ask_amount(
            seat,
            REVENUE_TRANSFER_AMOUNT,
            "1.06.3",
            1,
            src.talents,
            f"How many talents from {src.name} to {dst.name}?",
            source=src.key,
            target=dst.key,
        )
        amount = amount_of(answer)
        src.add(-amount)
        dst.add(amount)
        ctx.record(
            ctx.faction_name(seat),
            "transfer",
            "1.06.3",
            f"moves {amount} T from {src.name} to {dst.name}",
            source=src.key,
            target=dst.key,
            talents=amount,
        )


def amount_of(choice: Choice) -> int:
    """The talents of an amount decision's answer."""
    assert isinstance(choice, Amount)
    return choice.value


# --- 1.06.5 State revenue and 1.06.51 taxes ------------------------------------------------------


def state_revenue(ctx: Context) -> None:
    """The State receives 100 T Annual Revenue (1.06.5), and Allied Enthusiasm's talents while
    it is in play (1.07.21); every Governor not in Revolt rolls his Province's State Income,
    which may be negative (1.06.51)."""
    annual = ctx.catalog.tables.state_revenue.annual_revenue
    ctx.state.state_treasury += from_bank(ctx.state, annual)
    ctx.record(
        "State",
        "annual_revenue",
        "1.06.5",
        f"Annual Revenue {annual} T, State Treasury {ctx.state.state_treasury} T",
    )
    allied_enthusiasm(ctx)
    for province, governor in governed(ctx):
        if not is_rebel(governor) and not barren(ctx, province):
            collect_taxes(ctx, province, governor)


def collect_taxes(ctx: Context, province: ProvinceState, governor: Senator) -> None:
    """One Province's State Income roll (1.06.51), raised while Trial of Verres is in play
    (1.07.21)."""
    formula = province_side(ctx, province).state_income
    rolls = ctx.dice.roll(formula.dice, "taxes", province.key)
    amount = formula.evaluate(rolls)
    what = f"taxes of {_name(ctx, province)} ({formula.notation}, Governor {governor.name})"
    trial = trial_of_verres(ctx)
    if trial is not None:
        amount += trial.state_income_bonus
        what += f" + {trial.state_income_bonus} T for the corruption trial"
    if amount >= 0:
        ctx.state.state_treasury += from_bank(ctx.state, amount)
        ctx.record(
            "State",
            "taxes",
            "1.06.51",
            f"{what}: {amount} T, State Treasury {ctx.state.state_treasury} T",
            dice=rolls,
            province=province.key,
            talents=amount,
        )
    else:
        charge_state(ctx, -amount, what, "1.06.51", dice=rolls)


@handles_effect("event", "allied_enthusiasm", rule="1.07.21")
def allied_enthusiasm(ctx: Context) -> None:
    """Allied Enthusiasm in play: the State gains its talents, 75 T in all on the severe side
    (1.07.21, D2-22)."""
    side = showing(ctx, ALLIED_ENTHUSIASM)
    if side is None or not isinstance(side.effect, AlliedEnthusiasmEffect):
        return
    talents = side.effect.state_talents
    ctx.state.state_treasury += from_bank(ctx.state, talents)
    ctx.record(
        "State",
        "allied_enthusiasm",
        "1.07.21",
        f"{side.name}: {talents} T, State Treasury {ctx.state.state_treasury} T",
        talents=talents,
    )


@handles_effect("event", "trial_of_verres", rule="1.07.21")
def trial_of_verres(ctx: Context) -> TrialOfVerresEffect | None:
    """The Trial of Verres effect in play, if any (1.07.21)."""
    side = showing(ctx, TRIAL_OF_VERRES)
    if side is None or not isinstance(side.effect, TrialOfVerresEffect):
        return None
    return side.effect


# --- 1.06.52 Contributions -----------------------------------------------------------------------


def contributions(ctx: Context, ledger: Ledger) -> Procedure:
    """Contributions (1.06.52): the Players' Senators first, then the factions no Player runs
    by the variant's rules."""
    order = turn_order(ctx)
    for seat in order:
        if ctx.state.factions[seat].is_player:
            yield from player_contributions(ctx, seat, ledger)
    made = tuple(ledger.player_contributions)
    for seat in order:
        if not ctx.state.factions[seat].is_player:
            yield from ctx.rules.neutral_contributions(ctx, seat, made)


def may_contribute(ctx: Context, senator: Senator) -> bool:
    """Not in Revolt (1.06.52), not Captive (1.06.3), not yet this phase, and holding talents."""
    return (
        senator.location not in NO_REVENUE
        and senator.key not in ctx.state.contributed
        and senator.talents > 0
    )


def player_contributions(ctx: Context, seat: int, ledger: Ledger) -> Procedure:
    """A Player's Senators contribute, one contribution each, until he is done (1.06.52)."""
    while True:
        able = [s for s in ctx.state.faction_senators(seat) if may_contribute(ctx, s)]
        if not able:
            return
        choice = yield ctx.ask(
            seat,
            REVENUE_CONTRIBUTE,
            "1.06.52",
            [
                *(Option(s.key, s.key, f"{s.name} ({s.talents} T)") for s in able),
                Option(DONE, None, "no more contributions"),
            ],
            "Choose a Senator to contribute to the State Treasury, or stop",
        )
        if choice.key == DONE:
            return
        senator = ctx.state.senators[choice.key]
        answer = yield ctx.ask_amount(
            seat,
            REVENUE_CONTRIBUTE_AMOUNT,
            "1.06.52",
            1,
            senator.talents,
            f"How many talents does {senator.name} give the State?",
            senator=senator.key,
        )
        contribute(ctx, senator, amount_of(answer), "1.06.52")
        ledger.player_contributions.append(amount_of(answer))


def contribute(ctx: Context, senator: Senator, talents: int, rule: str) -> None:
    """A Senator gives talents to the State and gains Influence by the Contributions table:
    1 for 10 T, 3 for 25 T, 7 for 50 T or more (1.06.52); 35 Influence in Rome makes him
    Consul for Life (1.09.822)."""
    assert senator.faction is not None
    gain = ctx.catalog.tables.contributions.influence(talents)
    senator.talents -= talents
    senator.influence += gain
    ctx.state.state_treasury += talents
    ctx.state.contributed.append(senator.key)
    ctx.record(
        ctx.faction_name(senator.faction),
        "contribution",
        rule,
        f"{senator.name} contributes {talents} T to the State (+{gain} Influence to "
        f"{senator.influence}), State Treasury {ctx.state.state_treasury} T",
        senator=senator.key,
        talents=talents,
        influence=gain,
    )
    appoint_consul_for_life(ctx)


# --- 1.06.53 Debits ------------------------------------------------------------------------------


def debits(ctx: Context, ledger: Ledger) -> None:
    """Debits (1.06.53): negative Provincial Spoils (1.06.13), 20 T per Active War (Unprosecuted
    and Civil Wars included), the Land Bills in effect (1.09.622), 2 T per Legion and Fleet."""
    table = ctx.catalog.tables.state_revenue
    state = ctx.state
    charge_state(ctx, ledger.unpaid_spoils, "negative Provincial Spoils", "1.06.13")
    wars = len(active_wars(state))
    charge_state(ctx, wars * table.active_war_cost, f"{wars} Active Wars", "1.06.53")
    for marker in state.land_bills:
        row = land_bill(ctx, marker)
        charge_state(ctx, row.cost, f"Type {row.type} Land Bill", "1.09.622")
    state.land_bills = [m for m in state.land_bills if land_bill(ctx, m).recurring]
    units = maintained_units(state)
    charge_state(
        ctx, units * table.unit_maintenance, f"upkeep of {units} Legions and Fleets", "1.06.53"
    )
    if state.state_treasury < table.low_treasury_warning:
        ctx.record(
            "State",
            "low_treasury",
            "1.06.53",
            f"warning: the State Treasury is down to {state.state_treasury} T "
            f"(below {table.low_treasury_warning} T)",
        )


def land_bill(ctx: Context, marker: int) -> LandBillRow:
    """The Land Bills table row of a marker in ``state.land_bills`` (1, 2, 3 = Types I-III)."""
    return ctx.catalog.tables.land_bills.rows[marker - 1]


def maintained_units(state: GameState) -> int:
    """Legions and Fleets in play the State maintains: all but the Rebel's Army (1.11.35) and
    the Garrisons of a Governor in Revolt (1.06.53, 1.11.32)."""
    rebel_garrisons = {
        f"garrison:{p.key}"
        for p in state.provinces.values()
        if p.governor is not None and is_rebel(state.senators[p.governor])
    }
    return sum(
        1
        for unit in (*state.legions, *state.fleets)
        if unit.location not in (BANK, REBEL_ARMY) and unit.location not in rebel_garrisons
    )


# --- 1.06.6 Returning Governors ------------------------------------------------------------------


def returning_governors(ctx: Context) -> None:
    """Every Governor not in Revolt turns his term dial down by 1; off "1" he returns to Rome (an
    Unaligned one to the Forum, 1.09.53) keeping any Corrupt marker, and the Province, with its
    Garrison, stays in play without a Governor (1.06.6, 1.09.51). One governing by Legate
    stays where he is (1.13.1)."""
    for province, governor in governed(ctx):
        if is_rebel(governor):
            continue
        province.term -= 1
        if province.term > 0:
            continue
        province.governor = None
        if province.legate:
            province.legate = False
            ctx.record(
                ctx.senator_actor(governor),
                "legate_term_ends",
                "1.13.1",
                f"{governor.name}'s term in {_name(ctx, province)} ends; his Legate leaves it",
                senator=governor.key,
                province=province.key,
            )
            continue
        governor.province = None
        governor.location = Location.ROME if governor.faction is not None else Location.FORUM
        ctx.record(
            ctx.senator_actor(governor),
            "governor_returns",
            "1.06.6",
            f"{governor.name} ends his term in {_name(ctx, province)} and returns to "
            f"{'Rome' if governor.faction is not None else 'the Forum'}",
            senator=governor.key,
            province=province.key,
        )


def _name(ctx: Context, province: ProvinceState) -> str:
    """The Province card's printed name."""
    return ctx.catalog.province_by_key[province.key].name

