-- Fixed statements of observation search (store/search_sql.py; the search statement itself is
-- built from parts there: the mode, the scope, the active filters, the query's terms).

-- name: count_searched
-- here: the live memories a search of project %(project)s looked at (its own and other projects'
-- global ones), or of every project when %(project)s is NULL.
SELECT CASE WHEN %(project)s::text IS NULL
            THEN (SELECT count(*) FROM observations WHERE {live()})
            ELSE (SELECT count(*) FROM observations WHERE {live()} AND project = %(project)s)
                 + (SELECT count(*) FROM observations
                    WHERE is_global AND {live()} AND project <> %(project)s) END AS here;
