"""Wallet material, known by its format and by what takes it. Entered in the rule table by
`memtool.privacy.slots.SPECS` (read by `memtool.privacy.rules`).

* a seed phrase of 12–24 words after mnemonic/seed/phrase/restore, ``xprv…`` extended private keys,
  WIF keys after ``importprivkey``, lnd macaroons in hex, Blockfrost project ids;
* a key as the last path segment after a version (``https://mainnet.rpc/v3/<key>``);
* an EVM private key (``0x`` + 64 hex) handed to a wallet, a signer or an account list (``new
  ethers.Wallet("0x…")``, ``Account.from_key``, ``accounts: ["0x…"]``) -- a transaction or block hash
  has the same shape, so only there.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _lazy, _looks_random


def evm_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    taker = _EVM_TAKER_RE.search(m.string, max(0, m.start() - 60), m.start())
    return (taker is not None and _HASH_SAID_RE.search(taker.group()) is None
            and len(set(value[2:].lower())) >= 10)


_HASH_SAID_RE = _lazy(r"(?i)hash|\btx|transaction|receipt|block|topic|root|address|salt")


#: an EVM private key where a wallet, signer or account list takes it (not a hash, a topic, a root)
_EVM_KEY_RE = _lazy(r"(?<![\w])(?P<value>0x[0-9a-fA-F]{64})(?![0-9a-fA-F])")  # (a literal first: fast)
_EVM_TAKER_RE = _lazy(r"(?i)(?:wallet|signer|from_?key|privatekeytoaccount|accounts)\b[^\n]{0,40}$")
_WALLET_KEY_RE = _lazy(r"(?<![\w])(?P<value>[xtyzuv]prv[1-9A-HJ-NP-Za-km-z]{100,112}|0201036c6e64[0-9a-f]{40,2000}"
                       r"|(?:mainnet|preprod|preview)[A-Za-z0-9]{32})(?![\w])"
                       r"|\bimportprivkey[ \t]+(?P<wif>[5KLc][1-9A-HJ-NP-Za-km-z]{50,51})\b")


#: ``https://mainnet.infura.io/v3/<key>``, ``…alchemy.com/v2/<key>``: a key as the last segment after a
#: version in an RPC URL's path
_VERSION_PATH_KEY_RE = _lazy(r"(?i)[^\n]{0,300}?\b(?:https?|wss?)://[^\s/'\"`<>]+/(?:ws/|rpc/|api/)?v\d{1,2}/(?P<value>[A-Za-z0-9_-]{24,128})"
                             r"(?=[\s'\"`<>)]|$)")  # (``wss://mainnet.example.io/ws/v3/<key>`` too)


def version_path_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_HEX_RE.fullmatch(value) is not None and len(value) >= 32) or _looks_random(value.replace("-", "").replace("_", ""), 24)


#: ``MNEMONIC="legal winner …"``, "wallet seed: …", ``electrum restore …``: a seed phrase, 12 to 24 words
_MNEMONIC_RE = _lazy(r"(?i)[^\n]{0,200}?(?:mnemonic|seed|phrase|restore)\b[^\n]{0,40}?(?<![a-z])"
                     r"(?P<value>[a-z]{3,8}(?: [a-z]{3,8}){11,23})(?![a-z])")


def mnemonic_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    words = value.split()
    return len(words) % 3 == 0 and len(set(words)) >= len(words) - 3
