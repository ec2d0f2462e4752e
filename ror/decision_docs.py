"""docs/decisions.md from the decision catalogue: ``python -m ror.decision_docs``."""

from __future__ import annotations

from typing import Any, ForwardRef

import engine.senate.decisions  # declares the Senate kinds
import engine.setup_factions  # declares the set-up kinds
import engine.victory  # noqa: F401  (declares the Rebel End Game kind)
import solo.decisions  # noqa: F401  (declares the section IV kinds)
from engine.decisions import KINDS, DecisionKind

HEADER = """# Decision kinds

Generated from the catalogue (`engine/decisions.py`, `engine/senate/decisions.py`,
`engine/setup_factions.py`, `engine/victory.py`, `solo/decisions.py`) by
`python -m ror.decision_docs > docs/decisions.md`; a test keeps it up to date.

A bot answers a `Decision` with one of its options (or, for a Neutral, a `TieBreak` among
them). `decision.kind` names one of the kinds below; read its context typed with
`engine.decisions.context_of(decision, KIND)`. An amount decision offers every whole number
from `low` to `high`; its key is the number in decimal. Every Player decision may also offer
interjections (4.04.1): `play:<card>` plays a held Concession or Law, `assassinate:<senator>`
requests an Assassination Check (4.07.3); in the base game's Senate, `assassinate:<senator>` on
a `senate.vote` or `senate.business` announces an attempt (1.09.7). Senators are named by their
keys (`fam-07-fulvius`, `22A`), Wars in contexts by card number.
"""


def type_text(hint: object) -> str:
    """A context field's declared type as written in the catalogue."""
    return hint.__forward_arg__ if isinstance(hint, ForwardRef) else str(hint)


def kind_section(kind: DecisionKind[Any]) -> str:
    """One kind: its rule, who is asked, its options, its context fields and an example."""
    lines = [
        f"## `{kind.name}`",
        "",
        f"- Rule: {kind.rule}",
        f"- Asked of: {kind.asked}",
        f"- Options: {kind.options}",
    ]
    fields = kind.context.__annotations__
    if fields:
        about = " ".join((kind.context.__doc__ or "").split())
        lines.append(f"- Context (`{kind.context.__name__}`): {about}")
        optional = kind.context.__optional_keys__
        lines += [
            f"  - `{name}`: `{type_text(hint)}`" + (" (optional)" if name in optional else "")
            for name, hint in fields.items()
        ]
    else:
        lines.append("- Context: none")
    lines += [f"- Example: {kind.example}", ""]
    return "\n".join(lines)


def markdown() -> str:
    """The whole page: the header, an index and one section per kind, by name (declaration
    order depends on which modules were imported first)."""
    names = sorted(KINDS)
    index = [f"- [`{name}`](#{name.replace('.', '')})" for name in names]
    sections = [kind_section(KINDS[name]) for name in names]
    return "\n".join([HEADER, f"{len(KINDS)} kinds:", "", *index, "", *sections]).rstrip() + "\n"


if __name__ == "__main__":
    print(markdown(), end="")
