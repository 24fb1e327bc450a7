"""Blind redaction source "streaming": data-streaming work (Kafka and Confluent Cloud, Kinesis, Pulsar, Redpanda,
Debezium and Kafka Connect connectors, schema registry, ksqlDB, Flink jobs).

Written blind by the helper "corpora4" on 2026-12-03 (round 20), without reading memtool's rules, tests or results.
Every value is random and made up (seeded); rerunning writes streaming_secrets.jsonl and streaming_clean.jsonl
byte-identically. Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, Gen  # noqa: E402

FAMILY = "streaming"
OUT = Path(__file__).resolve().parent
g = Gen(20261203_1)
r = g.r

WORDS = ["offset", "lag", "topic", "broker", "replica", "stream", "partition", "ledger", "bookie", "sink", "source",
         "window", "watermark", "schema", "avro", "delta", "harbor", "quartz", "ember", "cinder", "falcon", "maple"]
SAFE = B62 + "-_.~"


def pw(url_safe: bool = False) -> str:
    k = r.randint(0, 8)
    if k == 0:
        v = g.s(B62, r.randint(20, 40))
    elif k == 1:
        v = g.s(B62 + "!#%^*-_+=@", r.randint(14, 26))
    elif k == 2:
        v = "-".join(r.choice(WORDS) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))
    elif k == 3:
        v = r.choice(WORDS).capitalize() + str(r.randint(2015, 2027)) + r.choice("!#$*?")
    elif k == 4:
        v = r.choice(["kafka", "kinesis", "pulsar", "flink", "debez", "connect", "stream"]) + str(r.randint(1, 999))
    elif k == 5:
        v = g.hexs(r.choice([32, 48, 64]))
    elif k == 6:
        v = g.b64(r.choice([24, 32]))
    elif k == 7:
        v = g.machine_pw()
    else:
        v = g.human_pw()
    if url_safe:
        v = "".join(c if c in SAFE else r.choice(B62) for c in v)
    return v


def ccloud_key() -> str:
    return g.s(UPPER + string.digits, 16)


def ccloud_secret() -> str:
    if r.random() < .3:
        return "cflt" + g.s(B62 + "+/", 60)
    return g.s(B62 + "+/", 64)


def host() -> str:
    return r.choice([f"pkc-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.{r.choice(['us-east-1.aws', 'eu-west-1.aws', 'westeurope.azure', 'us-central1.gcp'])}.confluent.cloud:9092",
                     f"b-{r.randint(1, 3)}.msk-{r.choice(['prod', 'stg'])}.{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 6)}.c{r.randint(2, 9)}.kafka.eu-central-1.amazonaws.com:9096",
                     f"kafka-{r.randint(0, 5)}.kafka.svc.cluster.local:9093",
                     f"seed-{g.hexs(8)}.{g.s('abcdefghijklmnopqrstuvwxyz', 20)}.fmc.prd.cloud.redpanda.com:9092",
                     f"broker{r.randint(1, 9)}.streaming.internal:9094"])


def sr_host() -> str:
    return f"psrc-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.{r.choice(['us-east-2.aws', 'europe-west3.gcp', 'eastus.azure'])}.confluent.cloud"


def user() -> str:
    return r.choice(["svc-ingest", "connect-worker", "flink-job", "orders-producer", "cdc_reader", "debezium", "analytics",
                     "ksql", "app_events", "etl-loader", "kafka-ui", "replicator"])


def bash_hook(cmd: str, stdout: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": r.choice(["Check config", "Run command", "Inspect connector"])},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                  "numLines": content.count("\n") + 1}}}, ensure_ascii=False)


def cmd_out(cmd: str, out: str) -> str:
    x = r.random()
    if x < .25:
        return bash_hook(cmd, out)
    return f"$ {cmd}\n{out}"


def file_out(path: str, content: str) -> str:
    x = r.random()
    if x < .2:
        return read_hook(path, content)
    if x < .45:
        return f"$ cat {path}\n{content}"
    if x < .6:
        return f"==> {path} <==\n{content}"
    return content


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# ---------------------------------------------------------------- secrets: each returns (class, text, [secrets])
def s_client_props():
    k, s = ccloud_key(), ccloud_secret()
    body = (f"# Required connection configs for Kafka producer, consumer, and admin\nbootstrap.servers={host()}\n"
            f"security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\n"
            f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='{k}' password='{s}';\n"
            f"# Best practice for higher availability in Apache Kafka clients prior to 3.0\nsession.timeout.ms=45000\nacks=all\n")
    return "structural", file_out(r.choice(["client.properties", "config/ccloud.properties", "src/main/resources/client.properties"]), body), [s]


def s_ccloud_apikey_create():
    k, s = ccloud_key(), ccloud_secret()
    out = (f"It may take a couple of minutes for the API key to be ready.\nSave the API key and secret. The secret is not retrievable later.\n"
           f"+------------+------------------------------------------------------------------+\n"
           f"| API Key    | {k}                                                 |\n"
           f"| API Secret | {s} |\n"
           f"+------------+------------------------------------------------------------------+")
    return "name-context", cmd_out(f"confluent api-key create --resource lkc-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 6)} --description \"{user()}\"", out), [s]


def s_sr_url():
    k, s = ccloud_key(), ccloud_secret().replace("+", "A").replace("/", "b")
    url = f"https://{k}:{s}@{sr_host()}"
    t = r.choice([f"$ curl -s {url}/subjects | jq .\n[\n  \"orders-value\",\n  \"payments-value\"\n]",
                  f"SCHEMA_REGISTRY_URL={url}\nKAFKA_TOPIC=orders\n",
                  f"  schema.registry.url: \"{url}\"\n  value.converter: io.confluent.connect.avro.AvroConverter\n",
                  f"Caused by: io.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Unauthorized; error code: 401\n  at {url}/subjects/orders-value/versions"])
    return "structural", t, [s]


def s_basic_auth_user_info():
    k, s = ccloud_key(), ccloud_secret()
    body = (f"schema.registry.url=https://{sr_host()}\nbasic.auth.credentials.source=USER_INFO\n"
            f"basic.auth.user.info={k}:{s}\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\n")
    if r.random() < .4:
        body = (f"schema.registry.url=https://{sr_host()}\nschema.registry.basic.auth.credentials.source=USER_INFO\n"
                f"schema.registry.basic.auth.user.info={k}:{s}\n")
    return "structural", file_out(r.choice(["producer.properties", "ksql-server.properties", "connect-distributed.properties"]), body), [s]


def s_debezium_pg_curl():
    p = pw()
    cfg = {"name": f"inventory-{r.choice(['pg', 'cdc', 'source'])}-connector",
           "config": {"connector.class": "io.debezium.connector.postgresql.PostgresConnector",
                      "database.hostname": r.choice(["postgres", "db-primary.internal", "orders-db.cluster-ro-cq2x.eu-west-1.rds.amazonaws.com"]),
                      "database.port": "5432", "database.user": r.choice(["debezium", "cdc_reader", "replicator"]),
                      "database.password": p, "database.dbname": r.choice(["inventory", "orders", "app"]),
                      "topic.prefix": r.choice(["dbserver1", "orders", "cdc"]), "plugin.name": "pgoutput",
                      "slot.name": "debezium_" + str(r.randint(1, 9))}}
    js = json.dumps(cfg, indent=2)
    if r.random() < .5:
        t = f"$ curl -i -X POST -H \"Accept:application/json\" -H \"Content-Type:application/json\" localhost:8083/connectors/ -d '{json.dumps(cfg)}'\nHTTP/1.1 201 Created\nContent-Type: application/json\n\n{json.dumps(cfg)}"
        if r.random() < .3:
            t = bash_hook(f"curl -s -X POST -H 'Content-Type: application/json' http://connect:8083/connectors -d @register-postgres.json", json.dumps(cfg))
    else:
        t = file_out("register-postgres.json", js)
    return "name-context", t, [p]


def s_debezium_mysql_crd():
    p = pw()
    y = (f"apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaConnector\nmetadata:\n  name: mysql-inventory\n  labels:\n    strimzi.io/cluster: my-connect-cluster\n"
         f"spec:\n  class: io.debezium.connector.mysql.MySqlConnector\n  tasksMax: 1\n  config:\n    database.hostname: mysql\n    database.port: 3306\n"
         f"    database.user: debezium\n    database.password: {p}\n    database.server.id: {r.randint(184000, 185999)}\n    topic.prefix: mysql\n"
         f"    schema.history.internal.kafka.bootstrap.servers: my-cluster-kafka-bootstrap:9092\n    schema.history.internal.kafka.topic: schema-changes.inventory\n")
    return "name-context", file_out("k8s/connectors/mysql-inventory.yaml", y), [p]


def s_kinesis_awscreds():
    ak, sk = g.aws_akid(), g.aws_secret()
    if r.random() < .5:
        body = f"[kinesis-producer]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = {r.choice(['us-east-1', 'eu-west-1', 'ap-southeast-2'])}\n"
        return "self-identifying", file_out("~/.aws/credentials", body), [ak, sk]
    out = (f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_REGION=us-east-1\nKINESIS_STREAM_NAME=clickstream-{r.choice(['prod', 'dev'])}\n"
           f"KPL_AGGREGATION_ENABLED=true\n")
    return "self-identifying", cmd_out("env | grep -E 'AWS|KINESIS|KPL'", out), [ak, sk]


def s_pulsar_token():
    tok = g.jwt(sub=r.choice(["ingest-svc", "admin", "flink-reader", "tenant-a-producer"]))
    x = r.randint(0, 2)
    if x == 0:
        t = file_out("conf/client.conf", f"webServiceUrl=https://pulsar.{r.choice(['prod', 'internal'])}.example.net:8443/\nbrokerServiceUrl=pulsar+ssl://pulsar.example.net:6651/\n"
                     f"authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\nauthParams=token:{tok}\ntlsAllowInsecureConnection=false\n")
    elif x == 1:
        t = cmd_out(f"bin/pulsar-admin --admin-url https://pulsar.example.net:8443 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:{tok} topics list public/default",
                    "persistent://public/default/orders\npersistent://public/default/orders-dlq")
    else:
        t = f"client = pulsar.Client(\n    'pulsar+ssl://pulsar.example.net:6651',\n    authentication=pulsar.AuthenticationToken('{tok}'),\n)\nproducer = client.create_producer('persistent://acme/ingest/events')\n"
    return "self-identifying", t, [tok]


def s_streamnative_oauth():
    cs = g.s(B62 + "-_", r.choice([43, 64]))
    body = json.dumps({"type": "sn_service_account", "client_id": g.s(B62, 32), "client_secret": cs,
                       "client_email": f"{user()}@{r.choice(['acme', 'o-7x2k1'])}.auth.streamnative.cloud",
                       "issuer_url": "https://auth.streamnative.cloud/"}, indent=2)
    return "name-context", file_out(r.choice(["secrets/sa-ingest.json", "/etc/pulsar/oauth2-key.json"]), body), [cs]


def s_rpk_flags():
    p = pw()
    u = user()
    cmd = f"rpk topic produce orders --brokers {host()} --tls-enabled --sasl-mechanism SCRAM-SHA-256 --user {u} --password '{p}'"
    if r.random() < .5:
        cmd = f"rpk acl user create {u} -p '{p}' --mechanism SCRAM-SHA-512"
        return "structural", cmd_out(cmd, f"Created user \"{u}\"."), [p]
    return "structural", cmd_out(cmd, f"Produced to partition {r.randint(0, 11)} at offset {r.randint(100, 99999)} with timestamp {r.randint(1764000000000, 1765000000000)}."), [p]


def s_rpk_profile():
    p = pw()
    y = (f"name: {r.choice(['prod', 'cloud-stg', 'local'])}\nkafka_api:\n  brokers:\n    - {host()}\n  tls: {{}}\n  sasl:\n"
         f"    user: {user()}\n    password: {p}\n    mechanism: SCRAM-SHA-256\nadmin_api:\n  addresses:\n    - {g.hexs(6)}.redpanda.internal:9644\n")
    return "name-context", file_out("~/.config/rpk/rpk.yaml", y), [p]


def s_redpanda_cloud_env():
    cs = g.s(B62 + "-_", r.choice([64, 48]))
    t = f"export REDPANDA_CLIENT_ID={g.s(B62, 32)}\nexport REDPANDA_CLIENT_SECRET={cs}\nterraform -chdir=infra/redpanda plan\n"
    return "name-context", t, [cs]


def s_ksql_cli():
    k, s = ccloud_key(), ccloud_secret()
    cmd = f"ksql -u {k} -p {s} https://pksqlc-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.us-west-2.aws.confluent.cloud:443"
    out = "                  ===========================================\n                  =       _              _ ____  ____       =\n                  =      | | _____  __ _| |  _ \\| __ )      =\n\nCLI v7.6.1, Server v0.29.0 located at https://pksqlc-xyz.us-west-2.aws.confluent.cloud:443\nHaving trouble? Type 'help' (case-insensitive) for a rundown of how things work!\n\nksql>"
    return "structural", cmd_out(cmd, out), [s]


def s_flink_sql():
    p = pw()
    sql = (f"CREATE TABLE orders_src (\n  order_id STRING,\n  amount DECIMAL(10, 2),\n  ts TIMESTAMP(3),\n  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND\n) WITH (\n"
           f"  'connector' = 'kafka',\n  'topic' = 'orders',\n  'properties.bootstrap.servers' = '{host()}',\n  'properties.security.protocol' = 'SASL_SSL',\n"
           f"  'properties.sasl.mechanism' = 'SCRAM-SHA-512',\n"
           f"  'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{user()}\" password=\"{p}\";',\n"
           f"  'format' = 'json'\n);")
    return "structural", file_out("jobs/sql/orders_enrich.sql", sql), [p]


def s_flink_ssl_flags():
    p = pw()
    k = r.choice(["security.ssl.internal.keystore-password", "security.ssl.rest.truststore-password", "security.ssl.internal.key-password",
                  "s3.secret-key"])
    cmd = f"./bin/flink run -d -Dstate.backend=rocksdb -D{k}={p} -c com.acme.stream.SessionizeJob target/sessionize-1.4.2.jar"
    jid = g.hexs(32)
    return "structural", cmd_out(cmd, f"Job has been submitted with JobID {jid}"), [p]


def s_ssl_passwords():
    p1, p0 = pw(), pw()
    body = (f"security.protocol=SSL\nssl.truststore.location=/var/private/ssl/kafka.client.truststore.jks\nssl.truststore.password={p0}\n"
            f"ssl.keystore.location=/var/private/ssl/kafka.client.keystore.jks\nssl.keystore.password={p1}\nssl.key.password={p1}\n")
    return "name-context", file_out("config/client-ssl.properties", body), [p0, p1]


def s_python_conf():
    k, s = ccloud_key(), ccloud_secret()
    code = (f"from confluent_kafka import Producer\n\nconf = {{\n    'bootstrap.servers': '{host()}',\n    'security.protocol': 'SASL_SSL',\n    'sasl.mechanisms': 'PLAIN',\n"
            f"    'sasl.username': '{k}',\n    'sasl.password': '{s}',\n    'client.id': '{user()}',\n}}\np = Producer(conf)\n")
    return "name-context", file_out(r.choice(["producer.py", "scripts/replay_dlq.py", "notebooks/lag_check.py"]), code), [s]


def s_eventhubs():
    key = g.b64(32)
    cs = f"Endpoint=sb://{r.choice(['evh-telemetry', 'acme-events', 'iot-ingest'])}-{r.choice(['prod', 'weu'])}.servicebus.windows.net/;SharedAccessKeyName={r.choice(['RootManageSharedAccessKey', 'send-listen', 'kafka-client'])};SharedAccessKey={key}"
    t = r.choice([f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"$ConnectionString\" password=\"{cs}\";\n",
                  f"EVENTHUB_CONNECTION_STRING=\"{cs}\"\n",
                  f"$ az eventhubs namespace authorization-rule keys list -g rg-stream -n acme-events --name send-listen -o tsv --query primaryConnectionString\n{cs}"])
    return "structural", t, [key]


def s_s3_sink():
    ak, sk = g.aws_akid(), g.aws_secret()
    cfg = {"connector.class": "io.confluent.connect.s3.S3SinkConnector", "s3.bucket.name": f"acme-datalake-{r.choice(['raw', 'bronze'])}",
           "s3.region": "eu-west-1", "aws.access.key.id": ak, "aws.secret.access.key": sk, "flush.size": "1000",
           "format.class": "io.confluent.connect.s3.format.parquet.ParquetFormat", "topics": "orders,payments"}
    t = cmd_out(f"curl -s -X PUT -H 'Content-Type: application/json' localhost:8083/connectors/s3-sink/config -d @s3-sink.json | jq .config",
                json.dumps(cfg, indent=2))
    return "self-identifying", t, [ak, sk]


def s_jdbc_url():
    p = pw(url_safe=True)
    u = user()
    url = r.choice([f"jdbc:postgresql://warehouse.internal:5432/analytics?user={u}&password={p}&sslmode=require",
                    f"jdbc:mysql://mysql-replica:3306/orders?user={u}&password={p}&useSSL=true",
                    f"jdbc:sqlserver://sql01.corp.local:1433;databaseName=ERP;user={u};password={p};encrypt=true"])
    t = file_out("connectors/jdbc-sink.properties", f"name=jdbc-sink-analytics\nconnector.class=io.confluent.connect.jdbc.JdbcSinkConnector\ntasks.max=2\ntopics=orders_enriched\nconnection.url={url}\nauto.create=true\ninsert.mode=upsert\npk.mode=record_key\n")
    return "structural", t, [p]


def s_mongo_uri():
    p = pw(url_safe=True)
    uri = f"mongodb+srv://{user()}:{p}@cluster{r.randint(0, 3)}.{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/?retryWrites=true"
    cfg = json.dumps({"name": "mongo-source", "config": {"connector.class": "com.mongodb.kafka.connect.MongoSourceConnector",
                                                         "connection.uri": uri, "database": "shop", "collection": "carts",
                                                         "output.format.value": "schema"}}, indent=2)
    return "structural", file_out("connect/mongo-source.json", cfg), [p]


def s_tfvars():
    k, s = ccloud_key(), ccloud_secret()
    t = f"confluent_cloud_api_key    = \"{k}\"\nconfluent_cloud_api_secret = \"{s}\"\nenvironment_id             = \"env-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}\"\n"
    return "name-context", file_out("infra/confluent/terraform.tfvars", t), [s]


def s_compose_bitnami():
    p = pw()
    y = (f"services:\n  kafka:\n    image: bitnami/kafka:3.7\n    environment:\n      - KAFKA_CFG_NODE_ID=0\n      - KAFKA_CFG_PROCESS_ROLES=controller,broker\n"
         f"      - KAFKA_CFG_LISTENERS=SASL_PLAINTEXT://:9092,CONTROLLER://:9093\n      - KAFKA_CLIENT_USERS={user()}\n      - KAFKA_CLIENT_PASSWORDS={p}\n"
         f"      - KAFKA_CFG_SASL_MECHANISM_INTER_BROKER_PROTOCOL=PLAIN\n")
    return "name-context", file_out("docker-compose.yml", y), [p]


def s_firehose_http():
    key = g.s(B62, r.choice([32, 40]))
    out = json.dumps({"DeliveryStreamName": "logs-to-observability", "HttpEndpointDestinationConfiguration": {
        "EndpointConfiguration": {"Url": "https://aws-api.newrelic.com/firehose/v1", "Name": "New Relic", "AccessKey": key},
        "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60}}}, indent=2)
    return "name-context", file_out("firehose/http-endpoint.json", out), [key]


def s_chat():
    k, s = ccloud_key(), ccloud_secret()
    p = pw()
    x = r.randint(0, 3)
    if x == 0:
        return "name-context", f"hey, for the staging cluster use key {k} and secret {s} until infra rotates them on Friday. don't commit them pls", [s]
    if x == 1:
        return "name-context", f"> Debezium keeps failing with `FATAL: password authentication failed for user \"debezium\"`\n\nI reset it in RDS, new password is {p} — updating the connector config now.", [p]
    if x == 2:
        return "structural", f"**Steps to reproduce**\n1. `kafka-console-consumer --bootstrap-server {host()} --consumer-property sasl.jaas.config='org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{user()}\" password=\"{p}\";' --topic orders`\n2. observe `SaslAuthenticationException`\n", [p]
    return "name-context", f"Thread in #data-platform: the ksqlDB API secret for prod is `{s}` (key {k}), pinned above. Flink reads it from the vault path now, so this is only for manual debugging.", [s]


def s_provider_token():
    name, tok, sec = g.self_identifying()
    x = r.randint(0, 3)
    if x == 0:
        t = f"# alerting for consumer lag\nlag_alert:\n  provider: {name}\n  token: {tok}\n  threshold_messages: 50000\n"
    elif x == 1:
        t = cmd_out("grep -rn token deploy/burrow/", f"deploy/burrow/burrow.toml:41:token=\"{tok}\"")
    elif x == 2:
        t = f"[notifier.{name}]\nenabled = true\ncredential = \"{tok}\"\ntemplate-open = \"config/lag-open.tmpl\"\n"
    else:
        t = f"2026-11-28 03:12:55,104 INFO  [flink-alerts] loaded credential for {name}: {tok}\n2026-11-28 03:12:55,311 INFO  [flink-alerts] lag watcher started for group orders-enricher"
    return "self-identifying", t, [sec]


def s_kafka_ui():
    p = pw()
    y = (f"kafka:\n  clusters:\n    - name: prod\n      bootstrapServers: {host()}\n      properties:\n        security.protocol: SASL_SSL\n        sasl.mechanism: SCRAM-SHA-512\n"
         f"        sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username=\"kafka-ui\" password=\"{p}\";\n"
         f"      schemaRegistry: http://schema-registry:8081\n")
    return "structural", file_out("kafka-ui/application.yml", y), [p]


def s_aiven():
    p = g.s(B62 + "_-", r.choice([16, 24]))
    out = f"USERNAME    TYPE    PASSWORD\n==========  ======  ========================\navnadmin    primary  {p}\n{user():<11} normal  (hidden)"
    return "name-context", cmd_out(f"avn service user-list kafka-{g.hexs(6)} --project acme-data --show-passwords", out), [p]


def s_pem():
    block, _ = g.pem(r.choice(["PRIVATE KEY", "RSA PRIVATE KEY"]))
    x = r.random()
    if x < .5:
        t = f"$ cat certs/service.key\n{block}"
    else:
        t = f"ssl.keystore.type=PEM\nssl.keystore.certificate.chain=-----BEGIN CERTIFICATE----- \\\n  {g.b64(45)} \\\n  -----END CERTIFICATE-----\nssl.keystore.key={block}\n"
    return "self-identifying", t, [block]


def s_upstash():
    p = g.b64(30).rstrip("=")
    u = base64.b64encode(f"{r.choice(['fine', 'massive', 'brave', 'gentle'])}-{r.choice(['gecko', 'heron', 'lynx'])}-{r.randint(1000, 9999)}".encode()).decode().rstrip("=") + "_" + g.s(B62, 12)
    cmd = f"curl -u '{u}:{p}' https://{r.choice(['humble', 'sunny', 'rapid'])}-kiwi-{r.randint(1000, 9999)}-eu1-rest-kafka.upstash.io/produce/events/hello"
    return "structural", cmd_out(cmd, '{"topic":"events","partition":0,"offset":' + str(r.randint(1, 999)) + ',"timestamp":1764812345123}'), [p]


def s_msk_secret():
    p = pw()
    ss = json.dumps({"username": user(), "password": p})
    out = json.dumps({"ARN": f"arn:aws:secretsmanager:eu-central-1:{r.randint(10**11, 10**12 - 1)}:secret:AmazonMSK_{user()}-{g.s(B62, 6)}",
                      "Name": f"AmazonMSK_{user()}", "SecretString": ss, "VersionStages": ["AWSCURRENT"]}, indent=4)
    return "name-context", cmd_out(f"aws secretsmanager get-secret-value --secret-id AmazonMSK_{user()}", out), [p]


def s_flinkdeployment():
    p = pw()
    y = (f"apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: sessionize\nspec:\n  image: registry.acme.io/flink/sessionize:1.4.2\n  flinkVersion: v1_18\n"
         f"  flinkConfiguration:\n    taskmanager.numberOfTaskSlots: \"4\"\n    s3.endpoint: http://minio.storage:9000\n    s3.access-key: flink\n    s3.secret-key: {p}\n"
         f"  jobManager:\n    resource:\n      memory: 2048m\n      cpu: 1\n")
    return "name-context", file_out("deploy/flink/sessionize.yaml", y), [p]


def s_pytest_locals():
    s = ccloud_secret()
    t = (f"    def test_produce_roundtrip(kafka_conf):\n>       p = Producer(kafka_conf)\nE       cimpl.KafkaException: KafkaError{{code=_INVALID_ARG,val=-186,str=\"Failed to create producer: sasl.username and sasl.password must be set\"}}\n\n"
         f"kafka_conf   = {{'bootstrap.servers': '{host()}', 'sasl.mechanisms': 'PLAIN', 'sasl.password': '{s}', 'security.protocol': 'SASL_SSL'}}\n\n"
         f"tests/integration/test_roundtrip.py:23: KafkaException\n")
    return "name-context", cmd_out("pytest tests/integration -x -l", t), [s]


def s_dotenv():
    s = ccloud_secret()
    p = pw()
    if r.random() < .5:
        t = f"KAFKA_BOOTSTRAP={host()}\nKAFKA_API_KEY={ccloud_key()}\nKAFKA_API_SECRET={s}\nSCHEMA_REGISTRY_URL=https://{sr_host()}\n"
        return "name-context", file_out(".env", t), [s]
    t = f"KAFKA_SASL_USERNAME={user()}\nKAFKA_SASL_PASSWORD={p}\nKAFKA_TOPIC_PREFIX=dev.\n"
    return "name-context", file_out(".env.local", t), [p]


def s_server_props():
    p1, p2 = pw(), pw()
    t = (f"listeners=SASL_SSL://0.0.0.0:9094\nsasl.enabled.mechanisms=SCRAM-SHA-512\n"
         f"listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n"
         f"    username=\"admin\" \\\n    password=\"{p1}\";\n"
         f"listener.name.sasl_ssl.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"admin\" password=\"{p2}\" user_admin=\"{p2}\";\n")
    return "structural", file_out("/etc/kafka/server.properties", t), [p1, p2]


def s_kcat():
    p = pw()
    cmd = f"kcat -b {host()} -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-256 -X sasl.username={user()} -X 'sasl.password={p}' -L"
    out = f"Metadata for all topics (from broker -1: sasl_ssl://{host()}/bootstrap):\n 3 brokers:\n  broker 1 at b-1.example:9096\n 12 topics:\n  topic \"orders\" with 6 partitions:"
    return "structural", cmd_out(cmd, out), [p]


def s_kafka_configs():
    p = pw()
    u = user()
    cmd = f"kafka-configs.sh --bootstrap-server localhost:9092 --alter --add-config 'SCRAM-SHA-256=[iterations=8192,password={p}]' --entity-type users --entity-name {u}"
    return "structural", cmd_out(cmd, f"Completed updating config for user {u}."), [p]


def s_schema_registry_jaas():
    p = pw()
    t = (f"SchemaRegistry-Props {{\n  org.eclipse.jetty.jaas.spi.PropertyFileLoginModule required\n  file=\"/etc/schema-registry/password.properties\"\n  debug=\"false\";\n}};\n\n"
         f"$ cat /etc/schema-registry/password.properties\nsr-admin: {p},admin\nsr-reader: OBF:{g.s('0123456789abcdefghijklmnopqrstuvwxyz', 24)},user\n")
    return "name-context", t, [p]


def s_debezium_log():
    p = pw()
    t = (f"{ts()},221 INFO   ||  PostgresConnectorConfig values:\n\tdatabase.dbname = orders\n\tdatabase.hostname = orders-db\n"
         f"\tdatabase.password = {p}\n\tdatabase.port = 5432\n\tdatabase.user = cdc_reader\n   [io.debezium.connector.common.BaseSourceTask]\n")
    return "name-context", t, [p]


def s_gradle_props():
    p = pw()
    t = f"confluentRepoUser=ci-build\nconfluentRepoPassword={p}\norg.gradle.jvmargs=-Xmx2g\n"
    return "name-context", file_out("~/.gradle/gradle.properties", t), [p]


SECRETS = [s_client_props, s_ccloud_apikey_create, s_sr_url, s_basic_auth_user_info, s_debezium_pg_curl, s_debezium_mysql_crd,
           s_kinesis_awscreds, s_pulsar_token, s_streamnative_oauth, s_rpk_flags, s_rpk_profile, s_redpanda_cloud_env, s_ksql_cli,
           s_flink_sql, s_flink_ssl_flags, s_ssl_passwords, s_python_conf, s_eventhubs, s_s3_sink, s_jdbc_url, s_mongo_uri, s_tfvars,
           s_compose_bitnami, s_firehose_http, s_chat, s_provider_token, s_kafka_ui, s_aiven, s_pem, s_upstash, s_msk_secret,
           s_flinkdeployment, s_pytest_locals, s_dotenv, s_server_props, s_kcat, s_kafka_configs, s_schema_registry_jaas,
           s_debezium_log, s_gradle_props, s_provider_token, s_chat]


# ---------------------------------------------------------------- clean texts
def c_placeholder_props():
    return file_out("client.properties.template", f"bootstrap.servers={{{{ BOOTSTRAP_SERVERS }}}}\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\n"
                    "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='<CLUSTER_API_KEY>' password='<CLUSTER_API_SECRET>';\n")


def c_config_provider():
    return ("config.providers=file\nconfig.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider\n"
            "database.password=${file:/opt/connect/secrets/pg.properties:password}\ndatabase.user=${file:/opt/connect/secrets/pg.properties:user}\n")


def c_env_ref():
    return r.choice(["sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"${KAFKA_USER}\" password=\"${KAFKA_PASSWORD}\";\n",
                     "      - KAFKA_CLIENT_PASSWORDS=${KAFKA_CLIENT_PASSWORD:?set in .env}\n      - KAFKA_CLIENT_USERS=app\n",
                     "    s3.secret-key: ${S3_SECRET_KEY}\n    s3.access-key: ${S3_ACCESS_KEY}\n",
                     "  'properties.sasl.jaas.config' = '${sasl_jaas_config}',\n"])


def c_consumer_groups():
    rows = "\n".join(f"orders-enricher orders {p:<9} {o:<14} {o + l:<14} {l:<4} consumer-orders-enricher-{r.randint(1, 4)}-{g.uuid()} /10.0.{r.randint(0, 9)}.{r.randint(2, 250)}  consumer-orders-enricher-1"
                     for p, o, l in [(i, r.randint(10 ** 5, 10 ** 7), r.randint(0, 400)) for i in range(r.randint(3, 6))])
    return cmd_out("kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group orders-enricher",
                   "GROUP           TOPIC  PARTITION CURRENT-OFFSET LOG-END-OFFSET LAG  CONSUMER-ID                                                   HOST            CLIENT-ID\n" + rows)


def c_topic_describe():
    tid = g.b64url(16)
    return cmd_out("kafka-topics.sh --bootstrap-server localhost:9092 --describe --topic payments",
                   f"Topic: payments\tTopicId: {tid}\tPartitionCount: 3\tReplicationFactor: 3\tConfigs: min.insync.replicas=2,cleanup.policy=delete,retention.ms=604800000\n"
                   + "\n".join(f"\tTopic: payments\tPartition: {i}\tLeader: {i + 1}\tReplicas: {i + 1},{(i + 1) % 3 + 1},{(i + 2) % 3 + 1}\tIsr: {i + 1},{(i + 1) % 3 + 1}" for i in range(3)))


def c_cluster_id():
    cid = g.b64url(16)
    return r.choice([f"$ kafka-storage.sh random-uuid\n{cid}\n$ kafka-storage.sh format -t {cid} -c config/kraft/server.properties\nFormatting /tmp/kraft-combined-logs with metadata.version 3.7-IV4.",
                     f"$ kafka-cluster.sh cluster-id --bootstrap-server localhost:9092\nCluster ID: {cid}"])


def c_avro_schema():
    sch = {"type": "record", "name": "UserCreated", "namespace": "com.acme.identity.events", "fields": [
        {"name": "user_id", "type": {"type": "string", "logicalType": "uuid"}}, {"name": "email", "type": "string"},
        {"name": "password_hash", "type": "string", "doc": "bcrypt hash; the plaintext never leaves the auth service"},
        {"name": "api_token_last4", "type": ["null", "string"], "default": None}]}
    return cmd_out("curl -s http://schema-registry:8081/subjects/identity.user-created-value/versions/latest | jq .",
                   json.dumps({"subject": "identity.user-created-value", "version": r.randint(1, 9), "id": r.randint(100001, 100999),
                               "schema": json.dumps(sch)}, indent=2))


def c_connector_status():
    return cmd_out("curl -s localhost:8083/connectors/inventory-connector/status | jq .",
                   json.dumps({"name": "inventory-connector", "connector": {"state": "RUNNING", "worker_id": "10.0.3.17:8083"},
                               "tasks": [{"id": 0, "state": "FAILED", "worker_id": "10.0.3.17:8083",
                                          "trace": "org.apache.kafka.connect.errors.ConnectException: An exception occurred in the change event producer. This connector will be stopped.\n\tat io.debezium.pipeline.ErrorHandler.setProducerThrowable(ErrorHandler.java:67)\nCaused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"debezium\""}],
                               "type": "source"}, indent=2))


def c_flink_jobs():
    rows = "\n".join(f"{ts().replace('T', ' ')} : {g.hexs(32)} : {n} ({s})" for n, s in
                     [("sessionize", "RUNNING"), ("orders-enrich", "RUNNING"), ("dedupe-clicks", "RESTARTING")])
    return cmd_out("./bin/flink list", f"Waiting for response...\n------------------ Running/Restarting Jobs -------------------\n{rows}\n--------------------------------------------------------------")


def c_checkpoint():
    return (f"{ts()},433 INFO  org.apache.flink.runtime.checkpoint.CheckpointCoordinator [] - Completed checkpoint {r.randint(100, 9999)} for job {g.hexs(32)} "
            f"({r.randint(10**6, 10**9)} bytes, checkpointDuration={r.randint(200, 9000)} ms, finalizationTime=3 ms).\n"
            f"{ts()},435 INFO  org.apache.flink.runtime.checkpoint.CheckpointCoordinator [] - Checkpoint storage: s3://acme-flink/checkpoints/{g.hexs(32)}/chk-{r.randint(100, 9999)}")


def c_kinesis_records():
    recs = [{"SequenceNumber": str(r.randint(10 ** 55, 10 ** 56 - 1)), "ApproximateArrivalTimestamp": "2026-11-30T10:21:07.512000+00:00",
             "Data": base64.b64encode(json.dumps({"event": "page_view", "session": g.uuid()}).encode()).decode(),
             "PartitionKey": g.uuid()} for _ in range(2)]
    return cmd_out("aws kinesis get-records --shard-iterator \"$ITER\" --limit 2",
                   json.dumps({"Records": recs, "NextShardIterator": "AAAAAAAAAAF" + g.b64(96).replace("=", ""), "MillisBehindLatest": 0}, indent=4))


def c_stream_arn():
    return cmd_out("aws kinesis describe-stream-summary --stream-name clickstream-prod",
                   json.dumps({"StreamDescriptionSummary": {"StreamName": "clickstream-prod", "StreamARN": f"arn:aws:kinesis:us-east-1:{r.randint(10**11, 10**12 - 1)}:stream/clickstream-prod",
                                                            "StreamStatus": "ACTIVE", "StreamModeDetails": {"StreamMode": "ON_DEMAND"}, "RetentionPeriodHours": 24,
                                                            "EncryptionType": "KMS", "KeyId": f"arn:aws:kms:us-east-1:{r.randint(10**11, 10**12 - 1)}:key/{g.uuid()}",
                                                            "OpenShardCount": 4}}, indent=4))


def c_pulsar_pubkey():
    body = "\n".join(g.b64(48) for _ in range(5)) + "\n" + g.b64(18)
    return f"# public key used by producers for end-to-end encryption (safe to commit)\n$ cat keys/ingest_pub.pem\n-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


def c_hub_checksums():
    return (f"$ confluent-hub install debezium/debezium-connector-postgresql:2.5.4 --no-prompt\nDownloading component Debezium PostgreSQL CDC Connector 2.5.4, provided by Debezium Community from Confluent Hub and installing into /usr/share/confluent-hub-components\n"
            f"Verifying checksum: sha256 {g.sha256()}  OK\nAdding installation directory to plugin path in the following files:\n  /etc/kafka/connect-distributed.properties")


def c_image_digest():
    return (f"FROM confluentinc/cp-kafka-connect:7.6.1@sha256:{g.sha256()}\nRUN confluent-hub install --no-prompt confluentinc/kafka-connect-s3:10.5.13\n"
            f"COPY --chown=appuser:appuser plugins/ /usr/share/java/plugins/\nENV CONNECT_PLUGIN_PATH=/usr/share/java,/usr/share/java/plugins\n")


def c_git_log():
    return cmd_out("git log --oneline -6", "\n".join(f"{g.hexs(7)} {m}" for m in [
        "connect: move pg password to file config provider", "flink: bump to 1.18.1 and rocksdb state backend",
        "schema: add api_token_last4 to UserCreated (backward compatible)", "ksql: drop unused stream CLICKS_RAW",
        "ci: rotate confluent api key via vault, no secrets in repo", "docs: explain consumer lag alert thresholds"]))


def c_changeme_docs():
    return ("## Local development\n\nThe compose file starts a single-node Kafka with SASL/PLAIN. The default user is `admin` with the password `changeme`; "
            "it only listens on localhost. For anything shared, set `KAFKA_CLIENT_PASSWORDS` in `.env` (see `.env.example`) — never reuse `changeme`.\n")


def c_base64_png():
    return f"![consumer lag panel](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA{g.b64(120).rstrip('=')}AAAAAElFTkSuQmCC)\n\nLag on partition 4 spikes every night at the compaction window."


def c_ksql_output():
    rows = "\n".join(f"|{g.uuid()}|{r.choice(['DE', 'FR', 'US', 'BR'])}   |{r.randint(1, 90):<6}|" for _ in range(4))
    return f"ksql> SELECT session_id, country, pageviews FROM sessions_by_country EMIT CHANGES LIMIT 4;\n+------------------------------------+------+------+\n|SESSION_ID                          |COUNTRY|PAGEVIEWS|\n+------------------------------------+------+------+\n{rows}\nLimit Reached\nQuery terminated"


def c_rpk_cluster_info():
    return cmd_out("rpk cluster info", f"CLUSTER\n=======\nredpanda.{g.uuid()}\n\nBROKERS\n=======\nID    HOST        PORT\n0*    10.0.1.11   9092\n1     10.0.1.12   9092\n2     10.0.1.13   9092\n\nTOPICS\n======\nNAME          PARTITIONS  REPLICAS\n_schemas      1           3\norders        12          3")


def c_strimzi_user():
    return file_out("k8s/kafkauser-connect.yaml", "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaUser\nmetadata:\n  name: connect\n  labels:\n    strimzi.io/cluster: my-cluster\nspec:\n  authentication:\n    type: scram-sha-512\n    password:\n      valueFrom:\n        secretKeyRef:\n          name: connect-password\n          key: password\n")


def c_cdc_event():
    ev = {"before": None, "after": {"id": r.randint(1000, 9999), "email": "j.doe@example.com",
                                    "password_hash": "$2b$12$" + g.s(B62 + "./", 53), "created_at": 1764800000000},
          "source": {"version": "2.5.4.Final", "connector": "postgresql", "name": "dbserver1", "db": "app", "schema": "public", "table": "users",
                     "txId": r.randint(10**5, 10**7), "lsn": r.randint(10**7, 10**9)}, "op": "c", "ts_ms": 1764800000123}
    return cmd_out("kafka-console-consumer --bootstrap-server localhost:9092 --topic dbserver1.public.users --from-beginning --max-messages 1", json.dumps(ev))


def c_ccloud_ids():
    return cmd_out("confluent kafka cluster describe", f"+----------------------+---------------------------------------------------------+\n| Current              | true                                                    |\n| ID                   | lkc-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 6)}                                              |\n| Name                 | orders-prod                                             |\n| Type                 | DEDICATED                                               |\n| Endpoint             | SASL_SSL://{host()} |\n| REST Endpoint        | https://pkc-xyz.us-east-1.aws.confluent.cloud:443       |\n+----------------------+---------------------------------------------------------+")


def c_env_example():
    return file_out(".env.example", "KAFKA_BOOTSTRAP=localhost:9092\nKAFKA_API_KEY=\nKAFKA_API_SECRET=<paste from confluent api-key create>\nSCHEMA_REGISTRY_URL=http://localhost:8081\nSCHEMA_REGISTRY_API_SECRET=your-sr-secret-here\n")


def c_flink_exception():
    return (f"org.apache.flink.runtime.JobException: Recovery is suppressed by NoRestartBackoffTimeStrategy\n\tat org.apache.flink.runtime.executiongraph.failover.flip1.ExecutionFailureHandler.handleFailure(ExecutionFailureHandler.java:176)\n"
            f"Caused by: org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512\n"
            f"\tjob id {g.hexs(32)}, attempt {r.randint(1, 5)}, trace id {g.hexs(32)}")


def c_offsets_reset():
    return cmd_out("kafka-consumer-groups.sh --bootstrap-server localhost:9092 --group replay --reset-offsets --to-datetime 2026-11-30T00:00:00.000 --topic orders --execute",
                   "GROUP   TOPIC   PARTITION  NEW-OFFSET\n" + "\n".join(f"replay  orders  {i}          {r.randint(10**5, 10**7)}" for i in range(4)))


def c_hmac_note():
    return (f"Webhook deliveries from the Connect alerting service carry `X-Signature-256: sha256={g.sha256()}` — that is the HMAC of the body, "
            f"not the signing key. Message id {g.uuid()}, delivery {g.hexs(24)}.")


def c_jks_list():
    return cmd_out("keytool -list -keystore kafka.client.truststore.jks -storepass:env TRUSTSTORE_PASS",
                   f"Keystore type: PKCS12\nKeystore provider: SUN\n\nYour keystore contains 1 entry\n\ncaroot, Nov 30, 2026, trustedCertEntry,\nCertificate fingerprint (SHA-256): "
                   + ":".join(g.hexs(2).upper() for _ in range(32)))


CLEAN = [c_placeholder_props, c_config_provider, c_env_ref, c_consumer_groups, c_topic_describe, c_cluster_id, c_avro_schema,
         c_connector_status, c_flink_jobs, c_checkpoint, c_kinesis_records, c_stream_arn, c_pulsar_pubkey, c_hub_checksums,
         c_image_digest, c_git_log, c_changeme_docs, c_base64_png, c_ksql_output, c_rpk_cluster_info, c_strimzi_user,
         c_cdc_event, c_ccloud_ids, c_env_example, c_flink_exception, c_offsets_reset, c_hmac_note, c_jks_list]


def main() -> None:
    secrets, clean = [], []
    for i in range(250):
        fn = SECRETS[i % len(SECRETS)] if i < len(SECRETS) * 5 else r.choice(SECRETS)
        cls, text, vals = fn()
        assert cls in ("self-identifying", "name-context", "structural")
        for v in vals:
            assert v and v in text, (FAMILY, i, fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN[i % len(CLEAN)]()})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
