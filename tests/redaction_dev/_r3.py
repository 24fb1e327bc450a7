"""Shared value kinds and row assembly for the round-3 blind sources (webframeworks, diffs, scripts).

Templates use «name» placeholders (see _fill.py). Secrets templates are (kind, template) pairs; «v» is the marked
value of that kind, «t» a provider token as written (marked part from _tokens.Gen.self_identifying), «pem…» a PEM
block in several renderings (the marked part is always its second body line). Written 2026-12-02 by the helper
"corpora"; imports nothing from memtool.
"""
from __future__ import annotations

import base64
import string
from urllib.parse import quote

from _fill import fill, url_pw

LOWER_DIGITS = string.ascii_lowercase + string.digits
DJANGO = string.ascii_lowercase + string.digits + "!@#%^*(-_=+)"
WPSALT = string.ascii_letters + string.digits + "!#%^*()-_=+[]{}<>.,;:~|/?"


def val(g, kind: str) -> str:
    if kind == "pw":
        return g.pw()
    if kind == "url":          # can stand unencoded in URLs, key=value strings, batch files and Makefiles
        return url_pw(g)
    if kind == "hex":
        return g.pick([g.hexs(g.pick([32, 40, 64])), g.b64url(32), g.s(LOWER_DIGITS, 32)])
    if kind == "hex128":
        return g.hexs(128)
    if kind == "b64k":
        return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    if kind == "pin":
        return str(g.r.randint(1000, 99999999))
    if kind == "otp":
        return str(g.r.randint(100000, 999999))
    if kind == "b32":
        return g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
    if kind == "tok":
        return g.pick([g.hexs(40), g.b64url(24), g.s(LOWER_DIGITS, 32)])
    if kind == "basic":
        return base64.b64encode(f"{g.pick(['ci', 'reports', 'admin', 'svc', 'deploy'])}:{url_pw(g)}".encode()).decode()
    if kind == "djkey":
        return g.s(DJANGO, 50)
    if kind == "wpsalt":
        return g.s(WPSALT, 64)
    if kind == "awssec":
        return g.s(string.ascii_letters + string.digits + "+/", 40)
    if kind == "sas":
        return quote(base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode(), safe="")
    if kind == "salt":
        return g.s(string.ascii_letters + string.digits, g.pick([16, 22, 32]))
    if kind == "b64pw":        # LDIF userPassword:: is the base64 of a clear-text password
        return base64.b64encode(g.pw().encode()).decode()
    raise ValueError(kind)


def pem_vals(block: str) -> dict:
    lines = block.split("\n")
    return {"pem": block, "pemj": block.replace("\n", "\\n"),
            "pemp": "\n".join("+" + l for l in lines), "pemm": "\n".join("-" + l for l in lines),
            "pemi2": "\n".join("  " + l for l in lines), "pemi4": "\n".join("    " + l for l in lines),
            "pemecho": "\n".join("echo " + l for l in lines),
            "pempj": "\\n".join("+" + l for l in lines)}


def build(g, si_t, pem_t, nc_t, st_t, clean_t, n_si: int, n_pem: int, n_nc: int, n_st: int, n_clean: int = 100):
    rows = []
    for i in range(n_si):
        _, tok, marked = g.self_identifying()
        rows.append(("self-identifying", fill(g, si_t[i % len(si_t)], t=tok), marked))
    for i in range(n_pem):
        block, line = g.pem()
        rows.append(("self-identifying", fill(g, pem_t[i % len(pem_t)], **pem_vals(block)), line))
    for i in range(n_nc):
        kind, tpl = nc_t[i % len(nc_t)]
        v = val(g, kind)
        rows.append(("name-context", fill(g, tpl, v=v), v))
    for i in range(n_st):
        kind, tpl = st_t[i % len(st_t)]
        v = val(g, kind)
        rows.append(("structural", fill(g, tpl, v=v), v))
    clean, i = [], 0
    while len(clean) < n_clean:
        t = fill(g, clean_t[i % len(clean_t)])
        i += 1
        if t not in clean:
            clean.append(t)
        assert i < n_clean * 20, "clean templates too few/too static"
    return rows, clean
