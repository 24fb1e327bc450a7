"""Blind redaction source "clinicaltrials": clinical research software.

REDCap API tokens and project configs, Medidata Rave web services, CTMS and eTMF integrations, ePRO app builds,
IWRS/randomisation services and CRO data-transfer SFTP drops, as engineers and data managers write them: configs,
shell commands, logs, tracebacks, tickets, and agent hook payloads. Written blind by the helper "corpora4" on
2026-12-03 (it had read neither memtool's rules nor their results). Every value is random and made up.
Run: python3 src_clinicaltrials.py  (seeded; rewrites clinicaltrials_secrets.jsonl / clinicaltrials_clean.jsonl
byte-identically).
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX  # noqa: E402

FAM = "clinicaltrials"
g = Gen(2612031)
r = g.r
SITES = ["site-101", "site-204", "UKE-03", "MGH-12", "CHU-Lyon", "NL-Erasmus", "AU-Peter-Mac", "JP-Keio-2"]
STUDIES = ["ONC-4471", "CARD-0912", "NEU-2210", "RESP-118", "DERM-3305", "HEP-0707", "PED-5521"]
WORDS = ["heron", "cobalt", "tundra", "lantern", "quartz", "marble", "juniper", "saffron", "falcon", "meadow",
         "harbor", "violet", "ember", "glacier", "orchid", "pepper", "summit", "willow"]


def redcap_token() -> str:
    return g.s("0123456789ABCDEF", 32)


def secretish() -> str:
    k = r.randrange(8)
    if k == 0:
        return "-".join(r.sample(WORDS, 4))
    if k == 1:
        return str(r.randint(100000, 999999))
    if k == 2:
        return r.choice(WORDS).capitalize() + str(r.randint(1, 99)) + r.choice(["!", "@", "#", ""])
    if k == 3:
        return r.choice(["trial", "study", "cro", "rave", "ctms"]) + str(r.randint(100, 9999))
    if k == 4:
        return g.hexs(r.choice([32, 48, 64]))
    if k == 5:
        return g.s(B62, r.randint(12, 20))
    if k == 6:
        return g.s(string.ascii_uppercase + string.digits, 4) + "-" + g.s(string.ascii_uppercase + string.digits, 4) + "-" + g.s(string.ascii_uppercase + string.digits, 4)
    return g.human_pw()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "exit_code": 0}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


# ---------------- secrets: each returns (class, text, [secrets])
def s_redcap_curl():
    t = redcap_token()
    return "structural", f"curl -s -X POST https://redcap.{r.choice(['uni-hospital.org','ctu.example.ac.uk','research.med.example.edu'])}/api/ \\\n  -d token={t} -d content=record -d format=json -d type=flat -d 'forms[0]=demographics'", [t]


def s_redcap_env():
    t = redcap_token()
    return "name-context", f"# .env for the export job\nREDCAP_URL=https://redcap.ctu.example.org/api/\nREDCAP_API_TOKEN={t}\nREDCAP_PROJECT_ID={r.randint(100,9999)}\n", [t]


def s_redcap_r():
    t = redcap_token()
    return "name-context", f"library(REDCapR)\nuri   <- \"https://redcap.example-ctu.org/api/\"\ntoken <- \"{t}\"  # project {r.choice(STUDIES)} (export rights only)\nds <- redcap_read(redcap_uri = uri, token = token)$data\n", [t]


def s_redcap_py():
    t = redcap_token()
    return "name-context", f"from redcap import Project\n\nAPI_URL = 'https://redcap.hospital.example.net/api/'\nAPI_KEY = '{t}'\nproject = Project(API_URL, API_KEY)\ndf = project.export_records(format_type='df')\n", [t]


def s_rave_basic():
    u = f"{r.choice(['svc','api','int'])}_{r.choice(['ctms','etl','edc'])}{r.randint(1,9)}"
    p = secretish()
    import base64
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"GET /RaveWebServices/studies/{r.choice(STUDIES)}(Prod)/datasets/regular HTTP/1.1\nHost: {r.choice(['sponsorx','acmepharma','novabio'])}.mdsol.com\nAuthorization: Basic {b}\nAccept: application/xml\n", [b]


def s_rave_cfg():
    p = secretish()
    return "name-context", f"[rave]\nurl = https://acmepharma.mdsol.com\nusername = svc_odm_extract\npassword = {p}\nstudy = {r.choice(STUDIES)}\nenvironment = Prod\n", [p]


def s_rave_python():
    p = secretish()
    return "structural", f"from rwslib import RWSConnection\nfrom rwslib.rws_requests import ClinicalStudiesRequest\n\nrave = RWSConnection('novabio', 'svc_rws_reader', '{p}')\nstudies = rave.send_request(ClinicalStudiesRequest())\n", [p]


def s_sftp_cro():
    p = secretish()
    host = r.choice(["sftp.cro-partner.example.com", "transfer.iqvia-like.example.net", "dropbox.labcorp-like.example"])
    return "structural", f"$ lftp -u sponsor_{r.choice(STUDIES).lower().replace('-','')},{p} sftp://{host}\nlftp sponsor@{host}:~> cd outbound/SDTM\nlftp sponsor@{host}:/outbound/SDTM> mget *.xpt\n", [p]


def s_sftp_netrc():
    p = secretish()
    return "structural", f"machine sftp.cro-datahub.example.com\n  login acme_dm_transfer\n  password {p}\n", [p]


def s_sftp_key():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", f"# key for the weekly lab-data pull from the central lab (do not rotate before DB lock)\n$ cat ~/.ssh/centrallab_transfer\n{block}\n", [line]


def s_sftp_paramiko():
    p = secretish()
    return "name-context", f"import paramiko\n\nSFTP_HOST = 'edc-drop.cro.example.org'\nSFTP_USER = 'sponsor_upload'\nSFTP_PASSWORD = '{p}'\n\nt = paramiko.Transport((SFTP_HOST, 22))\nt.connect(username=SFTP_USER, password=SFTP_PASSWORD)\n", [p]


def s_ctms_db():
    p = secretish()
    return "structural", f"CTMS_DATABASE_URL=postgresql://ctms_app:{p}@ctms-db.internal:5432/ctms_prod\n", [p]


def s_ctms_jdbc():
    p = secretish()
    return "structural", f"spring.datasource.url=jdbc:sqlserver://sqlclin01.corp.local:1433;databaseName=SiebelCTMS;user=ctms_ro;password={p};encrypt=true\n", [p]


def s_etmf_oauth():
    cs = g.s(B62 + "-_", 40)
    return "name-context", f"etmf:\n  vault_url: https://sponsor-clinical.veevavault.com\n  client_id: {g.uuid()}\n  client_secret: {cs}\n  document_type: \"Trial Master File\"\n", [cs]


def s_veeva_session():
    sid = g.hexs(64).upper() + "." + g.s(string.digits, 6)
    return "structural", f"POST https://sponsor-clinical.veevavault.com/api/v23.1/objects/documents HTTP/1.1\nAuthorization: {sid}\nContent-Type: multipart/form-data\n", [sid]


def s_veeva_auth_resp():
    sid = g.hexs(64).upper()
    return "name-context", hook("curl -s -X POST https://vault.example-sponsor.com/api/v23.1/auth -d username=etl@sponsor.com -d password=$VV_PW",
                                json.dumps({"responseStatus": "SUCCESS", "sessionId": sid, "userId": r.randint(10**6, 10**7), "vaultIds": [{"id": r.randint(1000, 99999), "name": "Clinical Operations"}]})), [sid]


def s_epro_firebase():
    k = g.google_api()
    return "self-identifying", f"// ePRO diary app — src/config/firebase.prod.ts\nexport const firebaseConfig = {{\n  apiKey: \"{k}\",\n  projectId: \"epro-diary-prod\",\n  messagingSenderId: \"{r.randint(10**11, 10**12)}\",\n}};\n", [k]


def s_epro_keystore():
    p = secretish()
    return "name-context", f"# android/key.properties (ePRO diary)\nstoreFile=../keystores/epro-release.jks\nstorePassword={p}\nkeyAlias=epro\nkeyPassword={p}\n", [p]


def s_iwrs_hmac():
    k = g.hexs(64)
    return "name-context", f"randomisation:\n  provider: iwrs\n  endpoint: https://rand.iwrs-vendor.example.com/v2/allocate\n  site_code: {r.choice(SITES)}\n  hmac_secret: {k}\n  stratification: [age_group, ecog]\n", [k]


def s_iwrs_apikey_header():
    k = g.s(B62, 32)
    return "structural", f"$ curl -H 'X-Api-Key: {k}' -H 'Content-Type: application/json' \\\n    -d '{{\"subject\":\"{r.randint(1000,9999)}-{r.randint(100,999)}\",\"stratum\":\"B\"}}' https://api.randomize.example.net/v1/trials/{r.choice(STUDIES)}/randomize\n{{\"arm\":\"BLINDED\",\"kit\":\"K{r.randint(10000,99999)}\"}}\n", [k]


def s_unblind_pin():
    p = str(r.randint(100000, 99999999))
    return "name-context", f"Unblinding procedure (study {r.choice(STUDIES)}): emergency unblinding PIN for the on-call medical monitor is {p} — rotate after every use and log in the IWRS audit trail.\n", [p]


def s_pgpass():
    p = secretish()
    return "structural", f"$ cat ~/.pgpass\nclinical-dw.internal:5432:sdtm:dm_loader:{p}\n", [p]


def s_sas_libname():
    p = secretish()
    return "structural", f"libname CDW odbc noprompt=\"driver=SQL Server;server=cdw01;database=Trials;uid=sas_reader;pwd={p};\" schema=dbo;\nproc sql; select count(*) from CDW.ADSL; quit;\n", [p]


def s_sas_pwencode():
    enc = "{SAS002}" + g.hexs(32).upper()
    return "name-context", f"/* metadata server connection for the SDTM jobs */\noptions metaserver=\"sasmeta.clin.local\" metaport=8561\n        metauser=\"sasdemo\" metapass=\"{enc}\";\n", [enc]


def s_aws_export():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"# CRO drops the nightly SDTM export into our bucket\n[profile cro-dropzone]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n", [s]


def s_aws_akid_only():
    a = g.aws_akid()
    s = g.aws_secret()
    return "self-identifying", f"$ aws s3 sync s3://trial-{r.choice(STUDIES).lower()}-edc/exports ./exports\nfatal error: An error occurred (InvalidAccessKeyId) when calling the ListObjectsV2 operation: The AWS Access Key Id you provided does not exist in our records.\n$ env | grep AWS\nAWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\n", [s]


def s_slack_alert():
    w = g.slack_webhook()
    return "self-identifying", f"alerts:\n  query_aging:\n    threshold_days: 14\n    notify: {w}\n", [w.rsplit('/', 1)[1]]


def s_ticket():
    p = secretish()
    return "name-context", f"JIRA CDM-{r.randint(100,999)}: Site {r.choice(SITES)} coordinator locked out of the EDC. Reset done — temp password is {p} (must change at first login). Please forward to the CRA only by phone.\n", [p]


def s_chat():
    p = secretish()
    return "structural", f"[09:{r.randint(10,59)}] maria.k: anyone have the UAT login for the ePRO admin portal?\n[09:{r.randint(10,59)}] tom.h: user uat_admin / pw {p} — it's only UAT, but please don't paste it in the ticket\n", [p]


def s_traceback():
    p = secretish()
    return "structural", f"Traceback (most recent call last):\n  File \"/opt/etl/pull_lab.py\", line 44, in <module>\n    engine = create_engine(\"mssql+pyodbc://lab_etl:{p}@labdb01/LabResults?driver=ODBC+Driver+18+for+SQL+Server\")\n  File \"/opt/etl/venv/lib/python3.11/site-packages/sqlalchemy/engine/create.py\", line 560, in create_engine\nsqlalchemy.exc.InterfaceError: (pyodbc.InterfaceError) ('28000', \"Login failed for user 'lab_etl'.\")\n", [p]


def s_mirth():
    p = secretish()
    return "name-context", f"<!-- Mirth channel: CTMS -> eTMF site activation feed -->\n<connector>\n  <properties class=\"com.mirth.connect.connectors.ws.WebServiceDispatcherProperties\">\n    <wsdlUrl>https://etmf.example.com/ws/SiteService?wsdl</wsdlUrl>\n    <username>mirth_ctms</username>\n    <password>{p}</password>\n  </properties>\n</connector>\n", [p]


def s_docker_compose():
    p = secretish()
    return "name-context", f"services:\n  redcap-db:\n    image: mariadb:10.11\n    environment:\n      MARIADB_DATABASE: redcap\n      MARIADB_USER: redcap\n      MARIADB_PASSWORD: \"{p}\"\n", [p]


def s_redcap_dbphp():
    p = secretish()
    salt = g.hexs(32)
    return "name-context", f"<?php\n// redcap/database.php\n$hostname   = 'localhost';\n$db         = 'redcap';\n$username   = 'redcap_user';\n$password   = '{p}';\n$salt       = '{salt}';\n", [p]


def s_github_ci():
    t = g.gh_classic()
    return "self-identifying", hook("git remote -v", f"origin\thttps://x-access-token:{t}@github.com/sponsor-biostat/adam-programs.git (fetch)\norigin\thttps://x-access-token:{t}@github.com/sponsor-biostat/adam-programs.git (push)\n"), [t]


def s_smtp():
    p = secretish()
    return "name-context", f"# ePRO reminder e-mails\nMAIL_HOST=smtp.office365.com\nMAIL_PORT=587\nMAIL_USERNAME=epro-noreply@sponsor.example\nMAIL_PASSWORD={p}\n", [p]


def s_twilio_sms():
    t = g.hexs(32)
    return "name-context", f"// SMS diary reminders\nconst client = twilio('AC{g.hexs(32)}', process.env.TW_TOKEN || '{t}');\nawait client.messages.create({{ to: patient.phone, from: '+4930{r.randint(1000000,9999999)}', body: 'Time for your daily diary.' }});\n", [t]


def s_jwt_log():
    j = g.jwt()
    return "self-identifying", f"2026-11-{r.randint(10,28)}T0{r.randint(1,9)}:12:44Z INFO  epro-api request GET /v1/diaries/pending subject={r.randint(1000,9999)} auth=Bearer {j} latency=38ms\n", [j]


def s_bearer_ctms():
    t = g.s(B62 + "-_", 48)
    return "structural", f"> GET /api/v3/sites?study={r.choice(STUDIES)} HTTP/2\n> Host: ctms.clinsoft.example.com\n> Authorization: Bearer {t}\n> Accept: */*\n< HTTP/2 200\n", [t]


def s_yaml_odm():
    p = secretish()
    return "name-context", f"odm_export:\n  schedule: \"0 2 * * *\"\n  target: sftp://dm-archive.internal/odm\n  sftp_user: odmexport\n  sftp_password: '{p}'\n  include_audit_trail: true\n", [p]


def s_url_in_log():
    p = secretish()
    return "structural", f"[2026-11-30 23:05:01] transfer.sh: uploading SDTM_{r.choice(STUDIES)}_20261130.zip to ftps://cro_upload:{p}@files.cro-partner.example.com/incoming/\n[2026-11-30 23:05:09] transfer.sh: 226 Transfer complete (48.2 MB)\n", [p]


def s_pem_signing():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"Read(certs/esig-signing.key)\n{block}\n", [line]


def s_kube_secret():
    import base64
    p = secretish()
    b = base64.b64encode(p.encode()).decode()
    return "name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ctms-sync\ntype: Opaque\ndata:\n  RAVE_PASSWORD: {b}\n", [b]


def s_openclinica():
    p = secretish()
    return "name-context", f"# OpenClinica datainfo.properties\ndbType=postgres\ndbUser=clinica\ndbPass={p}\ndb=openclinica\ndbPort=5432\ndbHost=localhost\n", [p]


def s_encrypt_key():
    k = g.b64(32)
    return "name-context", f"# Field-level encryption for patient initials / DOB in the ePRO backend\nPHI_ENCRYPTION_KEY={k}\nPHI_KEY_VERSION=3\n", [k]


def s_sendgrid():
    t = g.sendgrid()
    return "self-identifying", f"SENDGRID_API_KEY={t}\nEPRO_FROM=diary@epro.example\n", [t]


def s_hook_env():
    p = secretish()
    return "name-context", hook("printenv | grep -i -E 'iwrs|rand'", f"IWRS_BASE_URL=https://iwrs.vendor.example.net\nIWRS_USER=sponsor_api\nIWRS_PASSWORD={p}\nRAND_LIST_VERSION=4\n"), [p]


def s_hook_read_cfg():
    t = redcap_token()
    return "name-context", hook_read("/srv/etl/config/redcap.json", json.dumps({"api_url": "https://redcap.ctu.example.org/api/", "projects": [{"pid": r.randint(100, 999), "name": r.choice(STUDIES), "api_token": t}]}, indent=2)), [t]


def s_cmd_mysql():
    p = secretish()
    return "structural", f"$ mysql -h redcap-db01 -u redcap_admin -p'{p}' redcap -e 'SELECT project_id, app_title FROM redcap_projects LIMIT 5'\n", [p]


def s_sftp_batch():
    p = secretish()
    return "structural", f"#!/bin/bash\n# pull central ECG reads\nsshpass -p '{p}' sftp -oBatchMode=no ecg_sponsor@sftp.ecgcore.example.com <<EOF\nget /outbound/*.xml /data/ecg/incoming/\nEOF\n", [p]


def s_medidata_imedidata():
    k = g.hexs(40)
    return "name-context", f"# Rave Web Services via iMedidata API key (sponsor integration)\nMEDIDATA_CLIENT_ID=etl-integration\nMEDIDATA_API_SECRET={k}\n", [k]


def s_powerbi():
    cs = g.azure_client_secret()
    return "self-identifying", f"{{\n  \"tenantId\": \"{g.uuid()}\",\n  \"clientId\": \"{g.uuid()}\",\n  \"clientSecret\": \"{cs}\",\n  \"workspace\": \"Clinical Ops KPIs\"\n}}\n", [cs]


SECRETS = [s_redcap_curl, s_redcap_env, s_redcap_r, s_redcap_py, s_rave_basic, s_rave_cfg, s_rave_python, s_sftp_cro,
           s_sftp_netrc, s_sftp_key, s_sftp_paramiko, s_ctms_db, s_ctms_jdbc, s_etmf_oauth, s_veeva_session,
           s_veeva_auth_resp, s_epro_firebase, s_epro_keystore, s_iwrs_hmac, s_iwrs_apikey_header, s_unblind_pin,
           s_pgpass, s_sas_libname, s_sas_pwencode, s_aws_export, s_aws_akid_only, s_slack_alert, s_ticket, s_chat,
           s_traceback, s_mirth, s_docker_compose, s_redcap_dbphp, s_github_ci, s_smtp, s_twilio_sms, s_jwt_log,
           s_bearer_ctms, s_yaml_odm, s_url_in_log, s_pem_signing, s_kube_secret, s_openclinica, s_encrypt_key,
           s_sendgrid, s_hook_env, s_hook_read_cfg, s_cmd_mysql, s_sftp_batch, s_medidata_imedidata, s_powerbi]


# ---------------- clean
def c_redcap_doc():
    return "## Exporting records\nSet `REDCAP_API_TOKEN` in your environment (ask the REDCap admin for a token with export rights), then run:\n\n    curl -X POST $REDCAP_URL -d token=$REDCAP_API_TOKEN -d content=record -d format=csv\n"


def c_redcap_placeholder():
    return f"REDCAP_URL=https://redcap.ctu.example.org/api/\nREDCAP_API_TOKEN=<your-32-char-token>\nREDCAP_PROJECT_ID={r.randint(100,9999)}\n"


def c_checksum():
    return f"$ sha256sum SDTM_{r.choice(STUDIES)}_2026{r.randint(10,12)}{r.randint(10,28)}.zip\n{g.sha256()}  SDTM_{r.choice(STUDIES)}_20261130.zip\n$ md5sum dm.xpt\n{g.hexs(32)}  dm.xpt\n"


def c_subject_ids():
    rows = "\n".join(f"{r.choice(SITES)},{r.randint(1000,9999)}-{r.randint(100,999)},{r.choice(['SCREENED','RANDOMIZED','COMPLETED','WITHDRAWN'])},{g.uuid()}" for _ in range(4))
    return "site,subject_id,status,record_uuid\n" + rows + "\n"


def c_kit_list():
    return "\n".join(f"KIT-{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}  lot {g.s(string.ascii_uppercase, 2)}{r.randint(1000,9999)}  exp 2027-0{r.randint(1,9)}" for _ in range(5)) + "\n"


def c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample(["Fix visit window calc for V5", "Add ECOG stratification", "Bump rwslib to 1.2.13", "Rename AE forms per CRF v3", "Handle partial dates in DM", "Retry SFTP on EOF"], 4)) + "\n"


def c_public_key():
    return f"# CRO's SFTP host key — add to known_hosts\nsftp.cro-partner.example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)}\n"


def c_authorized_keys():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B62 + '+/', 200)} dm-transfer@sponsor\n"


def c_compose_vars():
    return "services:\n  redcap-db:\n    image: mariadb:10.11\n    environment:\n      MARIADB_USER: redcap\n      MARIADB_PASSWORD: ${REDCAP_DB_PASSWORD}\n      MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root\n"


def c_changeme_doc():
    return "### OpenClinica install\nEdit `datainfo.properties` and replace the defaults:\n\n    dbUser=clinica\n    dbPass=changeme\n\nThe installer refuses to start while `dbPass` is still `changeme`.\n"


def c_audit_trail():
    return "\n".join(f"2026-11-{r.randint(10,28)} {r.randint(10,23)}:{r.randint(10,59)} | {r.choice(['jdoe','mkoch','aperez','lchen'])} | {r.choice(['DM','AE','VS','LB'])} | field {r.choice(['AESTDAT','VSORRES','LBORRES'])} changed | reason: {r.choice(['transcription error','source verified','site query answered'])}" for _ in range(4)) + "\n"


def c_odm_xml():
    return f"<ODM xmlns=\"http://www.cdisc.org/ns/odm/v1.3\" FileOID=\"{g.uuid()}\" CreationDateTime=\"2026-12-01T08:00:00\">\n  <ClinicalData StudyOID=\"{r.choice(STUDIES)}(Prod)\" MetaDataVersionOID=\"{r.randint(100,999)}\">\n    <SubjectData SubjectKey=\"{r.randint(1000,9999)}-{r.randint(100,999)}\"/>\n  </ClinicalData>\n</ODM>\n"


def c_rave_url():
    return f"GET https://acmepharma.mdsol.com/RaveWebServices/studies/{r.choice(STUDIES)}(Prod)/subjects\nAuthorization: Basic <base64 of user:password>\n(see the RWS guide, section 3.2)\n"


def c_ticket():
    return f"CDM-{r.randint(100,999)}: Site {r.choice(SITES)} cannot see the new lab normal ranges. Root cause: ranges uploaded against the wrong lab ID ({g.uuid()}). Re-uploaded, verified with the site.\n"


def c_iwrs_cfg():
    return f"randomisation:\n  provider: iwrs\n  endpoint: https://rand.iwrs-vendor.example.com/v2/allocate\n  hmac_secret: ${{IWRS_HMAC_SECRET}}\n  block_size: {r.choice([4,6,8])}\n  seed_ref: vault://clinical/iwrs/seed\n"


def c_base64_img():
    return f"<img alt=\"site logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB{g.s(B62 + '+/', 120)}==\">\n"


def c_sftp_log():
    return f"[2026-11-30 23:05:01] transfer.sh: uploading SDTM_{r.choice(STUDIES)}_20261130.zip to sftp://cro_upload@files.cro-partner.example.com/incoming/ (key auth)\n[2026-11-30 23:05:09] 226 Transfer complete, sha256={g.sha256()}\n"


def c_firebase_public():
    return f"// Firebase messaging sender id and app id are public identifiers\nexport const appIds = {{ messagingSenderId: \"{r.randint(10**11,10**12)}\", appId: \"1:{r.randint(10**11,10**12)}:android:{g.hexs(16)}\" }};\n"


def c_hook_ls():
    return hook("ls -la /data/cro/incoming", "\n".join(f"-rw-r----- 1 sftp dm {r.randint(10**5,10**8)} Nov 30 23:0{i} {r.choice(STUDIES)}_{n}.xpt" for i, n in enumerate(["dm", "ae", "lb", "vs"])))


def c_pytest():
    return f"$ pytest tests/test_visit_windows.py -q\n........F.\nFAILED tests/test_visit_windows.py::test_v5_window - AssertionError: expected day 84±3, got 88\n1 failed, 9 passed in 0.{r.randint(10,99)}s\n"


def c_kube_secret_ref():
    return "env:\n  - name: RAVE_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ctms-sync\n        key: RAVE_PASSWORD\n"


def c_chat():
    return f"[10:{r.randint(10,59)}] maria.k: the UAT ePRO login is in 1Password under 'ePRO UAT admin'\n[10:{r.randint(10,59)}] tom.h: thanks, got it. FYI the build id is {g.hexs(12)}\n"


def c_pin_policy():
    return "Emergency unblinding: the IWRS asks for a 6-digit PIN issued to the medical monitor. PINs are never written in tickets; request a reset via the IWRS helpdesk.\n"


def c_sas_log():
    return f"NOTE: Libref CDW was successfully assigned as follows:\n      Engine:        ODBC\n      Physical Name: cdw01\nNOTE: Table WORK.ADSL created, with {r.randint(100,900)} rows and {r.randint(20,90)} columns.\nNOTE: PROCEDURE SQL used (Total process time):\n      real time           0.{r.randint(10,99)} seconds\n"


def c_define_xml():
    return f"<def:leaf ID=\"LF.DM\" xlink:href=\"dm.xpt\">\n  <def:title>dm.xpt</def:title>\n</def:leaf>\n<!-- checksum {g.sha1()} -->\n"


def c_lockfile():
    return f"rwslib==1.2.13 \\\n    --hash=sha256:{g.sha256()} \\\n    --hash=sha256:{g.sha256()}\n"


def c_uuid_json():
    return json.dumps({"documentId": g.uuid(), "tmfArtifact": "05.04.01 Site Signature Sheet", "version": f"{r.randint(1,4)}.0", "status": "Approved"}, indent=2) + "\n"


def c_jwt_doc():
    return "The ePRO API expects `Authorization: Bearer <access_token>`; tokens come from /oauth/token and expire after 15 minutes.\n"


def c_vault_ref():
    return "[rave]\nurl = https://acmepharma.mdsol.com\nusername = svc_odm_extract\npassword_cmd = vault kv get -field=password secret/clinical/rave\n"


def c_env_example():
    return "# .env.example\nCTMS_DATABASE_URL=postgresql://ctms_app:password@localhost:5432/ctms_dev\nSFTP_PASSWORD=\nPHI_ENCRYPTION_KEY=\n"


CLEAN = [c_redcap_doc, c_redcap_placeholder, c_checksum, c_subject_ids, c_kit_list, c_git_log, c_public_key,
         c_authorized_keys, c_compose_vars, c_changeme_doc, c_audit_trail, c_odm_xml, c_rave_url, c_ticket, c_iwrs_cfg,
         c_base64_img, c_sftp_log, c_firebase_public, c_hook_ls, c_pytest, c_kube_secret_ref, c_chat, c_pin_policy,
         c_sas_log, c_define_xml, c_lockfile, c_uuid_json, c_jwt_doc, c_vault_ref, c_env_example]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = [SECRETS[i % len(SECRETS)]() for i in range(250)]
    clean = [CLEAN[i % len(CLEAN)]() for i in range(100)]
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
