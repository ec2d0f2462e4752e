"""Every file the program writes is written whole or not at all (engine/durable.py): a failure
while writing (a full disk, a crash before the rename) leaves the old file as it was and no
temporary file behind; the CLI says so in one line, exit 2."""

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.durable import replacing_bytes, replacing_text, write_text
from lab.tables import write_csv
from ror.cli import main
from solo.game import new_game
from solo.save import SaveFileError, save_game

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
