"""Death and what follows it (1.05.3, 1.05.31; the Primary Rebel's ends his Revolt, 1.11.372),
and factions left without Senators (1.05.4).

Whatever the cause, a dead Senator's markers go (offices, Prior Consul, Corrupt, Knights,
talents, Influence and Popularity markers), his Concessions and Province go to the Forum, his
Force is left without a Commander and his place in the dispatch order goes, and his Family card
either stays in the faction as the next leading member of the family, if it carries the Faction
Leader marker, or goes to the bottom of the Curia. A Statesman leaves the
game. The Family card that stays or goes is a fresh card: printed ratings, no markers.
"""

from __future__ import annotations

from typing import Final

from engine.context import Context, Procedure
from engine.decision import Option
from engine.decisions import FACTION_REPLACE_LOST
from engine.forces import REBEL_ARMY, rebels, recall_fronts
from engine.log import Act
from engine.outcome import GameEnded, GameResult
from engine.queries import hrao, seats_from
from engine.senators import PAIRED_STATESMEN, family_senator
from engine.state import ACTIVE_FORCES, Faction, GameState, Location, Office, Senator
from engine.treasury import to_bank

REPLACE_LOST: Final = FACTION_REPLACE_LOST
"""Decision kind: a Player whose faction has no Senators left draws, waits or quits (1.05.4)."""

DRAW: Final = "draw"
WAIT: Final = "wait"
QUIT: Final = "quit"
"""Option keys of ``faction.replace_lost``."""


def kill_senator(
    ctx: Context, key: str, rule: str, cause: str, *, leader_card_stays: bool = True
) -> None:
    """A Senator dies with all the consequences of 1.05.3 and 1.05.31.

    ``leader_card_stays=False`` is the Special Major Prosecution of Assassins (1.09.74): the
    Faction Leader's Family card goes to the Curia too.
    """
    state = ctx.state
    dead = state.senators.pop(key)
    if ctx.logs("death"):
        ctx.record(
            ctx.senator_actor(dead), "death", rule, f"{dead.name} dies: {cause}", senator=key
        )
    _strip_markers(ctx, dead)
    _release_concessions(ctx, dead)
    _release_province(ctx, dead)
    _release_veterans(ctx, dead)
    _leave_command(state, key)
    if Office.DICTATOR in dead.offices:
        _master_of_horse_returns(ctx)
    if dead.is_statesman:
        state.removed.append(dead.card_no)
        ctx.record(
            ctx.senator_actor(dead), "statesman_removed", "1.05.31", f"{dead.name} leaves play"
        )
    _settle_family_card(ctx, dead, leader_card_stays)
    _discard_open_bodyguard(ctx, dead)
    if key == state.primary_rebel:
        revolt_fails(ctx)


def _discard_open_bodyguard(ctx: Context, dead: Senator) -> None:
    """An Open Bodyguard on the dead Senator is discarded (1.09.73)."""
    card_no = ctx.state.open_bodyguards.pop(dead.key, None)
    if card_no is not None:
        ctx.state.discard.append(card_no)


def _strip_markers(ctx: Context, dead: Senator) -> None:
    """Offices, Prior Consul, Corrupt, Knights and talents leave with him (1.05.3, 1.07.5)."""
    lost = [str(office) for office in dead.offices]
    if dead.prior_consul:
        lost.append("Prior Consul")
    if dead.corrupt:
        lost.append("Corrupt")
    if dead.knights:
        lost.append(f"{dead.knights} Knights")
    if dead.talents:
        lost.append(f"{to_bank(ctx.state, dead.talents)} T")
    if lost and ctx.logs("markers_lost"):
        ctx.record(
            ctx.senator_actor(dead), "markers_lost", "1.05.3", f"to the Bank: {', '.join(lost)}"
        )


def _release_concessions(ctx: Context, dead: Senator) -> None:
    """His Concessions go to the Forum (1.05.3, 1.07.32)."""
    for card_no in dead.concessions:
        ctx.state.forum_concessions.append(card_no)
        ctx.record(
            "Forum", "concession_freed", "1.05.3", f"{ctx.catalog.card_name(card_no)} to the Forum"
        )


def _release_province(ctx: Context, dead: Senator) -> None:
    """A Governor's Provinces, those run by his Legates included, go to the Forum with their
    Garrison Legions (1.05.3, 1.13.1)."""
    for province in ctx.state.provinces.values():
        if province.governor != dead.key:
            continue
        province.governor = None
        province.term = 0
        province.legate = False
        garrison = ctx.state.count_units(ctx.state.legions, f"garrison:{province.key}")
        name = ctx.catalog.province_by_key[province.key].name
        ctx.record(
            "Forum",
            "province_freed",
            "1.05.3",
            f"{name} to the Forum with its {garrison} Garrison Legions",
        )


def _release_veterans(ctx: Context, dead: Senator) -> None:
    """Veteran Legions loyal to him lose their Allegiance marker and stay Veterans (1.10.5)."""
    loyal = [unit for unit in ctx.state.legions if unit.allegiance == dead.key]
    for unit in loyal:
        unit.allegiance = None
    if loyal:
        ctx.record(
            "Game", "allegiance_lost", "1.10.5", f"{len(loyal)} Veteran Legions owe no Allegiance"
        )


def _leave_command(state: GameState, key: str) -> None:
    """A dead Commander's Force stays on its War without a Commander and his place in the
    dispatch order goes (1.05.3, 1.09.641): nothing names him once he is dead."""
    if key in state.dispatched:
        state.dispatched.remove(key)
    for unit in (*state.legions, *state.fleets):
        if unit.commander == key:
            unit.commander = None


def _master_of_horse_returns(ctx: Context) -> None:
    """When the Dictator dies, a Master of Horse in the field returns to Rome (1.10.7)."""
    for senator in ctx.state.senators.values():
        if Office.MASTER_OF_HORSE in senator.offices and senator.location is Location.WAR:
            senator.location = Location.ROME
            senator.commands = None
            ctx.record(
                ctx.senator_actor(senator),
                "returns",
                "1.10.7",
                f"{senator.name} returns to Rome as Master of Horse",
            )


def _settle_family_card(ctx: Context, dead: Senator, leader_card_stays: bool) -> None:
    """Where his Family card goes: to a surviving brother Statesman (1.07.312), to the faction
    as the next leading member if he led it (1.07.311), else under the Curia (1.05.3)."""
    state = ctx.state
    faction = None if dead.faction is None else state.factions[dead.faction]
    led = faction if faction is not None and faction.leader == dead.key else None
    family_key = dead.family_card if dead.is_statesman else dead.key
    if family_key is None:
        if led is not None:
            led.leader = None
            ctx.record(ctx.senator_actor(dead), "leaderless", "1.05.31", "has no Faction Leader")
        return
    card = family_senator(ctx.catalog, family_key)
    brother = _surviving_brother(state, dead)
    if brother is not None:
        _family_to_brother(ctx, card, brother, led)
    elif led is not None and leader_card_stays:
        card.faction = led.seat
        card.location = Location.ROME
        state.senators[card.key] = card
        led.leader = card.key
        ctx.record(
            ctx.senator_actor(dead),
            "heir",
            "1.07.311",
            f"{card.name} keeps the Faction Leader marker as the family's next leading member",
        )
    else:
        if led is not None:
            led.leader = None
        _to_curia(ctx, card)


def _surviving_brother(state: GameState, dead: Senator) -> Senator | None:
    """The other Statesman of the Gracchi or Licinii, if still in play (1.05.22)."""
    if not dead.is_statesman or dead.family_id not in PAIRED_STATESMEN:
        return None
    for senator in state.senators.values():
        if senator.is_statesman and senator.family_id == dead.family_id:
            return senator
    return None


def _family_to_brother(ctx: Context, card: Senator, brother: Senator, led: Faction | None) -> None:
    """The Family card moves under the surviving brother, who takes its higher Influence and
    Popularity; the Faction Leader marker follows it only within the same faction (1.07.312)."""
    brother.family_card = card.key
    brother.influence = max(brother.influence, card.influence)
    brother.popularity = max(brother.popularity, card.popularity)
    ctx.record(
        ctx.senator_actor(brother), "family_card", "1.07.312", f"{card.name} under {brother.name}"
    )
    if led is None:
        return
    led.leader = brother.key if brother.faction == led.seat else None
    if led.leader is None:
        ctx.record(ctx.faction_name(led.seat), "leaderless", "1.07.312", "has no Faction Leader")


def _to_curia(ctx: Context, card: Senator) -> None:
    """A Family card goes under all others in the Curia (1.05.3); a faction waiting for a
    Senator takes it at once (1.05.4)."""
    card.faction = None
    card.location = Location.CURIA
    ctx.state.senators[card.key] = card
    ctx.state.curia.append(card.key)
    ctx.record("Curia", "to_curia", "1.05.3", f"{card.name} goes to the bottom of the Curia")
    _serve_waiting_faction(ctx, card)


def _serve_waiting_faction(ctx: Context, card: Senator) -> None:
    """The first faction still waiting with no Senators takes the card entering the Curia
    (1.05.4); a faction that found Senators meanwhile stops waiting."""
    state = ctx.state
    waiting = [seat for seat in state.awaiting_curia if not state.faction_senators(seat)]
    if waiting and _claimable(state, card):
        _take_from_curia(ctx, waiting.pop(0), card.key)
    state.awaiting_curia = tuple(waiting)


def _claimable(state: GameState, card: Senator) -> bool:
    """A Curia card may be taken unless it matches a Statesman in play (1.05.4)."""
    return not any(
        s.is_statesman and s.family_id == card.family_id for s in state.senators.values()
    )


def top_claimable(state: GameState) -> str | None:
    """The top Senator card in the Curia that does not match a played Statesman (1.05.4)."""
    for key in state.curia:
        if _claimable(state, state.senators[key]):
            return key
    return None


def _take_from_curia(ctx: Context, seat: int, key: str) -> None:
    """The faction takes the card from the Curia as its new Faction Leader, in Rome (1.05.4)."""
    state = ctx.state
    state.curia.remove(key)
    senator = state.senators[key]
    senator.faction = seat
    senator.location = Location.ROME
    state.factions[seat].leader = key
    ctx.record(
        ctx.faction_name(seat),
        "new_leader",
        "1.05.4",
        f"takes {senator.name} from the Curia as Faction Leader",
    )


def faction_without_senators(ctx: Context, seat: int) -> Procedure:
    """A faction with no Senators left takes the top claimable Curia card as Faction Leader, or
    waits for the next Senator to enter the Curia (1.05.4). A Player may quit instead, where the
    rules allow it (``Rules.may_quit``); a Neutral always takes the card or waits."""
    state = ctx.state
    key = top_claimable(state)
    if state.factions[seat].is_player:
        choice = yield ctx.ask(
            seat,
            REPLACE_LOST,
            "1.05.4",
            _replace_options(state, key, ctx.rules.may_quit(ctx, seat)),
            "Your faction has no Senators left: take a new Faction Leader or quit the game",
        )
        if choice.key == QUIT:
            _quit(ctx, seat)
            return
    if key is None:
        state.awaiting_curia = (*state.awaiting_curia, seat)
        ctx.record(
            ctx.faction_name(seat), "waits", "1.05.4", "waits for the next Senator in the Curia"
        )
    else:
        _take_from_curia(ctx, seat, key)


def _replace_options(state: GameState, key: str | None, may_quit: bool) -> list[Option]:
    if key is None:
        first = Option(WAIT, None, "wait for the next Senator to enter the Curia")
    else:
        first = Option(DRAW, key, f"take {state.senators[key].name} from the Curia")
    return [first, Option(QUIT, None, "quit the game")] if may_quit else [first]


def _quit(ctx: Context, seat: int) -> None:
    """A quitting Player leaves the game. In section IV that ends it, the other Player, if any,
    winning; in the base game the others play on (ruling on 1.05.4)."""
    if not ctx.rules.leaving_ends_game(ctx, seat):
        leave_game(ctx, seat, "quits", "quits the game")
        return
    others = [f.seat for f in ctx.state.factions if f.is_player and f.seat != seat]
    ctx.record(ctx.faction_name(seat), "quits", "1.05.4", "quits the game")
    raise GameEnded(GameResult("player_quit", others[0] if others else None, "1.05.4"))


def leave_game(ctx: Context, seat: int, act: Act, words: str) -> None:
    """A faction leaves the game: its hand is discarded, its Faction Treasury returns to the
    Bank, and it takes no further part (1.05.4)."""
    faction = ctx.state.factions[seat]
    ctx.state.discard.extend(faction.hand)
    faction.hand.clear()
    to_bank(ctx.state, faction.treasury)
    faction.treasury = 0
    faction.eliminated = True
    ctx.record(ctx.faction_name(seat), act, "1.05.4", words)


def replace_lost_factions(ctx: Context) -> Procedure:
    """Run 1.05.4 for every faction left without Senators and not already waiting, the HRAO's
    faction first, then clockwise (1.04.8)."""
    state = ctx.state
    leader = hrao(state)
    first = leader.faction if leader is not None and leader.faction is not None else 0
    for seat in seats_from(first, len(ctx.state.factions)):
        lost = not state.faction_senators(seat) and not state.factions[seat].eliminated
        if lost and seat not in state.awaiting_curia:
            yield from faction_without_senators(ctx, seat)


# --- 1.11.372 The Revolt fails -------------------------------------------------------------------


def revolt_fails(ctx: Context) -> None:
    """The Primary Rebel is dead: every Secondary Rebel dies, all Rebel Forces (Garrisons of
    Rebel Provinces too) return to the Active Forces, and Senate Armies facing the Rebel without
    a Victory return to Rome (1.11.372, 1.05.3)."""
    state = ctx.state
    state.primary_rebel = None
    state.rebel_master_of_horse = None
    ctx.record("Game", "revolt_fails", "1.11.372", "the Revolt fails")
    garrisons = {
        f"garrison:{p.key}"
        for p in state.provinces.values()
        if p.governor is not None and state.senators[p.governor].location is Location.REBEL
    }
    for unit in (*state.legions, *state.fleets):
        if unit.location == REBEL_ARMY or unit.location in garrisons:
            unit.location = ACTIVE_FORCES
            unit.commander = None
    for senator in rebels(state):
        kill_senator(ctx, senator.key, "1.11.372", "shares the fate of the Primary Rebel")
    recall_fronts(ctx, "1.11.372", "the Revolt has failed")
