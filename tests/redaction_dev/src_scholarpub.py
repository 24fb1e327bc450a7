"""Blind redaction source "scholarpub" (round 51, helper corpora23): academic publishing and research identity.

OJS/OMP, Crossref deposits, DataCite, ORCID member API, Zenodo/Figshare/Dataverse/OSF, Overleaf/arXiv, journal
submission systems (Editorial Manager, ScholarOne), institutional repositories (DSpace, EPrints, Handle), bibliographic
APIs (Scopus, NCBI, Sherpa, Zotero). Seeded; imports only the standard library and _tokens.py.
Run: python3 src_scholarpub.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "scholarpub"
g = Gen(510303)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["preprint", "erratum", "footnote", "corpus", "lemma", "theorem", "archive", "citation", "library", "quill",
         "meridian", "acacia", "beacon", "saffron", "atlas", "harvest", "ember", "tundra", "orchard", "prism"]


def phrase_nospace() -> str:
    return r.choice(["-", ".", "_"]).join(r.sample(WORDS, r.randint(3, 4)))


def wd() -> str:
    return r.choice(WORDS).capitalize() + str(r.randint(10, 9999)) + r.choice(["", "!", "#", "*", "."])


def legacy() -> str:
    return g.s(LOW, r.randint(3, 5)) + g.s(DIG, r.randint(2, 4))


def pin(n=None) -> str:
    return g.s(DIG, n or r.choice([4, 6]))


def pw() -> str:
    k = r.randint(0, 5)
    if k == 0:
        return phrase_nospace()
    if k == 1:
        return wd()
    if k == 2:
        return legacy()
    return g.pw()


def pw_safe() -> str:
    while True:
        v = pw()
        if not any(c in v for c in "&<>\"'$%#?/@:;!*+=^ |`\\"):
            return v


def user() -> str:
    return r.choice(["jsilva", "mnakamura", "editor", "ojsadmin", "repo_admin", "a.kowalczyk", "lib-sys", "dspace",
                     "crossref_dep", "hmueller", "pratama", "fbenali"]) + (g.s(DIG, 2) if r.random() < .4 else "")


def jhost() -> str:
    return r.choice(["journals", "revistas", "ojs", "jurnal", "press", "repository", "dspace", "eprints", "zenodo"]) + "." + \
        r.choice(["uni-example.de", "univ-example.fr", "example.edu", "exemplo.br", "contoh.ac.id", "example.ac.uk", "ejemplo.edu.co"])


def prefix() -> str:
    return f"10.{r.randint(1000, 99999)}"


def doi() -> str:
    return f"{prefix()}/{r.choice(['jabc', 'rev', 'zenodo', 'ds', 'j'])}.{r.randint(2019, 2026)}.{r.randint(1, 9999)}"


def orcid() -> str:
    base = [r.randint(0, 9) for _ in range(15)]
    base[0] = 0
    base[1] = 0
    base[2] = 0
    base[3] = r.choice([0, 0, 1])
    total = 0
    for d in base:
        total = (total + d) * 2
    chk = (12 - total % 11) % 11
    cs = "X" if chk == 10 else str(chk)
    s = "".join(map(str, base)) + cs
    return "-".join(s[i:i + 4] for i in range(0, 16, 4))


def app_id() -> str:
    return "APP-" + g.s(UPPER + DIG, 16)


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "exit_code": 0}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path}, "tool_response": {"file": {"filePath": path, "content": content}}})


def ojs_jwt() -> str:
    head = base64.urlsafe_b64encode(b'{"typ":"JWT","alg":"HS256"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps(r.randint(1, 400)).encode()).decode().rstrip("=")
    return f"{head}.{body}.{g.b64url(32)}"


def zenodo_tok() -> str:
    return g.s(B62, 60)


# ---------------------------------------------------------------- secret templates
S = []


def t(f):
    S.append(f)
    return f


@t
def ojs_config_db():
    p = pw()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"[database]\n\ndriver = mysqli\nhost = localhost\nusername = ojs\npassword = \"{p}\"\nname = ojs_{r.choice(['prod', 'journals', 'revistas'])}\n"
               f"\n; Set the non-standard port and/or socket, if used\n; port = 3306")
    else:
        txt = hook_read("/var/www/ojs/config.inc.php", f"[database]\ndriver = mysqli\nhost = db.internal\nusername = ojs_app\npassword = \"{p}\"\nname = ojs\n")
    return "name-context", txt, [p]


@t
def ojs_security():
    s = g.s(B62, r.choice([32, 40]))
    k = g.s(B62, 32) if r.random() < .5 else g.hexs(64)
    txt = (f"[security]\n\nforce_ssl = On\nforce_login_ssl = On\nsession_check_ip = On\nencryption = sha1\n"
           f"salt = \"{s}\"\napi_key_secret = \"{k}\"\nreset_seconds = 7200")
    return "name-context", txt, [s, k]


@t
def ojs_smtp():
    p = pw()
    txt = (f"[email]\n\nsmtp = On\nsmtp_server = {r.choice(['smtp.gmail.com', 'smtp.office365.com', 'mail.' + jhost().split('.', 1)[1]])}\nsmtp_port = 587\n"
           f"smtp_auth = tls\nsmtp_username = {r.choice(['noreply', 'revista', 'journal'])}@{jhost().split('.', 1)[1]}\nsmtp_password = \"{p}\"\ndefault_envelope_sender = noreply@example.edu")
    return "name-context", txt, [p]


@t
def ojs_recaptcha():
    k = "6L" + g.s(URLSAFE, 38)
    txt = (f"[captcha]\n\nrecaptcha = on\nrecaptcha_public_key = 6L{g.s(URLSAFE, 38)}\nrecaptcha_private_key = {k}\ncaptcha_on_register = on")
    return "name-context", txt, [k]


@t
def ojs_api_token():
    j = ojs_jwt()
    h = jhost()
    v = r.randint(0, 2)
    if v == 0:
        txt = f"$ curl -s 'https://{h}/index.php/{r.choice(['jabc', 'rev', 'jmi'])}/api/v1/submissions?status=3&apiToken={j}' | jq '.items | length'"
    elif v == 1:
        txt = f"GET /index.php/jabc/api/v1/issues/current HTTP/1.1\nHost: {h}\nAuthorization: Bearer {j}\nAccept: application/json"
    else:
        txt = f"OJS_BASE=https://{h}/index.php/jabc\nOJS_API_TOKEN={j}"
        return "name-context", txt, [j]
    return "structural", txt, [j]


@t
def ojs_plugin_settings():
    p = pw()
    u = "role/" + g.s(LOW, 6)
    txt = (f"mysql> SELECT plugin_name, setting_name, setting_value FROM plugin_settings WHERE plugin_name='crossrefplugin';\n"
           f"+----------------+----------------+--------------------+\n| crossrefplugin | depositorEmail | production@example.edu |\n"
           f"| crossrefplugin | username       | {u} |\n| crossrefplugin | password       | {p} |\n| crossrefplugin | automaticRegistration | 1 |\n+----------------+----------------+--------------------+")
    return "name-context", txt, [p]


@t
def crossref_deposit_curl():
    p = pw_safe()
    u = g.s(LOW, 5) + "/" + g.s(LOW, 6)
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"curl -F 'operation=doMDUpload' -F 'login_id={u}' -F 'login_passwd={p}' -F 'fname=@batch_{pin(6)}.xml' https://doi.crossref.org/servlet/deposit")
    else:
        txt = f"https://doi.crossref.org/servlet/deposit?operation=doMDUpload&login_id={u}&login_passwd={p}"
    return "structural", txt, [p]


@t
def crossref_submission_dl():
    p = pw_safe()
    txt = (f"$ wget -O result.xml 'https://doi.crossref.org/servlet/submissionDownload?usr={g.s(LOW, 6)}&pwd={p}&doi_batch_id=jabc-{pin(8)}&type=result'")
    return "structural", txt, [p]


@t
def crossref_plus():
    j = g.jwt(sub=str(r.randint(1000, 9999)))
    txt = r.choice([f"$ curl -H 'Crossref-Plus-API-Token: Bearer {j}' 'https://api.crossref.org/works?filter=prefix:{prefix()}&rows=1000&cursor=*'",
                    f"CROSSREF_PLUS_TOKEN={j}\nCROSSREF_MAILTO=metadata@example.edu"])
    return "structural" if "curl" in txt else "name-context", txt, [j]


@t
def crossref_upload_tool():
    p = pw_safe()
    txt = f"$ java -jar crossref-upload-tool.jar --user {g.s(LOW, 5)}/{g.s(LOW, 5)} {p} --metadata deposits/issue_{r.randint(1, 60)}.xml --test"
    return "structural", txt, [p]


@t
def datacite_basic():
    p = pw_safe()
    rid = f"{g.s(UPPER, r.randint(2, 5))}.{g.s(UPPER, r.randint(3, 6))}"
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"$ curl -X POST -H 'Content-Type: application/vnd.api+json' --user {rid}:{p} -d @doi.json https://api.datacite.org/dois")
        return "structural", txt, [p]
    if v == 1:
        txt = (f"from datacite import DataCiteRESTClient\nd = DataCiteRESTClient(\n    username='{rid}',\n    password='{p}',\n    prefix='{prefix()}',\n    test_mode=False)")
        return "structural", txt, [p]
    txt = f"DATACITE_REPOSITORY_ID={rid}\nDATACITE_PASSWORD={p}\nDATACITE_PREFIX={prefix()}"
    return "name-context", txt, [p]


@t
def orcid_token_request():
    sec = g.uuid()
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"$ curl -i -H 'Accept: application/json' -d 'client_id={app_id()}' -d 'client_secret={sec}' "
               f"-d 'grant_type=client_credentials' -d 'scope=/read-public' https://orcid.org/oauth/token")
        return "structural", txt, [sec]
    if v == 1:
        txt = f"ORCID_CLIENT_ID={app_id()}\nORCID_CLIENT_SECRET={sec}\nORCID_API=https://api.orcid.org/v3.0"
        return "name-context", txt, [sec]
    txt = (f"mysql> select setting_name, setting_value from plugin_settings where plugin_name='orcidprofileplugin';\n| orcidProfileAPIPath | https://api.orcid.org/ |\n"
           f"| orcidClientId | {app_id()} |\n| orcidClientSecret | {sec} |")
    return "name-context", txt, [sec]


@t
def orcid_member_token():
    a = g.uuid()
    rf = g.uuid()
    oid = orcid()
    v = r.randint(0, 1)
    if v == 0:
        txt = json.dumps({"access_token": a, "token_type": "bearer", "refresh_token": rf, "expires_in": 631138518,
                          "scope": "/read-limited /activities/update", "name": r.choice(["Ana Souza", "Kenji Mori", "Leila Haddad"]), "orcid": oid})
        return "name-context", txt, [a, rf]
    txt = (f"POST /v3.0/{oid}/work HTTP/1.1\nHost: api.orcid.org\nAuthorization: Bearer {a}\nContent-Type: application/vnd.orcid+xml")
    return "structural", txt, [a]


@t
def zenodo_token():
    k = zenodo_tok()
    v = r.randint(0, 3)
    if v == 0:
        txt = f"$ curl -s 'https://zenodo.org/api/deposit/depositions?access_token={k}' | jq '.[0].id'"
        return "structural", txt, [k]
    if v == 1:
        txt = (f"import requests\nACCESS_TOKEN = '{k}'\nr = requests.post('https://zenodo.org/api/deposit/depositions',\n"
               f"                  params={{'access_token': ACCESS_TOKEN}}, json={{}})")
        return "name-context", txt, [k]
    if v == 2:
        txt = f"- name: Upload to Zenodo\n  run: zenodo_upload.sh dist/dataset.zip\n  env:\n    ZENODO_TOKEN: {k}"
        return "name-context", txt, [k]
    txt = f"PUT /api/files/{g.uuid()}/data.csv HTTP/1.1\nHost: sandbox.zenodo.org\nAuthorization: Bearer {k}\nContent-Type: application/octet-stream"
    return "structural", txt, [k]


@t
def figshare_token():
    k = g.hexs(128)
    txt = r.choice([f"$ curl -H 'Authorization: token {k}' https://api.figshare.com/v2/account/articles",
                    f"GET /v2/account/projects HTTP/1.1\nHost: api.figshare.com\nAuthorization: token {k}"])
    return "structural", txt, [k]


@t
def overleaf_git():
    tk = "olp_" + g.s(B62, 36)
    pid = g.hexs(24)
    v = r.randint(0, 1)
    if v == 0:
        txt = f"$ git clone https://git:{tk}@git.overleaf.com/{pid} paper\nCloning into 'paper'..."
        return "structural", txt, [tk]
    txt = f"$ git remote -v\norigin\thttps://git:{tk}@git.overleaf.com/{pid} (fetch)\norigin\thttps://git:{tk}@git.overleaf.com/{pid} (push)"
    return "structural", txt, [tk]


@t
def overleaf_share():
    tk = pin(10) + g.s(LOW, 12)
    lang = r.randint(0, 3)
    url = f"https://www.overleaf.com/{tk}"
    msgs = [f"Edit link for the rebuttal letter (anyone with it can edit): {url}",
            f"Pessoal, segue o link de edição do artigo no Overleaf: {url} — não compartilhem fora do grupo.",
            f"Hier der Overleaf-Bearbeitungslink fürs Manuskript: {url}",
            f"Overleaf の編集リンクです: {url}（共著者のみ）"]
    return "self-identifying", msgs[lang], [tk]


@t
def overleaf_server_env():
    s = g.s(B62, 48) if r.random() < .5 else g.hexs(64)
    p = pw_safe()
    v = r.randint(0, 2)
    if v == 0:
        txt = f"# variables.env (Overleaf Server Pro)\nOVERLEAF_APP_NAME=\"Uni Overleaf\"\nOVERLEAF_SESSION_SECRET={s}\nOVERLEAF_EMAIL_SMTP_PASS={p}\nOVERLEAF_EMAIL_SMTP_USER=overleaf@example.edu"
        return "name-context", txt, [s, p]
    if v == 1:
        txt = f"OVERLEAF_LDAP_URL=ldaps://ldap.example.edu\nOVERLEAF_LDAP_BIND_DN=cn=overleaf,ou=services,dc=example,dc=edu\nOVERLEAF_LDAP_BIND_CREDENTIALS={p}"
        return "name-context", txt, [p]
    txt = f"OVERLEAF_MONGO_URL=mongodb://overleaf:{p}@mongo:27017/sharelatex?replicaSet=overleaf"
    return "structural", txt, [p]


@t
def arxiv_paper_pw():
    p = g.s(LOW + DIG, 5)
    aid = f"{r.randint(23, 26)}{r.randint(1, 12):02d}.{pin(5)}"
    lang = r.randint(0, 2)
    msgs = [f"arXiv confirmation: paper ID {aid}, paper password {p}. Co-authors can claim ownership with these at arxiv.org/auth/need-paper-password.",
            f"Para reivindicar la autoría en arXiv: identificador {aid}, contraseña del artículo {p}.",
            f"arXiv {aid} — Paper-Passwort: {p} (zum Übernehmen der Autorenschaft)"]
    return "name-context", msgs[lang], [p]


@t
def em_reviewer_invite():
    p = pw()
    u = user()
    lang = r.randint(0, 3)
    msgs = [f"Dear Dr. {r.choice(['Okafor', 'Lindqvist', 'Rossi', 'Tan'])},\nThank you for agreeing to review JABC-D-26-{pin(5)}.\nYour username is: {u}\nYour password is: {p}\nPlease log in at https://www.editorialmanager.com/jabc/",
            f"Prezado(a) revisor(a),\nSeu login no sistema de submissão: usuário {u}, senha {p}.\nManuscrito: RBX-{pin(4)}-{r.randint(2024, 2026)}",
            f"Yth. Reviewer, berikut akun OJS Anda: nama pengguna {u}, kata sandi {p}. Mohon segera mengganti kata sandi setelah masuk.",
            f"Estimado/a autor/a: usuario {u} / contraseña {p} para el sistema de gestión editorial de la revista."]
    return "name-context", msgs[lang], [p]


@t
def scholarone_api():
    k = g.s(UPPER + DIG, 16)
    sec = g.s(B62, 32)
    txt = (f"# ScholarOne web services (production)\nS1_SITE_NAME=jabc\nS1_API_KEY={k}\nS1_SHARED_SECRET={sec}\n"
           f"S1_BASE=https://mc-api.manuscriptcentral.com/api/s1m/v2")
    return "name-context", txt, [sec]


@t
def dspace_local_cfg():
    p = pw()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"# [dspace]/config/local.cfg\ndspace.dir = /dspace\ndspace.server.url = https://{jhost()}/server\n"
               f"db.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\ndb.password = {p}\nmail.server.password = {pw()}")
        mp = txt.split("mail.server.password = ")[1]
        return "name-context", txt, [p, mp]
    txt = f"$ grep -E '^(db|mail)\\.' /dspace/config/local.cfg\ndb.username = dspace_prod\ndb.password = {p}\nmail.server = smtp.example.edu"
    return "name-context", txt, [p]


@t
def dspace_admin_cli():
    p = pw_safe()
    txt = f"$ /dspace/bin/dspace create-administrator -e repo-admin@example.edu -f Repo -l Admin -c en -p {p}\nAdministrator account created"
    return "name-context", txt, [p]


@t
def dspace_rest_login():
    p = pw_safe()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"$ curl -v -X POST 'https://{jhost()}/server/api/authn/login' -H 'X-XSRF-TOKEN: {g.uuid()}' "
               f"-b 'DSPACE-XSRF-COOKIE={g.uuid()}' --data 'user=repo-admin@example.edu&password={p}'")
        return "structural", txt, [p]
    j = g.jwt(sub=g.uuid())
    txt = f"< HTTP/1.1 200\n< Authorization: Bearer {j}\n< DSPACE-XSRF-TOKEN: {g.uuid()}"
    return "structural", txt, [j]


@t
def eprints_db():
    p = pw_safe()
    txt = (f"# archives/{r.choice(['repo', 'research', 'eprints'])}/cfg/cfg.d/database.pl\n$c->{{dbname}} = 'eprints_repo';\n$c->{{dbhost}} = 'localhost';\n"
           f"$c->{{dbuser}} = 'eprints';\n$c->{{dbpass}} = '{p}';")
    return "name-context", txt, [p]


@t
def sword_deposit():
    p = pw_safe()
    u = user()
    txt = r.choice([f"$ curl -i --user '{u}:{p}' --data-binary @thesis.zip -H 'Content-Type: application/zip' -H 'Packaging: http://purl.org/net/sword/package/METSDSpaceSIP' https://{jhost()}/sword/deposit/123456789/{r.randint(1, 99)}",
                    f"SWORD_ENDPOINT=https://{u}:{p}@{jhost()}/id/contents"])
    return "structural", txt, [p]


@t
def handle_key():
    p = phrase_nospace()
    txt = r.choice([f"$ hdl-admintool\n[admin] Private key file: /hs/svr_1/admpriv.bin\n[admin] Passphrase: {p}\nAuthenticated as 0.NA/{r.randint(10000, 99999)}",
                    f"Handle server admin key passphrase (prefix {r.randint(10000, 99999)}): {p}"])
    return "name-context", txt, [p]


@t
def scopus_key():
    k = g.hexs(32)
    it = g.hexs(32)
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"GET /content/search/scopus?query=AF-ID({r.randint(60000000, 60099999)}) HTTP/1.1\nHost: api.elsevier.com\nX-ELS-APIKey: {k}\nX-ELS-Insttoken: {it}")
        return "structural", txt, [k, it]
    txt = json.dumps({"apikey": k, "insttoken": it}, indent=4)
    txt = "$ cat ~/.config/pybliometrics.cfg config.json\n" + txt
    return "name-context", txt, [k, it]


@t
def ncbi_key():
    k = g.hexs(36)
    txt = r.choice([f"https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=pubmed&term=orcid+{orcid()}&api_key={k}",
                    f"from Bio import Entrez\nEntrez.email = 'biblio@example.edu'\nEntrez.api_key = '{k}'"])
    return "structural" if "api_key=" in txt else "name-context", txt, [k]


@t
def sherpa_doaj():
    k = g.uuid() if r.random() < .5 else g.hexs(32)
    txt = r.choice([f"curl 'https://v2.sherpa.ac.uk/cgi/retrieve?item-type=publication&format=Json&api-key={k}&filter=[[\"issn\",\"equals\",\"{pin(4)}-{pin(4)}\"]]'",
                    f"$ curl -X POST 'https://doaj.org/api/articles?api_key={k}' -H 'Content-Type: application/json' -d @article.json"])
    return "structural", txt, [k]


@t
def zotero_key():
    k = g.s(B62, 24)
    txt = r.choice([f"GET /users/{r.randint(100000, 9999999)}/items/top?limit=25 HTTP/1.1\nHost: api.zotero.org\nZotero-API-Key: {k}\nZotero-API-Version: 3",
                    f"from pyzotero import zotero\nzot = zotero.Zotero('{r.randint(100000, 9999999)}', 'group', '{k}')"])
    return "structural" if "Zotero-API-Key" in txt else "name-context", txt, [k]


@t
def dataverse_key():
    k = g.uuid()
    v = r.randint(0, 1)
    if v == 0:
        txt = f"$ curl -H 'X-Dataverse-key:{k}' -X POST 'https://dataverse.example.edu/api/dataverses/lab/datasets' --upload-file dataset.json"
        return "structural", txt, [k]
    txt = f"from pyDataverse.api import NativeApi\napi = NativeApi('https://dataverse.example.edu', '{k}')\nresp = api.get_info_version()"
    return "name-context", txt, [k]


@t
def pure_osf():
    v = r.randint(0, 1)
    if v == 0:
        k = g.uuid()
        txt = f"GET /ws/api/research-outputs?size=50 HTTP/1.1\nHost: pure.example.ac.uk\napi-key: {k}\nAccept: application/json"
    else:
        k = g.s(B62, 70)
        txt = f"$ curl -H 'Authorization: Bearer {k}' https://api.osf.io/v2/users/me/nodes/"
    return "structural", txt, [k]


@t
def ithenticate():
    k = g.s(B62, 32) if r.random() < .5 else g.uuid()
    txt = r.choice([f"SIMILARITY_CHECK_API_KEY={k}\nSIMILARITY_CHECK_URL=https://example-journals.turnitin.com/api/v1",
                    f"POST /api/v1/submissions HTTP/1.1\nHost: example.turnitin.com\nAuthorization: Bearer {k}\nX-Turnitin-Integration-Name: ojs-similarity"])
    return "name-context" if "API_KEY" in txt else "structural", txt, [k]


@t
def generic_selfid():
    name, tok, mark = g.self_identifying()
    v = r.randint(0, 3)
    if v == 0:
        txt = f"# .env of the journal's static site (Hugo + OJS harvest)\n{name.upper()}_TOKEN={tok}"
    elif v == 1:
        txt = hook("cat .env", f"OJS_BASE=https://{jhost()}\n{name.upper()}_KEY={tok}\nCROSSREF_MAILTO=metadata@example.edu\n")
    elif v == 2:
        txt = f"Hey, the token for the repository's release workflow (Zenodo archiving step uses it too): {tok}"
    else:
        txt = f"; config.inc.php, custom section added by us\n[{name}]\ntoken = \"{tok}\""
    return "self-identifying", txt, [mark]


@t
def pem_block():
    block, mark = g.pem()
    txt = r.choice([f"$ cat /hs/svr_1/privkey.pem\n{block}", hook_read("/etc/ssl/private/ojs.key", block),
                    f"Key for the JATS feed SFTP to the aggregator:\n{block}"])
    return "self-identifying", txt, [mark]


@t
def chat_multilingual():
    p = pw()
    u = user()
    lang = r.randint(0, 5)
    msgs = [f"Senha do admin do OJS da revista: {u} / {p} (trocar depois da migração para 3.4)",
            f"Password dell'account Crossref della rivista: {p} (utente {u})",
            f"Пароль администратора DSpace: {p}, логин {u}",
            f"Mot de passe du compte DataCite de l'université : {p}",
            f"Kata sandi admin OJS jurnal: {p} (username {u}), jangan dibagikan ke mahasiswa ya",
            f"Wachtwoord voor de EPrints-beheerder: {p}"]
    return "name-context", msgs[lang], [p]


@t
def notebook_crossref():
    p = pw_safe()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
            "source": ["import requests\n", "files = {'fname': open('batch.xml','rb')}\n",
                       f"data = {{'operation': 'doMDUpload', 'login_id': '{g.s(LOW, 5)}', 'login_passwd': '{p}'}}\n",
                       "requests.post('https://test.crossref.org/servlet/deposit', data=data, files=files)\n"]}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [p]


@t
def diff_config():
    p = pw()
    txt = (f"diff --git a/config.inc.php b/config.inc.php\n@@ -82,7 +82,7 @@ driver = mysqli\n host = localhost\n username = ojs\n"
           f"-password = \"\"\n+password = \"{p}\"\n name = ojs")
    return "name-context", txt, [p]


@t
def mysql_cli():
    p = pw_safe()
    txt = r.choice([f"$ mysqldump -u ojs -p{p} ojs_prod > /backup/ojs_$(date +%F).sql",
                    f"$ mysql -h db.internal -u omp -p'{p}' omp -e 'select count(*) from submissions'"])
    return "name-context", txt, [p]


@t
def invenio_cfg():
    s = g.s(B62, 50)
    p = pw_safe()
    txt = (f"# invenio.cfg\nSECRET_KEY = \"{s}\"\nSQLALCHEMY_DATABASE_URI = \"postgresql+psycopg2://invenio:{p}@db/inveniordm\"\n"
           f"DATACITE_ENABLED = True\nDATACITE_PREFIX = \"{prefix()}\"")
    return "name-context", txt, [s, p]


@t
def ldap_repo():
    p = pw_safe()
    txt = (f"authentication-ldap.provider_url = ldaps://ldap.example.edu:636/\nauthentication-ldap.search.user = cn=dspace-bind,ou=svc,dc=example,dc=edu\n"
           f"authentication-ldap.search.password = {p}")
    return "name-context", txt, [p]


@t
def s3_files_dir():
    p = pw_safe()
    txt = f"$ rclone config show ojs-files\n[ojs-files]\ntype = s3\nprovider = Minio\naccess_key_id = ojsfiles\nsecret_access_key = {p}\nendpoint = https://minio.example.edu"
    return "name-context", txt, [p]


# ---------------------------------------------------------------- clean templates
C = []


def c(f):
    C.append(f)
    return f


@c
def cl_crossref_xml():
    d = doi()
    return (f"<doi_batch version=\"5.3.1\" xmlns=\"http://www.crossref.org/schema/5.3.1\">\n<head>\n  <doi_batch_id>jabc-{pin(8)}</doi_batch_id>\n"
            f"  <timestamp>{r.randint(10**13, 10**14)}</timestamp>\n  <depositor><depositor_name>Journal Office</depositor_name><email_address>production@example.edu</email_address></depositor>\n"
            f"  <registrant>Example University Press</registrant>\n</head>\n<body><journal><journal_article><doi_data><doi>{d}</doi>"
            f"<resource>https://{jhost()}/article/view/{r.randint(100, 9999)}</resource></doi_data></journal_article></journal></body>\n</doi_batch>")


@c
def cl_datacite_json():
    return json.dumps({"data": {"type": "dois", "attributes": {"doi": doi(), "event": "publish", "creators": [{"name": "Souza, Ana", "nameIdentifiers": [
        {"nameIdentifier": f"https://orcid.org/{orcid()}", "nameIdentifierScheme": "ORCID"}]}], "titles": [{"title": "Survey data"}],
        "publisher": "Example University", "publicationYear": r.randint(2019, 2026), "types": {"resourceTypeGeneral": "Dataset"}, "url": f"https://{jhost()}/records/{r.randint(10**5, 10**7)}"}}}, indent=1)


@c
def cl_zenodo_json():
    return json.dumps({"title": "analysis-pipeline", "upload_type": "software", "creators": [{"name": "Mori, Kenji", "orcid": orcid(), "affiliation": "Example University"}],
                       "license": "MIT", "related_identifiers": [{"identifier": f"https://github.com/example/pipeline/tree/v{r.randint(1, 4)}.{r.randint(0, 9)}.0", "relation": "isSupplementTo"}],
                       "keywords": ["bibliometrics", "open science"]}, indent=2)


@c
def cl_citation_cff():
    return (f"cff-version: 1.2.0\nmessage: If you use this software, please cite it as below.\nauthors:\n  - family-names: Haddad\n    given-names: Leila\n    orcid: https://orcid.org/{orcid()}\n"
            f"title: corpus-tools\nversion: {r.randint(0, 3)}.{r.randint(0, 20)}.{r.randint(0, 9)}\ndoi: {doi()}\ndate-released: 2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}")


@c
def cl_bibtex():
    return (f"@article{{{r.choice(['souza', 'mori', 'haddad', 'okafor'])}{r.randint(2019, 2026)}{g.s(LOW, 3)},\n  title = {{On the reproducibility of repository deposits}},\n"
            f"  journal = {{Journal of Example Studies}},\n  volume = {{{r.randint(1, 40)}}},\n  pages = {{{r.randint(1, 200)}--{r.randint(201, 400)}}},\n  year = {{{r.randint(2019, 2026)}}},\n"
            f"  doi = {{{doi()}}},\n  eprint = {{{r.randint(23, 26)}{r.randint(1, 12):02d}.{pin(5)}}},\n  archivePrefix = {{arXiv}}\n}}")


@c
def cl_jats():
    return (f"<article-meta>\n  <article-id pub-id-type=\"doi\">{doi()}</article-id>\n  <article-id pub-id-type=\"publisher-id\">jabc-{r.randint(100, 9999)}</article-id>\n"
            f"  <contrib contrib-type=\"author\"><contrib-id contrib-id-type=\"orcid\">https://orcid.org/{orcid()}</contrib-id></contrib>\n"
            f"  <pub-date><year>{r.randint(2019, 2026)}</year></pub-date>\n  <issn pub-type=\"epub\">{pin(4)}-{pin(3)}X</issn>\n</article-meta>")


@c
def cl_oai():
    return (f"<OAI-PMH><responseDate>2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T10:00:00Z</responseDate><request verb=\"ListRecords\" metadataPrefix=\"oai_dc\">https://{jhost()}/oai</request>\n"
            f"<ListRecords><record><header><identifier>oai:{jhost()}:{r.randint(1000, 99999)}</identifier><datestamp>2026-01-0{r.randint(1, 9)}</datestamp></header></record>\n"
            f"<resumptionToken completeListSize=\"{r.randint(1000, 90000)}\" cursor=\"0\">{g.b64url(24)}</resumptionToken></ListRecords></OAI-PMH>")


@c
def cl_handle():
    return f"Handle: https://hdl.handle.net/{r.randint(10000, 99999)}/{r.randint(1, 99999)}  (item {g.uuid()}, bitstream checksum MD5 {g.hexs(32)})"


@c
def cl_arxiv_listing():
    aid = f"{r.randint(23, 26)}{r.randint(1, 12):02d}.{pin(5)}"
    return (f"arXiv:{aid}v{r.randint(1, 4)} [cs.DL]\nSubmission ID: submit/{r.randint(5000000, 6999999)}\nTitle: Measuring deposit latency in institutional repositories\n"
            f"Comments: {r.randint(8, 30)} pages, {r.randint(1, 9)} figures\nSubjects: Digital Libraries (cs.DL)")


@c
def cl_ojs_template():
    return ("[database]\ndriver = mysqli\nhost = localhost\nusername = ojs\npassword = \"\"\nname = ojs\n\n[security]\nsalt = \"YouMustSetASecretKeyHere!!\"\n"
            f"api_key_secret = \"\"\n; config.TEMPLATE.inc.php, OJS 3.{r.randint(3, 5)}.0-{r.randint(0, 9)}")


@c
def cl_dspace_example():
    return (f"# local.cfg.EXAMPLE (shipped with DSpace {r.randint(7, 8)}.{r.randint(0, 6)})\ndb.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\ndb.password = dspace\n"
            f"# change the password above for production")


@c
def cl_orcid_public():
    oid = orcid()
    return json.dumps({"orcid-identifier": {"uri": f"https://orcid.org/{oid}", "path": oid, "host": "orcid.org"},
                       "person": {"name": {"given-names": {"value": "Ana"}, "family-name": {"value": "Souza"}}},
                       "activities-summary": {"works": {"group": [{"external-ids": {"external-id": [{"external-id-type": "doi", "external-id-value": doi()}]}}]}}}, indent=1)


@c
def cl_orcid_client_id():
    return (f"ORCID public API client (the client id is shown on our sign-in button): {app_id()}\nRedirect URI: https://{jhost()}/orcidapi/callback\n"
            f"The client secret is in Vault at kv/ojs/orcid.")


@c
def cl_zenodo_record():
    return json.dumps({"id": r.randint(10**6, 10**8), "doi": f"10.5281/zenodo.{r.randint(10**6, 10**8)}", "files": [
        {"key": "data.csv", "size": r.randint(1000, 10**8), "checksum": f"md5:{g.hexs(32)}"}], "links": {"self": f"https://zenodo.org/api/records/{r.randint(10**6, 10**8)}"}}, indent=1)


@c
def cl_figshare_article():
    return json.dumps({"id": r.randint(10**7, 10**8), "title": "Interview transcripts", "doi": f"10.6084/m9.figshare.{r.randint(10**7, 10**8)}.v{r.randint(1, 5)}",
                       "files": [{"id": r.randint(10**7, 10**8), "name": "transcripts.zip", "computed_md5": g.hexs(32), "supplied_md5": g.hexs(32)}]}, indent=1)


@c
def cl_em_numbers():
    return (f"Manuscript JABC-D-26-{pin(5)}R{r.randint(1, 3)} — status: Required Reviews Complete\nEditor: Dr. Lindqvist\nReviewer 1: recommendation Minor Revision (invited {r.randint(1, 28)} Oct, due {r.randint(1, 28)} Nov)\n"
            f"Similarity index: {r.randint(3, 40)}% (report id {pin(9)})")


@c
def cl_overleaf_project():
    return f"The paper lives at https://www.overleaf.com/project/{g.hexs(24)} (you need to be invited; ask Leila). Compile with XeLaTeX, bibliography via biber."


@c
def cl_crossref_rest():
    return json.dumps({"status": "ok", "message-type": "work", "message": {"DOI": doi(), "type": "journal-article", "ISSN": [f"{pin(4)}-{pin(4)}"],
                                                                          "member": str(r.randint(100, 99999)), "reference-count": r.randint(5, 90), "is-referenced-by-count": r.randint(0, 400)}}, indent=1)


@c
def cl_submission_log():
    return (f"<doi_batch_diagnostic status=\"completed\" sp=\"cskAir.local\">\n  <submission_id>{r.randint(10**9, 2 * 10**9)}</submission_id>\n  <batch_id>jabc-{pin(8)}</batch_id>\n"
            f"  <record_diagnostic status=\"Success\"><doi>{doi()}</doi><msg>Successfully added</msg></record_diagnostic>\n  <batch_data><record_count>1</record_count><success_count>1</success_count></batch_data>\n</doi_batch_diagnostic>")


@c
def cl_env_example():
    return (f"# .env.example\nOJS_API_TOKEN=<paste from your OJS profile, API Key tab>\nZENODO_TOKEN=\nDATACITE_PASSWORD=changeme\nCROSSREF_MAILTO=you@example.edu\n# v{r.randint(1, 9)}")


@c
def cl_gh_actions():
    return (f"- name: Publish release to Zenodo\n  env:\n    ZENODO_TOKEN: ${{{{ secrets.ZENODO_TOKEN }}}}\n  run: python scripts/zenodo_release.py --concept {r.randint(10**6, 10**7)}\n"
            f"- name: Register DOI\n  env:\n    DATACITE_PASSWORD: ${{{{ secrets.DATACITE_PASSWORD }}}}")


@c
def cl_prose():
    return r.choice(["The arXiv paper password is only needed to claim ownership; it is sent to the submitter and should not be posted publicly. Ask the submitter in private.",
                     f"Reviewers: never reply with your Editorial Manager password; the editorial office will never ask for it. Reset link: https://www.editorialmanager.com/jabc/ (manuscript {pin(5)}).",
                     "Zenodo personal access tokens belong in the CI secret store; the DOI, concept DOI and record id are public and can be shared freely.",
                     f"Kata sandi OJS wajib diganti setiap {r.choice([90, 180])} hari. Jangan menuliskan kata sandi di grup WhatsApp jurnal.",
                     "Las credenciales de Crossref van en el plugin, no en el código; el prefijo DOI y el ID de lote son públicos."])


@c
def cl_isbn_issn():
    return f"ISSN {pin(4)}-{pin(4)} (online), ISSN {pin(4)}-{pin(3)}X (print); ISBN 978-{r.randint(0, 9)}-{pin(4)}-{pin(4)}-{r.randint(0, 9)}; ROR https://ror.org/0{g.s(LOW + DIG, 6)}{pin(2)}"


@c
def cl_latex_log():
    return (f"Latexmk: Run number {r.randint(1, 4)} of rule 'pdflatex'\nOutput written on main.pdf ({r.randint(8, 40)} pages, {r.randint(200000, 2000000)} bytes).\n"
            f"Package biblatex Info: ... file 'main.bbl' created.\n(./main.aux) ) </usr/share/texlive/texmf-dist/fonts/type1/public/amsfonts/cm/cmr10.pfb>")


@c
def cl_hook_ok():
    return hook(f"curl -s https://api.crossref.org/works/{doi()} | jq .message.title",
                json.dumps(["Deposit latency in institutional repositories"]) + "\n")


@c
def cl_pmid():
    return f"PMID: {r.randint(30000000, 39999999)}  PMCID: PMC{r.randint(8000000, 11999999)}  DOI: {doi()}  (Europe PMC id MED/{r.randint(30000000, 39999999)})"


@c
def cl_pubkey():
    body = "\n".join(g.b64(48) for _ in range(r.randint(4, 7)))
    return f"Repository signing public key (for verifying METS packages):\n-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


@c
def cl_lockfile():
    return "\n".join(f'"{p}": {{ "version": "{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}", "integrity": "sha512-{g.b64(64)}" }},' for p in r.sample(["citation-js", "@citation-js/core", "orcid-utils", "bibtex-parse"], 2))


@c
def cl_dspace_item():
    return json.dumps({"id": g.uuid(), "uuid": g.uuid(), "handle": f"{r.randint(10000, 99999)}/{r.randint(1, 9999)}", "metadata": {
        "dc.identifier.doi": [{"value": doi()}], "dc.contributor.author": [{"value": "Okafor, Chidi", "authority": g.uuid(), "confidence": 600}]},
        "inArchive": True, "type": "item"}, indent=1)


@c
def cl_eprints_export():
    return (f"eprintid: {r.randint(100, 99999)}\nrev_number: {r.randint(1, 30)}\neprint_status: archive\nuserid: {r.randint(1, 900)}\ndir: disk0/00/0{r.randint(0, 9)}/{r.randint(10, 99)}/{r.randint(10, 99)}\n"
            f"datestamp: 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)}\nid_number: doi:{doi()}")


@c
def cl_webhook_sig():
    return (f"POST /hooks/zenodo HTTP/1.1\nX-Hub-Signature-256: sha256={g.sha256()}\nX-GitHub-Delivery: {g.uuid()}\nX-GitHub-Event: release\n\n"
            f"{{\"action\":\"published\",\"release\":{{\"tag_name\":\"v{r.randint(1, 5)}.{r.randint(0, 9)}.0\"}}}}")


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        f = S[i % len(S)]
        i += 1
        cls, text, vals = f()
        vals = [v for v in vals if v]
        assert vals and all(v in text for v in vals), (f.__name__, vals)
        secrets.append((cls, text, vals))
    clean = []
    j = 0
    while len(clean) < 100:
        clean.append(C[j % len(C)]())
        j += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as fh:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            fh.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as fh:
        for n, text in enumerate(clean, 1):
            fh.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
