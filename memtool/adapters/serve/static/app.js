// memtool serve: the page. Vanilla JavaScript, no build step, nothing from the network but this
// server's own API. Every text from the API goes into the page as text nodes, never as HTML.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { project: null, types: [], query: null, offset: 0, results: [], selected: -1, current: null,
                editing: false, degraded: false, feed: null };
const EVENT_TYPES = ["tool", "prompt", "assistant"];

// -- DOM and API helpers --------------------------------------------------------------------

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// Replace an element's content; null, undefined and false children are left out (replaceChildren
// itself would insert them as the text "null").
function fill(el, ...children) {
  el.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(e.message || `HTTP ${status}`);
    this.status = status;
    this.hint = e.hint;
  }
}

async function api(path, options = {}) {
  const init = { method: options.method || "GET", headers: { Accept: "application/json" } };
  if (options.body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    degraded("memtool serve is not answering");
    throw err;
  }
  const body = await response.json().catch(() => null);
  if (response.status === 503) {
    degraded((body && body.error && body.error.message) || "database unavailable");
  } else if (state.degraded && response.ok) {
    recovered();
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

function withProject(path, params = {}) {
  const q = new URLSearchParams();
  if (state.project) q.set("project", state.project);
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

function when(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  return isNaN(d) ? iso : d.toISOString().slice(0, 16).replace("T", " ");
}

// Highlight the query's words (and their longer forms: "deploy" marks "deploys") as <mark>.
function highlighted(text, query) {
  const words = (query || "").toLowerCase().match(/[\p{L}\p{N}_]{2,}/gu) || [];
  if (!words.length || !text) return [text || ""];
  const stems = words.map((w) => (w.length > 4 ? w.replace(/(ing|ed|es|s)$/u, "") : w));
  const pattern = new RegExp(`(${stems.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})[\\p{L}\\p{N}_]*`,
                             "giu");
  const out = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(h("mark", {}, match[0]));
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}

function showError(where, err) {
  where.replaceChildren(h("p", { class: "error", role: "alert" }, err.message, err.hint ? ` — ${err.hint}` : ""));
}

// -- degraded database ----------------------------------------------------------------------

let healthTimer = null;

function degraded(message) {
  state.degraded = true;
  const banner = $("degraded");
  banner.textContent = `Database unavailable: ${message}. Retrying by itself…`;
  banner.hidden = false;
  $("status").textContent = "database unavailable";
  $("status").className = "status bad";
  if (!healthTimer) healthTimer = setInterval(checkHealth, 3000);
}

function recovered() {
  state.degraded = false;
  $("degraded").hidden = true;
  $("status").textContent = "connected";
  $("status").className = "status ok";
  clearInterval(healthTimer);
  healthTimer = null;
}

async function checkHealth() {
  try {
    await api("/api/health");
    if (!state.degraded) {
      if (!state.project) await loadProjects();
      if (state.query) runSearch(false);
      loadActivity();
    }
  } catch (err) { /* still down: the banner stays */ }
}

// -- projects, activity ---------------------------------------------------------------------

async function loadProjects() {
  const data = await api("/api/projects");
  const select = $("project");
  const names = data.projects.map((p) => p.project);
  if (!names.includes(data.current)) names.unshift(data.current);
  select.replaceChildren(h("option", { value: "*" }, "all projects"),
    ...names.map((name) => {
      const row = data.projects.find((p) => p.project === name);
      return h("option", { value: name }, `${name} (${row ? row.observations : 0})`);
    }));
  state.project = state.project || localStorage.getItem("memtool.project") || data.current;
  if (![...select.options].some((o) => o.value === state.project)) state.project = data.current;
  select.value = state.project;
}

const TYPE_ORDER = ["bugfix", "feature", "refactor", "change", "discovery", "decision", "gotcha", "preference", "note"];

async function loadActivity() {
  const box = $("activity");
  $("activity-scope").textContent = state.project === "*" ? "(all projects, 30 days)" : "(30 days)";
  let data;
  try {
    data = await api(withProject("/api/activity", { days: 30 }));
  } catch (err) {
    showError(box, err);
    return;
  }
  const days = [];
  const today = new Date();
  for (let i = data.days - 1; i >= 0; i--) {
    days.push(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i))
      .toISOString().slice(0, 10));
  }
  const byDay = Object.fromEntries(days.map((d) => [d, {}]));
  for (const row of data.rows) if (byDay[row.day]) byDay[row.day][row.type] = row.observations;
  const max = Math.max(1, ...days.map((d) => Object.values(byDay[d]).reduce((a, b) => a + b, 0)));
  const W = 300, H = 80, bar = W / days.length;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${W} ${H + 12}`);
  svg.setAttribute("role", "img");
  const total = data.rows.reduce((a, r) => a + r.observations, 0);
  svg.setAttribute("aria-label", `${total} memories in the last ${data.days} days`);
  days.forEach((day, i) => {
    let y = H;
    const group = document.createElementNS(ns, "g");
    group.setAttribute("class", "day");
    group.setAttribute("tabindex", "0");
    group.setAttribute("role", "button");
    const parts = TYPE_ORDER.filter((t) => byDay[day][t]).map((t) => `${byDay[day][t]} ${t}`);
    group.setAttribute("aria-label", `${day}: ${parts.join(", ") || "nothing"}`);
    const title = document.createElementNS(ns, "title");
    title.textContent = `${day}: ${parts.join(", ") || "nothing"}`;
    group.append(title);
    const hit = document.createElementNS(ns, "rect");
    Object.entries({ x: i * bar, y: 0, width: bar, height: H, class: "hit" }).forEach(([k, v]) => hit.setAttribute(k, v));
    group.append(hit);
    for (const type of TYPE_ORDER) {
      const n = byDay[day][type];
      if (!n) continue;
      const height = (n / max) * (H - 4);
      y -= height;
      const rect = document.createElementNS(ns, "rect");
      Object.entries({ x: i * bar + 1, y, width: Math.max(1, bar - 2), height, class: `t-${type}` })
        .forEach(([k, v]) => rect.setAttribute(k, v));
      group.append(rect);
    }
    const open = () => showDay(day);
    group.addEventListener("click", open);
    group.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(); } });
    svg.append(group);
  });
  const axis = document.createElementNS(ns, "text");
  axis.setAttribute("x", 0); axis.setAttribute("y", H + 10); axis.setAttribute("class", "axis");
  axis.textContent = `${days[0]} … ${days[days.length - 1]} (max ${max}/day)`;
  svg.append(axis);
  const used = TYPE_ORDER.filter((t) => data.rows.some((r) => r.type === t));
  fill(box, svg, h("ul", { class: "legend" },
    used.map((t) => h("li", {}, h("span", { class: `swatch t-${t}` }), t))));
}

// -- search ---------------------------------------------------------------------------------

async function runSearch(reset = true) {
  const q = $("q").value.trim();
  if (!q) return;
  if (reset) {
    state.offset = 0; state.results = []; state.selected = -1;
    fill($("results"), h("li", { class: "muted" }, "Searching…"));
  }
  state.query = q;
  const generation = state.generation = (state.generation || 0) + 1;
  const params = { q, source: $("source").value, type: $("type").value, since: $("since").value.trim(),
                   mode: $("mode").value, limit: 20, offset: state.offset };
  let data;
  try {
    data = await api(withProject("/api/search", params));
  } catch (err) {
    if (generation !== state.generation) return;
    showError($("results"), err);
    $("more").hidden = true;
    return;
  }
  if (generation !== state.generation) return;  // a newer search was started meanwhile
  state.results = reset ? data.results : state.results.concat(data.results);
  $("notice").hidden = !data.notices.length;
  $("notice").textContent = data.notices.join(" ");
  renderResults();
  $("more").hidden = data.next_offset === null;
  state.nextOffset = data.next_offset;
}

function renderResults() {
  const list = $("results");
  if (!state.results.length) {
    fill(list, h("li", { class: "muted" }, "No match: try other words, fewer filters, or all projects."));
    return;
  }
  fill(list, ...state.results.map((r, i) => h("li", {},
    h("button", { type: "button", class: `result${i === state.selected ? " selected" : ""}`, "data-ref": r.ref,
                  "aria-current": i === state.selected ? "true" : null, onclick: () => select(i, true) },
      h("span", { class: `badge t-${r.type}` }, r.source === "event" ? `event · ${r.type}` : r.type),
      h("span", { class: "title" }, highlighted(r.title, state.query)),
      h("span", { class: "meta muted" }, `${r.ref} · ${when(r.created_at)}`,
        state.project === "*" ? ` · ${r.project}` : ""),
      h("span", { class: "snippet" }, highlighted(r.snippet, state.query))))));
}

function select(index, open) {
  if (index < 0 || index >= state.results.length) return;
  state.selected = index;
  renderResults();
  const button = $("results").querySelectorAll("button.result")[index];
  if (button) button.focus();
  if (open) showMemory(state.results[index].ref);
}

// -- detail: a memory -----------------------------------------------------------------------

function field(label, ...content) {
  return h("div", { class: "field" }, h("h3", {}, label), ...content);
}

function listOf(items) {
  return items && items.length ? h("ul", { class: "plain" }, items.map((x) => h("li", {}, h("code", {}, x)))) : null;
}

function refLink(ref, label) {
  return h("a", { href: `#${ref}`, class: "ref", onclick: (e) => { e.preventDefault(); showMemory(String(ref)); } },
    label || String(ref));
}

async function showMemory(ref) {
  const box = $("detail");
  state.editing = false;
  let record;
  try {
    record = await api(withProject(`/api/memories/${encodeURIComponent(ref)}`));
  } catch (err) {
    showError(box, err);
    return;
  }
  state.current = record;
  if (record.kind === "event") renderEvent(record);
  else renderObservation(record);
  box.focus();
  loadTimeline(ref);
  if (record.session_id) loadSessionSummary(record.session_id);
}

function renderObservation(o) {
  const box = $("detail");
  const versions = o.versions || [];
  fill(box, 
    h("div", { class: "head" },
      h("span", { class: `badge t-${o.type}` }, o.type),
      h("h2", { id: "detail-title" }, highlighted(o.title, state.query)),
      h("p", { class: "meta muted" }, `#${o.id} · ${o.project} · created ${when(o.created_at)} · updated `,
        `${when(o.updated_at)} · version ${o.version} · ${o.method}`)),
    h("div", { class: "actions" },
      h("button", { type: "button", id: "edit", onclick: () => editObservation(o) }, "Edit (e)"),
      h("button", { type: "button", id: "forget", class: "danger", onclick: () => forgetObservation(o) }, "Forget (Del)")),
    h("div", { class: "narrative", id: "narrative" }, highlighted(o.narrative, state.query)),
    (o.facts || []).length ? field("Facts", listOf(o.facts)) : null,
    (o.files_read || []).length || (o.files_modified || []).length
      ? field("Files", listOf([...(o.files_modified || []), ...(o.files_read || [])])) : null,
    (o.source_event_ids || []).length
      ? field("Source events", h("p", {}, o.source_event_ids.flatMap((id) => [refLink(`e${id}`), " "]))) : null,
    field(`Versions (${versions.length} earlier)`, versions.length
      ? h("ol", { class: "versions" }, versions.map((v) => h("li", {},
          h("details", {}, h("summary", {}, `v${v.version} · ${v.change} · ${when(v.changed_at)}`,
            v.reason ? ` · ${v.reason}` : ""), h("p", {}, h("strong", {}, v.title || "")),
            h("p", { class: "narrative" }, v.narrative || "")))))
      : h("p", { class: "muted" }, "none: this is the first version")),
    h("div", { id: "timeline" }), h("div", { id: "session" }));
}

function renderEvent(e) {
  fill($("detail"), 
    h("div", { class: "head" },
      h("span", { class: `badge t-event` }, `event · ${e.event_type}`),
      h("h2", { id: "detail-title" }, e.title || e.ref),
      h("p", { class: "meta muted" }, `${e.ref} · ${e.project} · ${when(e.occurred_at)} · ${e.source}`,
        e.tool_name ? ` · ${e.tool_name}` : "")),
    (e.files || []).length ? field("Files", listOf(e.files)) : null,
    field("Text", h("pre", { class: "text" }, highlighted(e.text, state.query))),
    h("div", { id: "timeline" }), h("div", { id: "session" }));
}

async function loadTimeline(ref) {
  const box = $("timeline");
  try {
    const data = await api(withProject(`/api/memories/${encodeURIComponent(ref)}/timeline`, { before: 4, after: 4 }));
    fill(box, field("On the timeline", h("ol", { class: "timeline" }, data.rows.map((r) =>
      h("li", { class: r.anchor ? "anchor" : "" }, h("span", { class: "muted" }, when(r.created_at), " "),
        r.anchor ? h("strong", {}, r.title) : refLink(String(r.ref || r.id), r.title))))));
  } catch (err) {
    showError(box, err);
  }
}

function summaryBlock(s) {
  const parts = [["Request", s.request], ["Completed", s.completed], ["Learned", s.learned],
                 ["Next steps", s.next_steps], ["Outcome", s.outcome]];
  return h("dl", { class: "summary" }, parts.filter(([, v]) => v).flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]));
}

async function loadSessionSummary(sessionId) {
  const box = $("session");
  try {
    const data = await api(withProject(`/api/sessions/${encodeURIComponent(sessionId)}`, { limit: 1 }));
    fill(box, field("Session", h("p", {}, h("a", { href: "#", onclick: (e) => { e.preventDefault();
      showSession(sessionId); } }, sessionId)), data.summary ? summaryBlock(data.summary)
      : h("p", { class: "muted" }, "no summary yet (memtool summarize)")));
  } catch (err) {
    fill(box, );
  }
}

async function showSession(sessionId) {
  const box = $("detail");
  try {
    const data = await api(withProject(`/api/sessions/${encodeURIComponent(sessionId)}`, { limit: 500 }));
    fill(box, h("h2", {}, `Session ${sessionId}`),
      data.summary ? summaryBlock(data.summary) : h("p", { class: "muted" }, "no summary yet"),
      h("ol", { class: "timeline" }, data.rows.map((r) => h("li", { class: r.failed ? "failed" : "" },
        h("span", { class: "muted" }, when(r.time), " "), r.source === "observation"
          ? h("span", { class: `badge t-${r.type}` }, r.type) : null, " ", refLink(r.ref, r.title)))));
    box.focus();
  } catch (err) {
    showError(box, err);
  }
}

async function showDay(day) {
  const box = $("detail");
  try {
    const data = await api(withProject(`/api/days/${day}`));
    fill(box, h("h2", {}, `${day}`),
      ...data.rollups.map((r) => field(`Day rollup · ${r.project}`, summaryBlock(r))),
      field(`Sessions (${data.sessions.length})`, data.sessions.length ? h("ol", { class: "plain" },
        data.sessions.map((s) => h("li", {}, h("a", { href: "#", onclick: (e) => { e.preventDefault();
          showSession(s.session_id); } }, s.session_id), h("span", { class: "muted" },
          ` · ${when(s.started_at)} · ${s.events} events`), s.request ? h("p", {}, s.request) : null)))
        : h("p", { class: "muted" }, "no session captured that day")));
    box.focus();
  } catch (err) {
    showError(box, err);
  }
}

// -- edit, forget, new ----------------------------------------------------------------------

function memoryForm(o, onSubmit) {
  const types = state.types.map((t) => h("option", { value: t, selected: t === (o.type || "note") }, t));
  return h("form", { class: "edit", id: "edit-form", onsubmit: (e) => { e.preventDefault(); onSubmit(); } },
    h("label", {}, "Title", h("input", { id: "edit-title", value: o.title || "", required: true, maxlength: 300 })),
    h("label", {}, "Type", h("select", { id: "edit-type" }, types)),
    h("label", {}, "Text", h("textarea", { id: "edit-text", rows: 10, required: true }, o.narrative || "")),
    h("p", { id: "edit-error", class: "error", role: "alert" }),
    h("menu", {}, h("button", { type: "submit", id: "edit-save" }, "Save"),
      h("button", { type: "button", onclick: () => (o.id ? showMemory(String(o.id)) : fill($("detail"), )) },
        "Cancel (Esc)")));
}

function formValues() {
  return { title: $("edit-title").value, type: $("edit-type").value, text: $("edit-text").value };
}

function editObservation(o) {
  state.editing = true;
  fill($("detail"), h("h2", {}, `Edit #${o.id}`), memoryForm(o, async () => {
    try {
      await api(`/api/observations/${o.id}`, { method: "PATCH", body: { ...formValues(), project: o.project } });
      await showMemory(String(o.id));
      if (state.query) runSearch(false);
    } catch (err) {
      $("edit-error").textContent = `${err.message}${err.hint ? ` — ${err.hint}` : ""}`;
    }
  }));
  $("edit-title").focus();
}

function newMemory() {
  state.editing = true;
  const project = state.project === "*" ? null : state.project;
  fill($("detail"), h("h2", {}, `New memory${project ? ` in ${project}` : ""}`), memoryForm({}, async () => {
    try {
      const saved = await api("/api/observations", { method: "POST", body: { ...formValues(), ...(project ? { project } : {}) } });
      await showMemory(String(saved.id));
    } catch (err) {
      $("edit-error").textContent = `${err.message}${err.hint ? ` — ${err.hint}` : ""}`;
    }
  }));
  $("edit-title").focus();
}

function forgetObservation(o) {
  const dialog = $("confirm");
  $("confirm-text").textContent = `#${o.id}: ${o.title}`;
  dialog.returnValue = "";
  dialog.onclose = async () => {
    if (dialog.returnValue !== "forget") return;
    try {
      await api(withProject(`/api/observations/${o.id}`, { project: o.project }), { method: "DELETE" });
      fill($("detail"), h("p", { class: "done", role: "status" }, `Forgot #${o.id}: ${o.title}`));
      state.results = state.results.filter((r) => String(r.ref) !== String(o.id));
      state.selected = Math.min(state.selected, state.results.length - 1);
      renderResults();
      loadActivity();
    } catch (err) {
      showError($("detail"), err);
    }
  };
  dialog.showModal();
  $("confirm-ok").focus();
}

// -- live feed ------------------------------------------------------------------------------

function connectFeed() {
  if (state.feed) state.feed.close();
  const feed = new EventSource(withProject("/api/feed"));
  state.feed = feed;
  feed.addEventListener("status", (e) => {
    const s = JSON.parse(e.data);
    if (s.database === "ok") { if (state.degraded) { recovered(); checkHealth(); } } else degraded(s.message || "database unavailable");
  });
  feed.addEventListener("observation", (e) => {
    const c = JSON.parse(e.data);
    addLive(c.change === "created" ? "new memory" : c.change === "delete" ? "forgotten" : c.change, String(c.id),
            c.title, c.type);
    if (c.change !== "created" && state.current && state.current.kind === "observation" && state.current.id === c.id
        && !state.editing && c.change !== "delete") showMemory(String(c.id));
    loadActivity();
    if (typeof loadPanels === "function") loadPanels();  // a new memory may wait for review, or be injected
  });
  feed.addEventListener("event", (e) => {
    const ev = JSON.parse(e.data);
    addLive(`event · ${ev.type}`, ev.ref, ev.title, "event");
  });
  feed.onerror = () => { $("status").textContent = state.degraded ? "database unavailable" : "reconnecting…"; };
  feed.onopen = () => { if (!state.degraded) { $("status").textContent = "connected"; $("status").className = "status ok"; } };
}

function addLive(what, ref, title, type) {
  const list = $("live");
  list.prepend(h("li", {}, h("span", { class: `badge t-${type}` }, what), " ", refLink(ref, title),
    h("span", { class: "muted" }, ` ${new Date().toLocaleTimeString()}`)));
  while (list.children.length > 30) list.lastChild.remove();
}

// -- keyboard, theme, start -----------------------------------------------------------------

function typing(target) {
  return target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT");
}

document.addEventListener("keydown", (e) => {
  if ($("confirm").open || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Escape" && state.editing && state.current) { e.preventDefault(); showMemory(String(state.current.id)); return; }
  if (typing(e.target)) {
    if (e.key === "ArrowDown" && e.target.id === "q" && state.results.length) { e.preventDefault(); select(0, false); }
    return;
  }
  const inResults = e.target.closest && e.target.closest("#results");
  if (e.key === "/") { e.preventDefault(); $("q").focus(); $("q").select(); }
  else if ((e.key === "ArrowDown" || e.key === "j") && state.results.length) {
    e.preventDefault(); select(Math.min(state.selected + 1, state.results.length - 1), false);
  } else if ((e.key === "ArrowUp" || e.key === "k") && state.results.length) {
    e.preventDefault(); if (state.selected <= 0) $("q").focus(); else select(state.selected - 1, false);
  } else if (e.key === "Enter" && inResults) { e.preventDefault(); select(state.selected, true); }
  else if (e.key === "e" && state.current && state.current.kind === "observation" && !state.editing) {
    e.preventDefault(); editObservation(state.current);
  } else if (e.key === "Delete" && state.current && state.current.kind === "observation" && !state.editing) {
    e.preventDefault(); forgetObservation(state.current);
  } else if (e.key === "n") { e.preventDefault(); newMemory(); }
});

function applyTheme(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

async function start() {
  applyTheme(localStorage.getItem("memtool.theme"));
  $("theme").addEventListener("click", () => {
    const dark = document.documentElement.dataset.theme
      ? document.documentElement.dataset.theme === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
    const next = dark ? "light" : "dark";
    localStorage.setItem("memtool.theme", next);
    applyTheme(next);
  });
  $("search").addEventListener("submit", (e) => { e.preventDefault(); runSearch(true); });
  $("more").addEventListener("click", () => { state.offset = state.nextOffset; runSearch(false); });
  $("new").addEventListener("click", newMemory);
  $("project").addEventListener("change", () => {
    state.project = $("project").value;
    localStorage.setItem("memtool.project", state.project);
    connectFeed();
    loadActivity();
    if (typeof loadPanels === "function") loadPanels();  // panels.js
    if (state.query) runSearch(true);
  });
  try {
    const spec = await api("/api/openapi.json");
    state.types = spec.paths["/api/observations"].post.requestBody.content["application/json"].schema.properties.type.enum;
  } catch (err) {
    state.types = TYPE_ORDER;
  }
  $("type").append(...state.types.map((t) => h("option", { value: t }, t)),
    h("optgroup", { label: "events" }, EVENT_TYPES.map((t) => h("option", { value: t }, t))));
  try {
    await loadProjects();
  } catch (err) {
    state.project = null;
  }
  connectFeed();
  loadActivity();
  if (typeof loadPanels === "function") loadPanels();
  $("q").focus();
}

start();
