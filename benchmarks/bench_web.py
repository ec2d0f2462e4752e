"""The web table's speed as a person feels it: from a click on an option (or an amount given)
in headless Chromium to the next board drawn (the answer over the WebSocket, the Neutrals'
turn, the autosave, the page's parts rendered and swapped in, the next frame), median and 90th
percentile over an Early solitaire game whose answers the heuristic Player picks; and the
first page's weight (the page, its style, script and emblem). Budgets: 100 ms median, 500 KB.

The server is `ror serve` in its own process, as a person runs it. Run as
``python -m benchmarks.bench_web`` (needs Debian's chromium and the web extra).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: benchmark this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_play import percentile
from bots.heuristic import HeuristicPlayer
from engine.decision import AmountOptions
from play.session import PlaySession, PlaySetup
from tests.web_support import browser, serving_process, version, wait_version

CLICK_BUDGET_MS = 100.0
PAGE_BUDGET_KB = 500.0

TIMER = """
window.__times = [];
let started = null;
const start = () => { started = performance.now(); };
document.addEventListener("click", start, true);
document.addEventListener("submit", start, true);
document.addEventListener("rendered", () => {
  const from = started;
  started = null;
  if (from === null) return;
  requestAnimationFrame(() => setTimeout(() => window.__times.push(performance.now() - from), 0));
}, true);
"""
"""Page script: the time from each click or submit to the frame after the board it brought."""


def play_clicks(clicks: int, seed: int, work: Path) -> dict[str, Any]:
    """Play up to ``clicks`` answers by clicking on `ror serve`'s page; the click-to-board
    times and the first page's weight. The heuristic Player picks each answer on a twin of the
    served game (same seed, same answers, so the same game) kept in this process."""
    twin = PlaySession.new(PlaySetup(seed=seed), work / "twin.json")
    agent = HeuristicPlayer(seed)
    weights: dict[str, int] = {}
    arguments = ["serve", "--seed", str(seed), "--new", "--save", str(work / "served.json")]
    with browser() as chromium, serving_process(arguments, work) as links:
        context = chromium.new_context(viewport={"width": 1440, "height": 900})
        context.add_init_script(TIMER)
        context.on("response", lambda r: weights.setdefault(r.url, len(r.body())))
        page = context.new_page()
        page.goto(links["Player"])
        page.wait_for_selector("#connection.ok")
        given = 0
        while given < clicks and (decision := twin.pending) is not None:
            key = agent.decide(twin.view(), decision).key
            before = version(page)
            if isinstance(decision.options, AmountOptions):
                page.fill("#amount", key)
                page.press("#amount", "Enter")
            else:
                page.click(f'button.option[data-key="{key}"]')
            wait_version(page, before)
            twin.answer(key)
            given += 1
        page.wait_for_function(f"window.__times.length >= {given}")
        times = [float(t) for t in page.evaluate("window.__times")]
    return {"times": times, "page_bytes": sum(weights.values()), "files": len(weights)}


def run(clicks: int, seed: int) -> dict[str, Any]:
    """The timings in milliseconds and the first page's weight in KB."""
    with tempfile.TemporaryDirectory() as work:
        found = play_clicks(clicks, seed, Path(work))
    ms = found["times"]
    return {
        "python": platform.python_version(),
        "scenario": "early",
        "seed": seed,
        "clicks": len(ms),
        "median_ms": round(statistics.median(ms), 1),
        "p90_ms": round(percentile(ms, 0.9), 1),
        "max_ms": round(max(ms), 1),
        "click_budget_ms": CLICK_BUDGET_MS,
        "load_average": round(os.getloadavg()[0], 1),
        "first_page_kb": round(found["page_bytes"] / 1024, 1),
        "first_page_files": found["files"],
        "page_budget_kb": PAGE_BUDGET_KB,
    }


def main(argv: list[str] | None = None) -> None:
    """Print the timings (``--json`` for one JSON object); exit 1 over a budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=150, help="answers to click (default 150)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(args.clicks, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['clicks']} clicks, Early seed {args.seed}: median {result['median_ms']} ms, "
            f"90th percentile {result['p90_ms']} ms, max {result['max_ms']} ms "
            f"(budget: median under {CLICK_BUDGET_MS:.0f} ms)"
        )
        print(f"load average {result['load_average']} on {os.cpu_count()} cores")
        print(
            f"first page: {result['first_page_kb']} KB in {result['first_page_files']} files "
            f"(budget {PAGE_BUDGET_KB:.0f} KB)"
        )
    over = result["median_ms"] > CLICK_BUDGET_MS or result["first_page_kb"] > PAGE_BUDGET_KB
    if over:
        sys.exit(1)


if __name__ == "__main__":
    main()
