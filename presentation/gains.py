"""What a choice brings or risks, in numbers, for the decisions that had none (issue 30): the
votes and the Majority of a Ruling Coalition (4.05.2), a Knight's chance for each amount paid
(1.07.5), the cost, Popularity and Unrest of Games (1.07.6), and what each Spoils item brings:
an office's Influence, a Province's Spoils and taxes, a Concession's income, a Land Bill's
Popularity and Unrest, and the risks printed on them (4.05.4, 1.09.22, 1.09.4, 1.06.13,
1.07.32, 1.09.62). Every number is read from the engine's tables and rule functions."""

from __future__ import annotations

from collections.abc import Sequence

from engine.decision import AmountOptions, Decision
from engine.faction_cards import concession_card
from engine.knights import knight_chance
from presentation.model import Figure
from presentation.odds import percent
from presentation.reading import Numbers, Reading, reads
from solo.coalition import Tally, vote_tallies
from solo.spoils_types import OFFICES, Pick

# --- The Ruling Coalition (4.05.2) ---------------------------------------------------------------


def coalition_figure(reading: Reading, seats: Sequence[int], name: str = "votes") -> Figure:
    """The votes a combination of factions musters against the Majority (4.05.2)."""
    tally = Tally(vote_tallies(reading.ctx), ())
    total = tally.total(seats)
    parts = " + ".join(f"{reading.ctx.faction_name(s)} {tally.votes[s]}" for s in seats)
    verdict = "a Majority" if total >= tally.majority else "short of it"
    text = f"{parts} = {total} of {sum(tally.votes.values())}; Majority {tally.majority}: {verdict}"
    return Figure(name, total, text, "4.05.2")


@reads("coalition.join")
def joining(reading: Reading, decision: Decision) -> Numbers:
    """The coalition's votes with the seat, and the Majority it needs (4.05.2)."""
    members = decision.context.get("members")
    if not isinstance(members, list | tuple):
        return Numbers()
    seats = [s for s in members if isinstance(s, int)]
    return Numbers((coalition_figure(reading, seats),))


@reads("coalition.partners")
def partners(reading: Reading, decision: Decision) -> Numbers:
    """Each choice of partners' votes with the seat's, against the Majority (4.05.2)."""
    found = {
        o.key: (coalition_figure(reading, [reading.seat, *o.value]),)
        for o in decision.options
        if isinstance(o.value, tuple)
    }
    return Numbers(by_option=found)


# --- Knights (1.07.5) ----------------------------------------------------------------------------


def knight_figure(reading: Reading, key: str, paid: int, name: str = "chance") -> Figure:
    """The chance of attracting a Knight paying ``paid`` talents (1.07.5)."""
    chance = knight_chance(reading.ctx, reading.game.state.senators[key], paid)
    return Figure(name, round(chance, 4), percent(chance), "1.07.5")


@reads("knights.spend")
def knight_spend(reading: Reading, decision: Decision) -> Numbers:
    """The chance for each amount paid, up to the first that makes it certain (1.07.5)."""
    key = decision.context.get("senator")
    if not isinstance(key, str) or not isinstance(decision.options, AmountOptions):
        return Numbers()
    low, high = decision.options.low, decision.options.high
    steps = []
    for paid in range(low, high + 1):
        figure = knight_figure(reading, key, paid)
        steps.append(f"{paid} T {figure.text}")
        if figure.value == 1:
            break
    table = Figure("chance by talents paid", len(steps), ", ".join(steps), "1.07.5")
    return Numbers(
        (table,),
        at_low=(knight_figure(reading, key, low),),
        at_high=(knight_figure(reading, key, high),),
    )


@reads("knights.action")
def knight_action(reading: Reading, decision: Decision) -> Numbers:
    """Each Senator's chance of attracting a Knight paying nothing and paying all he has
    (1.07.5)."""
    senators = reading.game.state.senators
    found = {}
    for option in decision.options:
        key = option.key.partition(":")[2]
        if option.key.startswith("attract:") and key in senators:
            most = senators[key].talents
            found[option.key] = (
                knight_figure(reading, key, 0, "chance at 0 T"),
                knight_figure(reading, key, most, f"at {most} T"),
            )
    return Numbers(by_option=found)


# --- Games (1.07.6) ------------------------------------------------------------------------------


@reads("games.sponsor")
def games(reading: Reading, decision: Decision) -> Numbers:
    """Each Games' cost, the sponsor's Popularity gain and the Unrest it brings (1.07.6)."""
    table = reading.view.catalog.tables.games
    floor = reading.view.catalog.tables.limits.unrest_min
    unrest = reading.view.unrest
    found = {}
    for option in decision.options:
        if not isinstance(option.value, tuple):
            continue
        row = table.get(str(option.value[1]))
        after = max(floor, unrest + row.unrest)
        found[option.key] = (
            Figure("cost", row.cost, f"{row.cost} T", "1.07.6"),
            Figure("Popularity", row.popularity, f"{row.popularity:+d}", "1.07.6"),
            Figure("Unrest", after, f"{unrest} → {after}", "1.07.6"),
        )
    return Numbers(by_option=found)


# --- Spoils (4.05.4) -----------------------------------------------------------------------------


def office_figures(reading: Reading, pick: Pick) -> tuple[Figure, ...]:
    """An annual office's Influence (1.09.22, 1.09.4); the Field Consul leads the next War."""
    influence = reading.view.catalog.tables.influence
    if pick.kind == "censor":
        return (Figure("Influence", influence.censor, f"+{influence.censor}", "1.09.4"),)
    figures = [Figure("Influence", influence.consul, f"+{influence.consul}", "1.09.22")]
    if pick.kind == "field_consul":
        text = "leads Rome's Forces to War, where a battle can kill him (1.10.7)"
        figures.append(Figure("risk", "war", text, "1.09.641"))
    return tuple(figures)


def governor_figures(reading: Reading, pick: Pick) -> tuple[Figure, ...]:
    """A Province's Spoils for its Governor and its taxes for Rome, as its face prints them, and
    the Barbarian Raids a frontier Province may suffer (1.06.13, 1.06.51, 1.09.6461)."""
    catalog = reading.view.catalog
    card = catalog.province_by_key[pick.target]
    held = reading.game.state.provinces.get(pick.target)
    side = card.developed if held is not None and held.developed else card.undeveloped
    figures = [
        Figure("Spoils", side.spoils.notation, f"{side.spoils.notation} T a turn", "1.06.13"),
        Figure("taxes", side.state_income.notation, side.state_income.notation, "1.06.51"),
    ]
    if card.frontier:
        text = "frontier: Barbarian Raids can kill or capture him"
        figures.append(Figure("risk", "raids", text, "1.09.6461"))
    return tuple(figures)


def concession_figures(reading: Reading, pick: Pick) -> tuple[Figure, ...]:
    """A Concession's income and what can destroy it (1.07.32, 1.07.321, 1.07.21)."""
    entry = reading.view.catalog.card_by_key[pick.target]
    card = concession_card(reading.ctx, entry.card_no)
    basis = {
        "per_turn": "a turn",
        "per_legion_raised": "per Legion raised",
        "per_fleet_raised": "per Fleet raised",
    }
    income = f"{card.income} T {basis[card.income_basis]}"
    figures = [Figure("income", card.income, income, "1.07.32")]
    if card.destroyed_by_wars or card.natural_disaster_rolls or card.tax_farmer_roll:
        figures.append(Figure("risk", "destroyed", "can be destroyed (see its card)", "1.07.321"))
    return tuple(figures)


def land_bill_figures(reading: Reading, pick: Pick, pending: object) -> tuple[Figure, ...]:
    """A Land Bill's Popularity for its sponsor or for the co-sponsor of the ``pending`` one,
    its cost to the State and the Unrest it brings (1.09.62)."""
    kind = pending if pick.cosponsors else pick.target
    bill = next((b for b in reading.view.catalog.tables.land_bills.rows if b.type == kind), None)
    if bill is None:
        return ()
    gain = bill.cosponsor_popularity if pick.cosponsors else bill.sponsor_popularity
    cost = f"{bill.cost} T" + (" a turn" if bill.recurring else "")
    return (
        Figure("Popularity", gain, f"{gain:+d}", "1.09.62"),
        Figure("State pays", bill.cost, cost, "1.09.62"),
        Figure("Unrest", bill.pass_unrest, f"{bill.pass_unrest:+d}", "1.09.62"),
    )


@reads("spoils.pick")
def spoils(reading: Reading, decision: Decision) -> Numbers:
    """What each Spoils item brings its Senator, and its risk where one is printed (4.05.4)."""
    found = {}
    for option in decision.options:
        pick = option.value
        if not isinstance(pick, Pick):
            continue
        if pick.kind in OFFICES:
            found[option.key] = office_figures(reading, pick)
        elif pick.kind == "governor":
            found[option.key] = governor_figures(reading, pick)
        elif pick.kind == "concession":
            found[option.key] = concession_figures(reading, pick)
        else:
            found[option.key] = land_bill_figures(reading, pick, decision.context.get("bill"))
    return Numbers(by_option=found)
