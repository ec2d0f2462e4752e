"""Rule 1.10.71: Ransom of a Captive is the greater of 10T and 2T per Influence."""

import pytest

from engine.dataload import load_data_file
from engine.schemas.tables import TablesFile

RANSOM = load_data_file("tables", TablesFile).ransom


def test_ransom_numbers() -> None:
    assert (RANSOM.minimum, RANSOM.per_influence) == (10, 2)


@pytest.mark.parametrize(("influence", "ransom"), [(0, 10), (4, 10), (5, 10), (6, 12), (21, 42)])
def test_ransom_amount(influence: int, ransom: int) -> None:
    assert RANSOM.amount(influence) == ransom
