"""The spending Senator (4.03.2): who pays for a Neutral faction."""

from __future__ import annotations

from collections.abc import Sequence

from engine.context import Context
from engine.state import Senator


def spending_senator(ctx: Context, senators: Sequence[Senator], why: str) -> Senator | None:
    """The Senator with the most talents among those allowed to make the payment, ties 2d6
    (4.03.2, 4.01.3); None if nobody may pay."""
    if not senators:
        return None
    return ctx.best_by(senators, lambda s: s.talents, "4.03.2", why, name=lambda s: s.name)
