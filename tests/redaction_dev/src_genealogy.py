"""Blind redaction source "genealogy" (round 57, helper corpora29): family history, GEDCOM, genealogy APIs, DNA exports, society sites."""
import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, UPPER

FAM = "genealogy"
OUT = Path(__file__).parent
g = Gen(5703)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
SURN = ["Lindqvist", "O'Brien", "Kowalski", "MacLeod", "Dubois", "Schneider", "Haverkamp", "Novak", "Fitzgerald",
        "Rossi", "Järvinen", "Esposito", "Hughes", "Van der Berg", "Petrov", "Ó Súilleabháin", "García", "Bauer"]
GIVEN = ["Margaret", "Johann", "Bridget", "Anders", "Eliza", "Giuseppe", "Mary Ann", "Wilhelm", "Catherine", "Patrick"]
WORDS = ["grandma", "rosebud", "heritage", "ancestor", "county", "kerry", "tartan", "orchard", "violet", "chapel",
         "meadow", "thistle", "harvest", "lighthouse", "willow", "bluebell"]

def phrase(): return " ".join(g.pick(WORDS) for _ in range(r.randint(3, 5)))
def wordpw(): return g.pick(WORDS + [s.lower().replace("'", "").replace(" ", "") for s in SURN[:8]]).capitalize() + str(r.randint(1850, 2024)) + g.pick(["!", "", "#", "*"])
def pin(n=4): return "".join(str(r.randint(0, 9)) for _ in range(n))
def legacy(): return g.s(LOW, r.randint(5, 7)) + str(r.randint(1, 99))
def anypw(): return g.pick([g.human_pw, g.machine_pw, wordpw, legacy, wordpw])()
def person(): return f"{g.pick(GIVEN)} /{g.pick(SURN)}/"
def fsid(): return g.s(UPPER.replace("O", "").replace("I", "") + DIG, 4) + "-" + g.s(UPPER.replace("O", "").replace("I", "") + DIG, 3)
def email(): return g.pick(["auntjoan", "mgenealogy", "familyhistory", "ptrmcl", "research", "webmaster"]) + str(r.randint(1, 99)) + "@" + g.pick(["gmail.com", "btinternet.com", "web.de", "orange.fr", "shaw.ca"])

def t1():
    t = g.pick(["p0-", "b0-"]) + g.s(B62 + ".-_~", 56)
    return "structural", f"curl -s https://api.familysearch.org/platform/tree/persons/{fsid()} \\\n  -H 'Accept: application/x-fs-v1+json' \\\n  -H 'Authorization: Bearer {t}'", [t]
def t2():
    s = g.s(B62, 40)
    return "name-context", f"# myheritage-sync/config.yaml\nfamily_graph:\n  client_id: {r.randint(100000,999999)}\n  client_secret: {s}\n  redirect_uri: http://localhost:8765/callback\n  site_id: OYYV{g.s(UPPER+DIG,20)}\n", [s]
def t3():
    p = anypw()
    return "structural", f"<?php\n// TNG config.php\n$database_host = \"localhost\";\n$database_name = \"tng_{g.pick(SURN[:5]).lower().replace(chr(39),'')}\";\n$database_username = \"tnguser\";\n$database_password = \"{p}\";\n$tngdomain = \"https://www.{g.pick(['kerryroots','lindqvistfamily','macleodclan'])}.org/genealogy\";\n", [p]
def t4():
    p = anypw()
    return "structural", f"; webtrees data/config.ini.php\n; <?php return; ?> DO NOT DELETE THIS LINE\ndbtype=\"mysql\"\ndbhost=\"localhost\"\ndbport=\"3306\"\ndbuser=\"webtrees\"\ndbpass=\"{p}\"\ndbname=\"webtrees\"\ntblpfx=\"wt_\"\n", [p]
def t5():
    p = wordpw()
    return "name-context", f"0 @I{r.randint(1,900)}@ INDI\n1 NAME {person()}\n1 BIRT\n2 DATE {r.randint(1,28)} {g.pick(['JAN','MAR','JUN','OCT'])} 18{r.randint(20,99)}\n2 PLAC {g.pick(['Tralee, Kerry, Ireland','Uppsala, Sweden','Kraków, Poland'])}\n1 NOTE Research log: Ancestry account is in Mum's name, login {email()} password {p} — the 1911 census image is saved there.\n", [p]
def t6():
    p = anypw(); u = email()
    return "structural", f"import requests\ns = requests.Session()\nr = s.post('https://api.wikitree.com/api.php', data={{'action': 'clientLogin', 'doLogin': 1, 'wpEmail': '{u}', 'wpPassword': '{p}'}})\nprint(s.cookies.get('wikidb_wtb_UserID'))\n", [p]
def t7():
    p = anypw()
    return "structural", f"$ python gedmatch_export.py --user {email()} --password '{p}' --kit {g.pick(['A','T','M','Z'])}{pin(6)} --one-to-many --out matches.csv\n[info] logged in, fetching 3000 matches...", [p]
def t8():
    a = g.aws_akid(); s = g.aws_secret()
    return "self-identifying", f"# scan-upload.sh — parish register scans to S3\nexport AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\naws s3 sync ./scans/{g.pick(['st-marys-baptisms','kirk-session','bmd-1890s'])}/ s3://society-archive-scans/ --storage-class STANDARD_IA\n", [a, s]
def t9():
    a = g.s(B62, 16); s = g.s(B62, 16)
    return "name-context", f"$ cat ~/.config/internetarchive/ia.ini\n[s3]\naccess = {a}\nsecret = {s}\n\n[cookies]\nlogged-in-user = {email()}\n", [a, s]
def t10():
    k = g.hexs(32); s = g.hexs(16)
    return "name-context", f"FLICKR_API_KEY={k}\nFLICKR_API_SECRET={s}\nFLICKR_ALBUM=721577{pin(11)}  # gravestone photos\n", [s]
def t11():
    t = "sl." + g.s(B62 + "-_", 136)
    return "self-identifying", f"# backup the family-tree media folder\nrclone copy ~/Genealogy/Media dropbox:FamilyTree/Media\n# rclone.conf\n[dropbox]\ntype = dropbox\ntoken = {{\"access_token\":\"{t}\",\"token_type\":\"bearer\",\"expiry\":\"2026-11-{r.randint(10,30)}T10:00:00Z\"}}\n", [t]
def t12():
    p = anypw()
    return "name-context", f"<?php\n/** wp-config.php — county genealogical society */\ndefine( 'DB_NAME', 'gensoc_wp' );\ndefine( 'DB_USER', 'gensoc' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );\n", [p]
def t13():
    k = g.s(LOW + DIG, 30)
    return "name-context", f"# members sync: Wild Apricot → mailing list\nWA_ACCOUNT_ID = {r.randint(100000,999999)}\nWA_API_KEY = \"{k}\"\nLIST = \"society-newsletter\"\n", [k]
def t14():
    k = g.stripe()
    return "self-identifying", f"// membership renewal form (society site)\nconst stripe = require('stripe')('{k}');\napp.post('/renew', async (req, res) => {{ /* annual dues £{r.randint(15,40)} */ }});\n", [k]
def t15():
    p = wordpw()
    return "name-context", g.pick([
        f"Hi cousin! I uploaded Grandad's DNA to FTDNA. Kit {r.randint(100000,999999)}, the password is {p} — have a look at the Y-DNA matches.",
        f"Hej! Logga in på Arkiv Digital med mitt konto, lösenordet är {p}. Husförhörslängderna för Uppsala finns där.",
        f"Cześć, hasło do konta na Geneteka/MyHeritage to {p}, login mój mail. Szukaj aktów z parafii Kraków.",
        f"Coucou, le mot de passe de Geneanet Premium c'est {p}, tu peux regarder les actes de la Manche.",
        f"Hallo Onkel Karl, das Passwort für Ancestry ist {p}, Benutzer ist Mamas E-Mail. Die Kirchenbücher aus Württemberg sind drin.",
        f"Ciao, la password di Antenati/FamilySearch che usiamo per la ricerca è {p}."]), [p]
def t16():
    s = g.s(B62 + "-_", 43)
    return "name-context", "{\n  \"GrampsWeb\": {\n    \"TREE\": \"Family\",\n    \"SECRET_KEY\": \"" + s + "\",\n    \"BASE_URL\": \"https://tree.example-family.net\"\n  }\n}", [s]
def t17():
    s = g.s(B62 + "-_", 50)
    return "name-context", f"# docker-compose.yml (Gramps Web)\nservices:\n  grampsweb:\n    image: ghcr.io/gramps-project/grampsweb:latest\n    environment:\n      GRAMPSWEB_TREE: \"Family\"\n      GRAMPSWEB_SECRET_KEY: \"{s}\"\n      GRAMPSWEB_CELERY_CONFIG__broker_url: \"redis://grampsweb_redis:6379/0\"\n", [s]
def t18():
    j = g.jwt(sub=str(r.randint(1, 40)))
    return "self-identifying", f"$ curl -H \"Authorization: Bearer {j}\" https://tree.example-family.net/api/people/?gramps_id=I{pin(4)}\n[{{\"gramps_id\":\"I{pin(4)}\",\"primary_name\":{{\"surname_list\":[{{\"surname\":\"{g.pick(SURN)}\"}}]}}}}]", [j]
def t19():
    k = g.hexs(32)
    return "name-context", json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Write",
        "tool_input": {"file_path": "scripts/findagrave_photos.py", "content": f"import requests\nBG_API_KEY = '{k}'  # BillionGraves partner key\nresp = requests.get('https://api.billiongraves.com/v1/records', params={{'surname': surname, 'key': BG_API_KEY}})\n"}}), [k]
def t20():
    p = anypw()
    return "structural", f"postgresql://dna_pipeline:{p}@localhost:5432/dna_matches  # clustering notebook db", [p]
def t21():
    p = anypw()
    return "structural", json.dumps({"cells": [{"cell_type": "code", "source": ["import pandas as pd\n", "from sqlalchemy import create_engine\n", f"eng = create_engine('mysql+pymysql://tng:{p}@192.168.1.{r.randint(2,250)}/tng')\n", "people = pd.read_sql('SELECT personID, lastname, birthdate FROM tng_people', eng)\n"], "outputs": [], "metadata": {}, "execution_count": 1}], "nbformat": 4, "nbformat_minor": 5}), [p]
def t22():
    s = g.s(B62, 32)
    return "name-context", f"diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1,3 +1,4 @@\n GENI_APP_ID={r.randint(100,9999)}\n+GENI_APP_SECRET={s}\n GENI_REDIRECT=https://localhost:3000/auth/geni\n", [s]
def t23():
    p = anypw()
    return "structural", f"Traceback (most recent call last):\n  File \"ancestry_dl.py\", line 41, in <module>\n    login(session, USER, PASSWORD)\n  File \"ancestry_dl.py\", line 17, in login\n    raise LoginError(f\"login failed for {{user}}: {{resp.status_code}}\")\nLoginError: login failed for username={email()}&password={p}: 403", [p]
def t24():
    v = base64.b64encode(f"archivist:{anypw()}".encode()).decode()
    return "structural", f"> GET /api/repositories/2/resources?page=1 HTTP/1.1\n> Host: archives.gensoc.org\n> Authorization: Basic {v}\n< HTTP/1.1 200 OK", [v]
def t25():
    t = g.hexs(64)
    return "structural", f"$ curl -H \"X-ArchivesSpace-Session: {t}\" 'https://archives.gensoc.org/staff/api/repositories/2/digital_objects?page=1'", [t]
def t26():
    lab, tok, mark = g.self_identifying()
    return "self-identifying", f"# Netlify build env (society website)\nHUGO_VERSION=0.1{r.randint(20,40)}.0\n{lab.upper()}_KEY={tok}\nNODE_VERSION=20\n", [mark]
def t27():
    s = g.s(B62, 40)
    return "name-context", f"[23andme]\n; legacy API app (retired, but the secret still works until revoked)\nclient_id = {g.hexs(32)}\nclient_secret = {s}\nscope = basic names genomes\n", [s]
def t28():
    blk, line = g.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", f"$ cat ~/.ssh/gensoc_deploy\n{blk}\n# used by the nightly TNG backup to the society server\n", [line]
def t29():
    p = pin(g.pick([4, 6]))
    return "name-context", f"Archive reading room ticket {r.randint(1000,9999)}: the microfilm scanner (ScanPro) admin PIN is {p}; reset the save folder to \\\\archive-nas\\scans\\{r.randint(2024,2026)} after each patron.", [p]
def t30():
    k = g.s(B62, 32)
    return "name-context", f"<?xml version=\"1.0\"?>\n<FTMSync>\n  <Account email=\"{email()}\"/>\n  <ApiToken>{k}</ApiToken>\n  <Tree id=\"{r.randint(10**8,10**9-1)}\" name=\"{g.pick(SURN)} Family Tree\"/>\n</FTMSync>", [k]
def t31():
    p = phrase()
    return "name-context", f"Family Tree DNA / Ancestry passwords are in my password manager. The master passphrase is \"{p}\" — Dad, please keep this letter with the will.", [p]
def t32():
    p = anypw()
    return "structural", f"cloudinary://{r.randint(10**14,10**15-1)}:{p}@gensoc-photos", [p]
def t33():
    k = g.s(B62 + "-_", 40)
    return "name-context", f"const client = new FamilySearch({{\n  environment: 'production',\n  appKey: '{g.s(UPPER+DIG,18)}',\n  redirectUri: 'https://kin.example.org/fs/callback',\n  tokenCookie: 'FS_AUTH',\n  sessionSecret: '{k}',\n}});\n", [k]
def t34():
    p = anypw()
    return "structural", f"$ lftp -u gensoc,{p} ftp.gensoc.org -e 'mirror -R ./journal-pdfs /public_html/journal; quit'", [p]
def t35():
    k = g.google_api()
    return "self-identifying", f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMigrationMap\" async></script>\n<!-- migration map: Kerry → Boston → Chicago -->", [k]
def t36():
    p = legacy()
    return "name-context", f"[PhpGedView]\nadmin_user = admin\nadmin_pass = {p}\nsite_url = http://www.{g.pick(['rossi-family','novak-roots'])}.net/pgv/\n", [p]
def t37():
    t = g.hexs(40)
    return "name-context", f"2026-11-{r.randint(10,30)} 21:{r.randint(10,59)}:03 DEBUG zooniverse.transcribe upload batch={r.randint(1,99)} subject_set={r.randint(10000,99999)} bearer_token={t} status=201", [t]
def t38():
    p = anypw()
    return "structural", f"SMTP_HOST=smtp.gensoc.org\nSMTP_USER=newsletter@gensoc.org\nSMTP_PASS={p}\nFROM=\"County Genealogical Society <newsletter@gensoc.org>\"\n", [p]
def t39():
    u = g.uuid()
    return "name-context", f"Omeka S module config (archive scans)\nIIIF_SERVER=https://iiif.gensoc.org/iiif/3/\nIMAGE_SERVER_ADMIN_KEY={u}\nDERIVATIVES=thumbnail,medium\n", [u]
def t40():
    t = g.s(B62, 64)
    return "structural", f"GET https://api.myheritage.com/match/dnamatches?kit_id=D-{g.hexs(8).upper()}&access_token={t}&limit=50", [t]
T = [v for k, v in sorted(globals().items(), key=lambda kv: int(kv[0][1:]) if kv[0][1:].isdigit() else 0) if k.startswith("t") and k[1:].isdigit()]

def c1(): return f"0 HEAD\n1 SOUR {g.pick(['RootsMagic','FTM','GRAMPS','Legacy'])}\n2 VERS {r.randint(5,10)}.{r.randint(0,9)}\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I{r.randint(1,900)}@ INDI\n1 NAME {person()}\n1 _UID {g.hexs(32).upper()}\n1 _FSFTID {fsid()}"
def c2(): return f"https://www.familysearch.org/ark:/61903/1:1:{g.s(UPPER+DIG,4)}-{g.s(UPPER+DIG,3)}  ({g.pick(['Ireland Civil Registration','Sweden Church Records','US Census 1900'])}, image {r.randint(1,900)})"
def c3(): return "Name,Match GEDmatch Kit,Total cM,Largest Segment,Gen\n" + "\n".join(f"{g.pick(GIVEN)} {g.pick(SURN)},{g.pick(['A','T','M'])}{pin(6)},{r.randint(20,1800)}.{r.randint(0,9)},{r.randint(7,150)}.{r.randint(0,9)},{r.randint(2,6)}.{r.randint(0,9)}" for _ in range(3))
def c4(): return "# rsid\tchromosome\tposition\tgenotype\n" + "\n".join(f"rs{r.randint(1000,99999999)}\t{r.randint(1,22)}\t{r.randint(10**5,2*10**8)}\t{g.pick(['AA','AG','CT','GG','TT'])}" for _ in range(4))
def c5(): return f"https://www.ancestry.com/discoveryui-content/view/{r.randint(10**6,10**8)}:{r.randint(1000,9999)}?tid={r.randint(10**6,10**9)}&pid={r.randint(10**5,10**9)}&h={r.randint(10**6,10**9)}"
def c6(): return "# .env.example\nFS_APP_KEY=<your FamilySearch app key>\nMYHERITAGE_CLIENT_SECRET=changeme\nGRAMPSWEB_SECRET_KEY=\nDB_PASSWORD=password\n# " + g.hexs(6)
def c7(): return f"{g.sha256()}  {g.pick(['st-marys','kirk-session','parish'])}-register-{r.randint(1780,1920)}-p{r.randint(1,400):03d}.tif"
def c8(): return json.dumps({"@context": "http://iiif.io/api/presentation/3/context.json", "id": f"https://iiif.gensoc.org/iiif/3/{g.uuid()}/manifest", "type": "Manifest", "label": {"en": [f"Baptisms {r.randint(1800,1900)}-{r.randint(1900,1950)}"]}})
def c9(): return f"Source citation: {r.randint(1841,1921)} census, {g.pick(['Kerry','Yorkshire','Lanarkshire'])}, RG{r.randint(9,14)}/{r.randint(100,9999)}, folio {r.randint(1,200)}, page {r.randint(1,60)}, schedule {r.randint(1,300)}."
def c10(): return f"commit {g.sha1()}\n\n    gedcom: keep _UID and _FSFTID tags on import (#{r.randint(100,999)})"
def c11(): return f"MyHeritage DNA match {g.uuid()}: shared {r.randint(20,3000)} cM across {r.randint(1,60)} segments, estimated {g.pick(['2nd cousin','3rd–4th cousin','half-aunt'])}"
def c12(): return f"Privacy: living people are hidden on the public tree; a person counts as living if born after {r.randint(1910,1925)} with no death date. Passwords and DNA kit logins are never published on the society site. (policy v{r.randint(1,9)})"
def c13(): return f"env:\n  MYHERITAGE_CLIENT_SECRET: ${{{{ secrets.MYHERITAGE_CLIENT_SECRET }}}}\n  SITE: gensoc-{r.randint(1,99)}"
def c14(): return f"FTDNA kit {r.randint(100000,999999)}: Y-DNA haplogroup {g.pick(['R-M269','I-M253','R-L21','J-M172'])}, {r.randint(12,111)} markers, {r.randint(0,40)} matches at genetic distance ≤ {r.randint(1,4)}"
def c15(): return f"0 @F{r.randint(1,400)}@ FAM\n1 HUSB @I{r.randint(1,900)}@\n1 WIFE @I{r.randint(1,900)}@\n1 MARR\n2 DATE ABT 18{r.randint(20,99)}\n2 PLAC {g.pick(['Cork, Ireland','Bergen, Norway','Lyon, France'])}\n1 CHIL @I{r.randint(1,900)}@"
def c16(): return f"Society membership no. GS-{r.randint(10000,99999)}, renewed {r.randint(1,28)}/{r.randint(1,12)}/2026, receipt {g.hexs(10).upper()}"
def c17(): return f"Chat: the Ancestry family login is in the shared Bitwarden collection \"Family research\" — ask Aunt Joan for an invite, please don't paste it here. (msg {r.randint(100,999)})"
def c18(): return json.dumps({"persons": [{"id": fsid(), "living": False, "display": {"name": person().replace('/', ''), "lifespan": f"18{r.randint(10,60)}-19{r.randint(0,40):02d}"}}]})
def c19(): return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} backup@gensoc-{r.randint(1,9)}"
def c20(): return f"\"integrity\": \"sha512-{g.b64(64)}\"  // family-chart {r.randint(0,2)}.{r.randint(0,9)}.{r.randint(0,9)}"
def c21(): return f"BillionGraves record {r.randint(10**6,10**8)}: {person().replace('/', '')}, d. 19{r.randint(0,80):02d}, GPS {r.uniform(40,58):.5f},{-r.uniform(0,10):.5f}, photo {g.hexs(16)}.jpg"
def c22(): return f"WikiTree profile {g.pick(SURN).replace(' ','_').replace(chr(39),'')}-{r.randint(1,9999)} — privacy level Open, managed by {g.pick(GIVEN).replace(' ','_')}-{r.randint(1,999)}"
def c23(): return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(40)}\n-----END PUBLIC KEY-----"
def c24(): return f"Scan QA: {r.randint(100,900)} pages at 400 dpi, {r.randint(10,200)} GB, md5 of batch manifest {g.hexs(32)}"
def c25(): return f"DB_PASSWORD=${{DB_PASSWORD}}  # webtrees container, value comes from docker secret webtrees_db_pw (run {r.randint(1,999)})"
def c26(): return f"Segment: chr{r.randint(1,22)} {r.randint(10**5,10**8)}-{r.randint(10**8,2*10**8)} {r.randint(7,80)}.{r.randint(0,9)} cM {r.randint(500,9000)} SNPs — triangulated with kits {g.pick(['A','T'])}{pin(6)} and {g.pick(['A','T'])}{pin(6)}"
def c27(): return f"How do I change my GEDmatch password? Go to Profile → Change password; use at least 12 characters. Support never asks for your password by e-mail. (FAQ {r.randint(1,50)})"
def c28(): return f"Order 23-{r.randint(10**6,10**7-1)}: DNA kit barcode {pin(15)} received at lab {r.randint(1,28)} Nov, status: {g.pick(['processing','results ready','extraction'])}"
CT = [v for k, v in sorted(globals().items(), key=lambda kv: int(kv[0][1:]) if kv[0][1:].isdigit() else 0) if k.startswith("c") and k[1:].isdigit()]
def write(family, secrets, clean):
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    sec = [T[i % len(T)]() for i in range(250)]
    cln = [CT[i % len(CT)]() for i in range(100)]
    write(FAM, sec, cln)
