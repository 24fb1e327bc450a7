"""Shared helpers for the round-4 blind sources (tickets, notebooks, embedded).

Adds (1) provider token shapes that the earlier blind sources did not use (published prefixes / layouts with random
bodies; nothing here is a real credential), alternated with the earlier _tokens.SELF_ID shapes, and (2) value kinds
for devices and notebooks (Wi-Fi passphrases, LoRaWAN keys, ESPHome API keys, Blynk / ThingSpeak keys, W&B keys).
Templates use «name» placeholders as in _fill.py / _r3.py: «v» the marked value, «t» a provider token as written,
«pem…» PEM renderings (marked part = second body line). Written 2026-12-02 by the helper "corpora"; imports nothing
from memtool.
"""
from __future__ import annotations

import base64
import string

from _fill import fill, url_pw
from _r3 import pem_vals, val

B62 = string.ascii_letters + string.digits
URLSAFE = B62 + "-_"
HEX = "0123456789abcdef"
UPDIG = string.ascii_uppercase + string.digits
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _new(g, k: int) -> str:
    s, h = g.s, g.hexs
    shapes = [
        lambda: "aio_" + s(B62, 28),                                            # Adafruit IO
        lambda: "tskey-auth-k" + s(B62, 10) + "CNTRL-" + s(B62, 33),            # Tailscale auth key
        lambda: "AGE-SECRET-KEY-1" + s(BECH32, 58),                              # age identity
        lambda: "pul-" + h(40),                                                  # Pulumi access token
        lambda: s(B62, 14) + ".atlasv1." + s(URLSAFE, 67),                       # Terraform Cloud
        lambda: "HRKU-AA" + s(URLSAFE, 58),                                      # Heroku (new format)
        lambda: "figd_" + s(URLSAFE, 40),                                        # Figma
        lambda: "r8_" + s(B62, 37),                                              # Replicate
        lambda: "gsk_" + s(B62, 52),                                             # Groq
        lambda: "lsv2_pt_" + h(32) + "_" + h(10),                                # LangSmith
        lambda: "pcsk_" + s(B62, 6) + "_" + s(B62, 62),                          # Pinecone
        lambda: "ntn_" + str(g.r.randint(10**10, 10**11 - 1)) + s(B62, 35),     # Notion
        lambda: "pat" + s(B62, 14) + "." + h(64),                                # Airtable PAT
        lambda: "CFPAT-" + s(URLSAFE, 43),                                       # Contentful
        lambda: "ops_eyJ" + s(B62, 180),                                         # 1Password service account
        lambda: "sl.B" + s(URLSAFE, 136),                                        # Dropbox short-lived
        lambda: "EAAA" + s(URLSAFE, 60),                                         # Square
        lambda: "access_token$production$" + s(string.ascii_lowercase + string.digits, 16) + "$" + h(32),  # Braintree
        lambda: base64.b64encode(str(g.r.randint(10**17, 10**18 - 1)).encode()).decode().rstrip("=") + "." + s(URLSAFE, 6) + "." + s(URLSAFE, 38),  # Discord bot
        lambda: "sk.eyJ1Ijoi" + s(B62, 40) + "." + s(URLSAFE, 22),              # Mapbox secret
        lambda: "BBFF-" + s(B62, 30),                                            # Ubidots
        lambda: "bkua_" + h(40),                                                 # Buildkite
        lambda: "CCIPAT_" + s(B62, 22) + "_" + h(40),                            # CircleCI
        lambda: "nfp_" + s(B62, 36),                                             # Netlify
        lambda: "rnd_" + s(B62, 32),                                             # Render
        lambda: "NNSXS." + s(UPDIG, 39) + "." + s(UPDIG, 52),                    # The Things Stack API key
    ]
    return shapes[k % len(shapes)]()


class SI:
    """Alternates an earlier shape (_tokens.Gen.self_identifying) with a new one."""

    def __init__(self, g) -> None:
        self.g, self.i, self.k = g, 0, g.r.randrange(26)

    def next(self) -> tuple[str, str]:
        self.i += 1
        if self.i % 2:
            _, tok, marked = self.g.self_identifying()
            return tok, marked
        self.k += 1
        tok = _new(self.g, self.k)
        return tok, tok


def val4(g, kind: str) -> str:
    if kind == "wifi":         # WPA passphrase: words + digits, or random
        if g.r.random() < .5:
            return g.pick(["blue", "maple", "otter", "sunny", "river", "mango", "cedar", "pixel", "tango", "lemon"]) + \
                g.pick(["Fox", "Moon", "Tree", "Cat", "Road", "Bird", "Lake", "Star"]) + str(g.r.randint(100, 9999))
        return url_pw(g)
    if kind == "appkey":       # LoRaWAN AppKey / NwkKey: 16 bytes hex, often upper case
        return g.s("0123456789ABCDEF", 32)
    if kind == "esphome":      # ESPHome native API encryption key: base64 of 32 bytes
        return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    if kind == "blynk":
        return g.s(URLSAFE, 32)
    if kind == "tspk":         # ThingSpeak write key style: 16 upper alnum
        return g.s(UPDIG, 16)
    if kind == "sig64":
        return g.hexs(64)
    if kind == "hex40":
        return g.hexs(40)
    if kind == "hex32":
        return g.hexs(32)
    if kind == "hex16":
        return g.hexs(16)
    if kind == "recovery":     # backup / recovery codes
        return f"{g.s('abcdefghjkmnpqrstuvwxyz23456789', 5)}-{g.s('abcdefghjkmnpqrstuvwxyz23456789', 5)}"
    if kind == "cookie":
        return g.pick([g.b64url(32), g.hexs(32), "s%3A" + g.b64url(24) + "." + g.b64url(32)])
    return val(g, kind)


def build4(g, si_t, pem_t, nc_t, st_t, clean_t, n_si: int, n_pem: int, n_nc: int, n_st: int, n_clean: int = 100):
    si = SI(g)
    rows = []
    for i in range(n_si):
        tok, marked = si.next()
        rows.append(("self-identifying", fill(g, si_t[i % len(si_t)], t=tok), marked))
    for i in range(n_pem):
        block, line = g.pem()
        pv = pem_vals(block)
        pv["pemq"] = "\n".join("> " + l for l in block.split("\n"))
        pv["pemc"] = "\n".join("// " + l for l in block.split("\n"))
        pv["pemjl"] = ",\n".join('    "' + l + '\\n"' for l in block.split("\n"))   # ipynb source lines
        rows.append(("self-identifying", fill(g, pem_t[i % len(pem_t)], **pv), line))
    for i in range(n_nc):
        kind, tpl = nc_t[i % len(nc_t)]
        v = val4(g, kind)
        rows.append(("name-context", fill(g, tpl, v=v, u2=g.pick(["ops", "svc", "iot", "lab"])), v))
    for i in range(n_st):
        kind, tpl = st_t[i % len(st_t)]
        v = val4(g, kind)
        rows.append(("structural", fill(g, tpl, v=v, u2=g.pick(["ops", "svc", "iot", "lab"])), v))
    clean, i = [], 0
    while len(clean) < n_clean:
        t = fill(g, clean_t[i % len(clean_t)], mac=mac(g), serial=serial(g), eui=g.s("0123456789ABCDEF", 16),
                 guid=g.hexs(32), b64k=g.b64(24), u2=g.pick(["ops", "svc", "iot", "lab"]))
        i += 1
        if t not in clean:
            clean.append(t)
        assert i < n_clean * 20, "clean templates too few/too static"
    return rows, clean


def mac(g) -> str:
    return ":".join(g.s("0123456789ABCDEF", 2) for _ in range(6))


def serial(g) -> str:
    return g.pick(["SN", "S/N ", "", "ESP32-"]) + g.s(UPDIG, g.pick([10, 12, 14]))
