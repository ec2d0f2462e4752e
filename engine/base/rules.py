"""The base game as the engine's rules object (engine/rules.py): every faction is a Player's,
so no Neutral conduct is ever asked for; the ends of the game are 1.12's (engine/victory.py)."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import NoReturn

from mypy_extensions import mypyc_attr

from engine.base.sequence import base_game
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.queries import hrao
from engine.senate.consul_for_life_control import looks_at_hand
from engine.senate.special_prosecution import special_major_prosecution
from engine.state import Faction, Senator, Unit
from engine.victory import VictoryRules


@mypyc_attr(native_class=False)
class NoNeutral(AssertionError):
    """A step for a faction no Player runs was asked for in the base game, which has none.
    A plain Python class in the compiled build (README "Speed"), whose compiler makes no
    native subclass of AssertionError."""


def _no_neutral(step: str) -> NoReturn:
    raise NoNeutral(f"{step}: every faction of the base game is a Player's")


class BaseRules(VictoryRules):
    """The rules of the base game for 3-6 factions (sections I and III)."""

    def game(self, ctx: Context) -> Procedure:
        """Set-up and turns (3.01-3.03, 1.03; engine/base/sequence.py)."""
        return base_game(ctx)

    def cite(self, ctx: Context, seat: int, rule: str) -> str:
        """The basic rule governs every faction."""
        return rule

    def plays_cards_at_once(self, ctx: Context, seat: int) -> bool:
        """A Player keeps his cards until he plays them (1.07.3)."""
        return False

    def shows_hand(self, ctx: Context, seat: int) -> bool:
        """A Player's cards and Faction Treasury are hidden (1.04.9)."""
        return False

    def sees_hand(self, ctx: Context, viewer: int, seat: int) -> bool:
        """A Consul for Life's faction looks at the other non-rebel factions' hands in the
        Senate Phase (1.09.823)."""
        return looks_at_hand(ctx, viewer, seat)

    def hand_limit_applies(self, ctx: Context, seat: int) -> bool:
        """Every faction discards down to the hand limit (1.11.2)."""
        return True

    def dominant_player(self, ctx: Context) -> int:
        """No decision is delegated in the base game; the HRAO's faction, should one be."""
        first = hrao(ctx.state, anywhere=True)
        return first.faction if first is not None and first.faction is not None else 0

    def may_quit(self, ctx: Context, seat: int) -> bool:
        """A faction left without Senators may quit instead of drawing or waiting (1.05.4)."""
        return True

    def leaving_ends_game(self, ctx: Context, seat: int) -> bool:
        """The others play on without a faction that quit or was eliminated (1.05.4; ruling in
        docs/rulings.md)."""
        return False

    def spending_senator(
        self, ctx: Context, senators: Sequence[Senator], why: str
    ) -> Senator | None:
        """Asked only for a faction no Player runs."""
        _no_neutral("spending_senator")

    def distribute_revenue(
        self, ctx: Context, seat: int, pool: int
    ) -> Generator[Decision, Choice, object]:
        """Asked only for a faction no Player runs."""
        _no_neutral("distribute_revenue")

    def neutral_grafts(self, ctx: Context, governor: Senator) -> Generator[Decision, Choice, bool]:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_grafts")

    def neutral_unopposed_cards(
        self, ctx: Context, seat: int, cards: list[tuple[int, str]]
    ) -> list[tuple[int, str]]:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_unopposed_cards")

    def neutral_attempts(self, ctx: Context, seat: int, options: list[Option]) -> list[Option]:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_attempts")

    def neutral_games_sponsors(
        self, ctx: Context, seat: int, payers: list[Senator]
    ) -> Generator[Decision, Choice, list[Senator]]:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_games_sponsors")

    def neutral_contributions(self, ctx: Context, seat: int, made: Sequence[int]) -> Procedure:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_contributions")

    def neutral_plays_cards(self, ctx: Context, seat: int) -> Procedure:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_plays_cards")

    def neutral_opening_bid(
        self, ctx: Context, seat: int
    ) -> Generator[Decision, Choice, int | None]:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_opening_bid")

    def neutral_follow_bid(
        self, ctx: Context, seat: int, previous: int
    ) -> Generator[Decision, Choice, int | None]:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_follow_bid")

    def neutral_bid_payer(self, ctx: Context, seat: int) -> Senator:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_bid_payer")

    def neutral_secret_bodyguards(
        self, ctx: Context, defender: Faction, target: Senator, cards: list[int]
    ) -> int:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_secret_bodyguards")

    def neutral_open_bodyguard(self, ctx: Context, candidates: list[Senator]) -> Senator | None:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_open_bodyguard")

    def special_major_prosecution(
        self, ctx: Context, seat: int, leader: Senator, target_popularity: int
    ) -> Generator[Decision, Choice, bool]:
        """Tried by the Senate (1.09.74; engine/senate/special_prosecution.py)."""
        return special_major_prosecution(ctx, leader, target_popularity)

    def neutral_trades(self, ctx: Context, seat: int) -> Procedure:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_trades")

    def neutral_plays(self, ctx: Context, seat: int) -> Procedure:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_plays")

    def neutral_revolt(self, ctx: Context, commander: Senator) -> list[Unit] | None:
        """Asked only for a faction no Player runs."""
        _no_neutral("neutral_revolt")
