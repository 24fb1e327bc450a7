"""GGUF inference in a child process: a model that crashes or hangs costs memory quality, never
the command that asked it.

llama.cpp is native code. A build that does not fit the CPU dies with SIGSEGV on its first
decode (seen with a natively built llama.cpp on an AMX-capable Xeon in a VM), and a native call
can block past any deadline. In-process, either would take `memtool compress` (or a whole test
run) down with it. So `LlamaCpp` (llm.py) talks to a child, `python -m memtool.distil.modelproc`, over
a private pipe (one JSON object per line each way):

    {"op": "load", "path", "n_ctx", "threads"}       -> {"ok": true, "chat": bool} | {"error"}
    {"op": "complete", "system", "prompt", "schema", "max_tokens", "timeout", "temperature",
     "chat": bool}                                   -> {"text", "tokens", "finish", "timed_out"} | {"error"}

The child loads the model once and keeps it warm until its stdin closes (the end of the
command). The parent waits for each answer at most the call's timeout plus a grace (loading:
LOAD_TIMEOUT); a child that dies or does not answer in time is killed, the call raises
`LLMError`, and the model process counts as failed for the rest of the command — later calls
fail at once, so the rest of the run falls back to the extractive rules instead of crashing
again per event. Each failure is recorded in `<state>/llm-failure.json` (model, reason, time)
for `memtool doctor`; the next successful call of that model removes the record.

The child's fd 1 is pointed at stderr before llama.cpp is imported, so nothing it prints can
reach the protocol pipe (or the command's stdout). The tests make the child really segfault
or hang from outside (tests/inject/sitecustomize.py).
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NoReturn

from memtool import config

LOAD_TIMEOUT = 300.0  # seconds to load a model (a large GGUF from a slow disk)
FAILURE_FILE = "llm-failure.json"


def grace(timeout: float) -> float:
    """How long past a call's own deadline the parent waits: generation stops at the deadline
    in the child, but prompt processing and grammar setup are not interruptible there."""
    return max(5.0, timeout / 2)


class ModelProcessError(Exception):
    """The child failed (crashed, hung, could not start, or answered an error)."""

    def __init__(self, message: str, fatal: bool):
        super().__init__(message)
        self.message = message
        self.fatal = fatal  # the child is gone: later calls must not expect it


# -- the parent's side ------------------------------------------------------------------------


class ModelProcess:
    """One child running one GGUF model, started on first use."""

    def __init__(self, path: str, n_ctx: int, threads: int, clear_record: bool = True):
        self.path, self.n_ctx, self.threads = path, n_ctx, threads
        self.clear_record = clear_record  # a success removes the model's failure record
        self.proc: subprocess.Popen | None = None
        self.chat: bool | None = None
        self.failure: str | None = None  # why the child is gone for good (this command)
        self._buffer = b""
        self._succeeded = False

    def complete(self, request: dict, timeout: float) -> dict:
        """The child's answer to one completion request, or ModelProcessError."""
        if self.failure:
            raise ModelProcessError(self.failure, fatal=True)
        if self.proc is None:
            self._start()
        chat = self.chat if request.get("chat") is None else request["chat"]
        answer = self._ask(dict(request, op="complete", chat=chat), timeout + grace(timeout), "answer")
        if not self._succeeded:
            self._succeeded = True
            if self.clear_record:
                clear_failure(self.path)
        return answer

    def _start(self) -> None:
        package_root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH"))
                                                          if p))
        try:
            self.proc = subprocess.Popen([sys.executable, "-m", "memtool.distil.modelproc"], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=None, env=env, close_fds=True)
        except OSError as exc:
            self._fail(f"cannot start the model process: {exc.strerror or exc}")
        answer = self._ask({"op": "load", "path": self.path, "n_ctx": self.n_ctx, "threads": self.threads},
                           LOAD_TIMEOUT, "load the model")
        self.chat = bool(answer.get("chat"))

    def _ask(self, request: dict, wait: float, doing: str) -> dict:
        proc = self.proc
        assert proc is not None and proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write((json.dumps(request) + "\n").encode())
            proc.stdin.flush()
        except OSError:
            self._fail(self._death(doing))
        line = self._read_line(wait)
        if line is None:
            self._fail(f"the model did not {doing} within {wait:g}s (hung; killed)")
        if line == b"":
            self._fail(self._death(doing))
        try:
            answer = json.loads(line)
        except ValueError:
            self._fail(f"the model process wrote something other than its protocol: {line[:80]!r}")
        if "error" in answer:
            raise ModelProcessError(str(answer["error"]), fatal=request["op"] == "load")
        return answer

    def _read_line(self, wait: float) -> bytes | None:
        """One line from the child within `wait` seconds; b"" when it died, None when it took
        longer."""
        proc = self.proc
        assert proc is not None and proc.stdout is not None
        deadline = time.monotonic() + wait
        fd = proc.stdout.fileno()
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not selector.select(remaining):
                    return None
                chunk = os.read(fd, 65536)
                if not chunk:
                    return b""
                self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def _death(self, doing: str) -> str:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return f"the model process stopped answering while trying to {doing}"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"the model process crashed ({name}) while trying to {doing}"
        return f"the model process exited with status {code} while trying to {doing}"

    def _fail(self, message: str) -> NoReturn:
        """Kill the child, remember why, record it for doctor, and raise."""
        self.close()
        self.failure = f"{message}: {self.path}"
        record_failure(self.path, message)
        raise ModelProcessError(self.failure, fatal=True)

    def close(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.poll() is None:
            proc.kill()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        for pipe in (proc.stdin, proc.stdout):
            try:
                if pipe:
                    pipe.close()
            except OSError:
                pass

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass


# -- the record doctor reads -------------------------------------------------------------------


def failure_path() -> Path:
    return config.state_dir() / FAILURE_FILE


def record_failure(model: str, reason: str) -> None:
    """Best effort: a home that cannot be written must not turn a fallback into an error."""
    record = {"model": model, "reason": reason, "at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    path = failure_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{FAILURE_FILE}.{os.getpid()}")
        temporary.write_text(json.dumps(record) + "\n")
        temporary.replace(path)
    except OSError:
        pass


def last_failure(model: str) -> dict | None:
    """The recorded failure of this model, if its last run failed."""
    try:
        record = json.loads(failure_path().read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("model") != model:
        return None
    return record


def clear_failure(model: str) -> None:
    if last_failure(model) is not None:
        try:
            failure_path().unlink()
        except OSError:
            pass


def probe(path: str, n_ctx: int, threads: int, timeout: float = 30.0) -> tuple[bool, str]:
    """Load the model in a child and decode one token: (works, what happened). A failure is
    recorded; a success leaves an earlier record alone (that run's input may be what broke it)."""
    started = time.monotonic()
    process = ModelProcess(path, n_ctx, threads, clear_record=False)
    try:
        process.complete({"system": "Answer in JSON.", "prompt": "{}", "schema": {"type": "object"},
                          "max_tokens": 1, "timeout": timeout, "temperature": 0.0}, timeout)
    except ModelProcessError as exc:
        if not exc.fatal:  # an answer, even an error answer, means the model ran
            return True, f"loaded and ran in {time.monotonic() - started:.1f}s ({exc.message})"
        return False, exc.message
    finally:
        process.close()
    return True, f"loaded and ran in {time.monotonic() - started:.1f}s"


# -- the child's side --------------------------------------------------------------------------


def _serve() -> None:
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # whatever llama.cpp (or Python) prints goes to stderr, never into the protocol
    sys.stdout = sys.stderr
    model = None
    for line in sys.stdin:
        request = json.loads(line)
        answer: dict[str, Any]
        try:
            if request["op"] == "load":
                model = _load(request)
                answer = {"ok": True, "chat": bool((model.metadata or {}).get("tokenizer.chat_template"))}
            else:
                answer = _complete(model, request)
        except Exception as exc:  # noqa: BLE001 - reported to the parent as this request's error
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        protocol.write(json.dumps(answer) + "\n")
        protocol.flush()


def _load(request: dict):
    from llama_cpp import Llama

    try:
        return Llama(model_path=request["path"], n_ctx=request["n_ctx"], n_threads=request["threads"],
                     verbose=False, seed=0)
    except Exception as exc:  # llama.cpp raises ValueError/RuntimeError for bad files
        raise RuntimeError(f"cannot load {request['path']}: {exc}") from exc


def _complete(llm, request: dict) -> dict:
    from llama_cpp import LlamaGrammar, StoppingCriteriaList

    deadline = time.monotonic() + request["timeout"]
    timed_out = False

    def past_deadline(tokens, logits) -> bool:
        nonlocal timed_out
        if time.monotonic() > deadline:
            timed_out = True
        return timed_out

    system, prompt, schema = request["system"], request["prompt"], request["schema"]
    if request["chat"]:
        # create_chat_completion takes no stopping criteria: stream, and stop reading at the deadline.
        parts, finish, count = [], None, 0
        for chunk in llm.create_chat_completion(
                messages=[{"role": "system", "content": system}, {"role": "user", "content": prompt}],
                response_format={"type": "json_object", "schema": schema}, max_tokens=request["max_tokens"],
                temperature=request["temperature"], stream=True):
            choice = chunk["choices"][0]
            if (choice.get("delta") or {}).get("content"):
                parts.append(choice["delta"]["content"])
                count += 1
            finish = choice.get("finish_reason") or finish
            if time.monotonic() > deadline:
                timed_out = True
                break
        return {"text": "".join(parts), "tokens": count, "finish": finish, "timed_out": timed_out}
    grammar = LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)
    out = llm.create_completion(f"{system}\n\n{prompt}", grammar=grammar, max_tokens=request["max_tokens"],
                                temperature=request["temperature"], stopping_criteria=StoppingCriteriaList(
                                    [past_deadline]))
    return {"text": out["choices"][0]["text"] or "", "finish": out["choices"][0].get("finish_reason"),
            "tokens": int((out.get("usage") or {}).get("completion_tokens") or 0), "timed_out": timed_out}


if __name__ == "__main__":
    _serve()
