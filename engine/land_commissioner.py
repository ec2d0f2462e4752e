"""M. Fulvius Flaccus (7A, the Senator cards): in the Senate Phase, once Prosecutions are over, if a
Land Bill is in effect and nobody holds the Land Commissioner, he may take that Concession for
himself without a vote (1.09.61), in Rome or away from it (1.07.312).

Decision (of his faction): ``senate.claim_land_commissioner``: ``claim`` or ``decline``.
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import SENATE_CLAIM_LAND_COMMISSIONER
from engine.effects import handles_effect
from engine.senators import ability_at_work

CLAIM: Final = "claim"
DECLINE: Final = "decline"
"""Option keys: take the Land Commissioner, or leave it."""

KIND: Final = "land_commissioner"
"""The Concession kind of the Land Commissioner (concessions.toml)."""


@handles_effect("statesman", "claim_land_commissioner", rule="1.09.61")
def claim_land_commissioner(ctx: Context) -> Procedure:
    """A Statesman whose card says so may take the Land Commissioner from the Forum while a Land
    Bill is in effect (1.09.61, Fulvius Flaccus), away from Rome too (1.07.312)."""
    state = ctx.state
    if not state.land_bills:
        return
    card = next(c for c in ctx.catalog.concessions.concessions if c.kind == KIND)
    if card.card_no not in state.forum_concessions:
        return
    for senator in sorted(state.senators.values(), key=lambda s: s.key):
        if senator.faction is None or not ability_at_work(
            ctx.catalog, senator, "claim_land_commissioner"
        ):
            continue
        choice = yield ctx.ask(
            senator.faction,
            SENATE_CLAIM_LAND_COMMISSIONER,
            "1.09.61",
            [
                Option(DECLINE, None, "leave it in the Forum"),
                Option(CLAIM, None, f"{senator.name} takes the {card.name}"),
            ],
            f"{senator.name} may take the {card.name} without a vote",
            senator=senator.key,
        )
        assert isinstance(choice, Option)
        if choice.key != CLAIM:
            continue
        state.forum_concessions.remove(card.card_no)
        senator.concessions.append(card.card_no)
        ctx.record(
            ctx.faction_name(senator.faction),
            "concession",
            "1.09.61",
            f"{senator.name} takes the {card.name} without a vote",
            senator=senator.key,
            concession=card.card_no,
        )
        return
