"""`ror soak`: the command line of ror/soak.py."""

from __future__ import annotations

import json

import click
from rich.console import Console

from bots.seating import PlayerBotError, player_bot
from common.cli_types import GAMES, SEED
from common.errors import fail
from common.game_options import game_option
from common.runner import BASE
from engine.base.setup import FACTION_COUNTS
from engine.quoting import quoted
from ror.cli_options import jobs_option
from ror.soak import Combination, combinations, print_soak, soak_with_progress
from ror.soak import soak as run_soak
from solo.scenario import PLAYER_COUNTS, scenario_names

ALL = "all"
"""``--scenarios all``: every scenario."""


def listed(value: str, flag: str) -> list[str]:
    """A comma-separated list; one-line error when it names nothing."""
    items = [item.strip() for item in value.split(",") if item.strip()]
    if not items:
        fail(f"{flag} needs at least one value, got {quoted(value)}")
    return items


def chosen_combinations(
    scenarios: str, players: str, bots: str, variant: str = "solo"
) -> tuple[Combination, ...]:
    """The combinations the flags name; one-line error on an unknown one."""
    known = scenario_names()
    picked = known if scenarios == ALL else listed(scenarios, "--scenarios")
    for name in picked:
        if name not in known:
            fail(f"--scenarios: unknown scenario {quoted(name)}; known: all, {', '.join(known)}")
    counts = listed(players, "--players")
    allowed = [str(n) for n in (FACTION_COUNTS if variant == BASE else PLAYER_COUNTS)]
    for count in counts:
        if count not in allowed:
            fail(f"--players takes {' or '.join(allowed)}, got {quoted(count)}")
    specs = listed(bots, "--player-bots")
    for spec in specs:
        try:
            player_bot(spec)
        except PlayerBotError as exc:
            fail(str(exc))
    return combinations(
        picked, [int(c) for c in dict.fromkeys(counts)], list(dict.fromkeys(specs)), variant
    )


@click.command(name="soak")
@click.option(
    "--games",
    type=GAMES,
    default=100,
    show_default=True,
    help="Games in all, shared in turn among the combinations.",
)
@click.option(
    "--scenarios",
    default=ALL,
    show_default=True,
    metavar="all|NAME,...",
    help="Scenarios to play (ror new --help lists them).",
)
@click.option(
    "--players",
    default=None,
    metavar="N,...",
    help="Player counts [default: 1,2]; with --game base, faction counts [default: 3,4,5,6].",
)
@click.option(
    "--player-bots",
    default=None,
    metavar="BOT,...",
    help="Player bots (as ror simulate --player-bot) [default: random,heuristic; with --game "
    "base: random,base-faction, each in every seat].",
)
@game_option
@jobs_option
@click.option(
    "--seed", type=SEED, default=1, show_default=True, help="Seed of the first game (game k: +k)."
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object.")
def soak(
    games: int,
    scenarios: str,
    players: str | None,
    player_bots: str | None,
    variant: str,
    jobs: int,
    seed: int,
    as_json: bool,
) -> None:
    """Play GAMES whole games over every combination of scenario, Player count and Player bot,
    checking the turn invariants after every phase (common/conformance.py).

    Prints the games, errors and invariant violations (each kind with a command replaying its
    first game), decisions and time. Exit status 1 on any error or violation.
    """
    base = variant == BASE
    counts = players or ("3,4,5,6" if base else "1,2")
    bots = player_bots or ("random,base-faction" if base else "random,heuristic")
    chosen = chosen_combinations(scenarios, counts, bots, variant)
    if as_json:
        result = run_soak(chosen, seed, games, jobs)
        click.echo(json.dumps(result.summary(), indent=1))
    else:
        result = soak_with_progress(chosen, seed, games, jobs)
        print_soak(result, Console())
    if result.failures:
        raise click.exceptions.Exit(1)
