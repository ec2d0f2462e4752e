"""Redistribution (1.06.3): a Player's revenue goes to the Senators who earned it and he moves
talents between his purses; a Neutral pools and splits its revenue (4.03.1)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import REVENUE_TRANSFER, REVENUE_TRANSFER_AMOUNT
from engine.phases.revenue_ledger import DONE, TREASURY, Ledger, amount_of, is_rebel
from engine.queries import turn_order
from engine.state import Faction, Location, Senator
from engine.treasury import from_bank
from engine.value_class import ValueClass


def redistribution(ctx: Context, ledger: Ledger) -> Procedure:
    """Redistribution (1.06.3): a Player's revenue goes to the Senators who earned it and he then
    moves talents freely; a Neutral pools its revenue and splits it by its Guideline (4.03.1)."""
    for seat in turn_order(ctx):
        earned = [
            (s, ledger.income[s.key])
            for s in ctx.state.faction_senators(seat)
            if s.key in ledger.income
        ]
        if ctx.state.factions[seat].is_player:
            for senator, talents in earned:
                senator.talents += from_bank(ctx.state, talents)
            yield from player_transfers(ctx, seat)
        else:
            pool = sum(talents for _, talents in earned)
            yield from ctx.rules.distribute_revenue(ctx, seat, pool)


@dataclass(frozen=True, slots=True)
class Purse(ValueClass):
    """Where talents can be: a Personal Treasury or a Faction Treasury (1.06.3)."""

    key: str
    name: str
    faction: Faction
    senator: Senator | None = None

    def __init__(
        self, key: str, name: str, faction: Faction, senator: Senator | None = None
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "faction", faction)
        object.__setattr__(self, "senator", senator)

    @property
    def talents(self) -> int:
        """What it holds."""
        return self.senator.talents if self.senator is not None else self.faction.treasury

    @property
    def rebel(self) -> bool:
        """A Rebel's Personal Treasury."""
        return self.senator is not None and is_rebel(self.senator)

    def add(self, talents: int) -> None:
        """Put in (or, negative, take out) talents."""
        if self.senator is not None:
            self.senator.talents += talents
        else:
            self.faction.treasury += talents


def purses(ctx: Context, seat: int) -> list[Purse]:
    """The purses a Player may move talents between: his Faction Treasury, his Senators who are
    not Captive (1.06.3), and the other Player's Faction Treasury (1.04.6)."""
    state = ctx.state
    own = state.factions[seat]
    found = [Purse(TREASURY, "Faction Treasury", own)]
    found += [
        Purse(s.key, s.name, own, s)
        for s in state.faction_senators(seat)
        if s.location is not Location.CAPTIVE
    ]
    found += [
        Purse(f"faction-{f.seat}", f"{ctx.faction_name(f.seat)}'s Faction Treasury", f)
        for f in state.factions
        if f.is_player and f.seat != seat
    ]
    return found


def transfer_options(ctx: Context, seat: int, used: Collection[str] = ()) -> list[Option]:
    """Every legal (from, to) pair not ``used`` yet: from his own purses holding talents, to any
    other purse; a Rebel gives to and takes from Rebels only (1.06.3, 1.11.33)."""
    found = [(purse, purse.rebel) for purse in purses(ctx, seat)]  # each read once, not a pair
    options = (
        transfer_option(src.key, src.name, dst.key, dst.name)
        for src, rebel in found
        if src.faction.seat == seat and src.talents > 0
        for dst, other in found
        if dst is not src and other == rebel
    )
    return [o for o in options if o.key not in used]


TRANSFERS_KEPT: Final = 4096
"""Transfer options kept for reuse (``transfer_option``): more than the purse pairs of a game."""


@lru_cache(maxsize=TRANSFERS_KEPT)
def transfer_option(source: str, source_name: str, target: str, target_name: str) -> Option:
    """The option of a transfer between two purses: a value made once and kept, as every
    transfer of a Redistribution offers the same pairs again (1.06.3)."""
    return Option(f"{source}>{target}", (source, target), f"{source_name} -> {target_name}")


def player_transfers(ctx: Context, seat: int) -> Procedure:
    """A Player moves talents, one transfer at a time, until he is done (1.06.3). Each (from,
    to) pair is offered once a phase (docs/rulings.md): any allocation free moves reach, direct
    moves reach with each pair used once, and the phase always ends whatever the answers."""
    used: set[str] = set()
    while True:
        options = transfer_options(ctx, seat, used)
        if not options:
            return
        choice = yield ctx.ask(
            seat,
            REVENUE_TRANSFER,
            "1.06.3",
            [*options, Option(DONE, None, "end Redistribution")],
            "Move talents between your Senators and Faction Treasury, or stop",
        )
        if choice.key == DONE:
            return
        used.add(choice.key)
        by_key = {p.key: p for p in purses(ctx, seat)}
        source, target = choice.key.split(">")
        src, dst = by_key[source], by_key[target]
        answer = yield ctx.ask_amount(
            seat,
            REVENUE_TRANSFER_AMOUNT,
            "1.06.3",
            1,
            src.talents,
            f"How many talents from {src.name} to {dst.name}?",
            source=src.key,
            target=dst.key,
        )
        amount = amount_of(answer)
        src.add(-amount)
        dst.add(amount)
        ctx.record(
            ctx.faction_name(seat),
            "transfer",
            "1.06.3",
            f"moves {amount} T from {src.name} to {dst.name}",
            source=src.key,
            target=dst.key,
            talents=amount,
        )
