"""Blind redaction round 55, source "museums" (helper corpora27): collections management, DAM, IIIF image servers,
ticketing and membership, kiosks and audio guides. Every value is random and made up."""
import json
import random
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

OUT = Path(__file__).resolve().parent
WORDS = ["copper", "basalt", "gravel", "harbor", "lantern", "meadow", "quartz", "falcon", "ember", "willow",
         "cobalt", "tundra", "saffron", "orbit", "pepper", "granite", "canyon", "river", "mosaic", "juniper",
         "velvet", "beacon", "thistle", "walrus", "otter", "prairie", "marble", "indigo", "sable", "cedar"]


class V:
    """value mixes for this source, on top of _tokens.Gen"""

    def __init__(self, seed):
        self.g = Gen(seed)
        self.r = self.g.r

    def pick(self, seq):
        return self.r.choice(seq)

    def passphrase(self):
        n = self.r.randint(3, 4)
        sep = self.pick(["-", ".", "_", ""])
        ws = [self.pick(WORDS) for _ in range(n)]
        if sep == "":
            ws = [w.capitalize() for w in ws]
        return sep.join(ws) + (str(self.r.randint(1, 99)) if self.r.random() < .5 else "")

    def wordpw(self):
        return self.g.human_pw()

    def legacy(self):
        return self.pick(WORDS)[:self.r.randint(4, 6)] + str(self.r.randint(1, 999))

    def pin(self, n=None):
        n = n or self.pick([4, 4, 6, 5, 8])
        return "".join(self.pick("0123456789") for _ in range(n))

    def hexkey(self, n=None):
        return self.g.hexs(n or self.pick([32, 40, 64]))

    def b64key(self, n=None):
        return self.g.b64(n or self.pick([24, 32, 48]))

    def rand(self, a=16, b=32, alpha=B62):
        return self.g.s(alpha, self.r.randint(a, b))

    def pw(self):
        k = self.r.randint(0, 9)
        if k <= 2:
            return self.g.machine_pw()
        if k <= 4:
            return self.wordpw()
        if k == 5:
            return self.passphrase()
        if k == 6:
            return self.legacy()
        if k == 7:
            return self.rand(10, 18, B62 + "!#%*+-=@^")
        return self.g.pw()

    def uuid(self):
        return self.g.uuid()

    def ip(self, net="10"):
        return f"{net}.{self.r.randint(0, 254)}.{self.r.randint(0, 254)}.{self.r.randint(2, 250)}"

    def basic(self, user, pw):
        import base64
        return base64.b64encode(f"{user}:{pw}".encode()).decode()


def hook(v, tool, response=None, **inp):
    d = {"session_id": v.uuid(), "transcript_path": f"/home/{v.pick(['ana', 'dev', 'ops', 'kim'])}/.claude/projects/x/{v.uuid()}.jsonl",
         "cwd": "/srv/" + v.pick(["app", "repo", "work", "src"]), "hook_event_name": v.pick(["PostToolUse", "PreToolUse"]),
         "tool_name": tool, "tool_input": inp}
    if response is not None:
        d["tool_response"] = response
    return json.dumps(d, ensure_ascii=False)


def run(family, seed, secret_tpls, clean_tpls, n_secret=250, n_clean=100):
    v = V(seed)
    secrets = []
    order = []
    while len(order) < n_secret:
        block = list(range(len(secret_tpls)))
        v.r.shuffle(block)
        order.extend(block)
    for i in order[:n_secret]:
        cls, text, vals = secret_tpls[i](v)
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for s in vals:
            assert s and s in text, (family, secret_tpls[i].__name__, s)
        secrets.append((cls, text, vals))
    clean = []
    corder = []
    while len(corder) < n_clean:
        block = list(range(len(clean_tpls)))
        v.r.shuffle(block)
        corder.extend(block)
    for i in corder[:n_clean]:
        clean.append(clean_tpls[i](v))
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{family}-{n}", "family": family, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{n}", "family": family, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    c = Counter(cls for cls, _, _ in secrets)
    cv = Counter()
    for cls, _, vals in secrets:
        cv[cls] += len(vals)
    print(family, "records", dict(c), "values", dict(cv), "total", sum(cv.values()), "clean distinct", len(set(clean)))


# ---------------------------------------------------------------- secret texts
def tms_conn(v):
    pw = v.pw()
    t = (f"<!-- eMuseum web.config: TMS database -->\n<connectionStrings>\n  <add name=\"TMS\" connectionString=\"Server=tms-sql\\TMS;Database=TMS;User Id=emuseum_ro;"
         f"Password={pw};MultipleActiveResultSets=True\" />\n</connectionStrings>")
    return "structural", t, [pw]


def emuseum_key(v):
    k = v.rand(24, 40)
    t = (f"# nightly export of on-view objects for the website\nEMUSEUM_BASE=https://collections.museum.example\nEMUSEUM_API_KEY={k}\n"
         f"python export_onview.py --since 2026-11-01")
    return "name-context", t, [k]


def ca_setup(v):
    pw = v.pw()
    t = (f"<?php\n# CollectiveAccess Providence setup.php\ndefine(\"__CA_DB_HOST__\", 'localhost');\ndefine(\"__CA_DB_USER__\", 'ca_prov');\n"
         f"define(\"__CA_DB_PASSWORD__\", '{pw}');\ndefine(\"__CA_DB_DATABASE__\", 'collectiveaccess');\ndefine(\"__CA_APP_DISPLAY_NAME__\", \"{v.pick(['Harbor Museum', 'Museo del Valle', 'County Historical Society'])}\");")
    return "name-context", t, [pw]


def ca_service(v):
    pw = v.pw()
    t = f"curl -s 'https://ca.museum.example/service.php/find/ca_objects?q=idno:{v.r.randint(1950,2026)}.*' -u 'webservice:{pw}' | jq '.total'"
    return "structural", t, [pw]


def cantaloupe(v):
    sk = v.g.aws_secret()
    ak = v.g.aws_akid()
    t = (f"# cantaloupe.properties (IIIF image server)\nsource.static = S3Source\nS3Source.endpoint = s3.amazonaws.com\nS3Source.access_key_id = {ak}\n"
         f"S3Source.secret_key = {sk}\nS3Source.BasicLookupStrategy.bucket.name = museum-masters-tiff\nendpoint.iiif.3.enabled = true")
    return "self-identifying", t, [ak, sk]


def cantaloupe_admin(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"endpoint.admin.enabled = true\nendpoint.admin.username = admin\nendpoint.admin.secret = {pw}\ncache.server.derivative = FilesystemCache"
    return "name-context", t, [pw]


def iiif_auth_jwt(v):
    j = v.g.jwt(sub="loan-partner")
    t = (f"GET /iiif/3/{v.pick(['1998.12.4', '2011.7.1a', 'L2026.3'])}_recto.tif/full/max/0/default.jpg HTTP/1.1\nHost: images.museum.example\n"
         f"Authorization: Bearer {j}\n")
    return "self-identifying", t, [j]


def tessitura_basic(v):
    pw = v.pw()
    raw = f"webapi:webapi_group:{v.pick(['MuseumWeb', 'BoxOffice', 'Kiosk'])}:{pw}"
    import base64
    b = base64.b64encode(raw.encode()).decode()
    t = (f"GET /TessituraService/CRM/Constituents/{v.pin(6)} HTTP/1.1\nHost: tess-api.museum.example\nAuthorization: Basic {b}\nAccept: application/json")
    return "structural", t, [b]


def tessitura_cfg(v):
    pw = v.pw()
    t = json.dumps({"Tessitura": {"BaseUrl": "https://tess-api.museum.example/TessituraService/", "UserName": "webapi", "UserGroup": "webapi_group",
                                  "MachineLocation": "MuseumWeb", "Password": pw}}, indent=2)
    return "structural", "appsettings.Production.json\n" + t, [pw]


def spektrix(v):
    k = v.b64key(v.pick([48, 64]))
    t = (f"# Spektrix API v3 signing (ticketing)\nSPEKTRIX_CLIENT=harbormuseum\nSPEKTRIX_API_USER=website\nSPEKTRIX_API_KEY={k}\n")
    return "name-context", t, [k]


def blackbaud(v):
    sub = v.hexkey(32)
    t = (f"GET https://api.sky.blackbaud.com/constituent/v1/constituents/{v.r.randint(100,99999)} HTTP/1.1\nBb-Api-Subscription-Key: {sub}\n"
         f"Authorization: Bearer {v.pick(['${SKY_TOKEN}', '<token>'])}")
    return "structural", t, [sub]


def altru_cs(v):
    pw = v.pw()
    t = f"Altru / Raiser's Edge NXT data sync — SQL export:\nServer=bbdb01;Database=BBInfinity;User ID=memb_export;Password={pw}"
    return "structural", t, [pw]


def eventbrite(v):
    tok = v.g.s(UPPER + "0123456789", 20)
    t = f"EVENTBRITE_PRIVATE_TOKEN={tok}\nEVENTBRITE_ORG_ID={v.pin(12)}  # lecture series + members' evenings"
    return "name-context", t, [tok]


def shopify_shop(v):
    tok = v.g.shopify()
    t = f"# museum shop: sync catalogue from collections images\nSHOP=museumstore.myshopify.com\nSHOPIFY_ADMIN_TOKEN={tok}"
    return "self-identifying", t, [tok]


def stripe_donate(v):
    s = v.pick(["sk_live_", "rk_live_"]) + v.g.s(B62, 99)
    t = f"// donate page (server)\nconst stripe = require('stripe')('{s}');\napp.post('/donate', async (req, res) => {{ /* ... */ }});"
    return "self-identifying", t, [s]


def provider_ci(v):
    name, tok, mark = v.g.self_identifying()
    ctx = v.pick([
        f"# digitisation pipeline (.gitlab-ci.yml)\n  variables:\n    UPLOAD_TOKEN: \"{tok}\"",
        f"Out[12]: {{'headers': {{'X-Token': '{tok}'}}}}  # collection-data notebook",
        f"$ grep -r token ~/.config/dam-sync/\n/home/digi/.config/dam-sync/auth: {tok}",
    ])
    return "self-identifying", ctx, [mark]


def mailchimp_members(v):
    k = v.g.mailchimp()
    t = f"MAILCHIMP_API_KEY = \"{k}\"\nMEMBERS_LIST_ID = \"{v.hexkey(10)}\"  # renewals reminders"
    return "self-identifying", t, [k]


def bynder(v):
    k = v.hexkey(64)
    t = f"bynder:\n  domain: museum.bynder.com\n  permanent_token: {k}\n  collection: press-images"
    return "name-context", t, [k]


def resourcespace(v):
    k = v.hexkey(64)
    t = (f"https://dam.museum.example/api/?user=apiuser&function=search_get_previews&param1=accession&sign={v.hexkey(64)}\n"
         f"# private key for apiuser (Team centre > Users): {k}")
    return "name-context", t, [k]


def rs_scramble(v):
    k = v.hexkey(64)
    t = f"<?php\n# ResourceSpace include/config.php\n$mysql_server = 'localhost';\n$mysql_username = 'resourcespace_rw';\n$mysql_password = '{v.pw()}';\n$scramble_key = '{k}';\n$api_scramble_key = '{v.hexkey(64)}';"
    # all three are secrets
    vals = [t.split("$mysql_password = '")[1].split("'")[0], k, t.split("$api_scramble_key = '")[1].split("'")[0]]
    return "name-context", t, vals


def netx(v):
    k = v.rand(32, 48, URLSAFE)
    t = f"NETX_URL=https://netx.museum.example\nNETX_API_TOKEN={k}"
    return "name-context", t, [k]


def piction(v):
    pw = v.pw()
    t = f"https://piction.museum.example/r/st/piction_login/USERNAME/dam_api/PASSWORD/{pw}/JSON/T"
    t = "Piction login URL from the old export script:\n" + t
    return "structural", t, [pw]


def axiell(v):
    pw = v.pw()
    t = (f"<!-- Axiell WebAPI adlibweb.xml -->\n<databaseConnection>\n  <server>axiell-sql</server>\n  <database>collections</database>\n"
         f"  <user>axiellweb</user>\n  <password>{pw}</password>\n</databaseConnection>")
    return "structural", t, [pw]


def emu_texpress(v):
    pw = v.pw()
    t = f"$ texql -R -u emu -p '{pw}' -q \"select irn, TitMainTitle from ecatalogue where irn < 100\""
    return "structural", t, [pw]


def europeana(v):
    k = v.rand(9, 12, string.ascii_lowercase)
    t = f"requests.get('https://api.europeana.eu/record/v2/search.json', params={{'wskey': '{k}', 'query': 'who:\"Vermeer\"'}})"
    return "structural", t, [k]


def wikimedia_bot(v):
    pw = v.g.s(string.ascii_lowercase + string.digits, 32)
    t = f"# pywikibot user-password.py\n('MuseumUploadBot', BotPassword('commons-upload', '{pw}'))"
    return "name-context", t, [pw]


def flickr(v):
    s = v.hexkey(16)
    t = f"FLICKR_API_KEY = \"{v.hexkey(32)}\"\nFLICKR_API_SECRET = \"{s}\"  # Flickr Commons uploads"
    return "name-context", t, [s]


def kiosk_autologon(v):
    pw = v.pw()
    t = (f"Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"AutoAdminLogon\"=\"1\"\n"
         f"\"DefaultUserName\"=\"kiosk\"\n\"DefaultPassword\"=\"{pw}\"\n; gallery 4 interactive table")
    return "name-context", t, [pw]


def kiosk_exit_pin(v):
    pin = v.pin(v.pick([4, 6]))
    t = v.pick([
        f"// kiosk-app/config.js (entrance hall ticket kiosks)\nexport default {{ idleResetSeconds: 120, adminExitPin: '{pin}', printer: 'Boca Lemur' }};",
        f"Kiosk Pro settings: Passcode to exit kiosk mode: {pin}",
    ])
    return "name-context", t, [pin]


def brightsign(v):
    pw = v.pick([v.legacy(), v.pw()])
    t = f"BrightSign XT1144 (gallery 2 projection) — DWS password: {pw}; ssh enabled for AV contractor"
    return "name-context", t, [pw]


def qsys(v):
    pin = v.pin(v.pick([4, 6]))
    t = f"Q-SYS Core (auditorium): Administrator PIN {pin}, Operator PIN none — set via Core Manager"
    return "name-context", t, [pin]


def audio_guide(v):
    k = v.rand(32, 44, URLSAFE)
    t = v.pick([
        f"# audio guide CMS -> app content sync\nAUDIOGUIDE_CMS_URL=https://cms.guide-vendor.example/api\nAUDIOGUIDE_PUBLISH_SECRET={k}",
        f"audioguide:\n  vendor_api_secret: {k}\n  tour_ids: [{v.r.randint(10,99)}, {v.r.randint(100,300)}]",
    ])
    return "name-context", t, [k]


def conserv(v):
    k = v.rand(32, 40)
    t = f"# environmental monitoring: RH/temp loggers in storage\ncurl -H 'X-API-Key: {k}' https://api.envmonitor.example/v1/sensors?site=offsite-store"
    return "structural", t, [k]


def hanwell(v):
    pw = v.pick([v.legacy(), v.pw()])
    t = f"Hanwell EMS receiver PC (conservation office): login conservator / {pw}"
    return "structural", t, [pw]


def membership_db(v):
    pw = v.pw()
    t = f"DATABASE_URL=postgres://members:{pw}@members-db.internal:5432/membership"
    return "structural", t, [pw]


def ticket_chat_en(v):
    pw = v.pick([v.wordpw(), v.legacy(), v.pin(4), v.passphrase()])
    t = v.pick([
        f"front desk: the box office till login for Saturday volunteers is boxoffice / {pw}",
        f"Registrar here — TMS password for the loan courier account got reset, it's {pw} for now",
        f"for the late opening: kiosk admin password is {pw}, Sam has the key to the cabinet",
    ])
    return ("structural" if " / " in t else "name-context"), t, [pw]


def chat_fr(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = v.pick([
        f"Bonjour, le mot de passe du compte régie des œuvres (Flora/Micromusée) est {pw} — à changer après l'inventaire.",
        f"Pour l'audioguide, le mot de passe du portail de gestion des appareils est {pw}",
    ])
    vals = [pw]
    return "name-context", t, vals


def chat_it(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"Ciao, la password del server IIIF per la digitalizzazione (utente digit) è {pw}. Non inoltrare."
    return "name-context", t, [pw]


def chat_ja(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"収蔵品管理システムの管理者パスワードは {pw} です。展示替えの後で変更してください。"
    return "name-context", t, [pw]


def chat_nl(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"Hoi! Het wachtwoord van de Adlib/Axiell-beheerder is nu {pw}. Graag niet in Teams zetten."
    return "name-context", t, [pw]


def ticket_pair(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = (f"HELPDESK #{v.pin(5)} — New collections assistant access\nSystem: TMS 2020\nUsername: {v.pick(['jdoe', 'mgarcia', 'cchen'])}\n"
         f"Temporary password: {pw}\nGroups: Registrar-ReadOnly")
    return "structural", t, [pw]


def hook_read(v):
    pw = v.pw()
    content = f"[database]\nhost = tms-sql\nuser = tms_api\npassword = {pw}\n[iiif]\nbase = https://images.museum.example/iiif/3\n"
    t = hook(v, "Read", file_path="/srv/repo/collections-api/config.ini", response={"file": {"content": content}})
    return "structural", t, [pw]


def hook_bash(v):
    k = v.rand(24, 40)
    cmd = f"curl -s -H 'Authorization: Token {k}' 'https://dam.museum.example/api/v2/assets?accession=1987.45.3' | jq ."
    t = hook(v, "Bash", command=cmd, description="find DAM asset for object")
    return "structural", t, [k]


def diff_env(v):
    k = v.rand(30, 44, URLSAFE)
    t = (f"diff --git a/web/.env.production b/web/.env.production\n@@ -1,4 +1,5 @@\n IIIF_BASE=https://images.museum.example/iiif/3\n"
         f" NEXT_PUBLIC_SITE=https://museum.example\n+TESSITURA_PASSWORD={k}\n TESSITURA_USER=webapi")
    return "name-context", t, [k]


def notebook_mysql(v):
    pw = v.pw()
    t = (f"%load_ext sql\n%sql mysql+pymysql://omeka:{pw}@omeka-db/omeka_s\n%sql SELECT COUNT(*) FROM item WHERE is_public = 1")
    return "structural", t, [pw]


def pem_sftp(v):
    block, line = v.g.pem()
    t = f"# photo studio -> DAM ingest SFTP key (id_ed25519_ingest)\n{block}"
    return "self-identifying", t, [line]


def ruby_rails(v):
    k = v.hexkey(128)
    t = f"# config/secrets.yml (Spotlight exhibits site)\nproduction:\n  secret_key_base: {k}"
    return "name-context", t, [k]


def django_secret(v):
    k = v.rand(50, 50, string.ascii_lowercase + string.digits + "!@#%^*(-_=+)")
    t = f"# collections_site/settings/prod.py\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['collections.museum.example']"
    return "name-context", t, [k]


def go_s3(v):
    sk = v.rand(40, 40, B62 + "+/")
    t = (f"minioClient, err := minio.New(\"objects.museum.local:9000\", &minio.Options{{\n\tCreds:  credentials.NewStaticV4(\"digitisation\", \"{sk}\", \"\"),\n\tSecure: true,\n}})")
    return "structural", t, [sk]


def csharp_tms(v):
    pw = v.pw()
    t = f"var cs = \"Data Source=TMSSQL;Initial Catalog=TMS;User ID=TMSWeb;Password={pw}\";\nusing var conn = new SqlConnection(cs);"
    return "structural", t, [pw]


def java_props(v):
    pw = v.pw()
    t = f"# Mimsy XG reporting\nmimsy.jdbc.url=jdbc:oracle:thin:@mimsy-db:1521/MIMSY\nmimsy.jdbc.user=mimsy_rpt\nmimsy.jdbc.password={pw}"
    return "name-context", t, [pw]


def wifi_guest(v):
    psk = v.pick([v.passphrase(), v.wordpw()])
    t = f"Staff Wi-Fi (not the guest network!): SSID MUSEUM-STAFF, WPA2 key {psk}"
    return "name-context", t, [psk]


def acme_ticketing(v):
    k = v.rand(32, 40)
    t = f"> POST /v2/b2b/event/templates HTTP/1.1\n> x-acme-api-key: {k}\n> x-b2c-tenant-id: {v.pin(5)}"
    return "structural", t, [k]


def gift_card(v):
    pin = v.pin(v.pick([4, 6, 8]))
    t = f"Membership gift card issued: card no. 6035 {v.pin(4)} {v.pin(4)} {v.pin(4)}, PIN {pin}. Balance $150.00."
    return "name-context", t, [pin]


def smtp_url(v):
    pw = v.pw()
    t = f"MAIL_URL=smtp://tickets%40museum.example:{pw}@smtp.office365.com:587"
    return "structural", t, [pw]


def sftp_loan(v):
    pw = v.pw()
    t = f"lftp -u registrar,'{pw}' sftp://transfer.partner-museum.example -e 'put Loan_Agreement_L2026-{v.r.randint(1,40)}.pdf; bye'"
    return "structural", t, [pw]


def hcl_tf(v):
    pw = v.pw()
    t = f"resource \"aws_db_instance\" \"tms_reporting\" {{\n  engine   = \"sqlserver-se\"\n  username = \"tmsadmin\"\n  password = \"{pw}\"\n}}"
    return "structural", t, [pw]


def iipsrv(v):
    k = v.hexkey(32)
    t = f"# IIPImage FastCGI (apache)\nFcgidInitialEnv MEMCACHED_SERVERS localhost\nFcgidInitialEnv DAM_DOWNLOAD_HMAC_KEY {k}"
    return "name-context", t, [k]


def sentry_legacy(v):
    pub, sec = v.hexkey(32), v.hexkey(32)
    t = f"SENTRY_DSN=https://{pub}:{sec}@sentry.museum.example/4"
    return "structural", t, [sec]


SECRETS = [tms_conn, emuseum_key, ca_setup, ca_service, cantaloupe, cantaloupe_admin, iiif_auth_jwt, tessitura_basic, tessitura_cfg,
           spektrix, blackbaud, altru_cs, eventbrite, shopify_shop, stripe_donate, provider_ci, mailchimp_members, bynder, resourcespace,
           rs_scramble, netx, piction, axiell, emu_texpress, europeana, wikimedia_bot, flickr, kiosk_autologon, kiosk_exit_pin,
           brightsign, qsys, audio_guide, conserv, hanwell, membership_db, ticket_chat_en, chat_fr, chat_it, chat_ja, chat_nl,
           ticket_pair, hook_read, hook_bash, diff_env, notebook_mysql, pem_sftp, ruby_rails, django_secret, go_s3, csharp_tms,
           java_props, wifi_guest, acme_ticketing, gift_card, smtp_url, sftp_loan, hcl_tf, iipsrv, sentry_legacy]


# ---------------------------------------------------------------- clean texts
def c_object(v):
    return json.dumps({"objectNumber": f"{v.r.randint(1890, 2026)}.{v.r.randint(1, 400)}.{v.r.randint(1, 40)}", "title": v.pick(["Still life with lemons", "Ceremonial bowl", "Portrait of a merchant", "Untitled (blue)"]),
                       "dated": v.pick(["c. 1650", "1923", "18th century", "1968-1971"]), "objectID": v.r.randint(1, 300000), "creditLine": "Gift of the Friends of the Museum",
                       "ulan": f"500{v.pin(6)}", "aat": f"300{v.pin(6)}"}, ensure_ascii=False)


def c_manifest(v):
    oid = v.uuid()
    return json.dumps({"@context": "http://iiif.io/api/presentation/3/context.json", "id": f"https://iiif.museum.example/manifests/{oid}", "type": "Manifest",
                       "label": {"en": ["Object " + v.pin(5)]}, "items": [{"id": f"https://iiif.museum.example/canvas/{v.uuid()}", "type": "Canvas", "height": v.r.randint(2000, 9000), "width": v.r.randint(2000, 9000)}]})


def c_info_json(v):
    return json.dumps({"@context": "http://iiif.io/api/image/3/context.json", "id": f"https://images.museum.example/iiif/3/{v.hexkey(32)}", "type": "ImageService3",
                       "profile": "level2", "width": v.r.randint(3000, 12000), "height": v.r.randint(3000, 12000), "tiles": [{"width": 512, "scaleFactors": [1, 2, 4, 8, 16]}]})


def c_iiif_url(v):
    return f"https://images.museum.example/iiif/3/{v.pin(4)}.{v.r.randint(1,99)}_{v.hexkey(8)}/{v.r.randint(0,2000)},{v.r.randint(0,2000)},512,512/256,/0/default.jpg"


def c_lido(v):
    return (f"<lido:lidoRecID lido:type=\"local\">MUS-{v.pin(7)}</lido:lidoRecID>\n<lido:workID lido:type=\"inventory number\">{v.r.randint(1900,2026)}.{v.r.randint(1,300)}</lido:workID>\n"
            f"<lido:conceptID lido:type=\"http://vocab.getty.edu/aat/\">300{v.pin(6)}</lido:conceptID>")


def c_order(v):
    return f"Order #{v.pin(8)} confirmed — 2 Adult, 1 Child, timed entry {v.r.randint(10,16)}:{v.pick(['00', '30'])}. Barcode {v.pin(12)}. Member no. M{v.pin(7)}. Show this e-mail at the desk."


def c_member_export(v):
    return "constituent_id,membership_level,expires,renewal_code\n" + "\n".join(f"{v.pin(6)},{v.pick(['Individual', 'Family', 'Patron', 'Director Circle'])},2027-{v.r.randint(1,12):02d}-01,RN{v.pin(5)}" for _ in range(4))


def c_checksums(v):
    return "\n".join(f"{v.g.sha256()}  {v.r.randint(1950,2026)}_{v.r.randint(1,300)}_{v.pick(['recto', 'verso', 'detail'])}.tif" for _ in range(4))


def c_exif(v):
    return f"DocumentID: xmp.did:{v.uuid()}\nInstanceID: xmp.iid:{v.uuid()}\nCamera: Phase One IQ4 150MP\nColor profile: eciRGB v2\nOriginal MD5: {v.hexkey(32)}"


def c_env_example(v):
    return ("# .env.example\nTESSITURA_USER=webapi\nTESSITURA_PASSWORD=\nEMUSEUM_API_KEY=<request from collections IT>\nSTRIPE_SECRET_KEY=sk_test_placeholder\nKIOSK_ADMIN_PIN=0000  # set per device\n")


def c_compose(v):
    return f"  cantaloupe:\n    image: islandora/cantaloupe:{v.r.randint(2,3)}.{v.r.randint(0,9)}\n    environment:\n      CANTALOUPE_S3SOURCE_SECRET_KEY: ${{S3_SECRET}}\n      CANTALOUPE_ENDPOINT_ADMIN_SECRET: ${{IIIF_ADMIN_SECRET}}"


def c_commit(v):
    return f"commit {v.g.sha1()}\n\n    exhibitions: add IIIF viewer to {v.pick(['Dutch Golden Age', 'Textiles of the Andes', 'Modern Prints'])} page ({v.hexkey(7)})"


def c_prose(v):
    return v.pick([
        "Volunteers: never write till or kiosk passwords on sticky notes. Ask the duty manager to log you in.",
        "The accession number (e.g. 1987.45.3) identifies the object; it is printed on labels and is public.",
        "IIIF image URLs are public by design for open-access images; rights-restricted masters sit behind the auth service.",
        "Le mot de passe de la base des collections est géré par la DSI; demandez un accès nominatif.",
        "Member numbers are not secret: they appear on the card. Renewals need the member's postcode as well.",
    ]) + f" [{v.pin(3)}]"


def c_lock(v):
    return f"\"openseadragon@4.1.{v.r.randint(0,1)}\":\n  version \"4.1.1\"\n  resolved \"https://registry.yarnpkg.com/openseadragon/-/openseadragon-4.1.1.tgz#{v.g.sha1()}\"\n  integrity sha512-{v.g.b64(64)}"


def c_cert(v):
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(v.g.b64(48) for _ in range(4)) + "\n-----END PUBLIC KEY-----\n# IIIF auth service token verification key"


def c_ark(v):
    return f"ark:/{v.r.randint(10000,99999)}/{v.rand(8, 10, string.ascii_lowercase + '0123456789')}  doi:10.{v.r.randint(1000,9999)}/mus.{v.pin(6)}  wikidata Q{v.r.randint(100000,99999999)}"


def c_gha(v):
    return f"      - name: deploy collections site\n        env:\n          TMS_DB_PASSWORD: ${{{{ secrets.TMS_DB_PASSWORD }}}}\n        run: ./deploy.sh --sha {v.hexkey(40)}"


def c_hook_clean(v):
    content = f"[database]\nhost = tms-sql\nuser = tms_api\npassword = ${{TMS_API_PASSWORD}}\n[iiif]\nbase = https://images.museum.example/iiif/{v.r.randint(2,3)}\n"
    return hook(v, "Read", file_path="/srv/repo/collections-api/config.ini", response={"file": {"content": content}})


def c_audio_guide(v):
    return "stop,object,audio_file,duration\n" + "\n".join(f"{v.r.randint(100,399)},{v.r.randint(1900,2026)}.{v.r.randint(1,99)},stop_{v.hexkey(8)}.mp3,{v.r.randint(45,240)}" for _ in range(4))


def c_loan(v):
    return f"Loan L{v.r.randint(2020,2026)}.{v.r.randint(1,60)}: {v.r.randint(2,40)} objects, courier {v.pick(['J. Ruiz', 'A. Okafor'])}, crate IDs {v.pin(5)}-{v.pin(5)}, air waybill {v.pin(3)}-{v.pin(8)}, indemnity ref GIS-{v.pin(6)}"


def c_ticket_api(v):
    return json.dumps({"orderId": v.r.randint(10**7, 10**8), "performanceId": v.r.randint(1000, 99999), "seats": [], "barcode": v.pin(14), "status": "Paid", "modeOfSale": v.r.randint(1, 20)})


def c_rights(v):
    return f"dc:rights: http://rightsstatements.org/vocab/{v.pick(['InC', 'NoC-US', 'CNE'])}/1.0/\nlicense: https://creativecommons.org/publicdomain/zero/1.0/\nimage_id: {v.uuid()}"


def c_sensor(v):
    return "\n".join(f"{v.pick(['Store A', 'Gallery 3', 'Paper vault'])},{v.hexkey(12).upper()},{v.r.uniform(18,22):.1f}C,{v.r.uniform(40,55):.0f}%RH" for _ in range(4))


def c_chat(v):
    return v.pick([
        "does anyone have the kiosk PIN? I'll ask facilities rather than post it here",
        "the Tessitura API creds are in the password manager under 'Web/TessAPI'",
        "qui a les accès à Axiell ? j'ai fait une demande au service informatique",
        "reset the Bynder token? no — we'll rotate it through the admin UI on Monday",
    ]) + f" ({v.r.randint(1,12)}:{v.r.randint(10,59)})"


def c_jwks(v):
    return json.dumps({"keys": [{"kty": "RSA", "kid": v.hexkey(12), "n": v.g.b64url(256), "e": "AQAB", "alg": "RS256"}]})


def c_b64(v):
    return f"thumbnail_data = 'data:image/png;base64,{v.g.b64(60)}'"


CLEAN = [c_object, c_manifest, c_info_json, c_iiif_url, c_lido, c_order, c_member_export, c_checksums, c_exif, c_env_example, c_compose,
         c_commit, c_prose, c_lock, c_cert, c_ark, c_gha, c_hook_clean, c_audio_guide, c_loan, c_ticket_api, c_rights, c_sensor, c_chat,
         c_jwks, c_b64]


if __name__ == "__main__":
    run("museums", 55003, SECRETS, CLEAN)
