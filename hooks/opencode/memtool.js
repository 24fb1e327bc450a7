// memtool plugin for OpenCode (V1 plugin API, tested against OpenCode 1.18.33).
//
// Capture: chat.message, tool.execute.after, experimental.text.complete,
// experimental.session.compacting and the bus events session.created / session.idle /
// session.compacted / session.deleted become one JSON line each,
//   {"hook", "input", "output", "t", "directory"}
// (the shape `memtool ingest` reads), queued in memory and handed off once per short batch
// window: to the warm `memtool context-server` over its socket when one runs (it scrubs and
// stores them in its own process: no Python start-up per batch competing for the agent's CPU),
// else to ONE detached `memtool ingest -q`. The agent never waits for either: the child is
// spawned detached, its stdout/stderr go nowhere, it is unref'd and never awaited. The batch
// that ends a turn or a session (session.idle / compacted / deleted, dispose) takes the same
// path - OpenCode often exits right after it, and a Python start-up then competed with its
// shutdown: measured, bench/RESULTS.md "opencode capture" - so `dispose` waits for the
// server's confirmation of every batch still in flight, at most EXIT_WAIT_MS, and hands what
// was not confirmed by then to a detached `memtool ingest` (stored once either way: the
// events' keys are fixed).
//
// Where lines go when memtool cannot even be started (binary missing, fork failure): they are
// appended (mode 0600) to <state>/opencode-pending.jsonl, where <state> is $MEMTOOL_HOME/state
// or $XDG_STATE_HOME/memtool (~/.local/state/memtool); the next batch that does start takes
// them along. The batch that carries session.idle asks for the end-of-turn run (`"maintain": true`
// to the server, `memtool ingest -q --maintain` otherwise): once stored, one detached,
// low-priority `memtool maintain` distils and embeds the turn, so the next session has it as memory. Everything after a successful start - database down, slow connect - is
// `memtool ingest`'s own job: it spools and exits 0.
//
// Context comes from the warm `memtool context-server` (the model and a connection stay loaded)
// over its Unix socket (<state>/context.sock, see socketPath) when it answers; otherwise the plugin starts it in the
// background and runs a fresh `memtool context` this once (MEMTOOL_CONTEXT_SERVER=0: always) -
// except for the project block, where the block the last turn's background run wrote for this
// directory (<state>/session-start/, memtool/startblock.py) is used when it is fit to use.
// Context: `memtool context` (project memory) runs at plugin start (unless the precomputed block
// is used) and at session.created;
// on each chat.message `memtool context --query - --gate` (prompt on stdin) refreshes the block for that
// session. experimental.chat.system.transform pushes the cached block into output.system; if
// a refresh is still running it waits for it, but never past the refresh's deadline
// (MEMTOOL_CONTEXT_TIMEOUT_MS, default 3000), then injects whatever it has (possibly
// nothing). experimental.session.compacting pushes the same block into output.context.
//
// Environment:
//   MEMTOOL_BIN=memtool            the memtool executable (one path or command name)
//   MEMTOOL_DISABLE=1              load, but do nothing at all
//   MEMTOOL_CONTEXT=0              capture only, inject nothing
//   MEMTOOL_CONTEXT_TIMEOUT_MS     bound on one `memtool context` run (default 3000)
//   MEMTOOL_BATCH_MS               capture batch window (default 50)
//
// Only node: built-ins are imported, so it needs no `bun install` and runs under plain Node.
// Every hook catches everything: a memtool failure never fails or stalls the agent.

import { spawn, execFile } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import net from "node:net"
import path from "node:path"

// `memtool install` writes the absolute path of the memtool it was run with here.
const DEFAULT_BIN = "memtool"
const CAPTURED_EVENTS = new Set(["session.created", "session.idle", "session.compacted", "session.deleted"])
const PENDING_FILE = "opencode-pending.jsonl"
const PENDING_MAX_BYTES = 64 * 1024 * 1024 // stop spooling beyond this: memtool is clearly not installed
const MAX_QUERY_CHARS = 2000
const MAX_BATCH_LINES = 500
const MAX_CHILDREN = 2
const MAX_SESSIONS = 256 // cached context blocks kept (oldest session dropped first)
const MAX_SERVER_REQUEST = 256 * 1024 // the context server's request limit (context_server.MAX_REQUEST)
const SERVER_CAPTURE_TIMEOUT_MS = 10000 // then the batch goes to `memtool ingest` as before
const BACKGROUND_NICE = 10 // a detached ingest's scheduling group (maintain.BACKGROUND_NICE)
const EXIT_WAIT_MS = 1500 // dispose waits this long for the server to confirm the last batches
const BLOCK_MAX_AGE_MS = 24 * 3600 * 1000 // startblock.MAX_AGE_SECONDS

function flag(name, fallback) {
  const value = process.env[name]
  return value === undefined || value === "" ? fallback : value
}

function numberFlag(name, fallback) {
  const value = Number(flag(name, ""))
  return Number.isFinite(value) && value > 0 ? value : fallback
}

function stateDir() {
  const home = flag("MEMTOOL_HOME", "")
  if (home) return path.join(home.replace(/^~(?=$|\/)/, os.homedir()), "state")
  const xdg = flag("XDG_STATE_HOME", "") || path.join(os.homedir(), ".local", "state")
  return path.join(xdg, "memtool")
}

// The context server's socket, as memtool computes it (context_server.socket_path): <state>/context.sock,
// or when that is too long for a Unix socket (over 100 bytes) <base>/memtool-<uid>/<hash>.sock in
// $XDG_RUNTIME_DIR or /tmp - used only when that directory is this user's alone.
function socketPath() {
  let state = stateDir()
  try { state = fs.realpathSync(state) } catch {}
  const direct = path.join(state, "context.sock")
  if (Buffer.byteLength(direct) <= 100) return direct
  const name = crypto.createHash("sha256").update(state).digest("hex").slice(0, 24) + ".sock"
  for (const base of [process.env.XDG_RUNTIME_DIR, "/tmp"]) {
    if (!base || !path.isAbsolute(base)) continue
    const directory = path.join(base, `memtool-${process.getuid()}`)
    const candidate = path.join(directory, name)
    if (Buffer.byteLength(candidate) > 100) continue
    const info = fs.lstatSync(directory) // throws when missing: no server there yet
    if (!info.isDirectory() || info.uid !== process.getuid() || (info.mode & 0o077)) throw new Error("not private")
    return candidate
  }
  return direct
}

// The project block the last turn's background run wrote for this directory (memtool/startblock.py),
// or null when there is none fit to use: written for this directory, younger than a day, the same
// MEMTOOL_PROJECT / MEMTOOL_CONTEXT_BUDGET, every .memtool.toml as it was (the Claude Code hook's
// precomputed_block). Used when no context server answers, instead of a fresh `memtool context`.
function precomputedBlock(dir) {
  try {
    const directory = path.join(stateDir(), "session-start")
    const real = fs.realpathSync(dir)
    const suffix = "-" + crypto.createHash("sha256").update(real).digest("hex").slice(0, 24) + ".json"
    const names = fs.readdirSync(directory).filter((name) => name.endsWith(suffix))
    if (names.length !== 1) return null
    const block = JSON.parse(fs.readFileSync(path.join(directory, names[0]), "utf8"))
    if (!block || block.version !== 1 || block.cwd !== real) return null
    const age = Date.now() - Number(block.written_at) * 1000
    if (!(age >= 0 && age <= BLOCK_MAX_AGE_MS)) return null
    if ((block.forced_project ?? null) !== (flag("MEMTOOL_PROJECT", "") || null)) return null
    if ((block.budget_env ?? null) !== (flag("MEMTOOL_CONTEXT_BUDGET", "") || null)) return null
    if ((block.read_view_env ?? null) !== (flag("MEMTOOL_READ_VIEW", "") || null)) return null
    for (const [file, mtime, size] of block.switches || []) {
      let now = [null, null]
      try {
        const info = fs.statSync(file, { bigint: true })
        now = [Number(info.mtimeNs), Number(info.size)] // as JSON.parse rounds the stored numbers
      } catch {}
      if (now[0] !== mtime || now[1] !== size) return null
    }
    const record = block.record
    if (!record || typeof record.text !== "string") return null
    try { // for the injection log: the next context server or maintain run records it
      fs.appendFileSync(path.join(directory, "used.jsonl"),
        JSON.stringify({ session: null, at: Date.now() / 1000, record }) + "\n", { mode: 0o600 })
    } catch {}
    const text = record.text.trim()
    return text.includes("<persistent-memory") ? text : ""
  } catch {
    return null
  }
}

// JSON.stringify that survives cycles and BigInt (hook payloads are live SDK objects).
function toLine(record) {
  const seen = new WeakSet()
  return JSON.stringify(record, (_key, value) => {
    if (typeof value === "bigint") return value.toString()
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return "[circular]"
      seen.add(value)
    }
    return value
  })
}

function promptText(output) {
  const parts = (output && Array.isArray(output.parts)) ? output.parts : []
  return parts
    .filter((p) => p && p.type === "text" && !p.synthetic && typeof p.text === "string")
    .map((p) => p.text)
    .join("\n")
    .replace(/<private>[\s\S]*?<\/private>/gi, " ") // never put private text on a command line
    .trim()
}

export const MemtoolPlugin = async ({ directory, worktree } = {}) => {
  if (flag("MEMTOOL_DISABLE", "0") === "1") return {}

  const bin = flag("MEMTOOL_BIN", DEFAULT_BIN)
  const inject = flag("MEMTOOL_CONTEXT", "1") !== "0"
  const contextTimeout = numberFlag("MEMTOOL_CONTEXT_TIMEOUT_MS", 3000)
  const batchMs = numberFlag("MEMTOOL_BATCH_MS", 50)
  const useServer = flag("MEMTOOL_CONTEXT_SERVER", "1") !== "0"
  const dir = directory || worktree || process.cwd()

  // Children run in the session's directory with PWD set: memtool resolves the project from it.
  let cwd
  try { cwd = fs.statSync(dir).isDirectory() ? dir : undefined } catch { cwd = undefined }
  const childEnv = { ...process.env, ...(cwd ? { PWD: cwd } : {}) }

  // -- capture ------------------------------------------------------------------------------

  let queue = []
  let timer = null
  let children = 0

  function spoolPending(lines) {
    try {
      const dirPath = stateDir()
      fs.mkdirSync(dirPath, { recursive: true, mode: 0o700 })
      const file = path.join(dirPath, PENDING_FILE)
      let size = 0
      try { size = fs.statSync(file).size } catch {}
      if (size > PENDING_MAX_BYTES) return
      fs.appendFileSync(file, lines.join("\n") + "\n", { mode: 0o600 })
    } catch {
      // nowhere left to put it: drop rather than disturb the agent
    }
  }

  function takePending() {
    try {
      const file = path.join(stateDir(), PENDING_FILE)
      if (!fs.existsSync(file)) return []
      const claimed = `${file}.${process.pid}.${Date.now()}`
      fs.renameSync(file, claimed) // atomic claim: a concurrent plugin instance gets ENOENT
      const text = fs.readFileSync(claimed, "utf8")
      fs.unlinkSync(claimed)
      return text.split("\n").filter((line) => line.trim() !== "")
    } catch {
      return []
    }
  }

  function startIngest(lines, maintain = false) {
    let settled = false
    const failed = () => {
      if (settled) return
      settled = true
      spoolPending(lines)
    }
    let child
    try {
      child = spawn(bin, maintain ? ["ingest", "-q", "--maintain"] : ["ingest", "-q"], {
        cwd, env: childEnv, detached: true, stdio: ["pipe", "ignore", "ignore"],
      })
    } catch {
      failed()
      return
    }
    children += 1
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      children -= 1
      if (queue.length) schedule()
    }
    child.once("error", () => { failed(); end() }) // ENOENT / EACCES arrive here, asynchronously
    child.once("spawn", () => { settled = true })
    child.once("close", end)
    child.stdin.on("error", () => {}) // EPIPE when the child died early: ingest spools or it failed
    child.stdin.end(lines.join("\n") + "\n")
    child.unref()
    lowerPriority(child.pid)
  }

  // A detached child leads a session of its own, and under Linux's scheduler autogroups a session
  // competes for CPU as an equal of the agent's: its group's niceness is what lowers it (as
  // memtool's maintenance.maintain.session_priority does for the end-of-turn run). Only when
  // /proc says the child leads its own session - never the agent's group; best effort.
  function lowerPriority(pid) {
    try {
      if (!pid) return
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ") // state ppid pgrp session ...
      if (Number(fields[3]) === pid) fs.writeFileSync(`/proc/${pid}/autogroup`, String(BACKGROUND_NICE))
    } catch {}
  }

  // A batch handed to the warm context server over its socket: it reads, scrubs and stores the
  // lines (or spools them) in its own process, so a tool call costs the agent one socket write,
  // not a Python start-up competing for its CPU. Resolves false when no server took them.
  function sendToServer(lines, maintain = false) {
    return new Promise((resolve) => {
      const request = JSON.stringify({ ingest: lines, source: "opencode", ...(maintain ? { maintain: true } : {}) }) + "\n"
      if (!useServer || Buffer.byteLength(request) >= MAX_SERVER_REQUEST) return resolve(false)
      let settled = false
      let data = ""
      let socket
      const done = (ok) => { if (!settled) { settled = true; try { socket.destroy() } catch {} ; resolve(ok) } }
      try {
        socket = net.createConnection({ path: socketPath() })
      } catch {
        resolve(false)
        return
      }
      socket.setTimeout(SERVER_CAPTURE_TIMEOUT_MS, () => done(false))
      socket.on("error", () => done(false))
      socket.on("connect", () => socket.write(request))
      socket.on("data", (chunk) => {
        data += chunk
        if (!data.endsWith("\n")) return
        try { done(!JSON.parse(data).error) } catch { done(false) }
      })
      socket.on("end", () => done(false))
    })
  }

  // Batches handed to the server and not yet confirmed; each is taken by a detached `memtool
  // ingest` instead when the server does not confirm it, or when dispose stops waiting for it.
  const inflight = new Set()

  function handOff(lines, maintain) {
    let release
    const batch = { done: new Promise((resolve) => { release = resolve }), settled: false }
    batch.fallback = () => {
      if (batch.settled) return
      batch.settled = true
      inflight.delete(batch)
      release()
      try { startIngest(lines, maintain) } catch { spoolPending(lines) }
    }
    inflight.add(batch)
    sendToServer(lines, maintain).then((ok) => {
      if (!ok) return batch.fallback()
      if (batch.settled) return
      batch.settled = true
      inflight.delete(batch)
      release()
    }, () => batch.fallback())
  }

  function flush(force = false, maintain = false) {
    if (timer) { clearTimeout(timer); timer = null }
    if (!queue.length) return
    if (!force && children >= MAX_CHILDREN && queue.length < MAX_BATCH_LINES) return // re-run on close
    const lines = takePending().concat(queue)
    queue = []
    handOff(lines, maintain)
  }

  // OpenCode awaits dispose before it exits: every batch still in flight is confirmed by the
  // server or, after EXIT_WAIT_MS, given to a process of its own, which outlives the agent.
  async function drain() {
    if (!inflight.size) return
    let timeoutId
    await Promise.race([
      Promise.all([...inflight].map((batch) => batch.done)),
      new Promise((resolve) => { timeoutId = setTimeout(resolve, EXIT_WAIT_MS) }),
    ])
    clearTimeout(timeoutId)
    for (const batch of [...inflight]) batch.fallback()
  }

  function schedule() {
    if (!timer) timer = setTimeout(() => { try { flush() } catch {} }, batchMs)
  }

  function capture(hook, input, output, { now = false, maintain = false } = {}) {
    try {
      queue.push(toLine({ hook, input: input ?? null, output: output ?? null, t: Date.now(), directory: dir }))
      if (now || queue.length >= MAX_BATCH_LINES) flush(true, maintain)
      else schedule()
    } catch {
      // unserialisable payload: skip this one event
    }
  }

  // -- context --------------------------------------------------------------------------------

  // "" holds the project block (plugin start, refreshed at session.created); a session id holds
  // that session's gated per-prompt block. Entry: {block, pending: Promise|null, deadline}.
  const contexts = new Map()

  // The warm `memtool context-server` over its Unix socket; null when none answers.
  function askServer(args, input) {
    return new Promise((resolve) => {
      let settled = false
      let data = ""
      const done = (value) => { if (!settled) { settled = true; try { socket.destroy() } catch {} ; resolve(value) } }
      const query = args.includes("--query")
      const request = {
        cwd: cwd || dir, query: query ? input : null, gate: args.includes("--gate"),
        project: flag("MEMTOOL_PROJECT", null), wait: flag("MEMTOOL_CONTEXT_WAIT", "1.5"),
        budget_chars: flag("MEMTOOL_CONTEXT_BUDGET", null),
        session: args.includes("--session") ? args[args.indexOf("--session") + 1] : null,
      }
      let socket
      try {
        socket = net.createConnection({ path: socketPath() })
      } catch {
        resolve(null)
        return
      }
      socket.setTimeout(contextTimeout, () => done(""))
      socket.on("error", () => done(null)) // no server: the caller starts one and goes the slow way
      // write, not end: under Bun (OpenCode's runtime) end(data) closed the socket before the
      // reply could come back, so every request to the warm server came back empty. The server
      // reads up to the newline, answers, and closes.
      socket.on("connect", () => socket.write(JSON.stringify(request) + "\n"))
      socket.on("data", (chunk) => {
        data += chunk
        if (!data.endsWith("\n")) return
        try {
          const reply = JSON.parse(data)
          const text = typeof reply.text === "string" ? reply.text.trim() : ""
          done(text.includes("<persistent-memory") ? text : "")
        } catch { done("") }
      })
      socket.on("end", () => done(""))
    })
  }

  let serverStarted = 0
  function startServer() {
    if (Date.now() - serverStarted < 10000) return // at most once per 10 s
    serverStarted = Date.now()
    try {
      const child = spawn(bin, ["context-server"], { cwd, env: childEnv, detached: true, stdio: "ignore" })
      child.on("error", () => {})
      child.unref()
    } catch {}
  }

  async function runContext(args, input = "") {
    if (useServer) {
      const answer = await askServer(args, input)
      if (answer !== null) return answer
      startServer() // for the next prompt; this one takes the slow path
      if (args.length === 0) { // the project block: the one the last turn's run wrote, if fit to use
        const block = cwd ? precomputedBlock(cwd) : null
        if (block !== null) return block
      }
    }
    return runFreshContext(args, input)
  }

  function runFreshContext(args, input = "") {
    return new Promise((resolve) => {
      try {
        const child = execFile(bin, ["context", ...args], {
          cwd, env: childEnv, timeout: contextTimeout, killSignal: "SIGKILL",
          maxBuffer: 4 * 1024 * 1024, windowsHide: true,
        }, (error, stdout) => {
          const text = typeof stdout === "string" ? stdout.trim() : ""
          resolve(!error && text.includes("<persistent-memory") ? text : "")
        })
        child.on("error", () => resolve(""))
        if (child.stdin) {
          child.stdin.on("error", () => {})
          child.stdin.end(input) // the prompt, if any; then EOF so memtool never waits for input
        }
      } catch {
        resolve("")
      }
    })
  }

  function refresh(key, args, { keepOnEmpty, input = "" }) {
    let entry = contexts.get(key)
    if (!entry) {
      if (contexts.size >= MAX_SESSIONS) {
        for (const oldest of contexts.keys()) {
          if (oldest !== "") { contexts.delete(oldest); break }
        }
      }
      entry = { block: "", pending: null, deadline: 0 }
      contexts.set(key, entry)
    }
    if (keepOnEmpty && entry.pending) return // the same refresh is already running
    const pending = runContext(args, input).then((block) => {
      if (entry.pending !== pending) return // superseded by a newer prompt's refresh
      entry.pending = null
      if (block || !keepOnEmpty) entry.block = block
    })
    entry.pending = pending
    entry.deadline = Date.now() + contextTimeout
  }

  // The entry's block, after waiting for a running refresh - but never past its deadline.
  async function settled(key) {
    const entry = contexts.get(key)
    if (!entry) return ""
    if (entry.pending) {
      let timeoutId
      await Promise.race([
        entry.pending,
        new Promise((resolve) => { timeoutId = setTimeout(resolve, Math.max(0, entry.deadline - Date.now())) }),
      ])
      clearTimeout(timeoutId)
    }
    return entry.block
  }

  async function currentBlock(sessionID) {
    return (sessionID && (await settled(sessionID))) || (await settled(""))
  }

  // The project block: the one the last turn's background run wrote for this directory when it is
  // fit to use - then the first prompt waits for nothing (a server's first answer takes a second
  // on a busy machine, a fresh `memtool context` several) and only the server is started for the
  // prompts that follow; otherwise asked for now, never awaited here.
  const ready = inject && useServer && cwd ? precomputedBlock(cwd) : null
  if (ready !== null) {
    contexts.set("", { block: ready, pending: null, deadline: 0 })
    try { fs.statSync(socketPath()) } catch { startServer() }
  } else if (inject) {
    refresh("", [], { keepOnEmpty: false })
  }

  // -- hooks ------------------------------------------------------------------------------------

  const hooks = {
    event: async ({ event } = {}) => {
      try {
        if (!event || !CAPTURED_EVENTS.has(event.type)) return
        const props = event.properties || {}
        const sessionID = props.sessionID || (props.info && props.info.id)
        // idle / compacted / deleted may be the last thing before OpenCode exits: send at once
        // session.idle ends a turn: that ingest also starts the background distillation
        capture("event", event, null, { now: event.type !== "session.created", maintain: event.type === "session.idle" })
        if (!sessionID) return
        if (event.type === "session.created" && inject) refresh("", [], { keepOnEmpty: true })
        if (event.type === "session.deleted") contexts.delete(sessionID)
      } catch {}
    },

    "chat.message": async (input, output) => {
      try {
        capture("chat.message", input, output)
        if (!inject) return
        const sessionID = (input && input.sessionID) || (output && output.message && output.message.sessionID)
        const text = promptText(output).slice(0, MAX_QUERY_CHARS)
        if (!sessionID || !text) return
        // The gated per-prompt block replaces the previous prompt's; empty means "nothing
        // relevant", in which case the project block is injected instead.
        // The prompt goes on stdin, not the command line, where any local user could read it.
        refresh(sessionID, ["--query", "-", "--gate", "--session", sessionID], { keepOnEmpty: false, input: text })
      } catch {}
    },

    "tool.execute.after": async (input, output) => {
      try { capture("tool.execute.after", input, output) } catch {}
    },

    "experimental.text.complete": async (input, output) => {
      try { capture("experimental.text.complete", input, output) } catch {}
    },

    "experimental.session.compacting": async (input, output) => {
      try {
        capture("experimental.session.compacting", input, null, { now: true })
        if (!inject || !output) return
        const block = await currentBlock(input && input.sessionID)
        if (block && Array.isArray(output.context)) output.context.push(block)
      } catch {}
    },

    dispose: async () => {
      try {
        flush(true)
        await drain()
      } catch {}
    },
  }

  if (inject) {
    hooks["experimental.chat.system.transform"] = async (input, output) => {
      try {
        if (!output || !Array.isArray(output.system)) return
        const block = await currentBlock(input && input.sessionID)
        if (block && !output.system.some((s) => typeof s === "string" && s.includes(block))) {
          output.system.push(block)
        }
      } catch {}
    }
  }

  return hooks
}
