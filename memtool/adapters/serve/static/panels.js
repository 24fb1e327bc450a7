// memtool serve: the panels for staying in charge — what the hooks injected (GET /api/injected) and
// the memories waiting in review mode (GET /api/review, POST /api/review/{id}). Uses app.js's
// helpers (h, fill, api, withProject, refLink, when, showError); text goes in as text nodes only.
"use strict";

async function loadInjected() {
  const list = $("injected");
  try {
    const data = await api(withProject("/api/injected", { limit: 20 }));
    const t = data.totals;
    fill($("injected-totals"), `${t.blocks} blocks · ${t.tokens} tokens · ${t.memories} memories · ${t.opened} opened later`);
    if (!data.rows.length) {
      fill(list, h("li", { class: "muted" }, "Nothing injected yet."));
      return;
    }
    fill(list, data.rows.map((r) => h("li", { class: "injection" },
      h("span", { class: "muted" }, `${when(r.injected_at)} · ${r.via} · ${r.tokens} tokens `),
      h("span", { class: "prompt" }, r.prompt ? `“${r.prompt}”` : "session start"), " ",
      [...r.observation_ids.map((i) => refLink(String(i), `#${i}`)), ...r.event_ids.map((i) => refLink(`e${i}`, `e${i}`))]
        .flatMap((link) => [link, " "]))));
  } catch (err) {
    showError(list, err);
  }
}

async function loadReview() {
  const list = $("review");
  try {
    const data = await api(withProject("/api/review"));
    fill($("review-count"), data.rows.length ? `(${data.rows.length})` : "");
    if (!data.rows.length) {
      fill(list, h("li", { class: "muted" }, "Nothing is waiting for review."));
      return;
    }
    fill(list, data.rows.map((r) => h("li", { class: "proposed", "data-id": String(r.id) },
      h("span", { class: `badge t-${r.type}` }, r.type), " ", refLink(String(r.id), r.title), " ",
      h("button", { type: "button", class: "approve", onclick: () => decideReview(r, "approve") }, "Approve"),
      h("button", { type: "button", class: "danger reject", onclick: () => decideReview(r, "reject") }, "Reject"))));
  } catch (err) {
    showError(list, err);
  }
}

async function decideReview(item, decision) {
  try {
    await api(withProject(`/api/review/${item.id}`), { method: "POST", body: { decision, project: item.project } });
    addLive(decision === "approve" ? "approved" : "rejected", String(item.id), item.title, item.type);
  } catch (err) {
    showError($("review"), err);
  }
  loadReview();
  loadActivity();
}

function loadPanels() {
  loadReview();
  loadInjected();
}
