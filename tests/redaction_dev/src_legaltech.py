"""Blind redaction source "legaltech": legal and compliance software (contract management, e-discovery
platforms, e-filing and court-records APIs, Clio, DocuSign CLM, document assembly).

Written blind by "corpora5" on 2026-12-03 without reading memtool's rules or results. Every value is random
and made up. Stdlib + _tokens.py only; seeded, rerun to write legaltech_secrets.jsonl / legaltech_clean.jsonl
byte-identically.
"""
from __future__ import annotations
import json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, URLSAFE

FAM = "legaltech"
g = Gen(2112305)
r = g.r
LOW = string.ascii_lowercase
UP = string.ascii_uppercase


def pw():
    k = r.randint(0, 7)
    if k == 0: return g.human_pw()
    if k == 1: return g.pick(["Counsel", "Brief", "Docket", "Tort", "Motion", "Verdict"]) + str(r.randint(1, 99)) + g.pick(["!", "#", "$", "@"])
    if k == 2: return " ".join(g.pick(["amicus", "curiae", "habeas", "corpus", "estoppel", "laches", "voir", "dire"]) for _ in range(3)) if r.random() < .3 else "-".join(g.pick(["amicus", "curiae", "habeas", "estoppel", "laches", "dire"]) for _ in range(4))
    if k == 3: return g.s(LOW + string.digits, 10)
    if k == 4: return g.hexs(40)
    if k == 5: return g.s(UP, 3) + str(r.randint(1000, 9999)) + g.s(LOW, 3)
    return g.machine_pw()


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)

def ts(): return f"2025-{r.randint(1,12):02d}-{r.randint(1,28):02d} {r.randint(0,23):02d}:{r.randint(0,59):02d}:{r.randint(0,59):02d}"
def matter(): return f"{r.randint(2019,2025)}-{r.randint(1000,9999)}-{g.pick(['LIT','CORP','IP','EMP'])}"
def case(): return f"{r.randint(1,3)}:{r.randint(19,25)}-cv-{r.randint(10000,99999)}"

S = []
def T(f): S.append(f); return f

@T
def _():
    s = g.s(B62, 40); return "name-context", f"CLIO_CLIENT_ID={g.s(B62,40)}\nCLIO_CLIENT_SECRET={s}\nCLIO_REDIRECT_URI=https://intake.example-law.com/oauth/clio\n", [s]
@T
def _():
    t = g.s(B62, 40); return "structural", f"$ curl -s -H \"Authorization: Bearer {t}\" 'https://app.clio.com/api/v4/matters.json?fields=id,display_number,status&limit=5'\n{{\"data\":[{{\"id\":{r.randint(10**9,10**10)},\"display_number\":\"{r.randint(1000,9999)}-{r.randint(1,99):03d}\",\"status\":\"Open\"}}]}}", [t]
@T
def _():
    rt = g.s(B62, 40); return "name-context", f"{{\"token_type\":\"bearer\",\"access_token_expires_in\":2592000,\"refresh_token\":\"{rt}\",\"scope\":\"matters contacts documents\"}}", [rt]
@T
def _():
    blk, _l = g.pem("RSA PRIVATE KEY"); return "self-identifying", f"Read(integrations/docusign/private.key)\n{blk}\n", [blk]
@T
def _():
    blk, _l = g.pem("RSA PRIVATE KEY"); ik = g.uuid(); return "self-identifying", f"# appsettings.json excerpt\n\"DocuSign\": {{\n  \"IntegrationKey\": \"{ik}\",\n  \"UserId\": \"{g.uuid()}\",\n  \"AuthServer\": \"account-d.docusign.com\",\n  \"PrivateKey\": \"{blk.replace(chr(10), chr(92)+'n')}\"\n}}", [blk.replace("\n", "\\n")]
@T
def _():
    s = g.uuid(); return "name-context", f"DOCUSIGN_INTEGRATION_KEY={g.uuid()}\nDOCUSIGN_SECRET_KEY={s}\nDOCUSIGN_ACCOUNT_ID={g.uuid()}\n", [s]
@T
def _():
    k = g.hexs(64); return "name-context", f"# DocuSign Connect HMAC\nconnect:\n  hmac_key_1: {k}\n  listener: https://clm-hooks.example-law.com/docusign\n", [k]
@T
def _():
    p = pw(); return "structural", f"# CLM SFTP bulk import\nsftp clm_import@sftp.clm.example-cloud.com\nclm_import@sftp.clm.example-cloud.com's password: {p}\nsftp> put executed_contracts_{r.randint(2023,2025)}Q{r.randint(1,4)}.zip", [p]
@T
def _():
    k = g.s(B62, 32); return "structural", f"GET /api/v1/contracts?status=executed&page=2 HTTP/1.1\nHost: api.ironclad-example.com\nAuthorization: Bearer {k}\nAccept: application/json", [k]
@T
def _():
    k = g.s(URLSAFE, 48); return "name-context", f"ironclad:\n  base_url: https://ironcladapp.example.com/public/api/v1\n  api_token: {k}\n  workflow_template: nda-mutual\n", [k]
@T
def _():
    k = g.hexs(32); return "name-context", f"Relativity:\n  InstanceUrl: https://relativity.example-ediscovery.com/Relativity\n  ServiceAccount: svc-rel-api@example-law.com\n  ServicePassword: {k}\n  WorkspaceArtifactId: {r.randint(1000000,9999999)}\n", [k]
@T
def _():
    p = pw(); return "structural", f"$ curl -u 'relativity.admin@example-ediscovery.com:{p}' -H 'X-CSRF-Header: -' https://relativity.example-ediscovery.com/Relativity.REST/api/Relativity.Objects/workspace/-1/object/query -d @q.json", [p]
@T
def _():
    p = pw(); return "structural", f"Server=tcp:eds-sql02.example-ediscovery.local,1433;Initial Catalog=EDDS{r.randint(1000000,9999999)};User ID=EDDSDBO;Password={p};", [p]
@T
def _():
    p = pw(); return "name-context", f"Nuix processing profile\n  worker_broker: nms01:27443\n  licence_server_user: nuix_svc\n  licence_server_password: {p}\n  workers: 8\n", [p]
@T
def _():
    k = g.s(B62, 40); return "name-context", f"Everlaw API: token for the {g.pick(['Acme v. Widget','Doe v. Example Corp','In re Sample Holdings'])} database is {k} — scoped to production uploads only.", [k]
@T
def _():
    p = pw(); return "name-context", f"PACER service account for docket pulls\nlogin: {g.pick(['exlaw','smithllp','docketbot'])}{r.randint(10,99)}\npassword: {p}\nclient code: {matter()}", [p]
@T
def _():
    p = pw(); return "structural", f"$ curl -s -X POST https://pacer.login.uscourts.gov/services/cso-auth -H 'Content-Type: application/json' -d '{{\"loginId\":\"docketbot{r.randint(10,99)}\",\"password\":\"{p}\",\"clientCode\":\"{matter()}\"}}'", [p]
@T
def _():
    t = g.s(B62 + "+/", 128); return "name-context", f"{ts()} DEBUG pacer-client nextGenCSO={t} expires=+{r.randint(5,60)}min", [t]
@T
def _():
    k = g.s(B62, 32); return "structural", f"$ curl -H 'Authorization: Token {k}' 'https://www.courtlistener.com/api/rest/v4/dockets/?court=cand&docket_number={case()}'", [k]
@T
def _():
    k = g.hexs(40); return "name-context", f"COURTLISTENER_API_TOKEN={k}\nRECAP_FETCH=1\n", [k]
@T
def _():
    p = pw(); return "name-context", f"<EFSPConfig>\n  <Court>CA-LA-SUPERIOR</Court>\n  <FilerEmail>efile@example-law.com</FilerEmail>\n  <FilerPassword>{p}</FilerPassword>\n  <Endpoint>https://efile.example-efsp.com/EFMUserService.svc</Endpoint>\n</EFSPConfig>", [p]
@T
def _():
    p = pw(); return "name-context", f"<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:tyl=\"urn:tyler:efm:extensions\">\n <soapenv:Body>\n  <tyl:AuthenticateRequest>\n   <tyl:Email>efile@example-law.com</tyl:Email>\n   <tyl:Password>{p}</tyl:Password>\n  </tyl:AuthenticateRequest>\n </soapenv:Body>\n</soapenv:Envelope>", [p]
@T
def _():
    k = g.uuid(); return "name-context", f"efm_user_token: {k}  # PasswordHash returned by AuthenticateUser, valid 24h\nfirm_id: {g.uuid()}", [k]
@T
def _():
    k = g.s(B62, 36); return "name-context", f"# HotDocs Advance\nHOTDOCS_TENANCY=examplelaw\nHOTDOCS_CLIENT_SECRET={k}\nHOTDOCS_TEMPLATE_PACKAGE=engagement-letter-v7\n", [k]
@T
def _():
    k = g.hexs(32); return "name-context", f"docassemble config.yml:\n---\nsecretkey: {k}\ndb:\n  prefix: postgresql+psycopg2://\n  name: docassemble\n  user: docassemble\n", [k]
@T
def _():
    p = pw(); return "structural", f"db:\n  prefix: postgresql+psycopg2://\n  name: docassemble\n  user: docassemble\n  password: {p}\n  host: da-db.internal\n", [p]
@T
def _():
    p = pw(); return "structural", f"postgresql://contracts:{p}@clm-db.prod.example-law.com:5432/clm", [p]
@T
def _():
    p = pw(); return "name-context", f"Traceback (most recent call last):\n  File \"netdocs_sync.py\", line 112, in <module>\n    nd = NetDocuments(repository=\"CA-{g.hexs(8).upper()}\", username=\"sync@example-law.com\", password=\"{p}\")\n  File \"netdocs.py\", line 30, in __init__\n    raise ConnectionError(\"401 Unauthorized\")\nConnectionError: 401 Unauthorized", [p]
@T
def _():
    k = g.s(B62, 40); return "name-context", f"imanage:\n  server: https://cloudimanage.com\n  client_id: {g.uuid()}\n  client_secret: {k}\n  library: ACTIVE\n", [k]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", f"# intake-bot/.env\nINTAKE_FORM_ID={r.randint(100000,999999)}\n{lbl.upper()}_KEY={tok}\nCONFLICT_CHECK_URL=https://conflicts.example-law.com/api\n", [sec]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", hook("printenv | grep -i -e key -e token", f"CLM_REGION=eu\n{lbl.upper()}_TOKEN={tok}\n"), [sec]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", f"Heads up: the e-discovery export script had {tok} hard-coded in scripts/export_load_file.py, I've removed it but it's in git history (commit {g.hexs(7)}).", [sec]
@T
def _():
    k = g.s(B62, 24); return "structural", f"{ts()} INFO  webhook  POST https://hooks.example-law.com/clm/signed?matter={matter()}&secret={k} 200", [k]
@T
def _():
    p = pw(); return "structural", f"$ smbclient //dms-fs01/Matters -U 'EXLAW\\\\scanner%{p}' -c 'ls {matter()}'\n  Pleadings  D 0  Tue Nov 11 09:22:41 2025", [p]
@T
def _():
    p = pw(); return "name-context", f"Hi Priya — the Law Society portal login for CPD filings: username {g.pick(['jmorgan','aokafor','lchen'])}@example-law.com, password {p}. It's the firm account, please don't change it.", [p]
@T
def _():
    k = g.b64(32); return "name-context", f"<add key=\"Elite3E.ServiceKey\" value=\"{k}\" />\n<add key=\"Elite3E.BaseUrl\" value=\"https://3e.example-law.local/TE_3E_PROD/\" />", [k]
@T
def _():
    k = g.s(B62, 32); return "structural", f"$ python -c \"import requests; print(requests.get('https://api.example-contracts.io/v2/clauses', params={{'q':'indemnification','api_key':'{k}'}}).status_code)\"\n200", [k]
@T
def _():
    p = pw(); return "structural", f"[ldap]\nbind_dn = CN=svc-clm,OU=Service,DC=exlaw,DC=local\nbind_password = {p}\nurl = ldaps://dc01.exlaw.local:636\n", [p]
@T
def _():
    a = g.aws_akid(); s = g.aws_secret(); return "self-identifying", f"# ediscovery-ingest/terraform.tfvars\nregion            = \"us-east-2\"\naws_access_key_id = \"{a}\"\naws_secret_key    = \"{s}\"\nbucket            = \"exlaw-holds-{r.randint(100,999)}\"\n", [a, s]
@T
def _():
    k = g.s(B62, 44); return "name-context", f"{{\n  \"tool_name\": \"Read\",\n  \"tool_input\": {{\"file_path\": \"config/lexisnexis.json\"}},\n  \"tool_response\": {{\"file\": {{\"content\": \"{{\\\"lexis_client_id\\\": \\\"{g.s(UP+string.digits,20)}\\\", \\\"lexis_client_secret\\\": \\\"{k}\\\"}}\"}}}}\n}}", [k]
@T
def _():
    p = pw(); return "structural", f"ftps://opposing_production:{p}@xfer.example-vendor.com/PROD{r.randint(1,40):03d}/", [p]

C = []
def Cc(f): C.append(f); return f
@Cc
def _(): return f"Matter {matter()} opened; responsible attorney {g.pick(['J. Morgan','A. Okafor','L. Chen'])}; Clio id {r.randint(10**9,10**10)}"
@Cc
def _(): return f"CLIO_CLIENT_ID=<from developer portal>\nCLIO_CLIENT_SECRET=<your-client-secret>\nCLIO_REDIRECT_URI=https://intake.example-law.com/oauth/clio\n"
@Cc
def _(): return f"Envelope {g.uuid()} status: completed; recipients 3/3 signed; certificate of completion sha256 {g.sha256()}"
@Cc
def _(): return f"PROD{r.randint(1,40):03d} load file: Bates EXL{r.randint(100000,999999):07d} – EXL{r.randint(100000,999999):07d}, {r.randint(100,90000)} docs, MD5 hashes in the DAT column MD5HASH (e.g. {g.hexs(32)})"
@Cc
def _(): return f"Case {case()} (N.D. Cal.) docket entry {r.randint(1,300)}: ORDER granting motion to compel. PACER fee $0.{r.randint(10,90)}."
@Cc
def _(): return f"docassemble config.yml:\n---\nsecretkey: ${{DA_SECRET_KEY}}\ndb:\n  name: docassemble\n  user: docassemble\n  password: changeme  # default from the docs, overridden in production\n"
@Cc
def _(): return f"Relativity workspace {r.randint(1000000,9999999)} — saved search 'Privilege Review' ({r.randint(100,9000)} docs), artifact GUID {g.uuid()}"
@Cc
def _(): return f"Clause library: 'Indemnification (mutual) v{r.randint(2,9)}' hash {g.hexs(40)} approved by Legal Ops on {ts()[:10]}"
@Cc
def _(): return hook("git log --oneline -3", "\n".join(f"{g.hexs(7)} {m}" for m in ["efile: map filing codes for LA Superior", "clm: retry envelope status", "docs: PACER rate limits"]))
@Cc
def _(): return f"<EFSPConfig>\n  <Court>CA-LA-SUPERIOR</Court>\n  <FilerEmail>efile@example-law.com</FilerEmail>\n  <FilerPassword>${{EFILE_PASSWORD}}</FilerPassword>\n</EFSPConfig>"
@Cc
def _(): return f"Signature image: <img src=\"data:image/png;base64,{g.b64(96)}\">"
@Cc
def _(): return f"Litigation hold notice LH-{r.randint(1000,9999)} sent to {r.randint(3,60)} custodians; acknowledgements pending: {r.randint(0,9)}"
@Cc
def _(): return f"Authorization: Bearer <ACCESS_TOKEN>\n# see https://docs.example-clm.com/auth for how to obtain one"
@Cc
def _(): return f"{ts()} INFO netdocs-sync synced workspace CA-{g.hexs(8).upper()} ({r.randint(1,400)} docs) request_id={g.uuid()}"
@Cc
def _(): return f"Conflict check {g.uuid()}: no hits for 'Example Holdings LLC' (EIN 00-{r.randint(1000000,9999999)}), 2 hits for 'Widget Inc.'"
@Cc
def _(): return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END CERTIFICATE-----\n(DocuSign Connect public cert, safe to commit)"
@Cc
def _(): return f"PACER login: use your own PACER account; the firm's client code for this matter is {matter()}."
@Cc
def _(): return f"postgresql://contracts@clm-db.prod.example-law.com:5432/clm  (password via PGPASSFILE)"
@Cc
def _(): return f"Exhibit {r.randint(1,90)} — SHA-1 {g.sha1()} — produced natively, slip sheet at EXL{r.randint(100000,999999):07d}"
@Cc
def _(): return f"{{\"integration_key\": \"{g.uuid()}\", \"account_id\": \"{g.uuid()}\", \"base_uri\": \"https://demo.docusign.net\"}}"

def build():
    secrets = []
    n = 0
    while len(secrets) < 250:
        secrets.append(S[n % len(S)]()); n += 1
    r.shuffle(secrets)
    clean = [C[i % len(C)]() for i in range(100)]
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            for v in vals: assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    build()
