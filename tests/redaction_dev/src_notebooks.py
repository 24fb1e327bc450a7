"""Seeded generator of the blind source "notebooks" (notebooks_secrets.jsonl, notebooks_clean.jsonl).

Notebook and statistics-tool formats beyond plain Python .ipynb: R scripts, R Markdown and Quarto chunks
(```{r}```, ```{python}```, ```{sql}```), .Renviron, RStudio connection snippets, Databricks source exports
(`# COMMAND ----------`, `# MAGIC %sql`, `%scala`, `dbutils`), Zeppelin note JSON paragraphs and interpreter settings,
marimo notebooks (`@app.cell`), VS Code `# %%` cells, Colab cells, papermill parameter cells, Jupyter console
transcripts (`In [3]:` / `Out[3]:`) and `%env` / `!pip` / `%%writefile` magics, a few .ipynb JSON cells with
outputs, Stata .do files (`odbc load`, `global`), SAS (`libname … password=`, `filename … url`), MATLAB
(`database(…)`, `weboptions`, `setenv`), Julia / Pluto (`ENV[…]`, LibPQ), Mathematica (`URLRead` with headers),
Observable JS cells, Hex / Mode SQL cells.
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports
nothing from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_notebooks.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _r4 import build4  # noqa: E402

g = Gen(1502)
FAMILY = "notebooks"

# ------------------------------------------------ self-identifying: «t»
SI_T = [
    "Read(analysis/explore.Rmd)\n```{r setup, include=FALSE}\nlibrary(httr2)\nSys.setenv(UPSTREAM_CREDENTIAL = \"«t»\")\nknitr::opts_chunk$set(echo = TRUE)\n```",
    "Read(notebooks/ingest.py)\n# Databricks notebook source\n# COMMAND ----------\n\nimport requests\ncred = \"«t»\"\n\n# COMMAND ----------\n\nresp = requests.get(\"https://api.acme.example/v1/events\", headers={\"X-Upstream\": cred})",
    "Read(report.qmd)\n---\ntitle: \"Weekly KPIs\"\nformat: html\n---\n\n```{python}\n#| echo: false\nimport os\nos.environ[\"UPSTREAM\"] = \"«t»\"\n```",
    "In [3]: client = Client(\"«t»\")\n\nIn [4]: client.whoami()\nOut[4]: {'user': '«u»', 'plan': 'team'}",
    "Read(notebooks/app.py)\nimport marimo\n\napp = marimo.App()\n\n\n@app.cell\ndef _():\n    import httpx\n    CRED = \"«t»\"\n    return CRED, httpx",
    "Read(scratch.py)\n# %%\nimport pandas as pd\n# %%\nupstream = \"«t»\"\ndf = pd.read_json(f\"https://api.acme.example/export?fmt=json\", storage_options={\"X-Upstream\": upstream})",
    "Read(notebooks/fetch.ipynb) cell 2\n{\n \"cell_type\": \"code\",\n \"execution_count\": 2,\n \"source\": [\n  \"%env UPSTREAM=«t»\\n\",\n  \"!acme-cli sync --all\"\n ],\n \"outputs\": [{\"name\": \"stdout\", \"output_type\": \"stream\", \"text\": [\"env: UPSTREAM=«t»\\n\"]}]\n}",
    "Read(stata/pull.do)\n* pull the survey export\nlocal cred \"«t»\"\ncopy \"https://api.acme.example/export.csv\" \"raw/export.csv\", replace\n* header set via: curl -H \"X-Upstream: `cred'\"",
    "Read(matlab/fetch_prices.m)\ncred = '«t»';\nopts = weboptions('HeaderFields', {'X-Upstream', cred}, 'Timeout', 30);\ndata = webread('https://api.acme.example/v1/prices', opts);",
    "Read(notebooks/pluto_dash.jl)\n### A Pluto.jl notebook ###\n# v0.20.3\n\n# ╔═╡ 6a1f0c2e-«n»\nENV[\"UPSTREAM\"] = \"«t»\"\n\n# ╔═╡ 7b2e1d3f-«n»\nusing HTTP, JSON3",
    "Read(notes/api.nb) (InputForm)\nresp = URLRead[HTTPRequest[\"https://api.acme.example/v1/series\", <|\"Headers\" -> {\"X-Upstream\" -> \"«t»\"}|>]]",
    "Observable cell (exported)\ncred = \"«t»\"\ndata = fetch(\"https://api.acme.example/v1/metrics\", {headers: {\"X-Upstream\": cred}}).then(r => r.json())",
    "Read(zeppelin/note.json) paragraph\n{\"title\": \"load\", \"text\": \"%python\\nimport os\\nos.environ['UPSTREAM'] = '«t»'\\nprint('ok')\", \"status\": \"FINISHED\"}",
    "Read(params.yaml)  # papermill parameters for run_report.ipynb\nstart_date: 2026-11-01\nend_date: 2026-11-30\nupstream: «t»",
    "$ quarto render report.qmd\n\nprocessing file: report.qmd\n  |......................................| 100%\nError in `req_perform()`: HTTP 401 Unauthorized (credential «t» rejected)\nExecution halted",
    "Read(R/fetch.R)\nfetch_events <- function(day) {\n  httr2::request(\"https://api.acme.example/v1/events\") |>\n    httr2::req_headers(`X-Upstream` = \"«t»\") |>\n    httr2::req_url_query(day = day) |>\n    httr2::req_perform()\n}",
]

PEM_T = [
    "Read(notebooks/sheets.ipynb) cell 1\n{\n \"cell_type\": \"code\",\n \"source\": [\n  \"sa = {\\\"type\\\": \\\"service_account\\\", \\\"private_key\\\": \\\"«pemj»\\\"}\\n\"\n ]\n}",
    "Read(analysis/ssh_tunnel.Rmd)\n```{r}\nkey <- \"\n«pem»\n\"\nwriteLines(key, \"~/.ssh/warehouse_key\")\n```",
    "In [7]: print(open('keys/loader.pem').read())\n«pem»",
    "Read(notebooks/sftp.py)\n# Databricks notebook source\n# MAGIC %md Key for the partner SFTP (temporary)\n# COMMAND ----------\n\nKEY = \"\"\"\n«pem»\n\"\"\"",
    "Read(zeppelin/interpreter.json) (excerpt)\n\"ssh.private.key\": {\"value\": \"«pemj»\"}",
    "Read(matlab/connect_sftp.m)\n% key pasted from the wiki\n%{\n«pem»\n%}\nkeyFile = 'keys/partner_sftp.pem';",
]

# ------------------------------------------------ name-context
NC_T = [
    ("pw", "Read(analysis/load.R)\nlibrary(DBI)\ncon <- dbConnect(RPostgres::Postgres(), host = \"«h»\", dbname = \"«db»\",\n                 user = \"«u»\", password = \"«v»\")"),
    ("tok", "Read(.Renviron)\nR_LIBS_USER=~/R/library\nGITHUB_PAT_WAREHOUSE=«v»\nWAREHOUSE_HOST=«h»"),
    ("pw", "Read(analysis/report.Rmd)\n```{r}\nSys.setenv(DB_PASSWORD = \"«v»\")\ncon <- connect_warehouse()\n```"),
    ("pw", "Read(notebooks/etl.py)\n# Databricks notebook source\n# COMMAND ----------\n\njdbc_password = \"«v»\"\ndf = spark.read.format(\"jdbc\").option(\"url\", \"jdbc:postgresql://«h»/«db»\").option(\"user\", \"«u»\").option(\"password\", jdbc_password).load()"),
    ("b64k", "Read(notebooks/lake.py)\n# Databricks notebook source\n# COMMAND ----------\n\nspark.conf.set(\"fs.azure.account.key.acmelake.dfs.core.windows.net\", \"«v»\")"),
    ("pw", "Read(notebooks/q4.sql)\n-- Databricks notebook source\n-- MAGIC %python\n-- MAGIC snowflake_password = \"«v»\"\n-- COMMAND ----------\nSELECT * FROM sales LIMIT 10"),
    ("pw", "Read(stata/odbc.do)\nodbc load, exec(\"select * from visits\") dsn(\"warehouse\") user(«u») password(«v») clear"),
    ("pw", "Read(stata/setup.do)\nglobal db_password \"«v»\"\nglobal db_user \"«u»\""),
    ("pw", "Read(sas/libs.sas)\nlibname wh oracle user=«u» password=\"«v»\" path=\"«h»:1521/ORCL\" schema=analytics;"),
    ("tok", "Read(matlab/startup.m)\nsetenv('WANDB_API_KEY', '«v»');\naddpath(genpath('lib'));"),
    ("hex40", "In [2]: import wandb\n\nIn [3]: wandb.login(key=\"«v»\")\nwandb: Appending key for api.wandb.ai to your netrc file: /home/«u»/.netrc\nOut[3]: True"),
    ("pw", "In [5]: %env PGPASSWORD=«v»\nenv: PGPASSWORD=«v»\n\nIn [6]: !psql -h «h» -U «u» -d «db» -c 'select count(*) from events'"),
    ("tok", "Read(notebooks/setup.ipynb) cell 0\n{\n \"cell_type\": \"code\",\n \"source\": [\n  \"%%writefile .env\\n\",\n  \"API_TOKEN=«v»\\n\",\n  \"WAREHOUSE=«h»\\n\"\n ]\n}"),
    ("pw", "Read(notebooks/pull.jl)\nusing LibPQ\nconn = LibPQ.Connection(\"host=«h» dbname=«db» user=«u» password=«v»\")"),
    ("tok", "Read(notebooks/pluto_api.jl)\n# ╔═╡ 1c9e2a44-«n»\napi_key = \"«v»\""),
    ("pw", "Read(zeppelin/interpreter.json) (excerpt)\n\"jdbc\": {\"properties\": {\"default.url\": {\"value\": \"jdbc:postgresql://«h»:5432/«db»\"}, \"default.user\": {\"value\": \"«u»\"}, \"default.password\": {\"value\": \"«v»\"}}}"),
    ("tok", "Read(notebooks/app.py)\n@app.cell\ndef _():\n    OPENWEATHER_KEY = \"«v»\"\n    return (OPENWEATHER_KEY,)"),
    ("pw", "Read(params.yaml)  # papermill parameters\nwarehouse_user: «u»\nwarehouse_password: «v»\nrun_date: 2026-12-01"),
    ("tok", "Read(report.qmd)\n```{r}\n#| include: false\nmapbox_token <- \"«v»\"\n```"),
    ("pw", "Out[12]:\n{'host': '«h»', 'port': 5432, 'user': '«u»', 'password': '«v»', 'sslmode': 'require'}"),
    ("tok", "Read(notes/api.nb) (InputForm)\n$apiKey = \"«v»\";\nURLExecute[\"https://api.acme.example/v1/series\", {\"api_key\" -> $apiKey}]"),
    ("salt", "Read(notebooks/pseudonymise.py)\n# %%\nPSEUDONYM_SALT = \"«v»\"\ndf[\"pid\"] = df[\"email\"].map(lambda e: sha256((PSEUDONYM_SALT + e).encode()).hexdigest())"),
    ("tok", "Read(R/secrets_local.R)\noptions(census_api_key = \"«v»\")\n# used by tidycensus::get_acs()"),
    ("pw", "Read(sas/autoexec.sas)\n%let sf_pass = «v»;\n%let sf_user = «u»;"),
    ("tok", "Observable cell (exported)\nmapToken = \"«v»\" // secret token for the tiles API"),
    ("pw", "Read(notebooks/hex_sql.yaml) (Hex export)\nconnection:\n  type: snowflake\n  account: acme-eu\n  username: «u»\n  password: «v»"),
    ("tok", "In [9]: from huggingface_hub import login\n\nIn [10]: login(token=\"«v»\")\nToken is valid (permission: read)."),
    ("pw", "Read(stata/mail.do)\n* notify when done\nshell python notify.py --smtp-user «u» --smtp-password «v»"),
    ("hex", "Read(notebooks/colab_setup.ipynb) cell 1\n{\n \"cell_type\": \"code\",\n \"source\": [\n  \"import os\\n\",\n  \"os.environ['KAGGLE_KEY'] = '«v»'\\n\",\n  \"os.environ['KAGGLE_USERNAME'] = '«u»'\"\n ]\n}"),
    ("pw", "Read(analysis/renv_setup.R)\nkeyring::key_set_with_value(\"warehouse\", username = \"«u»\", password = \"«v»\")"),
    ("tok", "$ jupyter nbconvert --to script load.ipynb --stdout | sed -n 1,6p\n#!/usr/bin/env python\n# coding: utf-8\n# In[1]:\nslack_token = '«v»'\n# In[2]:\nimport pandas as pd"),
    ("url", "Read(matlab/mq.m)\nclient = mqttclient(\"tcp://«h»\", Port=1883, Username=\"«u»\", Password=\"«v»\");"),
    ("url", "Read(sas/fetch.sas)\nfilename src url \"https://data.partner.example/export.csv\" user=\"«u»\" pass=\"«v»\";"),
    ("url", "Read(mathematica/db.wl)\nconn = OpenSQLConnection[JDBC[\"PostgreSQL\", \"«h»:5432/«db»\"], \"Username\" -> \"«u»\", \"Password\" -> \"«v»\"]"),
]

# ------------------------------------------------ structural
ST_T = [
    ("pw", "Read(matlab/connect.m)\nconn = database('warehouse', '«u»', '«v»', 'Vendor', 'PostgreSQL', 'Server', '«h»');\n% args: datasource, username, password"),
    ("url", "Read(analysis/load.R)\ncon <- DBI::dbConnect(RPostgres::Postgres(), dbname = \"postgresql://«u»:«v»@«h»:5432/«db»\")"),
    ("url", "In [4]: engine = sqlalchemy.create_engine(\"mysql+pymysql://«u»:«v»@«h»/«db»\")\n\nIn [5]: pd.read_sql(\"select 1\", engine)\nOut[5]:\n   1\n0  1"),
    ("url", "Read(notebooks/etl.py)\n# Databricks notebook source\n# COMMAND ----------\n\nmongo_uri = \"mongodb+srv://«u»:«v»@cluster0.x1y2z.mongodb.net/«db»\""),
    ("url", "In [2]: %load_ext sql\n\nIn [3]: %sql postgresql://«u»:«v»@«h»/«db»\nConnected: «u»@«db»"),
    ("url", "Read(notebooks/install.ipynb) cell 0\n{\n \"cell_type\": \"code\",\n \"source\": [\"!pip install --index-url https://«u»:«v»@pypi.acme.example/simple acme-analytics\"]\n}"),
    ("url", "Read(report.qmd)\n```{sql connection=con}\n-- connection made in setup with odbc::dbConnect(odbc::odbc(), .connection_string = \"Driver={ODBC Driver 18 for SQL Server};Server=«h»;Database=«db»;Uid=«u»;Pwd=«v»;\")\nSELECT TOP 10 * FROM visits\n```"),
    ("url", "Read(stata/pull.do)\nimport delimited \"ftp://«u»:«v»@data.partner.example/exports/visits.csv\", clear"),
    ("url", "Read(notebooks/spark_jdbc.py)\n# MAGIC %scala\n# MAGIC val url = \"jdbc:sqlserver://«h»:1433;databaseName=«db»;user=«u»;password=«v»\""),
    ("url", "Read(zeppelin/note.json) paragraph\n{\"text\": \"%sh\\ncurl -s -u «u»:«v» https://nexus.build.example/service/rest/v1/status\", \"status\": \"FINISHED\"}"),
    ("tok", "In [8]: requests.get(\"https://api.acme.example/v1/series?api_key=«v»&id=«n»\").status_code\nOut[8]: 200"),
    ("tok", "Read(R/fetch.R)\nres <- httr::GET(\"https://api.acme.example/v1/series\", httr::add_headers(Authorization = \"Bearer «v»\"))"),
    ("basic", "Out[6]:\n{'Authorization': 'Basic «v»', 'Accept': 'application/json'}"),
    ("tok", "Read(notebooks/geo.jl)\nusing HTTP\nr = HTTP.get(\"https://tiles.acme.example/v1/{z}/{x}/{y}.png?access_token=«v»\")"),
    ("url", "Read(notebooks/app.py)\n@app.cell\ndef _():\n    import redis\n    r = redis.from_url(\"redis://default:«v»@«h»:6379/0\")\n    return (r,)"),
    ("url", "Read(analysis/mysql.R)\ncon <- DBI::dbConnect(RMySQL::MySQL(), \"«db»\", \"«u»\", \"«v»\", \"«h»\")\n# positional: dbname, username, password, host"),
    ("url", "In [3]: auth = (\"«u»\", \"«v»\")\n\nIn [4]: requests.get(\"https://grafana.acme.example/api/search\", auth=auth).status_code\nOut[4]: 200"),
    ("url", "Read(zeppelin/interpreter.json) (excerpt)\n\"spark.hadoop.fs.s3a.endpoint\": \"https://«u»:«v»@minio.lab.example:9000\""),
    ("sas", "Out[3]: 'https://acmelake.blob.core.windows.net/raw/q4.parquet?sv=2022-11-02&sr=b&sp=r&se=2026-12-31T00%3A00%3A00Z&sig=«v»'"),
    ("url", "Read(stata/odbc.do)\nodbc load, exec(\"select * from visits\") connectionstring(\"DRIVER={PostgreSQL Unicode};SERVER=«h»;DATABASE=«db»;UID=«u»;PWD=«v»\") clear"),
    ("url", "Read(notebooks/mlflow.py)\n# %%\nmlflow.set_tracking_uri(\"https://«u»:«v»@mlflow.acme.example\")"),
]

# ------------------------------------------------ clean
CLEAN_T = [
    "Read(analysis/load.R)\ncon <- dbConnect(RPostgres::Postgres(), host = \"«h»\", dbname = \"«db»\",\n                 user = Sys.getenv(\"DB_USER\"), password = Sys.getenv(\"DB_PASSWORD\"))",
    "Read(analysis/load.R)\ncon <- dbConnect(RPostgres::Postgres(), host = \"«h»\", password = keyring::key_get(\"warehouse\", \"«u»\"))",
    "Read(notebooks/etl.py)\n# Databricks notebook source\n# COMMAND ----------\n\njdbc_password = dbutils.secrets.get(scope=\"«name»\", key=\"jdbc-password\")",
    "In [1]: from google.colab import userdata\n\nIn [2]: key = userdata.get('OPENAI_API_KEY')",
    "In [1]: from kaggle_secrets import UserSecretsClient\n\nIn [2]: token = UserSecretsClient().get_secret(\"hf_token\")",
    "In [4]: import getpass\n\nIn [5]: pw = getpass.getpass(\"warehouse password: \")\nwarehouse password: ········",
    "Read(params.yaml)  # papermill parameters\nstart_date: 2026-11-01\nend_date: 2026-11-30\nrun_id: «uuid»",
    "Out[7]:\n   user_id                               session_id  events\n0     «n»  «uuid»      17\n1     «n»  «uuid»       4",
    "Out[3]: '«sha256»'  # sha256 of raw/export.csv",
    "Read(notebooks/fetch.ipynb) cell 4\n{\n \"cell_type\": \"code\",\n \"execution_count\": 4,\n \"source\": [\"df.head()\"],\n \"outputs\": [{\"output_type\": \"execute_result\", \"data\": {\"text/plain\": [\"  commit      author\\n0 «sha7» «u»\"]}}]\n}",
    "Read(notebooks/fetch.ipynb) metadata\n{\"kernelspec\": {\"display_name\": \"Python 3\", \"name\": \"python3\"}, \"widgets\": {\"state\": {\"«guid»\": {\"model_name\": \"LayoutModel\"}}}}",
    "Read(stata/odbc.do)\nodbc load, exec(\"select * from visits\") dsn(\"warehouse\") clear\n* credentials come from odbc.ini / the DSN, not from this file",
    "Read(stata/setup.do)\nglobal db_user \"«u»\"\n* password: set $db_password in profile.do (not in git)",
    "Read(sas/libs.sas)\nlibname wh oracle user=«u» password=\"{SAS002}«hex32»\" path=\"«h»:1521/ORCL\";\n* {SAS002} = PROC PWENCODE output",
    "Read(matlab/connect.m)\nconn = database('warehouse', getenv('WH_USER'), getenv('WH_PASSWORD'));",
    "Read(matlab/fetch_prices.m)\nopts = weboptions('HeaderFields', {'X-Upstream', getSecret('upstream')});",
    "Read(.Renviron.example)\nGITHUB_PAT_WAREHOUSE=\nWAREHOUSE_HOST=«h»\n# copy to .Renviron and fill in",
    "In [3]: wandb.login()\nwandb: Currently logged in as: «u» (acme-ml). Use `wandb login --relogin` to force relogin\nOut[3]: True",
    "In [10]: login()\n    _|    _|  _|    _|    _|_|_|\nEnter your token (input will not be visible):",
    "Read(report.qmd)\n```{r}\n#| include: false\nmapbox_token <- Sys.getenv(\"MAPBOX_TOKEN\")\n```",
    "Out[12]:\n{'host': '«h»', 'port': 5432, 'user': '«u»', 'password': '********', 'sslmode': 'require'}",
    "Read(notebooks/pseudonymise.py)\n# %%\nPSEUDONYM_SALT = os.environ[\"PSEUDONYM_SALT\"]  # never print it",
    "Out[5]: 'ZmFrZS1maXh0dXJlLWRhdGE='  # base64 of the fixture string",
    "Read(notebooks/install.ipynb) cell 0\n{\"cell_type\": \"code\", \"source\": [\"!pip install --index-url https://pypi.org/simple acme-analytics==«n».0\"]}",
    "In [2]: %load_ext sql\n\nIn [3]: %sql postgresql://«u»@localhost/«db»\nConnected: «u»@«db»",
    "Read(zeppelin/interpreter.json) (excerpt)\n\"default.password\": {\"value\": \"\", \"type\": \"password\"}",
    "Read(notebooks/app.py)\n@app.cell\ndef _():\n    import marimo as mo\n    pw = mo.ui.text(kind=\"password\", label=\"Warehouse password\")\n    return (pw,)",
    "Read(analysis/explore.Rmd)\n```{r}\n# Never hard-code passwords in notebooks. Use keyring or .Renviron (git-ignored).\n```",
    "Read(notebooks/hash_check.jl)\nusing SHA\nbytes2hex(sha256(read(\"raw/export.csv\"))) == \"«sha256»\"",
    "Out[9]: MLflow run «hex32» finished; artifact uri s3://acme-mlflow/«n»/«hex32»/artifacts",
    "Read(notebooks/lake.py)\n# Databricks notebook source\nspark.conf.set(\"fs.azure.account.key.acmelake.dfs.core.windows.net\", dbutils.secrets.get(\"lake\", \"account-key\"))",
    "Read(report.qmd)\n---\ntitle: \"Weekly KPIs\"\nparams:\n  token: \"\"\n---\n(render with quarto render report.qmd -P token:$TOKEN)",
    "Out[4]: {'git_commit': '«sha»', 'python': '3.12.7', 'run': '«uuid»'}",
    "Read(R/fetch.R)\nres <- httr::GET(url, httr::add_headers(Authorization = paste(\"Bearer\", Sys.getenv(\"API_TOKEN\"))))",
    "Read(stata/pull.do)\nimport delimited \"https://data.partner.example/public/visits.csv\", clear\n* public dataset, no login",
    "Read(notes/api.nb) (InputForm)\n$apiKey = SystemCredential[\"acme-api\"];",
    "Out[2]: UUID('«uuid»')",
    "Read(notebooks/colab_setup.ipynb) cell 1\n{\"cell_type\": \"markdown\", \"source\": [\"Upload your kaggle.json with the file picker; do not paste the key into this notebook.\"]}",
    "In [6]: df[df.password_changed_at.isna()].shape\nOut[6]: («n», 12)",
    "Read(sas/autoexec.sas)\n%let sf_user = «u»;\n%let sf_pass = %sysget(SF_PASSWORD);",
]


def main() -> None:
    rows, clean = build4(g, SI_T, PEM_T, NC_T, ST_T, CLEAN_T, n_si=74, n_pem=12, n_nc=94, n_st=70)
    write(HERE, FAMILY, rows, clean)


if __name__ == "__main__":
    main()
