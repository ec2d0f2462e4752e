"""Importable conformance checks any scenario, player count or bot mix can run (PettingZoo's
api_test / seed_test style). docs/conformance.md shows a bot author how.

Each check raises AssertionError with a one-line reason when the engine breaks a contract and
returns quietly otherwise, so it serves pytest, a soak script and a benchmark alike:

- ``run_setup``: a game played by the default agents until no decision is pending;
- ``check_determinism``: same scenario, players and seed give the same digest, log and choices;
- ``check_replay_round_trip``: a save file loads back to the same digest;
- ``check_illegal_choice_rejected``: ``apply`` refuses a bad choice and changes nothing;
- ``check_invariants``: the set-up table is legal (cards, Senators, units, markers);
- ``run_game``: a whole game with ``check_turn_invariants`` after every phase;
- ``check_conformance``: all of these on one whole game of any scenario, players and agents.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path

from bots.agent import Agent, play
from bots.seating import default_agents
from engine.catalog import Catalog
from engine.context import SETUP_ONLY, Context
from engine.decision import Choice, IllegalChoice
from engine.game import Game
from engine.report import state_digest
from engine.senate.elections import MAJOR_OFFICES
from engine.state import ACTIVE_FORCES, UNIT_COUNT, GameState, Location, Office
from engine.treasury import money_in_play
from guidelines.loader import GuidelineSet
from solo.game import new_game
from solo.save import load_game, save_game

AgentsFor = Callable[[Game], Mapping[int, Agent]]
"""Makes the agent of every seat for a game (``bots.seating.default_agents`` by default)."""

GameFactory = Callable[[], Game]
"""Makes a fresh game that has not been played yet."""

STARTING_TREASURY = 100
"""The State Treasury at the end of set-up (3.01.3)."""

POPULARITY_RANGE = range(-9, 10)
"""Popularity runs from -9 to +9 (1.07.31)."""


def _check(condition: bool, message: str) -> None:
    """Raise AssertionError with ``message`` unless ``condition`` holds (works under -O too)."""
    if not condition:
        raise AssertionError(message)


def play_out(game: Game, agents_for: AgentsFor = default_agents) -> Game:
    """Answer every pending decision with the given agents; return the same game."""
    play(game, agents_for(game))
    return game


def run_setup(
    scenario: str,
    players: int,
    seed: int,
    guidelines: GuidelineSet | None = None,
    agents_for: AgentsFor | None = None,
) -> Game:
    """A new game (3.01-3.03, 4.01) set up by ``agents_for`` (by default random Players and
    NeutralBots playing by ``guidelines``) until no decision is pending."""
    seat = agents_for or (lambda game: default_agents(game, guidelines))
    return play_out(new_game(scenario, players, seed, SETUP_ONLY), seat)


def check_determinism(
    scenario: str, players: int, seed: int, agents_for: AgentsFor = default_agents
) -> str:
    """Two runs of the same scenario, players and seed end with the same digest, the same log
    (data included) and the same choices. Returns the digest."""
    first = run_setup(scenario, players, seed, agents_for=agents_for)
    second = run_setup(scenario, players, seed, agents_for=agents_for)
    where = f"{scenario}/{players}P/seed {seed}"
    _check(first.choices == second.choices, f"{where}: choices differ between two runs")
    _check(
        [e.as_dict() for e in first.log] == [e.as_dict() for e in second.log],
        f"{where}: logs differ between two runs",
    )
    digest = state_digest(first.state)
    _check(digest == state_digest(second.state), f"{where}: digests differ between two runs")
    return digest


def check_factory_determinism(factory: GameFactory, agents_for: AgentsFor = default_agents) -> str:
    """``check_determinism`` for any way of making a game (options, guidelines, dice scripts)."""
    first = play_out(factory(), agents_for)
    second = play_out(factory(), agents_for)
    _check(first.choices == second.choices, "choices differ between two runs")
    _check(
        [e.as_dict() for e in first.log] == [e.as_dict() for e in second.log],
        "logs differ between two runs",
    )
    digest = state_digest(first.state)
    _check(digest == state_digest(second.state), "digests differ between two runs")
    return digest


def check_replay_round_trip(game: Game, tmp_path: Path) -> Game:
    """``save_game`` then ``load_game`` gives the same digest and choices; returns the replay."""
    path = tmp_path / f"round-trip-{game.options.scenario}-{game.options.players}-{game.seed}.json"
    save_game(game, path)
    loaded = load_game(path)
    _check(loaded.choices == game.choices, f"{path.name}: replayed choices differ")
    _check(
        state_digest(loaded.state) == state_digest(game.state),
        f"{path.name}: replayed digest differs from the saved game's",
    )
    return loaded


def check_illegal_choice_rejected(game: Game, bad_choice: Choice | str) -> IllegalChoice:
    """``apply(bad_choice)`` raises IllegalChoice and leaves digest, choices, log length and
    pending decision unchanged (docs/architecture.md: the state is unchanged). Returns the error."""
    digest = state_digest(game.state)
    choices = list(game.choices)
    log_length = len(game.log)
    pending = game.pending
    try:
        game.apply(bad_choice)
    except IllegalChoice as error:
        rejected = error
    else:
        raise AssertionError(f"apply accepted the illegal choice {bad_choice!r}")
    _check(state_digest(game.state) == digest, f"{bad_choice!r} changed the state")
    _check(game.choices == choices, f"{bad_choice!r} changed the recorded choices")
    _check(len(game.log) == log_length, f"{bad_choice!r} added log events")
    _check(game.pending is pending, f"{bad_choice!r} changed the pending decision")
    return rejected


def card_places(state: GameState, catalog: Catalog) -> Counter[int]:
    """How many times each scenario card number appears among the places a card can be."""
    places: Counter[int] = Counter()
    places.update(state.cards_to_come())
    places.update(state.discard)
    places.update(state.removed)
    for faction in state.factions:
        places.update(faction.hand)
    places.update(state.laws)
    places.update(state.forum_concessions)
    places.update(state.curia_concessions)
    places.update(n for n in state.wars if n in catalog.cards)  # not a Province in revolt
    places.update(list(state.leaders))
    places.update(state.forum_events)
    places.update(list(state.refuge))
    places.update(state.open_bodyguards.values())
    if state.cleopatra is not None:  # played, she lies with her War until it leaves (1.07.3)
        places[catalog.leaders.cleopatra.card_no] += 1
    for senator in state.senators.values():
        places.update(senator.concessions)
        places[senator.card_no] += 1
        if senator.family_card is not None:
            places[catalog.families[senator.family_card].card_no] += 1
    return places


def scenario_card_count(scenario: str, catalog: Catalog) -> int:
    """How many scenario cards a set-up uses, from its recipe (3.01.4, 3.02.2, 3.03.2): the
    decks used whole (the scenario's, those mixed in, 3.05.1, and those set aside to follow it,
    3.04.1), extra Statesmen, Concessions, the Families dealt, Wars and Laws placed at start and
    Era Ends, plus the random cards drawn from other decks (Faction cards of 3.02.2 E / 3.03.2 F
    and the Era Ends companions of 3.01.4 E / 3.02.2 G)."""
    setup = catalog.scenarios.scenarios[scenario]
    fixed = {n for era in setup.eras_in_play for n in catalog.era_cards(era)}
    fixed |= {catalog.statesmen[key].card_no for key in setup.extra_statesmen}
    fixed |= {f.card_no for f in catalog.senators.families if f.era in setup.family_eras}
    fixed |= {catalog.war_by_key[key].card_no for key in setup.forum_inactive_wars}
    fixed |= {
        n
        for era in setup.laws_in_force_eras
        for n in catalog.era_cards(era)
        if catalog.entry(n).category == "law"
    }
    if setup.add_concessions:
        fixed |= {c.card_no for c in catalog.concessions.concessions}
    fixed.add(catalog.events.era_ends.card_no)
    drawn_elsewhere = sum(
        p.count
        for p in setup.era_ends_parts
        if p.era is not None and p.era not in setup.eras_in_play
    )
    return len(fixed) + setup.extra_faction_cards + drawn_elsewhere


def check_cards(state: GameState, catalog: Catalog) -> None:
    """Every scenario card is in exactly one place and the total is what the scenario uses."""
    places = card_places(state, catalog)
    twice = sorted(n for n, count in places.items() if count > 1)
    _check(not twice, f"cards in more than one place: {twice}")
    unknown = sorted(n for n in places if n not in catalog.cards)
    _check(not unknown, f"card numbers that are not scenario cards: {unknown}")
    expected = scenario_card_count(state.scenario, catalog)
    _check(
        len(places) == expected,
        f"{len(places)} cards on the table, the {state.scenario} set-up uses {expected}",
    )


def check_senators(state: GameState, catalog: Catalog) -> None:
    """Each Senator (and Family card under a Statesman) once; ratings and markers in range."""
    keys: Counter[str] = Counter(list(state.senators))
    for key, senator in state.senators.items():
        _check(senator.key == key, f"Senator filed under {key!r} is {senator.key!r}")
        if senator.family_card is not None:
            _check(senator.is_statesman, f"{key} holds a Family card but is no Statesman")
            keys[senator.family_card] += 1
        _check(senator.influence >= 0, f"{key} has negative Influence {senator.influence}")
        _check(
            senator.popularity in POPULARITY_RANGE,
            f"{key} has Popularity {senator.popularity} outside -9..9",
        )
        _check(senator.talents >= 0, f"{key} has negative talents {senator.talents}")
        _check(senator.knights >= 0, f"{key} has negative Knights {senator.knights}")
        _check(senator.card_no in catalog.cards, f"{key} has no scenario card {senator.card_no}")
    repeated = sorted(k for k, count in keys.items() if count > 1)
    _check(not repeated, f"Senator keys in play more than once: {repeated}")


def check_factions(state: GameState) -> None:
    """Five factions in seat order; each leader (if set) is one of the faction's own Senators."""
    _check(
        [f.seat for f in state.factions] == list(range(len(state.factions))),
        "faction seats are not 0..n-1 in order",
    )
    for faction in state.factions:
        _check(faction.treasury >= 0, f"seat {faction.seat} has a negative Faction Treasury")
        if faction.leader is None:
            continue
        leader = state.senators.get(faction.leader)
        _check(leader is not None, f"seat {faction.seat} leader {faction.leader} is not in play")
        assert leader is not None
        _check(
            leader.faction == faction.seat,
            f"seat {faction.seat} leader {faction.leader} belongs to seat {leader.faction}",
        )


def check_units(state: GameState) -> None:
    """Exactly 25 Legion and 25 Fleet counters, numbered 1-25; at most 25 of each in play."""
    for name, units in (("Legion", state.legions), ("Fleet", state.fleets)):
        _check(len(units) == UNIT_COUNT, f"{len(units)} {name} counters, not {UNIT_COUNT}")
        numbers = sorted(u.number for u in units)
        _check(numbers == list(range(1, UNIT_COUNT + 1)), f"{name} numbers are not 1-25")
        raised = sum(1 for u in units if u.location != "bank")
        _check(raised <= UNIT_COUNT, f"{raised} {name}s raised, more than {UNIT_COUNT}")


def check_provinces(state: GameState) -> None:
    """A Governor governs the Province that names him, and only that one, besides any he
    governs by Legate (1.13.1)."""
    for key, province in state.provinces.items():
        if province.governor is None:
            continue
        governor = state.senators.get(province.governor)
        _check(governor is not None, f"{key} governor {province.governor} is not in play")
        assert governor is not None
        _check(
            governor.province == key or province.legate,
            f"{governor.key} governs {key} but holds {governor.province}",
        )
    for senator in state.senators.values():
        if senator.province is not None:
            held = state.provinces.get(senator.province)
            _check(
                held is not None and held.governor == senator.key,
                f"{senator.key} holds {senator.province}, which does not name him Governor",
            )


def check_setup_markers(state: GameState, catalog: Catalog) -> None:
    """End of set-up: State Treasury 100, Unrest 0, the scenario's Legions, no Fleets, and one
    Rome Consul who has the Prior Consul marker (3.01.3, 3.01.5, 4.01.2)."""
    _check(
        state.state_treasury == STARTING_TREASURY,
        f"State Treasury {state.state_treasury}, not {STARTING_TREASURY}",
    )
    _check(state.unrest == 0, f"Unrest {state.unrest}, not 0")
    legions = state.count_units(state.legions, ACTIVE_FORCES)
    expected_legions = catalog.scenarios.scenarios[state.scenario].legions
    _check(legions == expected_legions, f"{legions} Legions raised, not {expected_legions}")
    _check(state.count_units(state.fleets, ACTIVE_FORCES) == 0, "Fleets raised at set-up")
    consuls = [s for s in state.senators.values() if Office.ROME_CONSUL in s.offices]
    _check(len(consuls) == 1, f"{len(consuls)} Rome Consuls, not 1")
    _check(consuls[0].prior_consul, f"Rome Consul {consuls[0].key} lacks the Prior Consul marker")


def check_money(state: GameState) -> None:
    """Talents enter and leave play only through the Bank's booked flows (engine/treasury.py)."""
    in_play = money_in_play(state)
    _check(
        in_play == state.bank_flow,
        f"{in_play} T in play but the Bank has paid in {state.bank_flow} T net",
    )
    _check(state.state_treasury >= 0, f"negative State Treasury {state.state_treasury}")


def check_curia(state: GameState) -> None:
    """The Curia list names exactly the Senators whose location is the Curia, once each."""
    located = {k for k, s in state.senators.items() if s.location is Location.CURIA}
    _check(len(set(state.curia)) == len(state.curia), f"Curia list repeats: {state.curia}")
    _check(set(state.curia) == located, f"Curia list {state.curia} vs located {sorted(located)}")


def check_commands(state: GameState) -> None:
    """Every Commander the dispatch order or a unit names is a faction's Senator away from
    Rome, never a dead one or his card back in Rome or the Curia (1.05.3: a dead Commander's
    place and Force are cleared when he dies)."""
    named = [("dispatched", k) for k in state.dispatched]
    named += [("a unit", u.commander) for u in (*state.legions, *state.fleets) if u.commander]
    for where, key in named:
        senator = state.senators.get(key)
        _check(
            senator is not None
            and senator.faction is not None
            and senator.location not in (Location.ROME, Location.CURIA),
            f"{where} names {key}, who commands nothing: dead or back in Rome",
        )


def check_turn_invariants(ctx: Context) -> None:
    """Invariants that hold after every phase of every turn (issue 3's conformance list)."""
    state = ctx.state
    check_cards(state, ctx.catalog)
    check_senators(state, ctx.catalog)
    check_factions(state)
    check_units(state)
    check_provinces(state)
    check_money(state)
    check_curia(state)
    check_commands(state)
    check_once_only(state)
    _check(state.unrest >= 0, f"negative Unrest {state.unrest}")


def check_once_only(state: GameState) -> None:
    """One Contribution per Senator per Revenue Phase (1.06.52) and one Consul for Life at most
    (1.09.82)."""
    repeated = [k for k, n in Counter(state.contributed).items() if n > 1]
    _check(not repeated, f"Senators contributed twice in one phase: {repeated}")
    consuls = [s.key for s in state.senators.values() if Office.CONSUL_FOR_LIFE in s.offices]
    _check(len(consuls) <= 1, f"more than one Consul for Life: {consuls}")


def _censor_may_add(offices: list[Office]) -> bool:
    """The Censor may also be made Dictator (1.09.3) or Master of Horse (1.09.33: "not already
    holding a Major Office (except Censor)"), and keeps the Censorship until another is
    elected (1.09.4): he holds those two and no other Major Office."""
    others = [o for o in offices if o in MAJOR_OFFICES and o is not Office.CENSOR]
    return len(others) == 1 and others[0] in (Office.DICTATOR, Office.MASTER_OF_HORSE)


def check_senate_offices(ctx: Context) -> None:
    """The base game's Senate (1.09): no Major Office held twice, no Senator holding two; with
    a full log, after a Senate Phase a Presiding Magistrate opened it (1.09.12) and there are a
    Rome Consul and a Field Consul unless fewer than two could be elected or a Senator died in
    it (1.09.2, 1.09.173)."""
    state = ctx.state
    held = [o for s in state.senators.values() for o in s.offices if o in MAJOR_OFFICES]
    twice = sorted({str(o) for o in held if held.count(o) > 1})
    _check(not twice, f"Major Offices held twice: {twice}")
    doubled = [
        s.key
        for s in state.senators.values()
        if sum(o in MAJOR_OFFICES for o in s.offices) > 1
        and not (Office.CENSOR in s.offices and _censor_may_add(s.offices))
    ]
    _check(not doubled, f"Senators holding two Major Offices: {doubled}")
    if state.phase != "Senate" or not ctx.logs("presides"):
        return
    this_turn = [e for e in ctx.log if e.turn == state.turn and e.phase == "Senate"]
    opened = any(e.act == "presides" for e in this_turn)
    _check(opened, "the Senate opened without a Presiding Magistrate")
    excused = any(e.act in ("death", "no_election") for e in this_turn)
    for office in (Office.ROME_CONSUL, Office.FIELD_CONSUL):
        _check(excused or held.count(office) == 1, f"no {office} after the Senate Phase")


def base_invariants(ctx: Context) -> None:
    """``phase_invariants`` and the base game's Senate offices (``check_senate_offices``)."""
    phase_invariants(ctx)
    try:
        check_senate_offices(ctx)
    except AssertionError as broken:
        turn = f"turn {ctx.state.turn}, after {ctx.state.phase}"
        raise InvariantViolation(f"{turn}: {broken}") from None


class InvariantViolation(AssertionError):
    """A turn invariant broken after a phase; the message names the turn and the phase."""


def phase_invariants(ctx: Context) -> None:
    """A phase hook checking ``check_turn_invariants`` (a module function, so a game spec
    sent to another process can carry it); InvariantViolation names the turn and phase."""
    try:
        check_turn_invariants(ctx)
    except AssertionError as broken:
        turn = f"turn {ctx.state.turn}, after {ctx.state.phase}"
        raise InvariantViolation(f"{turn}: {broken}") from None


def invariants_hook(where: str) -> Callable[[Context], None]:
    """``phase_invariants`` whose InvariantViolation also names ``where``."""

    def hook(ctx: Context) -> None:
        try:
            phase_invariants(ctx)
        except InvariantViolation as broken:
            raise InvariantViolation(f"{where}, {broken}") from None

    return hook


def run_game(
    scenario: str,
    players: int,
    seed: int,
    agents_for: AgentsFor = default_agents,
    max_decisions: int = 50_000,
) -> Game:
    """A whole game played by ``agents_for`` with the turn invariants checked after every
    phase; AssertionError names the first broken one with the turn and phase."""

    game = new_game(scenario, players, seed, phase_hooks=[invariants_hook(f"seed {seed}")])
    play(game, agents_for(game), max_decisions=max_decisions)
    return game


def check_invariants(game: Game) -> None:
    """Every set-up invariant: cards, Senators, factions, units, Provinces and start markers."""
    state = game.state
    catalog = game.context.catalog
    check_cards(state, catalog)
    check_senators(state, catalog)
    check_factions(state)
    check_units(state)
    check_provinces(state)
    check_setup_markers(state, catalog)


ILLEGAL_KEY = "no-such-option"
"""A key no decision offers."""


def play_probing(game: Game, agents_for: AgentsFor, every: int, max_decisions: int) -> int:
    """Play ``game`` to its end, offering an illegal choice before every ``every``-th decision
    (``check_illegal_choice_rejected``); returns how many were probed."""
    agents = agents_for(game)
    probed = 0
    for count in range(max_decisions):
        decision = game.pending
        if decision is None:
            return probed
        if count % every == 0:
            check_illegal_choice_rejected(game, ILLEGAL_KEY)
            probed += 1
        seat = decision.actor if decision.delegate_to is None else decision.delegate_to
        game.apply(agents[seat].decide(game.view(seat), decision))
    raise AssertionError(f"no end after {max_decisions} decisions")


def check_conformance(
    scenario: str,
    players: int,
    seed: int,
    tmp_path: Path,
    agents_for: AgentsFor = default_agents,
    probe_every: int = 25,
    max_decisions: int = 50_000,
) -> str:
    """One whole game of ``scenario`` for ``players`` Players with ``agents_for`` seated, held
    to every contract: invariants after every phase, illegal choices rejected with the state
    unchanged, a second run ending in the same digest and log, and a save file that replays
    to the same digest. Returns the digest; AssertionError names the first broken contract."""
    where = f"{scenario}/{players}P/seed {seed}"
    game = new_game(scenario, players, seed, phase_hooks=[invariants_hook(where)])
    play_probing(game, agents_for, probe_every, max_decisions)
    _check(game.over, f"{where}: the game stopped without a result")
    twin = run_game(scenario, players, seed, agents_for, max_decisions)
    _check(twin.choices == game.choices, f"{where}: choices differ between two runs")
    _check(
        [e.as_dict() for e in twin.log] == [e.as_dict() for e in game.log],
        f"{where}: logs differ between two runs",
    )
    check_replay_round_trip(game, tmp_path)
    return state_digest(game.state)
