"""Blind redaction source "localdev": developer workstations.

Shell rc files and direnv .envrc, ~/.npmrc, ~/.pypirc, ~/.m2/settings.xml, ~/.gem/credentials, cargo/composer/yarn/
gradle credentials, docker login and ~/.docker/config.json, 1Password/pass/Bitwarden CLIs, gh/glab auth, git
credential stores and helpers, .netrc, IDE settings and settings sync, as files, command output, agent hook payloads
and chat. Written blind by "corpora2" on 2026-12-03 (round 18) without reading memtool's rules or results. Every
value is random and made up; nothing comes from a scanner's fixtures. Seeded: rerunning writes
localdev_secrets.jsonl and localdev_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "localdev"
g = Gen(180303)
R = g.r
HOMES = ["/home/maya", "/Users/tkowalski", "/home/dev", "/Users/ravi.n", "/home/jo", "C:/Users/lena.h"]
USERS = ["maya", "tkowalski", "ravi-n", "jo.dev", "lhansen", "build-bot", "ci-deploy"]


def home():
    return R.choice(HOMES)


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}},
                      ensure_ascii=False)


def numbered(content):
    return "\n".join(f"{i + 1:>6}\t{ln}" for i, ln in enumerate(content.split("\n")))


def maybe_wrap(path, content):
    x = R.random()
    if x < .22:
        return read_hook(path, content)
    if x < .36:
        return numbered(content)
    if x < .5:
        return f"$ cat {path}\n{content}"
    return content


def rubygems():
    return "rubygems_" + g.hexs(48)


def cratesio():
    return "cio" + g.s(B62, 32)


SEC = []


def sec(cls):
    def deco(f):
        SEC.append((cls, f))
        return f
    return deco


@sec("self-identifying")
def t_zshrc_gh():
    t = g.gh_classic() if R.random() < .6 else g.gh_fine()
    c = (f"# ~/.zshrc\nexport PATH=\"$HOME/.local/bin:$PATH\"\nexport EDITOR=nvim\nexport HOMEBREW_GITHUB_API_TOKEN={t}\n"
         "eval \"$(direnv hook zsh)\"\n")
    return maybe_wrap(f"{home()}/.zshrc", c), [t]


@sec("self-identifying")
def t_envrc():
    name, tok, mark = g.self_identifying()
    c = (f"# .envrc\nuse flake\ndotenv_if_exists .env.local\nexport {name.upper()}_TOKEN=\"{tok}\"\nlayout python3\n")
    return maybe_wrap(".envrc", c), [mark]


@sec("self-identifying")
def t_npmrc():
    t = g.npm()
    c = (f"//registry.npmjs.org/:_authToken={t}\n@acme:registry=https://npm.pkg.github.com\nsave-exact=true\n")
    return maybe_wrap(f"{home()}/.npmrc", c), [t]


@sec("structural")
def t_npmrc_auth():
    u = R.choice(USERS)
    p = g.pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    c = (f"registry=https://nexus.corp.example/repository/npm-group/\n_auth={b}\nemail={u}@example.com\nalways-auth=true\n")
    return maybe_wrap(f"{home()}/.npmrc", c), [b]


@sec("self-identifying")
def t_pypirc():
    t = g.pypi()
    c = (f"[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\npassword = {t}\n")
    return maybe_wrap(f"{home()}/.pypirc", c), [t]


@sec("structural")
def t_m2():
    p = g.machine_pw()
    c = (f"<settings>\n  <servers>\n    <server>\n      <id>corp-releases</id>\n      <username>{R.choice(USERS)}</username>\n"
         f"      <password>{p}</password>\n    </server>\n  </servers>\n</settings>\n")
    return maybe_wrap(f"{home()}/.m2/settings.xml", c), [p]


@sec("self-identifying")
def t_gem():
    k = rubygems()
    c = f"---\n:rubygems_api_key: {k}\n"
    return maybe_wrap(f"{home()}/.gem/credentials", c), [k]


@sec("name-context")
def t_cargo():
    k = cratesio()
    c = f"[registry]\ntoken = \"{k}\"\n"
    return maybe_wrap(f"{home()}/.cargo/credentials.toml", c), [k]


@sec("structural")
def t_docker_config():
    u = R.choice(USERS)
    p = g.machine_pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    c = json.dumps({"auths": {R.choice(["https://index.docker.io/v1/", "registry.gitlab.com", "ghcr.io", "harbor.corp.example"]): {"auth": b}},
                    "currentContext": "desktop-linux"}, indent="\t")
    return maybe_wrap(f"{home()}/.docker/config.json", c), [b]


@sec("structural")
def t_docker_login():
    u = R.choice(USERS)
    p = g.pw()
    c = hook(f"docker login harbor.corp.example -u {u} -p {p}",
             "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded")
    return c, [p]


@sec("self-identifying")
def t_docker_pat():
    t = "dckr_pat_" + g.s(URLSAFE, 27)
    c = f"$ echo {t} | docker login -u {R.choice(USERS)} --password-stdin\nLogin Succeeded\n"
    return c, [t]


@sec("name-context")
def t_op_read():
    p = g.pw()
    c = hook("op read 'op://Private/Staging DB/password'", p + "\n")
    return c, [p]


@sec("name-context")
def t_op_item():
    p = g.machine_pw()
    c = json.dumps({"id": g.s(string.ascii_lowercase + string.digits, 26), "title": "Jenkins admin", "category": "LOGIN",
                    "fields": [{"id": "username", "type": "STRING", "purpose": "USERNAME", "label": "username", "value": "admin"},
                               {"id": "password", "type": "CONCEALED", "purpose": "PASSWORD", "label": "password", "value": p}]}, indent=2)
    return "$ op item get 'Jenkins admin' --format json\n" + c, [p]


@sec("name-context")
def t_pass_show():
    p = g.pw()
    c = (f"$ pass show work/vpn/{R.choice(USERS)}\n{p}\nusername: {R.choice(USERS)}\nurl: https://vpn.corp.example\n")
    return c, [p]


@sec("name-context")
def t_bw_unlock():
    s = g.b64(66)
    c = (f"$ bw unlock\n? Master password: [hidden]\nYour vault is now unlocked!\n\nTo unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:\n"
         f"$ export BW_SESSION=\"{s}\"\n> $env:BW_SESSION=\"{s}\"\n")
    return c, [s]


@sec("self-identifying")
def t_gh_hosts():
    t = "gho_" + g.s(B62, 36)
    c = (f"github.com:\n    users:\n        {R.choice(USERS)}:\n            oauth_token: {t}\n    git_protocol: https\n"
         f"    oauth_token: {t}\n    user: {R.choice(USERS)}\n")
    return maybe_wrap(f"{home()}/.config/gh/hosts.yml", c), [t]


@sec("self-identifying")
def t_gh_auth_token():
    t = "gho_" + g.s(B62, 36)
    c = hook("gh auth token", t) if R.random() < .5 else f"$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account {R.choice(USERS)} (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: {t}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'\n"
    return c, [t]


@sec("self-identifying")
def t_glab():
    t = g.gitlab()
    c = (f"hosts:\n    gitlab.com:\n        token: {t}\n        api_host: gitlab.com\n        git_protocol: ssh\n        api_protocol: https\n")
    return maybe_wrap(f"{home()}/.config/glab-cli/config.yml", c), [t]


@sec("structural")
def t_git_credentials():
    t = R.choice([g.gh_classic(), g.gitlab(), g.machine_pw()])
    u = R.choice(USERS)
    if R.random() < .4:
        t2 = g.gitlab()
        c = f"https://{u}:{t}@github.com\nhttps://oauth2:{t2}@gitlab.com\n"
        return maybe_wrap(f"{home()}/.git-credentials", c), [t, t2]
    c = f"https://{u}:{t}@git.corp.example\n"
    return maybe_wrap(f"{home()}/.git-credentials", c), [t]


@sec("structural")
def t_git_credential_fill():
    p = g.machine_pw()
    c = (f"$ printf 'protocol=https\\nhost=git.corp.example\\n\\n' | git credential fill\nprotocol=https\nhost=git.corp.example\n"
         f"username={R.choice(USERS)}\npassword={p}\n")
    return c, [p]


@sec("structural")
def t_netrc():
    p = g.pw()
    p2 = g.machine_pw()
    c = (f"machine api.heroku.com\n  login {R.choice(USERS)}@example.com\n  password {p}\nmachine artifactory.corp.example login deploy password {p2}\n")
    return maybe_wrap(f"{home()}/.netrc", c), [p, p2]


@sec("self-identifying")
def t_aws_creds():
    a = g.aws_akid()
    s = g.aws_secret()
    c = f"[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n"
    return maybe_wrap(f"{home()}/.aws/credentials", c), [a, s]


@sec("self-identifying")
def t_ssh_key():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    c = f"$ cat ~/.ssh/id_ed25519\n{block}\n"
    if R.random() < .3:
        c = hook("cat ~/.ssh/id_ed25519", block + "\n")
    return c, [block if block in c else line]


@sec("name-context")
def t_vscode_settings():
    p = g.pw()
    c = json.dumps({"editor.formatOnSave": True, "sqltools.connections": [{"name": "local pg", "driver": "PostgreSQL",
                    "server": "localhost", "port": 5432, "database": "app_dev", "username": "postgres", "password": p}],
                    "git.autofetch": True}, indent=4)
    return maybe_wrap(f"{home()}/.config/Code/User/settings.json", c), [p]


@sec("name-context")
def t_intellij():
    p = g.machine_pw()
    c = (f"<component name=\"DataSourceManagerImpl\">\n  <data-source name=\"staging@db\" uuid=\"{g.uuid()}\">\n"
         f"    <user-name>app</user-name>\n    <password>{p}</password>\n  </data-source>\n</component>\n")
    return maybe_wrap(".idea/dataSources.local.xml", c), [p]


@sec("name-context")
def t_gradle_props():
    p = g.machine_pw()
    c = f"org.gradle.jvmargs=-Xmx4g\nartifactoryUser={R.choice(USERS)}\nartifactoryPassword={p}\n"
    return maybe_wrap(f"{home()}/.gradle/gradle.properties", c), [p]


@sec("self-identifying")
def t_composer():
    t = g.gh_classic()
    c = json.dumps({"github-oauth": {"github.com": t}, "http-basic": {}}, indent=4)
    return maybe_wrap(f"{home()}/.config/composer/auth.json", c), [t]


@sec("self-identifying")
def t_yarnrc():
    t = g.npm()
    c = f"nodeLinker: node-modules\nnpmScopes:\n  acme:\n    npmRegistryServer: \"https://registry.npmjs.org\"\n    npmAuthToken: {t}\n"
    return maybe_wrap(f"{home()}/.yarnrc.yml", c), [t]


@sec("name-context")
def t_bash_history():
    p = g.pw()
    c = (f"$ history | tail -5\n 1201  cd ~/src/api\n 1202  export PGPASSWORD={p}\n 1203  psql -h localhost -U postgres app_dev\n 1204  direnv allow\n 1205  history | tail -5\n")
    return c, [p]


@sec("name-context")
def t_chat():
    p = g.human_pw()
    c = R.choice([
        f"my laptop keychain got wiped, had to re-enter the Nexus password ({p}) in ~/.m2 — anyone else seeing that after the macOS update?",
        f"pairing today: the shared Bitwarden org master password is {p}, I'll change it after",
        f"fyi the local keycloak admin is admin / {p}, it's in docker-compose.override.yml too",
    ])
    return c, [p]


@sec("structural")
def t_envrc_url():
    p = g.machine_pw()
    c = (f"export DATABASE_URL=postgres://app:{p}@127.0.0.1:5432/app_dev\nexport REDIS_URL=redis://localhost:6379/0\n")
    return maybe_wrap(".envrc", c), [p]


@sec("name-context")
def t_fish_secret():
    k = g.s(B62, 40)
    k1, k2 = g.hexs(40), g.hexs(32)
    c = f"# ~/.config/fish/conf.d/secrets.fish\nset -gx SONAR_TOKEN {k1}\nset -gx OPENWEATHER_KEY {k2}\nset -gx INTERNAL_API_SECRET {k}\n"
    return maybe_wrap(f"{home()}/.config/fish/conf.d/secrets.fish", c), [k1, k2, k]


@sec("self-identifying")
def t_hf_env():
    t = g.hf()
    c = f"$ huggingface-cli whoami\n{R.choice(USERS)}\n$ cat ~/.cache/huggingface/token\n{t}\n"
    return c, [t]


@sec("structural")
def t_pip_conf():
    p = g.machine_pw()
    c = f"[global]\nindex-url = https://{R.choice(USERS)}:{p}@nexus.corp.example/repository/pypi-group/simple\ntimeout = 60\n"
    return maybe_wrap(f"{home()}/.config/pip/pip.conf", c), [p]


# ---------------------------------------------------------------- clean
CLEAN = []


def clean(f):
    CLEAN.append(f)
    return f


@clean
def c_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {R.choice(USERS)}@laptop\n"


@clean
def c_known_hosts():
    return "\n".join(f"|1|{g.b64(20)}|{g.b64(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABB{g.b64(64)}" for _ in range(2))


@clean
def c_npmrc_env():
    return "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com\n"


@clean
def c_envrc_op():
    return ("# .envrc — secrets come from 1Password at load time\nexport GITHUB_TOKEN=$(op read op://Dev/GitHub/token)\n"
            "export DATABASE_URL=\"op://Dev/Postgres local/url\"\nsource_env_if_exists .envrc.private\n")


@clean
def c_gh_status():
    return (f"$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account {R.choice(USERS)} (keyring)\n  - Active account: true\n"
            "  - Git operations protocol: ssh\n  - Token: gho_************************************\n  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'\n")


@clean
def c_docker_credstore():
    return json.dumps({"auths": {"https://index.docker.io/v1/": {}, "ghcr.io": {}}, "credsStore": "desktop",
                       "currentContext": "desktop-linux"}, indent="\t")


@clean
def c_fingerprint():
    return (f"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{g.b64(32).rstrip('=')} {R.choice(USERS)}@laptop (ED25519)\n")


@clean
def c_gpg():
    return (f"$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/{g.hexs(16).upper()} 2025-03-02 [SC]\n      {g.hexs(40).upper()}\n"
            f"uid                 [ultimate] Maya Dev <maya@example.com>\nssb   cv25519/{g.hexs(16).upper()} 2025-03-02 [E]\n")


@clean
def c_pypirc_keyring():
    return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\n# password is read from the system keyring (keyring set https://upload.pypi.org/legacy/ __token__)\n"


@clean
def c_pass_ls():
    return "$ pass ls\nPassword Store\n├── work\n│   ├── vpn\n│   │   └── maya\n│   └── nexus\n└── personal\n    └── email\n"


@clean
def c_lockfile():
    return json.dumps({"node_modules/left-pad": {"version": "1.3.0", "resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
                       "integrity": "sha512-" + g.b64(64)}}, indent=2)


@clean
def c_git_config():
    return (f"[user]\n\tname = Maya Dev\n\temail = maya@example.com\n\tsigningkey = {g.hexs(16).upper()}\n[credential]\n\thelper = osxkeychain\n"
            "[credential \"https://dev.azure.com\"]\n\tuseHttpPath = true\n[commit]\n\tgpgsign = true\n")


@clean
def c_direnv_allow():
    return hook("direnv allow && direnv export json | jq keys", "direnv: loading ~/src/api/.envrc\ndirenv: export +DATABASE_URL +VIRTUAL_ENV ~PATH\n[\n  \"DATABASE_URL\",\n  \"PATH\",\n  \"VIRTUAL_ENV\"\n]")


@clean
def c_readme_placeholder():
    return ("## Local setup\n\n1. `cp .envrc.example .envrc`\n2. Put your token in `GITHUB_TOKEN=<your-token>` (scopes: `repo`, `read:packages`)\n"
            "3. `direnv allow`\n\nThe dev database uses `postgres` / `changeme` by default; it only binds to 127.0.0.1.\n")


@clean
def c_m2_env():
    return "<server>\n  <id>corp-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>\n"


@clean
def c_git_log():
    return "\n".join(f"commit {g.sha1()}\nAuthor: Maya Dev <maya@example.com>\n\n    {R.choice(['dotfiles: add fish config', 'zsh: lazy-load nvm', 'brew bundle', 'vscode: sync keybindings'])}\n" for _ in range(2))


@clean
def c_vscode_sync():
    return json.dumps({"settingsSync.ignoredSettings": ["sqltools.connections"], "workbench.colorTheme": "Default Dark Modern",
                       "remote.SSH.remotePlatform": {"devbox": "linux"}, "telemetry.telemetryLevel": "off",
                       "machineId": g.hexs(64)}, indent=4)


@clean
def c_bw_status():
    return json.dumps({"serverUrl": "https://vault.bitwarden.eu", "lastSync": "2026-11-30T08:12:44.120Z", "userEmail": "maya@example.com",
                       "userId": g.uuid(), "status": "locked"})


@clean
def c_uuid_envrc():
    return f"export COMPOSE_PROJECT_NAME=api\nexport DEV_TENANT_ID={g.uuid()}\nexport BUILD_SHA={g.sha1()}\n"


def main():
    out = Path(__file__).resolve().parent
    secrets = []
    for i in range(250):
        cls, f = SEC[i % len(SEC)]
        text, vals = f()
        for v in vals:
            assert v and v in text, (f.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    cleans, seen, j = [], set(), 0
    while len(cleans) < 100:  # a template with nothing random is written once
        text = CLEAN[j % len(CLEAN)]()
        j += 1
        if text not in seen:
            seen.add(text)
            cleans.append({"id": f"{FAMILY}-c{len(cleans) + 1}", "family": FAMILY, "text": text})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as fh:
        for r in secrets:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as fh:
        for r in cleans:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
