"""What a fresh machine needs: the README's install command installs everything the tests use,
builds a portable llama.cpp, and `.ci/run` runs exactly the README's two commands in a fresh
virtualenv."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    setup = text.split("## Set up", 1)[1]
    block = re.search(r"```sh\n(.*?)```", setup, re.S).group(1)
    return [line for line in block.splitlines() if line.strip()]


def test_the_dev_extra_installs_the_build_backend():
    """test_wheel_ships_the_migrations builds with --no-build-isolation: the backend must be installed."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extras = project["project"]["optional-dependencies"]

    def names(extra: str) -> set[str]:
        found = set()
        for requirement in extras[extra]:
            name = re.match(r"[A-Za-z0-9_.-]+", requirement).group(0).lower()
            if name.startswith("memtool["):
                continue
            found.add(name)
        for ref in re.findall(r"memtool\[([a-z,]+)\]", " ".join(extras[extra])):
            for sub in ref.split(","):
                found |= names(sub)
        return found

    dev = names("dev")
    for requirement in project["build-system"]["requires"]:
        assert re.match(r"[A-Za-z0-9_.-]+", requirement).group(0).lower() in dev, requirement


def test_the_install_builds_a_portable_llama_cpp():
    install, test = readme_commands()
    assert shlex.split(install)[0] == "CMAKE_ARGS=-DGGML_NATIVE=OFF"
    assert "pip install -e '.[dev]'" in install and test == "python -m mypy && python -m pytest"


def test_ci_runs_the_readme_commands_in_a_fresh_virtualenv():
    script = (ROOT / ".ci" / "run").read_text().splitlines()
    commands = readme_commands()
    body = [line for line in script if line.strip() and not line.startswith("#")]
    venv = next(i for i, line in enumerate(body) if "-m venv" in line)
    activate = next(i for i, line in enumerate(body) if "bin/activate" in line)
    assert "mktemp -d" in " ".join(body[:venv]) and venv < activate
    assert body[activate + 1:] == commands  # exactly the README's two commands, in the new virtualenv
