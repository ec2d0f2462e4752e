"""`python -m play ARGS`: the game in this terminal (play/cli.py)."""

from play.cli import play_command

play_command(prog_name="python -m play")
