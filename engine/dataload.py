"""Loading of the TOML data files under engine/data, validated by pydantic (rule 1.02)."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from engine.quoting import QUOTE_LIMIT, named

ModelT = TypeVar("ModelT", bound=BaseModel)


class DataFileError(ValueError):
    """A data file is missing, is not TOML, or does not match its schema."""


def describe_validation_error(error: ValidationError) -> str:
    """One line naming the first failing field and the reason."""
    first = error.errors()[0]
    where = ".".join(str(part)[:QUOTE_LIMIT] for part in first["loc"]) or "(top level)"
    more = error.error_count() - 1
    suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"field {where}: {first['msg']}{suffix}"


def parse_toml(text: str, model: type[ModelT], source: str) -> ModelT:
    """Parse TOML text into a validated model, or raise DataFileError naming the source."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataFileError(f"{named(source)}: not valid TOML: {exc}") from None
    except RecursionError:
        raise DataFileError(f"{named(source)}: not a data file (TOML nested too deeply)") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise DataFileError(f"{named(source)}: {describe_validation_error(exc)}") from None


def load_data_file(name: str, model: type[ModelT]) -> ModelT:
    """Load engine/data/<name>.toml into its schema model."""
    resource = files("engine.data") / f"{name}.toml"
    try:
        text = resource.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataFileError(f"{name}.toml: data file not found") from None
    return parse_toml(text, model, f"{name}.toml")
