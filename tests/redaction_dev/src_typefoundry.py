"""Blind round 66 source "typefoundry": type foundries and font licensing.

Font build pipelines, web-font CDNs and licence keys, reseller APIs, desktop licence servers, foundry web shops.
Written 2026-12-04 by the helper "corpora38" (session 26) without reading memtool's rules. Seeded, deterministic;
imports only the standard library and _tokens. Run: python3 src_typefoundry.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "typefoundry"
g = Gen(6601)
r = g.r
DIG = string.digits
LOW = string.ascii_lowercase

# ---------------------------------------------------------------- value helpers
WORDS = ["Garamond", "Didot", "Serif", "Kerning", "Ligature", "Ascender", "Baskerville", "Swash", "Glyph",
         "Italic", "Bodoni", "Fraktur", "Counter", "Ampersand", "Tittle", "Grotesk", "Slab", "Hairline"]


def wpw():
    return r.choice(WORDS) + str(r.randint(10, 9999)) + r.choice(["!", "#", "$", "%", "?", "*", "&", "+", ""])


def short_pw():
    return r.choice(["fnt", "typ", "lic", "kit", "font", "tf"]) + g.s(LOW, r.randint(2, 3)) + str(r.randint(10, 999))


def phrase():
    w = ["ink", "serif", "press", "lead", "quad", "em", "thin", "spur", "bowl", "stem", "beak", "ear", "spine", "vertex"]
    return r.choice(["-", ".", "_"]).join(r.choice(w) + (str(r.randint(1, 99)) if i == 1 else "") for i in range(4))


def pw():
    k = r.randint(0, 3)
    return [wpw, short_pw, phrase, g.pw][k]()


def lkey(groups=4, n=4, alpha=UPPER + DIG):
    return "-".join(g.s(alpha, n) for _ in range(groups))


def b64pair(user, password):
    return base64.b64encode(f"{user}:{password}".encode()).decode()


def host():
    return r.choice(["lic.fonderie-nord.example", "licensing.blackletter.example", "api.typehaus.example",
                     "fonts-admin.kernco.example", "ls01.glyphworks.example", "seat.serifsupply.example"])


def user():
    return r.choice(["licsvc", "fontops", "build", "deploy", "reseller", "shopbot", "admin", "ingest", "mara.k",
                     "t.oyelaran", "j.vermeer", "ops"])


def fam():
    return r.choice(["Halden Sans", "Brume Serif", "Kestrel Mono", "Orrery Display", "Vellum Text", "Tessel Grotesk",
                     "Ardoise", "Lumen Slab", "Corvid", "Marisol Script"])


def hook(tool, tool_input, response):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool,
                       "tool_input": tool_input, "tool_response": response}, ensure_ascii=False)


# ---------------------------------------------------------------- secret templates
S = []


def t(fn):
    S.append(fn)
    return fn


@t
def env_shop():
    k, s = g.s(B62, 40), "sk_live_" + g.s(B62, 24)
    text = (f"# foundry-shop/.env  (Fontdue storefront + checkout)\nFONTDUE_SITE=fonderie-nord\n"
            f"FONTDUE_API_TOKEN={k}\nSTRIPE_SECRET_KEY={s}\nTRIAL_FONTS_BUCKET=s3://fn-trials\n")
    return "name-context", text, [k, s]


@t
def settings_stripe():
    s = g.stripe()
    return "self-identifying", (f"# shop/settings/production.py\nSTRIPE_PUBLISHABLE = os.environ['STRIPE_PK']\n"
                                f"STRIPE_SECRET = \"{s}\"  # TODO move to vault before launch of {fam()}\n"), [s]


@t
def typekit_curl():
    tok = g.hexs(40)
    kit = g.s(LOW + DIG, 7)
    return "structural", (f"$ curl -s -H \"X-Typekit-Token: {tok}\" https://typekit.com/api/v1/json/kits/{kit}/publish -X POST\n"
                          f"{{\"kit\":{{\"id\":\"{kit}\",\"published\":\"2026-12-0{r.randint(1,4)}T09:1{r.randint(0,9)}:00Z\"}}}}\n"), [tok]


@t
def gfonts_key():
    k = g.google_api()
    return "self-identifying", ("import requests\n\n# pulls the Google Fonts catalogue to compare metrics with ours\n"
                                f"resp = requests.get(\"https://www.googleapis.com/webfonts/v1/webfonts\", params={{\"key\": \"{k}\", \"sort\": \"popularity\"}})\n"
                                "families = [f['family'] for f in resp.json()['items']]\n"), [k]


@t
def monotype_yaml():
    cid, sec = g.uuid(), g.s(B62, 48)
    return "name-context", (f"# config/monotype.yml\nmonotype_fonts_api:\n  base_url: https://api.monotype.com/v2\n"
                            f"  client_id: {cid}\n  client_secret: {sec}\n  scope: fonts.read projects.write\n"), [sec]


@t
def reseller_basic():
    u, p = r.choice(["fonderienord", "kernco_partner", "glyphworks-api"]), pw()
    b = b64pair(u, p)
    return "structural", (f"POST /reseller/v3/products/bulk HTTP/1.1\nHost: partners.fontmarket.example\n"
                          f"Authorization: Basic {b}\nContent-Type: application/json\n\n"
                          f"{{\"sku\":\"FN-{r.randint(1000,9999)}\",\"family\":\"{fam()}\",\"styles\":{r.randint(4,18)}}}\n"), [b]


@t
def licsrv_ini():
    a, lk = pw(), lkey(5, 5)
    return "name-context", (f"; /etc/fontlicd/fontlicd.ini -- desktop licence server for the design studio\n[server]\n"
                            f"listen = 0.0.0.0:2{r.randint(1000,9999)}\nadmin_user = admin\nadmin_password = {a}\n\n"
                            f"[license]\nproduct = FoundryDesk Team\nseats = {r.randint(5,80)}\nlicense_key = {lk}\n"), [a, lk]


@t
def chat_de_fontlab():
    sn = "FL8-" + lkey(4, 4)
    return "name-context", (f"[Mattermost #typo-tools] Kai: Die neue FontLab-Lizenz ist da, Seriennummer {sn} — "
                            "bitte nur auf dem iMac im Zeichenraum aktivieren, wir haben genau zwei Aktivierungen."), [sn]


@t
def handover_glyphs():
    lic = g.s(UPPER + DIG, 8) + "-" + g.s(UPPER + DIG, 8)
    p = wpw()
    return "name-context", (f"## Hand-over: type studio workstations\n\n- Glyphs 3 site licence key: `{lic}` (12 seats, "
                            f"renews in March)\n- Shared Apple ID for the font-testing iPad: fonttest@fonderie-nord.example, "
                            f"password {p}\n- FontBakery runs in CI, nothing to do locally.\n"), [lic, p]


@t
def gftools_gh():
    tok = g.gh_classic()
    return "self-identifying", (f"$ GH_TOKEN={tok} gftools packager \"{fam()}\" ~/src/google/fonts -p -y\n"
                                "Cloning upstream repository ...\nCreating pull request on google/fonts ...\n"), [tok]


@t
def git_remote_pw():
    u, p = user(), pw()
    return "structural", (f"$ git remote -v\norigin\thttps://{u}:{p}@git.glyphworks.example/sources/{fam().split()[0].lower()}.git (fetch)\n"
                          f"origin\thttps://{u}:{p}@git.glyphworks.example/sources/{fam().split()[0].lower()}.git (push)\n"), [p]


@t
def npmrc():
    tok = g.uuid() if r.random() < .5 else g.npm()
    cls = "self-identifying" if tok.startswith("npm_") else "name-context"
    return cls, (f"# ~/.npmrc on the web-font build agent\n@fonderie:registry=https://npm.fonderie-nord.example/\n"
                 f"//npm.fonderie-nord.example/:_authToken={tok}\nalways-auth=true\n"), [tok]


@t
def aws_creds():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", (f"[webfont-cdn-origin]\naws_access_key_id = {a}\naws_secret_access_key = {s}\n"
                                "region = eu-central-1\n"), [a, s]


@t
def download_token():
    tok = g.b64url(24)
    order = r.randint(100000, 999999)
    return "structural", (f"Hi {r.choice(['Ana', 'Sven', 'Priya', 'Oskar'])},\n\nyour order #{order} is ready. Download your desktop "
                          f"and web fonts here (link valid until 2027-06-30):\nhttps://shop.fonderie-nord.example/downloads/{order}?token={tok}\n\n"
                          "Thanks for supporting independent type!\n"), [tok]


@t
def go_signing():
    k = g.hexs(64)
    return "name-context", ("package licensing\n\n// licenseSigningKey signs the web-font licence tokens we hand to the CDN edge.\n"
                            f"var licenseSigningKey = []byte(\"{k}\")\n\nfunc Sign(domain string) string {{ return hmacHex(licenseSigningKey, domain) }}\n"), [k]


@t
def watermark_py():
    k = g.s(B62 + "-_", 32)
    return "name-context", ("# tools/watermark.py -- embeds the buyer's order id into the name table of trial fonts\n"
                            f"WATERMARK_SECRET = '{k}'\n\ndef mark(font, order_id):\n"
                            "    font['name'].setName(hmac_b32(WATERMARK_SECRET, order_id), 200, 3, 1, 0x409)\n"), [k]


@t
def pem_signing():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", (f"# licence-issuer/keys/issuer-2026.pem (the verifier in the desktop app ships only the public half)\n{block}\n"), [line]


@t
def compose_pg():
    p = pw()
    return "structural", ("services:\n  licensing-api:\n    image: ghcr.io/fonderie-nord/licensing:4.2\n    environment:\n"
                          f"      DATABASE_URL: postgres://licensing:{p}@db:5432/licenses\n      SEAT_GRACE_DAYS: \"14\"\n"), [p]


@t
def paddle():
    k = "pdl_live_apikey_" + g.s(LOW + DIG, 26) + "_" + g.s(B62, 22) + "_" + g.s(B62, 3)
    return "self-identifying", (f"export PADDLE_ENV=production\nexport PADDLE_API_KEY='{k}'\n"
                                "python scripts/sync_font_prices.py --currency EUR --currency USD\n"), [k]


@t
def woo_query():
    ck, cs = "ck_" + g.hexs(40), "cs_" + g.hexs(40)
    return "structural", (f"[2026-12-03 14:0{r.randint(0,9)}:1{r.randint(0,9)}] sync-woo DEBUG GET https://shop.kernco.example/wp-json/wc/v3/orders"
                          f"?status=completed&consumer_key={ck}&consumer_secret={cs}&per_page=100 -> 200\n"), [cs]


@t
def shopify_app():
    tok = g.shopify()
    return "self-identifying", ("// shopify-font-delivery/src/client.ts\nexport const shopify = new Shopify.Clients.Rest(\n"
                                f"  'serif-supply.myshopify.com',\n  '{tok}',\n);\n"), [tok]


@t
def gumroad_toml():
    tok = g.s(URLSAFE, 43)
    return "name-context", (f"# pyproject-style config for the sales dashboard\n[gumroad]\naccess_token = \"{tok}\"\n"
                            f"product_ids = [\"{g.s(LOW, 6)}\", \"{g.s(LOW, 6)}\"]\n"), [tok]


@t
def lemon_jwt():
    j = g.jwt()
    return "self-identifying", (f"LEMONSQUEEZY_STORE_ID={r.randint(10000,99999)}\nLEMONSQUEEZY_API_KEY={j}\n"), [j]


@t
def fastly_make():
    tok = g.s(URLSAFE, 32)
    return "name-context", ("# Makefile (webfonts)\nFASTLY_SERVICE ?= " + g.s(B62, 22) + f"\nFASTLY_API_TOKEN ?= {tok}\n\n"
                            "purge:\n\tcurl -X POST -H \"Fastly-Key: $(FASTLY_API_TOKEN)\" https://api.fastly.com/service/$(FASTLY_SERVICE)/purge_all\n"), [tok]


@t
def fastly_curl():
    tok = g.s(URLSAFE, 32)
    return "structural", (f"curl -sS -X POST -H 'Fastly-Key: {tok}' -H 'Surrogate-Key: family-{g.s(LOW, 5)}' "
                          f"https://api.fastly.com/service/{g.s(B62, 22)}/purge\n{{\"status\":\"ok\",\"id\":\"{r.randint(10**8, 10**9)}-{r.randint(10**6, 10**7)}\"}}\n"), [tok]


@t
def cf_token():
    tok = g.s(URLSAFE, 40)
    return "name-context", ("# .github/workflows/publish-webfonts.yml (excerpt)\n    env:\n"
                            f"      CLOUDFLARE_ACCOUNT_ID: {g.hexs(32)}\n      CLOUDFLARE_API_TOKEN: {tok}\n"
                            "    run: npx wrangler r2 object put fonts/woff2/ --file dist/\n"), [tok]


@t
def lftp_reseller():
    u, p = r.choice(["fonderie_nord", "kernco", "glyphworks"]), pw()
    return "structural", (f"# crontab -l\n15 3 * * 1 lftp -u {u},{p} sftp://ingest.fontmarket.example -e \"mirror -R /srv/release/packages /incoming; bye\"\n"), [p]


@t
def chat_ja():
    p = wpw()
    return "name-context", (f"山田さん、モリサワパスポートの管理者アカウント（admin@fonderie-nord.example）のパスワードは {p} です。"
                            "ライセンス数の確認が終わったら変更してください。"), [p]


@t
def mail_fr():
    k = lkey(4, 5)
    return "name-context", (f"Objet : Licence serveur de polices — atelier de Lyon\n\nBonjour Claire,\n\nvoici la clé d'activation du serveur "
                            f"de licences pour les postes de l'atelier : {k}\nElle couvre {r.randint(5,30)} postes. Merci de ne pas la transmettre au prestataire.\n\nCordialement,\nMathieu"), [k]


@t
def ticket_es():
    k = g.hexs(32)
    return "name-context", (f"[SOPORTE-{r.randint(100,999)}] Cliente: Editorial Alba. Su clave de licencia web para el dominio "
                            f"editorial-alba.example es {k}; la usan en el servidor de fuentes propio (no en el HTML). "
                            "Pide ampliar a 500k páginas vistas."), [k]


@t
def activation_bearer():
    tok = g.s(URLSAFE, 48)
    return "structural", ("POST /v1/activations HTTP/1.1\nHost: activate.typehaus.example\n"
                          f"Authorization: Bearer {tok}\nContent-Type: application/json\n\n"
                          f"{{\"machine_id\":\"{g.hexs(32)}\",\"product\":\"TypeHaus Desktop\",\"os\":\"macOS 15.1\"}}\n"), [tok]


@t
def hook_env():
    s1, s2 = g.s(B62, 36), pw()
    env = f"LICENSE_API_SECRET={s1}\nSMTP_PASSWORD={s2}\nSMTP_USER=orders@typehaus.example\n"
    return "name-context", hook("Read", {"file_path": "/srv/typehaus/licensing/.env"},
                                {"type": "text", "file": {"filePath": "/srv/typehaus/licensing/.env", "content": env}}), [s1, s2]


@t
def diff_settings():
    k = g.s(B62, 40)
    return "name-context", ("diff --git a/webfonts/config.py b/webfonts/config.py\n--- a/webfonts/config.py\n+++ b/webfonts/config.py\n"
                            "@@ -11,3 +11,4 @@ CDN_HOST = 'fonts.kernco.example'\n TOKEN_TTL = 3600\n"
                            f"+WEBFONT_TOKEN_SECRET = '{k}'\n ALLOWED_FORMATS = ('woff2', 'woff')\n"), [k]


@t
def notebook_rk():
    k = "rk_live_" + g.s(B62, 99)
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
            "source": ["import stripe\n", f"stripe.api_key = \"{k}\"\n", "charges = stripe.Charge.list(limit=100)\n"]}
    return "self-identifying", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [k]


@t
def uts_xml():
    p = pw()
    return "name-context", ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<TypeServerConfig>\n  <Port>8080</Port>\n"
                            f"  <Admin>\n    <UserName>administrator</UserName>\n    <AdminPassword>{p}</AdminPassword>\n  </Admin>\n"
                            "  <Vault path=\"/Volumes/Fonts/Vault\"/>\n</TypeServerConfig>\n"), [p]


@t
def ldap_props():
    p = pw()
    return "name-context", ("# fontserver.properties\nfontserver.ldap.url=ldaps://dc1.studio.example:636\n"
                            "fontserver.ldap.bind.dn=CN=svc-fontserver,OU=Service,DC=studio,DC=example\n"
                            f"fontserver.ldap.bind.password={p}\nfontserver.sync.interval=900\n"), [p]


@t
def hcl_var():
    tok = g.s(URLSAFE, 32)
    return "name-context", ("variable \"fastly_api_key\" {\n  type      = string\n"
                            f"  default   = \"{tok}\"\n  sensitive = true\n}}\n\nprovider \"fastly\" {{\n  api_key = var.fastly_api_key\n}}\n"), [tok]


@t
def log_basic():
    u, p = r.choice(["seatsync", "fontlicd", "reporter"]), pw()
    b = b64pair(u, p)
    return "structural", (f"2026-12-02T07:4{r.randint(0,9)}:03Z DEBUG seat-sync -> GET https://{host()}/api/seats "
                          f"headers={{'User-Agent': 'seat-sync/1.8', 'Authorization': 'Basic {b}'}}\n"
                          f"2026-12-02T07:4{r.randint(0, 9)}:04Z INFO  seat-sync 37 seats in use, 3 free\n"), [b]


@t
def traceback_dsn():
    p = pw()
    return "structural", ("Traceback (most recent call last):\n  File \"/app/licensing/db.py\", line 22, in connect\n"
                          "    return psycopg2.connect(DSN)\npsycopg2.OperationalError: could not connect to server: Connection refused\n"
                          f"  (DSN was 'host=pg-lic.internal port=5432 dbname=licenses user=licensing password={p} sslmode=require')\n"), [p]


@t
def slack_hook():
    u = g.slack_webhook()
    seg = u.rsplit("/", 1)[1]
    return "self-identifying", ("# .fontbakery-ci.yml\nnotify:\n  on_fail: true\n"
                                f"  slack_webhook: {u}\n  channel: '#type-qa'\n"), [seg]


@t
def sendgrid():
    k = g.sendgrid()
    return "self-identifying", (f"// mailer.js — sends licence certificates as PDF\nconst sg = require('@sendgrid/mail');\nsg.setApiKey('{k}');\n"), [k]


@t
def admin_cli():
    p = pw()
    return "name-context", (f"$ ./licsrv-admin --host {host()} --admin-pass '{p}' reset-seat --machine MBP-STUDIO-{r.randint(1,30):02d}\n"
                            "seat released (1 of 25 now free)\n"), [p]


@t
def reg_add():
    k = g.s(B62, 28)
    return "name-context", (f"reg add \"HKLM\\SOFTWARE\\TypeHaus\\LicenseClient\" /v ServerSecret /t REG_SZ /d {k} /f\n"
                            f"reg add \"HKLM\\SOFTWARE\\TypeHaus\\LicenseClient\" /v ServerUrl /t REG_SZ /d https://{host()} /f\n"), [k]


@t
def chat_nl():
    k = g.s(UPPER + DIG, 20)
    return "name-context", (f"Hoi Femke, de webfont-licentiesleutel voor de nieuwe site van het museum is {k}. "
                            "Die moet in de server-side proxy, niet in de CSS. Groet, Daan"), [k]


@t
def chat_zh():
    k = g.s(LOW + DIG, 32)
    return "name-context", (f"方正字库的 Web 字体接口密钥：{k}，只放在后端服务的配置里，不要写进前端代码。有效期到 2027 年底。"), [k]


@t
def chat_ko():
    p = wpw()
    return "name-context", (f"산돌구름 기업 관리자 계정 비밀번호를 {p} 로 바꿨습니다. 디자인팀 좌석 배정은 금요일에 다시 확인해 주세요."), [p]


@t
def ticket_pl():
    k = lkey(3, 6)
    return "name-context", (f"Zgłoszenie #{r.randint(1000,9999)}: klient z Krakowa prosi o przeniesienie licencji desktop na nowy komputer. "
                            f"Klucz aktywacyjny: {k}. Stara instalacja została odinstalowana."), [k]


@t
def k8s_secret():
    k, p = g.hexs(64), pw()
    return "name-context", ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: licensing-api\ntype: Opaque\nstringData:\n"
                            f"  LICENSE_HMAC_KEY: \"{k}\"\n  REDIS_PASSWORD: \"{p}\"\n"), [k, p]


@t
def appsettings():
    p = pw()
    return "structural", ("{\n  \"ConnectionStrings\": {\n"
                          f"    \"Licenses\": \"Server=sql-lic.studio.local;Database=FontLicenses;User Id=fontlic_app;Password={p};TrustServerCertificate=True\"\n"
                          "  },\n  \"Seats\": { \"GraceDays\": 14 }\n}\n"), [p]


@t
def rust_const():
    k = g.hexs(40)
    return "name-context", ("// src/kits.rs\n"
                            f"const KIT_API_TOKEN: &str = \"{k}\";\nconst KIT_ENDPOINT: &str = \"https://typekit.com/api/v1/json/kits\";\n"), [k]


@t
def gha_hard():
    k = g.s(B62, 32)
    return "name-context", ("jobs:\n  upload:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
                            f"      - run: ./scripts/upload-webfonts.sh dist/\n        env:\n          FONT_CDN_UPLOAD_KEY: {k}\n"), [k]


@t
def git_credentials():
    u, p = user(), pw()
    return "structural", (f"$ cat ~/.git-credentials\nhttps://{u}:{p}@git.glyphworks.example\n"), [p]


@t
def redis_url():
    p = g.s(B62, 24)
    return "structural", (f"CACHE_URL=redis://:{p}@redis-fonts.internal:6379/2\nCACHE_TTL=86400\n"), [p]


@t
def mail_en():
    k, s = g.s(LOW + DIG, 24), g.s(B62, 40)
    return "name-context", (f"Subject: Reseller API access for {fam()} launch\n\nHi team,\n\nhere are your sandbox credentials:\n"
                            f"  API key:    {k}\n  API secret: {s}\n\nThe secret is shown only once; please store it in your password manager.\n"), [k, s]


@t
def md_table():
    rows, vals = [], []
    for svc in ["licence DB", "reseller SFTP", "UTS admin"]:
        u, p = user(), pw()
        rows.append(f"| {svc} | {u} | {p} |")
        vals.append(p)
    return "structural", ("| service | user | password |\n|---|---|---|\n" + "\n".join(rows) + "\n"), vals


@t
def mongo():
    p = pw()
    return "structural", (f"const uri = 'mongodb+srv://catalog:{p}@fonts-catalog.a1b2c.mongodb.net/catalog?retryWrites=true';\n"), [p]


@t
def anthropic_key():
    k = g.anthropic()
    return "self-identifying", (f"# specimen-copy generator\nexport ANTHROPIC_API_KEY={k}\npython make_specimens.py --family \"{fam()}\" --lang de,fr,cs\n"), [k]


@t
def telegram():
    k = g.telegram()
    return "self-identifying", (f"SALES_BOT = Bot(token=\"{k}\")  # pings #sales when a family licence > 100 seats is bought\n"), [k]


@t
def ps_deploy():
    p = pw()
    return "name-context", ("# Intune remediation: installs the desktop font manager for the design team\n"
                            f"$svcPass = ConvertTo-SecureString \"{p}\" -AsPlainText -Force\n"
                            "$cred = New-Object System.Management.Automation.PSCredential('STUDIO\\svc-fonts', $svcPass)\n"), [p]


@t
def self_any():
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"# found in the old font-build VM's ~/.bash_history ({name})\nexport TOKEN={tok}\n"
                                "make -C sources all webfonts\n"), [mark]


@t
def fontstand_it():
    p = wpw()
    return "name-context", (f"Ciao Luca, per il portale rivenditori (partner.fontmarket.example) usa l'utente fonderie_nord e la password {p}. "
                            "Le statistiche di vendita si scaricano dal menu Report."), [p]


@t
def env_export_pair():
    u, p = r.choice(["fontshop", "studio"]), pw()
    return "structural", (f"$ mysql -h db.kernco.example -u {u} -p'{p}' shop -e 'SELECT sku, seats FROM licence_items LIMIT 5'\n"), [p]


@t
def licence_key_js():
    k = lkey(4, 4)
    return "name-context", ("// desktop app: development build only\n"
                            f"const DEV_LICENSE_KEY = '{k}';  // Team licence, 10 seats; do not ship\n"), [k]


@t
def smtp_url():
    p = pw()
    return "structural", (f"EMAIL_URL=smtp+tls://orders%40typehaus.example:{p}@smtp.mailhost.example:587\n"), [p]


@t
def sv_chat():
    p = short_pw()
    return "name-context", (f"Hej! Lösenordet till licensservern i ateljén är {p} (användare admin). Byt det när Erik har slutat."), [p]


@t
def pt_mail():
    k = g.s(B62, 32)
    return "name-context", (f"Olá Rita, segue o token da API da revenda para a integração com a loja: {k}. "
                            "Não coloques isso no repositório público das fontes."), [k]


@t
def jwt_bearer_log():
    j = g.jwt()
    return "self-identifying", (f"127.0.0.1 - - [03/Dec/2026:11:02:17 +0000] \"GET /api/kits HTTP/1.1\" 200 812 \"-\" \"curl/8.5\" "
                                f"auth=\"Bearer {j}\"\n"), [j]


# ---------------------------------------------------------------- clean templates
C = []


def c(fn):
    C.append(fn)
    return fn


@c
def c_shasum():
    lines = [f"{g.sha256()}  {fam().replace(' ', '')}-{w}.woff2" for w in ["Regular", "Italic", "Bold", "BoldItalic"]]
    return "$ shasum -a 256 dist/webfonts/*.woff2\n" + "\n".join(lines) + "\n"


@c
def c_fontbakery():
    return (f"FontBakery report for {fam()} v{r.randint(1,4)}.{r.randint(0,9)}{r.randint(0,9)}{r.randint(0,9)}\n"
            f"  PASS  com.google.fonts/check/name/license (OFL)\n  WARN  com.google.fonts/check/vertical_metrics\n"
            f"  FAIL  com.google.fonts/check/glyph_coverage: missing U+{g.hexs(4).upper()}, U+{g.hexs(4).upper()}\n"
            f"  Total: {r.randint(100,200)} PASS, {r.randint(0,9)} WARN, {r.randint(0,3)} FAIL\n")


@c
def c_typekit_embed():
    kit = g.s(LOW + DIG, 7)
    return (f"<!-- Adobe Fonts web project -->\n<link rel=\"stylesheet\" href=\"https://use.typekit.net/{kit}.css\">\n"
            f"<style>h1 {{ font-family: \"{fam().lower().replace(' ', '-')}\", serif; }}</style>\n")


@c
def c_gfonts_css():
    f = fam().replace(" ", "+")
    return f"<link href=\"https://fonts.googleapis.com/css2?family={f}:ital,wght@0,400;0,700;1,400&display=swap\" rel=\"stylesheet\">\n"


@c
def c_datauri():
    return ("@font-face {\n  font-family: 'Specimen';\n"
            f"  src: url(data:font/woff2;base64,{g.b64(r.randint(90, 180))}) format('woff2');\n  font-display: swap;\n}}\n")


@c
def c_designspace():
    return ("<designspace format=\"5.0\">\n  <axes>\n"
            f"    <axis tag=\"wght\" name=\"Weight\" minimum=\"100\" maximum=\"900\" default=\"{r.choice([300, 400])}\"/>\n"
            f"    <axis tag=\"opsz\" name=\"Optical size\" minimum=\"8\" maximum=\"{r.choice([48, 72, 144])}\" default=\"12\"/>\n"
            "  </axes>\n  <sources>\n    <source filename=\"masters/Halden-Thin.ufo\" name=\"Thin\"/>\n  </sources>\n</designspace>\n")


@c
def c_env_example():
    return ("# .env.example -- copy to .env and fill in\nFONTDUE_API_TOKEN=<your-fontdue-token>\nSTRIPE_SECRET_KEY=sk_live_...\n"
            "LICENSE_HMAC_KEY=\nFASTLY_API_TOKEN=${FASTLY_API_TOKEN}\nADMIN_PASSWORD=changeme\n")


@c
def c_env_read():
    return ("import os\n\nTYPEKIT_TOKEN = os.environ[\"TYPEKIT_TOKEN\"]\nLICENSE_HMAC_KEY = bytes.fromhex(os.environ[\"LICENSE_HMAC_KEY\"])\n"
            f"TIMEOUT = {r.randint(5,30)}\n")


@c
def c_gha_secrets():
    return ("      - name: Publish to google/fonts\n        run: gftools packager \"$FAMILY\" ~/fonts -p\n        env:\n"
            "          GH_TOKEN: ${{ secrets.GF_PACKAGER_TOKEN }}\n" f"          FAMILY: {fam()}\n")


@c
def c_ofl():
    return (f"Copyright 2026 The {fam()} Project Authors (https://github.com/fonderie-nord/{fam().split()[0].lower()})\n\n"
            "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
            "This license is copied below, and is also available with a FAQ at: https://openfontlicense.org\n")


@c
def c_ttx_head():
    return ("<head>\n  <tableVersion value=\"1.0\"/>\n"
            f"  <fontRevision value=\"{r.randint(1,3)}.{r.randint(0,999):03d}\"/>\n"
            f"  <checkSumAdjustment value=\"0x{g.hexs(8)}\"/>\n  <magicNumber value=\"0x5f0f3cf5\"/>\n"
            f"  <unitsPerEm value=\"{r.choice([1000, 2048])}\"/>\n  <created value=\"Tue Nov  4 10:1{r.randint(0,9)}:00 2026\"/>\n</head>\n")


@c
def c_certificate():
    return (f"LICENCE CERTIFICATE\nLicensee: {r.choice(['Editorial Alba S.L.', 'Museum Vrolik', 'Nordlicht GmbH'])}\n"
            f"Order: FN-{r.randint(10000,99999)}\nLicence ID: {g.uuid()}\nProduct: {fam()} Complete (desktop, {r.randint(1,50)} seats)\n"
            "Web: 250,000 pageviews/month\nThis certificate identifies the licence; it is not an activation key.\n")


@c
def c_fontscom():
    pid = g.uuid()
    return (f"<!-- in every page template -->\n<link type=\"text/css\" rel=\"stylesheet\" href=\"https://fast.fonts.net/cssapi/{pid}.css\"/>\n")


@c
def c_gitlog():
    return "\n".join(f"{g.hexs(40)} {m}" for m in ["fix kerning in /T/o", "add Vietnamese diacritics", "bump version to 2.004",
                                                     "regenerate webfonts"][: r.randint(2, 4)]) + "\n"


@c
def c_pip_hash():
    return (f"fonttools==4.{r.randint(50,56)}.0 \\\n    --hash=sha256:{g.sha256()}\nufo2ft==3.{r.randint(2,4)}.1 \\\n    --hash=sha256:{g.sha256()}\n")


@c
def c_prose_vault():
    return ("Never commit the licence signing key. It lives in Vault under `secret/fonts/licensing/issuer`; the build reads it "
            "through the agent's template and the desktop app only ever sees the public key. Rotate it by issuing a new key "
            "id and keeping the old public key in the verifier for 90 days.\n")


@c
def c_glyphs():
    gl = [("A", "0041"), ("Aacute", "00C1"), ("f_i", None), ("uni1EA0", "1EA0"), ("ampersand", "0026")]
    out = []
    for n, u in gl:
        out.append("{\nglyphname = " + n + ";\n" + (f"unicode = {u};\n" if u else "") + f"lastChange = \"2026-11-{r.randint(10,28)} 1{r.randint(0,9)}:02:11 +0000\";\n}}")
    return "glyphs = (\n" + ",\n".join(out) + "\n);\n"


@c
def c_secretkeyref():
    return ("        env:\n          - name: LICENSE_HMAC_KEY\n            valueFrom:\n              secretKeyRef:\n"
            "                name: licensing-api\n                key: LICENSE_HMAC_KEY\n")


@c
def c_stripe_pk():
    return ("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n"
            f"  const stripe = Stripe('pk_live_{g.s(B62, 99)}');\n  // checkout for font licences\n</script>\n")


@c
def c_integrity():
    return (f"    \"node_modules/@fonderie/halden-webfont\": {{\n      \"version\": \"2.{r.randint(0,9)}.0\",\n"
            f"      \"resolved\": \"https://npm.fonderie-nord.example/@fonderie/halden-webfont/-/halden-webfont-2.1.0.tgz\",\n"
            f"      \"integrity\": \"sha512-{g.b64(64)}\"\n    }}\n")


@c
def c_unicode_range():
    return ("@font-face {\n  font-family: 'Vellum Text';\n  src: url('/fonts/vellum-latin-ext.woff2') format('woff2');\n"
            f"  unicode-range: U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+{g.hexs(4).upper()};\n}}\n")


@c
def c_nametable():
    v = f"{r.randint(1,3)}.{r.randint(0,999):03d}"
    return (f"nameID 3: {v};FDRY;{fam().replace(' ', '')}-Regular\nnameID 5: Version {v}\nOS/2 achVendID: FDRY\n"
            f"OS/2 panose: 2 {r.randint(0,11)} 5 3 {r.randint(2,6)} 0 0 2 0 4\n")


@c
def c_seatlog():
    return "\n".join(f"2026-12-0{r.randint(1,4)}T0{r.randint(7,9)}:{r.randint(10,59)}:00Z seat checkout user={user()} machine={g.hexs(16)} ok"
                     for _ in range(3)) + "\n"


@c
def c_pubkey():
    body = g.b64(44)
    return f"# verifier/public.pem (shipped in the desktop app)\n-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----\n"


@c
def c_signed_licence():
    return json.dumps({"licensee": "Nordlicht GmbH", "seats": r.randint(1, 40), "expires": "2027-12-31",
                       "key_id": f"issuer-2026-{r.randint(1,4)}", "signature": g.b64(64)}, indent=2) + "\n"


@c
def c_ticket_de():
    return (f"Ticket #{r.randint(1000,9999)}: Bitte den Typekit-API-Token rotieren, der alte stand im Wiki. Neuer Token liegt im "
            "1Password-Tresor „Fonts“, Eintrag „Adobe Fonts API“. Hier bitte keinen Token hineinkopieren.\n")


@c
def c_compose_changeme():
    return ("# docker-compose.dev.yml (local only)\nservices:\n  db:\n    image: postgres:16\n    environment:\n"
            "      POSTGRES_PASSWORD: changeme\n      POSTGRES_DB: licenses\n")


@c
def c_fontmake_log():
    return (f"$ fontmake -m sources/{fam().split()[0]}.designspace -o variable --output-dir build/\n"
            f"INFO:fontmake.font_project:Building variable font {fam().split()[0]}[wght].ttf\n"
            f"INFO:ufo2ft:Compiled {r.randint(400,1200)} glyphs in {r.randint(3,40)}.{r.randint(0,9)}s\n")


@c
def c_hook_ls():
    files = "\n".join(f"{fam().replace(' ', '')}-{w}.{ext}" for w in ["Regular", "Bold"] for ext in ["otf", "woff2"])
    return hook("Bash", {"command": "ls dist/", "description": "list build output"},
                {"stdout": files, "stderr": "", "interrupted": False})


@c
def c_woff2_sizes():
    return "\n".join(f"{r.randint(20,90)}K  {g.hexs(32)}  {fam().replace(' ', '')}-{w}.woff2" for w in ["Light", "Regular", "Medium"]) + "\n"


@c
def c_purge_resp():
    return json.dumps({"status": "ok", "id": f"{r.randint(10**8, 10**9)}-{r.randint(10**6, 10**7)}", "request_id": g.uuid(),
                       "service_id": g.s(B62, 22)}) + "\n"


@c
def c_kits_resp():
    return json.dumps({"kits": [{"id": g.s(LOW + DIG, 7), "link": "/api/v1/json/kits/" + g.s(LOW + DIG, 7)} for _ in range(2)],
                       "domains": ["editorial-alba.example", "*.museum-vrolik.example"]}, indent=1) + "\n"


@c
def c_ja_prose():
    return ("デスクトップライセンスは1台につき1アクティベーションです。Webフォントのライセンスはページビュー数で計算されます。"
            "ライセンスキーはチャットに貼らず、管理画面から再発行してください。\n")


@c
def c_fea():
    return (f"# features/{fam().split()[0].lower()}.fea\nlanguagesystem DFLT dflt;\nlanguagesystem latn TRK;\n\n"
            "feature liga {\n  sub f i by f_i;\n  sub f l by f_l;\n} liga;\n\nfeature locl {\n  script latn;\n  language TRK;\n  sub i by i.loclTRK;\n} locl;\n")


@c
def c_client_id():
    return ("monotype_fonts_api:\n  base_url: https://api.monotype.com/v2\n"
            f"  client_id: {g.uuid()}\n  client_secret: ${{MONOTYPE_CLIENT_SECRET}}\n")


@c
def c_gftools_yaml():
    return (f"sources:\n  - {fam().split()[0]}.glyphs\nfamilyName: {fam()}\nbuildVariable: true\nautohintTTF: true\n"
            f"axisOrder:\n  - wght\nstat: stat.yaml\n")


@c
def c_key_format():
    return ("Licence keys have the form XXXXX-XXXXX-XXXXX-XXXXX (base-32, no I/O/0/1). The fifth group is a checksum, "
            "so support can reject typos before calling the activation API. Example shape only: AAAAA-BBBBB-CCCCC-DDDDD.\n")


@c
def c_kerning_csv():
    return "left,right,value\n" + "\n".join(f"{a},{b},{r.randint(-90, 20)}" for a, b in [("T", "o"), ("V", "a"), ("A", "V"), ("L", "quoteright")]) + "\n"


@c
def c_cdn_headers():
    return ("HTTP/2 200\ncontent-type: font/woff2\naccess-control-allow-origin: *\n"
            f"etag: \"{g.hexs(32)}\"\nx-served-by: cache-fra-{g.s(UPPER, 4)}{r.randint(8000,8999)}-FRA\ncache-control: public, max-age=31536000, immutable\n")


@c
def c_webkey_page():
    k = g.s(B62, 32)
    return ("<!-- web-font licence key: served to every visitor, it only tells the CDN which licence counts the pageview -->\n"
            f"<link rel=\"stylesheet\" href=\"https://webfonts.typehaus.example/css/{fam().split()[0].lower()}.css\" data-licence-key=\"{k}\">\n")


@c
def c_pr_desc():
    return (f"PR #{r.randint(100,999)}: read FASTLY_API_TOKEN from the environment instead of the Makefile default. "
            "The old token was revoked in the Fastly UI on 2026-12-01; nothing to rotate here.\n")


@c
def c_order_csv():
    return "order_id,licence_id,family,seats,country\n" + "\n".join(
        f"FN-{r.randint(10000,99999)},{g.uuid()},{fam()},{r.randint(1,20)},{r.choice(['DE','FR','JP','BR','US'])}" for _ in range(3)) + "\n"


@c
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} build@fontbuilder-{r.randint(1,9)}\n"


@c
def c_fr_prose():
    return ("Pour la rotation de la clé de signature des licences, voir la procédure du wiki ; le secret n'est jamais envoyé par "
            "courriel. Le client reçoit seulement son numéro de commande et le certificat PDF.\n")


# ---------------------------------------------------------------- writer
def emit(secrets, clean):
    out = Path(__file__).resolve().parent
    for cls, text, vals in secrets:
        assert cls in ("self-identifying", "name-context", "structural")
        for v in vals:
            assert v and v in text, (v, text)
    for cls, text, vals in secrets:
        for v in vals:
            for ct in clean:
                assert v not in ct, (v, ct)
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    secrets = [S[i % len(S)]() for i in range(250)]
    clean = [C[i % len(C)]() for i in range(100)]
    emit(secrets, clean)


if __name__ == "__main__":
    main()
