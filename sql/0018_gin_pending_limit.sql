-- memtool schema, version 18: every GIN index keeps a small pending list.
--
-- A GIN index with fastupdate (PostgreSQL's default) queues new entries in a pending list and
-- merges them into the index later (VACUUM, autovacuum, or the insert that pushes the list past
-- gin_pending_list_limit, 4 MB by default). Every scan of the index reads the whole pending list
-- first. Captured events become passages in batches and autovacuum of an insert-only table comes
-- late, so the list sat near its limit: on a 100k-observation / 711k-passage database 335 pending
-- pages made the rare-term scan of the passage tier cost 1.8 ms where it costs 0.06 ms after
-- gin_clean_pending_list (bench/RESULTS.md "search"). With a 256 kB limit an insert merges the list
-- once it holds ~32 pages, so a search never reads more than that, while writes keep most of the
-- batching (fastupdate off would make every passage update ~55 posting trees at once).

DO $$
DECLARE
    idx regclass;
BEGIN
    FOR idx IN
        SELECT i.indexrelid::regclass
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid
        JOIN pg_am am ON am.oid = c.relam
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE am.amname = 'gin' AND n.nspname = current_schema()
    LOOP
        EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 256)', idx);
    END LOOP;
END
$$;
