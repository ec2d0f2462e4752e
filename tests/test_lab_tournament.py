"""lab/tournament.py: the paired schedule, the store that lets a tournament resume, the same
games on any number of processes and on a dask cluster, and no difference between a bot and
itself."""

from collections.abc import Sequence
from pathlib import Path

import pytest

import common.runner
import lab.tournament
from common.rulings_cli import parse_rules
from common.runner import GameRecord, GameSpec
from guidelines.loader import GuidelineSet
from lab import backends
from lab.analysis import report
from lab.backends import BackendError
from lab.store import Store, StoredGame, StoreError
from lab.tournament import (
    PRINTED,
    Entry,
    Tournament,
    TournamentError,
    load_variant,
    make_entries,
    play,
)


def solitaire(*bots: str) -> Tournament:
    return Tournament("early", 1, tuple(make_entries(bots, [])))


def digests(games: list[StoredGame]) -> list[tuple[tuple[str, ...], int, str]]:
    return [(g.seats, g.record.seed, g.record.digest) for g in games]


def counting_plays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the games played in this process (one job plays them here), as the tournament
    hands them to the runner (lab/backends.py, interpreted also in the compiled build)."""
    seeds: list[int] = []
    real = common.runner.play_chunk

    def counted(specs: Sequence[GameSpec]) -> list[GameRecord]:
        seeds.extend(spec.seed for spec in specs)
        return real(specs)

    monkeypatch.setattr(backends, "play_chunk", counted)
    return seeds


def test_every_entry_plays_the_same_seeds() -> None:
    schedule = solitaire("heuristic", "random").schedule(range(5, 7))
    assert schedule == [
        (("heuristic",), 5),
        (("random",), 5),
        (("heuristic",), 6),
        (("random",), 6),
    ]


def test_two_player_pairs_play_each_seed_twice_seats_swapped() -> None:
    entries = (Entry("heuristic", "heuristic"), Entry("random", "random"), Entry("x:Y", "x:Y"))
    tournament = Tournament("early", 2, entries)
    schedule = tournament.schedule([1])
    assert schedule == [
        (("heuristic", "random"), 1),
        (("random", "heuristic"), 1),
        (("heuristic", "x:Y"), 1),
        (("x:Y", "heuristic"), 1),
        (("random", "x:Y"), 1),
        (("x:Y", "random"), 1),
    ]


def test_a_repeated_bot_gets_a_numbered_name_and_variants_their_own() -> None:
    printed = GuidelineSet.default()
    entries = make_entries(["heuristic", "heuristic"], [])
    assert [e.name for e in entries] == ["heuristic", "heuristic#2"]
    one_bot = make_entries(["random"], [("easy", printed)])
    assert [(e.name, e.bot, e.variant) for e in one_bot] == [
        ("random", "random", PRINTED),
        ("easy", "random", "easy"),
    ]
    two_bots = make_entries(["random", "heuristic"], [("easy", printed)])
    assert [e.name for e in two_bots] == ["random", "random@easy", "heuristic", "heuristic@easy"]


def test_bad_entries_are_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(TournamentError, match="no_such_module"):
        make_entries(["no_such_module:Bot"], [])
    with pytest.raises(TournamentError, match="printed"):
        make_entries(["random"], [("printed", GuidelineSet.default())])
    with pytest.raises(TournamentError, match="not a folder"):
        load_variant("v", tmp_path / "missing")
    (tmp_path / "imperial.toml").write_text("")
    with pytest.raises(TournamentError, match=r"imperial\.toml"):
        load_variant("v", tmp_path)
    with pytest.raises(TournamentError, match="at least two"):
        Tournament("early", 2, tuple(make_entries(["random"], [])))


def test_a_variant_folder_overrides_the_cards_it_holds(tmp_path: Path) -> None:
    builtin = Path(lab.__file__).parent.parent / "guidelines" / "imperials.toml"
    (tmp_path / "imperials.toml").write_text(builtin.read_text(encoding="utf-8"))
    assert load_variant("same", tmp_path).hashes() == GuidelineSet.default().hashes()
    (tmp_path / "imperials.toml").write_text("not = [toml")
    with pytest.raises(TournamentError, match=r"variant same: .*imperials\.toml"):
        load_variant("same", tmp_path)


def test_the_printed_cards_in_a_folder_play_the_printed_games(tmp_path: Path) -> None:
    guidelines = Path(lab.__file__).parent.parent / "guidelines"
    for role in ("imperials", "plutocrats", "conservatives", "populists"):
        (tmp_path / f"{role}.toml").write_text((guidelines / f"{role}.toml").read_text("utf-8"))
    entries = make_entries(["heuristic"], [("copy", load_variant("copy", tmp_path))])
    games = play(Tournament("early", 1, tuple(entries)), range(1, 4), Store(":memory:"), 1)
    by_entry = {
        name: [g.record.digest for g in games if g.seats == (name,)]
        for name in ("heuristic", "copy")
    }
    assert by_entry["heuristic"] == by_entry["copy"]


def test_a_rerun_with_the_same_store_replays_no_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plays = counting_plays(monkeypatch)
    tournament = solitaire("heuristic", "random")
    with Store(tmp_path / "t.db") as store:
        first = play(tournament, range(1, 4), store, 1)
    assert len(plays) == 6
    with Store(tmp_path / "t.db") as store:
        again = play(tournament, range(1, 4), store, 1)
        assert len(plays) == 6
        more = play(tournament, range(1, 5), store, 1)
    assert sorted(plays) == [1, 1, 2, 2, 3, 3, 4, 4]
    assert digests(again) == digests(first)
    assert digests(more)[:6] == digests(first)


def test_an_interrupted_tournament_resumes_where_it_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tournament = solitaire("random")
    real = common.runner.play_chunk
    plays: list[int] = []

    def interrupted(specs: Sequence[GameSpec]) -> list[GameRecord]:
        (spec,) = specs
        if spec.seed == 4:
            raise KeyboardInterrupt
        plays.append(spec.seed)
        return real(specs)

    monkeypatch.setattr(backends, "play_chunk", interrupted)
    monkeypatch.setattr(lab.tournament, "GAMES_PER_CHUNK", 1)
    with Store(tmp_path / "t.db") as store, pytest.raises(KeyboardInterrupt):
        play(tournament, range(1, 7), store, 1)
    assert plays == [1, 2, 3]
    monkeypatch.setattr(backends, "play_chunk", real)
    plays_after = counting_plays(monkeypatch)
    with Store(tmp_path / "t.db") as store:
        games = play(tournament, range(1, 7), store, 1)
    assert plays_after == [4, 5, 6]
    assert [g.record.seed for g in games] == [1, 2, 3, 4, 5, 6]
    fresh = play(tournament, range(1, 7), Store(":memory:"), 1)
    assert digests(games) == digests(fresh)


def test_a_store_of_another_tournament_is_refused_and_kept(tmp_path: Path) -> None:
    with Store(tmp_path / "t.db") as store:
        play(solitaire("random"), [1], store, 1)
    with Store(tmp_path / "t.db") as store:
        with pytest.raises(StoreError, match="another configuration"):
            play(solitaire("heuristic"), [1], store, 1)
        assert len(store.games()) == 1


@pytest.mark.slow
def test_the_same_games_on_one_or_two_processes() -> None:
    tournament = solitaire("heuristic", "random")
    one = play(tournament, range(1, 7), Store(":memory:"), 1)
    two = play(tournament, range(1, 7), Store(":memory:"), 2)
    assert digests(one) == digests(two)
    assert [g.record.outcome() for g in one] == [g.record.outcome() for g in two]


@pytest.mark.slow
def test_the_same_games_on_a_dask_cluster() -> None:
    distributed = pytest.importorskip("dask.distributed")
    tournament = Tournament("early", 2, tuple(make_entries(["heuristic", "random"], [])))
    local = play(tournament, range(1, 3), Store(":memory:"), 1)
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        on_dask = play(
            tournament, range(1, 3), Store(":memory:"), 1, "dask", cluster.scheduler_address
        )
    assert digests(on_dask) == digests(local)


def test_an_unreachable_scheduler_is_a_backend_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends, "CONNECT_SECONDS", 0.5)
    with pytest.raises(BackendError, match=r"tcp://127\.0\.0\.1:1"):
        play(solitaire("random"), [1], Store(":memory:"), 1, "dask", "tcp://127.0.0.1:1")


@pytest.mark.slow
def test_a_bot_against_itself_shows_no_significant_difference() -> None:
    tournament = solitaire("heuristic", "heuristic")
    games = play(tournament, range(1, 41), Store(":memory:"), 2)
    result = report(tournament.configuration(), games)
    assert [e["games"] for e in result["entries"]] == [40, 40]
    assert {c["metric"] for c in result["comparisons"]} == {
        "survival",
        "player_win",
        "player_lost_alone",
        "influence_share",
        "turns",
    }
    assert all(c["p_value"] > 0.05 for c in result["comparisons"])
    assert all(c["low"] <= 0 <= c["high"] for c in result["comparisons"])


def test_the_chosen_rulings_reach_every_game() -> None:
    options = parse_rules(["crisis_strength=combined"])
    tournament = Tournament("early", 1, tuple(make_entries(["random"], [])), options)
    assert tournament.spec(("random",), 3).options == options
    assert tournament.configuration()["rulings"] == {"crisis_strength": "combined"}
    assert "rulings" not in solitaire("random").configuration()


def test_a_store_of_an_older_format_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with Store(path) as store:
        store.claim(solitaire("heuristic").configuration())
        store._db.execute("UPDATE meta SET value = json_set(value, '$.format', 1)")
        store._db.commit()
    with Store(path, read_only=True) as store, pytest.raises(StoreError, match="format 1"):
        store.configuration()


def record_with(influence: tuple[int, ...], seed: int = 1) -> GameRecord:
    return GameRecord(seed, "era_ends", "Plutocrats", 5, 300, "d", influence=influence)


def test_the_influence_share_is_the_entry_seats_part_of_all_influence() -> None:
    stronger = StoredGame(("heuristic",), record_with((30, 10, 20, 20, 20)))
    weaker = StoredGame(("random",), record_with((10, 10, 30, 30, 20)))

    found = report(solitaire("heuristic", "random").configuration(), [stronger, weaker])

    a, b = found["entries"]
    assert (a["influence_share"]["mean"], b["influence_share"]["mean"]) == (0.3, 0.1)
    share = next(c for c in found["comparisons"] if c["metric"] == "influence_share")
    assert share["difference"] == pytest.approx(0.2)
