"""Seeded generator of the source "dataops" (dataops_secrets.jsonl, dataops_clean.jsonl).

How data people leak: SQL (CREATE USER / ALTER ROLE / GRANT, COPY with credentials, database
links), notebooks (Jupyter cells as JSON, IPython magics, %env), Airflow connections and
variables, dbt profiles.yml, Spark/Hadoop configs and spark-submit, R and Julia scripts,
Snowflake/BigQuery/Redshift clients, pandas read_sql with URLs. Written on 2026-12-01 AFTER the
rules of commit e3de9aa and before they saw any of it (first run recorded in sources.json);
imports nothing from memtool.

    python tests/redaction_dev/src_dataops.py
"""

from __future__ import annotations

import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9505)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "atlas boreal cinder delta fjord geyser harbor inlet jetty karst lagoon mesa".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([12, 16, 20, 28])), lambda: rand(string.ascii_letters, R.choice([12, 14])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "#", "$"]),
                     lambda: rand(B62 + "_-", 24), lambda: rand(HEX, 32)])()


def token() -> str:
    return R.choice([
        lambda: "AKIA" + rand(UP, 16), lambda: "ghp_" + rand(B62, 36), lambda: "dapi" + rand(HEX, 32),
        lambda: "hf_" + rand(string.ascii_letters, 34), lambda: "sk-proj-" + rand(B62 + "-_", 48) + "T3BlbkFJ" + rand(B62, 40),
        lambda: "xoxb-" + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "AIza" + rand(B62 + "-_", 35), lambda: "glpat-" + rand(B62 + "-_", 20), lambda: "sk_live_" + rand(B62, 30),
        lambda: "SG." + rand(B62 + "-_", 22) + "." + rand(B62 + "-_", 43), lambda: "npm_" + rand(B62, 36),
    ])()


def fam_sql():
    p, u = pw(), R.choice(["etl", "report_ro", "analyst", "airflow", "dbt_user"])
    q = p.replace("'", "")
    text = R.choice([
        f"CREATE USER {u} WITH PASSWORD '{q}';", f"ALTER ROLE {u} WITH LOGIN PASSWORD '{q}';",
        f"CREATE USER '{u}'@'%' IDENTIFIED BY '{q}';", f"ALTER USER {u} IDENTIFIED BY \"{q}\";",
        f"CREATE LOGIN {u} WITH PASSWORD = '{q}', CHECK_POLICY = OFF;",
        f"COPY sales FROM 's3://acme-dw/sales/' CREDENTIALS 'aws_access_key_id=AKIA{rand(UP, 16)};aws_secret_access_key={q}';",
        f"CREATE DATABASE LINK crm CONNECT TO {u} IDENTIFIED BY {q} USING 'crm';",
        f"CREATE SERVER ext FOREIGN DATA WRAPPER postgres_fdw;\nCREATE USER MAPPING FOR {u} SERVER ext OPTIONS (user '{u}', password '{q}');",
        f"alter user {u} set password = '{q}';", f"SET PASSWORD FOR '{u}'@'localhost' = '{q}';",
        f"CREATE STAGE raw URL='s3://acme/raw' CREDENTIALS=(AWS_KEY_ID='AKIA{rand(UP, 16)}' AWS_SECRET_KEY='{q}');",
    ])
    return text + "\n", [q], "name-context"


def fam_notebook():
    p, t = pw(), token()
    text, secret, cls = R.choice([
        (json.dumps({"cell_type": "code", "source": [f"%env OPENAI_API_KEY={t}\n", "import openai\n"]}), t, "self-identifying"),
        (json.dumps({"cell_type": "code", "source": ["import os\n", f"os.environ['DB_PASS'] = '{p}'\n"]}), p, "name-context"),
        (f"In [3]: conn = psycopg2.connect(host='dw', user='analyst', password='{p}')", p, "name-context"),
        (f"%sql postgresql://analyst:{p}@dw.acme.io/warehouse", p, "structural"),
        (f"engine = create_engine('mysql+pymysql://etl:{p}@db/shop')", p, "structural"),
        (f"df = pd.read_sql(query, 'postgresql://report_ro:{p}@10.2.0.8/dw')", p, "structural"),
        (f"!curl -H 'Authorization: Bearer {t}' https://api.acme.io/v1/datasets", t, "self-identifying"),
        (f"sf = snowflake.connector.connect(user='ETL', password='{p}', account='acme-eu')", p, "name-context"),
        (f"client = bigquery.Client.from_service_account_info({{'private_key_id': '{rand(HEX, 40)}'}})", None, None),
        (f"huggingface_hub.login(token=\"{t}\")", t, "self-identifying"),
        (f"wandb.login(key='{rand(HEX, 40)}')", None, None),
        (f"\"outputs\": [{{\"text\": \"Connected as analyst using password {p}\\n\"}}]", p, "name-context"),
    ])
    if secret is None:  # (the generated key is the secret)
        secret = text.split("'")[-2] if "wandb" in text else text.split("'private_key_id': '")[1][:40]
        cls = "name-context"
    return text + "\n", [secret], cls


def fam_airflow():
    p, u = pw(), R.choice(["airflow", "etl", "svc_dw"])
    text, secret, cls = R.choice([
        (f"airflow connections add dw --conn-uri 'postgres://{u}:{p}@dw:5432/warehouse'", p, "structural"),
        (f"airflow connections add s3 --conn-type aws --conn-login AKIA{rand(UP, 16)} --conn-password {p}", p, "name-context"),
        (f"AIRFLOW_CONN_WAREHOUSE='postgresql://{u}:{p}@dw:5432/wh'", p, "structural"),
        (f"airflow variables set slack_token {p}", p, "name-context"),
        (f"AIRFLOW__CORE__FERNET_KEY={rand(B62 + '-_', 43)}=", None, "name-context"),
        (f"AIRFLOW__WEBSERVER__SECRET_KEY={p}", p, "name-context"),
        (f"  {u}:\n    target: prod\n    outputs:\n      prod:\n        type: postgres\n        user: {u}\n        pass: {p}\n", p, "name-context"),
        (f"      prod:\n        type: snowflake\n        account: acme\n        user: DBT\n        password: \"{p}\"\n", p, "name-context"),
        (f"spark.hadoop.fs.s3a.secret.key={p}", p, "name-context"),
        (f"spark-submit --conf spark.hadoop.fs.s3a.secret.key={p} job.py", p, "name-context"),
        (f"<property><name>fs.azure.account.key.acme.blob.core.windows.net</name><value>{p}</value></property>", p, "name-context"),
        (f"javax.jdo.option.ConnectionPassword={p}", p, "name-context"),
        (f"Sys.setenv(DB_PASSWORD = \"{p}\")", p, "name-context"),
        (f"con <- dbConnect(RPostgres::Postgres(), user = \"{u}\", password = \"{p}\", host = \"dw\")", p, "name-context"),
        (f"conn = LibPQ.Connection(\"host=dw user={u} password={p} dbname=wh\")", p, "structural"),
    ])
    if secret is None:
        secret = text.split("=", 1)[1]
    return text + "\n", [secret], cls


def fam_tokens():
    t = token()
    text = R.choice([
        f"DATABRICKS_TOKEN={t}", f"databricks configure --token <<< {t}", f"[DEFAULT]\nhost = https://acme.cloud.databricks.com\ntoken = {t}",
        f"kaggle.json: {{\"username\":\"ana\",\"key\":\"{t}\"}}", f"export HF_TOKEN={t}", f"mlflow.set_tracking_uri('https://{t}@mlflow.acme.io')",
        f"s3fs.S3FileSystem(key='{t}')", f"# token for the nightly job: {t}", f"client = OpenAI(api_key='{t}')",
        f"dvc remote modify --local storage access_key_id {t}",
    ])
    return text + "\n", [t], "self-identifying"


def clean_texts() -> str:
    u = str(uuid.UUID(int=R.getrandbits(128)))
    return R.choice([
        "CREATE USER etl WITH PASSWORD :'etl_password';", "ALTER ROLE report_ro WITH LOGIN PASSWORD NULL;",
        "CREATE USER 'app'@'%' IDENTIFIED WITH auth_socket;", "GRANT SELECT ON ALL TABLES IN SCHEMA public TO report_ro;",
        "COPY sales FROM 's3://acme-dw/sales/' IAM_ROLE 'arn:aws:iam::123456789012:role/redshift';",
        "SELECT user_id, password_hash, last_login FROM users WHERE token_expires_at < now();",
        "UPDATE users SET password_reset_token = NULL WHERE id = 42;", f"-- migration {R.randint(1, 400):04d}: add api_keys table",
        json.dumps({"cell_type": "code", "source": ["import os\n", "os.environ['DB_PASS'] = getpass.getpass()\n"]}),
        "%env OPENAI_API_KEY=", "In [3]: conn = psycopg2.connect(host='dw', user='analyst', password=os.environ['PGPASSWORD'])",
        "%sql postgresql://analyst@dw.acme.io/warehouse", "engine = create_engine(URL.create('postgresql', username=u, password=p))",
        "airflow connections add dw --conn-uri \"$DW_URI\"", "AIRFLOW__CORE__FERNET_KEY_CMD=cat /run/secrets/fernet",
        "        pass: \"{{ env_var('DBT_PASSWORD') }}\"\n", "        password: \"{{ env_var('SNOWFLAKE_PASSWORD') }}\"\n",
        "spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.InstanceProfileCredentialsProvider",
        "con <- dbConnect(RPostgres::Postgres(), user = Sys.getenv(\"DB_USER\"), password = Sys.getenv(\"DB_PASS\"))",
        f"run_id = '{u}'", f"mlflow.log_param('git_sha', '{rand(HEX, 40)}')", f"df['hash'] = '{rand(HEX, 64)}'",
        "df = df[df.token_count < 4096]", "tokenizer = AutoTokenizer.from_pretrained('bert-base-uncased')",
        f"model.save_pretrained('runs/{u}')", "password_strength = df['pw'].str.len().describe()",
        "Out[7]: {'precision': 0.91, 'recall': 0.88, 'secret_sauce': False}", "spark.sql.shuffle.partitions=200",
        f"dataset fingerprint: {rand(HEX, 16)}", f"Processing partition {R.randint(0, 999)}/1000 (key={rand(HEX, 8)})",
        "kaggle.json: {\"username\":\"ana\",\"key\":\"<your key>\"}", "databricks configure --token",
        "[DEFAULT]\nhost = https://acme.cloud.databricks.com\n", "huggingface_hub.login()  # reads HF_TOKEN",
        f"EXPLAIN ANALYZE SELECT * FROM events WHERE session_id = '{u}';", "CREATE INDEX ON api_keys (key_prefix);",
        "ALTER TABLE users ADD COLUMN password_changed_at timestamptz;", "wandb.login()",
    ])


def main() -> None:
    makers = [(fam_sql, 80), (fam_notebook, 70), (fam_airflow, 90), (fam_tokens, 40)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"dataops-{len(secrets)}", "family": "dataops", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"dataops-clean-{i}", "family": "dataops", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("dataops_secrets.jsonl", secrets), ("dataops_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
