// Replays recorded OpenCode 1.18.33 hook calls into the memtool plugin under plain Node.
//
//   node opencode_plugin_driver.mjs PLUGIN PROJECT_DIR FIXTURE.jsonl [FIXTURE.jsonl ...]
//
// Each fixture line is {"hook", "input", "output"}; `event` lines carry the bus event in
// `input`. The recorded directory /home/dev/proj is replaced by PROJECT_DIR. System-prompt and
// compaction hooks get fresh outputs ({system: [agent prompt]}, {context: []}) instead of the
// recorded ones, which show what the recording probe pushed. Prints one JSON report:
// {hooks: [names the plugin defines], calls, errors: [...], systems: [[...]], contexts: [[...]]}.
// DRIVER_PAUSE_MS spaces the calls out as a live session does. Every hook call is awaited, as OpenCode does: if a hook waited for `memtool ingest`, a test
// that holds ingest back would see this script hang.

import fs from "node:fs"
import { pathToFileURL } from "node:url"

const [pluginPath, projectDir, ...fixtures] = process.argv.slice(2)
const { MemtoolPlugin } = await import(pathToFileURL(pluginPath).href)
const project = { id: "test-project", worktree: projectDir, vcs: "git", sandboxes: [], time: { created: 0, updated: 0 } }
const hooks = await MemtoolPlugin({ client: {}, project, directory: projectDir, worktree: projectDir, $: undefined })

const pause = Number(process.env.DRIVER_PAUSE_MS || 0)
const report = { hooks: Object.keys(hooks).sort(), calls: 0, errors: [], systems: [], contexts: [] }

async function call(name, ...args) {
  if (typeof hooks[name] !== "function") return
  report.calls += 1
  try {
    await hooks[name](...args)
  } catch (error) {
    report.errors.push(`${name}: ${error && error.stack ? error.stack : error}`)
  }
}

for (const fixture of fixtures) {
  const text = fs.readFileSync(fixture, "utf8").replaceAll("/home/dev/proj", projectDir)
  for (const line of text.split("\n")) {
    if (!line.trim()) continue
    const { hook, input, output } = JSON.parse(line)
    if (hook === "event") {
      await call("event", { event: input })
    } else if (hook === "experimental.chat.system.transform") {
      const fresh = { system: [(output && output.heads && output.heads[0]) || "You are opencode."] }
      await call(hook, input, fresh)
      report.systems.push(fresh.system)
    } else if (hook === "experimental.session.compacting") {
      const fresh = { context: [] }
      await call(hook, input, fresh)
      report.contexts.push(fresh.context)
    } else if (hook !== "dispose") {
      await call(hook, input, output)
    }
    // DRIVER_PAUSE_MS: time between hook calls, as a real session has (model round trips)
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause))
  }
}
await call("dispose")
process.stdout.write(JSON.stringify(report) + "\n")
