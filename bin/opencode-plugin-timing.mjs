// The wall time the memtool OpenCode plugin's hooks take, awaited as OpenCode awaits them
// (bin/bench-hooks --plugin-only runs this):
//
//   node bin/opencode-plugin-timing.mjs PLUGIN PROJECT_DIR [TOOL_CALLS]
//
// The first experimental.chat.system.transform right after the plugin loads (what the first prompt
// of a session waits for: the project block), then TOOL_CALLS tool.execute.after calls 5 ms
// apart. Prints one JSON object: init_ms, first_system_ms, injected (whether a block came),
// tool_call_p50_ms, tool_call_p95_ms.
import { pathToFileURL } from "node:url"

const [pluginPath, projectDir, calls = "100"] = process.argv.slice(2)
const started = performance.now()
const { MemtoolPlugin } = await import(pathToFileURL(pluginPath).href)
const hooks = await MemtoolPlugin({ client: {}, project: { worktree: projectDir }, directory: projectDir,
                                    worktree: projectDir })
const init = performance.now() - started
const output = { system: ["You are a coding agent."] }
let mark = performance.now()
if (hooks["experimental.chat.system.transform"]) await hooks["experimental.chat.system.transform"]({ sessionID: "ses_t" }, output)
const firstSystem = performance.now() - mark
const times = []
for (let i = 0; i < Number(calls); i++) {
  const input = { tool: "bash", sessionID: "ses_t", callID: `call_${i}` }
  const result = { title: "ls", output: "a\nb\nc\n".repeat(50), metadata: { exit: 0 } }
  mark = performance.now()
  if (hooks["tool.execute.after"]) await hooks["tool.execute.after"](input, result)
  times.push(performance.now() - mark)
  await new Promise((resolve) => setTimeout(resolve, 5))
}
times.sort((a, b) => a - b)
const pct = (q) => times.length ? times[Math.min(times.length - 1, Math.round(q * (times.length - 1)))] : 0
console.log(JSON.stringify({ init_ms: +init.toFixed(2), first_system_ms: +firstSystem.toFixed(1),
  injected: output.system.some((s) => s.includes("<persistent-memory")),
  tool_call_p50_ms: +pct(0.5).toFixed(3), tool_call_p95_ms: +pct(0.95).toFixed(3) }))
if (hooks.dispose) await hooks.dispose()
process.exit(0)
