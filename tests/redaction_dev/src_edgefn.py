"""Blind redaction source "edgefn": serverless and edge platforms.

Vercel and Netlify tokens and env pulls, Cloudflare Workers (wrangler.toml, `wrangler secret put`, .dev.vars,
API tokens), Deno Deploy, Supabase (service-role JWTs, sbp_ access tokens, Postgres pooler URLs), Firebase (service
accounts, CI tokens, web config), AWS SAM/Lambda environment and samconfig, Fly.io secrets and tokens, Render env
groups and deploy hooks, as configs, CLI sessions, build logs, function logs, issue prose and agent hook payloads.

Written blind by the helper "corpora2" on 2026-12-03 (round 16), without reading memtool's rules, tests or
results. Every value is random and made up. Seeded: rerunning writes edgefn_secrets.jsonl and edgefn_clean.jsonl
byte-identically. Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import Gen, B62, URLSAFE

FAMILY = "edgefn"
g = Gen(160303)
r = g.r
OUT = Path(__file__).resolve().parent
LOW = string.ascii_lowercase
LOWD = LOW + string.digits


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def app() -> str:
    return r.choice(["shop-edge", "docs-site", "api-gw", "img-resizer", "auth-worker", "blog", "dash", "og-image",
                     "waitlist", "status-page"]) + r.choice(["", "-prod", "-staging", "-v2"])


def supa_ref() -> str:
    return g.s(LOW, 20)


def cf_token() -> str:
    return g.s(URLSAFE, 40)


def vercel_token() -> str:
    return g.s(B62, 24)


def netlify_token() -> str:
    return "nfp_" + g.s(B62, 36)


# ------------------------------------------------------------------ secrets
def s_wrangler_secret():
    v = g.machine_pw()
    name = r.choice(["STRIPE_WEBHOOK_SECRET", "JWT_SECRET", "UPSTREAM_API_KEY", "SESSION_KEY", "DB_PASSWORD"])
    return "name-context", f"$ echo '{v}' | npx wrangler secret put {name} --env production\n🌀 Creating the secret for the Worker \"{app()}-production\"\n✨ Success! Uploaded secret {name}", [v]


def s_dev_vars():
    v = g.machine_pw()
    return "name-context", r.choice([
        read_hook(".dev.vars", f"API_HOST=http://localhost:8787\nAUTH_SECRET={v}\n"),
        f"# .dev.vars (local only)\nTURNSTILE_SECRET_KEY={v}\nENVIRONMENT=dev",
    ]), [v]


def s_wrangler_toml_vars():
    v = g.machine_pw()
    return "name-context", f"""name = "{app()}"
main = "src/index.ts"
compatibility_date = "2026-0{r.randint(1,9)}-01"

[vars]
ENVIRONMENT = "production"
ORIGIN_SHARED_SECRET = "{v}"

[[kv_namespaces]]
binding = "CACHE"
id = "{g.hexs(32)}\"""", [v]


def s_cf_api_token():
    t = cf_token()
    return r.choice([
        ("name-context", f"CLOUDFLARE_API_TOKEN={t}\nCLOUDFLARE_ACCOUNT_ID={g.hexs(32)}", [t]),
        ("structural", f"curl -X GET \"https://api.cloudflare.com/client/v4/user/tokens/verify\" -H \"Authorization: Bearer {t}\"\n{{\"result\":{{\"id\":\"{g.hexs(32)}\",\"status\":\"active\"}},\"success\":true}}", [t]),
        ("name-context", f"      - name: Deploy\n        uses: cloudflare/wrangler-action@v3\n        with:\n          apiToken: {t}\n          accountId: {g.hexs(32)}", [t]),
    ])


def s_cf_global_key():
    k = g.hexs(37)
    return "structural", f"curl https://api.cloudflare.com/client/v4/zones/{g.hexs(32)}/purge_cache -H 'X-Auth-Email: ops@example.com' -H 'X-Auth-Key: {k}' --data '{{\"purge_everything\":true}}'", [k]


def s_vercel_token():
    t = vercel_token()
    return r.choice([
        ("structural", f"$ vercel deploy --prod --token {t} --scope acme\nVercel CLI 37.4.2\n🔍  Inspect: https://vercel.com/acme/{app()}/{g.s(B62, 9)}\n✅  Production: https://{app()}.vercel.app", [t]),
        ("name-context", f"VERCEL_TOKEN={t}\nVERCEL_ORG_ID=team_{g.s(B62, 24)}\nVERCEL_PROJECT_ID=prj_{g.s(B62, 28)}", [t]),
        ("structural", f"curl -H 'Authorization: Bearer {t}' 'https://api.vercel.com/v9/projects/{app()}/env?decrypt=true'", [t]),
    ])


def s_vercel_env_pull():
    pw = g.pw(); host = f"ep-{g.s(LOW, 6)}-{g.s(LOW, 6)}-{g.s(LOWD, 8)}-pooler.us-east-2.aws.neon.tech"
    content = f'# Created by Vercel CLI\nVERCEL="1"\nVERCEL_ENV="development"\nPOSTGRES_URL="postgres://default:{pw}@{host}:5432/verceldb?sslmode=require"\nPOSTGRES_USER="default"\n'
    return "structural", r.choice([read_hook(".env.development.local", content), "$ vercel env pull\n> Downloading `development` Environment Variables\n$ cat .env.development.local\n" + content]), [pw]


def s_vercel_oidc():
    t = g.jwt("owner:acme:project:" + app())
    return "self-identifying", f'VERCEL_OIDC_TOKEN="{t}"', [t]


def s_netlify():
    t = netlify_token()
    return r.choice([
        ("self-identifying", f"NETLIFY_AUTH_TOKEN={t}\nNETLIFY_SITE_ID={g.uuid()}", [t]),
        ("self-identifying", f"$ netlify deploy --prod --auth {t} --site {g.uuid()} --dir dist\nDeploy path: /repo/dist\n✔ Deploy is live!", [t]),
        ("self-identifying", json.dumps({"userId": g.hexs(24), "users": {g.hexs(24): {"id": g.hexs(24), "auth": {"token": t, "github": {}}}}}, indent=2), [t]),
    ])


def s_netlify_fn_env():
    v = g.machine_pw()
    return "name-context", f"""[build]
  command = "npm run build"
  publish = "dist"

[context.deploy-preview.environment]
  PREVIEW_BASIC_AUTH_PASSWORD = "{v}"
  NODE_VERSION = "20\"""", [v]


def s_netlify_hook():
    h = g.hexs(24)
    url = f"https://api.netlify.com/build_hooks/{h}"
    return "structural", f"# rebuild the docs when the CMS publishes\ncurl -X POST -d '{{}}' {url}", [h]


def s_deno_deploy():
    t = "ddp_" + g.s(B62, 36)
    return "self-identifying", r.choice([
        f"$ deployctl deploy --project={app()} --token={t} --prod main.ts\n✔ Deployment complete.",
        f"DENO_DEPLOY_TOKEN={t}",
        f"env:\n  DENO_DEPLOY_TOKEN: {t}",
    ]), [t]


def s_deno_kv():
    t = "ddp_" + g.s(B62, 36)
    return "self-identifying", f"""// scripts/backup_kv.ts
const kv = await Deno.openKv("https://api.deno.com/databases/{g.uuid()}/connect");
// DENO_KV_ACCESS_TOKEN={t}""", [t]


def s_supa_service_role():
    t = g.jwt("supabase")
    return "self-identifying", r.choice([
        f"NEXT_PUBLIC_SUPABASE_URL=https://{supa_ref()}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={t}",
        f"const supabase = createClient('https://{supa_ref()}.supabase.co', '{t}', {{ auth: {{ persistSession: false }} }})",
        f"$ curl 'https://{supa_ref()}.supabase.co/rest/v1/profiles?select=*' -H \"apikey: {t}\" -H \"Authorization: Bearer {t}\"",
    ]), [t]


def s_supa_access():
    t = g.supabase()
    return "self-identifying", r.choice([
        f"$ SUPABASE_ACCESS_TOKEN={t} supabase link --project-ref {supa_ref()}\nFinished supabase link.",
        f"      - run: supabase db push\n        env:\n          SUPABASE_ACCESS_TOKEN: {t}\n          SUPABASE_DB_PASSWORD: ${{{{ secrets.SUPABASE_DB_PASSWORD }}}}",
    ]), [t]


def s_supa_db():
    pw = g.pw(); ref = supa_ref()
    return "structural", r.choice([
        f"DATABASE_URL=postgresql://postgres.{ref}:{pw}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true",
        f"$ psql 'postgresql://postgres:{pw}@db.{ref}.supabase.co:5432/postgres'\npsql (16.4)\nSSL connection (protocol: TLSv1.3)\npostgres=>",
        f"$ supabase db dump --db-url postgresql://postgres:{pw}@db.{ref}.supabase.co:5432/postgres -f schema.sql",
    ]), [pw]


def s_supa_secrets_set():
    v = g.machine_pw()
    return "name-context", f"$ supabase secrets set RESEND_API_KEY={v} --project-ref {supa_ref()}\nFinished supabase secrets set.", [v]


def s_firebase_sa():
    block, line = g.pem("PRIVATE KEY")
    sa = {"type": "service_account", "project_id": f"{app()}-{r.randint(1000,9999)}", "private_key_id": g.hexs(40),
          "private_key": block + "\n", "client_email": f"firebase-adminsdk-{g.s(LOWD, 5)}@example-app.iam.gserviceaccount.com",
          "client_id": str(r.randint(10**20, 10**21)), "token_uri": "https://oauth2.googleapis.com/token"}
    return "self-identifying", r.choice([json.dumps(sa, indent=2), read_hook("functions/serviceAccountKey.json", json.dumps(sa, indent=2))]), [line]


def s_firebase_ci():
    t = g.google_refresh()
    return "self-identifying", r.choice([
        f"$ firebase login:ci\n✔  Success! Use this token to login on a CI server:\n\n{t}\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"",
        f"firebase deploy --only functions,hosting --token {t} --project prod",
    ]), [t]


def s_firebase_fn_config():
    v = g.machine_pw()
    return "name-context", f"$ firebase functions:config:set mailer.password=\"{v}\" mailer.user=\"noreply@example.com\"\n✔  Functions config updated.", [v]


def s_lambda_env():
    pw = g.pw()
    return "name-context", json.dumps({"FunctionName": app(), "Runtime": "nodejs20.x", "Environment": {"Variables": {
        "TABLE_NAME": "orders", "STAGE": "prod", "PG_PASSWORD": pw}}, "MemorySize": 512, "Timeout": 15}, indent=2), [pw]


def s_sam_template():
    v = g.machine_pw()
    return "name-context", f"""AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  WebhookFunction:
    Type: AWS::Serverless::Function
    Properties:
      Handler: app.handler
      Runtime: python3.12
      Environment:
        Variables:
          GITHUB_WEBHOOK_SECRET: {v}""", [v]


def s_samconfig():
    v = g.machine_pw()
    return "name-context", f"""version = 0.1
[default.deploy.parameters]
stack_name = "{app()}"
region = "eu-west-1"
capabilities = "CAPABILITY_IAM"
parameter_overrides = "Stage=prod ApiKeyValue={v} LogLevel=INFO\"""", [v]


def s_aws_keys():
    ak = g.aws_akid(); sk = g.aws_secret()
    return r.choice([
        ("self-identifying", f"$ AWS_ACCESS_KEY_ID={ak} AWS_SECRET_ACCESS_KEY={sk} sam deploy --guided\n\tConfiguring SAM deploy", [ak, sk]),
        ("name-context", f"[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-1", [sk]),
    ])


def s_lambda_log():
    t = g.s(B62, 40)
    return "structural", f"""START RequestId: {g.uuid()} Version: $LATEST
{r.randint(2025,2026)}-11-0{r.randint(1,9)}T10:14:22.{r.randint(100,999)}Z	{g.uuid()}	INFO	outgoing request {{ url: 'https://api.partner.example.com/v2/orders', headers: {{ 'x-api-key': '{t}', 'content-type': 'application/json' }} }}
END RequestId: {g.uuid()}""", [t]


def s_fly_token():
    name, tok, sec = "fly", g.fly(), None
    sec = tok.split(" ", 1)[1].split(",", 1)[0]
    return "self-identifying", r.choice([
        f"$ fly tokens create deploy -x 8760h\n{tok}",
        f"FLY_API_TOKEN=\"{tok}\"",
        f"      - run: flyctl deploy --remote-only\n        env:\n          FLY_API_TOKEN: {tok}",
    ]), [sec]


def s_fly_secrets():
    v = g.machine_pw()
    return "name-context", f"$ fly secrets set SECRET_KEY_BASE={v} -a {app()}\nUpdating existing machines in '{app()}' with rolling strategy\n✔ Machine {g.hexs(14)} [app] update finished: success", [v]


def s_fly_pg():
    pw = g.s(B62, 16)
    return "structural", f"""$ fly postgres attach {app()}-db -a {app()}
Checking for existing attachments
Registering attachment
Creating database
Creating user

Postgres cluster {app()}-db is now attached to {app()}
The following secret was added to {app()}:
  DATABASE_URL=postgres://{app().replace('-','_')}:{pw}@{app()}-db.flycast:5432/{app().replace('-','_')}?sslmode=disable""", [pw]


def s_render():
    pw = g.pw(); key = "rnd_" + g.s(B62, 28)
    return r.choice([
        ("structural", f"# Render internal DB\nDATABASE_URL=postgresql://app_user:{pw}@dpg-{g.s(LOWD, 20)}-a.oregon-postgres.render.com/app_db", [pw]),
        ("self-identifying", f"curl -H 'Authorization: Bearer {key}' https://api.render.com/v1/services?limit=20", [key]),
    ])


def s_render_hook():
    k = g.s(B62, 11)
    return "structural", f"      - name: Trigger Render deploy\n        run: curl -fsS \"https://api.render.com/deploy/srv-{g.s(LOWD, 20)}?key={k}\"", [k]


def s_upstash():
    t = g.s(URLSAFE, 60)
    return "name-context", f"UPSTASH_REDIS_REST_URL=https://{g.s(LOW, 8)}-{r.randint(10000,99999)}.upstash.io\nUPSTASH_REDIS_REST_TOKEN={t}", [t]


def s_edge_config():
    t = g.uuid()
    return "structural", f"EDGE_CONFIG=https://edge-config.vercel.com/ecfg_{g.s(LOWD, 28)}?token={t}", [t]


def s_issue():
    t = r.choice([vercel_token(), netlify_token(), cf_token()])
    cls = "self-identifying" if t.startswith("nfp_") else "name-context"
    return cls, f"""### Deploy fails with 403 on preview branches

Steps: push to `feat/og`, the action runs `wrangler deploy`. Logs below. I already regenerated the token ({t}) and gave it Workers Scripts:Edit, still 403.
```
✘ [ERROR] A request to the Cloudflare API (/accounts/…/workers/scripts/og-image) failed.
  Authentication error [code: 10000]
```""", [t]


def s_self_id_misc():
    name, tok, sec = g.self_identifying()
    return "self-identifying", r.choice([
        f"$ npx wrangler secret list\n[]\n$ cat .dev.vars\nUPSTREAM_TOKEN={tok}",
        hook("vercel env ls production", f"> Environment Variables found for acme/{app()}\n name            value   environments\n INTEGRATION_KEY {tok}  Production"),
        f"# netlify/functions/notify.mts\nconst KEY = \"{tok}\";\nexport default async (req: Request) => fetch(URL, {{ headers: {{ authorization: `Bearer ${{KEY}}` }} }});",
    ]), [sec]


def s_js_fn():
    v = g.machine_pw()
    return "name-context", f"""export default {{
  async fetch(request, env) {{
    const signingKey = "{v}"; // TODO move to env
    const sig = request.headers.get("x-signature");
    return verify(sig, signingKey) ? handle(request, env) : new Response("nope", {{ status: 401 }});
  }}
}};""", [v]


SECRETS = [s_wrangler_secret, s_dev_vars, s_wrangler_toml_vars, s_cf_api_token, s_cf_global_key, s_vercel_token,
           s_vercel_env_pull, s_vercel_oidc, s_netlify, s_netlify_fn_env, s_netlify_hook, s_deno_deploy, s_deno_kv,
           s_supa_service_role, s_supa_access, s_supa_db, s_supa_secrets_set, s_firebase_sa, s_firebase_ci,
           s_firebase_fn_config, s_lambda_env, s_sam_template, s_samconfig, s_aws_keys, s_lambda_log, s_fly_token,
           s_fly_secrets, s_fly_pg, s_render, s_render_hook, s_upstash, s_edge_config, s_issue, s_self_id_misc,
           s_self_id_misc, s_js_fn]


# ------------------------------------------------------------------ clean
def c_wrangler_toml():
    return f"""name = "{app()}"
main = "src/index.ts"
compatibility_date = "2026-05-01"
account_id = "{g.hexs(32)}"

[[d1_databases]]
binding = "DB"
database_name = "prod"
database_id = "{g.uuid()}"

[[r2_buckets]]
binding = "ASSETS"
bucket_name = "assets\""""


def c_secret_list():
    return '$ npx wrangler secret list --env production\n[\n  { "name": "JWT_SECRET", "type": "secret_text" },\n  { "name": "STRIPE_WEBHOOK_SECRET", "type": "secret_text" }\n]'


def c_supa_anon_public():
    return f"""# public values, safe to ship to the browser (RLS protects the data)
NEXT_PUBLIC_SUPABASE_URL=https://{supa_ref()}.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=<anon-key-from-dashboard>
SUPABASE_SERVICE_ROLE_KEY=${{SUPABASE_SERVICE_ROLE_KEY}}"""


def c_firebase_web_config():
    return f"""// Firebase web config is public by design; access is controlled by security rules.
const firebaseConfig = {{
  authDomain: "{app()}.firebaseapp.com",
  projectId: "{app()}",
  storageBucket: "{app()}.appspot.com",
  messagingSenderId: "{r.randint(10**11, 10**12)}",
  appId: "1:{r.randint(10**11, 10**12)}:web:{g.hexs(22)}"
}};"""


def c_vercel_build_log():
    return f"""Running build in Washington, D.C., USA (East) – iad1
Cloning github.com/acme/{app()} (Branch: main, Commit: {g.hexs(7)})
Cloning completed: 412.331ms
Restored build cache from previous deployment ({g.s(B62, 28)})
Running "vercel build"
Vercel CLI 37.4.2
Detected Next.js version: 15.0.3
Build Completed in /vercel/output [38s]
Deploying outputs..."""


def c_vercel_json():
    return json.dumps({"$schema": "https://openapi.vercel.sh/vercel.json", "framework": "nextjs",
                       "crons": [{"path": "/api/cron/cleanup", "schedule": "0 3 * * *"}],
                       "headers": [{"source": "/(.*)", "headers": [{"key": "Strict-Transport-Security", "value": "max-age=63072000"}]}]}, indent=2)


def c_netlify_toml():
    return """[build]
  command = "npm run build"
  publish = "dist"

[[redirects]]
  from = "/api/*"
  to = "/.netlify/functions/:splat"
  status = 200

[context.production.environment]
  API_TOKEN = "set in the Netlify UI, not here\""""


def c_sam_params():
    return """Parameters:
  DbPassword:
    Type: AWS::SSM::Parameter::Value<String>
    Default: /prod/orders/db-password
    NoEcho: true
Resources:
  OrdersFunction:
    Type: AWS::Serverless::Function
    Properties:
      Environment:
        Variables:
          DB_PASSWORD: !Ref DbPassword"""


def c_lambda_log():
    return f"""START RequestId: {g.uuid()} Version: $LATEST
INFO processed {r.randint(1,500)} records, etag "{g.hexs(32)}"
END RequestId: {g.uuid()}
REPORT RequestId: {g.uuid()}	Duration: {r.randint(10,900)}.{r.randint(10,99)} ms	Billed Duration: {r.randint(10,900)} ms	Memory Size: 512 MB	Max Memory Used: {r.randint(60,200)} MB"""


def c_fly_toml():
    return f"""app = "{app()}"
primary_region = "ams"

[build]
  image = "registry.fly.io/{app()}@sha256:{g.sha256()}"

[http_service]
  internal_port = 8080
  force_https = true"""


def c_fly_secrets_list():
    return f"""$ fly secrets list -a {app()}
NAME            DIGEST                  CREATED AT
DATABASE_URL    {g.hexs(16)}        2026-10-02T09:11:40Z
SECRET_KEY_BASE {g.hexs(16)}        2026-10-02T09:11:40Z"""


def c_render_yaml():
    return """services:
  - type: web
    name: api
    env: node
    buildCommand: npm ci && npm run build
    startCommand: node dist/server.js
    envVars:
      - key: DATABASE_URL
        fromDatabase:
          name: app-db
          property: connectionString
      - key: SESSION_SECRET
        generateValue: true"""


def c_deno_json():
    return json.dumps({"tasks": {"dev": "deno run -A --watch main.ts"}, "imports": {"@std/http": "jsr:@std/http@^1.0.10"},
                       "deploy": {"project": g.uuid(), "entrypoint": "main.ts"}}, indent=2)


def c_docs():
    return r.choice([
        "Set your token once: `wrangler secret put API_KEY` — wrangler prompts for the value so it never lands in shell history. In .dev.vars use `API_KEY=changeme` for local dev.",
        "Install the CLI: `curl -fsSL https://deno.land/install.sh | sh`, then `deployctl deploy --project=<project> main.ts`. Create a token at dash.deno.com/account#access-tokens and export it as DENO_DEPLOY_TOKEN.",
        "Supabase's anon key is meant to be public; the service_role key bypasses RLS and must only be used server-side (Edge Functions get it as SUPABASE_SERVICE_ROLE_KEY automatically).",
    ])


def c_hook_git():
    return hook("git log -3 --format='%H %s'", "\n".join(f"{g.sha1()} {m}" for m in ["move secrets to wrangler secret put", "og-image: cache fonts in KV", "bump wrangler to 3.90"]))


def c_supabase_functions_log():
    return f"""$ supabase functions deploy send-digest --project-ref {supa_ref()}
Bundling Function: send-digest
Deploying Function: send-digest (script size: 41.2kB)
Deployed Functions on project {supa_ref()}: send-digest
You can inspect your deployment in the Dashboard: https://supabase.com/dashboard/project/{supa_ref()}/functions"""


def c_cf_jwks():
    return json.dumps({"keys": [{"kid": g.hexs(64), "kty": "RSA", "alg": "RS256", "use": "sig", "e": "AQAB", "n": g.b64url(256)}],
                       "public_cert": {"kid": g.hexs(64), "cert": "-----BEGIN CERTIFICATE-----\n" + g.b64(48) + "\n-----END CERTIFICATE-----"}})


def c_package_lock():
    return json.dumps({"node_modules/wrangler": {"version": "3.90.0", "resolved": "https://registry.npmjs.org/wrangler/-/wrangler-3.90.0.tgz",
                       "integrity": "sha512-" + g.b64(64)}}, indent=2)


CLEAN = [c_wrangler_toml, c_secret_list, c_supa_anon_public, c_firebase_web_config, c_vercel_build_log, c_vercel_json,
         c_netlify_toml, c_sam_params, c_lambda_log, c_fly_toml, c_fly_secrets_list, c_render_yaml, c_deno_json,
         c_docs, c_hook_git, c_supabase_functions_log, c_cf_jwks, c_package_lock]


def main() -> None:
    sec = []
    for i in range(250):
        fn = SECRETS[i % len(SECRETS)] if i < len(SECRETS) * 2 else r.choice(SECRETS)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        sec.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean, seen, k = [], set(), 0
    while len(clean) < 100:  # distinct texts only
        fn = CLEAN[k % len(CLEAN)] if k < len(CLEAN) * 2 else r.choice(CLEAN)
        k += 1
        text = fn()
        if text in seen:
            continue
        seen.add(text)
        clean.append({"id": f"{FAMILY}-c{len(clean) + 1}", "family": FAMILY, "text": text})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in sec:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
