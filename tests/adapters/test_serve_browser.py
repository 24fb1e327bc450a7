"""The `memtool serve` page driven in a real headless Chromium (Debian's `chromium`, through
Playwright pointed at /usr/bin/chromium; no browser download): search, open a result, edit it,
forget it, see a live update, switch to dark mode — and a screenshot (set
MEMTOOL_VIEWER_SCREENSHOT=docs/viewer.png to refresh docs/viewer.md's)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from serve_process import ServeProcess, env_for

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
PROJECT = "/work/viewer-project"

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install -y "
                                                         "chromium chromium-driver; .ci/run does it)")


@pytest.fixture
def server(cli_env):
    process = ServeProcess(env_for(cli_env, MEMTOOL_PROJECT=PROJECT))
    yield process
    process.stop()


@pytest.fixture
def page(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900}, color_scheme="light")
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.set_default_timeout(30_000)
        yield page
        browser.close()
        assert errors == []


def save(server, title: str, text: str, **extra) -> dict:
    response = server.client.post("/api/observations", json={"title": title, "text": text, **extra})
    assert response.status_code == 201, response.text
    return response.json()


def test_search_open_edit_forget_and_live_update(server, page, tmp_path):
    from playwright.sync_api import expect

    target = save(server, "Flaky checkout test needs a fixed clock", "tests/test_checkout.py fails around midnight:"
                  " freeze time with freezegun in the fixture.", type="gotcha", files=["tests/test_checkout.py"])
    save(server, "Checkout totals are computed in cents", "Never floats: src/cart.py keeps integer cents.",
         type="decision")
    save(server, "Deploy with make release", "Tags and uploads; never push tags by hand.", type="decision")

    page.goto(server.url)
    expect(page.locator("#project")).to_have_value(PROJECT)
    expect(page.locator("#activity svg")).to_have_attribute("aria-label", "3 memories in the last 30 days")

    # search from the keyboard: "/" focuses the box, Enter searches, ↓ and Enter open the first result
    page.keyboard.press("/")
    page.keyboard.type("checkout clock")
    page.keyboard.press("Enter")
    first = page.locator("#results button.result").first
    expect(first).to_contain_text("Flaky checkout test needs a fixed clock")
    expect(first.locator("mark").first).to_have_text("checkout", ignore_case=True)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(page.locator("#detail-title")).to_have_text("Flaky checkout test needs a fixed clock")
    expect(page.locator("#detail")).to_contain_text("none: this is the first version")
    expect(page.locator("#detail")).not_to_contain_text("null")
    expect(page.locator("#timeline")).to_contain_text("Flaky checkout test needs a fixed clock")

    # edit it: "e" opens the form, the change is stored with the previous version kept
    page.locator("#detail").focus()
    page.keyboard.press("e")
    page.fill("#edit-title", "Flaky checkout test: freeze the clock")
    page.click("#edit-save")
    expect(page.locator("#detail-title")).to_have_text("Flaky checkout test: freeze the clock")
    expect(page.locator("#detail")).to_contain_text("Versions (1 earlier)")
    stored = server.client.get(f"/api/memories/{target['id']}").json()
    assert stored["title"] == "Flaky checkout test: freeze the clock"
    assert [v["title"] for v in stored["versions"]] == ["Flaky checkout test needs a fixed clock"]

    # a memory saved elsewhere (another client) shows up live, without reloading the page
    live = save(server, "Payments sandbox key rotates on Mondays", "Refresh it from the vault.", type="gotcha")
    expect(page.locator("#live")).to_contain_text("Payments sandbox key rotates on Mondays")
    expect(page.locator("#live a", has_text="Payments sandbox").first).to_have_attribute("href", f"#{live['id']}")

    # forget it: Delete asks first; Cancel keeps it, Forget forgets it
    page.locator("#detail").focus()
    page.keyboard.press("Delete")
    expect(page.locator("#confirm")).to_be_visible()
    page.click("#confirm button[value=cancel]")
    assert server.client.get(f"/api/memories/{target['id']}").status_code == 200
    page.click("#forget")
    expect(page.locator("#confirm-text")).to_contain_text("Flaky checkout test: freeze the clock")
    page.click("#confirm-ok")
    expect(page.locator("#detail")).to_contain_text(f"Forgot #{target['id']}")
    assert server.client.get(f"/api/memories/{target['id']}").status_code == 404
    expect(page.locator("#results button.result", has_text="freeze the clock")).to_have_count(0)
    expect(page.locator("#live")).to_contain_text("forgotten")

    # a screenshot of a full page: the search, a memory with its history, the chart, the feed
    page.fill("#q", "cents")
    page.keyboard.press("Enter")
    expect(page.locator("#results button.result").first).to_contain_text("Checkout totals are computed in cents")
    page.locator("#results button.result").first.click()
    expect(page.locator("#detail-title")).to_have_text("Checkout totals are computed in cents")
    expect(page.locator("#timeline")).to_contain_text("Deploy with make release")
    page.evaluate("window.scrollTo(0, 0)")
    shot = Path(os.environ.get("MEMTOOL_VIEWER_SCREENSHOT") or tmp_path / "viewer.png")
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000

    # dark mode: the Theme button switches the colours
    light = page.evaluate("getComputedStyle(document.body).backgroundColor")
    page.click("#theme")
    dark = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert light != dark and dark == "rgb(21, 23, 26)"


def test_page_says_when_the_database_is_away_and_recovers(tmp_path):
    """The embedded server stopped under a running `serve`: the page shows the banner; after
    `memtool db start` it goes away by itself (no reload) and search works again."""
    from playwright.sync_api import expect, sync_playwright

    from conftest import ROOT, memtool

    env = env_for({k: v for k, v in os.environ.items() if k != "MEMTOOL_DATABASE_URL"},
                  MEMTOOL_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT), MEMTOOL_PROJECT=PROJECT)
    memtool(env, "db", "start", timeout=300, ok=True)
    server = ServeProcess(env)
    try:
        save(server, "Cache keys carry the schema version", "Bump it on every migration.")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page()
            page.set_default_timeout(60_000)
            page.goto(server.url)
            expect(page.locator("#status")).to_have_text("connected")
            memtool(env, "db", "stop", timeout=120, ok=True)
            page.fill("#q", "cache schema")
            page.keyboard.press("Enter")
            expect(page.locator("#degraded")).to_be_visible()
            expect(page.locator("#degraded")).to_contain_text("Database unavailable: the embedded PostgreSQL is not "
                                                              "running")
            expect(page.locator("#results")).to_contain_text("memtool db start")
            memtool(env, "db", "start", timeout=300, ok=True)
            expect(page.locator("#degraded")).to_be_hidden()
            expect(page.locator("#results button.result").first).to_contain_text("Cache keys carry the schema version")
            browser.close()
    finally:
        server.stop()
        memtool(env, "db", "stop", timeout=120)


def test_review_and_injection_panels(server, page, conn, monkeypatch):
    """The panels of docs/control.md: approve and reject what review mode proposed; what was injected."""
    from playwright.sync_api import expect

    from memtool.keep import review
    from memtool.store import observations

    monkeypatch.setenv("MEMTOOL_REVIEW", "1")  # what distillation stores while review mode is on
    waiting = [observations.store(conn, observations.normalise(
        {"title": title, "narrative": title + ".", "type": "decision", "project": PROJECT}, method="extractive"))
        for title in ("Releases are cut on Tuesdays", "Vendor everything under third_party")]
    assert all(w["proposed"] for w in waiting)
    conn.execute("""INSERT INTO injection_log (session_id, project, via, mode, prompt, observation_ids, event_ids,
                                               chars, tokens)
                    VALUES ('sess-9', %s, 'context', 'hybrid', 'when do we cut releases', %s, '{}', 400, 100)""",
                 (PROJECT, [waiting[0]["id"]]))
    conn.commit()

    page.goto(server.url)
    expect(page.locator("#review li.proposed")).to_have_count(2)
    expect(page.locator("#review-count")).to_have_text("(2)")
    expect(page.locator("#injected")).to_contain_text("“when do we cut releases”")
    expect(page.locator("#injected-totals")).to_contain_text("1 blocks · 100 tokens · 1 memories")

    page.locator(f"#review li[data-id='{waiting[0]['id']}'] button.approve").click()
    expect(page.locator("#review li.proposed")).to_have_count(1)
    expect(page.locator("#live")).to_contain_text("approved")
    page.locator(f"#review li[data-id='{waiting[1]['id']}'] button.reject").click()
    expect(page.locator("#review")).to_contain_text("Nothing is waiting for review.")
    assert review.proposed(conn, PROJECT) == []
    assert server.client.get(f"/api/memories/{waiting[1]['id']}").status_code == 404  # rejected: forgotten

    page.locator("#injected a.ref", has_text=f"#{waiting[0]['id']}").click()  # what was injected opens
    expect(page.locator("#detail-title")).to_have_text("Releases are cut on Tuesdays")
