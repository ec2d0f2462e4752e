"""Auto-pass: decisions the program may answer for a person because no answer can change the
outcome: one legal option, a counter-bribe against a Persuasion Attempt that cannot succeed
whatever the persuader adds, a bribe when even every talent leaves no chance, or a choice of
Persuasion Attempts none of which has a chance (1.07.41, 1.07.412, 1.07.413); the hopeless
options of a longer list are folded away by the front ends (``hopeless``). The answer carries
a Reason naming the rule, so the session's undo passes over it as it does over a Neutral's and
the recap lists it."""

from __future__ import annotations

from engine.decision import Amount, AmountOptions, Choice, Decision, with_reason
from engine.decisions import PERSUASION_ATTEMPT
from engine.game import Game
from engine.persuasion import NONE, Attempt, base_number
from presentation import words
from presentation.model import Line
from presentation.odds import persuasion_chance
from solo.decisions import SPOILS_TRIBUNE
from solo.spoils_types import ALLOW

AUTO = "auto-pass"
"""How an automatic answer's Reason begins."""


def auto_answer(
    game: Game, seat: int, decision: Decision, let_stand: bool = False
) -> Choice | None:
    """The answer the program gives for ``seat``, with its Reason; None when the person must
    choose. Chance entries (table mode) are never answered. ``let_stand``: the person has let
    a pick stand rather than veto it this Spoils, so he is not asked again (4.05.419)."""
    if decision.kind.startswith("chance."):
        return None
    options = decision.options
    if len(options) == 1:
        return with_reason(options[0], decision.rule, f"{AUTO}: the only option")
    if decision.kind == SPOILS_TRIBUNE:
        stand = options.find(ALLOW)
        if not let_stand or stand is None:
            return None
        text = f"{AUTO}: no Tribune veto, as earlier this Spoils (auto-pass off asks each time)"
        return with_reason(stand, decision.rule, text)
    if decision.kind == PERSUASION_ATTEMPT:
        stop = options.find(NONE)
        if stop is not None and len(hopeless(game, seat, decision)) == len(options) - 1:
            text = f"{AUTO}: no Persuasion Attempt has a chance, even with every talent bribed"
            return with_reason(stop, decision.rule, text)
        return None
    if not isinstance(options, AmountOptions) or options.low != 0:
        return None
    view = game.view(seat)
    context = decision.context
    base = context.get("base")
    persuader = view.senators.get(str(context.get("persuader")))
    if not isinstance(base, int) or persuader is None:
        return None
    if decision.kind == "persuasion.counter_bribe":
        if persuasion_chance(view, base + persuader.talents) == 0:
            text = f"{AUTO}: no counter-bribe, the attempt cannot succeed"
            return with_reason(Amount(0), decision.rule, text)
    elif decision.kind == "persuasion.bribe" and persuasion_chance(view, base + options.high) == 0:
        text = f"{AUTO}: no bribe, even {options.high} T leaves no chance"
        return with_reason(Amount(0), decision.rule, text)
    return None


def hopeless(game: Game, seat: int, decision: Decision) -> frozenset[str]:
    """The Persuasion Attempts of a choice that cannot succeed even with every talent the
    persuader holds bribed (1.07.41, 1.07.412): a front end folds them away."""
    if decision.kind != PERSUASION_ATTEMPT or isinstance(decision.options, AmountOptions):
        return frozenset()
    view = game.view(seat)
    senators = view.senators
    found = set()
    for option in decision.options:
        attempt = option.value
        if isinstance(attempt, Attempt):
            persuader = senators[attempt.persuader]
            base = base_number(view.catalog, senators, persuader, senators[attempt.target])
            if persuasion_chance(view, base + persuader.talents) == 0:
                found.add(option.key)
    return frozenset(found)


def auto_line(game: Game, seat: int, decision: Decision, choice: Choice) -> Line:
    """The recap's line for an automatic answer."""
    why = choice.why
    text = why.text if why is not None else AUTO
    return Line(
        f"{words.prompt(decision.prompt)}: {text}",
        decision.rule,
        (),
        "auto",
        game.context.faction_name(seat),
    )
