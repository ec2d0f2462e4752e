"""The Senate Phase of the basic game (1.09): offices, proposals, votes, elections, Governors and
Forces, as decisions of the faction whose Senator acts (docs/base-game.md)."""
