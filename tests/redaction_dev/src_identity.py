"""Blind redaction source "identity" (round 9): identity / SSO and auth-server configuration.

Keycloak (realm exports, kcadm, admin env), Auth0 (tenant config, deploy CLI, SDKs), Okta (SSWS tokens, okta.yaml,
Terraform), Entra ID / Azure AD (app secrets, MSAL), Google OAuth (client_secret.json), Cognito, Dex, oauth2-proxy,
Authelia, Authentik, Ory Kratos / Hydra, Zitadel, FusionAuth, Clerk, WorkOS, Stytch, Duo, NextAuth / Auth.js,
Passport, Spring Security OAuth2 client, Django allauth, omniauth, LDAP/AD bind settings (SSSD, Grafana ldap.toml,
GitLab omniauth / LDAP), SAML SP keys, JWT signing secrets, SCIM bearer tokens, token endpoint requests and
responses, browser-devtools cookie / storage dumps, agent tool-call JSON. Every value is random (seeded) and made up.
Written 2026-12-02 by the helper "corpora".
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "identity"
g = Gen(90902)
SECRET_T: list = []
CLEAN_T: list = []
LOW = string.ascii_lowercase + string.digits


def sec(cls):
    def deco(fn):
        SECRET_T.append((cls, fn))
        return fn
    return deco


def clean(fn):
    CLEAN_T.append(fn)
    return fn


ORGS = ["acme", "hollowell", "tessera", "brightline", "kaimana", "northgate", "vantor", "opaline", "quillstone", "meridian"]
APPS = ["portal", "grafana", "argocd", "wiki", "billing", "console", "jenkins", "hr-app", "support", "vpn"]


def org():
    return g.pick(ORGS)


def app():
    return g.pick(APPS)


def d(obj) -> str:
    return json.dumps(obj, indent=2)


def kc_secret():
    return g.s(B62, 32)


def auth0_secret():
    return g.s(URLSAFE, 64)


def auth0_client_id():
    return g.s(B62, 32)


def okta_token():
    return "00" + g.s(URLSAFE, 40)


def gocspx():
    return "GOCSPX-" + g.s(URLSAFE, 28)


def cognito_secret():
    return g.s(LOW, 52)


def cookie_secret():
    return g.b64url(32)


def ldap_pw():
    return g.pw()


def clerk():
    return "sk_live_" + g.s(B62, 40)


def workos():
    return "sk_" + g.s(B62, 40) if g.r.random() < .5 else "sk_live_" + g.s(B62, 48)


def stytch():
    return "secret-live-" + g.s(URLSAFE, 36)


def duo_skey():
    return g.s(B62, 40)


def gh_oauth_secret():
    return g.hexs(40)


def pubkey_pem():
    lines = [g.b64(48) for _ in range(5)] + [g.b64(18)]
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"


def cert_pem():
    lines = [g.b64(48) for _ in range(8)] + [g.b64(30)]
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"


# ---------------------------------------------------------------- self-identifying
@sec("self-identifying")
def google_client_json(_):
    s = gocspx()
    cid = f"{g.r.randint(10**11, 10**12)}-{g.s(LOW, 32)}.apps.googleusercontent.com"
    return d({"web": {"client_id": cid, "project_id": f"{org()}-sso", "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                      "token_uri": "https://oauth2.googleapis.com/token", "client_secret": s,
                      "redirect_uris": [f"https://{app()}.{org()}.com/oauth2/callback"]}}) + "\n", s


@sec("self-identifying")
def gocspx_proxy(_):
    s = gocspx()
    return (f"# oauth2-proxy.cfg\nprovider = \"google\"\nclient_id = \"{g.r.randint(10**11, 10**12)}-{g.s(LOW, 32)}.apps.googleusercontent.com\"\n"
            f"client_secret = \"{s}\"\ncookie_secret = \"${{OAUTH2_PROXY_COOKIE_SECRET}}\"\nemail_domains = [\"{org()}.com\"]\n"), s


@sec("self-identifying")
def entra_secret_az(_):
    s = g.azure_client_secret()
    return (f"$ az ad app credential reset --id {g.uuid()} --display-name {app()}-sso --years 2\n"
            f"{{\n  \"appId\": \"{g.uuid()}\",\n  \"password\": \"{s}\",\n  \"tenant\": \"{g.uuid()}\"\n}}\n"), s


@sec("self-identifying")
def msal_config(_):
    s = g.azure_client_secret()
    return (f"const msalConfig = {{\n  auth: {{\n    clientId: '{g.uuid()}',\n    authority: 'https://login.microsoftonline.com/{g.uuid()}',\n"
            f"    clientSecret: '{s}',\n  }},\n}};\nconst cca = new msal.ConfidentialClientApplication(msalConfig);\n"), s


@sec("self-identifying")
def saml_sp_key(_):
    block, line = g.pem(g.pick(["PRIVATE KEY", "RSA PRIVATE KEY"]))
    return (f"# /etc/shibboleth/sp-signing-key.pem ({app()}.{org()}.com)\n{block}\n"), line


@sec("self-identifying")
def jwt_rs_key_env(_):
    block, line = g.pem("RSA PRIVATE KEY")
    esc = block.replace("\n", "\\n")
    return f"JWT_ALGORITHM=RS256\nJWT_PRIVATE_KEY=\"{esc}\"\nJWT_ISSUER=https://auth.{org()}.com\n", line


@sec("self-identifying")
def id_token_log(_):
    t = g.jwt(sub=g.uuid())
    return (f"2026-11-28 10:02:13.884 DEBUG o.s.s.oauth2.client  Retrieved token response: access_token={t} token_type=Bearer expires_in=300\n"), t


@sec("self-identifying")
def bearer_devtools(_):
    t = g.jwt()
    return (f"Copy as cURL (from DevTools, Network tab):\ncurl 'https://api.{org()}.com/v1/me' \\\n  -H 'accept: application/json' \\\n"
            f"  -H 'authorization: Bearer {t}' \\\n  -H 'origin: https://{app()}.{org()}.com' \\\n  --compressed\n"), t


@sec("self-identifying")
def google_refresh(_):
    t = g.google_refresh()
    return (d({"access_token": "ya29.<redacted>", "expires_in": 3599, "refresh_token": t, "scope": "openid email profile",
               "token_type": "Bearer"}) + "\n"), t


@sec("self-identifying")
def clerk_env(_):
    k = clerk()
    return (f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{g.b64(24).rstrip('=')}\nCLERK_SECRET_KEY={k}\nNEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in\n"), k


@sec("self-identifying")
def stytch_py(_):
    k = stytch()
    return (f"client = stytch.Client(\n    project_id=\"project-live-{g.uuid()}\",\n    secret=\"{k}\",\n)\n"), k


@sec("self-identifying")
def vault_oidc(_):
    t = g.vault()
    return (f"$ export VAULT_ADDR=https://vault.{org()}.internal:8200\n$ export VAULT_TOKEN={t}\n"
            f"$ vault write auth/oidc/config oidc_discovery_url=\"https://login.{org()}.com/realms/main\" oidc_client_id=vault oidc_client_secret=@/run/secrets/oidc\n"
            f"Success! Data written to: auth/oidc/config\n"), t


@sec("self-identifying")
def gh_token_terraform(_):
    t = g.gh_fine()
    return (f"provider \"github\" {{\n  owner = \"{org()}\"\n  token = \"{t}\" # team sync for SSO groups\n}}\n"), t


@sec("self-identifying")
def gitlab_scim(_):
    t = g.gitlab()
    return (f"Okta -> GitLab SCIM provisioning\n  SCIM API endpoint URL: https://gitlab.com/api/scim/v2/groups/{org()}\n  Your SCIM token: {t}\n"), t


@sec("self-identifying")
def supabase_jwt(_):
    t = g.jwt()
    return (f"SUPABASE_URL=https://{g.s(string.ascii_lowercase, 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={t}\n"), t


@sec("self-identifying")
def firebase_admin(_):
    block, line = g.pem("PRIVATE KEY")
    return (d({"type": "service_account", "project_id": f"{org()}-auth", "private_key_id": g.hexs(40),
               "private_key": block + "\n", "client_email": f"firebase-adminsdk-{g.s(LOW, 5)}@{org()}-auth.iam.gserviceaccount.com"}) + "\n"), line


@sec("self-identifying")
def aws_cognito_cli(_):
    k = g.aws_akid()
    return (f"[profile cognito-admin]\naws_access_key_id = {k}\naws_secret_access_key = ${{COGNITO_ADMIN_SECRET}}\nregion = eu-central-1\n"), k


# ---------------------------------------------------------------- name-context
@sec("name-context")
def keycloak_realm(_):
    s = kc_secret()
    return d({"clientId": f"{app()}", "enabled": True, "clientAuthenticatorType": "client-secret", "secret": s,
              "redirectUris": [f"https://{app()}.{org()}.com/*"], "protocol": "openid-connect",
              "publicClient": False}) + "\n", s


@sec("name-context")
def keycloak_admin_env(_):
    p = g.pw()
    return (f"services:\n  keycloak:\n    image: quay.io/keycloak/keycloak:25.0\n    command: start --optimized\n    environment:\n"
            f"      KC_DB: postgres\n      KC_DB_PASSWORD: ${{KC_DB_PASSWORD}}\n      KEYCLOAK_ADMIN: admin\n      KEYCLOAK_ADMIN_PASSWORD: {p}\n"), p


@sec("name-context")
def kcadm(_):
    p = g.pw()
    return (f"$ /opt/keycloak/bin/kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin --password '{p}'\n"
            f"Logging into http://localhost:8080 as user admin of realm master\n"), p


@sec("name-context")
def auth0_deploy(_):
    s = auth0_secret()
    return d({"AUTH0_DOMAIN": f"{org()}.eu.auth0.com", "AUTH0_CLIENT_ID": auth0_client_id(), "AUTH0_CLIENT_SECRET": s,
              "AUTH0_ALLOW_DELETE": False, "AUTH0_KEYWORD_REPLACE_MAPPINGS": {"ENV": "prod"}}) + "\n", s


@sec("name-context")
def auth0_nextjs(_):
    s = auth0_secret()
    return ("AUTH0_SECRET='use [openssl rand -hex 32] to generate a 32 bytes value'\n" + f"AUTH0_BASE_URL='http://localhost:3000'\nAUTH0_ISSUER_BASE_URL='https://{org()}.us.auth0.com'\n"
            f"AUTH0_CLIENT_ID='{auth0_client_id()}'\nAUTH0_CLIENT_SECRET='{s}'\n"), s


@sec("name-context")
def okta_yaml(_):
    t = okta_token()
    return (f"okta:\n  client:\n    orgUrl: \"https://{org()}.okta.com\"\n    token: {t}\n    connectionTimeout: 30\n"), t


@sec("name-context")
def okta_tf(_):
    t = okta_token()
    return (f"provider \"okta\" {{\n  org_name  = \"{org()}\"\n  base_url  = \"okta.com\"\n  api_token = \"{t}\"\n}}\n"), t


@sec("name-context")
def cognito_env(_):
    s = cognito_secret()
    return (f"COGNITO_USER_POOL_ID=eu-west-1_{g.s(B62, 9)}\nCOGNITO_CLIENT_ID={g.s(LOW, 26)}\nCOGNITO_CLIENT_SECRET={s}\n"), s


@sec("name-context")
def dex_static(_):
    s = g.machine_pw()
    return (f"staticClients:\n- id: {app()}\n  name: '{app().title()}'\n  redirectURIs:\n  - 'https://{app()}.{org()}.com/callback'\n  secret: {s}\n"), s


@sec("name-context")
def oauth2_proxy_cookie(_):
    c = cookie_secret()
    return (f"$ oauth2-proxy --provider=oidc --oidc-issuer-url=https://sso.{org()}.com --client-id={app()} "
            f"--client-secret-file=/etc/oauth2-proxy/secret --cookie-secret={c} --upstream=http://127.0.0.1:3000\n"), c


@sec("name-context")
def authelia_cfg(_):
    s = g.s(B62, 64)
    key = g.pick(["jwt_secret", "encryption_key", "secret"])
    if key == "jwt_secret":
        return (f"identity_validation:\n  reset_password:\n    jwt_secret: '{s}'\nsession:\n  secret: ${{AUTHELIA_SESSION_SECRET}}\n"), s
    if key == "encryption_key":
        return (f"storage:\n  encryption_key: '{s}'\n  postgres:\n    address: 'tcp://db:5432'\n    password_file: /run/secrets/pg\n"), s
    return (f"session:\n  name: authelia_session\n  secret: '{s}'\n  cookies:\n    - domain: '{org()}.com'\n      authelia_url: 'https://auth.{org()}.com'\n"), s


@sec("name-context")
def authentik_env(_):
    s = g.b64(45)
    return (f"PG_PASS=${{PG_PASS}}\nAUTHENTIK_SECRET_KEY={s}\nAUTHENTIK_ERROR_REPORTING__ENABLED=false\n"), s


@sec("name-context")
def kratos_secrets(_):
    s = g.s(B62, 32)
    return (f"secrets:\n  cookie:\n    - {s}\n  cipher:\n    - ${{KRATOS_CIPHER_SECRET}}\nselfservice:\n  default_browser_return_url: https://{org()}.com/\n"), s


@sec("name-context")
def hydra_cli(_):
    s = g.machine_pw()
    return (f"$ hydra create client --endpoint http://127.0.0.1:4445 --grant-type client_credentials --name {app()}\n"
            f"CLIENT ID\t{g.uuid()}\nCLIENT SECRET\t{s}\nGRANT TYPES\tclient_credentials\nRESPONSE TYPES\tcode\n"), s


@sec("name-context")
def nextauth(_):
    s = g.b64(32)
    return (f"NEXTAUTH_URL=https://{app()}.{org()}.com\nNEXTAUTH_SECRET={s}\nGITHUB_ID=Iv1.{g.hexs(16)}\nGITHUB_SECRET=${{GITHUB_SECRET}}\n"), s


@sec("name-context")
def github_oauth_app(_):
    s = gh_oauth_secret()
    return (f"# config/initializers/omniauth.rb\nRails.application.config.middleware.use OmniAuth::Builder do\n"
            f"  provider :github, 'Iv1.{g.hexs(16)}', '{s}', scope: 'read:org,user:email'\nend\n"), s


@sec("name-context")
def spring_client(_):
    s = kc_secret()
    return (f"spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n            client-id: {app()}\n"
            f"            client-secret: {s}\n            scope: openid,profile\n        provider:\n          keycloak:\n"
            f"            issuer-uri: https://sso.{org()}.com/realms/{org()}\n"), s


@sec("name-context")
def allauth(_):
    s = g.s(B62, 40)
    return (f"SOCIALACCOUNT_PROVIDERS = {{\n    'openid_connect': {{\n        'APPS': [{{\n            'provider_id': 'keycloak',\n"
            f"            'client_id': '{app()}',\n            'secret': '{s}',\n            'settings': {{'server_url': 'https://sso.{org()}.com/realms/main/.well-known/openid-configuration'}},\n"
            f"        }}],\n    }},\n}}\n"), s


@sec("name-context")
def ldap_toml(_):
    p = ldap_pw()
    return (f"[[servers]]\nhost = \"ldap.{org()}.internal\"\nport = 636\nuse_ssl = true\nbind_dn = \"cn=grafana,ou=svc,dc={org()},dc=com\"\n"
            f"bind_password = '{p}'\nsearch_base_dns = [\"ou=people,dc={org()},dc=com\"]\n"), p


@sec("name-context")
def sssd(_):
    p = ldap_pw()
    return (f"[domain/{org()}.com]\nid_provider = ldap\nldap_uri = ldaps://ldap.{org()}.com\nldap_default_bind_dn = cn=sssd,ou=svc,dc={org()},dc=com\n"
            f"ldap_default_authtok_type = password\nldap_default_authtok = {p}\n"), p


@sec("name-context")
def gitlab_ldap(_):
    p = ldap_pw()
    return (f"gitlab_rails['ldap_servers'] = {{\n  'main' => {{\n    'label' => 'AD',\n    'host' => 'dc01.{org()}.local',\n    'port' => 389,\n"
            f"    'bind_dn' => 'CN=svc-gitlab,OU=Service,DC={org()},DC=local',\n    'password' => '{p}',\n    'base' => 'DC={org()},DC=local'\n  }}\n}}\n"), p


@sec("name-context")
def duo_ini(_):
    s = duo_skey()
    return (f"[duo]\nikey = DI{g.s(UPPER + string.digits, 18)}\nskey = {s}\napi_host = api-{g.hexs(8)}.duosecurity.com\nfailmode = safe\n"), s


@sec("name-context")
def jwt_hs_secret(_):
    s = g.machine_pw()
    return (f"// src/auth/jwt.strategy.ts\nsuper({{\n  jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),\n  ignoreExpiration: false,\n"
            f"  secretOrKey: '{s}',\n}});\n"), s


@sec("name-context")
def passport_session(_):
    s = g.human_pw() if g.r.random() < .5 else g.machine_pw()
    return (f"app.use(session({{\n  secret: '{s}',\n  resave: false,\n  saveUninitialized: false,\n  cookie: {{ secure: true, sameSite: 'lax' }}\n}}));\napp.use(passport.session());\n"), s


@sec("name-context")
def zitadel_masterkey(_):
    s = g.s(B62, 32)
    return (f"$ zitadel start-from-init --masterkey \"{s}\" --tlsMode external --config /etc/zitadel/config.yaml\n"), s


@sec("name-context")
def fusionauth_kickstart(_):
    k = g.s(URLSAFE, 44)
    return (d({"variables": {"apiKey": k, "adminEmail": f"admin@{org()}.com"}, "apiKeys": [{"key": "#{apiKey}", "description": "kickstart"}]}) + "\n"), k


@sec("name-context")
def cookies_dump(_):
    v = g.s(URLSAFE, 43)
    return (f"DevTools > Application > Cookies > https://{app()}.{org()}.com\nName\tValue\tDomain\tPath\tExpires\tHttpOnly\tSecure\n"
            f"_oauth2_proxy\t{v}\t.{org()}.com\t/\t2026-12-09T10:00:00.000Z\t✓\t✓\n_ga\tGA1.1.{g.r.randint(10**8, 10**9)}.{g.r.randint(10**9, 2 * 10**9)}\t.{org()}.com\t/\t2027-12-01\t\t\n"), v


@sec("name-context")
def localstorage(_):
    t = g.s(URLSAFE, 48)
    return (f"> JSON.stringify(localStorage)\n'{{\"theme\":\"dark\",\"lastTenant\":\"{org()}\",\"refresh_token\":\"{t}\",\"i18nextLng\":\"en\"}}'\n"), t


@sec("name-context")
def agent_read_realm(_):
    s = kc_secret()
    content = f"KC_HOSTNAME=sso.{org()}.com\nKC_CLIENT_ID={app()}\nKC_CLIENT_SECRET={s}\n"
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": f"/home/dev/{app()}/.env"},
                       "tool_response": {"type": "text", "file": {"filePath": f"/home/dev/{app()}/.env", "content": content}}}), s


@sec("name-context")
def workos_env(_):
    k = workos()
    return (f"WORKOS_API_KEY={k}\nWORKOS_CLIENT_ID=client_{g.s(UPPER + string.digits, 26)}\nWORKOS_REDIRECT_URI=https://{app()}.{org()}.com/callback\n"), k


@sec("name-context")
def radius_clients(_):
    s = g.pw()
    return (f"client vpn-gw-{g.r.randint(1, 9)} {{\n    ipaddr = 10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.1\n    secret = {s}\n    nas_type = other\n}}\n"), s


@sec("name-context")
def pam_ldap_chat(_):
    p = ldap_pw()
    return (f"{g.pick(['@sam', '@jo', '@priya'])} ldapsearch works for me with the service account, try:\n"
            f"ldapsearch -H ldaps://ldap.{org()}.com -D 'uid=svc-{app()},ou=services,dc={org()},dc=com' -w '{p}' -b 'ou=people,dc={org()},dc=com' '(uid=jdoe)'\n"), p


# ---------------------------------------------------------------- structural
@sec("structural")
def okta_ssws(_):
    t = okta_token()
    return (f"$ curl -s -H \"Accept: application/json\" -H \"Authorization: SSWS {t}\" \"https://{org()}.okta.com/api/v1/users?limit=3\" | jq '.[].profile.login'\n"), t


@sec("structural")
def token_post_body(_):
    s = auth0_secret()
    return (f"POST /oauth/token HTTP/1.1\nHost: {org()}.eu.auth0.com\nContent-Type: application/x-www-form-urlencoded\n\n"
            f"grant_type=client_credentials&client_id={auth0_client_id()}&client_secret={s}&audience=https%3A%2F%2Fapi.{org()}.com\n"), s


@sec("structural")
def basic_token_endpoint(_):
    raw = f"{app()}:{kc_secret()}"
    b = base64.b64encode(raw.encode()).decode()
    return (f"$ curl -v -X POST https://sso.{org()}.com/realms/main/protocol/openid-connect/token -d grant_type=client_credentials\n"
            f"> POST /realms/main/protocol/openid-connect/token HTTP/2\n> authorization: Basic {b}\n> content-type: application/x-www-form-urlencoded\n"
            f"< HTTP/2 200\n"), b


@sec("structural")
def scim_bearer(_):
    t = g.s(B62, g.pick([32, 40, 48]))
    return (f"POST https://{app()}.{org()}.com/scim/v2/Users\nAuthorization: Bearer {t}\nContent-Type: application/scim+json\n\n"
            f"{{\"schemas\":[\"urn:ietf:params:scim:schemas:core:2.0:User\"],\"userName\":\"jdoe@{org()}.com\"}}\n"), t


@sec("structural")
def kc_db_url(_):
    p = g.pw()
    return f"KC_DB_URL=jdbc:postgresql://keycloak-db:5432/keycloak?user=keycloak&password={p}\n", p


@sec("structural")
def ldap_url_userinfo(_):
    p = ldap_pw()
    return (f"AUTH_LDAP_URL=ldaps://cn=reader:{p}@ldap.{org()}.com:636/dc={org()},dc=com\n"), p


@sec("structural")
def authelia_pg(_):
    p = g.pw()
    return (f"time=\"2026-11-30T07:41:02Z\" level=error msg=\"Error occurred dialing postgres://authelia:{p}@authelia-db:5432/authelia\" error=\"connection refused\"\n"), p


@sec("structural")
def redirect_query(_):
    s = kc_secret()
    return (f"[access.log] 10.0.4.{g.r.randint(2, 250)} \"GET /oauth/callback?code={g.s(URLSAFE, 30)}&client_secret={s}&state={g.hexs(16)} HTTP/1.1\" 302\n"), s


@sec("structural")
def api_key_header_fa(_):
    k = g.s(URLSAFE, 44)
    return (f"http GET https://auth.{org()}.com/api/user?email=jdoe@{org()}.com Authorization:{k}\n"
            f"# FusionAuth takes the API key bare in the Authorization header\n"), k


@sec("structural")
def mongo_sessions(_):
    p = g.pw()
    return f"SESSION_STORE=mongodb+srv://sessions:{p}@cluster0.{g.s(LOW, 5)}.mongodb.net/sessions?retryWrites=true\n", p


@sec("structural")
def user_pass_pair(_):
    p = g.pw()
    return (f"break-glass admin for the IdP (keep offline!)\nuser: admin@{org()}.onmicrosoft.com\npass: {p}\n"), p


@sec("structural")
def cookie_header(_):
    v = g.s(URLSAFE, 64)
    return (f"GET /admin/ HTTP/1.1\nHost: {app()}.{org()}.com\nCookie: KEYCLOAK_SESSION={g.uuid()}; sessionid={v}; csrftoken=${{CSRF}}\n"), v


@sec("structural")
def x_api_key(_):
    k = g.s(B62, 40)
    return (f"curl -H 'X-API-Key: {k}' https://idp-admin.{org()}.internal/api/v3/core/users/?page_size=1\n"), k


# ---------------------------------------------------------------- clean
@clean
def c_jwks(_):
    return d({"keys": [{"kty": "RSA", "use": "sig", "kid": g.s(URLSAFE, 43), "alg": "RS256", "n": g.b64url(256), "e": "AQAB",
                        "x5t": g.b64url(20), "x5c": [g.b64(300)]}]}) + "\n"


@clean
def c_oidc_discovery(_):
    return d({"issuer": f"https://sso.{org()}.com/realms/main", "authorization_endpoint": f"https://sso.{org()}.com/realms/main/protocol/openid-connect/auth",
              "token_endpoint": f"https://sso.{org()}.com/realms/main/protocol/openid-connect/token", "jwks_uri": f"https://sso.{org()}.com/realms/main/protocol/openid-connect/certs",
              "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "private_key_jwt"]}) + "\n"


@clean
def c_public_client(_):
    return d({"clientId": f"{app()}-spa", "publicClient": True, "standardFlowEnabled": True,
              "attributes": {"pkce.code.challenge.method": "S256"}, "redirectUris": [f"https://{app()}.{org()}.com/*"]}) + "\n"


@clean
def c_masked_export(_):
    return d({"clientId": app(), "secret": "**********", "clientAuthenticatorType": "client-secret"}) + "\n"


@clean
def c_pubkey(_):
    return f"JWT_PUBLIC_KEY (for verifying tokens from auth.{org()}.com):\n{pubkey_pem()}\n"


@clean
def c_saml_metadata(_):
    c = cert_pem().split("\n")[1:-1]
    return (f"<md:EntityDescriptor entityID=\"https://{app()}.{org()}.com/saml/metadata\">\n  <md:SPSSODescriptor>\n    <md:KeyDescriptor use=\"signing\">\n"
            f"      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>{''.join(c)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>\n"
            f"    </md:KeyDescriptor>\n  </md:SPSSODescriptor>\n</md:EntityDescriptor>\n")


@clean
def c_env_refs(_):
    return ("OIDC_CLIENT_SECRET=${OIDC_CLIENT_SECRET}\nLDAP_BIND_PASSWORD_FILE=/run/secrets/ldap_bind\nAUTH0_CLIENT_SECRET=\n"
            "NEXTAUTH_SECRET=# generate with: openssl rand -base64 32\n")


@clean
def c_pkce(_):
    return (f"authorize: https://{org()}.eu.auth0.com/authorize?response_type=code&client_id={auth0_client_id()}&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcallback"
            f"&code_challenge={g.b64url(32)}&code_challenge_method=S256&state={g.b64url(16)}&nonce={g.b64url(16)}\n")


@clean
def c_argon_users(_):
    return (f"users:\n  jdoe:\n    displayname: 'Jane Doe'\n    password: '$argon2id$v=19$m=65536,t=3,p=4${g.b64(16).rstrip('=')}${g.b64(32).rstrip('=')}'\n"
            f"    email: jdoe@{org()}.com\n    groups: [admins]\n")


@clean
def c_ids(_):
    return (f"Okta app: client_id=0oa{g.s(B62, 17)} user=00u{g.s(B62, 17)} group=00g{g.s(B62, 17)}\nEntra: tenant={g.uuid()} appId={g.uuid()} objectId={g.uuid()}\n")


@clean
def c_google_client_id(_):
    return (f"<meta name=\"google-signin-client_id\" content=\"{g.r.randint(10**11, 10**12)}-{g.s(LOW, 32)}.apps.googleusercontent.com\">\n")


@clean
def c_prose(_):
    return ("Rotate the client secret in Keycloak (Clients > Credentials > Regenerate), then update the value in Vault "
            "(kv/sso/<app>) — the app picks it up on restart. The old secret stops working immediately, so do it in a window.\n")


@clean
def c_kc_log(_):
    return (f"2026-11-30 08:00:12,441 WARN  [org.keycloak.events] type=\"CLIENT_LOGIN_ERROR\", realmId=\"{g.uuid()}\", clientId=\"{app()}\", "
            f"userId=\"null\", ipAddress=\"10.0.3.{g.r.randint(2, 250)}\", error=\"invalid_client_credentials\", grant_type=\"client_credentials\"\n")


@clean
def c_jwt_header_decoded(_):
    return (f"header: {{\"alg\":\"RS256\",\"kid\":\"{g.s(URLSAFE, 43)}\",\"typ\":\"JWT\"}}\npayload: {{\"iss\":\"https://sso.{org()}.com\",\"sub\":\"{g.uuid()}\","
            f"\"aud\":\"{app()}\",\"exp\":1764500000}}\nsignature: (verified with JWKS)\n")


@clean
def c_fingerprints(_):
    return (f"IdP signing certificate rotated.\nold SHA-256 fingerprint: {':'.join(g.hexs(2).upper() for _ in range(32))}\n"
            f"new SHA-256 fingerprint: {':'.join(g.hexs(2).upper() for _ in range(32))}\n")


@clean
def c_secret_ref_k8s(_):
    return ("  extraEnv:\n    - name: OAUTH2_PROXY_CLIENT_SECRET\n      valueFrom:\n        secretKeyRef:\n          name: oauth2-proxy\n          key: client-secret\n"
            "    - name: OAUTH2_PROXY_COOKIE_SECRET\n      valueFrom: {secretKeyRef: {name: oauth2-proxy, key: cookie-secret}}\n")


@clean
def c_devtools_cookies_clean(_):
    return (f"Name\tValue\tDomain\n_ga\tGA1.1.{g.r.randint(10**8, 10**9)}.{g.r.randint(10**9, 2 * 10**9)}\t.{org()}.com\nlang\ten-GB\t{app()}.{org()}.com\n"
            f"consent\t{{\"analytics\":false}}\t.{org()}.com\nKC_RESTART\t(deleted)\tsso.{org()}.com\n")


@clean
def c_agent_grep(_):
    return json.dumps({"tool_name": "Grep", "tool_input": {"pattern": "client_secret", "path": "."},
                       "tool_response": {"mode": "content", "content": "src/auth.ts:14:  clientSecret: process.env.OIDC_CLIENT_SECRET!,\n"
                                         "README.md:40:Set `OIDC_CLIENT_SECRET` to the secret from Keycloak.\n"}})


@clean
def c_bcrypt_htpasswd(_):
    return f"# /etc/nginx/.htpasswd\n{g.pick(['admin', 'jdoe', 'ops'])}:$2y$10${g.s(B62 + './', 53)}\n"


@clean
def c_session_ids(_):
    return (f"session created sid={g.uuid()} user={g.uuid()} ip=10.2.{g.r.randint(0, 255)}.{g.r.randint(1, 254)} acr=mfa amr=[pwd,otp] "
            f"request_id={g.hexs(32)}\n")


@clean
def c_totp_prose(_):
    return ("MFA enrolment: scan the QR code with your authenticator app; if scanning fails, the app shows a text key — type that "
            "instead. Never share the key or the six-digit codes with anyone, including IT.\n")


@clean
def c_terraform_ref(_):
    return (f"resource \"okta_app_oauth\" \"{app().replace('-', '_')}\" {{\n  label = \"{app()}\"\n  type = \"web\"\n  grant_types = [\"authorization_code\"]\n"
            f"  redirect_uris = [\"https://{app()}.{org()}.com/callback\"]\n}}\noutput \"client_secret\" {{\n  value = okta_app_oauth.{app().replace('-', '_')}.client_secret\n  sensitive = true\n}}\n")


@clean
def c_placeholder(_):
    return ("auth:\n  generic_oauth:\n    client_id: grafana\n    client_secret: $__file{/etc/grafana/oidc_secret}\n"
            "    auth_url: https://sso.example.com/realms/main/protocol/openid-connect/auth\n")


@clean
def c_state_nonce_log(_):
    return (f"oauth2-proxy: 10.0.1.{g.r.randint(2, 250)} - {g.uuid()} - - [2026/11/30 09:01:44] [AuthFailure] Invalid authentication via OAuth2: "
            f"unable to obtain CSRF cookie (state={g.b64url(24)})\n")


@clean
def c_b64_fixture(_):
    return (f"// test fixture: SAMLResponse captured from the IdP sandbox, signature stripped\nconst SAML_RESPONSE = '{g.b64(180)}';\n")


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, fn = SECRET_T[i % len(SECRET_T)]
        text, value = fn(None)
        secrets.append((cls, text, value))
        i += 1
    clean_texts = [CLEAN_T[i % len(CLEAN_T)](None) for i in range(100)]
    write(Path(__file__).parent, FAMILY, secrets, clean_texts)


if __name__ == "__main__":
    main()
