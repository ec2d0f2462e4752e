"""`python -m play ARGS` is `ror play ARGS`."""

import sys

from ror.cli import main

main(["play", *sys.argv[1:]], prog_name="ror")
