"""The base game for 3-6 factions (sections I and III): its set-up, turn and rules object; every
faction is a Player's, whoever answers for its seat (docs/base-game.md)."""
