"""`ror tune report`: a study's trials, best parameters, optimisation history and parameter
importances, as JSON, a table or plots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import optuna
from rich.table import Table

from engine.durable import replacing_bytes
from lab.stats import PAIRED_RATE_TEST
from lab.tune import (
    BASELINE_ATTR,
    HANDICAPS_ATTR,
    MEASURED_ATTR,
    METRICS_ATTR,
    load_config,
    objective_metrics,
)

IMPORTANCES_SHOWN = 15
"""Parameters drawn in the importance plot, most important first."""

TRIALS_PER_PARAMETER = 5
"""Complete trials per sampled parameter below which fANOVA's importances are noise."""

LEAST_TRIALS = 20
"""Complete trials below which importances are noise, however few the parameters."""


def importance_warning(complete: int, parameters: int) -> str | None:
    """A warning when ``complete`` trials are too few for the importances of ``parameters``
    sampled parameters to mean anything; None when they are enough."""
    needed = max(LEAST_TRIALS, TRIALS_PER_PARAMETER * parameters)
    if complete >= needed:
        return None
    return (
        f"warning: {complete} complete trials for {parameters} parameters; parameter "
        f"importances need about {needed} ({TRIALS_PER_PARAMETER} a parameter, at least "
        f"{LEAST_TRIALS}) to mean anything"
    )


def importances(study: optuna.Study) -> dict[str, float]:
    """Parameter importances (optuna's fANOVA), empty when too few trials differ."""
    complete = study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,))
    if len(complete) < 2 or len({t.value for t in complete}) < 2:
        return {}
    try:
        found = optuna.importance.get_param_importances(study)
    except (RuntimeError, ValueError):
        return {}
    return {name: round(value, 4) for name, value in found.items()}


def trial_rows(study: optuna.Study) -> list[dict[str, Any]]:
    """Every trial: number, state, value and the metrics it measured."""
    return [
        {
            "number": t.number,
            "state": t.state.name.lower(),
            "value": t.value,
            "metrics": t.user_attrs.get(METRICS_ATTR, {}),
        }
        for t in study.get_trials(deepcopy=False)
    ]


def study_report(study: optuna.Study) -> dict[str, Any]:
    """The study as one JSON-ready object."""
    complete = study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,))
    best: dict[str, Any] | None = None
    if complete:
        trial = study.best_trial
        best = {
            "number": trial.number,
            "value": trial.value,
            "params": trial.params,
            "metrics": trial.user_attrs.get(METRICS_ATTR, {}),
            "handicaps": trial.user_attrs.get(HANDICAPS_ATTR, {}),
        }
    baseline = next(
        (
            {"number": t.number, "value": t.value, "metrics": t.user_attrs.get(METRICS_ATTR, {})}
            for t in complete
            if t.user_attrs.get(BASELINE_ATTR)
        ),
        None,
    )
    parameters = len({name for t in complete for name in t.params})
    return {
        "study": study.study_name,
        "config": load_config(study).as_attrs(),
        "direction": study.direction.name.lower(),
        "trials": len(study.trials),
        "complete": len(complete),
        "best": best,
        "baseline": baseline,
        "measured": study.user_attrs.get(MEASURED_ATTR),
        "importances": importances(study),
        "importance_warning": importance_warning(len(complete), parameters),
        "history": trial_rows(study),
    }


def report_tables(report: dict[str, Any]) -> list[Table]:
    """The trials, the best parameters and the fresh-seed measurement as rich tables."""
    title = f"study {report['study']}: {report['trials']} trials"
    trials = Table(title=title, title_justify="left")
    metrics = objective_metrics(report["config"]["objective"])
    for column in ("trial", "state", "value", *metrics):
        trials.add_column(column, justify="right")
    baseline = (report["baseline"] or {}).get("number")
    for row in report["history"]:
        value = "-" if row["value"] is None else f"{row['value']:.4f}"
        if row["number"] == baseline:
            value += " (printed)"
        rates = [row["metrics"].get(metric) for metric in metrics]
        trials.add_row(
            str(row["number"]),
            row["state"],
            value,
            *("-" if rate is None else f"{rate:.3f}" for rate in rates),
        )
    tables = [trials]
    best = report["best"]
    if best is not None:
        params = Table(
            title=f"best trial {best['number']}: value {best['value']:.4f}", title_justify="left"
        )
        params.add_column("parameter", no_wrap=True)
        params.add_column("value", justify="right")
        params.add_column("importance", justify="right")
        for name, value in sorted(best["params"].items()):
            weight = report["importances"].get(name)
            shown = f"{value:.3f}" if isinstance(value, float) else str(value)
            params.add_row(name, shown, "-" if weight is None else f"{weight:.3f}")
        tables.append(params)
    measured = report["measured"]
    if measured is not None:
        fresh = Table(title="best trial on fresh seeds", title_justify="left")
        columns = (
            "trial",
            "metric",
            "games",
            "rate",
            "95% interval",
            "value",
            "printed",
            "best - printed [95%, uncorrected]",
            f"p ({PAIRED_RATE_TEST})",
        )
        for column in columns:
            fresh.add_column(column, justify="right")
        compared = "difference" in measured
        fresh.add_row(
            str(measured["trial"]),
            measured["metric"],
            str(measured["games"]),
            f"{measured['rate']:.3f}",
            f"{measured['low']:.3f}-{measured['high']:.3f}",
            f"{measured['value']:.4f}",
            f"{measured['printed_hits'] / measured['games']:.3f}" if compared else "-",
            f"{measured['difference']:+.3f} [{measured['difference_low']:+.3f},"
            f" {measured['difference_high']:+.3f}]"
            if compared
            else "-",
            f"{measured['difference_p']:.2g}" if compared else "-",
        )
        for metric in metrics[1:]:
            found = measured.get("estimates", {}).get(metric)
            if found is not None:
                rate, span = f"{found['rate']:.3f}", f"{found['low']:.3f}-{found['high']:.3f}"
                fresh.add_row("", metric, str(measured["games"]), rate, span, *"----")
        tables.append(fresh)
    return tables


def plot_report(report: dict[str, Any], path: Path) -> None:
    """Optimisation history (each trial and the best so far) and parameter importances."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (history, weights) = plt.subplots(1, 2, figsize=(13, 5))
    done = [row for row in report["history"] if row["value"] is not None]
    numbers = [row["number"] for row in done]
    values = [row["value"] for row in done]
    pick = min if report["direction"] == "minimize" else max
    running = [pick(values[: i + 1]) for i in range(len(values))]
    history.scatter(numbers, values, s=14, label="trial")
    history.step(numbers, running, where="post", color="tab:red", label="best so far")
    history.set_xlabel("trial")
    history.set_ylabel(f"value ({report['config']['objective']}, {report['direction']})")
    history.set_title("optimisation history")
    history.legend()
    shown = list(report["importances"].items())[:IMPORTANCES_SHOWN][::-1]
    weights.barh([name for name, _ in shown], [value for _, value in shown])
    weights.set_xlabel("importance (fANOVA)")
    few = not shown or report["importance_warning"] is not None
    weights.set_title("parameter importances" + (" (too few trials)" if few else ""))
    figure.tight_layout()
    with replacing_bytes(path) as out:
        figure.savefig(out, dpi=100, format=Path(path).suffix[1:] or "png")
    plt.close(figure)
