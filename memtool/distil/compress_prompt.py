"""The model's side of compress: the system prompt, the JSON schema its answer must match, and
the prompt for one event (the event as the model reads it, the draft of the extractive rules,
the candidate memories). llm.generate scrubs what is sent and validates what comes back.
"""

from __future__ import annotations

import json

from memtool.distil import keylines, llm
from memtool import records


SYSTEM = ("You distil one event from an AI coding agent's session into a durable memory for later sessions, as one "
          "JSON object. Keep knowledge, not a changelog: how to build, test, lint and run the project (the exact "
          "command that worked, with its directory); what changed and why (files, functions, the fix's key line, "
          "the error it fixed); decisions, conventions and preferences the user or the agent stated; gotchas "
          "(errors that cost attempts, and what finally worked). Copy commands, paths, names, error strings and "
          "key output lines verbatim, never paraphrased. Bookkeeping (todo lists, task trackers, git add, plain "
          "listings, progress chatter) is not a memory: answer \"skip\". A commit is worth only its message's "
          "first line. Use only names that appear in the event.")


def observation_schema(candidate_ids: list[int]) -> dict:
    """The JSON schema the model's answer must match (importance is 1..5)."""
    return {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": ["create", "update", "skip"] if candidate_ids else ["create", "skip"]},
            "target_id": {"type": "integer", "enum": [0, *candidate_ids]},
            "type": {"type": "string", "enum": list(records.OBSERVATION_TYPES)},
            "title": {"type": "string", "minLength": 8, "maxLength": 120},
            "narrative": {"type": "string", "maxLength": 400},
            "facts": {"type": "array", "items": {"type": "string", "minLength": 4, "maxLength": 200}, "maxItems": 4},
            "concepts": {"type": "array", "items": {"type": "string", "minLength": 2, "maxLength": 24},
                         "maxItems": 3},
            "importance": {"type": "integer", "enum": [1, 2, 3, 4, 5]},
        },
        "required": ["action", "target_id", "type", "title", "narrative", "facts", "concepts", "importance"],
        "additionalProperties": False,
    }


def _clip(text, limit: int) -> str:
    text = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[:limit] + " …"


def event_text(event: dict, limit: int = 2400) -> str:
    """The event as a model reads it (clipped; scrubbed later by llm.generate)."""
    payload = event.get("payload") or {}
    lines = [f"event: {event.get('event_type')}" + (f", tool {event['tool_name']}" if event.get("tool_name") else "")]
    if event.get("event_type") == "tool":
        lines.append("input: " + _clip(payload.get("tool_input") or {}, limit // 2))
        if payload.get("exit_code") is not None:
            lines.append(f"exit code: {payload['exit_code']}")
        if payload.get("is_error"):
            lines.append("result: error")
        output = payload.get("tool_output") or ""
        key = keylines.output_lines(output, limit=4)
        if key:
            lines.append("key output lines: " + " || ".join(key))
        if output:
            tail = output[-(limit // 4):]
            lines.append("output: " + ("… " if len(output) > len(tail) else "") + tail)
    else:
        lines.append(_clip(payload.get("prompt") or payload.get("text") or "", limit))
    return "\n".join(lines)[:limit]


def model_prompt(event: dict, context: dict, draft: dict, found: list[dict]) -> str:
    lines = ["Memory types: " + "; ".join(f"{k} = {v}" for k, v in records.OBSERVATION_TYPES.items()) + "."]
    if found:
        lines.append("Existing memories. If the event adds to one, answer action \"update\" with its target_id and "
                     "write the merged memory; if one already says it all, answer \"skip\"; otherwise \"create\" "
                     "with target_id 0:")
        for cand in found[:8]:
            lines.append(f"  [{cand['id']}] ({cand['type']}) {_clip(cand['title'], 100)} — "
                         f"{_clip(cand['narrative'], 140)}")
    else:
        lines.append("No existing memory is related: answer action \"create\" (or \"skip\" if there is nothing "
                     "worth remembering) with target_id 0.")
    if context.get("request"):
        lines.append("The user's request in this session: " + _clip(context["request"], 300))
    if context.get("failed_commands"):
        lines.append("Failing before this event: " + "; ".join(f"`{_clip(c, 160)}`" for c in context["failed_commands"][-2:]))
    lines.append(event_text(event))
    lines.append(f"Draft by simple rules: type {draft['type']}; title {draft['title']}")
    if draft.get("facts"):
        lines.append("Key lines, verbatim (kept whatever you write; add facts they miss): "
                     + " || ".join(_clip(f, 200) for f in draft["facts"][:8]))
    lines.append("Importance: 1 trivial … 5 essential.")
    lines.append("Memory JSON:")
    return "\n".join(lines)


def ask_model(backend, event: dict, context: dict, draft: dict, found: list[dict]) -> dict:
    """The model's answer for one event (validated), or llm.LLMError after one retry."""
    schema = observation_schema([c["id"] for c in found[:8]])
    return llm.generate(backend, SYSTEM, model_prompt(event, context, draft, found), schema)
