"""The turn (1.03): its phases in order, each followed by the Consul for Life check (1.09.822)
and the phase hooks. A variant's rules give the phases (engine/rules.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.periods import begin_turn
from engine.victory import rebel_triumph_guard


class Phase(NamedTuple):
    """One phase of the turn: its name, the rule that defines it, and its procedure."""

    name: str
    rule: str
    run: Callable[[Context], Procedure]


Resume = Callable[[Context, int], Procedure]
"""The rest of the game from the start of the phase with this index in the current turn."""


def play_turn(
    ctx: Context, phases: Sequence[Phase], resume: Resume | None = None, first: int = 0
) -> Procedure:
    """One turn from its phase ``first``: the period may advance as the turn starts (3.05.1);
    then each phase in order (1.03); after each, a Senator back in Rome with 35 Influence is
    Consul for Life (1.09.822), then the phase hooks run.

    Each phase start is a checkpoint (engine/checkpoint.py) if ``resume`` can continue the game
    from there."""
    for index in range(first, len(phases)):
        name, rule, phase = phases[index]
        ctx.dice.enter((ctx.state.turn, index))
        if resume is not None:
            ctx.resumable((ctx.state.turn, index), _resume_at(resume, index))
        if index == 0:
            begin_turn(ctx)
        ctx.state.phase = name
        if ctx.logs("phase"):
            ctx.record("Game", "phase", rule, f"turn {ctx.state.turn}: {name} Phase")
        yield from phase(ctx)
        appoint_consul_for_life(ctx)
        ctx.end_phase()


def _resume_at(resume: Resume, index: int) -> Callable[[Context], Procedure]:
    def run(ctx: Context) -> Procedure:
        return resume(ctx, index)

    return run


def turns_of(phases: Sequence[Phase]) -> Resume:
    """The game's turns with these phases, from the phase ``first`` of the current turn on; a
    Bankruptcy while a Senator is in Revolt ends a turn with the Rebel End Game (1.12.2 #2,
    engine/victory.py); each phase start is a checkpoint they continue from."""

    def turns(ctx: Context, first: int = 0) -> Procedure:
        while True:
            yield from rebel_triumph_guard(ctx, play_turn(ctx, phases, turns, first))
            first = 0
            ctx.state.turn += 1

    return turns
