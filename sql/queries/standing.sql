-- memory_standing (store/standing.py, its one writer): consolidation's reads and the writes; the
-- standing expressions and the explain read are composed in the module. `{retention()}` is standing.RETENTION over observations o LEFT
-- JOIN memory_standing s, with parameters %(today)s and %(half_life)s.

-- name: superseded
-- Memories demoted as superseded: id, superseded_by, by_created_at (NULL when the superseding
-- memory is no longer live).
SELECT s.observation_id AS id, s.superseded_by, b.created_at AS by_created_at
  FROM memory_standing s LEFT JOIN observations b ON b.id = s.superseded_by AND {live(b)}
 WHERE s.demoted_reason = 'superseded';

-- name: explicit_supersessions
-- Live memories naming earlier ones in metadata.supersedes (an id or a list): id, project,
-- created_at, target (text, one row per named target).
SELECT o.id, o.project, o.created_at, t.value AS target
  FROM observations o,
       jsonb_array_elements_text(CASE jsonb_typeof(o.metadata->'supersedes')
                                 WHEN 'array' THEN o.metadata->'supersedes'
                                 ELSE jsonb_build_array(o.metadata->'supersedes') END) AS t(value)
 WHERE o.metadata ? 'supersedes' AND {live(o)};

-- name: live_among
-- id, project, created_at of the live memories with ids in %s.
SELECT id, project, created_at FROM observations WHERE id = ANY(%s) AND {live()};

-- name: project_sizes
-- project, n: live memories per project.
SELECT o.project, count(*) AS n FROM observations o
 WHERE {live(o)} GROUP BY o.project ORDER BY o.project;

-- name: beyond_budget
-- id: the live memories of %(project)s not demoted for another reason than the budget that rank
-- below the first %(budget)s by retention (ties: newer first).
SELECT id FROM (
    SELECT o.id, row_number() OVER (ORDER BY {retention()} DESC, o.id DESC) AS rank
      FROM observations o LEFT JOIN memory_standing s ON s.observation_id = o.id
     WHERE o.project = %(project)s AND {live(o)}
       AND coalesce(s.demoted_reason, 'budget') = 'budget') ranked
 WHERE rank > %(budget)s;

-- name: budget_demoted
-- id, project of the memories demoted for the budget.
SELECT s.observation_id AS id, o.project FROM memory_standing s
  JOIN observations o ON o.id = s.observation_id
 WHERE s.demoted_reason = 'budget';

-- name: titles
-- id, project, title of the memories with ids in %s (live or not).
SELECT id, project, title FROM observations WHERE id = ANY(%s);

-- name: demoted_total
-- n: memories demoted now, for any reason.
SELECT count(*) AS n FROM memory_standing WHERE demoted_at IS NOT NULL;

-- name: add_recalls
-- Fold recalls into standing: per observation id (first array, live or not, but existing), recalls
-- to add and the latest recalled_at.
INSERT INTO memory_standing (observation_id, recalls, recalled_at)
  SELECT o.id, r.recalls, r.recalled_at
  FROM unnest(%s::bigint[], %s::int[], %s::timestamptz[]) AS r(id, recalls, recalled_at)
  JOIN observations o ON o.id = r.id
  ON CONFLICT (observation_id) DO UPDATE
  SET recalls = memory_standing.recalls + excluded.recalls,
      recalled_at = greatest(memory_standing.recalled_at, excluded.recalled_at), updated_at = now();

-- name: demote
-- Demote the observations with ids in the second array for reason %s, each superseded by the id at
-- the same place of the third (NULL: none).
INSERT INTO memory_standing (observation_id, demoted_at, demoted_reason, superseded_by)
  SELECT d.id, now(), %s, d.by FROM unnest(%s::bigint[], %s::bigint[]) AS d(id, by)
  ON CONFLICT (observation_id) DO UPDATE
  SET demoted_at = coalesce(memory_standing.demoted_at, now()), demoted_reason = excluded.demoted_reason,
      superseded_by = excluded.superseded_by, updated_at = now();

-- name: restore
-- Put the demoted observations with ids in %s back into the default views.
UPDATE memory_standing SET demoted_at = NULL, demoted_reason = NULL, superseded_by = NULL,
                            updated_at = now()
  WHERE observation_id = ANY(%s) AND demoted_at IS NOT NULL;

-- name: demoted_among
-- observation_id, demoted_reason of the demoted ones among the observations with ids in %s.
SELECT observation_id, demoted_reason FROM memory_standing
WHERE observation_id = ANY(%s) AND demoted_at IS NOT NULL;
