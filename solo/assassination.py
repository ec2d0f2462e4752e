"""Section IV's Assassinations and Bodyguards (4.07.3, 4.07.4): there are no free attempts; a
Consul for Life candidacy (4.05.413) or a Player's request starts an Assassination Check, and the
high roller among the factions that take part must attempt it (engine/assassination.py carries
the attempt out). A Neutral plays every Secret Bodyguard it holds and guards its most influential
Senator with its Open Bodyguard; a caught assassin's Faction Leader is guilty without trial.

Decisions (option keys in brackets):
- ``assassination.attempt`` [``<senator>@<n>``]: the Player who won the high roll names his
  assassin (a Senator in Rome) and how many Assassin cards he plays.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from functools import lru_cache, partial
from typing import Final

from engine.assassination import (
    ASSASSIN,
    NO_ATTEMPT,
    AttemptProcedure,
    ask_assassin,
    attempt,
    held,
    may_be_targeted,
)
from engine.context import Context, Interjection, Procedure
from engine.death import kill_senator
from engine.decision import Choice, Decision, Option
from engine.queries import in_rome
from engine.state import Location, Senator
from solo.decisions import ASSASSINATION_ATTEMPT

REQUEST_PREFIX: Final = "assassinate:"
"""Option key prefix of the Players' request interjections."""


def assassination_check(ctx: Context, target_key: str, trigger: str) -> AttemptProcedure:
    """An Assassination Check against a Senator in Rome (4.07.3): every other faction that may
    take part rolls 1d6 (a Neutral +1 per Assassin card it holds), and the high roller must
    attempt it. ``trigger`` names the cause: a Consul for Life candidacy or a Player's request.
    No attempt if the target's faction was already a target this turn (1.09.7) or nobody may
    take part."""
    state = ctx.state
    target = state.senators[target_key]
    assert target.faction is not None
    if not may_be_targeted(ctx, target):
        ctx.record("Game", "no_assassination", "1.09.7", f"{target.name} cannot be attacked now")
        return NO_ATTEMPT
    takers = participants(ctx, target)
    if not takers:
        ctx.record(
            "Game", "no_assassination", "4.07.3", f"nobody takes part in the Check on {target.name}"
        )
        return NO_ATTEMPT
    ctx.record("Game", "assassination_check", "4.07.3", f"Assassination Check on {target.name}")
    seat = high_roller(ctx, takers)
    state.assassinations.append((seat, target.faction))
    assassin, cards = yield from choose_assassin(ctx, seat, target)
    return (yield from attempt(ctx, seat, assassin, cards, target, trigger))


def participants(ctx: Context, target: Senator) -> list[int]:
    """Factions other than the target's with a Senator in Rome that have not attempted an
    Assassination this turn; a Neutral only against a target with 21+ Influence who has more
    than any other Senator (1.09.7, 4.07.3)."""
    state = ctx.state
    attempted = {a for a, _ in state.assassinations}
    neutrals_join = neutral_target(ctx, target)
    return [
        f.seat
        for f in state.factions
        if f.seat != target.faction
        and f.seat not in attempted
        and not f.eliminated
        and any(in_rome(s) for s in state.faction_senators(f.seat))
        and (f.is_player or neutrals_join)
    ]


def neutral_target(ctx: Context, target: Senator) -> bool:
    """At least 21 Influence and more than any other Senator in play (4.07.3)."""
    minimum = ctx.catalog.tables.influence.consul_for_life_election_min
    others = (
        s.influence
        for s in ctx.state.senators.values()
        if s.key != target.key and s.location is not Location.CURIA
    )
    return target.influence >= minimum and all(target.influence > i for i in others)


def high_roller(ctx: Context, seats: Sequence[int]) -> int:
    """Each faction rolls 1d6, a Neutral adding 1 per Assassin card it holds; tied highs roll
    again with the same modifiers (4.07.3)."""
    contenders = list(seats)
    while True:
        modifiers = [_check_modifier(ctx, seat) for seat in contenders]
        rolls = [ctx.dice.d6("high_roller") for _ in contenders]
        totals = [r + m for r, m in zip(rolls, modifiers, strict=True)]
        ctx.record(
            "Game",
            "assassination_roll",
            "4.07.3",
            "high roll for the attempt: "
            + ", ".join(
                f"{ctx.faction_name(s)} {t}" for s, t in zip(contenders, totals, strict=True)
            ),
            dice=rolls,
        )
        best = max(totals)
        contenders = [s for s, t in zip(contenders, totals, strict=True) if t == best]
        if len(contenders) == 1:
            return contenders[0]


def _check_modifier(ctx: Context, seat: int) -> int:
    faction = ctx.state.factions[seat]
    return 0 if faction.is_player else len(held(faction, ctx, ASSASSIN))


def choose_assassin(
    ctx: Context, seat: int, target: Senator
) -> Generator[Decision, Choice, tuple[Senator, list[int]]]:
    """The attacker's assassin and Assassin cards: a Player chooses both; a Neutral sends its
    least influential Senator in Rome, a non-Leader if it can (ties 2d6), with every Assassin
    card it holds (4.07.3)."""
    faction = ctx.state.factions[seat]
    senators = [s for s in ctx.state.faction_senators(seat) if in_rome(s)]
    cards = held(faction, ctx, ASSASSIN)
    if not faction.is_player:
        assassin = ctx.best_by(
            senators,
            lambda s: (int(s.key != faction.leader), -s.influence),
            "4.07.3",
            "the Neutral's assassin",
            name=lambda s: s.name,
        )
        return assassin, cards
    prompt = (
        f"You must attempt to assassinate {target.name}: choose the assassin and Assassin cards"
    )
    return (yield from ask_assassin(ctx, seat, target, ASSASSINATION_ATTEMPT, "4.07.3", prompt))


def assassination_requests(ctx: Context, seat: int) -> list[Option]:
    """The Checks a Player may request now, one option per Senator in Rome he may name as the
    target: Senate Phase only, not his own faction's, not a faction already targeted this turn,
    and only while he has not attempted one and has a Senator in Rome (4.07.3 rulings); and
    only on a decision that is built again after it (``Context.choose``), never in the middle
    of an act another decision completes (docs/rulings.md)."""
    state = ctx.state
    if (
        not ctx.rederiving
        or state.phase != "Senate"
        or seat in {a for a, _ in state.assassinations}
    ):
        return []
    if not any(in_rome(s) for s in state.faction_senators(seat)):
        return []
    return [
        request_option(s.key, s.name)
        for s in state.senators.values()
        if s.faction not in (None, seat) and may_be_targeted(ctx, s)
    ]


REQUESTS_KEPT: Final = 1024
"""Request options kept for reuse (``request_option``): more than the Senators of a game."""


@lru_cache(maxsize=REQUESTS_KEPT)
def request_option(key: str, name: str) -> Option:
    """The option requesting an Assassination Check on one Senator: a value made once and kept,
    as every Player decision of the Senate Phase offers it again."""
    return Option(
        REQUEST_PREFIX + key,
        Interjection(partial(requested_check, target_key=key)),
        f"request an Assassination Check on {name}",
    )


def requested_check(ctx: Context, target_key: str) -> Procedure:
    """A Player's requested Assassination Check (4.07.3)."""
    yield from assassination_check(ctx, target_key, "requested by a Player")


# --- 4.07.4 Bodyguards ----------------------------------------------------------------------------


def neutral_secret_bodyguards(cards: Sequence[int]) -> int:
    """A Neutral plays every Secret Bodyguard it holds on every attempt (4.07.4)."""
    return len(cards)


def neutral_open_bodyguard(ctx: Context, candidates: Sequence[Senator]) -> Senator | None:
    """A Neutral guards its most influential unguarded Senator in Rome if he has 21+ Influence,
    ties 2d6 (4.07.4)."""
    guarded = ctx.best_by(
        candidates, lambda s: s.influence, "4.07.4", "whom to guard", name=lambda s: s.name
    )
    if guarded.influence < ctx.catalog.tables.influence.consul_for_life_election_min:
        return None
    return guarded


def guilty_leader(ctx: Context, leader: Senator) -> Generator[Decision, Choice, bool]:
    """With no Prosecutions, a caught assassin's Faction Leader in Rome is automatically guilty
    and dies (4.07.3, 1.09.74): no one is asked."""
    kill_senator(ctx, leader.key, "4.07.3", "guilty of the assassination", leader_card_stays=False)
    yield from ()
    return True
