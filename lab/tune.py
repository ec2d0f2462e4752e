"""`ror tune`: optuna over the tunable Guideline fields (section IV) and, with ``--handicaps``,
the handicaps' magnitudes (issue 21; lab/handicap_space.py), scored by whole games.

Every trial plays the same seeds (``seed``, ``seed + 1``, ...; common random numbers), so two
trials differ only by their Guidelines and handicaps; trial 0 of a Guideline study plays the
printed Guidelines, the baseline. The best trial is then re-measured on fresh seeds
(``seed + FRESH_SEEDS``, ...) together with the printed game (printed Guidelines, no handicap)
on the same seeds, and that measurement (the best trial's rate with its 95%
Wilson interval, and its paired difference from the printed Guidelines with Tango's score
interval and test, uncorrected) is what the study reports and what the written Guideline files
name: the value a trial won with is biased upwards by the search itself. A study
lives in its optuna storage; running the same command again adds trials to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

import optuna
import sqlalchemy.exc

from common.simulate import ERROR, GameRecord, Setup, simulate
from engine.context import GameOptions
from engine.outcome import republic_survives
from engine.quoting import quoted
from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, NeutralRole
from lab.guideline_files import write_guideline_set
from lab.handicap_space import suggest_handicaps
from lab.stats import PAIRED_RATE_TEST, paired_rate_difference, wilson
from lab.tunable import card_params, suggest_set
from solo.rulings import with_rulings

METRICS = ("player_win_rate", "survival", "neutral_win_rate")
"""What an objective can measure, each a share of the games: a Player faction won; the
Republic survived (``engine.outcome.republic_survives``: it did not fall, 1.12.1, 1.12.3; a
solitaire Player out on his own, 1.05.4, leaves it standing); a Neutral won (a loss for the Player,
4.08.1)."""

FRESH_SEEDS = 1_000_000
"""Offset of the seeds the best trial is re-measured on, far from any trial's seeds."""

CONFIG_ATTR = "config"
MEASURED_ATTR = "measured"
METRICS_ATTR = "metrics"
BASELINE_ATTR = "printed"
HANDICAPS_ATTR = "handicaps"
"""Marks trial 0 of a study: the printed Guidelines, the baseline every trial is compared to."""

Storage = str | optuna.storages.BaseStorage


class TuneError(ValueError):
    """A bad objective, an unknown study or a study made with another configuration."""


@dataclass(frozen=True, slots=True)
class Objective:
    """A metric to maximise (``survival``) or to bring near a target (``player_win_rate=0.5``)."""

    metric: str
    target: float | None = None

    @classmethod
    def parse(cls, text: str) -> Objective:
        """``METRIC`` or ``METRIC=TARGET`` with a target between 0 and 1."""
        metric, sep, target = text.partition("=")
        metric = metric.strip()
        if metric not in METRICS:
            known = ", ".join(METRICS)
            raise TuneError(f"unknown objective {quoted(metric)} (choose from {known})")
        if not sep:
            return cls(metric)
        try:
            value = float(target)
        except ValueError:
            raise TuneError(f"objective target {quoted(target)} is not a number") from None
        if not 0.0 <= value <= 1.0:
            raise TuneError(f"objective target {value} is not a share between 0 and 1")
        return cls(metric, value)

    @property
    def direction(self) -> Literal["minimize", "maximize"]:
        """optuna's direction: the distance to a target is minimised, a bare metric maximised."""
        return "maximize" if self.target is None else "minimize"

    def score(self, metrics: Mapping[str, float]) -> float:
        """The trial value of measured metrics."""
        rate = metrics[self.metric]
        return rate if self.target is None else abs(rate - self.target)

    def __str__(self) -> str:
        return self.metric if self.target is None else f"{self.metric}={self.target:g}"


@dataclass(frozen=True, slots=True)
class Objectives:
    """One objective, or several, each with a target, whose distances are summed and
    minimised (``survival=0.5,player_win_rate=0.2``)."""

    items: tuple[Objective, ...]

    @classmethod
    def parse(cls, text: str) -> Objectives:
        """Comma-separated objectives; TuneError for none, a repeated metric, or several with
        one lacking a target."""
        items = tuple(Objective.parse(part) for part in text.split(",") if part.strip())
        if not items:
            raise TuneError("no objective given")
        metrics = [o.metric for o in items]
        if len(set(metrics)) < len(metrics):
            raise TuneError(f"objective {quoted(text)} names a metric twice")
        if len(items) > 1 and any(o.target is None for o in items):
            raise TuneError(
                "several objectives each need a target (METRIC=TARGET): their distances are"
                " summed"
            )
        return cls(items)

    @property
    def metric(self) -> str:
        """The first objective's metric, the one the fresh-seed comparison reports."""
        return self.items[0].metric

    @property
    def metrics(self) -> list[str]:
        """Every objective's metric."""
        return [o.metric for o in self.items]

    @property
    def direction(self) -> Literal["minimize", "maximize"]:
        """optuna's direction (``Objective.direction``; several: minimised distances)."""
        return self.items[0].direction if len(self.items) == 1 else "minimize"

    def score(self, metrics: Mapping[str, float]) -> float:
        """The trial value: the one objective's score, or the sum of the distances."""
        return sum(o.score(metrics) for o in self.items)

    def __str__(self) -> str:
        return ",".join(str(o) for o in self.items)


def objective_metrics(text: str) -> list[str]:
    """The metrics of a stored objective string."""
    return [part.split("=")[0] for part in text.split(",")]


def hits(record: GameRecord) -> dict[str, bool]:
    """Whether a game counts for each metric; a game that ended in an error counts for none."""
    played = record.end_reason != ERROR
    won = played and record.winner is not None
    neutral = won and record.winner in NEUTRAL_ROLES
    return {
        "player_win_rate": won and not neutral,
        "survival": republic_survives(record.end_reason),
        "neutral_win_rate": neutral,
    }


def successes(records: Sequence[GameRecord]) -> dict[str, int]:
    """Games counted for each metric (``hits``)."""
    counted = [hits(r) for r in records]
    return {metric: sum(c[metric] for c in counted) for metric in METRICS}


def rates(records: Sequence[GameRecord]) -> dict[str, float]:
    """Each metric as a share of all the games."""
    return {name: count / len(records) for name, count in successes(records).items()}


@dataclass(frozen=True, slots=True)
class TuneConfig:
    """What a study is about; a resumed study must be run with the same configuration."""

    scenario: str
    players: int
    player_bot: str
    games: int
    seed: int
    neutrals: tuple[NeutralRole, ...]
    objective: str
    handicaps: tuple[str, ...] = ()
    """The handicap ranges searched (lab/handicap_space.py); none in a Guideline study."""

    def as_attrs(self) -> dict[str, Any]:
        """JSON-ready, as stored in the study (no ``handicaps`` when none, as studies made
        before them were stored)."""
        data = asdict(self)
        data["neutrals"] = list(self.neutrals)
        data["handicaps"] = list(self.handicaps)
        if not self.handicaps:
            del data["handicaps"]
        return data

    @property
    def parsed_objective(self) -> Objectives:
        """The objectives."""
        return Objectives.parse(self.objective)

    def setup(self, chosen: GuidelineSet, handicaps: Mapping[str, str] | None = None) -> Setup:
        """The simulation set-up of a trial that plays by ``chosen`` with these handicap
        values."""
        options = with_rulings(GameOptions(), handicaps or {})
        return Setup(self.scenario, self.players, self.player_bot, chosen, options=options)


@dataclass(frozen=True, slots=True)
class Measurement:
    """The best trial played on fresh seeds: the objective's metric with its interval."""

    trial: int
    metric: str
    hits: int
    games: int
    first_seed: int
    rate: float
    low: float
    high: float
    value: float
    metrics: dict[str, float]
    printed_hits: int
    """The printed Guidelines' count of the metric on the same seeds."""
    difference: float
    """Best trial minus printed Guidelines, paired by seed, with its interval and p-value (Tango's
    score test and the interval inverting it, lab.stats; no correction)."""
    difference_low: float
    difference_high: float
    difference_p: float
    estimates: dict[str, dict[str, float]] = field(default_factory=dict)
    """Every metric's rate on the fresh seeds with its 95% Wilson interval."""
    handicaps: dict[str, str] = field(default_factory=dict)
    """The handicap values the best trial played with."""

    def as_attrs(self) -> dict[str, Any]:
        """JSON-ready."""
        return asdict(self)


def open_storage(storage: Storage) -> optuna.storages.BaseStorage:
    """The optuna storage a URL names; TuneError with a one-line reason if it cannot be opened."""
    try:
        return optuna.storages.get_storage(storage)
    except (sqlalchemy.exc.SQLAlchemyError, ValueError) as exc:
        reason = " ".join(str(exc).split("\n")[0].split())
        raise TuneError(f"cannot open the storage {storage}: {reason}") from None


def open_study(storage: Storage, name: str, config: TuneConfig) -> optuna.Study:
    """The study ``name`` in ``storage``, created for ``config`` (its first trial the printed
    Guidelines) or resumed if it was made with the same one; TuneError otherwise."""
    direction = config.parsed_objective.direction
    study = optuna.create_study(
        storage=open_storage(storage), study_name=name, direction=direction, load_if_exists=True
    )
    stored = study.user_attrs.get(CONFIG_ATTR)
    if stored is None:
        study.set_user_attr(CONFIG_ATTR, config.as_attrs())
        if config.handicaps:
            return study
        printed = GuidelineSet.default()
        baseline = {k: v for r in config.neutrals for k, v in card_params(r, printed[r]).items()}
        study.enqueue_trial(baseline, user_attrs={BASELINE_ATTR: True})
    elif stored != config.as_attrs():
        changed = sorted(k for k, v in config.as_attrs().items() if stored.get(k) != v)
        raise TuneError(
            f"study {quoted(name)} was made with other settings ({', '.join(changed)} differ);"
            " use the same ones to resume it, or another --study"
        )
    return study


def trial_objective(config: TuneConfig, jobs: int) -> Callable[[optuna.Trial], float]:
    """The function optuna calls: sample the Guidelines and handicaps, play the games, score
    them."""
    objective = config.parsed_objective

    def run(trial: optuna.Trial) -> float:
        chosen = suggest_set(trial, GuidelineSet.default(), config.neutrals)
        values = suggest_handicaps(trial, config.handicaps)
        result = simulate(config.setup(chosen, values), config.seed, config.games, jobs)
        metrics = rates(result.records)
        trial.set_user_attr(METRICS_ATTR, metrics)
        trial.set_user_attr(HANDICAPS_ATTR, values)
        trial.set_user_attr("errors", len(result.errors))
        return objective.score(metrics)

    return run


def best_guidelines(study: optuna.Study, config: TuneConfig) -> GuidelineSet:
    """The Guidelines the best trial played by, rebuilt from its parameters."""
    fixed = optuna.trial.FixedTrial(study.best_trial.params)
    return suggest_set(fixed, GuidelineSet.default(), config.neutrals)


def best_handicaps(study: optuna.Study, config: TuneConfig) -> dict[str, str]:
    """The handicap values the best trial played with, rebuilt from its parameters."""
    return suggest_handicaps(optuna.trial.FixedTrial(study.best_trial.params), config.handicaps)


def measure(study: optuna.Study, config: TuneConfig, games: int, jobs: int) -> Measurement:
    """Play the best trial's Guidelines on ``games`` fresh seeds (stored in the study; a
    measurement of the same trial over as many games is reused)."""
    best = study.best_trial
    stored = study.user_attrs.get(MEASURED_ATTR)
    if (
        stored is not None
        and stored["trial"] == best.number
        and stored["games"] == games
        and "difference" in stored
    ):
        return Measurement(**stored)
    first_seed = config.seed + FRESH_SEEDS
    values = best_handicaps(study, config)
    result = simulate(
        config.setup(best_guidelines(study, config), values), first_seed, games, jobs
    )
    printed = simulate(config.setup(GuidelineSet.default()), first_seed, games, jobs)
    objective = config.parsed_objective
    found = [hits(r)[objective.metric] for r in result.records]
    baseline = [hits(r)[objective.metric] for r in printed.records]
    cells = Counter(zip(found, baseline, strict=True))
    difference, p = paired_rate_difference(
        cells[True, True], cells[True, False], cells[False, True], cells[False, False]
    )
    metrics = rates(result.records)
    interval = wilson(sum(found), games)
    low, high = interval.low, interval.high
    measured = Measurement(
        trial=best.number,
        metric=objective.metric,
        hits=sum(found),
        games=games,
        first_seed=first_seed,
        rate=sum(found) / games,
        low=low,
        high=high,
        value=objective.score(metrics),
        metrics=metrics,
        printed_hits=sum(baseline),
        difference=difference.value,
        difference_low=difference.low,
        difference_high=difference.high,
        difference_p=p,
        estimates={
            name: wilson(count, games).as_dict()
            for name, count in successes(result.records).items()
        },
        handicaps=values,
    )
    study.set_user_attr(MEASURED_ATTR, measured.as_attrs())
    return measured


def header(study: optuna.Study, config: TuneConfig, measured: Measurement) -> list[str]:
    """The comment lines naming how a written Guideline file was found and what it measured."""
    return [
        f"Found by `ror tune` (study {study.study_name!r}, trial {measured.trial}) for the"
        f" objective {config.objective}.",
        f"Measured {measured.metric} = {measured.rate:.3f} (95% Wilson interval"
        f" {measured.low:.3f}-{measured.high:.3f}) over {measured.games} fresh"
        f" {config.scenario} games (seeds from {measured.first_seed}), {config.players}"
        f" Player(s) played by {config.player_bot}"
        + (f", handicaps {measured.handicaps}." if measured.handicaps else "."),
        f"On the same seeds the printed Guidelines: {measured.printed_hits / measured.games:.3f};"
        f" {difference_text(measured)}.",
        "Check it with `ror guidelines validate FILE`; play it with --guidelines NAME=FILE.",
    ]


def difference_text(measured: Measurement) -> str:
    """The paired difference from the printed Guidelines, in words."""
    return (
        f"best - printed {measured.difference:+.3f} (95% {measured.difference_low:+.3f} to"
        f" {measured.difference_high:+.3f}, {PAIRED_RATE_TEST} p = {measured.difference_p:.2g},"
        " uncorrected)"
    )


def write_best(
    study: optuna.Study, config: TuneConfig, measured: Measurement, out: Path
) -> list[Path]:
    """Write the best trial's four Guideline files into ``out``."""
    chosen = best_guidelines(study, config)
    return write_guideline_set(out, chosen, header(study, config, measured))


def run_tune(
    storage: Storage,
    name: str,
    config: TuneConfig,
    trials: int,
    jobs: int = 1,
    measure_games: int | None = None,
    on_trial: Callable[[optuna.Study, optuna.trial.FrozenTrial], None] | None = None,
) -> tuple[optuna.Study, Measurement]:
    """Add ``trials`` trials to the study, then re-measure its best trial on fresh seeds."""
    study = open_study(storage, name, config)
    sampler = optuna.samplers.TPESampler(seed=config.seed + len(study.trials))
    study.sampler = sampler
    callbacks = [on_trial] if on_trial is not None else None
    study.optimize(trial_objective(config, jobs), n_trials=trials, callbacks=callbacks)
    return study, measure(study, config, measure_games or config.games, jobs)


def load_config(study: optuna.Study) -> TuneConfig:
    """The configuration a study was made with."""
    data = dict(study.user_attrs[CONFIG_ATTR])
    data["neutrals"] = tuple(data["neutrals"])
    return TuneConfig(**data)


def load_study(storage: Storage, name: str) -> optuna.Study:
    """An existing study; TuneError if the storage has none of that name."""
    try:
        study = optuna.load_study(study_name=name, storage=open_storage(storage))
    except KeyError:
        raise TuneError(f"no study {quoted(name)} in {storage}") from None
    if CONFIG_ATTR not in study.user_attrs:
        raise TuneError(f"study {quoted(name)} was not made by `ror tune`")
    return study
