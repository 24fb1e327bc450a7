-- memtool schema, version 6: vector search within one project.
--
-- A search runs in one project, but one HNSW index over every project's vectors makes a
-- filtered scan walk the other projects' neighbourhoods first: when a query is about something
-- other projects talk about more, the scan used up its tuple budget before it found enough of
-- this project's vectors (slow, and sometimes no vector candidates at all). So each vector row
-- carries its observation's project, kept in step by triggers, and `memtool embed` gives every
-- project with enough vectors its own partial HNSW index (WHERE model = ... AND project = ...);
-- smaller projects are scanned exactly. The per-model index stays for searches of all projects.

ALTER TABLE embeddings ADD COLUMN project text;
UPDATE embeddings e SET project = o.project FROM observations o WHERE o.id = e.observation_id;
ALTER TABLE embeddings ALTER COLUMN project SET NOT NULL;

-- Exact scans of a small project, and "which projects have how many vectors".
CREATE INDEX embeddings_model_project_idx ON embeddings (model, project);

-- A vector row takes its project from its observation (callers never pass it).
CREATE FUNCTION memtool_embedding_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT o.project INTO NEW.project FROM observations o WHERE o.id = NEW.observation_id;
    RETURN NEW;
END $$;
CREATE TRIGGER embeddings_project BEFORE INSERT OR UPDATE OF observation_id ON embeddings
    FOR EACH ROW EXECUTE FUNCTION memtool_embedding_project();

-- An observation moved to another project takes its vectors along.
CREATE FUNCTION memtool_observation_project_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE embeddings SET project = NEW.project WHERE observation_id = NEW.id;
    RETURN NULL;
END $$;
CREATE TRIGGER observations_project_moved AFTER UPDATE OF project ON observations
    FOR EACH ROW WHEN (OLD.project IS DISTINCT FROM NEW.project)
    EXECUTE FUNCTION memtool_observation_project_moved();
