"""Phases of the turn that section IV replaces whole (4.05)."""
