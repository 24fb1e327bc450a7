"""Blind redaction source "recruiting": hiring and recruiting integrations.

Applicant tracking systems (Greenhouse, Lever, Workable, SmartRecruiters, Ashby), job-board feeds, background-check
and assessment vendors, interview scheduling and HRIS sync, as their configs, commands, logs, tracebacks, chat and
agent hook payloads show them. Written blind by the helper "corpora6" on 2026-12-03, without reading memtool's rules,
tests or results. Every value is random and made up. Seeded: rerunning writes recruiting_secrets.jsonl and
recruiting_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "recruiting"
OUT = Path(__file__).resolve().parent
g = Gen(34_101)
r = g.r

WORDS = ["harbor", "pencil", "orbit", "maple", "quartz", "lantern", "walnut", "meadow", "copper", "signal", "tundra",
         "violet", "anchor", "ember", "saffron", "glacier", "thistle", "juniper", "canyon", "pebble"]
PEOPLE = ["priya.raman", "j.okafor", "mlindqvist", "talent-ops", "recruiting-eng", "hr.integrations", "svc_ats",
          "a.moreau", "kwame.b", "tsato"]
COMPANIES = ["northwind", "acmehire", "brightlane", "fjordworks", "kestrel-labs", "tidepool", "orbitly"]


def pw() -> str:
    k = r.randint(0, 8)
    if k == 0:
        return "-".join(r.sample(WORDS, 4))
    if k == 1:
        return g.pick(WORDS).capitalize() + str(r.randint(1, 99)) + g.pick(["!", "#", "$", "@"])
    if k == 2:
        return g.s(string.ascii_lowercase + string.digits, 8)
    if k == 3:
        return g.hexs(32)
    if k == 4:
        return g.s(B62, r.randint(20, 32))
    if k == 5:
        return g.human_pw()
    if k == 6:
        return g.s(B62 + "!@#%^*", 16)
    if k == 7:
        return g.pick(COMPANIES).capitalize() + str(r.randint(2019, 2026)) + "!"
    return g.machine_pw()


def gh_key() -> str:  # Greenhouse Harvest key: 32 hex-ish chars, basic-auth username
    return g.hexs(32)


def lever_key() -> str:
    return g.s(B62 + "/+", 40)


def workable_tok() -> str:
    return g.s(B62, 40)


def hook(cmd: str, stdout: str) -> str:
    return json.dumps({"session_id": g.uuid(), "tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def basic(user: str, pw_: str = "") -> str:
    return base64.b64encode(f"{user}:{pw_}".encode()).decode()


# ---------------------------------------------------------------- secret templates: (class, text, [secrets])
def t_greenhouse_env():
    k = gh_key()
    return "name-context", f"# .env.production  (ats-sync)\nGREENHOUSE_BASE_URL=https://harvest.greenhouse.io/v1\nGREENHOUSE_HARVEST_API_KEY={k}\nGREENHOUSE_ON_BEHALF_OF={r.randint(4000000, 4999999)}\nSYNC_INTERVAL_MIN=15\n", [k]


def t_greenhouse_curl():
    k = gh_key()
    return "structural", f"$ curl -s -u {k}: 'https://harvest.greenhouse.io/v1/candidates?per_page=100&updated_after=2026-11-01T00:00:00Z' | jq '.[].id' | head -3\n{r.randint(10**8, 10**9)}\n{r.randint(10**8, 10**9)}\n{r.randint(10**8, 10**9)}", [k]


def t_greenhouse_basic_header():
    k = gh_key()
    b = basic(k)
    return "structural", f"DEBUG urllib3.connectionpool: https://harvest.greenhouse.io:443 \"GET /v1/applications?status=active HTTP/1.1\" 200 None\nDEBUG ats_sync.http: request headers={{'User-Agent': 'ats-sync/2.4.1', 'Authorization': 'Basic {b}', 'On-Behalf-Of': '{r.randint(4000000, 4999999)}'}}", [b]


def t_lever_yaml():
    k = lever_key()
    return "name-context", f"lever:\n  base_url: https://api.lever.co/v1\n  api_key: \"{k}\"\n  archive_reason_hired: {g.uuid()}\n  webhook_events: [candidateHired, candidateStageChange]\n", [k]


def t_lever_signing():
    k = g.s(B62, 32)
    return "name-context", f"// lever webhook receiver\nconst LEVER_SIGNATURE_TOKEN = process.env.LEVER_SIGNATURE_TOKEN || \"{k}\";\n\nfunction verify(body) {{\n  const mac = crypto.createHmac('sha256', LEVER_SIGNATURE_TOKEN).update(body.token + body.triggeredAt).digest('hex');\n  return mac === body.signature;\n}}\n", [k]


def t_workable_bearer():
    k = workable_tok()
    sub = g.pick(COMPANIES)
    return "structural", f"> GET /spi/v3/jobs?state=published HTTP/1.1\n> Host: {sub}.workable.com\n> Authorization: Bearer {k}\n> Accept: application/json\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json; charset=utf-8\n< X-Rate-Limit-Remaining: 9", [k]


def t_workable_py():
    k = workable_tok()
    return "name-context", f"WORKABLE_SUBDOMAIN = \"{g.pick(COMPANIES)}\"\nWORKABLE_ACCESS_TOKEN = \"{k}\"  # TODO move to vault before launch\n\nclient = WorkableClient(WORKABLE_SUBDOMAIN, WORKABLE_ACCESS_TOKEN, timeout=30)\n", [k]


def t_smartrecruiters():
    k = "DCRA1-" + g.hexs(32)
    return "name-context", f"[smartrecruiters]\nendpoint = https://api.smartrecruiters.com\nx_smarttoken = {k}\ncompany_id = {g.pick(COMPANIES).title()}Inc\n", [k]


def t_ashby():
    k = g.s(B62, 43)
    b = basic(k)
    return "structural", f"$ http POST https://api.ashbyhq.com/candidate.search email=ada@example.org 'Authorization:Basic {b}'\nHTTP/1.1 200 OK\n{{\"success\": true, \"results\": []}}", [b]


def t_checkr():
    k = g.hexs(40)
    return "structural", f"$ curl -u {k}: https://api.checkr.com/v1/invitations -d candidate_id={g.hexs(24)} -d package=tasker_standard\n{{\"id\":\"{g.hexs(24)}\",\"status\":\"pending\",\"invitation_url\":\"https://apply.checkr.com/invite/{g.pick(COMPANIES)}/{g.hexs(8)}\"}}", [k]


def t_checkr_env():
    k = g.hexs(40)
    return "name-context", f"CHECKR_API_KEY={k}\nCHECKR_PACKAGE=driver_pro\nCHECKR_NODE=hq-{r.randint(1, 9)}\n", [k]


def t_sterling():
    u, p = g.pick(PEOPLE) + "@" + g.pick(COMPANIES) + ".com", pw()
    return "structural", f"sterling:\n  token_url: https://api.us.sterlingcheck.app/oauth/token\n  client_id: {g.uuid()}\n  client_secret: {p}\n  account: {u}\n", [p]


def t_hireright_soap():
    p = pw()
    return "structural", f"<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>{g.pick(COMPANIES).upper()}_API</wsse:Username>\n      <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{p}</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>", [p]


def t_codility():
    k = g.s(B62, 32)
    return "structural", f"requests.post(\"https://codility.com/api/tests/{r.randint(100000, 999999)}/invite/\",\n    headers={{\"Authorization\": \"Bearer {k}\", \"Content-Type\": \"application/json\"}},\n    json={{\"candidates\": [{{\"email\": cand.email, \"first_name\": cand.first}}]}})", [k]


def t_hackerrank_chat():
    k = g.hexs(64)
    who = g.pick(["Dana", "Tomasz", "Ifeoma", "Kenji", "Lucía"])
    return "name-context", f"{who} 10:42 AM\nhackerrank for work key for the staging tenant is {k} — it's tied to my account so please don't rotate it until friday's hiring sprint is over", [k]


def t_goodtime():
    k = g.s(B62 + "_-", 48)
    return "structural", f"2026-11-28T09:14:02.118Z INFO scheduler GET https://api.goodtime.io/v1/interviews?token={k}&from=2026-12-01 status=200 ms=341", [k]


def t_calendly_pat():
    k = g.jwt()
    return "self-identifying", f"# scheduler/.env\nCALENDLY_PAT={k}\nCALENDLY_ORG_URI=https://api.calendly.com/organizations/{g.s(string.ascii_uppercase, 16)}\n", [k]


def t_google_cal_sa():
    blk, line = g.pem("PRIVATE KEY")
    j = {"type": "service_account", "project_id": f"interview-sched-{r.randint(100, 999)}",
         "private_key_id": g.hexs(40), "private_key": blk + "\n",
         "client_email": f"calendar-sync@interview-sched.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}
    return "self-identifying", "$ cat secrets/calendar-sa.json\n" + json.dumps(j, indent=2), [line]


def t_ms_graph_cal():
    s = g.azure_client_secret()
    return "self-identifying", f"interview_scheduler:\n  graph:\n    tenant_id: {g.uuid()}\n    client_id: {g.uuid()}\n    client_secret: {s}\n    mailbox: interviews@{g.pick(COMPANIES)}.com\n", [s]


def t_workday_tenant():
    u, p = "ISU_Recruiting_Sync", pw()
    return "structural", f"workday:\n  wsdl: https://wd5-impl-services1.workday.com/ccx/service/{g.pick(COMPANIES)}_preview/Recruiting/v42.0\n  username: {u}@{g.pick(COMPANIES)}_preview\n  password: '{p}'\n", [p]


def t_bamboohr():
    k = g.hexs(40)
    return "structural", f"$ curl -i -u \"{k}:x\" \"https://api.bamboohr.com/api/gateway.php/{g.pick(COMPANIES)}/v1/employees/directory\"\nHTTP/2 200\ncontent-type: application/json", [k]


def t_personio():
    cid, sec = "papi-" + g.uuid(), "papi-" + g.s(B62, 48)
    return "name-context", f"PERSONIO_CLIENT_ID={cid}\nPERSONIO_CLIENT_SECRET={sec}\n", [sec]


def t_hibob():
    tok = g.s(B62, 40)
    return "structural", f"hibob = requests.Session()\nhibob.auth = (\"SERVICE-{r.randint(1000, 9999)}\", \"{tok}\")\nresp = hibob.post(\"https://api.hibob.com/v1/people/search\", json={{\"showInactive\": False}})", [tok]


def t_indeed_feed():
    p = pw()
    return "structural", f"# job feed upload (cron, nightly)\nlftp -u {g.pick(COMPANIES)}_feed,{p} sftp://feeds.jobboard-partner.example:22 -e \"put /var/feeds/jobs.xml -o incoming/jobs.xml; bye\"", [p]


def t_linkedin_rsc():
    s = g.s(B62, 16)
    return "name-context", f"linkedin:\n  # Recruiter System Connect\n  client_id: 86{g.s(string.ascii_lowercase + string.digits, 12)}\n  client_secret: {s}\n  contract_id: {r.randint(100000000, 999999999)}\n", [s]


def t_ziprecruiter():
    k = g.s(string.ascii_lowercase + string.digits, 32)
    return "structural", f"https://api.ziprecruiter.com/jobs/v1?search=backend+engineer&location=Remote&api_key={k}&days_ago=7", [k]


def t_db_url():
    p = pw()
    return "structural", f"DATABASE_URL=postgres://ats_app:{p}@ats-db.internal.{g.pick(COMPANIES)}.net:5432/recruiting?sslmode=require", [p]


def t_traceback():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"/app/ats_sync/jobs/push_offers.py\", line 88, in run\n    conn = pymysql.connect(host=\"hris-mysql.int\", user=\"offers_rw\", password=\"{p}\", database=\"offers\")\n  File \"/usr/local/lib/python3.12/site-packages/pymysql/connections.py\", line 361, in __init__\n    self.connect()\npymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on 'hris-mysql.int' ([Errno 110] Connection timed out)\")", [p]


def t_slack_bot():
    tok = g.slack()
    return "self-identifying", f"# recruiting-bot: posts new applicants to #hiring-backend\nSLACK_TOKEN: {tok}\nCHANNEL: C0{g.s(string.ascii_uppercase + string.digits, 8)}\n", [tok]


def t_slack_webhook():
    _, tok, sec = "slack", g.slack_webhook(), None
    sec = tok.rsplit("/", 1)[1]
    return "self-identifying", f"notify:\n  on_offer_accepted:\n    slack_webhook: {tok}\n    template: \":tada: {{candidate}} accepted {{job_title}}\"\n", [sec]


def t_sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"EMAIL_BACKEND=sendgrid\nSENDGRID_API_KEY={k}\nCANDIDATE_REPLY_TO=jobs@{g.pick(COMPANIES)}.com\n", [k]


def t_hook_env():
    k, p = gh_key(), pw()
    out = f"GREENHOUSE_API_KEY={k}\nHRIS_DB_PASSWORD={p}\nNODE_ENV=production\nPORT=8080\n"
    return "name-context", hook("cat .env | grep -v '^#'", out), [k, p]


def t_hook_docker():
    p = pw()
    out = f"CONTAINER ID   IMAGE                  COMMAND\n3fa9e21b0c7d   ats-sync:2.4.1         \"python -m ats_sync --db mysql://sync:{p}@10.20.3.4/ats\"\n"
    return "structural", hook("docker ps --no-trunc --format 'table {{.ID}}\\t{{.Image}}\\t{{.Command}}'", out), [p]


def t_webhook_secret():
    k = g.s(B62, 24)
    return "name-context", f"Greenhouse > Configure > Dev Center > Web Hooks\n  Name: offer-created -> ats-sync\n  Endpoint URL: https://ats-sync.{g.pick(COMPANIES)}.com/hooks/greenhouse\n  Secret key: {k}\n  Error recipient: talent-ops@{g.pick(COMPANIES)}.com", [k]


def t_jwt_candidate_portal():
    j = g.jwt()
    return "self-identifying", f"[candidate-portal] 2026-11-30 16:02:11 WARN session refresh failed user=cand_{r.randint(10000, 99999)} token={j} reason=expired", [j]


def t_aws_resumes():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"[profile resumes-bucket]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-1\n", [a, s]


def t_openai_screen():
    k = g.openai()
    return "self-identifying", f"# resume-screener/settings.toml\n[llm]\nprovider = \"openai\"\nmodel = \"gpt-4o-mini\"\napi_key = \"{k}\"\nmax_resume_chars = 12000\n", [k]


def t_pem_sftp():
    blk, line = g.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", f"$ cat ~/.ssh/bgcheck_sftp\n{blk}\n$ sftp -i ~/.ssh/bgcheck_sftp batch@sftp.screening-vendor.example", [line]


def t_pin_ticket():
    pin = str(r.randint(100000, 999999))
    return "name-context", f"JIRA TALENT-{r.randint(100, 999)}: Can't log into the drug-screen vendor portal\nAccount: {g.pick(COMPANIES)}-hr\nPortal PIN: {pin}\nIt says account locked after three tries, can someone from IT reset?", [pin]


def t_legacy_ftp_pw():
    p = g.pick(["hire2019", "recruit1", "jobs4u", "taleo99", "welcome7", "summer22"]) + g.s(string.digits, 2)
    return "structural", f"; legacy Taleo export job (do not touch)\n[ftp]\nhost=ftp.{g.pick(COMPANIES)}.com\nuser=taleoexp\npass={p}\n", [p]


def t_php_config():
    k = g.s(B62, 36)
    return "name-context", f"<?php\nreturn [\n    'jobboard' => [\n        'partner_id' => '{r.randint(10000, 99999)}',\n        'partner_secret' => '{k}',\n        'feed_url' => 'https://careers.{g.pick(COMPANIES)}.com/feed.xml',\n    ],\n];", [k]


def t_k8s_secret():
    p = pw()
    enc = base64.b64encode(p.encode()).decode()
    return "name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: hris-sync\ntype: Opaque\ndata:\n  HRIS_PASSWORD: {enc}\n  HRIS_USER: {base64.b64encode(b'svc_hris').decode()}\n", [enc]


def t_zapier_chat():
    k = g.hexs(32)
    return "name-context", f"> anyone know why the Lever -> HRIS zap stopped?\nlooks like the lever key was rotated. new one is {k}, I pasted it into the zap but it still 401s", [k]


def t_github_actions():
    t = g.gh_classic()
    return "self-identifying", f"$ git remote -v\norigin\thttps://x-access-token:{t}@github.com/{g.pick(COMPANIES)}/ats-sync.git (fetch)\norigin\thttps://x-access-token:{t}@github.com/{g.pick(COMPANIES)}/ats-sync.git (push)", [t]


def t_redis_url():
    p = pw()
    return "structural", f"celery:\n  broker_url: redis://:{p}@redis-scheduler.int:6379/2\n  result_backend: redis://:{p}@redis-scheduler.int:6379/3\n", [p]


def t_ruby_cfg():
    k = g.hexs(32)
    return "name-context", f"Greenhouse.configure do |c|\n  c.api_key = \"{k}\"\n  c.on_behalf_of = ENV.fetch('GH_USER_ID')\nend", [k]


def t_mongo():
    p = pw()
    return "structural", f"2026-12-01 03:00:04,992 ERROR resume_parser.store: could not connect to mongodb+srv://parser:{p}@resumes.x{g.s('abcdefghij', 5)}.mongodb.net/parsed?retryWrites=true: ServerSelectionTimeoutError", [p]


def t_assessment_hmac():
    k = g.b64(32)
    return "name-context", f"{{\n  \"vendor\": \"testgorilla\",\n  \"callback_url\": \"https://hire.{g.pick(COMPANIES)}.com/api/assessments/callback\",\n  \"hmac_secret\": \"{k}\",\n  \"score_threshold\": 70\n}}", [k]


def t_password_flag():
    p = pw()
    return "structural", f"$ mysqldump -h hris-replica -u reporting -p'{p}' hris applicants offers > /tmp/hris_$(date +%F).sql\nmysqldump: [Warning] Using a password on the command line interface can be insecure.", [p]


SECRET_T = [t_greenhouse_env, t_greenhouse_curl, t_greenhouse_basic_header, t_lever_yaml, t_lever_signing,
            t_workable_bearer, t_workable_py, t_smartrecruiters, t_ashby, t_checkr, t_checkr_env, t_sterling,
            t_hireright_soap, t_codility, t_hackerrank_chat, t_goodtime, t_calendly_pat, t_google_cal_sa,
            t_ms_graph_cal, t_workday_tenant, t_bamboohr, t_personio, t_hibob, t_indeed_feed, t_linkedin_rsc,
            t_ziprecruiter, t_db_url, t_traceback, t_slack_bot, t_slack_webhook, t_sendgrid, t_hook_env,
            t_hook_docker, t_webhook_secret, t_jwt_candidate_portal, t_aws_resumes, t_openai_screen, t_pem_sftp,
            t_pin_ticket, t_legacy_ftp_pw, t_php_config, t_k8s_secret, t_zapier_chat, t_github_actions,
            t_redis_url, t_ruby_cfg, t_mongo, t_assessment_hmac, t_password_flag]


# ---------------------------------------------------------------- clean templates
def c_env_template():
    return "# .env.example — copy to .env and fill in\nGREENHOUSE_HARVEST_API_KEY=<your-harvest-key>\nLEVER_API_KEY=\nWORKABLE_ACCESS_TOKEN=${WORKABLE_ACCESS_TOKEN}\nHRIS_DB_PASSWORD=changeme\n"


def c_candidate_json():
    return json.dumps({"id": r.randint(10**8, 10**9), "first_name": "Ada", "last_name": "Example", "application_ids": [r.randint(10**8, 10**9)],
                       "attachments": [{"filename": "resume.pdf", "type": "resume", "checksum_sha256": g.sha256()}],
                       "external_id": g.uuid(), "updated_at": "2026-11-29T14:22:01.000Z"}, indent=2)


def c_git_log():
    return "$ git log --oneline -4\n" + "\n".join(f"{g.hexs(7)} {m}" for m in g.r.sample(
        ["ats-sync: paginate Harvest applications", "lever: handle candidateArchiveChange", "fix offer letter date tz",
         "bump requests to 2.32.3", "scheduler: skip panels with no interviewers", "hris: map department codes"], 4))


def c_webhook_sig_doc():
    return ("Greenhouse signs every web hook. The `Signature` header has the form `sha256 <hex digest>`; compute\n"
            "HMAC-SHA256 of the raw body with the secret key you entered when creating the hook and compare.\n"
            f"Example header: Signature: sha256 {g.sha256()}")


def c_log_ok():
    return f"2026-12-01T06:00:{r.randint(10, 59)}Z INFO ats_sync synced applications=412 candidates=388 jobs=57 duration_ms={r.randint(4000, 9000)} cursor={g.b64url(18)}"


def c_k8s_ref():
    return "env:\n  - name: GREENHOUSE_HARVEST_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: ats-sync\n        key: harvest-api-key\n  - name: LEVER_API_KEY\n    valueFrom:\n      secretKeyRef: {name: ats-sync, key: lever-api-key}\n"


def c_job_feed():
    return f"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<source>\n  <publisher>{g.pick(COMPANIES).title()}</publisher>\n  <job>\n    <title><![CDATA[Senior Backend Engineer]]></title>\n    <referencenumber>{g.hexs(12)}</referencenumber>\n    <url><![CDATA[https://boards.greenhouse.io/{g.pick(COMPANIES)}/jobs/{r.randint(4000000, 7999999)}]]></url>\n    <city>Lisbon</city>\n  </job>\n</source>"


def c_public_board():
    return f"$ curl -s https://boards-api.greenhouse.io/v1/boards/{g.pick(COMPANIES)}/jobs | jq '.jobs | length'\n{r.randint(5, 80)}"


def c_checkr_report():
    return json.dumps({"id": g.hexs(24), "object": "report", "status": "clear", "package": "tasker_standard",
                       "candidate_id": g.hexs(24), "ssn_trace_id": g.hexs(24), "created_at": "2026-11-20T10:01:00Z"})


def c_pubkey():
    return f"$ cat ~/.ssh/bgcheck_sftp.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} batch@ats-worker-{r.randint(1, 4)}"


def c_readme():
    return ("## Configuration\n\nSet `LEVER_API_KEY` to a key from Settings → Integrations and API → API Credentials.\n"
            "Never commit it; the CI uses `secrets.LEVER_API_KEY`. For local runs `export LEVER_API_KEY=xxxxxxxx`.\n")


def c_scheduler_log():
    return f"[scheduler] booked panel interview_id={g.uuid()} calendar_event=\"{g.b64url(20)}\" room=MUC-4.12 start=2026-12-04T10:00:00+01:00"


def c_hook_ls():
    return hook("ls -la secrets/", "total 8\ndrwx------  2 app app 4096 Dec  1 09:00 .\n-rw-r--r--  1 app app   74 Dec  1 09:00 README.md\n")


def c_pytest():
    return f"$ pytest tests/test_lever_webhook.py -q\n....F\nFAILED tests/test_lever_webhook.py::test_signature_mismatch - AssertionError: expected 401, got 200\n  signature='{g.sha256()}' delivery_id='{g.uuid()}' (fixture: tests/fixtures/lever_hook.json)\n1 failed, 4 passed in 0.41s"


def c_data_uri():
    return f"<img alt=\"{g.pick(COMPANIES)} logo\" src=\"data:image/png;base64,{g.b64(90)}\" width=\"120\">"


def c_offer_sql():
    return f"SELECT a.id, a.candidate_id, o.status, o.starts_at\nFROM applications a JOIN offers o ON o.application_id = a.id\nWHERE o.status = 'accepted' AND o.updated_at > now() - interval '7 days';\n-- run id {g.uuid()}"


def c_chat():
    return f"{g.pick(['Dana', 'Kenji', 'Lucía'])}: the Harvest key is in 1Password under \"ATS sync (prod)\", ask talent-ops for access — please don't paste it here"


def c_lockfile():
    return f"requests==2.32.3 \\\n    --hash=sha256:{g.sha256()} \\\n    --hash=sha256:{g.sha256()}\npyjwt==2.9.0 \\\n    --hash=sha256:{g.sha256()}"


def c_compose():
    return "services:\n  ats-sync:\n    image: ghcr.io/example/ats-sync:2.4.1\n    environment:\n      DATABASE_URL: postgres://ats_app:${ATS_DB_PASSWORD}@db:5432/recruiting\n      GREENHOUSE_HARVEST_API_KEY: ${GREENHOUSE_HARVEST_API_KEY:?set it}\n"


def c_hris_mapping():
    return "department_map:\n  ENG: Engineering\n  PRD: Product\n  PPL: People\nlocation_ids:\n  lisbon: " + str(r.randint(1000, 9999)) + "\n  berlin: " + str(r.randint(1000, 9999)) + "\n"


CLEAN_T = [c_env_template, c_candidate_json, c_git_log, c_webhook_sig_doc, c_log_ok, c_k8s_ref, c_job_feed,
           c_public_board, c_checkr_report, c_pubkey, c_readme, c_scheduler_log, c_hook_ls, c_pytest, c_data_uri,
           c_offer_sql, c_chat, c_lockfile, c_compose, c_hris_mapping]


def main() -> None:
    secrets = []
    order = SECRET_T * (250 // len(SECRET_T) + 1)
    for i in range(250):
        fn = order[i] if i < len(SECRET_T) else g.pick(SECRET_T)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean = []
    for i in range(100):
        fn = CLEAN_T[i] if i < len(CLEAN_T) else g.pick(CLEAN_T)
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": fn()})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
