"""Violence in the Senate: Assassination Checks and Bodyguards (1.09.7-1.09.74, 4.07.3, 4.07.4)
and the violent answers to a Tribune: Graft, Murder of a Tribune, Mob Incited to Violence
(4.07.6, intrigue.md).

Section IV has no free Assassination attempts: a Consul for Life candidacy (4.05.413) or a
Player's request starts an Assassination Check, and the high roller among the factions that
take part must attempt it (4.07.3). The Senate Phase calls ``assassination_check`` and offers
``assassination_requests`` to Players; a Tribune that cancels a faction's Spoils is answered
through ``answer_tribune``; the Revenue Phase calls ``open_bodyguards``.

Decisions (option keys in brackets):
- ``assassination.attempt`` [``<senator>@<n>``]: the Player who won the high roll names his
  assassin (a Senator in Rome) and how many Assassin cards he plays.
- ``assassination.bodyguards``: amount, the Secret Bodyguards the target's Player plays after
  seeing the roll.
- ``intrigue.graft`` / ``intrigue.murder_of_a_tribune`` [``<senator>`` or ``pass``]: a Player
  answers a Tribune with the card, naming the Senator in Rome who rolls.
- ``intrigue.graft_pay`` [``pay``, ``decline``]: pay the rolled talents or let the card go.
- ``intrigue.mob_incited`` [``play``, ``pass``]: a Player whose Tribune was answered.
- ``revenue.open_bodyguard`` [``<senator>`` or ``keep``]: a Player puts his Open Bodyguard on one
  of his Senators in Rome.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.context import Context, Interjection, Procedure
from engine.death import kill_senator
from engine.decision import Amount, Choice, Decision, Option
from engine.decisions import (
    ASSASSINATION_ATTEMPT,
    ASSASSINATION_BODYGUARDS,
    INTRIGUE_GRAFT,
    INTRIGUE_GRAFT_PAY,
    INTRIGUE_MOB_INCITED,
    INTRIGUE_MURDER_OF_A_TRIBUNE,
    REVENUE_OPEN_BODYGUARD,
    DecisionKind,
)
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.outcome import GameEnded, GameResult
from engine.queries import in_rome
from engine.schemas.intrigue import (
    BodyguardEffect,
    CancelTribuneEffect,
    IntrigueKey,
    MobIncitedEffect,
)
from engine.senators import change_popularity
from engine.state import Faction, Location, Office, Senator
from engine.treasury import to_bank

ASSASSIN: IntrigueKey = "assassin"
SECRET_BODYGUARD: IntrigueKey = "secret_bodyguard"
OPEN_BODYGUARD: IntrigueKey = "open_bodyguard"
GRAFT: IntrigueKey = "graft"
MURDER: IntrigueKey = "murder_of_a_tribune"
MOB_INCITED: IntrigueKey = "mob_incited_to_violence"
"""Intrigue card keys (intrigue.md)."""

PASS = "pass"
PAY = "pay"
DECLINE = "decline"
PLAY = "play"
KEEP = "keep"
REQUEST_PREFIX = "assassinate:"
"""Option keys of this module's decisions and of the Players' request interjections."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """What an Assassination Check came to: who tried, and whether the target died and the
    assassin was caught (1.09.72-1.09.74)."""

    attacker: int | None = None
    assassin: str | None = None
    killed: bool = False
    caught: bool = False


NO_ATTEMPT = Attempt()

AttemptProcedure = Generator[Decision, Choice, Attempt]
VoidProcedure = Generator[Decision, Choice, bool]
CountProcedure = Generator[Decision, Choice, int]


def held(faction: Faction, ctx: Context, key: IntrigueKey) -> list[int]:
    """The faction's cards of one Intrigue kind, by card number."""
    return [n for n in faction.hand if ctx.catalog.entry(n).key == key]


def discard_cards(ctx: Context, faction: Faction, cards: Sequence[int]) -> None:
    """Played Intrigue cards leave the hand for the discard pile (1.07.35)."""
    for card_no in cards:
        faction.hand.remove(card_no)
        ctx.state.discard.append(card_no)


def is_consul_for_life(senator: Senator) -> bool:
    """Holds the Consul for Life marker (1.09.82)."""
    return Office.CONSUL_FOR_LIFE in senator.offices


# --- 4.07.3 Assassination Check -----------------------------------------------------------------


def assassination_check(ctx: Context, target_key: str, trigger: str) -> AttemptProcedure:
    """An Assassination Check against a Senator in Rome (4.07.3): every other faction that may
    take part rolls 1d6 (a Neutral +1 per Assassin card it holds), and the high roller must
    attempt it. ``trigger`` names the cause: a Consul for Life candidacy or a Player's request.
    No attempt if the target's faction was already a target this turn (1.09.7) or nobody may
    take part."""
    state = ctx.state
    target = state.senators[target_key]
    assert target.faction is not None
    if not may_be_targeted(ctx, target):
        ctx.record("Game", "no_assassination", "1.09.7", f"{target.name} cannot be attacked now")
        return NO_ATTEMPT
    takers = participants(ctx, target)
    if not takers:
        ctx.record(
            "Game", "no_assassination", "4.07.3", f"nobody takes part in the Check on {target.name}"
        )
        return NO_ATTEMPT
    ctx.record("Game", "assassination_check", "4.07.3", f"Assassination Check on {target.name}")
    seat = high_roller(ctx, takers)
    state.assassinations.append((seat, target.faction))
    assassin, cards = yield from choose_assassin(ctx, seat, target)
    return (yield from attempt(ctx, seat, assassin, cards, target, trigger))


def may_be_targeted(ctx: Context, target: Senator) -> bool:
    """In Rome, not Consul for Life, and his faction not yet a target this turn (1.09.7,
    1.09.71, 1.09.821)."""
    targeted = {t for _, t in ctx.state.assassinations}
    return in_rome(target) and not is_consul_for_life(target) and target.faction not in targeted


def participants(ctx: Context, target: Senator) -> list[int]:
    """Factions other than the target's with a Senator in Rome that have not attempted an
    Assassination this turn; a Neutral only against a target with 21+ Influence who has more
    than any other Senator (1.09.7, 4.07.3)."""
    state = ctx.state
    attempted = {a for a, _ in state.assassinations}
    neutrals_join = neutral_target(ctx, target)
    return [
        f.seat
        for f in state.factions
        if f.seat != target.faction
        and f.seat not in attempted
        and not f.eliminated
        and any(in_rome(s) for s in state.faction_senators(f.seat))
        and (f.is_player or neutrals_join)
    ]


def neutral_target(ctx: Context, target: Senator) -> bool:
    """At least 21 Influence and more than any other Senator in play (4.07.3)."""
    minimum = ctx.catalog.tables.influence.consul_for_life_election_min
    others = (
        s.influence
        for s in ctx.state.senators.values()
        if s.key != target.key and s.location is not Location.CURIA
    )
    return target.influence >= minimum and all(target.influence > i for i in others)


def high_roller(ctx: Context, seats: Sequence[int]) -> int:
    """Each faction rolls 1d6, a Neutral adding 1 per Assassin card it holds; tied highs roll
    again with the same modifiers (4.07.3)."""
    contenders = list(seats)
    while True:
        modifiers = [_check_modifier(ctx, seat) for seat in contenders]
        rolls = [ctx.dice.d6() for _ in contenders]
        totals = [r + m for r, m in zip(rolls, modifiers, strict=True)]
        ctx.record(
            "Game",
            "assassination_roll",
            "4.07.3",
            "high roll for the attempt: "
            + ", ".join(
                f"{ctx.faction_name(s)} {t}" for s, t in zip(contenders, totals, strict=True)
            ),
            dice=rolls,
        )
        best = max(totals)
        contenders = [s for s, t in zip(contenders, totals, strict=True) if t == best]
        if len(contenders) == 1:
            return contenders[0]


def _check_modifier(ctx: Context, seat: int) -> int:
    faction = ctx.state.factions[seat]
    return 0 if faction.is_player else len(held(faction, ctx, ASSASSIN))


def choose_assassin(
    ctx: Context, seat: int, target: Senator
) -> Generator[Decision, Choice, tuple[Senator, list[int]]]:
    """The attacker's assassin and Assassin cards: a Player chooses both; a Neutral sends its
    least influential Senator in Rome, a non-Leader if it can (ties 2d6), with every Assassin
    card it holds (4.07.3)."""
    faction = ctx.state.factions[seat]
    senators = [s for s in ctx.state.faction_senators(seat) if in_rome(s)]
    cards = held(faction, ctx, ASSASSIN)
    if not faction.is_player:
        assassin = ctx.best_by(
            senators,
            lambda s: (int(s.key != faction.leader), -s.influence),
            "4.07.3",
            "the Neutral's assassin",
            name=lambda s: s.name,
        )
        return assassin, cards
    choice = yield ctx.ask(
        seat,
        ASSASSINATION_ATTEMPT,
        "4.07.3",
        [
            Option(f"{s.key}@{n}", (s.key, n), f"{s.name} with {n} Assassin cards")
            for s in senators
            for n in range(len(cards) + 1)
        ],
        f"You must attempt to assassinate {target.name}: choose the assassin and Assassin cards",
        target=target.key,
    )
    key, count = choice.key.rsplit("@", 1)
    return ctx.state.senators[key], cards[: int(count)]


@handles_effect("intrigue", "assassin", rule="1.09.72")
def attempt(
    ctx: Context,
    seat: int,
    assassin: Senator,
    cards: list[int],
    target: Senator,
    trigger: str,
) -> AttemptProcedure:
    """Roll on the Assassination Table with every modifier; the target's faction answers with
    Secret Bodyguards after the roll; then one catch roll per Bodyguard if the assassin was not
    caught (1.09.72, 1.09.73)."""
    table = ctx.catalog.tables.assassination
    attacker = ctx.state.factions[seat]
    defender = ctx.state.factions[target.faction or 0]
    discard_cards(ctx, attacker, cards)
    guarded = target.key in ctx.state.open_bodyguards
    modifier = (
        len(cards) * table.per_assassin_card
        + (table.open_bodyguard if guarded else 0)
        + evil_omens_modifier(ctx, "other")
    )
    die = ctx.dice.d6()
    ctx.record(
        ctx.faction_name(seat),
        "assassination",
        "1.09.72",
        f"{assassin.name} tries to assassinate {target.name} ({trigger}): 1d6 {die} "
        f"{modifier:+d} = {die + modifier}",
        dice=[die],
    )
    bodyguards = yield from secret_bodyguards(ctx, defender, target, die + modifier)
    modifier += bodyguards * table.per_secret_bodyguard
    outcome = table.result(die + modifier).outcome
    popularity = target.popularity
    killed = outcome == "target_killed"
    caught = outcome == "assassin_caught"
    ctx.record(
        ctx.faction_name(seat),
        "assassination_result",
        "1.09.72",
        f"{die} {modifier:+d} = {die + modifier}: {outcome.replace('_', ' ')}",
    )
    if killed:
        kill_senator(ctx, target.key, "1.09.72", f"assassinated by {assassin.name}")
    if not caught:
        caught = catch_rolls(ctx, bodyguards + (1 if guarded else 0), modifier)
    if caught:
        punish(ctx, seat, assassin, popularity)
    return Attempt(seat, assassin.key, killed, caught)


@handles_effect("intrigue", "bodyguard", rule="1.09.73")
def secret_bodyguards(
    ctx: Context, defender: Faction, target: Senator, roll: int
) -> CountProcedure:
    """How many Secret Bodyguards the target's faction plays after seeing the roll: a Player
    chooses, a Neutral plays all it holds (1.09.73, 4.07.4)."""
    cards = held(defender, ctx, SECRET_BODYGUARD)
    if not cards:
        return 0
    count = len(cards)
    if defender.is_player:
        choice = yield ctx.ask_amount(
            defender.seat,
            ASSASSINATION_BODYGUARDS,
            "1.09.73",
            0,
            len(cards),
            f"The attempt on {target.name} rolled {roll}: how many Secret Bodyguards do you play?",
            target=target.key,
        )
        assert isinstance(choice, Amount)
        count = choice.value
    if count:
        discard_cards(ctx, defender, cards[:count])
        ctx.record(
            ctx.faction_name(defender.seat),
            "bodyguards",
            "1.09.73" if defender.is_player else "4.07.4",
            f"plays {count} Secret Bodyguards to protect {target.name}",
        )
    return count


def catch_rolls(ctx: Context, rolls: int, modifier: int) -> bool:
    """One roll per Bodyguard with every modifier of the attempt: the assassin is caught on an
    "assassin caught" result; "killed" results are ignored (1.09.73)."""
    table = ctx.catalog.tables.assassination
    per_card = _bodyguard_effect(ctx, SECRET_BODYGUARD).catch_rerolls
    for _ in range(rolls * per_card):
        die = ctx.dice.d6()
        caught = table.result(die + modifier).outcome == "assassin_caught"
        ctx.record(
            "Game",
            "catch_roll",
            "1.09.73",
            f"Bodyguard catch roll {die} {modifier:+d} = {die + modifier}: "
            + ("the assassin is caught" if caught else "he escapes"),
            dice=[die],
        )
        if caught:
            return True
    return False


def _bodyguard_effect(ctx: Context, key: IntrigueKey) -> BodyguardEffect:
    effect = ctx.catalog.intrigue.kind(key).effect
    assert isinstance(effect, BodyguardEffect)
    return effect


def punish(ctx: Context, seat: int, assassin: Senator, target_popularity: int) -> None:
    """A caught assassin dies. His Faction Leader loses 5 Influence and, if in Rome, is guilty
    without trial (4.07.3); a guilty Leader, or a Leader who was the assassin, dies with his
    Family card going to the Curia, and Mortality Chits equal to the target's positive
    Popularity kill the faction's Senators in Rome drawn. A faction left without Senators is
    eliminated (1.09.74, 1.05.4)."""
    faction = ctx.state.factions[seat]
    leader_key = faction.leader
    was_leader = assassin.key == leader_key
    kill_senator(ctx, assassin.key, "1.09.74", "caught assassin", leader_card_stays=not was_leader)
    leader_died = was_leader
    leader = ctx.state.senators.get(leader_key) if leader_key and not was_leader else None
    if leader is not None:
        loss = ctx.catalog.tables.assassination.caught_faction_leader_influence
        leader.influence = max(ctx.catalog.tables.limits.influence_min, leader.influence + loss)
        ctx.record(
            ctx.faction_name(seat),
            "assassin_punished",
            "1.09.74",
            f"Faction Leader {leader.name} loses {-loss} Influence to {leader.influence}",
        )
        if in_rome(leader):
            kill_senator(
                ctx, leader.key, "4.07.3", "guilty of the assassination", leader_card_stays=False
            )
            leader_died = True
    if leader_died and target_popularity > 0:
        drawn = draw_mortality_chits(ctx, target_popularity, "1.09.74")
        kill_by_chits(
            ctx,
            drawn,
            "1.09.74",
            "implicated in the assassination",
            where=lambda s: s.faction == seat and in_rome(s),
        )
    if not ctx.state.faction_senators(seat):
        eliminate_faction(ctx, seat)


def eliminate_faction(ctx: Context, seat: int) -> None:
    """A faction that lost its last Senator punished for an assassination is eliminated: its
    hand is discarded and its Faction Treasury returns to the Bank (1.05.4). A Player's
    elimination ends the game as his quitting would (ruling on 1.05.4)."""
    faction = ctx.state.factions[seat]
    discard_cards(ctx, faction, list(faction.hand))
    to_bank(ctx.state, faction.treasury)
    faction.treasury = 0
    faction.eliminated = True
    ctx.record(ctx.faction_name(seat), "eliminated", "1.05.4", "is eliminated from the game")
    if faction.is_player:
        others = [f.seat for f in ctx.state.factions if f.is_player and f.seat != seat]
        raise GameEnded(GameResult("player_eliminated", others[0] if others else None, "1.05.4"))


def assassination_requests(ctx: Context, seat: int) -> list[Option]:
    """The Checks a Player may request now, one option per Senator in Rome he may name as the
    target: Senate Phase only, not his own faction's, not a faction already targeted this turn,
    and only while he has not attempted one and has a Senator in Rome (4.07.3 rulings)."""
    state = ctx.state
    if state.phase != "Senate" or seat in {a for a, _ in state.assassinations}:
        return []
    if not any(in_rome(s) for s in state.faction_senators(seat)):
        return []
    return [
        Option(
            REQUEST_PREFIX + s.key,
            Interjection(partial(requested_check, target_key=s.key)),
            f"request an Assassination Check on {s.name}",
        )
        for s in state.senators.values()
        if s.faction not in (None, seat) and may_be_targeted(ctx, s)
    ]


def requested_check(ctx: Context, target_key: str) -> Procedure:
    """A Player's requested Assassination Check (4.07.3)."""
    yield from assassination_check(ctx, target_key, "requested by a Player")


# --- 4.07.4 Open Bodyguard -----------------------------------------------------------------------


def open_bodyguards(ctx: Context, order: Sequence[int]) -> Procedure:
    """Revenue Phase: every Open Bodyguard in play costs its Senator 1 T and 1 Popularity or is
    discarded; then factions in ``order`` may put one on a Senator in Rome: a Neutral on its most
    influential one if he has 21+ Influence (intrigue.md, 4.07.4)."""
    bodyguard_upkeep(ctx)
    for seat in order:
        faction = ctx.state.factions[seat]
        for card_no in held(faction, ctx, OPEN_BODYGUARD):
            yield from place_open_bodyguard(ctx, faction, card_no)


@handles_effect("intrigue", "bodyguard", rule="4.07.4")
def bodyguard_upkeep(ctx: Context) -> None:
    """Each Open Bodyguard's Senator pays its upkeep or the card is discarded (intrigue.md)."""
    state = ctx.state
    effect = _bodyguard_effect(ctx, OPEN_BODYGUARD)
    for key, card_no in list(state.open_bodyguards.items()):
        senator = state.senators[key]
        actor = ctx.faction_name(senator.faction) if senator.faction is not None else "Game"
        if senator.talents < effect.upkeep_talents:
            del state.open_bodyguards[key]
            state.discard.append(card_no)
            ctx.record(actor, "bodyguard_lost", "1.09.73", f"{senator.name} cannot pay his guard")
            continue
        senator.talents -= to_bank(state, effect.upkeep_talents)
        change_popularity(
            ctx.catalog, senator, ctx.catalog.tables.influence.open_bodyguard_popularity
        )
        ctx.record(
            actor,
            "bodyguard_upkeep",
            "1.09.73",
            f"{senator.name} pays {effect.upkeep_talents} T and Popularity for his Open Bodyguard",
        )


@handles_effect("intrigue", "bodyguard", rule="4.07.4")
def place_open_bodyguard(ctx: Context, faction: Faction, card_no: int) -> Procedure:
    """Put the Open Bodyguard on one of the faction's unguarded Senators in Rome: a Player
    chooses or keeps it; a Neutral guards its most influential Senator in Rome if he has 21+
    Influence, ties 2d6 (4.07.4)."""
    state = ctx.state
    candidates = [
        s
        for s in state.faction_senators(faction.seat)
        if in_rome(s) and s.key not in state.open_bodyguards
    ]
    if not candidates:
        return
    if faction.is_player:
        choice = yield ctx.ask(
            faction.seat,
            REVENUE_OPEN_BODYGUARD,
            "1.09.73",
            [
                *(Option(s.key, s.key, s.name) for s in candidates),
                Option(KEEP, None, "keep the card"),
            ],
            "Put your Open Bodyguard on one of your Senators in Rome, or keep it",
        )
        if choice.key == KEEP:
            return
        guarded = state.senators[choice.key]
    else:
        guarded = ctx.best_by(
            candidates, lambda s: s.influence, "4.07.4", "whom to guard", name=lambda s: s.name
        )
        if guarded.influence < ctx.catalog.tables.influence.consul_for_life_election_min:
            return
    faction.hand.remove(card_no)
    state.open_bodyguards[guarded.key] = card_no
    ctx.record(
        ctx.faction_name(faction.seat),
        "open_bodyguard",
        "1.09.73" if faction.is_player else "4.07.4",
        f"puts an Open Bodyguard on {guarded.name}",
        senator=guarded.key,
    )


# --- 4.07.6 Graft, Murder of a Tribune, Mob Incited to Violence ----------------------------------


def answer_tribune(ctx: Context, answering: int, tribune_seat: int) -> VoidProcedure:
    """A faction whose Spoils a Tribune cancels answers with Graft first, then Murder of a
    Tribune; the Tribune's faction may then answer with Mob Incited to Violence (a Neutral only
    when its Tribune was voided). Returns True if the Tribune is voided (4.07.6, intrigue.md)."""
    faction = ctx.state.factions[answering]
    voided = False
    answered = False
    for key, answer in ((GRAFT, graft), (MURDER, murder_of_a_tribune)):
        cards = held(faction, ctx, key)
        if cards and not voided:
            played = yield from answer(ctx, faction, cards[0])
            answered = answered or played is not None
            voided = bool(played)
    if answered:
        yield from mob_incited(ctx, ctx.state.factions[tribune_seat], answering, voided)
    return voided


def _answerer(
    ctx: Context,
    faction: Faction,
    card_no: int,
    kind: DecisionKind[Any],
    neutral: Senator | None,
) -> Generator[Decision, Choice, Senator | None]:
    """The Senator in Rome who plays the card: a Player names him or passes; a Neutral's is
    given by its rule. None: the card is not played."""
    if not faction.is_player:
        return neutral
    senators = [s for s in ctx.state.faction_senators(faction.seat) if in_rome(s)]
    if not senators:
        return None
    choice = yield ctx.ask(
        faction.seat,
        kind,
        "4.07.6",
        [*(Option(s.key, s.key, s.name) for s in senators), Option(PASS, None, "do not play it")],
        f"Answer the Tribune with {ctx.catalog.card_name(card_no)}: who rolls?",
    )
    return None if choice.key == PASS else ctx.state.senators[choice.key]


@handles_effect("intrigue", "cancel_tribune", rule="4.07.6")
def graft(ctx: Context, faction: Faction, card_no: int) -> Generator[Decision, Choice, bool | None]:
    """Graft: a Senator in Rome rolls 1d6 and pays that many talents to the Bank to void the
    Tribune, or declines; the card is discarded either way. A Neutral's richest Senator in Rome
    rolls and pays if he can (4.07.6). None: not played."""
    in_town = [s for s in ctx.state.faction_senators(faction.seat) if in_rome(s)]
    neutral = (
        None
        if faction.is_player
        else ctx.rules.spending_senator(ctx, in_town, "who pays the Graft")
    )
    payer = yield from _answerer(ctx, faction, card_no, INTRIGUE_GRAFT, neutral)
    if payer is None:
        return None
    discard_cards(ctx, faction, [card_no])
    cost = sum(ctx.dice.roll(_cancel_dice(ctx, GRAFT)))
    pays = payer.talents >= cost
    if pays and faction.is_player:
        choice = yield ctx.ask(
            faction.seat,
            INTRIGUE_GRAFT_PAY,
            "4.07.6",
            [Option(PAY, None, f"pay {cost} T"), Option(DECLINE, None, "decline")],
            f"Graft costs {payer.name} {cost} T: pay to void the Tribune?",
        )
        pays = choice.key == PAY
    if pays:
        payer.talents -= to_bank(ctx.state, cost)
    ctx.record(
        ctx.faction_name(faction.seat),
        "graft",
        "4.07.6",
        f"plays Graft: {payer.name} rolls {cost}"
        + (f" and pays {cost} T: the Tribune is voided" if pays else ", no payment: no effect"),
        dice=[cost],
    )
    return pays


@handles_effect("intrigue", "cancel_tribune", rule="4.07.6")
def murder_of_a_tribune(
    ctx: Context, faction: Faction, card_no: int
) -> Generator[Decision, Choice, bool | None]:
    """Murder of a Tribune: a Senator in Rome rolls 1d6, loses that much Popularity, and voids
    the Tribune on an even (natural) roll; a Neutral's most popular Senator in Rome rolls (ties
    least Influence, then 2d6) (4.07.6; D2-25). None: not played."""
    in_town = [s for s in ctx.state.faction_senators(faction.seat) if in_rome(s)]
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
    killer = yield from _answerer(ctx, faction, card_no, INTRIGUE_MURDER_OF_A_TRIBUNE, neutral)
    if killer is None:
        return None
    discard_cards(ctx, faction, [card_no])
    die = sum(ctx.dice.roll(_cancel_dice(ctx, MURDER)))
    change_popularity(ctx.catalog, killer, -die)
    voided = die % 2 == 0
    ctx.record(
        ctx.faction_name(faction.seat),
        "murder_of_a_tribune",
        "4.07.6",
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
def mob_incited(ctx: Context, faction: Faction, target_seat: int, voided: bool) -> Procedure:
    """Mob Incited to Violence, after a Graft or Murder against the faction's Tribune: 1d6 plus
    the best Oratory among its Senators in Rome in Mortality Chits; the answering faction's
    Senators in Rome drawn die. A Player chooses to play it; a Neutral plays it only if its
    Tribune was voided (4.07.6, intrigue.md)."""
    cards = held(faction, ctx, MOB_INCITED)
    speakers = [s for s in ctx.state.faction_senators(faction.seat) if in_rome(s)]
    if not cards or not speakers or (not faction.is_player and not voided):
        return
    if faction.is_player:
        choice = yield ctx.ask(
            faction.seat,
            INTRIGUE_MOB_INCITED,
            "4.07.6",
            [Option(PLAY, None, "incite the mob"), Option(PASS, None, "do not play it")],
            f"Play Mob Incited to Violence against {ctx.faction_name(target_seat)}?",
        )
        if choice.key == PASS:
            return
    discard_cards(ctx, faction, cards[:1])
    effect = ctx.catalog.intrigue.kind(MOB_INCITED).effect
    assert isinstance(effect, MobIncitedEffect)
    dice = ctx.dice.roll(effect.chit_dice)
    oratory = max(s.oratory for s in speakers) if effect.adds_oratory else 0
    ctx.record(
        ctx.faction_name(faction.seat),
        "mob_incited",
        "4.07.6",
        f"incites the mob against {ctx.faction_name(target_seat)}: {sum(dice)} + Oratory "
        f"{oratory} = {sum(dice) + oratory} Mortality Chits",
        dice=dice,
    )
    drawn = draw_mortality_chits(ctx, sum(dice) + oratory, "4.07.6")
    kill_by_chits(
        ctx,
        drawn,
        "4.07.6",
        "killed by the mob",
        where=lambda s: s.faction == target_seat and in_rome(s),
    )
