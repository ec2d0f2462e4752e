"""What a variant's rules supply to the basic game (docs/architecture.md, layers).

The engine plays sections 1-3 and knows nothing of the solitaire / two-player game. Where the
turn sequence needs a variant's answer (who decides for a faction no Player runs, how such a
faction acts, how the game ends), it asks the ``Rules`` object given to ``Game.new`` and kept
on the ``Context``: rule code calls ``ctx.rules.<step>(ctx, ...)``. solo/rules.py fills it for
section IV.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from engine.context import Context, Procedure
    from engine.decision import Choice, Decision, Option
    from engine.outcome import GameResult
    from engine.state import Faction, Senator, Unit


class Rules(Protocol):
    """The extension points of the turn sequence, one method each."""

    # --- The game ------------------------------------------------------------------------------

    def game(self, ctx: Context) -> Procedure:
        """The whole game: set-up (3.01-3.03 and the variant's), then the turns in order (1.03)."""
        ...

    # --- Who decides and who pays for a faction no Player runs -----------------------------------

    def cite(self, ctx: Context, seat: int, rule: str) -> str:
        """The rule that governs what ``seat`` does under the basic ``rule``: the variant's own
        where it replaces the basic rule for that faction, else ``rule``."""
        ...

    def plays_cards_at_once(self, ctx: Context, seat: int) -> bool:
        """Whether the faction plays a card as soon as it may instead of keeping it (1.07.3)."""
        ...

    def shows_hand(self, ctx: Context, seat: int) -> bool:
        """Whether the faction's cards and Treasury are open to everyone (1.07.3, 1.04.9)."""
        ...

    def sees_hand(self, ctx: Context, viewer: int, seat: int) -> bool:
        """Whether the faction in ``viewer`` may look at the cards of the one in ``seat`` though
        they are hidden from the others (1.09.823)."""
        ...

    def hand_limit_applies(self, ctx: Context, seat: int) -> bool:
        """Whether the faction discards down to the hand limit (1.11.2)."""
        ...

    def dominant_player(self, ctx: Context) -> int:
        """The seat that answers a decision the rules leave to nobody's Guidelines."""
        ...

    def may_quit(self, ctx: Context, seat: int) -> bool:
        """Whether a Player left without Senators may quit the game (1.05.4)."""
        ...

    def leaving_ends_game(self, ctx: Context, seat: int) -> bool:
        """Whether a Player who quits or is eliminated ends the game, or the others play on
        (1.05.4)."""
        ...

    def spending_senator(
        self, ctx: Context, senators: Sequence[Senator], why: str
    ) -> Senator | None:
        """Which of ``senators`` pays for a faction no Player runs, or None."""
        ...

    # --- Revenue Phase (1.06) --------------------------------------------------------------------

    def distribute_revenue(
        self, ctx: Context, seat: int, pool: int
    ) -> Generator[Decision, Choice, object]:
        """Pay out a non-Player faction's pooled income."""
        ...

    def neutral_grafts(self, ctx: Context, governor: Senator) -> Generator[Decision, Choice, bool]:
        """Whether a non-Player Governor takes Provincial Spoils (1.06.13)."""
        ...

    # --- Forum Phase (1.07) ----------------------------------------------------------------------

    def neutral_unopposed_cards(
        self, ctx: Context, seat: int, cards: list[tuple[int, str]]
    ) -> list[tuple[int, str]]:
        """Which of a non-Player faction's Seduction and Blackmail ``cards`` (number, kind) it
        may play at this Step 2 (1.07.413)."""
        ...

    def neutral_attempts(self, ctx: Context, seat: int, options: list[Option]) -> list[Option]:
        """Which of the Persuasion Attempt ``options`` a non-Player faction may make (1.07.4)."""
        ...

    def neutral_games_sponsors(
        self, ctx: Context, seat: int, payers: list[Senator]
    ) -> Generator[Decision, Choice, list[Senator]]:
        """Which of a non-Player faction's ``payers`` may sponsor Games now (1.07.6)."""
        ...

    def neutral_contributions(self, ctx: Context, seat: int, made: Sequence[int]) -> Procedure:
        """A non-Player faction's Contributions, after the Players' contributions ``made`` this
        phase (1.06.52)."""
        ...

    def neutral_plays_cards(self, ctx: Context, seat: int) -> Procedure:
        """A non-Player faction plays the Concessions and Laws it can after its draw."""
        ...

    def neutral_opening_bid(
        self, ctx: Context, seat: int
    ) -> Generator[Decision, Choice, int | None]:
        """A non-Player faction's opening bid for the extra Initiative, or None (1.07.22)."""
        ...

    def neutral_follow_bid(
        self, ctx: Context, seat: int, previous: int
    ) -> Generator[Decision, Choice, int | None]:
        """A non-Player faction's bid above ``previous``, or None (1.07.22)."""
        ...

    def neutral_bid_payer(self, ctx: Context, seat: int) -> Senator:
        """Who pays a non-Player faction's winning bid (1.07.22)."""
        ...

    def era_ends_result(self, ctx: Context) -> GameResult:
        """The end of the game when Era Ends was revealed (1.12.2)."""
        ...

    # --- Population Phase (1.08) -----------------------------------------------------------------

    def state_falls(self, ctx: Context) -> Procedure:
        """The People Revolt while a Senator is in Revolt: the Rebel End Game (1.12.2 #2,
        1.12.3)."""
        ...

    # --- Senate Phase (1.09) ---------------------------------------------------------------------

    def neutral_secret_bodyguards(
        self, ctx: Context, defender: Faction, target: Senator, cards: list[int]
    ) -> int:
        """How many of its Secret Bodyguard ``cards`` a non-Player faction plays (1.09.73)."""
        ...

    def neutral_open_bodyguard(self, ctx: Context, candidates: list[Senator]) -> Senator | None:
        """Which of its unguarded Senators in Rome a non-Player faction puts its Open Bodyguard
        on, or None to keep it (1.09.73)."""
        ...

    def special_major_prosecution(
        self, ctx: Context, seat: int, leader: Senator, target_popularity: int
    ) -> Generator[Decision, Choice, bool]:
        """The Special Major Prosecution of a caught assassin's Faction Leader in Rome, whose
        Popular Appeal subtracts the target's Popularity; True if he is found guilty and killed
        (1.09.74)."""
        ...

    # --- Combat Phase (1.10) ---------------------------------------------------------------------

    def fight_rebel(self, ctx: Context, commander: Senator) -> Procedure:
        """A Senate Army attacks the Rebel (1.11.37, 1.12.2 #1)."""
        ...

    def end_of_combat(self, ctx: Context, rebel_attacked: bool) -> Procedure:
        """What ends the game after the battles (1.11.36, 1.12.1, 1.12.2)."""
        ...

    # --- Revolution Phase (1.11) -----------------------------------------------------------------

    def neutral_trades(self, ctx: Context, seat: int) -> Procedure:
        """A non-Player faction's trades (1.11.1)."""
        ...

    def neutral_plays(self, ctx: Context, seat: int) -> Procedure:
        """A non-Player faction's Statesman and Concession plays (1.11.1)."""
        ...

    def neutral_revolt(self, ctx: Context, commander: Senator) -> list[Unit] | None:
        """The Legions a victorious non-Player Commander revolts with, or None (1.11.3)."""
        ...

    def consul_for_life_survives(self, ctx: Context) -> None:
        """A Consul for Life who survived the turn wins (1.12.2 #4)."""
        ...
