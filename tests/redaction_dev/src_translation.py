"""Redaction source "translation": localisation (Crowdin, Lokalise, Phrase, Transifex, DeepL and machine-translation
APIs, TMS connectors, CI sync jobs).

Written blind by the helper "corpora5" on 2026-12-03 (round 27); it read no rules, results or issues.
Every value is random and made up. Seeded: rerunning writes translation_secrets.jsonl and translation_clean.jsonl byte-identically.
"""
import json, string
from pathlib import Path
from _tokens import Gen

FAM = "translation"
g = Gen(2712703)
r = g.r
AN = string.ascii_letters + string.digits

def vpw():
    k = r.randint(0, 5)
    if k == 0: return g.human_pw()
    if k == 1: return g.s(AN, r.choice([10, 12, 16]))
    if k == 2: return r.choice(["Traduction", "Ubersetzung", "Locale", "Glossar"]) + str(r.randint(1, 999)) + r.choice(["!", "?", ""])
    if k == 3: return "-".join(r.choice(["plural", "gettext", "msgid", "xliff", "segment", "fuzzy", "glossary"]) for _ in range(3))
    if k == 4: return g.hexs(32)
    return g.machine_pw()

def deepl(): return g.uuid() + r.choice([":fx", ""])
def crowdin(): return g.hexs(80)
def lokalise(): return g.hexs(40)
def phrase(): return g.hexs(64)
def tx(): return "1/" + g.hexs(40)
LANGS = ["de", "fr", "ja", "pt-BR", "zh-Hans", "es-419", "tr", "pl"]

def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": ""}})

def t_crowdin_yml():
    k = crowdin(); return "name-context", f"project_id: \"{r.randint(100000,999999)}\"\napi_token: \"{k}\"\nbase_path: \".\"\nfiles:\n  - source: /locales/en/*.json\n    translation: /locales/%two_letters_code%/%original_file_name%\n", [k]
def t_crowdin_cli():
    k = crowdin(); return "structural", hook(f"crowdin upload sources --token {k} --project-id {r.randint(100000,999999)}", "✔️  Fetching project info\n✔️  File 'locales/en/app.json'"), [k]
def t_lokalise():
    k = lokalise(); return "structural", f"$ curl -s https://api.lokalise.example/api2/projects -H 'X-Api-Token: {k}' | jq '.projects[].name'\n\"web-app\"", [k]
def t_lokalise_env():
    k = lokalise(); return "name-context", f"LOKALISE_API_TOKEN={k}\nLOKALISE_PROJECT_ID={r.randint(10**8,10**9)}.{g.s(AN,8)}\n", [k]
def t_phrase():
    k = phrase(); return "name-context", f"phrase:\n  access_token: {k}\n  project_id: {g.hexs(32)}\n  push:\n    sources:\n      - file: ./config/locales/en.yml\n", [k]
def t_phrase_hdr():
    k = phrase(); return "structural", f"GET /v2/projects HTTP/1.1\nHost: api.phrase.example\nAuthorization: token {k}\nUser-Agent: l10n-sync/2.3\n", [k]
def t_tx():
    k = tx(); return "name-context", f"[https://www.transifex.example]\nrest_hostname = https://rest.api.transifex.example\ntoken = {k}\n", [k]
def t_tx_gh():
    k = tx(); return "structural", f"- name: Pull translations\n  run: tx pull --all --force\n  env:\n    TX_TOKEN: {k}\n", [k]
def t_deepl():
    k = deepl(); return "name-context", f"DEEPL_AUTH_KEY={k}\nDEEPL_FORMALITY=prefer_more\n", [k]
def t_deepl_curl():
    k = deepl(); return "structural", f"$ curl -X POST 'https://api-free.deepl.example/v2/translate' --header 'Authorization: DeepL-Auth-Key {k}' --data-urlencode 'text=Hello' -d 'target_lang=DE'\n{{\"translations\":[{{\"detected_source_language\":\"EN\",\"text\":\"Hallo\"}}]}}", [k]
def t_deepl_py():
    k = deepl(); return "name-context", f"import deepl\ntranslator = deepl.Translator(\"{k}\")\nprint(translator.translate_text('Save', target_lang='{r.choice(LANGS).upper()}'))", [k]
def t_gcloud():
    k = g.google_api(); return "self-identifying", f"const url = `https://translation.googleapis.example/language/translate/v2?key={k}`;", [k]
def t_azure():
    k = g.hexs(32); return "structural", f"curl -X POST 'https://api.cognitive.microsofttranslator.example/translate?api-version=3.0&to={r.choice(LANGS)}' -H 'Ocp-Apim-Subscription-Key: {k}' -H 'Ocp-Apim-Subscription-Region: westeurope'", [k]
def t_self():
    name, tok, sec = g.self_identifying(); return "self-identifying", f"Read(scripts/l10n/notify.sh)\n#!/bin/sh\n# posts a summary of missing strings\nexport {name.upper()}_KEY=\"{tok}\"\n./post-summary --since yesterday\n", [sec]
def t_openai():
    k = g.openai(); return "self-identifying", f"# mt_postedit.py\nclient = OpenAI(api_key=\"{k}\")  # TODO move to env before merging\n", [k]
def t_tms_pw():
    p = vpw(); return "name-context", f"memoq_server:\n  url: https://memoq.agency.example:8081\n  user: pm_integration\n  password: {p}\n", [p]
def t_trados():
    p = vpw(); return "structural", f"Server=tcp:tms-sql.agency.example,1433;Database=TranslationMemory;User ID=tm_reader;Password={p};Encrypt=True;", [p]
def t_chat():
    p = vpw(); return "name-context", f"@vendor-pm the XTM login for the freelancers portal is l10n_review / {p}, please don't share outside the team", [p]
def t_weblate():
    k = "wlu_" + g.s(AN, 40); return "self-identifying", f"[weblate]\nurl = https://hosted.weblate.example/api/\nkey = {k}\n", [k]
def t_pontoon():
    p = vpw(); return "structural", f"DATABASE_URL=postgres://pontoon:{p}@localhost:5432/pontoon", [p]
def t_smartling():
    s = g.s(AN, 32); return "name-context", f"{{\n  \"userIdentifier\": \"{g.s(string.ascii_lowercase,30)}\",\n  \"userSecret\": \"{s}\",\n  \"projectId\": \"{g.hexs(9)}\"\n}}", [s]
def t_webhook():
    k = g.b64url(24); return "name-context", f"Crowdin webhook receiver started\n  path=/hooks/crowdin\n  signing secret: {k}\n  listening on :8080", [k]
def t_git():
    p = g.gh_classic(); return "self-identifying", f"$ git remote -v\norigin  https://l10n-bot:{p}@github.example/acme/app-translations.git (fetch)", [p]
def t_netrc():
    p = vpw(); return "structural", hook("cat ~/.netrc", f"machine ftp.translationagency.example login acme_upload password {p}"), [p]
def t_mt_jwt():
    t = g.jwt(); return "self-identifying", f"2026-12-02 10:31:44 INFO mt-proxy forwarding to ModernMT with token {t}", [t]
T = [t_crowdin_yml, t_crowdin_cli, t_lokalise, t_lokalise_env, t_phrase, t_phrase_hdr, t_tx, t_tx_gh, t_deepl, t_deepl_curl, t_deepl_py, t_gcloud, t_azure, t_self, t_openai, t_tms_pw, t_trados, t_chat, t_weblate, t_pontoon, t_smartling, t_webhook, t_git, t_netrc, t_mt_jwt, t_self]
S = [T[i % len(T)]() for i in range(250)]

def c1(): return "api_token_env: CROWDIN_PERSONAL_TOKEN\nproject_id_env: CROWDIN_PROJECT_ID"
def c2(): return f"msgid \"Your access token has expired\"\nmsgstr \"Ihr Zugriffstoken ist abgelaufen\""
def c3(): return f"DEEPL_AUTH_KEY=<your-deepl-key>:fx"
def c4(): return f"{{\"password_reset.title\": \"Reset password\", \"password_reset.hint\": \"At least 12 characters\", \"token.invalid\": \"Invalid token\"}}"
def c5(): return f"commit {g.sha1()}\n    New translations app.json (German)\n    Crowdin-Build: {r.randint(1000,9999)}"
def c6(): return f"<trans-unit id=\"{g.hexs(32)}\" resname=\"login.password\">\n  <source>Password</source>\n  <target state=\"translated\">Mot de passe</target>\n</trans-unit>"
def c7(): return f"key_id: {r.randint(10**8,10**9)}  translation_id: {g.uuid()}  language_iso: {r.choice(LANGS)}"
def c8(): return "env:\n  TX_TOKEN: ${{ secrets.TX_TOKEN }}\n  LOKALISE_API_TOKEN: ${{ secrets.LOKALISE_API_TOKEN }}"
def c9(): return json.dumps({"tool_name": "Bash", "tool_input": {"command": "crowdin status"}, "tool_response": {"stdout": f"Translation progress:\n  - German (de): {r.randint(50,100)}%\n  - Japanese (ja): {r.randint(50,100)}%"}})
def c10(): return f"TM export checksum sha256 {g.sha256()}  tm_{r.choice(LANGS)}.tmx"
def c11(): return "The default Pontoon admin password in the dev setup is `changeme`; run `make setup` to pick your own."
def c12(): return f"\"api.key.missing\": \"API key missing. Add DEEPL_AUTH_KEY to your environment.\""
def c13(): return f"hash: {g.hexs(32)} (source string md5, used by Transifex to detect changes)"
def c14(): return f"<img src=\"data:image/svg+xml;base64,{g.b64(40)}\" alt=\"flag-{r.choice(LANGS)}\">"
def c15(): return "Usage: crowdin download --token <token> --project-id <id>\n  or set CROWDIN_PERSONAL_TOKEN"
def c16(): return f"Lokalise project {r.randint(10**8,10**9)}.{g.s(AN,8)}: {r.randint(100,9000)} keys, {r.randint(2,30)} languages, last export bundle {g.uuid()}.zip"
Cs = [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16]
C = [Cs[i % len(Cs)]() for i in range(100)]

out = Path(__file__).resolve().parent
with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
    for i, (cls, text, secs) in enumerate(S, 1):
        assert all(s in text for s in secs), (i, secs)
        f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
    for i, text in enumerate(C, 1):
        f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
