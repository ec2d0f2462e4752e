"""Auto-pass: decisions the program may answer for a person because no answer can change the
outcome: one legal option, a counter-bribe against a Persuasion Attempt that cannot succeed
whatever the persuader adds, or a bribe when even every talent leaves no chance (1.07.41,
1.07.412, 1.07.413). The answer carries a Reason naming the rule, so the session's undo passes
over it as it does over a Neutral's and the recap lists it."""

from __future__ import annotations

from engine.decision import Amount, AmountOptions, Choice, Decision, with_reason
from engine.game import Game
from presentation.model import Line
from presentation.odds import persuasion_chance

AUTO = "auto-pass"
"""How an automatic answer's Reason begins."""


def auto_answer(game: Game, seat: int, decision: Decision) -> Choice | None:
    """The answer the program gives for ``seat``, with its Reason; None when the person must
    choose. Chance entries (table mode) are never answered."""
    if decision.kind.startswith("chance."):
        return None
    options = decision.options
    if len(options) == 1:
        return with_reason(options[0], decision.rule, f"{AUTO}: the only option")
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


def auto_line(game: Game, seat: int, decision: Decision, choice: Choice) -> Line:
    """The recap's line for an automatic answer."""
    why = choice.why
    text = why.text if why is not None else AUTO
    return Line(
        f"{decision.prompt}: {text}", decision.rule, (), "auto", game.context.faction_name(seat)
    )
