"""Blind redaction source "telecomisp": ISP and telecom operations — RADIUS/FreeRADIUS, TR-069 ACS, BSS/OSS and
billing, router fleet provisioning, IPAM, BGP looking glasses, carrier portals.

Written blind by the helper "corpora3" on 2026-12-03 (issue 21/22, redaction round 25) without reading memtool's rules,
tests or results. Every value is random and made up (seeded; stdlib + _tokens.py only). Rerun to regenerate
telecomisp_secrets.jsonl and telecomisp_clean.jsonl byte-identically.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
LOWER = string.ascii_lowercase
WORDS = ["tempo", "interval", "granite", "harbor", "lantern", "maple", "orbit", "pepper", "quartz", "rocket",
         "saddle", "thistle", "umber", "violet", "walnut", "yonder", "zephyr", "copper", "meadow", "falcon",
         "ember", "glacier", "juniper", "kestrel", "nylon", "otter", "pixel", "ridge", "summit", "cedar"]


def pw(g: Gen) -> str:
    """The variety of human- and vendor-chosen secrets a domain really has."""
    k = g.r.randint(0, 9)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:  # passphrase
        return "-".join(g.pick(WORDS) for _ in range(g.r.randint(3, 5)))
    if k == 3:  # legacy short word+digits
        return g.pick(WORDS) + str(g.r.randint(1, 999))
    if k == 4:  # hex key
        return g.hexs(g.pick([16, 24, 32, 48]))
    if k == 5:  # vendor-generated grouped
        return "-".join(g.s(string.ascii_uppercase + string.digits, 4) for _ in range(g.r.randint(3, 5)))
    if k == 6:  # capitalised word + year + symbol, other style
        return g.pick(WORDS).capitalize() + g.pick(["@", "_", "#", "!"]) + str(g.r.randint(2015, 2027))
    if k == 7:
        return g.b64(g.pick([18, 24, 32])).rstrip("=")
    if k == 8:
        return g.s(B62, g.r.randint(10, 14))
    return g.s(LOWER + string.digits, 8) + g.pick(["!", "%", "*", "+"]) + g.s(string.ascii_uppercase, 2)


def pin(g: Gen) -> str:
    return str(g.r.randint(10 ** 5, 10 ** 8 - 1))


def ip(g: Gen, pub: bool = False) -> str:
    if pub:
        return f"{g.pick([45, 62, 81, 93, 185, 194, 203])}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}"
    return f"10.{g.r.randint(0, 254)}.{g.r.randint(0, 254)}.{g.r.randint(1, 254)}"


def hook(command: str, stdout: str) -> str:
    return json.dumps({"session_id": "", "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": command},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def emit(family: str, secret_tpls, clean_tpls, n_secret: int, n_clean: int, seed: int) -> None:
    g = Gen(seed)
    secrets, clean = [], []
    for i in range(n_secret):
        fn = secret_tpls[i % len(secret_tpls)] if i < len(secret_tpls) else g.pick(secret_tpls)
        cls, text, vals = fn(g)
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, fn.__name__, v)
        secrets.append({"id": f"{family}-{i + 1}", "family": family, "class": cls, "text": text, "secrets": vals})
    for i in range(n_clean):
        fn = clean_tpls[i % len(clean_tpls)] if i < len(clean_tpls) else g.pick(clean_tpls)
        clean.append({"id": f"{family}-c{i + 1}", "family": family, "text": fn(g)})
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(family, len(secrets), len(clean), sum(len(r["secrets"]) for r in secrets))

FAM = "telecomisp"
DOMS = ["fibrenet.example", "isp-valley.net", "metrolink.co", "wisp-north.ca", "telco-ops.io"]


def sub(g):
    return g.pick(["cust", "sub", "ftth", "dsl"]) + str(g.r.randint(10000, 999999))


def s_clients_conf(g):
    p = pw(g)
    return "name-context", (f"client bras-{g.r.randint(1, 9)} {{\n\tipaddr = {ip(g)}\n\tsecret = {p}\n\tshortname = bras\n\tnas_type = other\n}}\n"), [p]


def s_radtest(g):
    p, s = pw(g), pw(g)
    return "structural", (f"$ radtest {sub(g)}@{g.pick(DOMS)} '{p}' 127.0.0.1 0 '{s}'\nSent Access-Request Id 88 from 0.0.0.0:44811 to 127.0.0.1:1812 length 92\n"
                          f"Received Access-Accept Id 88 from 127.0.0.1:1812 to 127.0.0.1:44811 length 38"), [p, s]


def s_radcheck(g):
    p = pw(g)
    u = sub(g)
    return "structural", (f"mysql> SELECT * FROM radcheck WHERE username='{u}';\n+----+-------------+--------------------+----+------------+\n"
                          f"| id | username    | attribute          | op | value      |\n+----+-------------+--------------------+----+------------+\n"
                          f"| {g.r.randint(100, 99999)} | {u} | Cleartext-Password | := | {p} |\n+----+-------------+--------------------+----+------------+"), [p]


def s_radius_debug(g):
    p = pw(g)
    return "structural", (f"(12) Received Access-Request Id 201 from {ip(g)}:1645 to {ip(g)}:1812 length 120\n(12)   User-Name = \"{sub(g)}\"\n"
                          f"(12)   User-Password = \"{p}\"\n(12)   NAS-Port-Type = Ethernet\n(12) # Executing section authorize from file /etc/freeradius/3.0/sites-enabled/default"), [p]


def s_sql_mod(g):
    p = pw(g)
    return "name-context", (f"sql {{\n\tdialect = \"mysql\"\n\tdriver = \"rlm_sql_${{dialect}}\"\n\tserver = \"{ip(g)}\"\n\tlogin = \"radius\"\n\tpassword = \"{p}\"\n\tradius_db = \"radius\"\n}}"), [p]


def s_acs_cwmp(g):
    p = pw(g)
    return "name-context", (f"InternetGatewayDevice.ManagementServer.URL = https://acs.{g.pick(DOMS)}:7547/\n"
                            f"InternetGatewayDevice.ManagementServer.Username = cpe-{g.hexs(6)}\nInternetGatewayDevice.ManagementServer.Password = {p}\n"
                            f"InternetGatewayDevice.ManagementServer.PeriodicInformInterval = 3600"), [p]


def s_genieacs(g):
    p = pw(g)
    return "structural", (f"$ curl -X POST 'http://{ip(g)}:7557/devices/{g.hexs(6).upper()}-HG8245-{g.s(string.ascii_uppercase + string.digits, 12)}/tasks?connection_request' \\\n"
                          f"  --data '{{\"name\":\"setParameterValues\",\"parameterValues\":[[\"InternetGatewayDevice.LANDevice.1.WLANConfiguration.1.PreSharedKey.1.PreSharedKey\",\"{p}\",\"xsd:string\"]]}}'"), [p]


def s_conn_req(g):
    p = pw(g)
    return "name-context", (f"ConnectionRequestUsername: acs\nConnectionRequestPassword: {p}\n# provision script: default.js, CPE vendor ZTE F660"), [p]


def s_billing_api(g):
    k = g.s(B62, 40)
    return "structural", (f"GET /api/v2/customers?status=suspended HTTP/1.1\nHost: billing.{g.pick(DOMS)}\nX-Auth-Token: {k}\nAccept: application/json"), [k]


def s_splynx(g):
    k, s = g.hexs(32), g.hexs(32)
    return "name-context", (f"splynx:\n  url: https://isp.splynx.app\n  api_key: {k}\n  api_secret: {s}\n"), [k, s]


def s_oss_db(g):
    p = pw(g)
    return "structural", (f"jdbc:oracle:thin:oss_app/{p}@//{ip(g)}:1521/OSSPRD"), [p]


def s_ansible_routers(g):
    p = pw(g)
    return "name-context", (f"[edge_routers:vars]\nansible_network_os=routeros\nansible_user=netops\nansible_password={p}\nansible_connection=network_cli\n"), [p]


def s_ios_cfg(g):
    k = g.s(string.ascii_letters + string.digits, g.r.randint(8, 14))
    c = g.s(LOWER, 10)
    return "name-context", (f"!\nrouter bgp 6{g.r.randint(4500, 5500)}\n neighbor {ip(g, True)} remote-as {g.r.randint(1000, 65000)}\n"
                            f" neighbor {ip(g, True)} password {k}\n!\nsnmp-server community {c} RO 99\n!"), [k, c]


def s_snmp_walk(g):
    c = g.s(LOWER + string.digits, 12)
    return "structural", (f"$ snmpwalk -v2c -c {c} {ip(g)} IF-MIB::ifDescr\nIF-MIB::ifDescr.1 = STRING: ge-0/0/0\nIF-MIB::ifDescr.2 = STRING: ge-0/0/1"), [c]


def s_snmpv3(g):
    a, p = pw(g), pw(g)
    return "structural", (f"snmpget -v3 -l authPriv -u nms -a SHA -A '{a}' -x AES -X '{p}' {ip(g)} sysUpTime.0"), [a, p]


def s_mikrotik(g):
    p = pw(g)
    return "structural", (f"/ppp secret add name={sub(g)} password={p} service=pppoe profile=100M remote-address={ip(g)}"), [p]


def s_junos(g):
    k = "$9$" + g.s(B62 + "./", 24)
    return "name-context", (f"set protocols bgp group transit neighbor {ip(g, True)} authentication-key \"{k}\"\nset system login user noc class super-user"), [k]


def s_netbox(g):
    t = g.hexs(40)
    return "structural", (f"$ curl -s -H 'Authorization: Token {t}' https://netbox.{g.pick(DOMS)}/api/ipam/prefixes/?status=container | jq '.count'\n{g.r.randint(10, 900)}"), [t]


def s_netbox_env(g):
    sk = g.s(B62 + "!@#$%^&*(-_=+)", 50)
    return "name-context", (f"SECRET_KEY={sk}\nALLOWED_HOSTS=netbox.{g.pick(DOMS)}\nDB_HOST=postgres\n"), [sk]


def s_phpipam(g):
    p = pw(g)
    return "structural", (f"$ curl -X POST --user apiuser:{p} https://ipam.{g.pick(DOMS)}/api/noc/user/\n{{\"code\":200,\"success\":true,\"data\":{{\"token\":\"(hidden)\"}}}}"), [p]


def s_lg_conf(g):
    p = pw(g)
    return "name-context", (f"# bird looking glass proxy\nlg:\n  routers:\n    - name: ams-ix-rs\n      host: {ip(g)}\n      ssh_user: lg\n      ssh_password: {p}\n"), [p]


def s_carrier_portal(g):
    p = pw(g)
    return "structural", (f"Carrier portal for the new wave circuit (order {g.r.randint(10 ** 6, 10 ** 7)}): https://portal.{g.pick(['zayo', 'lumen', 'cogent'])}-example.com "
                          f"login noc@{g.pick(DOMS)} / {p} — the account is shared by on-call."), [p]


def s_selfid(g):
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"# noc-bot/.env\nALERT_CHANNEL=#noc-alerts\n{name.upper()}_TOKEN={tok}\n"), [mark]


def s_selfid_hook(g):
    name, tok, mark = g.self_identifying()
    return "self-identifying", hook("cat ~/.config/oxidized/notify.env", f"NOTIFY_BACKEND={name}\nNOTIFY_TOKEN={tok}\n"), [mark]


def s_pem(g):
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    return "self-identifying", (f"$ cat /etc/genieacs/cwmp.key\n{block}"), [line]


def s_oxidized(g):
    p = pw(g)
    return "name-context", (f"username: backup\npassword: {p}\nmodel: junos\ninterval: 3600\nsource:\n  default: csv\n"), [p]


def s_tacacs_hook(g):
    k = pw(g)
    out = f"tacacs-server host {ip(g)} key 0 {k}\naaa authentication login default group tacacs+ local\n"
    return "name-context", hook("ssh core1 'show running-config | include tacacs|aaa'", out), [k]


def s_pppoe_chat(g):
    p = pw(g)
    return "structural", (f"Ticket #{g.r.randint(10000, 99999)}: customer re-flashed their router. PPPoE user {sub(g)}@{g.pick(DOMS)}, password {p}. "
                          f"Please push it via ACS so they stop calling."), [p]


def s_wifi_provision(g):
    p = pw(g)
    return "name-context", (json.dumps({"serial": g.s(string.ascii_uppercase + string.digits, 12), "ssid": f"FIBRE-{g.hexs(4).upper()}",
                                        "wpa_key": p, "vlan": g.r.randint(100, 4000)})), [p]


def s_sms_gateway(g):
    k = g.s(B62, 32)
    return "structural", (f"https://sms.{g.pick(DOMS)}/send?username=outage&password={k}&to=%2B4479{g.r.randint(10 ** 7, 10 ** 8)}&text=Planned+maintenance+tonight"), [k]


def s_mediation_log(g):
    p = pw(g)
    return "structural", (f"2026-12-02 03:00:01 mediation[4411]: fetching CDRs from sftp://cdr:{p}@{ip(g)}/export/cdr_20261201.csv.gz"), [p]


def s_cpe_default(g):
    p = pw(g)
    return "name-context", (f"# provisioning template for the {g.pick(['ONT', 'CPE'])} fleet\nweb_admin_user=support\nweb_admin_pass={p}\ntr069_enabled=1\n"), [p]


SECRETS = [s_clients_conf, s_radtest, s_radcheck, s_radius_debug, s_sql_mod, s_acs_cwmp, s_genieacs, s_conn_req, s_billing_api,
           s_splynx, s_oss_db, s_ansible_routers, s_ios_cfg, s_snmp_walk, s_snmpv3, s_mikrotik, s_junos, s_netbox, s_netbox_env,
           s_phpipam, s_lg_conf, s_carrier_portal, s_selfid, s_selfid_hook, s_pem, s_oxidized, s_tacacs_hook, s_pppoe_chat,
           s_wifi_provision, s_sms_gateway, s_mediation_log, s_cpe_default]


def c_bgp(g):
    return (f"BIRD 2.14 ready.\nbgp_ix   BGP   ---   up   2026-11-2{g.r.randint(0, 9)}   Established\n  Routes: {g.r.randint(1000, 90000)} imported, "
            f"{g.r.randint(1, 40)} exported\n{ip(g, True)}/24 via {ip(g, True)} on eth1 [bgp_ix 2026-12-01] * (100) [AS{g.r.randint(1000, 65000)}i]")


def c_acct(g):
    return (f"Acct-Status-Type = Interim-Update\nAcct-Session-Id = \"{g.hexs(8).upper()}\"\nFramed-IP-Address = {ip(g)}\n"
            f"Acct-Input-Octets = {g.r.randint(10 ** 6, 10 ** 9)}\nCalling-Station-Id = \"{':'.join(g.hexs(2) for _ in range(6))}\"")


def c_clients_example(g):
    return "client localhost {\n\tipaddr = 127.0.0.1\n\tsecret = testing123\n}\n# ^ stock example: replace before exposing the server"


def c_inform(g):
    return (f"<cwmp:Inform><DeviceId><Manufacturer>Huawei</Manufacturer><OUI>{g.hexs(6).upper()}</OUI><ProductClass>HG8245H</ProductClass>"
            f"<SerialNumber>{g.hexs(16).upper()}</SerialNumber></DeviceId><Event><EventStruct><EventCode>2 PERIODIC</EventCode></EventStruct></Event></cwmp:Inform>")


def c_prefixes(g):
    return json.dumps({"count": 2, "results": [{"id": g.r.randint(1, 999), "prefix": f"{ip(g, True)}/22", "vrf": None, "status": {"value": "active"},
                                                "custom_fields": {"circuit_id": f"WAV-{g.r.randint(10 ** 5, 10 ** 6)}"}} for _ in range(2)]})


def c_env_tpl(g):
    return "RADIUS_SECRET=${RADIUS_SECRET}\nNETBOX_TOKEN=<token from /user/api-tokens/>\nACS_PASSWORD=\n"


def c_ssh_fp(g):
    return f"ED25519 key fingerprint is SHA256:{g.b64(32).rstrip('=')}.\nWarning: Permanently added 'core1.{g.pick(DOMS)}' (ED25519) to the list of known hosts."


def c_config_hash(g):
    return f"oxidized: core1 config changed, new version {g.sha1()} (prev {g.sha1()}), 4 lines"


def c_invoice(g):
    return (f"Invoice INV-{g.r.randint(10 ** 5, 10 ** 6)} account {sub(g)} plan FTTH-500 period 2026-11 total 39.90 EUR "
            f"payment ref {g.s(string.ascii_uppercase + string.digits, 12)}")


def c_doc(g):
    return ("TR-069: the ACS sets `ManagementServer.Password` per device at first inform. The factory default on the CPE "
            "label (`admin/admin`) only opens the local web UI and is changed by the provisioning script.")


def c_mac_table(g):
    return "\n".join(f"{g.r.randint(100, 999)}  {':'.join(g.hexs(2) for _ in range(6))}  DYNAMIC  ge-0/0/{i}" for i in range(5))


def c_lg_output(g):
    return (f"Looking glass: show route {ip(g, True)}\n{ip(g, True)}/24  *[BGP/170] 2d 03:11:09, MED 0, localpref 100\n"
            f"   AS path: {g.r.randint(1000, 65000)} {g.r.randint(1000, 65000)} I, validation-state: valid")


def c_uuid_orders(g):
    return "\n".join(f"order {g.uuid()} status=provisioned ont_sn={g.hexs(4).upper()}{g.hexs(8).upper()}" for _ in range(4))


def c_k8s(g):
    return "env:\n- name: RADIUS_DB_PASSWORD\n  valueFrom:\n    secretKeyRef: {name: freeradius-db, key: password}\n"


def c_hook_grep(g):
    return hook("grep -c Access-Accept /var/log/freeradius/radius.log", f"{g.r.randint(1000, 90000)}\n")


def c_rpki(g):
    return f"ROA {ip(g, True)}/22 max 24 AS{g.r.randint(1000, 65000)} ski {':'.join(g.hexs(2).upper() for _ in range(20))}"


def c_chat(g):
    return ("FYI, rotated the RADIUS shared secret on bras-2 and bras-3 last night; new one is in the vault at noc/radius/bras. "
            "If a NAS starts logging 'Shared secret is incorrect', that's why.")


def c_pubkey(g):
    return f"set system login user oxidized authentication ssh-ed25519 \"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} oxidized@nms\""


def c_hash_pw(g):
    return f"# radcheck uses hashes now\n| {sub(g)} | SSHA2-256-Password | := | {g.b64(40)} |"


CLEAN = [c_bgp, c_acct, c_clients_example, c_inform, c_prefixes, c_env_tpl, c_ssh_fp, c_config_hash, c_invoice, c_doc,
         c_mac_table, c_lg_output, c_uuid_orders, c_k8s, c_hook_grep, c_rpki, c_chat, c_pubkey, c_hash_pw]

if __name__ == "__main__":
    emit(FAM, SECRETS, CLEAN, 250, 100, seed=2512503)
