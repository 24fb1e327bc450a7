import json
import math

import pytest
from click.testing import CliRunner

from memtool.retrieve import embed
from memtool.store import observations
from memtool.retrieve.embedder import DEFAULT_MODEL, default_model_dir
from memtool.adapters.cli import cli


@pytest.fixture(scope="session")
def embedder():
    """The real bundled model, loaded once for the whole test session."""
    model = embed.default_embedder()
    model.load()
    return model


class FakeEmbedder(embed.Embedder):
    """A deterministic stand-in for a second model (no download): bag of character trigrams."""

    def __init__(self, name="test/fake-trigram"):
        super().__init__(name)
        self._dim = 16
        self.calls = 0

    def load(self):
        return self

    def embed_arrays(self, texts):
        import numpy as np

        self.calls += 1
        out = []
        for text in texts:
            vector = np.zeros(16, dtype=np.float32)
            for i in range(len(text) - 2):
                vector[hash(text[i:i + 3]) % 16] += 1
            out.append(vector / max(float(np.linalg.norm(vector)), 1e-9))
        return out


def store(conn, **fields):
    fields.setdefault("project", "/p")
    result = observations.store(conn, observations.normalise(fields))
    conn.commit()
    return result["id"]


def test_searchable_text_documents_what_is_embedded():
    text = embed.searchable_text({
        "title": "JWT refresh fixed", "narrative": "Tokens expired early because of clock skew.",
        "facts": ["skew was 90s", "leeway now 120s"], "concepts": ["auth", "jwt"],
        "files_read": ["/repo/src/auth/jwt.py"], "files_modified": ["/repo/src/auth/jwt.py", "tests/test_jwt.py"],
    })
    assert text.splitlines() == [
        "JWT refresh fixed",
        "Tokens expired early because of clock skew.",
        "Facts: skew was 90s; leeway now 120s",
        "Concepts: auth, jwt",
        "Files: jwt.py, test_jwt.py",
    ]
    # A title derived from the narrative is not embedded twice.
    assert embed.searchable_text({"title": "Caroline: hi", "narrative": "Caroline: hi there"}) == "Caroline: hi there"


def test_bundled_model_directory_is_assembled_offline(tmp_path, monkeypatch):
    import os

    monkeypatch.setenv("MEMTOOL_HOME", str(tmp_path))
    killed = tmp_path / "cache" / "models" / ".all-MiniLM-L6-v2-dq.123.456"  # a conversion killed midway
    killed.mkdir(parents=True)
    (killed / "folded.onnx").write_bytes(b"partial")
    os.utime(killed, (1, 1))
    directory = default_model_dir()
    assert not killed.exists()
    assert directory.parent == tmp_path / "cache" / "models"
    assert {p.name for p in directory.iterdir()} == {"model.onnx", "tokenizer.json", "tokenizer_config.json",
                                                     "source.json"}
    # int8 weights kept int8 at run time: a quarter of the float weights' size, no float copy left
    assert (directory / "model.onnx").stat().st_size < 30_000_000 and not (directory / "folded.onnx").exists()
    assert json.loads((directory / "tokenizer_config.json").read_text()) == {
        "model_max_length": 256, "pad_token": "[PAD]", "do_lower_case": True}
    assert default_model_dir() == directory  # second call reuses it


def test_default_model_vectors_are_normalised_and_meaningful(embedder):
    cat, kitten, invoice = embedder.embed_texts(
        ["the cat sat on the mat", "a kitten is sitting on a rug", "quarterly invoice totals in euros"])
    assert len(cat) == 384
    assert math.isclose(sum(x * x for x in cat), 1.0, rel_tol=1e-4)
    dot = lambda a, b: sum(x * y for x, y in zip(a, b))  # noqa: E731
    assert dot(cat, kitten) > dot(cat, invoice) + 0.2


def test_direct_query_path_matches_fastembed(embedder):
    import numpy as np

    texts = ["When did the deploy fail?", "fix jwt refresh in auth/middleware.py", "ok " * 300]
    fresh = embed.Embedder()  # fastembed not loaded: the direct ONNX path
    direct = fresh.embed_query_arrays(texts)
    assert not fresh.loaded
    via_fastembed = list(embedder.load().query_embed(texts, batch_size=1))
    for a, b in zip(direct, via_fastembed):
        assert float(np.abs(a - b).max()) < 1e-5


def test_a_texts_vector_does_not_depend_on_the_texts_embedded_with_it(embedder):
    import numpy as np

    text = "fix jwt refresh in auth/middleware.py"
    alone = embedder.embed_arrays([text])[0]
    crowd = embedder.embed_arrays(["a much longer text about database migrations " * 8, text, "ok"])[1]
    query = embed.Embedder().embed_query_arrays(["unrelated words", text])[1]
    assert float(np.abs(alone - crowd).max()) == 0.0
    assert float(np.abs(alone - query).max()) < 1e-5


def test_embed_missing_is_idempotent_and_follows_changes(conn, embedder):
    ids = [store(conn, title=f"note {i}", narrative=f"observation number {i} about topic {i}") for i in range(3)]
    first = list(embed.embed_missing(conn, embedder=embedder))
    assert sorted(r["observation_id"] for r in first) == ids
    assert {r["action"] for r in first} == {"created"}
    rows = conn.execute("SELECT model, vector_dims(embedding) AS dim FROM embeddings").fetchall()
    assert rows and all(r["model"] == DEFAULT_MODEL and r["dim"] == 384 for r in rows)

    assert list(embed.embed_missing(conn, embedder=embedder)) == []  # nothing new: nothing done

    observations.update(conn, ids[1], {"narrative": "completely different text now"})
    conn.commit()
    again = list(embed.embed_missing(conn, embedder=embedder))
    assert [(r["observation_id"], r["action"]) for r in again] == [(ids[1], "updated")]

    observations.update(conn, ids[2], {"importance": 0.9})  # text unchanged: checked, not re-embedded
    conn.commit()
    checked = list(embed.embed_missing(conn, embedder=embedder))
    assert [(r["observation_id"], r["action"]) for r in checked] == [(ids[2], "unchanged")]
    assert list(embed.embed_missing(conn, embedder=embedder)) == []

    forced = list(embed.embed_missing(conn, embedder=embedder, force=True))
    assert len(forced) == 3 and {r["action"] for r in forced} == {"updated"}


def test_a_model_change_embeds_separately_instead_of_mixing(conn, embedder):
    ids = [store(conn, title=f"note {i}", narrative=f"text {i}") for i in range(2)]
    list(embed.embed_missing(conn, embedder=embedder))
    fake = FakeEmbedder()
    assert embed.pending_count(conn, fake.model_name) == 2
    created = list(embed.embed_missing(conn, embedder=fake))
    assert [r["action"] for r in created] == ["created", "created"]
    per_model = {r["model"]: r["n"] for r in conn.execute(
        "SELECT model, count(*) AS n FROM embeddings GROUP BY model")}
    assert per_model == {DEFAULT_MODEL: 2, fake.model_name: 2}
    index = conn.execute("SELECT indexdef FROM pg_indexes WHERE indexname = %s",
                         (embed.index_name(fake.model_name),)).fetchone()
    assert index and "vector(16)" in index["indexdef"] and "hnsw" in index["indexdef"]
    assert embed.prune(conn, fake.model_name) == 2
    assert conn.execute("SELECT count(*) AS n FROM embeddings WHERE model = %s",
                        (DEFAULT_MODEL,)).fetchone()["n"] == 0
    assert ids


def test_embed_records_passes_records_through(conn):
    obs_id = store(conn, title="pass through", narrative="embedded from a pipeline")
    fake = FakeEmbedder()
    incoming = [{"kind": "event", "id": 5, "payload": {}},
                {"kind": "observation", "id": obs_id, "title": "pass through"},
                {"kind": "observation", "title": "not stored yet"}]
    out = list(embed.embed_records(conn, incoming, embedder=fake))
    assert out[0] == incoming[0]
    assert out[1]["embedding_action"] == "created" and out[1]["embedding_model"] == fake.model_name
    assert out[2] == incoming[2]
    out = list(embed.embed_records(conn, incoming[1:2], embedder=fake))
    assert out[0]["embedding_action"] == "unchanged"


def test_cli_embed_missing_writes_records_and_rerun_does_nothing(database_url, conn, embedder):
    store(conn, title="cli embed", narrative="one observation for the command line")
    runner = CliRunner()
    result = runner.invoke(cli, ["embed", "--missing"])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["action"] for r in records] == ["created"]
    assert records[0]["model"] == DEFAULT_MODEL
    again = runner.invoke(cli, ["embed", "--missing"])
    assert again.exit_code == 0 and again.stdout == ""


def test_unknown_model_is_a_clear_error(database_url, conn):
    store(conn, title="x", narrative="y")
    result = CliRunner().invoke(cli, ["embed", "--missing", "--model", "no-such/model"])
    assert result.exit_code == 1
    assert "no-such/model" in result.stderr and "MEMTOOL_EMBED_MODEL" in result.stderr


def test_the_bundled_checkpoint_is_the_pinned_one_and_a_changed_file_is_refused(tmp_path):
    """The model package is found without importing it, and a file that is not the pinned release's
    (a substituted or damaged package) is refused before anything is converted from it."""
    import sys

    from memtool.errors import ModelUnavailable
    from memtool.retrieve import embedder

    checkpoint = embedder.checkpoint_dir()
    assert embedder.CHECKPOINT_PACKAGE not in sys.modules  # located, not imported
    embedder.verify_checkpoint(checkpoint)
    copy = tmp_path / "model_files"
    copy.mkdir()
    for name in ("model.safetensors", "config.json", "tokenizer.json"):
        (copy / name).symlink_to(checkpoint / name)
    (copy / "config.json").unlink()
    (copy / "config.json").write_text((checkpoint / "config.json").read_text().replace("384", "385"))
    with pytest.raises(ModelUnavailable, match="config.json is not the all-MiniLM-L6-v2 file"):
        embedder.verify_checkpoint(copy)
