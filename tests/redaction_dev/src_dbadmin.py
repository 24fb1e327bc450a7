"""Blind redaction source "dbadmin": database administration tooling and its output (round 13).

psql / mysql / mongosh / redis-cli / sqlcmd / sqlplus / cqlsh / clickhouse-client command lines and sessions, role and
user DDL, pg_stat_activity and processlist output, pgbouncer / Patroni / ProxySQL / pgBackRest / Flyway / Liquibase /
DBeaver / phpMyAdmin / Debezium configs, managed-database CLIs, migration logs and chat. Seeded; imports nothing
from memtool; rerun to regenerate both files byte-identical.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, Gen, write

FAMILY = "dbadmin"
g = Gen(1302)
HOSTS = ["db-prod-1.internal", "10.2.0.15", "pg-primary.svc.cluster.local", "mysql-01.dc2.corp", "127.0.0.1",
         "orders-db.c9xk2mtq1a.eu-west-1.rds.amazonaws.com", "replica-3.db.lan", "mongo-0.mongo.svc", "sql01.corp.local"]
USERS = ["postgres", "app_rw", "report_ro", "replicator", "root", "dba", "etl_loader", "billing", "svc_backup",
         "admin", "migrator", "sa"]
DBS = ["orders", "billing", "analytics", "inventory", "crm", "auth", "ledger", "events"]


def host() -> str:
    return g.pick(HOSTS)


def user() -> str:
    return g.pick(USERS)


def db() -> str:
    return g.pick(DBS)


def ts() -> str:
    return f"2026-11-{g.r.randint(10, 30)} {g.r.randint(0, 23):02d}:{g.r.randint(0, 59):02d}:{g.r.randint(0, 59):02d}"


def wrap(text: str) -> str:
    x = g.r.random()
    if x < .1:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": g.pick(["psql -f check.sql", "cat ops/notes.md", "bash scripts/db-health.sh", "tail -n 50 /var/log/dbops.log"])},
                           "tool_response": {"stdout": text, "stderr": "", "interrupted": False}}, ensure_ascii=False)
    if x < .17:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "content": text}, ensure_ascii=False)
    if x < .22:
        return json.dumps({"tool_name": "Write", "tool_input": {"file_path": g.pick(["/srv/dba/runbook.md", "ops/restore.sh", "conf/flyway.conf"]), "content": text}}, ensure_ascii=False)
    if x < .27:
        return g.pick(["prod is slow again, this is what I ran:\n```\n", "restore failed overnight, output below\n```\n",
                       "@dba-oncall can you check this\n```\n"]) + text + "\n```\n" + g.pick(["ideas?", "thx", "ping me when you're on"])
    return text


# ---------------------------------------------------------------- name-context
def nc_alter_role():
    pw = g.pw()
    return (f"{db()}=# ALTER ROLE {user()} WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2027-06-30';\nALTER ROLE\n{db()}=# \\du {user()}", pw)


def nc_create_user_mysql():
    pw = g.pw()
    return (f"mysql> CREATE USER '{user()}'@'10.%' IDENTIFIED BY '{pw}';\nQuery OK, 0 rows affected (0.01 sec)\n\n"
            f"mysql> GRANT SELECT, INSERT, UPDATE ON {db()}.* TO '{user()}'@'10.%';\nQuery OK, 0 rows affected (0.00 sec)", pw)


def nc_my_cnf():
    pw = g.pw()
    return (f"$ cat ~/.my.cnf\n[client]\nuser={user()}\npassword={pw}\nhost={host()}\n\n[mysqldump]\nsingle-transaction\nquick\n", pw)


def nc_mysqldump_p():
    pw = g.machine_pw()
    return (f"$ mysqldump -h {host()} -u {user()} -p{pw} --single-transaction --routines {db()} | gzip > /backup/{db()}-$(date +%F).sql.gz\n"
            f"mysqldump: [Warning] Using a password on the command line interface can be insecure.", pw)


def nc_redis_cli_a():
    pw = g.machine_pw()
    return (f"$ redis-cli -h {host()} -p 6379 -a {pw} --no-auth-warning INFO replication\n# Replication\nrole:master\nconnected_slaves:{g.r.randint(0, 3)}\n"
            f"master_replid:{g.sha1()}\nmaster_repl_offset:{g.r.randint(10**6, 10**9)}", pw)


def nc_redis_conf():
    pw = g.machine_pw()
    return (f"# redis.conf (excerpt)\nbind 0.0.0.0\nprotected-mode yes\nport 6379\nrequirepass {pw}\nmaxmemory 4gb\nmaxmemory-policy allkeys-lru\n", pw)


def nc_redis_masterauth():
    pw = g.machine_pw()
    return (f"127.0.0.1:6379> CONFIG SET masterauth {pw}\nOK\n127.0.0.1:6379> REPLICAOF {host()} 6379\nOK", pw)


def nc_pgbouncer_userlist():
    pw = g.pw()
    return (f"$ sudo cat /etc/pgbouncer/userlist.txt\n\"{user()}\" \"{pw}\"\n\"pgbouncer_stats\" \"md5{g.hexs(32)}\"", pw)


def nc_patroni():
    pw = g.machine_pw()
    return (f"postgresql:\n  listen: 0.0.0.0:5432\n  data_dir: /var/lib/postgresql/16/main\n  authentication:\n    superuser:\n      username: postgres\n"
            f"      password: \"{pw}\"\n    replication:\n      username: replicator\n      password: \"${{PATRONI_REPLICATION_PASSWORD}}\"\n", pw)


def nc_flyway():
    pw = g.pw()
    return (f"# conf/flyway.conf\nflyway.url=jdbc:postgresql://{host()}:5432/{db()}\nflyway.user={user()}\nflyway.password={pw}\nflyway.schemas=public\nflyway.baselineOnMigrate=true\n", pw)


def nc_liquibase():
    pw = g.pw()
    return (f"changeLogFile: db/changelog/db.changelog-master.yaml\nurl: jdbc:mysql://{host()}:3306/{db()}\nusername: {user()}\npassword: {pw}\n"
            f"driver: com.mysql.cj.jdbc.Driver\n", pw)


def nc_phpmyadmin():
    sec = g.s(B62 + "!#%^*-_+=", 32)
    return (f"<?php\n$cfg['blowfish_secret'] = '{sec}';\n$i = 0;\n$i++;\n$cfg['Servers'][$i]['auth_type'] = 'cookie';\n$cfg['Servers'][$i]['host'] = '{host()}';\n", sec)


def nc_phpmyadmin_cfg_pw():
    pw = g.pw()
    return (f"$cfg['Servers'][$i]['auth_type'] = 'config';\n$cfg['Servers'][$i]['user'] = '{user()}';\n$cfg['Servers'][$i]['password'] = '{pw}';\n", pw)


def nc_clickhouse_users():
    pw = g.pw()
    return (f"<clickhouse>\n  <users>\n    <{user()}>\n      <password>{pw}</password>\n      <networks><ip>::/0</ip></networks>\n"
            f"      <profile>default</profile>\n      <quota>default</quota>\n    </{user()}>\n  </users>\n</clickhouse>", pw)


def nc_clickhouse_client():
    pw = g.machine_pw()
    return (f"$ clickhouse-client --host {host()} --secure --user {user()} --password {pw} --query \"SELECT count() FROM {db()}.events\"\n{g.r.randint(10**6, 10**9)}", pw)


def nc_es_reset():
    pw = g.s(B62 + "*_-=+", 20)
    return (f"$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\n"
            f"The password will be printed in the console.\nPlease confirm that you would like to continue [y/N]y\n\n\nPassword for the [elastic] user successfully reset.\nNew value: {pw}", pw)


def nc_mssql_env():
    pw = g.pw()
    return (f"$ docker run -e \"ACCEPT_EULA=Y\" -e \"MSSQL_SA_PASSWORD={pw}\" -p 1433:1433 --name sql1 -d mcr.microsoft.com/mssql/server:2022-latest\n{g.sha256()}", pw)


def nc_pgbackrest():
    k = g.aws_secret()
    return (f"[global]\nrepo1-type=s3\nrepo1-s3-bucket=pg-backups-eu\nrepo1-s3-endpoint=s3.eu-central-1.amazonaws.com\nrepo1-s3-region=eu-central-1\n"
            f"repo1-s3-key=<see vault>\nrepo1-s3-key-secret={k}\nrepo1-retention-full=4\n\n[main]\npg1-path=/var/lib/postgresql/16/main\n", k)


def nc_pgbackrest_cipher():
    k = g.b64(48)
    return (f"[global]\nrepo1-path=/var/lib/pgbackrest\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={k}\nprocess-max=4\nlog-level-console=info\n", k)


def nc_debezium():
    pw = g.pw()
    return (f"{{\n  \"name\": \"{db()}-cdc\",\n  \"config\": {{\n    \"connector.class\": \"io.debezium.connector.postgresql.PostgresConnector\",\n"
            f"    \"database.hostname\": \"{host()}\",\n    \"database.port\": \"5432\",\n    \"database.user\": \"debezium\",\n    \"database.password\": \"{pw}\",\n"
            f"    \"database.dbname\": \"{db()}\",\n    \"topic.prefix\": \"{db()}\"\n  }}\n}}", pw)


def nc_dbeaver_creds():
    pw = g.pw()
    return (f"$ dbeaver-decrypt ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json\n"
            f"{{\"postgres-jdbc-{g.hexs(11)}-{g.hexs(16)}\":{{\"#connection\":{{\"user\":\"{user()}\",\"password\":\"{pw}\"}}}}}}", pw)


def nc_pg_activity():
    pw = g.pw()
    u = user()
    return (f"{db()}=# SELECT pid, usename, state, left(query, 80) FROM pg_stat_activity WHERE state <> 'idle';\n"
            f"  pid  | usename  | state  | left\n-------+----------+--------+------------------------------------------------\n"
            f" {g.r.randint(1000, 99999)} | postgres | active | ALTER USER {u} PASSWORD '{pw}'\n"
            f" {g.r.randint(1000, 99999)} | app_rw   | active | SELECT * FROM orders WHERE id = $1\n(2 rows)", pw)


def nc_mysql_processlist():
    pw = g.pw()
    return (f"mysql> SHOW FULL PROCESSLIST\\G\n*************************** 1. row ***************************\n     Id: {g.r.randint(100, 99999)}\n   User: root\n"
            f"   Host: localhost\n     db: NULL\nCommand: Query\n   Time: 0\n  State: starting\n   Info: SET PASSWORD FOR 'billing'@'%' = '{pw}'", pw)


def nc_pg_log():
    pw = g.pw()
    return (f"{ts()}.{g.r.randint(100, 999)} UTC [{g.r.randint(1000, 99999)}] postgres@{db()} LOG:  statement: CREATE ROLE {user()} LOGIN PASSWORD '{pw}';\n"
            f"{ts()}.{g.r.randint(100, 999)} UTC [{g.r.randint(1000, 99999)}] postgres@{db()} LOG:  duration: 3.112 ms", pw)


def nc_mongo_create_user():
    pw = g.pw()
    return (f"rs0 [direct: primary] admin> db.changeUserPassword(\"{user()}\", \"{pw}\")\n{{ ok: 1, '$clusterTime': {{ clusterTime: Timestamp({{ t: 1764{g.r.randint(100000, 999999)}, i: 1 }}) }} }}", pw)


def nc_atlas_cli():
    k = g.uuid()
    return (f"$ atlas config init\n? Public API Key: {g.s(string.ascii_lowercase, 8)}\n? Private API Key: [? for help] \n"
            f"# scripted instead:\nexport MONGODB_ATLAS_PUBLIC_API_KEY={g.s(string.ascii_lowercase, 8)}\nexport MONGODB_ATLAS_PRIVATE_API_KEY={k}\n", k)


def nc_oracle_wallet():
    pw = g.pw()
    return (f"$ mkstore -wrl /u01/app/oracle/wallet -createCredential ORCLPDB1 system {pw}\nOracle Secret Store Tool Release 19.0.0.0.0 - Production\n"
            f"Version 19.0.0.0.0\nCopyright (c) 2004, 2023, Oracle and/or its affiliates. All rights reserved.", pw)


def nc_snowsql():
    pw = g.pw()
    return (f"[connections.prod]\naccountname = {g.s(string.ascii_lowercase, 7)}-{g.s(string.ascii_lowercase, 6)}\nusername = DBA_SVC\npassword = {pw}\n"
            f"rolename = SYSADMIN\nwarehousename = ADMIN_WH\n", pw)


def nc_pgpass_chat():
    pw = g.human_pw()
    return (f"fyi the replicator pw on the new cluster is {pw} — put it in your .pgpass, don't type it into psql history pls", pw)


def nc_cockroach_sql():
    pw = g.machine_pw()
    return (f"root@{host()}:26257/defaultdb> CREATE USER {user()} WITH PASSWORD '{pw}';\nCREATE ROLE\n\nTime: 41ms total (execution 40ms / network 1ms)", pw)


def nc_vault_db_creds():
    pw = g.s(B62 + "-", 20)
    return (f"$ vault read database/creds/{db()}-readonly\nKey                Value\n---                -----\nlease_id           database/creds/{db()}-readonly/{g.s(B62, 24)}\n"
            f"lease_duration     1h\nlease_renewable    true\npassword           {pw}\nusername           v-token-{db()}-re-{g.s(B62, 20)}-{g.r.randint(10**9, 10**10)}", pw)


def nc_neo4j_admin():
    pw = g.pw()
    return (f"$ neo4j-admin dbms set-initial-password {pw}\nChanged password for user 'neo4j'. IMPORTANT: this change will only take effect if performed before the database is started for the first time.", pw)


# ---------------------------------------------------------------- structural
def st_psql_url():
    pw = g.pw()
    return (f"$ psql \"postgresql://{user()}:{pw}@{host()}:5432/{db()}?sslmode=require\" -c '\\dt+'\n"
            f"                     List of relations\n Schema |   Name    | Type  | Owner  | Persistence |  Size\n--------+-----------+-------+--------+-------------+--------", pw)


def st_pg_dump_url():
    pw = g.pw()
    return (f"pg_dump --format=custom --no-owner --dbname=postgres://{user()}:{pw}@{host()}/{db()} -f /backups/{db()}.dump\n"
            f"pg_dump: warning: there are circular foreign-key constraints on this table:", pw)


def st_mongo_srv():
    pw = g.pw()
    return (f"$ mongosh \"mongodb+srv://{user()}:{pw}@cluster0.{g.s(string.ascii_lowercase + string.digits, 5)}.mongodb.net/{db()}\" --eval 'db.stats().dataSize'\n"
            f"Current Mongosh Log ID: {g.hexs(24)}\n{g.r.randint(10**6, 10**10)}", pw)


def st_mongo_createuser():
    pw = g.pw()
    return (f"db.getSiblingDB(\"admin\").createUser({{\n  user: \"{user()}\",\n  pwd: \"{pw}\",\n  roles: [ {{ role: \"readWrite\", db: \"{db()}\" }} ]\n}})", pw)


def st_sqlplus():
    pw = g.pw()
    return (f"$ sqlplus system/{pw}@//{host()}:1521/ORCLPDB1 @scripts/gather_stats.sql\n\nSQL*Plus: Release 19.0.0.0.0 - Production on {ts()}\n\nConnected to:\nOracle Database 19c Enterprise Edition", pw)


def st_expdp():
    pw = g.pw()
    return (f"expdp {user()}/{pw}@ORCL schemas={db().upper()} directory=DATA_PUMP_DIR dumpfile={db()}_%U.dmp parallel=4\nExport: Release 19.0.0.0.0 - Production", pw)


def st_sqlcmd():
    pw = g.pw()
    return (f"PS C:\\dba> sqlcmd -S {host()} -U sa -P {pw} -Q \"BACKUP DATABASE [{db()}] TO DISK = N'D:\\bak\\{db()}.bak' WITH COMPRESSION\"\n"
            f"Processed {g.r.randint(1000, 99999)} pages for database '{db()}', file '{db()}' on file 1.\nBACKUP DATABASE successfully processed.", pw)


def st_cqlsh():
    pw = g.pw()
    return (f"$ cqlsh {host()} 9042 -u cassandra_admin -p {pw} -e \"DESCRIBE KEYSPACES\"\n\nsystem_auth  system_schema  {db()}  system_distributed  system", pw)


def st_jdbc_sqlserver():
    pw = g.pw()
    return (f"spring.datasource.url=jdbc:sqlserver://{host()}:1433;databaseName={db()};user={user()};password={pw};encrypt=true;trustServerCertificate=true\n", pw)


def st_npgsql():
    pw = g.pw()
    return (f"\"ConnectionStrings\": {{\n  \"Default\": \"Host={host()};Port=5432;Database={db()};Username={user()};Password={pw};Pooling=true\"\n}}", pw)


def st_libpq_kv():
    pw = g.pw()
    return (f"$ pg_basebackup -d \"host={host()} port=5432 user=replicator password={pw}\" -D /var/lib/postgresql/16/main -X stream -P -R\n"
            f"{g.r.randint(1000000, 99999999)}/{g.r.randint(100000000, 999999999)} kB (100%), 1/1 tablespace", pw)


def st_proxysql():
    pw = g.machine_pw()
    return (f"admin_variables=\n{{\n    admin_credentials=\"admin:{pw}\"\n    mysql_ifaces=\"0.0.0.0:6032\"\n}}\n", pw)


def st_neo4j_auth():
    pw = g.pw()
    return (f"  neo4j:\n    image: neo4j:5\n    environment:\n      - NEO4J_AUTH=neo4j/{pw}\n    ports:\n      - \"7474:7474\"\n", pw)


def st_redis_url():
    pw = g.machine_pw()
    return (f"$ redis-cli -u redis://default:{pw}@{host()}:6380/0 --tls DBSIZE\n(integer) {g.r.randint(1000, 9999999)}", pw)


def st_redis_auth_cmd():
    pw = g.machine_pw()
    return (f"{host()}:6379> AUTH {user()} {pw}\nOK\n{host()}:6379> SLOWLOG GET 2\n1) 1) (integer) {g.r.randint(100, 9999)}", pw)


def st_sqlalchemy_log():
    pw = g.pw()
    return (f"Traceback (most recent call last):\n  File \"/srv/app/migrate.py\", line 41, in <module>\n    engine.connect()\n"
            f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host()}\", port 5432 failed: FATAL:  password authentication failed for user \"{user()}\"\n"
            f"(Background on this error at: https://sqlalche.me/e/20/e3q8)\nDATABASE_URL was postgresql+psycopg2://{user()}:{pw}@{host()}:5432/{db()}", pw)


def st_mysql_pair_chat():
    pw = g.human_pw()
    return (f"staging db creds for the migration test → host {host()} user {user()} pass {pw}\nplease don't point anything at prod", pw)


def st_adminer_url():
    pw = g.machine_pw()
    return (f"{host()} - - [{g.r.randint(10, 28)}/Nov/2026:10:{g.r.randint(10, 59)}:22 +0000] \"GET /adminer.php?server={host()}&username=root&password={pw}&db={db()} HTTP/1.1\" 200 18233", pw)


def st_pscale_connect():
    pw = "pscale_pw_" + g.s(B62 + "_", 43)
    return (f"DATABASE_URL='mysql://{g.s(string.ascii_lowercase + string.digits, 12)}:{pw}@aws.connect.psdb.cloud/{db()}?sslaccept=strict'\n", pw)


def st_neon():
    pw = "npg_" + g.s(B62, 12)
    return (f"$ neonctl connection-string --role-name {user()}\npostgresql://{user()}:{pw}@ep-{g.s(string.ascii_lowercase, 6)}-{g.s(string.ascii_lowercase, 5)}-{g.s(string.ascii_lowercase + string.digits, 8)}.eu-central-1.aws.neon.tech/{db()}?sslmode=require", pw)


def st_clickhouse_http():
    pw = g.machine_pw()
    return (f"$ curl 'https://{host()}:8443/?query=SELECT%20version()' -H 'X-ClickHouse-User: {user()}' -H 'X-ClickHouse-Key: {pw}'\n24.8.{g.r.randint(1, 9)}.{g.r.randint(1, 99)}", pw)


# ---------------------------------------------------------------- self-identifying
def si_tls_key():
    block, line = g.pem()
    return (f"$ cat /etc/postgresql/16/main/server.key\n{block}", line)


def si_mysql_client_key():
    block, line = g.pem("RSA PRIVATE KEY")
    return (f"# ssl for replication, /etc/mysql/ssl/client-key.pem\n{block}\n$ mysql --ssl-key=/etc/mysql/ssl/client-key.pem --ssl-cert=... ", line)


def si_supabase_service():
    t = g.jwt()
    return (f"$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n"
            f"      Studio URL: http://127.0.0.1:54323\n  service_role key: {t}", t)


def si_pscale_token():
    t = "pscale_tkn_" + g.s(B62 + "_", 43)
    return (f"env:\n  PLANETSCALE_SERVICE_TOKEN_ID: {g.s(string.ascii_lowercase + string.digits, 12)}\n  PLANETSCALE_SERVICE_TOKEN: {t}\nrun: pscale deploy-request create {db()} add-index\n", t)


def si_generic():
    name, tok, mark = g.self_identifying()
    ctx = g.pick([
        f"# dba-toolbox/.env\n{name.upper()}_TOKEN={tok}\nPGHOST={host()}\n",
        f"$ ./backup-notify.sh --token {tok}\nuploaded {db()}-{g.r.randint(1, 30)}.dump.gz\n",
        f"{db()}=# SELECT key, value FROM app_settings WHERE key LIKE '%{name}%';\n      key       |  value\n----------------+---------\n {name}_api_key | {tok}\n(1 row)",
        f"mysql> SELECT * FROM integrations WHERE provider='{name}'\\G\n*************************** 1. row ***************************\n      id: {g.r.randint(1, 400)}\nprovider: {name}\n   token: {tok}",
        f"{ts()} [pg_cron] job {g.r.randint(1, 40)}: SELECT http_post('https://hooks.example.org/ingest', '{{\"auth\":\"{tok}\"}}')",
    ])
    return (ctx, mark)


NC = [nc_alter_role, nc_create_user_mysql, nc_my_cnf, nc_mysqldump_p, nc_redis_cli_a, nc_redis_conf, nc_redis_masterauth,
      nc_pgbouncer_userlist, nc_patroni, nc_flyway, nc_liquibase, nc_phpmyadmin, nc_phpmyadmin_cfg_pw, nc_clickhouse_users,
      nc_clickhouse_client, nc_es_reset, nc_mssql_env, nc_pgbackrest, nc_pgbackrest_cipher, nc_debezium, nc_dbeaver_creds,
      nc_pg_activity, nc_mysql_processlist, nc_pg_log, nc_mongo_create_user, nc_atlas_cli, nc_oracle_wallet, nc_snowsql,
      nc_pgpass_chat, nc_cockroach_sql, nc_vault_db_creds, nc_neo4j_admin]
ST = [st_psql_url, st_pg_dump_url, st_mongo_srv, st_mongo_createuser, st_sqlplus, st_expdp, st_sqlcmd, st_cqlsh,
      st_jdbc_sqlserver, st_npgsql, st_libpq_kv, st_proxysql, st_neo4j_auth, st_redis_url, st_redis_auth_cmd,
      st_sqlalchemy_log, st_mysql_pair_chat, st_adminer_url, st_pscale_connect, st_neon, st_clickhouse_http]
SI = [si_tls_key, si_mysql_client_key, si_supabase_service, si_pscale_token, si_generic, si_generic, si_generic]


# ---------------------------------------------------------------- clean
def clean_texts() -> list[str]:
    c = [
        lambda: f"$ psql -h {host()} -U {user()} -d {db()}\nPassword for user {user()}: \npsql (16.{g.r.randint(1, 6)})\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)\nType \"help\" for help.",
        lambda: f"{db()}=# SELECT rolname, rolpassword FROM pg_authid WHERE rolname = '{user()}';\n rolname | rolpassword\n---------+------------------------------\n {user()} | SCRAM-SHA-256$4096:{g.b64(16)}${g.b64(32)}:{g.b64(32)}\n(1 row)",
        lambda: f"{db()}=# \\password {user()}\nEnter new password for user \"{user()}\": \nEnter it again: \n{db()}=#",
        lambda: f"mysql> ALTER USER '{user()}'@'%' IDENTIFIED BY '********';\nQuery OK, 0 rows affected (0.02 sec)  -- (value masked by the audit plugin)",
        lambda: f"$ pgbackrest --stanza=main info\nstanza: main\n    status: ok\n    cipher: aes-256-cbc\n\n    db (current)\n        wal archive min/max (16): 00000001000000{g.hexs(2).upper()}000000{g.hexs(2).upper()}/00000001000000{g.hexs(2).upper()}000000{g.hexs(2).upper()}\n\n        full backup: 2026112{g.r.randint(0, 9)}-0{g.r.randint(1, 9)}0000F\n            database size: {g.r.randint(10, 900)}.{g.r.randint(0, 9)}GB",
        lambda: f"$ mysqldump -h {host()} -u {user()} -p --single-transaction {db()} > {db()}.sql\nEnter password: ",
        lambda: f"flyway.url=jdbc:postgresql://{host()}:5432/{db()}\nflyway.user=${{FLYWAY_USER}}\nflyway.password=${{FLYWAY_PASSWORD}}\n",
        lambda: f"spring.datasource.url=jdbc:postgresql://{host()}:5432/{db()}\nspring.datasource.username=${{DB_USER}}\nspring.datasource.password=${{DB_PASSWORD}}",
        lambda: f"# redis.conf\n# requirepass foobared\n# The above is the documented example; auth comes from ACL file:\naclfile /etc/redis/users.acl",
        lambda: f"$ cat /etc/redis/users.acl\nuser default off\nuser {user()} on #{g.sha256()} ~{db()}:* +@read",
        lambda: f"{db()}=# SELECT pg_current_wal_lsn(), txid_current();\n pg_current_wal_lsn | txid_current\n--------------------+--------------\n {g.r.randint(1, 9)}/{g.hexs(8).upper()}         | {g.r.randint(10**6, 10**9)}\n(1 row)",
        lambda: f"{db()}=# SELECT queryid, calls, mean_exec_time FROM pg_stat_statements ORDER BY 3 DESC LIMIT 2;\n       queryid        | calls | mean_exec_time\n----------------------+-------+----------------\n {g.r.randint(-9 * 10**18, 9 * 10**18)} | {g.r.randint(1, 99999)} | {g.r.randint(1, 9999)}.{g.r.randint(100, 999)}\n(2 rows)",
        lambda: f"rs0 [direct: primary] {db()}> db.orders.findOne()\n{{\n  _id: ObjectId('{g.hexs(24)}'),\n  customer: ObjectId('{g.hexs(24)}'),\n  status: 'shipped'\n}}",
        lambda: f"$ mongosh \"mongodb+srv://cluster0.{g.s(string.ascii_lowercase + string.digits, 5)}.mongodb.net/{db()}\" --username {user()}\nEnter password: ****************\nCurrent Mongosh Log ID: {g.hexs(24)}",
        lambda: f"PS C:\\dba> sqlcmd -S {host()} -U sa -P $env:SA_PASSWORD -Q \"SELECT @@VERSION\"\nMicrosoft SQL Server 2022 (RTM-CU{g.r.randint(10, 16)}) - 16.0.{g.r.randint(4000, 4200)}.{g.r.randint(1, 9)} (X64)",
        lambda: f"-- rotate app password: generate with `openssl rand -base64 24`, store it in Vault at secret/db/{db()}, then run\nALTER ROLE app_rw PASSWORD :'newpw';  -- psql variable, never inline",
        lambda: f"Liquibase: Update has been successful. Rows affected: {g.r.randint(1, 300)}\nchangeset db/changelog/2026-11-{g.r.randint(10, 30)}-add-index.yaml::{g.r.randint(1, 99)}::dba ran successfully, MD5SUM 9:{g.hexs(32)}",
        lambda: f"{{\"connector.class\": \"io.debezium.connector.mysql.MySqlConnector\", \"database.user\": \"debezium\", \"database.password\": \"${{file:/secrets/mysql.properties:password}}\", \"database.server.id\": \"{g.r.randint(1000, 9999)}\"}}",
        lambda: f"\"{user()}\" \"SCRAM-SHA-256$4096:{g.b64(16)}${g.b64(32)}:{g.b64(32)}\"\n# userlist.txt generated by scripts/pgb-userlist.sql from pg_shadow",
        lambda: f"$ vault read -field=username database/creds/{db()}-readonly\nv-token-{db()}-re-{g.s(B62, 20)}-{g.r.randint(10**9, 10**10)}",
        lambda: f"2026-11-{g.r.randint(10, 30)} 03:00:0{g.r.randint(0, 9)} UTC [{g.r.randint(1000, 99999)}] {user()}@{db()} FATAL:  password authentication failed for user \"{user()}\"\n2026-11-{g.r.randint(10, 30)} 03:00:0{g.r.randint(0, 9)} UTC [{g.r.randint(1000, 99999)}] {user()}@{db()} DETAIL:  Connection matched pg_hba.conf line 98: \"host all all 10.0.0.0/8 scram-sha-256\"",
        lambda: f"postgresql:\n  authentication:\n    superuser:\n      username: postgres\n      password: \"${{PATRONI_SUPERUSER_PASSWORD}}\"\n",
        lambda: f"mysql> SHOW MASTER STATUS;\n+------------------+----------+--------------+------------------+-------------------------------------------+\n| File             | Position | Binlog_Do_DB | Binlog_Ignore_DB | Executed_Gtid_Set |\n| binlog.{g.r.randint(100, 999):06d} | {g.r.randint(1000, 99999999)} | | | {g.uuid()}:1-{g.r.randint(100, 9999999)} |",
        lambda: f"$ aws rds describe-db-instances --query 'DBInstances[].[DBInstanceIdentifier,DbiResourceId]'\n[\n    [\"{db()}-prod\", \"db-{g.s(string.ascii_uppercase + string.digits, 26)}\"]\n]",
        lambda: f"<clickhouse><users><{user()}><password_sha256_hex>{g.sha256()}</password_sha256_hex><profile>readonly</profile></{user()}></users></clickhouse>",
        lambda: f"PGPASSWORD is deprecated for scripts here: use ~/.pgpass (mode 0600) or a service file. psql refuses a .pgpass readable by others.",
        lambda: f"$ pg_dump --version\npg_dump (PostgreSQL) 16.{g.r.randint(1, 6)}\n$ sha256sum {db()}.dump\n{g.sha256()}  {db()}.dump",
        lambda: f"$ elasticsearch-reset-password -u elastic -i\nThis tool will reset the password of the [elastic] user.\nYou will be prompted to enter the password.\nPlease confirm that you would like to continue [y/N]y\nEnter password for [elastic]: \nRe-enter password for [elastic]: \nPassword for the [elastic] user successfully reset.",
        lambda: f"docker run -e POSTGRES_PASSWORD=postgres -p 5432:5432 postgres:16   # throwaway local db for the migration tests (documented default)",
        lambda: f"$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n    anon key: <redacted>\nservice_role key: <redacted>",
        lambda: f"DATABASE_URL=postgres://{user()}:${{DB_PASSWORD}}@{host()}:5432/{db()}",
        lambda: f"$cfg['Servers'][$i]['auth_type'] = 'cookie';\n$cfg['blowfish_secret'] = ''; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */",
        lambda: f"cockroach sql --certs-dir=certs --host={host()}\n# Welcome to the CockroachDB SQL shell.\n# Cluster ID: {g.uuid()}\n# Organization: acme-dev",
        lambda: f"pgbouncer=# SHOW POOLS;\n database | user  | cl_active | cl_waiting | sv_active | sv_idle\n----------+-------+-----------+------------+-----------+---------\n {db()} | app_rw | {g.r.randint(1, 99)} | 0 | {g.r.randint(1, 20)} | {g.r.randint(0, 9)}",
        lambda: f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----\n(root.crt for sslmode=verify-full, public)",
        lambda: f"Hint: the password for the `{user()}` role rotates every 30 days via Vault's database engine; if psql says 'password authentication failed', fetch a new lease instead of resetting it by hand.",
        lambda: f"mysql> SELECT user, host, plugin FROM mysql.user WHERE user='{user()}';\n+--------+------+-----------------------+\n| {user()} | %    | caching_sha2_password |\n+--------+------+-----------------------+",
        lambda: f"redis {host()}:6379> CONFIG GET requirepass\n1) \"requirepass\"\n2) \"\"\nredis {host()}:6379> ACL WHOAMI\n\"default\"",
        lambda: f"barman backup pg-main\nStarting backup using postgres method for server pg-main in /var/lib/barman/pg-main/base/2026112{g.r.randint(0, 9)}T0{g.r.randint(1, 9)}0000\nBackup start at LSN: {g.r.randint(1, 9)}/{g.hexs(8).upper()} ({g.hexs(24).upper()}, 00{g.hexs(6).upper()})",
        lambda: f"const pool = new Pool({{ host: process.env.PGHOST, user: process.env.PGUSER, password: process.env.PGPASSWORD, database: '{db()}' }})",
        lambda: f"Export: Release 19.0.0.0.0 - Production\nStarting \"SYSTEM\".\"SYS_EXPORT_SCHEMA_01\":  system/********@ORCL schemas={db().upper()} directory=DATA_PUMP_DIR\nJob \"SYSTEM\".\"SYS_EXPORT_SCHEMA_01\" successfully completed",
        lambda: f"$ pscale password create {db()} main ci-{g.r.randint(1, 99)} --format json | jq 'del(.plain_text)'\n{{\"id\": \"{g.s(string.ascii_lowercase + string.digits, 12)}\", \"name\": \"ci-{g.r.randint(1, 99)}\", \"role\": \"readwriter\"}}",
    ]
    out: list[str] = []
    seen = set()
    i = 0
    while len(out) < 100:
        t = wrap(c[i % len(c)]())
        i += 1
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


def main() -> None:
    plan = ["self-identifying"] * 50 + ["name-context"] * 125 + ["structural"] * 75
    g.r.shuffle(plan)
    pools = {"self-identifying": SI, "name-context": NC, "structural": ST}
    idx = {k: 0 for k in pools}
    secrets = []
    for cls in plan:
        fn = pools[cls][idx[cls] % len(pools[cls])]
        idx[cls] += 1
        text, sec = fn()
        secrets.append((cls, wrap(text), sec))
    write(Path(__file__).parent, FAMILY, secrets, clean_texts())


if __name__ == "__main__":
    main()
