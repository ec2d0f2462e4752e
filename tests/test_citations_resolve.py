"""Every document a comment, docstring, Guideline file or doc names is in the repository: a
citation names a rule number, a card, or the project's own data and docs (engine/data/,
guidelines/, docs/), never a file a reader cannot open. Card data keeps its source notes
(engine/data/*.toml name the reference files they were typed from)."""

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SKIPPED = {".venv", ".git", "build", "dist", "__pycache__", "node_modules"}

CITATION = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.(?:md|py|toml))\b")
"""A file name, with or without its folders."""

SECTION_OF_AN_ABSENT_SPEC = re.compile(r"\bspec [A-Z]\b")
"""A section letter of a specification the repository does not hold ("spec C")."""


def repository_files() -> list[Path]:
    """Every file of the checkout, caches and environments left out."""
    found = []
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = [d for d in subfolders if d not in SKIPPED and not d.endswith(".egg-info")]
        found += [Path(folder, name) for name in names]
    return found


def cited_in(files: list[Path]) -> list[Path]:
    """The code, Guideline files and docs whose citations must resolve."""
    return [
        path
        for path in files
        if path.suffix == ".py"
        or path == ROOT / "README.md"
        or (
            path.relative_to(ROOT).parts[0] in {"guidelines", "docs"}
            and path.suffix in {".toml", ".md"}
        )
    ]


EXAMPLE_FOLDER = "path/"
"""Where the docs put a user's own file in an example (``path/to/mybot.py:MyPlayer``)."""


def resolves(citation: str, names: set[str]) -> bool:
    """A path from the repository root, or a bare name some file in it has. A bare ``.py`` or
    ``.toml`` name, or one under ``path/``, may be a user's file in an example, so only ``.md``
    names must exist bare."""
    if citation.startswith(EXAMPLE_FOLDER):
        return True
    if "/" in citation:
        return (ROOT / citation).exists()
    return not citation.endswith(".md") or citation in names


def test_every_cited_file_is_in_the_repository() -> None:
    everything = repository_files()
    files = cited_in(everything)
    names = {path.name for path in everything}
    unresolved = []

    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.relative_to(ROOT)}:{number}"
            unresolved += [f"{where} {c}" for c in CITATION.findall(line) if not resolves(c, names)]
            if SECTION_OF_AN_ABSENT_SPEC.search(line) and path.name != Path(__file__).name:
                unresolved.append(f"{where} {SECTION_OF_AN_ABSENT_SPEC.search(line)}")

    assert len(files) > 300
    assert unresolved == []
