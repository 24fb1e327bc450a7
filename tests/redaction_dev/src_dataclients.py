"""Seeded generator of the blind source "dataclients" (dataclients_secrets.jsonl, dataclients_clean.jsonl).

Data tools and their configuration as an agent would read them: Jupyter notebook JSON (cell sources and outputs),
IPython / Python / Node REPL sessions, psql / mysql / sqlcmd / sqlplus / redis-cli / mongosh sessions, dbt
profiles.yml, Snowflake connections.toml, SQLAlchemy / pandas code, Spark configs, Airflow connections, jupyter
server list, .pgpass, .netrc, .npmrc, .yarnrc.yml, .pypirc, pip.conf, poetry / uv settings, .condarc, cargo
credentials, gem credentials, NuGet.Config, composer auth.json, maven settings.xml, gradle.properties,
DBeaver data-sources.json, DataGrip dataSources.local.xml, odbc.ini, rclone.conf, .s3cfg, ~/.aws/credentials,
.databrickscfg, kaggle.json, MongoDB Compass exports.
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports nothing
from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_dataclients.py
"""
from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _fill import fill, url_pw  # noqa: E402

g = Gen(1302)
FAMILY = "dataclients"


def nb(source: list[str], outputs: list[str], n: int | None = None) -> str:
    """A notebook cell as JSON text (the form an agent sees when it reads the .ipynb)."""
    cell = {"cell_type": "code", "execution_count": n or g.r.randint(1, 60), "metadata": {},
            "outputs": [{"name": "stdout", "output_type": "stream", "text": [l + "\n" for l in outputs]}] if outputs else [],
            "source": [l + "\n" for l in source[:-1]] + source[-1:]}
    return json.dumps(cell, indent=1, ensure_ascii=False)


# ------------------------------------------------ self-identifying: «t»
SI_T = [
    lambda: nb(["import os", "os.environ[\"X\"] = \"«t»\"", "client = Client()"], []),
    lambda: nb(["!env | grep -i _KEY"], ["UPSTREAM_KEY=«t»"]),
    lambda: nb(["print(cfg)"], ["{'endpoint': 'https://api.example.com', 'cred': '«t»', 'timeout': 30}"]),
    lambda: ">>> import os\n>>> os.environ.get('UPSTREAM')\n'«t»'\n>>> ",
    lambda: "In [12]: settings.model_dump()\nOut[12]: {'debug': False, 'region': 'eu-west-1', 'upstream': '«t»'}\n",
    lambda: "> process.env.UPSTREAM\n'«t»'\n> ",
    lambda: "# ~/.config/dbt/profiles.yml\nanalytics:\n  target: dev\n  outputs:\n    dev:\n      type: databricks\n      host: adb-«n».azuredatabricks.net\n      http_path: /sql/1.0/warehouses/«hex16»\n      schema: dbt_dev\n      token: «t»\n",
    lambda: "$ cat ~/.yarnrc.yml\nnodeLinker: node-modules\nnpmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: «t»\n",
    lambda: "mongosh> db.settings.findOne({_id: 'integrations'})\n{ _id: 'integrations', provider: 'external', value: '«t»', updatedAt: ISODate('«ts»') }",
    lambda: "analytics=# SELECT name, value FROM app_config WHERE name LIKE 'ext_%';\n    name     |  value\n-------------+----------------------------------------\n ext_region  | eu\n ext_cred    | «t»\n(2 rows)\n",
    lambda: "mysql> SELECT * FROM integrations\\G\n*************************** 1. row ***************************\n     id: «n»\n   kind: upstream\n  value: «t»\n created: «ts»\n1 row in set (0.00 sec)",
    lambda: "redis> HGETALL integration:«n»\n1) \"kind\"\n2) \"webhook\"\n3) \"value\"\n4) \"«t»\"",
    lambda: "spark.conf.set(\"spark.acme.upstream\", \"«t»\")\ndf = spark.read.format(\"delta\").load(\"/mnt/raw/events\")",
    lambda: "$ airflow variables get upstream\n«t»\n",
    lambda: "df = pd.read_json(\"https://api.example.com/v2/export\", storage_options={\"X\": \"«t»\"})",
    lambda: "import requests\nr = requests.get(url, headers={\"X-Upstream\": \"«t»\"})\nprint(r.status_code)",
]
PEM_T = [
    lambda: nb(["print(open('sa.json').read())"], ["{", "  \"type\": \"service_account\",", "  \"project_id\": \"acme-analytics\",", "  \"private_key\": \"«pemjj»\\\\n\",", "  \"client_email\": \"bq-reader@acme-analytics.iam.gserviceaccount.com\"", "}"]),
    lambda: "# ~/.snowflake/connections.toml\n[default]\naccount = \"acme-eu\"\nuser = \"«u»\"\nauthenticator = \"SNOWFLAKE_JWT\"\nprivate_key_raw = \"\"\"\n«pem»\n\"\"\"\n",
    lambda: ">>> print(key_pem.decode())\n«pem»\n>>> ",
    lambda: "$ cat ~/.ssh/tunnel_db\n«pem»\n$ ssh -i ~/.ssh/tunnel_db -L 5432:«h»:5432 bastion\n",
]

# ------------------------------------------------ name-context: «v»
NC_T = [
    ("pw", lambda: nb(["import psycopg", "conn = psycopg.connect(host=\"«h»\", dbname=\"«db»\", user=\"«u»\", password=\"«v»\")"], [])),
    ("pw", lambda: nb(["DB_PASSWORD = \"«v»\"", "engine = create_engine(f\"postgresql+psycopg://«u»:{DB_PASSWORD}@«h»/«db»\")"], [])),
    ("pw", lambda: nb(["%env SNOWFLAKE_PASSWORD=«v»"], ["env: SNOWFLAKE_PASSWORD=«v»"])),
    ("hex", lambda: nb(["!cat ~/.kaggle/kaggle.json"], ["{\"username\":\"«u»\",\"key\":\"«v»\"}"])),
    ("pw", lambda: ">>> import pymysql\n>>> conn = pymysql.connect(host='«h»', user='«u»', passwd='«v»', db='«db»')\n>>> conn.open\nTrue"),
    ("pw", lambda: "In [3]: creds = {'user': '«u»', 'password': '«v»'}\n\nIn [4]: client.login(**creds)\nOut[4]: <Session «name»>"),
    ("pw", lambda: "> const pool = new Pool({ host: '«h»', user: '«u»', password: '«v»', database: '«db»' })\nundefined\n> "),
    ("pw", lambda: "# ~/.config/dbt/profiles.yml\nwarehouse:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: «h»\n      user: «u»\n      password: «v»\n      dbname: «db»\n      schema: marts\n"),
    ("pw", lambda: "# ~/.snowflake/connections.toml\n[prod]\naccount = \"acme-eu\"\nuser = \"«u»\"\npassword = \"«v»\"\nwarehouse = \"COMPUTE_WH\"\n"),
    ("pw", lambda: "# ~/.my.cnf\n[client]\nuser=«u»\npassword=\"«v»\"\nhost=«h»\n"),
    ("pw", lambda: "[«db»]\nDriver=PostgreSQL Unicode\nServername=«h»\nDatabase=«db»\nUserName=«u»\nPassword=«v»\nPort=5432\n"),
    ("pw", lambda: "$ sqlcmd -S «h» -U «u» -P '«v»' -d «db» -Q \"SELECT @@VERSION\"\n"),
    ("pw", lambda: "$ PGPASSWORD='«v»' psql -h «h» -U «u» «db» -c '\\dt'\n"),
    ("pw", lambda: "$ redis-cli -h «h» -a '«v»' --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=«n»,expires=0\n"),
    ("pw", lambda: "127.0.0.1:6379> AUTH «v»\nOK\n127.0.0.1:6379> KEYS session:*\n(empty array)"),
    ("pw", lambda: "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>«u»</username>\n      <password>«v»</password>\n    </server>\n  </servers>\n</settings>"),
    ("pw", lambda: "# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nsigning.keyId=«hex8»\nsigning.password=«v»\nsigning.secretKeyRingFile=/home/«u»/.gnupg/secring.gpg\n"),
    ("pw", lambda: "mavenCentralUsername=«u»\nmavenCentralPassword=«v»\n"),
    ("b64pw", lambda: "; ~/.npmrc\n//registry.acme.example/:username=«u»\n//registry.acme.example/:_password=«v»\n//registry.acme.example/:email=«u»@acme.example\n"),
    ("pw", lambda: "# ~/.pypirc\n[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.acme.example/\nusername = «u»\npassword = «v»\n"),
    ("pw", lambda: "$ poetry config http-basic.internal «u» '«v»'\n"),
    ("pw", lambda: "export UV_INDEX_INTERNAL_USERNAME=«u»\nexport UV_INDEX_INTERNAL_PASSWORD='«v»'\n"),
    ("pw", lambda: "<configuration>\n  <packageSourceCredentials>\n    <internal>\n      <add key=\"Username\" value=\"«u»\" />\n      <add key=\"ClearTextPassword\" value=\"«v»\" />\n    </internal>\n  </packageSourceCredentials>\n</configuration>"),
    ("pw", lambda: "{\n  \"folders\": {},\n  \"connections\": {\n    \"postgres-jdbc-«hex8»\": {\n      \"provider\": \"postgresql\",\n      \"name\": \"«db» prod\",\n      \"save-password\": true,\n      \"configuration\": {\n        \"host\": \"«h»\",\n        \"database\": \"«db»\",\n        \"user\": \"«u»\",\n        \"password\": \"«v»\"\n      }\n    }\n  }\n}"),
    ("pw", lambda: "<dataSource name=\"«db»@«h»\" uuid=\"«uuid»\">\n  <database-info product=\"PostgreSQL\" version=\"16.4\"/>\n  <user-name>«u»</user-name>\n  <user-password>«v»</user-password>\n</dataSource>"),
    ("aws", lambda: "# ~/.s3cfg\n[default]\naccess_key = «akid»\nsecret_key = «v»\nhost_base = minio.acme.example:9000\nhost_bucket = minio.acme.example:9000\n"),
    ("aws", lambda: "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = «akid»\nsecret_access_key = «v»\nendpoint = https://«hex32».r2.cloudflarestorage.com\n"),
    ("rclone", lambda: "[nas]\ntype = sftp\nhost = «ip»\nuser = «u»\npass = «v»\n"),
    ("aws", lambda: "[analytics]\n# ~/.aws/credentials (session keys are fetched by credential_process for the other profiles)\naws_secret_access_key = «v»\nregion = eu-central-1\n"),
    ("aws", lambda: "spark.hadoop.fs.s3a.access.key «akid»\nspark.hadoop.fs.s3a.secret.key «v»\nspark.hadoop.fs.s3a.endpoint http://ceph-rgw.data.svc:7480\n"),
    ("hex", lambda: "SUPERSET_SECRET_KEY = \"«v»\"\nSQLALCHEMY_DATABASE_URI = \"sqlite:////app/superset_home/superset.db\"\n"),
    ("hex", lambda: "$ jupyter server list\nCurrently running servers:\n$ cat ~/.jupyter/jupyter_server_config.py\nc.ServerApp.ip = '0.0.0.0'\nc.IdentityProvider.token = '«v»'\n"),
    ("pw", lambda: "$ mongosh --host «h» --username «u» --password '«v»' --authenticationDatabase admin\n"),
    ("pw", lambda: "SQL> CONNECT «u»/«v»@//«h»:1521/ORCLPDB1\nConnected.\n"),
    ("pw", lambda: "Kennwort für die Staging-DB im Notebook: «v» (bitte nicht committen)"),
    ("hex", lambda: "# ~/.gem/credentials\n---\n:rubygems_api_key: «v»\n"),
    ("pw", lambda: "> await client.auth({ username: '«u»', passphrase: '«v»' })\n{ ok: true }"),
    ("pw", lambda: "{\"type\": \"mysql\", \"host\": \"«h»\", \"port\": 3306, \"user\": \"«u»\", \"pass\": \"«v»\"}"),
    ("pw", lambda: "# ~/.config/pgcli/config\n[alias_dsn]\nprod = postgres://«u»@«h»:5432/«db»\n[main]\nkeyring = False\n# pgcli stores nothing else; password for prod: «v»\n"),
    ("pw", lambda: "apiVersion: 1\ndatasources:\n  - name: Warehouse\n    type: postgres\n    url: «h»:5432\n    user: «u»\n    secureJsonData:\n      password: \"«v»\"\n"),
    ("pw", lambda: "<datasource inline='true' name='«db»' version='18.1'>\n  <connection class='postgres' dbname='«db»' server='«h»' port='5432' username='«u»' password='«v»' />\n</datasource>"),
    ("pw", lambda: "# ~/.Renviron\nWAREHOUSE_USER=«u»\nWAREHOUSE_PWD=«v»\n"),
    ("hex", lambda: "# ~/.bundle/config\n---\nBUNDLE_PATH: \"vendor/bundle\"\nBUNDLE_ENTERPRISE__CONTRIBSYS__COM: \"«hex8»:«v»\"\n"),
]

# ------------------------------------------------ structural: «v»
ST_T = [
    ("pw", lambda: nb(["engine = create_engine(\"postgresql+psycopg://«u»:«v»@«h»:5432/«db»\")", "pd.read_sql(\"select count(*) from orders\", engine)"], ["   count", "0  «n»"])),
    ("pw", lambda: nb(["%load_ext sql", "%sql mysql+pymysql://«u»:«v»@«h»/«db»"], ["Connected: «u»@«db»"])),
    ("pw", lambda: ">>> from pymongo import MongoClient\n>>> c = MongoClient('mongodb+srv://«u»:«v»@cluster0.ab12c.mongodb.net/?retryWrites=true')\n>>> c.list_database_names()\n['admin', '«db»', 'local']"),
    ("pw", lambda: "> const redis = createClient({ url: 'redis://default:«v»@«h»:6379' })\nundefined"),
    ("pw", lambda: "«h»:5432:«db»:«u»:«v»\n"),
    ("pw", lambda: "# ~/.pgpass\n*:5432:*:«u»:«v»\nlocalhost:5432:test:test:test\n"),
    ("pw", lambda: "machine «h» login «u» password «v»\n"),
    ("pw", lambda: "# ~/.netrc\nmachine api.wandb.ai\n  login user\n  password «v»\n"),
    ("basic", lambda: "; ~/.npmrc\nregistry=https://npm.acme.example/\n//npm.acme.example/:_auth=«v»\nalways-auth=true\n"),
    ("pw", lambda: "# /etc/pip.conf\n[global]\nindex-url = https://«u»:«v»@pypi.acme.example/simple\ntimeout = 60\n"),
    ("tok", lambda: "channels:\n  - https://conda.anaconda.org/t/«v»/acme\n  - conda-forge\n"),
    ("pw", lambda: "$ airflow connections add warehouse --conn-uri 'postgres://«u»:«v»@«h»:5432/«db»'\nSuccessfully added `conn_id`=warehouse\n"),
    ("pw", lambda: "jdbc:sqlserver://«h»:1433;databaseName=«db»;user=«u»;password=«v»;encrypt=true\n"),
    ("pw", lambda: "spark.read.format(\"jdbc\").option(\"url\", \"jdbc:postgresql://«h»:5432/«db»?user=«u»&password=«v»\").option(\"dbtable\", \"orders\").load()"),
    ("tok", lambda: "$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/?token=«v» :: /home/«u»/notebooks\n"),
    ("tok", lambda: "[I 2026-12-01 22:14:03.512 ServerApp] Jupyter Server 2.14.2 is running at:\n[I 2026-12-01 22:14:03.512 ServerApp] http://127.0.0.1:8888/lab?token=«v»\n"),
    ("basic", lambda: "$ curl -s -H 'Authorization: Basic «v»' https://«h»:9200/_cat/indices\n"),
    ("tok", lambda: "In [8]: requests.get('https://api.example.com/v1/rows', headers={'Authorization': 'Bearer «v»'}).json()\nOut[8]: {'rows': [], 'next': None}"),
    ("tok", lambda: "df = pd.read_csv(\"https://exports.acme.example/daily.csv?access_token=«v»&date=2026-12-01\")"),
    ("pw", lambda: "{\n  \"connections\": [\n    {\"id\": \"«uuid»\", \"connectionOptions\": {\"connectionString\": \"mongodb://«u»:«v»@«h»:27017/?authSource=admin\"}, \"favorite\": {\"name\": \"«db»\"}}\n  ]\n}"),
    ("pw", lambda: "$ mysql -h «h» -u «u» -p'«v»' «db»\nmysql: [Warning] Using a password on the command line interface can be insecure.\n"),
    ("pw", lambda: "$ clickhouse-client --host «h» --user «u» --password '«v»' --query 'SELECT 1'\n1\n"),
    ("pw", lambda: "[remote \"origin\"]\n\turl = https://«u»:«v»@git.acme.example/data/notebooks.git\n"),
    ("pw", lambda: "amqps://«u»:«v»@«h»:5671/%2F"),
    ("pw", lambda: "# ~/.config/helm/repositories.yaml\nrepositories:\n- name: internal\n  url: https://charts.acme.example\n  username: «u»\n  password: «v»\n"),
    ("basic", lambda: "{\n  \"auths\": {\n    \"registry.acme.example\": {\n      \"auth\": \"«v»\"\n    }\n  },\n  \"credsStore\": \"\"\n}"),
    ("pw", lambda: "$ usql 'pg://«u»:«v»@«h»/«db»?sslmode=require'\nConnected with driver postgres (PostgreSQL 16.4)\n"),
]

# ------------------------------------------------ clean
CLEAN_T = [
    lambda: nb(["import os", "conn = psycopg.connect(host=\"«h»\", dbname=\"«db»\", user=\"«u»\", password=os.environ[\"PGPASSWORD\"])"], []),
    lambda: nb(["from getpass import getpass", "password = getpass(\"DB password: \")"], ["DB password: ········"]),
    lambda: nb(["df.head()"], ["   order_id                               uuid  amount", "0      «n»  «uuid»   19.90", "1      «n»  «uuid»    5.00"]),
    lambda: nb(["hashlib.sha256(b'test').hexdigest()"], ["«sha256»"]),
    lambda: nb(["base64.b64encode(sample)"], ["b'«b64t»'"]),
    lambda: nb(["!git log -1 --format=%H"], ["«sha»"]),
    lambda: ">>> import secrets\n>>> len(secrets.token_hex(16))\n32\n>>> ",
    lambda: "In [5]: engine.url\nOut[5]: postgresql+psycopg://«u»:***@«h»:5432/«db»",
    lambda: "> process.env.DB_PASSWORD ? 'set' : 'missing'\n'set'\n> ",
    lambda: "# ~/.config/dbt/profiles.yml\nwarehouse:\n  outputs:\n    prod:\n      type: postgres\n      host: «h»\n      user: «u»\n      password: \"{{ env_var('DBT_PASSWORD') }}\"\n      dbname: «db»\n",
    lambda: "# ~/.snowflake/connections.toml\n[prod]\naccount = \"acme-eu\"\nuser = \"«u»\"\nauthenticator = \"externalbrowser\"\n",
    lambda: "; ~/.npmrc\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nsave-exact=true\n",
    lambda: "# ~/.pypirc\n[pypi]\nusername = __token__\n# password comes from the keyring: `keyring set https://upload.pypi.org/legacy/ __token__`\n",
    lambda: "<server>\n  <id>nexus-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>",
    lambda: "<server>\n  <id>central</id>\n  <username>«u»</username>\n  <password>{«b64t»}</password>\n</server>\n<!-- encrypted with mvn --encrypt-password; master key in ~/.m2/settings-security.xml -->",
    lambda: "mavenCentralUsername=«u»\n# mavenCentralPassword is read from ORG_GRADLE_PROJECT_mavenCentralPassword in CI\norg.gradle.caching=true\n",
    lambda: "{\n  \"connections\": {\n    \"postgres-jdbc-«hex8»\": {\n      \"provider\": \"postgresql\",\n      \"name\": \"«db» local\",\n      \"save-password\": false,\n      \"configuration\": {\"host\": \"localhost\", \"database\": \"«db»\", \"user\": \"«u»\", \"auth-model\": \"native\"}\n    }\n  }\n}",
    lambda: "<dataSource name=\"«db»@localhost\" uuid=\"«uuid»\">\n  <user-name>«u»</user-name>\n  <password-storage>KEEPASS</password-storage>\n</dataSource>",
    lambda: "analytics=# \\conninfo\nYou are connected to database \"«db»\" as user \"«u»\" on host \"«h»\" at port \"5432\".\nanalytics=# ALTER ROLE «u» PASSWORD NULL;\nALTER ROLE",
    lambda: "mysql> SELECT user, host, plugin FROM mysql.user;\n+---------+-----------+-----------------------+\n| user    | host      | plugin                |\n+---------+-----------+-----------------------+\n| «u»     | %         | caching_sha2_password |\n+---------+-----------+-----------------------+",
    lambda: "redis> CONFIG GET requirepass\n1) \"requirepass\"\n2) \"\"",
    lambda: "$ psql \"host=«h» dbname=«db» user=«u» sslmode=verify-full\"\nPassword for user «u»: \npsql (16.4)\n",
    lambda: "# ~/.pgpass  (format: hostname:port:database:username:password)\n# add one line per server; chmod 600 this file\n",
    lambda: "# ~/.aws/config\n[profile analytics]\nsso_session = acme\nsso_account_id = 123456789012\nsso_role_name = DataAnalyst\nregion = eu-central-1\n",
    lambda: "[remote-s3]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-west-1\n",
    lambda: "$ rclone config show nas\n[nas]\ntype = sftp\nhost = «ip»\nuser = «u»\nkey_file = ~/.ssh/id_ed25519\n",
    lambda: "channels:\n  - conda-forge\n  - defaults\nchannel_priority: strict\n",
    lambda: "$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/ :: /home/«u»/notebooks\n",
    lambda: "In [9]: r = requests.get(url, headers={'Authorization': f'Bearer {token}'})\n\nIn [10]: r.status_code\nOut[10]: 200",
    lambda: "The notebook reads the warehouse password from the `WAREHOUSE_PASSWORD` environment variable; never paste it into a cell, because outputs are saved in the .ipynb.",
    lambda: "engine = create_engine(\"postgresql+psycopg://user:password@localhost:5432/dbname\")  # example from the docs",
    lambda: "$ airflow connections get warehouse -o json\n[{\"conn_id\": \"warehouse\", \"conn_type\": \"postgres\", \"host\": \"«h»\", \"login\": \"«u»\", \"password\": \"***\", \"schema\": \"«db»\"}]",
    lambda: "SELECT id, email, password_hash IS NOT NULL AS has_pw, created_at FROM users ORDER BY id LIMIT 3;\n id |        email        | has_pw |     created_at\n----+---------------------+--------+--------------------\n «n» | a@example.com       | t      | «ts»",
    lambda: "commit «sha»\nAuthor: «u» <«u»@acme.example>\n\n    Remove hard-coded DB password from notebooks, read it from env",
    lambda: "$ kaggle datasets download -d zillow/zecon\nWarning: Your Kaggle API key is readable by other users on this system! To fix this, you can run 'chmod 600 /home/«u»/.kaggle/kaggle.json'\nDownloading zecon.zip",
    lambda: "> crypto.randomUUID()\n'«uuid»'\n> ",
    lambda: "{\n  \"auths\": {\n    \"ghcr.io\": {}\n  },\n  \"credsStore\": \"osxkeychain\"\n}",
    lambda: "apiVersion: 1\ndatasources:\n  - name: Warehouse\n    type: postgres\n    url: «h»:5432\n    user: «u»\n    secureJsonData:\n      password: $__env{WAREHOUSE_PASSWORD}\n",
    lambda: "{\n  \"credentials\": {\n    \"app.terraform.io\": {}\n  }\n}\n# token is kept by `terraform login` in the OS keychain (credentials_helper)",
]


def fval(kind: str) -> tuple[str, dict]:
    if kind == "pw":
        return g.pw(), {}
    if kind == "hex":
        return g.hexs(g.pick([32, 40, 48])), {}
    if kind == "aws":
        return g.aws_secret(), {"akid": g.pick([g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20), g.hexs(32)])}
    if kind == "b64pw":
        return base64.b64encode(g.pw().encode()).decode(), {}
    if kind == "rclone":
        return g.b64url(g.pick([24, 30])), {}
    if kind == "tok":
        return g.pick([g.hexs(48), g.b64url(24), g.s("abcdefghijklmnopqrstuvwxyz0123456789", 40)]), {}
    if kind == "basic":
        return base64.b64encode(f"{g.pick(['elastic', 'ci', 'reader', 'deploy'])}:{g.pw()}".encode()).decode(), {}
    raise ValueError(kind)


def F(tpl, **vals) -> str:
    return fill(g, tpl(), hex8=g.hexs(8), **vals)


def secrets_rows():
    rows = []
    for i in range(72):
        _, tok, marked = g.self_identifying()
        rows.append(("self-identifying", F(SI_T[i % len(SI_T)], t=tok), marked))
    for i in range(12):
        block, line = g.pem()
        rows.append(("self-identifying", F(PEM_T[i % len(PEM_T)], pem=block, pemj=block.replace("\n", "\\n"),
                                                           pemjj=block.replace("\n", "\\\\n")), line))
    for i in range(96):
        kind, tpl = NC_T[i % len(NC_T)]
        v, extra = fval(kind)
        rows.append(("name-context", F(tpl, v=v, **extra), v))
    for i in range(70):
        kind, tpl = ST_T[i % len(ST_T)]
        v, extra = (url_pw(g), {}) if kind == "pw" else fval(kind)
        rows.append(("structural", F(tpl, v=v, **extra), v))
    return rows


def clean_rows():
    out, i = [], 0
    while len(out) < 100:
        t = F(CLEAN_T[i % len(CLEAN_T)])
        i += 1
        if t not in out:
            out.append(t)
    return out


def main() -> None:
    write(HERE, FAMILY, secrets_rows(), clean_rows())


if __name__ == "__main__":
    main()
