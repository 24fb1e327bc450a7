"""What a secret-reading command prints (memtool/privacy/outputs.py) and secret words in other
languages (memtool/privacy/languages.py): each shape with a made-up value, and the ordinary text
beside it that must come back byte-identical. Values come from a seeded RNG so no file here holds
a whole credential-shaped string."""

from __future__ import annotations

import json
import random
import string

import pytest
from test_privacy_shapes import assert_redacted, random_text

from memtool.privacy import redact, scrub_value

_R = random.Random(2208)


_rand = random_text(_R)


V = _rand(24)
LETTERS = _rand(12, string.ascii_letters)
HUMAN = "Lichen" + str(_R.randint(1000, 9999)) + "*"
HEX = _rand(48, "0123456789abcdef")

OUTPUTS = {
    "kubectl-jsonpath": (f"kubectl get secret app -o jsonpath='{{.data.password}}' | base64 -d\n{HUMAN}\n", HUMAN),
    "kubectl-letters": (f"kubectl get secret app -o jsonpath='{{.data.password}}' | base64 -d\n{LETTERS}\n", LETTERS),
    "echo-variable-prompt": (f"$ echo $GITHUB_TOKEN\n{V}\n$ ls\n", V),
    "printenv": (f"printenv STRIPE_SECRET\n{V}\n", V),
    "prompt-with-host": (f"bob@box:~$ echo $API_KEY\n{HEX}\n", HEX),
    "vault-field": (f"vault kv get -field=password secret/app\n{HUMAN}\n", HUMAN),
    "vault-table": (f"vault read secret/app\nKey          Value\n---          -----\npassword     {V}\n", V),
    "ecr-login-password": (f"aws ecr get-login-password --region eu-west-1\n{V}\n", V),
    "powershell": (f"PS C:\\> Get-Content .\\secrets.txt\n{V}\n", V),
    "cat-numbered": (f"cat -n .secrets/token\n     1\t{V}\n", V),
    # a file whose name says it holds key material: an extension, or "private/secret key" before "file"
    "cat-key-extension": (f"$ cat ~/.config/signer/release.key\n{V}\n$ ls\n", V),
    "cat-psk-file": (f"$ sudo cat /etc/vpn/site-a.psk\n{HEX}\n", HEX),
    "cat-private-key-file": (f"$ keygen -o private-key-file && cat private-key-file\n{V}=\n", V),
    "json-tool-call": (json.dumps({"tool": "Bash", "input": {"command": "printenv DEPLOY_TOKEN"},
                                   "output": f"{V}\n"}), V),
    "json-claude-hook": (json.dumps({"tool_input": {"command": "security find-generic-password -s ci -w"},
                                     "tool_response": {"stdout": f"{HUMAN}\n", "stderr": ""}}), HUMAN),
}


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_what_a_secret_reading_command_printed_is_redacted(name):
    assert_redacted(*OUTPUTS[name])


def test_a_hook_payload_loses_the_printed_secret_and_keeps_the_rest():
    payload = {"tool_name": "Bash", "tool_input": {"command": "gcloud auth print-access-token"},
               "tool_response": {"stdout": f"{V}\n", "stderr": "Updated property [core/project].\n"}}
    out, count = scrub_value(payload)
    assert V not in json.dumps(out) and count == 1
    assert out["tool_response"]["stderr"] == payload["tool_response"]["stderr"]
    assert out["tool_input"] == payload["tool_input"]
    assert payload["tool_response"]["stdout"] == f"{V}\n"  # the input is not changed


def test_output_of_a_command_that_names_no_secret_is_kept():
    payload = {"tool_input": {"command": "cat notes.txt"}, "tool_response": {"stdout": f"{V}\n"}}
    assert scrub_value(payload) == (payload, 0)


ORDINARY_OUTPUTS = [
    "$ ls certs/\nserver.key\nserver.crt\nid_ed25519.pub\n",
    "$ step crypto key public release.key\n-----BEGIN PUBLIC KEY-----\n"
    "MCowBQYDK2VwAyEAq8NbI2uTgKzxQhYRJbLWxF5cm0ZrO1d3uG7iWlKtq3o=\n-----END PUBLIC KEY-----\n",
    "$ sha256sum release.key\n" + HEX[:32] + HEX[:32] + "  release.key\n",
    "kubectl get secrets\nNAME   TYPE   DATA   AGE\napp    Opaque 2      3d\n",
    "kubectl create secret generic app --from-literal=x=1\nsecret/app created\n",
    "git log --grep token --oneline\n1a2b3c4 rotate token\n",
    f"git log -S password --format=%H\n{_rand(40, '0123456789abcdef')}\n",
    "echo $TOKEN_TTL\n3600\n", "ls secrets/\ndb.json\nprod-api-key\nREADME\n",
    f"cd $PWD\n{_rand(16)}\n", "echo $SECRET_NAME\nprod-db-credentials\n",
    "export API_TOKEN=$(vault read -field=token x)\necho done\n",
    "pytest tests/test_tokens.py\n....\n4 passed in 0.12s\n",
    "    def baz(cls): pass\n    @classmethod\n    def f(cls): pass\n",
    json.dumps({"tool_input": {"command": "python -m app --user \"$PWD/x\"; echo \"EXIT=$?\""},
                "tool_response": {"stdout": "No books\nEXIT=0"}}),
]


@pytest.mark.parametrize("text", ORDINARY_OUTPUTS)
def test_ordinary_command_output_is_untouched(text):
    assert redact(text) == (text, 0)


LANGUAGES = {
    "env-de": (f"DB_PASSWORT={V}", V),
    "env-glued-de": (f"API_SCHLUESSEL={V}", V),
    "yaml-fr": (f"clé_secrète: '{V}'", V),
    "json-ru": (json.dumps({"пароль": V}, ensure_ascii=False), V),
    "env-zh": (f"数据库密码={V}", V),
    "prose-de": (f"das Passwort für den Server lautet {HUMAN}", HUMAN),
    "prose-es": (f"la contraseña del servidor es {V}", V),
    "prose-fr": (f"le mot de passe du serveur est {V}", V),
    "prose-it": (f"la password del server è {V}", V),
    "prose-pt": (f"a senha do servidor é {V}", V),
    "prose-nl": (f"het wachtwoord van de server is {V}", V),
    "prose-pl": (f"hasło do serwera to {V}", V),
    "prose-ru": (f"пароль от базы: {V}", V),
    "prose-ru-dash": (f"пароль — {V}", V),
    "prose-tr": (f"sunucu şifresi: {V}", V),
    "prose-vi": (f"mật khẩu là {V}", V),
    "prose-id": (f"kata sandi adalah {V}", V),
    "prose-zh": (f"密码是{V}", V),
    "prose-zh-colon": (f"数据库密码：{V}", V),
    "prose-ja": (f"パスワードは{V}です", V),
    "prose-ko": (f"비밀번호는 {V}입니다", V),
    "prose-ja-api-key": (f"APIキー: {V}", V),
}


@pytest.mark.parametrize("name", sorted(LANGUAGES))
def test_a_secret_named_in_another_language_is_redacted(name):
    assert_redacted(*LANGUAGES[name])


ORDINARY_LANGUAGES = [
    "Das Passwort muss mindestens 12 Zeichen lang sein.", "la contraseña es obligatoria",
    "密码是必填项", "パスワードを入力してください", "parola chiave: esempio", "clave: valor",
    "Schlüssel = Wert", "ключ API хранится в vault", "le mot de passe est dans le coffre",
    "비밀번호를 잊으셨나요?", "Passwort vergessen? Hier zurücksetzen.",
]


@pytest.mark.parametrize("text", ORDINARY_LANGUAGES)
def test_ordinary_text_in_other_languages_is_untouched(text):
    assert redact(text) == (text, 0)


def test_key_file_body_starting_with_plus_is_redacted() -> None:
    """Base64 may start with ``+``: a key file printed alone (a Tauri/minisign-style secret key)."""
    body = "+uiK" + "mYqD7cXV" * 6 + "q2Rj/mOA"
    out, _ = redact(f"$ cat ~/.tauri/app.key\n{body}\n")
    assert body[:20] not in out and "[REDACTED:command-output]" in out
    clean = "$ cat ~/.tauri/app.key\n+ set -x\n"
    assert redact(clean) == (clean, 0)
