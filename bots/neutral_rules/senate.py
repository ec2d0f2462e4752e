"""Neutral choices in the Senate Phase: Spoils by the Spoils Guideline (4.05.4-4.05.419), the
Senator taken to repopulate Rome (1.09.81) and the assassin a Neutral sends (4.07.3)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, get_args

from bots.neutral_registry import Score, best_of, by_dice, neutral_rule, option_list
from bots.neutral_rules.setup import best_by_leader_criterion
from engine.decision import CHOSEN, Choice, Decision, Option, TieBreak, with_reason
from engine.decisions import context_of
from engine.queries import votes
from engine.readonly import SenatorView
from engine.schemas.provinces import DiceFormula
from engine.senate.decisions import SENATE_REPOPULATE
from engine.view import GameView
from guidelines.schema import Guideline
from solo.decisions import SPOILS_NEGATE_PASS, SPOILS_PICK, SPOILS_TRIBUNE
from solo.neutrals import SpoilsItem
from solo.spoils_types import ALLOW, DECLINE, PASS, VETO, Pick

CANONICAL_ORDER: Final[tuple[SpoilsItem, ...]] = get_args(SpoilsItem)
"""The order a Neutral falls back on when it must take an item its list does not name."""

KIND_NAMES: Final[dict[str, str]] = {
    "rome_consul": "Rome Consul",
    "field_consul": "Field Consul",
    "censor": "Censor",
    "governor": "Governorship",
    "concession": "Concession",
    "land_bill": "Land Bill",
}
"""How a reason names each kind of Spoils."""

RECIPIENTS: Final[dict[SpoilsItem, str]] = {
    "rome_consul": "to its least influential eligible Senator",
    "field_consul": "to its least influential eligible Senator",
    "censor": "to its least influential eligible Senator",
    "governor": "the richest Province, to its Senator with the fewest votes",
    "concession": "the best income, to its Senator with the fewest Concessions",
    "land_bill": "to its least popular Senator",
}
"""How a reason explains the item and recipient chosen within a kind (4.05.41-4.05.417)."""


def twice_expected(formula: DiceFormula) -> int:
    """Twice the mean of a printed roll such as ``1d6-2`` (7 per die, doubled to stay whole)."""
    return formula.die_sign * 7 * formula.dice + 2 * formula.modifier


def _pick(option: Option) -> Pick:
    assert isinstance(option.value, Pick)
    return option.value


def spoils_scores(view: GameView) -> dict[SpoilsItem, Callable[[Pick], Score]]:
    """How a Neutral ranks items of one kind and their recipients: offices to the least
    influential Senator (4.05.41); Provinces by expected Provincial Spoils, then expected State
    income, to the Senator with the fewest votes, then least Influence (4.05.415); Concessions
    by printed income, then lowest card number, to the Senator with the fewest Concessions, then
    most Influence (4.05.414; spec ruling); Land Bill roles to the least popular Senator, then
    least Influence (4.05.416, 4.05.417)."""
    senators = view.senators
    catalog = view.catalog
    provinces = view.provinces

    def who(pick: Pick) -> SenatorView:
        return senators[pick.senator]

    def office(pick: Pick) -> Score:
        return (-who(pick).influence,)

    lands: dict[str, Score] = {}
    cards: dict[str, Score] = {}
    """Each Province's and Concession's own part of the score, reckoned once a decision: its
    recipients all share it."""

    def governor(pick: Pick) -> Score:
        worth = lands.get(pick.target)
        if worth is None:
            card = catalog.province_by_key[pick.target]
            side = card.developed if provinces[pick.target].developed else card.undeveloped
            worth = lands[pick.target] = (
                twice_expected(side.spoils),
                twice_expected(side.state_income),
            )
        recipient = who(pick)
        return (*worth, -votes(recipient), -recipient.influence)

    def concession(pick: Pick) -> Score:
        worth = cards.get(pick.target)
        if worth is None:
            entry = catalog.card_by_key[pick.target]
            card = next(c for c in catalog.concessions.concessions if c.card_no == entry.card_no)
            worth = cards[pick.target] = (card.income, -card.card_no)
        recipient = who(pick)
        return (*worth, -len(recipient.concessions), recipient.influence)

    def land_bill(pick: Pick) -> Score:
        return -who(pick).popularity, -who(pick).influence

    return {
        "rome_consul": office,
        "field_consul": office,
        "censor": office,
        "governor": governor,
        "concession": concession,
        "land_bill": land_bill,
    }


def first_choice(
    view: GameView,
    guideline: Guideline,
    picks: Sequence[Option],
    mandatory: bool = False,
    may_pass: bool = True,
) -> tuple[Choice, SpoilsItem] | None:
    """The first kind on the Spoils list with an item on offer, best item and recipient first,
    with that kind; a mandatory co-sponsorship comes after the list when the list lacks Land
    Bills; a Neutral that may not pass falls back on any kind (4.05.4, 4.05.416; spec rulings).
    None: pass."""
    kinds = list(guideline.spoils)
    if mandatory and "land_bill" not in kinds:
        kinds.append("land_bill")
    if not may_pass:
        kinds += [kind for kind in CANONICAL_ORDER if kind not in kinds]
    by_kind: dict[str, list[Option]] = {}  # the picks sorted by kind once, not once a kind
    for option in picks:
        by_kind.setdefault(_pick(option).kind, []).append(option)
    for kind in kinds:
        offered = by_kind.get(kind)
        if offered:
            return best_of(offered, _by_pick(spoils_scores(view)[kind])), kind
    return None


def _by_pick(score: Callable[[Pick], Score]) -> Callable[[Option], Score]:
    """A Pick score applied to the option carrying the pick."""
    return lambda option: score(_pick(option))


def _chosen(choice: Choice, picks: Sequence[Option]) -> list[Option]:
    """The options a choice names: one, or the tied ones."""
    keys = choice.keys if isinstance(choice, TieBreak) else (choice.key,)
    return [o for o in picks if o.key in keys]


@neutral_rule(SPOILS_PICK)
def spoils_pick(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Spoils item the Guideline lists first among those on offer, or a pass (4.05.4)."""
    options = option_list(decision)
    passing = options.find(PASS)
    picks = [o for o in options if o.key != PASS]
    mandatory = context_of(decision, SPOILS_PICK)["mandatory"]
    ranked = first_choice(view, guideline, picks, mandatory, may_pass=passing is not None)
    if ranked is None:
        assert passing is not None
        return with_reason(passing, "4.05.4", "passes: nothing on its Spoils list is on offer")
    choice, kind = ranked
    if kind in guideline.spoils:
        rule = f"spoils list item {guideline.spoils.index(kind) + 1}, 4.05.4"
        why = f"{RECIPIENTS[kind]}; nothing higher on its Spoils list is on offer"
    elif kind == "land_bill" and mandatory:
        rule, why = "4.05.416", "the mandatory Land Bill needs a co-sponsor"
    else:
        rule, why = "4.05.418", "it may not pass and nothing on its Spoils list is on offer"
    return with_reason(choice, rule, f"takes {CHOSEN}, {why}{by_dice(choice)}")


@neutral_rule(SPOILS_TRIBUNE)
def spoils_tribune(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Veto the pick if the item is the highest left on this Neutral's Spoils list (4.05.419);
    the engine asks only the Neutral that selects next."""
    options = option_list(decision)
    context = context_of(decision, SPOILS_TRIBUNE)
    rivals = context["rivals"]
    ranked = first_choice(view, guideline, rivals)
    items = set() if ranked is None else {_pick(o).item for o in _chosen(ranked[0], rivals)}
    item = context["item"]
    kind = KIND_NAMES.get(item.split(":", 1)[0], item)
    if item in items:
        found = options.find(VETO)
        why = f"vetoes the {kind} pick with a Tribune: it wants that item most now"
    else:
        found = options.find(ALLOW)
        why = f"lets the {kind} pick stand: it is not the item it wants most now"
    assert found is not None
    return with_reason(found, "4.05.419", why)


@neutral_rule(SPOILS_NEGATE_PASS)
def negate_pass(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """Negate the pass and co-sponsor the pending Land Bill if Land Bills come first on the
    Spoils list among the kinds on offer (4.05.417)."""
    options = option_list(decision)
    rivals = context_of(decision, SPOILS_NEGATE_PASS).get("rivals", ())
    ranked = first_choice(view, guideline, rivals)
    if ranked is None or not all(_pick(o).cosponsors for o in _chosen(ranked[0], rivals)):
        found = options.find(DECLINE)
        assert found is not None
        return with_reason(
            found,
            "4.05.417",
            "lets the pass stand: the Land Bill is not first on its Spoils list among the "
            "items on offer",
        )
    tribunes = [o for o in options if isinstance(o.value, Pick)]
    choice = best_of(tribunes, _by_pick(spoils_scores(view)["land_bill"]))
    return with_reason(
        choice,
        "4.05.417",
        f"negates the pass with a Tribune ({CHOSEN}): the Land Bill is first on its Spoils "
        f"list among the items on offer{by_dice(choice)}",
    )


@neutral_rule(SENATE_REPOPULATE)
def repopulate(view: GameView, decision: Decision, guideline: Guideline) -> Choice:
    """The Forum Senator ranked best by the Faction Leader criterion (1.09.81; spec 4.01.3
    ruling)."""
    choice, best, criterion = best_by_leader_criterion(view, decision, guideline)
    return with_reason(
        choice,
        "4.01.3",
        f"takes {CHOSEN} from the Forum to repopulate Rome (1.09.81): the best by its Faction "
        f"Leader criterion, {criterion} {best}{by_dice(choice)}",
    )
