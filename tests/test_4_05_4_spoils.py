"""4.05.4 Spoils: the coalition takes one item at a time in vote order, round after round, each
Neutral by its Spoils Guideline; Spoils end at the first pass once every office is filled
(4.05.418). Spec T36."""

from engine.state import Office
from solo.game import new_game
from solo.spoils_types import PASS
from tests.senate_support import (
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    acts,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)


def test_pick_sequence_and_end() -> None:
    # Plutocrats (rank 1) and Imperials (rank 2); open: both Consuls, Censor, Harbor Fees; the
    # only Prior Consul in Rome is the Plutocrats' former Temporary Rome Consul.
    ctx = solitaire_table()
    consul = senator(
        ctx, PLUTOCRATS, "trc", influence=10, office=Office.ROME_CONSUL, prior_consul=True
    )
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    imp_a = senator(ctx, IMPERIALS, "imp-a", influence=5)
    imp_b = senator(ctx, IMPERIALS, "imp-b", influence=2)
    ctx.state.forum_concessions = [56]
    coalition(ctx, PLUTOCRATS, IMPERIALS)

    run_spoils(ctx)

    picks = [(e.actor, e.data.get("office") or e.act) for e in acts(ctx, "office", "concession")]
    assert picks == [
        ("Plutocrats", "Censor"),
        ("Imperials", "Field Consul"),
        ("Plutocrats", "concession"),
        ("Imperials", "Rome Consul"),
    ]
    assert Office.CENSOR in consul.offices and consul.influence == 15
    assert Office.FIELD_CONSUL in imp_b.offices and Office.ROME_CONSUL in imp_a.offices
    assert [e.actor for e in acts(ctx, "spoils_pass")] == ["Plutocrats"]
    assert acts(ctx, "spoils_end")


def test_neutral_concession_goes_to_its_least_endowed_senator_in_rome() -> None:
    ctx = solitaire_table()
    trc = senator(ctx, PLUTOCRATS, "trc", influence=10, office=Office.ROME_CONSUL)
    trc.prior_consul = True
    rich = senator(ctx, PLUTOCRATS, "rich", influence=3, concessions=1)
    senator(ctx, IMPERIALS, "imp", influence=5)
    ctx.state.forum_concessions = [56]
    coalition(ctx, PLUTOCRATS, IMPERIALS)

    run_spoils(ctx)

    assert 56 in trc.concessions and 56 not in rich.concessions


def test_player_may_give_his_pick_to_a_senator_outside_the_coalition() -> None:
    # 4.05.4: unlike a Neutral, a Player may give his Spoils to any Senator.
    ctx = solitaire_table()
    senator(ctx, PLAYER, "mine", influence=4)
    censor = senator(ctx, IMPERIALS, "outsider", influence=6, prior_consul=True)
    senator(ctx, PLUTOCRATS, "plu", influence=3, prior_consul=True)
    coalition(ctx, PLAYER, PLUTOCRATS)

    _, player = run_spoils(ctx, {"spoils.pick": ["censor@outsider"]})

    assert Office.CENSOR in censor.offices
    assert player.seen[0].kind == "spoils.pick"


def test_player_may_not_pass_while_he_can_fill_an_office() -> None:
    ctx = solitaire_table()
    senator(ctx, PLAYER, "mine", influence=4)
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    coalition(ctx, PLAYER, PLUTOCRATS)

    _, player = run_spoils(ctx, {"spoils.pick": ["field_consul@mine"]})

    first = player.seen[0]
    assert first.kind == "spoils.pick" and first.options.find(PASS) is None


def test_spoils_go_round_in_dominance_order() -> None:
    # 4.05.4: a new round starts with the faction with the most votes.
    ctx = solitaire_table()
    for index in range(3):
        senator(ctx, IMPERIALS, f"imp-{index}", influence=index + 1)
        senator(ctx, PLUTOCRATS, f"plu-{index}", influence=index + 1)
    coalition(ctx, IMPERIALS, PLUTOCRATS)

    run_spoils(ctx)

    actors = [e.actor for e in acts(ctx, "office")]
    assert actors[:3] == ["Imperials", "Plutocrats", "Imperials"]


def test_a_neutral_pick_names_its_place_on_the_spoils_list() -> None:
    """The log explains a Neutral's pick by its Guideline: its Spoils rule logs the pick as
    "spoils list item N, 4.05.4", and the office given for it cites 4.05.4."""
    from bots.agent import play
    from bots.seating import default_agents
    from engine.log import NEUTRAL_DECISION

    game = new_game("early", 1, 3)
    play(game, default_agents(game))
    neutrals = {"Imperials", "Plutocrats", "Conservatives", "Populists"}
    office_picks = [
        e
        for e in game.log
        if e.act == NEUTRAL_DECISION
        and e.data["kind"] == "spoils.pick"
        and str(e.data["choice"]).split("@")[0] in {"rome_consul", "field_consul", "censor"}
    ]
    neutral_offices = [
        e
        for e in game.log
        if e.act == "office"
        and e.rule != "4.05.34"  # Crisis offices are not Spoils
        and e.actor in neutrals
    ]
    assert office_picks
    assert all(e.rule.startswith("spoils list item ") for e in office_picks)
    assert all(e.rule.endswith(", 4.05.4") for e in office_picks)
    assert neutral_offices
    assert all(e.rule == "4.05.4" for e in neutral_offices)
