"""The tunable space of a Guideline card: the fields its schema marks ``tunable``, sampled by an
optuna trial (section IV: 4.01.2-4.05.4).

A parameter is named ``<role>.<dotted field path>``, e.g. ``plutocrats.knights_talents``; a
subset gives one yes/no parameter per choice (``imperials.charity.games``), a ranked subset (the
Spoils list) one float key and one yes/no per choice (``conservatives.spoils.censor``,
``conservatives.spoils.censor.kept``): the kept items sorted by key, at least one. A field inside a
discriminated union (the Revenue split) is tuned within the card's own mode; the setup order and
the Temporary Rome Consul are not tunable, so a sampled set always fits together (4.01.2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, cast

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from guidelines.loader import GuidelineSet, NeutralRole, role_named
from guidelines.schema import TUNABLE, Guideline

Spec = Mapping[str, Any]
"""A field's tunable mark: ``{"kind": ..., "low"/"high"/"step"/"choices": ...}``."""


class Suggester(Protocol):
    """The part of an optuna trial (or FixedTrial) a sampled Guideline needs."""

    def suggest_int(self, name: str, low: int, high: int, *, step: int = 1) -> int: ...

    def suggest_float(self, name: str, low: float, high: float) -> float: ...

    def suggest_categorical(self, name: str, choices: Any) -> Any: ...


@dataclass(frozen=True, slots=True)
class TunableField:
    """One marked field: where it is (dotted path) and its tunable spec."""

    path: str
    spec: Spec


def tunable_spec(info: FieldInfo) -> Spec | None:
    """The tunable mark of a pydantic field, or None."""
    extra = info.json_schema_extra
    if not isinstance(extra, dict):
        return None
    spec = extra.get(TUNABLE)
    return cast(Spec, spec) if isinstance(spec, dict) else None


def tunable_fields(model: BaseModel, prefix: str = "") -> list[TunableField]:
    """Every marked field of a model instance, descending into nested models (the instance's
    own class, so a union is tuned within its chosen variant)."""
    found: list[TunableField] = []
    for name, info in type(model).model_fields.items():
        spec = tunable_spec(info)
        value = getattr(model, name)
        if spec is not None:
            found.append(TunableField(f"{prefix}{name}", spec))
        elif isinstance(value, BaseModel):
            found += tunable_fields(value, f"{prefix}{name}.")
    return found


def _suggest(trial: Suggester, name: str, spec: Spec) -> Any:
    """A value for one field of kind ``spec["kind"]``."""
    kind = spec["kind"]
    if kind == "int":
        return trial.suggest_int(name, spec["low"], spec["high"], step=spec.get("step", 1))
    if kind == "choice":
        return trial.suggest_categorical(name, list(spec["choices"]))
    if kind == "subset":
        return [c for c in spec["choices"] if trial.suggest_categorical(f"{name}.{c}", [0, 1])]
    if kind == "ranked_subset":
        keys = {item: trial.suggest_float(f"{name}.{item}", 0.0, 1.0) for item in spec["choices"]}
        kept = [c for c in spec["choices"] if trial.suggest_categorical(f"{name}.{c}.kept", [0, 1])]
        ranked = sorted(kept or [min(keys, key=keys.__getitem__)], key=keys.__getitem__)
        return ranked
    if kind == "graft_die":
        low, high = int(spec["low"]), int(spec["high"])
        at_least = trial.suggest_int(name, low, high)
        if at_least == low:
            return {"mode": "always"}
        if at_least == high:
            return {"mode": "never"}
        return {"mode": "die", "at_least": at_least}
    raise ValueError(f"unknown tunable kind {kind!r}")


def _set(data: dict[str, Any], path: str, value: Any) -> None:
    """Put ``value`` at a dotted path of a nested dict."""
    *parents, last = path.split(".")
    for key in parents:
        data = data[key]
    data[last] = value


def _get(model: BaseModel, path: str) -> Any:
    """The value at a dotted path of a model."""
    value: Any = model
    for key in path.split("."):
        value = getattr(value, key)
    return value


def _params_of(name: str, spec: Spec, value: Any) -> dict[str, Any]:
    """The parameters that make ``_suggest`` return ``value`` (inverse of ``_suggest``)."""
    kind = spec["kind"]
    if kind in ("int", "choice"):
        return {name: value}
    if kind == "subset":
        return {f"{name}.{c}": int(c in value) for c in spec["choices"]}
    if kind == "ranked_subset":
        keys = {f"{name}.{c}": 1.0 for c in spec["choices"]}
        keys.update({f"{name}.{c}": (i + 0.5) / len(value) for i, c in enumerate(value)})
        return keys | {f"{name}.{c}.kept": int(c in value) for c in spec["choices"]}
    if kind == "graft_die":
        mode = value.mode
        return {
            name: spec["low"]
            if mode == "always"
            else spec["high"]
            if mode == "never"
            else value.at_least
        }
    raise ValueError(f"unknown tunable kind {kind!r}")


def card_params(role: NeutralRole, guideline: Guideline) -> dict[str, Any]:
    """The parameters of a trial that plays ``guideline`` itself (a study's baseline)."""
    params: dict[str, Any] = {}
    for field in tunable_fields(guideline):
        name = f"{role.lower()}.{field.path}"
        params.update(_params_of(name, field.spec, _get(guideline, field.path)))
    return params


def suggest_guideline(trial: Suggester, role: NeutralRole, base: Guideline) -> Guideline:
    """A Guideline sampled from ``base``'s tunable fields, validated by the schema."""
    data = base.model_dump(mode="json")
    for field in tunable_fields(base):
        name = f"{role.lower()}.{field.path}"
        _set(data, field.path, _suggest(trial, name, field.spec))
    return Guideline.model_validate(data)


def suggest_set(trial: Suggester, base: GuidelineSet, roles: Iterable[NeutralRole]) -> GuidelineSet:
    """``base`` with the Guideline of each of ``roles`` sampled by ``trial``."""
    chosen = base
    for role in roles:
        chosen = chosen.with_override(role, suggest_guideline(trial, role, base[role]))
    return chosen


def parse_roles(text: str | None) -> tuple[NeutralRole, ...]:
    """A comma-separated list of Neutral names (all four when None); ValueError if unknown."""
    if text is None:
        return tuple(GuidelineSet.default())
    roles = tuple(dict.fromkeys(role_named(name) for name in text.split(",") if name.strip()))
    if not roles:
        raise ValueError("--neutrals names no Neutral")
    return roles
