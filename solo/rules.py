"""Section IV as the engine's rules object (engine/rules.py): the solitaire / two-player set-up
and turn, the Dominant Player, the spending Senator, the Neutrals' automatic conduct and the
ends of the game."""

from __future__ import annotations

from collections.abc import Generator, Sequence

from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.state import Faction, Senator, Unit
from engine.victory import VictoryRules
from solo import (
    assassination,
    blackmail,
    citations,
    dominance,
    forum,
    games,
    handicaps,
    revenue,
    revolution,
    sequence,
    spending,
)


class SoloRules(VictoryRules):
    """The section IV rules (4.01-4.08); each method names the module that carries it out."""

    def game(self, ctx: Context) -> Procedure:
        """Set-up and turns (4.01, 4.02.1; solo/sequence.py)."""
        return sequence.solitaire_game(ctx)

    def dominant_player(self, ctx: Context) -> int:
        """The Dominant Player (4.02.2; solo/dominance.py)."""
        return dominance.dominant_player(ctx)

    def cite(self, ctx: Context, seat: int, rule: str) -> str:
        """A Neutral's section IV rule in place of the basic one (solo/citations.py)."""
        return citations.cite(ctx, seat, rule)

    def plays_cards_at_once(self, ctx: Context, seat: int) -> bool:
        """A Neutral plays its cards as soon as it may (4.07.1, 4.07.5)."""
        return not ctx.state.factions[seat].is_player

    def shows_hand(self, ctx: Context, seat: int) -> bool:
        """A Neutral's cards are face up (4.07.1)."""
        return not ctx.state.factions[seat].is_player

    def sees_hand(self, ctx: Context, viewer: int, seat: int) -> bool:
        """No Player looks at another's hand (1.04.9): section IV does not apply 1.09.823's
        takeover (spec 4.05.413)."""
        return False

    def hand_limit_applies(self, ctx: Context, seat: int) -> bool:
        """Neutrals have no hand limit (4.07.1)."""
        return ctx.state.factions[seat].is_player

    def may_quit(self, ctx: Context, seat: int) -> bool:
        """A Player may quit, and the game ends (1.05.4; ruling in docs/rulings.md)."""
        return True

    def leaving_ends_game(self, ctx: Context, seat: int) -> bool:
        """A Player's quitting or elimination ends the game: no Player is left to play it, or the
        other wins (1.05.4; ruling in docs/rulings.md)."""
        return ctx.state.factions[seat].is_player

    def spending_senator(
        self, ctx: Context, senators: Sequence[Senator], why: str
    ) -> Senator | None:
        """The spending Senator (4.03.2; solo/spending.py)."""
        return spending.spending_senator(ctx, senators, why)

    def distribute_revenue(
        self, ctx: Context, seat: int, pool: int
    ) -> Generator[Decision, Choice, object]:
        """A Neutral's Revenue Guideline (4.03.1; solo/revenue.py)."""
        return revenue.distribute_revenue(ctx, seat, pool)

    def neutral_grafts(self, ctx: Context, governor: Senator) -> Generator[Decision, Choice, bool]:
        """A Neutral Governor's Provincial Spoils (4.03.3; solo/revenue.py)."""
        return revenue.neutral_grafts(ctx, governor)

    def neutral_plays_cards(self, ctx: Context, seat: int) -> Procedure:
        """A Neutral's Concessions and Laws at once (4.04.1; solo/forum.py)."""
        return forum.neutral_plays_cards(ctx, seat)

    def neutral_opening_bid(
        self, ctx: Context, seat: int
    ) -> Generator[Decision, Choice, int | None]:
        """A Neutral HRAO's opening bid (4.04.5; solo/forum.py)."""
        return forum.neutral_opening_bid(ctx, seat)

    def neutral_follow_bid(
        self, ctx: Context, seat: int, previous: int
    ) -> Generator[Decision, Choice, int | None]:
        """A Neutral outbidding (4.04.5; solo/forum.py)."""
        return forum.neutral_follow_bid(ctx, seat, previous)

    def neutral_bid_payer(self, ctx: Context, seat: int) -> Senator:
        """A Neutral's richest Senator in Rome pays (4.03.2; solo/forum.py)."""
        return forum.neutral_bid_payer(ctx, seat)

    def neutral_unopposed_cards(
        self, ctx: Context, seat: int, cards: list[tuple[int, str]]
    ) -> list[tuple[int, str]]:
        """Seduction and Blackmail once per turn (4.07.7; solo/blackmail.py)."""
        return blackmail.neutral_unopposed_cards(ctx, cards)

    def neutral_attempts(self, ctx: Context, seat: int, options: list[Option]) -> list[Option]:
        """All of them, unless the persuasion floor handicap withholds some (solo/handicaps.py)."""
        return handicaps.neutral_attempts(ctx, seat, options)

    def neutral_games_sponsors(
        self, ctx: Context, seat: int, payers: list[Senator]
    ) -> Generator[Decision, Choice, list[Senator]]:
        """A Neutral's Charity and spending Senator (4.04.4; solo/games.py)."""
        return games.neutral_sponsors(ctx, seat, payers)

    def neutral_contributions(self, ctx: Context, seat: int, made: Sequence[int]) -> Procedure:
        """A Neutral's Contributions and matching (4.03.4; solo/revenue.py)."""
        return revenue.neutral_contributions(ctx, seat, made)

    def neutral_secret_bodyguards(
        self, ctx: Context, defender: Faction, target: Senator, cards: list[int]
    ) -> int:
        """A Neutral plays all its Secret Bodyguards (4.07.4; solo/assassination.py)."""
        return assassination.neutral_secret_bodyguards(cards)

    def neutral_open_bodyguard(self, ctx: Context, candidates: list[Senator]) -> Senator | None:
        """A Neutral's Open Bodyguard (4.07.4; solo/assassination.py)."""
        return assassination.neutral_open_bodyguard(ctx, candidates)

    def special_major_prosecution(
        self, ctx: Context, seat: int, leader: Senator, target_popularity: int
    ) -> Generator[Decision, Choice, bool]:
        """No Prosecutions: the Leader is guilty (4.07.3; solo/assassination.py)."""
        return assassination.guilty_leader(ctx, leader)

    def neutral_trades(self, ctx: Context, seat: int) -> Procedure:
        """A Neutral's Statesman trades (4.06.1; solo/revolution.py)."""
        return revolution.neutral_trades(ctx, seat)

    def neutral_plays(self, ctx: Context, seat: int) -> Procedure:
        """A Neutral's plays in the Revolution Phase (4.06.1; solo/revolution.py)."""
        return revolution.neutral_plays(ctx, seat)

    def neutral_revolt(self, ctx: Context, commander: Senator) -> list[Unit] | None:
        """A Neutral Commander's Revolt (4.06.2; solo/revolution.py)."""
        return revolution.neutral_revolt(ctx, commander)
