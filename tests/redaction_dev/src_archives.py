# Blind redaction source (round 41, helper "corpora13"). Imports only the standard library and _tokens.py.
import base64
import hashlib
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B32  # noqa: E402

LOW = string.ascii_lowercase
DIG = string.digits
WORDLIST = ["amber", "harbor", "lantern", "maple", "quartz", "tundra", "velvet", "meadow", "copper", "falcon",
            "orchid", "pebble", "saffron", "thistle", "walnut", "glacier", "cinder", "willow", "magnet", "prairie",
            "otter", "basalt", "juniper", "mosaic", "nectar", "raven", "sierra", "tango", "umber", "zephyr"]


class Mix:
    def __init__(self, seed):
        self.g = Gen(seed)
        self.r = self.g.r
        self.secrets = []
        self.clean = []

    # value shapes
    def passphrase(self, sep=None):
        sep = sep or self.r.choice(["-", ".", "_"])
        return sep.join(self.r.choice(WORDLIST) for _ in range(self.r.randint(3, 5)))

    def wordpw(self, words=None):
        w = self.r.choice(words or ["Sommer", "Harbor", "Kestrel", "Mariposa", "Lumen", "Nordlicht", "Atlas",
                                     "Pelican", "Zebra", "Quokka", "Ginkgo", "Matrix"])
        return w + str(self.r.randint(1, 2029)) + self.r.choice(["!", "#", "$", "%", ".", "?", "*", "&", "+", "@", ""])

    def pin(self, n=None):
        return self.g.s(DIG, n or self.r.choice([4, 5, 6]))

    def legacy(self):
        return self.g.s(LOW + DIG, self.r.randint(6, 8))

    def hexk(self, n=32):
        return self.g.hexs(n)

    def b64k(self, n=32):
        return self.g.b64(n)

    def alnum(self, n):
        return self.g.s(B62, n)

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
            return self.g.human_pw()
        if k == 8:
            return self.g.s(B62 + "!#%^*-_+=", self.r.randint(10, 20))
        return self.alnum(self.r.randint(12, 24))

    def basic(self, u, p):
        return base64.b64encode(f"{u}:{p}".encode()).decode()

    def user(self):
        return self.r.choice(["svc", "ops", "admin", "deploy", "backup", "api", "sync", "integration", "jdoe",
                              "mvargas", "lkowalski", "akimura", "tnguyen", "ebrandt", "rpatel"]) + self.r.choice(["", str(self.r.randint(1, 99)), "_" + self.g.s(LOW, 3)])

    def ip(self, private=True):
        if private:
            return f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"
        return f"{self.r.randint(23, 212)}.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"

    def ts(self):
        return f"2026-{self.r.randint(1, 11):02d}-{self.r.randint(1, 28):02d}T{self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}:{self.r.randint(0, 59):02d}Z"

    def hook(self, tool, inp, output=None):
        d = {"session_id": self.g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": inp}
        if output is not None:
            d["tool_response"] = output
        return json.dumps(d, ensure_ascii=False)

    def add(self, cls, text, secrets):
        assert cls in ("self-identifying", "name-context", "structural"), cls
        assert secrets
        for s in secrets:
            assert s and s in text, (s, text)
        self.secrets.append((cls, text, list(secrets)))

    def write(self, family):
        assert len(self.secrets) == 250 and len(self.clean) == 100, (len(self.secrets), len(self.clean))
        with open(HERE / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
            for i, (cls, text, secrets) in enumerate(self.secrets, 1):
                f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text,
                                    "secrets": secrets}, ensure_ascii=False) + "\n")
        with open(HERE / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
            for i, text in enumerate(self.clean, 1):
                f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")


def run(family, seed, secret_templates, clean_templates):
    m = Mix(seed)
    i = 0
    while len(m.secrets) < 250:
        secret_templates[i % len(secret_templates)](m)
        i += 1
    i = 0
    while len(m.clean) < 100:
        m.clean.append(clean_templates[i % len(clean_templates)](m))
        i += 1
    m.write(family)

"""archives: museums, libraries' digital archives and DAM systems (IIIF servers, Omeka, ArchivesSpace,
Islandora/Fedora, Preservica, ResourceSpace, CollectiveAccess, AtoM, Archivematica, museum collection APIs,
digitisation pipelines, Internet Archive / Wikimedia Commons uploads, DOI and Handle registration)."""

SI, NC, ST = "self-identifying", "name-context", "structural"


def inst(m):
    return m.r.choice(["stadtarchiv-example", "museum-of-example", "example-university-library", "county-record-office", "rijks-example", "musee-example"])


def s_omeka_dbini(m):
    p = m.pw()
    text = f"$ cat /var/www/omeka-s/config/database.ini\nuser     = \"omeka\"\npassword = \"{p}\"\ndbname   = \"omeka_s\"\nhost     = \"localhost\"\n;port     =\n;unix_socket =\n;log_path =\n"
    m.add(NC, text, [p])


def s_omeka_classic(m):
    p = m.pw()
    text = f"[database]\nhost     = \"db.{inst(m)}.internal\"\nusername = \"omeka_user\"\npassword = \"{p}\"\ndbname   = \"omeka\"\nprefix   = \"omeka_\"\ncharset  = \"utf8\"\n"
    m.add(NC, text, [p])


def s_omeka_api(m):
    ki, kc = m.g.s(B62, 32), m.g.s(B62, 32)
    text = (f"$ curl -s 'https://collections.{inst(m)}.org/api/items?item_set_id=412&key_identity={ki}&key_credential={kc}' -X PATCH -H 'Content-Type: application/json' -d @item.json\n")
    m.add(ST, text, [kc])


def s_omeka_py(m):
    ki, kc = m.g.s(B62, 32), m.g.s(B62, 32)
    text = f"# bulk import from the cataloguing spreadsheet\nOMEKA_URL = 'https://omeka.{inst(m)}.org/api'\nKEY_IDENTITY = '{ki}'\nKEY_CREDENTIAL = '{kc}'\nparams = {{'key_identity': KEY_IDENTITY, 'key_credential': KEY_CREDENTIAL}}\n"
    m.add(NC, text, [kc])


def s_aspace_dburl(m):
    p = m.pw()
    text = (f"AppConfig[:db_url] = \"jdbc:mysql://localhost:3306/archivesspace?user=as&password={p}&useUnicode=true&characterEncoding=UTF-8\"\n"
            "AppConfig[:solr_url] = \"http://localhost:8983/solr/archivesspace\"\nAppConfig[:enable_backend] = true\n")
    m.add(ST, text, [p])


def s_aspace_secrets(m):
    a, b, c = m.g.s(B62, 24), m.g.s(B62, 24), m.hexk(64)
    text = (f"# config/config.rb\nAppConfig[:search_user_secret] = \"{a}\"\nAppConfig[:public_user_secret] = \"{b}\"\nAppConfig[:frontend_cookie_secret] = \"{c}\"\n"
            "AppConfig[:frontend_proxy_url] = \"https://aspace.example.edu/staff\"\n")
    m.add(NC, text, [a, b, c])


def s_aspace_login(m):
    p = m.pw()
    sess = m.hexk(64)
    text = (f"$ curl -s -F password='{p}' 'http://localhost:8089/users/admin/login'\n{{\"session\":\"{sess}\",\"user\":{{\"lock_version\":12,\"username\":\"admin\",\"name\":\"Administrator\",\"is_system_user\":true}}}}\n")
    m.add(NC, text, [p, sess])


def s_aspace_session(m):
    sess = m.hexk(64)
    text = (f"$ curl -H \"X-ArchivesSpace-Session: {sess}\" 'http://localhost:8089/repositories/2/resources/{m.r.randint(1,900)}' | jq .title\n\"Papers of the Example Family, 1842-1931\"\n")
    m.add(ST, text, [sess])


def s_asnake(m):
    p = m.pw()
    text = f"# ~/.archivessnake.yml\nbaseurl: https://aspace-api.{inst(m)}.org\nusername: {m.user()}\npassword: {p}\nretry_with_auth: true\n"
    m.add(ST, text, [p])


def s_asnake_py(m):
    p = m.pw()
    text = ("from asnake.client import ASnakeClient\n" f"client = ASnakeClient(baseurl='http://localhost:8089', username='{m.user()}', password='{p}')\nclient.authorize()\n"
            "for r in client.get_paged('repositories/2/archival_objects'):\n    ...\n")
    m.add(ST, text, [p])


def s_fedora_tomcat(m):
    p = m.pw()
    text = (f"<tomcat-users xmlns=\"http://tomcat.apache.org/xml\" version=\"1.0\">\n  <role rolename=\"fedoraAdmin\"/>\n  <role rolename=\"fedoraUser\"/>\n"
            f"  <user username=\"fedoraAdmin\" password=\"{p}\" roles=\"fedoraAdmin\"/>\n  <user username=\"fedoraUser\" password=\"{m.legacy()}\" roles=\"fedoraUser\"/>\n</tomcat-users>\n")
    p2 = text.split('password="')[2].split('"')[0]
    m.add(ST, text, [p, p2])


def s_fedora_curl(m):
    p = m.pw()
    text = (f"$ curl -u fedoraAdmin:{p} -X PUT -H 'Content-Type: text/turtle' --data-binary @obj.ttl http://localhost:8080/fcrepo/rest/{m.g.uuid()[:8]}\nHTTP/1.1 201 Created\n")
    m.add(ST, text, [p])


def s_fcrepo_props(m):
    p = m.pw()
    text = (f"# fcrepo.properties\nfcrepo.home=/opt/fcrepo/home\nfcrepo.db.url=jdbc:postgresql://localhost:5432/fcrepo\nfcrepo.db.user=fcrepo\nfcrepo.db.password={p}\nfcrepo.ocfl.staging=/opt/fcrepo/staging\n")
    m.add(NC, text, [p])


def s_drupal_settings(m):
    p = m.pw()
    salt = m.g.b64url(55)
    text = ("$databases['default']['default'] = [\n  'database' => 'drupal_default',\n  'username' => 'drupal',\n" f"  'password' => '{p}',\n  'host' => 'mariadb',\n  'port' => '3306',\n"
            "  'driver' => 'mysql',\n];\n" f"$settings['hash_salt'] = '{salt}';\n$settings['config_sync_directory'] = '/var/www/drupal/config/sync';\n")
    m.add(NC, text, [p, salt])


def s_islandora_jwt(m):
    blk, line = m.g.pem("RSA PRIVATE KEY")
    text = f"# isle-dc: secrets/live/JWT_PRIVATE_KEY (mounted into drupal, alpaca, houdini, milliner)\n{blk}\n"
    m.add(SI, text, [line])


def s_syn(m):
    t = m.g.s(B62, 32)
    text = ("<config version='1'>\n  <site url='http://islandora.traefik.me' algorithm='RS256' encoding='PEM' anonymous='true' default='true' path='/opt/keys/jwt/public.key'/>\n"
            f"  <token user='islandoraAdmin' roles='fedoraAdmin'>{t}</token>\n</config>\n")
    m.add(NC, text, [t])


def s_isle_env(m):
    a, b = m.pw(), m.pw()
    text = (f"# isle-dc .env (committed in 2024, found during audit)\nDRUPAL_DEFAULT_ACCOUNT_PASSWORD={a}\nDB_ROOT_PASSWORD={b}\nACTIVEMQ_WEB_ADMIN_PASSWORD={m.legacy()}\nENVIRONMENT=production\n")
    c = text.split("ACTIVEMQ_WEB_ADMIN_PASSWORD=")[1].split("\n")[0]
    m.add(NC, text, [a, b, c])


def s_preservica_props(m):
    p = m.pw()
    text = (f"$ cat credentials.properties\n[credentials]\nusername={m.user()}@{inst(m)}.org\npassword={p}\ntenant=EXAMPLE\nserver={m.r.choice(['eu','us','au','ca'])}.preservica.com\n")
    m.add(NC, text, [p])


def s_preservica_py(m):
    p = m.pw()
    text = ("from pyPreservica import *\n" f"client = EntityAPI(username=\"{m.user()}@{inst(m)}.org\", password=\"{p}\", tenant=\"EXAMPLE\", server=\"eu.preservica.com\")\n"
            "folder = client.folder(\"" + m.g.uuid() + "\")\nprint(folder.title)\n")
    m.add(ST, text, [p])


def s_preservica_token(m):
    t = m.g.uuid()
    text = (f"$ curl -s -H 'Preservica-Access-Token: {t}' 'https://eu.preservica.com/api/entity/information-objects/{m.g.uuid()}' | xmllint --format - | head -5\n")
    m.add(ST, text, [t])


def s_preservica_2fa(m):
    s = m.g.s(B32, 32)
    p = m.pw()
    text = f"[credentials]\nusername=ingest-bot@{inst(m)}.org\npassword={p}\ntenant=EXAMPLE\nserver=eu.preservica.com\nshared_secret={s}\n"
    m.add(NC, text, [p, s])


def s_rs_config(m):
    p = m.pw()
    sk = m.g.s(B62, 32)
    ask = m.g.s(B62, 32)
    text = (f"<?php\n# ResourceSpace include/config.php\n$mysql_server = 'localhost';\n$mysql_username = 'resourcespace_rw';\n$mysql_password = '{p}';\n$mysql_db = 'resourcespace';\n"
            f"$baseurl = 'https://dam.{inst(m)}.org';\n$scramble_key = '{sk}';\n$api_scramble_key = '{ask}';\n")
    m.add(NC, text, [p, sk, ask])


def s_rs_api(m):
    k = m.hexk(64)
    text = ("import hashlib, requests\n" f"PRIVATE_KEY = '{k}'\nUSER = 'apiuser'\nq = f'user={{USER}}&function=do_search&search=%21collection12'\n"
            "sign = hashlib.sha256((PRIVATE_KEY + q).encode()).hexdigest()\nr = requests.get(f'https://dam.example.org/api/?{q}&sign={sign}')\n")
    m.add(NC, text, [k])


def s_ca_setup(m):
    p = m.pw()
    text = ("<?php\n# CollectiveAccess setup.php\ndefine(\"__CA_DB_HOST__\", 'localhost');\ndefine(\"__CA_DB_USER__\", 'ca');\n" f"define(\"__CA_DB_PASSWORD__\", '{p}');\n"
            "define(\"__CA_DB_DATABASE__\", 'collectiveaccess');\ndefine(\"__CA_APP_DISPLAY_NAME__\", \"Collections Providence\");\n")
    m.add(NC, text, [p])


def s_atom_cfg(m):
    p = m.pw()
    text = ("<?php\nreturn array(\n  'all' => array(\n    'propel' => array(\n      'class' => 'sfPropelDatabase',\n      'param' => array(\n        'encoding' => 'utf8mb4',\n"
            f"        'dsn' => 'mysql:dbname=atom;host=localhost;port=3306',\n        'username' => 'atom',\n        'password' => '{p}',\n      ),\n    ),\n  ),\n);\n")
    m.add(NC, text, [p])


def s_atom_rest(m):
    k = m.hexk(16)
    text = f"$ curl -H 'REST-API-Key: {k}' 'https://atom.{inst(m)}.org/index.php/api/informationobjects?sq0=ledger&limit=5'\n"
    m.add(ST, text, [k])


def s_am_ss(m):
    k = m.hexk(40)
    text = (f"$ curl -s -H \"Authorization: ApiKey admin:{k}\" http://archivematica-ss:8000/api/v2/file/?package_type=AIP | jq '.meta.total_count'\n{m.r.randint(100,9000)}\n")
    m.add(ST, text, [k])


def s_am_automation(m):
    k1, k2 = m.hexk(40), m.hexk(40)
    text = (f"python -m transfers.transfer --am-url http://archivematica:80 --ss-url http://archivematica-ss:8000 \\\n  --user analyst --api-key {k1} \\\n  --ss-user admin --ss-api-key {k2} \\\n"
            f"  --transfer-source {m.g.uuid()} --config-file transfers.conf\n")
    m.add(NC, text, [k1, k2])


def s_am_django(m):
    k = m.g.s(B62 + "!@#%^&*(-_=+)", 50)
    text = f"Environment=ARCHIVEMATICA_DASHBOARD_DJANGO_SECRET_KEY={k}\nEnvironment=ARCHIVEMATICA_DASHBOARD_CLIENT_PASSWORD={m.pw()}\nEnvironment=ARCHIVEMATICA_DASHBOARD_CLIENT_HOST=mysql\n"
    p = text.split("CLIENT_PASSWORD=")[1].split("\n")[0]
    m.add(NC, text, [k, p])


def s_cantaloupe(m):
    sk = m.g.aws_secret()
    ak = m.g.aws_akid()
    text = (f"# cantaloupe.properties\nsource.static = S3Source\nS3Source.endpoint = https://s3.eu-central-1.amazonaws.com\nS3Source.access_key_id = {ak}\nS3Source.secret_access_key = {sk}\n"
            "S3Source.BasicLookupStrategy.bucket.name = iiif-masters\nprocessor.selection_strategy = ManualSelectionStrategy\n")
    m.add(SI, text, [ak, sk])


def s_cantaloupe_admin(m):
    p = m.pw()
    text = f"endpoint.admin.enabled = true\nendpoint.admin.username = admin\nendpoint.admin.secret = {p}\nendpoint.api.enabled = true\nendpoint.api.username = ops\nendpoint.api.secret = {m.pw()}\n"
    p2 = text.split("endpoint.api.secret = ")[1].strip()
    m.add(NC, text, [p, p2])


def s_cantaloupe_azure(m):
    k = m.g.b64(64)
    text = f"source.static = AzureStorageSource\nAzureStorageSource.account_name = iiifmasters{m.pin(3)}\nAzureStorageSource.account_key = {k}\nAzureStorageSource.container_name = tiffs\n"
    m.add(NC, text, [k])


def s_iiif_auth(m):
    t = m.g.s(URLSAFE, 43)
    text = (f"GET /iiif/3/{m.g.uuid()}/full/max/0/default.jpg HTTP/1.1\nHost: images.{inst(m)}.org\nAuthorization: Bearer {t}\nOrigin: https://viewer.{inst(m)}.org\n\n"
            "HTTP/1.1 200 OK\nContent-Type: image/jpeg\n")
    m.add(ST, text, [t])


def s_europeana(m):
    k = m.g.s(LOW, m.r.randint(8, 12))
    text = f"$ curl 'https://api.europeana.eu/record/v2/search.json?wskey={k}&query=who:%22Vermeer%22&rows=12&profile=minimal' | jq '.totalResults'\n{m.r.randint(10,900)}\n"
    m.add(ST, text, [k])


def s_smithsonian(m):
    k = m.g.s(B62, 40)
    text = f"SI_API = 'https://api.si.edu/openaccess/api/v1.0/search'\nparams = {{'q': 'online_media_type:Images AND unit_code:NMAH', 'rows': 100, 'api_key': '{k}'}}\n"
    m.add(NC, text, [k])


def s_rijks(m):
    k = m.g.s(B62, 8)
    text = f"fetch(`https://www.rijksmuseum.nl/api/nl/collection?key={k}&involvedMaker=Rembrandt+van+Rijn&ps=50`).then(r => r.json())\n"
    m.add(ST, text, [k])


def s_harvard(m):
    k = m.g.uuid()
    text = f"HARVARD_ART_MUSEUMS_APIKEY={k}\n# https://api.harvardartmuseums.org/object?apikey=$HARVARD_ART_MUSEUMS_APIKEY&classification=Prints\n"
    m.add(NC, text, [k])


def s_cooperhewitt(m):
    k = m.hexk(32)
    text = f"$ curl -X GET 'https://api.collection.cooperhewitt.org/rest/?method=cooperhewitt.objects.getInfo&access_token={k}&object_id=18704235'\n"
    m.add(ST, text, [k])


def s_dpla(m):
    k = m.hexk(32)
    text = f"import dpla\nclient = DPLA('{k}')\nresults = client.search('suffrage', fields=['sourceResource.title', 'isShownAt'], page_size=100)\n"
    m.add(NC, text, [k])


def s_trove(m):
    k = m.g.s(B62, 32)
    text = f"headers = {{'X-API-KEY': '{k}'}}\nr = requests.get('https://api.trove.nla.gov.au/v3/result', params={{'q': 'shipwreck', 'category': 'newspaper'}}, headers=headers)\n"
    m.add(ST, text, [k])


def s_cloudinary(m):
    key, sec = m.pin(15), m.g.s(URLSAFE, 27)
    text = f"CLOUDINARY_URL=cloudinary://{key}:{sec}@{inst(m).replace('-', '')}\n"
    m.add(ST, text, [sec])


def s_bynder(m):
    t = m.hexk(64)
    text = f"# DAM sync (Bynder → website)\nBYNDER_DOMAIN={inst(m)}.bynder.com\nBYNDER_PERMANENT_TOKEN={t}\nBYNDER_COLLECTION=press-images\n"
    m.add(NC, text, [t])


def s_canto(m):
    t = m.g.s(B62, 40)
    text = f"$ curl -H 'Authorization: Bearer {t}' 'https://{inst(m)}.canto.global/api/v1/search?keyword=exhibition&scheme=image&limit=100'\n"
    m.add(ST, text, [t])


def s_emu(m):
    p = m.pw()
    text = f"# texxmlserver connection for the EMu web export\nemu.host=emu.{inst(m)}.internal\nemu.port=40000\nemu.user=webexport\nemu.password={p}\nemu.module=ecatalogue\n"
    m.add(NC, text, [p])


def s_tms(m):
    p = m.pw()
    text = f"$connStr = \"Server=TMS-SQL01;Database=TMS;User ID=tmsweb;Password={p};TrustServerCertificate=True\"\nInvoke-Sqlcmd -ConnectionString $connStr -Query \"SELECT TOP 10 ObjectNumber FROM Objects\"\n"
    m.add(ST, text, [p])


def s_emuseum(m):
    k = m.g.s(B62, 32)
    text = f"$ wget -O objects.json 'https://collections.{inst(m)}.org/search/*/objects/json?key={k}&filter=onview%3Atrue'\n"
    m.add(ST, text, [k])


def s_ia_ini(m):
    a, s = m.g.s(B62, 16), m.g.s(B62, 16)
    text = f"$ cat ~/.config/internetarchive/ia.ini\n[s3]\naccess = {a}\nsecret = {s}\n\n[cookies]\nlogged-in-user = digitisation%40{inst(m)}.org\nlogged-in-sig = {m.g.s(B62 + '%', 60)}\n"
    sig = text.split("logged-in-sig = ")[1].strip()
    m.add(NC, text, [s, sig])


def s_ia_low(m):
    a, s = m.g.s(B62, 16), m.g.s(B62, 16)
    text = (f"$ curl --location --header 'x-amz-auto-make-bucket:1' --header 'x-archive-meta-mediatype:texts' --header 'authorization: LOW {a}:{s}' \\\n"
            f"    --upload-file parish_register_1788.pdf http://s3.us.archive.org/{inst(m)}-parish-registers/parish_register_1788.pdf\n")
    m.add(ST, text, [s])


def s_commons_bot(m):
    bp = m.g.s(LOW + DIG, 32)
    text = f"# user-password.py (pywikibot)\n('DigitisationUploader', BotPassword('BatchUpload', '{bp}'))\n"
    m.add(NC, text, [bp])


def s_commons_login(m):
    bp = m.g.s(LOW + DIG, 32)
    text = (f"$ python upload.py -lang:commons -family:commons -user:'Archivbot@BatchUpload' -password:'{bp}' -keep -noverify ./scans/*.tif\n")
    m.add(NC, text, [bp])


def s_flickr(m):
    k, s = m.hexk(32), m.hexk(16)
    text = f"FLICKR_API_KEY={k}\nFLICKR_API_SECRET={s}\n# Flickr Commons uploads for the photo archive\n"
    m.add(NC, text, [k, s])


def s_datacite(m):
    p = m.pw()
    b = m.basic("EXAMPLE.ARCHIVE", p)
    text = (f"POST /dois HTTP/1.1\nHost: api.datacite.org\nContent-Type: application/vnd.api+json\nAuthorization: Basic {b}\n\n"
            "{\"data\":{\"type\":\"dois\",\"attributes\":{\"prefix\":\"10.80123\",\"event\":\"publish\"}}}\n")
    m.add(ST, text, [b])


def s_crossref(m):
    p = m.pw()
    text = f"$ curl -F 'operation=doMDUpload' -F 'login_id={m.user()}' -F 'login_passwd={p}' -F 'fname=@batch_{m.pin(6)}.xml' https://doi.crossref.org/servlet/deposit\n"
    m.add(ST, text, [p])


def s_handle(m):
    p = m.passphrase()
    text = f"$ hdl-admintool\n...\nAuthenticating as 0.NA/20.500.{m.r.randint(10000,12999)} index 300\nPrivate key: /hs/svr_1/admpriv.bin\nPassphrase: {p}\nAuthenticated.\n"
    m.add(NC, text, [p])


def s_zenodo(m):
    t = m.g.s(B62, 60)
    text = f"ACCESS_TOKEN = '{t}'\nr = requests.post('https://zenodo.org/api/deposit/depositions', params={{'access_token': ACCESS_TOKEN}}, json={{}})\n"
    m.add(NC, text, [t])


def s_transkribus(m):
    u, p = m.user() + "@" + inst(m) + ".org", m.pw()
    text = (f"$ curl -s -X POST https://account.readcoop.eu/auth/realms/readcoop/protocol/openid-connect/token \\\n  -d grant_type=password -d client_id=processing-api-client \\\n"
            f"  -d username={u} -d password='{p}'\n")
    m.add(ST, text, [p])


def s_goobi(m):
    p = m.pw()
    text = f"# goobi_config.properties\nldap_use=false\nMetsEditorDefaultPagination=uncounted\ndbPassword={p}\nExportFilesFromOptionalMetsFileGroups=true\n"
    m.add(NC, text, [p])


def s_scanstation(m):
    p = m.pw()
    text = f"$ cat /etc/samba/creds-scanner\nusername=scanstation02\npassword={p}\ndomain=ARCHIV\n$ grep capture /etc/fstab\n//nas01/capture /mnt/capture cifs credentials=/etc/samba/creds-scanner,uid=1000 0 0\n"
    m.add(ST, text, [p])


def s_rclone(m):
    kid = "005" + m.hexk(22)
    key = "K005" + m.g.s(B62 + "/+", 27)
    text = f"[b2-preservation]\ntype = b2\naccount = {kid}\nkey = {key}\nhard_delete = false\n"
    m.add(NC, text, [key])


def s_s3_aws(m):
    a, s = m.g.aws_akid(), m.g.aws_secret()
    text = f"# digitisation/upload_masters.sh\nexport AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\naws s3 sync /mnt/capture/batch_{m.pin(4)} s3://{inst(m)}-tiff-masters/ --storage-class DEEP_ARCHIVE\n"
    m.add(SI, text, [a, s])


def s_vision(m):
    k = m.g.google_api()
    text = f"OCR_ENDPOINT = 'https://vision.googleapis.com/v1/images:annotate?key={k}'\n# handwriting pass for the 1890s ledgers\n"
    m.add(SI, text, [k])


def s_openai_meta(m):
    k = m.g.openai()
    text = f"# metadata enrichment experiment (describe photos for catalogue drafts)\nOPENAI_API_KEY={k}\nMODEL=gpt-4o-mini\n"
    m.add(SI, text, [k])


def s_gh(m):
    t = m.g.gh_fine()
    org = inst(m)
    text = f"$ git remote -v\norigin\thttps://oauth2:{t}@github.com/{org}/iiif-manifests.git (fetch)\norigin\thttps://oauth2:{t}@github.com/{org}/iiif-manifests.git (push)\n"
    m.add(SI, text, [t])


def s_dspace(m):
    p = m.pw()
    text = f"# local.cfg\ndspace.server.url = https://repository.{inst(m)}.org/server\ndb.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\ndb.password = {p}\nmail.server.password = {m.pw()}\n"
    p2 = text.split("mail.server.password = ")[1].strip()
    m.add(NC, text, [p, p2])


def s_solr(m):
    p = m.pw()
    text = f"$ curl --user solr:{p} 'http://localhost:8983/solr/admin/cores?action=STATUS&core=blacklight-core'\n"
    m.add(ST, text, [p])


def s_mysql_dump(m):
    p = m.pw()
    text = f"#!/bin/sh\n# nightly dump of the collections database\nmysqldump -u omeka -p'{p}' --single-transaction omeka_s | gzip > /backup/omeka_s_$(date +%F).sql.gz\n"
    m.add(ST, text, [p])


def s_pg_url(m):
    p = m.pw()
    text = f"DATABASE_URL=postgresql://spotlight:{p}@pg.{inst(m)}.internal:5432/spotlight_production\nSOLR_URL=http://solr:8983/solr/spotlight\n"
    m.add(ST, text, [p])


def s_hook_read(m):
    p = m.pw()
    content = f"user     = \"omeka\"\npassword = \"{p}\"\ndbname   = \"omeka_s\"\nhost     = \"db\"\n"
    text = m.hook("Read", {"file_path": "/srv/omeka-s/config/database.ini"}, {"type": "text", "file": {"filePath": "/srv/omeka-s/config/database.ini", "content": content, "numLines": 4}})
    m.add(NC, text, [p])


def s_hook_bash(m):
    k = m.hexk(40)
    cmd = f"curl -s -H 'Authorization: ApiKey admin:{k}' http://localhost:62081/api/v2/location/ | jq '.objects[].purpose'"
    text = m.hook("Bash", {"command": cmd, "description": "List storage locations"}, {"stdout": "\"AS\"\n\"TS\"\n\"BL\"\n", "stderr": ""})
    m.add(ST, text, [k])


def s_diff(m):
    p = m.pw()
    text = ("diff --git a/ansible/roles/cantaloupe/templates/cantaloupe.properties.j2 b/ansible/roles/cantaloupe/templates/cantaloupe.properties.j2\n@@ -88,7 +88,7 @@\n endpoint.admin.enabled = true\n endpoint.admin.username = admin\n"
            f"-endpoint.admin.secret = {{{{ cantaloupe_admin_secret }}}}\n+endpoint.admin.secret = {p}\n")
    m.add(NC, text, [p])


def s_notebook(m):
    k = m.g.s(LOW, 10)
    src = ["import requests, pandas as pd\n", f"WSKEY = '{k}'\n", "r = requests.get('https://api.europeana.eu/record/v2/search.json', params={'wskey': WSKEY, 'query': 'Delft', 'rows': 100})\n", "df = pd.json_normalize(r.json()['items'])"]
    text = json.dumps({"cells": [{"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [], "source": src}], "nbformat": 4, "nbformat_minor": 5}, indent=1)
    m.add(NC, text, [k])


def s_chat(m):
    p = m.pw()
    lang = m.r.randint(0, 6)
    msgs = [f"the ResourceSpace admin password got reset during the upgrade, it's {p} for now — please change it after you log in",
            f"Hoi, het wachtwoord van het scanstation (Capture One account) is {p}. Niet delen met de vrijwilligers.",
            f"Salut, pour l'import Omeka le mot de passe du compte API est {p}, je le change vendredi.",
            f"Hallo, das Passwort für den Preservica-Ingest-Account lautet {p} — bitte nicht ins Confluence.",
            f"Ciao, la password dell'utente admin di ArchivesSpace è {p}, l'ho cambiata dopo la migrazione.",
            f"Hola, la contraseña de la base de datos de CollectiveAccess es {p}.",
            f"Hej, lösenordet till DAM-systemets servicekonto är {p}."]
    m.add(NC, f"[{m.ts()}] {m.user()}: {msgs[lang]}", [p])


def s_ticket(m):
    u, p = m.user(), m.pw()
    text = (f"JIRA DIGI-{m.r.randint(100,999)}: Goobi export to Fedora fails with 401\nSteps: export task 'Export to repository' uses account {u} / {p} (set in the plugin config).\n"
            "Expected: objects created under /fcrepo/rest/digitised/. Actual: HTTP 401 Unauthorized.\n")
    m.add(ST, text, [p])


def s_stacktrace(m):
    p = m.pw()
    text = ("org.fcrepo.client.FcrepoOperationFailedException: error while executing POST on http://fcrepo:8080/fcrepo/rest/ingest: 401 Unauthorized\n"
            "\tat org.fcrepo.client.FcrepoClient.executeRequest(FcrepoClient.java:402)\n\tat ca.islandora.alpaca.indexing.fcrepo.FcrepoIndexer.configure(FcrepoIndexer.java:88)\n"
            f"Caused by: config fcrepo.authUsername=alpaca fcrepo.authPassword={p} fcrepo.baseUrl=http://fcrepo:8080/fcrepo/rest\n")
    m.add(NC, text, [p])


def s_activemq(m):
    p = m.pw()
    text = f"# alpaca.properties\njms.brokerUrl=tcp://activemq:61616\njms.username=admin\njms.password={p}\nfcrepo.indexer.enabled=true\n"
    m.add(NC, text, [p])


def s_mediawiki(m):
    p = m.pw()
    sk = m.hexk(64)
    text = f"# LocalSettings.php (exhibition wiki)\n$wgDBuser = \"wikiuser\";\n$wgDBpassword = \"{p}\";\n$wgSecretKey = \"{sk}\";\n$wgUpgradeKey = \"{m.hexk(16)}\";\n"
    uk = text.split('$wgUpgradeKey = "')[1].split('"')[0]
    m.add(NC, text, [p, sk, uk])


def s_iiif_s3_url(m):
    a, s = m.g.s(UPPER + DIG, 20), m.g.s(B62, 40)
    text = f"$ mc alias set minio-archive https://minio.{inst(m)}.internal {a} {s}\nAdded `minio-archive` successfully.\n"
    m.add(NC, text, [s])


def s_wasabi_url(m):
    a, s = m.g.s(UPPER + DIG, 20), m.g.s(B62, 40)
    text = f"rclone copy /mnt/masters :s3,provider=Wasabi,access_key_id={a},secret_access_key={s},endpoint=s3.eu-central-2.wasabisys.com:{inst(m)}-masters -P\n"
    m.add(ST, text, [s])


def s_ftp_vendor(m):
    u, p = m.user(), m.pw()
    text = f"Digitisation vendor delivery: ftp://{u}:{p}@ftp.scan-vendor.example.com/deliveries/batch_{m.pin(3)}/ (TIFF masters + checksums)\n"
    m.add(ST, text, [p])


def s_sftp_vendor_chat(m):
    p = m.pw()
    text = f"Dear colleagues, the SFTP account for returning the digitised volumes is museum_{m.pin(3)}, password {p}. Please upload the MD5 manifest alongside the images."
    m.add(ST, text, [p])


def s_wordpress(m):
    p = m.pw()
    keys = [m.g.s(B62 + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64) for _ in range(2)]
    text = f"define( 'DB_PASSWORD', '{p}' );\ndefine( 'AUTH_KEY',         '{keys[0]}' );\ndefine( 'SECURE_AUTH_KEY',  '{keys[1]}' );\n"
    m.add(NC, text, [p] + keys)


def s_mukurtu_ldap(m):
    p = m.pw()
    text = f"ldap:\n  host: ldap.{inst(m)}.org\n  bind_dn: cn=dam-svc,ou=services,dc=example,dc=org\n  bind_password: {p}\n  base: ou=staff,dc=example,dc=org\n"
    m.add(NC, text, [p])


def s_samvera(m):
    k = m.hexk(128)
    text = f"# config/secrets.yml (Hyrax)\nproduction:\n  secret_key_base: {k}\n  fedora_url: http://fcrepo:8080/rest\n"
    m.add(NC, text, [k])


SECRET_T = [s_omeka_dbini, s_aspace_dburl, s_fedora_tomcat, s_preservica_props, s_rs_config, s_cantaloupe, s_europeana, s_ia_ini, s_am_ss,
            s_chat, s_omeka_api, s_aspace_secrets, s_fedora_curl, s_preservica_py, s_rs_api, s_cantaloupe_admin, s_smithsonian, s_ia_low,
            s_am_automation, s_ticket, s_omeka_py, s_aspace_login, s_fcrepo_props, s_preservica_token, s_ca_setup, s_cantaloupe_azure,
            s_rijks, s_commons_bot, s_am_django, s_stacktrace, s_omeka_classic, s_aspace_session, s_drupal_settings, s_preservica_2fa,
            s_atom_cfg, s_iiif_auth, s_harvard, s_commons_login, s_datacite, s_hook_read, s_asnake, s_islandora_jwt, s_atom_rest,
            s_cooperhewitt, s_flickr, s_crossref, s_hook_bash, s_asnake_py, s_syn, s_dpla, s_cloudinary, s_handle, s_diff, s_isle_env,
            s_trove, s_bynder, s_zenodo, s_notebook, s_canto, s_transkribus, s_emu, s_goobi, s_tms, s_scanstation, s_emuseum, s_rclone,
            s_s3_aws, s_vision, s_openai_meta, s_gh, s_dspace, s_solr, s_mysql_dump, s_pg_url, s_activemq, s_mediawiki, s_iiif_s3_url,
            s_wasabi_url, s_ftp_vendor, s_sftp_vendor_chat, s_wordpress, s_mukurtu_ldap, s_samvera]


# ---------------- clean
def c_manifest(m):
    u = m.g.uuid()
    return json.dumps({"@context": "http://iiif.io/api/presentation/3/context.json", "id": f"https://iiif.{inst(m)}.org/manifest/{u}", "type": "Manifest",
                       "label": {"en": [f"Letter book, vol. {m.r.randint(1,40)}"]}, "items": [{"id": f"https://iiif.{inst(m)}.org/canvas/{m.g.uuid()}", "type": "Canvas", "height": 6000, "width": 4500,
                       "items": [{"type": "AnnotationPage", "items": [{"type": "Annotation", "motivation": "painting", "body": {"id": f"https://images.example.org/iiif/3/{m.hexk(32)}/full/max/0/default.jpg",
                       "service": [{"id": f"https://images.example.org/iiif/3/{m.hexk(32)}", "type": "ImageService3", "profile": "level2"}]}}]}]}]}, indent=1)


def c_infojson(m):
    return json.dumps({"@context": "http://iiif.io/api/image/3/context.json", "id": f"https://images.{inst(m)}.org/iiif/3/{m.hexk(32)}", "type": "ImageService3", "protocol": "http://iiif.io/api/image",
                       "width": m.r.randint(2000, 12000), "height": m.r.randint(2000, 12000), "profile": "level2", "tiles": [{"width": 512, "scaleFactors": [1, 2, 4, 8, 16]}],
                       "service": [{"id": "https://auth.example.org/iiif/auth/v2/probe", "type": "AuthProbeService2"}]}, indent=1)


def c_bagit(m):
    return (f"$ cat bag-info.txt\nSource-Organization: {inst(m)}\nBagging-Date: 2026-11-{m.r.randint(1,28):02d}\nPayload-Oxum: {m.r.randint(10**8,10**11)}.{m.r.randint(10,900)}\nExternal-Identifier: ark:/{m.pin(5)}/{m.g.s(LOW+DIG,10)}\n"
            f"$ head -3 manifest-sha256.txt\n{m.g.sha256()}  data/0001.tif\n{m.g.sha256()}  data/0002.tif\n{m.g.sha256()}  data/0003.tif\n")


def c_mets(m):
    return (f"<mets:file ID=\"FILE_{m.pin(4)}_MASTER\" MIMETYPE=\"image/tiff\" CHECKSUM=\"{m.hexk(32)}\" CHECKSUMTYPE=\"MD5\" SIZE=\"{m.r.randint(10**7,10**9)}\">\n"
            f"  <mets:FLocat LOCTYPE=\"URL\" xlink:href=\"file:///masters/{m.g.uuid()}.tif\"/>\n</mets:file>\n")


def c_premis(m):
    return (f"<premis:object xsi:type=\"premis:file\">\n  <premis:objectIdentifier><premis:objectIdentifierType>UUID</premis:objectIdentifierType><premis:objectIdentifierValue>{m.g.uuid()}</premis:objectIdentifierValue></premis:objectIdentifier>\n"
            f"  <premis:objectCharacteristics><premis:fixity><premis:messageDigestAlgorithm>sha256</premis:messageDigestAlgorithm><premis:messageDigest>{m.g.sha256()}</premis:messageDigest></premis:fixity>\n"
            f"  <premis:format><premis:formatRegistry><premis:formatRegistryName>PRONOM</premis:formatRegistryName><premis:formatRegistryKey>fmt/353</premis:formatRegistryKey></premis:formatRegistry></premis:format></premis:objectCharacteristics>\n</premis:object>\n")


def c_sf(m):
    return (f"---\nfilename : 'masters/{m.pin(6)}.tif'\nfilesize : {m.r.randint(10**6,10**9)}\nmodified : {m.ts()}\nerrors   :\nsha256   : {m.g.sha256()}\nmatches  :\n"
            "  - ns      : 'pronom'\n    id      : 'fmt/353'\n    format  : 'Tagged Image File Format'\n    basis   : 'extension match tif; byte match at 0, 4'\n")


def c_oai(m):
    return (f"<record><header><identifier>oai:{inst(m)}.org:{m.r.randint(10000,99999)}</identifier><datestamp>{m.ts()}</datestamp><setSpec>photographs</setSpec></header>\n"
            f"<metadata><oai_dc:dc><dc:title>Harbour at dusk</dc:title><dc:identifier>https://hdl.handle.net/20.500.{m.r.randint(10000,12999)}/{m.r.randint(1000,99999)}</dc:identifier></oai_dc:dc></metadata></record>\n"
            f"<resumptionToken completeListSize=\"{m.r.randint(1000,90000)}\" cursor=\"0\">{m.g.b64url(24)}</resumptionToken>\n")


def c_aspace_json(m):
    return json.dumps({"lock_version": m.r.randint(0, 30), "title": "Records of the Example Harbour Board", "id_0": f"MS {m.r.randint(1,999)}", "level": "collection",
                       "uri": f"/repositories/2/resources/{m.r.randint(1,900)}", "ead_id": f"us-xx-{m.g.s(LOW, 5)}", "ref_id": m.hexk(32), "jsonmodel_type": "resource",
                       "extents": [{"portion": "whole", "number": str(m.r.randint(1, 90)), "extent_type": "linear_feet"}]}, indent=1)


def c_ead(m):
    return (f"<ead><eadheader><eadid countrycode=\"GB\" mainagencycode=\"GB-{m.pin(4)}\">{m.g.s(UPPER,3)}/{m.pin(4)}</eadid></eadheader>\n<archdesc level=\"fonds\"><did><unitid>{m.g.s(UPPER,2)}{m.pin(3)}</unitid>"
            f"<unittitle>Estate papers</unittitle><unitdate normal=\"1790/1911\">1790-1911</unitdate></did></archdesc></ead>\n")


def c_omeka_item(m):
    return json.dumps({"@id": f"https://omeka.{inst(m)}.org/api/items/{m.r.randint(1,9000)}", "o:id": m.r.randint(1, 9000), "o:is_public": True, "o:owner": {"o:id": 3},
                       "dcterms:identifier": [{"@value": f"{m.g.s(UPPER,3)}.{m.r.randint(1900,2026)}.{m.r.randint(1,999)}"}], "o:media": [{"o:id": m.r.randint(1, 9999)}],
                       "o:sha256": m.g.sha256()}, indent=1)


def c_rs_signed(m):
    return (f"GET /api/?user=apiuser&function=get_resource_field_data&resource={m.r.randint(1,99999)}&sign={m.g.sha256()} HTTP/1.1\nHost: dam.{inst(m)}.org\n\nHTTP/1.1 200 OK\n"
            "# the sign parameter is sha256(private key + query), computed per request\n")


def c_fedora_etag(m):
    return (f"$ curl -sI http://localhost:8080/fcrepo/rest/{m.g.uuid()}\nHTTP/1.1 200 OK\nETag: W/\"{m.g.sha1()}\"\nLast-Modified: Tue, 18 Nov 2026 10:11:12 GMT\n"
            f"Digest: sha-256={base64.b64encode(bytes.fromhex(m.g.sha256())).decode()}\nLink: <http://www.w3.org/ns/ldp#NonRDFSource>;rel=\"type\"\n")


def c_jwt_pub(m):
    return "# /opt/keys/jwt/public.key (Islandora JWT verification key)\n-----BEGIN PUBLIC KEY-----\n" + "\n".join(m.g.b64(48) for _ in range(6)) + "\n-----END PUBLIC KEY-----\n"


def c_env_example(m):
    return (f"# .env.sample\nOMEKA_KEY_IDENTITY=\nOMEKA_KEY_CREDENTIAL=\nEUROPEANA_WSKEY=api2demo\nARCHIVESSPACE_PASSWORD=<your password>\nPRESERVICA_PASSWORD=changeme\n"
            f"CANTALOUPE_ADMIN_SECRET=${{CANTALOUPE_ADMIN_SECRET}}\n# build {m.g.sha1()[:9]}\n")


def c_cantaloupe_ref(m):
    return (f"S3Source.access_key_id = ${{S3_ACCESS_KEY_ID}}\nS3Source.secret_access_key = ${{S3_SECRET_ACCESS_KEY}}\nS3Source.BasicLookupStrategy.bucket.name = iiif-{m.g.s(LOW, 6)}\n"
            "endpoint.admin.secret =\n# admin endpoint disabled in production\nendpoint.admin.enabled = false\n")


def c_exif(m):
    return (f"$ exiftool -s -XMP-xmpMM:all -ImageUniqueID -SerialNumber scan_{m.pin(5)}.tif\nDocumentID : xmp.did:{m.hexk(32).upper()}\nInstanceID : xmp.iid:{m.g.uuid()}\n"
            f"OriginalDocumentID : {m.hexk(32).upper()}\nImageUniqueID : {m.hexk(32)}\nSerialNumber : {m.pin(8)}\n")


def c_am_listing(m):
    return json.dumps({"meta": {"limit": 20, "next": None, "offset": 0, "total_count": 2}, "objects": [{"uuid": m.g.uuid(), "current_path": f"{m.hexk(4)}/{m.hexk(4)}/aip_{m.g.uuid()}.7z", "package_type": "AIP",
                       "status": "UPLOADED", "size": m.r.randint(10**6, 10**10)} for _ in range(2)]}, indent=1)


def c_ark_handle(m):
    return (f"Persistent identifiers minted today:\n  ark:/{m.pin(5)}/{m.g.s(LOW + DIG, 10)}\n  https://hdl.handle.net/20.500.{m.r.randint(10000,12999)}/{m.r.randint(1000,99999)}\n  https://doi.org/10.{m.r.randint(5000,99999)}/{m.g.s(LOW+DIG,4)}-{m.g.s(LOW+DIG,4)}\n")


def c_europeana_record(m):
    return json.dumps({"id": f"/{m.r.randint(100,9999)}/{m.g.s(LOW+DIG+'_',16)}", "guid": "https://www.europeana.eu/item/...", "type": "IMAGE", "rights": ["http://creativecommons.org/publicdomain/mark/1.0/"],
                       "dataProvider": ["Example Museum"], "edmIsShownBy": [f"https://images.example.org/{m.hexk(40)}.jpg"], "score": round(m.r.uniform(1, 20), 3)}, indent=1)


def c_met(m):
    return f"$ curl -s https://collectionapi.metmuseum.org/public/collection/v1/objects/{m.r.randint(1000,900000)} | jq '{{objectID, title, isPublicDomain}}'\n{{\n  \"objectID\": {m.r.randint(1000,900000)},\n  \"title\": \"Wheat Field with Cypresses\",\n  \"isPublicDomain\": true\n}}\n# the Met API needs no key\n"


def c_md5(m):
    return "\n".join(f"{m.hexk(32)} *batch_{m.pin(3)}/IMG_{m.pin(5)}.tif" for _ in range(4)) + "\n"


def c_gitlog(m):
    msgs = ["iiif: serve pyramidal tiffs via Cantaloupe 5.0.6", "omeka: add CSV import module", "aspace: bump to v3.5.1", "preservica: retry ingest on 503",
            "digitisation: write checksums into METS", "islandora: rotate JWT keys (public key committed)"]
    return "\n".join(f"{m.g.sha1()[:8]} {msg}" for msg in m.r.sample(msgs, 4)) + "\n"


def c_lock(m):
    return (f"mirador@3.{m.r.randint(0,4)}.{m.r.randint(0,9)}:\n  resolved \"https://registry.yarnpkg.com/mirador/-/mirador-3.4.3.tgz#{m.g.sha1()}\"\n  integrity sha512-{m.g.b64(64)}\n"
            f"openseadragon@4.1.1:\n  integrity sha512-{m.g.b64(64)}\n")


def c_prose(m):
    return m.r.choice([
        "Volunteers log in to the transcription tool with their own accounts; nobody should share the admin password in the volunteer chat.",
        "The Europeana demo key `api2demo` is public and rate-limited; request your own key for production harvesting.",
        "After the audit, all DAM service accounts moved to the password manager. Ask the collections systems team for access, do not email credentials.",
        "Bitte keine Passwörter in die Digitalisierungs-Tickets schreiben; der Zugang zum Scanner-NAS läuft über AD-Gruppen.",
        "Les mots de passe des comptes de dépôt Preservica sont gérés par l'équipe SI ; ne les copiez pas dans les scripts.",
        "IIIF Auth 2: the access token is short-lived and issued per viewer session; never cache it in the manifest."]) + f" ({m.g.s(UPPER, 2)}-{m.pin(4)})"


def c_hook_clean(m):
    return m.hook("Bash", {"command": "sha256sum -c manifest-sha256.txt | tail -2"}, {"stdout": f"data/{m.pin(4)}.tif: OK\ndata/{m.pin(4)}.tif: OK\n", "stderr": ""}) + "\n# " + m.g.sha256()


def c_diff_clean(m):
    return ("diff --git a/config/database.ini b/config/database.ini.dist\n--- a/config/database.ini\n+++ b/config/database.ini.dist\n@@ -1,4 +1,4 @@\n user     = \"omeka\"\n-password = \"\"\n+password = \"${OMEKA_DB_PASSWORD}\"\n"
            f" dbname   = \"omeka_s\"\n# {m.g.sha1()}\n")


def c_notebook(m):
    src = ["import os, requests\n", "key = os.environ['SMITHSONIAN_API_KEY']\n", f"r = requests.get('https://api.si.edu/openaccess/api/v1.0/content/edanmdm:nmah_{m.r.randint(10**5,10**7)}', params={{'api_key': key}})"]
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": m.r.randint(1, 40), "metadata": {}, "outputs": [], "source": src}], "nbformat": 4, "nbformat_minor": 5}, indent=1)


def c_k8s(m):
    return ("        - name: ASPACE_DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: archivesspace-db\n              key: password\n        - name: ASPACE_DB_URL\n"
            f"          value: jdbc:mysql://mysql:3306/archivesspace?user=as&useUnicode=true\n        - name: ASPACE_BUILD\n          value: \"{m.g.sha1()[:12]}\"\n")


def c_cert(m):
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(m.g.b64(48) for _ in range(7)) + "\n-----END CERTIFICATE-----\n"


def c_rs_log(m):
    return "\n".join(f"{m.ts()} [resourcespace] user={m.user()} action=download resource={m.r.randint(1,99999)} size=scr ip={m.ip()}" for _ in range(3)) + "\n"


def c_tileinfo(m):
    return f"$ vips dzsave master.tif out --layout iiif3 --id https://iiif.{inst(m)}.org/iiif/3/{m.hexk(32)}\n$ identify out/full/max/0/default.jpg\nout/full/max/0/default.jpg JPEG {m.r.randint(1000,9000)}x{m.r.randint(1000,9000)} 8-bit sRGB\n"


def c_jwks(m):
    return json.dumps({"keys": [{"kty": "RSA", "kid": m.hexk(16), "alg": "RS256", "use": "sig", "n": m.g.b64url(256), "e": "AQAB"}]}, indent=1)


def c_accession(m):
    return f"Accession {m.r.randint(2020,2026)}.{m.r.randint(1,300)}: {m.r.randint(1,90)} boxes; donor ref D-{m.pin(5)}; location Strongroom {m.r.randint(1,9)}, bay {m.r.randint(1,40)}, shelf {m.r.choice('ABCDEF')}; barcode {m.pin(12)}\n"


CLEAN_T = [c_manifest, c_infojson, c_bagit, c_mets, c_premis, c_sf, c_oai, c_aspace_json, c_ead, c_omeka_item, c_rs_signed, c_fedora_etag, c_jwt_pub,
           c_env_example, c_cantaloupe_ref, c_exif, c_am_listing, c_ark_handle, c_europeana_record, c_met, c_md5, c_gitlog, c_lock, c_prose,
           c_hook_clean, c_diff_clean, c_notebook, c_k8s, c_cert, c_rs_log, c_tileinfo, c_jwks, c_accession]

if __name__ == "__main__":
    run("archives", 4103, SECRET_T, CLEAN_T)
