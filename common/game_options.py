"""The command-line option every command that plays games shares to choose the game: section IV
(``solo``) or the base game of 3-6 factions (``base``, engine/base)."""

from __future__ import annotations

import click

from common.runner import BASE

SOLO = "solo"
"""``--game solo``: section IV, the Players against the Neutrals."""

game_option = click.option(
    "--game",
    "variant",
    type=click.Choice([SOLO, BASE]),
    default=SOLO,
    show_default=True,
    help="solo: section IV with Neutrals; base: the base game of 3-6 factions, a bot in every "
    "seat (docs/base-game.md).",
)
