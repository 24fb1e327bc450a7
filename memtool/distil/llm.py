"""Language-model backends for compress and summarize — never required.

`--llm` (or `MEMTOOL_LLM`) picks one:

    auto         MEMTOOL_LLM_MODEL (a GGUF file) if set, else MEMTOOL_LLM_URL if set, else none
    none         extractive rules only (see extractive.py)
    PATH.gguf    llama-cpp-python running that model in a child process (the `llm` extra:
                 pip install 'memtool[llm]'); output constrained by a JSON-schema grammar. A model
                 with a chat template is prompted through it; a base model (no template) gets a
                 plain completion, which is what works for base models.
    URL          an OpenAI-compatible server (Ollama, llama-server, vLLM, …): POST
                 URL/v1/chat/completions (a URL ending in /v1 or /chat/completions is used as
                 given) with response_format json_schema. The model name comes from the URL
                 fragment (`http://localhost:11434/v1#qwen2.5:3b`), else MEMTOOL_LLM_MODEL when
                 it is not a file, else the server's first model (GET /v1/models), else "default".
                 MEMTOOL_LLM_API_KEY, when set, is sent as a bearer token.

Bounds on every call: MEMTOOL_LLM_MAX_TOKENS (default 256) output tokens and MEMTOOL_LLM_TIMEOUT
(default 60) seconds — for llama.cpp generation stops at the deadline, for a server the socket
times out. MEMTOOL_LLM_CTX sets the llama.cpp context size (default 4096), MEMTOOL_LLM_THREADS its
CPU threads (default: half the cores, at least one).

Output that is not JSON, does not match the schema, is cut off, or arrives late is an `LLMError`;
`generate()` retries once (at a higher temperature) and then raises, and the caller falls back to
the extractive rules. Nothing is ever sent to a model unscrubbed: `generate()` passes the prompt
through privacy.scrub first.

A GGUF model runs in a child process (modelproc.py), loaded once per command: when it crashes
(a llama.cpp built for another CPU) or hangs, the call is an LLMError, the backend's `failure`
says why, and every later call of the command fails at once — the rest of the run is
extractive, the command succeeds, and `memtool doctor` reports the model.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any

from memtool import config, privacy
from memtool.errors import MemtoolError, ModelUnavailable
from memtool.distil.modelproc import ModelProcess, ModelProcessError

DEFAULT_MAX_TOKENS = 256
DEFAULT_TIMEOUT = 60.0
DEFAULT_CTX = 4096


class LLMError(MemtoolError):
    """A model call failed: unusable output, timeout, server or runtime error."""


def max_tokens() -> int:
    try:
        return max(1, int(config.env("MEMTOOL_LLM_MAX_TOKENS", str(DEFAULT_MAX_TOKENS))))
    except ValueError:
        return DEFAULT_MAX_TOKENS


def timeout() -> float:
    try:
        return max(0.1, float(config.env("MEMTOOL_LLM_TIMEOUT", str(DEFAULT_TIMEOUT))))
    except ValueError:
        return DEFAULT_TIMEOUT


def _threads() -> int:
    # Half the cores by default: compression runs beside the agent, and llama.cpp's threads
    # spin-wait — on a busy machine, all cores is several times slower than half of them.
    default = max(1, (os.cpu_count() or 2) // 2)
    try:
        return max(1, int(config.env("MEMTOOL_LLM_THREADS", str(default))))
    except ValueError:
        return default


# -- schema checking (the small subset of JSON Schema memtool's own schemas use) --------------


def validate(value: Any, schema: dict, path: str = "$") -> list[str]:
    """Errors of `value` against `schema` (type, enum, properties, required,
    additionalProperties=false, items, minItems/maxItems, minLength/maxLength, minimum/maximum)."""
    errors: list[str] = []
    types = schema.get("type")
    if types is not None:
        names = types if isinstance(types, list) else [types]
        if not any(_is_type(value, name) for name in names):
            return [f"{path}: expected {'/'.join(names)}, got {type(value).__name__}"]
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: {value!r} is not one of {schema['enum']}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing {key!r}")
        for key, item in value.items():
            if key in props:
                errors.extend(validate(item, props[key], f"{path}.{key}"))
            elif schema.get("additionalProperties") is False:
                errors.append(f"{path}: unexpected {key!r}")
    if isinstance(value, list):
        if len(value) > schema.get("maxItems", len(value)):
            errors.append(f"{path}: more than {schema['maxItems']} items")
        if len(value) < schema.get("minItems", 0):
            errors.append(f"{path}: fewer than {schema['minItems']} items")
        if "items" in schema:
            for index, item in enumerate(value):
                errors.extend(validate(item, schema["items"], f"{path}[{index}]"))
    if isinstance(value, str):
        if len(value) > schema.get("maxLength", len(value)):
            errors.append(f"{path}: longer than {schema['maxLength']} characters")
        if len(value.strip()) < schema.get("minLength", 0):
            errors.append(f"{path}: shorter than {schema['minLength']} characters")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"{path}: below {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"{path}: above {schema['maximum']}")
    return errors


def _is_type(value: Any, name: str) -> bool:
    return {
        "object": isinstance(value, dict),
        "array": isinstance(value, list),
        "string": isinstance(value, str),
        "integer": isinstance(value, int) and not isinstance(value, bool),
        "number": isinstance(value, (int, float)) and not isinstance(value, bool),
        "boolean": isinstance(value, bool),
        "null": value is None,
    }.get(name, True)


def parse(text: str, schema: dict) -> dict:
    """The JSON object in a model's reply, checked against the schema, or LLMError."""
    body = (text or "").strip()
    if body.startswith("```"):
        body = body.strip("`")
        body = body[body.find("{"):] if "{" in body else body
    try:
        value = json.loads(body)
    except json.JSONDecodeError as exc:
        raise LLMError(f"model output is not valid JSON ({exc.msg} at char {exc.pos}): {body[:120]!r}") from None
    errors = validate(value, schema)
    if errors:
        raise LLMError(f"model output does not match the schema: {'; '.join(errors[:3])}")
    return value


# -- backends -----------------------------------------------------------------------------------


class Backend:
    """A model that answers a prompt with JSON text. `name` labels what it produced (`method`);
    `calls` keeps per-call measurements (seconds, completion_tokens, ok) for benchmarks."""

    name = "none"

    def __init__(self) -> None:
        self.calls: list[dict] = []

    @property
    def failure(self) -> str | None:
        """Why the model is out for the rest of the command (None while it works)."""
        return None

    def complete(self, system: str, prompt: str, schema: dict, *, max_tokens: int, timeout: float,
                 temperature: float) -> tuple[str, int]:
        """Return (reply text, completion tokens). Raise LLMError on failure."""
        raise NotImplementedError


_PROCESSES: dict[str, Any] = {}
_PROCESS_LOCK = threading.Lock()


def close_models() -> None:
    """Stop every model process of this process (each is also stopped when the process ends)."""
    with _PROCESS_LOCK:
        processes = list(_PROCESSES.values())
        _PROCESSES.clear()
    for process in processes:
        process.close()


class LlamaCpp(Backend):
    """A GGUF model run by llama-cpp-python in a child process (see modelproc.py): loaded once
    per command and kept warm; a crash or hang of the child is an LLMError, never the command's
    end, and `failure` then says why the model is out for the rest of the command."""

    def __init__(self, path: str | os.PathLike, n_ctx: int | None = None, mode: str | None = None):
        super().__init__()
        self.path = str(Path(path).expanduser())
        if not Path(self.path).is_file():
            raise ModelUnavailable(f"GGUF model not found: {self.path}",
                                   "set MEMTOOL_LLM_MODEL (or --llm) to an existing .gguf file, or use --llm none")
        import importlib.util

        if importlib.util.find_spec("llama_cpp") is None:
            raise ModelUnavailable("llama-cpp-python is not installed",
                                   "pip install 'memtool[llm]' (compiles llama.cpp once), or use --llm none")
        stem = Path(self.path).name
        self.name = "llama.cpp:" + (stem[:-5] if stem.endswith(".gguf") else stem)
        try:
            self.n_ctx = n_ctx or int(config.env("MEMTOOL_LLM_CTX", str(DEFAULT_CTX)))
        except ValueError:
            self.n_ctx = DEFAULT_CTX
        self.mode = mode  # "chat" | "completion" | None (chat when the model has a chat template)

    def process(self):
        """The child running this model (shared by the backends of one command)."""
        key = f"{self.path}:{self.n_ctx}"
        with _PROCESS_LOCK:
            if key not in _PROCESSES:
                _PROCESSES[key] = ModelProcess(self.path, self.n_ctx, _threads())
            return _PROCESSES[key]

    @property
    def failure(self) -> str | None:
        return self.process().failure

    def complete(self, system, prompt, schema, *, max_tokens, timeout, temperature):
        process = self.process()
        request = {"system": system, "prompt": prompt, "schema": schema, "max_tokens": max_tokens,
                   "timeout": timeout, "temperature": temperature,
                   "chat": None if self.mode is None else self.mode == "chat"}
        try:
            out = process.complete(request, timeout)
        except ModelProcessError as exc:
            if exc.fatal:
                raise LLMError(exc.message) from None
            raise LLMError(f"llama.cpp failed: {exc.message}") from None
        text, tokens = out.get("text") or "", int(out.get("tokens") or 0)
        if out.get("timed_out"):
            raise LLMError(f"model timed out after {timeout:g}s ({tokens} tokens)")
        if out.get("finish") == "length":
            raise LLMError(f"model output cut off at max_tokens={max_tokens}: {text[:80]!r}…")
        return text, tokens


class OpenAICompatible(Backend):
    """An OpenAI-compatible chat-completions server, spoken to with urllib (no extra dependency)."""

    def __init__(self, url: str, model: str | None = None, api_key: str | None = None):
        super().__init__()
        base, _, fragment = url.partition("#")
        base = base.rstrip("/")
        if base.endswith("/chat/completions"):
            self.endpoint = base
            self.base = base[: -len("/chat/completions")]
        elif base.endswith("/v1"):
            self.base, self.endpoint = base, base + "/chat/completions"
        else:
            self.base, self.endpoint = base + "/v1", base + "/v1/chat/completions"
        env_model = config.env("MEMTOOL_LLM_MODEL")
        if env_model and (env_model.endswith(".gguf") or Path(env_model).expanduser().is_file()):
            env_model = None
        self.model_name = model or fragment or env_model
        self.api_key = api_key if api_key is not None else config.env("MEMTOOL_LLM_API_KEY")
        self.name = "openai:" + (self.model_name or "?")

    def _request(self, url: str, body: dict | None, timeout: float) -> dict:
        import urllib.error
        import urllib.request

        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(url, data=data, headers=headers, method="POST" if data else "GET")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (user-configured URL)
                return json.loads(response.read().decode("utf-8", "replace"))
        except urllib.error.HTTPError as exc:
            detail = exc.read()[:200].decode("utf-8", "replace") if exc.fp else ""
            raise LLMError(f"{url} answered HTTP {exc.code}: {detail}") from None
        except urllib.error.URLError as exc:
            reason = exc.reason
            if isinstance(reason, TimeoutError) or "timed out" in str(reason):
                raise LLMError(f"{url} timed out after {timeout:g}s") from None
            raise LLMError(f"cannot reach {url}: {reason}") from None
        except TimeoutError:
            raise LLMError(f"{url} timed out after {timeout:g}s") from None
        except (ValueError, OSError) as exc:
            raise LLMError(f"bad answer from {url}: {exc}") from None

    def resolve_model(self, timeout: float) -> str:
        if not self.model_name:
            try:
                listing = self._request(self.base + "/models", None, min(timeout, 5.0))
                self.model_name = (listing.get("data") or [{}])[0].get("id") or "default"
            except (LLMError, AttributeError, IndexError, TypeError):
                self.model_name = "default"
            self.name = "openai:" + self.model_name
        return self.model_name

    def complete(self, system, prompt, schema, *, max_tokens, timeout, temperature):
        body = {
            "model": self.resolve_model(timeout),
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": prompt}],
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": False,
            "response_format": {"type": "json_schema",
                                "json_schema": {"name": "memtool_record", "strict": True, "schema": schema}},
        }
        answer = self._request(self.endpoint, body, timeout)
        try:
            choice = answer["choices"][0]
            text = choice["message"]["content"] or ""
        except (KeyError, IndexError, TypeError):
            raise LLMError(f"unexpected answer from {self.endpoint}: {str(answer)[:160]}") from None
        tokens = int((answer.get("usage") or {}).get("completion_tokens") or 0)
        if choice.get("finish_reason") == "length":
            raise LLMError(f"model output cut off at max_tokens={max_tokens}: {text[:80]!r}…")
        return text, tokens


def resolve(spec: str | None = "auto") -> Backend | None:
    """The backend `spec` names (see the module help), or None for extractive only."""
    spec = (spec or "auto").strip()
    if spec == "none":
        return None
    if spec == "auto":
        model = config.env("MEMTOOL_LLM_MODEL")
        url = config.env("MEMTOOL_LLM_URL")
        if model and (model.endswith(".gguf") or Path(model).expanduser().is_file() or not url):
            return LlamaCpp(model)
        if url:
            return OpenAICompatible(url)
        return None
    if spec.startswith(("http://", "https://")):
        return OpenAICompatible(spec)
    return LlamaCpp(spec)


def generate(backend: Backend, system: str, prompt: str, schema: dict, *, retries: int = 1,
             max_tokens_: int | None = None, timeout_: float | None = None) -> dict:
    """Ask the model for one JSON object matching `schema`; retry `retries` times on unusable
    output, then raise LLMError naming the last problem. The prompt is scrubbed first."""
    system, _ = privacy.scrub(system)
    prompt, _ = privacy.scrub(prompt)
    limit = max_tokens_ or max_tokens()
    seconds = timeout_ or timeout()
    last: LLMError | None = None
    attempts = 0
    for attempt in range(retries + 1):
        if backend.failure:  # the model is out for this command: no point in asking again
            last = last or LLMError(backend.failure)
            break
        attempts += 1
        started = time.monotonic()
        tokens = 0
        try:
            text, tokens = backend.complete(system, prompt, schema, max_tokens=limit, timeout=seconds,
                                            temperature=0.0 if attempt == 0 else 0.7)
            value = parse(text, schema)
        except LLMError as exc:
            last = exc
            backend.calls.append({"seconds": time.monotonic() - started, "completion_tokens": tokens, "ok": False})
            continue
        except Exception as exc:  # a backend bug must not lose the event: treat as a failed call
            last = LLMError(f"{backend.name} crashed: {type(exc).__name__}: {exc}")
            backend.calls.append({"seconds": time.monotonic() - started, "completion_tokens": tokens, "ok": False})
            continue
        backend.calls.append({"seconds": time.monotonic() - started, "completion_tokens": tokens, "ok": True})
        return value
    raise LLMError(f"{backend.name}: {last.message if last else 'no answer'} (after {attempts} attempts)")
