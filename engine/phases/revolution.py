"""VII. Revolution Phase (1.11, as amended by 4.06 and 4.07.1), and the Consul for Life's win.

Order: Conditional Wars whose Provinces now exist turn Active (the War cards); trades
(1.11.1, 1.04.5; the Neutrals' Statesman trades, 4.06.1); Statesmen and Concessions played from
the HRAO clockwise (1.11.1; Neutrals at once, 4.06.1); Players discard down to five Faction
cards, Neutrals keep all (1.11.2, 4.07.1); each victorious Commander, from the HRAO as if every
Senator were in Rome, lays down his command or revolts (1.11.3-1.11.34; a Neutral by 4.06.2),
one coming home with 35 Influence being Consul for Life at once (1.09.822); the Rebel's faction
chooses its Secondary Rebels; a Consul for Life who survived the turn wins (1.12.2 #4). This
turn's Assassination limits then lapse (1.09.7).

Decisions (option keys in brackets):
- ``revolution.give`` [``<card>#<card_no>><seat>`` or ``done``]: two Players only, a Player
  gives a Faction card to the other (1.04.5; a trade is a gift each way).
- ``revolution.trade_offer`` [``accept``, ``refuse``]: solo/revolution.py (4.06.1).
- ``revolution.play_card`` [``statesman:<id>``, ``concession:<key>``, ``done``]: a Player plays
  a Statesman or Concession (1.11.1); a Concession's holder is ``concession.assign`` [Senator
  keys].
- ``revolution.discard`` [``<card>#<card_no>``]: a Player over the hand limit discards (1.11.2).
- ``revolution.consider`` [``lay_down``, ``roll`` or ``revolt``]: a victorious Player Commander
  lays down his command or considers Revolt, rolling first if his Legions must (1.11.3).
- ``revolution.allegiance_talents``: amount, talents he spends for +1 on as many rolls (1.11.31).
- ``revolution.declare`` [``lay_down``, ``revolt``]: after the rolls (1.11.3).
- ``law.keep_army`` [``lay_down``, ``war:<card_no>``]: engine/manilian.py, a victor who does
  not revolt may take his Army onto another War under the Manilian Law (1.07.36).
- ``revolution.secondary_rebels`` [``loyal``, ``join``]: one per Senator of the Rebel's faction
  who may join him; a Neutral's is delegated to the Dominant Player (1.11.32, 4.02.2).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.after_battle import lay_down_command
from engine.civil_war import (
    army_power,
    declare_revolt,
    join_revolt,
    loyal_to,
    max_allegiance_bonus,
    may_join,
    pay_allegiance,
    rebel_legions,
    rebel_markers,
    roll_allegiance,
    stay_loyal,
    veterans_desert,
    withdraw_revolt,
)
from engine.combat import force, master_of_horse
from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.decision import Amount, Choice, Decision, Option
from engine.decisions import (
    CONCESSION_ASSIGN,
    REVOLUTION_ALLEGIANCE_TALENTS,
    REVOLUTION_CONSIDER,
    REVOLUTION_DECLARE,
    REVOLUTION_DISCARD,
    REVOLUTION_GIVE,
    REVOLUTION_PLAY_CARD,
    REVOLUTION_SECONDARY_REBELS,
)
from engine.faction_cards import concession_candidates, move_card, play_statesman, playable_cards
from engine.forces import rebels
from engine.forum_cards import activate_conditional_wars
from engine.manilian import keep_army
from engine.queries import hrao, seats_from, turn_order
from engine.senators import senator_options
from engine.state import Faction, Location, Office, Senator, Unit

DONE: Final = "done"
LAY_DOWN: Final = "lay_down"
ROLL: Final = "roll"
REVOLT: Final = "revolt"
JOIN: Final = "join"
LOYAL: Final = "loyal"
"""Option keys of this phase's decisions."""

Legions = Generator[Decision, Choice, list[Unit] | None]
"""A step that may ask a Player and returns the Legions following a Rebel, or None."""


def revolution_phase(ctx: Context) -> Procedure:
    """Revolution Phase (1.11, 4.06, 4.07.1), then 1.12.2 #4; it opens with the Conditional
    Wars whose Provinces now exist turning Active (the War cards). A Senator back in Rome with
    35 Influence (a victor laying down his command, a Statesman played) is Consul for Life
    before the win is checked, so he wins at the end of this phase (1.09.822 "immediately")."""
    ctx.state.phase = "Revolution"
    activate_conditional_wars(ctx)
    order = turn_order(ctx)
    for seat in order:
        yield from trades(ctx, seat)
    for seat in order:
        yield from plays(ctx, seat)
    for seat in order:
        yield from discard_excess(ctx, ctx.state.factions[seat])
    yield from declarations(ctx)
    appoint_consul_for_life(ctx)
    ctx.rules.consul_for_life_survives(ctx)
    ctx.state.assassinations.clear()


def card_key(ctx: Context, card_no: int) -> str:
    """A held card's option key: its card key and number, unique in any hand. A card a Player
    played meanwhile through an interjection (4.04.1) may still be offered when the decision is
    asked again; the loops below then ask anew."""
    return f"{ctx.catalog.entry(card_no).key}#{card_no}"


# --- 1.11.1 Trades and plays ---------------------------------------------------------------------


def trades(ctx: Context, seat: int) -> Procedure:
    """A Neutral makes its Statesman trades (4.06.1); a Player may give cards to the other
    Player (1.04.5; ruling: Neutrals take part only in the trades 4.06.1 describes)."""
    faction = ctx.state.factions[seat]
    if not faction.is_player:
        yield from ctx.rules.neutral_trades(ctx, seat)
        return
    others = [f for f in ctx.state.factions if f.is_player and f.seat != seat]
    while faction.hand and others:
        options = [
            Option(
                f"{card_key(ctx, n)}>{f.seat}",
                (n, f.seat),
                f"give {ctx.catalog.card_name(n)} to {ctx.faction_name(f.seat)}",
            )
            for n in faction.hand
            for f in others
        ]
        choice = yield ctx.ask(
            seat,
            REVOLUTION_GIVE,
            "1.04.5",
            [*options, Option(DONE, None, "give nothing more")],
            "Give a Faction card to the other Player, or stop",
        )
        if choice.key == DONE:
            return
        assert isinstance(choice, Option) and isinstance(choice.value, tuple)
        card_no, target = choice.value
        if card_no not in faction.hand:
            continue
        move_card(faction, ctx.state.factions[target], card_no)
        ctx.record(
            ctx.faction_name(seat),
            "give_card",
            "1.04.5",
            f"gives a Faction card to {ctx.faction_name(target)}",
        )


def plays(ctx: Context, seat: int) -> Procedure:
    """Statesmen and Concessions, even onto Senators away from Rome: a Neutral plays all it can
    at once (4.06.1), a Player what he chooses (1.11.1)."""
    faction = ctx.state.factions[seat]
    if not faction.is_player:
        yield from ctx.rules.neutral_plays(ctx, seat)
        return
    while True:
        options = player_plays(ctx, faction)
        if not options:
            return
        choice = yield ctx.ask(
            seat,
            REVOLUTION_PLAY_CARD,
            "1.11.1",
            [*options, Option(DONE, None, "play nothing more")],
            "Play a Statesman or a Concession, or stop",
        )
        if choice.key == DONE:
            return
        assert isinstance(choice, Option) and isinstance(choice.value, int)
        if choice.value not in faction.hand:
            continue
        if choice.key.startswith("statesman:"):
            play_statesman(ctx, faction, choice.value, "1.11.1")
        else:
            yield from give_concession(ctx, faction, choice.value)


def give_concession(ctx: Context, faction: Faction, card_no: int) -> Procedure:
    """The Concession leaves the hand for the Senator the Player names, away from Rome too
    (1.11.1, 1.07.32); out of the hand first, so no interjection can play it twice."""
    faction.hand.remove(card_no)
    name = ctx.catalog.card_name(card_no)
    choice = yield ctx.ask(
        faction.seat,
        CONCESSION_ASSIGN,
        "1.11.1",
        senator_options(concession_candidates(ctx, faction.seat)),
        f"Give {name} to one of your Senators",
        concession=card_no,
    )
    senator = ctx.state.senators[choice.key]
    senator.concessions.append(card_no)
    ctx.record(
        ctx.faction_name(faction.seat),
        "assign_concession",
        "1.11.1",
        f"plays {name}: {senator.name} holds it",
        concession=card_no,
    )


def player_plays(ctx: Context, faction: Faction) -> list[Option]:
    """Playable Statesmen, and Concessions while some Senator may hold one (1.07.312, 1.09.61)."""
    holders = bool(concession_candidates(ctx, faction.seat))
    return [o for o in playable_cards(ctx, faction) if o.key.startswith("statesman:") or holders]


# --- 1.11.2 Excess Faction cards -----------------------------------------------------------------


def discard_excess(ctx: Context, faction: Faction) -> Procedure:
    """A faction discards down to the hand limit, unless the variant lifts it (1.11.2)."""
    limit = ctx.catalog.tables.limits.hand_limit
    if not ctx.rules.hand_limit_applies(ctx, faction.seat):
        return
    while len(faction.hand) > limit:
        choice = yield ctx.ask(
            faction.seat,
            REVOLUTION_DISCARD,
            "1.11.2",
            [Option(card_key(ctx, n), n, ctx.catalog.card_name(n)) for n in faction.hand],
            f"You hold {len(faction.hand)} Faction cards: discard one (limit {limit})",
        )
        assert isinstance(choice, Option) and isinstance(choice.value, int)
        if choice.value not in faction.hand:
            continue
        faction.hand.remove(choice.value)
        ctx.state.discard.append(choice.value)
        ctx.record(
            ctx.faction_name(faction.seat),
            "discard",
            "1.11.2",
            f"discards {ctx.catalog.card_name(choice.value)}",
        )


# --- 1.11.3 Declaration of Civil War -------------------------------------------------------------


def declaration_order(ctx: Context) -> list[Senator]:
    """Victorious Commanders still in the field, from the HRAO's faction clockwise as if every
    Senator in play were in Rome, in the order of their Victories within a faction (1.11.3)."""
    state = ctx.state
    first = hrao(state, anywhere=True)
    seat = first.faction if first is not None and first.faction is not None else 0
    seats = seats_from(seat, len(state.factions))
    victors = [state.senators[k] for k in state.victors if k in state.senators]
    fielded = [s for s in victors if s.location is Location.WAR and s.faction is not None]
    return sorted(fielded, key=lambda s: seats.index(s.faction or 0))


def declarations(ctx: Context) -> Procedure:
    """Each victorious Commander lays down his command or revolts; only one faction may be in
    Revolt, a stronger Army's declaration voiding a weaker earlier one, and none while a Primary
    Rebel lives (1.11.3); one back in Rome with 35 Influence is at once Consul for Life
    (1.09.822). The Rebel's faction then chooses its Secondary Rebels (1.11.32)."""
    state = ctx.state
    standing = state.primary_rebel is not None
    declared: Senator | None = None
    for commander in declaration_order(ctx):
        legions = None if standing else (yield from consider_revolt(ctx, commander))
        if legions is not None and declared is not None:
            if army_power(commander, legions, ctx) <= army_power(
                declared, rebel_legions(state), ctx
            ):
                ctx.record(
                    ctx.senator_actor(commander),
                    "revolt_refused",
                    "1.11.3",
                    f"{commander.name}'s Army is no stronger than the Rebel's",
                )
                legions = None
            else:
                withdraw_revolt(ctx, declared)
        if legions is None:
            if not (yield from keep_army(ctx, commander)):
                lay_down_command(ctx, commander, "1.11.3", "he lays down his command")
                appoint_consul_for_life(ctx)
            continue
        declare_revolt(ctx, commander, legions)
        declared = commander
    if declared is not None:
        yield from secondary_rebels(ctx, declared)


def may_revolt(ctx: Context, commander: Senator) -> bool:
    """A living Commander with Legions who is not Consul for Life (1.11.3, 1.09.823)."""
    legions, _ = force(ctx.state, commander)
    return bool(legions) and Office.CONSUL_FOR_LIFE not in commander.offices


def consider_revolt(ctx: Context, commander: Senator) -> Legions:
    """A Neutral follows 4.06.2; a Player may roll for his Legions' allegiance, spending talents
    first, then declares (1.11.3, 1.11.31). Returns the Legions following him into Revolt."""
    assert commander.faction is not None
    if not may_revolt(ctx, commander):
        return None
    if not ctx.state.factions[commander.faction].is_player:
        return ctx.rules.neutral_revolt(ctx, commander)
    seat = commander.faction
    legions, _ = force(ctx.state, commander)
    must_roll = len(loyal_to(legions, commander)) < len(legions)
    choice = yield ctx.ask(
        seat,
        REVOLUTION_CONSIDER,
        "1.11.3",
        [
            Option(LAY_DOWN, None, "lay down your command"),
            Option(ROLL, None, "roll for your Legions' allegiance")
            if must_roll
            else Option(REVOLT, None, "declare yourself in Revolt"),
        ],
        f"{commander.name} won a Land Victory: lay down his command or consider Revolt",
        senator=commander.key,
    )
    if choice.key == LAY_DOWN:
        return None
    if choice.key == REVOLT:
        return legions
    followers = yield from player_rolls(ctx, commander, legions)
    if not followers:
        return None
    choice = yield ctx.ask(
        seat,
        REVOLUTION_DECLARE,
        "1.11.3",
        [Option(LAY_DOWN, None, "lay down your command"), Option(REVOLT, None, "revolt")],
        f"{len(followers)} Legions follow {commander.name}: revolt?",
        senator=commander.key,
    )
    return followers if choice.key == REVOLT else None


def player_rolls(ctx: Context, commander: Senator, legions: list[Unit]) -> Legions:
    """The Player spends talents, 1 per Legion at most, then rolls (1.11.31)."""
    assert commander.faction is not None
    most = max_allegiance_bonus(ctx.state, ctx.catalog, commander, legions)
    paid = 0
    if most:
        answer = yield ctx.ask_amount(
            commander.faction,
            REVOLUTION_ALLEGIANCE_TALENTS,
            "1.11.31",
            0,
            most,
            f"Talents {commander.name} spends for +1 on as many allegiance rolls",
            senator=commander.key,
        )
        assert isinstance(answer, Amount)
        paid = answer.value
    if paid:
        pay_allegiance(ctx, commander, paid)
    return roll_allegiance(ctx, commander, legions, paid)


# --- 1.11.32 Secondary Rebels --------------------------------------------------------------------


def secondary_rebels(ctx: Context, rebel: Senator) -> Procedure:
    """Each other Senator of the Rebel's faction who may join him declares for the State or the
    Revolt; a Neutral's choice is the Dominant Player's, by default loyal (1.11.32, 4.02.2).
    A Master of Horse left behind by a Rebel Dictator returns to Rome. Then the Rebels take their
    markers (1.11.33) and the Veterans change sides (1.11.34)."""
    state = ctx.state
    assert rebel.faction is not None
    master = master_of_horse(state, rebel)
    for senator in list(state.faction_senators(rebel.faction)):
        if not may_join(state, rebel, senator):
            continue
        decision = ctx.ask(
            rebel.faction,
            REVOLUTION_SECONDARY_REBELS,
            "1.11.32",
            [Option(LOYAL, False, "stay loyal"), Option(JOIN, True, "join the Revolt")],
            f"Does {senator.name} join {rebel.name}'s Revolt?",
            senator=senator.key,
        )
        if not state.factions[rebel.faction].is_player:
            decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
        choice = yield decision
        if choice.key == JOIN:
            join_revolt(ctx, senator)
    if master is not None and master.location is not Location.REBEL:
        stay_loyal(ctx, master)
    for senator in rebels(state):
        rebel_markers(ctx, senator)
    veterans_desert(ctx)

