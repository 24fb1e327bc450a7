"""Blind redaction source "tollroads": toll roads and road charging.

ANPR cameras, transponder back offices, clearing between operators, violation billing, roadside units.
Written 2026-12-04 by the helper "corpora37" (session 26, round 65). Seeded, deterministic; imports only the
standard library and _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B32, B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "tollroads"
g = Gen(6503)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value helpers
DOMAIN_WORDS = ["Plaza", "Gantry", "Turnpike", "Tollway", "Lane", "Bypass", "Expressway", "Viaduct", "Tunnel",
                "Bridge", "Corridor", "Transponder", "Maut", "Peaje", "Bom", "Pedagio"]
PHRASE = ["gantry", "lantern", "asphalt", "orbit", "meadow", "harbor", "signal", "copper", "tunnel", "violet",
          "bridge", "marble", "north", "falcon", "pepper", "canyon"]
FIRST = ["Dwayne", "Maria", "Knut", "Ingrid", "Jürgen", "Agnieszka", "Gábor", "Petr", "Lucie", "Javier", "Giulia",
         "Rafael", "Yuki", "Emre", "Aisha", "Tom"]
LAST = ["Hendricks", "Solberg", "Haugen", "Brandt", "Wiśniewska", "Nagy", "Dvořák", "Morel", "Ruiz", "Bianchi",
        "Costa", "Sato", "Demir", "Okoye", "Price"]
AGENCIES = ["ntta", "hctra", "ezpass-ny", "mdta", "tca", "ota", "skyway", "autopass", "aspi", "brisa", "etoll"]


def dpw() -> str:
    return r.choice(DOMAIN_WORDS) + str(r.randint(10, 9999)) + r.choice("!#$%*.?+&")


def phrase() -> str:
    sep = r.choice("-._")
    return sep.join(r.sample(PHRASE, r.choice([3, 4]))) + (str(r.randint(1, 99)) if r.random() < .5 else "")


def legacy() -> str:
    return r.choice(["toll", "lane", "anpr", "bo", "rsu", "viol"]) + g.s(LOW, r.randint(2, 3)) + str(r.randint(1, 999))


def pin(n: int | None = None) -> str:
    n = n or r.choice([6, 6, 7, 8])
    return str(r.randint(1, 9)) + g.s(DIG, n - 1)


def any_pw() -> str:
    k = r.random()
    if k < .3:
        return dpw()
    if k < .45:
        return phrase()
    if k < .55:
        return legacy()
    return g.pw()


def person() -> str:
    return r.choice(FIRST) + " " + r.choice(LAST)


def user() -> str:
    return r.choice(["laneops", "dhendricks", "svc_clearing", "anpr-review", "bo_batch", "rsu-admin", "viol_print", "itsadmin"])


def ag() -> str:
    return r.choice(AGENCIES)


def ip() -> str:
    return f"10.{r.randint(20, 90)}.{r.randint(0, 255)}.{r.randint(2, 250)}"


def b62(n: int) -> str:
    return g.s(B62, n)


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def day() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}"


def ts() -> str:
    return f"{day()}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def plate() -> str:
    return r.choice([g.s(UPPER, 3) + g.s(DIG, 4), g.s(DIG, 1) + g.s(UPPER, 3) + g.s(DIG, 3), g.s(UPPER, 2) + " " + g.s(DIG, 5),
                     g.s(UPPER, 2) + g.s(DIG, 2) + " " + g.s(UPPER, 3)])


def tag() -> str:
    return f"{r.randint(1, 130):03d}.{r.randint(10**9, 10**10 - 1)}"


def plaza() -> str:
    return f"{r.choice(['P', 'GP', 'ORT'])}{r.randint(1, 99):02d}-L{r.randint(1, 8)}"


def hook(tool: str, tinput: dict, resp=None, event: str = "PostToolUse") -> str:
    sid = g.uuid()
    proj = r.choice(["lane-controller", "anpr-ingest", "clearing-hub", "viol-billing", "rsu-config", "ruc-backoffice"])
    d = {"session_id": sid, "transcript_path": f"/home/{user()}/.claude/projects/-opt-{proj}/{sid}.jsonl",
         "cwd": f"/opt/{proj}", "hook_event_name": event, "tool_name": tool, "tool_input": tinput}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False)


def bash_hook(cmd: str, out: str) -> str:
    return hook("Bash", {"command": cmd, "description": "inspect toll config"},
                {"stdout": out, "stderr": "", "interrupted": False, "isImage": False})


# ---------------------------------------------------------------- secret templates
S = []


def sec(fn):
    S.append(fn)
    return fn


@sec
def s_rtsp():
    p = any_pw()
    return "structural", f"""anpr_cameras:
  - id: {plaza()}-FRONT
    stream: rtsp://admin:{p}@{ip()}:554/Streaming/Channels/101
    ocr: lpr-engine-2
""", [p]


@sec
def s_onvif():
    p = any_pw()
    return "structural", f"""from onvif import ONVIFCamera
cam = ONVIFCamera("{ip()}", 80, "operator", "{p}")
media = cam.create_media_service()
profiles = media.GetProfiles()""", [p]


@sec
def s_isapi_digest():
    p = any_pw()
    return "structural", f"""$ curl --digest -u admin:{p} http://{ip()}/ISAPI/Traffic/channels/1/vehicleDetect/plates -d '<AfterTime><picTime>{day()}T00:00:00</picTime></AfterTime>'
<?xml version="1.0" encoding="UTF-8"?>
<Plates><Plate><captureTime>{ts()}</captureTime><plateNumber>{plate()}</plateNumber></Plate></Plates>""", [p]


@sec
def s_vapix():
    p = any_pw()
    return "structural", f"""curl -s -u root:'{p}' "http://{ip()}/axis-cgi/param.cgi?action=list&group=Image.I0.Appearance\"""", [p]


@sec
def s_ftp_images():
    p = any_pw()
    return "structural", f"""# camera event upload (plate crops) – set on all gantry cameras in section {r.randint(1, 9)}
FTP_TARGET=ftp://anpr_upload:{p}@{ip()}:21/incoming/{plaza()}/""", [p]


@sec
def s_genetec():
    p = any_pw()
    return "name-context", f"""<!-- AutoVuSync.config -->
<configuration>
  <SecurityCenter Directory="sc-dir.{ag()}.local" User="autovu_sync" Password="{p}" />
  <Export Path="\\\\fs01\\reads" Format="xml" />
</configuration>""", [p]


@sec
def s_lpr_api():
    k = b62(40)
    return "structural", f"""POST /v1/plate-reader/ HTTP/1.1
Host: api.lpr-cloud.example
Authorization: Token {k}
Content-Type: multipart/form-data; boundary=----x

regions=us-tx&camera_id={plaza()}""", [k]


@sec
def s_epc_access():
    ap, kp = g.hexs(8).upper(), g.hexs(8).upper()
    return "name-context", f"""# 6C sticker tag personalisation (issuer {ag()})
reader.write_epc(tag, epc=new_epc)
reader.set_access_password(tag, "{ap}")
reader.set_kill_password(tag, "{kp}")
reader.lock(tag, banks=["epc", "user"], mode="perma")""", [ap, kp]


@sec
def s_dsrc_keys():
    a, b = g.hexs(32).upper(), g.hexs(32).upper()
    return "name-context", f"""; OBU personalisation station – EN 15509 keys (production KEY SET 3)
[keys]
AuthenticationKey_MK = {a}
AccessCredentialsKey_MK = {b}
KeyVersion = 3""", [a, b]


@sec
def s_hsm_component():
    c = g.hexs(32).upper()
    return "name-context", f"""Key ceremony worksheet – clearing-house ZMK, custodian B
Component 2 of 3: {c}
KCV: {g.hexs(6).upper()}
Entered on payShield at {ts()} by {person()}, witnessed by {person()}""", [c]


@sec
def s_sam_pin():
    p = pin(r.choice([4, 6, 8]))
    return "name-context", f"""lane-controller.ini
[sam]
slot = 2
unlock_pin = {p}
[reader]
port = COM3
power_dbm = 30""", [p]


@sec
def s_reader_telnet():
    p = any_pw()
    return "name-context", f"""$ telnet {ip()} 23
Trying {ip()}...
Connected.
Encompass 6 Multiprotocol Reader
Password: {p}
> #01 STATUS
RF ON  ANT1 OK  ANT2 OK  TAGS/S 42""", [p]


@sec
def s_iag_sftp():
    p = any_pw()
    return "name-context", f"""#!/bin/bash
# pull ITAG / ICLP files from the interoperability hub every 15 min
export SSHPASS='{p}'
sshpass -e sftp -oPort=22 {ag()}_xfer@hub-sftp.{r.choice(['iag', 'cusiousa', 'seiop'])}.example:/outbound/ITAG/ ./inbound/""", [p]


@sec
def s_pgp_block():
    body = [g.b64(48) for _ in range(r.randint(6, 10))]
    blk = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(body) + f"\n={g.b64(3)}\n-----END PGP PRIVATE KEY BLOCK-----"
    return "self-identifying", f"""# clearing file decryption key ({ag()} reciprocity), imported on bo-batch01
{blk}""", [body[1]]


@sec
def s_pgp_passphrase():
    p = phrase()
    return "name-context", f"""gpg --batch --pinentry-mode loopback --passphrase '{p}' -d TVL_{day().replace('-', '')}_{ag().upper()}.gpg > tvl.csv""", [p]


@sec
def s_hub_api():
    cs = b62(48)
    return "name-context", f"""hub_client:
  token_url: https://auth.clearing-hub.example/oauth2/token
  client_id: {ag()}-backoffice
  client_secret: {cs}
  scopes: [recon.read, tagstatus.write]""", [cs]


@sec
def s_as2():
    p = any_pw()
    return "name-context", f"""<partner name="{ag().upper()}-HUB" as2id="{ag().upper()}HUB">
  <attribute name="encryption" value="AES256"/>
  <attribute name="x509_alias" value="hub-2026"/>
</partner>
<!-- keystore password for as2 certs: {p} -->""", [p]


@sec
def s_recon_db():
    p = any_pw()
    return "structural", f"""RECON_DB=Server=recon-sql.{ag()}.local;Database=Reciprocity;User Id=recon_batch;Password={p};""", [p]


@sec
def s_kafka_jaas():
    p = any_pw()
    return "structural", f"""sasl.mechanism=SCRAM-SHA-512
security.protocol=SASL_SSL
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="toll-tx-producer" password="{p}";""", [p]


@sec
def s_dmv():
    p = any_pw()
    return "structural", f"""Hand-over (violations team):
The DMV registered-owner lookup account was renewed. Requester code {r.randint(10000, 99999)}, login viol_lookup / {p}
Daily cap 20,000 lookups, out-of-state via the state switch only.""", [p]


@sec
def s_nlets():
    p = any_pw()
    return "name-context", f"""ori=TX{r.randint(1000000, 9999999)}
switch_host=nlets-gw.state.example
switch_user=tollviol01
switch_password={p}""", [p]


@sec
def s_collections():
    k = b62(36)
    return "structural", f"""$ curl https://api.collections-partner.example/v2/placements -H "X-API-Key: {k}" -d @placements_{day()}.json
{{"accepted": {r.randint(100, 900)}, "rejected": {r.randint(0, 9)}}}""", [k]


@sec
def s_authnet():
    tk = g.s(B62, 16)
    lid = g.s(B62, 9)
    return "name-context", f"""<merchantAuthentication>
  <name>{lid}</name>
  <transactionKey>{tk}</transactionKey>
</merchantAuthentication>""", [tk]


@sec
def s_stripe():
    k = "rk_live_" + b62(r.choice([24, 99]))
    return "self-identifying", f"""# pay-by-plate portal
STRIPE_RESTRICTED_KEY={k}""", [k]


@sec
def s_paypal():
    cs = g.s(URLSAFE, 80)
    return "name-context", f"""PAYPAL_CLIENT_ID=A{g.s(URLSAFE, 79)}
PAYPAL_CLIENT_SECRET={cs}
PAYPAL_MODE=live""", [cs]


@sec
def s_print_vendor():
    p = any_pw()
    return "structural", f"""# monthly violation notices → print & mail vendor
lftp -u viol_print,'{p}' sftp://sftp.printmail-vendor.example -e "put notices_{day()}.pdf.zip; bye\"""", [p]


@sec
def s_snmpv3():
    a, pr = any_pw(), any_pw()
    return "name-context", f"""snmpwalk -v3 -l authPriv -u rsu_mon -a SHA -A '{a}' -x AES -X '{pr}' {ip()} 1.3.6.1.4.1.1206.4.2.18""", [a, pr]


@sec
def s_snmp_comm():
    c = r.choice(["toll", "gantry", "rsu"]) + g.s(LOW + DIG, 6)
    return "name-context", f"""# /etc/snmp/snmpd.conf on the lane controller
rocommunity {c} 10.0.0.0/8
syslocation "{plaza()}\"""", [c]


@sec
def s_cisco():
    p, e = any_pw(), any_pw()
    return "name-context", f"""hostname GANTRY-{r.randint(100, 999)}-RTR
enable password {e}
username ops privilege 15 password 0 {p}
snmp-server community public RO""", [e, p]


@sec
def s_cabinet():
    c = pin(r.choice([5, 6]))
    return "name-context", f"""Maintenance note {plaza()}: roadside cabinet keypad code changed to {c} after the contractor visit. Door alarm reports to TMC.""", [c]


@sec
def s_airlink():
    p = any_pw()
    return "name-context", f"""AirLink RV55 @ {plaza()}
ACEmanager user: user
ACEmanager password: {p}
APN: toll.m2m.example""", [p]


@sec
def s_sql_sa():
    p = any_pw()
    return "structural", f"""PS C:\\> sqlcmd -S LANECTRL-{r.randint(1, 9)}\\SQLEXPRESS -U sa -P "{p}" -Q "SELECT TOP 5 TxnId, Lane, TagId FROM dbo.Transactions ORDER BY TxnTime DESC\"""", [p]


@sec
def s_v2x_pem():
    block, line = g.pem("EC PRIVATE KEY")
    return "self-identifying", f"""# RSU {r.randint(100, 999)} – SCMS enrollment private key (do not copy off-device)
{block}""", [line]


@sec
def s_rsu_web():
    p = any_pw()
    b = basic("admin", p)
    return "structural", f"""GET /api/v1/status HTTP/1.1
Host: {ip()}
Authorization: Basic {b}
User-Agent: rsu-poller/1.4""", [b]


@sec
def s_toll_collect():
    k = b62(48)
    return "name-context", f"""# Mautdaten-Abruf (Fuhrparkkunde)
TOLLCOLLECT_CUSTOMER={r.randint(1000000, 9999999)}
TOLLCOLLECT_API_SECRET={k}""", [k]


@sec
def s_etoll():
    k = g.uuid()
    return "name-context", f"""# e-TOLL (SPOE KAS) – klucz API operatora ZSL
ETOLL_OPERATOR_ID={r.randint(100000, 999999)}
ETOLL_API_KEY={k}""", [k]


@sec
def s_tfl():
    k = g.hexs(32)
    return "structural", f"""GET https://api.tfl.gov.uk/Road/all/Status?app_key={k}
200 OK (ULEZ/CC compliance sync)""", [k]


@sec
def s_ruc_api():
    t = g.jwt(sub=f"acctmgr-{r.randint(10, 99)}")
    return "self-identifying", f"""curl -H "Authorization: Bearer {t}" https://ruc-api.{r.choice(['orego', 'roadusagecharge', 'mileagefee'])}.example/v1/vehicles/{r.randint(10000, 99999)}/mileage""", [t]


@sec
def s_no_chat():
    p = any_pw()
    return "name-context", f"""Hei {r.choice(FIRST)}, passordet til bomstasjonens kameraserver er endret til {p}. Ikke del det med underleverandøren.""", [p]


@sec
def s_de_mail():
    p = any_pw()
    return "name-context", f"""Hallo Kollegen,
das Kennwort für den Wartungszugang der Mautbrücke (Kontrollbrücke A{r.randint(1, 99)}) lautet ab heute {p}.
Bitte nicht ins Ticket kopieren.""", [p]


@sec
def s_pl_mail():
    u, p = user(), any_pw()
    return "structural", f"""Dzień dobry,
dane do konta integracyjnego e-TOLL (środowisko produkcyjne):
login: {u}
hasło: {p}
Proszę zmienić po pierwszym logowaniu.""", [p]


@sec
def s_hu_chat():
    p = any_pw()
    return "name-context", f"""Szia! Az útdíj-ellenőrző kamera admin jelszava: {p} – kérlek, ne küldd tovább.""", [p]


@sec
def s_cz_chat():
    p = any_pw()
    return "name-context", f"""Ahoj, heslo k mýtné bráně (servisní účet) je {p}. Po výjezdu technika ho změníme.""", [p]


@sec
def s_fr_mail():
    p = any_pw()
    return "name-context", f"""Bonjour,
le mot de passe du compte de télépéage pour la barrière de la gare de péage {r.randint(1, 40)} est {p}.
Cordialement, {person()}""", [p]


@sec
def s_es_ticket():
    p = any_pw()
    return "name-context", f"""Ticket PEAJE-{r.randint(1000, 9999)}: la caseta {r.randint(1, 20)} no lee TAG.
Entré al controlador de carril con la contraseña {p} y reinicié el lector.""", [p]


@sec
def s_pt_chat():
    p = any_pw()
    return "name-context", f"""Pessoal, a senha do servidor de imagens do pedágio (praça {r.randint(1, 30)}) agora é {p}. Não mandem por e-mail.""", [p]


@sec
def s_it_mail():
    p = any_pw()
    return "name-context", f"""Ciao, la password dell'utenza di servizio per il portale pedaggi è {p}. Cambiala dopo il collaudo.""", [p]


@sec
def s_ja_note():
    p = any_pw()
    return "name-context", f"""【ETC路側機 保守メモ】管理画面のパスワードは {p} に変更済み。作業後は報告書に記載しないこと。""", [p]


@sec
def s_tr_note():
    p = any_pw()
    return "name-context", f"""HGS şerit kontrol bilgisayarı yönetici şifresi: {p} (sadece bakım ekibi)""", [p]


@sec
def s_hook_cat_env():
    a, b, c = any_pw(), b62(40), g.hexs(32)
    out = f"""HUB_SFTP_USER={ag()}_xfer
HUB_SFTP_PASSWORD={a}
LPR_API_TOKEN={b}
TFL_APP_KEY={c}
REGION=us-south"""
    return "name-context", bash_hook("cat .env", out), [a, b, c]


@sec
def s_hook_write():
    p = any_pw()
    content = f"""lanes:
  - id: {plaza()}
    reader: {ip()}
    camera:
      url: rtsp://lane:{p}@{ip()}/stream1
"""
    return "structural", hook("Write", {"file_path": "/opt/lane-controller/lanes.yml", "content": content},
                              {"type": "create", "filePath": "/opt/lane-controller/lanes.yml"}), [p]


@sec
def s_hook_edit():
    old, new = any_pw(), any_pw()
    return "name-context", hook("Edit", {"file_path": "/opt/rsu-config/snmp.conf",
                                         "old_string": f"authPass = {old}", "new_string": f"authPass = {new}"},
                                {"filePath": "/opt/rsu-config/snmp.conf"}), [old, new]


@sec
def s_diff():
    k = b62(40)
    return "name-context", f"""diff --git a/config/anpr.toml b/config/anpr.toml
 [ocr]
 engine = "lpr-cloud"
-api_token = "{k}"
+api_token = "${{LPR_API_TOKEN}}\"""", [k]


@sec
def s_traceback():
    p = any_pw()
    return "structural", f"""cx_Oracle.DatabaseError: ORA-01017: invalid username/password; logon denied
  File "/opt/viol-billing/jobs/notices.py", line 33, in run
    conn = cx_Oracle.connect("viol_app/{p}@tolldb-scan.{ag()}.local:1521/VIOLPRD")""", [p]


@sec
def s_log_query():
    k = b62(32)
    return "structural", f"""{ts()} DEBUG address-verify GET https://addr.example/v3/verify?street=...&zip=7{r.randint(1000, 9999)}&auth-token={k} 200""", [k]


@sec
def s_elastic():
    p = any_pw()
    return "structural", f"""output.elasticsearch:
  hosts: ["https://es.{ag()}.local:9200"]
  username: "anpr_writer"
  password: "{p}\"""", [p]


@sec
def s_gcp_sa():
    block, line = g.pem("PRIVATE KEY")
    sa = json.dumps({"type": "service_account", "project_id": f"{ag()}-anpr", "private_key_id": g.hexs(40),
                     "private_key": block + "\n", "client_email": f"ocr-batch@{ag()}-anpr.iam.gserviceaccount.com",
                     "client_id": str(r.randint(10**20, 10**21))}, indent=2)
    return "self-identifying", sa, [line]


@sec
def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""export AWS_ACCESS_KEY_ID={a}
export AWS_SECRET_ACCESS_KEY={s}
aws s3 sync s3://{ag()}-plate-images/{day()}/ ./review/""", [a, s]


@sec
def s_azure_sas():
    sig = g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return "structural", f"""https://{ag()}images.blob.core.windows.net/violations/{plate().replace(' ', '')}.jpg?sv=2024-11-04&ss=b&srt=o&sp=r&se=2027-12-31T23:59:59Z&spr=https&sig={sig}""", [sig]


@sec
def s_twilio():
    t = g.hexs(32)
    return "name-context", f"""twilio:
  account_sid: AC{g.hexs(32)}
  auth_token: {t}
  from: "+1{r.randint(2000000000, 9999999999)}"   # low-balance SMS""", [t]


@sec
def s_sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"""MAIL_PROVIDER=sendgrid
SENDGRID_KEY={k}""", [k]


@sec
def s_slack():
    t = g.slack()
    return "self-identifying", f"""SLACK_BOT_TOKEN = "{t}"  # posts gantry outages to #toll-ops""", [t]


@sec
def s_gh():
    t = g.gh_classic()
    return "self-identifying", f"""[url "https://{t}@github.com/"]
	insteadOf = https://github.com/""", [t]


@sec
def s_databricks():
    t = g.databricks()
    return "self-identifying", f"""# leakage analysis notebook (unmatched reads vs transactions)
DATABRICKS_TOKEN = "{t}\"""", [t]


@sec
def s_ivr():
    p = any_pw()
    return "name-context", f"""[genesys]
org = {ag()}-cs
client_id = {g.uuid()}
client_secret = {p}""", [p]


@sec
def s_table():
    rows = [("lane controller (local admin)", "Administrator", any_pw()), ("ANPR camera", "admin", any_pw()),
            ("RSU web", "rsuadmin", any_pw())]
    t = "| device | user | password |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
    return "structural", f"Site acceptance test – {plaza()}\n\n" + t, [x[2] for x in rows]


@sec
def s_ps():
    p = any_pw()
    return "name-context", f"""$sec = ConvertTo-SecureString "{p}" -AsPlainText -Force
New-LocalUser -Name laneops -Password $sec -Description "lane controller operator\"""", [p]


@sec
def s_k8s():
    a, b = any_pw(), b62(40)
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: clearing-hub}}
stringData:
  sftp-password: "{a}"
  hub-client-secret: "{b}"
""", [a, b]


@sec
def s_hcl():
    p = any_pw()
    return "name-context", f"""module "backoffice_db" {{
  source   = "./modules/rds"
  name     = "tagstatus"
  username = "bo_admin"
  password = "{p}"
}}""", [p]


@sec
def s_docker():
    p = any_pw()
    return "name-context", f"""docker run -d --name lpr-review -e REVIEW_DB_PASSWORD='{p}' -p 8080:8080 {ag()}/lpr-review:2.3""", [p]


@sec
def s_properties():
    p = any_pw()
    return "name-context", f"""clearing.sftp.host=hub-sftp.example
clearing.sftp.user={ag()}_xfer
clearing.sftp.password={p}
clearing.schedule=0 */15 * * * *""", [p]


@sec
def s_java_jdbc():
    p = any_pw()
    return "structural", f"""DataSource ds = DataSources.pooled("jdbc:postgresql://tagdb.{ag()}.local/tagstatus?user=tag_loader&password={p}");""", [p]


@sec
def s_notebook():
    p = any_pw()
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 7, "source": [
        "import pandas as pd, sqlalchemy as sa\n",
        f"eng = sa.create_engine('postgresql://analyst:{p}@reads-db.{ag()}.local/anpr')\n",
        "unmatched = pd.read_sql('select * from reads where txn_id is null', eng)\n"]}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    return "structural", json.dumps(nb, indent=1), [p]


@sec
def s_cli_flag():
    t = b62(40)
    return "name-context", f"""$ tollctl clearing submit --agency {ag()} --file TVL_{day().replace('-', '')}.zip --hub-token {t}
submitted: {r.randint(10000, 90000)} records""", [t]


@sec
def s_prose_review():
    p = any_pw()
    return "name-context", f"""New image reviewers start Monday. Until SSO is live they share the reviewer account; the password is {p}. Reviewers must not export plate images.""", [p]


@sec
def s_mqtt_rsu():
    p = any_pw()
    return "structural", f"""mosquitto_sub -h mqtt.its.{ag()}.local -u rsu-{r.randint(100, 999)} -P {p} -t 'rsu/+/spat' -C 1""", [p]


@sec
def s_portal_cookie():
    c = g.s(URLSAFE, 43)
    return "structural", f"""GET /account/transactions?from={day()} HTTP/1.1
Host: myaccount.{ag()}.example
Cookie: TOLLSESSION={c}; lang=en""", [c]


@sec
def s_handover():
    c, p = pin(6), any_pw()
    return "structural", f"""Night shift hand-over {day()}
- {plaza()} reader RF fault, tech dispatched
- TMC workstation: tmcops / {p}
- gantry cabinet code {c}""", [p, c]


@sec
def s_openai():
    k = g.openai()
    return "self-identifying", f"""# violation-dispute summariser
client = OpenAI(api_key="{k}")""", [k]


@sec
def s_redis():
    p = any_pw()
    return "structural", f"""TAG_CACHE_URL=redis://default:{p}@tagcache.{ag()}.local:6379/0""", [p]


# ---------------------------------------------------------------- clean templates
C = []


def cln(fn):
    C.append(fn)
    return fn


@cln
def c_plate_read():
    return json.dumps({"read_id": g.uuid(), "plate": plate(), "state": r.choice(["TX", "FL", "NY", "CA", "ON"]),
                       "confidence": round(r.uniform(.6, .99), 3), "lane": plaza(), "ts": ts(),
                       "image_sha256": g.sha256()}, indent=2)


@cln
def c_tag_txn():
    return "\n".join(f"{r.randint(10**11, 10**12)},{tag()},{plaza()},{ts()},{r.randint(1, 6)},{r.randint(50, 900) / 100:.2f},OK" for _ in range(5))


@cln
def c_itag_header():
    return f"""ITAG{ag().upper()[:4]:<4}{day().replace('-', '')}{r.randint(100000, 999999)}{r.randint(10**7, 10**8)}
{tag().replace('.', '')}1V000000000
{tag().replace('.', '')}1I000000000"""


@cln
def c_env_example():
    return """HUB_SFTP_USER=
HUB_SFTP_PASSWORD=<from vault: clearing/hub-sftp>
LPR_API_TOKEN=${LPR_API_TOKEN}
TFL_APP_KEY=your-app-key-here
DB_PASSWORD=changeme"""


@cln
def c_env_read():
    return """import os
HUB_PW = os.environ["HUB_SFTP_PASSWORD"]
LPR_TOKEN = os.getenv("LPR_API_TOKEN")
if not LPR_TOKEN:
    raise SystemExit("LPR_API_TOKEN missing")"""


@cln
def c_epc_default():
    return f"""Tag inventory ({plaza()})
EPC {g.hexs(24).upper()}  TID E280{g.hexs(20).upper()}  access pwd: 00000000 (factory default, unlocked test stock)
EPC {g.hexs(24).upper()}  TID E280{g.hexs(20).upper()}  RSSI -{r.randint(40, 70)}"""


@cln
def c_snmpwalk_public():
    return f"""$ snmpwalk -v2c -c public {ip()} 1.3.6.1.4.1.1206.4.2.18.3
iso.3.6.1.4.1.1206.4.2.18.3.1.0 = INTEGER: 1
iso.3.6.1.4.1.1206.4.2.18.3.2.0 = STRING: "{plaza()}"
(test bench unit, factory default community)"""


@cln
def c_v2x_cert():
    return f"""certificate:
  hashedId8: {g.hexs(16)}
  issuer: sha256AndDigest {g.hexs(16)}
  validity: {day()} + 1 week
  verifyKeyIndicator: compressed-y-0 {g.hexs(64)}"""


@cln
def c_fingerprints():
    return f"""SHA256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}
subject=CN=hub-sftp.example
ssh-ed25519 host key: SHA256:{g.b64(32).rstrip('=')}"""


@cln
def c_notice():
    return f"""NOTICE OF TOLL VIOLATION  No. V{r.randint(10**9, 10**10)}
Plate {plate()}   Date {day()}   Location {plaza()}
Amount due ${r.randint(2, 30)}.{r.randint(10, 99)} + fee $5.00
Pay online at myaccount.example/pay using notice number and plate."""


@cln
def c_rates():
    return "| class | axles | tag | pay-by-plate |\n|---|---|---|---|\n" + "\n".join(
        f"| {c} | {c + 1} | ${r.randint(100, 900) / 100:.2f} | ${r.randint(300, 1800) / 100:.2f} |" for c in range(1, 6))


@cln
def c_git_log():
    return "\n".join(f"{g.hexs(7)} {r.choice(['ocr: tune confidence threshold', 'clearing: handle ICLP v2', 'rsu: ntcip 1218 polling', 'viol: notice template fr-CA', 'lane: debounce loop detector'])}"
                     for _ in range(5))


@cln
def c_k8s_ref():
    return """env:
  - name: HUB_SFTP_PASSWORD
    valueFrom: {secretKeyRef: {name: clearing-hub, key: sftp-password}}
  - name: LPR_API_TOKEN
    valueFrom: {secretKeyRef: {name: anpr, key: lpr-token}}"""


@cln
def c_gha():
    return """- run: ./deploy.sh
  env:
    AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}"""


@cln
def c_plate_thumb():
    return json.dumps({"read": g.uuid(), "crop": "data:image/jpeg;base64," + g.b64(96), "bbox": [r.randint(0, 900) for _ in range(4)]})


@cln
def c_prose():
    return r.choice([
        "Camera passwords are stored in the PAM vault and rotated quarterly; field techs check them out per work order. Never write them on the cabinet door.",
        "Die Zugangsdaten der Mautbrücken liegen ausschließlich im Passwort-Safe; bitte keine Kennwörter ins Ticketsystem.",
        "Hasła do kamer ANPR są w sejfie haseł, nie w Excelu.",
        "Las contraseñas de los controladores de carril se solicitan al centro de control; no se envían por correo.",
    ])


@cln
def c_hook_ls():
    return bash_hook("ls inbound/", "\n".join(f"ITAG_{ag().upper()}_{day().replace('-', '')}_{r.randint(1, 9)}.zip" for _ in range(4)))


@cln
def c_hook_grep():
    return bash_hook("grep -rn password config/", """config/lanes.yml:7:      password: ${CAMERA_PASSWORD}
config/clearing.properties:3:clearing.sftp.password=${HUB_SFTP_PASSWORD}""")


@cln
def c_recon():
    return json.dumps({"batch": f"{ag().upper()}-{day()}", "submitted": r.randint(10000, 90000), "accepted": r.randint(10000, 90000),
                       "rejected": r.randint(0, 300), "file_md5": g.hexs(32), "hub_ack": g.uuid()}, indent=2)


@cln
def c_log_ids():
    return "\n".join(f"{ts()} INFO lane={plaza()} txn={r.randint(10**11, 10**12)} tag={tag()} plate_read={g.uuid()} match=tag" for _ in range(3))


@cln
def c_ntcip_oids():
    return "\n".join(f"rsuIFMEnable.{i} = 1  rsuIFMPsid.{i} = 0x{g.hexs(4)}  rsuIFMTxChannel.{i} = 183" for i in range(1, 4))


@cln
def c_tf_var():
    return """variable "bo_db_password" {
  type      = string
  sensitive = true
}
# set via TF_VAR_bo_db_password from the pipeline"""


@cln
def c_digests():
    return "\n".join(f"ghcr.io/{ag()}/{n}@sha256:{g.sha256()}" for n in ["lane-controller", "anpr-ingest", "viol-billing"])


@cln
def c_stripe_pk():
    return f"""<script>const stripe = Stripe("pk_live_{b62(99)}");</script> <!-- pay-by-plate checkout -->"""


@cln
def c_twilio_sid():
    return f"""TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}"""


@cln
def c_diff_placeholder():
    return """-camera_password = "admin"
+camera_password = "${CAMERA_PASSWORD}"
-hub_token = "REPLACE_ME"
+hub_token_file = "/run/secrets/hub_token\""""


@cln
def c_chat():
    return r.choice([
        f"[#toll-ops] {r.choice(FIRST)}: rotated the hub SFTP password, it's in Vault (clearing/hub-sftp). Restart the pull job.",
        f"[#toll-ops] {r.choice(FIRST)}: Kennwort der Kontrollbrücken geändert, steht im Safe.",
        f"[#toll-ops] {r.choice(FIRST)}: パスワードは管理ツールに登録済み、チャットには書きません。",
    ])


@cln
def c_dsrc_frame():
    return "\n".join(f"BST {g.hexs(2).upper()} {' '.join(g.hexs(2).upper() for _ in range(10))}  VST {' '.join(g.hexs(2).upper() for _ in range(8))}" for _ in range(3))


@cln
def c_kcv():
    return f"""Key check values after ceremony ({day()}): ZMK KCV {g.hexs(6).upper()}, TMK KCV {g.hexs(6).upper()}.
Components were entered by three custodians; no component is recorded in this document."""


@cln
def c_pgp_pub():
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(g.b64(48) for _ in range(4)) + f"\n={g.b64(3)}\n-----END PGP PUBLIC KEY BLOCK-----"


@cln
def c_yaml_placeholders():
    return """anpr_cameras:
  - id: P01-L1-FRONT
    stream: rtsp://${CAM_USER}:${CAM_PASSWORD}@10.20.1.11:554/Streaming/Channels/101
  - id: P01-L2-FRONT
    stream: rtsp://<user>:<password>@10.20.1.12:554/Streaming/Channels/101"""


@cln
def c_obu_meta():
    return json.dumps({"obu_id": g.hexs(8).upper(), "manufacturer_id": r.randint(1, 200), "equipment_class": r.randint(1, 30),
                       "contract_provider": f"{r.randint(100, 999)}{g.hexs(3).upper()}", "pan": f"{r.randint(10**15, 10**16)}"}, indent=1)


@cln
def c_ruc_mileage():
    return json.dumps({"vehicle": r.randint(10000, 99999), "vin": g.s(UPPER.replace("I", "").replace("O", "") + DIG, 17),
                       "period": day()[:7], "miles": r.randint(200, 3000), "rate_cents": 2.1, "report_id": g.uuid()})
# ---------------------------------------------------------------- write
def main() -> None:
    clean = []
    seen = set()
    i = 0
    while len(clean) < 100:
        t = C[i % len(C)]()
        i += 1
        clean.append(t)
    blob = "\n".join(clean)
    secrets = []
    order = list(range(len(S)))
    i = 0
    while len(secrets) < 250:
        if i % len(S) == 0:
            r.shuffle(order)
        fn = S[order[i % len(S)]]
        i += 1
        for _ in range(20):
            cls, text, vals = fn()
            if all(v and v in text and v not in blob and v not in seen for v in vals):
                break
        else:
            raise SystemExit(f"could not place {fn.__name__}")
        seen.update(vals)
        secrets.append((cls, text, vals))
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
