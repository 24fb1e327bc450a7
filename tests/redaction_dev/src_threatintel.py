"""Blind redaction source "threatintel": threat-intelligence and security-research tooling.

MISP, OpenCTI, VirusTotal, Shodan, Censys, GreyNoise, abuse.ch feeds, sandboxes. Seeded; stdlib + _tokens only.
Written 2026-12-03 by the helper "corpora16" (round 44).
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "threatintel"
g = Gen(4401)
r = g.r
LOW = string.ascii_lowercase
ALNUM = string.ascii_lowercase + string.digits


def misp_key(): return g.s(B62, 40)
def vt_key(): return g.hexs(64)
def shodan_key(): return g.s(B62, 32)
def gn_key(): return g.s(B62, 64)
def abuseipdb(): return g.hexs(80)
def abusech(): return g.hexs(48)
def otx(): return g.hexs(64)
def ha_key(): return g.s(ALNUM, 64)
def word(): return g.pick(["falcon", "ember", "quartz", "lantern", "harbor", "maple", "orbit", "cipher", "tundra", "violet", "raven", "copper", "meadow", "glacier"])
def phrase(): return "-".join(word() for _ in range(4))
def host(): return g.pick(["misp.soc.internal", "misp.cert-acme.org", "cti.example-sec.net", "opencti.blue.lan", "ti.corp.local"])
def ip(): return f"{r.randint(11, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
def sha256(): return g.hexs(64)
def md5(): return g.hexs(32)


S: list[tuple[str, str, list[str]]] = []


def add(cls, text, *secs):
    S.append((cls, text, list(secs)))


# ---------------------------------------------------------------- name-context
def nc_templates():
    k = misp_key()
    yield "name-context", f"# PyMISP keys.py\nmisp_url = 'https://{host()}'\nmisp_key = '{k}'\nmisp_verifycert = False\n", [k]
    k = vt_key()
    yield "name-context", f"VT_API_KEY={k}\nSHODAN_API_KEY=${{SHODAN_API_KEY}}\nLOG_LEVEL=info\n", [k]
    k = shodan_key()
    yield "name-context", f"$ shodan init {k}\nSuccessfully initialized\n$ shodan info\nQuery credits available: {r.randint(10, 9999)}\nScan credits available: {r.randint(0, 500)}\n", [k]
    k = gn_key()
    yield "name-context", f"[greynoise]\napi_key = {k}\noffering = enterprise\ntimeout = 30\n", [k]
    k = abusech()
    yield "name-context", f"# ThreatFox submission\nimport requests\nHEADERS = {{'Auth-Key': '{k}'}}\nr = requests.post('https://threatfox-api.abuse.ch/api/v1/', json={{'query': 'get_iocs', 'days': 1}}, headers=HEADERS)\n", [k]
    k = otx()
    yield "name-context", f"from OTXv2 import OTXv2\notx = OTXv2(\"{k}\")\npulses = otx.getall(modified_since='2026-11-01')\n", [k]
    k = ha_key()
    yield "name-context", f"hybrid_analysis:\n  url: https://www.hybrid-analysis.com/api/v2\n  api_key: {k}\n  environment_id: {g.pick([100, 110, 120, 160, 300])}\n", [k]
    k = abuseipdb()
    yield "name-context", f"<?php\n$abuseipdbKey = '{k}';\n$ch = curl_init('https://api.abuseipdb.com/api/v2/check?ipAddress={ip()}');\n", [k]
    k = g.uuid()
    yield "name-context", f"opencti:\n  url: 'http://opencti:8080'\n  token: '{k}'\nconnector:\n  id: '{g.uuid()}'\n  type: 'EXTERNAL_IMPORT'\n  name: 'AlienVault'\n", [k]
    k = g.uuid()
    yield "name-context", f"OPENCTI_ADMIN_TOKEN={k}\nOPENCTI_ADMIN_EMAIL=admin@opencti.io\nOPENCTI_BASE_URL=http://localhost:8080\n", [k]
    k = g.human_pw()
    yield "name-context", f"OPENCTI_ADMIN_PASSWORD={k}\nMINIO_ROOT_USER=opencti\nRABBITMQ_DEFAULT_USER=opencti\n", [k]
    a, s = g.uuid(), g.s(B62, 32)
    yield "name-context", f"$ censys config\nCensys API ID: {a}\nCensys API Secret: {s}\nDo you want color output? [y/n]: y\nSuccessfully authenticated for your@email.com\n", [s]
    k = g.uuid()
    yield "name-context", f"# urlscan.io\nURLSCAN_KEY = \"{k}\"\nresp = requests.post('https://urlscan.io/api/v1/scan/', headers={{'API-Key': URLSCAN_KEY}}, json={{'url': u, 'visibility': 'private'}})\n", [k]
    k = g.s(B62, 40)
    yield "name-context", f"<!-- Cortex analyzer config -->\n<analyzer name=\"VirusTotal_GetReport_3_1\">\n  <param name=\"key\">{vt_key()[:0]}{k}</param>\n</analyzer>\n", [k]
    k = g.s(B62, 32)
    yield "name-context", f"{{\"name\": \"MISP_2_1\", \"configuration\": {{\"url\": [\"https://{host()}\"], \"key\": [\"{k}\"], \"cert_check\": false}}}}", [k]
    k = g.hexs(32)
    yield "name-context", f"// intelowl secrets\nexport const INTELOWL_API_KEY = \"{k}\";\n", [k]
    k = g.s(B62, 40)
    yield "name-context", f"Hallo Team, für den MISP-Sync mit der CERT-Community nehmt bitte den Sync-User-Authkey {k} – der alte ist abgelaufen.", [k]
    k = g.s(ALNUM, 48)
    yield "name-context", f"MalwareBazaar にアップロードするときの API キーはこれです: {k}  (チームで共有、外に出さないで)", [k]
    k = vt_key()
    yield "name-context", f"Pessoal, a chave da API do VirusTotal premium é {k} — usem só no pipeline de triagem, temos cota de 1000/min.", [k]
    k = g.hexs(64)
    yield "name-context", f"import vt\nclient = vt.Client(\"{k}\")\nfile_obj = client.get_object(\"/files/{sha256()}\")\n", [k]
    k = shodan_key()
    yield "name-context", f"package main\n\nconst shodanAPIKey = \"{k}\"\n\nfunc main() {{\n\tclient := shodan.NewClient(nil, shodanAPIKey)\n}}\n", [k]
    k = g.s(B62, 24)
    yield "name-context", f"[feeds.alienvault]\nenabled = true\n[feeds.recordedfuture]\nenabled = true\ntoken = \"{k}\"\n", [k]
    k = g.hexs(32)
    yield "name-context", f"variable \"misp_authkey\" {{\n  default   = \"{g.s(B62, 40)[:0]}{k}\"\n  sensitive = true\n}}\n", [k]
    k = phrase()
    yield "name-context", f"# TheHive application.conf\nplay.http.secret.key = \"{k}\"\ndb.janusgraph.storage.backend = cql\n", [k]
    k = g.s(B62, 32)
    yield "name-context", f"$ export GREYNOISE_API_KEY={k}\n$ greynoise ip {ip()}\n{ip()} is classified as MALICIOUS.\n", [k]
    k = g.machine_pw()
    yield "name-context", f"spiderfoot.conf:\n  sfp_shodan:api_key: {k}\n  sfp_virustotal:api_key: \n", [k]
    k = g.s(UPPER + "0123456789", 20)
    yield "name-context", f"Ticket SOC-{r.randint(1000, 9999)}: Joe Sandbox API key for the on-prem appliance is {k}, please add it to the n8n credential store and delete this comment.", [k]
    k = str(r.randint(100000, 999999))
    yield "name-context", f"YubiHSM PIN for the TLP:RED signing slot: {k} (do not store in the wiki)", [k]
    k = g.s(B62, 36)
    yield "name-context", f"yeti:\n  api_key: {k}\n  url: https://yeti.blue.lan/api/v2\n", [k]
    k = g.b64(32)
    yield "name-context", f"# MISP server settings export\nSecurity.salt => '{g.s(B62, 32)[:0]}{k}'\nMISP.baseurl => 'https://{host()}'\n", [k]
    k = g.hexs(40)
    yield "name-context", f"ANYRUN_API_KEY = \"{k}\"\nheaders = {{\"Authorization\": f\"API-Key {{ANYRUN_API_KEY}}\"}}\n", [k]
    k = g.s(B62, 40)
    yield "name-context", f"{{\"hook_event_name\":\"PostToolUse\",\"tool_name\":\"Read\",\"tool_input\":{{\"file_path\":\"/opt/misp-feeds/config.json\"}},\"tool_response\":\"{{\\n  \\\"misp_key\\\": \\\"{k}\\\",\\n  \\\"verify\\\": true\\n}}\"}}", [k]
    k = vt_key()
    yield "name-context", f"diff --git a/enrich/settings.py b/enrich/settings.py\n@@ -3,4 +3,4 @@\n-VT_KEY = os.environ['VT_KEY']\n+VT_KEY = '{k}'  # TODO revert\n", [k]
    k = g.s(B62, 32)
    yield "name-context", f"Censys platform personal access token: {k}\nOrg id: {g.uuid()}", [k]
    k = g.s(B62, 22)
    yield "name-context", f"sandbox:\n  cape:\n    url: http://cape.lab:8000\n    token: {k}\n", [k]


# ---------------------------------------------------------------- structural
def st_templates():
    k = misp_key()
    yield "structural", f"$ curl -sk -H 'Authorization: {k}' -H 'Accept: application/json' https://{host()}/events/index\n", [k]
    k = vt_key()
    yield "structural", f"GET /api/v3/files/{sha256()} HTTP/1.1\nHost: www.virustotal.com\nx-apikey: {k}\nAccept: application/json\n", [k]
    k = shodan_key()
    yield "structural", f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.shodan.io/shodan/host/{ip()}?key={k}\n", [k]
    k = gn_key()
    yield "structural", f"curl -s https://api.greynoise.io/v3/community/{ip()} -H \"key: {k}\"\n", [k]
    u, p = "opencti", g.pw()
    yield "structural", f"ELASTICSEARCH__URL=http://{u}:{p}@elasticsearch:9200\nREDIS__HOSTNAME=redis\n", [p]
    p = g.pw()
    yield "structural", f"amqp://opencti:{p}@rabbitmq:5672/\n", [p]
    p = g.human_pw()
    yield "structural", f"MYSQL: mysql -h db -u misp -p'{p}' misp -e 'select count(*) from attributes'\n", [p]
    p = g.machine_pw()
    yield "structural", f"Server=sql-ti;Database=ThreatStore;User Id=ti_loader;Password={p};TrustServerCertificate=True\n", [p]
    k = abusech()
    yield "structural", f"$ curl -X POST https://mb-api.abuse.ch/api/v1/ -H 'Auth-Key: {k}' -d 'query=get_recent&selector=time'\n", [k]
    k = abuseipdb()
    yield "structural", f"curl -G https://api.abuseipdb.com/api/v2/check --data-urlencode \"ipAddress={ip()}\" -H \"Key: {k}\" -H \"Accept: application/json\"\n", [k]
    k = otx()
    yield "structural", f"> GET /api/v1/pulses/subscribed?limit=50 HTTP/2\n> Host: otx.alienvault.com\n> X-OTX-API-KEY: {k}\n< HTTP/2 200\n", [k]
    a, s = g.uuid(), g.s(B62, 32)
    import base64
    b = base64.b64encode(f"{a}:{s}".encode()).decode()
    yield "structural", f"POST /api/v2/hosts/search HTTP/1.1\nHost: search.censys.io\nAuthorization: Basic {b}\nContent-Type: application/json\n", [b]
    a, s = g.uuid(), g.s(B62, 32)
    yield "structural", f"$ curl -u {a}:{s} 'https://search.censys.io/api/v2/certificates/{sha256()}'\n", [s]
    k = g.uuid()
    yield "structural", f"mutation {{ ... }}\nPOST http://opencti:8080/graphql\nAuthorization: Bearer {k}\nContent-Type: application/json\n", [k]
    k = ha_key()
    yield "structural", f"curl -X POST 'https://www.hybrid-analysis.com/api/v2/submit/file' -H 'api-key: {k}' -H 'user-agent: Falcon Sandbox' -F environment_id=160 -F file=@sample.bin\n", [k]
    k = g.uuid()
    yield "structural", f"2026-11-29 10:02:11 DEBUG urllib3.connectionpool https://urlscan.io:443 \"POST /api/v1/scan/ HTTP/1.1\" 429\n  headers={{'API-Key': '{k}', 'Content-Type': 'application/json'}}\n", [k]
    p = g.pw()
    yield "structural", f"taxii:\n  url: https://taxii.cti-feed.net/taxii2/\n  username: acme-soc\n  password: {p}\n  collection: indicators\n", [p]
    p = g.pw()
    yield "structural", f"from taxii2client.v21 import Server\nserver = Server('https://limo.anomali.com/api/v1/taxii2/taxii/', user='guest', password='{p}')\n", [p]
    p = g.human_pw()
    yield "structural", f"$ psql postgresql://misp_ro:{p}@pg-ti.lan:5432/misp\n", [p]
    k = g.s(B62, 40)
    yield "structural", f"https://{host()}/attributes/restSearch/returnFormat:csv?authkey={k}\n", [k]
    p = g.machine_pw()
    yield "structural", f"mongodb://cape:{p}@mongo.lab:27017/cuckoo?authSource=admin\n", [p]
    p = g.pw()
    yield "structural", f"<connection>\n  <host>ti-elastic.lan</host>\n  <user>logstash_ti</user>\n  <password>{p}</password>\n</connection>\n", [p]
    p = g.s(LOW, 4) + str(r.randint(10, 99))
    yield "structural", f"login: admin\npassword: {p}\n(ThreatConnect sandbox instance, reset after the demo)\n", [p]
    p = g.pw()
    yield "structural", f"$ redis-cli -h redis-misp -a '{p}' LLEN misp:zmq\n(integer) 418\n", [p]
    k = g.s(B62, 40)
    yield "structural", f"proxy_set_header Authorization \"{k}\";  # MISP read-only key for the feed mirror\n", [k]
    p = g.pw()
    yield "structural", f"spring.datasource.url=jdbc:postgresql://ti-db:5432/cti\nspring.datasource.username=cti\nspring.datasource.password={p}\n", [p]
    p = g.pw()
    yield "structural", f"Traceback (most recent call last):\n  File \"feed_pull.py\", line 41, in <module>\n    conn = pika.BlockingConnection(pika.URLParameters('amqps://feeds:{p}@mq.cti.lan/%2f'))\npika.exceptions.ProbableAuthenticationError\n", [p]


# ---------------------------------------------------------------- self-identifying
def si_templates():
    name, tok, sec = g.self_identifying()
    yield "self-identifying", f"# alert forwarder (provider: {name})\nALERT_TOKEN={tok}\n", [sec]
    w = g.slack_webhook()
    yield "self-identifying", f"misp_alerts:\n  slack_webhook: {w}\n  channel: '#ti-hits'\n", [w.rsplit('/', 1)[1]]
    t = g.telegram()
    yield "self-identifying", f"# ioc notifier bot\nbot = telebot.TeleBot('{t}')\nbot.send_message(CHAT_ID, f'New ThreatFox IOC: {{ioc}}')\n", [t]
    a, s = g.aws_akid(), g.aws_secret()
    yield "self-identifying", f"[sandbox-s3]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n", [a, s]
    block, line = g.pem("RSA PRIVATE KEY")
    yield "self-identifying", f"# TAXII client certificate key (client.key)\n{block}\n", [line]
    block, line = g.pem("PRIVATE KEY")
    yield "self-identifying", f"$ cat /etc/misp/gpg/private.asc | head\n{block}\n", [line]
    t = g.gh_classic()
    yield "self-identifying", f"# sigma rule sync\ngit clone https://x-access-token:{t}@github.com/acme-soc/detections.git\n", [t]
    t = g.jwt("connector-misp")
    yield "self-identifying", f"Authorization: Bearer {t}\n", [t]
    t = g.openai()
    yield "self-identifying", f"# LLM-based report summariser for CTI blog posts\nOPENAI_API_KEY={t}\n", [t]
    t = g.gitlab()
    yield "self-identifying", f"yara_repo_token: {t}\n", [t]
    t = g.google_api()
    yield "self-identifying", f"safe_browsing = SafeBrowsing('{t}')\nprint(safe_browsing.lookup_urls(['http://{word()}-login.example']))\n", [t]
    t = g.hf()
    yield "self-identifying", f"# phishing-classifier model pull\nhuggingface-cli login --token {t}\n", [t]


def build_secrets():
    gens = [nc_templates, st_templates, si_templates]
    weights = [0.48, 0.34, 0.18]
    out = []
    ctr = [0, 0, 0]
    while len(out) < 250:
        k = r.random()
        gi = 0 if k < weights[0] else (1 if k < weights[0] + weights[1] else 2)
        items = list(gens[gi]())
        out.append(items[ctr[gi] % len(items)])
        ctr[gi] += 1
    return out


# ---------------------------------------------------------------- clean
def clean_texts():
    C = []
    def c(): 
        return [
            f"{{\"Event\": {{\"id\": \"{r.randint(1000, 99999)}\", \"uuid\": \"{g.uuid()}\", \"info\": \"{word().title()} phishing campaign\", \"threat_level_id\": \"2\", \"Attribute\": [{{\"type\": \"sha256\", \"value\": \"{sha256()}\"}}, {{\"type\": \"ip-dst\", \"value\": \"{ip()}\"}}]}}}}",
            f"misp_url = 'https://{host()}'\nmisp_key = os.environ['MISP_KEY']\nmisp_verifycert = True\n",
            f"VT_API_KEY=\nSHODAN_API_KEY=<your-shodan-key>\nGREYNOISE_API_KEY=changeme\nMISP_URL=https://misp.example.org\n",
            f"$ vt file {sha256()}\n- _id: \"{sha256()}\"\n  md5: \"{md5()}\"\n  sha1: \"{g.sha1()}\"\n  last_analysis_stats:\n    malicious: {r.randint(0, 70)}\n    undetected: {r.randint(0, 30)}\n",
            f"{{\"ip\": \"{ip()}\", \"noise\": true, \"riot\": false, \"classification\": \"{g.pick(['malicious', 'benign', 'unknown'])}\", \"name\": \"unknown\", \"link\": \"https://viz.greynoise.io/ip/{ip()}\", \"last_seen\": \"2026-11-30\"}}",
            f"{{\"query_status\": \"ok\", \"data\": [{{\"id\": \"{r.randint(1000000, 9999999)}\", \"ioc\": \"{ip()}:{r.randint(1024, 65535)}\", \"threat_type\": \"botnet_cc\", \"malware\": \"win.{g.pick(['cobalt_strike', 'asyncrat', 'qakbot', 'remcos'])}\", \"confidence_level\": {r.randint(50, 100)}}}]}}",
            f"sha256_hash,first_seen,file_name,signature\n{sha256()},2026-11-{r.randint(10, 30)} 08:14:02,invoice_{r.randint(100, 999)}.zip,{g.pick(['AgentTesla', 'Formbook', 'LummaStealer'])}\n",
            f"rule {word().title()}_Loader {{\n  meta:\n    author = \"acme-soc\"\n    hash = \"{sha256()}\"\n  strings:\n    $s1 = {{ {' '.join(g.hexs(2) for _ in range(12))} }}\n  condition:\n    uint16(0) == 0x5A4D and $s1\n}}\n",
            f"title: Suspicious {word().title()} Execution\nid: {g.uuid()}\nstatus: experimental\nlogsource:\n  product: windows\n  category: process_creation\ndetection:\n  selection:\n    Hashes|contains: 'SHA256={sha256().upper()}'\n  condition: selection\n",
            f"{{\"type\": \"indicator\", \"spec_version\": \"2.1\", \"id\": \"indicator--{g.uuid()}\", \"pattern\": \"[file:hashes.'SHA-256' = '{sha256()}']\", \"pattern_type\": \"stix\", \"valid_from\": \"2026-11-0{r.randint(1, 9)}T00:00:00Z\"}}",
            f"$ shodan host {ip()}\nCity: {g.pick(['Frankfurt', 'Amsterdam', 'Ashburn', 'Singapore'])}\nOrganization: {g.pick(['Hetzner Online GmbH', 'DigitalOcean, LLC', 'OVH SAS'])}\nPorts: 22, 80, 443, {r.randint(1024, 65000)}\nssl.cert.serial: {g.hexs(32)}\nssh fingerprint: {':'.join(g.hexs(2) for _ in range(16))}\n",
            f"JA3: {md5()}\nJA3S: {md5()}\nJARM: {g.hexs(62)}\n(Cobalt Strike default profile fingerprints seen on {ip()})",
            f"opencti:\n  url: ${{OPENCTI_URL}}\n  token: ${{OPENCTI_TOKEN}}\nconnector:\n  id: {g.uuid()}\n  type: INTERNAL_ENRICHMENT\n  scope: 'IPv4-Addr,Domain-Name'\n",
            f"environment:\n  - OPENCTI_ADMIN_TOKEN=${{OPENCTI_ADMIN_TOKEN}}\n  - MINIO_ROOT_PASSWORD=${{MINIO_ROOT_PASSWORD}}\n  - CONNECTOR_ID={g.uuid()}\n",
            f"Our MISP keys live in Vault under kv/soc/misp; the sync user's authkey is rotated every 90 days. Never paste an authkey into a ticket — if you did, reset it in Administration > List Auth Keys.",
            f"Tipp: Der VirusTotal-Key gehört nie ins Repo. Nutzt `vt init` lokal, der Key landet dann in ~/.vt.toml und wird vom CI aus dem Secret-Store gelesen.",
            f"imphash: {md5()}\nssdeep: {r.randint(3, 98304)}:{g.s(B62 + '+/', 40)}:{g.s(B62 + '+/', 20)}\ntlsh: T1{g.hexs(70).upper()}\n",
            f"{{\"task_id\": {r.randint(1000, 99999)}, \"status\": \"reported\", \"target\": \"{md5()}.exe\", \"score\": {r.randint(0, 10)}, \"signatures\": [\"injection_rwx\", \"persistence_autorun\"]}}",
            f"Cobalt Strike beacon config\n  BeaconType: HTTPS\n  Port: 443\n  C2Server: {word()}-cdn.example,/jquery-3.3.1.min.js\n  Watermark: {r.randint(100000000, 999999999)}\n  PublicKey_MD5: {md5()}\n",
            f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----\n(RSA public key extracted from the beacon config — an IOC, not a credential)",
            f"\"integrity\": \"sha512-{g.b64(64)}\"\n\"resolved\": \"https://registry.npmjs.org/pymisp-js/-/pymisp-js-{r.randint(1, 3)}.{r.randint(0, 9)}.0.tgz\"",
            f"pymisp=={r.randint(2, 2)}.{r.randint(4, 5)}.{r.randint(100, 199)} \\\n    --hash=sha256:{sha256()}\n",
            f"commit {g.sha1()}\nAuthor: soc-bot <soc-bot@acme.example>\n\n    feeds: add abuse.ch URLhaus to the daily pull\n",
            f"$ curl -s https://urlhaus-api.abuse.ch/v1/url/ -d 'url=http://{ip()}/bins/{word()}.arm7'\n{{\"query_status\": \"ok\", \"id\": \"{r.randint(2000000, 3999999)}\", \"url_status\": \"online\", \"threat\": \"malware_download\", \"payloads\": [{{\"response_sha256\": \"{sha256()}\"}}]}}",
            f"The MISP event {g.uuid()} was shared with sharing group {g.uuid()} (TLP:AMBER+STRICT). Attribute count: {r.randint(3, 400)}.",
            f"- name: Pull ThreatFox\n  run: python pull.py\n  env:\n    THREATFOX_AUTH_KEY: ${{{{ secrets.THREATFOX_AUTH_KEY }}}}\n    MISP_KEY: ${{{{ secrets.MISP_KEY }}}}\n",
            f"Sandbox report {g.uuid()}: dropped file {md5()} wrote registry key HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\{word()}; mutex Global\\{g.s(B62, 16)}",
            f"{{\"keys\": [{{\"kty\": \"RSA\", \"kid\": \"{g.s(URLSAFE, 43)}\", \"use\": \"sig\", \"alg\": \"RS256\", \"e\": \"AQAB\", \"n\": \"{g.b64url(128)}\"}}]}}",
            f"Bitcoin ransom wallet seen in note: bc1q{g.s('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)} — add as btc attribute, IDS flag off.",
            f"Mutex, Named pipe and User-Agent seen:\n  \\\\.\\pipe\\MSSE-{r.randint(1000, 9999)}-server\n  Mozilla/5.0 (Windows NT 10.0; Win64; x64) {word()}/{r.randint(1, 9)}.0\n",
            f"apiKey: <VIRUSTOTAL_API_KEY>\nrate_limit: 4/min\n# put your own key here; the public API key is free but rate limited",
            f"Censys: host {ip()} services: 443/HTTPS cert sha256 {sha256()}, 8443/HTTP title 'Login', labels: [c2, cobalt-strike]",
            f"data:application/octet-stream;base64,{g.b64(60)}\n(base64 of the first 60 bytes of the sample, for the YARA unit test)",
            f"ThreatConnect owner id: {r.randint(100, 9999)}, group id: {r.randint(1000000, 9999999)}, indicator: {md5()}",
        ]
    while len(C) < 100:
        opts = c()
        C.append(opts[len(C) % len(opts)])
    return C


def write():
    here = Path(__file__).resolve().parent
    secrets = build_secrets()
    clean = clean_texts()
    with open(here / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, secs) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for s in secs:
                assert s and s in text, (i, s, text)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
    with open(here / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
