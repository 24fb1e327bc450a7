"""Patterns of the rules that know a secret by where it stands rather than by a keyword: a private key's
PEM block, a PuTTY key file, kubeconfig's key data; a provider's value by its key or its URL (AWS secret
keys, Heroku keys, Slack and Discord webhooks, Azure account keys and SAS signatures); URL userinfo;
authorization headers, cookies and bearer tokens; command lines (``curl -u``, ``mysql -p``, ``sshpass``,
``redis-cli -a``, ``docker login -p``, ``IDENTIFIED BY``), connection strings and ``.netrc`` entries.
Rules 1 and 3-6 of `memtool.privacy.rules`, which pairs each pattern with its check.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _lazy


_NL = r"(?:\r?\n|(?:\\{1,3}r)?\\{1,3}n)"  # a line break, also escaped (twice: JSON in a JSON string)
# between body lines: line breaks (also escaped), indentation, and the quotes and commas of a
# key pasted as string literals ("…\\n" + "…\\n", a YAML block scalar, a JSON string)
_PEM_SEP = rf"(?:{_NL}(?:[ \t]*\d{{1,6}}(?:\t|\\t|→|:|\|))?|[ \t\"'`,])*+"  # (and `cat -n`'s line numbers)
_PEM_RE = _lazy(
    r"-----BEGIN (?P<label>[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?)-----"
    # body lines: "Header: value" or base64 (also run together on one line)
    rf"(?:{_PEM_SEP}(?:[A-Za-z][A-Za-z-]*:[ \t][^\n\\]*|[A-Za-z0-9+/=]+)"
    rf"(?={_NL}|[ \t]|-----|$|[\"'`]))*"
    # the END line when the block is complete; a block cut off before it still goes
    rf"(?:{_PEM_SEP}-----END (?P=label)-----)?")
_PUTTY_RE = _lazy(r"PuTTY-User-Key-File-\d+:.*?Private-(?:MAC|Hash): *[0-9a-fA-F]+", re.DOTALL)
_KEY_DATA_RE = _lazy(
    r"(?i)(?<![\w.-])(?:client-key-data|private[_-]?key[_-]?data)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<value>[A-Za-z0-9+/=]{40,})")

_AWS_SECRET_RE = _lazy(
    r"(?i)(?<![\w.-])[\w.-]*?(?:secret[_. -]?access[_. -]?key|aws[_.-]?secret(?:[_.-]?key)?)"
    r"(?: \[[^\]\n]*\])?(?:\\?[\"'`])?[ \t]*(?:=>|:=|=|:)[ \t]*(?:\\?[\"'`])?"
    r"(?P<value>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])")
_HEROKU_RE = _lazy(
    r"(?i)(?<![\w.-])[\w.-]*?heroku[\w.-]*?(?:key|token|secret|auth)(?:\\?[\"'`])?[ \t]*"
    r"(?:=>|:=|=|:)[ \t]*(?:\\?[\"'`])?"
    r"(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])")
_SLACK_WEBHOOK_RE = _lazy(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<value>[A-Za-z0-9/_+-]{20,})")
_DISCORD_WEBHOOK_RE = _lazy(
    r"discord(?:app)?\.com/api/webhooks/(?P<value>\d{5,}/[A-Za-z0-9_-]{30,})")
_AZURE_KEY_RE = _lazy(
    r"(?i)(?<![\w])(?:Account|SharedAccess)Key=(?P<value>[A-Za-z0-9+/]{20,}={0,2})")
_AZURE_SAS_RE = _lazy(r"(?i)(?<=[?&;])sig=(?P<value>[A-Za-z0-9%+/]{20,}(?:%3D|=){0,2})")

_URL_PASSWORD_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+._-]{0,20}://[^\s:/@'\"`<>]{0,256}:(?P<value>[^\s/?'\"`<>]{1,1024})"
    r"@(?=[A-Za-z0-9\[_-])")
_URL_TOKEN_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+.-]{1,20}://(?P<value>[A-Za-z0-9_.~+-]{16,1024}):?@(?=[A-Za-z0-9\[_-])")  # (``amqps://<token>:@``)

_AUTH_HEADER_RE = _lazy(
    r"(?i)(?<![\w-])(?:proxy-)?authorization(?:\\?[\"'`])?[ \t]*:[ \t]*(?:\\?[\"'`])?"
    r"(?!aws4-)(?:[A-Za-z][A-Za-z0-9_.-]{1,24}[ \t]+)?"  # (a scheme is an RFC 7235 token: ``Uploadcare.Simple``)
    r"(?!aws4-)(?P<value>[A-Za-z0-9._~+/=:@!#$%^&*?-]++)(?![(\[])")
_SET_COOKIE_RE = _lazy(
    r"(?i)(?<![\w-])set-cookie(?:\\?[\"'`])?[ \t]*:[ \t]*(?:\\?[\"'`])?[^=\s;'\"`\\]+="
    r"(?P<value>[^;\s'\"`\\]++)")
_COOKIE_RE = _lazy(
    r"(?i)(?<![\w-])cookie(?:\\?[\"'`])?[ \t]*:[ \t]*(?:\\?[\"'`])?"
    r"(?P<value>[^\s'\"`\\;](?:[^\r\n'\"`\\]{0,8192}[^\s'\"`\\;])?)")
_BEARER_RE = _lazy(
    r"(?<![\w-])[Bb]earer[ \t]+(?P<value>[A-Za-z0-9._~+/-]{16,}=*)(?![A-Za-z0-9._~+/=-])")

_CURL_USER_RE = _lazy(
    r"\bcurl\b(?:[^\n]|\\\r?\n){0,600}?(?:[ \t]|\\\r?\n)(?:-u|--user)(?:[ \t]+|=)(?P<q>\\?[\"']?)[^\s:'\"\\]*:"
    r"(?P<value>[^\s'\"\\]+)(?P=q)")
_CLI_PASSWORD_RE = _lazy(
    r"\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n|;&]{0,300}?[ \t]-p"
    r"(?P<q1>[\"']?)(?P<v1>[^\s'\"]+)(?P=q1)"
    r"|\bsshpass\b[^\n|;&]{0,300}?[ \t]-p[ \t]*(?:(?P<q2>[\"'])|)(?P<v2>(?(q2)[^'\"\n]+|[^\s'\"]+))(?(q2)(?P=q2))"
    r"|\bredis-cli\b[^\n|;&]{0,300}?[ \t]-a[ \t]+(?:(?P<q3>[\"'])|)(?P<v3>(?(q3)[^'\"\n]+|[^\s'\"]+))(?(q3)(?P=q3))"
    r"|\bdocker[ \t]+login\b[^\n|;&]{0,300}?[ \t]-p[ \t]+(?:(?P<q4>[\"'])|)(?P<v4>(?(q4)[^'\"\n]+|[^\s'\"]+))(?(q4)(?P=q4))"
    r"|(?<=[ \t])-pass(?:in|out)?[ \t]+pass:(?P<v5>[^\s'\"]+)"
    r"|(?i:\bidentified[ \t]+by[ \t]+)(?P<q6>['\"])(?P<v6>[^'\"\n]+)(?P=q6)")
# requests' auth=("user", "password"), HTTPBasicAuth("user", "password")
_AUTH_TUPLE_RE = _lazy(
    r"(?:\bauth[ \t]*=[ \t]*[\(\[]|BasicAuth\()[ \t]*(?P<q0>[\"'])[^\"'\n]{1,256}(?P=q0)[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<value>[^\"'\n]{1,256})(?P=q)")
# echo "password" | docker login … --password-stdin (podman, helm, buildah, skopeo, oras too)
_STDIN_LOGIN_RE = _lazy(
    r"\becho[ \t]+(?:-n[ \t]+)?(?P<q>[\"']?)(?P<value>[^\s'\"|]+)(?P=q)[ \t]*\|[ \t]*"
    r"(?:sudo[ \t]+)?(?:docker|podman|helm|buildah|skopeo|oras)\b[^\n|;&]{0,300}?\blogin\b[^\n|;&]*--password-stdin")
_CURL_COOKIE_RE = _lazy(
    r"\bcurl\b[^\n]{0,300}?[ \t](?:-b|--cookie)(?:[ \t]+|=)\$?(?P<q>\\?[\"']?)(?P<value>[^\s'\"\\]+)(?P=q)")
# `-p VALUE` on a command line that also names a user: a login (`app -u bob -p …`)
_DASH_P_RE = _lazy(r"(?<=[ \t])-p(?:[ \t]+|=)(?P<q>[\"']?)(?P<value>[^\s'\"]+)(?P=q)(?=\s|$)")
# `…;Password=value;…` in a connection string: the value runs to the `;`
_CONN_PASSWORD_RE = _lazy(
    r"(?i)(?:(?<=;)|(?<=^)|(?<=[\s\"']))[ \t]*(?:password|pwd|passwd|pass)[ \t]*=[ \t]*"
    r"(?P<value>[^;'\"\n]{1,256}?)[ \t]*(?=;)")


_NETRC_RE = _lazy(
    # "machine h login u password X" on one line (X may be followed by more text), or a
    # "password X" line of its own (checked: a machine/login line must come right before)
    r"(?m)^(?:.*?\b(?:machine|login)[ \t]+\S+[ \t]+password[ \t]+(?P<v1>[^\s'\"]+)"
    r"|[ \t]*password[ \t]+(?P<v2>[^\s'\"]+)[ \t]*$)")
