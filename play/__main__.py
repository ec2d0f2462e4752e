"""`python -m play ARGS` is `ror play ARGS` (the web server runs it for each browser tab)."""

import sys

from ror.cli import main

main(["play", *sys.argv[1:]], prog_name="ror")
