"""The violent answers to a Tribune: Graft, Murder of a Tribune, Mob Incited to Violence (the
Intrigue cards; 4.07.6 in section IV, 1.09.15 in the base game). Section IV's Spoils call
``answer_tribune`` for a Tribune that cancels a faction's Spoils, the base game's Senate
(engine/senate/tribune_answering.py) for any Tribune played.

Decisions (option keys in brackets):
- ``intrigue.graft`` / ``intrigue.murder_of_a_tribune`` [``<senator>`` or ``pass``]: a Player
  answers a Tribune with the card, naming the Senator in Rome who rolls.
- ``intrigue.graft_pay`` [``pay``, ``decline``]: pay the rolled talents or let the card go.
- ``intrigue.mob_incited`` [``play``, ``pass``]: a Player whose Tribune was answered.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Final

from engine.assassination import discard_cards, held
from engine.combat import alive
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.decisions import (
    INTRIGUE_GRAFT,
    INTRIGUE_GRAFT_PAY,
    INTRIGUE_MOB_INCITED,
    INTRIGUE_MURDER_OF_A_TRIBUNE,
    DecisionKind,
)
from engine.effects import handles_effect
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.queries import in_rome
from engine.schemas.intrigue import CancelTribuneEffect, IntrigueKey, MobIncitedEffect
from engine.senators import change_popularity
from engine.state import Faction, Senator
from engine.treasury import to_bank

GRAFT: Final[IntrigueKey] = "graft"
MURDER: Final[IntrigueKey] = "murder_of_a_tribune"
MOB_INCITED: Final[IntrigueKey] = "mob_incited_to_violence"
"""Intrigue card keys (the Intrigue cards)."""

PASS: Final = "pass"
PAY: Final = "pay"
DECLINE: Final = "decline"
PLAY: Final = "play"
"""Option keys of this module's decisions."""

VoidProcedure = Generator[Decision, Choice, bool]


def may_answer(ctx: Context, faction: Faction) -> bool:
    """Whether the faction holds a card that answers a Tribune, Graft or Murder of a Tribune
    (4.07.6): without one, ``answer_tribune`` changes nothing."""
    return bool(held(faction, ctx, GRAFT) or held(faction, ctx, MURDER))


def answer_tribune(
    ctx: Context, answering: int, tribune_seat: int, rule: str = "4.07.6"
) -> VoidProcedure:
    """A faction answering a Tribune (in section IV, one whose Spoils it cancels) plays Graft
    first, then Murder of a Tribune; the Tribune's faction may then answer with Mob Incited to
    Violence (a Neutral only when its Tribune was voided). Returns True if the Tribune is voided
    (4.07.6, the Intrigue cards). ``rule``: the rule cited (1.09.15 in the base game)."""
    faction = ctx.state.factions[answering]
    voided = False
    answered = False
    for key, answer in ((GRAFT, graft), (MURDER, murder_of_a_tribune)):
        cards = held(faction, ctx, key)
        if cards and not voided:
            played = yield from answer(ctx, faction, cards[0], rule)
            answered = answered or played is not None
            voided = bool(played)
    if answered:
        yield from mob_incited(ctx, ctx.state.factions[tribune_seat], answering, voided, rule)
    return voided


def _answerer(
    ctx: Context,
    faction: Faction,
    card_no: int,
    kind: DecisionKind[Any],
    neutral: Senator | None,
    rule: str,
) -> Generator[Decision, Choice, Senator | None]:
    """The Senator in Rome who plays the card: a Player names him or passes; a Neutral's is
    given by its rule. None: the card is not played."""
    if not faction.is_player:
        return neutral
    if not _in_town(ctx, faction):
        return None

    def ask() -> Decision:
        senators = _in_town(ctx, faction)
        return ctx.ask(
            faction.seat,
            kind,
            rule,
            [
                *(Option(s.key, s.key, s.name) for s in senators),
                Option(PASS, None, "do not play it"),
            ],
            f"Answer the Tribune with {ctx.catalog.card_name(card_no)}: who rolls?",
        )

    choice = yield from ctx.choose(ask)
    return None if choice.key == PASS else ctx.state.senators[choice.key]


def _in_town(ctx: Context, faction: Faction) -> list[Senator]:
    """The faction's Senators in Rome."""
    return [s for s in ctx.state.faction_senators(faction.seat) if in_rome(s)]


@handles_effect("intrigue", "cancel_tribune", rule="4.07.6")
def graft(
    ctx: Context, faction: Faction, card_no: int, rule: str = "4.07.6"
) -> Generator[Decision, Choice, bool | None]:
    """Graft: a Senator in Rome rolls 1d6 and pays that many talents to the Bank to void the
    Tribune, or declines; the card is discarded either way. A Neutral's richest Senator in Rome
    rolls and pays if he can (4.07.6). None: not played."""
    in_town = _in_town(ctx, faction)
    neutral = (
        None
        if faction.is_player
        else ctx.rules.spending_senator(ctx, in_town, "who pays the Graft")
    )
    payer = yield from _answerer(ctx, faction, card_no, INTRIGUE_GRAFT, neutral, rule)
    if payer is None:
        return None
    discard_cards(ctx, faction, [card_no])
    cost = sum(ctx.dice.roll(_cancel_dice(ctx, GRAFT), "graft"))
    pays = payer.talents >= cost
    if pays and faction.is_player:
        choice = yield from ctx.choose(
            lambda: ctx.ask(
                faction.seat,
                INTRIGUE_GRAFT_PAY,
                rule,
                [Option(PAY, None, f"pay {cost} T"), Option(DECLINE, None, "decline")]
                if alive(ctx.state, payer)
                else [Option(DECLINE, None, f"{payer.name} is dead: the Graft lapses")],
                f"Graft costs {payer.name} {cost} T: pay to void the Tribune?",
            )
        )
        pays = choice.key == PAY
    if pays:
        payer.talents -= to_bank(ctx.state, cost)
    ctx.record(
        ctx.faction_name(faction.seat),
        "graft",
        rule,
        f"plays Graft: {payer.name} rolls {cost}"
        + (f" and pays {cost} T: the Tribune is voided" if pays else ", no payment: no effect"),
        dice=[cost],
    )
    return pays


@handles_effect("intrigue", "cancel_tribune", rule="4.07.6")
def murder_of_a_tribune(
    ctx: Context, faction: Faction, card_no: int, rule: str = "4.07.6"
) -> Generator[Decision, Choice, bool | None]:
    """Murder of a Tribune: a Senator in Rome rolls 1d6, loses that much Popularity, and voids
    the Tribune on an even (natural) roll; a Neutral's most popular Senator in Rome rolls (ties
    least Influence, then 2d6) (4.07.6; D2-25). None: not played."""
    in_town = _in_town(ctx, faction)
    neutral = (
        ctx.best_by(
            in_town,
            lambda s: (s.popularity, -s.influence),
            "4.07.6",
            "who murders the Tribune",
            name=lambda s: s.name,
        )
        if in_town and not faction.is_player
        else None
    )
    killer = yield from _answerer(
        ctx, faction, card_no, INTRIGUE_MURDER_OF_A_TRIBUNE, neutral, rule
    )
    if killer is None:
        return None
    discard_cards(ctx, faction, [card_no])
    die = sum(ctx.dice.roll(_cancel_dice(ctx, MURDER), "murder"))
    change_popularity(ctx.catalog, killer, -die)
    voided = die % 2 == 0
    ctx.record(
        ctx.faction_name(faction.seat),
        "murder_of_a_tribune",
        rule,
        f"plays Murder of a Tribune: {killer.name} rolls {die}, Popularity {killer.popularity}; "
        + ("the Tribune is voided" if voided else "the Tribune stands"),
        dice=[die],
    )
    return voided


def _cancel_dice(ctx: Context, key: IntrigueKey) -> int:
    effect = ctx.catalog.intrigue.kind(key).effect
    assert isinstance(effect, CancelTribuneEffect)
    return effect.dice


@handles_effect("intrigue", "mob_incited", rule="4.07.6")
def mob_incited(
    ctx: Context, faction: Faction, target_seat: int, voided: bool, rule: str = "4.07.6"
) -> Procedure:
    """Mob Incited to Violence, after a Graft or Murder against the faction's Tribune: 1d6 plus
    the best Oratory among its Senators in Rome in Mortality Chits; the answering faction's
    Senators in Rome drawn die. A Player chooses to play it; a Neutral plays it only if its
    Tribune was voided (4.07.6, the Intrigue cards)."""
    cards = held(faction, ctx, MOB_INCITED)
    if not cards or not _in_town(ctx, faction) or (not faction.is_player and not voided):
        return
    if faction.is_player:
        choice = yield from ctx.choose(
            lambda: ctx.ask(
                faction.seat,
                INTRIGUE_MOB_INCITED,
                rule,
                [Option(PLAY, None, "incite the mob"), Option(PASS, None, "do not play it")]
                if _in_town(ctx, faction)
                else [Option(PASS, None, "nobody is left in Rome to incite the mob")],
                f"Play Mob Incited to Violence against {ctx.faction_name(target_seat)}?",
            )
        )
        if choice.key == PASS:
            return
    speakers = _in_town(ctx, faction)
    discard_cards(ctx, faction, cards[:1])
    effect = ctx.catalog.intrigue.kind(MOB_INCITED).effect
    assert isinstance(effect, MobIncitedEffect)
    dice = ctx.dice.roll(effect.chit_dice, "mob_incited")
    oratory = max(s.oratory for s in speakers) if effect.adds_oratory else 0
    ctx.record(
        ctx.faction_name(faction.seat),
        "mob_incited",
        rule,
        f"incites the mob against {ctx.faction_name(target_seat)}: {sum(dice)} + Oratory "
        f"{oratory} = {sum(dice) + oratory} Mortality Chits",
        dice=dice,
    )
    drawn = draw_mortality_chits(ctx, sum(dice) + oratory, rule)
    kill_by_chits(
        ctx,
        drawn,
        rule,
        "killed by the mob",
        where=lambda s: s.faction == target_seat and in_rome(s),
    )
