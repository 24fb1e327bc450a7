"""Blind redaction source "mbaas": mobile and web backends as a service.

Firebase, Supabase, Appwrite, Parse Server/Back4App, AWS Amplify, PocketBase, Nhost. Seeded; stdlib + _tokens only.
Written 2026-12-03 by the helper "corpora16" (round 44).
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "mbaas"
g = Gen(4402)
r = g.r
LOW = string.ascii_lowercase
ALNUM = string.ascii_lowercase + string.digits


def word(): return g.pick(["pantry", "lumen", "kestrel", "atlas", "sprout", "mosaic", "ripple", "tandem", "zephyr", "nectar", "pixel", "harbor"])
def proj(): return f"{word()}-{g.pick(['prod', 'staging', 'dev', 'app'])}-{r.randint(1000, 9999)}" if r.random() < .5 else f"{word()}-{g.s(LOW + '0123456789', 5)}"
def ref(): return g.s(LOW, 20)
def fcm_server(): return "AAAA" + g.s(URLSAFE, 7) + ":APA91b" + g.s(URLSAFE, 134)
def appwrite_key(): return ("standard_" if r.random() < .5 else "") + g.hexs(256)
def parse_key(): return g.s(B62, 40)
def da2(): return "da2-" + g.s(LOW + "0123456789", 26)
def sb_secret(): return "sb_secret_" + g.s(URLSAFE, 31)
def jwt_role(role):
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    body = {"iss": "supabase", "ref": ref(), "role": role, "iat": 1700000000 + r.randint(0, 9999999), "exp": 2000000000 + r.randint(0, 99999999)}
    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(body) + "." + g.b64url(32)
def sa_json():
    block, line = g.pem("PRIVATE KEY")
    p = proj()
    js = json.dumps({"type": "service_account", "project_id": p, "private_key_id": g.hexs(40), "private_key": block + "\n",
                     "client_email": f"firebase-adminsdk-{g.s(LOW + '0123456789', 5)}@{p}.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21 - 1)),
                     "token_uri": "https://oauth2.googleapis.com/token"}, indent=2)
    return js, line


S: list[tuple[str, str, list[str]]] = []


def nc_templates():
    k = parse_key()
    yield "name-context", f"const api = new ParseServer({{\n  databaseURI: process.env.DATABASE_URI,\n  appId: '{g.s(B62, 40)}',\n  masterKey: '{k}',\n  serverURL: 'http://localhost:1337/parse',\n}});\n", [k]
    k = parse_key()
    yield "name-context", f"PARSE_SERVER_APPLICATION_ID=pantry\nPARSE_SERVER_MASTER_KEY={k}\nPARSE_SERVER_DATABASE_URI=${{MONGO_URL}}\n", [k]
    k = g.s(B62, 40)
    yield "name-context", f"Parse.initialize(\"{g.s(B62, 40)}\", \"{g.s(B62, 40)}\", \"{k}\"); // appId, jsKey, masterKey (cloud job runner only)\n", [k]
    k = appwrite_key()
    yield "name-context", f"APPWRITE_ENDPOINT=https://cloud.appwrite.io/v1\nAPPWRITE_PROJECT_ID={g.hexs(20)}\nAPPWRITE_API_KEY={k}\n", [k]
    k = appwrite_key()
    yield "name-context", f"const client = new sdk.Client()\n  .setEndpoint('https://fra.cloud.appwrite.io/v1')\n  .setProject('{g.hexs(20)}')\n  .setKey('{k}');\n", [k]
    k = g.s(B62 + "!#%", 32)
    yield "name-context", f"_APP_OPENSSL_KEY_V1={k}\n_APP_DOMAIN=appwrite.example.com\n_APP_ENV=production\n", [k]
    k = g.human_pw()
    yield "name-context", f"_APP_DB_USER=user\n_APP_DB_PASS={k}\n_APP_DB_ROOT_PASS={g.human_pw()[:0]}rootsecret{r.randint(100, 999)}\n", [k]
    k = g.b64(48)
    yield "name-context", f"JWT_SECRET={k}\nANON_KEY=${{ANON_KEY}}\nSITE_URL=http://localhost:3000\n", [k]
    k = g.s(B62, 40)
    yield "name-context", f"# supabase/config.toml\n[auth.external.github]\nenabled = true\nclient_id = \"Iv1.{g.hexs(16)}\"\nsecret = \"{k}\"\n", [k]
    k = g.human_pw()
    yield "name-context", f"supabase db push --password {k}\n", [k]
    k = g.machine_pw()
    yield "name-context", f"POSTGRES_PASSWORD={k}\nDASHBOARD_USERNAME=supabase\n", [k]
    k = g.s(B62, 32)
    yield "name-context", f"NHOST_ADMIN_SECRET={k}\nNHOST_SUBDOMAIN={g.s(LOW, 20)}\nNHOST_REGION=eu-central-1\n", [k]
    k = g.hexs(64)
    yield "name-context", f"hasura:\n  environment:\n    HASURA_GRAPHQL_ADMIN_SECRET: {k}\n    HASURA_GRAPHQL_ENABLE_CONSOLE: 'false'\n", [k]
    k = g.s(B62, 48)
    yield "name-context", f"HASURA_GRAPHQL_JWT_SECRET='{{\"type\":\"HS256\",\"key\":\"{k}\"}}'\n", [k]
    k = g.s(B62, 32)
    yield "name-context", f"NHOST_WEBHOOK_SECRET={k}\n", [k]
    k = g.human_pw()
    yield "name-context", f"$ ./pocketbase superuser upsert admin@{word()}.app {k}\nSuccessfully saved superuser \"admin@...\"!\n", [k]
    k = g.s(B62, 30)
    yield "name-context", f"// pb_hooks/main.pb.js\nconst STRIPE_WEBHOOK_SECRET = \"{k}\";\nrouterAdd(\"POST\", \"/stripe\", (e) => {{ /* ... */ }});\n", [k]
    k = fcm_server()
    yield "name-context", f"<?php\ndefine('FCM_SERVER_KEY', '{k}');\n$headers = ['Content-Type: application/json'];\n", [k]
    k = g.uuid().upper()
    yield "name-context", f"App Check debug token registered in the console for the QA iPad: {k} — remove it after the release.", [k]
    k = g.uuid()
    yield "name-context", f"FIREBASE_APPCHECK_DEBUG_TOKEN={k}\n", [k]
    k = g.s(B62, 32)
    yield "name-context", f"[amplify]\nappId = \"d{g.s(LOW + '0123456789', 13)}\"\nwebhookSecret = \"{k}\"\n", [k]
    k = g.s(B62 + "+/", 40)
    yield "name-context", f"aws_secret_access_key: {k}\nregion: us-east-1\nprofile: amplify-{word()}\n", [k]
    k = g.hexs(32)
    yield "name-context", f"Olá, o master key do Back4App do app de delivery é {k}; não coloquem isso no app mobile, só no cloud code.", [k]
    k = parse_key()
    yield "name-context", f"Hola equipo: la Master Key de Back4App para producción es {k}. La de desarrollo sigue en el gestor de contraseñas.", [k]
    k = g.s(B62, 40)
    yield "name-context", f"Supabase の service key はこちら: {sb_secret()[:0]}{k} — Edge Function からのみ使ってください。", [k]
    k = g.human_pw()
    yield "name-context", f"Firebase Auth emulator seed user test@{word()}.dev password {k} also works on the *real* staging project, careful.", [k]
    k = g.s(B62, 36)
    yield "name-context", f"{{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{{\"command\":\"firebase functions:config:set stripe.secret=\\\"{k}\\\" --project {proj()}\"}}}}", [k]
    k = g.s(B62, 40)
    yield "name-context", f"diff --git a/cloud/main.js b/cloud/main.js\n@@ -1,3 +1,4 @@\n+const MASTER_KEY = '{k}';\n Parse.Cloud.define('hello', req => 'hi');\n", [k]
    k = g.s(B62, 24)
    yield "name-context", f"SMTP_PASS={k}\nSMTP_USER=apikey\nSMTP_HOST=smtp.sendgrid.net\n# supabase auth mailer\n", [k]
    k = g.hexs(40)
    yield "name-context", f"EAS secret list\nName               Type    Value\nSUPABASE_SECRET    string  {k}\n", [k]
    k = str(r.randint(100000, 999999))
    yield "name-context", f"Firebase phone auth test number +1 650-555-{r.randint(1000, 9999)} verification code {k} (works on prod, remove!)", [k]
    k = g.s(B62, 43)
    yield "name-context", f"[functions]\nsecrets:\n  REVENUECAT_SECRET_KEY: sk_{k}\n", ["sk_" + k]


def st_templates():
    p = g.pw()
    yield "structural", f"DATABASE_URL=postgresql://postgres.{ref()}:{p}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres\n", [p]
    p = g.pw()
    yield "structural", f"$ psql 'postgresql://postgres:{p}@db.{ref()}.supabase.co:5432/postgres'\npsql (16.4)\npostgres=>\n", [p]
    k = parse_key()
    yield "structural", f"curl -X GET -H \"X-Parse-Application-Id: {g.s(B62, 40)}\" -H \"X-Parse-Master-Key: {k}\" https://parseapi.back4app.com/classes/_User\n", [k]
    k = parse_key()
    yield "structural", f"POST /parse/functions/sendPush HTTP/1.1\nHost: api.{word()}.app\nX-Parse-Application-Id: {word()}\nX-Parse-REST-API-Key: {k}\nContent-Type: application/json\n", [k]
    p = g.pw()
    yield "structural", f"databaseURI: mongodb+srv://parse:{p}@cluster0.{g.s(LOW + '0123456789', 5)}.mongodb.net/parse?retryWrites=true\n", [p]
    k = g.s(B62, 32)
    yield "structural", f"curl -s https://{g.s(LOW, 20)}.hasura.eu-central-1.nhost.run/v1/graphql -H 'x-hasura-admin-secret: {k}' -d '{{\"query\":\"{{ users {{ id }} }}\"}}'\n", [k]
    k = appwrite_key()
    yield "structural", f"> POST /v1/databases/main/collections HTTP/1.1\n> X-Appwrite-Project: {g.hexs(20)}\n> X-Appwrite-Key: {k}\n< HTTP/1.1 201 Created\n", [k]
    p = g.human_pw()
    yield "structural", f"curl -X POST http://127.0.0.1:8090/api/collections/_superusers/auth-with-password -d '{{\"identity\":\"admin@{word()}.app\",\"password\":\"{p}\"}}'\n", [p]
    t = g.jwt("superuser")
    yield "structural", f"GET /api/collections/orders/records?perPage=50 HTTP/1.1\nHost: pb.{word()}.app\nAuthorization: {t}\n", [t]
    t = jwt_role("service_role")
    yield "structural", f"curl 'https://{ref()}.supabase.co/rest/v1/profiles?select=*' -H \"apikey: {t}\" -H \"Authorization: Bearer {t}\"\n", [t]
    k = fcm_server()
    yield "structural", f"POST https://fcm.googleapis.com/fcm/send\nAuthorization: key={k}\nContent-Type: application/json\n{{\"to\": \"/topics/news\", \"notification\": {{\"title\": \"Hi\"}}}}\n", [k]
    t = g.google_oauth()
    yield "structural", f"POST https://fcm.googleapis.com/v1/projects/{proj()}/messages:send\nAuthorization: Bearer {t}\n", [t]
    p = g.pw()
    yield "structural", f"services:\n  db:\n    image: supabase/postgres:15.8.1.060\n  rest:\n    environment:\n      PGRST_DB_URI: postgres://authenticator:{p}@db:5432/postgres\n", [p]
    p = g.pw()
    yield "structural", f"mariadb:\n  environment:\n    MYSQL_USER: user\n    MYSQL_PASSWORD: {p}\n", [p]
    p = g.human_pw()
    yield "structural", f"Back4App dashboard login\nuser: dev@{word()}.io\npassword: {p}\n", [p]
    p = g.machine_pw()
    yield "structural", f"redis://default:{p}@redis-{r.randint(10000, 19999)}.c1.eu-west-1.ec2.cloud.redislabs.com:{r.randint(10000, 19999)}\n", [p]
    p = g.pw()
    yield "structural", f"  File \"/app/sync.py\", line 12, in <module>\n    engine = create_engine(\"postgresql+psycopg2://postgres:{p}@db.{ref()}.supabase.co:5432/postgres\")\nsqlalchemy.exc.OperationalError: connection timed out\n", [p]
    k = g.s(B62, 32)
    yield "structural", f"https://{word()}.b4a.app/functions/export?masterKey={k}&format=csv\n", [k]
    t = g.jwt("admin")
    yield "structural", f"Authorization: Bearer {t}\nx-hasura-role: admin\n", [t]
    k = da2()
    yield "structural", f"curl -XPOST https://{g.s(LOW + '0123456789', 26)}.appsync-api.us-east-1.amazonaws.com/graphql -H 'x-api-key: {k}' -d @mutation.json   # admin-only backfill API, not the app's public key\n", [k]
    p = g.pw()
    yield "structural", f"<add key=\"ParseDb\" value=\"Host=pg.{word()}.lan;Username=parse;Password={p};Database=parse\" />\n", [p]
    u, p = f"dev{r.randint(1, 9)}", str(r.randint(1000, 9999))
    yield "structural", f"PocketBase staging → login {u}@{word()}.test / pin {p} (the 4-digit test accounts)\n", [p]


def si_templates():
    js, line = sa_json()
    yield "self-identifying", f"$ cat serviceAccountKey.json\n{js}\n", [line]
    js, line = sa_json()
    yield "self-identifying", f"{{\"tool_name\":\"Write\",\"tool_input\":{{\"file_path\":\"functions/service-account.json\",\"content\":{json.dumps(js)}}}}}", [line]
    t = g.google_refresh()
    yield "self-identifying", f"$ firebase login:ci\n✔  Success! Use this token to login on a CI server:\n\n{t}\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"\n", [t]
    t = g.google_refresh()
    yield "self-identifying", f"- run: npx firebase-tools deploy --only hosting --token {t}\n", [t]
    t = jwt_role("service_role")
    yield "self-identifying", f"SUPABASE_SERVICE_ROLE_KEY={t}\n", [t]
    t = jwt_role("service_role")
    yield "self-identifying", f"export const supabaseAdmin = createClient(\n  'https://{ref()}.supabase.co',\n  '{t}'\n);\n", [t]
    t = g.supabase()
    yield "self-identifying", f"$ supabase login --token {t}\nYou are now logged in. Happy coding!\n", [t]
    t = sb_secret()
    yield "self-identifying", f"SUPABASE_SECRET_KEY={t}\nSUPABASE_PUBLISHABLE_KEY=sb_publishable_{g.s(URLSAFE, 31)}\n", [t]
    t = g.google_api()
    yield "self-identifying", f"const firebaseConfig = {{\n  apiKey: \"{t}\",\n  authDomain: \"{proj()}.firebaseapp.com\",\n  projectId: \"{proj()}\",\n  appId: \"1:{r.randint(10**11, 10**12)}:web:{g.hexs(22)}\"\n}};\n", [t]
    a, s = g.aws_akid(), g.aws_secret()
    yield "self-identifying", f"$ amplify configure\nSpecify the AWS Region: eu-west-1\naccessKeyId:  {a}\nsecretAccessKey:  {s}\nSuccessfully set up the new user.\n", [a, s]
    name, tok, sec = g.self_identifying()
    yield "self-identifying", f"# functions/.env ({name})\nINTEGRATION_TOKEN={tok}\n", [sec]
    t = g.stripe()
    yield "self-identifying", f"supabase secrets set STRIPE_SECRET_KEY={t}\n", [t]
    block, line = g.pem("PRIVATE KEY")
    yield "self-identifying", f"# AuthKey for APNs, uploaded to Firebase Cloud Messaging\n{block}\n", [line]


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
        p = proj()
        return [
            f"const firebaseConfig = {{\n  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,\n  authDomain: \"{p}.firebaseapp.com\",\n  projectId: \"{p}\",\n  storageBucket: \"{p}.appspot.com\",\n  messagingSenderId: \"{r.randint(10**11, 10**12)}\",\n  appId: \"1:{r.randint(10**11, 10**12)}:web:{g.hexs(22)}\",\n  measurementId: \"G-{g.s(UPPER + '0123456789', 10)}\"\n}};\n",
            f"NEXT_PUBLIC_SUPABASE_URL=https://{ref()}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={jwt_role('anon')}\n",
            f"# {word()} app\nSUPABASE_URL=\nSUPABASE_ANON_KEY=<anon-key>\nSUPABASE_SERVICE_ROLE_KEY=<service-role-key>  # never ship to the client\n",
            f"PARSE_SERVER_MASTER_KEY=changeme\nPARSE_SERVER_APPLICATION_ID={word()}\nPARSE_SERVER_DATABASE_URI=mongodb://localhost:27017/dev\n",
            f"{{\"objectId\": \"{g.s(B62, 10)}\", \"createdAt\": \"2026-11-{r.randint(10, 30)}T10:{r.randint(10, 59)}:00.000Z\", \"sessionToken\": null, \"username\": \"{word()}{r.randint(1, 99)}\"}}",
            f"rules_version = '2';\nservice cloud.firestore {{\n  match /databases/{{database}}/documents {{\n    match /{word()}/{{uid}} {{\n      allow read, write: if request.auth != null && request.auth.uid == uid;\n    }}\n  }}\n}}\n",
            f"create policy \"own rows\" on public.{word()} for select using (auth.uid() = user_id);\n-- migration {g.hexs(14)}\n",
            f"$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n      Studio URL: http://127.0.0.1:54323\n  Inbucket URL: http://127.0.0.1:54324  ({word()})\n  (local stack defaults — the CLI prints the same for everyone)\n",
            f"{{\n  \"aws_project_region\": \"us-east-1\",\n  \"aws_cognito_identity_pool_id\": \"us-east-1:{g.uuid()}\",\n  \"aws_user_pools_id\": \"us-east-1_{g.s(B62, 9)}\",\n  \"aws_user_pools_web_client_id\": \"{g.s(LOW + '0123456789', 26)}\"\n}}",
            f"<key>GOOGLE_APP_ID</key>\n<string>1:{r.randint(10**11, 10**12)}:ios:{g.hexs(22)}</string>\n<key>GCM_SENDER_ID</key>\n<string>{r.randint(10**11, 10**12)}</string>\n<key>BUNDLE_ID</key>\n<string>com.{word()}.app</string>\n",
            f"{{\"$id\": \"{g.hexs(20)}\", \"$collectionId\": \"orders\", \"$databaseId\": \"main\", \"$createdAt\": \"2026-11-2{r.randint(0, 9)}T08:00:00.000+00:00\", \"$permissions\": [\"read(\\\"user:{g.hexs(20)}\\\")\"]}}",
            f"$ firebase deploy --only functions\n✔  functions[api(europe-west1)] Successful update operation.\nProject Console: https://console.firebase.google.com/project/{p}/overview\n",
            f"Migration {r.randint(2025, 2026)}{r.randint(10, 12)}{r.randint(10, 28)}{r.randint(100000, 235959)}_add_profiles.sql applied (checksum {g.hexs(64)})",
            f"#{word()}: Don't put the service_role key in the Flutter app. The anon key is meant to be public; row-level security is what protects the data. Server-side code reads the service key from the Edge Function secrets.",
            f"Re: {word()} — Die Parse-Master-Key gehört nur in den Server. Im Client reicht die Application-ID und der JavaScript-Key, die sind sowieso in jeder App sichtbar.",
            f"\"integrity\": \"sha512-{g.b64(64)}\",\n\"resolved\": \"https://registry.npmjs.org/@supabase/supabase-js/-/supabase-js-2.{r.randint(40, 49)}.{r.randint(0, 9)}.tgz\"",
            f"commit {g.sha1()}\nAuthor: {word()} <dev@{word()}.io>\n\n    amplify: move auth to Gen 2 backend (defineAuth)\n",
            f"{{\"multicast_id\": {r.randint(10**17, 10**18)}, \"success\": 1, \"failure\": 0, \"results\": [{{\"message_id\": \"0:{r.randint(10**15, 10**16)}%{g.hexs(16)}\"}}]}}",
            f"{{\"name\": \"projects/{p}/messages/{r.randint(10**15, 10**16)}\"}}",
            f"- uses: w9jds/firebase-action@v14\n  with:\n    args: deploy --only hosting\n  env:\n    GCP_SA_KEY: ${{{{ secrets.GCP_SA_KEY }}}}\n",
            f"collections:\n  - name: posts\n    type: base\n    listRule: \"\"  # {word()}\n    viewRule: \"\"\n    createRule: \"@request.auth.id != ''\"\n    id: pbc_{r.randint(10**9, 10**10)}\n",
            f"$ nhost up\n✓ Nhost development environment started.\nURLs:\n- Postgres:  postgres://postgres:postgres@localhost:5432/local\n- Hasura:    https://local.hasura.local.nhost.run\n- Project:   {word()}\n(documented local defaults)",
            f"{{\"keys\": [{{\"alg\": \"RS256\", \"kid\": \"{g.hexs(40)}\", \"kty\": \"RSA\", \"use\": \"sig\", \"e\": \"AQAB\", \"n\": \"{g.b64url(128)}\"}}]}}\n(https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com)",
            f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(21)}\n-----END CERTIFICATE-----\n",
            f"User UID: {g.s(B62, 28)}\nProvider: google.com\nCreated: Nov {r.randint(1, 30)}, 2026",
            f"Storage object gs://{p}.appspot.com/avatars/{g.uuid()}.jpg md5Hash: {g.b64(16)} crc32c: {g.b64(4)}",
            f"HASURA_GRAPHQL_ADMIN_SECRET=${{HASURA_GRAPHQL_ADMIN_SECRET:?set me}}\nHASURA_GRAPHQL_JWT_SECRET=${{JWT_SECRET_JSON}}\nNHOST_SUBDOMAIN={g.s(LOW, 20)}\n",
            f"Order #{r.randint(100000, 999999)} synced to Firestore doc orders/{g.s(B62, 20)} (tracking 1Z{g.s(UPPER + '0123456789', 16)})",
            f"Amplify app ID: d{g.s(LOW + '0123456789', 13)}\nBranch: main  Job: {r.randint(1, 500)}  Commit: {g.sha1()[:7]}\nStatus: SUCCEED",
            f"[{word()}-ios] App Check: register a debug token in the Firebase console and set FIREBASE_APPCHECK_DEBUG_TOKEN in the simulator scheme. Do not commit it.",
            f"await pb.collection('{word()}').authWithPassword(email, password);\nconsole.log(pb.authStore.isValid);\n",
            f"// {word()}.ts\nconst {{ data, error }} = await supabase.auth.signInWithPassword({{ email: form.email, password: form.password }})\n",
            f"Realtime channel realtime:public:messages joined, ref {r.randint(1, 99)}, presence key {g.uuid()}",
            f"{{\"event\": \"INSERT\", \"table\": \"orders\", \"record\": {{\"id\": {r.randint(1, 99999)}, \"user_id\": \"{g.uuid()}\", \"total_cents\": {r.randint(100, 99999)}}}}}",
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
