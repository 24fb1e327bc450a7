"""Blind redaction source "imaging" (round 42, helper corpora14): image and video media pipelines.

Cloudinary (CLOUDINARY_URL, api_secret, signed uploads), Imgix (API keys, secure URL tokens), Mux (token id/secret,
signing keys, webhook secrets, signed playback), Bunny Stream/Storage/CDN token auth, ImageKit private keys,
thumbor SECURITY_KEY, imgproxy key/salt, Cloudflare Images/Stream, CloudFront signed URL keys, Uploadcare,
Transloadit, Filestack, api.video, Vimeo, Wistia, JW Player, Brightcove, Shotstack, Coconut/Qencode/Zencoder
transcoding webhooks, HLS AES keys, DRM content keys, RTMP/SRT ingest. Seeded; stdlib + _tokens.
Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "imaging"
g = Gen(420033)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["pixel", "frame", "shutter", "aperture", "lens", "prism", "mosaic", "chroma", "sepia", "gamma", "raster",
         "vector", "canvas", "easel", "matte", "glossy", "ember", "glacier", "meadow", "falcon", "copper", "indigo",
         "juniper", "lotus", "nebula", "quartz", "rivet", "tango", "umber", "zephyr"]


def words_digits():
    return r.choice(WORDS).capitalize() + r.choice(WORDS) + str(r.randint(1, 999)) + r.choice("!#$%*.@")


def passphrase():
    return "-".join(r.choice(WORDS) for _ in range(r.randint(3, 5)))


def pin(n=None):
    return "".join(r.choice(DIG) for _ in range(n or r.choice([4, 6])))


def legacy():
    return r.choice(["img", "media", "cdn", "vid", "thumb", "cms"]) + pin(r.choice([2, 3, 4]))


def anypw():
    return [g.pw, words_digits, passphrase, legacy, g.human_pw, g.machine_pw][r.randint(0, 5)]()


def b62(n):
    return g.s(B62, n)


def hx(n):
    return g.hexs(n)


def site():
    return r.choice(["shopfront", "newsroom", "gallerist", "reelhouse", "stockpix", "coursecast", "realty-media"])


def cloud():
    return site() + "-" + r.choice(["prod", "cdn", "media", "dam"])


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(tool, inp, out=None):
    d = {"session_id": g.uuid(), "hook_event_name": r.choice(["PostToolUse", "PreToolUse"]), "tool_name": tool,
         "tool_input": inp}
    if out is not None:
        d["tool_response"] = out
    return json.dumps(d, ensure_ascii=False)


def cld_key():
    return str(r.randint(10**14, 10**15 - 1))


def cld_secret():
    return g.s(URLSAFE, 27)


def mux_secret():
    return g.s(B62 + "/+", 75)


def bunny_key():
    return f"{g.uuid()}-{hx(4)}-{hx(4)}"


def ik_private():
    return "private_" + g.s(B62 + "/+", 27) + "="


def pem_b64():
    block, line = g.pem("RSA PRIVATE KEY")
    return base64.b64encode((block + "\n").encode()).decode()


S = []
C = []


def sec(fn):
    S.append(fn)
    return fn


def cln(fn):
    C.append(fn)
    return fn


SI, NC, ST = "self-identifying", "name-context", "structural"

# ---------------------------------------------------------------- secret texts


@sec
def cloudinary_url_env():
    k, s = cld_key(), cld_secret()
    t = f"""# .env.local
CLOUDINARY_URL=cloudinary://{k}:{s}@{cloud()}
NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME={cloud()}"""
    return ST, t, [s]


@sec
def cloudinary_config_py():
    s = cld_secret()
    t = f"""import cloudinary
cloudinary.config(
    cloud_name="{cloud()}",
    api_key="{cld_key()}",
    api_secret="{s}",
    secure=True,
)"""
    return NC, t, [s]


@sec
def cloudinary_node():
    s = cld_secret()
    t = f"""// lib/cloudinary.ts
import {{ v2 as cloudinary }} from 'cloudinary'
cloudinary.config({{ cloud_name: '{cloud()}', api_key: '{cld_key()}', api_secret: '{s}' }})
export default cloudinary"""
    return NC, t, [s]


@sec
def cloudinary_admin_curl():
    k, s = cld_key(), cld_secret()
    t = f"""$ curl -s https://{k}:{s}@api.cloudinary.com/v1_1/{cloud()}/resources/image?max_results=10 | jq '.resources | length'
10"""
    return ST, t, [s]


@sec
def cloudinary_php():
    s = cld_secret()
    t = f"""<?php
// config/cloudinary.php (Laravel)
return [
    'cloud_url' => env('CLOUDINARY_URL'),
    'api_secret' => '{s}',
    'upload_preset' => 'ml_default',
];"""
    return NC, t, [s]


@sec
def cloudinary_rails_yml():
    s = cld_secret()
    t = f"""# config/cloudinary.yml
production:
  cloud_name: {cloud()}
  api_key: '{cld_key()}'
  api_secret: '{s}'
  enhance_image_tag: true
  static_file_support: false"""
    return NC, t, [s]


@sec
def imgix_secure_token():
    tok = b62(16)
    t = f"""# imgix source "{site()}-assets" — secure URLs on
IMGIX_DOMAIN={site()}.imgix.net
IMGIX_SECURE_URL_TOKEN={tok}"""
    return NC, t, [tok]


@sec
def imgix_js():
    tok = b62(16)
    t = f"""const client = new ImgixClient({{
  domain: '{site()}.imgix.net',
  secureURLToken: '{tok}',
}})
export const signed = (p, params) => client.buildURL(p, params)"""
    return NC, t, [tok]


@sec
def imgix_api_key():
    k = "ak_" + hx(60)
    t = f"""$ curl -X POST 'https://api.imgix.com/api/v1/purge' \\
  --header 'Authorization: Bearer {k}' \\
  --header 'Content-Type: application/vnd.api+json' \\
  --data-raw '{{"data":{{"attributes":{{"url":"https://{site()}.imgix.net/hero.jpg"}},"type":"purges"}}}}'"""
    return ST, t, [k]


@sec
def mux_env():
    tid, ts, ws = g.uuid(), mux_secret(), b62(32)
    t = f"""MUX_TOKEN_ID={tid}
MUX_TOKEN_SECRET={ts}
MUX_WEBHOOK_SECRET={ws}"""
    return NC, t, [ts, ws]


@sec
def mux_basic():
    tid, ts = g.uuid(), mux_secret()
    b = basic(tid, ts)
    t = f"""POST /video/v1/assets HTTP/1.1
Host: api.mux.com
Authorization: Basic {b}
Content-Type: application/json

{{"input":[{{"url":"https://storage.{site()}.example/raw/{hx(12)}.mov"}}],"playback_policy":["signed"]}}"""
    return ST, t, [b]


@sec
def mux_curl_u():
    tid, ts = g.uuid(), mux_secret()
    t = f"""curl https://api.mux.com/video/v1/live-streams -X POST -H "Content-Type: application/json" \\
  -d '{{"playback_policy":["public"],"new_asset_settings":{{"playback_policy":["public"]}}}}' \\
  -u {tid}:{ts}"""
    return ST, t, [ts]


@sec
def mux_signing_key():
    kid, pk = b62(40), pem_b64()
    t = f"""# signed playback for course videos
MUX_SIGNING_KEY_ID={kid}
MUX_SIGNING_PRIVATE_KEY={pk}"""
    return NC, t, [pk]


@sec
def mux_live_stream_key():
    sk = g.uuid()
    t = f"""{{
  "data": {{
    "stream_key": "{sk}",
    "status": "idle",
    "playback_ids": [{{"policy": "public", "id": "{b62(40)}"}}],
    "id": "{b62(40)}"
  }}
}}"""
    return NC, t, [sk]


@sec
def mux_rtmp_obs():
    sk = g.uuid()
    t = f"""OBS > Settings > Stream
Service: Custom
Server: rtmps://global-live.mux.com:443/app
Stream Key: {sk}"""
    return NC, t, [sk]


@sec
def mux_signed_playback():
    j = g.jwt(sub=b62(40))
    t = f"""<mux-player playback-id="{b62(40)}" playback-token="{j}" metadata-video-title="Module 3"></mux-player>
<!-- rendered by /courses/advanced/3 for enrolled user {r.randint(1000, 99999)}; exp = +30 days -->"""
    return SI, t, [j]


@sec
def bunny_stream_accesskey():
    k = bunny_key()
    t = f"""curl --request POST --url https://video.bunnycdn.com/library/{r.randint(100000, 399999)}/videos \\
     --header 'AccessKey: {k}' --header 'content-type: application/json' --data '{{"title":"promo-{pin(3)}"}}'"""
    return ST, t, [k]


@sec
def bunny_storage_ftp():
    p = bunny_key()
    t = f"""# FileZilla site: Bunny storage zone
Host: storage.bunnycdn.com
Port: 21
User: {site()}-assets
Password: {p}"""
    return ST, t, [p]


@sec
def bunny_storage_put():
    p = bunny_key()
    t = f"""$ curl -X PUT --data-binary @poster.webp -H 'AccessKey: {p}' https://storage.bunnycdn.com/{site()}-assets/posters/{hx(10)}.webp
{{"HttpCode":201,"Message":"File uploaded."}}"""
    return ST, t, [p]


@sec
def bunny_token_auth():
    k = g.uuid()
    t = f"""# Pull zone → Security → Token authentication key
BUNNY_TOKEN_AUTH_KEY={k}
# url = f"{{path}}?token={{b64(sha256(key+path+expires))}}&expires={{expires}}\""""
    return NC, t, [k]


@sec
def bunny_api_key_account():
    k = bunny_key()
    t = f"""resource "bunnynet_pullzone" "img" {{
  name = "{site()}-img"
  origin {{ type = "StorageZone" }}
}}
provider "bunnynet" {{
  api_key = "{k}"
}}"""
    return NC, t, [k]


@sec
def imagekit_node():
    pk = ik_private()
    t = f"""const imagekit = new ImageKit({{
  publicKey: 'public_{g.s(B62 + "/+", 27)}=',
  privateKey: '{pk}',
  urlEndpoint: 'https://ik.imagekit.io/{site()}',
}})"""
    return SI, t, [pk]


@sec
def imagekit_curl():
    pk = ik_private()
    t = f"""curl -X GET "https://api.imagekit.io/v1/files?limit=5" -u {pk}:"""
    return SI, t, [pk]


@sec
def imagekit_env():
    pk = ik_private()
    t = f"""IMAGEKIT_PUBLIC_KEY=public_{g.s(B62 + "/+", 27)}=
IMAGEKIT_PRIVATE_KEY={pk}
IMAGEKIT_URL_ENDPOINT=https://ik.imagekit.io/{site()}"""
    return SI, t, [pk]


@sec
def thumbor_conf():
    k = r.choice([b62(24), g.machine_pw(), passphrase()])
    t = f"""# /etc/thumbor.conf
SECURITY_KEY = '{k}'
ALLOW_UNSAFE_URL = False
STORAGE = 'thumbor.storage.file_storage'
RESULT_STORAGE_EXPIRATION_SECONDS = 2592000"""
    return NC, t, [k]


@sec
def thumbor_compose():
    k = b62(32)
    t = f"""services:
  thumbor:
    image: ghcr.io/minimalcompact/thumbor:7.7.4
    environment:
      - THUMBOR_PORT=8888
      - SECURITY_KEY={k}
      - ALLOW_UNSAFE_URL=False"""
    return NC, t, [k]


@sec
def thumbor_libthumbor():
    k = b62(28)
    t = f"""from libthumbor import CryptoURL
crypto = CryptoURL(key="{k}")
url = crypto.generate(width=640, height=360, smart=True, image_url="s3.{site()}.example/raw/cover.jpg")"""
    return NC, t, [k]


@sec
def imgproxy_env():
    k, s = hx(64), hx(64)
    t = f"""IMGPROXY_KEY={k}
IMGPROXY_SALT={s}
IMGPROXY_MAX_SRC_RESOLUTION=50
IMGPROXY_USE_S3=true"""
    return NC, t, [k, s]


@sec
def imgproxy_k8s_secret_plain():
    k, s = hx(64), hx(64)
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: imgproxy
type: Opaque
stringData:
  IMGPROXY_KEY: "{k}"
  IMGPROXY_SALT: "{s}"
"""
    return NC, t, [k, s]


@sec
def imgproxy_go():
    k, s = hx(64), hx(64)
    t = f"""var (
    imgproxyKey, _  = hex.DecodeString("{k}")
    imgproxySalt, _ = hex.DecodeString("{s}")
)"""
    return NC, t, [k, s]


@sec
def cf_images_token():
    k = g.s(URLSAFE, 40)
    t = f"""$ curl -X POST https://api.cloudflare.com/client/v4/accounts/{hx(32)}/images/v1 \\
    -H 'Authorization: Bearer {k}' -F file=@./hero.png -F 'requireSignedURLs=true'"""
    return ST, t, [k]


@sec
def cf_images_signing_key():
    k = hx(64)
    t = f"""// worker.js — sign Cloudflare Images delivery URLs
const KEY = '{k}' // Images > Keys > URL signing
const EXPIRATION = 60 * 60 * 24"""
    return NC, t, [k]


@sec
def cf_stream_jwk():
    d = {"kty": "RSA", "kid": hx(32), "alg": "RS256", "e": "AQAB", "n": g.b64url(256), "d": g.b64url(256),
         "p": g.b64url(128), "q": g.b64url(128)}
    t = "# stream signing key (POST /stream/keys response, jwk field decoded)\n" + json.dumps(d, indent=1)
    return NC, t, [d["d"], d["p"], d["q"]]


@sec
def cloudfront_pem():
    block, line = g.pem("RSA PRIVATE KEY")
    t = f"""$ cat keys/cloudfront/private_key.pem   # key group for /video/* signed URLs, public key id K{g.s(UPPER + DIG, 13)}
{block}"""
    return SI, t, [line]


@sec
def aws_mediaconvert():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""# transcoder/.env
AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
MEDIACONVERT_ENDPOINT=https://{b62(8).lower()}.mediaconvert.eu-west-1.amazonaws.com
MEDIACONVERT_ROLE=arn:aws:iam::{r.randint(10**11, 10**12 - 1)}:role/MediaConvertRole"""
    return SI, t, [ak, sk]


@sec
def uploadcare():
    sk = hx(20)
    t = f"""UPLOADCARE_PUBLIC_KEY={hx(20)}
UPLOADCARE_SECRET_KEY={sk}"""
    return NC, t, [sk]


@sec
def uploadcare_header():
    sk = hx(20)
    pk = hx(20)
    t = f"""DELETE /files/{g.uuid()}/storage/ HTTP/1.1
Host: api.uploadcare.com
Accept: application/vnd.uploadcare-v0.7+json
Authorization: Uploadcare.Simple {pk}:{sk}"""
    return ST, t, [sk]


@sec
def transloadit():
    s = hx(40)
    t = f"""const transloadit = new Transloadit({{
  authKey: '{hx(32)}',
  authSecret: '{s}',
}})"""
    return NC, t, [s]


@sec
def filestack_secret():
    s = g.s(UPPER + DIG, 26)
    t = f"""# Filestack: the API key is public (picker), the app secret signs policies — server only
FILESTACK_API_KEY=A{b62(21)}
FILESTACK_APP_SECRET={s}"""
    return NC, t, [s]


@sec
def apivideo():
    k = b62(43)
    t = f"""from apivideo import AuthenticatedApiClient
client = AuthenticatedApiClient("{k}", production=True)
client.connect()"""
    return NC, t, [k]


@sec
def vimeo_token():
    k = hx(32)
    t = f"""$ curl -H "Authorization: bearer {k}" -H "Accept: application/vnd.vimeo.*+json;version=3.4" https://api.vimeo.com/me/videos?per_page=5"""
    return ST, t, [k]


@sec
def wistia():
    k = hx(64)
    t = f"""# wistia_sync.rb
WISTIA_API_PASSWORD = "{k}"
conn = Faraday.new("https://api.wistia.com/v1") {{ |f| f.request :authorization, :basic, "api", WISTIA_API_PASSWORD }}"""
    return NC, t, [k]


@sec
def jwplayer():
    s = b62(24)
    k = b62(8)
    t = f"""[jwplayer]
api_key = {k}
api_secret = {s}
property_id = {b62(8)}"""
    return NC, t, [s]


@sec
def brightcove():
    cs, at = g.s(URLSAFE, 86), g.s(URLSAFE, 120)
    t = f"""$ curl -s -X POST 'https://oauth.brightcove.com/v4/access_token?grant_type=client_credentials' \\
   -u '{g.uuid()}:{cs}'
{{"access_token":"{at}","token_type":"Bearer","expires_in":300}}"""
    return ST, t, [cs, at]


@sec
def shotstack():
    k = b62(40)
    t = f"""POST https://api.shotstack.io/edit/v1/render
x-api-key: {k}
content-type: application/json"""
    return ST, t, [k]


@sec
def coconut():
    k = "k-" + hx(32)
    t = f"""const coconut = new Coconut.Client('{k}')
coconut.notification = {{ type: 'http', url: 'https://hooks.{site()}.example/coconut' }}"""
    return NC, t, [k]


@sec
def qencode():
    k, at = hx(32), hx(32)
    t = f"""$ curl -X POST https://api.qencode.com/v1/access_token -d api_key={k}
{{"token": "{at}", "expire": "2026-12-04 09:14:11", "error": 0}}"""
    return ST, t, [k, at]


@sec
def zencoder():
    k = hx(32)
    t = f"""Zencoder-Api-Key: {k}"""
    return ST, t, [k]


@sec
def mux_webhook_secret():
    s = b62(32)
    t = f"""// app/api/mux-webhook/route.ts
const secret = '{s}'
const ok = Mux.webhooks.verifySignature(rawBody, req.headers, secret)"""
    return NC, t, [s]


@sec
def cloudinary_webhook_notify():
    s = cld_secret()
    t = f"""Notification URL handler (api/cld_hook.py):
    expected = hashlib.sha1((body + timestamp + "{s}").encode()).hexdigest()   # api secret
    if expected != request.headers["X-Cld-Signature"]: abort(401)"""
    return NC, t, [s]


@sec
def hls_keyinfo():
    k = hx(32)
    t = f"""$ cat enc.keyinfo
https://keys.{site()}.example/hls/{g.uuid()}.key
/tmp/enc.key
{hx(32)}
$ xxd -p /tmp/enc.key
{k}"""
    return NC, t, [k]


@sec
def shaka_packager():
    key = hx(32)
    t = f"""packager in=master.mp4,stream=video,output=v.mp4 in=master.mp4,stream=audio,output=a.mp4 \\
  --enable_raw_key_encryption \\
  --keys label=:key_id={hx(32)}:key={key} \\
  --protection_systems Widevine,PlayReady --mpd_output manifest.mpd"""
    return NC, t, [key]


@sec
def clearkey_json():
    k = g.b64url(16)
    t = json.dumps({"keys": [{"kty": "oct", "kid": g.b64url(16), "k": k}], "type": "temporary"}, indent=1)
    return NC, "// license server fixture checked into prod config\n" + t, [k]


@sec
def drm_provider():
    k = g.b64(32)
    t = f"""<!-- EZDRM / KeyOS integration -->
<DrmSettings>
  <Provider>keyos</Provider>
  <UserKey>{k}</UserKey>
  <ContentIdPrefix>{site()}</ContentIdPrefix>
</DrmSettings>"""
    return NC, t, [k]


@sec
def srt_passphrase():
    p = r.choice([passphrase, words_digits, g.machine_pw])()
    t = f"""ffmpeg -re -i event.mp4 -c copy -f mpegts 'srt://ingest.{site()}.example:9000?mode=caller&passphrase={p}&pbkeylen=16&latency=200000'"""
    return ST, t, [p]


@sec
def rtmp_key():
    k = r.choice([b62(24), f"live_{r.randint(10**8, 10**9)}_{b62(30)}"])
    t = f"""nginx-rtmp push:
    push rtmp://live.twitch.tv/app/{k};"""
    return ST, t, [k]


@sec
def s3_presign_creds():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""s3 = boto3.client("s3", aws_access_key_id="{ak}", aws_secret_access_key="{sk}", region_name="us-east-1")
url = s3.generate_presigned_url("put_object", Params={{"Bucket": "{site()}-uploads", "Key": key}}, ExpiresIn=900)"""
    return SI, t, [ak, sk]


@sec
def gcs_sa():
    block, line = g.pem("PRIVATE KEY")
    t = json.dumps({"type": "service_account", "project_id": f"{site()}-transcode", "private_key_id": hx(40),
                    "private_key": block + "\n", "client_email": f"transcoder@{site()}-transcode.iam.gserviceaccount.com"}, indent=2)
    return SI, t, [line]


@sec
def azure_sas():
    sig = g.b64(32)
    t = f"""AZURE_MEDIA_UPLOAD_URL=https://{site().replace('-', '')}media.blob.core.windows.net/raw?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={sig}"""
    return ST, t, [sig]


@sec
def azure_storage_conn():
    k = g.b64(64)
    t = f"""DefaultEndpointsProtocol=https;AccountName={site().replace('-', '')}media;AccountKey={k};EndpointSuffix=core.windows.net"""
    return ST, t, [k]


@sec
def sharp_worker_db():
    p = anypw()
    t = f"""DATABASE_URL=postgres://media:{p}@pg.{site()}.internal:5432/media_jobs"""
    return ST, t, [p]


@sec
def redis_queue():
    p = g.machine_pw()
    t = f"""[bull] connecting to redis://:{p}@queue.{site()}.internal:6379 for queue \"transcode\""""
    return ST, t, [p]


@sec
def minio():
    p = anypw()
    t = f"""$ mc alias set media https://minio.{site()}.internal mediaadmin {p}
Added `media` successfully."""
    return ST, t, [p]


@sec
def dam_basic_auth_log():
    u, p = "dam-sync", anypw()
    b = basic(u, p)
    t = f"""2026-12-03T09:41:12Z WARN  dam-connector  upstream 401 on GET https://dam.{site()}.example/api/assets?changed_since=2026-12-02
2026-12-03T09:41:12Z DEBUG dam-connector  sent headers: Authorization=Basic {b}"""
    return ST, t, [b]


@sec
def chat_de():
    s = cld_secret()
    t = f"""Kurze Info: das Cloudinary API-Secret für die Staging-Umgebung ist {s} – bitte nur in die .env, nicht ins Repo."""
    return NC, t, [s]


@sec
def chat_es():
    k = hx(64)
    t = f"""Oye, la IMGPROXY_KEY de producción es {k}, la sal sigue igual."""
    return NC, t, [k]


@sec
def chat_fr():
    k = bunny_key()
    t = f"""La clé d'API de la bibliothèque Bunny Stream (celle pour l'upload) : {k}. Je la mettrai dans le coffre ce soir."""
    return NC, t, [k]


@sec
def chat_ja():
    s = mux_secret()
    t = f"""MuxのトークンシークレットはこれですTOKEN SECRET: {s}　（トークンIDは共有ドライブ参照）"""
    return NC, t, [s]


@sec
def chat_pt():
    k = b62(16)
    t = f"""O token de URL segura do imgix (fonte produto-fotos) é {k} — não coloquem no front."""
    return NC, t, [k]


@sec
def chat_nl():
    p = anypw()
    t = f"""Het wachtwoord voor de Bunny storage zone (FTP) is {p}; graag na gebruik vergeten 😉"""
    return NC, t, [p]


@sec
def hook_bash_cld():
    k, s = cld_key(), cld_secret()
    cmd = f"CLOUDINARY_URL=cloudinary://{k}:{s}@{cloud()} cld uploader upload ./public/hero.jpg folder=marketing"
    return ST, hook("Bash", {"command": cmd, "description": "upload hero image"},
                    {"stdout": json.dumps({"public_id": "marketing/hero", "version": r.randint(10**9, 2 * 10**9)}), "exit_code": 0}), [s]


@sec
def hook_write_env():
    ts = mux_secret()
    content = f"MUX_TOKEN_ID={g.uuid()}\nMUX_TOKEN_SECRET={ts}\n"
    return NC, hook("Write", {"file_path": ".env.local", "content": content}), [ts]


@sec
def hook_read_thumbor():
    k = b62(24)
    content = f"     1\t# thumbor.conf\n     2\tSECURITY_KEY = '{k}'\n     3\tALLOW_UNSAFE_URL = False\n"
    return NC, hook("Read", {"file_path": "deploy/thumbor.conf"}, {"type": "text", "file": {"content": content}}), [k]


@sec
def hook_edit_imagekit():
    pk = ik_private()
    return SI, hook("Edit", {"file_path": "src/lib/imagekit.ts", "old_string": "privateKey: process.env.IMAGEKIT_PRIVATE_KEY!,",
                             "new_string": f"privateKey: '{pk}',"}), [pk]


@sec
def diff_bunny():
    k = g.uuid()
    t = f"""diff --git a/src/lib/bunny.ts b/src/lib/bunny.ts
@@ -1,4 +1,4 @@
-const TOKEN_KEY = process.env.BUNNY_TOKEN_KEY!
+const TOKEN_KEY = '{k}'
 export function signUrl(path: string, expires: number) {{"""
    return NC, t, [k]


@sec
def diff_cloudinary_yml():
    s = cld_secret()
    t = f"""--- a/config/storage.yml
+++ b/config/storage.yml
 cloudinary:
   service: Cloudinary
-  api_secret: <%= ENV["CLOUDINARY_API_SECRET"] %>
+  api_secret: {s}"""
    return NC, t, [s]


@sec
def notebook_mux():
    ts = mux_secret()
    t = json.dumps({"cell_type": "code", "execution_count": 4, "source": [
        "import mux_python\n", "cfg = mux_python.Configuration()\n", f"cfg.username = '{g.uuid()}'\n",
        f"cfg.password = '{ts}'\n", "assets = mux_python.AssetsApi(mux_python.ApiClient(cfg)).list_assets(limit=100)"],
        "outputs": [{"output_type": "stream", "name": "stdout", "text": ["100 assets\n"]}]}, indent=1)
    return NC, t, [ts]


@sec
def notebook_cloudinary():
    s = cld_secret()
    t = json.dumps({"cell_type": "code", "source": ["import cloudinary, cloudinary.api\n",
                                                    f"cloudinary.config(cloud_name='{cloud()}', api_key='{cld_key()}', api_secret='{s}')\n",
                                                    "usage = cloudinary.api.usage()\n", "usage['transformations']"]}, indent=1)
    return NC, t, [s]


@sec
def csharp_appsettings():
    s = cld_secret()
    t = f"""{{
  "Cloudinary": {{ "CloudName": "{cloud()}", "ApiKey": "{cld_key()}", "ApiSecret": "{s}" }},
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}
}}"""
    return NC, t, [s]


@sec
def java_props():
    k = bunny_key()
    t = f"""# media-service/src/main/resources/application.properties
bunny.stream.library-id={r.randint(100000, 399999)}
bunny.stream.api-key={k}
bunny.cdn.hostname=vz-{hx(8)}-{hx(3)}.b-cdn.net"""
    return NC, t, [k]


@sec
def stack_trace_mux():
    ts = mux_secret()
    t = f"""Error: Request failed with status code 401
    at createError (node_modules/axios/lib/core/createError.js:16:15)
  config: {{
    url: 'https://api.mux.com/video/v1/uploads',
    auth: {{ username: '{g.uuid()}', password: '{ts}' }},
    method: 'post'
  }}"""
    return ST, t, [ts]


@sec
def ticket():
    s = cld_secret()
    t = f"""Ticket MEDIA-{r.randint(100, 999)}: images 404 after migration
Reporter pasted: cloud name {cloud()}, api key {cld_key()}, api secret {s}. Transformation t_thumb missing on new account."""
    return NC, t, [s]


@sec
def github_token():
    tok = g.gh_classic()
    t = f"""# .github/workflows/optimize-images.yml
      - uses: calibreapp/image-actions@main
        with:
          githubToken: {tok}"""
    return SI, t, [tok]


@sec
def tinify():
    k = b62(32)
    t = f"""$ curl --user api:{k} --data-binary @banner.png -i https://api.tinify.com/shrink
HTTP/2 201
compression-count: {r.randint(1, 499)}"""
    return ST, t, [k]


@sec
def kraken():
    s = hx(40)
    t = f"""kraken = Kraken(api_key="{hx(32)}", api_secret="{s}")"""
    return NC, t, [s]


@sec
def sirv():
    cs = b62(86)
    t = f"""POST https://api.sirv.com/v2/token
{{"clientId": "{b62(28)}", "clientSecret": "{cs}"}}"""
    return ST, t, [cs]


@sec
def replicate_upscale():
    k = "r8_" + b62(37)
    t = f"""REPLICATE_API_TOKEN={k}   # real-esrgan upscaling for product shots"""
    return SI, t, [k]


@sec
def openai_alt_text():
    k = g.openai()
    t = f"""# alt-text generator
client = OpenAI(api_key="{k}")"""
    return SI, t, [k]


@sec
def hcl_cloudinary():
    s = cld_secret()
    t = f"""provider "cloudinary" {{
  cloud      = "{cloud()}"
  api_key    = "{cld_key()}"
  api_secret = "{s}"
}}"""
    return NC, t, [s]


@sec
def ini_php_bunny():
    p = anypw()
    t = f"""; wp-content/plugins/bunnycdn/settings.ini
[bunny]
pullzone = {site()}
storage_zone = {site()}-wp
storage_password = {p}"""
    return NC, t, [p]


@sec
def signed_url_secret_query():
    tok = hx(32)
    t = f"""GET https://vz-{hx(8)}-{hx(3)}.b-cdn.net/{g.uuid()}/playlist.m3u8 -> 403
hint: embed uses https://iframe.mediadelivery.net/embed/{r.randint(100000, 399999)}/{g.uuid()}?token={tok}&expires=1893456000"""
    return ST, t, [tok]


@sec
def pem_image_signing():
    block, line = g.pem("EC PRIVATE KEY")
    t = f"""# C2PA content credentials signing key for the newsroom photo pipeline
$ cat c2pa/es256_private.pem
{block}"""
    return SI, t, [line]


# ---------------------------------------------------------------- clean texts


@cln
def c_cld_upload_response():
    return json.dumps({"asset_id": hx(32), "public_id": f"products/{hx(10)}", "version": r.randint(10**9, 2 * 10**9),
                       "signature": hx(40), "width": r.choice([1200, 2400, 800]), "height": r.choice([800, 1600, 600]),
                       "format": "jpg", "etag": hx(32),
                       "secure_url": f"https://res.cloudinary.com/{cloud()}/image/upload/v{r.randint(10**9, 2 * 10**9)}/products/{hx(10)}.jpg"}, indent=1)


@cln
def c_cld_transform_url():
    return f"https://res.cloudinary.com/{cloud()}/image/upload/c_fill,g_auto,w_{r.choice([320, 640, 1280])},h_{r.choice([240, 480, 720])}/f_auto,q_auto/v{r.randint(10**9, 2 * 10**9)}/{r.choice(['hero', 'products', 'team'])}/{hx(12)}.jpg"


@cln
def c_cld_signed_url():
    return f"https://res.cloudinary.com/{cloud()}/image/authenticated/s--{g.s(URLSAFE, 8)}--/c_scale,w_400/v1/private/{hx(10)}.png"


@cln
def c_cld_widget():
    return f"""<script>
  const widget = cloudinary.createUploadWidget({{
    cloudName: '{cloud()}', uploadPreset: '{r.choice(['unsigned_avatars', 'ml_default', 'ugc_uploads'])}', sources: ['local', 'camera'],
  }}, (err, result) => {{ if (result.event === 'success') save(result.info.public_id) }})
</script>"""


@cln
def c_imgix_url():
    return f"https://{site()}.imgix.net/{r.choice(['hero', 'products', 'avatars'])}/{hx(12)}.jpg?auto=format,compress&w={r.choice([400, 800, 1600])}&fit=crop&s={hx(32)}"


@cln
def c_thumbor_url():
    return f"https://img.{site()}.example/{g.s(URLSAFE, 28)}=/{r.choice(['300x200', '640x0', 'fit-in/800x600'])}/smart/filters:quality({r.randint(60, 90)})/s3.{site()}.example/raw/{hx(10)}.jpg"


@cln
def c_thumbor_unsafe():
    return f"http://localhost:8888/unsafe/{r.choice(['200x200', '400x300'])}/smart/https%3A%2F%2Fexample.com%2Fcat-{pin(3)}.jpg"


@cln
def c_imgproxy_url():
    return f"https://imgproxy.{site()}.example/{g.s(URLSAFE, 43)}/rs:fit:{r.choice([300, 600, 1200])}:0/g:sm/plain/s3://{site()}-raw/{hx(12)}.jpg@webp"


@cln
def c_mux_asset_json():
    return json.dumps({"data": {"id": b62(40), "status": "ready", "playback_ids": [{"policy": "public", "id": b62(40)}],
                                "duration": round(r.uniform(10, 3600), 6), "max_stored_resolution": "HD",
                                "passthrough": f"lesson-{r.randint(1, 400)}", "aspect_ratio": "16:9",
                                "tracks": [{"type": "video", "id": b62(40), "max_width": 1920, "max_height": 1080}]}}, indent=1)


@cln
def c_mux_webhook_headers():
    return f"""POST /api/mux-webhook HTTP/1.1
Content-Type: application/json
Mux-Signature: t={1764750000 + r.randint(0, 99999)},v1={g.sha256()}

{{"type":"video.asset.ready","object":{{"type":"asset","id":"{b62(40)}"}},"id":"{g.uuid()}"}}"""


@cln
def c_mux_player_public():
    return f"""<mux-player playback-id="{b62(40)}" metadata-video-title="Product tour" accent-color="#FA50B5" stream-type="on-demand"></mux-player>"""


@cln
def c_hls_manifest():
    return f"""#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:6
#EXT-X-KEY:METHOD=AES-128,URI="https://keys.{site()}.example/hls/{g.uuid()}.key",IV=0x{hx(32)}
#EXTINF:6.000,
seg_{pin(5)}.ts
#EXTINF:6.000,
seg_{pin(5)}.ts"""


@cln
def c_dash_mpd():
    return f"""<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="{g.uuid()}"/>
<ContentProtection schemeIdUri="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed">
  <cenc:pssh>{g.b64(56)}</cenc:pssh>
</ContentProtection>"""


@cln
def c_ffprobe():
    return f"""$ ffprobe -v error -show_entries stream=codec_name,width,height,bit_rate -of json upload_{hx(8)}.mov
{{"streams": [{{"codec_name": "h264", "width": {r.choice([1920, 3840, 1280])}, "height": {r.choice([1080, 2160, 720])}, "bit_rate": "{r.randint(2000000, 40000000)}"}},
             {{"codec_name": "aac", "bit_rate": "{r.choice([128000, 192000, 256000])}"}}]}}"""


@cln
def c_ffmpeg_ladder():
    return f"""ffmpeg -i in.mp4 -filter_complex "[0:v]split=3[a][b][c];[a]scale=1920:-2[v1];[b]scale=1280:-2[v2];[c]scale=640:-2[v3]" \\
  -map "[v1]" -c:v libx264 -b:v 5M -map "[v2]" -c:v libx264 -b:v 2800k -map "[v3]" -c:v libx264 -b:v 800k \\
  -f hls -hls_time {r.choice([4, 6])} -master_pl_name master.m3u8 -var_stream_map "v:0 v:1 v:2" out_%v.m3u8"""


@cln
def c_env_example():
    return f"""# .env.example
CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>
MUX_TOKEN_ID=
MUX_TOKEN_SECRET=
IMGPROXY_KEY=   # hex, generate with: echo $(xxd -g 2 -l 64 -p /dev/random | tr -d '\\n')
IMGPROXY_SALT=
BUNNY_STREAM_API_KEY=changeme
NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME={cloud()}"""


@cln
def c_gha():
    return """- name: Sync media
  run: node scripts/sync-media.mjs
  env:
    CLOUDINARY_URL: ${{ secrets.CLOUDINARY_URL }}
    MUX_TOKEN_ID: ${{ secrets.MUX_TOKEN_ID }}
    MUX_TOKEN_SECRET: ${{ secrets.MUX_TOKEN_SECRET }}"""


@cln
def c_k8s_ref():
    return f"""envFrom:
  - secretRef:
      name: imgproxy-{r.choice(['prod', 'stage'])}
env:
  - name: IMGPROXY_TTL
    value: "{r.choice([3600, 86400, 31536000])}"
  - name: IMGPROXY_ENABLE_WEBP_DETECTION
    value: "true\""""


@cln
def c_next_config():
    return f"""// next.config.js
module.exports = {{
  images: {{
    loader: 'custom',
    loaderFile: './lib/imgix-loader.js',
    remotePatterns: [{{ protocol: 'https', hostname: '{site()}.imgix.net' }}, {{ protocol: 'https', hostname: 'res.cloudinary.com' }}],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  }},
}}"""


@cln
def c_imagekit_public():
    return f"""// client upload: public key only, the signature comes from /api/imagekit-auth
<IKContext publicKey="public_{g.s(B62 + '/+', 27)}=" urlEndpoint="https://ik.imagekit.io/{site()}" authenticator={{authenticator}}>"""


@cln
def c_imagekit_auth_response():
    return json.dumps({"token": g.uuid(), "expire": 1764750000 + r.randint(0, 3600), "signature": hx(40)}, indent=1)


@cln
def c_bunny_video_json():
    return json.dumps({"videoLibraryId": r.randint(100000, 399999), "guid": g.uuid(), "title": f"promo-{pin(3)}",
                       "status": 4, "length": r.randint(10, 900), "thumbnailFileName": "thumbnail.jpg",
                       "encodeProgress": 100, "storageSize": r.randint(10**6, 10**9),
                       "availableResolutions": "360p,480p,720p,1080p"}, indent=1)


@cln
def c_bunny_signed_url():
    return f"https://{site()}.b-cdn.net/videos/{g.uuid()}.mp4?token={g.s(URLSAFE, 43)}&expires={1764750000 + r.randint(0, 3600)}"


@cln
def c_cloudfront_signed():
    return f"https://d{b62(12).lower()}.cloudfront.net/video/{hx(8)}/master.m3u8?Expires={1764750000 + r.randint(0, 3600)}&Signature={g.s(URLSAFE, 172)}__&Key-Pair-Id=K{g.s(UPPER + DIG, 13)}"


@cln
def c_public_key_pem():
    lines = "\n".join(g.b64(48) for _ in range(5)) + "\n" + g.b64(12)
    return f"""# CloudFront public key (uploaded to key group media-signers)
-----BEGIN PUBLIC KEY-----
{lines}
-----END PUBLIC KEY-----"""


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": hx(32), "alg": "RS256", "use": "sig", "e": "AQAB", "n": g.b64url(256)}]}, indent=1)


@cln
def c_exif():
    return f"""$ exiftool -s IMG_{pin(4)}.HEIC | head
FileSize                        : {r.randint(1, 9)}.{r.randint(0, 9)} MB
Make                            : Apple
Model                           : iPhone 15 Pro
DateTimeOriginal                : 2026:11:{r.randint(10, 30)} 14:{r.randint(10, 59)}:{r.randint(10, 59)}
ImageUniqueID                   : {hx(32).upper()}
ContentIdentifier               : {g.uuid().upper()}"""


@cln
def c_blurhash():
    return json.dumps({"src": f"/images/{hx(12)}.avif", "width": 1600, "height": 900,
                       "blurhash": "L" + g.s(B62 + "#$%*+,-.:;=?@[]^_{|}~", 27),
                       "blurDataURL": "data:image/webp;base64," + g.b64(48)}, indent=1)


@cln
def c_sha_list():
    return "\n".join(f"{g.sha256()}  {n}" for n in r.sample(["hero.jpg", "logo.svg", "poster.webp", "intro.mp4", "og.png", "banner.avif"], 4))


@cln
def c_lockfile():
    return json.dumps({"node_modules/sharp": {"version": "0.33.5", "integrity": "sha512-" + g.b64(64)},
                       "node_modules/@mux/mux-player": {"version": "3.1.0", "integrity": "sha512-" + g.b64(64)}}, indent=1)


@cln
def c_git_log():
    return "\n".join(f"{hx(40)} {m}" for m in r.sample([
        "imgproxy: move key/salt to secret", "thumbor: disable unsafe urls", "mux: signed playback for courses",
        "cloudinary: f_auto on all product images", "bunny: token auth on pull zone", "ffmpeg: 3-rung ladder",
        "drm: add widevine pssh"], 4))


@cln
def c_prose():
    return r.choice([
        "Cloudinary's api_key and cloud name are visible in widget code; only the api_secret signs uploads and admin calls and must stay server-side.",
        "imgproxy signatures in URLs are HMACs of the path; they can be published. The IMGPROXY_KEY and IMGPROXY_SALT that produce them cannot.",
        "Mux playback IDs are public for public policy assets; signed assets need a JWT minted with the signing key, which lives in Vault.",
        "thumbor's SECURITY_KEY signs image URLs. If ALLOW_UNSAFE_URL is on, anyone can make the server resize arbitrary images.",
        "An ImageKit public key is meant for the browser; the private key (private_...) never leaves the backend."]) + f" (doc rev {r.randint(10, 99)})"


@cln
def c_chat():
    return r.choice([
        "Das Cloudinary-Secret habe ich rotiert, neues liegt im Vault unter kv/media/cloudinary.",
        "La clave de Mux ya está en el gestor de secretos; no la pongáis en el canal.",
        "J'ai désactivé ALLOW_UNSAFE_URL sur thumbor, les anciennes URL /unsafe/ vont casser.",
        "imgproxyのキーとソルトはSecrets Managerに移しました。",
        "Bunny token auth is live on the video pull zone; unsigned URLs now return 403."]) + f" #{r.randint(100, 999)}"


@cln
def c_transcode_job_log():
    return f"""{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)} worker-{r.randint(1, 9)} job={g.uuid()} input=s3://{site()}-raw/{hx(12)}.mov preset=hls-3rung
  progress 100% elapsed={r.randint(20, 900)}s output=s3://{site()}-vod/{hx(12)}/master.m3u8 etag="{hx(32)}\""""


@cln
def c_webhook_payload_coconut():
    return json.dumps({"job_id": b62(16), "event": "job.completed", "metadata": {"input": {"format": "mov"}},
                       "outputs": [{"key": "mp4:720p", "type": "video", "url": f"https://cdn.{site()}.example/v/{hx(10)}_720p.mp4", "status": "video.encoded"}]}, indent=1)


@cln
def c_hook_bash_clean():
    return hook("Bash", {"command": f"npx sharp-cli -i src/img/*.jpg -o public/img/ --format avif --quality {r.randint(40, 70)}"},
                {"stdout": f"{r.randint(10, 200)} files converted", "exit_code": 0})


@cln
def c_hook_read_clean():
    content = f"     1\tIMGPROXY_KEY=${{IMGPROXY_KEY}}\n     2\tIMGPROXY_SALT=${{IMGPROXY_SALT}}\n     3\tIMGPROXY_QUALITY={r.randint(70, 90)}\n"
    return hook("Read", {"file_path": "deploy/imgproxy.env.tpl"}, {"type": "text", "file": {"content": content}})


@cln
def c_diff_clean():
    return f"""--- a/lib/cloudinary.ts
+++ b/lib/cloudinary.ts
-cloudinary.config({{ cloud_name: '{cloud()}', api_key: '<key>', api_secret: '<secret>' }})
+cloudinary.config({{ secure: true }}) // reads CLOUDINARY_URL from the environment"""


@cln
def c_notebook_clean():
    return json.dumps({"cell_type": "code", "source": ["import os, mux_python\n",
                                                       "cfg = mux_python.Configuration()\n",
                                                       "cfg.username = os.environ['MUX_TOKEN_ID']\n",
                                                       "cfg.password = os.environ['MUX_TOKEN_SECRET']\n"],
                       "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{r.randint(10, 900)} assets\n"]}]}, indent=1)


@cln
def c_thumbor_template():
    return """# thumbor.conf.tpl (rendered by entrypoint)
SECURITY_KEY = '{{ SECURITY_KEY }}'
ALLOW_UNSAFE_URL = {{ ALLOW_UNSAFE_URL | default(False) }}
QUALITY = 85"""


@cln
def c_data_uri():
    return f'<img alt="placeholder" src="data:image/png;base64,{g.b64(60)}" width="16" height="9">'


@cln
def c_srcset():
    h = hx(12)
    return f"""<img src="https://{site()}.imgix.net/{h}.jpg?w=800&auto=format"
     srcset="https://{site()}.imgix.net/{h}.jpg?w=400&auto=format 400w, https://{site()}.imgix.net/{h}.jpg?w=800&auto=format 800w"
     sizes="(max-width: 600px) 400px, 800px" alt="">"""


@cln
def c_order():
    return f"""Invoice {r.randint(10000, 99999)} — Mux Video (Nov 2026)
Encoding: {r.randint(100, 9000)} min   Streaming: {r.randint(10**4, 10**6)} min   Storage: {r.randint(100, 9000)} min
Customer id: {g.uuid()}   Payment ref: pi_{b62(24)}"""


@cln
def c_cld_usage():
    return json.dumps({"plan": "Advanced", "last_updated": "2026-12-02", "transformations": {"usage": r.randint(10**4, 10**6), "limit": 0},
                       "objects": {"usage": r.randint(10**3, 10**6)}, "bandwidth": {"usage": r.randint(10**9, 10**12)},
                       "requests": r.randint(10**5, 10**8), "media_limits": {"image_max_size_bytes": 20971520}}, indent=1)


@cln
def c_placeholder_yaml():
    return f"""cloudinary:
  cloud_name: {cloud()}
  api_key: ${{CLOUDINARY_API_KEY}}
  api_secret: ${{CLOUDINARY_API_SECRET}}
mux:
  token_secret: "{{{{ vault('kv/media/mux#token_secret') }}}}\""""


@cln
def c_c2pa_manifest():
    return json.dumps({"claim_generator": "newsroom-pipeline/2.3", "signature_info": {"issuer": "Example News CA", "alg": "Es256",
                                                                                         "cert_serial_number": str(r.randint(10**30, 10**31))},
                       "instance_id": f"xmp:iid:{g.uuid()}", "assertions": [{"label": "c2pa.actions", "data": {"actions": [{"action": "c2pa.resized"}]}}]}, indent=1)

# ---------------------------------------------------------------- write


def write(secrets, clean):
    here = Path(__file__).resolve().parent
    with open(here / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(here / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


def main():
    secrets = []
    for i in range(250):
        cls, text, vals = S[i % len(S)]()
        vals = list(dict.fromkeys(vals))
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append((cls, text, vals))
    r.shuffle(secrets)
    clean = [C[i % len(C)]() for i in range(100)]
    allv = [v for _, _, vs in secrets for v in vs]
    for t in clean:
        for v in allv:
            assert v not in t, v
    write(secrets, clean)


if __name__ == "__main__":
    main()
