"""Blind redaction source "chaintrade": web3 development, crypto nodes and wallets, trading bots and
brokerage / market-data / banking-aggregator APIs (round 12).

Written 2026-12-02 by the helper "corpora2", blind to memtool's rules; stdlib + _tokens.py only. Every value is
random (mnemonics are random words, not valid BIP39 checksums). Rerun to regenerate chaintrade_*.jsonl
byte-identically.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "chaintrade"
g = Gen(2424)
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
WORDS = ("abandon ability absorb acid actor adapt admit adult aerobic affair agent alarm album alley amount anchor "
         "angle apple arena armor arrow aspect atom auction autumn avocado badge bamboo banner barrel basket beach "
         "bench bicycle bird blanket blossom board bonus border bottom brave bridge brisk bubble buffalo cabin cactus "
         "camera canal candy canvas carbon cargo castle catalog cement cereal chalk chimney circle citizen clay cliff "
         "cluster coconut comic copper coral cotton cradle crystal cushion dawn decade denial desert diesel dolphin "
         "donkey dragon drift eagle echo elbow ember engine exile fabric falcon fever fiber filter flame fossil fringe "
         "galaxy garlic gesture giraffe glacier gravity harbor hazard helmet hollow hybrid icon igloo island ivory "
         "jacket jungle kettle kidney ladder lava lemon lizard lobster magnet mango marble meadow mirror monkey "
         "napkin nephew oasis olive orbit oyster paddle panther pepper pilot planet pony puzzle quantum rabbit radar "
         "ribbon rocket saddle salmon scout shadow shrimp silk slogan sphere squirrel stadium sunset tackle timber "
         "tornado tunnel umbrella velvet violin walnut wizard yellow zebra").split()
PEOPLE = ["0xmaya", "kenji", "rdiaz", "tobi", "anya.k", "defi_dan", "lucas"]


def eth_key() -> str:
    return "0x" + g.hexs(64)


def mnemonic() -> str:
    return " ".join(g.pick(WORDS) for _ in range(g.pick([12, 12, 24])))


def addr() -> str:
    return "0x" + g.hexs(40)


def txh() -> str:
    return "0x" + g.hexs(64)


def b58(n: int) -> str:
    return g.s(B58, n)


def wrap(text: str) -> str:
    x = g.r.random()
    if text.startswith('{"tool_name"'):
        return text
    if x < .12 and text.startswith("$ "):
        cmd, _, out = text[2:].partition("\n")
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "run it"},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)
    if x < .12:
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": g.pick(["/home/dev/bot/notes.md", "/repo/contracts/NOTES.txt", "/srv/node/README.local"])},
                           "tool_response": {"type": "text", "file": {"content": text}}}, ensure_ascii=False)
    if x < .17:
        return json.dumps({"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22),
                                                        "content": text}]}, ensure_ascii=False)
    if x < .25:
        return f"{g.pick(PEOPLE)} — today at {g.r.randint(1, 12)}:{g.r.randint(0, 59):02d} PM\ndeploy script keeps reverting, anyone see what's off?\n```\n{text}\n```"
    return text


# ---------------------------------------------------------------- self-identifying
def s_xprv():
    k = g.pick(["xprv", "tprv"]) + "9" + b58(107)
    return g.pick([f"# electrum restore (watch + sign), DO NOT SHARE\nelectrum restore {k} --testnet" if k.startswith("t") else f"$ electrum restore {k}\nWallet saved in '/home/btc/.electrum/wallets/default_wallet'",
                   f"HOT_WALLET_XPRV={k}\nDERIVATION_PATH=m/84'/0'/0'\n"]), k


def s_wif():
    k = g.pick(["K", "L"]) + b58(51)
    return f"$ bitcoin-cli -rpcwallet=sweep importprivkey {k} \"sweep-2026\" false\n$ bitcoin-cli -rpcwallet=sweep rescanblockchain 870000", k


def s_macaroon():
    k = "0201036c6e6402f801030a10" + g.hexs(g.pick([200, 244, 280]))
    return g.pick([f"$ xxd -ps -u -c 1000 ~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon | tr 'A-F' 'a-f'\n{k}",
                   f"curl -s --cacert tls.cert -H \"Grpc-Metadata-macaroon: {k}\" https://127.0.0.1:8080/v1/balance/channels"]), k


def s_plaid_access():
    k = g.pick(["access-sandbox-", "access-development-", "access-production-"]) + g.uuid()
    return f"2026-12-02 10:41:07,112 INFO  plaid_sync  item={g.s(B62, 37)} exchanged public_token -> access_token={k} institution=ins_{g.r.randint(1, 130000)}", k


def s_cdp_pem():
    block, line = g.pem("EC PRIVATE KEY")
    org, kid = g.uuid(), g.uuid()
    return ("{\n   \"name\": \"organizations/" + org + "/apiKeys/" + kid + "\",\n   \"privateKey\": \"" +
            block.replace("\n", "\\n") + "\\n\"\n}"), line


def s_pem_validator():
    block, line = g.pem(g.pick(["PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]))
    return f"$ cat ~/validator/keys/node-signer.pem\n{block}", line


def s_blockfrost():
    k = g.pick(["mainnet", "preprod", "preview"]) + g.s(B62, 32)
    return g.pick([f"BLOCKFROST_PROJECT_ID={k}\nCARDANO_NETWORK=mainnet\n",
                   f"$ curl -H \"project_id: {k}\" https://cardano-mainnet.blockfrost.io/api/v0/epochs/latest\n{{\"epoch\":{g.r.randint(500, 600)},\"start_time\":1764662400,\"block_count\":{g.r.randint(1000, 21000)}}}"]), k


def s_apify_like_provider():
    name, tok, sec = g.self_identifying()
    return g.pick([f"# bot/.env\nEXCHANGE=binance\nDRY_RUN=false\n{name.upper()}_KEY={tok}\n",
                   f"notifier:\n  kind: {name}\n  credential: \"{tok}\"\n"]), sec


def s_telegram_bot():
    k = g.telegram()
    return f"\"telegram\": {{\n    \"enabled\": true,\n    \"token\": \"{k}\",\n    \"chat_id\": \"{g.r.randint(10**8, 10**10)}\"\n}},", k


def s_jwt_pinata():
    k = g.jwt()
    return g.pick([f"PINATA_JWT={k}\nPINATA_GATEWAY=acme-nft.mypinata.cloud\n",
                   f"const moralis = await Moralis.start({{ apiKey: \"{k}\" }});"]), k


def s_gh_ci():
    k = g.gh_fine()
    return f"      - name: push abi to registry repo\n        run: git push https://x-access-token:{k}@github.com/acme-defi/abi-registry.git HEAD:main", k


def s_stripe_onramp():
    k = "sk_live_" + g.s(B62, 99)
    return f"# onramp/server.py\nstripe.api_key = \"{k}\"\nsession = stripe.crypto.OnrampSession.create(wallet_addresses={{\"ethereum\": \"{addr()}\"}})", k


SELF = [s_xprv, s_wif, s_macaroon, s_plaid_access, s_cdp_pem, s_pem_validator, s_blockfrost, s_apify_like_provider,
        s_telegram_bot, s_jwt_pinata, s_gh_ci, s_stripe_onramp]


# ---------------------------------------------------------------- name-context
def n_env_pk():
    k = eth_key() if g.r.random() < .7 else g.hexs(64)
    return g.pick([f"# .env\nPRIVATE_KEY={k}\nSEPOLIA_RPC_URL=${{SEPOLIA_RPC_URL}}\nETHERSCAN_API_KEY=${{ETHERSCAN_API_KEY}}\n",
                   f"DEPLOYER_PRIVATE_KEY=\"{k}\"\nCHAIN_ID=8453\n",
                   f"export ETH_PRIVATE_KEY={k}"]), k


def n_hardhat():
    k = eth_key()
    return f"module.exports = {{\n  solidity: \"0.8.24\",\n  networks: {{\n    sepolia: {{\n      url: process.env.SEPOLIA_URL,\n      accounts: [\"{k}\"],\n    }},\n  }},\n}};", k


def n_cast():
    k = eth_key()
    return g.pick([f"$ cast send {addr()} \"setFee(uint256)\" 30 --rpc-url $BASE_RPC --private-key {k}\nblockHash               {txh()}\nstatus                  1 (success)\ntransactionHash         {txh()}",
                   f"$ forge script script/Deploy.s.sol --rpc-url $RPC --broadcast --private-key {k} --verify\n[⠊] Compiling...\nNo files changed, compilation skipped"]), k


def n_mnemonic():
    m = mnemonic()
    return g.pick([f"MNEMONIC=\"{m}\"\nINFURA_KEY=${{INFURA_KEY}}\n",
                   f"const provider = new HDWalletProvider({{\n  mnemonic: {{ phrase: \"{m}\" }},\n  providerOrUrl: process.env.RPC_URL,\n}});",
                   f"{g.pick(PEOPLE)}: pls don't judge, testnet wallet seed for the demo: {m}"]), m


def n_web3py():
    k = eth_key()
    return g.pick([f"from eth_account import Account\nacct = Account.from_key(\"{k}\")\nprint(acct.address)",
                   f"const wallet = new ethers.Wallet(\"{k}\", provider);\nconst tx = await wallet.sendTransaction({{ to, value: parseEther(\"0.05\") }});"]), k


def n_solana():
    arr = "[" + ",".join(str(g.r.randint(0, 255)) for _ in range(64)) + "]"
    return f"$ cat ~/.config/solana/id.json\n{arr}", arr


def n_etherscan():
    k = g.s(UPPER + "0123456789", 34)
    return g.pick([f"etherscan: {{\n    apiKey: {{ mainnet: \"{k}\", base: process.env.BASESCAN_KEY }},\n  }},",
                   f"ETHERSCAN_API_KEY={k}\n"]), k


def n_ccxt():
    k = g.s(B62, 64)
    return g.pick([f"exchange = ccxt.binance({{\n    'apiKey': os.environ['BINANCE_KEY'],\n    'secret': '{k}',\n    'options': {{'defaultType': 'future'}},\n}})",
                   f"BINANCE_API_SECRET={k}\nBINANCE_API_KEY=${{BINANCE_API_KEY}}\n"]), k


def n_freqtrade():
    k = g.s(B62, 64)
    return f"\"exchange\": {{\n    \"name\": \"bybit\",\n    \"key\": \"{g.s(B62, 18)}\",\n    \"secret\": \"{k}\",\n    \"ccxt_config\": {{}},\n    \"pair_whitelist\": [\"BTC/USDT:USDT\", \"ETH/USDT:USDT\"]\n}},", k


def n_kraken():
    k = g.b64(64)
    return f"[kraken]\napi_key = {g.b64(42).rstrip('=')}\nprivate_key = {k}\n", k


def n_bitcoin_conf():
    p = g.pw()
    return g.pick([f"# bitcoin.conf\nserver=1\ntxindex=1\nrpcuser=btcrpc\nrpcpassword={p}\nrpcallowip=10.0.0.0/24\n",
                   f"$ bitcoin-cli -rpcuser=btcrpc -rpcpassword={p} getblockchaininfo\n{{\n  \"chain\": \"main\",\n  \"blocks\": {g.r.randint(870000, 880000)},\n  \"verificationprogress\": 0.9999987"]), p


def n_alpaca():
    k = g.s(B62, 40)
    return g.pick([f"APCA_API_KEY_ID=PK{g.s(UPPER + '0123456789', 18)}\nAPCA_API_SECRET_KEY={k}\nAPCA_API_BASE_URL=https://paper-api.alpaca.markets\n",
                   f"trading_client = TradingClient(\"PK{g.s(UPPER + '0123456789', 18)}\", \"{k}\", paper=True)"]), k


def n_plaid_secret():
    k = g.hexs(30)
    return g.pick([f"PLAID_CLIENT_ID={g.hexs(24)}\nPLAID_SECRET={k}\nPLAID_ENV=sandbox\n",
                   f"configuration = plaid.Configuration(host=plaid.Environment.Production, api_key={{'clientId': '{g.hexs(24)}', 'secret': '{k}'}})"]), k


def n_keystore_pw():
    p = g.pw()
    return g.pick([f"$ echo '{p}' > /tmp/pw.txt && geth --datadir /data/geth account import --password /tmp/pw.txt key.hex\nAddress: {{{g.hexs(40)}}}",
                   f"$ lighthouse account validator import --directory validator_keys --password-file <(echo {p})"]), p


def n_chainlink_api():
    p = g.pw()
    return f"$ cat ~/.chainlink-sepolia/.api\nnode-admin@acme.io\n{p}", p


def n_tenderly():
    k = g.s(B62, 32)
    return f"TENDERLY_ACCESS_KEY={k}\nTENDERLY_PROJECT=acme-defi\nTENDERLY_USERNAME=acme\n", k


def n_agent_edit():
    k = eth_key()
    return json.dumps({"tool_name": "Write", "tool_input": {"file_path": "/home/dev/vault-strategy/.env.local",
                       "content": f"RPC_URL=https://base-mainnet.example-rpc.io\nKEEPER_PRIVATE_KEY={k}\n"}}), k


def n_finnhub_yaml():
    k = g.s(string.ascii_lowercase + string.digits, 20)
    return f"marketdata:\n  provider: finnhub\n  token: {k}\n  symbols: [AAPL, MSFT, NVDA]\n", k


def n_bot_log():
    k = g.s(B62, 64)
    return f"2026-12-02 06:00:01 | DEBUG | ExchangeConfig(name='okx', api_key='{g.uuid()}', api_secret='{k}', passphrase='***')", k


def n_okx_pass():
    p = g.pw()
    return f"OKX_API_KEY={g.uuid()}\nOKX_SECRET_KEY=${{OKX_SECRET}}\nOKX_PASSPHRASE={p}\n", p


def n_ibkr():
    p = g.pw()
    return f"# IBC config.ini\nIbLoginId=acmetrader{g.r.randint(1, 9)}\nIbPassword={p}\nTradingMode=paper\nAcceptIncomingConnectionAction=reject", p


NAME = [n_env_pk, n_hardhat, n_cast, n_mnemonic, n_web3py, n_solana, n_etherscan, n_ccxt, n_freqtrade, n_kraken,
        n_bitcoin_conf, n_alpaca, n_plaid_secret, n_keystore_pw, n_chainlink_api, n_tenderly, n_agent_edit,
        n_finnhub_yaml, n_bot_log, n_okx_pass, n_ibkr]


# ---------------------------------------------------------------- structural
def t_infura():
    k = g.hexs(32)
    return g.pick([f"SEPOLIA_RPC_URL=https://sepolia.infura.io/v3/{k}\n",
                   f"const provider = new ethers.JsonRpcProvider(\"https://mainnet.infura.io/v3/{k}\");"]), k


def t_alchemy():
    k = g.s(URLSAFE, 32)
    return g.pick([f"[rpc_endpoints]\nmainnet = \"https://eth-mainnet.g.alchemy.com/v2/{k}\"\nbase = \"${{BASE_RPC_URL}}\"",
                   f"$ cast block-number --rpc-url https://arb-mainnet.g.alchemy.com/v2/{k}\n{g.r.randint(280000000, 290000000)}"]), k


def t_quicknode():
    k = g.hexs(40)
    return f"RPC_URL=https://{g.s(string.ascii_lowercase, 6)}-{g.s(string.ascii_lowercase, 6)}-{g.s(string.ascii_lowercase, 5)}.solana-mainnet.quiknode.pro/{k}/", k


def t_rpc_userinfo():
    p = g.pw()
    return g.pick([f"BITCOIN_RPC_URL=http://btcrpc:{p}@10.0.0.12:8332/wallet/hot",
                   f"$ curl --user btcrpc:{p} --data-binary '{{\"jsonrpc\":\"1.0\",\"id\":\"x\",\"method\":\"getbalance\",\"params\":[]}}' -H 'content-type: text/plain;' http://127.0.0.1:8332/\n{{\"result\":0.48211093,\"error\":null,\"id\":\"x\"}}"]), p


def t_polygon_q():
    k = g.s(B62, 32)
    return g.pick([f"r = requests.get(f\"https://api.polygon.io/v2/aggs/ticker/AAPL/range/1/day/2026-01-01/2026-11-30?adjusted=true&apiKey={k}\")",
                   f"$ curl -s \"https://finnhub.io/api/v1/quote?symbol=TSLA&token={k}\"\n{{\"c\":341.2,\"d\":-2.1,\"dp\":-0.61,\"h\":348,\"l\":339.9,\"o\":344.7,\"pc\":343.3,\"t\":1764630000}}"]), k


def t_alphavantage():
    k = g.s(UPPER + "0123456789", 16)
    return f"174.138.21.9 - - [02/Dec/2026:06:00:02 +0000] \"GET /query?function=TIME_SERIES_INTRADAY&symbol=IBM&interval=5min&apikey={k} HTTP/1.1\" 200 -", k


def t_alpaca_header():
    k = g.s(B62, 40)
    return f"$ curl -s https://paper-api.alpaca.markets/v2/account -H \"APCA-API-KEY-ID: PK{g.s(UPPER + '0123456789', 18)}\" -H \"APCA-API-SECRET-KEY: {k}\" | jq .status\n\"ACTIVE\"", k


def t_bearer():
    k = g.pick([g.hexs(32) + "-" + g.hexs(32), g.s(B62, 28)])
    return g.pick([f"> GET /v3/accounts HTTP/1.1\n> Host: api-fxpractice.oanda.com\n> Authorization: Bearer {k}\n> Content-Type: application/json",
                   f"headers = {{\"Authorization\": \"Bearer {k}\", \"Accept\": \"application/json\"}}\nr = requests.get(\"https://sandbox.tradier.com/v1/markets/quotes?symbols=SPY\", headers=headers)"]), k


def t_cc_header():
    k = g.uuid()
    return f"fetch(\"https://api.commerce.coinbase.com/charges\", {{ method: \"POST\", headers: {{ \"X-CC-Api-Key\": \"{k}\", \"X-CC-Version\": \"2018-03-22\" }}, body }})", k


def t_db_url():
    p = g.pw()
    return g.pick([f"DATABASE_URL=postgresql://indexer:{p}@subgraph-db.int:5432/graph-node",
                   f"postgres_url = \"postgresql://ponder:{p}@db.internal:5432/ponder\"",
                   f"REDIS_URL=redis://default:{p}@orderbook-cache.int:6379/0"]), p


def t_ws_key():
    k = g.hexs(32)
    return f"const ws = new WebSocket(`wss://mainnet.infura.io/ws/v3/{k}`);", k


def t_plaid_body():
    k = g.hexs(30)
    return f"$ curl -X POST https://sandbox.plaid.com/link/token/create -H 'Content-Type: application/json' -d '{{\"client_id\": \"{g.hexs(24)}\", \"secret\": \"{k}\", \"user\": {{\"client_user_id\": \"u-{g.r.randint(1, 999)}\"}}, \"products\": [\"transactions\"]}}'", k


def t_truelayer_form():
    k = g.uuid()
    return f"POST /connect/token HTTP/1.1\nHost: auth.truelayer-sandbox.com\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=sandbox-acmebank-{g.hexs(6)}&client_secret={k}&scope=payments", k


def t_chat_pair():
    p = g.pw()
    return f"{g.pick(PEOPLE)}: grafana for the validators is up, login monitor / {p}\n{g.pick(PEOPLE)}: ty", p


def t_electrum_rpc():
    p = g.pw()
    return f"$ curl --data-binary '{{\"id\":\"1\",\"method\":\"getbalance\"}}' http://user:{p}@127.0.0.1:7777\n{{\"jsonrpc\": \"2.0\", \"result\": {{\"confirmed\": \"0.0213\"}}, \"id\": \"1\"}}", p


STRUCT = [t_infura, t_alchemy, t_quicknode, t_rpc_userinfo, t_polygon_q, t_alphavantage, t_alpaca_header, t_bearer,
          t_cc_header, t_db_url, t_ws_key, t_plaid_body, t_truelayer_form, t_chat_pair, t_electrum_rpc]


# ---------------------------------------------------------------- clean
CLEAN = [
    lambda: f"$ cast receipt {txh()} --rpc-url $RPC\nblockHash               {txh()}\nblockNumber             {g.r.randint(19000000, 21000000)}\nfrom                    {addr()}\nlogsBloom               0x{'0' * 40}{g.hexs(24)}\nstatus                  1 (success)\ntransactionHash         {txh()}",
    lambda: f"# .env.example\nPRIVATE_KEY=\nMNEMONIC=\"\"\nSEPOLIA_RPC_URL=https://sepolia.infura.io/v3/<YOUR_PROJECT_ID>\nETHERSCAN_API_KEY=your-etherscan-key\n",
    lambda: "Hardhat Network's default accounts come from the public test mnemonic \"test test test test test test test test test test test junk\"; anyone can drain them, so never send real funds there.",
    lambda: f"# bitcoin.conf\nserver=1\nrpcauth=btcrpc:{g.hexs(32)}${g.hexs(64)}\nrpcallowip=127.0.0.1\n",
    lambda: f"Deployed Vault at {addr()} (tx {txh()}), verified on Basescan. Implementation {addr()}, proxy admin {addr()}.",
    lambda: f"xpub6{b58(106)}  (watch-only, imported into the accounting node)",
    lambda: f"topics[0] = {txh()}  // keccak256(\"Transfer(address,address,uint256)\")\ndata = 0x{'0' * 48}{g.hexs(16)}",
    lambda: f"signature: 0x{g.hexs(130)}\nmessage: \"Sign in to acme.xyz\\nNonce: {g.s(B62, 17)}\"\nsigner: {addr()}",
    lambda: f"ipfs://bafybei{g.s('abcdefghijklmnopqrstuvwxyz234567', 52)}/metadata/{g.r.randint(1, 9999)}.json  (pinned, CID v1)",
    lambda: f"const projectId = '{g.hexs(32)}'; // WalletConnect Cloud project id, public, domain-allowlisted",
    lambda: f"$ solana address\n{b58(44)}\n$ solana balance\n2.41 SOL",
    lambda: f"const wallet = new ethers.Wallet(process.env.DEPLOYER_PRIVATE_KEY!, provider);\nif (!process.env.DEPLOYER_PRIVATE_KEY) throw new Error(\"set DEPLOYER_PRIVATE_KEY\");",
    lambda: f"Plaid sandbox logins are user_good / pass_good (documented test user); institution ins_109508, item {g.s(B62, 37)}, request_id {g.s(B62, 15)}.",
    lambda: f"2026-12-02 06:00:01 | INFO | order filled id={g.r.randint(10**17, 10**18)} clientOrderId=x-{g.s(B62, 20)} BTC/USDT qty=0.013 price=97213.4",
    lambda: f"BINANCE_API_SECRET=${{{{ secrets.BINANCE_API_SECRET }}}}\nAPCA_API_SECRET_KEY=${{{{ secrets.ALPACA_SECRET }}}}",
    lambda: f"2026-12-02 06:00:01 | DEBUG | ExchangeConfig(name='okx', api_key='****{g.s(B62, 4)}', api_secret='***', passphrase='***')",
    lambda: f"bc1q{g.s('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)} received 0.0042 BTC in txid {g.hexs(64)}:{g.r.randint(0, 3)}",
    lambda: f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(40)}\n-----END PUBLIC KEY-----\n(Coinbase webhook verification key, published in their docs)",
    lambda: f"$ forge test -vv\n[PASS] testDeposit() (gas: {g.r.randint(50000, 200000)})\n[PASS] testWithdrawRevertsWhenPaused() (gas: {g.r.randint(10000, 40000)})\nSuite result: ok. 2 passed; 0 failed; 0 skipped; finished in 4.21ms",
    lambda: f"contract bytecode hash {txh()}, metadata ipfs hash Qm{b58(44)}, compiler 0.8.24+commit.e11b9ed9",
    lambda: "Never paste your seed phrase or private key anywhere, including support chats. Nobody from the team will ask for it; if someone does, it's a scam.",
    lambda: f"validator pubkey 0x{g.hexs(96)}\nwithdrawal_credentials 0x01{'0' * 22}{g.hexs(40)}\ndeposit_data_root {txh()}",
    lambda: f"$ lncli getinfo\n{{\n    \"identity_pubkey\": \"0{g.pick('23')}{g.hexs(64)}\",\n    \"alias\": \"acme-ln\",\n    \"num_active_channels\": 14,\n    \"block_hash\": \"{'0' * 8}{g.hexs(56)}\"\n}}",
    lambda: f"keystore UTC--2026-12-02T10-00-00.000Z--{g.hexs(40)}: {{\"crypto\":{{\"cipher\":\"aes-128-ctr\",\"ciphertext\":\"{g.hexs(64)}\",\"kdf\":\"scrypt\",\"mac\":\"{g.hexs(64)}\"}}}} (encrypted; password in 1Password)",
    lambda: f"accounts: process.env.PRIVATE_KEY ? [process.env.PRIVATE_KEY] : [],",
    lambda: f"PLAID_SECRET=  # rotate from the dashboard; prod value lives in AWS Secrets Manager plaid/prod\nPLAID_ENV=production",
    lambda: f"Etherscan API rate limit (5/s) hit for key ending ...{g.s(UPPER, 4)}; retrying in 1.2s (attempt 2/5)",
    lambda: f"MerkleRoot: {txh()}\nproof[0]: {txh()}\nproof[1]: {txh()}",
    lambda: f"$ cast wallet address --account deployer\nEnter keystore password:\n{addr()}",
    lambda: f"ENS: acme-treasury.eth -> {addr()} (resolver {addr()})",
]


def main() -> None:
    secrets = []
    for cls, pool, n in (("self-identifying", SELF, 55), ("name-context", NAME, 125), ("structural", STRUCT, 70)):
        for i in range(n):
            text, sec = pool[i % len(pool)]()
            secrets.append((cls, wrap(text), sec))
    order = list(range(len(secrets)))
    g.r.shuffle(order)
    secrets = [secrets[i] for i in order]
    clean, seen, i = [], set(), 0
    while len(clean) < 100 and i < 5000:  # distinct texts only
        t = wrap(CLEAN[i % len(CLEAN)]())
        i += 1
        if t not in seen:
            seen.add(t)
            clean.append(t)
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
