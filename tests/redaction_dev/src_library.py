"""Redaction source "library": libraries and archives (Koha/Alma/FOLIO integrations, OCLC and discovery APIs,
DSpace/Fedora repositories, ILL and EZproxy configs, digitisation workflows).

Written blind by the helper "corpora5" on 2026-12-03 (round 27); it read no rules, results or issues.
Every value is random and made up. Seeded: rerunning writes library_secrets.jsonl and library_clean.jsonl byte-identically.
"""
import json, string
from pathlib import Path
from _tokens import Gen

FAM = "library"
g = Gen(2712702)
r = g.r
AN = string.ascii_letters + string.digits

def vpw():
    k = r.randint(0, 6)
    if k == 0: return g.human_pw()
    if k == 1: return g.s(AN, r.choice([8, 9, 12]))
    if k == 2: return " ".join(r.choice(["quiet", "stacks", "vellum", "folio", "marginalia", "catalog", "reading", "room", "dewey"]) for _ in range(4))
    if k == 3: return r.choice(["Library", "Archive", "Biblio", "Koha", "Dspace"]) + str(r.randint(1, 2026)) + r.choice(["!", "", "#"])
    if k == 4: return g.hexs(r.choice([24, 32]))
    if k == 5: return g.s(string.ascii_lowercase, 6) + str(r.randint(10, 99))
    return g.machine_pw()

def alma_key(): return "l8xx" + g.hexs(32)
INST = ["uni-north", "cityarchive", "stmarys", "techlib", "hsbib"]

def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": ""}})

def t_alma():
    k = alma_key(); return "name-context", f"ALMA_REGION=eu\nALMA_API_KEY={k}\nALMA_LIBRARY_CODE=MAIN\n", [k]
def t_alma_curl():
    k = alma_key(); return "structural", f"$ curl 'https://api-eu.hosted.exlibrisgroup.example/almaws/v1/bibs/99{r.randint(10**12,10**13)}?apikey={k}&format=json'", [k]
def t_koha():
    p = vpw(); return "name-context", f"<config>\n <db_scheme>mysql</db_scheme>\n <database>koha_{r.choice(INST).replace('-','')}</database>\n <hostname>localhost</hostname>\n <user>koha_lib</user>\n <pass>{p}</pass>\n</config>", [p]
def t_koha_sip():
    p = vpw(); return "structural", f"<login id=\"sip_selfcheck{r.randint(1,9)}\" password=\"{p}\" delimiter=\"|\" error-detect=\"enabled\" institution=\"MAIN\" />", [p]
def t_folio():
    p = vpw(); return "structural", hook(f"curl -s -X POST https://okapi.{r.choice(INST)}.example/authn/login -H 'X-Okapi-Tenant: diku' -d '{{\"username\":\"diku_admin\",\"password\":\"{p}\"}}'", "{\"okapiToken\": \"(redacted by gateway)\"}"), [p]
def t_folio_tok():
    t = g.jwt(); return "structural", f"GET /inventory/instances?limit=10 HTTP/1.1\nX-Okapi-Tenant: fs00001{r.randint(0,9)}\nX-Okapi-Token: {t}\n", [t]
def t_oclc():
    k = g.s(AN, 80); s = g.s(AN, 30); return "name-context", f"# oclc.yml\nwskey: {k}\nsecret: {s}\nregistry_id: {r.randint(10000,99999)}\n", [k, s]
def t_ezproxy():
    p = vpw(); return "name-context", f"# ezproxy user.txt\nadmin:{p}:Admin\n::CGI=https://login.{r.choice(INST)}.example/sso\n", [p]
def t_ezproxy_ticket():
    k = g.s(AN, 24); return "name-context", f"::Ticket\nTimeValid 10\nMD5 {k}\nExpiredDeny https://library.{r.choice(INST)}.example/expired\n/Ticket", [k]
def t_dspace():
    p = vpw(); return "name-context", f"# local.cfg\ndb.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\ndb.password = {p}\nmail.server = smtp.{r.choice(INST)}.example\n", [p]
def t_dspace_cli():
    p = vpw(); return "structural", f"$ /dspace/bin/dspace create-administrator -e repo-admin@{r.choice(INST)}.example -f Repo -l Admin -p '{p}' -c en\nAdministrator account created", [p]
def t_fedora():
    p = vpw(); return "structural", f"FCREPO_URL=http://fedoraAdmin:{p}@fcrepo.internal:8080/fcrepo/rest", [p]
def t_ill():
    p = vpw(); return "name-context", f"ILLiad web platform settings\n  WebPlatformKey: {g.uuid()}\n  ApiKey: {p}\n", [p]
def t_self():
    name, tok, sec = g.self_identifying(); return "self-identifying", f"digitisation-pipeline/.env.local\nUPLOAD_BUCKET=scans-raw\n{name.upper()}_TOKEN={tok}\n", [sec]
def t_pem():
    b, l = g.pem(); return "self-identifying", f"Read(shibboleth/sp-key.pem)\n{b}", [l]
def t_chat():
    p = vpw(); return "name-context", f"hi all — the Primo back office login for the weekend desk changed, new password: {p}\n(same username as before)", [p]
def t_s3():
    a = g.aws_akid(); s = g.aws_secret(); return "self-identifying", f"[digitisation]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-1\n", [a, s]
def t_traceback():
    p = vpw(); return "structural", f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL: password authentication failed for user \"archivesspace\"\n[SQL: connect]\n(url: postgresql://archivesspace:{p}@as-db:5432/archivesspace)", [p]
def t_aspace():
    p = vpw(); return "name-context", f"AppConfig[:db_url] = \"jdbc:mysql://localhost:3306/archivesspace?useUnicode=true\"\nAppConfig[:db_password] = \"{p}\"\n", [p]
def t_summon():
    k = g.s(AN, 40); return "name-context", f"SUMMON_ACCESS_ID={r.choice(INST)}\nSUMMON_SECRET_KEY={k}\n", [k]
def t_ebsco():
    p = vpw(); return "structural", f"eds = EdsClient(user_id='apiuser{r.randint(1,9)}', password='{p}', profile='edsapi')", [p]
def t_z3950():
    p = vpw(); return "structural", f"$ yaz-client -u lcuser/{p} z3950.{r.choice(INST)}.example:210/INNOPAC\nConnecting...OK.", [p]
def t_iiif():
    k = g.b64url(32); return "name-context", f"iiif:\n  image_server: https://iiif.{r.choice(INST)}.example/iiif/3\n  signing_secret: {k}\n  cache_ttl: 3600\n", [k]
def t_hook_env():
    p = vpw(); return "name-context", hook("grep -i oai /etc/harvester/env", f"OAI_ENDPOINT=https://repo.{r.choice(INST)}.example/oai\nOAI_HARVEST_PASSWORD={p}"), [p]
def t_sru_header():
    k = g.hexs(40); return "structural", f"curl -H 'Authorization: Token {k}' https://catalogue.{r.choice(INST)}.example/api/v1/patrons/{r.randint(1,99999)}", [k]
T = [t_alma, t_alma_curl, t_koha, t_koha_sip, t_folio, t_folio_tok, t_oclc, t_ezproxy, t_ezproxy_ticket, t_dspace, t_dspace_cli, t_fedora, t_ill, t_self, t_pem, t_chat, t_s3, t_traceback, t_aspace, t_summon, t_ebsco, t_z3950, t_iiif, t_hook_env, t_sru_header, t_self]
S = [T[i % len(T)]() for i in range(250)]

def c1(): return f"ALMA_API_KEY=<your-api-key>\n# keys are created in the Developer Network under Manage Keys"
def c2(): return f"=001  99{r.randint(10**12,10**13)}\n=020  \\\\$a978{r.randint(10**9,10**10-1)}\n=245  10$aCatalogue of the {r.choice(['maps','manuscripts','letters'])} collection"
def c3(): return f"handle: 20.500.{r.randint(10000,99999)}/{r.randint(1,9999)}  doi: 10.{r.randint(1000,9999)}/{g.s('abcdefghij0123456789',8)}"
def c4(): return f"<md5>{g.hexs(32)}</md5>  master_{r.randint(1,999):04d}.tif  {r.randint(20,90)} MB"
def c5(): return f"db.password = ${{DSPACE_DB_PASSWORD}}\ndb.username = dspace"
def c6(): return f"Default Koha staff login is koha / changeme in the docker quickstart; change it before go-live."
def c7(): return f"instance id {g.uuid()} holdings {g.uuid()} hrid in{r.randint(10**7,10**8)}"
def c8(): return f"commit {g.sha1()}\n    marc-export: skip suppressed records"
def c9(): return f"ORCID https://orcid.org/0000-000{r.randint(1,3)}-{r.randint(1000,9999)}-{r.randint(1000,9999)}  ISNI 0000 0001 {r.randint(1000,9999)} {r.randint(1000,9999)}"
def c10(): return json.dumps({"tool_name": "Bash", "tool_input": {"command": "oai-harvest --set theses --from 2026-11-01"}, "tool_response": {"stdout": f"harvested {r.randint(10,900)} records, resumptionToken {g.s(AN,20)}|{r.randint(1,9)}"}})
def c11(): return f"sha256sum scans/box{r.randint(1,40)}/*.jp2\n{g.sha256()}  page_0001.jp2\n{g.sha256()}  page_0002.jp2"
def c12(): return f"<img src=\"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{g.b64(36)}\" alt=\"cover\">"
def c13(): return f"Patron barcode 2{r.randint(10**12,10**13)} checked out item 3{r.randint(10**12,10**13)} due 2026-12-{r.randint(10,28)}"
def c14(): return f"ezproxy: Option Cookie=Domain .{r.choice(INST)}.example\nURL https://journals.example.org\nDJ example.org"
def c15(): return f"-----BEGIN CERTIFICATE-----\nMIID{g.b64(45)}\n{g.b64(48)}\n-----END CERTIFICATE-----\n(IdP signing certificate from federation metadata)"
def c16(): return f"apikey: \"${{ALMA_API_KEY}}\"   # set in the deployment environment"
Cs = [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16]
C = [Cs[i % len(Cs)]() for i in range(100)]

out = Path(__file__).resolve().parent
with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
    for i, (cls, text, secs) in enumerate(S, 1):
        assert all(s in text for s in secs), (i, secs)
        f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
    for i, text in enumerate(C, 1):
        f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
