"""Blind redaction round 43, source gitforge: self-hosted git forges and code review."""
import json, string
from pathlib import Path
from _tokens import Gen, B62, HEX, URLSAFE

FAM = "gitforge"
g = Gen(43001)
HOSTS = ["git.acme-intra.net", "forge.kestrel.io", "gitea.lab.local", "code.nordwerk.de", "gerrit.polaris.dev",
         "bitbucket.corp.example", "gitlab.internal.tld", "phab.oldsys.org", "codeberg-mirror.lan"]
USERS = ["jdoe", "svc-ci", "ops-bot", "mirror-sync", "r.kowalski", "build", "deploy", "m.tanaka", "admin"]
def h(): return g.pick(HOSTS)
def u(): return g.pick(USERS)
def gt(): return g.hexs(40)                       # Gitea/Forgejo access token (40 hex)
def runner_tok(): return g.s(B62, 40)
def gerrit_http(): return g.s(B62 + "/+", 42)
def bb_http(): return "BBDC-" + g.s(B62 + "/+", 44)
def phab(): return "api-" + g.s(string.ascii_lowercase + string.digits, 28)
def glrunner(): return "glrt-" + g.s(URLSAFE, 20)
def pin(): return str(g.r.randint(1000, 999999))
def words(): return "-".join(g.pick(["orbit","tundra","mango","saffron","lantern","quill","basalt","heron","cedar","ripple"]) for _ in range(4))

S, N, T = "self-identifying", "name-context", "structural"
sec = []
def add(cls, text, vals): sec.append((cls, text, vals))

def t_self():
    k = g.r.randint(0, 11)
    if k == 0:
        v = g.gitlab(); return f"$ export GITLAB_TOKEN={v}\n$ glab api projects/214/merge_requests?state=opened | jq length\n17", [v]
    if k == 1:
        v = glrunner(); return f"[[runners]]\n  name = \"build-{g.r.randint(1,40)}\"\n  url = \"https://{h()}/\"\n  id = {g.r.randint(100,999)}\n  token = \"{v}\"\n  executor = \"docker\"\n  [runners.docker]\n    image = \"alpine:3.20\"\n    privileged = false", [v]
    if k == 2:
        b, l = g.pem("OPENSSH PRIVATE KEY"); return f"# deploy key for {h()}:infra/terraform (write access)\n$ cat ~/.ssh/deploy_tf\n{b}", [l]
    if k == 3:
        v = g.gh_classic(); return f"mirror:\n  remote_address: https://github.com/nordwerk/{g.pick(['api','web','docs'])}.git\n  auth_username: oauth2\n  auth_password: {v}\n  interval: 8h0m0s", [v]
    if k == 4:
        v = g.gh_fine(); return f"Forgejo > Settings > Push mirror added\n  Remote: https://x-access-token:{v}@github.com/acme/platform.git\n  Sync on commit: yes", [v]
    if k == 5:
        b, l = g.pem("RSA PRIVATE KEY"); return f"diff --git a/gerrit/etc/ssh_host_rsa_key b/gerrit/etc/ssh_host_rsa_key\nnew file mode 100600\n--- /dev/null\n+++ b/gerrit/etc/ssh_host_rsa_key\n@@ -0,0 +1,{b.count(chr(10))+1} @@\n" + "\n".join("+" + x for x in b.split("\n")), [l]
    if k == 6:
        v = g.gitlab(); return f"remote: HTTP Basic: Access denied. The provided password or token is incorrect\nfatal: Authentication failed for 'https://{h()}/grp/app.git/'\n$ git remote set-url origin https://oauth2:{v}@{h()}/grp/app.git", [v]
    if k == 7:
        v = g.slack_webhook(); part = v.rsplit('/',1)[1]; return f"# Gitea webhook (type: slack)\n[webhook.slack]\npayload_url = \"{v}\"\nchannel = \"#ci-builds\"\nbranch_filter = \"main\"", [part]
    if k == 8:
        v = g.jwt("gitlab-ci"); return f"CI_JOB_JWT_V2 debug (DO NOT MERGE)\n$ echo $CI_JOB_JWT_V2\n{v}\n$ vault write auth/jwt/login role=ci jwt=$CI_JOB_JWT_V2", [v]
    if k == 9:
        v = g.gitlab(); return json.dumps({"tool_name": "Bash", "tool_input": {"command": f"curl -s --header \"PRIVATE-TOKEN: {v}\" https://{h()}/api/v4/projects/88/variables"}}), [v]
    if k == 10:
        b, l = g.pem("EC PRIVATE KEY"); return f"# Bitbucket Data Center: SSH key for the build agent\n# stored in bamboo/shared-credentials, exported for migration\n{b}\n", [l]
    v = g.atlassian(); return f"bitbucket-pipelines.yml:\n  - step:\n      script:\n        - curl -u ci@acme.io:{v} https://acme.atlassian.net/rest/api/3/issue/OPS-12/comment", [v]

def t_name():
    k = g.r.randint(0, 17)
    if k == 0:
        v = gt(); return f"tea login add --name work --url https://{h()} --token {v}", [v]
    if k == 1:
        v = gt(); return f"# ~/.config/tea/config.yml\nlogins:\n  - name: {h().split('.')[0]}\n    url: https://{h()}\n    token: {v}\n    default: true\n    user: {u()}", [v]
    if k == 2:
        v = runner_tok(); return f"$ forgejo-runner register --no-interactive --instance https://{h()} --token {v} --name rack3-runner --labels docker:docker://node:20", [v]
    if k == 3:
        v = runner_tok(); return f"# act_runner .runner file\n{{\n  \"id\": {g.r.randint(1,90)},\n  \"uuid\": \"{g.uuid()}\",\n  \"name\": \"ci-arm64\",\n  \"token\": \"{v}\",\n  \"address\": \"https://{h()}\",\n  \"labels\": [\"ubuntu-latest:docker://node:20-bookworm\"]\n}}", [v]
    if k == 4:
        v = g.b64(32); w = g.s(B62, 43); j = g.jwt(); return f"[security]\nINSTALL_LOCK = true\nSECRET_KEY = {w}\nINTERNAL_TOKEN = {j}\n\n[oauth2]\nJWT_SECRET = {v}", [w, j, v]
    if k == 5:
        v = gerrit_http(); return f"# ~/.gitcookies / gerrit HTTP password generated under Settings > HTTP Credentials\nmachine {h()} login {u()} password {v}", [v]
    if k == 6:
        v = g.machine_pw(); return f"[auth]\n\ttype = LDAP\n[ldap]\n\tserver = ldaps://dc1.corp.example\n\tusername = CN=svc-gerrit,OU=Service,DC=corp,DC=example\n\tpassword = {v}\n\taccountBase = OU=People,DC=corp,DC=example", [v]
    if k == 7:
        v = g.hexs(32); return f"# Gerrit replication.config\n[remote \"github\"]\n  url = git@github.com:acme/${{name}}.git\n  push = +refs/heads/*:refs/heads/*\n# secure.config\n[remote \"github\"]\n  password = {v}", [v]
    if k == 8:
        v = bb_http(); return f"BITBUCKET_SERVER_TOKEN={v}\nBITBUCKET_URL=https://{h()}\nPROJECT_KEY=PLAT", [v]
    if k == 9:
        v = phab(); return f"$ arc install-certificate https://{h()}/\nPaste API Token from https://{h()}/conduit/login/\n    > {v}\nWriting ~/.arcrc ... done.", [v]
    if k == 10:
        v = phab(); return json.dumps({"hosts": {f"https://{h()}/api/": {"token": v}}, "config": {"default": f"https://{h()}/"}}, indent=2), [v]
    if k == 11:
        v = g.hexs(g.pick([32, 40])); return f"Webhook settings > Secret\n  Target URL: https://ci.acme.io/hooks/gitea\n  HTTP Method: POST\n  Content type: application/json\n  Secret: {v}\n  Trigger On: Push events", [v]
    if k == 12:
        v = g.b64(24); return f"gitlab_rails['db_password'] = \"{v}\"\ngitlab_rails['db_host'] = \"pg.internal\"\ngitlab_rails['smtp_password'] = \"{(w:=g.human_pw())}\"", [v, w]
    if k == 13:
        v = g.s(B62, 20); return f"GITLAB_ROOT_PASSWORD={v}\nGITLAB_OMNIBUS_CONFIG: |\n  external_url 'https://{h()}'", [v]
    if k == 14:
        v = g.hexs(64); return f"# /etc/gitlab/gitlab-secrets.json (excerpt)\n{{\n  \"gitlab_rails\": {{\n    \"secret_key_base\": \"{v}\",\n    \"db_key_base\": \"{(w:=g.hexs(64))}\"\n  }}\n}}", [v, w]
    if k == 15:
        v = words(); return f"Hi Lena, ich habe den Deploy-Key für das Monorepo mit Passphrase geschützt. Passphrase: {v} — bitte in den Tresor legen und diese Nachricht löschen.", [v]
    if k == 16:
        v = g.s(B62, 24); return f"<server>\n  <id>bitbucket-dc</id>\n  <username>svc-maven</username>\n  <password>{v}</password>\n</server>", [v]
    v = g.machine_pw(); return f"Repo > Settings > Mirroring repositories\nGit repository URL: https://{h()}/legacy/erp.git\nMirror direction: Pull\nAuthentication method: Password\nPassword: {v}\n[Mirror repository]", [v]

def t_struct():
    k = g.r.randint(0, 13)
    if k == 0:
        p = g.pw(); return f"git clone https://{u()}:{p}@{h()}/platform/monorepo.git", [p]
    if k == 1:
        p = g.machine_pw(); return f"[database]\nDB_TYPE = postgres\nHOST = 127.0.0.1:5432\nNAME = gitea\nUSER = gitea\nPASSWD = {p}\nSSL_MODE = disable", [p]
    if k == 2:
        p = g.machine_pw(); return f"postgres://gitlab:{p}@db.internal:5432/gitlabhq_production?sslmode=require", [p]
    if k == 3:
        b = g.b64(g.pick([18, 24, 27])); return f"POST /rest/api/1.0/projects/PLAT/repos/api/pull-requests HTTP/1.1\nHost: {h()}\nAuthorization: Basic {b}\nContent-Type: application/json", [b]
    if k == 4:
        v = gt(); return f"GET /api/v1/repos/infra/ansible/hooks HTTP/1.1\nHost: {h()}\nAuthorization: token {v}\nAccept: application/json", [v]
    if k == 5:
        v = bb_http(); return f"$ curl -H \"Authorization: Bearer {v}\" https://{h()}/rest/api/latest/projects?limit=100", [v]
    if k == 6:
        p = g.pw(); return f"jdbc.url=jdbc:postgresql://pg1:5432/bitbucket\njdbc.user=bitbucket\njdbc.password={p}", [p]
    if k == 7:
        v = gt(); return f"https://{h()}/api/v1/repos/search?q=infra&access_token={v}", [v]
    if k == 8:
        p = g.human_pw(); return f"$ curl -u {u()}:{p} -X POST https://{h()}/a/changes/ -d @change.json\n)]}}'\n{{\"id\": \"platform~main~I{g.hexs(40)}\"}}", [p]
    if k == 9:
        p = g.machine_pw(); return f"mysql://phabricator:{p}@mysql.lan:3306/phabricator_repository", [p]
    if k == 10:
        v = gerrit_http(); return f"Traceback (most recent call last):\n  File \"sync.py\", line 41, in <module>\n    rest = GerritRestAPI(url='https://{h()}', auth=HTTPBasicAuth('svc-sync', '{v}'))\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized", [v]
    if k == 11:
        p = g.machine_pw(); return f"REDIS_URL=redis://:{p}@redis.gitlab.svc:6379/0", [p]
    if k == 12:
        v = gt(); return f"2026-11-28T10:14:03Z INFO webhook delivery POST https://{h()}/api/v1/repos/x/y/statuses/{g.hexs(40)}?token={v} -> 201", [v]
    p = g.pw(); return f"services:\n  gitea:\n    environment:\n      - GITEA__database__USER=gitea\n      - GITEA__database__PASSWD={p}\n      - GITEA__mailer__PASSWD={(w:=g.human_pw())}", [p, w]

plan = [S] * 60 + [N] * 110 + [T] * 80
for cls in plan:
    f = {S: t_self, N: t_name, T: t_struct}[cls]
    text, vals = f()
    add(cls, text, vals)

def clean_text(i):
    k = i % 34
    if k == 0: return f"commit {g.hexs(40)}\nAuthor: {u()} <{u()}@acme.io>\nDate:   Tue Nov 25 10:{g.r.randint(10,59)}:02 2026 +0100\n\n    ci: bump runner image to node:20\n\n    Change-Id: I{g.hexs(40)}"
    if k == 1: return f"; app.ini for {h()}\n[security]\nINSTALL_LOCK = true\nSECRET_KEY = ${{GITEA_SECRET_KEY}}\nINTERNAL_TOKEN_URI = file:/etc/gitea/internal_token"
    if k == 2: return f"# .env.example\nGITLAB_TOKEN=<your-personal-access-token>\nGITEA_RUNNER_REGISTRATION_TOKEN=changeme\nGITLAB_URL=https://{h()}"
    if k == 3: return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62+'+/',43)} deploy@{h()}"
    if k == 4: return f"X-Gitea-Delivery: {g.uuid()}\nX-Gitea-Event: push\nX-Gitea-Signature: {g.hexs(64)}\nX-Hub-Signature-256: sha256={g.hexs(64)}"
    if k == 5: return f"X-Gitlab-Event: Merge Request Hook\nX-Gitlab-Event-UUID: {g.uuid()}\nX-Gitlab-Instance: https://{h()}\nX-Gitlab-Webhook-UUID: {g.uuid()}"
    if k == 6: return f"variables:\n  DOCKER_AUTH_CONFIG: $DOCKER_AUTH_CONFIG\nbuild:\n  script:\n    - docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_JOB_TOKEN\" $CI_REGISTRY"
    if k == 7: return f"Running with gitlab-runner 17.{g.r.randint(0,6)}.0 (a{g.hexs(7)})\n  on build-{g.r.randint(1,40)} t{g.s(B62,7)}, system ID: s_{g.hexs(12)}\nPreparing the \"docker\" executor\nUsing docker image sha256:{g.hexs(64)} for alpine:3.20"
    if k == 8: return f"$ git ls-remote origin\n{g.hexs(40)}\tHEAD\n{g.hexs(40)}\trefs/heads/main\n{g.hexs(40)}\trefs/changes/{g.r.randint(10,99)}/{g.r.randint(1000,9999)}/1"
    if k == 9: return f"ssh-keygen -lf deploy.pub\n256 SHA256:{g.b64(32).rstrip('=')} ci@{h()} (ED25519)"
    if k == 10: return f"Rotate the runner registration token after every re-registration. GitLab 16 replaced registration tokens with authentication tokens (glrt-…) created in the UI; never paste them into issues."
    if k == 11: return json.dumps({"id": g.r.randint(1, 9999), "iid": g.r.randint(1, 900), "project_id": g.r.randint(1, 400), "sha": g.hexs(40), "merge_commit_sha": g.hexs(40), "state": "merged", "web_url": f"https://{h()}/grp/app/-/merge_requests/{g.r.randint(1,900)}"}, indent=2)
    if k == 12: return f"[remote \"origin\"]\n\turl = ssh://{u()}@{h()}:29418/platform/kernel\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n\tpushurl = ssh://{u()}@{h()}:29418/platform/kernel"
    if k == 13: return f"integrity sha512-{g.b64(64)}\nresolved \"https://{h()}/api/packages/acme/npm/@acme%2fui/-/ui-2.{g.r.randint(0,9)}.1.tgz\""
    if k == 14: return f"{g.sha256()}  gitea-1.22.{g.r.randint(0,6)}-linux-amd64\n{g.sha256()}  forgejo-runner-6.{g.r.randint(0,3)}.0-linux-arm64"
    if k == 15: return f"runner:\n  capacity: 2\n  envs:\n    A_TEST_ENV_NAME_1: a_test_env_value_1\n  timeout: 3h\ncache:\n  enabled: true\n  dir: \"\"\n# token lives in .runner, not here"
    if k == 16: return f"Phabricator D{g.r.randint(1000,99999)}: Differential revision PHID-DREV-{g.s(string.ascii_lowercase+string.digits,20)} accepted by {u()}; diff PHID-DIFF-{g.s(string.ascii_lowercase+string.digits,20)}"
    if k == 17: return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----\n# gerrit signed-push trust anchor"
    if k == 18: return f"$ gitlab-rake gitlab:check\nGitLab Shell: ... Version: 14.{g.r.randint(30,39)}.0\nSidekiq: ... Running? ... yes\nDB Version: 16.{g.r.randint(1,6)}\nRedis Version: 7.{g.r.randint(0,2)}.4\nChecking GitLab App ... Finished"
    if k == 19: return f"mirror status for {h()}/legacy/erp: last update {g.r.randint(1,59)}m ago, last successful update at 2026-11-{g.r.randint(10,28)}T0{g.r.randint(1,9)}:00Z, object {g.hexs(40)}"
    if k == 20: return f"Bitbucket PR #{g.r.randint(100,9999)} merged: commit {g.hexs(12)} into release/{g.r.randint(1,9)}.{g.r.randint(0,20)}; build key BB-{g.s(string.ascii_uppercase,4)}-{g.r.randint(100,999)} green"
    if k == 21: return f"helm upgrade gitlab gitlab/gitlab --set global.hosts.domain={h()} --set global.psql.password.secret=gitlab-postgres --set global.psql.password.key=password"
    if k == 22: return f"Danke! Der Token liegt jetzt in Vault unter secret/forge/runner; im Repo steht nur noch ${{{{ secrets.RUNNER_TOKEN }}}}. Die alte Version habe ich widerrufen."
    if k == 23: return f"{{\"kid\": \"{g.b64url(32)}\", \"kty\": \"RSA\", \"alg\": \"RS256\", \"use\": \"sig\", \"n\": \"{g.b64url(256)}\", \"e\": \"AQAB\"}}"
    if k == 24: return f"Package ID: {g.uuid()}\nContainer image: {h()}/acme/api@sha256:{g.hexs(64)}\nTag: v2.{g.r.randint(0,30)}.{g.r.randint(0,9)}"
    if k == 25: return f"GitLab upgrade path: 16.11.{g.r.randint(1,9)} -> 17.3.{g.r.randint(1,7)} -> 17.8.{g.r.randint(1,4)}. Back up /etc/gitlab/gitlab-secrets.json separately: the backup tarball does not include it."
    if k == 26: return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/srv/app/.gitlab-ci.yml"}, "tool_response": "deploy:\n  script:\n    - ssh-add <(echo \"$SSH_PRIVATE_KEY\")\n    - rsync -a dist/ deploy@web:/srv/"})
    if k == 27: return f"Gerrit Change I{g.hexs(40)} patchset {g.r.randint(1,12)}: Verified+1 by ci-bot, Code-Review+2 by {u()}"
    if k == 28: return f"base64 test fixture: {g.b64(36)}  (decodes to random bytes for the pack-file parser test)"
    if k == 29: return f"# app.ini\n[server]\nSSH_DOMAIN = {h()}\nSSH_PORT = 2222\nLFS_START_SERVER = true\nLFS_JWT_SECRET_URI = file:/var/lib/gitea/lfs_jwt_secret"
    if k == 30: return f"Issue #{g.r.randint(100,9999)}: webhook deliveries to Jenkins fail with 403 since the CSRF crumb change. Delivery id {g.uuid()}, response 403 in {g.r.randint(20,900)} ms."
    if k == 31: return f"trace_id={g.hexs(32)} span_id={g.hexs(16)} route=/api/v4/projects/:id/pipelines status=200 duration_s=0.{g.r.randint(10,999)}"
    if k == 32: return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(21)}\n-----END CERTIFICATE-----"
    return f"BITBUCKET_TOKEN=\nGITEA_TOKEN=\n# fill these from the password manager; see docs/forge-access.md"

clean = [clean_text(i) for i in range(100)]

def write():
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    write()
