"""Blind redaction source "pharmacy": retail and hospital pharmacy software.

E-prescribing gateways (Surescripts-style), pharmacy management systems, drug databases, NCPDP claim adjudication,
automated dispensing cabinets, controlled-substance (PDMP) reporting — as configs, commands, logs, tracebacks,
chat, tickets and agent hook payloads. Written blind by "corpora" on 2026-12-03 (it read neither the rules nor
their results). Every value is random and made up (NPIs, NCPDP ids, BINs and DEA numbers too). Seeded: rerunning
writes pharmacy_secrets.jsonl and pharmacy_clean.jsonl byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "pharmacy"
g = Gen(290302)
R = g.r
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits

DOMAINS = ["rx.corner-drug.example", "pharm.stmarys-health.example", "it.valleyrx.example", "erx.medbridge.example",
           "claims.switchco.example", "pdmp.state-health.example", "hosp-pharm.northlake.example"]
HOSTS = ["erx-gw", "pms", "claims-sw", "adc-srv", "pdmp-upl", "drugdb", "ivrx", "refill-api", "compounding", "vaccine-reg"]
USERS = ["rxsvc", "erx_gateway", "pms_app", "claims", "pyxis_if", "pdmp_upload", "fdb_reader", "omnicell", "tech01", "rph_admin"]
DRUGS = ["amoxicillin 500 mg cap", "atorvastatin 20 mg tab", "oxycodone 5 mg tab", "insulin glargine 100 u/mL",
         "lisinopril 10 mg tab", "sertraline 50 mg tab", "methylphenidate ER 36 mg", "albuterol HFA 90 mcg"]


def host():
    return f"{g.pick(HOSTS)}{R.randint(1, 6)}.{g.pick(DOMAINS)}"


def ncpdp_id():
    return str(R.randint(1000000, 9999999))


def npi():
    return str(R.randint(1000000000, 1999999999))


def ndc():
    return f"{R.randint(10000, 99999)}-{R.randint(100, 999)}-{R.randint(10, 99)}"


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def secret():
    k = R.randint(0, 9)
    if k <= 2:
        return g.pw()
    if k == 3:
        return g.pick(["Pharm", "Rx", "refill", "Pyxis", "Tech", "Script", "Claims"]) + str(R.randint(1, 9999)) + g.pick(["", "!", "$", "#"])
    if k == 4:
        return " ".join(g.pick(["amber", "vial", "mortar", "pestle", "tablet", "capsule", "label", "refill", "counter",
                                "blister", "syrup", "dose"]) for _ in range(4))
    if k == 5:
        return g.hexs(g.pick([32, 40]))
    if k == 6:
        return g.s(UP + DIG, 4) + "-" + g.s(UP + DIG, 4) + "-" + g.s(UP + DIG, 4)
    if k == 7:
        return g.b64(24)
    if k == 8:
        return g.s(LOW, 3) + str(R.randint(100, 999)) + g.s(UP, 2) + g.pick(["@", "%", "*"])
    return g.s(B62, R.randint(18, 30))


def nospace(p):
    return p.replace(" ", "-")


def hook(cmd, stdout, tool="Bash"):
    inp = {"command": cmd} if tool == "Bash" else {"file_path": cmd}
    return json.dumps({"tool_name": tool, "tool_input": inp, "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


# ---------------------------------------------------------------- secrets
def s_erx_yaml():
    p = nospace(secret())
    t = (f"erx:\n  gateway_url: https://{host()}/ncpdp/script/2017071\n  account_id: {ncpdp_id()}\n  portal_id: {g.uuid()}\n"
         f"  username: {g.pick(USERS)}\n  password: '{p}'\n  message_types: [NewRx, RxRenewalRequest, CancelRx, RxChangeRequest]\n")
    return "structural", t, [p]


def s_claims_switch():
    p = nospace(secret())
    t = (f"; NCPDP D.0 claims switch — {g.pick(['RelayHealth-style', 'Change-style', 'in-house'])}\n[Switch]\nHost={host()}\nPort={R.randint(2000, 9000)}\n"
         f"VendorCertId={g.s(UP + DIG, 10)}\nSwitchUser=PH{ncpdp_id()}\nSwitchPassword={p}\nBIN={R.randint(100000, 999999)}\n")
    return "name-context", t, [p]


def s_pdmp_sftp():
    p = nospace(secret()).replace("@", "x").replace("/", "x").replace("#", "x").replace("%", "x")
    t = f"# nightly ASAP 4.2 controlled-substance upload\n15 1 * * * /usr/local/bin/pdmp-export --format asap42 | curl -sS --ftp-ssl -T - sftp://pdmp_upload:{p}@{host()}/inbound/$(date +\\%F).dat"
    return "structural", t, [p]


def s_pdmp_api():
    k = g.s(B62, 40)
    t = f"PDMP_API_BASE=https://{host()}/api/v3\nPDMP_CLIENT_ID={g.uuid()}\nPDMP_CLIENT_SECRET={k}\nPDMP_STATE=OH\n"
    return "name-context", t, [k]


def s_drugdb_key():
    k = g.hexs(32)
    t = f"import requests\n\nDRUGDB_KEY = \"{k}\"  # licensed monograph API\nresp = requests.get(\"https://{host()}/v1/interactions\", params={{\"ndc\": \"{ndc()}\"}}, headers={{\"x-api-key\": DRUGDB_KEY}})\nprint(resp.json()[\"severity\"])"
    return "structural", t, [k]


def s_adc_xml():
    p = nospace(secret()).replace("&", "and").replace("<", "").replace('"', "")
    t = f"<Interface name=\"ADT-to-Cabinet\">\n  <Server>{host()}</Server>\n  <Login user=\"{g.pick(USERS)}\" password=\"{p}\"/>\n  <Port>{R.randint(5000, 6999)}</Port>\n  <Cabinets>4WEST,ICU2,ED-MAIN</Cabinets>\n</Interface>"
    return "structural", t, [p]


def s_override_pin():
    p = str(R.randint(1000, 999999))
    t = f"{g.pick(['Dana', 'Miguel', 'Priya', 'Chen'])} (night RPh): cabinet on 4 West locked everyone out again. Biomed gave me the override PIN {p} for tonight only, they reset it tomorrow 7am."
    return "name-context", t, [p]


def s_pms_mssql():
    p = nospace(secret()).replace(";", "").replace('"', "")
    t = f"$ sqlcmd -S {host()},1433 -U pms_report -P \"{p}\" -d PharmacyData -Q \"SELECT COUNT(*) FROM Rx WHERE FillDate = CAST(GETDATE() AS date)\"\n\n-----------\n        {R.randint(100, 900)}\n\n(1 rows affected)"
    return "structural", t, [p]


def s_mysql_url():
    p = g.s(B62, R.randint(12, 22))
    t = f"DATABASE_URL=mysql://refill:{p}@{host()}:3306/refills?charset=utf8mb4\nSMS_REMINDER_HOUR=9\n"
    return "structural", t, [p]


def s_hl7_mllp():
    p = nospace(secret())
    t = (f"mllp:\n  listen: 0.0.0.0:2575\n  forward:\n    - name: pharmacy-orders\n      host: {host()}\n      port: 6661\n"
         f"      tls: true\n      auth:\n        user: {g.pick(USERS)}\n        pass: {p}\n")
    return "structural", t, [p]


def s_self_id():
    name, tok, sec = g.self_identifying()
    ctx = R.randint(0, 3)
    if ctx == 0:
        t = f"# refill-reminder worker\n{name.upper()}_API_KEY=\"{tok}\"\nREMINDER_TEMPLATE=rx_ready_v3"
    elif ctx == 1:
        t = hook("cat .env.production", f"NODE_ENV=production\n{name.upper()}_TOKEN={tok}\nSTORE_ID={R.randint(100, 9999)}\n")
    elif ctx == 2:
        t = f"Hi team, the prior-auth status bot is failing since Friday. I pasted the config below for someone to check:\n\n  token: {tok}\n  channel: #pharmacy-pa"
    else:
        t = f"{ts()} ERROR notifier.py:77 upstream rejected credential '{tok}' (401)"
    return "self-identifying", t, [sec]


def s_pem():
    block, line = g.pem()
    t = f"Read(certs/surescripts-client.key)\n{block}"
    return "self-identifying", t, [line]


def s_basic_header():
    u, p = g.pick(USERS), g.s(B62, 16)
    enc = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = f"POST /claims/d0/submit HTTP/1.1\nHost: {host()}\nAuthorization: Basic {enc}\nContent-Type: application/octet-stream\nContent-Length: {R.randint(300, 900)}"
    return "structural", t, [enc]


def s_bearer_log():
    tok = g.s(B62 + "-_", 48)
    t = f"[{ts()}] DEBUG eligibility: POST https://{host()}/e1/check headers={{'Authorization': 'Bearer {tok}', 'Accept': 'application/json'}} pharmacy={ncpdp_id()}"
    return "structural", t, [tok]


def s_query_key():
    k = g.s(LOW + DIG, 32)
    t = f"GET https://{host()}/drugs/search?q=metformin&limit=20&apikey={k} 200 {R.randint(30, 400)}ms"
    return "structural", t, [k]


def s_ticket_dea():
    p = secret()
    t = (f"Ticket #{R.randint(10000, 99999)} — CSOS ordering certificate renewal\n\nThe CSOS signing certificate on the ordering PC was re-issued. "
         f"Certificate password (PKCS#12): {p}\nStore it in the vault after install and delete this ticket comment.")
    return "name-context", t, [p]


def s_p12_cmd():
    p = nospace(secret()).replace("'", "")
    t = f"$ openssl pkcs12 -in csos_order.p12 -nokeys -passin pass:'{p}' | openssl x509 -noout -enddate\nnotAfter=Mar {R.randint(1, 28)} 12:00:00 2028 GMT"
    return "structural", t, [p]


def s_java_props():
    p = nospace(secret())
    t = f"# Immunization registry (IIS) SOAP client\niis.endpoint=https://{host()}/iis/submit\niis.facility.id={R.randint(10000, 99999)}\niis.username=VAXRX{R.randint(10, 99)}\niis.password={p}\n"
    return "name-context", t, [p]


def s_csharp():
    p = nospace(secret()).replace('"', "")
    t = f"var client = new CompoundingClient(new Uri(\"https://{host()}\"))\n{{\n    Username = \"ivroom\",\n    Password = \"{p}\",\n    Site = \"MAIN-OR\"\n}};"
    return "structural", t, [p]


def s_terraform():
    p = nospace(secret())
    t = f"resource \"aws_db_instance\" \"pms\" {{\n  identifier     = \"pms-prod\"\n  engine         = \"postgres\"\n  username       = \"pms_owner\"\n  password       = \"{p}\"\n  instance_class = \"db.r6g.large\"\n}}"
    return "name-context", t, [p]


def s_hook_read():
    s = g.s(B62, 36)
    out = f"{{\n  \"pbm\": \"{g.pick(['acme-pbm', 'meridian-rx'])}\",\n  \"bin\": \"{R.randint(100000, 999999)}\",\n  \"pcn\": \"{g.s(UP + DIG, 6)}\",\n  \"group\": \"RX{R.randint(1000, 9999)}\",\n  \"api_secret\": \"{s}\"\n}}\n"
    return "name-context", hook("config/pbm_acme.json", out, tool="Read"), [s]


def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    t = f"$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                rx-archive           manual    --profile\n$ cat ~/.aws/credentials\n[rx-archive]\naws_access_key_id={a}\naws_secret_access_key={s}"
    return "self-identifying", t, [a, s]


def s_ldap_bind():
    p = nospace(secret()).replace("'", "")
    t = f"$ ldapsearch -H ldaps://dc1.{g.pick(DOMAINS)} -D 'CN=svc_pharmacy,OU=Service,DC=hosp,DC=local' -w '{p}' -b 'OU=Pharmacists,DC=hosp,DC=local' '(sAMAccountName=rph*)' cn"
    return "structural", t, [p]


def s_redis():
    p = g.s(B62, 24)
    t = f"REFILL_QUEUE=redis://:{p}@{host()}:6380/2\nQUEUE_CONCURRENCY=8"
    return "structural", t, [p]


def s_store_wifi():
    p = nospace(secret())
    t = f"Store #{R.randint(100, 999)} onboarding checklist\n- Counter terminal hostname: RX{R.randint(100, 999)}-CT1\n- Printer: Zebra label, 203 dpi\n- Back-office Wi-Fi (WPA2) key: {p}\n- Call the help desk before imaging the POS"
    return "name-context", t, [p]


def s_gitdiff():
    p = nospace(secret())
    t = f"diff --git a/config/switch.ini b/config/switch.ini\n@@ -3,4 +3,4 @@ Host=claims-sw1\n VendorCertId={g.s(UP + DIG, 10)}\n-SwitchPassword=\n+SwitchPassword={p}\n BIN={R.randint(100000, 999999)}"
    return "name-context", t, [p]


def s_node_cfg():
    s = g.s(B62, 48)
    t = f"module.exports = {{\n  surescripts: {{\n    endpoint: 'https://{host()}/erx',\n    partnerId: '{g.s(UP + DIG, 8)}',\n    sharedSecret: '{s}',\n  }},\n}};"
    return "name-context", t, [s]


def s_vpn_psk():
    p = g.s(B62, 28)
    t = f"conn pharmacy-switch\n    left=%defaultroute\n    right={R.randint(11, 200)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}\n    authby=secret\n# /etc/ipsec.secrets\n: PSK \"{p}\""
    return "structural", t, [p]


def s_jwt():
    j = g.jwt()
    t = f"$ http GET https://{host()}/api/prescriptions/queue 'Authorization:Bearer {j}'\nHTTP/1.1 200 OK\n[{{\"rx\": \"{R.randint(1000000, 9999999)}\", \"status\": \"IN_FILL\"}}]"
    return "self-identifying", t, [j]


def s_smtp():
    p = nospace(secret())
    t = f"[mail]\n# faxes-to-email for prescriber callbacks\nsmtp_host = smtp.{g.pick(DOMAINS)}\nsmtp_user = rx-fax@{g.pick(DOMAINS)}\nsmtp_password = {p}\n"
    return "name-context", t, [p]


def s_traceback():
    p = nospace(secret()).replace("'", "")
    t = f"Traceback (most recent call last):\n  File \"upload_pdmp.py\", line 52, in <module>\n    sftp = pysftp.Connection('{host()}', username='pdmp_upload', password='{p}')\n  File \".../pysftp/__init__.py\", line 140, in __init__\nparamiko.ssh_exception.AuthenticationException: Authentication failed."
    return "structural", t, [p]


SECRET_T = [s_erx_yaml, s_claims_switch, s_pdmp_sftp, s_pdmp_api, s_drugdb_key, s_adc_xml, s_override_pin, s_pms_mssql,
            s_mysql_url, s_hl7_mllp, s_self_id, s_pem, s_basic_header, s_bearer_log, s_query_key, s_ticket_dea, s_p12_cmd,
            s_java_props, s_csharp, s_terraform, s_hook_read, s_aws, s_ldap_bind, s_redis, s_store_wifi, s_gitdiff,
            s_node_cfg, s_vpn_psk, s_jwt, s_smtp, s_traceback, s_self_id]


# ---------------------------------------------------------------- clean
def c_ncpdp_claim():
    return f"B1 claim {ts()} BIN {R.randint(100000, 999999)} PCN {g.s(UP + DIG, 6)} NCPDP {ncpdp_id()} NDC {ndc()} qty 30 DS 30\nResponse: P (paid) auth# {R.randint(100000000, 999999999)} copay $10.00"


def c_rx_label():
    return f"Rx# {R.randint(1000000, 9999999)}  {g.pick(DRUGS)}\nTake 1 tablet by mouth daily\nQty 30  Refills 2  Prescriber NPI {npi()}\nLot {g.s(UP + DIG, 7)} Exp 0{R.randint(1, 9)}/2028"


def c_env_template():
    return f"# .env.example (store {R.randint(100, 999)} template)\n" + "ERX_USERNAME=\nERX_PASSWORD=<set-in-vault>\nPDMP_CLIENT_SECRET=${PDMP_CLIENT_SECRET}\nDATABASE_URL=mysql://refill:refill@localhost:3306/refills\n"


def c_sha():
    return f"$ sha256sum fdb_update_{R.randint(2026, 2026)}{R.randint(10, 12)}{R.randint(10, 28)}.zip\n{g.sha256()}  fdb_update.zip\nVerified against vendor manifest."


def c_dea_schedule():
    return f"CS dispensing report {ts()[:10]}\n{g.pick(DRUGS)}  schedule II  qty {R.randint(10, 120)}  patient ref {g.uuid()}\nreported to PDMP batch {g.hexs(12)}"


def c_docs_changeme():
    return f"### Dev cabinet simulator (port {R.randint(7000, 7999)})\n\nLog in with `{g.pick(USERS)}` / `{g.pick(['changeme', 'password', 'admin'])}` (the simulator resets this on every start). The real cabinets use badge + PIN; never put PINs in this repo."


def c_k8s_ref():
    return "envFrom:\n  - secretRef:\n      name: " + g.pick(HOSTS) + "-creds\nenv:\n  - name: SWITCH_PASSWORD\n    valueFrom: {secretKeyRef: {name: claims-switch, key: password}}\n"


def c_hl7():
    return f"MSH|^~\\&|PHARM|MAIN|ADC|4WEST|{R.randint(20260101000000, 20261128235959)}||RDE^O11|{g.hexs(16).upper()}|P|2.5\nPID|1||MRN{R.randint(100000, 999999)}\nRXE|^^^20261201^^R|{ndc()}^{g.pick(DRUGS)}^NDC|1||TAB"


def c_chat():
    return f"{g.pick(['Dana', 'Miguel', 'Priya'])}: switch password rotated by the vendor, I put the new one in the vault under 'claims-switch/prod'. no action needed unless B1s start rejecting with M/I."


def c_uuid_log():
    return f"[{ts()}] INFO erx NewRx received message_id={g.uuid()} relates_to=- prescriber_npi={npi()} pharmacy={ncpdp_id()} checksum={g.hexs(40)}"


def c_pubkey():
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END PUBLIC KEY-----\n# PDMP hub encryption key (public, from the state's onboarding guide)"


def c_hook_clean():
    return hook("git log --oneline -5", "\n".join(f"{g.hexs(7)} {m}" for m in ["fix NDC padding in B1 builder", "bump fhir client", "add RxRenewal retry", "PDMP: ASAP 4.2 field DSP09", "docs: switch onboarding"]) + "\n")


def c_inventory():
    rows = "\n".join(f"{ndc()}  {d:<28} on_hand={R.randint(0, 400)}" for d in R.sample(DRUGS, 4))
    return f"$ ./inv low-stock --store {R.randint(100, 999)}\n{rows}"


def c_b64_img():
    return f"{{\"label_preview\": \"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGQAAAAy{g.b64(48)}\", \"rx\": \"{R.randint(1000000, 9999999)}\"}}"


def c_password_policy():
    return f"Cabinet user policy ({g.pick(['4 West', 'ICU2', 'ED', 'OR'])}): PINs are 4–6 digits and expire every {g.pick([60, 90, 180])} days; the override PIN is held by Biomed and read to a pharmacist by phone, never written down. Example screen: `Enter PIN: ******`."


def c_error():
    return f"{ts()} WARN claims: reject 75 (Prior Authorization Required) for Rx {R.randint(1000000, 9999999)} BIN {R.randint(100000, 999999)} — trace {g.hexs(24)}"


def c_terraform_var():
    n = g.pick(["pms", "erx", "refill", "pdmp"])
    return f"variable \"{n}_db_password\" {{\n  type      = string\n  sensitive = true\n}}\n\nresource \"aws_db_instance\" \"{n}\" {{\n  password = var.{n}_db_password\n}}"


CLEAN_T = [c_ncpdp_claim, c_rx_label, c_env_template, c_sha, c_dea_schedule, c_docs_changeme, c_k8s_ref, c_hl7, c_chat,
           c_uuid_log, c_pubkey, c_hook_clean, c_inventory, c_b64_img, c_password_policy, c_error, c_terraform_var]


def main():
    out = Path(__file__).resolve().parent
    secrets = []
    for i in range(250):
        cls, text, vals = SECRET_T[i % len(SECRET_T)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean = [{"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN_T[i % len(CLEAN_T)]()} for i in range(100)]
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
