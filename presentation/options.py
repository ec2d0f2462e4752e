"""Each option of a decision with the numbers a person decides by, all computed with the
engine's own rule functions: a Persuasion Attempt's Base Number and chance (counting the
counter-bribes a Neutral's Guideline fixes, 4.04.21), the bribe and what the defender can
counter-bribe (1.07.41-1.07.413); a counter-bribe's Base Number and chance
before and after (1.07.413); a War's Strength against Rome's and the Combat Results Table's
chances (1.07.33, 1.10); the Influence a contribution earns (1.06.52); an amount's bounds.

``decision_view(game, seat, decision)`` is the one entry: ``seat`` is the faction that answers
(the Dominant Player for a delegated decision, 4.02.2), and only what its view may see is read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bots.neutral_rules.persuasion import guideline_bribe
from engine.combat import series_multiplier, war_leaders, war_strength
from engine.decision import AmountOptions, Decision
from engine.decisions import PERSUASION_COUNTER_BRIBE, context_of
from engine.forum_cards import war_card
from engine.game import Game
from engine.persuasion import Attempt, base_number
from engine.readonly import SenatorView
from engine.view import GameView, HiddenInformation
from presentation import (
    gains,  # noqa: F401  (importing it registers its readers)
    words,
)
from presentation.battle import battle_figures, sides_in_field, sides_of, sides_with
from presentation.model import AmountView, DecisionView, Figure, OptionView
from presentation.notes import note_for
from presentation.odds import defended, percent, persuasion_chance
from presentation.reading import READERS, Numbers, Reading, reads
from presentation.wars import war_numbers_of

STOP_KEYS = frozenset({"done", "none", "pass", "allow", "decline", "refuse"})
"""Keys of the options that stop, do nothing or refuse: listed first, so Enter never repeats
an act (moving talents back and forth) or accepts a hopeless command by accident."""


def decision_view(game: Game, seat: int, decision: Decision) -> DecisionView:
    """The decision with its numbers, as ``seat`` (who answers it) may see them."""
    reading = Reading(game, seat, game.view(seat))
    reader = READERS.get(decision.kind)
    numbers = reader(reading, decision) if reader is not None else Numbers()
    by_option = numbers.by_option or senator_ratings(reading, decision)
    amount: AmountView | None = None
    options: tuple[OptionView, ...] = ()
    if isinstance(decision.options, AmountOptions):
        low, high = decision.options.low, decision.options.high
        start = numbers.default if numbers.default is not None else low
        amount = AmountView(low, high, min(max(start, low), high), numbers.at_low, numbers.at_high)
    else:
        rank = numbers.rank or {}
        listed = sorted(
            decision.options, key=lambda o: (o.key not in STOP_KEYS, -rank.get(o.key, 0.0))
        )
        options = tuple(
            OptionView(o.key, str(o), found, summary(found))
            for o in listed
            for found in (by_option.get(o.key, ()),)
        )
    figures = numbers.figures
    if amount is not None:
        figures = (
            Figure("Amount", f"{amount.low}-{amount.high}", f"{amount.low} to {amount.high}"),
            *figures,
        )
    return DecisionView(
        kind=decision.kind,
        rule=decision.rule,
        who=words.deciding(decision, game.context.faction_name),
        title=words.title(decision.kind),
        prompt=words.prompt(decision.prompt),
        figures=figures,
        options=options,
        amount=amount,
        note=note_text(decision, figures, amount),
    )


def summary(figures: tuple[Figure, ...]) -> str:
    """Figures in one short line: "Base Number 5, 42%, bribe ≤3 T" (a chance by itself)."""
    return ", ".join(f.text if f.name == "chance" else f"{f.name} {f.text}" for f in figures)


def note_text(decision: Decision, figures: tuple[Figure, ...], amount: AmountView | None) -> str:
    """The rule note with this decision's numbers filled in."""
    found = note_for(decision.rule)
    head = f"Rule {decision.rule}: {words.title(decision.kind)}"
    body = "No note for this rule yet: see the rulebook." if found is None else found[1]
    lines = [head, "", body]
    shown = [*figures, *(amount.at_low if amount else ()), *(amount.at_high if amount else ())]
    if shown:
        lines += ["", "The numbers now:"]
        lines += [f"  {f.name}: {f.text}" + (f" ({f.rule})" if f.rule else "") for f in figures]
    if amount is not None and (amount.at_low or amount.at_high):
        lines.append(f"  at {amount.low}: {summary(amount.at_low)}")
        lines.append(f"  at {amount.high}: {summary(amount.at_high)}")
    return "\n".join(lines)


def senator_ratings(reading: Reading, decision: Decision) -> dict[str, tuple[Figure, ...]]:
    """For options that are Senators (a Faction Leader, a payer, a Master of Horse...): their
    Influence, Oratory, Military, Popularity and talents as printed on the board (1.03)."""
    senators = reading.view.senators
    return {
        o.key: (
            Figure("INF", (s := senators[o.key]).influence, str(s.influence)),
            Figure("ORA", s.oratory, str(s.oratory)),
            Figure("MIL", s.military, str(s.military)),
            Figure("POP", s.popularity, str(s.popularity)),
            Figure("talents", s.talents, f"{s.talents} T"),
        )
        for o in decision.options
        if o.key in senators
    }


# --- Persuasion (1.07.41-1.07.413) ---------------------------------------------------------------


def chance_figure(view: GameView, base: int, name: str = "chance") -> Figure:
    """The success chance of a Base Number (1.07.41)."""
    chance = persuasion_chance(view, base)
    return Figure(name, round(chance, 4), percent(chance), "1.07.41")


def defended_figure(
    reading: Reading, target: SenatorView, base: int, unopposed: bool, name: str = "chance"
) -> Figure:
    """The success chance of a Base Number once the Neutrals counter-bribe as their Guidelines
    fix, with the range another Player's counter-bribe leaves (1.07.41, 4.04.21)."""
    found = defended(reading.view, reading.ctx.faction_name, target, base, unopposed)
    rule = "4.04.21" if found.counters else "1.07.41"
    return Figure(name, round(found.chance, 4), found.text(), rule)


def base_figure(base: int, name: str = "Base Number") -> Figure:
    """A Base Number (1.07.41)."""
    return Figure(name, base, str(base), "1.07.41")


def talents(name: str, amount: int | None, rule: str) -> Figure:
    """Talents, or "hidden" when the view may not see them (1.04.9)."""
    if amount is None:
        return Figure(name, "hidden", "hidden", "1.04.9")
    return Figure(name, amount, f"≤{amount} T", rule)


def defence(view: GameView, target: SenatorView) -> int | None:
    """What the target's faction can counter-bribe (its Faction Treasury), 0 for an unaligned
    target, None when hidden (1.07.413, 1.04.9)."""
    if target.faction is None or target.faction == view.seat:
        return 0
    try:
        return view.counter_bribe_funds(target.faction)
    except HiddenInformation:
        return None


@reads("persuasion.attempt")
def attempts(reading: Reading, decision: Decision) -> Numbers:
    """Each attempt's Base Number, chance, the bribe the persuader can add, and what the
    target's faction can counter-bribe (1.07.41, 1.07.412, 1.07.413); the highest Base Number
    listed first."""
    view = reading.view
    senators, catalog = view.senators, view.catalog
    found: dict[str, tuple[Figure, ...]] = {}
    rank: dict[str, float] = {}
    for option in decision.options:
        attempt = option.value
        if not isinstance(attempt, Attempt):
            continue
        persuader, target = senators[attempt.persuader], senators[attempt.target]
        base = base_number(catalog, senators, persuader, target)
        rank[option.key] = base
        unopposed = attempt.card is not None
        figures = [base_figure(base), defended_figure(reading, target, base, unopposed)]
        if persuader.talents:
            figures.append(talents("bribe", persuader.talents, "1.07.412"))
        if attempt.card is not None:
            figures.append(Figure("defence", 0, "none (unopposed)", "1.07.413"))
        elif target.faction is not None:
            figures.append(talents("defence", defence(view, target), "1.07.413"))
        found[option.key] = tuple(figures)
    return Numbers(by_option=found, rank=rank)


def bidding(reading: Reading, decision: Decision) -> tuple[SenatorView, SenatorView, int]:
    """The persuader, the target and the Base Number now of the attempt under way."""
    context = decision.context
    senators = reading.view.senators
    persuader = senators[str(context["persuader"])]
    target = senators[str(context["target"])]
    base = context["base"]
    assert isinstance(base, int)
    return persuader, target, base


@reads("persuasion.bribe")
def bribe(reading: Reading, decision: Decision) -> Numbers:
    """The Base Number and chance now and with every talent bribed; what the defender can
    counter-bribe (1.07.412, 1.07.413)."""
    view = reading.view
    _, target, base = bidding(reading, decision)
    assert isinstance(decision.options, AmountOptions)
    high = decision.options.high
    unopposed = bool(decision.context.get("unopposed"))

    def chance(amount: int, name: str = "chance") -> Figure:
        return defended_figure(reading, target, base + amount, unopposed, name)

    figures = [base_figure(base, "Base Number now"), chance(0, "chance now")]
    if not unopposed and target.faction is not None:
        figures.append(talents("defence", defence(view, target), "1.07.413"))
    best = max(range(high + 1), key=lambda amount: (chance(amount).value, -amount))
    if best:
        figures.append(Figure("best bribe", best, f"{best} T: {chance(best).text}", "1.07.412"))
    return Numbers(
        tuple(figures),
        at_low=(base_figure(base), chance(0)),
        at_high=(base_figure(base + high), chance(high)),
    )


@reads("persuasion.counter_bribe")
def counter_bribe(reading: Reading, decision: Decision) -> Numbers:
    """The Base Number and chance before and after counter-bribing, and how far the persuader
    can still bribe back: a Neutral persuader as its Guideline fixes (4.04.2), any other up to
    all his talents (1.07.413, 1.07.414)."""
    view = reading.view
    persuader, target, base = bidding(reading, decision)
    assert isinstance(decision.options, AmountOptions)
    high = decision.options.high
    figures = [
        base_figure(base, "Base Number now"),
        chance_figure(view, base, "chance now"),
        talents("persuader can add", persuader.talents, "1.07.414"),
    ]
    answered = bribed_back(reading, decision, persuader, target)
    if answered is None:
        figures.append(
            chance_figure(view, base + persuader.talents, "chance if he bribes all"),
        )
        return Numbers(
            tuple(figures),
            at_low=(base_figure(base), chance_figure(view, base)),
            at_high=(base_figure(base - high), chance_figure(view, base - high)),
        )
    return Numbers(tuple(figures), at_low=answered(0), at_high=answered(high))


def bribed_back(
    reading: Reading, decision: Decision, persuader: SenatorView, target: SenatorView
) -> Callable[[int], tuple[Figure, ...]] | None:
    """For a Neutral persuader whose answer its Guideline fixes, the Base Number and chance
    after a counter-bribe of each amount and its bribe back (bots' ``guideline_bribe``, 4.04.2),
    if the seat adds no more. None for a Player's persuader, and for a target of another
    faction, whose own defence would start a longer bidding (and whose plan may read another
    Player's hidden Faction Treasury, 1.04.9)."""
    neutral = persuader.faction
    if neutral is None or reading.game.state.factions[neutral].is_player:
        return None
    if target.faction not in (None, reading.seat):
        return None
    context = context_of(decision, PERSUASION_COUNTER_BRIBE)
    seen = reading.game.view(neutral)
    name = reading.ctx.faction_name(neutral)

    def answered(amount: int) -> tuple[Figure, ...]:
        counters = dict(context["counters"])
        counters[reading.seat] = counters.get(reading.seat, 0) + amount
        after = context["base"] - amount
        added = 0  # nobody countered: the bidding ends (1.07.414)
        if amount:
            added, _ = guideline_bribe(seen, {**context, "base": after, "counters": counters})
        final = after + added
        chance = persuasion_chance(reading.view, final)
        text = percent(chance)
        if added:
            text += f" (the {name} bribe back {added} T to {final}, 4.04.2)"
        rule = "4.04.2" if added else "1.07.41"
        return (base_figure(final), Figure("chance", round(chance, 4), text, rule))

    return answered


# --- Contributions (1.06.52) ---------------------------------------------------------------------


def thresholds(reading: Reading, most: int) -> Figure:
    """The Contributions table's steps a Senator with ``most`` talents can reach (1.06.52)."""
    rows = reading.view.catalog.tables.contributions.rows
    steps = [
        f"+{r.influence} Influence at {r.min_talents} T" for r in rows if r.min_talents <= most
    ]
    text = ", ".join(steps) or f"no Influence below {rows[0].min_talents} T"
    return Figure("gains", most, text, "1.06.52")


@reads("revenue.contribute")
def contributors(reading: Reading, decision: Decision) -> Numbers:
    """Each Senator's reachable Influence steps (1.06.52)."""
    senators = reading.view.senators
    found = {
        o.key: (thresholds(reading, senators[o.key].talents),)
        for o in decision.options
        if o.key in senators
    }
    return Numbers(by_option=found)


@reads("revenue.contribute_amount")
def contribution(reading: Reading, decision: Decision) -> Numbers:
    """The Influence steps and what each end of the range earns (1.06.52)."""
    assert isinstance(decision.options, AmountOptions)
    table = reading.view.catalog.tables.contributions
    low, high = decision.options.low, decision.options.high

    def gain(amount: int) -> tuple[Figure, ...]:
        earned = table.influence(amount)
        return (Figure("Influence", earned, f"+{earned}", "1.06.52"),)

    return Numbers((thresholds(reading, high),), at_low=gain(low), at_high=gain(high))


# --- Wars and battles (1.07.33, 1.10) ------------------------------------------------------------


def war_figures(reading: Reading, card_no: int) -> list[Figure]:
    """A War's Land and Fleet Strength now, with its matching Wars and Leaders (1.07.332,
    1.07.342)."""
    state, catalog = reading.game.state, reading.view.catalog
    strength = war_strength(state, catalog, card_no)
    card = war_card(catalog, card_no)
    parts = [f"printed {card.land_strength}"]
    multiplier = series_multiplier(state, catalog, card)
    if multiplier > 1:
        parts.append(f"x{multiplier} for matching Wars")
    parts += [
        f"+{leader.strength} {leader.name}" for leader in war_leaders(state, catalog, card_no)
    ]
    name = catalog.card_name(card_no)
    figures = [
        Figure(f"{name} land", strength.land, f"{strength.land} ({', '.join(parts)})", "1.07.332")
    ]
    if strength.naval:
        figures.append(Figure(f"{name} fleet", strength.naval, str(strength.naval), "1.07.332"))
    numbers = war_numbers_of(state, catalog, card_no)
    figures.append(Figure(f"{name} card", numbers.support, numbers.card_text(), "1.10.21"))
    return figures


def context_war(decision: Decision) -> int | None:
    """The War a decision's context names, if any."""
    war = decision.context.get("war")
    return war if isinstance(war, int) else None


@reads("military.distribute_all_strength")
def share(reading: Reading, decision: Decision) -> Numbers:
    """The Legions of the Crisis plan's attack shared among its Wars: the War's Strength,
    the plan's own share, and the Land Strength each end of the range sets against it, before
    the Commander's Military rating (4.05.3, 1.10.11)."""
    card_no = context_war(decision)
    assert isinstance(decision.options, AmountOptions)
    if card_no is None or card_no not in reading.game.state.wars:
        return Numbers()
    land = war_strength(reading.game.state, reading.view.catalog, card_no).land
    planned = decision.context.get("planned")
    figures = [
        *war_figures(reading, card_no),
        Figure("the plan gives it", str(planned), f"{planned} Legions", "4.05.3"),
    ]

    def against(legions: int) -> tuple[Figure, ...]:
        text = f"{legions} + the Commander's Military (at most {legions}) v {land}"
        return (Figure("Rome", legions, text, "1.10.11"),)

    low, high = decision.options.low, decision.options.high
    default = planned if isinstance(planned, int) else None
    return Numbers(tuple(figures), at_low=against(low), at_high=against(high), default=default)


@reads(
    "military.minimum_force_consent",
    "proconsul.keep",
    "combat.continue_to_land_battle",
    "rebel.attack_war",
)
def war_decision(reading: Reading, decision: Decision) -> Numbers:
    """The War's Strength and, for the Force the decision sends or the Commander on the War,
    Rome's Strength and each battle's chances (1.07.332, 1.10.11, 1.10.7)."""
    card_no = context_war(decision)
    if card_no is None or card_no not in reading.game.state.wars:
        return Numbers()
    figures = war_figures(reading, card_no)
    outline = decision.context.get("force")
    key = decision.context.get("senator")
    if isinstance(outline, dict):
        figures += battle_figures(reading.game, sides_of(outline))
    elif isinstance(key, str) and key in reading.view.senators:
        sides = sides_in_field(reading.game, key)
        if sides is not None and sides["war"] == card_no:
            figures += battle_figures(reading.game, sides)
    return Numbers(tuple(figures))


@reads("military.player_force")
def force_size(reading: Reading, decision: Decision) -> Numbers:
    """The War's Strength, and each battle the Force would fight with the fewest and the most
    units, Veterans counted as plain Legions and, while Legions are chosen, the War's Fleet
    Support assumed (1.09.64, 1.10.11, 1.10.12, 1.10.7)."""
    card_no = context_war(decision)
    if card_no is None or card_no not in reading.game.state.wars:
        return Numbers()
    figures = tuple(war_figures(reading, card_no))
    key, chosen = decision.context.get("senator"), decision.context.get("legions")
    if not isinstance(key, str) or not isinstance(decision.options, AmountOptions):
        return Numbers(figures)
    game = reading.game
    support = war_strength(game.state, reading.view.catalog, card_no).support
    fleets_asked = decision.context.get("unit") == "fleets"

    def at(units: int) -> tuple[Figure, ...]:
        legions = chosen if fleets_asked and isinstance(chosen, int) else units
        fleets = units if fleets_asked else support
        return battle_figures(game, sides_with(game, key, card_no, legions, 0, fleets))

    low, high = decision.options.low, decision.options.high
    return Numbers(figures, at_low=at(low), at_high=at(high))


@reads("military.assign_commanders")
def assignments(reading: Reading, decision: Decision) -> Numbers:
    """Every War receiving a Commander, with its Strength (1.07.332); for each order of
    dispatch, each Force's battles: Rome's Strength against the War's, the chance of each result
    and of the Commander's death or capture (1.10.11, 1.10.12, 1.10.7)."""
    wars = decision.context.get("wars")
    known = reading.game.state.wars
    figures = [
        f
        for w in (wars if isinstance(wars, list) else [])
        if w in known
        for f in war_figures(reading, w)
    ]
    forces = decision.context.get("forces")
    by_option: dict[str, tuple[Figure, ...]] = {}
    if isinstance(forces, Mapping):
        senators = reading.view.senators
        for key, outlines in forces.items():
            found: list[Figure] = []
            for outline in outlines:
                force = sides_of(outline)
                who = senators[force["commander"]].name + " "
                found += battle_figures(reading.game, force, who)
            by_option[key] = tuple(found)
    return Numbers(tuple(figures), by_option=by_option or None)


@reads("military.builds_when_no_plan")
def builds(reading: Reading, decision: Decision) -> Numbers:
    """What the Senate weighs: the Treasury, the next Revenue Phase's known debits, a unit's
    cost and upkeep, the annual revenue, and each Active War's shortfall (4.05.33, 1.06.53)."""
    context = decision.context
    figures = [
        Figure("State Treasury", reading.view.state_treasury, f"{reading.view.state_treasury} T"),
        Figure(
            "known debits",
            str(context["debits"]),
            f"{context['debits']} T next Revenue Phase",
            "1.06.53",
        ),
        Figure(
            "unit cost",
            str(context["cost"]),
            f"{context['cost']} T, upkeep {context['upkeep']} T a turn",
            "1.09.63",
        ),
        Figure("annual revenue", str(context["revenue"]), f"{context['revenue']} T", "1.06.5"),
    ]
    shortfalls = context.get("shortfalls")
    if isinstance(shortfalls, dict):
        catalog = reading.view.catalog
        figures += [
            Figure(
                f"{catalog.card_name(w)} short",
                f"{need[0]}/{need[1]}",
                f"{need[0]} Legions, {need[1]} Fleets",
                "4.05.3",
            )
            for w, need in shortfalls.items()
        ]
    return Numbers(tuple(figures))
