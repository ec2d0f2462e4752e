"""A tournament's report for people: rich tables for the terminal, and the games as CSV."""

from __future__ import annotations

import csv
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.table import Table

from engine.durable import replacing_text

CSV_FIELDS = (
    "entry",
    "seed",
    "seats",
    "digest",
    "winner",
    "winner_entry",
    "end_reason",
    "turns",
    "decisions",
    "influence",
    "seconds",
    "error",
)


def interval(estimate: Mapping[str, float], key: str = "rate", percent: bool = True) -> str:
    """``12.0 [8.1, 17.4]`` (percent) or ``4.55 [4.31, 4.80]``."""
    scale = 100 if percent else 1
    value, low, high = (estimate[k] * scale for k in (key, "low", "high"))
    places = 1 if percent else 2
    return f"{value:.{places}f} [{low:.{places}f}, {high:.{places}f}]"


def entries_table(report: Mapping[str, Any]) -> Table:
    """One row per entry: games, rates and means with their 95% intervals."""
    two_player = report["players"] > 1
    table = Table(
        title=f"{report['scenario']} scenario, {report['players']} Player(s): 95% intervals",
        title_justify="left",
    )
    headings = (
        "entry",
        "games",
        "Player wins %",
        "survives %",
        "all lose % (1.12.1)",
        "Player out % (1.05.4)",
        "Influence share %",
        "mean turns",
        "errors",
    )
    for heading in headings:
        table.add_column(heading, justify="left" if heading == "entry" else "right")
    if two_player:
        table.add_column("wins % as Player 1 / 2", justify="right")
        table.add_column("strength (log-odds)", justify="right")
    for entry in report["entries"]:
        if not entry["games"]:
            table.add_row(entry["name"], "0")
            continue
        cells = [
            entry["name"],
            str(entry["games"]),
            interval(entry["player_win"]),
            interval(entry["survival"]),
            interval(entry["republic_falls"]),
            interval(entry["player_lost_alone"]),
            interval(entry["influence_share"], "mean"),
            interval(entry["mean_turns"], "mean", percent=False),
            str(entry["errors"]),
        ]
        if two_player:
            seats = [s.get("player_win", {}).get("rate") for s in entry["per_seat"].values()]
            cells.append(" / ".join("-" if r is None else f"{r * 100:.1f}" for r in seats))
            cells.append(f"{report['ratings']['strengths'][entry['name']]:+.2f}")
        table.add_row(*cells)
    return table


def comparisons_table(report: Mapping[str, Any]) -> Table:
    """One row per paired comparison, the primary endpoint's first: A - B with the interval of
    the row's test (uncorrected), its p-value uncorrected and Holm-corrected within its family
    (primary, secondary), and what pairing bought."""
    declared = report["endpoints"]
    table = Table(
        title=f"paired comparisons (rates in points of %): primary endpoint {declared['primary']},"
        " the others secondary, each family Holm-corrected; SE paired/unpaired below 1: pairing"
        " pays",
        title_justify="left",
    )
    headings = (
        "A",
        "B",
        "endpoint",
        "metric",
        "pairs",
        "A - B [95%, uncorrected]",
        "p (uncorrected)",
        "p (Holm, in family)",
        "test",
        "SE paired/unpaired",
    )
    for heading in headings:
        left = heading in ("A", "B", "endpoint", "metric", "test")
        table.add_column(heading, justify="left" if left else "right")
    for row in report["comparisons"]:
        percent = row["metric"] != "turns"
        estimate = {"rate": row["difference"], "low": row["low"], "high": row["high"]}
        pairing = row["pairing"]
        table.add_row(
            row["a"],
            row["b"],
            row["endpoint"],
            row["metric"],
            str(row["pairs"])
            if row["seeds"] == row["pairs"]
            else f"{row['pairs']} ({row['seeds']} seeds)",
            interval(estimate, percent=percent),
            p_text(row["p_unadjusted"]),
            p_text(row["p_value"]),
            row["method"],
            "-" if pairing is None else f"{pairing:.2f}",
        )
    return table


def ratings_table(report: Mapping[str, Any]) -> Table:
    """The Plackett-Luce fit: each difference of strengths and the seat effect, in log-odds with
    the bootstrap interval over seeds, and as a chance of winning."""
    rated = report["ratings"]
    table = Table(
        title="ratings (Plackett-Luce, log-odds; 95% bootstrap over seeds, uncorrected)",
        title_justify="left",
    )
    headings = ("A", "B", "games A / B ahead", "A - B [95%]", "A beats B from the same seat %")
    for heading in headings:
        table.add_column(heading, justify="left" if heading in ("A", "B") else "right")
    for row in rated["differences"]:
        shown = interval(row, "log_odds", percent=False)
        if row["separated"]:
            shown += " (one always ahead: bounded by the ridge only)"
        table.add_row(
            row["a"],
            row["b"],
            f"{row['a_ahead']} / {row['b_ahead']}",
            shown,
            f"{100 * row['a_beats_b']:.1f}",
        )
    seat = rated["seat_effect"]
    table.add_row(
        "first seat",
        "second seat",
        "",
        interval(seat, "log_odds", percent=False),
        f"{100 * seat['first_seat_wins']:.1f}",
    )
    return table


def p_text(p: float) -> str:
    """A p-value to two significant figures, or ``< 0.0001``."""
    return f"{p:.2g}" if p >= 1e-4 else "< 0.0001"


def write_csv(report: Mapping[str, Any], path: str | Path) -> None:
    """One row per game; the seats joined by ``;``."""
    with replacing_text(path) as out:
        writer = csv.DictWriter(out, fieldnames=CSV_FIELDS)
        writer.writeheader()
        for game in report["games"]:
            seats, influence = ";".join(game["seats"]), ";".join(map(str, game["influence"]))
            writer.writerow({**game, "seats": seats, "influence": influence})
