"""Eligibility for the Spoils (4.05.41, 4.05.412): who may receive each item, each faction's legal
picks, and the offices the Ruling Coalition cannot fill, which go to a Senator outside it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.faction_cards import concession_card, concession_playable
from engine.legates import may_govern_from_rome
from engine.queries import OFFICE_PRECEDENCE
from engine.senate.offices import Senate, tradition_erodes
from engine.state import Location, Office, Senator
from solo.land_bills import land_bill_picks
from solo.military import crisis_consul_candidates
from solo.offices import least_influential
from solo.spoils_types import Eligible, Pick, Spoils, pick_of, pick_option


def eligible(ctx: Context, senate: Senate) -> Eligible:
    """Consuls: Aligned Senators in Rome with no office given this phase, not last turn's
    Consuls or Dictator unless Tradition Erodes (1.09.2; last turn's Censor may, 4.05.41), in a
    Crisis only each faction's best Military Senator (4.05.34). Censor: such a Senator with a
    Prior Consul marker, any if Rome has none (1.09.4). Governor: an Aligned Senator in Rome with
    no Major Office (any, under the Vatinian Law, 1.13.1), one back from his Province this turn
    only if nobody else (1.09.5, 1.09.51).
    Concessions in the Forum, a Land Commissioner only with a Land Bill in effect (1.09.61)."""
    state = ctx.state
    rome: list[Senator] = []  # in_rome and state.forum_senators, in one pass over the Senators
    unaligned: list[Senator] = []
    here, forum = Location.ROME, Location.FORUM
    for senator in state.senators.values():
        if senator.location is here:
            if senator.faction is not None:
                rome.append(senator)
        elif senator.location is forum:
            unaligned.append(senator)
    free = [s for s in rome if not s.offices or not senate.holds_new_office(s)]
    again = tradition_erodes(ctx)
    consuls = [s for s in free if again or s.key not in senate.outgoing_consuls]
    plan = state.military_plan
    if plan is not None and plan.crisis:
        consuls = crisis_consul_candidates(consuls)
    idle = [
        s
        for s in rome
        if not s.offices
        or not any(o in OFFICE_PRECEDENCE for o in s.offices)
        or may_govern_from_rome(ctx, s)
    ]
    return Eligible(
        rome=rome,
        consuls=consuls,
        censors=[s for s in free if s.prior_consul] or free,
        governors=[s for s in idle if s.key not in senate.returned_governors] or idle,
        unaligned=unaligned,
        provinces=sorted(key for key, p in state.provinces.items() if p.governor is None),
        concessions=[
            ctx.catalog.entry(n).key
            for n in state.forum_concessions
            if concession_playable(ctx, concession_card(ctx, n))
        ],
    )


def choose_eligible(
    ctx: Context, senate: Senate, found: Eligible, build: Callable[[Eligible], Decision]
) -> Generator[Decision, Choice, tuple[Choice, Eligible]]:
    """Ask a Player the decision ``build`` makes from who is eligible (``found`` as it is asked)
    through ``Context.choose``; returns his answer and who is eligible once he gave it. Only an
    interjection changes the state meanwhile, and after one the decision is built again
    (4.04.1): eligibility is reckoned afresh then, and only then."""
    builds = 0

    def rebuilt() -> Decision:
        nonlocal builds, found
        if builds:
            found = eligible(ctx, senate)
        builds += 1
        return build(found)

    choice = yield from ctx.choose(rebuilt)
    return choice, found


def legal_picks(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> list[Pick]:
    """Every (item, Senator) the faction may take now (``found``: who is eligible now),
    reckoned once for each ``found`` (``Spoils.picks``)."""
    if spoils.found is not found:
        spoils.found, spoils.picks = found, {}
    picks = spoils.picks.get(seat)
    if picks is None:
        picks = spoils.picks[seat] = _legal_picks(ctx, spoils, seat, found)
    return picks


def unchanged(spoils: Spoils, found: Eligible) -> Eligible:
    """``found`` again after a turn that changed nothing it reads (the division's own record,
    a spent Tribune, Popularity and Unrest): who is eligible is as it was (4.05.41), and each
    faction's legal picks are reckoned afresh from it (a Land Bill's or the Rome Consul's may
    differ, 4.05.412, 4.05.416)."""
    spoils.found = None
    return found


def _legal_picks(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> list[Pick]:
    """Every (item, Senator) the faction may take now: a Neutral only its own eligible
    Senators, a Player any eligible Senator (4.05.4, 4.05.41-4.05.417)."""
    player = ctx.state.factions[seat].is_player

    def mine(senators: Sequence[Senator]) -> list[Senator]:
        return list(senators) if player else [s for s in senators if s.faction == seat]

    filled = spoils.senate.filled
    picks: list[Pick] = []
    if Office.ROME_CONSUL not in filled:
        inside, outside = coalition_split(ctx, found.consuls)
        chosen = mine(rome_consul_candidates(ctx, spoils.senate, inside))
        chosen += outside if player else []
        picks += [pick_of("rome_consul", s.key) for s in chosen]
    if Office.FIELD_CONSUL not in filled:
        picks += [pick_of("field_consul", s.key) for s in mine(found.consuls)]
    if Office.CENSOR not in filled:
        picks += [pick_of("censor", s.key) for s in mine(found.censors)]
    if found.provinces:
        governors = mine(found.governors) + (found.unaligned if player else [])
        picks += [pick_of("governor", s.key, p) for p in found.provinces for s in governors]
    in_town = mine(found.rome)
    picks += [pick_of("concession", s.key, c) for c in found.concessions for s in in_town]
    picks += land_bill_picks(ctx, spoils, seat, in_town)
    return picks


def rome_consul_candidates(
    ctx: Context, senate: Senate, senators: Sequence[Senator]
) -> list[Senator]:
    """Those whose Popularity equals or exceeds the Unrest Level; if none, only the most popular
    one, ties to the least Influence, then 2d6 (4.05.412; spec ruling)."""
    unrest = ctx.state.unrest
    popular = [s for s in senators if s.popularity >= unrest]
    if popular or not senators:
        return popular
    top = max(s.popularity for s in senators)
    best = [s for s in senators if s.popularity == top]
    return [least_influential(ctx, senate, best, "4.05.412", "the most popular Senator")]


def coalition_split(
    ctx: Context, senators: Sequence[Senator]
) -> tuple[list[Senator], list[Senator]]:
    """The Senators inside and outside the Ruling Coalition."""
    coalition = ctx.state.coalition
    inside = [s for s in senators if s.faction in coalition]
    return inside, [s for s in senators if s.faction not in coalition]


def offices_filled(spoils: Spoils, found: Eligible) -> bool:
    """Every office of this turn is filled or has no eligible Senator anywhere (4.05.418)."""
    filled = spoils.senate.filled
    able = {
        Office.ROME_CONSUL: bool(found.consuls),
        Office.FIELD_CONSUL: bool(found.consuls),
        Office.CENSOR: bool(found.censors),
    }
    if any(can for office, can in able.items() if office not in filled):
        return False
    return not (found.provinces and (found.governors or found.unaligned))


def outsider_pick(ctx: Context, spoils: Spoils, found: Eligible) -> Pick | None:
    """The next office the coalition cannot fill and an outsider can (4.05.41), ``found``
    being who is eligible now."""
    senate = spoils.senate
    inside, outside = coalition_split(ctx, found.consuls)
    if Office.ROME_CONSUL not in senate.filled and not inside:
        pool = rome_consul_candidates(ctx, senate, outside)
        if pool:
            return pick_of("rome_consul", _least(ctx, senate, pool).key)
    if Office.FIELD_CONSUL not in senate.filled and not inside and outside:
        return pick_of("field_consul", _least(ctx, senate, outside).key)
    censors = coalition_split(ctx, found.censors)
    if Office.CENSOR not in senate.filled and not censors[0] and censors[1]:
        return pick_of("censor", _least(ctx, senate, censors[1]).key)
    governors = coalition_split(ctx, found.governors)
    pool = governors[1] or found.unaligned
    if found.provinces and not governors[0] and pool:
        return pick_of("governor", _least(ctx, senate, pool).key, found.provinces[0])
    return None


def _least(ctx: Context, senate: Senate, senators: Sequence[Senator]) -> Senator:
    return least_influential(ctx, senate, senators, "4.05.41", "an office outside the coalition")


def pick_options(ctx: Context, spoils: Spoils, seat: int, found: Eligible) -> tuple[Option, ...]:
    """The faction's legal picks as options, for a Neutral weighing a Tribune (``found``: who
    is eligible now)."""
    picks = legal_picks(ctx, spoils, seat, found)
    return tuple(pick_option(ctx, spoils, p) for p in picks)
