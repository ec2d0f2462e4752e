"""The basic game's phases of a turn (1.05-1.11), one module each; the Senate Phase is section
IV's (solo/phases/senate.py)."""
