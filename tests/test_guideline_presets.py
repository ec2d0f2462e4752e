"""Guideline presets (guidelines/presets.py): shipped sets of Neutral Guideline cards, found with
`ror tune`, played as tournament variants; the difficulty levels are handicaps now
(tests/test_handicaps.py)."""

from __future__ import annotations

from importlib.resources import files

import pytest

from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, load_guideline_file
from guidelines.presets import PRESETS, preset_guidelines


@pytest.mark.parametrize("name", PRESETS)
def test_a_preset_is_a_full_set_that_differs_from_the_printed_one(name):
    chosen = preset_guidelines(name)
    printed = GuidelineSet.default()
    assert set(chosen) == set(NEUTRAL_ROLES)
    assert chosen.hashes() != printed.hashes()
    for role in NEUTRAL_ROLES:
        assert chosen[role].name == role
        tuned, card = chosen[role].setup, printed[role].setup
        assert (tuned.order, tuned.assigned_by) == (card.order, card.assigned_by)
        assert tuned.temporary_rome_consul == card.temporary_rome_consul


@pytest.mark.parametrize("name", PRESETS)
def test_preset_files_validate_and_say_how_they_were_found(name):
    for role in NEUTRAL_ROLES:
        resource = files("guidelines") / "presets" / name / f"{role.lower()}.toml"
        text = resource.read_text(encoding="utf-8")
        assert text.startswith(f"# Difficulty preset {name!r}")
        assert "# Measured: Player wins " in text
        with_path = load_guideline_file(str(resource))
        assert with_path == preset_guidelines(name)[role]


def test_unknown_preset():
    with pytest.raises(ValueError, match="unknown Guideline preset 'brutal'"):
        preset_guidelines("brutal")
    assert PRESETS == ("easy", "hard")
