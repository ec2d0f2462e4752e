"""The Ruling Coalition (4.05.2): vote tallies, Faction Dominance and the Coalition List.

Decision kinds:
- ``coalition.join`` [``join``, ``refuse``]: a Player in a combination that musters a Majority
  may refuse to join it (4.05.2).
- ``coalition.partners`` [``partners:<seat>,<seat>...``]: at item 11 the largest Player names
  the factions that join him; they cannot refuse (spec ruling).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.queries import faction_money, votes_by_faction
from engine.value_class import ValueClass
from solo.decisions import COALITION_JOIN, COALITION_PARTNERS

JOIN: Final = "join"
REFUSE: Final = "refuse"
PARTNERS: Final = "partners:"
"""Option keys of ``coalition.join`` and the key prefix of ``coalition.partners``."""


@dataclass(frozen=True, slots=True)
class ListItem:
    """One line of the Coalition List: Dominance ranks, or a kind of faction (4.05.2)."""

    number: int
    ranks: tuple[int, ...] = ()
    footnote: bool = False
    """(*) If a Player declines, the Coalition adds the 2nd Faction instead (item 5)."""
    all_neutrals: bool = False
    largest_player: bool = False


COALITION_LIST: Final[tuple[ListItem, ...]] = (
    ListItem(1, (1,)),
    ListItem(2, (2, 5)),
    ListItem(3, (2, 4)),
    ListItem(4, (2, 3)),
    ListItem(5, (3, 4, 5), footnote=True),
    ListItem(6, (1, 5)),
    ListItem(7, (1, 4)),
    ListItem(8, (1, 3)),
    ListItem(9, (1, 2)),
    ListItem(10, all_neutrals=True),
    ListItem(11, largest_player=True),
)
"""The Coalition List, read from the top (4.05.2)."""

Joining = Generator[Decision, Choice, list[int] | None]
"""A step that may ask Players and returns the coalition it formed, or None."""


@dataclass(frozen=True, slots=True)
class Tally(ValueClass):
    """The frozen vote totals of one Senate Phase and the Majority they need (4.05.2)."""

    votes: dict[int, int]
    ranking: tuple[int, ...]
    """Seats from Dominance rank 1 to 5."""

    def __init__(self, votes: dict[int, int], ranking: tuple[int, ...]) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "votes", votes)
        object.__setattr__(self, "ranking", ranking)

    @property
    def majority(self) -> int:
        """More than half of all votes: 41 -> 21, 40 -> 21 (4.05.2; spec ruling)."""
        return sum(self.votes.values()) // 2 + 1

    def total(self, seats: Sequence[int]) -> int:
        """The votes a combination of factions musters."""
        return sum(self.votes[seat] for seat in seats)

    def at_rank(self, rank: int) -> int:
        """The seat holding a Dominance rank."""
        return self.ranking[rank - 1]


def form_coalition(ctx: Context) -> Procedure:
    """Tally votes, set the Faction Dominance markers, then form the Ruling Coalition from the
    first combination on the Coalition List that musters a Majority (4.05.2)."""
    tallies = vote_tallies(ctx)
    tally = Tally(tallies, rank_factions(ctx, tallies))
    ctx.state.dominance = {seat: rank for rank, seat in enumerate(tally.ranking, start=1)}
    ctx.record(
        "Game",
        "dominance",
        "4.05.2",
        f"votes in Rome {_votes_text(ctx, tally)}; Majority {tally.majority}",
        votes=dict(tally.votes),
        dominance=dict(ctx.state.dominance),
    )
    coalition = yield from search_coalition_list(ctx, tally)
    ctx.state.coalition = sorted(coalition, key=lambda seat: ctx.state.dominance[seat])
    ctx.record(
        "Game",
        "ruling_coalition",
        "4.05.2",
        f"Ruling Coalition: {_names(ctx, ctx.state.coalition)} with {tally.total(coalition)} votes",
        coalition=list(ctx.state.coalition),
    )


def vote_tallies(ctx: Context) -> dict[int, int]:
    """Each faction's votes among its Senators in Rome; Talents never add votes (4.05.2). An
    eliminated faction takes no part (1.05.4)."""
    found = votes_by_faction(ctx.state.senators.values())
    return {f.seat: found.get(f.seat, 0) for f in ctx.state.factions if not f.eliminated}


def rank_factions(ctx: Context, tallies: dict[int, int]) -> tuple[int, ...]:
    """Faction Dominance 1-5: most votes first, ties to the most money (Faction Treasury plus
    every Personal Treasury), remaining ties by 2d6 (4.05.2, 1.04.8)."""
    money = {seat: faction_money(ctx.state, seat) for seat in tallies}
    ranked: list[int] = []
    left = sorted(tallies, key=lambda seat: (-tallies[seat], -money[seat], seat))
    while left:
        best = (tallies[left[0]], money[left[0]])
        tied = [seat for seat in left if (tallies[seat], money[seat]) == best]
        first = ctx.tie_break(tied, "4.05.2", "Faction Dominance", name=ctx.faction_name)
        ranked.append(first)
        left.remove(first)
    return tuple(ranked)


def search_coalition_list(ctx: Context, tally: Tally) -> Generator[Decision, Choice, list[int]]:
    """Read down the Coalition List; a Player may refuse a combination with a Majority, and the
    search goes on (4.05.2). Item 11 always forms a coalition (spec ruling)."""
    for item in COALITION_LIST:
        if item.largest_player:
            return (yield from largest_player_coalition(ctx, tally))
        members = _members(ctx, tally, item)
        if not members or tally.total(members) < tally.majority:
            continue
        formed = yield from _offer(ctx, tally, item, members)
        if formed is not None:
            ctx.record(
                "Game", "coalition_item", "4.05.2", f"Coalition List item {item.number} forms"
            )
            return formed
    raise AssertionError("the Coalition List ends with item 11, which always forms")


def _members(ctx: Context, tally: Tally, item: ListItem) -> list[int]:
    """The item's factions; none if it names a rank an eliminated faction left empty."""
    if item.all_neutrals:
        return [seat for seat in tally.ranking if not ctx.state.factions[seat].is_player]
    if max(item.ranks) > len(tally.ranking):
        return []
    return [tally.at_rank(rank) for rank in item.ranks]


def _offer(ctx: Context, tally: Tally, item: ListItem, members: list[int]) -> Joining:
    """Ask the Players of a majority combination; with the footnote (*) each refusing Player
    is replaced, once, by the 2nd faction, which must itself bring a Majority (4.05.2)."""
    refusing = yield from _refusals(ctx, members, stop_at_first=not item.footnote)
    if not refusing:
        return members
    if not item.footnote:
        return None
    second = tally.at_rank(2)
    instead = [seat for seat in members if seat not in refusing] + [second]
    if tally.total(instead) < tally.majority:
        return None
    refused_again = yield from _refusals(ctx, [second], stop_at_first=True)
    return None if refused_again else instead


def _refusals(
    ctx: Context, members: list[int], stop_at_first: bool
) -> Generator[Decision, Choice, list[int]]:
    """The Players among ``members`` who refuse to join them (``coalition.join``)."""
    refusing: list[int] = []
    for seat in members:
        if not ctx.state.factions[seat].is_player:
            continue
        choice = yield ctx.ask(
            seat,
            COALITION_JOIN,
            "4.05.2",
            [Option(JOIN, None, "join"), Option(REFUSE, None, "refuse")],
            f"Join a Ruling Coalition of {_names(ctx, members)}?",
            members=tuple(members),
        )
        if choice.key == REFUSE:
            ctx.record(ctx.faction_name(seat), "coalition_refused", "4.05.2", "refuses to join")
            refusing.append(seat)
            if stop_at_first:
                break
    return refusing


def largest_player_coalition(ctx: Context, tally: Tally) -> Generator[Decision, Choice, list[int]]:
    """Item 11: the Player with most votes (ties: better rank) names partner factions that give
    a Majority; they cannot refuse. With no votes in Rome at all he stands alone (ruling)."""
    players = [f.seat for f in ctx.state.factions if f.is_player]
    leader = min(players, key=lambda seat: (-tally.votes[seat], tally.ranking.index(seat)))
    others = [seat for seat in tally.ranking if seat != leader]
    options = [
        Option(PARTNERS + ",".join(map(str, group)), group, _names(ctx, [leader, *group]))
        for size in range(len(others) + 1)
        for group in combinations(sorted(others), size)
        if tally.total([leader, *group]) >= tally.majority
    ]
    if not options:
        return [leader]
    choice = yield ctx.ask(
        leader,
        COALITION_PARTNERS,
        "4.05.2",
        options,
        "Coalition List item 11: choose the factions that join your Ruling Coalition",
    )
    assert isinstance(choice, Option) and isinstance(choice.value, tuple)
    return [leader, *choice.value]


def _names(ctx: Context, seats: Sequence[int]) -> str:
    return ", ".join(ctx.faction_name(seat) for seat in seats)


def _votes_text(ctx: Context, tally: Tally) -> str:
    return ", ".join(
        f"{rank}. {ctx.faction_name(seat)} {tally.votes[seat]}"
        for rank, seat in enumerate(tally.ranking, start=1)
    )
