"""Neutral rules by area; importing this package registers them all."""

from bots.neutral_rules import setup

__all__ = ["setup"]
