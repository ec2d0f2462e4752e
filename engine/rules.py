"""What a variant's rules supply to the basic game (DESIGN.md, Layers).

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
    from engine.decision import Choice, Decision
    from engine.outcome import GameResult
    from engine.state import Senator, Unit


class Rules(Protocol):
    """The extension points of the turn sequence, one method each."""

    # --- The game ------------------------------------------------------------------------------

    def game(self, ctx: Context) -> Procedure:
        """The whole game: set-up (3.01-3.03 and the variant's), then the turns in order (1.03)."""
        ...

    # --- Who decides and who pays for a faction no Player runs -----------------------------------

    def dominant_player(self, ctx: Context) -> int:
        """The seat that answers a decision the rules leave to nobody's Guidelines (4.02.2)."""
        ...

    def spending_senator(
        self, ctx: Context, senators: Sequence[Senator], why: str
    ) -> Senator | None:
        """Which of ``senators`` pays for a faction no Player runs, or None (4.03.2)."""
        ...

    # --- Revenue Phase (1.06) --------------------------------------------------------------------

    def distribute_revenue(
        self, ctx: Context, seat: int, pool: int
    ) -> Generator[Decision, Choice, object]:
        """Pay out a non-Player faction's pooled income (4.03.1)."""
        ...

    def neutral_grafts(self, ctx: Context, governor: Senator) -> Generator[Decision, Choice, bool]:
        """Whether a non-Player Governor takes Provincial Spoils (1.06.13, 4.03.3)."""
        ...

    def influence_contributions(self, ctx: Context, seat: int) -> list[tuple[Senator, int]]:
        """The Contributions a non-Player faction makes for Influence (1.06.6, 4.03.4)."""
        ...

    def matching_contribution(
        self, ctx: Context, seat: int, largest: int
    ) -> Generator[Decision, Choice, Senator | None]:
        """The Senator who matches the largest Player contribution, if any (4.03.4)."""
        ...

    # --- Forum Phase (1.07) ----------------------------------------------------------------------

    def neutral_plays_cards(self, ctx: Context, seat: int) -> Procedure:
        """A non-Player faction plays the Concessions and Laws it can after its draw (4.04.1)."""
        ...

    def neutral_opening_bid(
        self, ctx: Context, seat: int
    ) -> Generator[Decision, Choice, int | None]:
        """A non-Player faction's opening bid for the extra Initiative, or None (1.07.22,
        4.04.5)."""
        ...

    def neutral_follow_bid(
        self, ctx: Context, seat: int, previous: int
    ) -> Generator[Decision, Choice, int | None]:
        """A non-Player faction's bid above ``previous``, or None (1.07.22, 4.04.5)."""
        ...

    def neutral_bid_payer(self, ctx: Context, seat: int) -> Senator:
        """Who pays a non-Player faction's winning bid (1.07.22, 4.03.2)."""
        ...

    def era_ends_result(self, ctx: Context) -> GameResult:
        """The end of the game when Era Ends was revealed (1.12.2)."""
        ...

    # --- Population Phase (1.08) -----------------------------------------------------------------

    def state_falls(self, ctx: Context) -> Procedure:
        """The People Revolt while a Senator is in Revolt: the Rebel End Game (1.12.2 #2,
        1.12.3)."""
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
        """A non-Player faction's trades (1.11.1, 4.06.1)."""
        ...

    def neutral_plays(self, ctx: Context, seat: int) -> Procedure:
        """A non-Player faction's Statesman and Concession plays (1.11.1, 4.06.1)."""
        ...

    def neutral_revolt(self, ctx: Context, commander: Senator) -> list[Unit] | None:
        """The Legions a victorious non-Player Commander revolts with, or None (1.11.3, 4.06.2)."""
        ...

    def consul_for_life_survives(self, ctx: Context) -> None:
        """A Consul for Life who survived the turn wins (1.12.2 #4)."""
        ...
