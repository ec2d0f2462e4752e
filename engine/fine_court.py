"""The standing court of the Calpurnian and Acilian Laws (1.07.36, the Law cards): once a turn, in
the Senate Phase of the turn a corrupt Governor came back to Rome, the fining authority may fine one
such ex-Governor in Rome 1d6 talents. It is no Prosecution: no appeal, no veto. He pays from his
Personal Treasury, then his Faction Treasury, and loses any rest as equal Popularity and
Influence. The Calpurnian Law gives the power to the Censor; the Acilian moves it to the faction
with the most Knights (ties by a die roll, 1.04.8).

Decision (of the fining faction; a Neutral's is delegated to the Dominant Player, 4.02.2):
``law.fine``: ``none`` or the key of the ex-Governor fined.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import LAW_FINE
from engine.effects import handles_effect
from engine.queries import in_rome
from engine.schemas.laws import FineCourtEffect, LawCard
from engine.senators import change_popularity
from engine.state import Office, Senator
from engine.treasury import to_bank

NONE: Final = "none"
"""The option to fine nobody."""


def fine_court_law(ctx: Context) -> LawCard | None:
    """The fining Law in force: the Acilian if it is, else the Calpurnian, else None."""
    court = [
        law
        for law in ctx.catalog.laws.laws
        if law.card_no in ctx.state.laws and isinstance(law.effect, FineCourtEffect)
    ]
    court.sort(key=lambda law: law.requires_law is None)
    return court[0] if court else None


def fining_seat(ctx: Context, effect: FineCourtEffect) -> int | None:
    """The faction holding the power to fine: the Censor's, or the one with most Knights."""
    state = ctx.state
    if effect.fining_authority == "censor":
        censor = next(
            (s for s in state.senators.values() if Office.CENSOR in s.offices and in_rome(s)),
            None,
        )
        return censor.faction if censor is not None else None
    knights = {
        f.seat: sum(s.knights for s in state.faction_senators(f.seat)) for f in state.factions
    }
    most = max(knights.values(), default=0)
    if most == 0:
        return None
    tied = [seat for seat, count in knights.items() if count == most]
    if len(tied) == 1:
        return tied[0]
    return ctx.tie_break(tied, "1.04.8", "the faction with most Knights", name=ctx.faction_name)


@handles_effect("law", "fine_court", rule="1.07.36")
def fine_court(ctx: Context, returned: Collection[str]) -> Procedure:
    """The fining authority may fine one of the corrupt Governors back in Rome this turn
    (``returned``) 1d6 talents (1.07.36, the Law cards)."""
    law = fine_court_law(ctx)
    if law is None:
        return
    assert isinstance(law.effect, FineCourtEffect)
    state = ctx.state
    accused = [state.senators[k] for k in sorted(returned) if k in state.senators]
    accused = [s for s in accused if in_rome(s)]
    if not accused:
        return
    seat = fining_seat(ctx, law.effect)
    if seat is None:
        return
    options = [Option(NONE, None, "fine nobody")]
    options += [Option(s.key, s.key, f"fine {s.name} {law.effect.fine_dice}d6 T") for s in accused]
    prompt = f"{law.name}: fine a corrupt ex-Governor?"
    decision = ctx.ask(seat, LAW_FINE, "1.07.36", options, prompt)
    if not state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    assert isinstance(choice, Option)
    if choice.key != NONE:
        levy_fine(ctx, seat, law, state.senators[choice.key])


def levy_fine(ctx: Context, seat: int, law: LawCard, senator: Senator) -> None:
    """The fine goes to the Bank from his Personal Treasury, then his Faction Treasury; the rest
    costs him as much Popularity and Influence (the Law cards)."""
    assert isinstance(law.effect, FineCourtEffect)
    dice = ctx.dice.roll(law.effect.fine_dice, "fine", senator.key)
    fine = sum(dice)
    own = min(fine, senator.talents)
    senator.talents -= to_bank(ctx.state, own)
    rest = fine - own
    faction_paid = 0
    if rest and senator.faction is not None:
        faction = ctx.state.factions[senator.faction]
        faction_paid = min(rest, faction.treasury)
        faction.treasury -= to_bank(ctx.state, faction_paid)
        rest -= faction_paid
    if rest:
        change_popularity(ctx.catalog, senator, -rest)
        floor = ctx.catalog.tables.limits.influence_min
        senator.influence = max(floor, senator.influence - rest)
    shortfall = f", {rest} in Popularity and Influence" if rest else ""
    ctx.record(
        ctx.faction_name(seat),
        "fine",
        "1.07.36",
        f"{law.name}: {senator.name} is fined {fine} T ({own} T his own, {faction_paid} T his "
        f"faction's{shortfall})",
        dice=dice,
        senator=senator.key,
    )
