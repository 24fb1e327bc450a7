-- memtool schema, version 18: every GIN index keeps its pending list under 1 MB.
--
-- A GIN index with fastupdate (PostgreSQL's default) queues new entries in a pending list and
-- merges them into the index later (VACUUM, autovacuum, or the insert that pushes the list past
-- gin_pending_list_limit, 4 MB by default). Every scan of the index reads the whole pending list
-- first. Captured events become passages in batches and autovacuum of an insert-only table comes
-- late, so the list sat near its limit: on a 100k-observation / 711k-passage database 335 pending
-- pages made the rare-term scan of the passage tier cost 1.8 ms where it costs 0.06 ms after
-- gin_clean_pending_list (bench/RESULTS.md "search"). With a 1 MB limit an insert merges the list
-- once it holds ~128 pages, so a search never reads more than that (~0.7 ms at most); the index's
-- upkeep costs ~1.3x the default's, where 256 kB cost 2x and fastupdate off 5x (40k passages).

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
        EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 1024)', idx);
    END LOOP;
END
$$;
