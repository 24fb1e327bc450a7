"""A project's layout and file roles: one memory per project, merged across its sessions.

A later session asks "what is this project made of", "where is the entry point", "which file
configures the build", "what does X use" — knowledge that is spread over directory listings,
files read and files changed, many sessions apart, and that no single event holds. When compress
writes a session's digest (digest.write_digest), `write_layout` gathers from that session's
events (a pure function, `gather`):

    files     paths a listing showed (ls, ls -R, find, tree, git ls-files, a glob/list tool),
              a read tool or `cat` read, an edit or write (here-documents too) changed
    uses      the modules a file read or written imports (JavaScript/TypeScript, Python, Go,
              Rust, Java/Kotlin, Ruby, C/C++), what it depends on
    about     what a manifest says: package.json (name, scripts, dependencies), pyproject.toml,
              go.mod, Cargo.toml, requirements files
    dirs      directories a listing showed
    removed   files the session deleted (`rm`, `git rm`): dropped from the project's state

and merges it into the project's layout memory (metadata.digest = "layout", no session): its
state is kept in metadata.layout (absolute or listing-relative paths → uses, about), bounded
(MAX_FILES, uses per file), and its narrative is rendered from the state, grouped by role —
manifests and dependencies, configuration, entry points, source, tests, types, database, CI and
deployment, docs, styles and assets — each file with the role its name says (a generic table,
`role_of`) and what it uses, paths relative to the project's root (the deepest directory that
holds most of the paths). The merge is a union in a fixed order, so a session compressed again
changes nothing. Paths and imports come from events, which are redacted at capture.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tomllib
from typing import Iterable

from memtool.distil import extractive, keylines, toolcalls
from memtool.store import observations, observations_read
from memtool.store.db import Conn

MAX_FILES = 160  # files the state keeps (the most telling first: see `_rank`)
MAX_USES = 8  # imports kept per file
MIN_FILES = 3  # a project seen through fewer files gets no layout memory (yet)
NARRATIVE_BUDGET = 3200
GROUP_BUDGET = 900
PART = "layout"

MANIFEST, CONFIG, ENTRY, SOURCE, TESTS, TYPES, DATABASE, DEPLOY, DOCS, STYLES, OTHER = range(11)
GROUPS = {MANIFEST: "Manifests and dependencies", CONFIG: "Configuration", ENTRY: "Entry points", SOURCE: "Source",
          TESTS: "Tests", TYPES: "Types", DATABASE: "Database and migrations", DEPLOY: "CI, containers and deployment",
          DOCS: "Docs and agent instructions", STYLES: "Styles and assets", OTHER: "Other files"}

# (pattern on the path, group, role): the first that matches names the file's role.
_ROLES = [(re.compile(pattern), group, role) for pattern, group, role in [
    (r"(^|/)package\.json$", MANIFEST, "npm package manifest"),
    (r"(^|/)pyproject\.toml$", MANIFEST, "Python project manifest"),
    (r"(^|/)(setup\.py|setup\.cfg)$", MANIFEST, "Python package setup"),
    (r"(^|/)requirements[\w.-]*\.(txt|in)$", MANIFEST, "Python requirements"),
    (r"(^|/)(Pipfile|environment\.ya?ml)$", MANIFEST, "Python environment"),
    (r"(^|/)go\.mod$", MANIFEST, "Go module manifest"),
    (r"(^|/)Cargo\.toml$", MANIFEST, "Rust crate manifest"),
    (r"(^|/)Gemfile$", MANIFEST, "Ruby gems"),
    (r"(^|/)composer\.json$", MANIFEST, "PHP Composer manifest"),
    (r"(^|/)(pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?)$", MANIFEST, "JVM build manifest"),
    (r"(^|/)mix\.exs$", MANIFEST, "Elixir Mix project"),
    (r"(^|/)deno\.jsonc?$|\.(csproj|fsproj|sln)$|(^|/)Package\.swift$|\.cabal$|(^|/)pubspec\.yaml$", MANIFEST,
     "project manifest"),
    (r"(^|/)(package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|poetry\.lock|uv\.lock|"
     r"Pipfile\.lock|Cargo\.lock|go\.sum|Gemfile\.lock|composer\.lock|mix\.lock)$", MANIFEST, "dependency lock file"),
    (r"(^|/)vite\.config\.\w+$", CONFIG, "Vite build and dev-server config"),
    (r"(^|/)vitest\.config\.\w+$", CONFIG, "Vitest test config"),
    (r"(^|/)jest\.config\.\w+$", CONFIG, "Jest test config"),
    (r"(^|/)(playwright|cypress)\.config\.\w+$", CONFIG, "end-to-end test config"),
    (r"(^|/)(webpack|rollup|esbuild|rspack|tsup|turbo)\.(config\.)?\w+$", CONFIG, "build config"),
    (r"(^|/)next\.config\.\w+$", CONFIG, "Next.js config"),
    (r"(^|/)(nuxt|svelte|astro|remix|gatsby|angular)\.(config\.)?\w+$", CONFIG, "framework config"),
    (r"(^|/)tsconfig[\w.-]*\.json$", CONFIG, "TypeScript compiler settings"),
    (r"(^|/)jsconfig\.json$", CONFIG, "JavaScript project settings"),
    (r"(^|/)(eslint\.config\.\w+|\.eslintrc[\w.]*)$", CONFIG, "ESLint lint rules"),
    (r"(^|/)(\.prettierrc[\w.]*|prettier\.config\.\w+)$", CONFIG, "Prettier formatter settings"),
    (r"(^|/)(babel\.config\.\w+|\.babelrc)$", CONFIG, "Babel config"),
    (r"(^|/)(tailwind|postcss)\.config\.\w+$", CONFIG, "CSS tooling config"),
    (r"(^|/)(tox\.ini|noxfile\.py|pytest\.ini|\.coveragerc)$", CONFIG, "test runner config"),
    (r"(^|/)(mypy\.ini|\.mypy\.ini|pyrightconfig\.json|\.?ruff\.toml|\.flake8|\.pylintrc|\.golangci\.ya?ml|"
     r"clippy\.toml|\.rubocop\.yml|biome\.json)$", CONFIG, "lint and type-check settings"),
    (r"(^|/)(Makefile|GNUmakefile|makefile|[jJ]ustfile|Taskfile\.ya?ml|Rakefile)$", CONFIG, "build tasks"),
    (r"(^|/)CMakeLists\.txt$", CONFIG, "CMake build"),
    (r"(^|/)\.env[\w.-]*$", CONFIG, "environment settings"),
    (r"(^|/)(\.gitignore|\.dockerignore|\.editorconfig|\.gitattributes)$", CONFIG, ""),
    (r"(^|/)\.pre-commit-config\.yaml$", CONFIG, "pre-commit hooks"),
    (r"(^|/)\.github/workflows/[^/]+\.ya?ml$", DEPLOY, "GitHub Actions workflow"),
    (r"(^|/)(\.gitlab-ci\.yml|\.circleci/config\.yml|Jenkinsfile|azure-pipelines\.yml|\.travis\.yml)$", DEPLOY,
     "CI pipeline"),
    (r"(^|/)(Dockerfile[\w.-]*|[\w.-]+\.Dockerfile|Containerfile)$", DEPLOY, "container image build"),
    (r"(^|/)(docker-)?compose[\w.-]*\.ya?ml$", DEPLOY, "containers (compose)"),
    (r"(^|/)(fly\.toml|vercel\.json|netlify\.toml|Procfile|app\.yaml|render\.yaml|serverless\.ya?ml)$", DEPLOY,
     "deployment config"),
    (r"\.(tf|tfvars)$|(^|/)(helm|k8s|kubernetes|charts)/", DEPLOY, "infrastructure"),
    (r"(^|/)README[\w.]*$", DOCS, "readme"),
    (r"\.(md|rst|adoc)$|(^|/)(CHANGELOG|CONTRIBUTING|LICENSE|NOTICE|SECURITY)[\w.]*$|(^|/)docs?/", DOCS, ""),
    (r"(^|/)conftest\.py$", TESTS, "pytest fixtures"),
    (r"(^|/)(setupTests|setup-tests|test-setup|jest\.setup|vitest\.setup)\.\w+$", TESTS, "test setup"),
    (r"(^|/)(test_[^/]+\.py|[^/]+_test\.(py|go|rb|exs|cc|cpp)|[^/]+\.(test|spec)\.\w+|[^/]+Tests?\.(java|kt|php|cs|swift)|"
     r"[^/]+_spec\.rb)$", TESTS, "tests"),
    (r"(^|/)(tests?|__tests__|spec|specs|e2e|integration_tests)/", TESTS, "tests"),
    (r"(^|/)(fixtures?|testdata|__fixtures__|__mocks__)/", TESTS, "test data"),
    (r"(^|/)(CLAUDE|AGENTS|GEMINI)\.md$|(^|/)\.cursorrules$|copilot-instructions\.md$", DOCS, "agent instructions"),
    (r"(^|/)(__main__\.py|main\.(py|go|rs|ts|tsx|js|jsx|mjs|c|cc|cpp|swift|kt|java|dart|zig)|manage\.py|wsgi\.py|"
     r"asgi\.py)$", ENTRY, "entry point"),
    (r"(^|/)cmd/[^/]+/main\.go$", ENTRY, "command entry point"),
    (r"(^|/)src/lib\.rs$", ENTRY, "library root"),
    (r"(^|/)src/(index|server|app|cli)\.(ts|tsx|js|jsx|mjs|cjs|py)$|^(index|server|app|cli)\.(ts|tsx|js|jsx|mjs|cjs|py)$",
     ENTRY, "entry point"),
    (r"(^|/)index\.html$", ENTRY, "HTML entry page"),
    (r"(^|/)(app|pages)/(page|layout|_app|_document)\.(tsx|jsx|ts|js)$", ENTRY, "page / layout (routing)"),
    (r"(^|/)App\.(tsx|jsx|vue|svelte)$", ENTRY, "root component"),
    (r"\.d\.ts$", TYPES, "type declarations"),
    (r"(^|/)(types?|typings|interfaces)/", TYPES, "type definitions"),
    (r"(^|/)(migrations?|alembic|db/migrate|migrate)/", DATABASE, "database migration"),
    (r"(^|/)(schema\.(prisma|sql|graphql|rb)|models?\.py)$|\.prisma$", DATABASE, "database schema / models"),
    (r"\.sql$", DATABASE, "SQL"),
    (r"(^|/)components?/[^/]+\.(tsx|jsx|vue|svelte)$", SOURCE, "UI component"),
    (r"(^|/)hooks?/use\w+\.(ts|tsx|js|jsx)$", SOURCE, "React hook"),
    (r"(^|/)(api|routes?|controllers?|handlers?|endpoints?)/", SOURCE, "request handlers"),
    (r"\.(css|scss|sass|less|styl)$", STYLES, "styles"),
    (r"\.(svg|png|jpe?g|gif|ico|webp|woff2?|ttf|eot|mp3|mp4)$|(^|/)(public|static|assets)/", STYLES, "asset"),
]]
_CODE = re.compile(r"\.(py|pyi|js|jsx|mjs|cjs|ts|tsx|go|rs|java|kt|kts|rb|c|h|cc|cpp|hpp|cs|swift|vue|svelte|php|"
                   r"ex|exs|scala|dart|lua|sh|zig|pony|m|mm)$")
_KNOWN_BARE = re.compile(r"^(Makefile|GNUmakefile|makefile|[jJ]ustfile|Dockerfile|Containerfile|Procfile|Gemfile|"
                         r"Rakefile|Pipfile|Jenkinsfile|LICENSE|NOTICE|README|CHANGELOG|Vagrantfile|Brewfile)$")
_SKIP_PARTS = frozenset({"node_modules", ".git", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache",
                         ".pytest_cache", ".ruff_cache", ".next", ".nuxt", "dist", "build", "target", "coverage",
                         ".cache", "site-packages", ".idea", ".vscode", "vendor", ".turbo", ".svelte-kit",
                         "__snapshots__", ".gradle", "out"})
_OUTSIDE = ("/tmp/", "/usr/", "/proc/", "/dev/", "/etc/", "/var/", "/opt/", "/sys/", "/bin/", "/lib", "/snap/",
            "/nix/", "/private/")
_NUMBERED = re.compile(r"^\s*\d+(?:→|\t|\||:\s)")
_LISTING = re.compile(r"^\s*(?:cd\s+(\S+)\s*&&\s*)?(ls|find|tree|fd|git\s+ls-files|rg\s+--files)\b(.*)$")
_VIEW = re.compile(r"^\s*(?:cd\s+\S+\s*&&\s*)?(?:cat|head|tail|nl|bat|less)\s+(?:-\S+\s+)*([^\s|;&<>]+)\s*$")
_LONG_LS = re.compile(r"^([dl-])[rwxsStT-]{9}[@+.]?\s+\d+\s+\S+\s+\S+\s+\S+\s+\S+\s+\S+\s+\S+\s+(.+)$")
_TREE = re.compile(r"^((?:[│|]\s{2,3}|\s{4})*)(?:[├└|`]──\s|[├└]─\s)(.+)$")
_IMPORTS = [re.compile(p) for p in (
    r"""(?:^|\s)from\s+['"]([^'"\s]+)['"]""",  # JS/TS: import … from 'x' (also the last line of a multi-line one)
    r"""^\s*import\s+['"]([^'"\s]+)['"]""",  # JS side effect; Go single import
    r"""\brequire(?:_relative)?\(?\s*['"]([^'"\s]+)['"]""",  # CommonJS, Ruby
    r"^\s*from\s+(\.*[\w.]*)\s+import\s",  # Python
    r"^\s*import\s+([\w][\w.]*)\s*(?:;|,|\s+as\s|$)",  # Python, Java, Kotlin, Scala
    r"^\s*(?:pub\s+)?use\s+((?:crate|super|self|\w+)(?:::\w+)?)",  # Rust
    r"^\s*extern\s+crate\s+(\w+)",
    r"^\s*#\s*include\s+[<\"]([^>\"]+)[>\"]",  # C, C++
)]
_REMOVE = re.compile(r"^\s*(?:git\s+)?rm\s+((?:-\S+\s+)*)(.+)$")
_GO_BLOCK_LINE = re.compile(r"""^\s*(?:[\w.]+\s+)?"([^"\s]+)"\s*$""")


def role_of(path: str) -> tuple[int, str]:
    """(group, role) of a file by its path (see _ROLES); source files without a special role are
    SOURCE with no role, anything else OTHER."""
    for pattern, group, role in _ROLES:
        if pattern.search(path):
            return group, role
    return (SOURCE, "") if _CODE.search(path) else (OTHER, "")


# -- gathering one session ---------------------------------------------------------------------------


def _useful(path: str) -> bool:
    parts = [p for p in path.split("/") if p]
    return (bool(parts) and len(path) <= 300 and not path.startswith(_OUTSIDE) and "~" not in path[:2]
            and not any(p in _SKIP_PARTS or p.endswith(".egg-info") for p in parts)
            and not re.search(r"[\s*?\[\]{}$`\"'<>|;]", path))


def _join(base: str | None, name: str) -> str:
    name = name.strip()
    name = name[2:] if name.startswith("./") else name
    if name.startswith("/") or not base or base in (".", "./"):
        return name.rstrip("/") if name != "/" else name
    return os.path.normpath(os.path.join(base, name))


_DOT_DIRS = frozenset({".github", ".vscode", ".idea", ".husky", ".circleci", ".devcontainer", ".claude", ".cursor",
                       ".config", ".specstory", ".changeset", ".storybook"})


def _is_dir_name(name: str) -> bool:
    base = name.rstrip("/").rsplit("/", 1)[-1]
    if name.endswith("/") or base in _DOT_DIRS:
        return True
    return not base.startswith(".") and "." not in base and not _KNOWN_BARE.match(base)


def listed(command: str, output: str | None, limit: int = 400) -> tuple[list[str], list[str]]:
    """(files, directories) a listing command showed: ls (short, long, -R), find, tree, fd,
    git ls-files; paths joined to the listed directory when it is named."""
    match = _LISTING.match(command.strip().splitlines()[0] if command.strip() else "")
    if not match:
        return [], []
    program, rest = match.group(2).split()[0], match.group(3)
    targets = [w for w in re.split(r"\s+", rest.split("|")[0].strip()) if w and not w.startswith("-")]
    base = targets[0] if program in ("ls", "find", "tree") and targets and not targets[0].startswith(("*", "(", "\\")) \
        else match.group(1)
    base = match.group(1) if base and match.group(1) and not base.startswith("/") else base
    files: list[str] = []
    dirs: list[str] = []
    stack: list[str] = []
    for line in keylines.lines_of(output)[:limit]:
        if not line.strip() or line.startswith(("total ", "find:", "ls:")) or line.strip().endswith("files"):
            continue
        if program == "ls" and line.rstrip().endswith(":") and " " not in line.strip():
            base = line.strip()[:-1]  # ls -R: a directory's header
            dirs.append(base)
            continue
        long_form = _LONG_LS.match(line)
        tree = _TREE.match(line) if program == "tree" else None
        if long_form:
            names = [long_form.group(2).split(" -> ")[0]]
            if long_form.group(1) == "d":
                dirs.extend(_join(base, n) for n in names if n not in (".", ".."))
                continue
        elif tree:
            depth = len(tree.group(1)) // 4
            name = tree.group(2).strip()
            del stack[depth:]
            path = _join(base, "/".join([*stack, name]))
            stack.append(name)
            (dirs if _is_dir_name(name) else files).append(path)
            continue
        elif program == "tree":
            continue  # its root's name, its counts
        elif program == "ls":
            names = [n for n in re.split(r"\s{2,}|\t+", line.strip()) if n]
        else:
            names = [line.strip()]
        for name in names:
            if name in (".", ".."):
                continue
            path = _join(base if program == "ls" else (match.group(1) if not name.startswith("/") else None), name)
            (dirs if _is_dir_name(name) else files).append(path)
    return [f for f in files if _useful(f)], [d for d in dirs if _useful(d)]


def _standard(module: str, path: str) -> bool:
    """A module of the language's standard library (what a file uses from outside says more)."""
    if path.endswith(".go"):
        return "." not in module.split("/", 1)[0]
    if path.endswith((".py", ".pyi")):
        return module.split(".", 1)[0] in sys.stdlib_module_names
    if path.endswith(".rs"):
        return module.split("::", 1)[0] in ("std", "core", "alloc")
    return module.startswith("node:")


def removed(command: str) -> list[str]:
    """The paths a command deletes (`rm`, `git rm` steps; globs left out)."""
    out: list[str] = []
    for step in re.split(r"\s*(?:&&|;)\s*", command.strip().splitlines()[0] if command.strip() else ""):
        match = _REMOVE.match(step)
        if match:
            out += [p[2:] if p.startswith("./") else p for p in match.group(2).split()
                    if _useful(p.rstrip("/")) and not p.startswith("-")]
    return [p.rstrip("/") for p in out]


def imports(text: str, path: str, limit: int = MAX_USES) -> list[str]:
    """The modules a source file imports (its first 300 lines), distinct, in order, the
    language's standard library left out."""
    found: list[str] = []
    in_go_block = False
    for raw in text.splitlines()[:300]:
        line = _NUMBERED.sub("", raw, count=1)
        if path.endswith(".go"):
            if re.match(r"^\s*import\s*\(\s*$", line):
                in_go_block = True
                continue
            if in_go_block:
                block = _GO_BLOCK_LINE.match(line)
                if block and block.group(1) not in found and not _standard(block.group(1), path):
                    found.append(block.group(1))
                in_go_block = not line.strip().startswith(")")
                continue
        for pattern in _IMPORTS:
            hit = pattern.search(line)
            if hit and hit.group(1):
                if hit.group(1) not in found and not _standard(hit.group(1), path):
                    found.append(hit.group(1))
                break
        if len(found) >= limit:
            break
    return found


def _names(values: object, limit: int) -> list[str]:
    if isinstance(values, dict):
        return [str(k) for k in list(values)[:limit]]
    if isinstance(values, list):
        return [re.split(r"[\s<>=!~;\[(@]", str(v).strip(), maxsplit=1)[0] for v in values[:limit] if str(v).strip()]
    return []


def manifest(path: str, text: str) -> str:
    """What a manifest says in one line: its name, scripts and dependencies ("" for other files)."""
    text = "\n".join(_NUMBERED.sub("", line, count=1) for line in text.splitlines())
    base = os.path.basename(path)
    parts: list[str] = []
    try:
        if base in ("package.json", "composer.json"):
            data = json.loads(text)
            scripts = data.get("scripts") or {}
            parts += [f"name {data['name']}"] if isinstance(data.get("name"), str) else []
            parts += ["scripts " + ", ".join(f"{k} ({keylines.clip(str(v), 40)})" for k, v in list(scripts.items())[:8])
                      ] if isinstance(scripts, dict) and scripts else []
            for key, label in (("dependencies", "dependencies"), ("require", "dependencies"),
                               ("devDependencies", "dev dependencies")):
                names = _names(data.get(key), 14)
                parts += [f"{label} " + ", ".join(names)] if names else []
        elif base in ("pyproject.toml", "Cargo.toml"):
            data = tomllib.loads(text)
            project = data.get("project") or data.get("package") or (data.get("tool") or {}).get("poetry") or {}
            parts += [f"name {project['name']}"] if isinstance(project.get("name"), str) else []
            names = _names(project.get("dependencies") or data.get("dependencies"), 14)
            parts += ["dependencies " + ", ".join(names)] if names else []
            names = _names(project.get("scripts") or {}, 6)
            parts += ["scripts " + ", ".join(names)] if names else []
        elif base == "go.mod":
            module = re.search(r"^module\s+(\S+)", text, re.MULTILINE)
            parts += [f"module {module.group(1)}"] if module else []
            required = re.findall(r"^\s*(?:require\s+)?([\w.-]+\.[\w.-]+/\S+)\s+v\d", text, re.MULTILINE)
            parts += ["requires " + ", ".join(required[:14])] if required else []
        elif re.match(r"requirements[\w.-]*\.(txt|in)$", base):
            names = _names([line for line in text.splitlines() if line.strip() and not line.startswith(("#", "-"))], 14)
            parts += ["requires " + ", ".join(names)] if names else []
    except (ValueError, TypeError, AttributeError, tomllib.TOMLDecodeError):
        return ""
    return keylines.clip("; ".join(parts), 600)


def _content(event: dict, kind: str, cmd: str, failed: bool) -> list[tuple[str, str, bool]]:
    """(path, text, whole) of the files an event read or wrote, with their text when it holds it
    (`cmd`: its shell command, `failed`: toolcalls.failed)."""
    args = toolcalls.tool_input(event)
    output = (event.get("payload") or {}).get("tool_output") or ""
    path = toolcalls.file_path(args)
    if kind == "read" and isinstance(path, str):
        return [(path, keylines.text_of(output), True)]
    if kind == "write" and isinstance(path, str):
        content = toolcalls.get(args, "content", "file_text")
        return [(path, content if isinstance(content, str) else "", True)]
    if kind == "edit" and isinstance(path, str):
        new = "\n".join(str(n) for _, n in extractive.edit_pairs(args))
        return [(path, new, False)]
    if kind == "bash":
        view = _VIEW.match(cmd.splitlines()[0]) if cmd.strip() else None
        found = [(p, text, True) for p, text in keylines.heredoc_writes(cmd)]
        if view and not failed:
            found.append((view.group(1), keylines.text_of(output), True))
        return found
    return []


def gather(events: Iterable[dict]) -> dict:
    """The layout one session's events show: {"files": {path: {"uses": [...], "about": str}},
    "dirs": [...], "cwd": str | None, "sources": [event ids that showed any of it], "removed":
    [paths deleted]} (paths as the session named them)."""
    files: dict[str, dict] = {}
    dirs: list[str] = []
    cwd = None
    sources: list[int] = []
    gone: set[str] = set()
    for event in events:
        cwd = cwd or event.get("cwd")
        if event.get("event_type") != "tool":
            continue
        kind = toolcalls.tool_kind(event.get("tool_name"))
        output = (event.get("payload") or {}).get("tool_output") or ""
        before, told = (len(files), len(dirs)), False
        failed = toolcalls.failed(event)
        cmd = (toolcalls.command(event) or "") if kind == "bash" else ""
        if kind == "bash" and not failed:
            for path in removed(cmd):
                gone.add(path)
                files.pop(path, None)
            shown, folders = listed(cmd, output)
            for path in shown:
                files.setdefault(path, {})
            dirs += [d for d in folders if d not in dirs]
        elif kind == "search" and not failed:
            for line in keylines.lines_of(output)[:200]:
                line = line.strip()
                if "/" in line and _useful(line) and not _is_dir_name(line) and ":" not in line:
                    files.setdefault(line, {})
        if kind in ("read", "write", "edit", "bash") and (kind != "edit" or not failed):
            for path, text, whole in _content(event, kind, cmd, failed):
                path = path[2:] if path.startswith("./") else path
                if not _useful(path) or (kind == "read" and failed):
                    continue
                gone.discard(path)
                entry = files.setdefault(path, {})
                uses = imports(text, path) if _CODE.search(path) else []
                if uses:
                    entry["uses"] = list(dict.fromkeys([*entry.get("uses", []), *uses]))[:MAX_USES]
                about = manifest(path, text) if whole and role_of(path)[0] == MANIFEST else ""
                if about:
                    entry["about"] = about
                told = told or bool(uses or about)
        if (told or before != (len(files), len(dirs))) and isinstance(event.get("id"), int):
            sources.append(event["id"])
    return {"files": files, "dirs": dirs, "cwd": cwd, "sources": sources, "removed": sorted(gone)}


# -- the project's memory: merged state, rendered ---------------------------------------------------


def _rank(item: tuple[str, dict]) -> tuple:
    path, entry = item
    group = role_of(path)[0]
    return (not (entry.get("uses") or entry.get("about")), group == OTHER, group == STYLES, path.count("/"), path)


def merge(state: dict, found: dict) -> dict:
    """The project's layout state with one session's findings added (a union in a fixed order,
    bounded: MAX_FILES files, the most telling kept — see `_rank`)."""
    files = {path: dict(entry) for path, entry in (state.get("files") or {}).items()}
    for path, entry in found["files"].items():
        kept = files.setdefault(path, {})
        uses = list(dict.fromkeys([*kept.get("uses", []), *entry.get("uses", [])]))[:MAX_USES]
        if uses:
            kept["uses"] = uses
        if entry.get("about"):
            kept["about"] = entry["about"]
    for gone in found.get("removed", []):  # deleted since: no longer part of the project
        for path in [p for p in files if p == gone or p.endswith("/" + gone) or gone.endswith("/" + p)]:
            del files[path]
    if len(files) > MAX_FILES:
        files = dict(sorted(files.items(), key=_rank)[:MAX_FILES])
    dirs = list(dict.fromkeys([*(state.get("dirs") or []), *found["dirs"]]))[:MAX_FILES // 2]
    return {"files": dict(sorted(files.items())), "dirs": dirs, "cwd": state.get("cwd") or found.get("cwd")}


def root_of(paths: list[str], cwd: str | None = None, share: float = 0.75) -> str | None:
    """The project's root as the sessions named it: their working directory when it holds at
    least `share` of the absolute paths, else the deepest directory that does; None when there
    are no absolute paths."""
    absolute = [p for p in paths if p.startswith("/")]
    if not absolute:
        return None
    cwd = (cwd or "").rstrip("/")
    if cwd and sum(p.startswith(cwd + "/") for p in absolute) >= share * len(absolute):
        return cwd
    counts: dict[str, int] = {}
    for path in absolute:
        parts = path.strip("/").split("/")[:-1] if not path.endswith("/") else path.strip("/").split("/")
        for depth in range(1, len(parts) + 1):
            prefix = "/" + "/".join(parts[:depth])
            counts[prefix] = counts.get(prefix, 0) + 1
    held = [prefix for prefix, n in counts.items() if n >= share * len(absolute)]
    return max(held, key=len) if held else None


def _shown(path: str, root: str | None) -> str:
    if root and path.startswith(root + "/"):
        return path[len(root) + 1:]
    return path


def render(state: dict, name: str) -> tuple[str, str]:
    """(title, narrative) of the layout memory from its state (see the module docstring)."""
    files = state.get("files") or {}
    root = root_of([*files, *[d + "/" for d in state.get("dirs") or []]], state.get("cwd"))
    longer = {*files, *(_shown(path, root) for path in files)}
    groups: dict[int, dict[str, dict]] = {}
    for path, entry in files.items():
        shown = _shown(path, root)
        if not path.startswith("/") and any(a.endswith("/" + path) for a in longer):
            continue  # named relative to a directory the session did not name: known by its longer path
        kept = groups.setdefault(role_of(shown)[0], {}).setdefault(shown, {"uses": [], "about": ""})
        kept["uses"] = list(dict.fromkeys([*kept["uses"], *entry.get("uses", [])]))[:MAX_USES]
        kept["about"] = kept["about"] or entry.get("about", "")
    where = f" (paths under {root})" if root else ""
    lines = [f"What {name} is made of: its layout, the role of each file and what it uses{where}, "
             "from the files its sessions listed, read and changed."]
    used = len(lines[0])
    for group in sorted(groups):
        items = []
        for shown, entry in sorted(groups[group].items(), key=lambda item: (not (item[1]["uses"] or item[1]["about"]),
                                                                            item[0].count("/"), item[0])):
            role = role_of(shown)[1]
            text = shown + (f" — {role}" if role else "") + (f"; uses {', '.join(entry['uses'])}" if entry["uses"] else "")
            items.append(text + (f"; {entry['about']}" if entry["about"] else ""))
        line = _fit(f"{GROUPS[group]}: ", items, min(GROUP_BUDGET, NARRATIVE_BUDGET - used))
        if line:
            lines.append(line)
            used += len(line) + 1
    dirs = sorted({_shown(d, root) + "/" for d in state.get("dirs") or [] if d != root} - {"/"})
    line = _fit("Directories: ", dirs, min(GROUP_BUDGET // 2, NARRATIVE_BUDGET - used), ", ")
    if line:
        lines.append(line)
    return f"Project layout and file roles: {name}", "\n".join(lines)


def _fit(head: str, items: list[str], budget: int, separator: str = " | ") -> str:
    kept: list[str] = []
    used = len(head)
    for item in items:
        item = keylines.clip(item, 400)
        if used + len(item) + len(separator) > budget:
            if kept:
                kept.append(f"… ({len(items) - len(kept)} more)")
            break
        kept.append(item)
        used += len(item) + len(separator)
    return head + separator.join(kept) if kept else ""


def write_layout(conn: Conn, project: str, events: list[dict]) -> dict | None:
    """Merge one session's events into the layout memory of `project` (create it, or update it
    keeping versions), in the caller's transaction; None when nothing changed."""
    found = gather(events)
    if not found["files"]:
        return None
    observations_read.lock_session_digest(conn, f"{PART}:{project}")  # one writer per project
    obs_id = observations_read.project_part(conn, project, PART)
    current = observations.fetch(conn, [obs_id])[0] if obs_id is not None else None
    before = ((current or {}).get("metadata") or {}).get(PART) or {}
    state = merge(before, found)
    if len(state["files"]) < MIN_FILES or state == before:
        return None  # too little to tell yet, or nothing new: no render, no write
    name = os.path.basename((found["cwd"] or "").rstrip("/")) or project.rstrip("/").rsplit("/", 1)[-1]
    title, narrative = render(state, name)
    sources = list(dict.fromkeys([*((current or {}).get("source_event_ids") or []), *found["sources"]]))[-200:]
    draft = {"type": "discovery", "title": title, "narrative": narrative, "facts": [],
             "concepts": ["layout", "structure", "files", "dependencies"], "files_read": [], "files_modified": [],
             "importance": 0.5, "confidence": extractive.EXTRACTIVE_CONFIDENCE, "is_global": False,
             "project": project, "session_id": None, "source_event_ids": sources,
             "metadata": {"digest": PART, PART: state}}
    obs = observations.normalise(draft, default_project=project, method="extractive")
    if current is None:
        stored = observations.store(conn, obs)
        return observations.fetch(conn, [stored["id"]])[0] if stored["action"] == "created" else None
    changes = {key: obs[key] for key in ("title", "narrative", "metadata") if current.get(key) != obs[key]}
    if not changes:
        return None
    observations.set_sources(conn, current["id"], obs["source_event_ids"])
    return observations.update(conn, current["id"], changes, reason=f"compress: layout of project {project}")
