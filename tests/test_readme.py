"""The README is a manual a newcomer can trust (issue 23): short, its quick start runs as written,
and its command table names every command once (the set-up commands: test_fresh_machine.py); and
docs/architecture.md's module map names every module."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

from conftest import ROOT

from memtool.adapters.cli import cli

README = (ROOT / "README.md").read_text()
MAX_LINES = 300


def _section(title: str) -> str:
    return README.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_the_readme_stays_a_manual():
    lines = len(README.splitlines())
    assert lines <= MAX_LINES, f"README.md has {lines} lines: move details to docs/, numbers to bench/RESULTS.md"
    headings = re.findall(r"^## (.+)$", README, re.M)
    assert headings[:2] == ["Set up", "Quick start"], "set up, then the quick start, come first"


def test_the_command_table_names_every_command_once():
    names = []
    for row in re.findall(r"^\| (`.*?) \|", _section("Commands"), re.M):
        names += [span.split()[0] for span in re.findall(r"`([^`]+)`", row)]
    assert sorted(names) == sorted(set(names)), "a command listed twice: one row, one meaning per command"
    assert set(names) == set(cli.commands), "the table and `memtool --help` disagree"


def test_the_quick_start_runs_as_written(cli_env):
    """Every line of the quick start, in order, through the real CLI in a fresh database."""
    block = re.search(r"```sh\n(.*?)```", _section("Quick start"), re.S).group(1)
    memtool = " ".join(shlex.quote(part) for part in (sys.executable, "-m", "memtool"))
    script = f'set -euo pipefail\nmemtool() {{ {memtool} "$@"; }}\n{block}'
    done = subprocess.run(["bash", "-c", script], cwd=ROOT, env=cli_env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "User prefers pytest" in out  # search --table, get 1 and the context block
    assert "<persistent-memory>" in out and "</persistent-memory>" in out
    records = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert any(r.get("kind") == "observation" and r.get("id") == 1 for r in records)  # memtool get 1
    assert any(r.get("kind") == "result" and r.get("action") == "created" for r in records)  # import
    assert "## Deploys go through make release" in out  # export --format markdown


def test_the_architecture_page_maps_every_module():
    """docs/architecture.md's module map names every module and is what bin/module-map --write generates from their docstrings."""
    done = subprocess.run([sys.executable, str(ROOT / "bin" / "module-map"), "--check"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
