"""Layouts a secret sits in: tables whose column names a secret or a code (memtool/privacy/fields.py
`redact_tables`), a directive's quoted value (shapes.DIRECTIVE_RE), a setter's literal after its target
(shapes.TARGET_SETTER_CALL_RE), a login call's arguments one a line as code formatters split them
(shapes.CALL_PAIR_RE): each value goes -- and the layouts beside them that hold no secret (a board's pins, error
codes, a catalogue's password verifiers, a host and a database) come back byte-identical. Values come from a
seeded RNG."""

from __future__ import annotations

import random

import pytest
from test_privacy_shapes import random_text

from memtool.privacy import redact

_R = random.Random(2727)
_rand = random_text(_R)

HUMAN = "quake" + str(_R.randint(1000, 9999))
JOINED = "".join(w.capitalize() for w in ("moho", "geophone", "granite")) + str(_R.randint(10, 99))
SYMBOLS = "-" + _rand(8) + "=" + _rand(3) + "#" + _rand(4) + "#" + _rand(3)
CODES = [str(_R.randint(100000, 999999)) for _ in range(3)]
HMAC = _rand(32)
TAG_KEYS = [_rand(8, "0123456789ABCDEF") for _ in range(2)]  # (an EPC tag's 32-bit access and kill passwords)


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows]) + "\n"


LEAKS = {
    "an abbreviated password column": (
        _table(["station", "router", "LAN IP", "admin pw", "notes"],
               [["CUL1", "RV50", "10.18.37.93", HUMAN, "solar, 12V"], ["VOL12", "RUT955", "10.243.1.200", JOINED, "mains"]]),
        [HUMAN, JOINED]),
    "a password holding '=' and starting with '-'": (
        _table(["service", "user", "password"], [["reseller SFTP", "reseller", SYMBOLS]]), [SYMBOLS]),
    "a column of passcodes": (
        _table(["room display", "model", "serial", "Guided Access passcode"],
               [["Orchard", "iPad Air", "8DZC1SCZ9V", CODES[0]], ["Loft 3", "iPad Air", "TRXZ97I8VJ", CODES[1]]]),
        CODES[:2]),
    "a column of door codes, a keypad's '#' after one": (
        _table(["door", "door code", "since"], [["back", CODES[2] + "#", "March"]]), [CODES[2]]),
    "a CSV column of PINs": (
        "student_id,last_name,grade,pos_pin\n217386,Ramirez,4," + CODES[0] + "\n442914,Nguyen,7," + CODES[1] + "\n",
        CODES[:2]),
    "nginx's set of a secret-named variable, quoted": (
        "location /grant {\n    set $portal_hmac_secret \"" + HMAC + "\";\n    content_by_lua_file grant.lua;\n}\n", [HMAC]),
    "a tag's passwords set after the tag": (
        "reader.write_epc(tag, epc=new_epc)\nreader.set_access_password(tag, \"" + TAG_KEYS[0] + "\")\n"
        "reader.set_kill_password(tag, \"" + TAG_KEYS[1] + "\")\n", TAG_KEYS),
    "a login call split one argument a line (black, prettier)": (
        "conn = ftp.login(\n    \"deploy\",\n    \"" + HUMAN + "x\",\n)\n", [HUMAN + "x"]),
    "a connect call split, no trailing comma": ("client.connect(\n    host,\n    \"" + SYMBOLS[1:] + "\"\n)\n", [SYMBOLS[1:]]),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_secret_column_is_redacted(name):
    text, secrets = LEAKS[name]
    out, count = redact(text)
    assert count >= len(secrets), out
    for secret in secrets:
        assert secret not in out, out
    assert redact(out) == (out, 0)


CLEAN = {
    "a board's pins": _table(["signal", "pin", "note"], [["SDA", "21", "i2c"], ["LED", "13", "onboard"]]),
    "error codes": _table(["error", "code", "meaning"], [["timeout", "5004", "retry"], ["refused", "5011", "check"]]),
    "a door code column holding a run and a year": _table(["door", "door code"], [["front", "1234"], ["side", "2024"]]),
    "pg_authid's verifiers": (" rolname | rolpassword\n---------+------------------------------\n svc_backup | "
                              "SCRAM-SHA-256$4096:v8l8qree/s4wYXbOmsirMw==$ZRwlIyurYuH5rJgXUgJcNJbd0rbJ8UHmEcZKFexLO0c="
                              ":L/9kVPvms4X9e3pEF/514r2s2dQ3IrxOIZo49Di46rQ=\n(1 row)"),
    "a password column of references": _table(["service", "password"], [["db", "${DB_PASSWORD}"], ["mq", "env(MQ_PASS)"]]),
    "nginx's set of a variable from a header": "set $api_key \"$http_x_api_key\";\n",
    "a connect call split, a host and a database": "connect(\n    \"db.example.com\",\n    \"reporting_db\",\n)\n",
    "a setter of a secret's kind, not its value": "obj.set_token_type(t, \"bearer\")\ncfg.set_password_policy(p, \"strict\")\n",
}


@pytest.mark.parametrize("name", sorted(CLEAN))
def test_a_table_naming_no_secret_stays(name):
    assert redact(CLEAN[name]) == (CLEAN[name], 0)
