-- memtool schema, version 2: retrieval (search, timeline, context).

-- OR of tsqueries as an aggregate: search matches ANY stemmed query term (ranked by BM25-like
-- weights), never requires all of them.
CREATE AGGREGATE memtool_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);

-- The stemmed, stopword-free terms of a query, each as a one-lexeme tsquery.
CREATE FUNCTION memtool_query_terms(cfg regconfig, query text)
RETURNS TABLE (lexeme text, tq tsquery) LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT t.lexeme,
           ('''' || replace(replace(t.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
    FROM unnest(to_tsvector(cfg, query)) AS t
$$;

-- The default model's HNSW index (cosine). Other models get theirs from `memtool embed`; the name
-- is embeddings_hnsw_ + the first 12 hex digits of sha1(model name).
CREATE INDEX embeddings_hnsw_34efcd058fee ON embeddings
    USING hnsw ((embedding::vector(384)) vector_cosine_ops)
    WHERE model = 'memtool/all-MiniLM-L6-v2-int8';

-- "Is anything embedded with this model?" and per-model scans.
CREATE INDEX embeddings_model_idx ON embeddings (model, observation_id);

-- Global memories join every project's scope (project = $1 OR is_global).
CREATE INDEX observations_global_idx ON observations (id) WHERE is_global AND deleted_at IS NULL;
