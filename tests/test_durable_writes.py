"""Every file the program writes is written whole or not at all (engine/durable.py): a failure
while writing (a full disk, a crash before the rename) leaves the old file as it was and no
temporary file behind, and one a killed write left is removed on the next write; the CLI says so
in one line, exit 2. Files holding secrets (saves, seat tokens) are their owner's only from the
first byte."""

import os
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.durable import PART, STALE_SECONDS, replacing_bytes, replacing_text, write_text
from lab.tables import write_csv
from ror.cli import main
from solo.game import new_game
from solo.save import SaveFileError, save_game
from web.seats import SeatLinks

OLD = "the old content\n"


class DiskFull(OSError):
    """A simulated full disk."""


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """fsync fails as on a full disk."""

    def fail(_: int) -> None:
        raise DiskFull(28, "No space left on device")

    monkeypatch.setattr("engine.durable.os.fsync", fail)


def _old_file(tmp_path: Path) -> Path:
    path = tmp_path / "file.txt"
    path.write_text(OLD, encoding="utf-8")
    return path


def test_a_write_replaces_the_file_whole(tmp_path: Path) -> None:
    path = _old_file(tmp_path)
    path.chmod(0o640)

    write_text(path, "new\n")

    assert path.read_text(encoding="utf-8") == "new\n"
    assert path.stat().st_mode & 0o777 == 0o640
    assert os.listdir(tmp_path) == ["file.txt"]


@pytest.mark.usefixtures("full_disk")
def test_a_full_disk_leaves_the_old_file(tmp_path: Path) -> None:
    path = _old_file(tmp_path)

    with pytest.raises(DiskFull):
        write_text(path, "new\n" * 1000)

    assert path.read_text(encoding="utf-8") == OLD
    assert os.listdir(tmp_path) == ["file.txt"]


@pytest.mark.parametrize("replacing", [replacing_text, replacing_bytes])
def test_a_crash_while_writing_leaves_the_old_file(tmp_path: Path, replacing: object) -> None:
    path = _old_file(tmp_path)

    with pytest.raises(KeyboardInterrupt), replacing(path) as out:  # type: ignore[operator]
        out.write("half" if replacing is replacing_text else b"half")
        raise KeyboardInterrupt

    assert path.read_text(encoding="utf-8") == OLD
    assert os.listdir(tmp_path) == ["file.txt"]


@pytest.mark.usefixtures("full_disk")
def test_a_save_that_cannot_be_written_keeps_the_old_save(tmp_path: Path) -> None:
    path = _old_file(tmp_path)

    with pytest.raises(SaveFileError, match="cannot write save file"):
        save_game(new_game("early", 1, 1), path)

    assert path.read_text(encoding="utf-8") == OLD


@pytest.mark.usefixtures("full_disk")
def test_a_tournament_csv_that_cannot_be_written_keeps_the_old_one(tmp_path: Path) -> None:
    path = _old_file(tmp_path)

    with pytest.raises(DiskFull):
        write_csv({"games": []}, path)

    assert path.read_text(encoding="utf-8") == OLD


@pytest.mark.usefixtures("full_disk")
def test_ror_new_save_on_a_full_disk_is_one_line_and_keeps_the_old_save(tmp_path: Path) -> None:
    path = _old_file(tmp_path)

    result = CliRunner().invoke(main, ["new", "--save", str(path)])

    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "cannot write save file" in result.output
    assert path.read_text(encoding="utf-8") == OLD
    assert os.listdir(tmp_path) == ["file.txt"]


def test_a_private_file_is_the_owners_only_from_its_first_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _old_file(tmp_path)
    path.chmod(0o644)
    modes: list[int] = []
    fsync = os.fsync

    def seen(handle: int) -> None:
        modes.extend(os.stat(p).st_mode & 0o777 for p in tmp_path.glob("*.part"))
        fsync(handle)

    monkeypatch.setattr("engine.durable.os.fsync", seen)

    write_text(path, "secret\n", private=True)

    assert modes == [0o600]
    assert path.stat().st_mode & 0o777 == 0o600


def test_saves_and_seat_links_are_private(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    save_game(new_game("early", 1, 1), save)
    links = tmp_path / "game.json.seats.json"
    SeatLinks.deal([0], ["Player"], hotseat=False).write(links)

    assert save.stat().st_mode & 0o777 == 0o600
    assert links.stat().st_mode & 0o777 == 0o600


def test_a_killed_writes_part_file_goes_when_the_file_is_next_written(tmp_path: Path) -> None:
    path = _old_file(tmp_path)
    stale = tmp_path / f".{path.name}.abc123{PART}"
    stale.write_text("half", encoding="utf-8")
    old = time.time() - 2 * STALE_SECONDS
    os.utime(stale, (old, old))
    fresh = tmp_path / f".{path.name}.def456{PART}"
    fresh.write_text("being written", encoding="utf-8")
    other = tmp_path / f".other.txt.abc123{PART}"
    other.write_text("another file's", encoding="utf-8")
    os.utime(other, (old, old))

    write_text(path, "new\n")

    assert sorted(os.listdir(tmp_path)) == sorted([path.name, fresh.name, other.name])
