"""`memtool install` / `memtool uninstall`: real subprocesses on a temporary HOME with a user's
own configuration in place (settings, hooks, MCP servers, comments in opencode.jsonc)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import MEMTOOL, memtool, ROOT
from memtool.adapters import jsonedit

OPENCODE_JSONC = """{
  // my own settings
  "$schema": "https://opencode.ai/config.json",
  "model": "anthropic/claude-sonnet",
  "mcp": {
    "github": {"type": "remote", "url": "https://example.invalid/mcp"},
  },
}
"""
CLAUDE_SETTINGS = """{
    "model": "opus",
    "hooks": {
        "PostToolUse": [
            {
                "matcher": "Bash",
                "hooks": [{"type": "command", "command": "echo mine >> /tmp/my-hook.log"}]
            }
        ]
    },
    "permissions": {"allow": ["Bash(ls:*)"]}
}
"""
CLAUDE_JSON = '{"numStartups":3,"mcpServers":{"other":{"type":"stdio","command":"other-server","args":[],"env":{}}}}'
MCP_JSON = '{\n  "mcpServers": {\n    "team": {"command": "team-server", "args": ["--stdio"]}\n  }\n}\n'


@pytest.fixture
def home(tmp_path) -> Path:
    home = tmp_path / "home"
    (home / ".claude").mkdir(parents=True)
    (home / ".config" / "opencode").mkdir(parents=True)
    (home / ".claude" / "settings.json").write_text(CLAUDE_SETTINGS)
    (home / ".claude.json").write_text(CLAUDE_JSON)
    (home / ".config" / "opencode" / "opencode.jsonc").write_text(OPENCODE_JSONC)
    return home


@pytest.fixture
def env(tmp_path, home) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_CONFIG_HOME", "CLAUDE_CONFIG_DIR", "MEMTOOL_BIN")}
    env.update(HOME=str(home), MEMTOOL_HOME=str(tmp_path / "memtool-home"),
               PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
    return env


def tree(root: Path) -> dict:
    """Every directory and file under root, with file bytes: compares trees byte for byte."""
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else "dir") for p in sorted(root.rglob("*"))}


def load(path: Path):
    return jsonedit.value(jsonedit.parse(path.read_text()))


BIN = "/opt/memtool/bin/memtool"


@pytest.mark.parametrize("agent", ["opencode", "claude-code"])
def test_install_then_uninstall_leaves_the_configuration_byte_identical(env, home, agent):
    before = tree(home)

    done = memtool(env, "install", agent, "--bin", BIN)
    assert done.returncode == 0, done.stderr
    installed = tree(home)
    assert installed != before
    again = memtool(env, "install", agent, "--bin", BIN)  # idempotent
    assert again.returncode == 0 and "nothing to change" in again.stderr
    assert tree(home) == installed

    done = memtool(env, "uninstall", agent)
    assert done.returncode == 0, done.stderr
    assert tree(home) == before
    again = memtool(env, "uninstall", agent)
    assert again.returncode == 0 and tree(home) == before


def test_opencode_install_adds_plugin_and_mcp_entry_next_to_the_users(env, home):
    done = memtool(env, "install", "opencode", "--bin", BIN)

    assert done.returncode == 0, done.stderr
    plugin = home / ".config" / "opencode" / "plugins" / "memtool.js"
    assert f"const DEFAULT_BIN = {json.dumps(BIN)}" in plugin.read_text()
    conf = home / ".config" / "opencode" / "opencode.jsonc"
    text = conf.read_text()
    assert text.startswith('{\n  // my own settings\n  "$schema"')  # the user's comment and order stay
    config = load(conf)
    assert list(config["mcp"]) == ["github", "memtool"]
    assert config["mcp"]["memtool"] == {"type": "local", "command": [BIN, "mcp"], "timeout": 20000}
    assert config["model"] == "anthropic/claude-sonnet"
    assert f"{plugin}: created" in done.stdout and "added mcp.memtool" in done.stdout


def test_claude_code_install_merges_hooks_next_to_the_users_own(env, home):
    done = memtool(env, "install", "claude-code", "--bin", BIN)

    assert done.returncode == 0, done.stderr
    hook = home / ".claude" / "hooks" / "memtool-hook"
    assert os.access(hook, os.X_OK) and f"DEFAULT_BIN = {json.dumps(BIN)}" in hook.read_text()
    settings = load(home / ".claude" / "settings.json")
    assert settings["model"] == "opus" and settings["permissions"] == {"allow": ["Bash(ls:*)"]}
    post = settings["hooks"]["PostToolUse"]
    assert post[0]["hooks"][0]["command"] == "echo mine >> /tmp/my-hook.log"  # the user's stays first
    command = json.dumps(str(hook))
    assert post[1] == {"matcher": "*", "hooks": [{"type": "command", "command": command, "timeout": 10}]}
    assert set(settings["hooks"]) == {"SessionStart", "UserPromptSubmit", "PostToolUse", "Stop", "SubagentStop",
                                      "PreCompact", "SessionEnd"}
    claude = load(home / ".claude.json")
    assert claude["numStartups"] == 3 and set(claude["mcpServers"]) == {"other", "memtool"}
    assert claude["mcpServers"]["memtool"] == {"type": "stdio", "command": BIN, "args": ["mcp"], "env": {}}


def test_project_scope_install_and_uninstall(env, home, tmp_path):
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / ".mcp.json").write_text(MCP_JSON)
    before = tree(proj), tree(home)

    for agent in ("claude-code", "opencode"):
        done = memtool(env, "install", agent, "--project", str(proj), "--bin", BIN)
        assert done.returncode == 0, done.stderr
    assert tree(home) == before[1]  # nothing global
    assert (proj / ".opencode" / "plugins" / "memtool.js").is_file()
    assert load(proj / "opencode.json")["mcp"]["memtool"]["timeout"] == 20000
    assert list(load(proj / ".mcp.json")["mcpServers"]) == ["team", "memtool"]
    settings = load(proj / ".claude" / "settings.json")
    assert settings["hooks"]["Stop"][0]["hooks"][0]["command"] == '"$CLAUDE_PROJECT_DIR/.claude/hooks/memtool-hook"'

    for agent in ("claude-code", "opencode"):
        done = memtool(env, "uninstall", agent, "--project", str(proj))
        assert done.returncode == 0, done.stderr
    assert (tree(proj), tree(home)) == before


def test_uninstall_keeps_what_the_user_and_the_agent_changed_after_install(env, home):
    assert memtool(env, "install", "claude-code", "--bin", BIN).returncode == 0
    # The user adds a hook of their own to an event memtool created; Claude Code rewrites its
    # state file in its own format (as it does on every start).
    settings_path = home / ".claude" / "settings.json"
    text = settings_path.read_text()
    text = jsonedit.insert(text, ["hooks", "Stop"], None, {"hooks": [{"type": "command", "command": "notify-send done"}]})
    settings_path.write_text(text)
    state = load(home / ".claude.json")
    state["numStartups"] = 4
    state["projects"] = {"/src/app": {"allowedTools": []}}
    (home / ".claude.json").write_text(json.dumps(state, indent=2))

    done = memtool(env, "uninstall", "claude-code")

    assert done.returncode == 0, done.stderr
    settings = load(settings_path)
    assert settings["hooks"] == {
        "PostToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "echo mine >> /tmp/my-hook.log"}]}],
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}
    assert settings["model"] == "opus"
    # everything else in the file is still the user's own bytes
    assert settings_path.read_text().startswith('{\n    "model": "opus",\n    "hooks": {\n        "PostToolUse": [\n')
    state = load(home / ".claude.json")
    assert state == {"numStartups": 4, "mcpServers": {"other": {"type": "stdio", "command": "other-server", "args": [],
                                                                "env": {}}},
                     "projects": {"/src/app": {"allowedTools": []}}}
    assert not (home / ".claude" / "hooks").exists()


def test_a_modified_memtool_file_is_never_overwritten_or_removed(env, home):
    assert memtool(env, "install", "opencode", "--bin", BIN).returncode == 0
    plugin = home / ".config" / "opencode" / "plugins" / "memtool.js"
    plugin.write_text(plugin.read_text() + "\n// my tweak\n")
    conf = home / ".config" / "opencode" / "opencode.jsonc"
    config_before = conf.read_bytes()

    refused = memtool(env, "install", "opencode", "--bin", "/other/memtool")
    assert refused.returncode == 1
    assert str(plugin) in refused.stderr and "modified" in refused.stderr
    assert plugin.read_text().endswith("// my tweak\n") and conf.read_bytes() == config_before  # nothing written

    done = memtool(env, "uninstall", "opencode")
    assert done.returncode == 1 and str(plugin) in done.stderr
    assert plugin.read_text().endswith("// my tweak\n")  # left in place
    assert conf.read_text() == OPENCODE_JSONC  # the unmodified entry went


def test_a_modified_memtool_entry_is_left_in_place_and_named(env, home):
    assert memtool(env, "install", "opencode", "--bin", BIN).returncode == 0
    conf = home / ".config" / "opencode" / "opencode.jsonc"
    text = conf.read_text().replace('"timeout": 20000', '"timeout": 60000')
    conf.write_text(text)

    refused = memtool(env, "install", "opencode", "--bin", BIN)
    assert refused.returncode == 1 and str(conf) in refused.stderr and "mcp.memtool" in refused.stderr
    done = memtool(env, "uninstall", "opencode")
    assert done.returncode == 1 and str(conf) in done.stderr
    assert load(conf)["mcp"]["memtool"]["timeout"] == 60000
    assert not (home / ".config" / "opencode" / "plugins").exists()  # the unmodified plugin went


def test_install_refuses_an_entry_memtool_did_not_write(env, home):
    conf = home / ".config" / "opencode" / "opencode.jsonc"
    conf.write_text(OPENCODE_JSONC.replace('"github"', '"memtool"'))

    refused = memtool(env, "install", "opencode", "--bin", BIN)

    assert refused.returncode == 1
    assert str(conf) in refused.stderr and "not written by memtool" in refused.stderr
    assert not (home / ".config" / "opencode" / "plugins").exists()


def test_install_upgrades_its_own_unmodified_entries(env, home):
    assert memtool(env, "install", "claude-code", "--bin", BIN).returncode == 0

    done = memtool(env, "install", "claude-code", "--bin", "/usr/local/bin/memtool")

    assert done.returncode == 0, done.stderr
    claude = load(home / ".claude.json")
    assert claude["mcpServers"]["memtool"]["command"] == "/usr/local/bin/memtool"
    assert 'DEFAULT_BIN = "/usr/local/bin/memtool"' in (home / ".claude" / "hooks" / "memtool-hook").read_text()
    assert memtool(env, "uninstall", "claude-code").returncode == 0
    assert load(home / ".claude.json") == json.loads(CLAUDE_JSON)


def test_dry_run_shows_a_diff_and_writes_nothing(env, home):
    before = tree(home)

    done = memtool(env, "install", "claude-code", "--bin", BIN, "--dry-run")

    assert done.returncode == 0, done.stderr
    assert tree(home) == before
    assert f"+++ {home / '.claude' / 'settings.json'}" in done.stdout
    assert any(line.startswith("+") and '"Stop": [' in line for line in done.stdout.splitlines())
    assert "--- /dev/null" in done.stdout  # the new hook script
    assert "dry run" in done.stderr
    assert memtool(env, "uninstall", "claude-code", "--dry-run").returncode == 0
    assert tree(home) == before


def test_install_creates_missing_configuration_and_uninstall_deletes_it(env, tmp_path):
    bare = tmp_path / "bare"
    bare.mkdir()
    env = dict(env, HOME=str(bare))

    assert memtool(env, "install", "opencode", "--bin", BIN).returncode == 0
    assert memtool(env, "install", "claude-code", "--bin", BIN).returncode == 0
    assert load(bare / ".config" / "opencode" / "opencode.json")["mcp"]["memtool"]["command"] == [BIN, "mcp"]
    assert memtool(env, "uninstall", "opencode").returncode == 0
    assert memtool(env, "uninstall", "claude-code").returncode == 0

    assert list(bare.rglob("*")) == []


def test_bad_json_is_refused_with_file_and_position(env, home):
    settings = home / ".claude" / "settings.json"
    settings.write_text('{"model": "opus",, }')

    refused = memtool(env, "install", "claude-code", "--bin", BIN)

    assert refused.returncode == 1
    assert str(settings) in refused.stderr and "line 1, column 18" in refused.stderr
    assert settings.read_text() == '{"model": "opus",, }'


def test_purge_data_asks_first(env, tmp_path):
    data = Path(env["MEMTOOL_HOME"]) / "data"
    data.mkdir(parents=True)
    (data / "marker").write_text("x")
    env = dict(env, MEMTOOL_DATABASE_URL="")

    declined = memtool(env, "uninstall", "opencode", "--purge-data", input="n\n")
    assert declined.returncode == 1 and data.exists()
    done = memtool(env, "uninstall", "opencode", "--purge-data", input="y\n")
    assert done.returncode == 0, done.stderr
    assert not data.exists()


def test_a_symlinked_settings_file_is_edited_through_the_link(env, home, tmp_path):
    """Dotfiles repositories link settings.json: install edits the file the link names, the link
    stays a link, and uninstall gives the linked file its bytes back."""
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    settings = home / ".claude" / "settings.json"
    linked = dotfiles / "claude-settings.json"
    linked.write_text(CLAUDE_SETTINGS)
    settings.unlink()
    settings.symlink_to(linked)

    done = memtool(env, "install", "claude-code", "--bin", BIN)
    assert done.returncode == 0, done.stderr
    assert settings.is_symlink() and settings.resolve() == linked
    assert "SessionStart" in load(linked)["hooks"] and load(linked)["model"] == "opus"
    assert [p.name for p in dotfiles.iterdir()] == ["claude-settings.json"]  # no temp file left

    done = memtool(env, "uninstall", "claude-code")
    assert done.returncode == 0, done.stderr
    assert settings.is_symlink() and linked.read_text() == CLAUDE_SETTINGS


def _as_user(tmp: Path, env: dict) -> tuple[list[str], dict]:
    """How to run memtool as an unprivileged user (root ignores file modes): the test tree is
    handed to it, and the system's python runs with this environment's packages (a pyenv
    interpreter under /root is out of its reach)."""
    if os.geteuid() != 0:
        return MEMTOOL, {}
    import sysconfig

    for path in [tmp, *tmp.rglob("*")]:
        os.lchown(path, 65534, 65534)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    python = f"/usr/bin/python{sys.version_info.major}.{sys.version_info.minor}"
    if not os.access(python, os.X_OK):
        pytest.skip(f"running as root and no {python} to run as another user")
    return [python, "-m", "memtool"], {"user": 65534, "group": 65534, "extra_groups": []}


@pytest.fixture
def open_tmp():
    """A temporary directory other users can enter (pytest's own are 0700)."""
    import shutil
    import tempfile

    path = Path(tempfile.mkdtemp(prefix="memtool-install-"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.parametrize("locked", ["settings", "hooks-dir", "state-dir"])
def test_an_unwritable_file_or_directory_changes_nothing(env, open_tmp, locked):
    """One line naming what could not be written; nothing half-applied: no hook script without
    its record, no temp file, no entry pointing at a missing script. Made writable, it works."""
    home = open_tmp / "home"
    (home / ".claude").mkdir(parents=True)
    settings = home / ".claude" / "settings.json"
    settings.write_text(CLAUDE_SETTINGS)
    (home / ".claude.json").write_text(CLAUDE_JSON)
    state = open_tmp / "memtool-home" / "state"
    state.mkdir(parents=True)
    env = dict(env, HOME=str(home), MEMTOOL_HOME=str(open_tmp / "memtool-home"))
    command, run_as = _as_user(open_tmp, env)
    victim = {"settings": settings, "hooks-dir": home / ".claude", "state-dir": state}[locked]
    victim.chmod(0o444 if victim.is_file() else 0o555)
    before = tree(open_tmp)

    def run(*args):
        return subprocess.run([*command, *args], capture_output=True, text=True, env=env, timeout=60, **run_as)

    refused = run("install", "claude-code", "--bin", BIN)
    assert refused.returncode == 1
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot write" in lines[0] and "nothing was changed" in lines[0], refused.stderr
    assert "internal error" not in refused.stderr
    assert tree(open_tmp) == before

    victim.chmod(0o644 if victim.is_file() else 0o755)
    done = run("install", "claude-code", "--bin", BIN)
    assert done.returncode == 0, done.stderr
    victim.chmod(0o444 if victim.is_file() else 0o555)
    installed = tree(open_tmp)
    refused = run("uninstall", "claude-code")
    assert refused.returncode == 1 and "nothing was changed" in refused.stderr, refused.stderr
    assert tree(open_tmp) == installed
    victim.chmod(0o644 if victim.is_file() else 0o755)
    assert run("uninstall", "claude-code").returncode == 0
    victim.chmod(0o444 if victim.is_file() else 0o555)
    after = tree(open_tmp)
    assert after.pop("memtool-home/state/installs.json") == b"{}\n"  # the (empty) record of installations
    assert after == before


def test_deep_nesting_is_refused_in_one_line(env, home):
    settings = home / ".claude" / "settings.json"
    settings.write_text('{"deep": ' + "[" * 20_000 + "]" * 20_000 + "}")
    refused = memtool(env, "install", "claude-code", "--bin", BIN)
    assert refused.returncode == 1
    assert str(settings) in refused.stderr and "nested deeper than" in refused.stderr
    assert "internal error" not in refused.stderr
