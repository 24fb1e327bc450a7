"""The command line as a whole: help everywhere, man pages in sync, fast start-up, packaging."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile

import click
import pytest
from click.testing import CliRunner

from conftest import ROOT
from memtool.adapters.cli import cli


def all_commands(group: click.Group, prefix=()):
    for name, command in group.commands.items():
        yield (*prefix, name)
        if isinstance(command, click.Group):
            yield from all_commands(command, (*prefix, name))


@pytest.mark.parametrize("path", [(), *all_commands(cli)], ids=lambda p: " ".join(p) or "memtool")
def test_every_command_has_help(path):
    for flag in ("--help", "-h"):
        result = CliRunner().invoke(cli, [*path, flag])
        assert result.exit_code == 0, result.output
        assert "Usage: " in result.output and len(result.output) > 80


def test_version_and_usage_errors_exit_2():
    assert CliRunner().invoke(cli, ["--version"]).output.startswith("memtool, version ")
    result = CliRunner().invoke(cli, ["export", "--kind", "nonsense"])
    assert result.exit_code == 2 and "Invalid value" in result.output


def test_man_pages_match_the_help():
    result = subprocess.run([sys.executable, str(ROOT / "bin" / "gen-man"), "--check"], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr
    pages = {p.name for p in (ROOT / "man").glob("*.1")}
    assert {"memtool.1", "memtool-ingest.1", "memtool-export.1", "memtool-import.1"} <= pages


def test_help_does_not_import_heavy_libraries():
    code = ("import sys; from memtool.adapters.cli import cli; import click.testing as t;"
            "t.CliRunner().invoke(cli, ['--help']);"
            "heavy = [m for m in ('psycopg', 'fastembed', 'onnxruntime', 'numpy', 'llama_cpp', 'mcp', 'tabulate')"
            " if m in sys.modules]; print(','.join(heavy))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT).stdout.strip()
    assert out == ""


def test_errors_are_one_line_without_traceback(tmp_path):
    env = dict(os.environ, MEMTOOL_DATABASE_URL="host=127.0.0.1 port=1 dbname=x connect_timeout=1",
               MEMTOOL_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    env.pop("MEMTOOL_DEBUG", None)
    result = subprocess.run([sys.executable, "-m", "memtool", "stats"], capture_output=True, text=True, env=env)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("memtool: error: cannot connect to PostgreSQL")
    assert "MEMTOOL_DATABASE_URL" in lines[0]


def test_wheel_ships_the_migrations(tmp_path):
    """Migrations and named queries must be found from an installed wheel, not only from a checkout."""
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w",
                            str(tmp_path), str(ROOT)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = tmp_path.glob("memtool-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "memtool/sql/0001_init.sql" in names
    assert "memtool/sql/queries/counts.sql" in names  # the named queries (store/queries.py)
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    code = ("from memtool.store import counts, migrations; print(migrations.sql_dir());"
            " print(len(migrations.available())); print(len(counts.Q.names()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                         env=dict(os.environ, PYTHONPATH=str(target))).stdout.split()
    assert out[0] == str(target / "memtool" / "sql")
    assert int(out[1]) == len(list((ROOT / "sql").glob("0*.sql")))
    assert int(out[2]) > 0


def test_maintenance_units_call_commands_that_exist():
    """The systemd unit and the cron line run real commands with real options."""
    import re
    import shlex

    unit = (ROOT / "hooks" / "systemd" / "memtool-maintain.service").read_text()
    cron = (ROOT / "hooks" / "cron" / "memtool.cron").read_text()
    calls = [line.split("memtool", 1)[1] for line in unit.splitlines() if line.startswith("ExecStart=")]
    calls += [c.split("memtool", 1)[1] for c in re.findall(r"memtool [a-z]+ --[a-z-]+", cron)]
    assert len(calls) >= 2 and all(call.split()[0] == "maintain" for call in calls)
    for call in calls:
        args = shlex.split(call)
        command = cli.get_command(click.Context(cli), args[0])
        assert command is not None, args
        known = {opt for param in command.params for opt in param.opts}
        assert set(a for a in args[1:] if a.startswith("--")) <= known, args


def test_save_by_hand_follows_the_agents_rules(database_url):
    """`memtool save` calls memories.save, as MCP save_memory does: redacted, stored once, in the project."""
    import json

    runner = CliRunner()
    env = {"MEMTOOL_PROJECT": "/repo/api"}
    secret = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    first = runner.invoke(cli, ["save", "Deploys need the VPN", f"token {secret} opens the staging gate",
                                "--type", "gotcha", "--file", "deploy.sh"], env=env)
    assert first.exit_code == 0, first.output
    saved = json.loads(first.stdout)
    assert saved["kind"] == "saved" and saved["action"] == "created" and saved["project"] == "/repo/api"
    assert saved["type"] == "gotcha"
    again = runner.invoke(cli, ["save", "Deploys need the VPN", f"token {secret} opens the staging gate",
                                "--type", "gotcha", "--file", "deploy.sh"], env=env)
    assert json.loads(again.stdout)["action"] == "duplicate" and json.loads(again.stdout)["id"] == saved["id"]
    got = json.loads(runner.invoke(cli, ["get", str(saved["id"])], env=env).stdout)
    assert secret not in got["narrative"] and "staging gate" in got["narrative"]
    assert got["files_read"] == ["deploy.sh"] and got["method"] == "cli"
    piped = runner.invoke(cli, ["save", "Release checklist", "-"], input="tag, then wait for CI\n", env=env)
    assert json.loads(runner.invoke(cli, ["get", str(json.loads(piped.stdout)["id"])], env=env).stdout)[
        "narrative"].startswith("tag, then wait for CI")
