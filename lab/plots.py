"""A tournament's report as one PNG (matplotlib, Agg backend): Player win and Republic fall
rates with their 95% intervals, the Player's Influence share with its interval, end reasons,
and game lengths."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from engine.durable import replacing_bytes


def plot_report(report: Mapping[str, Any], path: str | Path) -> None:
    """Draw the report's four panels into ``path``."""
    entries = [e for e in report["entries"] if e["games"]]
    figure = Figure(figsize=(21, 5), layout="constrained")
    FigureCanvasAgg(figure)
    rates, share, reasons, lengths = figure.subplots(1, 4)
    title = f"{report['scenario']} scenario, {report['players']} Player(s)"
    figure.suptitle(title)
    draw_rates(rates, entries)
    draw_share(share, entries)
    draw_reasons(reasons, entries)
    draw_lengths(lengths, entries, report["games"])
    with replacing_bytes(path) as out:
        figure.savefig(out, dpi=100, format=Path(path).suffix[1:] or "png")


def draw_rates(axes: Axes, entries: Sequence[Mapping[str, Any]]) -> None:
    """Player wins and Republic falls (all lose, 1.12.1) per entry, with Wilson intervals."""
    width = 0.38
    for offset, metric, label in (
        (-width / 2, "player_win", "Player wins"),
        (width / 2, "republic_falls", "Republic falls (all lose)"),
    ):
        xs = [i + offset for i in range(len(entries))]
        rates = [e[metric]["rate"] for e in entries]
        below = [e[metric]["rate"] - e[metric]["low"] for e in entries]
        above = [e[metric]["high"] - e[metric]["rate"] for e in entries]
        axes.bar(xs, rates, width, yerr=[below, above], capsize=4, label=label)
    axes.set_xticks(range(len(entries)), [e["name"] for e in entries], rotation=20)
    axes.set_ylim(0, 1)
    axes.set_ylabel("share of games (95% interval)")
    axes.set_title("Player wins and Republic falls")
    axes.legend()


def draw_share(axes: Axes, entries: Sequence[Mapping[str, Any]]) -> None:
    """The Player's mean share of all factions' Influence at the game's end (the Era Ends
    measure of 1.12.2) per entry, with its bootstrap interval: it separates bots whose wins are
    too rare to."""
    means = [e["influence_share"]["mean"] for e in entries]
    below = [e["influence_share"]["mean"] - e["influence_share"]["low"] for e in entries]
    above = [e["influence_share"]["high"] - e["influence_share"]["mean"] for e in entries]
    axes.bar(range(len(entries)), means, yerr=[below, above], capsize=4, color="tab:green")
    axes.set_xticks(range(len(entries)), [e["name"] for e in entries], rotation=20)
    axes.set_ylim(0, max([0.25, *(m + a for m, a in zip(means, above, strict=True))]))
    axes.set_ylabel("mean share of all Influence (95% interval)")
    axes.set_title("Player's Influence share")


def draw_reasons(axes: Axes, entries: Sequence[Mapping[str, Any]]) -> None:
    """How each entry's games ended, as stacked shares."""
    names = [e["name"] for e in entries]
    reasons = list(entries[0]["end_reasons"]) if entries else []
    bottom = [0.0] * len(entries)
    for reason in reasons:
        shares = [e["end_reasons"][reason]["rate"] for e in entries]
        axes.bar(names, shares, bottom=bottom, label=reason)
        bottom = [b + s for b, s in zip(bottom, shares, strict=True)]
    axes.set_ylim(0, 1)
    axes.set_title("End reasons")
    axes.tick_params(axis="x", rotation=20)
    axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1, 1))


def draw_lengths(
    axes: Axes, entries: Sequence[Mapping[str, Any]], games: Sequence[Mapping[str, Any]]
) -> None:
    """Histograms of game length in turns, one outline per entry."""
    longest = max((g["turns"] for g in games), default=1)
    bins = [t - 0.5 for t in range(longest + 2)]
    for entry in entries:
        turns = [g["turns"] for g in games if entry["name"] in g["seats"]]
        axes.hist(turns, bins=bins, histtype="step", linewidth=2, label=entry["name"])
    axes.set_xlabel("turns")
    axes.set_ylabel("games")
    axes.set_title("Game length")
    axes.legend()
