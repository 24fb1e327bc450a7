"""Secrets a command line hands over by a switch, a verb or a pipe rather than by a name. Entered in
the rule table by `memtool.privacy.slots.SPECS` (read by `memtool.privacy.rules`).

* ``signtool sign /f c.pfx /p X``, ``schtasks … /rp X``, ``pvk2pfx /pi X``: Windows-style password
  switches (``/p``, ``/pi``, ``/po``, ``/rp``) with a value that reads as a credential, on a line
  that runs a Windows tool or names a user (``xfreerdp /u:admin /p:X``).
* ``ssh-keygen -p -N X -f key``: a key's new (``-N``) or old (``-P``) passphrase; ``security
  unlock-keychain -p X``: a macOS keychain's password.
* ``choco apikey --key <uuid>``, ``nuget setapikey <uuid>``: a command whose verb says API key
  hands it its key, a UUID included (UUIDs stay everywhere else).
* ``nsupdate -y alg:name:X``: a TSIG key.
* ``bw unlock X``, ``wandb login X``, "try logging in with X": what a login, auth, unlock or sign-in verb
  is handed; ``printf '%s' 'X' | vault login -``, ``echo X | kinit user``, ``op signin <<< X``: a literal
  piped or here-stringed into a login or a command that reads a password.
* ``--value X`` on a line that stores a secret (``SecureString``, ``secret``, ``password``).
* ``curl -su user:X``, ``http -a user:X``: an HTTP client's user flag, in a cluster of short flags too;
  ``mcrcon -p 'X'``: a quoted literal after ``-p`` (ports are not quoted); IRC's ``PASS X``,
  ``+sv_setsteamaccount X``.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _is_placeholder, _lazy, _looks_random
from memtool.privacy.sentences import _credential


_WIN_PASSWORD_RE = _lazy(
    r"(?i)[ \t]/(?:p|pi|po|rp)(?::|[ \t]+)(?P<q>[\"']?)(?P<value>[^\s\"'=]{6,128}={0,2})(?P=q)(?=\s|$)")


def win_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line = m.string[line_start:m.start()].lower()
    return (_credential(value) and not value.startswith("-")
            and any(tool in line for tool in (".exe", "signtool", "schtasks", "pvk2pfx", "certutil", "runas",
                                              ".pfx", ".p12", "/u:", "/user:", "/u ", "freerdp")))


_APIKEY_VERB_RE = _lazy(
    r"(?i)\b(?:set)?apikey\b(?:[ \t]+--?key(?:[ \t]+|=)|[ \t]+)(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
    r"[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{20,128})(?![\w-])")


_SSH_KEYGEN_RE = _lazy(
    r"\bssh-keygen\b[^\n|;&]{0,200}?[ \t]-[NP][ \t]*(?P<q>[\"']?)(?P<value>[^\s\"']{4,256})(?P=q)(?=\s|$)")


#: macOS ``security create-keychain -p X build.keychain`` (also unlock-, set-keychain-password)
_KEYCHAIN_RE = _lazy(
    r"\bsecurity[ \t]+[a-z-]*keychain[a-z-]*[^\n|;&]{0,200}?[ \t]-p[ \t]*(?P<q>[\"']?)(?P<value>[^\s\"']{4,256})(?P=q)(?=\s|$)")


def ssh_keygen_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and not value.startswith(("$", "-"))


def apikey_verb_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and any(c.isdigit() for c in value)


#: ``nsupdate -y hmac-sha256:name:SECRET``, ``dig -y name:SECRET``: a TSIG key on the command line
_TSIG_RE = _lazy(r"\b(?:nsupdate|dig|delv|rndc)\b[^\n|;&]{0,200}?[ \t]-y[ \t]*(?P<q>[\"']?)(?:hmac-[\w-]+:)?[\w.-]+:"
                 r"(?P<value>[A-Za-z0-9+/]{8,512}={0,2})(?P=q)")


#: ``wandb login X``, ``steamcmd +login user X``, ``b2 account authorize ID X``: what a login or
#: authorize verb is handed (each of up to two words that reads as a credential)
_LOGIN_VERB_RE = _lazy(r"(?<![\w-])\+?(?:login|authorize|authorize-account|auth|unlock|unseal|signin|sign-in"
                       r"|(?i:log(?:ging|ged)?[ -]?in|sign(?:ing|ed)?[ -]?in)[ \t]+with)(?:[ \t]+(?P<v1>(?![-+$<{])[^\s'\"\\]{5,255}[^\s'\"\\?!.,;:)]))"
                       r"(?:[ \t]+(?P<v2>(?![-+$<{])[^\s'\"\\]{5,255}[^\s'\"\\?!.,;:)]))?")


def login_verb_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if _is_placeholder(value) or "://" in value or "/" in value.strip("/") and not _looks_random(value, 24):
        return False
    return _looks_random(value, 16) or _HEX_RE.fullmatch(value) is not None and len(value) >= 32 or (
        group == "v2" or m.group(0).lower().startswith(("unlock", "unseal"))) and _credential(value)  # (unlock takes no user)


#: ``op signin --raw <<< X``, ``vault login - <<< "X"``: a here-string handed to a login
_HERE_STRING_RE = _lazy(r"(?i)[^\n]{0,200}?(?<![\w-])(?:login|auth|unlock|signin|sign-in|--password-stdin|--with-token|--token-stdin)"
                        r"\b[^\n<|;&]{0,100}<<<[ \t]*(?P<q>['\"]?)(?P<value>[^\s'\"$]{6,256})(?P=q)")


#: ``aws ssm put-parameter --name /db --value X --type SecureString``: a value flag on a command line that
#: stores a secret (the line says secure/secret/password/credential)
_STORED_VALUE_RE = _lazy(r"(?i)[ \t]--(?:value|data|body|content|string)(?:=|[ \t]+)(?P<q>['\"]?)(?P<value>[^\s'\"$<{]{6,512})(?P=q)"
                         r"(?=\s|$)")


def stored_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line_end = m.string.find("\n", m.end())
    line = m.string[line_start:line_end if line_end >= 0 else len(m.string)].lower()
    return (any(w in line for w in ("securestring", "secret", "password", "credential"))
            and not _is_placeholder(value) and "/" not in value and not value.startswith(("@", "file:"))
            and (_looks_random(value, 16) or _credential(value)))


#: ``curl -su user:X``, ``http -a user:X``: a user and password handed to an HTTP client's user flag,
#: in a cluster of short flags too
_HTTP_USER_FLAG_RE = _lazy(r"[^\n]{0,300}?\b(?:curl|http|https|wget|xh)\b[^\n|;&]{0,200}?[ \t]-(?:[a-zA-Z]{0,4}u|a)[ \t]+"
                           r"(?P<q>['\"]?)[^\s:'\"]{1,64}:(?P<value>[^\s'\"]{4,256})(?P=q)")


#: ``mcrcon -H host -P 25575 -p 'X'``: a quoted literal after ``-p`` is a password (ports are not quoted)
_QUOTED_DASH_P_RE = _lazy(r"[ \t]-p[ \t]+(?P<q>['\"])(?P<value>[^'\"\s$]{6,256})(?P=q)")


def quoted_dash_p_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not value.isdigit() and (_credential(value) or _looks_random(value, 16))


#: IRC's ``PASS X`` (``PASS oauth:…``), ``+sv_setsteamaccount X`` (a game-server login token)
_IRC_PASS_RE = _lazy(r"(?<![\w-])(?:PASS|sv_setsteamaccount)[ \t]+(?P<value>(?:oauth:)?[A-Za-z0-9_.~+/=-]{12,256})")


def irc_pass_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.removeprefix("oauth:")
    return _looks_random(core, 16) or _HEX_RE.fullmatch(core) is not None and len(core) >= 32 or _credential(core)


#: ``echo 'X' | iinit``, ``echo "X" | kinit user``: a literal piped into a command that reads a password
_PIPED_PASSWORD_RE = _lazy(
    r"\b(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)?(?:(?P<f>['\"])%s(?:\\n)?(?P=f)[ \t]+)?(?P<q>['\"]?)(?P<value>[^'\"\s$|;&]{6,256})(?P=q)"
    r"[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:(?:iinit|kinit|passwd|chpasswd|smbpasswd|vncpasswd|ssh-add|cryptsetup|sshpass|ansible-vault"
    r"|openconnect|sudo -S)\b|[^\n|;&]{0,80}?(?:\blogin\b|\bauth\b|\bunlock\b|\bsignin\b|--password-stdin|--with-token"
    r"|--token-stdin|--passphrase-fd))")
