"""The observation's layout (adapters/observation.py, docs/adapters.md): the blocks the docs
name, in order; the Wars' strengths, the seat's own hand and the offices in their slots; only
what the seat may see; and a flattened observation that puts the vector before the mask."""

from __future__ import annotations

import re

import numpy as np
from gymnasium.spaces import flatten

from adapters.observation import (
    BLOCKS,
    FACTION,
    HAND,
    HAND_KINDS,
    OFFICES,
    SIZE,
    WAR,
    natural_chances,
    observe,
    offsets,
)
from adapters.spaces import observation_space
from adapters.table import Settings, Table
from engine.combat import war_strength
from engine.state import Office
from tests.adapter_support import DOC


def played(players: int, seed: int, answers: int) -> Table:
    table = Table(Settings("early", players), seed)
    for _ in range(answers):
        table.answer(0)
    return table


def test_the_blocks_tile_the_vector_as_the_docs_list_them() -> None:
    spans = offsets()
    documented = re.findall(r"^\| (\w+) \| (\d+) x (\d+) \|", DOC.read_text(), re.M)

    assert [name for name, _, _ in BLOCKS] == list(spans)
    assert spans["slots"].stop == SIZE
    assert [(name, int(rows) * int(width)) for name, rows, width in documented] == [
        (name, rows * len(features)) for name, features, rows in BLOCKS
    ]


def test_a_war_slot_holds_its_current_strength_and_printed_numbers() -> None:
    table = played(1, 3, 60)
    game = table.game
    (card_no,) = game.state.wars
    slot = observe(game.view(0), None, game.state)[offsets()["wars"]][: len(WAR)]
    strength = war_strength(game.state, game.context.catalog, card_no)
    card = game.context.catalog.war_by_key[game.context.catalog.entry(card_no).key]

    feature = dict(zip(WAR, slot, strict=True))
    assert feature["present"] == 1.0
    assert feature["land/30"] == np.float32(strength.land / 30)
    assert feature["fleet/30"] == np.float32(strength.naval / 30)
    assert feature["support/10"] == np.float32(strength.support / 10)
    assert feature["disaster_chance"] == np.float32(natural_chances(tuple(card.disaster_numbers)))


def test_the_hand_block_counts_the_seats_own_cards_by_kind() -> None:
    game = played(2, 3, 40).game
    catalog = game.context.catalog
    vector = observe(game.view(0), None, game.state)[offsets()["hand"]]

    kinds = [catalog.entry(n) for n in game.state.factions[0].hand]
    expected = np.zeros(len(HAND), np.float32)
    for entry in kinds:
        kind = entry.key if entry.category == "intrigue" else entry.category
        expected[HAND_KINDS.index(kind)] += 0.25
    assert kinds and np.array_equal(vector, expected)


def test_a_faction_block_flags_the_offices_its_senators_hold() -> None:
    game = played(1, 3, 60).game
    consul = next(
        s for s in game.state.senators.values() if Office.ROME_CONSUL in s.offices
    )
    seat = consul.faction
    assert seat is not None
    block = observe(game.view(seat), None, game.state)[offsets()["factions"]][: len(FACTION)]

    flags = dict(zip(FACTION, block, strict=True))
    assert flags["office=rome_consul"] == 1.0
    assert sum(flags[f"office={o.name.lower()}"] for o in OFFICES) >= 1.0


def test_the_observation_hides_what_the_seat_cannot_see() -> None:
    table = played(2, 6, 30)
    seat = table.seat
    assert seat is not None
    world = table.resampled(seat, 12345)

    mine = table.observation(seat)["observation"]
    assert np.array_equal(world.observation(seat)["observation"], mine)
    assert table.game.state.deck != world.game.state.deck


def test_a_flattened_observation_is_the_vector_then_the_mask() -> None:
    observation = played(1, 1, 3).observation(0)

    flat = np.asarray(flatten(observation_space(), observation))

    assert np.array_equal(flat[:SIZE], observation["observation"])
    assert np.array_equal(flat[SIZE:], observation["action_mask"])
