"""Blind redaction source "headlesscms" (round 35, helper corpora7, 2026-12-03).

Headless CMS and content platforms: Contentful, Sanity, Strapi, Storyblok, Prismic, Directus, Ghost, Hygraph,
DatoCMS, Payload, Builder.io, Contentstack, Kontent.ai, headless WordPress/Drupal, Decap; preview and
revalidation secrets, webhook secrets, build and deploy hooks of site builds (Netlify, Vercel, Gatsby, Cloudflare
Pages), image CDNs and search beside them. Every value is random and made up (seeded).
Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAMILY = "headlesscms"
OUT = Path(__file__).resolve().parent
g = Gen(350702)
r = g.r
LOW = string.ascii_lowercase + string.digits

WORDS = ["article", "banner", "canvas", "draft", "editor", "folio", "gallery", "headline", "layout", "masthead",
         "portal", "quill", "ribbon", "slug", "teaser", "vellum", "widget", "zine", "crimson", "meadow", "pixel"]
LEGACY = ["strapi123", "Admin2020", "ghost!pass", "cms@2019", "Directus1", "editor#99", "letmein42"]


def pw() -> str:
    k = r.randint(0, 7)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:
        return "-".join(r.choice(WORDS) for _ in range(4))
    if k == 3:
        return r.choice(WORDS).capitalize() + str(r.randint(2, 99)) + r.choice(WORDS) + str(r.randint(10, 999))
    if k == 4:
        return r.choice(LEGACY) + str(r.randint(0, 9))
    if k == 5:
        return g.hexs(32)
    if k == 6:
        return g.b64(24)
    return g.s(B62 + "!@#%^*-_", r.randint(18, 30))


def cf_cma() -> str:
    return "CFPAT-" + g.s(URLSAFE, 43)


def cf_cda() -> str:
    return g.s(URLSAFE, 43)


def space() -> str:
    return g.s(LOW, 12)


def sanity_tok() -> str:
    return "sk" + g.s(B62, 180)


def sanity_pid() -> str:
    return g.s(LOW, 8)


def strapi_token() -> str:
    return g.hexs(256)


def app_keys() -> str:
    return ",".join(g.b64(16) for _ in range(4))


def sb_token() -> str:
    return g.s(B62, 22) + "tt"


def prismic_tok() -> str:
    return "MC5" + g.s(B62, 20) + "AAA" + g.s(B62, 10) + "." + g.s(URLSAFE, 36)


def ghost_admin() -> str:
    return g.hexs(24) + ":" + g.hexs(64)


def ghost_content() -> str:
    return g.hexs(26)


def dato_tok() -> str:
    return g.hexs(30)


def builder_private() -> str:
    return "bpk-" + g.hexs(32)


def cs_token() -> str:
    return "cs" + g.hexs(32)


def netlify_pat() -> str:
    return "nfp_" + g.s(B62, 36)


def netlify_hook() -> str:
    return "https://api.netlify.com/build_hooks/" + g.hexs(24)


def vercel_hook() -> str:
    return f"https://api.vercel.com/v1/integrations/deploy/prj_{g.s(B62, 28)}/{g.s(B62, 10)}"


def cfpages_hook() -> str:
    return f"https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/{g.uuid()}"


def wp_app_pw() -> str:
    return " ".join(g.s(B62, 4) for _ in range(6))


def site() -> str:
    return r.choice(["acme-blog", "northwind-www", "studio-docs", "harbor-news", "lumen-shop", "brightpath-edu", "fjord-travel"])


SI, NC, ST = "self-identifying", "name-context", "structural"
T = []


def tpl(fn):
    T.append(fn)
    return fn


# ------------------------------------------------------------------ Contentful
@tpl
def cf_env_next():
    cma = cf_cma()
    prev = cf_cda()
    rs = g.s(URLSAFE, 32)
    return SI, f"""# .env.local ({site()})
CONTENTFUL_SPACE_ID={space()}
CONTENTFUL_ENVIRONMENT=master
CONTENTFUL_ACCESS_TOKEN=${{CONTENTFUL_DELIVERY_TOKEN}}
CONTENTFUL_PREVIEW_ACCESS_TOKEN={prev}
CONTENTFUL_MANAGEMENT_TOKEN={cma}
CONTENTFUL_REVALIDATE_SECRET={rs}""", [prev, cma, rs]


@tpl
def cf_cli_login():
    cma = cf_cma()
    return SI, f"""$ contentful login --management-token {cma}
Great! Your CMA token is now stored on your system. (Located at /home/dev/.contentfulrc.json)
You can always run contentful logout to remove it.
$ contentful space use --space-id {space()}
Now using the 'master' Environment of Space {site()} ({space()}) when the `--environment-id` option is missing.""", [cma]


@tpl
def cf_rc_json():
    cma = cf_cma()
    return SI, "$ cat ~/.contentfulrc.json\n" + json.dumps({"managementToken": cma, "activeSpaceId": space(), "activeEnvironmentId": "master", "host": "api.contentful.com"}, indent=2), [cma]


@tpl
def cf_migrate_ci():
    cma = cf_cma()
    return SI, f"""  migrate-content-model:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npx contentful-migration --space-id {space()} --environment-id staging --yes migrations/{r.randint(10, 60):03d}-add-hero.js
        env:
          CONTENTFUL_MANAGEMENT_TOKEN: {cma}""", [cma]


@tpl
def cf_delivery_curl():
    t = cf_cda()
    return ST, f"""$ curl -s "https://cdn.contentful.com/spaces/{space()}/environments/master/entries?content_type=blogPost&limit=3" \\
    -H "Authorization: Bearer {t}" | jq '.items[].fields.title'
"Spring launch notes"
"Editorial calendar Q1"
"How we migrated to the new hero component\"""", [t]


@tpl
def cf_preview_query():
    t = cf_cda()
    return ST, f"""GET https://preview.contentful.com/spaces/{space()}/environments/master/entries?access_token={t}&fields.slug={r.choice(WORDS)}-{r.randint(1, 99)}&include=2
<- 200 OK (183 ms) x-contentful-request-id: {g.uuid()}""", [t]


@tpl
def cf_js_client():
    t = cf_cda()
    return NC, f"""// lib/contentful.ts
import {{ createClient }} from 'contentful'

export const previewClient = createClient({{
  space: '{space()}',
  accessToken: '{t}', // preview token (drafts)
  host: 'preview.contentful.com',
}})""", [t]


@tpl
def cf_webhook_secret():
    s = g.s(URLSAFE, 64)
    return NC, f"""$ contentful space webhook create --name "Revalidate {site()}" --url https://{site()}.vercel.app/api/revalidate \\
    --header "x-webhook-secret: {s}" --topics Entry.publish Entry.unpublish
Webhook created: {g.s(B62, 22)}"""[:500], [s]


# ------------------------------------------------------------------ Sanity
@tpl
def sanity_env():
    t = sanity_tok()
    rs = g.s(URLSAFE, 28)
    return SI, f"""# .env
NEXT_PUBLIC_SANITY_PROJECT_ID={sanity_pid()}
NEXT_PUBLIC_SANITY_DATASET=production
SANITY_API_READ_TOKEN={t}
SANITY_REVALIDATE_SECRET={rs}""", [t, rs]


@tpl
def sanity_client_ts():
    t = sanity_tok()
    return SI, f"""import {{ createClient }} from '@sanity/client'

export const writeClient = createClient({{
  projectId: '{sanity_pid()}',
  dataset: 'production',
  apiVersion: '2024-0{r.randint(1, 9)}-01',
  token: '{t}',
  useCdn: false,
}})""", [t]


@tpl
def sanity_webhook_secret():
    s = pw()
    return NC, f"""// app/api/revalidate/route.ts
import {{ parseBody }} from 'next-sanity/webhook'

const SANITY_WEBHOOK_SECRET = process.env.SANITY_WEBHOOK_SECRET ?? '{s}'

export async function POST(req: Request) {{
  const {{ isValidSignature, body }} = await parseBody(req, SANITY_WEBHOOK_SECRET)
  if (!isValidSignature) return new Response('Invalid signature', {{ status: 401 }})
}}""", [s]


@tpl
def sanity_cli_debug():
    t = sanity_tok()
    return SI, f"""$ npx sanity debug --secrets
User:
  Name: 'Ines Kowalski'
  Email: 'ines@{site()}.com'
  ID: 'p{g.s(B62, 8)}'

Authentication:
  User type: 'normal'
  Auth token: '{t}'

Project:
  ID: '{sanity_pid()}'
  Display name: '{site()}'""", [t]


@tpl
def sanity_dataset_export():
    t = sanity_tok()
    return SI, f"""+ SANITY_AUTH_TOKEN={t} npx sanity dataset export production backups/prod-$(date +%F).tar.gz
✓ Exporting documents... (1842/1842)
✓ Downloading assets... (311/311)
✓ Adding assets to archive...
Export finished (38.2 MB)"""[:400], [t]


# ------------------------------------------------------------------ Strapi
@tpl
def strapi_env():
    keys = app_keys()
    ajs = g.b64(16)
    salt = g.b64(16)
    jwt = g.b64(16)
    tts = g.b64(16)
    p = pw()
    return NC, f"""HOST=0.0.0.0
PORT=1337
APP_KEYS={keys}
API_TOKEN_SALT={salt}
ADMIN_JWT_SECRET={ajs}
TRANSFER_TOKEN_SALT={tts}
JWT_SECRET={jwt}
DATABASE_CLIENT=postgres
DATABASE_HOST=127.0.0.1
DATABASE_NAME=strapi
DATABASE_USERNAME=strapi
DATABASE_PASSWORD={p}""", [keys, salt, ajs, tts, jwt, p]


@tpl
def strapi_db_url():
    p = pw()
    return ST, f"""// config/database.js
module.exports = ({{ env }}) => ({{
  connection: {{
    client: 'postgres',
    connection: {{
      connectionString: env('DATABASE_URL', 'postgres://strapi:{p}@db.{site()}.internal:5432/strapi'),
      ssl: env.bool('DATABASE_SSL', false) && {{ rejectUnauthorized: false }},
    }},
  }},
}});""", [p]


@tpl
def strapi_api_token_curl():
    t = strapi_token()
    return ST, f"""$ curl -s https://cms.{site()}.com/api/articles?populate=cover \\
  -H 'Authorization: Bearer {t}' | head -c 200
{{"data":[{{"id":{r.randint(1, 400)},"attributes":{{"title":"Behind the scenes","slug":"behind-the-scenes","publishedAt":"2026-11-30T08:00:00.000Z"}}}}"""[:900], [t]


@tpl
def strapi_transfer():
    t = g.hexs(64)
    return NC, f"""$ npx strapi transfer --to https://cms-staging.{site()}.com/admin --to-token {t} --force
? The transfer will delete all the local Strapi assets and its database. Are you sure? Yes
Starting transfer...
✔ entities: 1204 transfered (size: 2.3 MB) (elapsed: 4112 ms)"""[:500], [t]


@tpl
def strapi_admin_login():
    p = pw()
    doc = {"email": f"admin@{site()}.com", "password": p}
    return NC, f"""POST /admin/login HTTP/1.1
Host: cms.{site()}.com
Content-Type: application/json

{json.dumps(doc)}

HTTP/1.1 200 OK
{{"data":{{"token":"<redacted by proxy>","user":{{"id":1,"firstname":"Site","isActive":true}}}}}}""", [p]


@tpl
def strapi_upload_s3():
    ak = g.aws_akid()
    sk = g.aws_secret()
    return SI, f"""// config/plugins.js
module.exports = ({{ env }}) => ({{
  upload: {{
    config: {{
      provider: 'aws-s3',
      providerOptions: {{
        s3Options: {{
          credentials: {{ accessKeyId: '{ak}', secretAccessKey: '{sk}' }},
          region: 'eu-west-1',
          params: {{ Bucket: '{site()}-media' }},
        }},
      }},
    }},
  }},
}});""", [ak, sk]


# ------------------------------------------------------------------ Storyblok
@tpl
def storyblok_preview():
    t = sb_token()
    return NC, f"""// nuxt.config.ts
export default defineNuxtConfig({{
  modules: [
    ['@storyblok/nuxt', {{ accessToken: process.env.STORYBLOK_PREVIEW_TOKEN || '{t}', apiOptions: {{ region: 'eu' }} }}],
  ],
}})
// preview token: drafts too — public token is the other one""", [t]


@tpl
def storyblok_mapi():
    t = g.s(B62, 22) + "-" + str(r.randint(10**5, 10**6 - 1)) + "-" + g.s(B62, 20)
    return NC, f"""$ storyblok login --token {t} --region eu
✓ Log in successfully! Token has been added to .netrc file.
$ storyblok pull-components --space {r.randint(10**5, 10**6 - 1)}"""[:400], [t]


@tpl
def storyblok_query():
    t = sb_token()
    return ST, f"""fetch https://api.storyblok.com/v2/cdn/stories/home?version=draft&token={t}&cv={r.randint(1764000000, 1765000000)}
  status 200, 14.2 kB, cache MISS""", [t]


@tpl
def storyblok_netrc():
    t = g.s(B62, 40)
    return NC, f"""$ cat ~/.netrc
machine mapi.storyblok.com
  login editor@{site()}.com
  password {t}
machine github.com
  login deploy-bot"""[:300], [t]


# ------------------------------------------------------------------ Prismic
@tpl
def prismic_env():
    t = prismic_tok()
    ps = g.s(URLSAFE, 24)
    return NC, f"""PRISMIC_REPOSITORY_NAME={site()}
PRISMIC_ACCESS_TOKEN={t}
PRISMIC_PREVIEW_SECRET={ps}""", [t, ps]


@tpl
def prismic_write_api():
    t = g.s(B62, 48)
    return NC, f"""const migration = prismic.createMigration()
const writeClient = prismic.createWriteClient('{site()}', {{
  writeToken: '{t}',
}})
await writeClient.migrate(migration, {{ reporter: (e) => console.log(e.type) }})""", [t]


@tpl
def prismic_query_param():
    t = prismic_tok()
    return ST, f"""[prismic] GET https://{site()}.cdn.prismic.io/api/v2/documents/search?ref=Z{g.s(B62, 14)}&access_token={t}&q=%5B%5Bat(document.type%2C%22page%22)%5D%5D -> 200""", [t]


# ------------------------------------------------------------------ Directus
@tpl
def directus_env():
    k = g.uuid()
    s = g.s(B62, 32)
    p = pw()
    return NC, f"""# directus/.env
KEY="{k}"
SECRET="{s}"
ADMIN_EMAIL="admin@{site()}.com"
ADMIN_PASSWORD="{p}"
PUBLIC_URL="https://cms.{site()}.com"
CACHE_ENABLED=true""", [s, p]


@tpl
def directus_static_token():
    t = g.s(URLSAFE, 32)
    return ST, f"""$ curl -s -H "Authorization: Bearer {t}" https://cms.{site()}.com/items/posts?limit=1 | jq .data[0].id
{r.randint(1, 900)}""", [t]


@tpl
def directus_access_query():
    t = g.s(URLSAFE, 32)
    return ST, f"""<img src="https://cms.{site()}.com/assets/{g.uuid()}?width=1200&access_token={t}" alt="hero" loading="lazy">""", [t]


@tpl
def directus_compose():
    p = pw()
    s = g.hexs(64)
    return NC, f"""services:
  directus:
    image: directus/directus:11.{r.randint(0, 4)}.0
    environment:
      SECRET: "{s}"
      DB_CLIENT: "pg"
      DB_HOST: "database"
      DB_USER: "directus"
      DB_PASSWORD: "{p}"
      WEBSOCKETS_ENABLED: "true\"""", [s, p]


@tpl
def directus_sdk():
    t = g.s(URLSAFE, 32)
    return NC, f"""import {{ createDirectus, rest, staticToken }} from '@directus/sdk'

const client = createDirectus('https://cms.{site()}.com')
  .with(staticToken('{t}'))
  .with(rest())""", [t]


# ------------------------------------------------------------------ Ghost
@tpl
def ghost_admin_key_env():
    k = ghost_admin()
    return SI, f"""GHOST_API_URL=https://{site()}.ghost.io
GHOST_CONTENT_API_KEY={ghost_content()}
GHOST_ADMIN_API_KEY={k}""", [k]


@tpl
def ghost_admin_js():
    k = ghost_admin()
    return SI, f"""const GhostAdminAPI = require('@tryghost/admin-api');

const api = new GhostAdminAPI({{
  url: 'https://{site()}.ghost.io',
  key: '{k}',
  version: 'v5.0'
}});
api.posts.add({{ title: 'Import test', status: 'draft' }}).then(p => console.log(p.id));""", [k]


@tpl
def ghost_config_prod():
    p = pw()
    mk = g.mailgun()
    doc = {"url": f"https://{site()}.com", "server": {"port": 2368, "host": "127.0.0.1"},
           "database": {"client": "mysql", "connection": {"host": "localhost", "user": "ghost", "password": p, "database": "ghost_prod"}},
           "mail": {"transport": "SMTP", "options": {"service": "Mailgun", "auth": {"user": f"postmaster@mg.{site()}.com", "pass": mk}}}}
    return ST, "$ cat /var/www/ghost/config.production.json\n" + json.dumps(doc, indent=2), [p, mk]


@tpl
def ghost_admin_jwt():
    t = g.jwt(g.hexs(24))
    return SI, f"""> POST /ghost/api/admin/posts/?source=html HTTP/2
> Host: {site()}.ghost.io
> Authorization: Ghost {t}
> Accept-Version: v5.0
< HTTP/2 201""", [t]


# ------------------------------------------------------------------ Hygraph / Dato / Payload / Builder / Contentstack / Kontent
@tpl
def hygraph_pat():
    t = g.jwt("hygraph-pat")
    return SI, f"""# codegen.yml
schema:
  - https://api-eu-central-1.hygraph.com/v2/{g.s(LOW, 25)}/master:
      headers:
        Authorization: Bearer {t}
documents: 'src/**/*.graphql'""", [t]


@tpl
def dato_env():
    t = dato_tok()
    ps = pw()
    return NC, f"""DATOCMS_API_TOKEN={t}
DATOCMS_ENVIRONMENT=main
NEXT_DATOCMS_PREVIEW_SECRET={ps}""", [t, ps]


@tpl
def dato_cli():
    t = dato_tok()
    return NC, f"""$ npx datocms migrations:run --api-token={t} --destination=feature-nav --fast-fork
Creating a fork of `main` environment called `feature-nav`... done
Running migrations: 1719320011_addNavMenu.ts ... done"""[:500], [t]


@tpl
def payload_env():
    s = g.hexs(48)
    p = pw()
    return ST, f"""PAYLOAD_SECRET={s}
DATABASE_URI=mongodb://payload:{p}@mongo.{site()}.internal:27017/payload?authSource=admin
PAYLOAD_PUBLIC_SERVER_URL=https://cms.{site()}.com""", [s, p]


@tpl
def builder_keys():
    k = builder_private()
    return SI, f"""// scripts/sync-builder-models.ts
const PUBLIC_KEY = '{g.hexs(32)}' // ok to ship
const PRIVATE_KEY = '{k}'
await fetch('https://builder.io/api/v1/write/page', {{ headers: {{ Authorization: `Bearer ${{PRIVATE_KEY}}` }} }})""", [k]


@tpl
def contentstack_env():
    d = cs_token()
    m = cs_token()
    return NC, f"""CONTENTSTACK_API_KEY=blt{g.hexs(16)}
CONTENTSTACK_DELIVERY_TOKEN={d}
CONTENTSTACK_MANAGEMENT_TOKEN={m}
CONTENTSTACK_ENVIRONMENT=production""", [d, m]


@tpl
def kontent_mapi():
    t = g.jwt("kontent-mapi")
    return SI, f"""$ npx @kontent-ai/cli migration run --environment-id {g.uuid()} --api-key {t} --name 03_add_author_type
Migration 03_add_author_type executed successfully"""[:900], [t]


@tpl
def tina_env():
    t = g.hexs(40)
    return NC, f"""NEXT_PUBLIC_TINA_CLIENT_ID={g.uuid()}
TINA_TOKEN={t}
NEXT_PUBLIC_TINA_BRANCH=main""", [t]


# ------------------------------------------------------------------ headless WordPress / Drupal / Decap
@tpl
def wp_app_password_curl():
    p = wp_app_pw()
    return ST, f"""$ curl -s -u "editor-bot:{p}" -X POST https://wp.{site()}.com/wp-json/wp/v2/posts \\
   -d 'title=Weekly digest&status=draft'
{{"id":{r.randint(100, 9999)},"status":"draft","link":"https:\\/\\/wp.{site()}.com\\/?p={r.randint(100, 9999)}"}}""", [p]


@tpl
def wp_graphql_jwt():
    k = g.s(B62 + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)
    k = k.replace("'", "").replace("\\", "")
    return NC, f"""// wp-config.php (headless WordPress for the Next.js front end)
define( 'GRAPHQL_JWT_AUTH_SECRET_KEY', '{k}' );
define( 'HEADLESS_MODE_CLIENT_URL', 'https://www.{site()}.com' );
define( 'WP_ENVIRONMENT_TYPE', 'production' );""", [k]


@tpl
def wp_basic_header():
    p = wp_app_pw()
    b = base64.b64encode(f"gatsby-source:{p}".encode()).decode()
    return ST, f"""[gatsby-source-wordpress] request failed:
  POST https://wp.{site()}.com/graphql
  headers: {{"Authorization":"Basic {b}","Content-Type":"application/json"}}
  status: 502 Bad Gateway""", [b]


@tpl
def drupal_oauth():
    s = g.s(B62, 32)
    ps = g.s(B62, 16)
    return NC, f"""# next-drupal .env.local
NEXT_PUBLIC_DRUPAL_BASE_URL=https://cms.{site()}.com
DRUPAL_CLIENT_ID={g.uuid()}
DRUPAL_CLIENT_SECRET={s}
DRUPAL_PREVIEW_SECRET={ps}""", [s, ps]


@tpl
def decap_github():
    t = r.choice([g.gh_classic(), g.gh_fine()])
    return SI, f"""# netlify/functions/cms-auth.js — temporary while OAuth app is pending
const GITHUB_TOKEN = '{t}'
exports.handler = async () => ({{ statusCode: 200, body: JSON.stringify({{ token: GITHUB_TOKEN, provider: 'github' }}) }})""", [t]


# ------------------------------------------------------------------ previews, revalidation, builds
@tpl
def preview_url():
    s = g.s(URLSAFE, r.choice([16, 24, 32]))
    return ST, f"""Preview link for editors (Contentful "Open preview"):
https://www.{site()}.com/api/preview?secret={s}&slug={{entry.fields.slug}}&locale=en-US""", [s]


@tpl
def revalidate_log():
    s = pw()
    return ST, f"""2026-12-03T09:{r.randint(10, 59)}:44.201Z  POST /api/revalidate?secret={s}&path=/blog/{r.choice(WORDS)}-{r.randint(1, 99)} 200 in 142ms
2026-12-03T09:{r.randint(10, 59)}:44.377Z  revalidated /blog/ and 3 tag(s)""", [s]


@tpl
def draft_mode_route():
    s = g.s(B62, 40)
    return NC, f"""// app/api/draft/route.ts
export async function GET(request: Request) {{
  const {{ searchParams }} = new URL(request.url)
  if (searchParams.get('secret') !== '{s}') {{
    return new Response('Invalid token', {{ status: 401 }})
  }}
  draftMode().enable()
}}""", [s]


@tpl
def netlify_build_hook():
    h = netlify_hook()
    return SI, f"""Contentful → Settings → Webhooks → "Netlify rebuild"
URL: POST {h}
Triggers: Entry publish, Entry unpublish, Asset publish""", [h]


@tpl
def vercel_deploy_hook():
    h = vercel_hook()
    return SI, f"""$ curl -X POST {h}
{{"job":{{"id":"{g.s(B62, 20)}","state":"PENDING","createdAt":{r.randint(1764000000000, 1765000000000)}}}}}""", [h]


@tpl
def cfpages_hook_t():
    h = cfpages_hook()
    return SI, f"""# sanity.config.ts webhook note
// on publish we ping Cloudflare Pages: {h}
// (filter: _type in ["post","page"])""", [h]


@tpl
def netlify_token_cli():
    t = netlify_pat()
    return SI, f"""$ NETLIFY_AUTH_TOKEN={t} npx netlify deploy --prod --dir=public --site {g.uuid()}
Deploy path:        /home/runner/work/{site()}/public
Deploying to main site URL...
✔ Finished hashing 412 files"""[:500], [t]


@tpl
def vercel_token_env():
    t = g.s(B62, 24)
    return NC, f"""# .github/workflows/preview.yml
env:
  VERCEL_ORG_ID: team_{g.s(B62, 24)}
  VERCEL_PROJECT_ID: prj_{g.s(B62, 28)}
  VERCEL_TOKEN: {t}""", [t]


@tpl
def gatsby_env():
    t = cf_cda()
    return NC, f"""// gatsby-config.js
module.exports = {{
  plugins: [
    {{
      resolve: `gatsby-source-contentful`,
      options: {{
        spaceId: `{space()}`,
        accessToken: process.env.CONTENTFUL_ACCESS_TOKEN || `{t}`,
        host: `preview.contentful.com`,
      }},
    }},
  ],
}}""", [t]


@tpl
def algolia_admin():
    k = g.hexs(32)
    return NC, f"""ALGOLIA_APP_ID={g.s(UPPER + '0123456789', 10)}
NEXT_PUBLIC_ALGOLIA_SEARCH_KEY={g.hexs(32)}
ALGOLIA_ADMIN_KEY={k}
ALGOLIA_INDEX=articles_prod""", [k]


@tpl
def cloudinary_url():
    k = str(r.randint(10**14, 10**15 - 1))
    s = g.s(URLSAFE, 27)
    return ST, f"""CLOUDINARY_URL=cloudinary://{k}:{s}@{site()}
NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME={site()}""", [s]


@tpl
def mux_env():
    s = g.b64(60)
    ws = g.s(LOW, 32)
    return NC, f"""MUX_TOKEN_ID={g.uuid()}
MUX_TOKEN_SECRET={s}
MUX_WEBHOOK_SECRET={ws}""", [s, ws]


@tpl
def imgix_token():
    t = g.s(B62, 16)
    return NC, f"""# imgix source "{site()}-media" — secure URLs
IMGIX_DOMAIN={site()}.imgix.net
IMGIX_SECURE_URL_TOKEN={t}""", [t]


# ------------------------------------------------------------------ chat, tickets, hooks, diffs, notebooks
@tpl
def chat_pt():
    t = cf_cma()
    return SI, f"""Oi pessoal, o build da Netlify quebrou na importação do Contentful. Usei o meu token pessoal para testar: {t} — funciona localmente, alguém sabe por que no CI não?""", [t]


@tpl
def chat_de_strapi():
    p = pw()
    return NC, f"""Kurze Info: Strapi-Admin auf staging ist wieder erreichbar. Login admin@{site()}.com, Passwort {p} — bitte nach dem ersten Login ändern.""", [p]


@tpl
def chat_it_sanity():
    t = sanity_tok()
    return SI, f"""Ticket CMS-{r.randint(100, 999)}: lo studio Sanity non salva le bozze. Ho rigenerato il token editor: {t}. Da mettere in Vercel come SANITY_API_WRITE_TOKEN.""", [t]


@tpl
def chat_ja_ghost():
    k = ghost_admin()
    return SI, f"""Ghost の Admin API キー（移行スクリプト用）: {k}
移行が終わったら Integrations から削除します。""", [k]


@tpl
def slack_preview_secret():
    s = g.s(B62, 24)
    return NC, f"""@channel editors can't open previews on staging. The preview secret in Storyblok's "Visual editor" URL must match SB_PREVIEW_SECRET, which is now {s} — update it under Settings → Visual Editor."""[:400], [s]


@tpl
def hook_write_env():
    t = sanity_tok()
    content = f"NEXT_PUBLIC_SANITY_PROJECT_ID={sanity_pid()}\nNEXT_PUBLIC_SANITY_DATASET=production\nSANITY_API_TOKEN={t}\n"
    doc = {"session_id": g.uuid(), "transcript_path": f"/home/dev/.claude/projects/{site()}/{g.uuid()}.jsonl",
           "hook_event_name": "PreToolUse", "tool_name": "Write",
           "tool_input": {"file_path": f"/home/dev/{site()}/.env.local", "content": content}}
    return SI, json.dumps(doc), [t]


@tpl
def hook_bash_curl():
    t = strapi_token()
    doc = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
           "tool_input": {"command": f"curl -s -H 'Authorization: Bearer {t}' https://cms.{site()}.com/api/pages?pagination[pageSize]=1"},
           "tool_response": {"stdout": "{\"data\":[],\"meta\":{\"pagination\":{\"page\":1,\"pageSize\":1,\"pageCount\":0,\"total\":0}}}", "stderr": "", "interrupted": False}}
    return ST, json.dumps(doc), [t]


@tpl
def diff_cf():
    t = cf_cda()
    return NC, f"""diff --git a/.env.production b/.env.production
--- a/.env.production
+++ b/.env.production
@@ -1,3 +1,4 @@
 CONTENTFUL_SPACE_ID={space()}
 CONTENTFUL_ENVIRONMENT=master
+CONTENTFUL_PREVIEW_TOKEN={t}
 NEXT_PUBLIC_SITE_URL=https://www.{site()}.com""", [t]


@tpl
def diff_ghost():
    k = ghost_admin()
    return SI, f"""--- a/scripts/import-posts.mjs
+++ b/scripts/import-posts.mjs
@@ -4,3 +4,3 @@ import GhostAdminAPI from '@tryghost/admin-api'
-const key = process.env.GHOST_ADMIN_KEY
+const key = '{k}'
 const api = new GhostAdminAPI({{ url: process.env.GHOST_URL, key, version: 'v5.0' }})""", [k]


@tpl
def notebook_cf():
    t = cf_cma()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {},
            "source": ["import contentful_management\n", f"client = contentful_management.Client('{t}')\n",
                       f"entries = client.entries('{space()}', 'master').all({{'content_type': 'product'}})\n", "len(entries)"],
            "outputs": [{"output_type": "execute_result", "data": {"text/plain": [str(r.randint(100, 3000))]}, "execution_count": 3}]}
    return SI, json.dumps(cell, indent=1), [t]


@tpl
def python_settings():
    t = strapi_token()
    return NC, f"""# settings/cms.py
STRAPI_URL = "https://cms.{site()}.com"
STRAPI_API_TOKEN = "{t}"
STRAPI_TIMEOUT = 10"""[:1200], [t]


@tpl
def php_contentful():
    t = cf_cda()
    return NC, f"""<?php
$client = new \\Contentful\\Delivery\\Client(
    '{t}',        // delivery token
    '{space()}',
    'master'
);
$entries = $client->getEntries((new \\Contentful\\Delivery\\Query())->setContentType('landingPage'));""", [t]


@tpl
def ruby_dato():
    t = dato_tok()
    return NC, f"""# config/initializers/datocms.rb
DATO_CLIENT = Dato::Site::Client.new("{t}", environment: "main")""", [t]


@tpl
def csharp_umbraco():
    k = g.s(B62, 40)
    return NC, f"""// appsettings.Development.json
{{
  "Umbraco": {{
    "CMS": {{
      "DeliveryApi": {{ "Enabled": true, "PublicAccess": false, "ApiKey": "{k}" }}
    }}
  }}
}}""", [k]


@tpl
def toml_hugo():
    t = netlify_pat()
    return SI, f"""# netlify.toml — DO NOT COMMIT (local copy)
[build]
  command = "hugo --gc --minify"
  publish = "public"
[build.environment]
  HUGO_VERSION = "0.13{r.randint(0, 9)}.0"
  NETLIFY_AUTH_TOKEN = "{t}\"""", [t]


@tpl
def yaml_cms_sync():
    t = cf_cma()
    p = pw()
    return SI, f"""# content-sync.yaml
source:
  kind: contentful
  space: {space()}
  management_token: {t}
target:
  kind: postgres
  dsn: host=pg.{site()}.internal user=sync password={p} dbname=content sslmode=require""", [t, p]


@tpl
def ini_legacy():
    p = pw()
    return NC, f"""; legacy-export.ini (pre-headless PHP site)
[cms]
endpoint = https://old.{site()}.com/xmlrpc.php
username = export
password = {p}"""[:300], [p]


@tpl
def webhook_hmac_code():
    s = g.hexs(64)
    return NC, f"""import hmac, hashlib

STORYBLOK_WEBHOOK_SECRET = b"{s}"

def verify(body: bytes, signature: str) -> bool:
    mac = hmac.new(STORYBLOK_WEBHOOK_SECRET, body, hashlib.sha1).hexdigest()
    return hmac.compare_digest(mac, signature)""", [s]


@tpl
def redis_cache_url():
    p = pw()
    return ST, f"""[next] ISR cache handler: connecting to redis://:{p}@cache.{site()}.internal:6379/2
[next] ready - started server on 0.0.0.0:3000"""[:400], [p]


@tpl
def smtp_ghost_env():
    p = pw()
    return NC, f"""mail__transport=SMTP
mail__options__host=smtp.eu.mailgun.org
mail__options__port=465
mail__options__auth__user=newsletter@mg.{site()}.com
mail__options__auth__pass={p}"""[:400], [p]


@tpl
def sanity_ci_deploy():
    t = sanity_tok()
    return SI, f"""Run npx sanity deploy
  env:
    SANITY_AUTH_TOKEN: {t}
✓ Checking project info
✓ Building Sanity Studio
Success! Studio deployed to https://{site()}.sanity.studio/"""[:500], [t]


@tpl
def strapi_plugin_users_jwt():
    t = g.jwt(str(r.randint(1, 500)))
    return SI, f"""[2026-12-03 09:{r.randint(10, 59)}:02.418] http: GET /api/users/me (14 ms) 200
[2026-12-03 09:{r.randint(10, 59)}:02.419] debug: ctx.request.header.authorization = "Bearer {t}\"""", [t]


# ------------------------------------------------------------------ clean texts
CLEAN = []


def ctpl(fn):
    CLEAN.append(fn)
    return fn


@ctpl
def c_cf_entry():
    return json.dumps({"sys": {"space": {"sys": {"type": "Link", "linkType": "Space", "id": space()}}, "id": g.s(B62, 22),
                               "type": "Entry", "createdAt": "2026-11-02T10:11:12.345Z", "revision": r.randint(1, 30),
                               "contentType": {"sys": {"type": "Link", "linkType": "ContentType", "id": "blogPost"}}, "locale": "en-US"},
                       "fields": {"title": "How we rebuilt our docs", "slug": "rebuilt-docs",
                                  "heroImage": {"sys": {"type": "Link", "linkType": "Asset", "id": g.s(B62, 22)}}}}, indent=2)


@ctpl
def c_cf_asset_url():
    return f"""<img src="https://images.ctfassets.net/{space()}/{g.s(B62, 22)}/{g.hexs(32)}/hero-{r.randint(1, 99)}.jpg?w=1600&fm=webp&q=70" alt="">"""


@ctpl
def c_sanity_config():
    return f"""// sanity.config.ts
import {{ defineConfig }} from 'sanity'
import {{ structureTool }} from 'sanity/structure'

export default defineConfig({{
  name: 'default',
  title: '{site()}',
  projectId: '{sanity_pid()}',
  dataset: 'production',
  plugins: [structureTool()],
}})"""


@ctpl
def c_sanity_image():
    return json.dumps({"_type": "image", "asset": {"_ref": f"image-{g.hexs(40)}-{r.choice([1600, 2400, 1200])}x{r.choice([900, 1350, 800])}-jpg", "_type": "reference"},
                       "hotspot": {"x": 0.5, "y": 0.42, "height": 0.3, "width": 0.3}})


@ctpl
def c_groq():
    return f"""*[_type == "post" && defined(slug.current) && publishedAt < now()] | order(publishedAt desc)[0...{r.randint(5, 20)}]{{
  _id, title, "slug": slug.current, "author": author->name
}}"""


@ctpl
def c_strapi_schema():
    return json.dumps({"kind": "collectionType", "collectionName": "articles",
                       "info": {"singularName": "article", "pluralName": "articles", "displayName": "Article"},
                       "options": {"draftAndPublish": True},
                       "attributes": {"title": {"type": "string", "required": True}, "slug": {"type": "uid", "targetField": "title"},
                                      "cover": {"type": "media", "allowedTypes": ["images"]}}}, indent=2)


@ctpl
def c_env_example():
    return f"""# .env.example
CONTENTFUL_SPACE_ID=<space id>
CONTENTFUL_ACCESS_TOKEN=<delivery token>
CONTENTFUL_PREVIEW_ACCESS_TOKEN=
SANITY_API_READ_TOKEN=your-token-here
STRAPI_API_TOKEN=changeme
APP_KEYS=toBeModified1,toBeModified2
PREVIEW_SECRET=${{PREVIEW_SECRET}}"""


@ctpl
def c_ghost_content_key():
    return f"""<script>
  // Ghost Content API key: public, read-only, published content only
  const api = new GhostContentAPI({{ url: 'https://{site()}.ghost.io', key: '{ghost_content()}', version: 'v5.0' }});
</script>"""


@ctpl
def c_storyblok_public():
    return f"""// storyblok.ts (browser bundle)
storyblokInit({{
  accessToken: '{sb_token()}', // public token: published content only
  use: [apiPlugin],
}})"""


@ctpl
def c_algolia_search():
    return f"""const searchClient = algoliasearch('{g.s(UPPER + '0123456789', 10)}', '{g.hexs(32)}') // search-only key"""


@ctpl
def c_webhook_payload():
    return f"""POST /api/revalidate HTTP/1.1
Host: www.{site()}.com
Content-Type: application/vnd.contentful.management.v1+json
X-Contentful-Topic: ContentManagement.Entry.publish
X-Contentful-Webhook-Name: Revalidate
x-contentful-signature: {g.hexs(64)}
x-contentful-timestamp: {r.randint(1764000000000, 1765000000000)}

{{"sys":{{"id":"{g.s(B62, 22)}","type":"Entry","revision":{r.randint(2, 30)}}}}}"""


@ctpl
def c_sanity_sig():
    return f"""sanity-webhook-signature: t={r.randint(1764000000000, 1765000000000)},v1={g.b64url(32)}
sanity-operation: update
sanity-document-id: drafts.{g.uuid()}"""


@ctpl
def c_netlify_log():
    return f"""3:04:11 PM: build-image version: {g.hexs(40)} (noble)
3:04:12 PM: Starting to prepare the repo for build
3:04:14 PM: Restoring cached node modules
3:04:31 PM: Started restoring cached build plugins
3:04:33 PM: ​
3:05:58 PM: Site is live ✨
3:05:59 PM: Deploy id {g.hexs(24)} — {r.randint(100, 900)} new files uploaded"""


@ctpl
def c_vercel_build():
    return f"""Vercel CLI 3{r.randint(5, 9)}.{r.randint(0, 9)}.0
Cloning github.com/{site()}/web (Branch: main, Commit: {g.hexs(7)})
Route (app)                              Size     First Load JS
┌ ○ /                                    5.2 kB         98.4 kB
├ ● /blog/[slug]                         1.9 kB         95.1 kB
└ ƒ /api/revalidate                      0 B                0 B
Build Completed in /vercel/output [48s]"""


@ctpl
def c_lockfile():
    return f"""  "node_modules/contentful": {{
    "version": "11.{r.randint(0, 9)}.{r.randint(0, 9)}",
    "resolved": "https://registry.npmjs.org/contentful/-/contentful-11.2.1.tgz",
    "integrity": "sha512-{g.b64(64)}",
    "dependencies": {{ "contentful-resolve-response": "^1.9.0" }}
  }}"""


@ctpl
def c_git_log():
    msgs = ["feat(cms): add hero slice to Prismic model", "fix: preview route rejects missing secret with 401",
            "chore: move Strapi tokens to Doppler", "build: bump @sanity/client to 6.x", "docs: how editors open drafts",
            "ci: trigger Netlify rebuild from Contentful publish webhook"]
    return "\n".join(f"commit {g.hexs(40)}\nAuthor: {r.choice(['Ana', 'Bo', 'Chidi', 'Dani'])} <dev@{site()}.com>\n\n    {r.choice(msgs)}\n" for _ in range(2))


@ctpl
def c_graphql_query():
    return f"""query BlogPost($slug: String!, $preview: Boolean = false) {{
  blogPostCollection(where: {{ slug: $slug }}, limit: 1, preview: $preview) {{
    items {{ sys {{ id }} title body {{ json }} }}
  }}
}}
# variables: {{"slug":"{r.choice(WORDS)}-{r.randint(1, 99)}","preview":false}}"""


@ctpl
def c_prismic_slice():
    return json.dumps({"id": "hero", "type": "SharedSlice", "name": "Hero", "variations": [{"id": "default", "name": "Default",
                       "primary": {"title": {"type": "StructuredText"}, "image": {"type": "Image"}}}],
                       "repository": site(), "ref": "Z" + g.s(B62, 14)}, indent=2)


@ctpl
def c_directus_snapshot():
    return f"""version: 1
directus: 11.{r.randint(0, 4)}.0
vendor: postgres
collections:
  - collection: posts
    meta: {{ icon: article, sort_field: sort, archive_field: status }}
fields:
  - collection: posts
    field: id
    type: uuid
    schema: {{ is_primary_key: true, default_value: null }}
# snapshot hash {g.sha256()}"""


@ctpl
def c_ghost_post():
    return json.dumps({"posts": [{"id": g.hexs(24), "uuid": g.uuid(), "title": "Weekly roundup", "slug": "weekly-roundup",
                                  "status": "published", "visibility": "public", "feature_image": f"https://{site()}.ghost.io/content/images/2026/12/cover.jpg"}]}, indent=2)


@ctpl
def c_k8s_secretref():
    return f"""        env:
          - name: CONTENTFUL_MANAGEMENT_TOKEN
            valueFrom:
              secretKeyRef:
                name: cms-tokens
                key: contentful-cma
          - name: SANITY_API_TOKEN
            valueFrom:
              secretKeyRef: {{ name: cms-tokens, key: sanity }}
          - name: REVISION
            value: "{g.hexs(40)}\""""


@ctpl
def c_prose():
    return r.choice(["Preview tokens see drafts, so keep them server-side; the delivery token for published content lives in the same place. Never put either in a NEXT_PUBLIC_ variable.",
                     "Strapi API tokens are shown once at creation. If you lose one, regenerate it in Settings → API Tokens and update the secret store; the old one stops working immediately.",
                     "Les éditeurs n'ont pas besoin du token de gestion : ils se connectent au Studio avec leur compte Google.",
                     "Webhook signatures: compute HMAC-SHA256 of the raw body with the shared secret and compare in constant time. The signature header itself is not a secret."]) + f" (wiki rev {r.randint(10, 999)})"


@ctpl
def c_posthog_client():
    return f"""posthog.init('phc_{g.s(B62, 43)}', {{ api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' }})"""


@ctpl
def c_stripe_pk():
    return f"""<script>window.__CHECKOUT__ = {{ publishableKey: "pk_live_{g.s(B62, 24)}", product: "{r.choice(WORDS)}-{r.randint(1, 99)}" }}</script>"""


@ctpl
def c_dato_record():
    return json.dumps({"data": {"id": str(r.randint(10**7, 10**8)), "type": "item", "attributes": {"title": "About us", "slug": "about"},
                                "relationships": {"item_type": {"data": {"id": str(r.randint(10**6, 10**7)), "type": "item_type"}}},
                                "meta": {"current_version": g.s(B62, 22), "status": "published"}}}, indent=2)


@ctpl
def c_next_config():
    return f"""/** next.config.js */
module.exports = {{
  images: {{
    remotePatterns: [
      {{ protocol: 'https', hostname: 'images.ctfassets.net' }},
      {{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/{sanity_pid()}/**' }},
    ],
  }},
}}"""


@ctpl
def c_hook_read():
    doc = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
           "tool_input": {"file_path": f"/home/dev/{site()}/.env.example"},
           "tool_response": {"content": "CONTENTFUL_SPACE_ID=<space id>\nCONTENTFUL_ACCESS_TOKEN=<delivery token>\nPREVIEW_SECRET=${PREVIEW_SECRET}\n"}}
    return json.dumps(doc)


@ctpl
def c_cli_whoami():
    return f"""$ contentful space list
┌──────────────┬──────────────────┐
│ Space name   │ Space id         │
├──────────────┼──────────────────┤
│ {site():<12} │ {space()}     │
│ marketing    │ {space()}     │
└──────────────┴──────────────────┘"""


@ctpl
def c_ci_secrets_ref():
    return f"""      - run: npx contentful-migration --space-id ${{{{ vars.CONTENTFUL_SPACE_ID }}}} --environment-id staging --yes migrations/*.js
        env:
          CONTENTFUL_MANAGEMENT_TOKEN: ${{{{ secrets.CONTENTFUL_MANAGEMENT_TOKEN }}}}
# run {r.randint(10**9, 10**10)} attempt 1"""


@ctpl
def c_sri():
    return f"""<script src="https://unpkg.com/@storyblok/js@3.{r.randint(0, 9)}.0/dist/storyblok-js.js" integrity="sha384-{g.b64(48)}" crossorigin="anonymous"></script>"""


@ctpl
def c_error():
    return r.choice([f"ContentfulError: The access token you sent could not be found or is invalid. (requestId: {g.uuid()})",
                     f"ClientError: Unauthorized - Session does not match project host (statusCode 401) projectId={sanity_pid()}",
                     f"[strapi] error: Missing admin.auth.secret configuration. The SessionManager requires a JWT secret",
                     f"Error: Invalid preview secret (got 0 chars, expected non-empty) at GET /api/preview?slug=home"])


@ctpl
def c_webhook_log():
    return json.dumps({"id": g.uuid(), "webhook": "Netlify rebuild", "topic": "Entry.publish", "status": 200,
                       "url": "https://api.netlify.com/build_hooks/<hook id>", "requestAt": "2026-12-03T09:12:00Z", "durationMs": r.randint(80, 900)})


@ctpl
def c_contentful_ct():
    return json.dumps({"name": "Blog post", "displayField": "title", "fields": [
        {"id": "title", "name": "Title", "type": "Symbol", "required": True, "localized": True},
        {"id": "slug", "name": "Slug", "type": "Symbol", "validations": [{"unique": True}]},
        {"id": "body", "name": "Body", "type": "RichText"}], "sys": {"id": "blogPost", "version": r.randint(1, 40)}}, indent=2)


@ctpl
def c_migration_js():
    return f"""module.exports = function (migration) {{
  const hero = migration.editContentType('landingPage')
  hero.createField('heroVariant').name('Hero variant').type('Symbol')
    .validations([{{ in: ['image', 'video', 'split'] }}])
}}
// migration {r.randint(10, 90):03d} — {g.hexs(8)}"""


@ctpl
def c_strapi_routes():
    return f"""// src/api/article/routes/custom.js
module.exports = {{
  routes: [
    {{ method: 'GET', path: '/articles/by-slug/:slug', handler: 'article.findBySlug', config: {{ auth: false }} }},
  ],
}}
// build {g.hexs(12)}"""


@ctpl
def c_storyblok_story():
    return json.dumps({"story": {"name": "Home", "id": r.randint(10**8, 10**9), "uuid": g.uuid(), "slug": "home", "full_slug": "home",
                                 "content": {"_uid": g.uuid(), "component": "page", "body": [{"_uid": g.uuid(), "component": "hero", "headline": "Spring is here"}]},
                                 "published_at": "2026-11-30T08:00:00.000Z"}, "cv": r.randint(1764000000, 1765000000), "rels": [], "links": []}, indent=2)


@ctpl
def c_prismic_ref():
    return f"""$ curl -s https://{site()}.cdn.prismic.io/api/v2 | jq '.refs'
[
  {{ "id": "master", "ref": "Z{g.s(B62, 14)}", "label": "Master", "isMasterRef": true }}
]"""


@ctpl
def c_directus_policy():
    return json.dumps({"collection": "posts", "action": "read", "permissions": {"status": {"_eq": "published"}},
                       "fields": ["id", "title", "slug", "cover"], "policy": g.uuid()}, indent=2)


@ctpl
def c_ghost_theme():
    return f"""{{{{!< default}}}}
{{{{#post}}}}
<article class="post {{{{post_class}}}}">
  <h1>{{{{title}}}}</h1>
  {{{{content}}}}
</article>
{{{{/post}}}}
{{{{!-- theme {site()} v{r.randint(1, 5)}.{r.randint(0, 20)}.0, asset hash {g.hexs(10)} --}}}}"""


@ctpl
def c_netlify_toml():
    return f"""[build]
  command = "npm run build"
  publish = ".next"

[[plugins]]
  package = "@netlify/plugin-nextjs"

[context.deploy-preview.environment]
  NEXT_PUBLIC_SITE_URL = "https://deploy-preview-{r.randint(10, 900)}--{site()}.netlify.app\""""


@ctpl
def c_vercel_json():
    return json.dumps({"$schema": "https://openapi.vercel.sh/vercel.json", "framework": "nextjs",
                       "headers": [{"source": "/api/(.*)", "headers": [{"key": "Cache-Control", "value": "no-store"}]}],
                       "crons": [{"path": "/api/cron/sitemap", "schedule": f"{r.randint(0, 59)} 3 * * *"}]}, indent=2)


@ctpl
def c_hygraph_query():
    return f"""query Pages {{
  pages(stage: PUBLISHED, locales: [en, de], first: {r.randint(5, 50)}) {{
    id
    slug
    seo {{ title description }}
  }}
}}
# endpoint https://eu-central-1-shared-euc1-02.cdn.hygraph.com/content/{g.s(LOW, 25)}/master (public, published stage)"""


@ctpl
def c_sitemap():
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" + "\n".join(
        f"  <url><loc>https://www.{site()}.com/blog/{r.choice(WORDS)}-{r.randint(1, 99)}</loc><lastmod>2026-11-{r.randint(10, 30)}</lastmod></url>" for _ in range(3)) + "\n</urlset>"


@ctpl
def c_isr_log():
    return f"""[ISR] revalidating /blog/{r.choice(WORDS)}-{r.randint(1, 99)} (tag: post:{g.s(B62, 22)})
[ISR] cache key {g.sha256()[:32]} stale → regenerated in {r.randint(80, 900)}ms
[ISR] x-nextjs-cache: REVALIDATED"""


@ctpl
def c_wp_app_pw_prose():
    return r.choice(["WordPress application passwords are 24 characters shown in groups of four (for example `xxxx xxxx xxxx xxxx xxxx xxxx`); the spaces are optional when you send them with Basic auth.",
                     "Ghost has two keys: the Content API key is safe in the browser, the Admin API key (id:secret) signs JWTs for writes and must stay on the server.",
                     "Storyblok: public token for published content in the front end, preview token only in the Visual Editor preview deployment.",
                     "Sanity project IDs and dataset names are public; tokens are not. A viewer token still reads drafts."]) + f" [kb-{r.randint(100, 999)}]"


@ctpl
def c_builder_public():
    return f"""<script async src="https://cdn.builder.io/js/webcomponents"></script>
<builder-component model="page" api-key="{g.hexs(32)}"></builder-component>"""


@ctpl
def c_cms_diff_ref():
    return f"""--- a/.github/workflows/content.yml
+++ b/.github/workflows/content.yml
@@ -12,3 +12,3 @@
-          SANITY_AUTH_TOKEN: ${{{{ secrets.SANITY_TOKEN }}}}
+          SANITY_AUTH_TOKEN: ${{{{ secrets.SANITY_DEPLOY_TOKEN }}}}
           SANITY_STUDIO_PROJECT_ID: {sanity_pid()}"""


def build():
    sec = []
    i = 0
    while len(sec) < 250:
        cls, text, vals = T[i % len(T)]()
        i += 1
        vals = [v for v in dict.fromkeys(vals) if v]
        for v in vals:
            assert v in text, (T[(i - 1) % len(T)].__name__, v)
        sec.append((cls, text, vals))
    clean = [CLEAN[j % len(CLEAN)]() for j in range(100)]
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(sec, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    print(FAMILY, len(sec), len(clean), "values", sum(len(v) for _, _, v in sec), dict(Counter(c for c, _, _ in sec)),
          "clean distinct", len(set(clean)), "templates", len(T), len(CLEAN))


if __name__ == "__main__":
    build()
