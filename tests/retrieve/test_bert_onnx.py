"""The bundled model's ONNX graph, built from the packaged checkpoint (memtool/retrieve/bert_onnx.py)."""

import json
import struct

import numpy as np
import pytest

from memtool.retrieve import bert_onnx, embedder


@pytest.fixture(scope="module")
def float_graph(tmp_path_factory):
    path = tmp_path_factory.mktemp("bert") / "float.onnx"
    bert_onnx.build(embedder.checkpoint_dir(), path)
    return path


def _pooled(session, tokenizer, texts):
    encodings = tokenizer.encode_batch(texts)
    ids = np.array([e.ids for e in encodings], dtype=np.int64)
    mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
    hidden = session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})[0]
    weights = mask[:, :, None].astype(np.float32)
    pooled = (hidden * weights).sum(axis=1) / weights.sum(axis=1)
    return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


def test_padding_is_masked_and_the_run_time_model_stays_close_to_the_float_graph(float_graph, tmp_path):
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(embedder.checkpoint_dir() / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=256)
    tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
    session = ort.InferenceSession(str(float_graph), providers=["CPUExecutionProvider"])
    texts = ["go test -v ./pkg/providers/droidcli/...", "the cat sat on the mat " * 20, "port 3001"]
    batched = _pooled(session, tokenizer, texts)  # padded to the longest text
    alone = np.concatenate([_pooled(session, tokenizer, [text]) for text in texts])
    assert float(np.abs(batched - alone).max()) < 1e-4
    # What memtool runs (int8 weights, embedder._convert_model) stays close to the float graph
    # (measured: cosine 0.91-0.97, as the earlier bundled int8 model did).
    quantized = embedder.Embedder().embed_query_arrays(texts)
    cosines = [float(np.dot(a, b)) for a, b in zip(alone, quantized)]
    assert min(cosines) > 0.88 and sum(cosines) / len(cosines) > 0.93
    # ...and the graph means something: a paraphrase is closer than an unrelated text.
    cat, kitten, invoice = _pooled(session, tokenizer, ["the cat sat on the mat", "a kitten is sitting on a rug",
                                                        "quarterly invoice totals in euros"])
    assert float(cat @ kitten) > float(cat @ invoice) + 0.2


def test_safetensors_reader_refuses_what_it_cannot_read(tmp_path):
    header = json.dumps({"w": {"dtype": "BF16", "shape": [1], "data_offsets": [0, 2]}}).encode()
    bad = tmp_path / "model.safetensors"
    bad.write_bytes(struct.pack("<Q", len(header)) + header + b"\0\0")
    with pytest.raises(ValueError, match="unsupported dtype BF16"):
        bert_onnx.read_safetensors(bad)
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "gpt2"}))
    with pytest.raises(ValueError, match="not a BERT checkpoint"):
        bert_onnx.build(tmp_path, tmp_path / "out.onnx")
