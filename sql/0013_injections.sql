-- memtool schema, version 13: the injection log — every memory block a hook handed to an agent
-- (`memtool context`, the warm context server), so a user can see what the agent was given and
-- why, and `memtool stats` can say how much was injected and how much of it was used later.
--
-- One appended row per block that was not empty (a gated or empty answer injects nothing and is
-- not recorded). The prompt is kept only as its first words, redacted; the refs name what the
-- block showed: observation ids, event ids (e123 → 123) and session summary ids. tokens is an
-- estimate (characters / 4, rounded up). Owned by memtool/store/injections.py.
CREATE TABLE injection_log (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    injected_at     timestamptz NOT NULL DEFAULT now(),
    session_id      text,
    project         text,
    via             text NOT NULL,
    mode            text NOT NULL,
    prompt          text,
    observation_ids bigint[] NOT NULL DEFAULT '{}',
    event_ids       bigint[] NOT NULL DEFAULT '{}',
    summary_ids     bigint[] NOT NULL DEFAULT '{}',
    chars           integer NOT NULL,
    tokens          integer NOT NULL
);
CREATE INDEX injection_log_session ON injection_log (session_id, injected_at);
CREATE INDEX injection_log_project ON injection_log (project, injected_at);
