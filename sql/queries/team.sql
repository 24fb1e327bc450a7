-- Team administration (store/team.py, the one module that writes team_members; the role and
-- privilege statements are composed there with psycopg.sql identifiers).

-- name: admin_check
-- admin: whether the connected role owns memtool's tables (or is a superuser); me: its name.
SELECT r.rolsuper OR pg_has_role(current_user, c.relowner, 'USAGE') AS admin, current_user AS me
FROM pg_roles r, pg_class c WHERE r.rolname = current_user AND c.oid = 'memtool_migrations'::regclass;

-- name: role_exists
-- A row when role %s exists.
SELECT 1 FROM pg_roles WHERE rolname = %s;

-- name: current_database
-- d: the connected database's name.
SELECT current_database() AS d;

-- name: grant_project
-- Let member %s read project %s (once); returns member when it was new.
INSERT INTO team_members (member, project) VALUES (%s, %s)
ON CONFLICT (member, project) DO NOTHING RETURNING member;

-- name: revoke_all
-- Take every project from member %s; returns each project taken.
DELETE FROM team_members WHERE member = %s RETURNING project;

-- name: revoke_project
-- Take a project from a member (parameters: member %s, project %s); returns project when it was
-- granted.
DELETE FROM team_members WHERE member = %s AND project = %s RETURNING project;

-- name: can_forget_term_stats
-- ok: whether the schema has memtool_forget_term_stats (16 and later).
SELECT to_regproc('memtool_forget_term_stats') IS NOT NULL AS ok;

-- name: forget_term_stats
-- n: the statistics rows dropped for role %s (NULL: every role but the connected one).
SELECT memtool_forget_term_stats(%s) AS n;

-- name: members
-- Every role holding member role %s: member, can_login, projects (granted, sorted).
SELECT r.rolname AS member, r.rolcanlogin AS can_login,
       coalesce(array_agg(t.project ORDER BY t.project) FILTER (WHERE t.project IS NOT NULL), '{}') AS projects
FROM pg_roles r
JOIN pg_auth_members am ON am.member = r.oid
JOIN pg_roles g ON g.oid = am.roleid AND g.rolname = %s
LEFT JOIN team_members t ON t.member = r.rolname
GROUP BY r.rolname, r.rolcanlogin ORDER BY r.rolname;

-- name: stored_projects
-- project: every project named by a session or an observation, sorted.
SELECT project FROM sessions UNION SELECT project FROM observations ORDER BY 1;

-- name: rekey_project
-- moved: the rows per table moved from project %s to project %s (memtool_rekey_project).
SELECT memtool_rekey_project(%s, %s) AS moved;

-- name: is_member
-- ok: whether role %s holds member role %s; no row unless role %s exists.
SELECT pg_has_role(%s, %s, 'MEMBER') AS ok WHERE EXISTS (SELECT 1 FROM pg_roles WHERE rolname = %s);
