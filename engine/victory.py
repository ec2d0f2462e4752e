"""How the game ends (1.12, 4.08), for every faction alike, in the base game and section IV: a
Neutral can win, and then every Player loses (spec 4.08.1 ruling).

Order of precedence (1.12): each Losing Condition before any Winning Condition, and the
Winning Conditions in the order 1.12.2 lists them. The turn meets them where they arise:
- 1.12.1 #1, four Active Wars at the end of a Combat Phase (the Civil War counts until the Rebel
  meets a Winning Condition): ``end_of_combat``, after the Rebel's coup (1.11.36) is settled;
- 1.12.1 #2 and #3, People Revolt (engine/phases/population.py) and Bankruptcy
  (engine/treasury.py): all lose, unless a Senator is in Revolt: then 1.12.2 #2, the Rebel
  End Game (a Bankruptcy reaches it through ``rebel_triumph_guard``);
- 1.12.2 #1, the Rebel defeats the Senate (``fight_rebel``) or is not attacked (``coup``);
- 1.12.2 #3, the Forum Phase of Era Ends: ``era_ends_result``;
- 1.12.2 #4, a Consul for Life alive at the end of the Revolution Phase:
  ``consul_for_life_survives``.

Decision: ``rebel.attack_war`` [War card keys]: in the Rebel End Game the Rebel picks the next
Active War to attack (1.12.3); a Neutral Rebel's pick is delegated to the Dominant Player. Its
context ``strengths`` gives each War's Land plus Fleet Strength.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import NoReturn

from engine.after_battle import make_veterans
from engine.captives import commander_chits
from engine.civil_war import (
    civil_war_battle,
    primary_rebel,
    rebel_legions,
    rebel_military,
)
from engine.combat import (
    CombatNumbers,
    alive,
    army_strength,
    combat_numbers,
    remove_units,
    resolve_battle,
    units_lost,
    war_strength,
)
from engine.context import Context, Procedure
from engine.decision import Choice, Decision, Option
from engine.decision_contexts import StrengthsContext
from engine.decisions import declare
from engine.forces import REBEL_ARMY, return_to_rome
from engine.outcome import (
    ALL_LOSE,
    EndReason,
    GameEnded,
    GameResult,
    RebelTriumph,
    republic_survives,
)
from engine.phases.population import adjust_unrest
from engine.proscription import after_civil_war_victory
from engine.queries import ACTIVE_BOXES, active_wars, faction_votes
from engine.schemas.combat_tables import CombatOutcome
from engine.state import BANK, Location, Office, Senator, Unit

REBEL_ATTACK_WAR = declare(
    "rebel.attack_war",
    rule="1.12.3",
    asked="the Rebel's faction (a Neutral's: the Dominant Player)",
    options="a War card key: the War the Rebel attacks next",
    context=StrengthsContext,
    example="Which Active War does the Rebel attack next? `war-punic-1`, `war-gallic-1`; "
    "context `{strengths: {'war-punic-1': 15, 'war-gallic-1': 10}}`",
)

WARS_TO_FALL = "wars_to_fall"
"""The handicap ruling that sets another number of Active Wars for 1.12.1 (solo/handicaps.py)."""

DEFEATS_THE_SENATE = 1
STATE_FALLS = 2
"""The Rebel's Winning Conditions: 1.12.2 #1 (defeats the Senate, or is not attacked) and #2
(Bankruptcy or People Revolt while he is in Revolt)."""

ATTACK_WAR = REBEL_ATTACK_WAR
"""Decision kind: the Rebel's next War in the Rebel End Game (1.12.3)."""

LOSING_REASONS: frozenset[EndReason] = ALL_LOSE
"""GameResult reasons of the 1.12.1 Losing Conditions, the Rebel End Game's failure included."""


def republic_survived(result: GameResult) -> bool:
    """Whether the Republic stood at the end: every result but a Losing Condition (4.08.1;
    engine.outcome.republic_survives)."""
    return republic_survives(result.reason)


def consul_for_life(ctx: Context) -> Senator | None:
    """The living Consul for Life, if any (1.09.82)."""
    return next(
        (s for s in ctx.state.senators.values() if Office.CONSUL_FOR_LIFE in s.offices), None
    )


def wars_to_fall(ctx: Context) -> int:
    """Active Wars that make the Republic fall: the Combat table's four (1.12.1), unless a
    handicap sets another number."""
    chosen = dict(ctx.options.rulings).get(WARS_TO_FALL)
    return ctx.catalog.tables.combat.collapse_active_wars if chosen is None else int(chosen)


# --- 1.12.2 #3 Era Ends --------------------------------------------------------------------------


def era_ends_result(ctx: Context) -> GameResult:
    """A living Consul for Life wins, even Captive; else the faction with the most Influence of
    non-rebel, non-Captive Senators, ties to the best single such Senator, then the most votes,
    then 2d6 (1.12.2, 1.04.8)."""
    state = ctx.state
    consul = consul_for_life(ctx)
    if consul is not None and consul.faction is not None:
        ctx.record(
            ctx.faction_name(consul.faction),
            "victory",
            "1.12.2",
            f"wins: the Era Ends with {consul.name} Consul for Life",
        )
        return GameResult("era_ends_consul_for_life", consul.faction, "1.12.2")
    seats = [f.seat for f in state.factions if not f.eliminated]
    totals = {seat: influence_total(ctx, seat) for seat in seats}
    senators = state.senators.values()
    winner = ctx.best_by(
        seats,
        lambda seat: (totals[seat], best_influence(ctx, seat), faction_votes(senators, seat)),
        "1.12.2",
        "the Era Ends victory",
        name=ctx.faction_name,
    )
    ctx.record(
        ctx.faction_name(winner),
        "victory",
        "1.12.2",
        f"wins: the Era Ends with its Senators at {totals[winner]} Influence",
        influence={ctx.faction_name(seat): total for seat, total in totals.items()},
    )
    return GameResult("era_ends", winner, "1.12.2")


def counted_senators(ctx: Context, seat: int) -> list[Senator]:
    """The faction's Senators who count at the Era's end: neither Rebel nor Captive (1.12.2)."""
    return [
        s
        for s in ctx.state.faction_senators(seat)
        if s.location not in (Location.REBEL, Location.CAPTIVE) and s.captive_of is None
    ]


def influence_total(ctx: Context, seat: int) -> int:
    """Combined Influence of the faction's counted Senators (1.12.2)."""
    return sum(s.influence for s in counted_senators(ctx, seat))


def influence_totals(ctx: Context) -> tuple[int, ...]:
    """Every faction's combined Influence, by seat (1.12.2): what a game's record keeps and a
    search bot's rollouts weigh."""
    return tuple(influence_total(ctx, f.seat) for f in ctx.state.factions)


def best_influence(ctx: Context, seat: int) -> int:
    """The highest Influence of one counted Senator: the first tie-break (1.12.2)."""
    return max((s.influence for s in counted_senators(ctx, seat)), default=0)


# --- 1.12.2 #4 Consul for Life -------------------------------------------------------------------


def consul_for_life_survives(ctx: Context) -> None:
    """A Consul for Life still alive and in office at the end of the Revolution Phase wins, even
    Captive (1.12.2 #4, 1.09.823)."""
    consul = consul_for_life(ctx)
    if consul is None or consul.faction is None:
        return
    ctx.record(
        ctx.faction_name(consul.faction),
        "victory",
        "1.12.2",
        f"wins: {consul.name} is Consul for Life at the end of the Revolution Phase",
    )
    raise GameEnded(GameResult("consul_for_life", consul.faction, "1.12.2"))


# --- 1.12.1 #1 and the Rebel's coup at the end of the Combat Phase -------------------------------


def fighting_wars(ctx: Context) -> list[int]:
    """Active Wars, Unprosecuted ones included, by card number (1.12.1)."""
    return sorted(n for n, box in ctx.state.wars.items() if box in ACTIVE_BOXES)


def active_war_count(ctx: Context) -> int:
    """Active Wars, the Civil War included while there is a Primary Rebel (1.12.1, 1.11.3)."""
    return len(active_wars(ctx.state))


def end_of_combat(ctx: Context, rebel_attacked: bool) -> Procedure:
    """The end of a Combat Phase: a Rebel whom no Senate Army attacked has made his coup and
    goes to the Rebel End Game (1.11.36, 1.12.2 #1), where the Civil War no longer counts;
    then four or more Active Wars end the game in defeat for all (1.12.1 #1)."""
    if ctx.state.primary_rebel is not None and not rebel_attacked:
        yield from coup(ctx)
    check_collapse(ctx)


def coup(ctx: Context) -> Procedure:
    """The Senate sent no Army against the Rebel: his coup succeeds (1.11.36, 1.12.2 #1)."""
    rebel = primary_rebel(ctx.state)
    assert rebel is not None
    ctx.record(
        ctx.senator_actor(rebel),
        "coup",
        "1.11.36",
        f"no Senate Army faces {rebel.name}: his coup succeeds",
    )
    yield from rebel_end_game(ctx, DEFEATS_THE_SENATE)


def check_collapse(ctx: Context) -> None:
    """Four or more Active Wars (or the number a handicap sets) at the end of a Combat Phase: all
    players lose (1.12.1 #1)."""
    count = active_war_count(ctx)
    if count >= wars_to_fall(ctx):
        ctx.record("Game", "collapse", "1.12.1", f"{count} Active Wars: Rome falls, all lose")
        raise GameEnded(GameResult("four_active_wars", None, "1.12.1"))


def fight_rebel(ctx: Context, commander: Senator) -> Procedure:
    """A Senate Army attacks the Rebel (engine/civil_war.py); a Senate Defeat he survives is his
    Winning Condition 1 (1.11.373, 1.12.2 #1)."""
    outcome = civil_war_battle(ctx, commander)
    if outcome in ("senate_victory", "senate_defeat"):
        yield from after_civil_war_victory(ctx)
    if outcome == "senate_defeat" and ctx.state.primary_rebel is not None:
        yield from rebel_end_game(ctx, DEFEATS_THE_SENATE)


# --- 1.12.3 Rebel End Game -----------------------------------------------------------------------


def rebel_triumph_guard(ctx: Context, turn: Procedure) -> Procedure:
    """Run a turn; a Bankruptcy while a Senator is in Revolt, raised from inside any step, ends
    it with the Rebel End Game (1.12.2 #2, 1.12.3)."""
    try:
        yield from turn
    except RebelTriumph:
        yield from rebel_end_game(ctx, STATE_FALLS)


def rebel_end_game(ctx: Context, condition: int) -> Procedure:
    """The Rebel has met Winning Condition ``condition``. With fewer than 4 Active Wars he wins;
    else, in the Combat Phase, every Legion but the Garrisons and every Fleet joins his Army and
    he attacks Active Wars one at a time until fewer than 4 are left: he must have the Fleet
    Support, win and survive each battle before the last. Failing, all lose. A Rebel of
    condition 1 who dies in the last battle does not win: a Consul for Life does, or the Revolt
    fails and the game goes on (1.12.3)."""
    rebel = primary_rebel(ctx.state)
    assert rebel is not None and rebel.faction is not None
    seat = rebel.faction
    limit = wars_to_fall(ctx)
    ctx.record(
        ctx.faction_name(seat),
        "rebel_triumphs",
        "1.12.2",
        f"{rebel.name} meets Winning Condition {condition}",
    )
    if len(fighting_wars(ctx)) >= limit:
        ctx.state.phase = "Combat"
        muster_for_rebel(ctx, rebel)
    while len(fighting_wars(ctx)) >= limit:
        targets = [war for war in fighting_wars(ctx) if can_attack(ctx, war)]
        if not targets:
            republic_falls(ctx, f"{rebel.name} cannot attack the Active Wars")
        war = yield from choose_war(ctx, seat, targets)
        won = rebel_attacks(ctx, rebel, war)
        alive = ctx.state.primary_rebel == rebel.key
        last = len(fighting_wars(ctx)) < limit
        if not won or (not alive and not last):
            republic_falls(ctx, f"{rebel.name} could not defeat the Wars")
        if not alive and condition == DEFEATS_THE_SENATE:
            ends_with_rebel_dead(ctx)
            return
    rebel_wins(ctx, seat)


def muster_for_rebel(ctx: Context, rebel: Senator) -> None:
    """Every surviving Legion but the Garrisons and every Fleet in play join the Rebel's Army;
    Commanders in the field come back to Rome without Forces (1.12.3)."""
    state = ctx.state
    for unit in (*state.legions, *state.fleets):
        if unit.location != BANK and not unit.location.startswith("garrison:"):
            unit.location = REBEL_ARMY
            unit.commander = None
    for senator in list(state.senators.values()):
        if senator.location is Location.WAR:
            return_to_rome(ctx, senator, "1.12.3", "every Legion goes to the Rebel")
    ctx.record(
        ctx.senator_actor(rebel),
        "rebel_musters",
        "1.12.3",
        f"{rebel.name} takes every Legion and Fleet against the {len(fighting_wars(ctx))} "
        "Active Wars",
    )


def rebel_fleets(ctx: Context) -> list[Unit]:
    """The Fleets of the Rebel's Army."""
    return [u for u in ctx.state.fleets if u.location == REBEL_ARMY]


def can_attack(ctx: Context, war: int) -> bool:
    """He has Legions and the War's Fleet Support, and a Fleet if it still has a Fleet Strength
    (1.10.11, 1.10.12)."""
    strength = war_strength(ctx.state, ctx.catalog, war)
    fleets = len(rebel_fleets(ctx))
    return (
        bool(rebel_legions(ctx.state))
        and fleets >= strength.support
        and (fleets > 0 or strength.naval == 0)
    )


def choose_war(ctx: Context, seat: int, targets: list[int]) -> Generator[Decision, Choice, int]:
    """The Rebel chooses the next War; a faction no Player runs has the variant's Dominant Player
    choose (4.02.2)."""
    strengths = {n: war_strength(ctx.state, ctx.catalog, n) for n in targets}
    decision = ctx.ask(
        seat,
        ATTACK_WAR,
        "1.12.3",
        [Option(ctx.catalog.entry(n).key, n, ctx.catalog.card_name(n)) for n in targets],
        "Which Active War does the Rebel attack next?",
        strengths={ctx.catalog.entry(n).key: s.land + s.naval for n, s in strengths.items()},
    )
    if not ctx.state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    assert isinstance(choice, Option) and isinstance(choice.value, int)
    return choice.value


def rebel_attacks(ctx: Context, rebel: Senator, war: int) -> bool:
    """The Rebel's Army fights the War as Rome's would: at sea first while it has a Fleet
    Strength, then on land; True if he eliminates it. His Military rating counts up to the
    units that fight; the units lost draw Mortality Chits that can kill him (1.10.11-1.10.7)."""
    numbers = combat_numbers(ctx, rebel, war)
    strength = war_strength(ctx.state, ctx.catalog, war)
    if strength.naval and not _battle(ctx, rebel, war, strength.naval, numbers, naval=True):
        return False
    strength = war_strength(ctx.state, ctx.catalog, war)
    if len(rebel_fleets(ctx)) < strength.support or not rebel_legions(ctx.state):
        return False
    return _battle(ctx, rebel, war, strength.land, numbers, naval=False)


def _battle(
    ctx: Context, rebel: Senator, war: int, enemy: int, numbers: CombatNumbers, naval: bool
) -> bool:
    """One battle of the Rebel End Game; True on a Victory the Rebel survives or dies in."""
    state = ctx.state
    legions = rebel_legions(state)
    fleets = rebel_fleets(ctx)
    units = len(fleets) if naval else army_strength(ctx.catalog, legions)
    military = min(rebel_military(ctx, rebel), units)
    roll = resolve_battle(
        ctx,
        ctx.senator_actor(rebel),
        f"{rebel.name} attacks the {ctx.catalog.card_name(war)} {'at sea' if naval else 'on land'}",
        units + military,
        enemy,
        numbers,
    )
    result = roll.result
    won: CombatOutcome = "victory_naval" if naval else "victory_land"
    outcome: CombatOutcome = won if result == "victory" else result
    consequence = ctx.catalog.tables.combat.consequence(outcome)
    adjust_unrest(ctx, consequence.unrest, consequence.source, roll.result)
    lost = len(remove_units(ctx, legions, units_lost(ctx, roll, len(legions))))
    lost += len(remove_units(ctx, fleets, units_lost(ctx, roll, len(fleets))))
    if consequence.commander_killed:
        return False
    commander_chits(ctx, lost, [rebel] if alive(state, rebel) else [], False, None)
    if roll.result != "victory":
        return False
    if naval:
        state.naval_victories.append(war)
    else:
        living = rebel if state.primary_rebel == rebel.key else None
        make_veterans(
            ctx, rebel_legions(state), ctx.catalog.tables.combat.veterans_per_battle, living
        )
        defeat_war(ctx, war)
    return True


def defeat_war(ctx: Context, war: int) -> None:
    """The War is eliminated as by any Land Victory (1.10.4)."""
    from engine.phases.combat_results import CombatTurn
    from engine.phases.combat_results import defeat_war as eliminate_war

    eliminate_war(ctx, CombatTurn(), war, None)


def ends_with_rebel_dead(ctx: Context) -> None:
    """A Rebel of condition 1 died in the last battle: a Consul for Life wins; else the Revolt
    has failed and the game goes on (1.12.3)."""
    consul = consul_for_life(ctx)
    if consul is not None and consul.faction is not None:
        ctx.record(
            ctx.faction_name(consul.faction),
            "victory",
            "1.12.3",
            f"wins: the Rebel fell and {consul.name} is Consul for Life",
        )
        raise GameEnded(GameResult("consul_for_life", consul.faction, "1.12.3"))
    ctx.record("Game", "game_goes_on", "1.12.3", "the Rebel fell in his last battle: play goes on")


def rebel_wins(ctx: Context, seat: int) -> NoReturn:
    """The Rebel's faction wins the game (1.12.3)."""
    ctx.record(ctx.faction_name(seat), "victory", "1.12.3", "wins: the Rebel rules Rome")
    raise GameEnded(GameResult("rebel_wins", seat, "1.12.3"))


def republic_falls(ctx: Context, why: str) -> NoReturn:
    """The Rebel could not bring the Active Wars below 4: all players lose (1.12.3)."""
    ctx.record("Game", "republic_falls", "1.12.3", f"{why}: Rome falls and all players lose")
    raise GameEnded(GameResult("republic_falls", None, "1.12.3"))


class VictoryRules:
    """The ends of the game as the rules object's steps (engine/rules.py): the same in section IV
    and the base game, so both rules objects take them from here."""

    def era_ends_result(self, ctx: Context) -> GameResult:
        """Era Ends (1.12.2 #3)."""
        return era_ends_result(ctx)

    def state_falls(self, ctx: Context) -> Procedure:
        """The Rebel End Game, condition 2 (1.12.3)."""
        return rebel_end_game(ctx, STATE_FALLS)

    def fight_rebel(self, ctx: Context, commander: Senator) -> Procedure:
        """A Senate Army attacks the Rebel (1.11.37)."""
        return fight_rebel(ctx, commander)

    def end_of_combat(self, ctx: Context, rebel_attacked: bool) -> Procedure:
        """The coup and four Active Wars (1.11.36, 1.12.1)."""
        return end_of_combat(ctx, rebel_attacked)

    def consul_for_life_survives(self, ctx: Context) -> None:
        """The Consul for Life's win (1.12.2 #4)."""
        consul_for_life_survives(ctx)
