"""Blind redaction source "secops": security tooling and its output.

Vault/OpenBao CLI and API, sops/age, Consul and Nomad ACL tokens and gossip keys, CrowdStrike/SentinelOne/Wazuh
agents and APIs, Splunk HEC and forwarders, Elastic/Fluent Bit/Cribl SIEM shipping, pentest tool configs and
output (nmap NSE, hydra, NetExec, impacket, Burp/ZAP, subfinder/shodan/VirusTotal keys, Metasploit), chat.
Written blind by the helper "corpora" on 2026-12-03 (round 15), without reading memtool's rules or results.
Every value is random and made up. Seeded: rerunning writes secops_secrets.jsonl and secops_clean.jsonl
byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen

FAM = "secops"
g = Gen(1503)
R = g.r
BECH = "023456789ACDEFGHJKLMNPQRSTUVWXYZ"
LOWB = "023456789acdefghjklmnpqrstuvwxyz"


def sh(cmd, out, bare_ok=False):
    k = R.random()
    if k < .2:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})
    if k < .3 and bare_ok:
        return out
    return f"$ {cmd}\n{out}"


def ip():
    return f"10.{R.randint(0, 254)}.{R.randint(0, 254)}.{R.randint(1, 254)}"


def age_secret():
    return "AGE-SECRET-KEY-1" + g.s(BECH, 58)


def age_pub():
    return "age1" + g.s(LOWB, 58)


def s_vault_login():
    t = g.vault()
    return "self-identifying", sh(f"vault login {t}", f"Success! You are now authenticated. The token information displayed below\nis already stored in the token helper. You do NOT need to run \"vault login\"\nagain. Future Vault requests will automatically use this token.\n\nKey                  Value\n---                  -----\ntoken                {t}\ntoken_accessor       {g.s(B62, 24)}\ntoken_duration       768h\ntoken_renewable      true\ntoken_policies       [\"default\" \"ops\"]"), [t]


def s_vault_env():
    t = g.vault()
    return "self-identifying", f"export VAULT_ADDR=https://vault.example.internal:8200\nexport VAULT_TOKEN={t}\nexport VAULT_NAMESPACE=admin/platform", [t]


def s_vault_init():
    keys = [g.b64(33) for _ in range(5)]; root = g.vault()
    if R.random() < .5:
        out = "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(keys))
        return "name-context", sh("vault operator init | grep 'Unseal Key'", out), keys
    return "self-identifying", sh("vault operator init | grep 'Root Token'", f"Initial Root Token: {root}"), [root]


def s_vault_kv():
    pw = g.pw()
    return "name-context", sh("vault kv get -mount=secret apps/billing/db",
                              f"====== Secret Path ======\nsecret/data/apps/billing/db\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-11-28T09:14:22.51Z\nversion            7\n\n====== Data ======\nKey         Value\n---         -----\npassword    {pw}\nusername    billing_app", bare_ok=True), [pw]


def s_vault_kv_json():
    pw = g.machine_pw()
    return "name-context", sh("vault kv get -format=json secret/ci/registry | jq .data.data",
                              json.dumps({"registry_password": pw, "registry_user": "ci-push"}, indent=2)), [pw]


def s_approle():
    sid = g.uuid()
    return "name-context", sh(f"vault write auth/approle/login role_id={g.uuid()} secret_id={sid}",
                              f"Key                     Value\n---                     -----\ntoken                   (redacted by wrapper)\ntoken_duration          20m\ntoken_policies          [\"default\" \"deployer\"]"), [sid]


def s_openbao():
    t = "s." + g.s(B62, 24)
    return "name-context", f"# bao-agent.hcl\nauto_auth {{\n  method \"token_file\" {{\n    config = {{ token_file_path = \"/run/secrets/bao\" }}\n  }}\n}}\n# bootstrap token used once: BAO_TOKEN={t}", [t]


def s_vault_curl():
    t = g.vault()
    return "structural", sh(f"curl -s --header \"X-Vault-Token: {t}\" https://vault.example.internal:8200/v1/sys/mounts | jq 'keys'", '[\n  "cubbyhole/",\n  "identity/",\n  "secret/",\n  "sys/"\n]'), [t]


def s_age_key():
    k = age_secret(); p = age_pub()
    return "self-identifying", R.choice([sh("cat ~/.config/sops/age/keys.txt", f"# created: 2026-10-14T11:02:57+02:00\n# public key: {p}\n{k}", bare_ok=True),
                                         f"- name: Decrypt secrets\n  env:\n    SOPS_AGE_KEY: {k}\n  run: sops -d secrets/prod.enc.yaml > /tmp/prod.yaml"]), [k]


def s_sops_dec():
    pw = g.pw(); k = g.machine_pw()
    return "name-context", sh("sops -d deploy/secrets.enc.yaml", f"database:\n  host: pg.internal\n  password: {pw}\nstripe_webhook_secret_name: billing-webhook\nsession_key: {k}"), [pw, k]


def s_consul_bootstrap():
    sid = g.uuid()
    return "name-context", sh("consul acl bootstrap", f"AccessorID:       {g.uuid()}\nSecretID:         {sid}\nDescription:      Bootstrap Token (Global Management)\nLocal:            false\nCreate Time:      2026-12-01 10:44:17.6627 +0000 UTC\nPolicies:\n   00000000-0000-0000-0000-000000000001 - global-management"), [sid]


def s_consul_env():
    t = g.uuid()
    return "name-context", f"CONSUL_HTTP_ADDR=https://consul.service.dc1:8501\nCONSUL_HTTP_TOKEN={t}\nCONSUL_CACERT=/etc/consul.d/ca.pem", [t]


def s_consul_header():
    t = g.uuid()
    return "structural", sh(f"curl -s -H 'X-Consul-Token: {t}' http://127.0.0.1:8500/v1/agent/members | jq -r '.[].Name'", "consul-server-1\nconsul-server-2\nconsul-server-3\nweb-7f9c"), [t]


def s_consul_gossip():
    k = g.b64(32)
    return "name-context", f"datacenter = \"dc1\"\ndata_dir = \"/opt/consul\"\nencrypt = \"{k}\"\nretry_join = [\"10.0.1.10\", \"10.0.1.11\"]\nacl {{\n  enabled = true\n  default_policy = \"deny\"\n}}", [k]


def s_nomad():
    t = g.uuid()
    return "name-context", f"NOMAD_ADDR=https://nomad.example.internal:4646 NOMAD_TOKEN={t} nomad job status", [t]


def s_cs_env():
    s = g.s(B62, 40)
    return "name-context", f"FALCON_CLIENT_ID={g.hexs(32)}\nFALCON_CLIENT_SECRET={s}\nFALCON_CLOUD=eu-1", [s]


def s_cs_oauth():
    s = g.s(B62, 40)
    return "structural", sh(f"curl -s -X POST https://api.eu-1.crowdstrike.com/oauth2/token -d 'client_id={g.hexs(32)}&client_secret={s}'",
                            '{"access_token":"(truncated)","token_type":"bearer","expires_in":1799}'), [s]


def s_cs_falconpy():
    s = g.s(B62, 40)
    return "structural", f"from falconpy import Hosts\n\nhosts = Hosts(client_id=\"{g.hexs(32)}\", client_secret=\"{s}\", base_url=\"eu-1\")\nresp = hosts.query_devices_by_filter(filter=\"platform_name:'Linux'\")", [s]


def s_cs_prov():
    t = g.hexs(8).upper()
    return "name-context", sh(f"sudo /opt/CrowdStrike/falconctl -s --cid={g.hexs(32).upper()}-{g.hexs(2).upper()} --provisioning-token={t}", "", bare_ok=False), [t]


def s_s1_api():
    t = g.s(B62, 80)
    return "structural", sh(f"curl -s -H 'Authorization: ApiToken {t}' 'https://euce1-109.sentinelone.net/web/api/v2.1/agents?limit=1'", '{"data":[{"computerName":"WS-0142","agentVersion":"24.1.2.6","isActive":true}],"pagination":{"totalItems":812}}'), [t]


def s_s1_site():
    raw = json.dumps({"url": "https://euce1-109.sentinelone.net", "site_key": g.hexs(16)}).encode()
    t = base64.b64encode(raw).decode()
    return "name-context", sh(f"sudo /opt/sentinelone/bin/sentinelctl management token set {t}", "Management token was set successfully"), [t]


def s_wazuh_pass():
    pw = g.pw()
    return "name-context", R.choice([sh("sudo cat /var/ossec/etc/authd.pass", pw, bare_ok=False),
                                     f"WAZUH_MANAGER=\"wazuh.example.internal\" WAZUH_REGISTRATION_PASSWORD=\"{pw}\" WAZUH_AGENT_GROUP=\"linux\" apt-get install -y wazuh-agent"]), [pw]


def s_wazuh_keys():
    k = g.hexs(64)
    return "name-context", sh("sudo cat /var/ossec/etc/client.keys", f"{R.randint(1, 999):03d} web-{R.randint(1, 99):02d} any {k}"), [k]


def s_wazuh_api():
    pw = g.pw()
    return "structural", sh(f"curl -u wazuh-wui:{pw} -k -X POST 'https://{ip()}:55000/security/user/authenticate?raw=true'", g.jwt()), [pw]


def s_splunk_hec():
    t = g.uuid()
    return "structural", sh(f"curl -k https://splunk-hec.example.internal:8088/services/collector/event -H \"Authorization: Splunk {t}\" -d '{{\"event\": \"hello\", \"sourcetype\": \"manual\"}}'", '{"text":"Success","code":0}'), [t]


def s_splunk_outputs():
    t = g.uuid()
    return "name-context", f"# $SPLUNK_HOME/etc/system/local/outputs.conf\n[httpout]\nhttpEventCollectorToken = {t}\nuri = https://hec.splunk.example.internal:443\nbatchSize = 65536", [t]


def s_splunk_symm():
    k = g.machine_pw()
    return "name-context", f"[general]\nserverName = idx-03\npass4SymmKey = {k}\n\n[clustering]\nmode = peer\nmanager_uri = https://cm.example.internal:8089", [k]


def s_splunk_auth():
    pw = g.pw()
    return "structural", sh(f"/opt/splunkforwarder/bin/splunk add forward-server idx1.example.internal:9997 -auth admin:{pw}", "Added forwarding to: idx1.example.internal:9997."), [pw]


def s_fluentbit():
    t = g.uuid()
    return "name-context", f"[OUTPUT]\n    Name          splunk\n    Match         kube.*\n    Host          hec.example.internal\n    Port          8088\n    Splunk_Token  {t}\n    TLS           On\n    TLS.Verify    Off", [t]


def s_filebeat():
    pw = g.pw()
    return "structural", f"output.elasticsearch:\n  hosts: [\"https://es01.siem.internal:9200\"]\n  username: \"filebeat_writer\"\n  password: \"{pw}\"\n  ssl.certificate_authorities: [\"/etc/filebeat/ca.crt\"]", [pw]


def s_es_apikey():
    k = g.b64(R.choice([45, 60])).rstrip("=")
    return "structural", sh(f"curl -s -H 'Authorization: ApiKey {k}' https://es01.siem.internal:9200/_cat/indices/logs-*?v", "health status index                          docs.count\ngreen  open   .ds-logs-endpoint-2026.12.02-000031 18442018"), [k]


def s_cribl():
    t = g.s(B62, 32)
    return "name-context", f"outputs:\n  siem_hec:\n    type: splunk_hec\n    url: https://hec.example.internal:8088/services/collector\n    token: {t}\n    compress: true", [t]


def s_nmap_creds():
    pw = g.pw()
    return "structural", f"PORT     STATE SERVICE\n8080/tcp open  http-proxy\n| http-default-accounts:\n|   [Apache Tomcat] at /manager/html/\n|_    tomcat:{pw}\n8443/tcp open  https-alt", [pw]


def s_nmap_brute():
    pw = g.pw()
    return "structural", sh(f"nmap -p22 --script ssh-brute --script-args userdb=users.txt,passdb=pw.txt {ip()}",
                            f"PORT   STATE SERVICE\n22/tcp open  ssh\n| ssh-brute:\n|   Accounts:\n|     deploy:{pw} - Valid credentials\n|_  Statistics: Performed 1842 guesses in 611 seconds, average tps: 3.0"), [pw]


def s_hydra():
    pw = g.pw()
    return "structural", f"Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak\n[DATA] attacking ftp://{ip()}:21/\n[21][ftp] host: {ip()}   login: backup   password: {pw}\n1 of 1 target successfully completed, 1 valid password found", [pw]


def s_nxc():
    pw = g.pw()
    return "structural", f"SMB         {ip()}   445    DC01             [*] Windows Server 2022 Build 20348 x64 (name:DC01) (domain:corp.example) (signing:True)\nSMB         {ip()}   445    DC01             [+] corp.example\\svc_backup:{pw} (Pwn3d!)", [pw]


def s_secretsdump():
    h = g.hexs(32)
    return "structural", f"[*] Dumping Domain Credentials (domain\\uid:rid:lmhash:nthash)\n[*] Using the DRSUAPI method to get NTDS.DIT secrets\nAdministrator:500:aad3b435b51404eeaad3b435b51404ee:{h}:::\nGuest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::", [h]


def s_burp_req():
    b = base64.b64encode(f"qa-admin:{g.pw()}".encode()).decode()
    return "structural", f"GET /api/v2/admin/users HTTP/2\nHost: staging.example.com\nAuthorization: Basic {b}\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0\nAccept: application/json\n", [b]


def s_burp_cookie():
    c = g.s(URLSAFE, 43)
    return "structural", f"POST /account/email HTTP/1.1\nHost: app.staging.example.com\nCookie: sessionid={c}; csrftoken={g.s(B62, 32)}\nContent-Type: application/x-www-form-urlencoded\n\nemail=pentest%40example.com", [c]


def s_zap_key():
    k = g.s(string.ascii_lowercase + string.digits, 26)
    return "name-context", R.choice([f"docker run -u zap -p 8090:8090 zaproxy/zap-stable zap.sh -daemon -host 0.0.0.0 -port 8090 -config api.key={k} -config api.addrs.addr.regex=true",
                                     f"from zapv2 import ZAPv2\nzap = ZAPv2(apikey=\"{k}\", proxies={{\"http\": \"http://127.0.0.1:8090\"}})"]), [k]


def s_zap_report():
    t = g.jwt()
    return "self-identifying", f"Alert: Information Disclosure - Sensitive Information in URL\nRisk: Informational\nURL: https://staging.example.com/export?format=csv\nEvidence: Authorization: Bearer {t}\nCWE Id: 200", [t]


def s_subfinder():
    vt = g.hexs(64); st = g.s(B62, 32)
    which = R.randrange(2)
    return "name-context", f"# ~/.config/subfinder/provider-config.yaml\nvirustotal:\n  - {vt if which == 0 else '<vt-key>'}\nsecuritytrails:\n  - {st if which == 1 else '<st-key>'}\ncensys: []", [[vt], [st]][which]


def s_shodan():
    k = g.s(B62, 32)
    return "name-context", sh(f"shodan init {k}", "Successfully initialized"), [k]


def s_vt_header():
    k = g.hexs(64)
    return "structural", sh(f"curl -s --header 'x-apikey: {k}' https://www.virustotal.com/api/v3/files/{g.sha256()} | jq .data.attributes.last_analysis_stats", '{\n  "malicious": 0,\n  "suspicious": 0,\n  "undetected": 62,\n  "harmless": 0\n}'), [k]


def s_msf_db():
    pw = g.machine_pw()
    return "name-context", f"# ~/.msf4/database.yml\ndevelopment: &pgsql\n  adapter: postgresql\n  database: msf\n  username: msf\n  password: {pw}\n  host: 127.0.0.1\n  port: 5433\n  pool: 200", [pw]


def s_pem():
    block, line = g.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    return "self-identifying", R.choice([sh("sudo cat /etc/vault.d/tls/vault.key", block, bare_ok=True),
                                         f"# /opt/splunk/etc/auth/mycerts/server.pem\n{block}\n-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n-----END CERTIFICATE-----"]), [line]


def s_chat():
    t = g.uuid()
    k = R.randrange(3)
    if k == 2:
        t = g.s(string.ascii_lowercase, 5) + "-" + g.hexs(8)
        return "name-context", f"for the pentest scope call: SentinelOne passphrase for WS-0142 uninstall is {t}", [t]
    return "name-context", [f"HEC token for the k8s audit index is {t}, it's scoped to idx=k8s_audit only",
                            f"@secops the consul bootstrap SecretID from last night: {t} — please rotate it once you've created the ops policy"][k], [t]


def s_ticket():
    pw = g.pw()
    return "structural", f"**Finding 4.3 — Default credentials on Jenkins**\n\nWe logged in to https://jenkins.staging.example.com with `admin` / `{pw}` (found in the team wiki). Recommendation: rotate and enforce SSO.", [pw]


def s_selfid():
    name, tok, mark = g.self_identifying()
    return "self-identifying", R.choice([f"# soar-playbooks/.env\nENRICH_{name.upper()}_TOKEN={tok}",
                                         f"[trufflehog-triage] confirmed live: {name} credential {tok} in repo payments-api (commit {g.hexs(40)})",
                                         f"thehive:\n  connectors:\n    {name}: \"{tok}\""]), [mark]


def s_teleport():
    t = g.hexs(32)
    return "name-context", f"teleport:\n  join_params:\n    method: token\n    token_name: {t}\n  proxy_server: teleport.example.internal:443", [t]


SECRETS = [s_vault_login, s_vault_env, s_vault_init, s_vault_kv, s_vault_kv_json, s_approle, s_openbao, s_vault_curl,
           s_age_key, s_sops_dec, s_consul_bootstrap, s_consul_env, s_consul_header, s_consul_gossip, s_nomad, s_cs_env,
           s_cs_oauth, s_cs_falconpy, s_cs_prov, s_s1_api, s_s1_site, s_wazuh_pass, s_wazuh_keys, s_wazuh_api,
           s_splunk_hec, s_splunk_outputs, s_splunk_symm, s_splunk_auth, s_fluentbit, s_filebeat, s_es_apikey, s_cribl,
           s_nmap_creds, s_nmap_brute, s_hydra, s_nxc, s_secretsdump, s_burp_req, s_burp_cookie, s_zap_key, s_zap_report,
           s_subfinder, s_shodan, s_vt_header, s_msf_db, s_pem, s_chat, s_ticket, s_selfid, s_selfid, s_teleport]


# ---- clean
def c_vault_status():
    return sh("vault status", f"Key             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         1.18.2\nStorage Type    raft\nCluster Name    vault-cluster-{g.hexs(8)}\nCluster ID      {g.uuid()}\nHA Enabled      true", bare_ok=True)


def c_sops_file():
    return f"database:\n    password: ENC[AES256_GCM,data:{g.b64(18)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\nsops:\n    age:\n        - recipient: {age_pub()}\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            {g.b64(48)}\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"2026-11-30T08:12:44Z\"\n    mac: ENC[AES256_GCM,data:{g.b64(48)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\n    version: 3.9.1"


def c_sops_yaml():
    return f"creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      {age_pub()},\n      {age_pub()}\n  - path_regex: secrets/dev/.*\n    age: {age_pub()}"


def c_consul_list():
    return sh("consul acl token list -format=json | jq '.[] | {AccessorID, Description}'", json.dumps({"AccessorID": g.uuid(), "Description": "agent token web-7f9c"}, indent=2))


def c_nmap():
    return sh(f"nmap -sV -p22,443 {ip()}", f"Nmap scan report for {ip()}\nPORT    STATE SERVICE  VERSION\n22/tcp  open  ssh      OpenSSH 9.6p1 Ubuntu 3ubuntu13.5\n| ssh-hostkey:\n|   256 {':'.join(g.hexs(2) for _ in range(16))} (ECDSA)\n|_  256 {':'.join(g.hexs(2) for _ in range(16))} (ED25519)\n443/tcp open  ssl/http nginx 1.24.0\n| ssl-cert: Subject: commonName=staging.example.com\n| SHA-1: {' '.join(g.hexs(4) for _ in range(10))}", bare_ok=True)


def c_wazuh_alert():
    return json.dumps({"timestamp": "2026-12-02T21:14:08.114+0000", "rule": {"level": 7, "description": "Integrity checksum changed.", "id": "550"},
                       "agent": {"id": "014", "name": "web-03"}, "syscheck": {"path": "/etc/passwd", "md5_after": g.hexs(32), "sha1_after": g.sha1(), "sha256_after": g.sha256()}}, indent=2)


def c_cs_detect():
    return json.dumps({"detection_id": f"ldt:{g.hexs(32)}:{R.randint(10**10, 10**11)}", "severity": "High", "tactic": "Execution",
                       "behaviors": [{"filename": "powershell.exe", "sha256": g.sha256(), "md5": g.hexs(32), "cmdline": "powershell -enc SQBFAFgA..."}]}, indent=2)


def c_suricata():
    return json.dumps({"timestamp": "2026-12-02T22:01:13.551+0000", "flow_id": R.randint(10**15, 10**16), "event_type": "alert", "src_ip": ip(), "dest_ip": ip(),
                       "community_id": "1:" + g.b64(20), "alert": {"signature_id": 2030358, "signature": "ET POLICY Observed DNS Query to .onion", "severity": 2}})


def c_yara():
    return f"rule Suspicious_Loader_Stub {{\n  meta:\n    author = \"secops\"\n    hash = \"{g.sha256()}\"\n  strings:\n    $a = {{ {' '.join(g.hexs(2).upper() for _ in range(16))} }}\n    $b = \"VirtualAllocEx\" ascii\n  condition:\n    uint16(0) == 0x5A4D and all of them\n}}"


def c_placeholders():
    return R.choice(["export VAULT_TOKEN=\"$(vault print token)\"\nexport CONSUL_HTTP_TOKEN=\"${CONSUL_TOKEN:?set me}\"",
                     "[httpout]\nhttpEventCollectorToken = <HEC token from Settings > Data inputs>\nuri = https://hec.example.internal:8088",
                     "The Splunk universal forwarder ships with the admin password `changeme` on old versions; the install role sets a random one and stores it in Vault at `secret/splunk/uf`.",
                     "FALCON_CLIENT_ID={{ falcon_client_id }}\nFALCON_CLIENT_SECRET={{ lookup('hashi_vault', 'secret=secret/data/falcon:client_secret') }}"])


def c_vault_lookup():
    return sh("vault token lookup -format=json | jq '.data | {accessor, policies, ttl}'", json.dumps({"accessor": g.s(B62, 24), "policies": ["default", "ops"], "ttl": 2764712}, indent=2))


def c_burp_issue():
    return f"Issue: Strict transport security not enforced\nSeverity: Low\nConfidence: Certain\nHost: https://staging.example.com\nPath: /\nRequest hash: {g.sha1()}\nRemediation: send Strict-Transport-Security with max-age of at least 31536000."


def c_hashcat_doc():
    return "# Audit of weak hashes: we only report counts, never plaintexts\nhashcat -m 1000 -a 0 ntds.hashes wordlists/rockyou.txt --potfile-path /secure/audit.pot --show | wc -l\n412"


def c_zap_alert():
    return json.dumps({"alert": "Cookie Without Secure Flag", "risk": "Low", "url": "https://staging.example.com/", "evidence": "Set-Cookie: lang", "cweid": "614", "pluginId": "10011", "messageId": str(R.randint(1, 999))})


def c_age_keygen_pub():
    return sh("age-keygen -y ~/.config/sops/age/keys.txt", age_pub(), bare_ok=True)


def c_consul_members():
    return sh("consul members", "Node             Address           Status  Type    Build   Protocol  DC   Partition  Segment\n" + "\n".join(f"consul-server-{i}  {ip()}:8301  alive   server  1.20.1  2         dc1  default    <all>" for i in range(1, 4)))


def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(10)) + "\n-----END CERTIFICATE-----"


def c_hook_s1():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "sentinelctl version"}, "tool_response": {"stdout": f"Agent version: 24.1.2.6\nRanger version: 24.1.2.6\nMonitor build id: {g.hexs(40)}", "stderr": "", "interrupted": False}})


def c_cve_advisory():
    return f"CVE-2026-{R.randint(10000, 49999)}: HashiCorp Vault token helper may log tokens at debug level. Fixed in 1.18.3. Affected: 1.15.0–1.18.2. Patch commit {g.hexs(40)}."


CLEAN = [c_vault_status, c_sops_file, c_sops_yaml, c_consul_list, c_nmap, c_wazuh_alert, c_cs_detect, c_suricata, c_yara,
         c_placeholders, c_vault_lookup, c_burp_issue, c_hashcat_doc, c_zap_alert, c_age_keygen_pub, c_consul_members,
         c_cert, c_hook_s1, c_cve_advisory]


def main():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, vals = SECRETS[i]() if i < len(SECRETS) else R.choice(SECRETS)()
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN[i]() if i < len(CLEAN) else R.choice(CLEAN)()
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
