"""Blind redaction source "homelab": self-hosting and home labs.

Proxmox, TrueNAS, Unraid, Nextcloud, Jellyfin/Plex, Pi-hole, Traefik/Caddy, Portainer, Uptime Kuma, and the *arr
stack, WireGuard/Tailscale, backups around them. Seeded; stdlib + _tokens only.
Written 2026-12-03 by the helper "corpora16" (round 44).
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "homelab"
g = Gen(4403)
r = g.r
LOW = string.ascii_lowercase
ALNUM = string.ascii_lowercase + string.digits


def word(): return g.pick(["pve", "nas", "media", "tower", "atlas", "hydra", "pikachu", "zeus", "basement", "rack", "node", "odin"])
def lan(): return f"192.168.{g.pick([0, 1, 10, 50, 178])}.{r.randint(2, 250)}"
def dom(): return g.pick(["home.arpa", "lab.lan", "example.duckdns.org", "homelab.example.net", "int.myhouse.example"])
def arr_key(): return g.hexs(32)
def plex_tok(): return g.s(URLSAFE.replace("-", "").replace("_", ""), 20)
def truenas_key(): return f"{r.randint(1, 30)}-" + g.s(B62, 64)
def nc_app_pw(): return "-".join(g.s(B62, 5) for _ in range(5))
def wg_key(): return g.b64(32)
def ts_key(): return f"tskey-{g.pick(['auth', 'api', 'client'])}-k{g.s(B62, 10)}CNTRL-{g.s(B62, 33)}"
def cf_tunnel():
    d = {"a": g.hexs(32), "t": g.uuid(), "s": g.b64(32)}
    return base64.b64encode(json.dumps(d, separators=(",", ":")).encode()).decode()
def ptr(): return "ptr_" + g.s(URLSAFE, 43)
def gotify(): return "A" + g.s(B62 + ".-_", 14)
def pin(): return str(r.randint(1000, 999999))
def legacy(): return g.pick(["hunter", "plex", "router", "nas", "homer", "admin"]) + str(r.randint(1, 99))


S: list[tuple[str, str, list[str]]] = []


def nc_templates():
    k = g.s(B62 + "/+", 48)
    yield "name-context", f"<?php\n$CONFIG = array (\n  'instanceid' => 'oc{g.s(LOW + '0123456789', 10)}',\n  'passwordsalt' => '{g.s(B62 + '/+', 30)}',\n  'secret' => '{k}',\n  'trusted_domains' => array (0 => 'cloud.{dom()}'),\n", [k]
    k = g.pw()
    yield "name-context", f"  'dbtype' => 'mysql',\n  'dbname' => 'nextcloud',\n  'dbhost' => 'localhost',\n  'dbuser' => 'oc_admin',\n  'dbpassword' => '{k}',\n", [k]
    k = nc_app_pw()
    yield "name-context", f"Nextcloud app password for the phone's DAVx5 sync: {k} (device name: Pixel)", [k]
    k = g.human_pw()
    yield "name-context", f"NEXTCLOUD_ADMIN_USER=admin\nNEXTCLOUD_ADMIN_PASSWORD={k}\nNEXTCLOUD_TRUSTED_DOMAINS=cloud.{dom()}\n", [k]
    k = arr_key()
    yield "name-context", f"<Config>\n  <BindAddress>*</BindAddress>\n  <Port>8989</Port>\n  <ApiKey>{k}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>\n", [k]
    k = arr_key()
    yield "name-context", f"recyclarr.yml:\nradarr:\n  movies:\n    base_url: http://{lan()}:7878\n    api_key: {k}\n", [k]
    k = arr_key()
    yield "name-context", f"Jellyfin → Dashboard → API Keys → 'homepage' : {k}", [k]
    k = arr_key()
    yield "name-context", f"- Jellyfin:\n    icon: jellyfin.png\n    href: https://jf.{dom()}\n    widget:\n      type: jellyfin\n      url: http://{lan()}:8096\n      key: {k}\n", [k]
    k = plex_tok()
    yield "name-context", f"<Preferences PlexOnlineToken=\"{k}\" PlexOnlineUsername=\"{word()}fan\" MachineIdentifier=\"{g.hexs(40)}\" />\n", [k]
    k = "claim-" + g.s(B62.replace("0", ""), 20)
    yield "name-context", f"  plex:\n    image: lscr.io/linuxserver/plex\n    environment:\n      - PLEX_CLAIM={k}\n      - VERSION=docker\n", [k]
    k = g.human_pw()
    yield "name-context", f"$ pihole setpassword {k}\n  [✓] New password set\n", [k]
    k = g.pw()
    yield "name-context", f"  pihole:\n    environment:\n      TZ: 'Europe/Berlin'\n      FTLCONF_webserver_api_password: '{k}'\n", [k]
    k = g.hexs(64)
    yield "name-context", f"WEBPASSWORD={k}\nPIHOLE_DNS_=1.1.1.1;9.9.9.9\n", [k]
    k = g.s(URLSAFE, 40)
    yield "name-context", f"certificatesResolvers:\n  le:\n    acme:\n      email: me@{dom()}\n      dnsChallenge:\n        provider: cloudflare\n# .env\nCF_DNS_API_TOKEN={k}\n", [k]
    k = g.s(B62, 30)
    yield "name-context", f"{{\n  acme_dns duckdns {k}\n}}\n*.{dom()} {{\n  reverse_proxy {lan()}:8080\n}}\n", [k]
    k = g.uuid()
    yield "name-context", f"DUCKDNS_TOKEN={k}\nSUBDOMAINS={word()}lab\n", [k]
    k = wg_key()
    yield "name-context", f"[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {k}\nDNS = {lan()}\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.{dom()}:51820\nAllowedIPs = 0.0.0.0/0\n", [k]
    k = g.human_pw() + g.pick(["", "x", "!!"])
    yield "name-context", f"Unraid root pw changed to {k} after the update, Tailscale ACL unchanged.", [k]
    k = phrase = "-".join(g.pick(["correct", "orbit", "barn", "pebble", "sauna", "teal", "walnut", "rocket", "lichen"]) for _ in range(5))
    yield "name-context", f"$ zfs create -o encryption=on -o keyformat=passphrase tank/secure\nEnter new passphrase: {k}\n(pasted from my notes, yes I know)", [k]
    k = g.s(B62, 32)
    yield "name-context", f"RESTIC_PASSWORD={k}\nRESTIC_REPOSITORY=b2:{word()}-backups:/pve\n", [k]
    k = g.s(B62, 22)
    yield "name-context", f"[b2]\ntype = b2\naccount = {g.hexs(12)}\nkey = K00{k}\n", ["K00" + k]
    k = legacy()
    yield "name-context", f"qBittorrent WebUI: http://{lan()}:8080 — user admin, initial pw printed in logs was {g.s(B62, 9)[:0]}{k}", [k]
    k = g.s(B62, 40)
    yield "name-context", f"uptime-kuma notification (Gotify): serverUrl http://{lan()}:8070, applicationToken {k[:0]}{gotify()[:0]}{k}", [k]
    k = gotify()
    yield "name-context", f"GOTIFY_TOKEN={k}\ncurl \"http://gotify.{dom()}/message?token=$GOTIFY_TOKEN\" -F title=backup -F message=done\n", [k]
    k = g.pw()
    yield "name-context", f"smb credentials file /root/.smbcredentials\nusername=media\npassword={k}\ndomain=WORKGROUP\n", [k]
    k = pin()
    yield "name-context", f"Home Assistant alarm panel code: {k} (don't commit secrets.yaml again)", [k]
    k = g.pw()
    yield "name-context", f"# secrets.yaml\nmqtt_password: {k}\nlatitude: 52.5\n", [k]
    k = g.s(B62, 24)
    yield "name-context", f"Moin, für den Proxmox Backup Server ist das Datastore-Encryption-Key-Passwort {k}. Liegt sonst nur im Safe.", [k]
    k = g.human_pw()
    yield "name-context", f"Salut ! Le mot de passe root de TrueNAS c'est {k}, pense à activer la 2FA après.", [k]
    k = arr_key()
    yield "name-context", f"{{\"hook_event_name\":\"PostToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{{\"command\":\"cat /mnt/user/appdata/prowlarr/config.xml\"}},\"tool_response\":{{\"stdout\":\"<Config>\\n  <ApiKey>{k}</ApiKey>\\n  <Port>9696</Port>\\n</Config>\"}}}}", [k]
    k = g.s(B62, 32)
    yield "name-context", f"diff --git a/docker-compose.yml b/docker-compose.yml\n@@ -12,6 +12,7 @@ services:\n   vaultwarden:\n     environment:\n+      ADMIN_TOKEN: {k}\n       SIGNUPS_ALLOWED: 'false'\n", [k]
    k = g.s(B62, 26)
    yield "name-context", f"authelia:\n  jwt_secret: {k}\n  default_redirection_url: https://auth.{dom()}\n", [k]
    k = g.s(B62, 64)
    yield "name-context", f"AUTHENTIK_SECRET_KEY={k}\nAUTHENTIK_ERROR_REPORTING__ENABLED=false\n", [k]


def st_templates():
    tid, v = g.pick(["ci", "terraform", "homepage", "ansible"]), g.uuid()
    yield "structural", f"curl -k -H 'Authorization: PVEAPIToken=root@pam!{tid}={v}' https://{lan()}:8006/api2/json/nodes\n", [v]
    v = g.uuid()
    yield "structural", f"provider \"proxmox\" {{\n  pm_api_url          = \"https://pve.{dom()}:8006/api2/json\"\n  pm_api_token_id     = \"terraform@pve!tf\"\n  pm_api_token_secret = \"{v}\"\n  pm_tls_insecure     = true\n}}\n", [v]
    p = g.pw()
    yield "structural", f"$ curl -k -d 'username=root@pam&password={p}' https://{lan()}:8006/api2/json/access/ticket\n", [p]
    k = truenas_key()
    yield "structural", f"curl -s -H \"Authorization: Bearer {k}\" http://truenas.{dom()}/api/v2.0/pool\n", [k]
    k = arr_key()
    yield "structural", f"GET /api/v3/series HTTP/1.1\nHost: {lan()}:8989\nX-Api-Key: {k}\n", [k]
    k = arr_key()
    yield "structural", f"[Warn] Jellyfin request http://{lan()}:8096/Items?api_key={k}&Recursive=true failed: 503\n", [k]
    k = plex_tok()
    yield "structural", f"http://{lan()}:32400/library/sections/1/refresh?X-Plex-Token={k}\n", [k]
    k = plex_tok()
    yield "structural", f"> GET /status/sessions HTTP/1.1\n> X-Plex-Token: {k}\n> Accept: application/json\n", [k]
    p = g.human_pw()
    yield "structural", f"$ mount -t cifs //{lan()}/media /mnt/media -o username=media,password={p},vers=3.0\n", [p]
    p = g.pw()
    yield "structural", f"//{lan()}/backup /mnt/backup cifs username=backup,password={p},uid=1000 0 0\n", [p]
    p = g.pw()
    yield "structural", f"  nextcloud-db:\n    image: mariadb:11\n    environment:\n      - MYSQL_USER=nextcloud\n      - MYSQL_PASSWORD={p}\n", [p]
    p = g.pw()
    yield "structural", f"$ sudo -u www-data php occ maintenance:install --database mysql --database-user nextcloud --database-pass '{p}' --admin-user admin --admin-pass '{p}'\n", [p]
    p = legacy()
    yield "structural", f"ipmitool -I lanplus -H {lan()} -U ADMIN -P {p} chassis power status\nChassis Power is on\n", [p]
    p = g.pw()
    yield "structural", f"https://admin:{p}@nas.{dom()}:5001/webapi/auth.cgi\n", [p]
    k = nc_app_pw()
    yield "structural", f"$ rclone lsd nextcloud:\n# rclone.conf\n[nextcloud]\ntype = webdav\nurl = https://cloud.{dom()}/remote.php/dav/files/me\nvendor = nextcloud\nuser = me\npass = {k}\n", [k]
    k = nc_app_pw()
    yield "structural", f"curl -u me:{k} -X PROPFIND https://cloud.{dom()}/remote.php/dav/files/me/Photos\n", [k]
    k = ptr()
    yield "structural", f"curl -s -H 'X-API-Key: {k}' https://portainer.{dom()}/api/endpoints | jq '.[].Name'\n", [k]
    p = g.human_pw()
    yield "structural", f"POST /api/auth HTTP/1.1\nHost: {lan()}:9443\nContent-Type: application/json\n\n{{\"username\":\"admin\",\"password\":\"{p}\"}}\n", [p]
    b = base64.b64encode(f"admin:{g.pw()}".encode()).decode()
    yield "structural", f"172.18.0.1 - - [02/Dec/2026:21:14:03 +0000] \"GET /admin/api.php HTTP/1.1\" 200 312\n  Authorization: Basic {b}\n", [b]
    k = g.s(B62, 10)
    yield "structural", f"*/5 * * * * curl -fsS -m 10 https://status.{dom()}/api/push/{k}?status=up&msg=OK&ping= >/dev/null\n", [k]
    p = g.pw()
    yield "structural", f"postgres://immich:{p}@immich-db:5432/immich\n", [p]
    p = g.pw()
    yield "structural", f"mqtt://homeassistant:{p}@{lan()}:1883\n", [p]
    p = g.pw()
    yield "structural", f"Traceback (most recent call last):\n  File \"/config/scripts/snap.py\", line 9, in <module>\n    api = ProxmoxAPI('{lan()}', user='root@pam', password='{p}', verify_ssl=False)\nrequests.exceptions.ConnectTimeout\n", [p]
    p = g.pw()
    yield "structural", f"labels:\n  - traefik.http.middlewares.auth.basicauth.users=admin:{g.s(B62, 5)[:0]}$$apr1$$ab$$x  # hash\n  - traefik.http.services.api.loadbalancer.server.url=http://api:{p}@{lan()}:8080\n", [p]


def si_templates():
    k = ts_key()
    yield "self-identifying", f"  tailscale:\n    image: tailscale/tailscale\n    environment:\n      - TS_AUTHKEY={k}\n      - TS_HOSTNAME={word()}\n", [k]
    k = ts_key()
    yield "self-identifying", f"$ tailscale up --authkey={k} --advertise-routes=192.168.1.0/24 --accept-dns=false\n", [k]
    k = cf_tunnel()
    yield "self-identifying", f"$ docker run cloudflare/cloudflared:latest tunnel --no-autoupdate run --token {k}\n", [k]
    k = ptr()
    yield "self-identifying", f"PORTAINER_TOKEN={k}\n", [k]
    block, line = g.pem("OPENSSH PRIVATE KEY")
    yield "self-identifying", f"$ cat ~/.ssh/id_ed25519_pve\n{block}\n", [line]
    block, line = g.pem("PRIVATE KEY")
    yield "self-identifying", f"# /etc/pve/local/pve-ssl.key\n{block}\n", [line]
    name, tok, sec = g.self_identifying()
    yield "self-identifying", f"# uptime-kuma notification ({name})\ntoken: {tok}\n", [sec]
    t = g.telegram()
    yield "self-identifying", f"  watchtower:\n    environment:\n      WATCHTOWER_NOTIFICATION_URL: telegram://{t}@telegram?chats=-100{r.randint(10**9, 10**10)}\n", [t]
    w = g.slack_webhook()
    yield "self-identifying", f"Uptime Kuma → Slack webhook: {w}", [w.rsplit('/', 1)[1]]
    a, s = g.aws_akid(), g.aws_secret()
    yield "self-identifying", f"TrueNAS Cloud Sync (S3): access key {a} secret {s}\n", [a, s]
    t = g.gh_classic()
    yield "self-identifying", f"$ git remote -v\norigin  https://{t}@github.com/me/homelab-ansible.git (fetch)\n", [t]


# ---------------------------------------------------------------- build
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
            f"$ pveversion -v\nproxmox-ve: 8.{r.randint(0, 4)}.{r.randint(0, 9)} (running kernel: 6.8.{r.randint(4, 12)}-{r.randint(1, 5)}-pve)\npve-manager: 8.{r.randint(0, 4)}.{r.randint(0, 9)} ({g.hexs(16)})\n",
            f"$ pvesh get /cluster/resources --type vm\n│ qemu/{r.randint(100, 999)} │ running │ {word()} │ {r.randint(1, 16)}.00 GiB │\n",
            f"TOKEN_ID=terraform@pve!tf\nTOKEN_SECRET=<paste secret here>\nPROXMOX_URL=https://pve.example:8006\n# {word()}",
            f"$ zpool status tank\n  pool: tank\n state: ONLINE\n  scan: scrub repaired 0B in 0{r.randint(1, 9)}:{r.randint(10, 59)}:00 with 0 errors\nconfig:\n    raidz2-0  ONLINE\n      ata-WDC_WD120EFBX-68B0EN0_{g.s(UPPER + '0123456789', 8)}  ONLINE\n",
            f"$ docker ps\nCONTAINER ID   IMAGE                          STATUS\n{g.hexs(12)}   jellyfin/jellyfin:10.{r.randint(8, 10)}.{r.randint(0, 13)}   Up {r.randint(2, 40)} hours\n{g.hexs(12)}   pihole/pihole:latest           Up {r.randint(2, 40)} hours (healthy)\n",
            f"image: ghcr.io/immich-app/immich-server:v1.{r.randint(100, 130)}.0@sha256:{g.hexs(64)}",
            f"  vaultwarden:\n    environment:\n      ADMIN_TOKEN: ${{VW_ADMIN_TOKEN}}\n      DOMAIN: https://vault.{dom()}\n",
            f"ADMIN_TOKEN=\nPLEX_CLAIM=claim-xxxxxxxxxxxxxxxxxxxx  # get one at plex.tv/claim, valid 4 minutes\nTZ=Europe/Berlin\n# {word()}",
            f"[Peer]\n# {word()} phone\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.{r.randint(2, 250)}/32\n",
            f"$ wg show\ninterface: wg0\n  public key: {wg_key()}\n  listening port: 51820\npeer: {wg_key()}\n  latest handshake: {r.randint(1, 59)} seconds ago\n",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} root@{word()}",
            f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(33)}\n-----END CERTIFICATE-----\n(pve-root-ca.pem — the public CA cert to import in the browser)",
            f"SHA256 fingerprint of pveproxy cert: {':'.join(g.hexs(2).upper() for _ in range(32))}",
            f"http:\n  middlewares:\n    auth:\n      basicAuth:\n        usersFile: /etc/traefik/users\n  routers:\n    {word()}:\n      rule: Host(`{word()}.{dom()}`)\n      middlewares: [auth]\n",
            f"{word()}.{dom()} {{\n  reverse_proxy {lan()}:{r.randint(1024, 65000)}\n  encode gzip\n}}\n",
            f"Pi-hole stats: {r.randint(10000, 99999)} queries today, {r.randint(5, 40)}.{r.randint(0, 9)}% blocked, gravity {r.randint(100000, 999999)} domains, updated 2026-11-{r.randint(10, 30)}",
            f"Nextcloud {r.randint(28, 31)}.0.{r.randint(0, 9)} — occ integrity:check-core: no errors. instanceid oc{g.s(LOW + '0123456789', 10)}",
            f"'trusted_proxies' => ['{lan()}'],\n'overwriteprotocol' => 'https',\n'dbpassword' => getenv('NC_DB_PASSWORD'),\n",
            f"Jellyfin transcoding log: ffmpeg -i file:\"/media/movies/{word()}.mkv\" -c:v h264_qsv -b:v {r.randint(2, 20)}M — ItemId {g.hexs(32)}",
            f"Plex Media Server: MachineIdentifier {g.hexs(40)}, ProcessedMachineIdentifier {g.hexs(40)}, version 1.{r.randint(40, 42)}.{r.randint(0, 9)}.{r.randint(1000, 9999)}-{g.hexs(9)}",
            f"Uptime Kuma monitor #{r.randint(1, 80)} '{word()}' HTTP https://{word()}.{dom()} — 99.{r.randint(80, 99)}% (30d), cert expires in {r.randint(5, 89)} days",
            f"Unraid {r.randint(6, 7)}.{r.randint(0, 12)}.{r.randint(0, 9)}: parity check finished, 0 errors, duration {r.randint(10, 30)}h {r.randint(0, 59)}m; flash GUID {g.s(UPPER + '0123456789', 4)}-{g.s(UPPER + '0123456789', 4)}-{g.s(UPPER + '0123456789', 4)}-{g.hexs(12).upper()}",
            f"Reminder: iDRAC ships with root/calvin and IPMI on Supermicro used ADMIN/ADMIN before 2020 — change them before exposing the BMC VLAN. ({word()})",
            f"The Proxmox API token secret is only shown once at creation; if you lose it, delete the token and make a new one. Keep it in your password manager, not in the Ansible repo. #{word()}",
            f"Tipp: TrueNAS-API-Keys lassen sich unter Credentials > API Keys widerrufen. Nie den Root-Key in Homepage-Widgets nutzen, dafür einen eigenen Benutzer anlegen. ({word()})",
            f"restic snapshots\nID        Time                 Host   Paths\n{g.hexs(8)}  2026-11-{r.randint(10, 30)} 03:00:0{r.randint(0, 9)}  {word()}  /etc/pve\n",
            f"commit {g.sha1()}\nAuthor: me <me@{dom()}>\n\n    compose: pin {word()} image to digest\n",
            f"\"integrity\": \"sha512-{g.b64(64)}\"  // homepage dashboard lockfile",
            f"Tailscale node key: nodekey:{g.hexs(64)}\nmachine: {word()}  100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}  linux",
            f"- name: Deploy stack\n  community.docker.docker_compose_v2:\n    project_src: /opt/{word()}\n  environment:\n    PVE_TOKEN_SECRET: \"{{{{ vault_pve_token_secret }}}}\"\n",
            f"Sonarr: Series '{word().title()}' S0{r.randint(1, 9)}E{r.randint(10, 24)} grabbed from indexer, release hash {g.hexs(40)}",
            f"magnet:?xt=urn:btih:{g.hexs(40)}&dn=ubuntu-24.04.{r.randint(1, 3)}-live-server-amd64.iso",
            f"ubuntu-24.04-live-server-amd64.iso  SHA256 {g.hexs(64)}  (verified against SHA256SUMS.gpg)",
            f"MAC {':'.join(g.hexs(2) for _ in range(6))} → {lan()} (static lease, {word()})",
            f"Docker network {word()}_default id {g.hexs(64)} subnet 172.{r.randint(17, 31)}.0.0/16",
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
