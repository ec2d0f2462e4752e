"""4.01.2: Neutral identities, extra Senators and the Temporary Rome Consul (spec T01-T03).

Each is a decision the Neutrals answer from their Guidelines' set-up (order, criterion, extra
Senators, Temporary Rome Consul); the NeutralBot answers here."""

import pytest

from engine.context import Context, Procedure
from engine.decision import Decision
from engine.log import NEUTRAL_DECISION
from engine.state import Office, Senator
from guidelines.loader import GuidelineSet, NeutralRole
from guidelines.schema import Guideline
from solo.setup import assign_neutrals, temporary_rome_consul
from tests.builders import add_faction, add_senator, bare_context, drive

EXTRA_FAMILIES = ["fam-20-terentius", "fam-19-aemilius", "fam-18-quinctius"]


def roles(ctx: Context) -> list[str]:
    return [f.role for f in ctx.state.factions]


def assign(
    ctx: Context, pool: list[str], guidelines: GuidelineSet | None = None
) -> list[Decision]:
    """Identify the Neutrals and deal their extras, the NeutralBot answering."""
    return drive(ctx, lambda c: assign_neutrals(c, pool), guidelines=guidelines)


def name_consul(ctx: Context, guidelines: GuidelineSet | None = None) -> Senator:
    """Name the Temporary Rome Consul, the NeutralBot answering."""
    named: list[Senator] = []

    def procedure(c: Context) -> Procedure:
        named.append((yield from temporary_rome_consul(c)))

    drive(ctx, procedure, guidelines=guidelines)
    return named[0]


def test_solitaire_assignment_extra_senators_and_consul() -> None:
    ctx = bare_context(players=1)
    add_faction(ctx, 0, [(4, 4), (4, 4), (4, 4)])  # the Player: never a candidate
    add_faction(ctx, 1, [(3, 4), (3, 4), (3, 4)])  # A: MIL 9, INF 12
    add_faction(ctx, 2, [(3, 5), (2, 4), (2, 4)])  # B: MIL 7, INF 13
    add_faction(ctx, 3, [(3, 2), (3, 2), (2, 2)])  # C: MIL 8, INF 6
    add_faction(ctx, 4, [(2, 4), (2, 3), (2, 3)])  # D: MIL 6, INF 10
    pool = list(EXTRA_FAMILIES)

    asked = assign(ctx, pool)
    consul = name_consul(ctx)

    assert roles(ctx) == ["Player", "Imperials", "Plutocrats", "Conservatives", "Populists"]
    assert [d.kind for d in asked] == 4 * ["setup.neutral_identity"] + 4 * ["setup.extra_senators"]
    reasons = [e.text for e in ctx.log if e.act == NEUTRAL_DECISION]
    assert reasons[:4] == [
        "seat 1 becomes the Imperials: the Imperials take the highest total Military, 9 "
        "(Guideline set-up order 1)",
        "seat 2 becomes the Plutocrats: the Plutocrats take the most total Influence, 13 "
        "(Guideline set-up order 2)",
        "seat 3 becomes the Conservatives: the Conservatives take the least total Influence, 6 "
        "(Guideline set-up order 3)",
        "seat 4 becomes the Populists: the Populists take the last Neutral "
        "(Guideline set-up order 4)",
    ]
    assert len(ctx.state.faction_senators(3)) == 5
    assert len(ctx.state.faction_senators(4)) == 4
    assert pool == []
    assert consul.key == "s2-0"
    assert consul.influence == 10
    assert consul.offices == [Office.ROME_CONSUL]
    assert consul.prior_consul


def test_two_player_assignment_has_no_populists() -> None:
    ctx = bare_context(players=2)
    add_faction(ctx, 0, [(5, 5)])
    add_faction(ctx, 2, [(5, 5)])
    add_faction(ctx, 1, [(4, 3), (3, 3), (3, 3)])  # X: MIL 10, INF 9
    add_faction(ctx, 3, [(4, 3), (2, 2), (2, 2)])  # Y: MIL 8, INF 7
    add_faction(ctx, 4, [(4, 5), (2, 3), (2, 3)])  # Z: MIL 8, INF 11
    pool = list(EXTRA_FAMILIES)

    assign(ctx, pool)

    assert roles(ctx) == ["Player", "Imperials", "Player", "Conservatives", "Plutocrats"]
    assert len(ctx.state.faction_senators(3)) == 5
    assert len(pool) == 1


def test_tied_military_goes_to_the_higher_2d6() -> None:
    ctx = bare_context(players=1)
    add_faction(ctx, 1, [(5, 1), (4, 1)])  # first: MIL 9
    add_faction(ctx, 2, [(6, 2), (3, 2)])  # second: MIL 9
    add_faction(ctx, 3, [(1, 3)])
    add_faction(ctx, 4, [(1, 6)])
    ctx.dice.script([4, 4, 2, 3])  # first 8, second 5

    assign(ctx, list(EXTRA_FAMILIES))

    assert ctx.state.factions[1].role == "Imperials"
    assert [e.act for e in ctx.log].count("tie_break") == 1


def test_totals_count_only_the_dealt_family_cards() -> None:
    """RULING 4.01.2: extras are dealt after all identities are fixed."""
    ctx = bare_context(players=1)
    add_faction(ctx, 1, [(1, 9)])  # Plutocrats
    add_faction(ctx, 2, [(9, 1)])  # Imperials
    add_faction(ctx, 3, [(1, 1)])  # Conservatives (least INF)
    add_faction(ctx, 4, [(1, 5)])  # Populists

    assign(ctx, list(EXTRA_FAMILIES))

    assert roles(ctx)[1:] == ["Plutocrats", "Imperials", "Conservatives", "Populists"]


def test_consul_tie_on_influence_is_rolled() -> None:
    ctx = bare_context(players=1)
    ctx.state.factions[1].role = "Plutocrats"
    add_senator(ctx, 1, "p1", influence=5)
    add_senator(ctx, 1, "p2", influence=5)
    ctx.dice.script([1, 1, 6, 6])

    consul = name_consul(ctx)

    assert consul.key == "p2"


def test_the_set_up_follows_edited_guidelines() -> None:
    """The extras and the Temporary Rome Consul come from the Guidelines' set-up, not from
    fixed rules: here the Imperials supply the Consul and the Conservatives take no extras."""
    ctx = bare_context(players=1)
    default = GuidelineSet.default()

    def edited(role: NeutralRole, **setup: object) -> Guideline:
        guideline = default[role]
        return guideline.model_copy(update={"setup": guideline.setup.model_copy(update=setup)})

    guidelines = GuidelineSet(
        {
            **default,
            "Imperials": edited("Imperials", temporary_rome_consul=True),
            "Plutocrats": edited("Plutocrats", temporary_rome_consul=False),
            "Conservatives": edited("Conservatives", extra_senators=0),
        }
    )
    add_faction(ctx, 1, [(3, 4), (3, 4), (3, 4)])  # Imperials
    add_faction(ctx, 2, [(3, 5), (2, 4), (2, 4)])  # Plutocrats
    add_faction(ctx, 3, [(3, 2), (3, 2), (2, 2)])  # Conservatives
    add_faction(ctx, 4, [(2, 4), (2, 3), (2, 3)])  # Populists
    pool = list(EXTRA_FAMILIES)

    assign(ctx, pool, guidelines)
    consul = name_consul(ctx, guidelines)

    assert len(ctx.state.faction_senators(3)) == 3
    assert len(pool) == 2
    assert consul.faction == 1
    supplied = [e for e in ctx.log if e.act == NEUTRAL_DECISION and "Rome Consul" in e.text]
    assert [(e.actor, e.rule, e.data["choice"]) for e in supplied] == [
        ("Imperials", "4.01.2", "supply")
    ]




def test_when_every_neutral_declines_the_first_asked_supplies_the_temporary_rome_consul() -> None:
    ctx = bare_context(players=1)
    for seat in range(5):
        add_faction(ctx, seat, [(1, seat + 1)])
    procedure = temporary_rome_consul(ctx)
    asked = []
    decision = next(procedure)
    with pytest.raises(StopIteration) as ended:
        while True:
            asked.append(decision.actor)
            decision = procedure.send(decision.resolve("decline"))

    assert asked == [1, 2, 3, 4]
    assert ended.value.value.key == "s1-0"
    assert ended.value.value.offices == [Office.ROME_CONSUL]
