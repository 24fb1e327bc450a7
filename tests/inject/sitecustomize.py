"""Delays and faults for tests, injected into the memtool processes a test starts (never shipped).

A test puts this directory on PYTHONPATH (conftest.inject) and sets one of:

    MEMTOOL_TEST_DELAY=SECONDS         compress sleeps this long before each event (a slow worker)
    MEMTOOL_TEST_HOLD=N:FILE           compress stops before its N-th event, writes FILE, and holds still
                                       there until killed (a run caught in the middle, for a test to act on
                                       when FILE appears instead of racing a slow worker)
    MEMTOOL_LLM_TEST_FAULT=crash|hang  the model process segfaults (a read of address 0, like a bad
                                       native decode) or hangs at its first completion
    MEMTOOL_TEST_SDK_HANG=FILE         `memtool mcp`'s import of the SDK (memtool.adapters.mcp)
                                       writes FILE, then never ends (a very slow start-up)

Python imports `sitecustomize` at start-up; this one adds an import hook that patches the named
module right after it is loaded, so nothing is imported early and memtool itself has no test code.
"""

import importlib.abc
import importlib.machinery
import os
import sys
import time


def _slow_compress(module) -> None:
    delay = float(os.environ["MEMTOOL_TEST_DELAY"])
    process = module._process_event

    def slow(*args, **kwargs):
        time.sleep(delay)
        return process(*args, **kwargs)

    module._process_event = slow


def _held_compress(module) -> None:
    count, _, marker = os.environ["MEMTOOL_TEST_HOLD"].partition(":")
    process = module._process_event
    seen = [0]

    def held(*args, **kwargs):
        seen[0] += 1
        if seen[0] == int(count):
            with open(marker, "w") as told:
                told.write(f"holding before event {count}\n")
            time.sleep(3600)
        return process(*args, **kwargs)

    module._process_event = held


def _faulty_model(module) -> None:
    fault = os.environ["MEMTOOL_LLM_TEST_FAULT"]

    def wrap(method):
        def faulty(*args, **kwargs):
            if fault == "crash":
                import ctypes

                ctypes.string_at(0)
            elif fault == "hang":
                time.sleep(3600)
            return method(*args, **kwargs)
        return faulty

    for name in ("create_completion", "create_chat_completion"):
        setattr(module.Llama, name, wrap(getattr(module.Llama, name)))


def _endless_import(module) -> None:
    with open(os.environ["MEMTOOL_TEST_SDK_HANG"], "w") as marker:
        marker.write("importing\n")
    time.sleep(3600)


PATCHES: dict = {}  # module name -> the patches applied to it, in order
if os.environ.get("MEMTOOL_TEST_DELAY"):
    PATCHES.setdefault("memtool.distil.compress", []).append(_slow_compress)
if os.environ.get("MEMTOOL_TEST_HOLD"):
    PATCHES.setdefault("memtool.distil.compress", []).append(_held_compress)
if os.environ.get("MEMTOOL_LLM_TEST_FAULT"):
    PATCHES.setdefault("llama_cpp", []).append(_faulty_model)
if os.environ.get("MEMTOOL_TEST_SDK_HANG"):
    PATCHES.setdefault("memtool.adapters.mcp", []).append(_endless_import)


class _Patcher(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name not in PATCHES:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return None
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            for patch in PATCHES[name]:
                patch(module)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


if PATCHES:
    sys.meta_path.insert(0, _Patcher())
