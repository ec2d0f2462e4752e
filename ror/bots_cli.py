"""`ror bots`: the Player bots a spec may name, and the conformance checks run on one
(docs/bots.md, docs/conformance.md)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import click
from rich import box
from rich.console import Console
from rich.table import Table

from bots.agent import AgentFactory
from bots.plugins import installed_bots
from bots.seating import CONFIGURABLE_BOTS, PLAYER_BOTS, PlayerBotError, player_bot, seat_agents
from common.cli_types import SEED, ShortChoice
from common.conformance import check_conformance
from common.errors import fail
from engine.decision import IllegalChoice
from engine.hints import declared_doc
from engine.view import HiddenInformation
from solo.scenario import PLAYER_COUNTS, scenario_names


def bot_rows() -> list[dict[str, str]]:
    """Every named Player bot: name, where it comes from, and what it is (its docstring's first
    line, or why it cannot load)."""
    rows = [
        {
            "name": name,
            "source": "built-in" + (" (takes settings)" if name in CONFIGURABLE_BOTS else ""),
            "about": summary(factory),
        }
        for name, factory in PLAYER_BOTS.items()
    ]
    for name, bot in installed_bots().items():
        try:
            about = summary(player_bot(name))
        except PlayerBotError as exc:
            about = f"unavailable: {exc}"
        rows.append({"name": name, "source": f"{bot.package} ({bot.target})", "about": about})
    return rows


def summary(factory: object) -> str:
    """The first paragraph of a bot class's docstring, as one line (from its source when the
    class is compiled: engine/hints.py)."""
    doc = (declared_doc(factory) if isinstance(factory, type) else factory.__doc__) or ""
    return " ".join(doc.strip().split("\n\n")[0].split())


@click.group()
def bots() -> None:
    """The Player bots: built in, installed (entry points `ror.player_bots`) or your own."""


@bots.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the bots as JSON.")
def list_bots(as_json: bool) -> None:
    """Every Player bot a --player-bot spec may name; also module:Class and path/file.py:Class."""
    rows = bot_rows()
    if as_json:
        click.echo(json.dumps(rows, indent=1))
        return
    table = Table(box=box.SIMPLE, title="Player bots (docs/bots.md)")
    for column in ("name", "source", "about"):
        table.add_column(column)
    for row in rows:
        table.add_row(row["name"], row["source"], row["about"])
    Console().print(table)


@bots.command("check")
@click.argument("spec")
@click.option(
    "--scenario",
    "scenarios",
    type=ShortChoice(scenario_names()),
    multiple=True,
    help="Scenario to play (repeatable) [default: early].",
)
@click.option(
    "--players",
    "player_counts",
    type=ShortChoice([str(n) for n in PLAYER_COUNTS]),
    multiple=True,
    help="Player count (repeatable) [default: 1 and 2].",
)
@click.option("--seed", type=SEED, default=1, show_default=True, help="Seed of every game.")
def check(spec: str, scenarios: tuple[str, ...], player_counts: tuple[str, ...], seed: int) -> None:
    """Hold the Player bot SPEC to the conformance contracts (docs/conformance.md) on whole
    games: invariants after every phase, illegal choices refused, two runs alike, replay.

    Exit status 1 if a contract breaks.
    """
    try:
        factory = player_bot(spec)
    except PlayerBotError as exc:
        fail(str(exc))
    broken = 0
    with tempfile.TemporaryDirectory() as folder:
        for scenario in scenarios or ("early",):
            for players in player_counts or tuple(str(n) for n in PLAYER_COUNTS):
                where = f"{scenario}/{players}P/seed {seed}"
                try:
                    digest = conform(factory, scenario, int(players), seed, Path(folder))
                except AssertionError as exc:
                    broken += 1
                    click.echo(f"FAIL {where}: {exc}")
                except (IllegalChoice, HiddenInformation) as exc:
                    broken += 1
                    click.echo(f"FAIL {where}: the bot broke the rules: {exc}")
                else:
                    click.echo(f"ok   {where}: digest {digest[:16]}")
    if broken:
        raise click.exceptions.Exit(1)


def conform(factory: AgentFactory, scenario: str, players: int, seed: int, folder: Path) -> str:
    """``check_conformance`` on one game with the bot in every Player seat; its digest."""
    return check_conformance(
        scenario, players, seed, folder, lambda game: seat_agents(game, factory)
    )
