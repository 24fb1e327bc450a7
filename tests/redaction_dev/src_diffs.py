"""Seeded generator of the blind source "diffs" (diffs_secrets.jsonl, diffs_clean.jsonl).

Version-control views an agent reads: `git diff` (plain, --cached, --word-diff), `git show`, `git log -p`,
`git stash show -p`, `git add -p` prompts, format-patch e-mails and quoted replies, merge-conflict markers,
`git blame`, `git grep`, `git log -S`, `git show REV:path`, `hg diff`, `svn diff`, GitLab / GitHub API diff JSON,
PR review comments and review-bot findings, commit messages, PR descriptions, BFG replacement files.
Secrets are added, removed, moved or quoted; clean texts include diffs that REMOVE a reference, commit ids,
Change-Ids, blob ids, PGP commit signatures, go.sum / lockfile hashes, SOPS values, masked values.
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports
nothing from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_diffs.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _r3 import build  # noqa: E402

g = Gen(1402)
FAMILY = "diffs"

H = "diff --git a/«f» b/«f»\nindex «sha7»..«hex16» 100644\n--- a/«f»\n+++ b/«f»\n"


def d(path: str, body: str) -> str:
    """A git diff header for path followed by body."""
    return (H + body).replace("«f»", path)


# ------------------------------------------------ self-identifying: «t»
SI_T = [
    "$ git diff\n" + d(".env", "@@ -3,3 +3,4 @@ APP_ENV=production\n LOG_LEVEL=info\n QUEUE=redis\n+UPSTREAM_CREDENTIAL=«t»\n SENTRY_ENVIRONMENT=prod"),
    "$ git show «sha7»\ncommit «sha»\nAuthor: «u» <«u»@acme.example>\nDate:   Tue Nov 24 10:02:11 2026 +0000\n\n    wire up upstream sync\n\n" + d("config/upstream.yml", "@@ -1,2 +1,3 @@\n upstream:\n   url: https://api.example.com\n+  credential: «t»"),
    "Read(patches/0001-add-upstream-client.patch)\nFrom «sha» Mon Sep 17 00:00:00 2001\nFrom: «u» <«u»@acme.example>\nDate: Wed, 25 Nov 2026 09:14:00 +0000\nSubject: [PATCH] add upstream client\n\n---\n app/settings.py | 1 +\n 1 file changed, 1 insertion(+)\n\n" + d("app/settings.py", "@@ -40,2 +40,3 @@ DEBUG = False\n TIME_ZONE = \"UTC\"\n+UPSTREAM_CREDENTIAL = \"«t»\"\n USE_TZ = True"),
    "$ git diff HEAD~1\n" + d("deploy/values.yaml", "@@ -8,3 +8,3 @@ image:\n env:\n-  UPSTREAM_CREDENTIAL: «t»\n+  UPSTREAM_CREDENTIAL: ${UPSTREAM_CREDENTIAL}\n   LOG_LEVEL: info"),
    "$ git diff --stat -p «sha7» «hex16»\n config/app.toml | 4 ++--\n" + d("config/app.toml", "@@ -2,6 +2,6 @@\n [server]\n-[upstream]\n-credential = \"«t»\"\n port = 8080\n+[upstream]\n+credential = \"«t»\""),
    "Read(config/app.env)\nLOG_LEVEL=info\n<<<<<<< HEAD\nUPSTREAM_CREDENTIAL=«t»\n=======\nUPSTREAM_CREDENTIAL=${UPSTREAM_CREDENTIAL}\n>>>>>>> feature/«name»-env\nPORT=8080",
    "mcp__github__get_pull_request_comments(owner: \"acme\", repo: \"«name»\", pull_number: «n») →\n[{\"user\":{\"login\":\"sec-reviewer\"},\"path\":\"src/client.ts\",\"line\":12,\"body\":\"This hard-codes `«t»`. Please revoke it and read it from the environment instead.\"}]",
    "$ git log -1\ncommit «sha»\nAuthor: «u» <«u»@acme.example>\nDate:   Mon Nov 30 23:51:40 2026 +0000\n\n    revert: hardcode upstream credential «t» until vault access works again",
    "$ git blame -L 12,14 src/config.js\n«sha7» («u» 2026-10-02 14:11:05 +0000 12) module.exports = {\n«sha7» («u» 2026-10-02 14:11:05 +0000 13)   credential: '«t»',\n«sha7» («u» 2026-10-02 14:11:05 +0000 14) };",
    "$ git log -p -1 -- scripts/sync.sh\ncommit «sha»\nAuthor: «u» <«u»@acme.example>\n\n    sync: use new credential\n\n" + d("scripts/sync.sh", "@@ -1,3 +1,3 @@\n #!/bin/sh\n-export UPSTREAM_CREDENTIAL=\"$(pass show upstream)\"\n+export UPSTREAM_CREDENTIAL=\"«t»\"\n exec python sync.py"),
    "$ git stash show -p stash@{0}\n" + d("local.settings.json", "@@ -3,4 +3,5 @@\n   \"Values\": {\n     \"FUNCTIONS_WORKER_RUNTIME\": \"node\",\n+    \"UpstreamCredential\": \"«t»\",\n     \"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\""),
    "$ git diff --cached --word-diff\n" + d("config/prod.ini", "@@ -7 +7 @@ [upstream]\ncredential = [-REPLACE_ME-]{+«t»+}"),
    "mcp__gitlab__get_merge_request_diffs(project: \"acme/«name»\", mr: «n») →\n[{\"old_path\":\".env.ci\",\"new_path\":\".env.ci\",\"diff\":\"@@ -1,2 +1,3 @@\\n NODE_ENV=test\\n CI=true\\n+UPSTREAM_CREDENTIAL=«t»\\n\"}]",
    "Read(mail/re-patch-v2.eml)\nOn Thu, Nov 26, 2026, «u» wrote:\n> diff --git a/conf/upstream.conf b/conf/upstream.conf\n> @@ -1 +1,2 @@\n>  endpoint https://api.example.com\n> +credential «t»\n\nPlease don't send credentials to the list, even test ones.",
    "$ git log -S '«t»' --oneline --all\n«sha7» chore: move upstream credential to vault\n«sha7» feat: upstream sync",
    "$ git grep -n credential -- config/\nconfig/prod.toml:12:credential = \"«t»\"\nconfig/dev.toml:12:credential = \"\"",
    "$ hg diff\ndiff -r «hex16» settings/prod.py\n--- a/settings/prod.py\tTue Nov 24 10:00:00 2026 +0000\n+++ b/settings/prod.py\tTue Nov 24 10:05:00 2026 +0000\n@@ -10,1 +10,2 @@\n DEBUG = False\n+UPSTREAM_CREDENTIAL = '«t»'",
    "$ git add -p\n" + d("src/env.ts", "@@ -1,2 +1,3 @@\n export const base = \"https://api.example.com\";\n+export const credential = \"«t»\";\n export const timeout = 5000;") + "\n(1/1) Stage this hunk [y,n,q,a,d,e,?]?",
    "Read(replacements.txt)\n# passed to: bfg --replace-text replacements.txt\n«t»==>***REMOVED***\nregex:password=\\w+==>password=***",
    "$ git show HEAD~3:docker-compose.override.yml\nservices:\n  worker:\n    environment:\n      UPSTREAM_CREDENTIAL: «t»\n      LOG_LEVEL: debug",
    "$ svn diff\nIndex: conf/app.properties\n===================================================================\n--- conf/app.properties\t(revision «n»)\n+++ conf/app.properties\t(working copy)\n@@ -4,3 +4,4 @@\n app.name=«name»\n+upstream.credential=«t»\n app.port=8080",
    "$ gh pr view «n» --comments\nfeat: nightly export\n«u» commented:\n  Heads up: the first commit in this PR contains `«t»` in scripts/export.sh. Force-pushing won't help, it's already in the fork; please revoke it.",
]
PEM_T = [
    "$ git show «sha7» --stat -p\ncommit «sha»\nAuthor: «u» <«u»@acme.example>\n\n    add deploy key for staging\n\n deploy/staging_key | 8 ++++++++\n" + d("deploy/staging_key", "@@ -0,0 +1,8 @@\n«pemp»"),
    "$ git diff HEAD~1 -- certs/\ndiff --git a/certs/server.key b/certs/server.key\ndeleted file mode 100644\nindex «sha7»..0000000\n--- a/certs/server.key\n+++ /dev/null\n@@ -1,8 +0,0 @@\n«pemm»",
    "mcp__gitlab__get_merge_request_diffs(project: \"acme/«name»\", mr: «n») →\n[{\"old_path\":\"/dev/null\",\"new_path\":\"keys/jwt.pem\",\"new_file\":true,\"diff\":\"@@ -0,0 +1,8 @@\\n«pempj»\\n\"}]",
    "$ git show HEAD~2:config/signing.pem\n«pem»",
]

# ------------------------------------------------ name-context: «v»
NC_T = [
    ("pw", "$ git diff\n" + d(".env", "@@ -5,2 +5,3 @@ DB_HOST=«h»\n DB_USER=«u»\n+DB_PASSWORD=«v»\n DB_NAME=«db»")),
    ("pw", "$ git diff HEAD~1\n" + d("config/database.yml", "@@ -6,3 +6,3 @@ production:\n   username: «u»\n-  password: «v»\n+  password: <%= ENV[\"DB_PASSWORD\"] %>\n   host: «h»")),
    ("hex", "$ git show «sha7»\ncommit «sha»\nAuthor: «u» <«u»@acme.example>\n\n    settings: production values\n\n" + d("app/settings.py", "@@ -20,2 +20,2 @@\n-SECRET_KEY = os.environ[\"SECRET_KEY\"]\n+SECRET_KEY = \"«v»\"\n DEBUG = False")),
    ("hex", "$ git diff\n" + d("config/oauth.json", "@@ -2,4 +2,4 @@\n   \"clientId\": \"«uuid»\",\n-  \"clientSecret\": \"\",\n+  \"clientSecret\": \"«v»\",\n   \"redirectUri\": \"https://«name».acme.example/callback\"")),
    ("pw", "$ git diff --word-diff\n" + d("ansible/group_vars/db.yml", "@@ -3 +3 @@\npostgres_admin_password: [-changeme-]{+«v»+}")),
    ("pw", "$ git log --format='%h %s' -3\n«sha7» chore: rotate admin password to «v» (tell ops)\n«sha7» fix: healthcheck path\n«sha7» docs: update README"),
    ("hex", "mcp__github__get_pull_request_comments(owner: \"acme\", repo: \"«name»\", pull_number: «n») →\n[{\"user\":{\"login\":\"«u»\"},\"path\":\"config/app.yml\",\"line\":9,\"body\":\"nit: `jwt_secret: «v»` shouldn't be committed, move it to the vault and rotate it\"}]"),
    ("pw", "Read(group_vars/all.yml)\n<<<<<<< HEAD\nredis_password: \"«v»\"\n=======\nredis_password: \"{{ vault_redis_password }}\"\n>>>>>>> main"),
    ("pw", "$ git blame -L 30,31 settings/production.py\n«sha7» («u» 2026-10-02 14:11:05 +0000 30) EMAIL_HOST_USER = \"«u»@acme.example\"\n«sha7» («u» 2026-10-02 14:11:05 +0000 31) EMAIL_HOST_PASSWORD = \"«v»\""),
    ("pw", "$ git log -p -S PGPASSWORD -- scripts/\ncommit «sha»\n\n    backup: run as «u»\n\n" + d("scripts/backup.sh", "@@ -2,2 +2,3 @@\n set -eu\n+export PGPASSWORD='«v»'\n pg_dump -h «h» -U «u» «db» > /backups/«db».sql")),
    ("pw", "$ git diff\n" + d("src/main/resources/application.properties", "@@ -11,2 +11,3 @@\n server.ssl.key-store=classpath:keystore.p12\n+server.ssl.key-store-password=«v»\n server.ssl.key-store-type=PKCS12")),
    ("pw", "$ svn diff\nIndex: config.ini\n===================================================================\n--- config.ini\t(revision «n»)\n+++ config.ini\t(working copy)\n@@ -8,2 +8,2 @@\n [smtp]\n-passphrase =\n+passphrase = «v»"),
    ("pw", "$ git diff\n" + d("docker-compose.yml", "@@ -9,4 +9,4 @@ services:\n     image: postgres:16\n     environment:\n-      POSTGRES_PASSWORD_FILE: /run/secrets/pg\n+      POSTGRES_PASSWORD: «v»\n       POSTGRES_DB: «db»")),
    ("hex", "mcp__gitlab__get_merge_request_diffs(project: \"acme/«name»\", mr: «n») →\n[{\"new_path\":\"config/secrets.yml\",\"diff\":\"@@ -1,2 +1,2 @@\\n production:\\n-  secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>\\n+  secret_key_base: «v»\\n\"}]"),
    ("hex", "reviewdog: config/app.yml:12:3: [hardcoded-credential] `api_secret: «v»` looks like a committed secret (check «name»-secrets)"),
    ("hex128", "$ git show HEAD~3:config/secrets.yml\nproduction:\n  secret_key_base: «v»\ndevelopment:\n  secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>"),
    ("pw", "$ git diff\n" + d("terraform/prod.tfvars", "@@ -4,2 +4,3 @@\n db_instance_class = \"db.t4g.medium\"\n+db_admin_password = \"«v»\"\n multi_az = true")),
    ("b64k", "$ git diff\n" + d("k8s/secret.yaml", "@@ -5,3 +5,4 @@ metadata:\n type: Opaque\n stringData:\n+  API_KEY: «v»\n   LOG_LEVEL: info")),
    ("hex", "$ git diff\n" + d("tests/fixtures/requests.json", "@@ -4,3 +4,3 @@\n   \"headers\": {\n-    \"Cookie\": \"session=test\"\n+    \"Cookie\": \"session=«v»\"\n   }")),
    ("b32", "$ git diff\n" + d("tests/conftest.py", "@@ -3,2 +3,3 @@\n import pyotp\n+OTP_SEED = \"«v»\"\n USER = \"«u»\"")),
    ("pin", "$ git diff\n" + d("kiosk/config.yaml", "@@ -2,3 +2,3 @@\n kiosk:\n-  admin_pin: \"\"\n+  admin_pin: \"«v»\"\n   idle_timeout: 120")),
    ("salt", "$ git diff\n" + d(".env.production", "@@ -10,2 +10,3 @@\n HASHIDS_MIN_LENGTH=8\n+HASHIDS_SALT=«v»\n FEATURE_EXPORT=1")),
    ("hex", "$ git diff\n" + d(".env.production", "@@ -12,2 +12,3 @@\n STRIPE_MODE=live\n+WEBHOOK_SIGNING_SECRET=«v»\n STRIPE_ACCOUNT=acct_«hex16»")),
    ("pw", "$ git diff\n" + d(".github/workflows/release.yml", "@@ -20,3 +20,4 @@ jobs:\n       - name: Import GPG key\n         env:\n+          GPG_PASSPHRASE: «v»\n           GPG_KEY_ID: «hex16»")),
    ("pw", "$ gh pr view «n»\ntitle: staging: move DB to the new cluster\n--\nI changed the staging DB password to «v» while moving it, so update your .env. Migration notes below."),
    ("pw", "Read(mail/re-patch-config.eml)\n> +[mail]\n> +user = «u»\n> +password = «v»\n\nThis hunk must not go in, the password is real."),
    ("pw", "$ git show «sha7» -- conf/ldap.conf\ncommit «sha»\n\n    ldap: bind as service user\n\n" + d("conf/ldap.conf", "@@ -1,3 +1,3 @@\n uri ldaps://ldap.acme.example\n binddn cn=«u»,ou=svc,dc=acme,dc=example\n-bindpw REPLACE\n+bindpw «v»")),
    ("pw", "$ git stash show -p\n" + d("config/local.php", "@@ -5,2 +5,3 @@ return [\n     'db_user' => '«u»',\n+    'db_pass' => '«v»',\n ];")),
    ("hex", "$ git diff\n" + d("appsettings.json", "@@ -3,3 +3,3 @@\n   \"Jwt\": {\n-    \"SigningKey\": \"\"\n+    \"SigningKey\": \"«v»\"\n   },")),
    ("pw", "$ git log -1 --format=%B «sha7»\nfix(mail): use the new relay\n\nSMTP auth changed: user «u», password «v». Old relay is gone."),
    ("hex", "$ git grep -n -i 'auth_token' -- '*.rb'\nconfig/initializers/partner.rb:4:  c.auth_token = \"«v»\"\napp/models/user.rb:88:  has_secure_token :auth_token"),
    ("pw", "$ git diff --cached\n" + d("inventory/hosts.ini", "@@ -1,3 +1,3 @@\n [db]\n-db1 ansible_host=«ip»\n+db1 ansible_host=«ip» ansible_become_password=«v»")),
    ("pw", "$ hg diff\ndiff -r «hex16» credentials.properties\n--- a/credentials.properties\n+++ b/credentials.properties\n@@ -1,2 +1,2 @@\n nexus.user=«u»\n-nexus.credential=\n+nexus.credential=«v»"),
]

# ------------------------------------------------ structural: «v»
ST_T = [
    ("url", "$ git diff\n" + d(".env", "@@ -1,2 +1,3 @@\n NODE_ENV=production\n+DATABASE_URL=postgres://«u»:«v»@«h»:5432/«db»\n PORT=3000")),
    ("url", "$ git diff HEAD~1\n" + d("config/database.yml", "@@ -2,3 +2,3 @@ production:\n   adapter: mysql2\n-  url: mysql://«u»:«v»@«h»/«db»\n+  url: <%= ENV['DATABASE_URL'] %>\n   pool: 10")),
    ("url", "$ git diff\n" + d(".gitmodules", "@@ -1,3 +1,3 @@\n [submodule \"vendor/«name»\"]\n \tpath = vendor/«name»\n-\turl = https://git.acme.example/team/«name».git\n+\turl = https://«u»:«v»@git.acme.example/team/«name».git")),
    ("url", "$ git diff\n" + d("scripts/deploy.sh", "@@ -7,2 +7,3 @@\n echo \"uploading\"\n+curl -u «u»:«v» -T dist/app.tgz https://nexus.build.example/repository/raw/\n echo done")),
    ("basic", "$ git diff\n" + d("tests/http/orders.http", "@@ -1,3 +1,4 @@\n GET https://staging-api.acme.example/orders\n Accept: application/json\n+Authorization: Basic «v»")),
    ("tok", "$ git diff\n" + d("tests/http/admin.http", "@@ -1,2 +1,3 @@\n POST https://staging-api.acme.example/admin/reindex\n+Authorization: Bearer «v»\n Content-Type: application/json")),
    ("tok", "$ git diff\n" + d("config/alerts.yml", "@@ -4,2 +4,3 @@ alerts:\n   channel: ops\n+  webhook: https://hooks.chatops.example/in?token=«v»\n   min_severity: warning")),
    ("url", "$ git diff\n" + d("appsettings.Production.json", "@@ -2,3 +2,3 @@\n   \"ConnectionStrings\": {\n-    \"Default\": \"\"\n+    \"Default\": \"Server=«h»;Database=«db»;User Id=«u»;Password=«v»;\"\n   }")),
    ("url", "$ git log -1 --oneline\n«sha7» fix(worker): use redis://:«v»@«h»:6379/2 for the job queue"),
    ("url", "mcp__github__get_pull_request_comments(owner: \"acme\", repo: \"«name»\", pull_number: «n») →\n[{\"user\":{\"login\":\"«u»\"},\"body\":\"This connection string `Server=«h»;User Id=«u»;Password=«v»` leaks the prod credentials, please revert and rotate.\"}]"),
    ("url", "Read(.env)\n<<<<<<< HEAD\nAMQP_URL=amqp://«u»:«v»@«h»:5672/prod\n=======\nAMQP_URL=${AMQP_URL}\n>>>>>>> refactor/env"),
    ("url", "$ git blame deploy/netrc\n«sha7» («u» 2026-09-30 11:00:00 +0000 1) machine «h»\n«sha7» («u» 2026-09-30 11:00:00 +0000 2) login «u»\n«sha7» («u» 2026-09-30 11:00:00 +0000 3) password «v»"),
    ("url", "$ git diff\n" + d("config/jdbc.properties", "@@ -1 +1 @@\n-jdbc.url=jdbc:postgresql://«h»:5432/«db»\n+jdbc.url=jdbc:postgresql://«h»:5432/«db»?user=«u»&password=«v»")),
    ("url", "$ svn diff\nIndex: ops/pgpass\n===================================================================\n--- ops/pgpass\t(revision «n»)\n+++ ops/pgpass\t(working copy)\n@@ -1 +1,2 @@\n localhost:5432:*:postgres:postgres\n+«h»:5432:«db»:«u»:«v»"),
    ("url", "$ git diff\n" + d("package.json", "@@ -8,3 +8,3 @@\n   \"scripts\": {\n-    \"deploy\": \"rsync -az dist/ «u»@«h»:/srv/app\",\n+    \"deploy\": \"sshpass -p '«v»' rsync -az dist/ «u»@«h»:/srv/app\",\n     \"test\": \"vitest run\"")),
    ("url", "$ git show «sha7» -- config/mongo.js\ncommit «sha»\n\n    mongo: atlas\n\n" + d("config/mongo.js", "@@ -1 +1 @@\n-module.exports = 'mongodb://localhost/«db»';\n+module.exports = 'mongodb+srv://«u»:«v»@cluster0.x1y2z.mongodb.example/«db»';")),
    ("url", "$ git diff\n" + d("scripts/fetch-feed.sh", "@@ -2 +2 @@\n-wget -q ftp://ftp.partner.example/feed.csv\n+wget -q ftp://«u»:«v»@ftp.partner.example/feed.csv")),
    ("sas", "$ git diff\n" + d(".env.staging", "@@ -3,2 +3,3 @@\n STORAGE_ACCOUNT=«name»stg\n+BLOB_SAS_URL=https://«name»stg.blob.core.windows.example/exports?sv=2024-11-04&ss=b&srt=co&sp=rl&se=2027-01-01T00:00:00Z&sig=«v»\n LOG_LEVEL=info")),
    ("url", "$ git diff\n" + d("Makefile", "@@ -12,2 +12,2 @@ db-dump:\n-\tmysqldump -u «u» -p «db» > dump.sql\n+\tmysqldump -u «u» -p«v» «db» > dump.sql")),
    ("tok", "$ git show «sha7»\ncommit «sha»\n\n    dashboards: embed status\n\n" + d("docs/status.md", "@@ -3,2 +3,3 @@\n Live status:\n+![status](https://status.acme.example/badge.svg?access_token=«v»)\n")),
    ("url", "$ gh pr diff «n»\n" + d("ci/publish.sh", "@@ -4,2 +4,3 @@\n set -e\n+docker login -u «u» -p «v» registry.acme.example\n docker push registry.acme.example/«name»:$TAG")),
    ("url", "$ git log -p -1 -- .npmrc\ncommit «sha»\n\n    npm: private registry\n\n" + d(".npmrc", "@@ -0,0 +1 @@\n+registry=https://«u»:«v»@npm.acme.example/")),
]

# ------------------------------------------------ clean
CLEAN_T = [
    "$ git diff\n" + d(".env.example", "@@ -3,2 +3,3 @@\n DB_USER=app\n+DB_PASSWORD=\n DB_NAME=«db»"),
    "$ git diff HEAD~1\n" + d("config/database.yml", "@@ -6,3 +6,2 @@ production:\n   username: «u»\n-  password: <%= ENV[\"DB_PASSWORD\"] %>\n   host: «h»"),
    "$ git diff\n" + d("ansible/group_vars/db.yml", "@@ -3 +2,0 @@\n-postgres_admin_password: \"{{ vault_postgres_admin_password }}\""),
    "$ git diff\n" + d("app/settings.py", "@@ -20,2 +20,2 @@\n-SECRET_KEY = \"changeme\"\n+SECRET_KEY = os.environ[\"SECRET_KEY\"]\n DEBUG = False"),
    "$ git log --oneline -5\n«sha7» chore: rotate the staging DB password (value in vault)\n«sha7» fix: remove leaked token from README (already revoked)\n«sha7» build: bump ruff\n«sha7» docs: explain secrets layout\n«sha7» feat: export CSV",
    "$ git show --stat «sha7»\ncommit «sha»\nAuthor: «u» <«u»@acme.example>\nDate:   Tue Nov 24 10:02:11 2026 +0000\n\n    refactor: read credentials from env\n\n    Change-Id: I«sha»\n    Signed-off-by: «u» <«u»@acme.example>\n\n config/settings.py | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)",
    "$ git cat-file -p HEAD\ntree «sha»\nparent «sha»\nauthor «u» <«u»@acme.example> 1764612345 +0000\ncommitter «u» <«u»@acme.example> 1764612345 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n iQIzBAABCAAdFiEE«b64t»«hex32»\n =«hex16»\n -----END PGP SIGNATURE-----\n\nfix: typo",
    "$ git diff\n" + d("go.sum", "@@ -10,2 +10,2 @@\n-github.com/acme/kit v1.8.0 h1:«b64t»«hex16»=\n+github.com/acme/kit v1.9.0 h1:«b64t»«hex32»=\n github.com/acme/kit v1.9.0/go.mod h1:«hex16»«b64t»="),
    "$ git diff\n" + d("package-lock.json", "@@ -120,3 +120,3 @@\n       \"resolved\": \"https://registry.npmjs.org/ms/-/ms-2.1.3.tgz\",\n-      \"integrity\": \"sha512-«b64t»«hex32»==\",\n+      \"integrity\": \"sha512-«hex32»«b64t»==\","),
    "$ git blame -L 12,14 src/config.js\n«sha7» («u» 2026-10-02 14:11:05 +0000 12) module.exports = {\n«sha7» («u» 2026-10-02 14:11:05 +0000 13)   credential: process.env.UPSTREAM_CREDENTIAL,\n«sha7» («u» 2026-10-02 14:11:05 +0000 14) };",
    "mcp__github__get_pull_request_comments(owner: \"acme\", repo: \"«name»\", pull_number: «n») →\n[{\"user\":{\"login\":\"«u»\"},\"path\":\"src/client.ts\",\"line\":12,\"body\":\"Please read the token from `process.env.API_TOKEN` instead of the config file, and add the variable to .env.example.\"}]",
    "Read(config/app.env)\nLOG_LEVEL=info\n<<<<<<< HEAD\nWORKERS=4\n=======\nWORKERS=8\n>>>>>>> feature/«name»-scale\nPORT=8080",
    "$ git diff\n" + d("secrets/prod.enc.yaml", "@@ -2,2 +2,2 @@\n-db_password: ENC[AES256_GCM,data:«b64t»,iv:«hex16»,tag:«hex32»,type:str]\n+db_password: ENC[AES256_GCM,data:«hex32»,iv:«hex16»,tag:«hex16»,type:str]\n sops:"),
    "$ git diff\n" + d(".gitleaksignore", "@@ -1 +1,2 @@\n «sha»:tests/fixtures/fake.pem:private-key:1\n+«sha»:docs/example.md:generic-api-key:14"),
    "$ git log -S 'password' --oneline\n«sha7» docs: how to reset your password\n«sha7» feat: password strength meter",
    "$ git diff\n" + d("tests/fixtures/image.json", "@@ -1,2 +1,2 @@\n-{\"name\": \"dot.png\", \"data\": \"«b64t»\"}\n+{\"name\": \"dot.png\", \"data\": \"«b64t»\", \"sha256\": \"«sha256»\"}"),
    "reviewdog: config/app.yml:12:3: [hardcoded-credential] `api_secret: ${API_SECRET}` is an environment reference (ok) — rule «name»-«n»",
    "$ gh pr view «n»\ntitle: staging: move DB to the new cluster\n--\nThe staging DB password changed during the move; the new value is in 1Password (\"staging-db\"). Pull it with `op read op://eng/staging-db/password`.",
    "$ git diff\n" + d(".github/workflows/release.yml", "@@ -20,3 +20,3 @@ jobs:\n         env:\n-          GPG_PASSPHRASE: ${{ secrets.GPG_PASSPHRASE_OLD }}\n+          GPG_PASSPHRASE: ${{ secrets.GPG_PASSPHRASE }}\n           GPG_KEY_ID: «hex16»"),
    "$ git diff\n" + d("docker-compose.yml", "@@ -9,4 +9,4 @@ services:\n     environment:\n-      POSTGRES_PASSWORD: postgres\n+      POSTGRES_PASSWORD_FILE: /run/secrets/pg\n       POSTGRES_DB: «db»"),
    "$ git diff\n" + d("README.md", "@@ -30,3 +30,3 @@\n-Log in with `admin` / `<your password>`.\n+Log in with the admin account created by `make seed` (you choose the password).\n"),
    "Read(replacements.txt)\n# passed to: bfg --replace-text replacements.txt (values kept in the incident ticket «uuid», not here)\nregex:(?i)password\\s*=\\s*\\S+==>password=***REMOVED***",
    "$ git show «sha7»:config/secrets.yml\nproduction:\n  secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>\ntest:\n  secret_key_base: <%= ENV['SECRET_KEY_BASE_TEST'] %>  # «hex16»",
    "$ git diff\n" + d("k8s/secret.yaml", "@@ -1,6 +1,6 @@\n-apiVersion: v1\n-kind: Secret\n+apiVersion: bitnami.com/v1alpha1\n+kind: SealedSecret\n spec:\n   encryptedData:\n-    API_KEY: AgB«b64t»«hex32»\n+    API_KEY: AgC«hex32»«b64t»"),
    "$ git rev-parse HEAD HEAD~1 origin/main\n«sha»\n«sha»\n«sha»",
    "$ git ls-files -s config/\n100644 «sha» 0\tconfig/app.toml\n100644 «sha» 0\tconfig/dev.toml",
    "$ git diff\n" + d("docs/api.md", "@@ -14,3 +14,3 @@\n Send the token in the header:\n-    Authorization: Bearer <token>\n+    Authorization: Bearer $API_TOKEN\n"),
    "$ git diff\n" + d("scripts/deploy.sh", "@@ -7,2 +7,2 @@\n-curl -u \"$NEXUS_USER:$NEXUS_PASSWORD\" -T dist/app.tgz https://nexus.build.example/repository/raw/\n+curl --netrc -T dist/app.tgz https://nexus.build.example/repository/raw/\n echo done"),
    "$ git stash list\nstash@{0}: WIP on main: «sha7» fix: null check\nstash@{1}: On feature/«name»: try password reset flow",
    "$ git diff\n" + d("src/auth/hash.py", "@@ -4,3 +4,3 @@\n-ROUNDS = 10\n+ROUNDS = 12\n def hash_password(pw: str) -> str:\n     return bcrypt.hashpw(pw.encode(), bcrypt.gensalt(ROUNDS)).decode()"),
    "$ git log -1 --format=%B «sha7»\nfix(mail): use the new relay\n\nSMTP credentials moved to the SMTP_USER / SMTP_PASSWORD environment variables; see docs/mail.md.\nRefs: #«n»",
    "Read(mail/re-patch-config.eml)\n> +[mail]\n> +user = ${MAIL_USER}\n> +password = ${MAIL_PASSWORD}\n\nLooks good, applied to «name»-next as «sha7».",
    "$ git diff\n" + d(".env.example", "@@ -1,3 +1,3 @@\n-STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n+STRIPE_SECRET_KEY=sk_test_your_key_here\n STRIPE_WEBHOOK_SECRET=whsec_****"),
    "$ git diff\n" + d("tests/test_auth.py", "@@ -10,3 +10,3 @@\n def test_wrong_password(client):\n-    r = client.post(\"/login\", data={\"user\": \"alice\", \"password\": \"wrong\"})\n+    r = client.post(\"/login\", data={\"user\": \"alice\", \"password\": \"not-the-password\"})\n     assert r.status_code == 401"),
    "$ hg log -l 2\nchangeset:   «n»:«hex16»\nuser:        «u» <«u»@acme.example>\nsummary:     settings: read passwords from the environment\n\nchangeset:   «n»:«hex16»\nsummary:     initial import",
    "$ svn log -l 1 -v\n------------------------------------------------------------------------\nr«n» | «u» | 2026-11-24 10:05:00 +0000 | 1 line\nChanged paths:\n   M /trunk/config.ini\n\nremove the plaintext passphrase; read it from SMTP_PASSPHRASE",
    "$ git diff --word-diff\n" + d("ansible/group_vars/db.yml", "@@ -3 +3 @@\npostgres_admin_password: [-\"{{ lookup('env', 'PG_ADMIN') }}\"-]{+\"{{ vault_pg_admin }}\"+}"),
    "$ git diff\n" + d("deploy/known_hosts", "@@ -1 +1,2 @@\n «h» ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64t»\n+«ip» ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«hex32»"),
    "$ git diff\n" + d("Cargo.lock", "@@ -40,3 +40,3 @@\n name = \"serde\"\n-version = \"1.0.214\"\n-checksum = \"«sha256»\"\n+version = \"1.0.215\"\n+checksum = \"«sha256»\""),
    "$ git diff\n" + d("tests/snapshots/order.json", "@@ -1,4 +1,4 @@\n {\n-  \"id\": \"«uuid»\",\n+  \"id\": \"«uuid»\",\n   \"status\": \"paid\"\n }"),
]


def main() -> None:
    rows, clean = build(g, SI_T, PEM_T, NC_T, ST_T, CLEAN_T, n_si=74, n_pem=12, n_nc=94, n_st=70)
    write(HERE, FAMILY, rows, clean)


if __name__ == "__main__":
    main()
