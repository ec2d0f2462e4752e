"""Layers (docs/architecture.md): engine/ (sections 1-3) < solo/ (section IV) < bots/
(behaviour, the only readers of guidelines/ besides the applications) < presentation/ (what a
person sees of a view and a decision) and common/ (what the applications share: the game runner,
simulation, error and --rule helpers) < ror/, play/, lab/, web/ and adapters/ (the applications;
only ror/, the command line, imports the others).
The import graph of the project's packages, read from the source (imports under
``if TYPE_CHECKING:`` left out), has no import going up a layer and no cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = (
    "engine",
    "guidelines",
    "solo",
    "bots",
    "common",
    "presentation",
    "ror",
    "play",
    "lab",
    "web",
    "adapters",
)

BELOW_APPLICATIONS = frozenset({"engine", "guidelines", "solo", "bots", "common", "presentation"})
"""What every application may import: the layers and what the applications share (common/)."""

MAY_IMPORT: dict[str, frozenset[str]] = {
    "engine": frozenset({"engine"}),
    "guidelines": frozenset({"engine", "solo", "guidelines"}),
    "solo": frozenset({"engine", "solo"}),
    "bots": frozenset({"engine", "guidelines", "solo", "bots"}),
    "presentation": frozenset({"engine", "guidelines", "solo", "bots", "presentation"}),
    "common": frozenset({"engine", "guidelines", "solo", "bots", "common"}),
    "ror": frozenset(PACKAGES),
    "play": BELOW_APPLICATIONS | {"play"},
    "lab": BELOW_APPLICATIONS | {"lab"},
    "web": frozenset({"engine", "solo", "bots", "presentation", "web"}),
    "adapters": BELOW_APPLICATIONS | {"adapters"},
}
"""The packages each package's modules may import: its own and the layers below it; guidelines/
(data and schema, in solo/'s vocabulary) only from bots/ and the applications. Of the
applications only ror/, the command line, imports the others."""


def module_files() -> dict[str, Path]:
    """Every module of the project's packages, by dotted name."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def type_checking_nodes(tree: ast.Module) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:`` (typing-only imports)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", "")
            if name == "TYPE_CHECKING":
                skipped.update(id(sub) for stmt in node.body for sub in ast.walk(stmt))
    return skipped


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules ``name`` imports, at module level or inside functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = type_checking_nodes(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: list[str] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            targets += [base, *(f"{base}.{alias.name}" for alias in node.names)]
    found: set[str] = set()
    for target in targets:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def import_graph() -> nx.DiGraph[str]:
    """Modules as nodes, an edge from each module to each project module it imports."""
    files = module_files()
    graph: nx.DiGraph[str] = nx.DiGraph()
    graph.add_nodes_from(files)
    for name, path in files.items():
        graph.add_edges_from((name, target) for target in imported(name, path, set(files)))
    return graph


def upward_imports(graph: nx.DiGraph[str]) -> set[tuple[str, str]]:
    """Edges into a package the importing package may not import."""
    return {
        (source, target)
        for source, target in graph.edges
        if target.split(".")[0] not in MAY_IMPORT[source.split(".")[0]]
    }


GRAPH = import_graph()


def test_the_graph_sees_every_package() -> None:
    tops = {node.split(".")[0] for node in GRAPH.nodes}
    assert tops == set(PACKAGES)
    assert ("solo.rules", "solo.sequence") in GRAPH.edges


def test_no_import_goes_up_a_layer() -> None:
    new = upward_imports(GRAPH)
    assert not new, "imports going up a layer: " + ", ".join(f"{s} -> {t}" for s, t in sorted(new))


def test_engine_imports_no_variant() -> None:
    engine = [(s, t) for s, t in GRAPH.edges if s.startswith("engine") and t.startswith("solo")]
    assert engine == []


def test_no_import_cycle() -> None:
    cycles = [sorted(c) for c in nx.strongly_connected_components(GRAPH) if len(c) > 1]
    assert not cycles, f"import cycles: {cycles}"


def test_a_type_checking_import_is_not_an_edge() -> None:
    assert ("engine.rules", "engine.context") not in GRAPH.edges
    assert ("engine.context", "guidelines.loader") not in GRAPH.edges
