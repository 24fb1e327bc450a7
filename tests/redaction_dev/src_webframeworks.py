"""Seeded generator of the blind source "webframeworks" (webframeworks_secrets.jsonl, webframeworks_clean.jsonl).

Web-framework configuration as an agent reads it in a repository or prints it: Django settings.py / local.py,
Flask config, FastAPI pydantic settings, Rails config/database.yml, `bin/rails credentials:show`, initializers,
storage.yml, Laravel .env and config/*.php, Symfony .env.local / Flex blocks / security.yaml, Spring Boot
application.yml / .properties / @Value defaults, ASP.NET Core appsettings.json and `dotnet user-secrets list`,
wp-config.php, Next.js .env.local / next.config.js, Vite .env / vite.config.ts, Nuxt runtimeConfig, Express session
setup, Phoenix config/runtime.exs, Ktor application.conf (HOCON).
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports
nothing from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_webframeworks.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _r3 import build  # noqa: E402

g = Gen(1401)
FAMILY = "webframeworks"

# ------------------------------------------------ self-identifying: «t» (name beside it is generic)
SI_T = [
    "Read(config/settings/base.py, lines 88-93)\n88\tINTEGRATIONS = {\n89\t    \"upstream\": {\n90\t        \"base_url\": \"https://api.example.com/v2\",\n91\t        \"credential\": \"«t»\",\n92\t    },\n93\t}",
    "$ bin/rails credentials:show --environment production\nsecret_key_base: <%= ENV['SECRET_KEY_BASE'] %>\nupstream:\n  credential: «t»\nsmtp:\n  address: smtp.mailhost.example",
    "Read(.env)\nAPP_NAME=Shop\nAPP_ENV=production\nAPP_DEBUG=false\nAPP_URL=https://shop.acme.example\n\nUPSTREAM_CREDENTIAL=«t»\nQUEUE_CONNECTION=redis",
    "Read(src/main/resources/application.yml)\nserver:\n  port: 8080\nacme:\n  upstream:\n    base-url: https://api.example.com\n    credential: «t»\n    timeout: 10s",
    "Read(src/main/resources/application-prod.properties)\nserver.port=8080\nacme.upstream.base-url=https://api.example.com\nacme.upstream.credential=«t»\nlogging.level.root=INFO",
    "Read(appsettings.Production.json)\n{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } },\n  \"Upstream\": {\n    \"BaseUrl\": \"https://api.example.com\",\n    \"Credential\": \"«t»\"\n  },\n  \"AllowedHosts\": \"*\"\n}",
    "Read(wp-config.php, lines 40-44)\n/** Upstream integration used by the shop plugin */\ndefine( 'SHOP_UPSTREAM_CREDENTIAL', '«t»' );\ndefine( 'WP_DEBUG', false );",
    "Read(.env.local)\n# Next.js, not committed\nNEXT_PUBLIC_SITE_URL=https://acme.example\nUPSTREAM_CREDENTIAL=«t»\nREVALIDATE_SECONDS=60",
    "Read(.env.production)\nVITE_API_BASE=https://api.acme.example\nVITE_UPSTREAM_CREDENTIAL=«t»\nVITE_FEATURE_FLAGS=search,export",
    "Read(.env.local)\n###> symfony/framework-bundle ###\nAPP_ENV=prod\n###< symfony/framework-bundle ###\n\n###> acme/upstream-bundle ###\nUPSTREAM_CREDENTIAL=«t»\n###< acme/upstream-bundle ###",
    "Read(config/runtime.exs, lines 30-36)\nif config_env() == :prod do\n  config :shop, Shop.Upstream,\n    base_url: \"https://api.example.com\",\n    credential: \"«t»\"\nend",
    "Read(src/main/resources/application.conf)\nktor {\n  deployment { port = 8080 }\n}\nupstream {\n  baseUrl = \"https://api.example.com\"\n  credential = \"«t»\"\n}",
    "Read(app/config.py)\nclass ProductionConfig(Config):\n    DEBUG = False\n    UPSTREAM_URL = \"https://api.example.com\"\n    UPSTREAM_CREDENTIAL = \"«t»\"",
    "Read(app/settings.py)\nfrom pydantic_settings import BaseSettings\n\nclass Settings(BaseSettings):\n    app_name: str = \"orders\"\n    upstream_url: str = \"https://api.example.com\"\n    upstream_credential: str = \"«t»\"",
    "Read(src/config/configuration.ts)\nexport default () => ({\n  port: parseInt(process.env.PORT ?? '3000', 10),\n  upstream: {\n    url: 'https://api.example.com',\n    credential: process.env.UPSTREAM_CREDENTIAL ?? '«t»',\n  },\n});",
    "Read(nuxt.config.ts)\nexport default defineNuxtConfig({\n  runtimeConfig: {\n    upstreamCredential: '«t»',\n    public: { apiBase: '/api' },\n  },\n})",
    "Read(config/settings/local.py)\nfrom .base import *  # noqa\n\nDEBUG = True\nos.environ.setdefault(\"UPSTREAM_CREDENTIAL\", \"«t»\")",
    "Read(config/initializers/upstream.rb)\nUpstream.configure do |c|\n  c.base_url = \"https://api.example.com\"\n  c.credential = ENV.fetch(\"UPSTREAM_CREDENTIAL\", \"«t»\")\nend",
    "Read(config/services.php, lines 34-38)\n    'upstream' => [\n        'url' => 'https://api.example.com',\n        'credential' => env('UPSTREAM_CREDENTIAL', '«t»'),\n    ],",
    "$ dotnet user-secrets list --project src/Shop.Api\nConnectionStrings:Default = Server=(localdb)\\mssqllocaldb;Database=Shop;Trusted_Connection=True\nUpstream:Credential = «t»",
    "Read(src/main/java/com/acme/shop/UpstreamClient.java, lines 18-21)\n    @Value(\"${acme.upstream.credential:«t»}\")\n    private String credential;",
    "Read(config/packages/acme_upstream.yaml)\nacme_upstream:\n    base_url: 'https://api.example.com'\n    credential: '«t»'",
]
PEM_T = [
    "$ bin/rails credentials:show\nsecret_key_base: <%= ENV['SECRET_KEY_BASE'] %>\napns:\n  key_id: «hex16»\n  private_key: |\n«pemi4»",
    "Read(config/settings/production.py, lines 60-64)\nSIMPLE_JWT = {\n    \"ALGORITHM\": \"RS256\",\n    \"SIGNING_KEY\": \"\"\"«pem»\"\"\",\n}",
    "Read(.env)\nPASSPORT_PRIVATE_KEY=\"«pem»\"\nPASSPORT_PUBLIC_KEY=\"file://storage/oauth-public.key\"",
    "Read(src/main/resources/application.yml)\njwt:\n  issuer: https://auth.acme.example\n  private-key: |\n«pemi4»",
    "Read(appsettings.json)\n{\n  \"Jwt\": {\n    \"Issuer\": \"https://auth.acme.example\",\n    \"SigningKeyPem\": \"«pemj»\"\n  }\n}",
    "Read(.env.local)\nFIREBASE_PROJECT_ID=acme-shop-«n»\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk@acme-shop-«n».iam.gserviceaccount.example\nFIREBASE_PRIVATE_KEY=\"«pemj»\"",
]

# ------------------------------------------------ name-context: «v»
NC_T = [
    ("djkey", "Read(config/settings/base.py, lines 20-24)\n20\t# SECURITY WARNING: keep the secret key used in production secret!\n21\tSECRET_KEY = '«v»'\n22\t\n23\tDEBUG = False"),
    ("pw", "Read(config/settings/production.py)\nDATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"«db»\",\n        \"USER\": \"«u»\",\n        \"PASSWORD\": \"«v»\",\n        \"HOST\": \"«h»\",\n    }\n}"),
    ("pw", "Read(config/settings/production.py, lines 71-75)\nEMAIL_HOST = \"smtp.mailhost.example\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"«u»@acme.example\"\nEMAIL_HOST_PASSWORD = \"«v»\"\nEMAIL_USE_TLS = True"),
    ("pw", "Read(config/database.yml)\ndefault: &default\n  adapter: postgresql\n  pool: 5\n\nproduction:\n  <<: *default\n  database: «db»_production\n  username: «u»\n  password: «v»\n  host: «h»"),
    ("hex128", "$ EDITOR=cat bin/rails credentials:edit\nsecret_key_base: «v»\naws:\n  access_key_id: <%= ENV['AWS_ACCESS_KEY_ID'] %>"),
    ("pw", "Read(config/environments/production.rb, lines 60-67)\n  config.action_mailer.smtp_settings = {\n    address: \"smtp.mailhost.example\",\n    port: 587,\n    user_name: \"apikey\",\n    password: \"«v»\",\n    authentication: :plain\n  }"),
    ("pw", "Read(.env)\nDB_CONNECTION=mysql\nDB_HOST=«h»\nDB_PORT=3306\nDB_DATABASE=«db»\nDB_USERNAME=«u»\nDB_PASSWORD=«v»"),
    ("b64k", "Read(.env)\nAPP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=base64:«v»\nAPP_DEBUG=false"),
    ("pw", "Read(.env)\nREDIS_HOST=«h»\nREDIS_PASSWORD=«v»\nREDIS_PORT=6379\n\nMAIL_MAILER=smtp\nMAIL_PASSWORD=null"),
    ("pw", "Read(src/main/resources/application.yml)\nspring:\n  datasource:\n    url: jdbc:postgresql://«h»:5432/«db»\n    username: «u»\n    password: «v»\n  jpa:\n    open-in-view: false"),
    ("pw", "Read(src/main/resources/application.properties)\nspring.mail.host=smtp.mailhost.example\nspring.mail.port=587\nspring.mail.username=«u»@acme.example\nspring.mail.password=«v»"),
    ("hex", "Read(src/main/resources/application.properties)\njwt.issuer=https://auth.acme.example\njwt.signing-secret=«v»\njwt.ttl=PT15M"),
    ("b64k", "Read(appsettings.json)\n{\n  \"Jwt\": {\n    \"Key\": \"«v»\",\n    \"Issuer\": \"https://shop.acme.example\",\n    \"Audience\": \"shop-api\"\n  }\n}"),
    ("pw", "Read(appsettings.Production.json)\n{\n  \"SmtpSettings\": {\n    \"Host\": \"smtp.mailhost.example\",\n    \"Port\": 587,\n    \"UserName\": \"«u»\",\n    \"Password\": \"«v»\"\n  }\n}"),
    ("pw", "Read(wp-config.php, lines 20-32)\n/** The name of the database for WordPress */\ndefine( 'DB_NAME', '«db»' );\n\n/** Database username */\ndefine( 'DB_USER', '«u»' );\n\n/** Database password */\ndefine( 'DB_PASSWORD', '«v»' );\n\n/** Database hostname */\ndefine( 'DB_HOST', 'localhost' );"),
    ("wpsalt", "Read(wp-config.php, lines 49-52)\ndefine( 'AUTH_KEY',         '«v»' );"),
    ("wpsalt", "Read(wp-config.php, lines 55-57)\ndefine( 'LOGGED_IN_SALT',   '«v»' );"),
    ("b64k", "Read(.env.local)\nNEXTAUTH_URL=https://app.acme.example\nNEXTAUTH_SECRET=«v»\nGITHUB_ID=Iv1.«hex16»"),
    ("b64k", "Read(.env)\n# Auth.js\nAUTH_SECRET=\"«v»\"\nAUTH_TRUST_HOST=true"),
    ("pw", "Read(.env.staging)\nVITE_API_BASE=https://staging-api.acme.example\nVITE_DEMO_ADMIN_PASSWORD=«v»"),
    ("hex", "Read(.env.local)\n###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET=«v»\n###< symfony/framework-bundle ###"),
    ("pw", "Read(config/packages/security.yaml)\nsecurity:\n    providers:\n        backend_users:\n            memory:\n                users:\n                    admin: { password: '«v»', roles: ['ROLE_ADMIN'] }\n    password_hashers:\n        Symfony\\Component\\Security\\Core\\User\\InMemoryUser: plaintext"),
    ("b64k", "Read(config/runtime.exs, lines 12-18)\n  config :shop, ShopWeb.Endpoint,\n    url: [host: \"shop.acme.example\", port: 443, scheme: \"https\"],\n    http: [ip: {0, 0, 0, 0}, port: 4000],\n    secret_key_base: \"«v»\""),
    ("hex", "Read(src/main/resources/application.conf)\njwt {\n  domain = \"https://auth.acme.example/\"\n  audience = \"shop\"\n  realm = \"shop api\"\n  secret = \"«v»\"\n}"),
    ("hex", "Read(src/main/kotlin/com/acme/Plugins.kt, lines 14-19)\n    install(Sessions) {\n        cookie<UserSession>(\"user_session\") {\n            val secretSignKey = hex(\"«v»\")\n            transform(SessionTransportTransformerMessageAuthentication(secretSignKey))\n        }\n    }"),
    ("hex", "Read(app/config.py)\nclass Config:\n    SECRET_KEY = \"«v»\"\n    SQLALCHEMY_TRACK_MODIFICATIONS = False\n    SESSION_COOKIE_SECURE = True"),
    ("hex", "Read(src/app.js, lines 21-27)\napp.use(session({\n  name: 'sid',\n  secret: '«v»',\n  resave: false,\n  saveUninitialized: false,\n}));"),
    ("hex", "Read(src/server.ts, lines 9-11)\nimport cookieParser from 'cookie-parser';\n// signed cookies\napp.use(cookieParser('«v»'));"),
    ("pw", "Read(config/database.php, lines 46-52)\n        'pgsql' => [\n            'driver' => 'pgsql',\n            'host' => env('DB_HOST', '127.0.0.1'),\n            'username' => env('DB_USERNAME', '«u»'),\n            'password' => env('DB_PASSWORD', '«v»'),\n        ],"),
    ("awssec", "Read(config/storage.yml)\namazon:\n  service: S3\n  access_key_id: <%= ENV['AWS_ACCESS_KEY_ID'] %>\n  secret_access_key: «v»\n  region: eu-west-1\n  bucket: «name»-uploads"),
    ("pw", "$ dotnet user-secrets list --project src/Shop.Api\nSmtp:Host = smtp.mailhost.example\nSmtp:Password = «v»"),
    ("pw", "Read(src/main/resources/application.properties)\nspring.security.user.name=«u»\nspring.security.user.password=«v»\nmanagement.endpoints.web.exposure.include=health,info"),
    ("awssec", "Read(config/settings/production.py, lines 102-106)\nSTORAGES = {\"default\": {\"BACKEND\": \"storages.backends.s3.S3Storage\"}}\nAWS_STORAGE_BUCKET_NAME = \"«name»-media\"\nAWS_S3_ACCESS_KEY_ID = os.environ[\"AWS_S3_ACCESS_KEY_ID\"]\nAWS_SECRET_ACCESS_KEY = \"«v»\""),
    ("hex", "Read(next.config.js)\nmodule.exports = {\n  reactStrictMode: true,\n  env: {\n    PREVIEW_SECRET: '«v»',\n  },\n}"),
    ("b64k", "Read(nuxt.config.ts)\nexport default defineNuxtConfig({\n  modules: ['nuxt-auth-utils'],\n  runtimeConfig: {\n    session: { password: '«v»' },\n  },\n})"),
    ("hex", "Read(.env)\nBROADCAST_DRIVER=pusher\nPUSHER_APP_ID=«n»\nPUSHER_APP_KEY=«hex16»\nPUSHER_APP_SECRET=«v»\nPUSHER_APP_CLUSTER=eu"),
    ("pw", "Read(config/database.yml)\nproduction:\n  adapter: mysql2\n  database: «db»\n  username: «u»\n  password: <%= ENV.fetch(\"DB_PASSWORD\") { \"«v»\" } %>"),
    ("hex", "Read(config/settings/base.py, lines 140-142)\nRECAPTCHA_PUBLIC_KEY = \"6L«hex16»\"\nRECAPTCHA_PRIVATE_KEY = \"«v»\""),
    ("pw", "Read(docs/staging.md)\n## Staging admin\nThe Django admin on staging is at https://staging.acme.example/admin/. Login: user `«u»`, password `«v»` (shared, rotate monthly)."),
    ("pin", "Read(.env)\nKIOSK_MODE=true\nKIOSK_UNLOCK_PIN=«v»\nKIOSK_IDLE_SECONDS=120"),
    ("otp", "Read(config/settings/test.py)\nfrom .base import *  # noqa\n\nOTP_BYPASS_CODE = \"«v»\"\nPASSWORD_HASHERS = [\"django.contrib.auth.hashers.MD5PasswordHasher\"]"),
    ("pw", "Read(src/main/resources/application-prod.yml)\nserver:\n  port: 8443\n  ssl:\n    key-store: classpath:keystore.p12\n    key-store-password: «v»\n    key-store-type: PKCS12"),
    ("hex", "Read(.env)\nSHOPIFY_API_KEY=«hex32»\nSHOPIFY_WEBHOOK_SIGNATURE_KEY=«v»\nSCOPES=read_products,write_orders"),
    ("hex", "Read(config/initializers/secret_token.rb)\n# Be sure to restart your server when you modify this file.\nShop::Application.config.secret_token = '«v»'"),
    ("pw", "Read(appsettings.Development.json)\n{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.example/\",\n    \"ClientId\": \"«uuid»\",\n    \"ClientCredential\": \"«v»\"\n  }\n}"),
    ("b64k", "Read(src/main/resources/application.conf)\nsession {\n  encryptKey = \"«v»\"\n  cookieName = \"SHOP_SESSION\"\n}"),
    ("pw", "Read(config/settings/production.py, lines 150-152)\nCACHEOPS_REDIS = {\"host\": \"«h»\", \"port\": 6379, \"db\": 1, \"password\": \"«v»\"}"),
]

# ------------------------------------------------ structural: «v»
ST_T = [
    ("url", "Read(config/settings/production.py, lines 40-43)\nimport dj_database_url\n\nDATABASES = {\"default\": dj_database_url.parse(\"postgres://«u»:«v»@«h»:5432/«db»\", conn_max_age=600)}"),
    ("url", "Read(config/settings/production.py, lines 80-86)\nCACHES = {\n    \"default\": {\n        \"BACKEND\": \"django.core.cache.backends.redis.RedisCache\",\n        \"LOCATION\": \"redis://:«v»@«h»:6379/1\",\n    }\n}"),
    ("url", "Read(config/database.yml)\nproduction:\n  adapter: postgresql\n  url: postgresql://«u»:«v»@«h»/«db»\n  pool: <%= ENV.fetch(\"RAILS_MAX_THREADS\") { 5 } %>"),
    ("url", "Read(config/environments/production.rb, lines 40-41)\n  config.cache_store = :redis_cache_store, { url: \"redis://default:«v»@«h»:6379/0\" }"),
    ("url", "Read(.env)\nDB_CONNECTION=mysql\nDATABASE_URL=mysql://«u»:«v»@«h»:3306/«db»\nSESSION_DRIVER=database"),
    ("url", "Read(.env)\nMAIL_MAILER=smtp\nMAIL_URL=smtp://«u»:«v»@smtp.mailhost.example:587\nMAIL_FROM_ADDRESS=\"no-reply@acme.example\""),
    ("url", "Read(src/main/resources/application.properties)\nspring.datasource.url=jdbc:postgresql://«h»:5432/«db»?user=«u»&password=«v»&sslmode=require\nspring.jpa.hibernate.ddl-auto=validate"),
    ("url", "Read(src/main/resources/application.yml)\nspring:\n  rabbitmq:\n    addresses: amqp://«u»:«v»@«h»:5672/prod"),
    ("url", "Read(appsettings.Production.json)\n{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=«h»;Database=«db»;User Id=«u»;Password=«v»;TrustServerCertificate=True\"\n  }\n}"),
    ("url", "Read(appsettings.Production.json)\n{\n  \"ConnectionStrings\": {\n    \"Redis\": \"«h»:6380,password=«v»,ssl=True,abortConnect=False\"\n  }\n}"),
    ("url", "Read(.env)\n# Prisma\nDATABASE_URL=\"postgresql://«u»:«v»@«h»:5432/«db»?schema=public\""),
    ("url", "Read(.env.local)\n###> doctrine/doctrine-bundle ###\nDATABASE_URL=\"mysql://«u»:«v»@127.0.0.1:3306/«db»?serverVersion=8.0.32&charset=utf8mb4\"\n###< doctrine/doctrine-bundle ###"),
    ("url", "Read(.env.local)\n###> symfony/messenger ###\nMESSENGER_TRANSPORT_DSN=amqp://«u»:«v»@«h»:5672/%2f/messages\n###< symfony/messenger ###"),
    ("url", "Read(.env.local)\n###> symfony/mailer ###\nMAILER_DSN=smtp://«u»:«v»@smtp.mailhost.example:587\n###< symfony/mailer ###"),
    ("url", "Read(config/runtime.exs, lines 20-24)\n  config :shop, Shop.Repo,\n    url: \"ecto://«u»:«v»@«h»/«db»\",\n    pool_size: 10"),
    ("url", "Read(src/main/resources/application.conf)\nmongo {\n  uri = \"mongodb+srv://«u»:«v»@cluster0.x1y2z.mongodb.example/«db»?retryWrites=true\"\n}"),
    ("url", "Read(next.config.js)\nmodule.exports = {\n  async rewrites() {\n    return [{ source: '/internal/:path*', destination: 'https://«u»:«v»@internal-api.acme.example/:path*' }]\n  },\n}"),
    ("url", "Read(vite.config.ts)\nexport default defineConfig({\n  server: {\n    proxy: {\n      '/api': { target: 'https://«u»:«v»@staging-api.acme.example', changeOrigin: true },\n    },\n  },\n})"),
    ("tok", "Read(shop/tests/test_api.py, lines 10-13)\n    def setUp(self):\n        self.client = APIClient()\n        self.client.credentials(HTTP_AUTHORIZATION=\"Bearer «v»\")"),
    ("basic", "Read(config/initializers/partner_api.rb)\nPARTNER = Faraday.new(url: \"https://partner.example/api\") do |f|\n  f.headers[\"Authorization\"] = \"Basic «v»\"\nend"),
    ("basic", "Read(src/main/resources/application.yml)\nspring:\n  cloud:\n    gateway:\n      routes:\n        - id: legacy\n          uri: https://legacy.acme.example\n          filters:\n            - AddRequestHeader=Authorization, Basic «v»"),
    ("tok", "Read(appsettings.json)\n{\n  \"Webhooks\": {\n    \"Orders\": \"https://hooks.partner.example/in/orders?token=«v»\"\n  }\n}"),
    ("tok", "Read(config/services.php, lines 40-42)\n    'geo' => [\n        'endpoint' => 'https://geo.partner.example/v2/lookup?api_key=«v»',\n    ],"),
    ("url", "Read(.env)\nHORIZON_BASIC_AUTH=«u»:«v»\nHORIZON_PREFIX=shop"),
    ("url", "Read(src/main/resources/application.properties)\nspring.boot.admin.client.url=https://«u»:«v»@admin.acme.example\nspring.boot.admin.client.instance.name=shop"),
    ("url", "Read(README.md, lines 30-33)\nTry the API locally:\n\n    curl -u «u»:«v» http://localhost:8000/api/orders/"),
]

# ------------------------------------------------ clean
CLEAN_T = [
    "Read(config/settings/base.py, lines 20-24)\n20\t# SECURITY WARNING: keep the secret key used in production secret!\n21\tSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\n22\t\n23\tDEBUG = False\n# release «sha7»",
    "Read(config/settings/base.py)\nimport environ\nenv = environ.Env()\nSECRET_KEY = env(\"SECRET_KEY\")\nDATABASES = {\"default\": env.db(\"DATABASE_URL\")}\nSITE_ID = «n»",
    "Read(config/settings/production.py)\nDATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"«db»\",\n        \"USER\": \"«u»\",\n        \"PASSWORD\": os.getenv(\"DB_PASSWORD\", \"\"),\n        \"HOST\": \"«h»\",\n    }\n}",
    "Read(config/database.yml)\nproduction:\n  <<: *default\n  database: «db»_production\n  username: «u»\n  password: <%= ENV[\"«db»_DATABASE_PASSWORD\".upcase] %>",
    "Read(app/services/s3.rb)\nAws::S3::Client.new(\n  access_key_id: Rails.application.credentials.dig(:aws, :access_key_id),\n  secret_access_key: Rails.application.credentials.dig(:aws, :secret_access_key)\n) # bucket «name»-«n»",
    "Read(.env.example)\nAPP_NAME=Laravel\nAPP_ENV=local\nAPP_KEY=\nAPP_DEBUG=true\n\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=«db»\nDB_USERNAME=root\nDB_PASSWORD=",
    "Read(config/database.php, lines 46-52)\n        'pgsql' => [\n            'driver' => 'pgsql',\n            'host' => env('DB_HOST', '127.0.0.1'),\n            'username' => env('DB_USERNAME', 'forge'),\n            'password' => env('DB_PASSWORD', ''),\n            'port' => env('DB_PORT', '«port»'),\n        ],",
    "Read(src/main/resources/application.yml)\nspring:\n  datasource:\n    url: jdbc:postgresql://«h»:5432/«db»\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}",
    "Read(src/main/resources/application-cloud.properties)\nspring.datasource.password=${vcap.services.«db»-db.credentials.password}\nspring.datasource.username=${vcap.services.«db»-db.credentials.username}",
    "Read(appsettings.json)\n{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=(localdb)\\\\mssqllocaldb;Database=«db»;Trusted_Connection=True;MultipleActiveResultSets=true\"\n  },\n  \"Smtp\": { \"Password\": \"\" }\n}",
    "Read(wp-config-sample.php, lines 20-29)\ndefine( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'DB_HOST', 'localhost' );\n/* «sha7» */",
    "Read(wp-config-sample.php, lines 49-52)\ndefine( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );\ndefine( 'LOGGED_IN_KEY',    'put your unique phrase here' );\n// https://api.wordpress.org/secret-key/1.1/salt/ (build «n»)",
    "Read(.env.example)\n# generate with: openssl rand -base64 32\nNEXTAUTH_SECRET=\nNEXTAUTH_URL=http://localhost:«n»",
    "Read(src/lib/api.ts)\nconst base = import.meta.env.VITE_API_BASE;\nconst token = import.meta.env.VITE_PUBLIC_TOKEN_NAME; // header name only, e.g. X-«name»-Token\nexport const api = ky.create({ prefixUrl: base });",
    "Read(.env)\n###> symfony/framework-bundle ###\nAPP_ENV=dev\nAPP_SECRET=\n###< symfony/framework-bundle ###\n# real values in .env.local (not committed), request id «uuid»",
    "Read(config/packages/doctrine.yaml)\ndoctrine:\n    dbal:\n        url: '%env(resolve:DATABASE_URL)%'\n        server_version: '16'\n# cache key «hex16»",
    "Read(config/runtime.exs, lines 40-46)\n  secret_key_base =\n    System.get_env(\"SECRET_KEY_BASE\") ||\n      raise \"\"\"\n      environment variable SECRET_KEY_BASE is missing.\n      You can generate one by calling: mix phx.gen.secret\n      \"\"\"\n# node «name»@«ip»",
    "Read(src/main/resources/application.conf)\njwt {\n  secret = ${?JWT_SECRET}\n  audience = \"«name»\"\n}",
    "Read(config/settings/base.py, lines 110-118)\nAUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": «n»}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]\nPASSWORD_HASHERS = [\"django.contrib.auth.hashers.Argon2PasswordHasher\"]",
    "Read(config/settings/base.py, lines 60-64)\nSESSION_COOKIE_AGE = 1209600\nSESSION_COOKIE_SECURE = True\nCSRF_COOKIE_SECURE = True\nCSRF_TRUSTED_ORIGINS = [\"https://«name».acme.example\"]",
    "Read(src/main/resources/application.properties)\nspring.session.timeout=30m\nserver.servlet.session.cookie.http-only=true\nserver.servlet.session.cookie.secure=true\nserver.servlet.session.cookie.name=«name»_SESSION",
    "Read(config/initializers/filter_parameter_logging.rb)\nRails.application.config.filter_parameters += [\n  :passw, :email, :secret, :token, :_key, :crypt, :salt, :certificate, :otp, :ssn, :cvv, :cvc\n] # «sha7»",
    "Read(.env.example)\nDATABASE_URL=postgres://localhost/«db»_development\nTEST_DATABASE_URL=postgres://postgres@localhost:5432/«db»_test\nREDIS_URL=redis://localhost:6379/0",
    "Read(db/migrate/20261101«n»_create_sessions.rb)\nclass CreateSessions < ActiveRecord::Migration[7.2]\n  def change\n    create_table :sessions do |t|\n      t.string :session_id, null: false\n      t.text :data\n      t.timestamps\n    end\n  end\nend",
    "Read(shop/migrations/0007_auto_«n».py)\n# Generated by Django 5.1.3 on 2026-11-«n»\nfrom django.db import migrations, models\n\nclass Migration(migrations.Migration):\n    dependencies = [(\"shop\", \"0006_order_uuid\")]\n    operations = [migrations.AddField(\"order\", \"public_id\", models.UUIDField(default=\"«uuid»\"))]",
    "Read(appsettings.json)\n{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.example/\",\n    \"TenantId\": \"«uuid»\",\n    \"ClientId\": \"«uuid»\",\n    \"CallbackPath\": \"/signin-oidc\"\n  }\n}",
    "Read(app/views/layouts/application.html.erb, lines 6-8)\n    <%= csrf_meta_tags %>\n    <%= stylesheet_link_tag \"application-«hex32»\", \"data-turbo-track\": \"reload\" %>\n    <script src=\"https://cdn.example.net/lib.js\" integrity=\"sha384-«b64t»\" crossorigin=\"anonymous\"></script>",
    "Read(public/build/manifest.json)\n{\n  \"resources/js/app.js\": {\n    \"file\": \"assets/app-«hex16».js\",\n    \"src\": \"resources/js/app.js\",\n    \"isEntry\": true\n  }\n}",
    "Read(.env.example)\nSTRIPE_SECRET_KEY=sk_test_...\nSTRIPE_WEBHOOK_SECRET=whsec_...\nNEXT_PUBLIC_APP_URL=http://localhost:«n»",
    "Read(docs/deploy.md)\nProduction secrets live in the «name» vault (path `kv/shop/prod`). Never put the Django SECRET_KEY or the database password in settings files or in this wiki; the deploy job injects them as environment variables.",
    "Read(config/settings/test.py)\nfrom .base import *  # noqa\n\nSECRET_KEY = \"test-only-not-secret\"\nPASSWORD_HASHERS = [\"django.contrib.auth.hashers.MD5PasswordHasher\"]\n# seed «n»",
    "Read(src/main/resources/application-test.yml)\nspring:\n  datasource:\n    url: jdbc:h2:mem:«db»;DB_CLOSE_DELAY=-1\n    username: sa\n    password:",
    "Read(.env.testing)\nAPP_KEY=base64:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\nDB_CONNECTION=sqlite\nDB_DATABASE=:memory:\n# CI run «n»",
    "Read(config/credentials.yml.enc)\n«b64t»--«hex16»--«hex16»==",
    "$ bin/rails credentials:show\nCouldn't decrypt config/credentials.yml.enc. Perhaps you passed the wrong key? (key file config/master.key not found, commit «sha7»)",
    "Read(app/Http/Middleware/VerifyCsrfToken.php)\nclass VerifyCsrfToken extends Middleware\n{\n    protected $except = [\n        'webhooks/«name»',\n    ];\n}",
    "Read(src/app/api/auth/[...nextauth]/route.ts)\nexport const { handlers, auth } = NextAuth({\n  secret: process.env.AUTH_SECRET,\n  providers: [GitHub({ clientId: process.env.GITHUB_ID, clientSecret: process.env.GITHUB_SECRET })],\n}) // «sha7»",
    "Read(src/app.js, lines 21-27)\napp.use(session({\n  name: 'sid',\n  secret: process.env.SESSION_SECRET.split(','),\n  resave: false,\n  cookie: { maxAge: «n»000, secure: true },\n}));",
    "Read(appsettings.Development.json)\n{\n  \"Jwt\": { \"Key\": \"<set with dotnet user-secrets>\", \"Issuer\": \"https://localhost:«n»\" }\n}",
    "$ dotnet user-secrets list --project src/«name».Api\nNo secrets configured for this application.",
    "Read(wp-config.php, lines 88-92)\n/* That's all, stop editing! Happy publishing. */\nif ( ! defined( 'ABSPATH' ) ) {\n\tdefine( 'ABSPATH', __DIR__ . '/' );\n}\n$table_prefix = 'wp_«hex16»_';",
    "Read(config/settings/base.py, lines 150-152)\nGA_MEASUREMENT_ID = \"G-«hex16»\"\nSENTRY_RELEASE = \"«sha»\"\nBUILD_ID = \"«uuid»\"",
    "Read(.env.local)\nNEXT_PUBLIC_POSTHOG_HOST=https://eu.posthog.example\nNEXT_PUBLIC_BUILD_SHA=«sha»\nNEXT_TELEMETRY_DISABLED=1",
    "Read(src/main/resources/application.yml)\nmanagement:\n  endpoint:\n    env:\n      show-values: NEVER\n  endpoints:\n    web:\n      exposure:\n        include: health,info,«name»",
    "Read(config/packages/security.yaml)\nsecurity:\n    password_hashers:\n        Symfony\\Component\\Security\\Core\\User\\PasswordAuthenticatedUserInterface: 'auto'\n    providers:\n        app_user_provider:\n            entity: { class: App\\Entity\\User, property: email }\n# «sha7»",
    "Read(README.md, lines 30-33)\nTry the API locally (create a user first with `python manage.py createsuperuser`):\n\n    curl -u \"$API_USER:$API_PASSWORD\" http://localhost:«n»/api/orders/",
    "Read(config/environments/production.rb, lines 60-66)\n  config.action_mailer.smtp_settings = {\n    address: \"smtp.mailhost.example\",\n    port: 587,\n    user_name: ENV[\"SMTP_USER\"],\n    password: ENV[\"SMTP_PASSWORD\"],\n  } # «sha7»",
    "Read(docker/app.env)\nSPRING_PROFILES_ACTIVE=prod\nSPRING_DATASOURCE_PASSWORD_FILE=/run/secrets/db_password\nJAVA_OPTS=-Xmx«n»m",
    "Read(config/app.php, lines 98-101)\n    'key' => env('APP_KEY'),\n    'cipher' => 'AES-256-CBC',\n    'previous_keys' => [...array_filter(explode(',', env('APP_PREVIOUS_KEYS', '')))],\n    // «uuid»",
]


def main() -> None:
    rows, clean = build(g, SI_T, PEM_T, NC_T, ST_T, CLEAN_T, n_si=74, n_pem=12, n_nc=94, n_st=70)
    write(HERE, FAMILY, rows, clean)


if __name__ == "__main__":
    main()
