"""A BERT encoder as an ONNX graph, built from a sentence-transformers checkpoint's weights
(`model.safetensors` + `config.json`), for onnxruntime: no PyTorch needed to run the bundled
embedding model.

The graph follows the published BERT architecture (embeddings: word + position + token type,
layer norm; then per layer: multi-head self-attention with an additive padding mask, output
projection, residual + layer norm, a GELU (erf) feed-forward block, residual + layer norm).
Inputs `input_ids`, `attention_mask`, `token_type_ids` (int64, [batch, tokens]); output
`last_hidden_state` (float32, [batch, tokens, hidden]) — the same interface as the ONNX exports
fastembed loads, so pooling and normalisation stay with the caller.

`read_safetensors(path)` reads the checkpoint with numpy alone: the format is an 8-byte
little-endian header length, a JSON header (name → dtype, shape, byte offsets), then the raw
little-endian tensors.
"""

from __future__ import annotations

import json
import math
import struct
from pathlib import Path

_DTYPES = {"F32": "<f4", "F16": "<f2", "I64": "<i8", "I32": "<i4"}


def read_safetensors(path: Path) -> dict:
    """Every tensor of a safetensors file as a numpy array (name → array)."""
    import numpy as np

    with open(path, "rb") as handle:
        (length,) = struct.unpack("<Q", handle.read(8))
        header = json.loads(handle.read(length))
        data = handle.read()
    tensors = {}
    for name, spec in header.items():
        if name == "__metadata__":
            continue
        if spec["dtype"] not in _DTYPES:
            raise ValueError(f"{path}: tensor {name} has unsupported dtype {spec['dtype']}")
        start, end = spec["data_offsets"]
        array = np.frombuffer(data[start:end], dtype=_DTYPES[spec["dtype"]]).reshape(spec["shape"])
        tensors[name] = array.astype(np.float32) if spec["dtype"] == "F16" else array
    return tensors


def build(checkpoint: Path, dest: Path) -> None:
    """Write the ONNX model of the BERT checkpoint in directory `checkpoint` to `dest`."""
    import onnx

    config = json.loads((checkpoint / "config.json").read_text())
    if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
        raise ValueError(f"{checkpoint}: not a BERT checkpoint with GELU ({config.get('model_type')})")
    weights = read_safetensors(checkpoint / "model.safetensors")
    graph = _Graph(weights)
    hidden = graph.embeddings(float(config["layer_norm_eps"]))
    bias = graph.mask_bias()
    heads = int(config["num_attention_heads"])
    for layer in range(int(config["num_hidden_layers"])):
        hidden = graph.layer(f"encoder.layer.{layer}", hidden, bias, heads, float(config["layer_norm_eps"]))
    graph.nodes.append(onnx.helper.make_node("Identity", [hidden], ["last_hidden_state"]))
    model = graph.model()
    onnx.checker.check_model(model)
    onnx.save(model, str(dest))


class _Graph:
    """Nodes and initializers of the graph under construction (names are unique by counter)."""

    def __init__(self, weights: dict):
        self.weights = weights
        self.nodes: list = []
        self.initializers: list = []
        self.count = 0

    def model(self):
        from onnx import TensorProto, helper

        inputs = [helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "tokens"])
                  for name in ("input_ids", "attention_mask", "token_type_ids")]
        hidden_size = self.weights["embeddings.word_embeddings.weight"].shape[1]
        output = helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                               ["batch", "tokens", hidden_size])
        graph = helper.make_graph(self.nodes, "bert", inputs, [output], self.initializers)
        return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="memtool")

    def name(self, hint: str) -> str:
        self.count += 1
        return f"{hint}_{self.count}"

    def const(self, value, hint: str = "const") -> str:
        import numpy as np
        from onnx import numpy_helper

        name = self.name(hint)
        self.initializers.append(numpy_helper.from_array(np.asarray(value), name))
        return name

    def op(self, kind: str, inputs: list[str], **attributes) -> str:
        from onnx import helper

        out = self.name(kind.lower())
        self.nodes.append(helper.make_node(kind, inputs, [out], **attributes))
        return out

    def weight(self, key: str) -> str:
        return self.const(self.weights[key], key)

    def linear(self, prefix: str, x: str) -> str:
        """x @ W.T + b (checkpoints store W as [out, in])."""
        import numpy as np

        transposed = self.const(np.ascontiguousarray(self.weights[f"{prefix}.weight"].T), f"{prefix}.weight")
        return self.op("Add", [self.op("MatMul", [x, transposed]), self.weight(f"{prefix}.bias")])

    def norm(self, prefix: str, x: str, eps: float) -> str:
        return self.op("LayerNormalization", [x, self.weight(f"{prefix}.weight"), self.weight(f"{prefix}.bias")],
                       axis=-1, epsilon=eps)

    def embeddings(self, eps: float) -> str:
        import numpy as np

        words = self.op("Gather", [self.weight("embeddings.word_embeddings.weight"), "input_ids"])
        types = self.op("Gather", [self.weight("embeddings.token_type_embeddings.weight"), "token_type_ids"])
        length = self.op("Gather", [self.op("Shape", ["input_ids"]), self.const(np.int64(1))], axis=0)
        positions = self.op("Range", [self.const(np.int64(0)), length, self.const(np.int64(1))])
        placed = self.op("Gather", [self.weight("embeddings.position_embeddings.weight"), positions])
        summed = self.op("Add", [self.op("Add", [words, types]), placed])
        return self.norm("embeddings.LayerNorm", summed, eps)

    def mask_bias(self) -> str:
        """0 where a token is attended to, a large negative number on padding: [batch, 1, 1, tokens]."""
        import numpy as np
        from onnx import TensorProto

        mask = self.op("Cast", ["attention_mask"], to=TensorProto.FLOAT)
        inverted = self.op("Sub", [self.const(np.float32(1.0)), mask])
        scaled = self.op("Mul", [inverted, self.const(np.float32(np.finfo(np.float32).min))])
        return self.op("Unsqueeze", [scaled, self.const(np.array([1, 2], dtype=np.int64))])

    def layer(self, prefix: str, x: str, bias: str, heads: int, eps: float) -> str:
        attended = self.attention(f"{prefix}.attention.self", x, bias, heads)
        x = self.norm(f"{prefix}.attention.output.LayerNorm",
                      self.op("Add", [self.linear(f"{prefix}.attention.output.dense", attended), x]), eps)
        inner = self.gelu(self.linear(f"{prefix}.intermediate.dense", x))
        return self.norm(f"{prefix}.output.LayerNorm", self.op("Add", [self.linear(f"{prefix}.output.dense", inner), x]),
                         eps)

    def attention(self, prefix: str, x: str, bias: str, heads: int) -> str:
        import numpy as np

        size = self.weights[f"{prefix}.query.weight"].shape[0] // heads
        split = self.const(np.array([0, 0, heads, size], dtype=np.int64))

        def per_head(name: str, perm: list[int]) -> str:
            return self.op("Transpose", [self.op("Reshape", [self.linear(f"{prefix}.{name}", x), split])], perm=perm)

        query, key, value = per_head("query", [0, 2, 1, 3]), per_head("key", [0, 2, 3, 1]), per_head("value", [0, 2, 1, 3])
        scores = self.op("Mul", [self.op("MatMul", [query, key]), self.const(np.float32(1.0 / math.sqrt(size)))])
        weights = self.op("Softmax", [self.op("Add", [scores, bias])], axis=-1)
        context = self.op("Transpose", [self.op("MatMul", [weights, value])], perm=[0, 2, 1, 3])
        return self.op("Reshape", [context, self.const(np.array([0, 0, heads * size], dtype=np.int64))])

    def gelu(self, x: str) -> str:
        """0.5 * x * (1 + erf(x / sqrt(2))): BERT's exact GELU."""
        import numpy as np

        erf = self.op("Erf", [self.op("Mul", [x, self.const(np.float32(1.0 / math.sqrt(2.0)))])])
        return self.op("Mul", [self.op("Mul", [x, self.op("Add", [erf, self.const(np.float32(1.0))])]),
                               self.const(np.float32(0.5))])
