"""Golden values of the four Neutral Guideline cards (4.01.2-4.05.4).

The expected values below are transcribed by hand from the printed cards as docs/rulings.md settles
them, not read from the data files, so a changed card value cannot pass silently.
"""

import pytest

from guidelines.loader import NEUTRAL_ROLES, GuidelineSet, load_builtin

EXPECTED = {
    # Imperials: setup, Leader, Revenue, Provincial Spoils, Knights, Initiative, Charity, Spoils
    "Imperials": {
        "name": "Imperials",
        "format_version": 1,
        "faction_leader": "max_military",
        "knights_talents": 1,
        "initiative_modifier": 0,
        "charity": ["treasury", "games"],
        "spoils": [
            "field_consul",
            "rome_consul",
            "governor",
            "censor",
            "concession",
            "land_bill",
        ],
        "setup": {
            "order": 1,
            "assigned_by": "max_total_military",
            "extra_senators": 0,
            "temporary_rome_consul": False,
        },
        "revenue": {"mode": "die_to_treasury", "treasury_dice": 1},
        "provincial_spoils": {"mode": "die", "at_least": 4},
        "governor_start_year": {"developed": 3, "undeveloped": 3},
    },
    # Plutocrats, the same lines
    "Plutocrats": {
        "name": "Plutocrats",
        "format_version": 1,
        "faction_leader": "max_influence",
        "knights_talents": 2,
        "initiative_modifier": 2,
        "charity": ["games"],
        "spoils": ["censor", "concession", "governor", "rome_consul", "field_consul"],
        "setup": {
            "order": 2,
            "assigned_by": "max_total_influence",
            "extra_senators": 0,
            "temporary_rome_consul": True,
        },
        "revenue": {"mode": "equal_shares", "remainder_to": "treasury"},
        "provincial_spoils": {"mode": "always"},
        "governor_start_year": {"developed": 1, "undeveloped": 1},
    },
    # Conservatives, the same lines (rulings D1, D6)
    "Conservatives": {
        "name": "Conservatives",
        "format_version": 1,
        "faction_leader": "max_influence",
        "knights_talents": 0,
        "initiative_modifier": -1,
        "charity": ["treasury"],
        "spoils": ["rome_consul", "censor", "field_consul", "governor", "concession"],
        "setup": {
            "order": 3,
            "assigned_by": "min_total_influence",
            "extra_senators": 2,
            "temporary_rome_consul": False,
        },
        "revenue": {"mode": "share_to_leader", "leader_percent": 50, "leader_rounding": "up"},
        "provincial_spoils": {"mode": "never"},
        "governor_start_year": {"developed": 1, "undeveloped": 1},
    },
    # Populists, the same lines (rulings D2, D3)
    "Populists": {
        "name": "Populists",
        "format_version": 1,
        "faction_leader": "max_influence_plus_popularity",
        "knights_talents": 1,
        "initiative_modifier": 1,
        "charity": ["games"],
        "spoils": [
            "rome_consul",
            "field_consul",
            "censor",
            "concession",
            "land_bill",
            "governor",
        ],
        "setup": {
            "order": 4,
            "assigned_by": "remaining",
            "extra_senators": 1,
            "temporary_rome_consul": False,
        },
        "revenue": {
            "mode": "one_each",
            "per_senator": 1,
            "to_treasury": 1,
            "remainder_to": "leader",
        },
        "provincial_spoils": {"mode": "die", "at_least": 3},
        "governor_start_year": {"developed": 1, "undeveloped": 3},
    },
}


def test_roles_are_the_four_neutrals_in_assignment_order():
    assert NEUTRAL_ROLES == ("Imperials", "Plutocrats", "Conservatives", "Populists")


@pytest.mark.parametrize("role", list(EXPECTED))
def test_builtin_card_equals_the_printed_card(role):
    assert load_builtin(role).model_dump(mode="json") == EXPECTED[role]


def test_4_01_3_faction_leader_criteria():
    leaders = {role: load_builtin(role).faction_leader for role in NEUTRAL_ROLES}
    assert leaders == {
        "Imperials": "max_military",
        "Plutocrats": "max_influence",
        "Conservatives": "max_influence",
        "Populists": "max_influence_plus_popularity",
    }


def test_4_01_2_setup_extras_and_temporary_rome_consul():
    guidelines = GuidelineSet.default()
    assert [guidelines[role].setup.order for role in NEUTRAL_ROLES] == [1, 2, 3, 4]
    assert sum(g.setup.extra_senators for g in guidelines.values()) == 3
    consuls = [role for role, g in guidelines.items() if g.setup.temporary_rome_consul]
    assert consuls == ["Plutocrats"]


def test_4_05_4_land_bill_only_on_imperial_and_populist_lists():
    with_land_bill = [r for r in NEUTRAL_ROLES if "land_bill" in load_builtin(r).spoils]
    assert with_land_bill == ["Imperials", "Populists"]


def test_load_builtin_ignores_case_and_returns_the_same_object():
    assert load_builtin("plutocrats") is load_builtin("Plutocrats")


def test_load_builtin_rejects_unknown_role():
    with pytest.raises(ValueError, match="unknown guideline 'Optimates'"):
        load_builtin("Optimates")
