"""Delays and faults for tests, injected into the memtool processes a test starts (never shipped).

A test puts this directory on PYTHONPATH (conftest.inject) and sets one of:

    MEMTOOL_TEST_DELAY=SECONDS         compress sleeps this long before each event (a slow worker)
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


PATCHES = {}
if os.environ.get("MEMTOOL_TEST_DELAY"):
    PATCHES["memtool.distil.compress"] = _slow_compress
if os.environ.get("MEMTOOL_LLM_TEST_FAULT"):
    PATCHES["llama_cpp"] = _faulty_model
if os.environ.get("MEMTOOL_TEST_SDK_HANG"):
    PATCHES["memtool.adapters.mcp"] = _endless_import


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
            PATCHES[name](module)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


if PATCHES:
    sys.meta_path.insert(0, _Patcher())
