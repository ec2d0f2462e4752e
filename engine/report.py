"""JSON-ready pictures of the state: the `ror new --json` report and the replay digest."""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Final

from engine.catalog import Catalog
from engine.state import ACTIVE_FORCES, OMITTED_AT_DEFAULT, GameState, Senator

PRIOR_CONSUL: Final = "Prior Consul"
"""The marker the report lists among a Senator's offices (3.01.6)."""


def senator_report(senator: Senator) -> dict[str, object]:
    """A Senator's public record (1.07.31)."""
    offices = [str(o) for o in senator.offices]
    if senator.prior_consul:
        offices.append(PRIOR_CONSUL)
    return {
        "id": senator.key,
        "name": senator.name,
        "military": senator.military,
        "oratory": senator.oratory,
        "loyalty": senator.loyalty,
        "influence": senator.influence,
        "popularity": senator.popularity,
        "talents": senator.talents,
        "knights": senator.knights,
        "offices": offices,
        "location": str(senator.location),
        "family_card": senator.family_card,
        "concessions": list(senator.concessions),
        "province": senator.province,
    }


def state_report(state: GameState, catalog: Catalog) -> dict[str, object]:
    """The whole table as one JSON object (issue 2's `ror new --json` keys)."""
    return {
        "scenario": state.scenario,
        "turn": state.turn,
        "phase": state.phase,
        "state_treasury": state.state_treasury,
        "unrest": state.unrest,
        "legions": state.count_units(state.legions, ACTIVE_FORCES),
        "fleets": state.count_units(state.fleets, ACTIVE_FORCES),
        "deck_size": len(state.deck),
        "factions": [
            {
                "id": f.seat,
                "role": f.role,
                "player": f.player,
                "leader": f.leader,
                "treasury": f.treasury,
                "hand": [{"card_no": n, "name": catalog.card_name(n)} for n in f.hand],
                "senators": [senator_report(s) for s in state.faction_senators(f.seat)],
            }
            for f in state.factions
        ],
        "forum": {
            "senators": [s.key for s in state.forum_senators()],
            "wars": {catalog.card_name(n): str(status) for n, status in state.wars.items()},
            "concessions": [catalog.card_name(n) for n in state.forum_concessions],
            "provinces": sorted(k for k, p in state.provinces.items() if p.governor is None),
        },
        "laws": [catalog.card_name(n) for n in state.laws],
    }


_FIELDS: Final[dict[type, tuple[tuple[str, bool, object], ...] | None]] = {}
"""Each dataclass met in a state (``_plain``): its field names in sorted order, whether a field
leaves the digest at its default (OMITTED_AT_DEFAULT) and that default, looked up once; None
for each other type met (a dict, a list), so it is not asked again whether it is one."""

_SCALARS: Final = frozenset({int, str, bool, float, type(None)})


def _plain(value: object) -> object:
    """The value as JSON-ready dicts, lists and scalars, every dict's keys in sorted order: the
    text ``json.dumps`` writes of it is the one it writes with ``sort_keys`` (``state_digest``)."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if isinstance(value, Enum):
        return value._value_  # not ``.value``, a property written in Python
    try:
        specs = _FIELDS[kind]
    except KeyError:
        specs = _FIELDS[kind] = (
            tuple(
                sorted(
                    (f.name, dict(f.metadata) == OMITTED_AT_DEFAULT, f.default)
                    for f in fields(kind)
                )
            )
            if is_dataclass(kind)
            else None
        )
    scalars = _SCALARS  # most values are scalars: kept as they are without a call
    if specs is not None:
        plain = {}
        for name, omitted_at_default, default in specs:
            field_value = getattr(value, name)
            if not (omitted_at_default and field_value == default):
                plain[name] = field_value if type(field_value) in scalars else _plain(field_value)
        return plain
    if isinstance(value, dict):
        keyed = {str(k): v if type(v) in scalars else _plain(v) for k, v in value.items()}
        return dict(sorted(keyed.items()))
    if isinstance(value, (list, tuple)):
        return [v if type(v) in scalars else _plain(v) for v in value]
    return value


def state_digest(state: GameState) -> str:
    """SHA-256 of the complete state, deck order included: equal digests, equal games."""
    plain = _plain(state)  # made of fresh dicts and lists, keys sorted: no cycle to look for
    text = json.dumps(plain, separators=(",", ":"), check_circular=False)
    return hashlib.sha256(text.encode()).hexdigest()
