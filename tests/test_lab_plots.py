"""The tournament plot (lab/plots.py): its panels, the Influence share among them (issue 21,
item 6)."""

from __future__ import annotations

from pathlib import Path

from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from lab.plots import draw_share, plot_report


def entry(name: str, mean: float) -> dict[str, object]:
    rate = {"rate": 0.1, "low": 0.05, "high": 0.2}
    return {
        "name": name,
        "games": 2,
        "player_win": rate,
        "republic_falls": rate,
        "end_reasons": {"era_ends": {"games": 2, **rate}},
        "influence_share": {"mean": mean, "low": mean - 0.01, "high": mean + 0.02},
    }


def test_the_share_panel_draws_each_entrys_mean_share():
    axes = Figure().subplots()
    draw_share(axes, [entry("a", 0.12), entry("b", 0.2)])
    assert axes.get_title() == "Player's Influence share"
    bars = [bar for bar in axes.patches if isinstance(bar, Rectangle)]
    assert [round(bar.get_height(), 6) for bar in bars] == [0.12, 0.2]


def test_the_report_has_four_panels(tmp_path: Path) -> None:
    path = tmp_path / "t.png"
    games = [{"turns": 3, "seats": ["a"]}, {"turns": 4, "seats": ["b"]}]
    report = {"scenario": "early", "players": 1, "entries": [entry("a", 0.1), entry("b", 0.2)]}
    plot_report({**report, "games": games}, path)
    assert path.read_bytes().startswith(b"\x89PNG")
