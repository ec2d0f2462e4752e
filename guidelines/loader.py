"""Loading, hashing and grouping of the Neutral Guideline cards (4.01.2, 4.01.3)."""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterator, Mapping
from functools import cache
from importlib.resources import files
from pathlib import Path

from engine.dataload import DataFileError, parse_toml
from engine.quoting import named, quoted
from guidelines.schema import Guideline
from solo.neutrals import NEUTRAL_ROLES as NEUTRAL_ROLES
from solo.neutrals import NeutralRole as NeutralRole

MAX_GUIDELINE_BYTES = 256 * 1024
"""The largest Guideline file read (256 KB): a card takes about 3 KB."""


class GuidelineFileError(ValueError):
    """A Guideline file is missing, unreadable, not TOML, or does not match the schema.

    The message is one line: the file, then the failing field (dotted path) and the reason.
    """


def role_named(name: str) -> NeutralRole:
    """The Neutral role called `name`, ignoring case; ValueError naming the choices otherwise."""
    for role in NEUTRAL_ROLES:
        if role.lower() == name.strip().lower():
            return role
    choices = ", ".join(role.lower() for role in NEUTRAL_ROLES)
    raise ValueError(f"unknown guideline {quoted(name)} (choose from {choices})")


def parse_guideline(text: str, source: str) -> Guideline:
    """Parse Guideline TOML text; errors name `source`, the field and the reason."""
    try:
        return parse_toml(text, Guideline, source)
    except DataFileError as exc:
        raise GuidelineFileError(str(exc)) from None


def load_guideline_file(path: str | os.PathLike[str]) -> Guideline:
    """Load a user's Guideline file (for example an edited copy of a built-in card)."""
    source = os.fspath(path)
    try:
        with Path(path).open("rb") as stream:
            data = stream.read(MAX_GUIDELINE_BYTES + 1)
        text = data.decode("utf-8")
    except FileNotFoundError:
        raise GuidelineFileError(f"{named(source)}: file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise GuidelineFileError(f"{named(source)}: cannot read the file: {reason}") from None
    if len(data) > MAX_GUIDELINE_BYTES:
        raise GuidelineFileError(
            f"{named(source)}: larger than the {MAX_GUIDELINE_BYTES // 1024} KB"
            " a Guideline file may have"
        )
    guideline = parse_guideline(text, source)
    roles = [role for role in NEUTRAL_ROLES if names_role(guideline.name, role)]
    if len(roles) != 1:
        raise GuidelineFileError(
            f"{named(source)}: name {quoted(guideline.name)} must name one Neutral role"
            f" ({', '.join(NEUTRAL_ROLES)})"
        )
    return guideline


def load_builtin(role: str) -> Guideline:
    """The built-in Guideline card of a Neutral role (name matched ignoring case)."""
    return _load_builtin(role_named(role))


@cache
def _load_builtin(role: NeutralRole) -> Guideline:
    file_name = f"{role.lower()}.toml"
    text = (files("guidelines") / file_name).read_text(encoding="utf-8")
    return parse_guideline(text, file_name)


def content_hash(guideline: Guideline) -> str:
    """SHA-256 of the canonical JSON form; save files store it to notice a changed Guideline."""
    canonical = json.dumps(
        guideline.model_dump(mode="json"),
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class GuidelineSet(Mapping[NeutralRole, Guideline]):
    """The Guideline of every Neutral role, checked to fit together for setup (4.01.2).

    Two-player games simply do not use the Populists' entry.
    """

    __slots__ = ("_by_role",)

    def __init__(self, by_role: Mapping[NeutralRole, Guideline]) -> None:
        missing = [role for role in NEUTRAL_ROLES if role not in by_role]
        unknown = [role for role in by_role if role not in NEUTRAL_ROLES]
        if missing or unknown:
            raise ValueError(
                f"a guideline set needs exactly the roles {', '.join(NEUTRAL_ROLES)}"
                f" (missing: {', '.join(missing) or '-'}; unknown: {', '.join(unknown) or '-'})"
            )
        self._by_role = {role: by_role[role] for role in NEUTRAL_ROLES}
        _check_setup_fits(self._by_role)
        _check_names(self._by_role)

    @staticmethod
    def default() -> GuidelineSet:
        """The four built-in cards: one set a process, as the cards are (``_load_builtin``), for
        every NeutralBot and every Neutral's contribution asks for it (README "Speed")."""
        return _default_set()

    def with_override(self, role: str, guideline: Guideline) -> GuidelineSet:
        """A copy in which `role` (matched ignoring case) follows `guideline` instead."""
        return GuidelineSet({**self._by_role, role_named(role): guideline})

    def hashes(self) -> dict[str, str]:
        """The content hash of every Guideline, by role (a save file's record of them)."""
        return {role: content_hash(g) for role, g in self._by_role.items()}

    def __getitem__(self, role: NeutralRole) -> Guideline:
        return self._by_role[role]

    def __iter__(self) -> Iterator[NeutralRole]:
        return iter(self._by_role)

    def __len__(self) -> int:
        return len(self._by_role)

    def __repr__(self) -> str:
        names = ", ".join(f"{role}={g.name!r}" for role, g in self._by_role.items())
        return f"GuidelineSet({names})"


@cache
def _default_set() -> GuidelineSet:
    return GuidelineSet({role: load_builtin(role) for role in NEUTRAL_ROLES})


def names_role(name: str, role: NeutralRole) -> bool:
    """True if a card's name names ``role`` as a word ("Imperials", "Rich Imperials")."""
    return re.search(rf"\b{role}\b", name, re.IGNORECASE) is not None


def _check_names(by_role: Mapping[NeutralRole, Guideline]) -> None:
    """Each card's name names its role as a word ("Imperials", "Rich Imperials"), so the log
    and the screen never call the Plutocrats' card "Imperials"."""
    for role, guideline in by_role.items():
        if not names_role(guideline.name, role):
            raise ValueError(
                f"the {role} Guideline is named {quoted(guideline.name)}: its name must name"
                f" its role ({role!r})"
            )


def _check_setup_fits(by_role: Mapping[NeutralRole, Guideline]) -> None:
    """4.01.2 needs one Neutral per assignment step and at most one Temporary Rome Consul."""
    by_order: dict[int, NeutralRole] = {}
    for role, guideline in by_role.items():
        order = guideline.setup.order
        if order in by_order:
            raise ValueError(
                f"{by_order[order]} and {role} both have setup.order {order};"
                " each Neutral needs its own place in the 4.01.2 assignment order"
            )
        by_order[order] = role
    consuls = [role for role, g in by_role.items() if g.setup.temporary_rome_consul]
    if len(consuls) > 1:
        raise ValueError(
            f"setup.temporary_rome_consul is true for {' and '.join(consuls)};"
            " only one Neutral can supply the Temporary Rome Consul"
        )
