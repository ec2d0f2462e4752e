"""A card drawn in the Forum Phase and where it goes (1.07.3-1.07.37).

Forum cards (black text) are placed face up at once: a Family card as an unaligned Senator in the
Forum or under its Statesman, a War in the Active, Inactive or Imminent box, a Leader on his War
or in the Curia, a Forum-deck event resolved or laid in the Forum, Era Ends revealed. Faction
cards (red text) go to the drawer's hand. Wars are matched by their ``series`` and Leaders by
``matches_wars`` (the War cards); a War's box is ``state.wars[card_no]``, a Leader's place
``state.leaders[card_no]`` (a War card, or None for the Curia).
"""

from __future__ import annotations

from engine.catalog import Catalog
from engine.context import Context, Procedure
from engine.decision import Option
from engine.effects import handles_effect
from engine.events.choices import ask_hrao
from engine.events.refuge import join_refuge
from engine.mortality import draw_mortality_chits, kill_by_chits
from engine.queries import ACTIVE_BOXES, hrao
from engine.schemas.events import BequestEffect, ConspiracyEffect, ForumEventCard
from engine.schemas.leaders import LeaderCard
from engine.schemas.wars import WarCard
from engine.senators import family_senator, rekey_senator
from engine.state import GameState, Location, Senator, WarStatus


def place_drawn_card(ctx: Context, seat: int, card_no: int) -> Procedure:
    """Put a card drawn by the faction in ``seat`` where 1.07.3 sends it."""
    entry = ctx.catalog.entry(card_no)
    match entry.category:
        case "family":
            enter_family_card(ctx, family_senator(ctx.catalog, entry.key), "1.07.311")
        case "war":
            place_war(ctx, card_no)
        case "leader":
            place_leader(ctx, card_no)
        case "forum_event":
            yield from resolve_forum_event(ctx, card_no)
        case "era_ends":
            reveal_era_ends(ctx, card_no)
        case _:
            take_into_hand(ctx, seat, card_no)


def take_into_hand(ctx: Context, seat: int, card_no: int) -> None:
    """A Faction card belongs to the faction that draws it (1.07.3)."""
    faction = ctx.state.factions[seat]
    faction.hand.append(card_no)
    what = ctx.catalog.card_name(card_no) if ctx.rules.shows_hand(ctx, seat) else "a Faction card"
    if ctx.logs("draw"):
        ctx.record(
            ctx.faction_name(seat), "draw", "1.07.3", f"draws {what} into its hand", card=card_no
        )


# --- Family cards (1.07.311, 1.07.312) -----------------------------------------------------------


def enter_family_card(ctx: Context, card: Senator, rule: str) -> None:
    """A Family card appearing in the Forum goes under its Statesman in play (the "A" one of a
    pair), else lies in the Forum as an unaligned Senator (1.07.311, 1.07.312)."""
    state = ctx.state
    card.faction = None
    statesman = statesman_of_family(state, card.family_id)
    if statesman is None:
        card.location = Location.FORUM
        state.senators[card.key] = card
        ctx.record("Forum", "family_card", rule, f"{card.name} enters the Forum", senator=card.key)
        return
    state.senators.pop(card.key, None)
    tuck_family_card(state, statesman, card)
    ctx.record(
        "Forum",
        "family_card",
        "1.07.312",
        f"{card.name} goes under {statesman.name}, who is in play",
        senator=statesman.key,
    )


def statesman_of_family(state: GameState, family_id: int) -> Senator | None:
    """The Statesman in play with this ID who has no Family card yet; of a pair, the "A" one."""
    statesmen = [
        s
        for s in state.senators.values()
        if s.is_statesman and s.family_id == family_id and s.family_card is None
    ]
    return min(statesmen, key=lambda s: s.key) if statesmen else None


def tuck_family_card(state: GameState, statesman: Senator, card: Senator) -> None:
    """The Statesman takes the card's higher Influence and Popularity, everything on it and
    every reference to it (1.07.312)."""
    statesman.family_card = card.key
    statesman.influence = max(statesman.influence, card.influence)
    statesman.popularity = max(statesman.popularity, card.popularity)
    statesman.talents += card.talents
    statesman.knights += card.knights
    statesman.concessions.extend(card.concessions)
    rekey_senator(state, card.key, statesman.key)


# --- Wars (1.07.33-1.07.3321) --------------------------------------------------------------------


def war_card(catalog: Catalog, card_no: int) -> WarCard:
    """The War card with this scenario-card number (War Strengths, the Forum and the Military
    Plan ask for it thousands of times a game: indexed once a catalog)."""
    return catalog.war_by_number[card_no]


def war_card_found(catalog: Catalog, card_no: int) -> WarCard:
    """The War card with this number, looked up through its deck entry (``war_card``'s plain
    version)."""
    return catalog.war_by_key[catalog.entry(card_no).key]


def series_goes_on(ctx: Context, card: WarCard) -> bool:
    """Another War of this War's series is still in play or still to be drawn (the deck, or a
    deck waiting to follow it, 3.04.1)."""
    others = {
        war.card_no
        for war in ctx.catalog.wars.wars
        if war.series == card.series and war.card_no != card.card_no
    }
    to_come = ctx.state.cards_to_come()
    return any(n in ctx.state.wars for n in others) or any(n in others for n in to_come)


def leader_card(catalog: Catalog, card_no: int) -> LeaderCard:
    """The enemy Leader card with this scenario-card number (War Strength asks for every
    Leader in play, so the cards are indexed once a catalog)."""
    return catalog.leader_by_number[card_no]


@handles_effect("war", "activates_inactive_matching_wars", rule="1.07.331")
def place_war(ctx: Context, card_no: int) -> None:
    """A drawn War: Imminent if it matches a War in the Forum (whose Inactive match then turns
    Active), else Active or Inactive as printed; a Leader waiting in the Curia activates it, one
    waiting in Refuge joins it (1.07.33-1.07.344)."""
    state = ctx.state
    war = war_card(ctx.catalog, card_no)
    destroy_war_concessions(ctx, war)
    matches = matching_wars(state, ctx.catalog, war)
    if matches:
        state.wars[card_no] = WarStatus.IMMINENT
        _record_war(ctx, war, "is Imminent: it matches a War in the Forum", "1.07.3321")
        for match in matches:
            if state.wars[match] is WarStatus.INACTIVE and can_activate(ctx, match):
                activate_war(ctx, match, "1.07.3321", f"matched by the {war.name}")
    else:
        status = drawn_status(ctx, war)
        state.wars[card_no] = status
        _record_war(ctx, war, f"enters play {status.value}", "1.07.331")
        if status is WarStatus.ACTIVE:
            join_curia_leaders(ctx, card_no)
        elif curia_leaders_for(ctx, card_no) and can_activate(ctx, card_no):
            activate_war(ctx, card_no, "1.07.341", "its Leader waits in the Curia")
    _note_revolt(ctx, war)
    join_refuge(ctx, card_no)
    if "activates_inactive_matching_wars" in war.effects:
        activate_all_series(ctx, war)


def _record_war(ctx: Context, war: WarCard, text: str, rule: str) -> None:
    if ctx.logs("war"):
        ctx.record("Forum", "war", rule, f"{war.name} {text}", war=war.card_no)


def matching_wars(state: GameState, catalog: Catalog, war: WarCard) -> list[int]:
    """Wars of the same series already in the Forum, in series order (1.07.332)."""
    if war.series is None:
        return []
    found = [
        (other.series_number or 0, n)
        for n in state.wars
        if n != war.card_no and (other := war_card(catalog, n)).series == war.series
    ]
    return [n for _, n in sorted(found)]


@handles_effect("war", "needs_provinces", rule="1.07.331")
def drawn_status(ctx: Context, war: WarCard) -> WarStatus:
    """Active with the Armaments icon, Inactive without; a Conditional War is Active only when
    its Provinces exist (1.07.33, 1.07.331, the War cards)."""
    if war.drawn_as == "active" or (
        war.drawn_as == "conditional" and _provinces_exist(ctx.state, war)
    ):
        return WarStatus.ACTIVE
    return WarStatus.INACTIVE


def _provinces_exist(state: GameState, war: WarCard) -> bool:
    return all(key in state.provinces for key in war.needs_provinces)


@handles_effect("war", "needs_provinces", rule="1.07.331")
def activate_conditional_wars(ctx: Context) -> None:
    """A Conditional War drawn before its Provinces existed is Inactive "until the Revolution
    Phase of the turn in which they exist" (the card's text, the War cards): at the start of
    each Revolution Phase every such War whose Provinces now all exist turns Active; of several
    of one series the earliest does and the rest go Imminent (1.07.3321)."""
    seen: set[str | None] = set()
    waiting = sorted(
        (
            war_card(ctx.catalog, n)
            for n, box in ctx.state.wars.items()
            if box is WarStatus.INACTIVE
        ),
        key=lambda w: (w.series or "", w.series_number or 0),
    )
    for war in waiting:
        if war.drawn_as != "conditional" or not _provinces_exist(ctx.state, war):
            continue
        if war.series is not None and war.series in seen:
            ctx.state.wars[war.card_no] = WarStatus.IMMINENT
            _record_war(ctx, war, "is Imminent: its Provinces exist", "1.07.3321")
        else:
            seen.add(war.series)
            activate_war(ctx, war.card_no, "1.07.331", "its Provinces now exist")


@handles_effect("war", "inactive_until_attacked", rule="1.07.331")
def can_activate(ctx: Context, card_no: int) -> bool:
    """Whether anything but an attack may activate this Inactive War: not an Invasion, nor a
    Conditional War whose Provinces do not exist yet (1.07.331, the War cards)."""
    war = war_card(ctx.catalog, card_no)
    return "inactive_until_attacked" not in war.effects and (
        war.drawn_as != "conditional" or _provinces_exist(ctx.state, war)
    )


def activate_war(ctx: Context, card_no: int, rule: str, why: str) -> None:
    """Move a War to the Active box; Leaders waiting in the Curia join it (1.07.341)."""
    ctx.state.wars[card_no] = WarStatus.ACTIVE
    _record_war(ctx, war_card(ctx.catalog, card_no), f"becomes Active: {why}", rule)
    join_curia_leaders(ctx, card_no)


def activate_all_series(ctx: Context, cause: WarCard) -> None:
    """Every Inactive War of a matching series turns Active; of several in one series the
    earliest does and the rest go Imminent (the Social War; 1.07.3321)."""
    state = ctx.state
    seen: set[str] = set()
    inactive = sorted(
        (war_card(ctx.catalog, n) for n, box in state.wars.items() if box is WarStatus.INACTIVE),
        key=lambda w: (w.series or "", w.series_number or 0),
    )
    for war in inactive:
        if war.series is None or not can_activate(ctx, war.card_no):
            continue
        if war.series in seen:
            state.wars[war.card_no] = WarStatus.IMMINENT
            _record_war(ctx, war, f"is Imminent: activated by the {cause.name}", "1.07.3321")
        else:
            seen.add(war.series)
            activate_war(ctx, war.card_no, "1.07.331", f"the {cause.name} enters play")


@handles_effect("war", "revolt_if_province", rule="1.07.333")
def _note_revolt(ctx: Context, war: WarCard) -> None:
    """A War drawn while its named Province exists counts as a Revolt (1.07.333)."""
    if war.revolt_if_province is not None and war.revolt_if_province in ctx.state.provinces:
        name = ctx.catalog.province_by_key[war.revolt_if_province].name
        _record_war(ctx, war, f"is a Revolt: {name} exists", "1.07.333")


@handles_effect("war", "destroys_concessions", rule="1.07.321")
@handles_effect("concession", "destroyed_by_wars", rule="1.07.321")
def destroy_war_concessions(ctx: Context, war: WarCard) -> None:
    """Concessions the War eliminates go to the Curia when it enters play, even Inactive or
    Imminent, if held by a Senator or lying in the Forum (1.07.321; D2-17)."""
    state = ctx.state
    for key in war.destroys_concessions:
        card_no = ctx.catalog.card_by_key[key].card_no
        if destroy_concession(state, card_no):
            ctx.record(
                "Forum",
                "concession_destroyed",
                "1.07.321",
                f"the {war.name} destroys {ctx.catalog.card_name(card_no)}: to the Curia",
                concession=card_no,
            )


def destroy_concession(state: GameState, card_no: int) -> bool:
    """Move a Concession in play (on a Senator or in the Forum) to the Curia (1.07.321);
    False if it is not in play."""
    if card_no in state.forum_concessions:
        state.forum_concessions.remove(card_no)
    else:
        holder = next((s for s in state.senators.values() if card_no in s.concessions), None)
        if holder is None:
            return False
        holder.concessions.remove(card_no)
        if card_no in holder.corrupt_concessions:
            holder.corrupt_concessions.remove(card_no)
    state.curia_concessions.append(card_no)
    return True


# --- Leaders (1.07.34-1.07.344) ------------------------------------------------------------------


def place_leader(ctx: Context, card_no: int) -> None:
    """A drawn Leader joins the earliest Active or Inactive War of his, activating it; with
    only Imminent matches he waits on the earliest without activating it; with none in play he
    goes to the Curia, or out of the game if all his Wars are gone (1.07.341, 1.07.344)."""
    state = ctx.state
    leader = leader_card(ctx.catalog, card_no)
    in_play = _matching_in_forum(ctx, leader)
    hosts = [n for n in in_play if may_join(ctx, leader, n)]
    if hosts:
        host = hosts[0]
        state.leaders[card_no] = host
        _record_leader(ctx, leader, f"joins the {ctx.catalog.card_name(host)}", "1.07.341")
        if state.wars[host] is WarStatus.INACTIVE:
            activate_war(ctx, host, "1.07.341", f"{leader.name} joins it")
        return
    imminent = [n for n in in_play if state.wars[n] is WarStatus.IMMINENT]
    if imminent:
        state.leaders[card_no] = imminent[0]
        name = ctx.catalog.card_name(imminent[0])
        _record_leader(ctx, leader, f"waits with the Imminent {name}", "1.07.3321")
    elif in_play or any(
        ctx.catalog.war_by_key[w].card_no in state.cards_to_come() for w in leader.matches_wars
    ):
        state.leaders[card_no] = None
        why = "none of his Wars can take him" if in_play else "none of his Wars is in play"
        _record_leader(ctx, leader, f"goes to the Curia: {why}", "1.07.344")
    else:
        state.removed.append(card_no)
        _record_leader(ctx, leader, "leaves the game: all his Wars are gone", "1.07.344")


def _record_leader(ctx: Context, leader: LeaderCard, text: str, rule: str) -> None:
    ctx.record("Forum", "leader", rule, f"{leader.name} {text}", leader=leader.card_no)


def _matching_in_forum(ctx: Context, leader: LeaderCard) -> list[int]:
    """His Wars in the Forum, in his card's order (series order)."""
    numbers = [ctx.catalog.war_by_key[w].card_no for w in leader.matches_wars]
    return [n for n in numbers if n in ctx.state.wars]


@handles_effect("leader", "needs_war_provinces", rule="1.07.344")
def may_join(ctx: Context, leader: LeaderCard, card_no: int) -> bool:
    """Whether the Leader can sit on this War: Active, or Inactive and free to activate;
    never Imminent; Viriathus only once the War's Provinces exist (1.07.341)."""
    box = ctx.state.wars[card_no]
    war = war_card(ctx.catalog, card_no)
    if war.id not in leader.matches_wars or box is WarStatus.IMMINENT:
        return False
    if "needs_war_provinces" in leader.abilities and not _provinces_exist(ctx.state, war):
        return False
    return box in ACTIVE_BOXES or can_activate(ctx, card_no)


def curia_leaders_for(ctx: Context, card_no: int) -> list[int]:
    """Leaders in the Curia who may join this War."""
    return [
        n
        for n, host in ctx.state.leaders.items()
        if host is None and may_join(ctx, leader_card(ctx.catalog, n), card_no)
    ]


def join_curia_leaders(ctx: Context, card_no: int) -> None:
    """Leaders waiting in the Curia join a War of theirs that is drawn or turns Active
    (1.07.341)."""
    for n in curia_leaders_for(ctx, card_no):
        ctx.state.leaders[n] = card_no
        leader = leader_card(ctx.catalog, n)
        name = ctx.catalog.card_name(card_no)
        _record_leader(ctx, leader, f"leaves the Curia to join the {name}", "1.07.341")


# --- Forum-deck events and Era Ends (1.07.37, 1.12.2) --------------------------------------------


def resolve_forum_event(ctx: Context, card_no: int) -> Procedure:
    """A Forum-deck event: a Bequest lies in the Forum until its effect (or is discarded if its
    Province exists and the card says so); a Conspiracy is resolved at once (1.07.37)."""
    card = next(c for c in ctx.catalog.events.forum_events if c.card_no == card_no)
    effect = card.effect
    if isinstance(effect, BequestEffect):
        lay_bequest(ctx, card, effect)
    else:
        yield from conspiracy(ctx, card, effect)


@handles_effect("event", "bequest", rule="1.07.37")
def lay_bequest(ctx: Context, card: ForumEventCard, effect: BequestEffect) -> None:
    """A Bequest lies face up in the Forum (the Event cards)."""
    province = ctx.catalog.province_by_key[effect.province].name
    if effect.discard_if_province_exists and effect.province in ctx.state.provinces:
        ctx.state.discard.append(card.card_no)
        ctx.record("Forum", "event", "1.07.37", f"{card.name} is discarded: {province} exists")
        return
    ctx.state.forum_events.append(card.card_no)
    ctx.record("Forum", "event", "1.07.37", f"{card.name} lies in the Forum ({province})")


@handles_effect("event", "conspiracy", rule="1.07.37")
def conspiracy(ctx: Context, card: ForumEventCard, effect: ConspiracyEffect) -> Procedure:
    """The HRAO names a faction not his own and draws 1d6 Mortality Chits: its Senators so named
    die; he loses 1 Popularity per chit the card calls for (1.07.37; D2-32)."""
    ctx.state.discard.append(card.card_no)
    consul = hrao(ctx.state)
    if consul is None or consul.faction is None:
        ctx.record("Forum", "event", "1.07.37", f"{card.name}: no HRAO, no effect")
        return
    seat = consul.faction
    options = [
        Option(f"faction:{f.seat}", f.seat, ctx.faction_name(f.seat))
        for f in ctx.state.factions
        if f.seat != seat
    ]
    prompt = f"{card.name}: name a faction other than your own"
    choice = yield from ask_hrao(ctx, card.id, "1.07.37", options, prompt)
    assert isinstance(choice.value, int)
    named = choice.value
    dice = ctx.dice.roll(effect.mortality_chit_dice, "conspiracy")
    count = sum(dice)
    ctx.record(
        ctx.faction_name(seat),
        "event",
        "1.07.37",
        f"{card.name}: names {ctx.faction_name(named)} and draws {count} Mortality Chits",
        dice=dice,
    )
    ids = draw_mortality_chits(ctx, count, "1.07.37")
    kill_by_chits(ctx, ids, "1.07.37", card.name, where=lambda s: s.faction == named)
    loss = count * effect.hrao_popularity_loss_per_chit
    floor = ctx.catalog.tables.limits.popularity_min
    consul.popularity = max(floor, consul.popularity - loss)
    ctx.record(
        ctx.faction_name(seat),
        "popularity",
        "1.07.37",
        f"{consul.name} loses {loss} Popularity ({consul.popularity})",
    )


@handles_effect("event", "era_ends", rule="1.12.2")
def reveal_era_ends(ctx: Context, card_no: int) -> None:
    """Era Ends: the game ends when this Forum Phase does (1.12.2); Persuasion now fails on a
    natural 9+ (1.07.41)."""
    ctx.state.era_ends_drawn = True
    ctx.state.forum_events.append(card_no)
    ctx.record(
        "Forum", "era_ends", "1.12.2", "Era Ends is revealed: the game ends with this Forum Phase"
    )
