"""A tournament's endpoints: what its comparisons measure, which one is primary, and how the
p-values are corrected (issue 31: one declared primary endpoint, the rest secondary and
corrected together). Light, so the command line checks ``--primary`` before it plays."""

from __future__ import annotations

from typing import Any

from engine.quoting import quoted

SOLITAIRE_METRICS = ("survival", "player_win", "player_lost_alone", "influence_share", "turns")
TWO_PLAYER_METRICS = ("player_win", "influence_share")
"""What the comparisons measure, the default primary endpoint first."""


def metrics_of(players: int) -> tuple[str, ...]:
    """The metrics compared in a tournament of ``players`` Players."""
    return SOLITAIRE_METRICS if players == 1 else TWO_PLAYER_METRICS


def endpoints(players: int, primary: str | None = None) -> dict[str, Any]:
    """The primary endpoint (``primary``, else the first metric: survival in solitaire, the
    Player's wins in two-player), the secondary ones, and how each family is corrected;
    ValueError naming the metrics for one not compared."""
    metrics = metrics_of(players)
    chosen = primary or metrics[0]
    if chosen not in metrics:
        raise ValueError(
            f"--primary {quoted(chosen)} is not compared with {players} Player(s):"
            f" choose from {', '.join(metrics)}"
        )
    return {
        "primary": chosen,
        "secondary": [m for m in metrics if m != chosen],
        "correction": "Holm over the primary metric's pairs of entries; Holm over every"
        " secondary comparison together",
    }
