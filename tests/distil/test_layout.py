"""A project's layout and file roles (distil/layout.py): what listings, reads and writes show,
each file's role and what it imports, manifests' scripts and dependencies — as plain functions
and, merged across sessions into one memory per project, through compress on the real database."""

from __future__ import annotations

import json

from conftest import queue_event
from memtool.distil import compress, layout

ROOT = "/srv/shop"

LISTING = ("/srv/shop:\nREADME.md  package.json\tsrc  vite.config.ts\n\n/srv/shop/src:\nApp.tsx  main.tsx  cart.ts  "
           "cart.test.ts\n")
PACKAGE = json.dumps({"name": "shop", "scripts": {"dev": "vite", "test": "vitest run"},
                      "dependencies": {"react": "^19", "decimal.js": "^10"}, "devDependencies": {"vitest": "^3"}},
                     indent=2)
CART = "import Decimal from 'decimal.js';\nimport { useState } from 'react';\nimport {\n  fmt,\n} from './money';\n" \
       "export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);\n"


def numbered(text: str) -> str:
    return "\n".join(f"{i:6}→{line}" for i, line in enumerate(text.splitlines(), 1))


def tool(name, tool_input, output, event_id=1):
    return {"id": event_id, "event_type": "tool", "tool_name": name, "cwd": ROOT, "project": ROOT,
            "payload": {"tool_input": tool_input, "tool_output": output}}


def test_listings_of_the_common_tools_give_files_and_directories():
    files, dirs = layout.listed("ls -R /srv/shop", LISTING)
    assert "/srv/shop/src/cart.test.ts" in files and "/srv/shop/package.json" in files
    assert "/srv/shop/src" in dirs
    long_form = "total 8\ndrwxr-xr-x 2 u u 4096 Jan 1 10:00 lib\n-rw-r--r-- 1 u u 120 Jan 1 10:00 go.mod\n"
    assert layout.listed("ls -la /srv/api", long_form) == (["/srv/api/go.mod"], ["/srv/api/lib"])
    found = "./cmd/api/main.go\n./internal/store/db.go\n./node_modules/x/index.js\n"
    assert layout.listed("find . -name '*.go'", found) == (["cmd/api/main.go", "internal/store/db.go"], [])
    tree = "app\n├── pyproject.toml\n└── src\n    └── app\n        └── __main__.py\n"
    files, dirs = layout.listed("tree app", tree)
    assert files == ["app/pyproject.toml", "app/src/app/__main__.py"] and dirs == ["app/src", "app/src/app"]
    assert layout.listed("git status", "On branch main") == ([], [])


def test_imports_of_several_languages():
    assert layout.imports(numbered(CART), "src/cart.ts") == ["decimal.js", "react", "./money"]
    # The standard library is left out: what a file uses from outside says more.
    assert layout.imports("import os\nimport httpx\nfrom pathlib import Path\nfrom .store import db\n", "a.py") == [
        "httpx", ".store"]
    go = 'package main\n\nimport (\n\t"fmt"\n\tlog "github.com/sirupsen/logrus"\n)\n'
    assert layout.imports(go, "main.go") == ["github.com/sirupsen/logrus"]
    assert layout.imports("import fs from 'node:fs';\nimport express from 'express';\n", "a.js") == ["express"]
    assert layout.imports("use serde::Deserialize;\nuse crate::config;\n", "src/lib.rs") == ["serde::Deserialize",
                                                                                         "crate::config"]


def test_manifests_say_their_name_scripts_and_dependencies():
    about = layout.manifest("package.json", numbered(PACKAGE))
    assert about == ("name shop; scripts dev (vite), test (vitest run); dependencies react, decimal.js; "
                     "dev dependencies vitest")
    toml = '[project]\nname = "billing"\ndependencies = ["httpx>=0.27", "psycopg[binary]"]\n'
    assert layout.manifest("pyproject.toml", toml) == "name billing; dependencies httpx, psycopg"
    assert layout.manifest("go.mod", "module example.com/api\n\nrequire (\n\tgithub.com/lib/pq v1.10.9\n)\n") == \
        "module example.com/api; requires github.com/lib/pq"
    assert layout.manifest("package.json", '{"name": ') == ""  # cut off: nothing rather than a guess


def test_roles_come_from_a_generic_table():
    assert layout.role_of("vite.config.ts") == (layout.CONFIG, "Vite build and dev-server config")
    assert layout.role_of("src/main.tsx") == (layout.ENTRY, "entry point")
    assert layout.role_of("tests/test_cart.py") == (layout.TESTS, "tests")
    assert layout.role_of("pkg/store/db_test.go") == (layout.TESTS, "tests")
    assert layout.role_of(".github/workflows/ci.yml") == (layout.DEPLOY, "GitHub Actions workflow")
    assert layout.role_of("src/types/index.ts")[0] == layout.TYPES
    assert layout.role_of("src/cart.ts") == (layout.SOURCE, "")


def test_one_session_rendered_by_role_relative_to_the_root():
    events = [tool("Bash", {"command": "ls -R /srv/shop"}, json.dumps({"stdout": LISTING, "stderr": ""}), 1),
              tool("Read", {"file_path": "/srv/shop/package.json"}, numbered(PACKAGE), 2),
              tool("Read", {"file_path": "/srv/shop/src/cart.ts"}, numbered(CART), 3),
              tool("Bash", {"command": "git status"}, "clean", 4)]
    found = layout.gather(events)
    assert found["sources"] == [1, 2, 3]
    title, narrative = layout.render(layout.merge({}, found), "shop")
    assert title == "Project layout and file roles: shop"
    assert "(paths under /srv/shop)" in narrative
    assert "package.json — npm package manifest; name shop; scripts dev (vite), test (vitest run)" in narrative
    assert "Configuration: vite.config.ts — Vite build and dev-server config" in narrative
    assert "src/main.tsx — entry point" in narrative and "src/App.tsx — root component" in narrative
    assert "Source: src/cart.ts; uses decimal.js, react, ./money" in narrative
    assert "Tests: src/cart.test.ts — tests" in narrative and "Directories: src/" in narrative


def test_a_file_removed_leaves_the_layout_and_a_relative_name_yields_to_its_path():
    events = [tool("Bash", {"command": "find /srv/shop/src -name '*.ts'"}, "/srv/shop/src/cart.ts\n/srv/shop/src/a.ts"),
              tool("Write", {"file_path": "/srv/shop/repro.py", "content": "import decimal\n"}, "ok"),
              tool("Bash", {"command": "ls src"}, "cart.ts  a.ts  b.ts"),
              tool("Bash", {"command": "cd /srv/shop && rm -f repro.py"}, "")]
    found = layout.gather(events)
    assert found["removed"] == ["repro.py"] and "/srv/shop/repro.py" in found["files"]
    state = layout.merge({}, found)
    assert "/srv/shop/repro.py" not in state["files"]
    _, narrative = layout.render(state, "shop")
    assert "src/cart.ts" in narrative and "src/b.ts" in narrative and narrative.count("cart.ts") == 1


def test_the_state_is_bounded():
    listing = "\n".join(f"/srv/big/src/mod{i}.py" for i in range(2000))
    found = layout.gather([tool("Bash", {"command": "find /srv/big -name '*.py'"}, listing)])
    state = layout.merge({}, found)
    assert len(state["files"]) == layout.MAX_FILES
    _, narrative = layout.render(state, "big")
    assert len(narrative) <= layout.NARRATIVE_BUDGET and "more)" in narrative


def _compress(conn):
    stats = compress.Stats()
    list(compress.compress(conn, pending=True, settings=compress.Settings(), stats=stats))
    rows = conn.execute("SELECT * FROM observations WHERE deleted_at IS NULL AND metadata->>'digest' = 'layout'")
    return rows.fetchall(), stats


def test_one_layout_memory_per_project_merged_across_sessions(conn):
    def add(session, name, tool_input, output):
        queue_event(conn, event_type="tool", project=ROOT, tool=name, session=session,
                    payload={"tool_input": tool_input, "tool_output": output})

    queue_event(conn, event_type="prompt", project=ROOT, payload={"prompt": "Look around"}, session="a")
    add("a", "Bash", {"command": "ls -R /srv/shop"}, LISTING)
    add("a", "Read", {"file_path": "/srv/shop/package.json"}, numbered(PACKAGE))
    add("a", "Read", {"file_path": "/srv/shop/src/cart.ts"}, numbered(CART))
    [first], _ = _compress(conn)
    assert first["session_id"] is None and first["title"] == "Project layout and file roles: shop"
    assert "src/cart.ts; uses decimal.js, react, ./money" in first["narrative"]
    assert "src/api/orders.ts" not in first["narrative"]

    queue_event(conn, event_type="prompt", project=ROOT, payload={"prompt": "Add the orders API"}, session="b")
    orders = "import { Router } from 'express';\nimport { total } from '../cart';\nexport const orders = Router();\n"
    add("b", "Write", {"file_path": "/srv/shop/src/api/orders.ts", "content": orders}, "File created")
    add("b", "Bash", {"command": "npx vitest run"}, "✓ src/cart.test.ts (2 tests)")
    add("b", "Bash", {"command": "git status"}, "clean")
    [merged], _ = _compress(conn)
    assert merged["id"] == first["id"] and merged["version"] == 2  # updated, not a second memory
    assert "src/api/orders.ts — request handlers; uses express, ../cart" in merged["narrative"]
    assert "src/cart.ts; uses decimal.js" in merged["narrative"]  # the first session's findings stay
    assert merged["metadata"]["layout"]["files"]["/srv/shop/src/api/orders.ts"]["uses"] == ["express", "../cart"]
    assert set(merged["source_event_ids"]) >= {first_id for first_id in first["source_event_ids"]}

    # Compressing again changes nothing; another project gets its own memory.
    [again], _ = _compress(conn)
    assert again["version"] == 2
    for i, name in enumerate(["go.mod", "main.go", "store.go"]):
        queue_event(conn, event_type="tool", project="/srv/api", tool="Read", session="c",
                    payload={"tool_input": {"file_path": f"/srv/api/{name}"}, "tool_output": "package main\n"})
    rows, _ = _compress(conn)
    assert sorted(r["project"] for r in rows) == ["/srv/api", ROOT]
