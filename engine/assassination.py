"""Violence in the Senate: an Assassination attempt, Bodyguards and the punishment of a caught
assassin (1.09.7-1.09.74), and the Open Bodyguard's Revenue Phase upkeep and placing
(the Intrigue cards). What starts an attempt is the variant's (the Senate Phase); the Revenue Phase
calls ``open_bodyguards``.

Decisions (option keys in brackets):
- ``assassination.bodyguards``: amount, the Secret Bodyguards the target's Player plays after
  seeing the roll.
- ``revenue.open_bodyguard`` [``<senator>`` or ``keep``]: a Player puts his Open Bodyguard on one
  of his Senators in Rome.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from engine.context import Context, Procedure
from engine.death import kill_senator, leave_game
from engine.decision import Amount, Choice, Decision, Option
from engine.decisions import ASSASSINATION_BODYGUARDS, REVENUE_OPEN_BODYGUARD, DecisionKind
from engine.effects import handles_effect
from engine.events.cards import evil_omens_modifier
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.outcome import GameEnded, GameResult
from engine.queries import in_rome
from engine.schemas.intrigue import BodyguardEffect, IntrigueKey
from engine.senators import change_popularity
from engine.state import Faction, Office, Senator
from engine.treasury import to_bank

ASSASSIN: Final[IntrigueKey] = "assassin"
SECRET_BODYGUARD: Final[IntrigueKey] = "secret_bodyguard"
OPEN_BODYGUARD: Final[IntrigueKey] = "open_bodyguard"
"""Intrigue card keys (the Intrigue cards)."""

KEEP: Final = "keep"
"""Option key: a Player keeps his Open Bodyguard."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """What an Assassination Check came to: who tried, and whether the target died and the
    assassin was caught (1.09.72-1.09.74)."""

    attacker: int | None = None
    assassin: str | None = None
    killed: bool = False
    caught: bool = False


NO_ATTEMPT: Final = Attempt()

AttemptProcedure = Generator[Decision, Choice, Attempt]
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


def ask_assassin(
    ctx: Context, seat: int, target: Senator, kind: DecisionKind[Any], rule: str, prompt: str
) -> Generator[Decision, Choice, tuple[Senator, list[int]]]:
    """The attacking Player names his assassin among his Senators in Rome and how many of his
    Assassin cards he plays (options ``<senator>@<n>``; 1.09.72)."""
    senators = [s for s in ctx.state.faction_senators(seat) if in_rome(s)]
    cards = held(ctx.state.factions[seat], ctx, ASSASSIN)
    choice = yield ctx.ask(
        seat,
        kind,
        rule,
        [
            Option(f"{s.key}@{n}", (s.key, n), f"{s.name} with {n} Assassin cards")
            for s in senators
            for n in range(len(cards) + 1)
        ],
        prompt,
        target=target.key,
    )
    key, count = choice.key.rsplit("@", 1)
    return ctx.state.senators[key], cards[: int(count)]


def may_be_targeted(ctx: Context, target: Senator) -> bool:
    """In Rome, not Consul for Life, and his faction not yet a target this turn (1.09.7,
    1.09.71, 1.09.821)."""
    targeted = {t for _, t in ctx.state.assassinations}
    return in_rome(target) and not is_consul_for_life(target) and target.faction not in targeted


@handles_effect("intrigue", "assassin", rule="1.09.72")
def attempt(
    ctx: Context,
    seat: int,
    assassin: Senator,
    cards: list[int],
    target: Senator,
    trigger: str,
    punished: bool = True,
) -> AttemptProcedure:
    """Roll on the Assassination Table with every modifier; the target's faction answers with
    Secret Bodyguards after the roll; then one catch roll per Bodyguard if the assassin was not
    caught (1.09.72, 1.09.73). A caught assassin is punished (``punish``), or, not
    ``punished``, only dies (a one-faction Land Bill's, 1.09.623)."""
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
    die = ctx.dice.d6("assassination", target.key)
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
    if caught and punished:
        yield from punish(ctx, seat, assassin, popularity)
    elif caught:
        kill_senator(ctx, assassin.key, "1.09.623", "caught assassin, with no further consequence")
    return Attempt(seat, assassin.key, killed, caught)


@handles_effect("intrigue", "bodyguard", rule="1.09.73")
def secret_bodyguards(
    ctx: Context, defender: Faction, target: Senator, roll: int
) -> CountProcedure:
    """How many Secret Bodyguards the target's faction plays after seeing the roll: a Player
    chooses; the rules say for a faction no Player runs (1.09.73)."""
    cards = held(defender, ctx, SECRET_BODYGUARD)
    if not cards:
        return 0
    if not defender.is_player:
        count = ctx.rules.neutral_secret_bodyguards(ctx, defender, target, cards)
    else:
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
            ctx.rules.cite(ctx, defender.seat, "1.09.73"),
            f"plays {count} Secret Bodyguards to protect {target.name}",
        )
    return count


def catch_rolls(ctx: Context, rolls: int, modifier: int) -> bool:
    """One roll per Bodyguard with every modifier of the attempt: the assassin is caught on an
    "assassin caught" result; "killed" results are ignored (1.09.73)."""
    table = ctx.catalog.tables.assassination
    per_card = _bodyguard_effect(ctx, SECRET_BODYGUARD).catch_rerolls
    for _ in range(rolls * per_card):
        die = ctx.dice.d6("bodyguard")
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


def punish(ctx: Context, seat: int, assassin: Senator, target_popularity: int) -> Procedure:
    """A caught assassin dies. His Faction Leader loses 5 Influence and, if in Rome, faces a
    Special Major Prosecution (the variant's rules); a guilty Leader, or a Leader who was the
    assassin, dies with his Family card going to the Curia, and Mortality Chits equal to the
    target's positive Popularity kill the faction's Senators in Rome drawn. A faction left
    without Senators is eliminated (1.09.74, 1.05.4)."""
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
            leader_died = yield from ctx.rules.special_major_prosecution(
                ctx, seat, leader, target_popularity
            )
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
    elimination ends the game as his quitting would, where the rules say so (ruling on 1.05.4;
    in the base game the others play on)."""
    leave_game(ctx, seat, "eliminated", "is eliminated from the game")
    if ctx.rules.leaving_ends_game(ctx, seat):
        others = [f.seat for f in ctx.state.factions if f.is_player and f.seat != seat]
        raise GameEnded(GameResult("player_eliminated", others[0] if others else None, "1.05.4"))


# --- Open Bodyguard (the Intrigue cards)
# ----------------------------------------------------------------


def open_bodyguards(ctx: Context, order: Sequence[int]) -> Procedure:
    """Revenue Phase: every Open Bodyguard in play costs its Senator 1 T and 1 Popularity or is
    discarded; then factions in ``order`` may put one on a Senator in Rome (the Intrigue cards,
    1.09.73)."""
    bodyguard_upkeep(ctx)
    for seat in order:
        faction = ctx.state.factions[seat]
        for card_no in held(faction, ctx, OPEN_BODYGUARD):
            yield from place_open_bodyguard(ctx, faction, card_no)


@handles_effect("intrigue", "bodyguard", rule="1.09.73")
def bodyguard_upkeep(ctx: Context) -> None:
    """Each Open Bodyguard's Senator pays its upkeep or the card is discarded (the Intrigue
    cards)."""
    state = ctx.state
    effect = _bodyguard_effect(ctx, OPEN_BODYGUARD)
    for key, card_no in list(state.open_bodyguards.items()):
        senator = state.senators[key]
        actor = ctx.senator_actor(senator)
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


@handles_effect("intrigue", "bodyguard", rule="1.09.73")
def place_open_bodyguard(ctx: Context, faction: Faction, card_no: int) -> Procedure:
    """Put the Open Bodyguard on one of the faction's unguarded Senators in Rome: a Player
    chooses or keeps it; the rules say for a faction no Player runs (1.09.73)."""
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
        chosen = ctx.rules.neutral_open_bodyguard(ctx, candidates)
        if chosen is None:
            return
        guarded = chosen
    faction.hand.remove(card_no)
    state.open_bodyguards[guarded.key] = card_no
    ctx.record(
        ctx.faction_name(faction.seat),
        "open_bodyguard",
        ctx.rules.cite(ctx, faction.seat, "1.09.73"),
        f"puts an Open Bodyguard on {guarded.name}",
        senator=guarded.key,
    )
