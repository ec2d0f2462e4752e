"""4.05.41 Eligibility: a faction takes an office only for an eligible Senator of its own, the
least influential; an office no coalition member can take goes at once, without a pick, to the
least influential eligible Senator outside the coalition. Spec T44, T45."""

from engine.context import Context, Interjection, Procedure
from engine.death import kill_senator
from engine.decision import Decision, Option
from engine.game import Game
from engine.queries import in_rome
from engine.senate.offices import Senate
from engine.state import MilitaryPlan, Office, ProvinceState
from solo.decisions import SPOILS_PICK
from solo.game import new_game
from solo.spoils_eligibility import choose_eligible, eligible
from solo.spoils_types import Eligible
from tests.senate_support import (
    CONSERVATIVES,
    IMPERIALS,
    PLAYER,
    PLUTOCRATS,
    acts,
    coalition,
    run_spoils,
    senator,
    solitaire_table,
)


def test_censor_goes_outside_the_coalition_without_a_pick() -> None:
    ctx = solitaire_table()
    senator(ctx, IMPERIALS, "x", influence=6, prior_consul=True)
    y = senator(ctx, PLAYER, "y", influence=4, prior_consul=True)
    senator(ctx, PLUTOCRATS, "plu", influence=3)
    senator(ctx, CONSERVATIVES, "con", influence=3)
    coalition(ctx, PLUTOCRATS, CONSERVATIVES)

    run_spoils(ctx)

    first = acts(ctx, "office")[0]
    assert (first.data["senator"], first.data["office"], first.rule) == ("y", "Censor", "4.05.41")
    assert Office.CENSOR in y.offices and y.influence == 9


def test_censorship_opens_to_all_when_rome_has_no_prior_consul() -> None:
    # 1.09.4: with no Prior Consul in Rome free of office, any Aligned Senator in Rome.
    ctx = solitaire_table()
    plain = senator(ctx, PLUTOCRATS, "plain", influence=3)
    senator(ctx, PLUTOCRATS, "busy", influence=2, prior_consul=True, office=Office.DICTATOR)

    assert eligible(ctx, Senate()).censors == [plain]


def test_last_turns_consul_may_be_censor_but_not_consul() -> None:
    # 1.09.2; spec 4.05.41: in turn 1 the Temporary Rome Consul counts as last turn's Consul.
    ctx = solitaire_table()
    consul = senator(ctx, PLUTOCRATS, "trc", influence=10, prior_consul=True)
    other = senator(ctx, PLUTOCRATS, "other", influence=3)
    senate = Senate(outgoing_consuls=frozenset({consul.key}))

    assert eligible(ctx, senate).consuls == [other]
    assert eligible(ctx, senate).censors == [consul]


def test_last_turns_censor_may_be_consul_and_gives_up_the_censorship() -> None:
    ctx = solitaire_table()
    censor = senator(ctx, IMPERIALS, "censor", influence=1, office=Office.CENSOR)
    senator(ctx, IMPERIALS, "imp", influence=5)
    coalition(ctx, IMPERIALS)

    run_spoils(ctx)

    assert Office.FIELD_CONSUL in censor.offices and Office.CENSOR not in censor.offices


def test_crisis_consuls_are_each_factions_best_soldier() -> None:
    # 4.05.34: in a Crisis only each faction's best Military Senator among those left may be
    # Consul, the least influential winning ties.
    ctx = solitaire_table()
    a = senator(ctx, IMPERIALS, "a", military=4, influence=6)
    b = senator(ctx, IMPERIALS, "b", military=4, influence=3)
    senator(ctx, IMPERIALS, "c", military=2)
    ctx.state.military_plan = MilitaryPlan("K3", crisis=True)

    assert eligible(ctx, Senate()).consuls == [b]
    b.offices.append(Office.FIELD_CONSUL)
    assert eligible(ctx, Senate()).consuls == [a]


def test_governorship_nobody_in_the_coalition_can_take_goes_unaligned() -> None:
    # 4.05.41, 1.09.53: with no eligible Senator in Rome outside the coalition either, an
    # Unaligned Senator in the Forum governs.
    ctx = solitaire_table()
    ctx.state.provinces["prov-sicilia"] = ProvinceState(key="prov-sicilia")
    for index in range(8):  # every Aligned Senator in Rome holds a Major Office
        senator(ctx, PLUTOCRATS, f"plu-{index}", influence=3, office=Office.CENSOR)
    forum = senator(ctx, None, "forum-man", influence=2)
    coalition(ctx, PLUTOCRATS)

    run_spoils(ctx, prepare=lambda senate: senate.filled.add(Office.CENSOR))

    assert ctx.state.provinces["prov-sicilia"].governor == forum.key
    assert acts(ctx, "governor")[0].rule == "4.05.41"


def test_a_players_pick_is_built_from_who_is_eligible_and_again_after_an_interjection() -> None:
    # 4.04.1: only an interjection changes the state while a Player's Spoils decision waits;
    # eligibility is reckoned afresh then, and the answer comes back with who is eligible now.
    game = new_game("early", 1, 3)
    ctx, senate = game.context, Senate()
    victim = next(s for s in ctx.state.faction_senators(0) if in_rome(s))
    found = eligible(ctx, senate)
    seen: list[Eligible] = []

    def kill(c: Context) -> Procedure:
        kill_senator(c, victim.key, "4.07.3", "assassinated")
        yield from ()

    def build(now: Eligible) -> Decision:
        seen.append(now)
        options = [Option(s.key, s.key, s.name) for s in now.rome if s.faction == 0]
        return ctx.ask(0, SPOILS_PICK, "4.05.4", [*options, Option("kill", Interjection(kill))], "")

    def procedure(c: Context) -> Procedure:
        choice, now = yield from choose_eligible(c, senate, found, build)
        seen.append(now)
        c.state.scenario = choice.key

    probe = Game(ctx, procedure, 3)
    assert probe.pending is not None and seen == [found]
    assert victim.key in list(probe.pending.options.keys())
    probe.apply("kill")
    assert probe.pending is not None and len(seen) == 2 and seen[1] is not found
    assert victim.key not in list(probe.pending.options.keys())
    assert seen[1] == eligible(ctx, senate)
    probe.apply(probe.pending.options.keys()[0])
    assert seen[2] is seen[1]


def test_an_answer_without_an_interjection_keeps_who_is_eligible() -> None:
    game = new_game("early", 1, 3)
    ctx, senate = game.context, Senate()
    found = eligible(ctx, senate)
    kept: list[Eligible] = []

    def procedure(c: Context) -> Procedure:
        _, now = yield from choose_eligible(
            c, senate, found, lambda _: ctx.ask(0, SPOILS_PICK, "4.05.4", [Option("pass")], "")
        )
        kept.append(now)

    probe = Game(ctx, procedure, 3)
    probe.apply("pass")
    assert kept == [found] and kept[0] is found
