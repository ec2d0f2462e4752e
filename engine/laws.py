"""What a Law does the moment it is played (1.07.36): it goes to the Laws box and stays in force
for the rest of the game unless a card repeals it; the citizenship Laws act once at once, and the
Servilian Law's player chooses its option.

Decision (of the card's player; a Neutral's is delegated to the Dominant Player, 4.02.2):
``law.servilian_option``: ``knights`` for the Knight-roll bonus, ``repeal`` to discard the card
and repeal the Acilian Law (offered only while it is in force).
"""

from __future__ import annotations

from typing import Final

from engine.catalog import Catalog
from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import LAW_SERVILIAN_OPTION
from engine.effects import handles_effect
from engine.phases.population import MANPOWER_SHORTAGE, NO_RECRUITMENT, adjust_unrest
from engine.schemas.laws import CitizenshipEffect, LawCard, ServilianEffect
from engine.senators import change_popularity
from engine.state import Faction

KNIGHTS: Final = "knights"
REPEAL: Final = "repeal"
"""The Servilian Law's two options (the Law cards)."""


def law_card(catalog: Catalog, card_no: int) -> LawCard:
    """The Law card with this number."""
    return next(law for law in catalog.laws.laws if law.card_no == card_no)


def law_in_force(ctx: Context, key: str) -> bool:
    """Whether the Law with this id is in the Laws box (1.07.36)."""
    return ctx.catalog.card_by_key[key].card_no in ctx.state.laws


def enact_law(ctx: Context, faction: Faction, card_no: int, rule: str) -> Procedure:
    """The Law goes from the hand to the Laws box, in force from now on, and does at once what
    its card says (1.07.36)."""
    faction.hand.remove(card_no)
    ctx.state.laws.append(card_no)
    ctx.record(
        ctx.faction_name(faction.seat),
        "play_law",
        rule,
        f"plays {ctx.catalog.card_name(card_no)}: in force from now on (1.07.36)",
        law=card_no,
    )
    law = law_card(ctx.catalog, card_no)
    if isinstance(law.effect, CitizenshipEffect):
        grant_citizenship(ctx, faction.seat, law, law.effect)
    elif isinstance(law.effect, ServilianEffect):
        yield from servilian_choice(ctx, faction.seat, law, law.effect)


@handles_effect("law", "citizenship", rule="1.07.36")
def grant_citizenship(ctx: Context, seat: int, law: LawCard, effect: CitizenshipEffect) -> None:
    """Julian and Plautian-Papirian Laws (the Law cards): Unrest falls; the Julian Law ends every
    Manpower Shortage and No Recruitment; the Plautian-Papirian halves the Social War's Land
    Strength (rounded up, D2-21); each Senator of the card's player loses 1d6 Influence (a roll
    each, Julian) or 1 Popularity (Plautian-Papirian)."""
    state = ctx.state
    adjust_unrest(ctx, effect.unrest_change, "1.07.36", law.name)
    if effect.clears_manpower_shortage and state.events.pop(MANPOWER_SHORTAGE, 0):
        ctx.record("Game", "manpower_shortage_ends", "1.07.36", f"{law.name}: no Manpower Shortage")
    if effect.clears_no_recruitment and state.events.pop(NO_RECRUITMENT, 0):
        ctx.record("Game", "no_recruitment_ends", "1.07.36", f"{law.name}: no No Recruitment")
    if effect.halves_war is not None:
        war = ctx.catalog.card_by_key[effect.halves_war].card_no
        if war in state.wars and war not in state.halved_wars:
            state.halved_wars.append(war)
            ctx.record(
                "Game",
                "war_halved",
                "1.07.36",
                f"{law.name}: the {ctx.catalog.card_name(war)}'s Land Strength is halved",
            )
    floor = ctx.catalog.tables.limits.influence_min
    for senator in sorted(state.faction_senators(seat), key=lambda s: s.key):
        if effect.senator_influence_loss_dice:
            dice = ctx.dice.roll(effect.senator_influence_loss_dice, "law", senator.key)
            senator.influence = max(floor, senator.influence - sum(dice))
            ctx.record(
                ctx.faction_name(seat),
                "citizenship_cost",
                "1.07.36",
                f"{senator.name} loses {sum(dice)} Influence ({law.name})",
                dice=dice,
                senator=senator.key,
            )
        if effect.senator_popularity_loss:
            lost = change_popularity(ctx.catalog, senator, -effect.senator_popularity_loss)
            ctx.record(
                ctx.faction_name(seat),
                "citizenship_cost",
                "1.07.36",
                f"{senator.name} loses {-lost} Popularity ({law.name})",
                senator=senator.key,
            )


@handles_effect("law", "servilian_choice", rule="1.07.36")
def servilian_choice(ctx: Context, seat: int, law: LawCard, effect: ServilianEffect) -> Procedure:
    """Servilian Law (the Law cards): its player's faction adds the modifier to all its future
    Knight rolls, or, while the Acilian Law is in force, discards the card to repeal that Law."""
    options = [Option(KNIGHTS, None, f"{effect.knight_attraction_modifier:+d} to Knight rolls")]
    if law_in_force(ctx, effect.repeals):
        repealed = ctx.catalog.card_by_key[effect.repeals]
        options.append(Option(REPEAL, None, f"discard it to repeal the {repealed.name}"))
    choice: Option = options[0]
    if len(options) > 1:
        decision = ctx.ask(seat, LAW_SERVILIAN_OPTION, "1.07.36", options, f"{law.name}: option?")
        if not ctx.state.factions[seat].is_player:
            decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
        answer = yield decision
        assert isinstance(answer, Option)
        choice = answer
    name = ctx.faction_name(seat)
    if choice.key == REPEAL:
        repealed_no = ctx.catalog.card_by_key[effect.repeals].card_no
        ctx.state.laws.remove(repealed_no)
        ctx.state.laws.remove(law.card_no)
        ctx.state.removed.extend((law.card_no, repealed_no))
        ctx.record(
            name,
            "repeal_law",
            "1.07.36",
            f"discards the {law.name} to repeal the {ctx.catalog.card_name(repealed_no)}",
            law=repealed_no,
        )
        return
    bonus = ctx.state.knight_bonus.get(seat, 0) + effect.knight_attraction_modifier
    ctx.state.knight_bonus[seat] = bonus
    ctx.record(
        name,
        "knight_bonus",
        "1.07.36",
        f"{law.name}: {effect.knight_attraction_modifier:+d} to all its future Knight rolls",
    )
