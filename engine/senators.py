"""Senators entering play: Family cards, Statesmen and the Statesman-on-Family merge (1.07.31x)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.catalog import Catalog
from engine.decision import Option
from engine.effects import handles_effect
from engine.schemas.senators import SenatorCard, StatesmanAbility
from engine.state import GameState, Location, Senator

PAIRED_STATESMEN: Final[frozenset[int]] = frozenset({25, 29})
"""Family IDs whose two Statesmen may be in play together: the Gracchi and the Licinii (1.05.22)."""


def family_senator(catalog: Catalog, key: str) -> Senator:
    """A Family card as a new, unaligned Senator with its printed ratings (1.07.311)."""
    return _new_senator(catalog.families[key], card_id=key, is_statesman=False)


def statesman_senator(catalog: Catalog, key: str) -> Senator:
    """A Statesman card as a new Senator with its printed ratings (1.07.312)."""
    return _new_senator(catalog.statesmen[key], card_id=key, is_statesman=True)


def _new_senator(card: SenatorCard, card_id: str, is_statesman: bool) -> Senator:
    return Senator(
        key=card_id,
        family_id=card.family_id,
        name=card.name,
        card_no=card.card_no,
        military=card.military,
        oratory=card.oratory,
        loyalty=card.loyalty,
        influence=card.influence,
        popularity=card.popularity,
        is_statesman=is_statesman,
    )


def has_ability(catalog: Catalog, senator: Senator, ability: StatesmanAbility) -> bool:
    """Whether the Senator is a Statesman whose card has this special ability (1.07.312)."""
    return senator.is_statesman and ability in catalog.statesmen[senator.key].abilities


def ability_at_work(catalog: Catalog, senator: Senator, ability: StatesmanAbility) -> bool:
    """A faction's Statesman whose ability acts now: "even while away from Rome" (1.07.312), as
    Governor or Commander, but not while Captive (1.10.71) or in Revolt (1.11.3), when he is no
    part of the Senate; Marius's Knight bonus alone needs Rome (engine/knights.py)."""
    return (
        senator.faction is not None
        and senator.location not in _OUT_OF_THE_SENATE
        and has_ability(catalog, senator, ability)
    )


_OUT_OF_THE_SENATE: Final = (Location.CAPTIVE, Location.REBEL)
"""Where an aligned Statesman's abilities do not reach the Senate's business."""


@handles_effect("statesman", "double_popularity_changes", rule="1.07.31")
def change_popularity(catalog: Catalog, senator: Senator, delta: int) -> int:
    """Add ``delta`` to a Senator's Popularity, doubled for a Statesman whose card doubles every
    change, kept within -9..+9 (1.07.31); returns the change made."""
    if has_ability(catalog, senator, "double_popularity_changes"):
        delta *= 2
    limits = catalog.tables.limits
    before = senator.popularity
    senator.popularity = max(limits.popularity_min, min(limits.popularity_max, before + delta))
    return senator.popularity - before


def family_holder(state: GameState, family_key: str) -> Senator | None:
    """The Senator in play who is this Family card, or sits on it; None if it is not in play."""
    for senator in state.senators.values():
        if senator.key == family_key or senator.family_card == family_key:
            return senator
    return None


def statesman_blocker(
    state: GameState, catalog: Catalog, seat: int, statesman_key: str
) -> str | None:
    """Why a faction may not play this Statesman now (1.07.312), or None if it may."""
    card = catalog.statesmen[statesman_key]
    in_play = [
        s for s in state.senators.values() if s.is_statesman and s.family_id == card.family_id
    ]
    paired = card.family_id in PAIRED_STATESMEN
    if in_play and not paired:
        return f"a Statesman with ID {card.family_id} is already in play"
    family_key = catalog.family_by_id[card.family_id].id
    holder = family_holder(state, family_key)
    opponent_holds = holder is not None and holder.faction not in (None, seat)
    if opponent_holds and not (paired and in_play):
        assert holder is not None
        return f"another faction controls the {holder.name} Family card"
    return None


def enter_statesman(state: GameState, catalog: Catalog, seat: int, statesman_key: str) -> Senator:
    """Put a Statesman into a faction (1.07.312): onto his Family card if the faction holds it or
    it lies in the Forum, else alone. Returns the new Senator."""
    statesman = statesman_senator(catalog, statesman_key)
    statesman.faction = seat
    statesman.location = Location.ROME
    family_key = catalog.family_by_id[statesman.family_id].id
    holder = family_holder(state, family_key)
    if (
        holder is not None
        and holder.key == family_key
        and (holder.faction == seat or holder.location is Location.FORUM)
    ):
        merge_onto_family(state, statesman, holder)
    state.senators[statesman.key] = statesman
    return statesman


def merge_onto_family(state: GameState, statesman: Senator, family: Senator) -> None:
    """The Statesman takes the Family card's higher Influence and Popularity and all its
    Concessions, Governorship, Knights, talents and markers, his place and command away from
    Rome, and every reference to the Family card: Faction Leader, Governor, Forces, Allegiance,
    Open Bodyguard, the Rebel marker (1.07.312)."""
    del state.senators[family.key]
    statesman.family_card = family.key
    statesman.influence = max(statesman.influence, family.influence)
    statesman.popularity = max(statesman.popularity, family.popularity)
    statesman.knights = family.knights
    statesman.talents = family.talents
    statesman.concessions = list(family.concessions)
    statesman.corrupt_concessions = list(family.corrupt_concessions)
    statesman.offices = list(family.offices)
    statesman.prior_consul = family.prior_consul
    statesman.corrupt = family.corrupt
    statesman.major = family.major
    statesman.province = family.province
    if family.faction is not None:
        statesman.location = family.location
        statesman.commands = family.commands
        statesman.captive_of = family.captive_of
    rekey_senator(state, family.key, statesman.key)


def rekey_senator(state: GameState, old: str, new: str) -> None:
    """Every reference to the Senator ``old`` elsewhere in the state now names ``new``, the
    Statesman placed on that Family card (1.07.312): Faction Leader, Governor, the Commander and
    Allegiance of units, the dispatch order, this turn's victors and contributors, an expedition,
    an Open Bodyguard, the Rebel markers; the card is no longer in the Curia."""
    for faction in state.factions:
        if faction.leader == old:
            faction.leader = new
    for province in state.provinces.values():
        if province.governor == old:
            province.governor = new
    for unit in (*state.legions, *state.fleets):
        if unit.commander == old:
            unit.commander = new
        if unit.allegiance == old:
            unit.allegiance = new
    for keys in (state.dispatched, state.victors, state.contributed):
        _rekey_list(keys, old, new)
    if old in state.curia:
        state.curia.remove(old)
    for bequest, consul in state.expeditions.items():
        if consul == old:
            state.expeditions[bequest] = new
    if old in state.open_bodyguards:
        state.open_bodyguards[new] = state.open_bodyguards.pop(old)
    if state.primary_rebel == old:
        state.primary_rebel = new
    if state.rebel_master_of_horse == old:
        state.rebel_master_of_horse = new


def _rekey_list(keys: list[str], old: str, new: str) -> None:
    """Replace ``old`` by ``new`` in place, keeping its position and listing ``new`` once."""
    if old not in keys:
        return
    if new in keys:
        keys.remove(old)
    else:
        keys[keys.index(old)] = new


def senator_options(senators: Sequence[Senator]) -> list[Option]:
    """One option per Senator, keyed by his card id."""
    return [Option(s.key, s.key, s.name) for s in senators]
