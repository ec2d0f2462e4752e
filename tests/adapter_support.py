"""The code blocks of docs/adapters.md, for the tests that run them."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "adapters.md"


def doc_example(marker: str) -> str:
    """The Python block of docs/adapters.md that contains ``marker``."""
    blocks: list[str] = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return next(block for block in blocks if marker in block)
