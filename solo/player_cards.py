"""A Player may play a held Concession or Law at any time (4.04.1): between any two decisions
of any phase (spec ruling), offered as interjection options on his decisions."""

from __future__ import annotations

from functools import partial
from typing import Final

from engine.concessions import assign_concession
from engine.context import Context, Interjection, Procedure
from engine.decision import Option
from engine.faction_cards import concession_candidates, concession_card, concession_playable
from solo.forum import enact_law, law_card, law_playable

PLAY_PREFIX: Final = "play:"
"""Key prefix of the options that play a held card, e.g. ``play:con-armaments``."""


def held_card_plays(ctx: Context, seat: int) -> list[Option]:
    """The Concessions and Laws the Player in ``seat`` may play now (4.04.1, 1.09.61); none in
    the Revolution Phase, whose own decisions play cards (1.11.1) and list the hand."""
    if ctx.state.phase == "Revolution":
        return []
    faction = ctx.state.factions[seat]
    plays: list[Option] = []
    for card_no in faction.hand:
        entry = ctx.catalog.entry(card_no)
        if entry.category == "concession":
            playable = concession_playable(ctx, concession_card(ctx, card_no)) and bool(
                concession_candidates(ctx, seat)
            )
        elif entry.category == "law":
            playable = law_playable(ctx, law_card(ctx, card_no))
        else:
            continue
        if playable:
            run = partial(play_held_card, seat=seat, card_no=card_no)
            plays.append(Option(PLAY_PREFIX + entry.key, Interjection(run), f"play {entry.name}"))
    return plays


def play_held_card(ctx: Context, seat: int, card_no: int) -> Procedure:
    """Play one held Concession (to a Senator the Player picks) or Law (into force) (4.04.1)."""
    faction = ctx.state.factions[seat]
    if ctx.catalog.entry(card_no).category == "concession":
        yield from assign_concession(ctx, faction, card_no)
    else:
        yield from enact_law(ctx, faction, card_no)
