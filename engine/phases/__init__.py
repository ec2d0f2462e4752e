"""The phases of a turn (1.05-1.11), one module each."""
