"""Blind redaction source "customstrade" (round 58, helper corpora30): customs brokerage and trade compliance.

ACE/ABI filings, X12/EDIFACT with customs, AS2, tariff classification and landed-cost APIs, denied-party screening,
freight forwarder portals. Every value is random and made up. Imports only the standard library and _tokens.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "customstrade"
g = Gen(58001)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value mixes

def words_pw():
    w = ["Tariff", "Harbor", "Manifest", "Broker", "Laredo", "Rotterdam", "Incoterm", "Bonded", "Pallet", "Drawback",
         "Customs", "Zollamt", "Aduana", "Douane", "Cargo", "Anchor"]
    return g.pick(w) + str(r.randint(1, 9999)) + g.pick(["!", "#", "$", "", "@", "*"])


def phrase():
    w = ["amber", "crane", "ledger", "reefer", "quay", "tide", "stamp", "drayage", "lantern", "cobalt", "manifold",
         "sextant", "pilot", "granary", "orbit", "cedar"]
    return "-".join(g.pick(w) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))


def pin(n=None):
    return g.s(DIG, n or g.pick([4, 6]))


def legacy():
    return g.s(LOW, r.randint(4, 6)) + g.s(DIG, r.randint(2, 3))


def any_pw():
    k = r.randint(0, 5)
    return [words_pw, phrase, legacy, g.machine_pw, g.human_pw, g.machine_pw][k]()


def filer():
    return g.s(UPPER + DIG, 3)


def entry_no():
    return f"{filer()}-{g.s(DIG, 7)}-{g.s(DIG, 1)}"


def hts():
    return f"{g.s(DIG, 4)}.{g.s(DIG, 2)}.{g.s(DIG, 4)}"


def eori():
    return g.pick(["GB", "DE", "NL", "FR", "IE"]) + g.s(DIG, 12)


def mrn():
    return f"{r.randint(23, 26)}{g.pick(['GB', 'DE', 'NL', 'BE'])}{g.s(UPPER + DIG, 14)}"


def container():
    return g.pick(["MSCU", "MAEU", "CMAU", "HLXU", "OOLU", "TGHU"]) + g.s(DIG, 7)


def host():
    return g.pick(["edi-gw01", "abi-bridge", "brokerage-db", "gtm-prod", "screening-svc", "cw1-app02"]) + "." + \
        g.pick(["corp.local", "brokerhq.net", "fwd-internal.com", "tradeops.io"])


def person():
    return g.pick(["mgarcia", "jchen", "lkowalski", "abrown", "nperez", "okafor", "svoss", "tnguyen", "rdubois", "kyamada"])


# ---------------------------------------------------------------- secret templates
SEC = []


def sec(fn):
    SEC.append(fn)
    return fn


@sec
def t_env_abi():
    pw = any_pw()
    return "name-context", f"""# .env  (abi-bridge)
ABI_FILER_CODE={filer()}
ABI_SUBMITTER_ID=BRK{g.s(DIG, 5)}
ACE_ABI_PASSWORD={pw}
ABI_TRANSPORT=MQ
ABI_QUEUE_MANAGER=QM.ABI.PROD
""", [pw]


@sec
def t_isa_password():
    pw = g.s(UPPER + DIG, 10)
    sender = g.s(UPPER, 6).ljust(15)
    text = (f"$ head -c 400 outbound/309_{g.s(DIG, 8)}.x12\n"
            f"ISA*00*          *01*{pw}*ZZ*{sender}*ZZ*CBPCUSTOMS     *{r.randint(240101, 251231)}*{r.randint(1000, 2359)}*U*00401*{g.s(DIG, 9)}*0*P*>~\n"
            f"GS*QO*{sender.strip()}*CBPCUSTOMS*2025{r.randint(1001, 1231)}*1402*{r.randint(100, 9999)}*X*004010~\n")
    return "structural", text, [pw]


@sec
def t_isa04():
    auth = g.s(UPPER + DIG, 10)
    sec4 = g.s(UPPER + DIG, 10)
    return "structural", f"""Partner profile for the AMS (ACE manifest) connection -- from the ticket EDI-{r.randint(1000, 9999)}:
  ISA01 = 00  (no authorization info)
  ISA02 = blank
  ISA03 = 01  (password)
  ISA04 = {sec4}
  ISA05/06 = ZZ / {g.s(UPPER, 4)}SCAC
Last 309 was rejected with 'SECURITY INFORMATION INVALID' until we re-keyed ISA04.
""", [sec4]


@sec
def t_unb():
    pw = g.s(UPPER + DIG, r.randint(6, 12))
    return "structural", f"""UNA:+.? '
UNB+UNOC:3+{g.s(UPPER, 5)}{g.s(DIG, 4)}:ZZ+NCTS{g.pick(['NL', 'BE', 'DE'])}:ZZ+{r.randint(250101, 251231)}:{r.randint(1000, 2359)}+{g.s(DIG, 10)}+{pw}+CUSDEC'
UNH+1+CUSDEC:D:96B:UN'
BGM+929+{mrn()}+9'
""", [pw]


@sec
def t_as2_pem():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"""$ cat /opt/openas2/config/certs/{g.pick(['signing', 'as2-sign', 'partner-priv'])}.key
{block}
""", [line]


@sec
def t_sftp_van():
    pw = any_pw()
    u = f"{g.pick(['edi', 'trade', 'van'])}_{g.s(LOW, 4)}{r.randint(10, 99)}"
    return "structural", f"""# crontab -l  (pull 997/824 acks from the VAN)
*/10 * * * * /usr/bin/lftp -e 'mirror --only-newer /outbox /srv/edi/in; bye' sftp://{u}:{pw}@sftp.{g.pick(['kleinschmidt-van', 'tradinggrid', 'ediexchange'])}.net
""", [pw]


@sec
def t_screening_header():
    k = g.s(B62, 32)
    return "structural", f"""curl -s -X POST https://api.{g.pick(['dpscreen', 'restrictedparty', 'tradecheck'])}.com/v2/screen \\
  -H "Content-Type: application/json" \\
  -H "X-API-Key: {k}" \\
  -d '{{"name":"Oceanic Import Export LLC","country":"AE","lists":["SDN","EL","UVL","DPL"]}}'
""", [k]


@sec
def t_screening_query():
    k = g.hexs(40)
    return "structural", f"""2025-0{r.randint(1, 9)}-1{r.randint(0, 9)} 08:1{r.randint(0, 9)}:22 INFO  screening.client GET https://{g.pick(['rpl', 'dps', 'sanctions'])}.tradeapi.io/search?q=Zhongshan%20Tech&fuzzy=0.85&sources=SDN,EL&api_key={k} -> 200 (412 ms, 3 hits)
""", [k]


@sec
def t_gtm_soap():
    pw = any_pw()
    u = person()
    return "structural", f"""<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username>{u}@gtm</wsse:Username>
        <wsse:Password Type="PasswordText">{pw}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body><ClassifyProduct><PartNumber>PN-{g.s(DIG, 6)}</PartNumber><CountryOfImport>US</CountryOfImport></ClassifyProduct></soapenv:Body>
</soapenv:Envelope>""", [pw]


@sec
def t_cargowise():
    pw = any_pw()
    return "name-context", f"""# eadaptor.properties
eadaptor.endpoint=https://{g.s(LOW, 3)}trn.wisegrid.net/eAdaptor
eadaptor.username={g.s(UPPER, 3)}EADAPT
eadaptor.password={pw}
eadaptor.company={g.s(UPPER, 3)}
eadaptor.recipient={g.s(UPPER, 5)}SYD
""", [pw]


@sec
def t_connstr_trace():
    pw = any_pw()
    return "structural", f"""Unhandled exception. System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'broker_app'.
   at BrokerSuite.Entries.EntryRepository.Open() in C:\\src\\BrokerSuite\\Entries\\EntryRepository.cs:line 41
   ConnectionString: Server=tcp:{host()},1433;Database=Entries;User Id=broker_app;Password={pw};Encrypt=True;
   at BrokerSuite.Entries.Program.Main(String[] args)
""", [pw]


@sec
def t_mysql_history():
    pw = any_pw().replace("'", "")
    return "structural", f"""  512  ssh ops@{host()}
  513  mysql -h 127.0.0.1 -u drawback -p'{pw}' drawback_claims -e "select count(*) from claim_lines where status='PENDING'"
  514  exit
""", [pw]


@sec
def t_py_auth():
    pw = any_pw()
    return "structural", f"""import requests

RPS_URL = "https://screen.{g.pick(['compliancecheck', 'tradegate', 'exportshield'])}.com/api/v1/search"

def screen(name, country):
    resp = requests.post(RPS_URL, json={{"name": name, "country": country}},
                         auth=("{person()}", "{pw}"), timeout=20)
    resp.raise_for_status()
    return resp.json()["matches"]
""", [pw]


@sec
def t_chat_es():
    pw = words_pw()
    return "name-context", f"""[{r.randint(8, 18)}:{r.randint(10, 59)}] Lucía: oye, para el pedimento de hoy necesito entrar al portal de la VUCEM
[{r.randint(8, 18)}:{r.randint(10, 59)}] Rodrigo: usuario el RFC de la agencia, contraseña {pw}
[{r.randint(8, 18)}:{r.randint(10, 59)}] Rodrigo: y la e.firma está en la carpeta compartida, no la mandes por correo
""", [pw]


@sec
def t_chat_de_pin():
    p = pin(6)
    return "name-context", f"""Hallo Jens,
die ATLAS-Zertifikatsdatei liegt unter \\\\fs01\\zoll\\atlas\\{g.s(LOW, 5)}.p12.
PIN für das Zertifikat: {p}
Bitte nach der Ausfuhranmeldung wieder abmelden.
Grüße, Petra (Zollabteilung)
""", [p]


@sec
def t_chat_ja():
    pw = g.s(B62, r.randint(8, 12))
    return "name-context", f"""【NACCS 利用者設定】
利用者コード: {g.s(UPPER + DIG, 5)}
識別番号: {g.s(DIG, 3)}
パスワード: {pw}
※ 次回ログイン時に変更してください。
""", [pw]


@sec
def t_chat_zh():
    p = pin(8)
    return "name-context", f"""单一窗口报关用的IC卡已经插在报关员那台电脑上了，卡介质密码是 {p}，别外传。
明天海关查验的柜号是 {container()}。
""", [p]


@sec
def t_chat_fr():
    pw = phrase()
    return "name-context", f"""Salut Karim, pour les déclarations DELTA G du lundi, le mot de passe du compte douane.gouv.fr a changé : {pw}
Le numéro EORI reste {eori()}.
""", [pw]


@sec
def t_aws():
    ak = g.aws_akid()
    sk = g.aws_secret()
    return "self-identifying", f"""[broker-docs]
# S3 bucket for commercial invoices and packing lists (imaging)
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = us-east-1
""", [ak, sk]


@sec
def t_selfid_generic():
    name, tok, marked = g.self_identifying()
    place = g.pick([
        f"export {name.upper()}_TOKEN={tok}\n./bin/release-entry-tool.sh",
        f"# used by the nightly HTS update job\n{name.upper()}_KEY=\"{tok}\"",
        f"notify:\n  provider: {name}\n  credential: {tok}\n  channel: '#entry-rejects'",
    ])
    return "self-identifying", place + "\n", [marked]


@sec
def t_slack_webhook():
    url = g.slack_webhook()
    return "self-identifying", f"""def post_cbp_reject(entry, msg):
    # alerts #brokerage-ops when ABI returns a reject (CATAIR ABI reject codes)
    requests.post("{url}", json={{"text": f"Entry {{entry}} rejected: {{msg}}"}})
""", [url.rsplit('/', 1)[1]]


@sec
def t_bearer_jwt():
    j = g.jwt(sub=f"forwarder-{r.randint(100, 999)}")
    return "self-identifying", f"""> GET /api/v1/shipments/{g.s(DIG, 8)}/customs-status HTTP/1.1
> Host: portal.{g.pick(['globalfwd', 'blueanchorlogistics', 'transpacfreight'])}.com
> Authorization: Bearer {j}
> Accept: application/json
< HTTP/1.1 200 OK
""", [j]


@sec
def t_basic_http():
    u = person()
    pw = any_pw()
    import base64
    b = base64.b64encode(f"{u}:{pw}".encode()).decode()
    return "structural", f"""POST /ace/cargo-release/v1/submit HTTP/1.1
Host: {host()}
Authorization: Basic {b}
Content-Type: application/xml
Content-Length: {r.randint(800, 4000)}
""", [b]


@sec
def t_carm_apim():
    k = g.hexs(32)
    return "structural", f"""# CBSA CARM client portal API - accounting document download
$headers = @{{ "Ocp-Apim-Subscription-Key" = "{k}"; "Accept" = "application/json" }}
Invoke-RestMethod -Uri "https://{g.pick(['carm-api', 'ccp-api'])}.{g.pick(['brokerintegration', 'tradeapi'])}.ca/statement/{g.s(DIG, 9)}RM0001" -Headers $headers
""", [k]


@sec
def t_hmrc_client_secret():
    s = g.uuid()
    return "name-context", f"""# cds_declarations/settings.py
HMRC_CDS_CLIENT_ID = "{g.s(B62, 28)}"
HMRC_CDS_CLIENT_SECRET = "{s}"
HMRC_API_BASE = "https://api.service.hmrc.gov.uk"
""", [s]


@sec
def t_terraform():
    pw = phrase()
    return "name-context", f"""variable "ace_cert_passphrase" {{
  type      = string
  default   = "{pw}"
  sensitive = true
}}

resource "aws_secretsmanager_secret_version" "ace_cert" {{
  secret_id     = aws_secretsmanager_secret.ace_cert.id
  secret_string = var.ace_cert_passphrase
}}
""", [pw]


@sec
def t_openssl_pass():
    pw = any_pw().replace("'", "")
    return "name-context", f"""$ openssl pkcs12 -in ace_digital_cert_{r.randint(2024, 2026)}.p12 -nodes -passin pass:{pw} -out /tmp/ace.pem
MAC verified OK
""", [pw]


@sec
def t_zonos():
    k = "credential_live_" + g.s(B62, 36)
    return "name-context", f"""// landed-cost.ts
const zonos = new ZonosClient({{
  credentialToken: "{k}",
  baseUrl: "https://api.zonos.com/graphql",
}});
export async function quote(cart) {{ return zonos.landedCost({{ items: cart, shipTo: "GB" }}); }}
""", [k]


@sec
def t_classify_key():
    k = g.s(B62, 40)
    return "name-context", f"""classification:
  provider: {g.pick(['3ce', 'avalara-classify', 'customsinfo', 'tariffnumber'])}
  endpoint: https://classify.example-trade.net/v3/hs
  apiKey: {k}
  defaultDestination: [US, CA, MX, GB, EU]
""", [k]


@sec
def t_docker_compose():
    pw = any_pw()
    return "name-context", f"""services:
  gtm-db:
    image: postgres:15
    environment:
      POSTGRES_DB: trade_compliance
      POSTGRES_USER: gtm
      POSTGRES_PASSWORD: {pw}
    volumes: [gtmdata:/var/lib/postgresql/data]
""", [pw]


@sec
def t_pg_url():
    pw = any_pw().replace("@", "").replace("/", "").replace("?", "").replace("#", "")
    return "structural", f"""DATABASE_URL=postgresql://entries_rw:{pw}@{host()}:5432/ace_entries?sslmode=require
REDIS_URL=redis://localhost:6379/3
""", [pw]


@sec
def t_ruby_faraday():
    pw = any_pw().replace("'", "")
    return "structural", f"""conn = Faraday.new(url: "https://api.{g.pick(['shipmentlink', 'fwdportal', 'cargoone'])}.com") do |f|
  f.request :authorization, :basic, 'isf_filer', '{pw}'
  f.response :json
end
conn.post("/isf/10plus2", isf_payload)
""", [pw]


@sec
def t_php_soap():
    pw = any_pw().replace("'", "")
    return "structural", f"""<?php
$client = new SoapClient('https://ws.{g.pick(['eu-customs-gw', 'ics2-connect', 'ncts-bridge'])}.eu/ENS?wsdl');
$client->__setSoapHeaders(new SoapHeader($ns, 'Auth', [
    'Username' => 'ens_filer_{r.randint(10, 99)}',
    'Password' => '{pw}',
]));
$result = $client->submitENS(['mrn' => '{mrn()}']);
""", [pw]


@sec
def t_java_props():
    pw = any_pw()
    return "name-context", f"""# application-prod.properties
dps.screening.url=https://dps.internal/api
dps.screening.user=svc_screening
dps.screening.password={pw}
aes.filing.mode=ACE_AES_DIRECT
""", [pw]


@sec
def t_csharp_appsettings():
    pw = any_pw().replace('"', '')
    return "structural", json.dumps({
        "Logging": {"LogLevel": {"Default": "Information"}},
        "ConnectionStrings": {"Brokerage": f"Data Source={host()};Initial Catalog=Customs;User ID=cw_sync;Password={pw};TrustServerCertificate=True"},
        "Ace": {"FilerCode": filer(), "Environment": "CERT"},
    }, indent=2) + "\n", [pw]


@sec
def t_go_client():
    k = g.s(B62, 48)
    return "name-context", f"""package screening

var client = dps.NewClient(dps.Config{{
	BaseURL:   "https://api.deniedparty.example/v1",
	AccessKey: "{k}",
	Timeout:   15 * time.Second,
}})
""", [k]


@sec
def t_hook_payload():
    pw = any_pw()
    k = g.s(B62, 32)
    content = f"FLEXPORT_API_TOKEN={k}\\nCUSTOMS_PORTAL_PASSWORD={pw}\\n"
    text = '{"session_id":"%s","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"/home/dev/forwarder-sync/.env","content":"%s"}}' % (g.uuid(), content)
    return "name-context", text + "\n", [k, pw]


@sec
def t_hook_bash():
    k = g.s(B62, 40)
    text = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": f"curl -s 'https://api.tariffdata.example/v2/rates?hts={hts()}&country=CN&key={k}' | jq .rates"},
                       "tool_response": {"stdout": "{\"general\": \"2.6%\", \"special\": \"Free (A,AU,BH)\", \"301\": \"25%\"}"}})
    return "structural", text + "\n", [k]


@sec
def t_diff():
    pw = any_pw()
    return "name-context", f"""diff --git a/config/forwarder_portal.yml b/config/forwarder_portal.yml
@@ -4,6 +4,7 @@ production:
   portal_url: https://booking.{g.pick(['oceanfwd', 'euroasia-freight', 'pacificlink'])}.com
   username: api_{g.s(LOW, 5)}
+  password: {pw}
   poll_interval: 300
   documents: [HBL, CI, PL, ISF]
""", [pw]


@sec
def t_notebook():
    k = g.s(B62 + "-_", 36)
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
            "source": ["import os, pandas as pd\n", f"os.environ['TRADESTAT_API_KEY'] = '{k}'\n",
                       "df = pull_imports(hs_prefix='8541', years=range(2019, 2025))\n"], "outputs": []}
    return "name-context", json.dumps(cell, indent=1) + "\n", [k]


@sec
def t_ticket():
    u = person()
    pw = words_pw()
    return "structural", f"""Ticket #{r.randint(10000, 99999)} - New hire access (brokerage, Laredo office)
ACE portal trade account set up.
  username: {u}.broker
  temp password: {pw}
She must change it at first login and enrol MFA. ABI filer code stays {filer()}.
""", [pw]


@sec
def t_mq_ini():
    pw = any_pw()
    return "name-context", f"""[ABI]
QueueManager=QM.ABI.{filer()}
Channel=ABI.SVRCONN
ConnName=abi-mq.{g.pick(['cbp-gateway', 'abi-vpn'])}.internal(1414)
MQCSPUser=abi{r.randint(100, 999)}
MQCSPPassword={pw}
""", [pw]


@sec
def t_magaya():
    k = g.hexs(32)
    return "name-context", f"""Magaya network ID: {r.randint(10000, 99999)}
Magaya API access_key: {k}
(use StartSession with the user below, then pass access_key on every call)
""", [k]


@sec
def t_stripe_duties():
    k = g.pick(["sk_live_", "rk_live_"]) + g.s(B62, 24)
    return "self-identifying", f"""# collects duties & taxes before release (DDP checkout)
stripe.api_key = "{k}"
intent = stripe.PaymentIntent.create(amount=duties_cents, currency="usd", metadata={{"entry": "{entry_no()}"}})
""", [k]


@sec
def t_azure_blob():
    key = g.b64(64)
    return "structural", f"""StorageConnection=DefaultEndpointsProtocol=https;AccountName=brokerdocs{r.randint(10, 99)};AccountKey={key};EndpointSuffix=core.windows.net
""", [key]


@sec
def t_kafka():
    pw = any_pw()
    return "structural", f"""sasl.mechanism=PLAIN
security.protocol=SASL_SSL
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{g.s(UPPER + DIG, 16)}" password="{pw}";
# topic: customs.entry.status
""", [pw]


@sec
def t_log_pw_query():
    pw = legacy()
    return "structural", f"""10.4.{r.randint(1, 250)}.{r.randint(1, 250)} - - [12/Mar/2025:09:{r.randint(10, 59)}:02 -0500] "GET /legacy/ams/login.asp?user=KLMOPS&password={pw}&lang=en HTTP/1.1" 302 0
""", [pw]


@sec
def t_winscp():
    pw = any_pw().replace('"', '')
    return "structural", f"""winscp.com /command "open ftps://{g.s(LOW, 6)}:{pw}@ftp.{g.pick(['customs-edi', 'brokernet'])}.com/ -explicit" "get /out/7501/*.pdf C:\\Entries\\" "exit"
""", [pw]


@sec
def t_pgp():
    block, line = g.pem("PGP PRIVATE KEY BLOCK")
    pp = phrase()
    return "self-identifying", f"""# key used to decrypt the daily CBP ACE reports pulled over SFTP
# passphrase: see vault
{block}
""", [line]


@sec
def t_gpg_passphrase():
    pp = phrase()
    return "name-context", f"""$ gpg --batch --pinentry-mode loopback --passphrase '{pp}' -d ACE_STMT_{g.s(DIG, 8)}.csv.gpg > stmt.csv
gpg: encrypted with 4096-bit RSA key, ID {g.hexs(16).upper()}
""", [pp]


@sec
def t_graphql_fwd():
    k = "fpk_" + g.s(B62, 40)
    return "name-context", f"""# forwarder API (booking + customs docs)
FORWARDER_API_URL=https://api.{g.pick(['fwdcloud', 'freighthub-x', 'shipops'])}.io/graphql
FORWARDER_API_KEY={k}
FORWARDER_ACCOUNT=ACME-{r.randint(100, 999)}
""", [k]


@sec
def t_rapid_hs():
    k = g.s(B62, 50)
    return "structural", f"""fetch("https://hs-code-lookup.p.rapidapi.com/search?q=lithium%20battery", {{
  headers: {{ "X-RapidAPI-Key": "{k}", "X-RapidAPI-Host": "hs-code-lookup.p.rapidapi.com" }}
}}).then(r => r.json());
""", [k]


@sec
def t_pt_chat():
    pw = words_pw()
    return "name-context", f"""Pessoal, a senha do Siscomex (Portal Único) da filial de Santos agora é {pw} — o certificado A1 continua o mesmo.
Qualquer DUIMP travada me chamem.
""", [pw]


@sec
def t_it_chat_pin():
    p = pin(4)
    return "name-context", f"""Ciao Marco, per firmare le dichiarazioni su AIDA usa la smart card dello spedizioniere: il PIN è {p}, il PUK lo tengo io.
""", [p]


@sec
def t_yaml_userpass():
    u = person()
    pw = any_pw()
    return "structural", f"""edi:
  as2:
    partner: CUSTOMS_GATEWAY
    url: https://as2.{g.pick(['customsgw', 'tradeexchange'])}.com/as2
    basic_auth:
      username: {u}
      password: "{pw}"
    sign: sha256
    encrypt: aes256
""", [pw]


@sec
def t_xml_ws():
    pw = any_pw()
    return "name-context", f"""<appSettings>
  <add key="AesDirect.Endpoint" value="https://aes-gw.internal/submit" />
  <add key="AesDirect.FilerId" value="{g.s(DIG, 9)}" />
  <add key="AesDirect.SecretKey" value="{pw}" />
</appSettings>
""", [pw]


# ---------------------------------------------------------------- clean templates
CLEAN = []


def cln(fn):
    CLEAN.append(fn)
    return fn


@cln
def c_entry_summary():
    return f"""ENTRY SUMMARY  {entry_no()}   type 01  port {r.randint(1001, 5501)}
Importer of record: {g.s(DIG, 2)}-{g.s(DIG, 7)}{g.s(UPPER + DIG, 2)}
Line 001  HTS {hts()}  value USD {r.randint(1000, 90000)}.00  duty 2.6%  MPF 0.3464%
Line 002  HTS 9903.88.03  Section 301 25%
"""


@cln
def c_isa_none():
    sender = g.s(UPPER, 6).ljust(15)
    return (f"ISA*00*          *00*          *ZZ*{sender}*ZZ*CBPCUSTOMS     *{r.randint(240101, 251231)}*{r.randint(1000, 2359)}*U*00401*{g.s(DIG, 9)}*0*P*>~\n"
            f"GS*QO*{sender.strip()}*CBPCUSTOMS*2025{r.randint(1001, 1231)}*0930*{r.randint(1, 999)}*X*004010~\n"
            f"ST*309*{g.s(DIG, 4)}~\n")


@cln
def c_unb_none():
    return f"UNB+UNOC:3+{g.s(UPPER, 5)}:ZZ+NCTSNL:ZZ+{r.randint(250101, 251231)}:1200+{g.s(DIG, 10)}'\nUNH+1+CUSDEC:D:96B:UN'\nBGM+929+{mrn()}+9'\nUNT+3+1'\n"


@cln
def c_env_example():
    return f"""# .env.example -- copy to .env and fill in
ABI_FILER_CODE=XXX
ACE_ABI_PASSWORD=changeme
SCREENING_API_KEY=<your-screening-key>
DATABASE_URL=postgresql://user:password@localhost:5432/entries
"""


@cln
def c_var_refs():
    return f"""eadaptor:
  endpoint: ${{CW1_EADAPTOR_URL}}
  username: ${{CW1_EADAPTOR_USER}}
  password: ${{CW1_EADAPTOR_PASSWORD}}
screening:
  apiKey: ${{DPS_API_KEY:?missing}}
"""


@cln
def c_gha():
    return f"""jobs:
  hts-refresh:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@{g.hexs(40)}
      - run: python tools/update_hts.py --edition {r.randint(2024, 2026)}-rev{r.randint(1, 12)}
        env:
          TARIFF_API_KEY: ${{{{ secrets.TARIFF_API_KEY }}}}
          ACE_PASSWORD: ${{{{ secrets.ACE_PASSWORD }}}}
"""


@cln
def c_k8s():
    return f"""        env:
          - name: ABI_PASSWORD
            valueFrom:
              secretKeyRef:
                name: abi-credentials
                key: password
          - name: FILER_CODE
            value: "{filer()}"
"""


@cln
def c_screening_result():
    return json.dumps({"screeningId": g.uuid(), "status": "POTENTIAL_MATCH", "score": round(r.random(), 3),
                       "matches": [{"list": "SDN", "entryId": r.randint(10000, 40000), "name": "OCEANIC TRADING CO",
                                    "programs": ["IRAN"], "listUpdated": f"2025-0{r.randint(1, 9)}-1{r.randint(0, 9)}"}],
                       "requestHash": g.sha256()}, indent=2) + "\n"


@cln
def c_mdn():
    return f"""AS2 MDN received
Original-Message-ID: <{g.uuid()}@as2.brokerhq.net>
Disposition: automatic-action/MDN-sent-automatically; processed
Received-Content-MIC: {g.b64(32)}, sha-256
"""


@cln
def c_cert():
    return f"""-----BEGIN CERTIFICATE-----
{chr(10).join(g.b64(48) for _ in range(r.randint(6, 10)))}
{g.b64(20)}
-----END CERTIFICATE-----
# AS2 partner certificate for CUSTOMS_GATEWAY (public), fingerprint SHA256:{g.b64(32).rstrip('=')}
"""


@cln
def c_lock():
    return f"""node_modules/@trade/hts-parser:
  version "{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
  resolved "https://registry.npmjs.org/@trade/hts-parser/-/hts-parser-1.4.2.tgz"
  integrity sha512-{g.b64(64)}
"""


@cln
def c_commit():
    return f"""commit {g.hexs(40)}
Author: {person()} <{person()}@brokerhq.net>

    Map CBP reject code {r.randint(100, 999)} (invalid HTS for country of origin) to a user message

    Refs: EDI-{r.randint(1000, 9999)}
"""


@cln
def c_prose_pw():
    return f"""Reminder: ACE portal passwords expire every 90 days and cannot repeat the last 24. Never put the ABI password
in a ticket or an e-mail; it lives in the brokerage vault under "ABI / {filer()}". If the portal locks you out, call the
ACE help desk, do not share logins between brokers -- each licensed broker needs an individual account.
"""


@cln
def c_container_list():
    return "\n".join(f"{container()}  {g.pick(['40HC', '20GP', '45HC'])}  BL {g.pick(['MEDU', 'COSU', 'ONEY'])}{g.s(DIG, 9)}  hold: {g.pick(['none', 'CET', 'USDA', 'FDA'])}"
                     for _ in range(r.randint(3, 6))) + "\n"


@cln
def c_eori_mrn():
    return f"""Export declaration accepted
MRN: {mrn()}
EORI (exporter): {eori()}
LRN: {g.s(UPPER + DIG, 12)}
Office of exit: {g.pick(['GB000060', 'NL000396', 'DE004851'])}
"""


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.hexs(16), "alg": "RS256", "e": "AQAB",
                                 "n": g.b64url(256)}]}) + "\n"


@cln
def c_tariff_json():
    return json.dumps({"htsno": hts(), "description": "Lithium-ion batteries", "general": "3.4%",
                       "special": "Free (A,AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG)", "other": "40%",
                       "footnotes": [{"value": "See 9903.88.03", "type": "endnote"}], "units": ["No."]}) + "\n"


@cln
def c_isf():
    return f"""ISF 10+2 accepted  transaction {g.s(DIG, 12)}
Importer: {g.s(DIG, 2)}-{g.s(DIG, 7)}00  Consignee: same
Seller: SHENZHEN {g.s(UPPER, 5)} ELECTRONICS  Manufacturer MID: CN{g.s(UPPER, 6)}{r.randint(100, 999)}SHE
Bill: {g.pick(['MEDU', 'OOLU'])}{g.s(DIG, 9)}  Container stuffing: {g.pick(['Yantian', 'Ningbo', 'Qingdao'])}
"""


@cln
def c_pdf_b64():
    return f"""{{"documentType": "COMMERCIAL_INVOICE", "fileName": "CI-{g.s(DIG, 6)}.pdf", "contentBase64": "JVBERi0xLjcKJeLjz9MK{g.b64(60)}", "sha256": "{g.sha256()}"}}
"""


@cln
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} edi-deploy@{host()}\n"


@cln
def c_hash_list():
    return "\n".join(f"{g.sha256()}  hts_{r.randint(2020, 2026)}_rev{i}.csv" for i in range(r.randint(2, 5))) + "\n"


@cln
def c_docs_isa():
    return """ISA segment notes (our implementation guide, section 2.1):
  ISA01/ISA02  Authorization information qualifier and value -- we send 00 and ten spaces.
  ISA03/ISA04  Security information qualifier and value -- 00 and blanks unless the trading partner requires 01
               (password); in that case the value is configured per partner in the VAN profile, never in code.
  ISA13 control number must increase by one per interchange; ISA15 is P for production, T for test.
"""


@cln
def c_catair_log():
    return f"""2025-03-{r.randint(10, 28)}T14:0{r.randint(0, 9)}:11Z abi-bridge INFO SO response entry={entry_no()} disposition=01 (release) bond={g.s(DIG, 9)}
2025-03-{r.randint(10, 28)}T14:0{r.randint(0, 9)}:12Z abi-bridge INFO ack batch={g.s(DIG, 5)} control={g.s(DIG, 9)} records=4
"""


@cln
def c_ticket_prose():
    return f"""Ticket #{r.randint(10000, 99999)}: screening API returns 401 since this morning.
Cause: the key was rotated in the vault on Friday, the pod still had the old value. Restarted the deployment,
it now reads the new key from the secret. No key was exposed; nothing to revoke.
"""


@cln
def c_chat_clean_es():
    return f"""Rodrigo: el pedimento {r.randint(20, 25)}  {g.s(DIG, 2)}  {g.s(DIG, 4)}  {g.s(DIG, 7)} ya quedó pagado, semáforo verde.
Lucía: perfecto, la contraseña de la VUCEM la cambié y está en el gestor, no la pongo aquí.
"""


@cln
def c_uuid_shipments():
    return "\n".join(f"{g.uuid()},{container()},{g.pick(['CLEARED', 'HOLD', 'IN_TRANSIT', 'ARRIVED'])},{hts()}" for _ in range(r.randint(3, 6))) + "\n"


@cln
def c_terraform_var():
    return """variable "ace_cert_passphrase" {
  type      = string
  sensitive = true
}

data "aws_secretsmanager_secret_version" "abi" {
  secret_id = "prod/abi/filer-password"
}
"""


@cln
def c_eccn():
    return f"""Export classification record
Part: PN-{g.s(DIG, 6)}  ECCN: {g.pick(['5A992.c', '3A991.a', 'EAR99', '5D002'])}  Schedule B: {g.s(DIG, 4)}.{g.s(DIG, 2)}.{g.s(DIG, 4)}
License exception: {g.pick(['ENC', 'NLR', 'LVS'])}  CCATS: G{g.s(DIG, 6)}
"""


@cln
def c_tracking():
    return f"""Courier manifest (section 321)
1Z{g.s(UPPER + DIG, 16)}  DE MINIMIS  USD {r.randint(20, 790)}
{g.s(DIG, 12)}  DE MINIMIS  USD {r.randint(20, 790)}
{g.s(DIG, 22)}  FORMAL  USD {r.randint(2500, 9000)}
"""


@cln
def c_public_key_pgp():
    return f"""-----BEGIN PGP PUBLIC KEY BLOCK-----

{chr(10).join(g.b64(48) for _ in range(r.randint(5, 9)))}
={g.b64(3)}
-----END PGP PUBLIC KEY BLOCK-----
"""


@cln
def c_python_env():
    return """import os
ABI_PASSWORD = os.environ["ABI_PASSWORD"]
SCREENING_KEY = os.getenv("SCREENING_API_KEY")
if not SCREENING_KEY:
    raise SystemExit("set SCREENING_API_KEY (see README, 'Denied-party screening')")
"""


@cln
def c_fda_pn():
    return f"""FDA Prior Notice confirmation: {g.s(DIG, 16)}
Product code: {g.s(DIG, 2)}{g.s(UPPER, 3)}{g.s(DIG, 2)}  FEI: {g.s(DIG, 10)}  Arrival: port {r.randint(1001, 5501)}
"""


@cln
def c_drawback():
    return f"""Drawback claim {g.s(UPPER + DIG, 3)}-{g.s(DIG, 7)}-{g.s(DIG, 1)} (1313(j)(1) unused merchandise)
Import entries designated: {', '.join(entry_no() for _ in range(3))}
Claimed: USD {r.randint(1000, 50000)}.{g.s(DIG, 2)}  (99% of duties paid)
"""


@cln
def c_hook_clean():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "git log --oneline -3"},
                       "tool_response": {"stdout": "\n".join(f"{g.hexs(7)} {m}" for m in ["Add USMCA origin check", "Bump hts parser", "Fix 7501 PDF line wrap"])}}) + "\n"


@cln
def c_rapid_placeholder():
    return """fetch("https://hs-code-lookup.p.rapidapi.com/search?q=cotton%20shirt", {
  headers: { "X-RapidAPI-Key": process.env.RAPIDAPI_KEY, "X-RapidAPI-Host": "hs-code-lookup.p.rapidapi.com" }
});
"""


@cln
def c_cw_xml():
    return f"""<UniversalShipment xmlns="http://www.cargowise.com/Schemas/Universal/2011/11">
  <Shipment>
    <DataContext><DataTargetCollection><DataTarget><Type>ForwardingShipment</Type><Key>S{g.s(DIG, 8)}</Key></DataTarget></DataTargetCollection>
    <Company><Code>{g.s(UPPER, 3)}</Code></Company></DataContext>
    <WayBillNumber>{g.pick(['MEDU', 'HLCU'])}{g.s(DIG, 9)}</WayBillNumber>
  </Shipment>
</UniversalShipment>
"""


@cln
def c_diff_clean():
    return f"""diff --git a/config/forwarder_portal.yml b/config/forwarder_portal.yml
@@ -4,6 +4,6 @@ production:
   username: api_{g.s(LOW, 5)}
-  password: <%= ENV["PORTAL_PASSWORD"] %>
+  password: <%= ENV.fetch("FORWARDER_PORTAL_PASSWORD") %>
   poll_interval: 300
"""


@cln
def c_notebook_clean():
    return json.dumps({"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
                       "source": ["import os\n", "key = os.environ['TRADESTAT_API_KEY']\n",
                                  f"df = pull_imports(hs_prefix='{g.s(DIG, 4)}', years=range(2019, 2025), key=key)\n"],
                       "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{r.randint(1000, 99999)} rows\n"]}]}, indent=1) + "\n"


def main():
    secrets = []
    i = 0
    while len(secrets) < 250:
        fn = SEC[i % len(SEC)]
        i += 1
        cls, text, vals = fn()
        secrets.append((cls, text, vals))
    clean = []
    i = 0
    while len(clean) < 100:
        clean.append(CLEAN[i % len(CLEAN)]())
        i += 1
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (n, v)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
