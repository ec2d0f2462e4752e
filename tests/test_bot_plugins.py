"""Player bots from outside the project (docs/bots.md): a file, a module of the current folder,
an installed package's entry point; `ror bots list` and `ror bots check`."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from bots.plugins import ENTRY_POINT_GROUP
from bots.seating import PLAYER_BOTS, PlayerBotError, player_bot
from ror.cli import main

BOT = '''
import random


class Patriot:
    """Takes any option, by its seed."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view, decision):
        return decision.options[self.rng.randrange(len(decision.options))]
'''


def ror(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_a_bot_file_loads_by_its_path(tmp_path: Path) -> None:
    (tmp_path / "patriot.py").write_text(BOT)

    factory = player_bot(f"{tmp_path / 'patriot.py'}:Patriot")

    assert type(factory(3)).__name__ == "Patriot"


def test_a_module_of_the_current_folder_loads_without_pythonpath(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "mybots_here.py").write_text(BOT)
    monkeypatch.chdir(tmp_path)

    factory = player_bot("mybots_here:Patriot")

    assert factory(1).decide.__name__ == "decide"
    assert str(tmp_path) not in sys.path


def test_a_missing_bot_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(PlayerBotError, match=r"^no bot file .*nowhere\.py$"):
        player_bot(f"{tmp_path / 'nowhere.py'}:Patriot")


def test_a_bot_file_plays_whole_games_in_two_processes(tmp_path: Path) -> None:
    (tmp_path / "randomly.py").write_text("from bots.random_agent import RandomAgent\n")
    spec = f"{tmp_path / 'randomly.py'}:RandomAgent"

    code, out, _ = ror("simulate", "--games", "2", "--jobs", "2", "--player-bot", spec, "--json")

    assert code == 0
    assert '"player_bot": "' + spec in out


def test_bots_list_names_the_built_in_bots() -> None:
    code, out, _ = ror("bots", "list", "--json")

    assert code == 0
    assert {"heuristic", "random", "search"} <= {row["name"] for row in json.loads(out)}


def test_bots_list_says_what_each_built_in_bot_is_also_compiled() -> None:
    code, out, _ = ror("bots", "list", "--json")

    about = {row["name"]: row["about"] for row in json.loads(out)}
    assert code == 0
    assert about["heuristic"].startswith("Plays a Player faction by the handlers of")
    assert all(about[name] for name in PLAYER_BOTS)


def test_bots_check_passes_a_conforming_bot() -> None:
    code, out, _ = ror("bots", "check", "random", "--players", "1")

    assert code == 0, out
    assert out.startswith("ok   early/1P/seed 1: digest ")


def test_bots_check_refuses_an_unknown_bot_in_one_line() -> None:
    code, _, err = ror("bots", "check", "nobody:Nothing")

    assert code == 2
    assert err == "error: cannot import 'nobody': no module 'nobody'\n"


def wheel(folder: Path) -> Path:
    """A tiny wheel offering the Patriot bot through the ``ror.player_bots`` entry points."""
    name, version = "patriot_bot", "1.0"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{name}.py": BOT,
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
        f"{info}/entry_points.txt": f"[{ENTRY_POINT_GROUP}]\npatriot = {name}:Patriot\n",
    }
    record = []
    for member, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=")
        record.append(f"{member},sha256={digest.decode()},{len(text.encode())}")
    record.append(f"{info}/RECORD,,")
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for member, text in files.items():
            archive.writestr(member, text)
        archive.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return path


@pytest.mark.slow
def test_an_installed_package_offers_its_bot_by_entry_point(tmp_path: Path) -> None:
    env = tmp_path / "venv"
    venv.create(env, system_site_packages=True, with_pip=False)
    python = env / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    ours = [p for p in sys.path if p and Path(p).is_dir()]
    (Path(site) / "outer.pth").write_text("\n".join([os.getcwd(), *ours]) + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
         "--no-index", "--no-build-isolation", str(wheel(tmp_path))],
        check=True, capture_output=True,
    )
    listing = subprocess.run(
        [python, "-c", "from ror.cli import main; main()", "bots", "list", "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    played = subprocess.run(
        [python, "-c", "from ror.cli import main; main()", "bots", "check", "patriot",
         "--players", "1"],
        capture_output=True, text=True,
    )

    assert '"name": "patriot"' in listing
    assert "Takes any option, by its seed." in listing
    assert played.stdout.startswith("ok   early/1P"), played.stdout + played.stderr


def test_the_example_bot_of_docs_bots_md_conforms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (Path(__file__).parent.parent / "docs" / "bots.md").read_text()
    code = next(b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "class Patriot" in b)
    (tmp_path / "patriot.py").write_text(code)
    monkeypatch.chdir(tmp_path)

    status, out, _ = ror("bots", "check", "patriot:Patriot", "--players", "1")

    assert len(code.splitlines()) <= 25
    assert status == 0, out


CHEATS = '''
class Peeker:
    def __init__(self, seed):
        pass

    def decide(self, view, decision):
        for faction in view.factions:
            if faction.is_player and faction.seat != view.seat:
                faction.hand
        return decision.options[0]


class Liar:
    def __init__(self, seed):
        pass

    def decide(self, view, decision):
        return "not-an-option"
'''


@pytest.mark.parametrize(
    ("bot", "players", "broken"),
    [("Liar", "1", "is not a legal choice"), ("Peeker", "2", "is hidden (1.04.9)")],
)
def test_bots_check_reports_a_cheating_bot_as_a_fail_line(
    tmp_path: Path, bot: str, players: str, broken: str
) -> None:
    (tmp_path / "cheats.py").write_text(CHEATS)

    code, out, _ = ror("bots", "check", f"{tmp_path / 'cheats.py'}:{bot}", "--players", players)

    assert code == 1
    assert out.startswith(f"FAIL early/{players}P/seed 1: the bot broke the rules: ")
    assert broken in out
