"""Blind round 69, source "colocation": colocation data centres (DCIM, customer portals, PDUs and BMC/IPMI,
badge and cage access, cross-connect ordering, remote hands). Seeded, deterministic; stdlib + _tokens only.
Written 2026-12-04 by the helper "corpora41". Every value is random and made up."""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "colocation"
g = Gen(6901)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def word_pw() -> str:
    w = g.pick(["Rack", "Cage", "Chiller", "Busbar", "Plenum", "Raised", "Fiber", "Uplink", "Crac", "Genset",
                "Mantrap", "Suite", "Hotaisle", "Ladder", "Patch", "Meetme", "Breaker", "Ups"])
    return w + str(r.randint(10, 9999)) + g.pick(["!", "#", "$", "%", "@", "*", "", "+"])


def legacy_pw() -> str:
    return g.pick(["adm", "ipmi", "bmc", "pdu", "noc", "dc", "ops"]) + g.s(LOW, r.randint(2, 3)) + g.s(DIG, r.randint(2, 3))


def phrase() -> str:
    words = ["amber", "copper", "fathom", "glacier", "harbor", "lantern", "meadow", "quartz", "saddle", "tundra",
             "violet", "walnut", "zephyr", "cinder", "ember", "pylon"]
    return g.pick(["-", ".", "_"]).join(g.pick(words) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))


def pin(n: int | None = None) -> str:
    n = n or g.pick([4, 5, 6])
    while True:
        v = g.s(DIG, n)
        if v[0] != "0" and len(set(v)) > 2:
            return v


def pw() -> str:
    k = r.random()
    if k < .3:
        return word_pw()
    if k < .45:
        return legacy_pw()
    if k < .55:
        return phrase()
    return g.machine_pw()


def ip() -> str:
    return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 250)}"


def rack() -> str:
    return f"{g.pick(['FR2', 'AM5', 'LD8', 'SV11', 'DC12', 'SG3', 'TY4', 'NY9'])}:{r.randint(1, 4)}:{r.randint(10, 99)}{g.pick('ABCDEFGH')}:{r.randint(1, 48):02d}"


def cage() -> str:
    return f"{g.pick(['FR2', 'AM5', 'LD8', 'SV11', 'DC12'])}:0{r.randint(1, 4)}:{r.randint(100000, 999999)}"


def user() -> str:
    return g.pick(["ADMIN", "root", "admin", "Administrator", "noc-ops", "svc_dcim", "remotehands", "apc", "opsadmin"])


def pdu() -> str:
    return f"pdu-{g.pick(['a', 'b'])}{r.randint(1, 40):02d}.{g.pick(['fra2', 'ams5', 'lhr8', 'sjc11'])}.dc.example.net"


def eq_secret() -> str:
    return g.s(B62, 16)


def nb_token() -> str:
    return g.hexs(40)


def pd_key() -> str:
    return g.hexs(32)


def ticket() -> str:
    return f"{g.pick(['RH', 'SR', 'CC', 'INC'])}-{r.randint(1000000, 9999999)}"


def jdump(o) -> str:
    return json.dumps(o, ensure_ascii=False)


# ---------------------------------------------------------------- secret templates: return (class, text, [values])
S = []


def t(fn):
    S.append(fn)
    return fn


@t
def _env_dcim():
    p, k = pw(), g.hexs(32)
    return "name-context", f"""# dctrack-sync/.env
DCTRACK_BASE_URL=https://dctrack.{g.pick(['corp', 'ops', 'infra'])}.example.com
DCTRACK_USER=svc_sync
DCTRACK_PASSWORD={p}
SUNBIRD_POWER_IQ_API_KEY={k}
SYNC_INTERVAL=900
""", [p, k]


@t
def _ipmitool():
    p, h = pw(), ip()
    return "name-context", f"$ ipmitool -I lanplus -H {h} -U {user()} -P '{p}' chassis power status\nChassis Power is on", [p]


@t
def _ipmitool_cycle():
    p, h = legacy_pw(), ip()
    return "name-context", f"""for h in {h} {ip()} {ip()}; do
  ipmitool -I lanplus -H "$h" -U ADMIN -P {p} sol deactivate || true
  ipmitool -I lanplus -H "$h" -U ADMIN -P {p} power cycle
done""", [p]


@t
def _redfish_curl():
    p, h = pw(), ip()
    u = g.pick(["root", "admin", "Administrator"])
    return "structural", f"curl -sk -u {u}:{p} https://{h}/redfish/v1/Systems/System.Embedded.1 | jq .PowerState\n\"On\"", [p]


@t
def _redfish_patch():
    p = pw()
    return "name-context", f"""PATCH /redfish/v1/AccountService/Accounts/3 HTTP/1.1
Host: {ip()}
Content-Type: application/json
If-Match: W/"{r.randint(100, 999)}"

{{"UserName": "remotehands", "Password": "{p}", "RoleId": "Operator", "Enabled": true}}""", [p]


@t
def _racadm():
    p0, p = pw(), pw()
    return "name-context", f"racadm -r {ip()} -u root -p {p0} set iDRAC.Users.2.Password {p}\n[Key=iDRAC.Embedded.1#Users.2]\nObject value modified successfully", [p0, p]


@t
def _snmpv3():
    a, x = pw(), pw()
    return "name-context", f"snmpwalk -v3 -l authPriv -u pdumon -a SHA -A '{a}' -x AES -X '{x}' {pdu()} 1.3.6.1.4.1.13742.6.5.2.3.1.4", [a, x]


@t
def _snmp_exporter():
    c = g.pick(["pdu", "ro", "noc", "dcim"]) + g.s(B62, r.randint(6, 12))
    return "name-context", f"""# snmp_exporter generator.yml (rack PDUs, Raritan PX3)
auths:
  raritan_v2:
    community: {c}
    version: 2
modules:
  raritan:
    walk: [pduName, measurementsInletSensorValue, measurementsOutletSensorValue]
""", [c]


@t
def _equinix_token():
    s = eq_secret()
    cid = g.s(B62, 32)
    return "structural", f"""curl -s -X POST https://api.equinix.com/oauth2/v1/token \\
  -H 'Content-Type: application/json' \\
  -d '{{"grant_type":"client_credentials","client_id":"{cid}","client_secret":"{s}"}}'""", [s]


@t
def _equinix_token_resp():
    a = g.s(B62, 28)
    return "name-context", f"""< HTTP/1.1 200 OK
< content-type: application/json
{{"access_token":"{a}","token_timeout":"3599","user_name":"{g.pick(['jdoe', 'neteng', 'svc-xc'])}@example.com","token_type":"Bearer"}}""", [a]


@t
def _equinix_tf():
    s = eq_secret()
    return "name-context", f"""provider "equinix" {{
  client_id     = var.equinix_client_id
  client_secret = "{s}"   # TODO move to TF_VAR_ before merge
}}

resource "equinix_fabric_connection" "fra_to_aws" {{
  name = "fra2-aws-dx-{r.randint(1, 9)}"
  type = "EVPL_VC"
}}""", [s]


@t
def _badge_pin_de():
    p = pin(g.pick([4, 6]))
    return "name-context", f"""Hallo Team,

ab Montag hat Kollege {g.pick(['Brandt', 'Yilmaz', 'Schulz', 'Nowak'])} Zugang zu unserem Käfig {cage()}.
Badge-Nummer {r.randint(10000, 99999)}, der PIN für das Lesegerät an der Schleuse ist {p}.
Bitte nicht weiterleiten.

Grüße, NOC""", [p]


@t
def _cage_combo():
    c = pin(g.pick([4, 5]))
    return "name-context", f"""Ticket {ticket()} — remote hands request
Site: {g.pick(['AM5', 'LD8', 'FR2'])}, cage {cage()}
Cabinet {r.randint(1, 30)} has a combination lock, combo is {c}. Please reseat the PSU on the bottom 1U (asset tag {r.randint(100000, 999999)}) and send a photo.""", [c]


@t
def _rh_console():
    p = pw()
    u = g.pick(["admin", "root", "console"])
    return "structural", f"""Remote hands instructions ({ticket()}):
1. Plug the crash cart into the Opengear CM7196 in rack {rack()}.
2. Login: {u} / {p}
3. Run `pmshell`, pick port 14, and read us the boot messages of the firewall.""", [p]


@t
def _xc_api_key():
    k = g.s(B62, 40)
    return "structural", f"""POST /v1/cross-connects HTTP/1.1
Host: api.{g.pick(['platformdigital', 'coloportal', 'dcportal'])}.example.com
X-API-Key: {k}
Content-Type: application/json

{{"aSide": {{"patchPanel": "PP:{r.randint(1000, 9999)}:{r.randint(100000, 999999)}", "port": "{r.randint(1, 48)}"}}, "zSide": {{"loa": "LOA-{r.randint(10000, 99999)}.pdf"}}, "media": "SMF", "connector": "LC"}}""", [k]


@t
def _portal_jwt():
    j = g.jwt(sub=f"cust-{r.randint(1000, 9999)}")
    return "self-identifying", f"""GET /api/v2/orders?status=open HTTP/2
Host: portal.colo.example.com
Authorization: Bearer {j}
Accept: application/json""", [j]


@t
def _ansible_inv():
    p1, p2 = pw(), pw()
    return "name-context", f"""[pdus]
{pdu()} ansible_user=admin ansible_password={p1}
{pdu()} ansible_user=admin ansible_password={p2}

[pdus:vars]
ansible_connection=network_cli
""", [p1, p2]


@t
def _raritan_py():
    p = pw()
    h = pdu()
    return "structural", f"""from raritan import rpc
from raritan.rpc import pdumodel

agent = rpc.Agent("https", "{h}", "admin", "{p}", disable_certificate_verification=True)
pdu = pdumodel.Pdu("/model/pdu/0", agent)
for o in pdu.getOutlets():
    print(o.getMetaData().label, o.getState().powerState)""", [p]


@t
def _apc_ftp():
    p = legacy_pw()
    return "structural", f"curl -T apc_hw21_aos7.1.2.bin ftp://apc:{p}@{ip()}/ --ftp-pasv", [p]


@t
def _netbox_token():
    k = nb_token()
    return "structural", f"""$ curl -s -H "Authorization: Token {k}" -H "Accept: application/json" \\
    "https://netbox.dc.example.net/api/dcim/devices/?rack_id={r.randint(10, 999)}&limit=5" | jq '.count'
{r.randint(3, 40)}""", [k]


@t
def _netbox_py():
    k = nb_token()
    return "name-context", f"""import pynetbox

NB = pynetbox.api("https://netbox.dc.example.net", token="{k}")
for dev in NB.dcim.devices.filter(site="{g.pick(['fra2', 'ams5', 'lhr8'])}", role="pdu"):
    print(dev.name, dev.primary_ip)""", [k]


@t
def _device42_ini():
    p = pw()
    return "name-context", f"""[device42]
url = https://d42.corp.example.com
username = api_discovery
password = {p}

[vcenter]
host = vc01.corp.example.com
""", [p]


@t
def _opendcim_php():
    p = pw()
    return "name-context", f"""<?php
// opendcim db.inc.php
$dbhost = 'localhost';
$dbname = 'dcim';
$dbuser = 'dcim';
$dbpass = '{p}';
$locale = "en_US";""", [p]


@t
def _sum():
    p = pw()
    return "name-context", f"./sum -i {ip()} -u ADMIN -p {p} -c GetBiosInfo --file bios_{r.randint(100, 999)}.txt\nSupermicro Update Manager (for UEFI BIOS) 2.14.0 (2024/02/15) (x86_64)\nGetting BIOS information ...... Done", [p]


@t
def _hpilo():
    p = pw()
    return "structural", f"""import hpilo
ilo = hpilo.Ilo('{ip()}', 'Administrator', '{p}')
print(ilo.get_host_power_status())""", [p]


@t
def _basic_log():
    u, p = g.pick(["dcimsync", "pdupoll", "svc_bms"]), pw()
    b = __import__("base64").b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"""2026-11-{r.randint(10, 28)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:12Z DEBUG urllib3.connectionpool send: b'GET /api/v1/pdus/ HTTP/1.1\\r\\nHost: {ip()}\\r\\nAuthorization: Basic {b}\\r\\n\\r\\n'
2026-11-{r.randint(10, 28)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:13Z DEBUG urllib3.connectionpool reply: 'HTTP/1.1 200 OK'""", [b]


@t
def _lenel_conn():
    p = pw()
    return "structural", f"""<connectionStrings>
  <add name="OnGuard" connectionString="Server=ACS-SQL01\\LENEL;Database=AccessControl;User Id=lenel;Password={p};TrustServerCertificate=True" />
</connectionStrings>""", [p]


@t
def _chat_es():
    p = pw()
    return "name-context", f"Oye, para el rack {rack()} la contraseña del BMC es {p} (usuario ADMIN). Lo cambio después de la ventana de mantenimiento.", [p]


@t
def _chat_fr():
    c = pin()
    return "name-context", f"Salut ! Le code de la baie {r.randint(1, 40)} dans la cage {cage()} a changé : c'est maintenant {c}. Le badge visiteur reste au guichet sécurité.", [c]


@t
def _chat_ja():
    p = pw()
    return "name-context", f"{g.pick(['TY4', 'OS1'])}のリモートハンド依頼です。ラック{rack()}のKVMにログインしてください。ユーザーは admin、パスワードは {p} です。作業後にチケット{ticket()}を更新してください。", [p]


@t
def _chat_nl():
    p = pw()
    return "name-context", f"Even ter info: het wachtwoord voor de PDU-webinterface in AM5 is nu {p}. Oude wachtwoord werkt niet meer sinds de firmware-update.", [p]


@t
def _chat_pt():
    c = pin(6)
    return "name-context", f"Pessoal, a senha do leitor biométrico da gaiola {cage()} foi resetada. PIN provisório: {c}. Troquem no primeiro acesso.", [c]


@t
def _chat_pl():
    p = pw()
    return "name-context", f"Cześć, hasło do konsoli szeregowej w szafie {r.randint(1, 30)} to {p} — użytkownik root. Proszę nie wklejać go do Jiry.", [p]


@t
def _chat_zh():
    p = pw()
    return "name-context", f"机房{g.pick(['SG3', 'HK2', 'SH5'])}的 iDRAC 管理密码已改为 {p}，账号 root。交叉连接工单 {ticket()} 已提交。", [p]


@t
def _chat_de_xc():
    k = g.s(B62, 40)
    return "name-context", f"Der API-Schlüssel fürs Cross-Connect-Portal ist {k} – bitte nur für die Automatisierung verwenden, nicht im Browser.", [k]


@t
def _hook_bash():
    p = pw()
    cmd = f"ipmitool -I lanplus -H {ip()} -U ADMIN -P {p} sel list | tail -n 20"
    return "name-context", jdump({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                                  "tool_input": {"command": cmd, "description": "Read BMC event log"}}), [p]


@t
def _hook_read_env():
    p, k = pw(), pd_key()
    content = f"PDU_SNMP_USER=pdumon\nPDU_SNMP_AUTH_PASS={p}\nPAGERDUTY_ROUTING_KEY={k}\nSITE=fra2\n"
    return "name-context", jdump({"hook_event_name": "PostToolUse", "tool_name": "Read",
                                  "tool_input": {"file_path": "/srv/pdu-alerts/.env"},
                                  "tool_response": {"file": {"filePath": "/srv/pdu-alerts/.env", "content": content}}}), [p, k]


@t
def _diff():
    p = pw()
    return "name-context", f"""diff --git a/inventory/group_vars/bmc.yml b/inventory/group_vars/bmc.yml
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/inventory/group_vars/bmc.yml
+++ b/inventory/group_vars/bmc.yml
@@ -3,4 +3,4 @@ bmc_user: ADMIN
 bmc_verify_tls: false
-bmc_password: "{{{{ vault_bmc_password }}}}"
+bmc_password: "{p}"
 bmc_timeout: 30""", [p]


@t
def _notebook():
    k = g.hexs(32)
    src = ["import requests, pandas as pd\n", f"PIQ_KEY = \"{k}\"\n",
           "r = requests.get('https://poweriq.example.net/api/v2/pdus', headers={'X-Api-Key': PIQ_KEY})\n",
           "df = pd.DataFrame(r.json()['pdus'])\n"]
    return "name-context", jdump({"cells": [{"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
                                             "outputs": [], "source": src}], "nbformat": 4, "nbformat_minor": 5}), [k]


@t
def _aws_backup():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[dcim-backup]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-central-1""", [a, s]


@t
def _selfid_alerts():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"# pdu-alerts: notify via {name}\nALERT_TOKEN={tok}\nTHRESHOLD_AMPS=16\n", [mark]


@t
def _pagerduty():
    k = pd_key()
    return "name-context", f"""pdu_alarm:
  pagerduty:
    routing_key: {k}
    severity: critical
  breaker_threshold_pct: 80""", [k]


@t
def _k8s():
    p = pw()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: dcim-bmc-creds
  namespace: dcim
type: Opaque
stringData:
  BMC_USERNAME: ADMIN
  BMC_PASSWORD: "{p}"
""", [p]


@t
def _envmon_url():
    p = legacy_pw()
    return "structural", f"- targets: ['http://admin:{p}@{ip()}/api/dev']  # Geist Watchdog 100 in suite {r.randint(100, 999)}", [p]


@t
def _router_cfg():
    p = pw()
    return "name-context", f"""! customer edge in cage {cage()}
username noc privilege 15 secret 0 {p}
line vty 0 4
 login local
 transport input ssh""", [p]


@t
def _rh_email():
    p = pw()
    return "name-context", f"""Subject: Remote hands - {ticket()} - console access for reboot

Hi {g.pick(['Smart Hands', 'RH team', 'NOC'])},

please connect to the KVM in {rack()}; the KVM password is {p}. Reboot the host labelled "db-{r.randint(1, 9)}" only.

Thanks""", [p]


@t
def _portal_invite():
    p = g.s(B62, 10) + g.pick(["!", "#", "9"])
    return "name-context", f"""Welcome to the customer portal.
Username: {g.pick(['mriva', 'kchen', 'oadeyemi'])}@example.org
Temporary password: {p}
You will be asked to change it at first sign-in.""", [p]


@t
def _ipmi_env():
    p = pw()
    return "name-context", f"export IPMI_PASSWORD='{p}'\nipmitool -I lanplus -H {ip()} -U ADMIN -E sdr type Temperature", [p]


@t
def _powershell():
    p = pw()
    return "name-context", f"""$sec = ConvertTo-SecureString '{p}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('root', $sec)
Invoke-RestMethod -Uri https://{ip()}/redfish/v1/Chassis -Credential $cred -SkipCertificateCheck""", [p]


@t
def _gofish():
    p = pw()
    return "name-context", f"""cfg := gofish.ClientConfig{{
	Endpoint: "https://{ip()}",
	Username: "root",
	Password: "{p}",
	Insecure: true,
}}
c, err := gofish.Connect(cfg)""", [p]


@t
def _trace_dsn():
    p = pw()
    return "structural", f"""Traceback (most recent call last):
  File "/opt/dcim-sync/sync.py", line {r.randint(20, 300)}, in <module>
    engine = create_engine(DSN)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed
(Background on this error at: https://sqlalche.me/e/20/e3q8)
DSN=postgresql://dcim:{p}@db01.dcim.internal:5432/dcim""", [p]


@t
def _nlyte_xml():
    p = pw()
    return "name-context", f"""<connector name="vmware-sync">
  <endpoint>https://nlyte.corp.example.com/nlyte/integration/api/odata</endpoint>
  <username>integration</username>
  <password>{p}</password>
</connector>""", [p]


@t
def _props():
    p = pw()
    return "name-context", f"""dcim.ldap.url=ldaps://ad.corp.example.com:636
dcim.ldap.bind.dn=CN=svc-dcim,OU=Service,DC=corp,DC=example,DC=com
dcim.ldap.bind.password={p}
dcim.ldap.user.search.base=OU=Staff,DC=corp,DC=example,DC=com""", [p]


@t
def _toml():
    p = pw()
    return "name-context", f"""[bmc]
user = "ADMIN"
pass = "{p}"
timeout = "20s"

[pdu]
protocol = "snmpv3"
""", [p]


@t
def _zabbix():
    p = pw()
    return "name-context", f"""zabbix_export:
  version: '7.0'
  templates:
    - template: 'Dell iDRAC by IPMI'
      macros:
        - macro: '{{$IPMI.PASSWORD}}'
          value: '{p}'
        - macro: '{{$IPMI.USER}}'
          value: root""", [p]


@t
def _md_table():
    p1, p2 = pw(), pw()
    return "structural", f"""| rack | BMC IP | user | password |
|---|---|---|---|
| {rack()} | {ip()} | ADMIN | {p1} |
| {rack()} | {ip()} | root | {p2} |""", [p1, p2]


@t
def _kg_key():
    k = g.hexs(40)
    return "name-context", f"ipmitool -I lanplus -H {ip()} -U ADMIN -f /root/.ipmipw -y {k} mc info", [k]


@t
def _refresh_token():
    k = g.s(URLSAFE, 48)
    return "name-context", f"""# ~/.config/coloctl/credentials.json
{{"portal": "https://portal.colo.example.com", "refresh_token": "{k}", "expires_in": 2592000}}""", [k]


@t
def _github_inv():
    tk = g.gh_classic()
    return "self-identifying", f"git clone https://x-access-token:{tk}@github.com/example-dc/rack-inventory.git", [tk]


@t
def _access_api():
    k = g.s(B62, 32)
    return "structural", f"""curl -s https://access.{g.pick(['coloportal', 'dcportal'])}.example.com/api/v1/badges \\
  -H "Authorization: ApiKey {k}" \\
  -d '{{"name":"{g.pick(['Ana Silva', 'Tom Berg', 'Li Wei'])}","cages":["{cage()}"],"validUntil":"2027-01-31"}}'""", [k]


@t
def _mysql_cli():
    p = pw()
    return "structural", f"mysql -h dcim-db -u racktables -p'{p}' racktables -e 'select count(*) from Object'", [p]


@t
def _ogcli():
    p = pw()
    return "name-context", f"""ogcli update user root << 'END'
password="{p}"
END""", [p]


@t
def _handover():
    c = pin(4)
    p = pw()
    return "name-context", f"""## Hand-over, night shift {r.randint(1, 28)}/11
- Generator test passed, fuel at {r.randint(60, 99)} %.
- Key cabinet in the security office: code {c}.
- Customer {g.pick(['Acme', 'Globex', 'Initech'])} asked for a cage escort tomorrow 09:00.
- Shared NOC mailbox password rotated to {p} (1Password entry updated later).""", [c, p]


@t
def _compose():
    p = pw()
    return "name-context", f"""services:
  racktables-db:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD: "{p}"
      MARIADB_DATABASE: racktables""", [p]


@t
def _hcl_pdu():
    p = pw()
    return "name-context", f"""variable "pdu_admin_password" {{
  type      = string
  sensitive = true
  default   = "{p}"
}}""", [p]


# ---------------------------------------------------------------- clean templates
C = []


def c(fn):
    C.append(fn)
    return fn


@c
def _c_ipmi_env():
    return f'ipmitool -I lanplus -H {ip()} -U "$IPMI_USER" -E chassis status   # password from IPMI_PASSWORD'


@c
def _c_redfish_out():
    return jdump({"@odata.id": "/redfish/v1/Systems/1", "Id": "1", "PowerState": "On", "UUID": g.uuid(),
                  "SerialNumber": g.s(UPPER + DIG, 7), "BiosVersion": f"2.{r.randint(1, 20)}.{r.randint(0, 9)}",
                  "Status": {"Health": "OK"}})


@c
def _c_env_example():
    return """# .env.example
DCTRACK_BASE_URL=https://dctrack.example.com
DCTRACK_USER=
DCTRACK_PASSWORD=<your-password>
SUNBIRD_POWER_IQ_API_KEY=${POWERIQ_API_KEY}
PAGERDUTY_ROUTING_KEY=changeme
"""


@c
def _c_env_read():
    return """import os
BMC_USER = os.environ["BMC_USER"]
BMC_PASSWORD = os.environ["BMC_PASSWORD"]
NETBOX_TOKEN = os.getenv("NETBOX_TOKEN")
if not NETBOX_TOKEN:
    raise SystemExit("set NETBOX_TOKEN")"""


@c
def _c_loa():
    return f"""Letter of Authorization / Connecting Facility Assignment
LOA ID: LOA-{r.randint(10000, 99999)}
Patch panel: PP:{r.randint(1000, 9999)}:{r.randint(100000, 999999)}, ports {r.randint(1, 24)}-{r.randint(25, 48)}
Circuit ID: {g.s(UPPER, 3)}/{r.randint(100000, 999999)}//ZYO
Cross-connect order: {g.pick(['1-', '2-'])}{r.randint(100000000000, 999999999999)}"""


@c
def _c_power():
    rows = "\n".join(f"{pdu()},{r.randint(1, 24)},{r.uniform(0.1, 6):.2f},{r.randint(20, 1400)}" for _ in range(4))
    return "pdu,outlet,amps,watts\n" + rows


@c
def _c_sel():
    return f"""$ ipmitool -I lanplus -H {ip()} -U ADMIN -E sel list | tail -3
 {r.randint(1, 99):>4x} | 11/{r.randint(10, 28)}/2026 | 0{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)} | Power Supply PS2 Status | Power Supply AC lost | Asserted
 {r.randint(100, 199):>4x} | 11/{r.randint(10, 28)}/2026 | 1{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)} | Power Supply PS2 Status | Presence detected | Asserted"""


@c
def _c_vault_prose():
    return ("The BMC passwords live in Vault under kv/dc/bmc/<rack>; the Ansible role reads them at run time with "
            "a lookup, so nobody needs to paste them into tickets. Rotate them with `make rotate-bmc SITE=fra2`.")


@c
def _c_secretref():
    return f"""env:
  - name: BMC_PASSWORD
    valueFrom:
      secretKeyRef:
        name: dcim-bmc-creds
        key: BMC_PASSWORD
image: registry.example.com/dcim-sync@sha256:{g.sha256()}"""


@c
def _c_netbox_device():
    return jdump({"id": r.randint(1, 9999), "name": f"srv-{r.randint(100, 999)}", "serial": g.s(UPPER + DIG, 10),
                  "asset_tag": str(r.randint(100000, 999999)), "rack": {"id": r.randint(1, 500), "name": rack()},
                  "custom_fields": {"bmc_mac": ":".join(g.hexs(2) for _ in range(6))}})


@c
def _c_snmp_oid():
    return f"""$ snmpget -v3 -l authPriv -u pdumon -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" {pdu()} 1.3.6.1.4.1.318.1.1.12.2.3.1.1.2.1
SNMPv2-SMI::enterprises.318.1.1.12.2.3.1.1.2.1 = Gauge32: {r.randint(10, 160)}"""


@c
def _c_sha():
    return "\n".join(f"{g.sha256()}  {n}" for n in ["apc_hw21_aos7.1.2.bin", "idrac_7.10.30.00.exe", "bmc_fw_01.04.08.bin"])


@c
def _c_badge_log():
    return "\n".join(f"2026-11-{r.randint(10, 28)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d} READER={g.pick(['MANTRAP-1', 'CAGE-' + str(r.randint(100, 999))])} BADGE={r.randint(10000, 99999)} CARDHASH={g.hexs(16)} RESULT={g.pick(['GRANTED', 'DENIED_PIN', 'GRANTED'])}" for _ in range(4))


@c
def _c_defaults():
    return ("Fresh Supermicro boards ship with a unique BMC password on the sticker; older ones used ADMIN/ADMIN. "
            "Dell iDRACs older than 14G shipped with root/calvin. Both must be changed during racking (runbook DC-07).")


@c
def _c_portal_docs():
    return """## Authentication
Send your key in the `X-API-Key` header:

    curl -H "X-API-Key: <your-api-key>" https://api.coloportal.example.com/v1/cross-connects

Keys are created under Account > API access and are shown only once."""


@c
def _c_order_json():
    return jdump({"orderId": f"{r.randint(1, 2)}-{r.randint(100000000000, 999999999999)}", "status": "PROVISIONED",
                  "serviceId": g.uuid(), "aSide": {"cage": cage(), "cabinet": str(r.randint(1, 40))},
                  "zSide": {"provider": g.pick(["Zayo", "Lumen", "Cogent"]), "circuitId": g.s(UPPER + DIG, 12)},
                  "requestedBy": "neteng@example.com"})


@c
def _c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in ["pdu: add outlets for rack 14", "bmc: read password from vault", "docs: rotate badge PINs quarterly"])


@c
def _c_hook_ls():
    return jdump({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls -la /srv/pdu-alerts"},
                  "tool_response": {"stdout": "total 24\n-rw------- 1 ops ops  212 Nov 20 09:14 .env\n-rw-r--r-- 1 ops ops 1840 Nov 20 09:14 alerts.py\n", "stderr": "", "interrupted": False}})


@c
def _c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} noc@jump-{g.pick(['fra2', 'ams5'])}"


@c
def _c_tf_var():
    return """variable "equinix_client_secret" {
  type      = string
  sensitive = true
}

provider "equinix" {
  client_id     = var.equinix_client_id
  client_secret = var.equinix_client_secret
}"""


@c
def _c_de_prose():
    return ("Zugangscodes für Käfige werden nie per E-Mail verschickt. Der Kunde erhält den PIN nur telefonisch "
            "nach Rückruf auf die hinterlegte Nummer. Siehe Richtlinie SEC-12.")


@c
def _c_ja_prose():
    return "BMCのパスワードはVaultに保存されています。チケットやチャットに貼り付けないでください。ローテーションは四半期ごとです。"


@c
def _c_base64_img():
    return f'<img alt="rack elevation {rack()}" src="data:image/png;base64,{g.b64(96)}">'


@c
def _c_cert():
    return f"""$ openssl x509 -in idrac.crt -noout -serial -fingerprint -sha256
serial={g.hexs(32).upper()}
sha256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}"""


@c
def _c_hcl_sensitive():
    return f"""resource "equinix_metal_device" "edge" {{
  hostname         = "edge-{r.randint(1, 99)}"
  plan             = "c3.small.x86"
  metro            = "fr"
  operating_system = "ubuntu_24_04"
  project_id       = "{g.uuid()}"
}}"""


@c
def _c_pagerduty_env():
    return "PAGERDUTY_ROUTING_KEY=${PD_ROUTING_KEY:?missing}\nALERT_CHANNEL=#dc-fra2-alerts"


@c
def _c_rh_ticket():
    return f"""Ticket {ticket()} — remote hands
Site: {g.pick(['AM5', 'LD8'])}, cabinet {r.randint(1, 40)}, U{r.randint(1, 42)}
Task: replace SFP in port Te1/0/{r.randint(1, 48)} (spare on shelf, part no. {g.s(UPPER + DIG, 8)}).
Access: escort required; badge request {g.uuid()} approved."""


@c
def _c_kvm_changeme():
    return "# lab only, never deployed\nkvm:\n  host: 127.0.0.1\n  user: admin\n  password: changeme\n"


@c
def _c_fr_prose():
    return "Les identifiants IPMI ne doivent jamais figurer dans le ticket : indiquez seulement l'adresse du BMC et le numéro de baie."


@c
def _c_racadm_out():
    return f"""racadm getsysinfo
RAC Information:
RAC Date/Time           = Thu Nov {r.randint(10, 28)} 2026 10:1{r.randint(0, 9)}:00
Firmware Version        = 7.10.30.00
Current IP Address      = {ip()}
MAC Address             = {':'.join(g.hexs(2).upper() for _ in range(6))}
Service Tag             = {g.s(UPPER + DIG, 7)}"""


@c
def _c_power_iq_resp():
    return jdump({"pdu": {"id": r.randint(1, 900), "name": pdu(), "firmware_version": "4.0.20.5-50213",
                          "serial_number": g.s(UPPER + DIG, 10), "health": "good",
                          "reading": {"active_power": r.randint(500, 9000), "apparent_power": r.randint(500, 9000)}}})


@c
def _c_uuid_list():
    return "asset_id,uuid,rack\n" + "\n".join(f"{r.randint(100000, 999999)},{g.uuid()},{rack()}" for _ in range(4))


@c
def _c_npm_integrity():
    return f'"node_modules/@example/dcim-ui": {{"version": "3.{r.randint(0, 9)}.{r.randint(0, 9)}", "integrity": "sha512-{g.b64(64)}"}}'


@c
def _c_workflow():
    return """      - name: Sync rack inventory
        env:
          NETBOX_TOKEN: ${{ secrets.NETBOX_TOKEN }}
          DCTRACK_PASSWORD: ${{ secrets.DCTRACK_PASSWORD }}
        run: python sync.py --site fra2"""


@c
def _c_es_prose():
    return "Recordatorio: el código de la jaula se cambia cada trimestre y se comunica solo por teléfono. No lo escribas en Slack."


# ---------------------------------------------------------------- build
def main() -> None:
    secrets, clean = [], []
    n = 0
    while len(secrets) < 250:
        cls, text, vals = S[n % len(S)]()
        n += 1
        for v in vals:
            assert v and v in text, (text, v)
        secrets.append((cls, text, vals))
    allv = {v for _, _, vs in secrets for v in vs}
    i = 0
    while len(clean) < 100:
        ct = C[i % len(C)]()
        while any(v in ct for v in allv):  # a short code can turn up inside a random hash: draw again
            ct = C[i % len(C)]()
        clean.append(ct)
        i += 1
    for ct in clean:
        for v in allv:
            assert v not in ct, (v, ct)
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for k, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{k}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for k, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{k}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
