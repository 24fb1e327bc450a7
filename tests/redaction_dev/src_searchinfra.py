"""Blind redaction source "searchinfra": search infrastructure.

Elasticsearch and OpenSearch clusters, Solr, Algolia, Typesense, Meilisearch, Vespa, crawler and indexer
pipelines, relevance-tuning scripts -- as config files, commands, logs, tracebacks, chat and agent hook payloads.
Written blind by the helper "corpora3" on 2026-12-03 (it read neither memtool's rules nor its results). Every
value is random and made up; seeded, so rerunning writes searchinfra_secrets.jsonl and searchinfra_clean.jsonl
byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, URLSAFE, Gen  # noqa: E402

FAM = "searchinfra"
OUT = Path(__file__).resolve().parent
g = Gen(310302)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits


def pw():
    k = R.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:  # elasticsearch-setup-passwords / elasticsearch-reset-password output: 20 chars incl. * _ - = +
        return g.s(B62 + "*_-=+", 20)
    if k == 3:
        return g.pick(["search", "elastic", "solr", "kibana", "index"]) + str(R.randint(1, 9999))
    if k == 4:
        return "-".join(g.pick(["shard", "replica", "token", "stemmer", "lucene", "vector", "facet", "rank",
                                "query", "synonym"]) + str(R.randint(0, 9)) for _ in range(3))
    if k == 5:
        return g.s(B62, 32)
    if k == 6:
        return g.hexs(R.choice([24, 32]))
    if k == 7:
        return g.b64(R.choice([16, 24, 32])).rstrip("=")
    return g.s(LOW, 8) + str(R.randint(10, 99))


def host():
    return g.pick(["es-data-0", "es-master-1", "os-node-3", "solr-1", "search-api", "vespa-cfg-0", "typesense-2",
                   "meili-prod", "crawler-01", "idx-worker-4"]) + g.pick(["", ".search.internal", ".corp.example.com", ".svc.cluster.local"])


def idx():
    return g.pick(["products", "docs", "articles", "catalog", "listings", "kb", "jobs", "logs-app"]) + g.pick(["", "_v" + str(R.randint(2, 12)), "-2026.11", "_en"])


def es_user():
    return g.pick(["elastic", "kibana_system", "logstash_writer", "indexer", "search_ro", "admin", "crawler", "relevance"])


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def hook_read(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}}, ensure_ascii=False)


S = []


def t(f):
    S.append(f)
    return f


@t
def es_reset_pw():
    p = g.s(B62 + "*_-=+", 20)
    return "name-context", f"""$ bin/elasticsearch-reset-password -u {es_user()} -b
Password for the [{es_user()}] user successfully reset.
New value: {p}""", [p]


@t
def es_setup_passwords():
    ps = [g.s(B62, 20) for _ in range(3)]
    return "name-context", f"""Changed password for user apm_system
PASSWORD apm_system = {ps[0]}

Changed password for user kibana_system
PASSWORD kibana_system = {ps[1]}

Changed password for user elastic
PASSWORD elastic = {ps[2]}""", ps


@t
def es_curl_u():
    p = pw()
    return "structural", f"curl -s -u {es_user()}:{p} -k 'https://{host()}:9200/_cat/indices/{idx()}?v&s=store.size:desc'", [p]


@t
def es_url_userinfo():
    p = pw()
    return "structural", f"ELASTICSEARCH_URL=https://{es_user()}:{p}@{host()}:9200", [p]


@t
def es_apikey_header():
    k = g.b64(R.choice([30, 45])).rstrip("=")
    return "structural", f"""curl -X POST "https://{host()}:9200/{idx()}/_search" -H "Content-Type: application/json" \\
     -H "Authorization: ApiKey {k}" -d '{{"query":{{"match":{{"title":"wireless headphones"}}}}}}'""", [k]


@t
def es_apikey_create():
    kid = g.s(URLSAFE, 20)
    key = g.s(URLSAFE, 22)
    enc = base64.b64encode(f"{kid}:{key}".encode()).decode()
    return "name-context", hook("curl -s -u elastic -X POST https://localhost:9200/_security/api_key -d @key.json",
                                json.dumps({"id": kid, "name": f"{idx()}-indexer", "api_key": key, "encoded": enc}, indent=2)), [key, enc]


@t
def kibana_yml():
    p = pw()
    ek = g.hexs(32)
    return "name-context", f"""server.host: "0.0.0.0"
elasticsearch.hosts: ["https://{host()}:9200"]
elasticsearch.username: "kibana_system"
elasticsearch.password: "{p}"
xpack.encryptedSavedObjects.encryptionKey: "{ek}"
""", [p, ek]


@t
def kibana_enc_key():
    k = g.s(B62, 32)
    return "name-context", f"""xpack.security.encryptionKey: "{k}"
xpack.reporting.enabled: true""", [k]


@t
def logstash_out():
    p = pw()
    return "name-context", f"""output {{
  elasticsearch {{
    hosts => ["https://{host()}:9200"]
    index => "{idx()}-%{{+YYYY.MM.dd}}"
    user => "logstash_writer"
    password => "{p}"
    ssl_certificate_authorities => "/etc/logstash/ca.crt"
  }}
}}""", [p]


@t
def opensearch_internal_users():
    p = pw()
    return "name-context", f"""# securityconfig/internal_users.yml -- plaintext kept "for reference" next to the hash
{es_user()}:
  hash: "$2y$12${g.s(B62 + './', 53)}"
  reserved: false
  backend_roles: ["readall"]
  description: "crawler account, pw {p}"
""", [p]


@t
def opensearch_dashboards_env():
    p = pw()
    return "name-context", f"""  opensearch-node1:
    image: opensearchproject/opensearch:2.18.0
    environment:
      - cluster.name=search-cluster
      - OPENSEARCH_INITIAL_ADMIN_PASSWORD={p}
      - plugins.security.ssl.http.enabled=true""", [p]


@t
def algolia_admin():
    k = g.hexs(32)
    return "name-context", f"""const algoliasearch = require('algoliasearch');
const client = algoliasearch('{g.s(string.ascii_uppercase + DIG, 10)}', '{k}'); // admin key, used by the nightly reindex
const index = client.initIndex('{idx()}');""", [k]


@t
def algolia_env():
    k = g.hexs(32)
    return "name-context", f"""ALGOLIA_APP_ID={g.s(string.ascii_uppercase + DIG, 10)}
ALGOLIA_SEARCH_KEY={g.hexs(32)}
ALGOLIA_ADMIN_API_KEY={k}
ALGOLIA_INDEX={idx()}""", [k]


@t
def algolia_header():
    k = g.hexs(32)
    return "structural", f"""curl -X POST "https://{g.s(string.ascii_uppercase + DIG, 10)}.algolia.net/1/indexes/{idx()}/batch" \\
  -H "X-Algolia-API-Key: {k}" \\
  -H "X-Algolia-Application-Id: {g.s(string.ascii_uppercase + DIG, 10)}" \\
  --data-binary @records.json""", [k]


@t
def typesense_server():
    k = g.s(B62, R.choice([32, 40]))
    return "name-context", f"""$ ./typesense-server --data-dir=/var/lib/typesense --api-key={k} --enable-cors
I20261203 {R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)}.{R.randint(100000, 999999)} typesense_server_utils.cpp:345] Starting Typesense 28.0""", [k]


@t
def typesense_header():
    k = g.s(B62, 32)
    return "structural", f"""curl "http://{host()}:8108/collections/{idx()}/documents/search?q=boots&query_by=name,description" \\
     -H "X-TYPESENSE-API-KEY: {k}\"""", [k]


@t
def meili_master():
    k = g.pick([g.s(URLSAFE, R.choice([16, 32, 44])), g.hexs(32)])
    return "name-context", f"""[Service]
ExecStart=/usr/local/bin/meilisearch --env production --db-path /var/lib/meilisearch/data --master-key {k}
User=meilisearch""", [k]


@t
def meili_keys():
    k = g.hexs(64)
    return "name-context", hook(f"curl -s -H 'Authorization: Bearer $MEILI_MASTER_KEY' http://{host()}:7700/keys",
                                json.dumps({"results": [{"name": "Default Admin API Key", "key": k, "uid": g.uuid(),
                                                         "actions": ["*"], "indexes": ["*"], "expiresAt": None}]}, indent=2)), [k]


@t
def meili_bearer():
    k = g.hexs(64)
    return "structural", f"""PATCH /indexes/{idx()}/settings HTTP/1.1
Host: {host()}:7700
Authorization: Bearer {k}
Content-Type: application/json

{{"rankingRules":["words","typo","proximity","attribute","sort","exactness"]}}""", [k]


@t
def solr_basic_auth():
    p = pw()
    return "structural", f"""$ bin/solr auth enable --type basicAuth --credentials solr:{p} --solr-include-file /etc/default/solr.in.sh
Successfully enabled basic auth with username [solr] and password [{p}].""", [p]


@t
def solr_in_sh():
    p = pw()
    return "name-context", f"""SOLR_AUTH_TYPE="basic"
SOLR_AUTHENTICATION_OPTS="-Dbasicauth=solr:{p}"
SOLR_ZK_HOST="zk1:2181,zk2:2181,zk3:2181/solr\"""", [p]


@t
def solr_dih():
    p = pw()
    return "name-context", f"""<dataConfig>
  <dataSource type="JdbcDataSource" driver="org.postgresql.Driver"
              url="jdbc:postgresql://{host()}:5432/catalog" user="solr_import" password="{p}"/>
  <document><entity name="product" query="SELECT id, title, body FROM products"/></document>
</dataConfig>""", [p]


@t
def vespa_pem():
    block, _ = g.pem("PRIVATE KEY")
    return "self-identifying", f"""$ cat ~/.vespa/{g.pick(['acme', 'shop'])}.{g.pick(['search', 'ranking'])}.default/data-plane-private-key.pem
{block}""", [block]


@t
def vespa_cloud_key():
    block, _ = g.pem("EC PRIVATE KEY")
    return "self-identifying", f"""# CI: the Vespa Cloud API key, pasted into the job log by a debug step
+ echo "$VESPA_CLI_API_KEY"
{block}""", [block]


@t
def crawler_proxy():
    p = pw()
    return "structural", f"""# scrapy settings.py
HTTPPROXY_ENABLED = True
PROXY_URL = "http://crawl{R.randint(1, 99)}:{p}@proxy.example-rotating.net:8000"
CONCURRENT_REQUESTS = {R.choice([16, 32, 64])}""", [p]


@t
def crawler_s3():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""crawler:
  seed_file: s3://crawl-seeds/{idx()}.txt
  warc_bucket: s3://crawl-warc-archive
  aws_access_key_id: {a}
  aws_secret_access_key: {s}""", [a, s]


@t
def embeddings_key():
    k = g.pick([g.openai(), g.hf(), g.anthropic()])
    return "self-identifying", f"""# reindex with dense vectors
$ EMBED_API_KEY={k} python scripts/embed_and_index.py --index {idx()} --batch 256
embedding 48211 docs ... 12%""", [k]


@t
def ltr_script_es():
    p = pw()
    return "structural", f"""# relevance/ltr_train.py
es = Elasticsearch("https://{host()}:9200", basic_auth=("{es_user()}", "{p}"), verify_certs=False)
judgments = load_judgments("judgments/{idx()}.csv")
features = log_features(es, judgments, featureset="{idx()}_fs_v{R.randint(1, 9)}")""", [p]


@t
def es_traceback():
    p = pw()
    return "structural", f"""Traceback (most recent call last):
  File "/app/indexer/bulk.py", line {R.randint(30, 300)}, in flush
    helpers.bulk(self.es, actions)
elastic_transport.ConnectionError: Connection error caused by: ConnectionError(Connection error caused by: NewConnectionError(<urllib3.connection.HTTPSConnection object at 0x7f{g.hexs(10)}>: Failed to establish a new connection: [Errno 111] Connection refused)) for https://{es_user()}:{p}@{host()}:9200/_bulk""", [p]


@t
def es_keystore():
    p = pw()
    return "name-context", f"""$ echo '{p}' | bin/elasticsearch-keystore add --stdin s3.client.default.secret_key
$ bin/elasticsearch-keystore list
keystore.seed
s3.client.default.access_key
s3.client.default.secret_key""", [p]


@t
def elastic_cloud_id():
    k = g.b64(R.choice([45, 60])).rstrip("=")
    cid = "prod-search:" + base64.b64encode(f"eu-west-1.aws.found.io$" .encode() + g.hexs(32).encode()).decode()
    return "name-context", f"""ELASTIC_CLOUD_ID={cid}
ELASTIC_API_KEY={k}""", [k]


@t
def chat_es_pw():
    p = pw()
    return "name-context", f"""> is the staging cluster back?
yes, green again. I had to reset elastic, new password is {p} -- I'll move it to the vault after standup
> thanks, reindexing {idx()} now""", [p]


@t
def issue_opensearch():
    p = pw()
    return "structural", f"""**Describe the bug**
Dashboards shows "Unable to connect" after upgrading to 2.18.

**To reproduce**
```
curl -XGET https://admin:{p}@{host()}:9200/_plugins/_security/health --insecure
{{"message":"Authentication finished","mode":"strict","status":"UP"}}
```""", [p]


@t
def searchkit_github():
    tok = g.pick([g.gh_classic(), g.gh_fine()])
    return "self-identifying", f"""# crawl our own docs repos for the KB index
GITHUB_TOKEN={tok} node crawler/github-docs.js --org acme --out data/{idx()}.ndjson""", [tok]


@t
def hook_env():
    k = g.hexs(32)
    p = pw()
    return "name-context", hook("printenv | grep -E 'SEARCH|ALGOLIA|ES_'",
                                f"ES_HOST=https://{host()}:9200\nES_PASSWORD={p}\nALGOLIA_WRITE_KEY={k}\nSEARCH_TIMEOUT_MS=800"), [p, k]


@t
def read_dotenv():
    p = pw()
    return "name-context", hook_read("/repo/search-api/.env.production",
                                     f"OPENSEARCH_ENDPOINT=https://{host()}\nOPENSEARCH_USERNAME=search_api\nOPENSEARCH_PASSWORD={p}\nRESULTS_PER_PAGE=24\n"), [p]


@t
def aws_sigv4_cfg():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""$ cat ~/.aws/credentials
[opensearch-ingest]
aws_access_key_id = {a}
aws_secret_access_key = {s}""", [a, s]


@t
def fluent_bit():
    p = pw()
    return "name-context", f"""[OUTPUT]
    Name            es
    Match           kube.*
    Host            {host()}
    Port            9200
    HTTP_User       {es_user()}
    HTTP_Passwd     {p}
    tls             On
    Suppress_Type_Name On""", [p]


@t
def java_client():
    p = pw()
    return "name-context", f"""final CredentialsProvider creds = new BasicCredentialsProvider();
creds.setCredentials(AuthScope.ANY, new UsernamePasswordCredentials("{es_user()}", "{p}"));
RestClientBuilder builder = RestClient.builder(new HttpHost("{host()}", 9200, "https"));""", [p]


@t
def sitemap_crawler_cookie():
    k = g.s(URLSAFE, R.choice([32, 43]))
    return "structural", f"""GET /sitemap-products-{R.randint(1, 20)}.xml HTTP/1.1
Host: www.example-shop.com
User-Agent: acme-crawler/2.4 (+https://acme.example.com/bot)
Cookie: crawler_session={k}; locale=en_US""", [k]


@t
def query_param_key():
    k = g.s(B62, 32)
    return "structural", f"""2026-12-0{R.randint(1, 3)}T{R.randint(10, 23)}:{R.randint(10, 59)}:00Z GET /v1/search?q=red+dress&page=2&api_key={k} 200 {R.randint(5, 90)}ms""", [k]


@t
def pg_source_connstr():
    p = pw()
    return "structural", f"SOURCE_DSN=postgresql://indexer:{p}@{host()}:5432/catalog?sslmode=require", [p]


@t
def slack_alert():
    w = g.slack_webhook()
    return "self-identifying", f"""# Watcher action when cluster goes red
"actions": {{ "notify": {{ "webhook": {{ "method": "POST", "url": "{w}" }} }} }}""", [w.rsplit("/", 1)[1]]


@t
def vespa_mtls_chat():
    k = g.hexs(64)
    return "name-context", f"""@search-oncall the Vespa feed client keeps failing the handshake. Is the token still right? I'm using
  VESPA_FEED_TOKEN={k}
against https://{host()}:4443/document/v1/""", [k]


@t
def zk_digest():
    p = pw()
    return "name-context", f"""SOLR_OPTS="$SOLR_OPTS -DzkDigestUsername=admin-user -DzkDigestPassword={p} -DzkDigestReadonlyUsername=readonly-user\"""", [p]


C = []


def c(f):
    C.append(f)
    return f


@c
def c_cat_indices():
    rows = "\n".join(f"green open {idx()} {g.s(URLSAFE, 22)} {R.randint(1, 6)} 1 {R.randint(1000, 9999999)} {R.randint(0, 9999)} {R.randint(1, 90)}gb" for _ in range(R.randint(3, 6)))
    return f"$ curl -s -u $ES_USER:$ES_PASS https://{host()}:9200/_cat/indices?v\nhealth status index uuid pri rep docs.count docs.deleted store.size\n{rows}"


@c
def c_algolia_search_only():
    return f"""// Search-only key: safe in the browser, it can only query the public indices
const searchClient = algoliasearch('{g.s(string.ascii_uppercase + DIG, 10)}', process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY);"""


@c
def c_env_example():
    return f"""ES_HOST=https://localhost:9200
ES_USERNAME=elastic
ES_PASSWORD=<your-elastic-password>
ALGOLIA_ADMIN_API_KEY=
MEILI_MASTER_KEY=${{MEILI_MASTER_KEY}}"""


@c
def c_docs_changeme():
    return """In older versions the built-in `elastic` user had the default password `changeme`. Since 6.0 there is no
default password; run `bin/elasticsearch-reset-password -u elastic` to set one."""


@c
def c_cluster_health():
    return json.dumps({"cluster_name": "search-prod", "status": g.pick(["green", "yellow"]), "number_of_nodes": R.randint(3, 12),
                       "active_primary_shards": R.randint(10, 400), "cluster_uuid": g.s(URLSAFE, 22)}, indent=2)


@c
def c_search_response():
    hits = [{"_index": idx(), "_id": g.s(URLSAFE, 20), "_score": round(R.uniform(1, 20), 4), "_source": {"title": g.pick(["Trail runner", "Rain jacket", "USB-C hub", "Desk lamp"])}} for _ in range(2)]
    return json.dumps({"took": R.randint(1, 90), "timed_out": False, "hits": {"total": {"value": R.randint(1, 9999), "relation": "eq"}, "hits": hits}})


@c
def c_mapping():
    return json.dumps({"mappings": {"properties": {"title": {"type": "text", "analyzer": "english"}, "sku": {"type": "keyword"},
                                                   "embedding": {"type": "dense_vector", "dims": R.choice([384, 768, 1024])}}}}, indent=2)


@c
def c_ltr_judgments():
    return "qid,query,doc_id,grade\n" + "\n".join(f"{R.randint(1, 300)},{g.pick(['red dress', 'usb hub', 'tent 2p', 'gift card'])},{g.hexs(24)},{R.randint(0, 3)}" for _ in range(5))


@c
def c_meili_task():
    return json.dumps({"taskUid": R.randint(1, 99999), "indexUid": idx(), "status": "enqueued", "type": "documentAdditionOrUpdate",
                       "enqueuedAt": "2026-12-03T10:11:12.000Z"})


@c
def c_snapshot():
    return f"""$ curl -s -u "$ES_USER:$ES_PASSWORD" -X PUT "https://{host()}:9200/_snapshot/s3_repo/nightly-{R.randint(1, 30)}?wait_for_completion=false"
{{"accepted":true}}"""


@c
def c_typesense_scoped_doc():
    return """Typesense scoped API keys are generated from a search-only parent key with an HMAC and embed filters;
generate them server-side per user. Example parent key placeholder: `SEARCH_ONLY_KEY_HERE`."""


@c
def c_bcrypt_hash():
    return f"""admin:
  hash: "$2y$12${g.s(B62 + './', 53)}"
  reserved: true
  backend_roles: ["admin"]
  description: "Demo admin user" """


@c
def c_git_log():
    return "\n".join(f"{g.hexs(7)} {g.pick(['tune', 'add', 'fix'])} {g.pick(['synonyms for apparel', 'BM25 k1 for titles', 'shingle analyzer', 'crawler politeness delay', 'function_score decay'])}" for _ in range(5))


@c
def c_crawler_log():
    return "\n".join(f"2026-12-03 {R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)} [scrapy.core.engine] DEBUG: Crawled (200) <GET https://www.example-shop.com/p/{g.hexs(12)}> (referer: None)" for _ in range(3))


@c
def c_vespa_services():
    return f"""<services version="1.0">
  <container id="default" version="1.0"><search/><document-api/></container>
  <content id="{idx()}" version="1.0"><redundancy>2</redundancy><documents><document type="doc" mode="index"/></documents></content>
</services>"""


@c
def c_public_cert():
    return "$ cat config/certs/http_ca.crt\n-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(R.randint(6, 9))) + "\n-----END CERTIFICATE-----"


@c
def c_fingerprint():
    return f"""SHA-256 fingerprint of the HTTP CA certificate: {':'.join(g.hexs(2).upper() for _ in range(32))}
Configure Kibana to use this cluster: run `bin/kibana-setup` and paste the enrollment token when asked."""


@c
def c_relevance_report():
    return f"""Offline eval {idx()} (judgments n={R.randint(300, 2000)})
  baseline BM25      nDCG@10={R.uniform(.3, .5):.3f}  MRR={R.uniform(.3, .6):.3f}
  hybrid rrf k=60    nDCG@10={R.uniform(.45, .6):.3f}  MRR={R.uniform(.45, .7):.3f}
  run id {g.uuid()}"""


@c
def c_docker_compose_secrets():
    return """services:
  meilisearch:
    image: getmeili/meilisearch:v1.12
    environment:
      MEILI_MASTER_KEY_FILE: /run/secrets/meili_master_key
    secrets: [meili_master_key]"""


@c
def c_hook_grep():
    return hook("grep -rn 'api_key' src/search/", f"src/search/client.ts:{R.randint(3, 90)}:  const apiKey = process.env.TYPESENSE_API_KEY ?? '';\nsrc/search/client.ts:{R.randint(91, 200)}:  if (!apiKey) throw new Error('TYPESENSE_API_KEY is not set');")


@c
def c_synonyms():
    return "\n".join(g.pick(["tv, television", "sneakers, trainers, running shoes", "laptop => notebook", "hoodie, hooded sweatshirt"]) for _ in range(4)) + f"\n# version {g.hexs(8)}"


@c
def c_chat_redacted():
    return f"""> staging password?
it's in 1Password under "search-staging / elastic", I rotated it this morning (ticket SRCH-{R.randint(100, 999)})"""


@c
def c_solr_security_json():
    return json.dumps({"authentication": {"class": "solr.BasicAuthPlugin", "blockUnknown": True,
                       "credentials": {"solr": f"{g.b64(32)} {g.b64(16)}"}}}, indent=2) + "\n# credentials are the salted SHA-256 hash and salt, not the password"


@c
def c_profile():
    return json.dumps({"profile": {"shards": [{"id": f"[{g.s(URLSAFE, 22)}][{idx()}][{R.randint(0, 5)}]", "searches": [{"query": [{"type": "BooleanQuery", "time_in_nanos": R.randint(10**4, 10**7)}]}]}]}})


def main() -> None:
    secrets, clean = [], []
    i = 0
    while len(secrets) < 250:
        cls, text, vals = S[i % len(S)]()
        i += 1
        for v in vals:
            assert v and v in text, (FAM, i, v)
        secrets.append({"id": f"{FAM}-{len(secrets) + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals})
    j = 0
    while len(clean) < 100:
        clean.append({"id": f"{FAM}-c{len(clean) + 1}", "family": FAM, "text": C[j % len(C)]()})
        j += 1
    with open(OUT / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
