"""The information-state tensor's recall block (docs/adapters.md): a fixed-size record of what a
player did and of the public count of moves, appended to its observation so that the tensor
remembers its own past answers (OpenSpiel's information state, for CFR-family methods).

Only the player's own answers are recorded, and of the other players only how many answers
they gave (who is to move is public); what another seat chose never appears. The block, in
order (``RECALL``):

1. ``answers/100``, ``other_answers/100``: the player's answers so far, and the others';
2. ``answered_kind=K/10``: the player's answers per decision kind (``KIND_NAMES`` plus one for
   an unknown kind);
3. ``LAST`` rows of the player's latest answers, the latest first (``PAST``): present, its
   kind one-hot and the action (the option's index) / ``ACTIONS``.

Counts are divided by the scale in the name and clipped to 1. The tensor is a summary: two
pasts with the same counts that differ only before the last ``LAST`` answers get the same
block (the information-state string tells every past apart).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from adapters.actions import ACTIONS
from adapters.observation import KIND_NAMES, kind_index

LAST = 4
"""The latest answers recorded one by one."""

KINDS_SEEN = (*KIND_NAMES, "other")
"""The kinds counted and one-hot: the catalogue in name order, then any other."""

PAST = ("present", *(f"kind={k}" for k in KINDS_SEEN), "action/ACTIONS")
"""One of the latest answers."""

RECALL = (
    "answers/100",
    "other_answers/100",
    *(f"answered_kind={k}/10" for k in KINDS_SEEN),
    *(f"last{n}_{f}" for n in range(1, LAST + 1) for f in PAST),
)
"""The recall block's features, in order."""

RECALL_SIZE = len(RECALL)
"""The length of the recall block."""

Answer = tuple[int, int]
"""An answer as recorded: its kind's index in ``KINDS_SEEN`` and the action."""


def answer_of(kind: str, action: int) -> Answer:
    """The record of an answer to a decision of ``kind``."""
    return (kind_index(kind), action)


def recall_block(own: Sequence[Answer], others: int) -> NDArray[np.float32]:
    """The recall block of a player who gave ``own`` answers while the others gave ``others``."""
    block = np.zeros(RECALL_SIZE, dtype=np.float32)
    block[0] = min(len(own) / 100, 1.0)
    block[1] = min(others / 100, 1.0)
    kinds = len(KINDS_SEEN)
    counts = np.bincount([kind for kind, _ in own], minlength=kinds)[:kinds]
    block[2 : 2 + kinds] = np.minimum(counts / 10, 1.0)
    start, width = 2 + kinds, len(PAST)
    for row, (kind, action) in enumerate(reversed(own[-LAST:])):
        at = start + row * width
        block[at] = 1.0
        block[at + 1 + kind] = 1.0
        block[at + width - 1] = action / ACTIONS
    return block
