"""Blind redaction source "cdcstream": change data capture and data streaming (round 50, helper corpora22).

Seeded; imports only the standard library and _tokens.py. Run: python3 src_cdcstream.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B32, B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "cdcstream"
g = Gen(50_003)
r = g.r
LOW = string.ascii_lowercase


def words(n=4):
    w = ["amber", "river", "copper", "lantern", "meadow", "quartz", "harbor", "violet", "tundra", "pepper",
         "saddle", "glacier", "orbit", "willow", "cactus", "ember", "falcon", "marble", "nectar", "pixel"]
    return r.choice(["-", " ", ".", "_"]).join(r.sample(w, n))


def pin(n=6):
    return "".join(r.choice(string.digits) for _ in range(n))


def legacy():
    return g.s(LOW, r.randint(4, 6)) + g.s(string.digits, r.randint(2, 3))


def anypw():
    k = r.randint(0, 5)
    return [g.pw, g.pw, words, legacy, g.human_pw, lambda: g.s(B62 + "!@#%^*", 12)][k]()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hhmm():
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


SEC = []


def sec(f):
    SEC.append(f)
    return f


CLN = []


def cln(f):
    CLN.append(f)
    return f


def host(kind="pg"):
    return {"pg": r.choice(["orders-db.internal", "pg-primary.prod.svc", "billing-pg-01.corp.local", "inventory.cluster-c1x.eu-west-1.rds.amazonaws.com"]),
            "my": r.choice(["mysql-main.prod.svc", "shop-mysql-02.corp.local", "legacy-erp-db.internal"]),
            "ora": r.choice(["ora-fin01.corp.local", "erp-oracle.internal", "exadata-scan.dc1.local"]),
            "ms": r.choice(["sqlprod01.corp.local", "crm-sql.internal", "mssql-ag-listener.dc2.local"])}[kind]


def cc_key():
    return g.s(UPPER + string.digits, 16)


def cc_secret():
    return g.s(B62 + "+/", 64)


def broker():
    return f"pkc-{g.s(LOW + string.digits, 5)}.{r.choice(['eu-west-1.aws', 'europe-west3.gcp', 'westeurope.azure', 'us-east-2.aws'])}.confluent.cloud:9092"


def sr():
    return f"https://psrc-{g.s(LOW + string.digits, 5)}.{r.choice(['eu-central-1.aws', 'us-east-2.aws', 'europe-west3.gcp'])}.confluent.cloud"


def dbuser():
    return r.choice(["debezium", "dbz_cdc", "cdc_reader", "replicator", "fivetran", "airbyte", "striim_cdc", "qlik_rep", "dms_user", "c##dbzuser"])


# ----------------------------------------------------------------------------------------------- secrets
@sec
def debezium_pg_json():
    p = anypw()
    return "name-context", json.dumps({"name": f"{r.choice(['orders', 'inventory', 'billing'])}-cdc", "config": {
        "connector.class": "io.debezium.connector.postgresql.PostgresConnector", "database.hostname": host(),
        "database.port": "5432", "database.user": dbuser(), "database.password": p, "database.dbname": "app",
        "topic.prefix": "prod", "plugin.name": "pgoutput", "slot.name": f"debezium_{r.randint(1, 9)}",
        "publication.name": "dbz_publication"}}, indent=2), [p]


@sec
def debezium_mysql_put():
    p = anypw()
    return "name-context", f"""curl -s -X PUT -H "Content-Type: application/json" http://connect.internal:8083/connectors/shop-mysql/config -d '{{
  "connector.class": "io.debezium.connector.mysql.MySqlConnector",
  "database.hostname": "{host('my')}",
  "database.user": "{dbuser()}",
  "database.password": "{p}",
  "database.server.id": "{r.randint(10000, 99999)}",
  "schema.history.internal.kafka.topic": "schema-changes.shop"
}}'""", [p]


@sec
def jdbc_sink_url():
    p = anypw()
    return "structural", f"""name=pg-sink-orders
connector.class=io.confluent.connect.jdbc.JdbcSinkConnector
topics=prod.public.orders
connection.url=jdbc:postgresql://{host()}:5432/analytics?user=sink_writer&password={p}&sslmode=require
insert.mode=upsert
pk.mode=record_key""", [p]


@sec
def cc_jaas():
    k, s = cc_key(), cc_secret()
    return "structural", f"""# client.properties for Confluent Cloud
bootstrap.servers={broker()}
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{k}" password="{s}";
client.dns.lookup=use_all_dns_ips""", [s]


@sec
def sr_basic_auth():
    k, s = cc_key(), cc_secret()
    return "structural", f"""key.converter=io.confluent.connect.avro.AvroConverter
key.converter.schema.registry.url={sr()}
key.converter.basic.auth.credentials.source=USER_INFO
key.converter.schema.registry.basic.auth.user.info={k}:{s}""", [s]


@sec
def fivetran_basic():
    k, s = g.s(B62, 16), g.s(B62, 32)
    b = basic(k, s)
    return "structural", f"""curl -X GET "https://api.fivetran.com/v1/connectors/{r.choice(['decisive_wombat', 'lively_otter', 'quiet_badger'])}_{r.choice(['staging', 'prod'])}" \\
  -H "Accept: application/json;version=2" \\
  -H "Authorization: Basic {b}\"""", [b]


@sec
def fivetran_env():
    s = g.s(B62, 32)
    return "name-context", f"""# terraform.tfvars (fivetran provider)
fivetran_api_key    = "{g.s(B62, 16)}"
fivetran_api_secret = "{s}"
destination_group   = "{r.choice(['warehouse', 'snowflake_prod', 'bq_eu'])}\"""", [s]


@sec
def airbyte_source_cfg():
    p = anypw()
    return "name-context", json.dumps({"sourceDefinitionId": g.uuid(), "workspaceId": g.uuid(), "name": "Postgres prod",
                                        "connectionConfiguration": {"host": host(), "port": 5432, "database": "app",
                                                                    "username": dbuser(), "password": p,
                                                                    "replication_method": {"method": "CDC", "replication_slot": "airbyte_slot",
                                                                                           "publication": "airbyte_publication"},
                                                                    "ssl_mode": {"mode": "require"}}}, indent=2), [p]


@sec
def airbyte_cloud_secret():
    s = g.s(B62, 40)
    return "name-context", f"""$ curl -s https://api.airbyte.com/v1/applications/token -H 'content-type: application/json' \\
    -d '{{"client_id":"{g.uuid()}","client_secret":"{s}"}}'""", [s]


@sec
def airbyte_bearer():
    j = g.jwt(sub=g.uuid())
    return "self-identifying", f"""> POST /v1/jobs HTTP/1.1
> Host: api.airbyte.com
> authorization: Bearer {j}
> content-type: application/json
{{"connectionId":"{g.uuid()}","jobType":"sync"}}""", [j]


@sec
def striim_tql():
    p = anypw()
    return "name-context", f"""CREATE SOURCE OracleCDCSource USING OracleReader (
  Username: '{dbuser()}',
  Password: '{p}',
  ConnectionURL: '{host('ora')}:1521/FINPDB',
  Tables: 'FIN.GL_%',
  FetchSize: {r.choice([1, 100, 1000])}
) OUTPUT TO FinChanges;""", [p]


@sec
def qlik_endpoint():
    p = anypw()
    return "name-context", json.dumps({"name": "SQL_PROD_SRC", "role": "SOURCE", "type": "SQL_SERVER_SOURCE",
                                        "db_settings": {"$type": "SqlServerSettings", "server": host("ms"), "database": "CRM",
                                                        "username": dbuser(), "password": p,
                                                        "safeguardPolicy": "EXCLUSIVE_AUTOMATIC_TRUNCATION"}}, indent=2), [p]


@sec
def qlik_repctl():
    p = anypw()
    return "name-context", f"""C:\\Program Files\\Attunity\\Replicate\\bin> repctl.exe -d "D:\\Replicate\\data" SETSERVERPASSWORD {p}
[setserverpassword command] Succeeded""", [p]


@sec
def dms_endpoint():
    p = anypw()
    return "name-context", f"""aws dms create-endpoint --endpoint-identifier src-orders-pg --endpoint-type source \\
  --engine-name postgres --server-name {host()} --port 5432 --database-name app \\
  --username {dbuser()} --password '{p}' --ssl-mode require""", [p]


@sec
def dms_aws_keys():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[profile dms-migration]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-west-1""", [a, s]


@sec
def create_role_repl():
    p = anypw()
    return "name-context", f"""-- migrations/V{r.randint(10, 99)}__cdc_user.sql
CREATE ROLE {dbuser().replace('c##', '')} WITH REPLICATION LOGIN PASSWORD '{p}';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO {dbuser().replace('c##', '')};
CREATE PUBLICATION dbz_publication FOR TABLE orders, order_lines;""", [p]


@sec
def primary_conninfo():
    p = anypw()
    return "structural", f"""# postgresql.auto.conf on the standby
primary_conninfo = 'host={host()} port=5432 user=replicator password={p} application_name=standby_{r.randint(1, 3)} sslmode=require'
primary_slot_name = 'standby_slot_{r.randint(1, 3)}'""", [p]


@sec
def mysql_change_master():
    p = anypw()
    return "name-context", f"""mysql> CHANGE REPLICATION SOURCE TO SOURCE_HOST='{host('my')}', SOURCE_USER='repl',
    ->   SOURCE_PASSWORD='{p}', SOURCE_AUTO_POSITION=1, SOURCE_SSL=1;
Query OK, 0 rows affected, 2 warnings (0.03 sec)""", [p]


@sec
def oracle_connect():
    p = g.s(B62, r.randint(10, 16)) if r.random() < .5 else g.human_pw()
    return "structural", f"""$ sqlplus c##dbzuser/{p}@//{host('ora')}:1521/ORCLCDB
SQL> EXEC DBMS_LOGMNR_D.BUILD(OPTIONS => DBMS_LOGMNR_D.STORE_IN_REDO_LOGS);""", [p]


@sec
def mssql_connstr():
    p = anypw()
    return "structural", f"""{{
  "name": "crm-sqlserver-cdc",
  "config": {{
    "connector.class": "io.debezium.connector.sqlserver.SqlServerConnector",
    "database.names": "CRM",
    "driver.url": "jdbc:sqlserver://{host('ms')}:1433;databaseName=CRM;user=cdc_reader;password={p};encrypt=true;trustServerCertificate=true"
  }}
}}""", [p]


@sec
def mongo_srv():
    p = anypw()
    return "structural", f"""mongodb.connection.string=mongodb+srv://cdc-stream:{p}@events-cluster.{g.s(LOW + string.digits, 5)}.mongodb.net/?replicaSet=atlas-{g.s(LOW + string.digits, 6)}-shard-0
collection.include.list=shop.orders,shop.carts""", [p]


@sec
def ssl_keystore():
    p = anypw()
    return "name-context", f"""producer.security.protocol=SSL
producer.ssl.keystore.location=/etc/kafka/secrets/connect.keystore.jks
producer.ssl.keystore.password={p}
producer.ssl.key.password={p}
producer.ssl.truststore.location=/etc/kafka/secrets/truststore.jks""", [p]


@sec
def scram_add():
    p = anypw()
    return "name-context", f"""$ kafka-configs --bootstrap-server kafka-0.kafka:9093 --command-config admin.properties \\
    --alter --add-config 'SCRAM-SHA-512=[iterations=8192,password={p}]' --entity-type users --entity-name connect-worker
Completed updating config for user connect-worker.""", [p]


@sec
def rpk_password():
    p = anypw()
    return "name-context", f"""$ rpk topic consume prod.public.orders -n 5 --brokers seed-{g.hexs(8)}.redpanda.cloud:9092 \\
    --tls-enabled --sasl-mechanism SCRAM-SHA-256 --user cdc-reader --password '{p}'""", [p]


@sec
def snowflake_pk():
    k = g.b64(48) + g.b64(48) + g.b64(30)
    return "name-context", json.dumps({"name": "snowflake-sink", "config": {
        "connector.class": "com.snowflake.kafka.connector.SnowflakeSinkConnector",
        "snowflake.url.name": f"{g.s(LOW, 7)}-{g.s(LOW, 5)}.snowflakecomputing.com:443",
        "snowflake.user.name": "KAFKA_CONNECTOR", "snowflake.private.key": k,
        "snowflake.database.name": "RAW", "topics": "prod.public.orders"}}, indent=2), [k]


@sec
def bq_keyfile():
    block, mark = g.pem("PRIVATE KEY")
    return "self-identifying", json.dumps({"type": "service_account", "project_id": f"cdc-warehouse-{r.randint(100, 999)}",
                                            "private_key_id": g.hexs(40), "private_key": block + "\n",
                                            "client_email": f"kafka-bq-sink@cdc-warehouse-{r.randint(100, 999)}.iam.gserviceaccount.com"},
                                           indent=2), [mark]


@sec
def debezium_server_props():
    p = anypw()
    return "name-context", f"""debezium.sink.type=kinesis
debezium.sink.kinesis.region=eu-west-1
debezium.source.connector.class=io.debezium.connector.postgresql.PostgresConnector
debezium.source.database.hostname={host()}
debezium.source.database.user={dbuser()}
debezium.source.database.password={p}
debezium.source.offset.storage.file.filename=data/offsets.dat""", [p]


@sec
def connect_rest_basic():
    p = anypw()
    return "structural", f"""$ curl -s -u admin:{p} http://kafka-connect.prod.svc:8083/connectors?expand=status | jq '.[].status.connector.state'
"RUNNING"
"FAILED\"""", [p]


@sec
def connect_log_leak():
    p = anypw()
    return "name-context", f"""[{hhmm()},{r.randint(100, 999)}] INFO [orders-cdc|task-0] PostgresConnectorConfig values:
	database.dbname = app
	database.hostname = {host()}
	database.user = {dbuser()}
	database.sslmode = require
	custom.metric.tags.password = {p}
	slot.name = debezium_{r.randint(1, 9)}
 (io.debezium.connector.common.BaseSourceTask:{r.randint(100, 300)})""", [p]


@sec
def cc_api_key_create():
    k, s = cc_key(), cc_secret()
    return "name-context", f"""$ confluent api-key create --resource lkc-{g.s(LOW + string.digits, 5)} --description "debezium connect worker"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | {k}                                                 |
| API Secret | {s} |
+------------+------------------------------------------------------------------+""", [s]


@sec
def eventhubs_conn():
    k = g.b64(32)
    return "structural", f"""sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://cdc-{g.s(LOW, 6)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}";""", [k]


@sec
def strimzi_secret():
    p = g.s(B62, 32)
    b = base64.b64encode(p.encode()).decode()
    j = base64.b64encode(f'org.apache.kafka.common.security.scram.ScramLoginModule required username="connect-worker" password="{p}";'.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: connect-worker
  labels:
    strimzi.io/kind: KafkaUser
    strimzi.io/cluster: cdc-cluster
type: Opaque
data:
  password: {b}
  sasl.jaas.config: {j}""", [b, j]


@sec
def vault_token_ci():
    t = g.vault()
    return "self-identifying", f"""+ export VAULT_ADDR=https://vault.corp.local:8200
+ export VAULT_TOKEN={t}
+ vault kv get -field=password secret/cdc/debezium-orders""", [t]


@sec
def chat_multilang():
    p = anypw()
    t = r.choice([
        f"Moin, der Debezium-User auf der Produktions-DB hat jetzt das Passwort {p}, den Connector habe ich schon neu gestartet.",
        f"Buenas, para la réplica de Qlik el usuario qlik_rep tiene la contraseña {p}. Ojo, caduca en 90 días.",
        f"FYI the replication user on the old MySQL box is repl / {p} — we need it for the DMS task tonight.",
        f"Bonjour, le mot de passe du compte fivetran sur l'Oracle de la compta : {p}",
        f"Oi pessoal, a senha do usuário airbyte no Postgres de produção é {p}, não compartilhem fora do canal.",
        f"Striim の接続ユーザー striim_cdc のパスワードは {p} です。",
    ])
    return "name-context", t, [p]


@sec
def hook_payload():
    k, s = cc_key(), cc_secret()
    return "structural", json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                                      "tool_input": {"command": f"kcat -b {broker()} -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username={k} -X sasl.password={s} -t prod.public.orders -C -c 5",
                                                     "description": "peek at the CDC topic"}}), [s]


@sec
def diff_connector():
    p = anypw()
    return "name-context", f"""diff --git a/connectors/billing-cdc.json b/connectors/billing-cdc.json
--- a/connectors/billing-cdc.json
+++ b/connectors/billing-cdc.json
@@ -5,7 +5,7 @@
     "database.user": "dbz_cdc",
-    "database.password": "${{file:/opt/connect/secrets/billing.properties:password}}",
+    "database.password": "{p}",
     "database.dbname": "billing",""", [p]


@sec
def python_consumer():
    k, s = cc_key(), cc_secret()
    return "structural", f"""from confluent_kafka import Consumer

c = Consumer({{
    "bootstrap.servers": "{broker()}",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "{k}",
    "sasl.password": "{s}",
    "group.id": "orders-cdc-audit",
}})""", [s]


@sec
def go_sarama():
    p = anypw()
    return "structural", f"""cfg := sarama.NewConfig()
cfg.Net.SASL.Enable = true
cfg.Net.SASL.Mechanism = sarama.SASLTypeSCRAMSHA512
cfg.Net.SASL.User = "cdc-router"
cfg.Net.SASL.Password = "{p}"
cfg.Net.TLS.Enable = true""", [p]


@sec
def stack_trace_url():
    p = anypw()
    return "structural", f"""org.apache.kafka.connect.errors.ConnectException: java.sql.SQLException: Access denied for user 'sink_writer'
	at io.confluent.connect.jdbc.util.CachedConnectionProvider.getConnection(CachedConnectionProvider.java:59)
Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (jdbc:mysql://sink_writer:{p}@{host('my')}:3306/dw?useSSL=true)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)""", [p]


@sec
def upstash_rest():
    u, p = g.s(B62, 40), g.s(B62, 48)
    b = basic(u, p)
    return "structural", f"""fetch('https://{g.s(LOW, 8)}-eu1-rest-kafka.upstash.io/produce/cdc-events', {{
  method: 'POST',
  headers: {{ Authorization: 'Basic {b}' }},
  body: JSON.stringify(event),
}});""", [b]


@sec
def kinesis_env_notebook():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", json.dumps({"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
                                            "source": ["import boto3\n",
                                                       f"kinesis = boto3.client('kinesis', region_name='eu-west-1', aws_access_key_id='{a}', aws_secret_access_key='{s}')\n",
                                                       "kinesis.describe_stream_summary(StreamName='dms-cdc-orders')"]}, indent=1), [a, s]


@sec
def pem_client_key():
    block, mark = g.pem(r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"]))
    return "self-identifying", f"""# helm values: mTLS client for MSK
kafkaClient:
  tls:
    cert: |
      -----BEGIN CERTIFICATE-----
      {g.b64(48)}
      -----END CERTIFICATE-----
    key: |
""" + "\n".join("      " + ln for ln in block.split("\n")), [mark]


@sec
def hevo_token():
    t = g.s(B62, 40)
    return "structural", f"""GET https://eu.hevodata.com/api/public/v2.0/pipelines?access_token={t}
200 OK  {r.randint(1, 40)} pipelines""", [t]


@sec
def pgpass_repl():
    p = anypw()
    return "structural", f"""# /var/lib/postgresql/.pgpass
{host()}:5432:replication:replicator:{p}""", [p]


# ----------------------------------------------------------------------------------------------- clean
@cln
def c_connector_status():
    return json.dumps({"name": f"{r.choice(['orders', 'billing', 'crm'])}-cdc", "connector": {"state": "RUNNING", "worker_id": f"10.2.{r.randint(0, 255)}.{r.randint(1, 254)}:8083"},
                       "tasks": [{"id": 0, "state": r.choice(["RUNNING", "FAILED"]), "worker_id": f"10.2.{r.randint(0, 255)}.{r.randint(1, 254)}:8083"}],
                       "type": "source"}, indent=2)


@cln
def c_config_provider():
    return f"""config.providers=file,secretManager
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider
database.password=${{file:/opt/connect/secrets/{r.choice(['orders', 'billing', 'crm'])}.properties:password}}
sasl.jaas.config=${{secretManager:cdc/confluent:jaas}}
tasks.max={r.randint(1, 4)}"""


@cln
def c_change_event():
    return json.dumps({"before": None, "after": {"id": r.randint(1, 10**6), "status": r.choice(["NEW", "PAID", "SHIPPED"]),
                                                  "customer_id": g.uuid(), "total": r.randint(100, 99999)},
                       "source": {"version": f"2.{r.randint(4, 7)}.{r.randint(0, 3)}.Final", "connector": "postgresql", "name": "prod",
                                  "ts_ms": 1764700000000 + r.randint(0, 10**8), "db": "app", "schema": "public", "table": "orders",
                                  "txId": r.randint(10**5, 10**7), "lsn": r.randint(10**8, 10**10)},
                       "op": r.choice(["c", "u"]), "ts_ms": 1764700000000 + r.randint(0, 10**8)}, indent=2)


@cln
def c_slots():
    return f"""app=# SELECT slot_name, plugin, active, restart_lsn, confirmed_flush_lsn FROM pg_replication_slots;
   slot_name   |  plugin  | active | restart_lsn | confirmed_flush_lsn
---------------+----------+--------+-------------+---------------------
 debezium_{r.randint(1, 9)}    | pgoutput | t      | {r.randint(1, 9)}/{g.hexs(8).upper()} | {r.randint(1, 9)}/{g.hexs(8).upper()}
 airbyte_slot  | pgoutput | f      | {r.randint(1, 9)}/{g.hexs(7).upper()}  | {r.randint(1, 9)}/{g.hexs(7).upper()}
({r.randint(2, 2)} rows)"""


@cln
def c_gtid():
    return f"""mysql> SHOW MASTER STATUS\\G
             File: mysql-bin.{r.randint(1, 999):06d}
         Position: {r.randint(100, 10**9)}
Executed_Gtid_Set: {g.uuid()}:1-{r.randint(1000, 10**7)}"""


@cln
def c_avro_schema():
    return json.dumps({"subject": f"prod.public.{r.choice(['orders', 'customers', 'payments'])}-value", "version": r.randint(1, 30),
                       "id": r.randint(100000, 999999), "schemaType": "AVRO",
                       "schema": json.dumps({"type": "record", "name": "Value", "fields": [{"name": "id", "type": "long"},
                                                                                        {"name": "password_hash", "type": ["null", "string"]}]})}, indent=2)


@cln
def c_consumer_lag():
    return "GROUP            TOPIC               PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\n" + "\n".join(
        f"orders-cdc-sink  prod.public.orders  {p}          {r.randint(10**5, 10**7)}         {r.randint(10**5, 10**7)}          {r.randint(0, 900)}  connector-consumer-orders-sink-{p}-{g.uuid()}" for p in range(r.randint(2, 4)))


@cln
def c_cc_env():
    return f"""$ confluent environment list
  Current |     ID     |    Name    | Stream Governance Package
----------+------------+------------+----------------------------
  *       | env-{g.s(LOW + string.digits, 5)}  | production | ESSENTIALS
          | env-{g.s(LOW + string.digits, 5)}  | staging    | ESSENTIALS
$ confluent kafka cluster describe lkc-{g.s(LOW + string.digits, 5)} | grep Endpoint
| Endpoint | SASL_SSL://{broker()} |"""


@cln
def c_env_example():
    return f"""# .env.example for the local CDC stack (docker compose)
POSTGRES_PASSWORD=postgres
DEBEZIUM_DB_PASSWORD=<set-me>
CONFLUENT_API_KEY=
CONFLUENT_API_SECRET=
SCHEMA_REGISTRY_URL=http://localhost:{r.choice([8081, 18081])}"""


@cln
def c_fivetran_connector():
    return json.dumps({"code": "Success", "data": {"id": f"{r.choice(['decisive', 'lively', 'quiet', 'brave'])}_{r.choice(['wombat', 'otter', 'badger', 'heron'])}",
                                                     "group_id": f"{r.choice(['warehouse', 'analytics'])}_{g.s(LOW, 5)}", "service": r.choice(["postgres_rds", "mysql", "oracle_hva"]),
                                                     "sync_frequency": r.choice([5, 15, 60, 360]), "status": {"setup_state": "connected", "sync_state": "scheduled"},
                                                     "config": {"host": host(), "user": "fivetran", "password": "******", "update_method": "WAL"}}}, indent=2)


@cln
def c_dms_task():
    return f"""{{
  "ReplicationTaskArn": "arn:aws:dms:eu-west-1:{r.randint(10**11, 10**12 - 1)}:task:{g.s(UPPER + string.digits, 26)}",
  "MigrationType": "full-load-and-cdc",
  "Status": "{r.choice(['running', 'stopped', 'failed'])}",
  "ReplicationTaskStats": {{ "FullLoadProgressPercent": {r.randint(0, 100)}, "TablesLoaded": {r.randint(0, 400)}, "TablesErrored": {r.randint(0, 3)} }},
  "SourceEndpointArn": "arn:aws:dms:eu-west-1:{r.randint(10**11, 10**12 - 1)}:endpoint:{g.s(UPPER + string.digits, 26)}"
}}"""


@cln
def c_airbyte_job():
    return f"""{hhmm()} replication-orchestrator > Records read: {r.randint(1000, 10**7)} ({r.uniform(1, 900):.1f} MB)
{hhmm()} source > Set initial LSN {r.randint(10**8, 10**11)} for slot airbyte_slot
{hhmm()} destination > Flushed {r.randint(10, 4000)} records to _airbyte_raw_{r.choice(['orders', 'users'])}
connection {g.uuid()} job {r.randint(1000, 99999)} attempt {r.randint(1, 3)} succeeded"""


@cln
def c_oracle_scn():
    return f"""{hhmm()} INFO  LogMiner session started: startScn={r.randint(10**9, 10**11)}, endScn={r.randint(10**9, 10**11)}, redo thread 1 seq {r.randint(1000, 99999)}
{hhmm()} INFO  Offsets committed: {{"commit_scn":"{r.randint(10**9, 10**11)}:1:{g.hexs(16)}","snapshot_completed":true}}"""


@cln
def c_prose():
    return r.choice([
        "Never put database.password inline in connector JSON — the Connect REST API returns the config to anyone who can GET /connectors. Use the FileConfigProvider.",
        "Confluent API key IDs are not secret on their own, the secret half is. Rotate both when someone leaves the data team.",
        "Reminder: an inactive replication slot keeps WAL forever. Check pg_replication_slots before the weekend.",
        "Das Replikationspasswort steht im Vault unter cdc/pg-standby; bitte nicht in Jira-Tickets posten.",
        "El usuario de Qlik Replicate necesita permisos de lectura sobre los logs de transacciones; la contraseña la gestiona el equipo DBA.",
        "Fivetran masks passwords as ****** in API responses; that is expected, not a bug.",
    ]) + f" (DATA-{r.randint(100, 9999)})"


@cln
def c_k8s_kafkaconnect():
    return f"""apiVersion: kafka.strimzi.io/v1beta2
kind: KafkaConnector
metadata:
  name: orders-cdc
  labels: {{ strimzi.io/cluster: connect-{r.choice(['eu', 'us'])} }}
spec:
  class: io.debezium.connector.postgresql.PostgresConnector
  tasksMax: 1
  config:
    database.hostname: {host()}
    database.user: ${{secrets:cdc/pg-credentials:username}}
    database.password: ${{secrets:cdc/pg-credentials:password}}
    topic.prefix: prod"""


@cln
def c_lockfile():
    return f"""confluent-kafka=={r.randint(2, 2)}.{r.randint(3, 6)}.{r.randint(0, 3)} \\
    --hash=sha256:{g.sha256()} \\
    --hash=sha256:{g.sha256()}
fastavro==1.{r.randint(7, 9)}.{r.randint(0, 9)} \\
    --hash=sha256:{g.sha256()}"""


@cln
def c_cc_key_list():
    return f"""$ confluent api-key list --resource lkc-{g.s(LOW + string.digits, 5)}
  Current |       Key        |     Description      |   Owner    |  Owner Email   | Resource Type |   Resource   |       Created
----------+------------------+----------------------+------------+----------------+---------------+--------------+-----------------------
          | {cc_key()} | debezium connect     | sa-{g.s(LOW + string.digits, 6)}  |                | kafka         | lkc-{g.s(LOW + string.digits, 5)}    | 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)}T09:12:44Z"""


@cln
def c_gha():
    return f"""      - name: Deploy connectors
        env:
          CONNECT_URL: https://connect.prod.internal
          CONNECT_BASIC_AUTH: ${{{{ secrets.CONNECT_BASIC_AUTH }}}}
        run: ./scripts/apply-connectors.sh connectors/*.json --dry-run={r.choice(['true', 'false'])}"""


@cln
def c_pg_stat_repl():
    return f"""app=# SELECT application_name, state, sent_lsn, replay_lsn, replay_lag FROM pg_stat_replication;
 application_name |   state   |  sent_lsn   | replay_lsn  |   replay_lag
------------------+-----------+-------------+-------------+-----------------
 standby_{r.randint(1, 3)}        | streaming | {r.randint(1, 9)}/{g.hexs(8).upper()} | {r.randint(1, 9)}/{g.hexs(8).upper()} | 00:00:00.{r.randint(1000, 999999)}
 Debezium Streaming | streaming | {r.randint(1, 9)}/{g.hexs(8).upper()} | | """


@cln
def c_git():
    return "\n".join(f"{g.sha1()[:12]} {r.choice(['cdc: add orders_lines to publication', 'connect: bump debezium 2.7', 'fix: heartbeat topic for idle slot', 'dms: enable full LOB mode', 'schema: make email optional'])}" for _ in range(r.randint(2, 5)))


@cln
def c_public_cert():
    return f"""# truststore source: Confluent/MSK broker CA (public)
-----BEGIN CERTIFICATE-----
{g.b64(48)}
{g.b64(48)}
{g.b64(21)}
-----END CERTIFICATE-----
SHA256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}"""


@cln
def c_striim_app():
    return f"""CREATE APPLICATION OrdersToKafka RECOVERY 10 SECOND INTERVAL;
CREATE SOURCE OrdersCDC USING PostgreSQLReader (
  Username: '$PG_USER', Password: '$PG_PASSWORD', Password_encrypted: 'false',
  ReplicationSlotName: 'striim_slot_{r.randint(1, 9)}', Tables: 'public.orders'
) OUTPUT TO OrdersStream;"""


@cln
def c_kcat_out():
    return "\n".join(json.dumps({"key": {"id": r.randint(1, 10**6)}, "offset": r.randint(10**5, 10**8), "partition": r.randint(0, 11),
                                 "ts": 1764700000000 + r.randint(0, 10**8), "value_sha1": g.sha1()}) for _ in range(r.randint(2, 4)))


def write() -> None:
    secrets = []
    n = len(SEC)
    order = list(range(n))
    i = 0
    while len(secrets) < 250:
        if i % n == 0:
            r.shuffle(order)
        secrets.append(SEC[order[i % n]]())
        i += 1
    clean = []
    m = len(CLN)
    for j in range(100):
        clean.append(CLN[j % m]())
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for k, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (k, v)
            f.write(json.dumps({"id": f"{FAM}-{k}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for k, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{k}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
