"""Blind redaction source "speechai" (round 47, helper corpora19): speech and voice AI - speech-to-text and
text-to-speech APIs (Deepgram, AssemblyAI, ElevenLabs, Azure Speech, Google Speech, Amazon Polly/Transcribe,
Speechmatics, Rev.ai, Gladia, Picovoice, Cartesia, PlayHT), self-hosted Whisper servers, diarization models, voice
cloning, and telephony voice bots (Twilio, Vonage, Telnyx, LiveKit, SIP trunks, Vapi/Retell-style platforms).
Every value is random and made up. Run: python3 src_speechai.py
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "speechai"
OUT = Path(__file__).resolve().parent
g = Gen(4702)
r = g.r

LOW = string.ascii_lowercase + string.digits
REGIONS = ["westeurope", "eastus", "northeurope", "swedencentral", "westus2", "japaneast"]
AWSREG = ["us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2"]
APPS = ["callbot", "voice-agent", "ivr-next", "meeting-notes", "podcast-pipeline", "dubbing-svc", "asr-gateway"]
VOICE_IDS_PUBLIC = ["21m00Tcm4TlvDq8ikWAM", "EXAVITQu4vr4xnSDxMaL", "pNInz6obpgDQGcFmaJgB", "TxGEqnHWrfWFTfGW9XjX"]


def app():
    return g.pick(APPS)


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def deepgram_key():
    return g.hexs(40)


def aai_key():
    return g.hexs(32)


def eleven_key():
    return "sk_" + g.hexs(48)


def azure_key():
    return g.hexs(32) if r.random() < .6 else g.s(B62, 52) + "JQQJ99BAC" + g.pick(["YeBfVXJ3w3AAAYACOG", "5AAAAAAACOG"]) + g.s(B62, 4)


def groq_key():
    return "gsk_" + g.s(B62, 52)


def replicate_key():
    return "r8_" + g.s(B62, 37)


def speechmatics_key():
    return g.s(B62, 32)


def picovoice_key():
    return g.b64(42)


def cartesia_key():
    return "sk_car_" + g.s(B62, 22)


def livekit_secret():
    return g.s(B62, 43)


def livekit_key():
    return "API" + g.s(B62, 9)


def twilio_auth():
    return g.hexs(32)


def twilio_sid():
    return "AC" + g.hexs(32)


def telnyx_key():
    return "KEY" + g.s(UPPER + string.digits, 26) + "_" + g.s(B62, 22)


def sip_pw():
    k = r.random()
    if k < .3:
        return g.s(B62, 12)
    if k < .45:
        return str(r.randint(100000, 99999999))
    return g.pw()


def words_pass():
    w = ["echo", "vowel", "cadence", "timbre", "sonar", "murmur", "falsetto", "lyric", "phoneme", "harbor", "static", "tenor"]
    return "-".join(g.pick(w) for _ in range(4))


def anypw():
    k = r.random()
    if k < .15:
        return words_pass()
    if k < .25:
        return g.s(string.ascii_lowercase, 4) + str(r.randint(10, 99))
    return g.pw()


# ---------------------------------------------------------------- secret templates
def t_deepgram_env():
    k = deepgram_key()
    return "name-context", f"""# .env ({app()})
DEEPGRAM_API_KEY={k}
DEEPGRAM_MODEL=nova-3
DEEPGRAM_LANGUAGE={g.pick(['en-US','de','es','multi'])}
""", [k]


def t_deepgram_curl():
    k = deepgram_key()
    return "structural", f"""curl -X POST "https://api.deepgram.com/v1/listen?model=nova-3&smart_format=true&diarize=true" \\
  -H "Authorization: Token {k}" \\
  -H "Content-Type: audio/wav" \\
  --data-binary @call_{r.randint(1000,9999)}.wav
""", [k]


def t_deepgram_py():
    k = deepgram_key()
    return "name-context", f"""from deepgram import DeepgramClient, PrerecordedOptions

deepgram = DeepgramClient("{k}")
options = PrerecordedOptions(model="nova-3", smart_format=True, utterances=True)
resp = deepgram.listen.rest.v("1").transcribe_url({{"url": AUDIO_URL}}, options)
""", [k]


def t_deepgram_ws_log():
    k = deepgram_key()
    return "structural", f"""2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)},{r.randint(100,999)} DEBUG websockets.client > GET /v1/listen?encoding=mulaw&sample_rate=8000&channels=1&interim_results=true HTTP/1.1
2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)},{r.randint(100,999)} DEBUG websockets.client > Host: api.deepgram.com
2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)},{r.randint(100,999)} DEBUG websockets.client > Authorization: Token {k}
2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)},{r.randint(100,999)} DEBUG websockets.client < HTTP/1.1 101 Switching Protocols
""", [k]


def t_deepgram_js():
    k = deepgram_key()
    return "name-context", f"""import {{ createClient, LiveTranscriptionEvents }} from "@deepgram/sdk";

const deepgram = createClient(process.env.DEEPGRAM_API_KEY ?? "{k}");
const live = deepgram.listen.live({{ model: "nova-3", encoding: "linear16", sample_rate: 16000 }});
""", [k]


def t_aai_py():
    k = aai_key()
    return "name-context", f"""import assemblyai as aai

aai.settings.api_key = "{k}"
config = aai.TranscriptionConfig(speaker_labels=True, language_detection=True)
transcript = aai.Transcriber(config=config).transcribe("./{g.pick(['interview','standup','earnings_call'])}.mp3")
print(transcript.text)
""", [k]


def t_aai_curl():
    k = aai_key()
    return "structural", f"""$ curl -s https://api.assemblyai.com/v2/transcript \\
    -H "authorization: {k}" -H "content-type: application/json" \\
    -d '{{"audio_url":"https://cdn.{app()}.io/rec/{g.uuid()}.mp3","speaker_labels":true}}'
{{"id": "{g.uuid()}", "status": "queued", "audio_url": "https://cdn.{app()}.io/rec/..."}}
""", [k]


def t_aai_realtime_token():
    t = g.hexs(64)
    return "structural", f"""ws = new WebSocket("wss://streaming.assemblyai.com/v3/ws?sample_rate=16000&format_turns=true&token={t}");
""", [t]


def t_eleven_header():
    k = eleven_key()
    vid = g.pick(VOICE_IDS_PUBLIC)
    return "self-identifying", f"""curl -X POST "https://api.elevenlabs.io/v1/text-to-speech/{vid}?output_format=mp3_44100_128" \\
     -H "xi-api-key: {k}" \\
     -H "Content-Type: application/json" \\
     -d '{{"text": "Your order has shipped.", "model_id": "eleven_multilingual_v2"}}' --output out.mp3
""", [k]


def t_eleven_env():
    k = eleven_key()
    return "self-identifying", f"""ELEVENLABS_API_KEY={k}
ELEVENLABS_VOICE_ID={g.s(B62, 20)}
TTS_OUTPUT_FORMAT=ulaw_8000
""", [k]


def t_eleven_clone():
    k = eleven_key()
    return "self-identifying", f"""from elevenlabs.client import ElevenLabs

client = ElevenLabs(api_key="{k}")
voice = client.voices.ivc.create(
    name="CEO keynote clone (consent form #{r.randint(100,999)} on file)",
    files=[open("samples/ceo_{r.randint(1,9)}.wav", "rb")],
)
""", [k]


def t_eleven_legacy():
    k = g.hexs(32)
    return "structural", f"""POST /v1/speech-to-speech/{g.s(B62, 20)}/stream HTTP/1.1
Host: api.elevenlabs.io
xi-api-key: {k}
Content-Type: multipart/form-data; boundary=----{g.s(B62, 16)}
""", [k]


def t_azure_env():
    k = azure_key()
    return "name-context", f"""SPEECH_KEY={k}
SPEECH_REGION={g.pick(REGIONS)}
""", [k]


def t_azure_csharp():
    k = azure_key()
    return "name-context", f"""var speechConfig = SpeechConfig.FromSubscription("{k}", "{g.pick(REGIONS)}");
speechConfig.SpeechRecognitionLanguage = "{g.pick(['de-DE','en-GB','fr-FR','es-MX'])}";
speechConfig.SpeechSynthesisVoiceName = "en-US-AvaMultilingualNeural";
using var recognizer = new SpeechRecognizer(speechConfig, AudioConfig.FromDefaultMicrophoneInput());
""", [k]


def t_azure_header():
    k = azure_key()
    reg = g.pick(REGIONS)
    return "structural", f"""POST https://{reg}.tts.speech.microsoft.com/cognitiveservices/v1 HTTP/1.1
Ocp-Apim-Subscription-Key: {k}
Content-Type: application/ssml+xml
X-Microsoft-OutputFormat: riff-24khz-16bit-mono-pcm
User-Agent: {app()}

<speak version='1.0' xml:lang='en-US'><voice name='en-US-JennyNeural'>Hello</voice></speak>
""", [k]


def t_azure_issue_token():
    k = azure_key()
    jwt = g.jwt()
    reg = g.pick(REGIONS)
    return "structural", f"""$ curl -s -X POST "https://{reg}.api.cognitive.microsoft.com/sts/v1.0/issueToken" -H "Ocp-Apim-Subscription-Key: {k}" -H "Content-Length: 0"
{jwt}
""", [k, jwt]


def t_azure_py():
    k = azure_key()
    return "name-context", f"""import azure.cognitiveservices.speech as speechsdk

speech_config = speechsdk.SpeechConfig(subscription="{k}", region="{g.pick(REGIONS)}")
speech_config.set_profanity(speechsdk.ProfanityOption.Masked)
""", [k]


def t_google_sa():
    block, line = g.pem("PRIVATE KEY")
    pid = f"{app()}-{r.randint(100000,999999)}"
    sa = {"type": "service_account", "project_id": pid, "private_key_id": g.hexs(40),
          "private_key": block + "\n", "client_email": f"speech-runner@{pid}.iam.gserviceaccount.com",
          "client_id": str(r.randint(10**20, 10**21 - 1)), "token_uri": "https://oauth2.googleapis.com/token"}
    return "self-identifying", json.dumps(sa, indent=2), [line]


def t_google_key_query():
    k = g.google_api()
    return "self-identifying", f"""POST https://speech.googleapis.com/v1/speech:recognize?key={k}
{{"config": {{"encoding": "LINEAR16", "sampleRateHertz": 16000, "languageCode": "{g.pick(['en-US','pt-BR','hi-IN','de-DE'])}"}}, "audio": {{"uri": "gs://{app()}-audio/clip.wav"}}}}
""", [k]


def t_google_tts_bearer():
    t = g.google_oauth()
    return "self-identifying", f"""curl -X POST -H "Authorization: Bearer {t}" -H "x-goog-user-project: {app()}-{r.randint(1000,9999)}" \\
  -H "Content-Type: application/json; charset=utf-8" \\
  -d @request.json "https://texttospeech.googleapis.com/v1/text:synthesize"
""", [t]


def t_aws_polly():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""$ export AWS_ACCESS_KEY_ID={ak}
$ export AWS_SECRET_ACCESS_KEY={sk}
$ aws polly synthesize-speech --engine neural --voice-id {g.pick(['Joanna','Vicki','Lucia','Takumi'])} --output-format mp3 --text "Ihr Paket ist unterwegs." hello.mp3
""", [ak, sk]


def t_aws_transcribe_boto():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""transcribe = boto3.client(
    "transcribe",
    region_name="{g.pick(AWSREG)}",
    aws_access_key_id="{ak}",
    aws_secret_access_key="{sk}",
)
transcribe.start_transcription_job(TranscriptionJobName=f"call-{{call_id}}", Media={{"MediaFileUri": uri}}, LanguageCode="en-US")
""", [ak, sk]


def t_aws_presigned_ws():
    ak = "ASIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    tok = g.b64(r.randint(300, 400))
    sig = g.hexs(64)
    reg = g.pick(AWSREG)
    tokq = tok.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return "structural", f"""[transcribe-stream] connecting wss://transcribestreaming.{reg}.amazonaws.com:8443/stream-transcription-websocket?language-code=en-US&media-encoding=pcm&sample-rate=8000&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20261203%2F{reg}%2Ftranscribe%2Faws4_request&X-Amz-Date=20261203T0{r.randint(0,9)}1500Z&X-Amz-Expires=300&X-Amz-Security-Token={tokq}&X-Amz-Signature={sig}&X-Amz-SignedHeaders=host
""", [tokq, sig]


def t_openai_whisper():
    k = g.openai()
    return "self-identifying", f"""from openai import OpenAI
client = OpenAI(api_key="{k}")
with open("voicemail_{r.randint(100,999)}.m4a", "rb") as f:
    text = client.audio.transcriptions.create(model="whisper-1", file=f, response_format="verbose_json")
""", [k]


def t_groq_whisper():
    k = groq_key()
    return "self-identifying", f"""curl https://api.groq.com/openai/v1/audio/transcriptions \\
  -H "Authorization: Bearer {k}" \\
  -F file=@"./meeting.m4a" -F model=whisper-large-v3-turbo -F language={g.pick(['en','de','fr','ja'])}
""", [k]


def t_replicate():
    k = replicate_key()
    return "self-identifying", f"""REPLICATE_API_TOKEN={k} python run_whisperx.py --audio s3://{app()}/in/{g.uuid()}.wav --diarize
""", [k]


def t_hf_pyannote():
    k = g.hf()
    return "self-identifying", f"""from pyannote.audio import Pipeline

pipeline = Pipeline.from_pretrained(
    "pyannote/speaker-diarization-3.1",
    use_auth_token="{k}",
)
diarization = pipeline("call_{r.randint(1000,9999)}.wav", num_speakers=2)
""", [k]


def t_whisper_server_basic():
    u, p = g.pick(["asr", "whisper", "transcriber", "ops"]), anypw()
    return "structural", f"""$ curl -u {u}:{p} https://asr.{app()}.internal/inference \\
    -F file=@sample_16k.wav -F temperature=0.0 -F response_format=json
{{"text": " Thanks for calling, how can I help you today?"}}
""", [p]


def t_whisper_compose():
    k = g.s(B62, 32)
    return "name-context", f"""services:
  faster-whisper:
    image: fedirz/faster-whisper-server:latest-cuda
    environment:
      - WHISPER__MODEL=Systran/faster-whisper-large-v3
      - API_KEY={k}
    ports: ["8000:8000"]
    deploy:
      resources:
        reservations:
          devices: [{{capabilities: [gpu]}}]
""", [k]


def t_whisper_nginx_htpasswd_cmd():
    p = anypw()
    return "structural", f"""sudo htpasswd -b -c /etc/nginx/.htpasswd-whisper {g.pick(['asr','api','bot'])} '{p}'
sudo nginx -t && sudo systemctl reload nginx
""", [p]


def t_speechmatics():
    k = speechmatics_key()
    return "structural", f"""speechmatics config set --auth-token {k}
speechmatics batch transcribe --lang {g.pick(['en','de','ar','cy'])} --diarization speaker recordings/board_{r.randint(1,12)}.mp3
""", [k]


def t_revai():
    k = "02" + g.s(URLSAFE, 62)
    return "structural", f"""POST /speechtotext/v1/jobs HTTP/1.1
Host: api.rev.ai
Authorization: Bearer {k}
Content-Type: application/json

{{"source_config": {{"url": "https://files.{app()}.com/a.mp3"}}, "metadata": "ticket-{r.randint(1000,9999)}"}}
""", [k]


def t_gladia():
    k = g.uuid()
    return "structural", f"""const res = await fetch("https://api.gladia.io/v2/pre-recorded", {{
  method: "POST",
  headers: {{ "x-gladia-key": "{k}", "Content-Type": "application/json" }},
  body: JSON.stringify({{ audio_url: url, diarization: true }}),
}});
""", [k]


def t_picovoice():
    k = picovoice_key()
    return "name-context", f"""porcupine = pvporcupine.create(
    access_key="{k}",
    keyword_paths=["resources/hey-{app()}_en_raspberry-pi_v3_0_0.ppn"],
)
""", [k]


def t_cartesia():
    k = cartesia_key()
    return "self-identifying", f"""CARTESIA_API_KEY={k}
CARTESIA_VOICE={g.uuid()}
""", [k]


def t_playht():
    uid, k = g.s(B62, 28), g.hexs(32)
    return "structural", f"""headers = {{
    "X-USER-ID": "{uid}",
    "AUTHORIZATION": "{k}",
    "accept": "audio/mpeg",
}}
""", [k]


def t_twilio_env():
    sid, tok = twilio_sid(), twilio_auth()
    return "name-context", f"""TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tok}
TWILIO_NUMBER=+1{r.randint(2000000000, 9899999999)}
MEDIA_STREAM_URL=wss://{app()}.ngrok.app/media
""", [tok]


def t_twilio_client():
    sid, tok = twilio_sid(), twilio_auth()
    return "name-context", f"""const client = require("twilio")("{sid}", "{tok}");
await client.calls.create({{ to: lead.phone, from: "+4930{r.randint(1000000,9999999)}", url: "https://{app()}.example.net/twiml/outbound" }});
""", [tok]


def t_twilio_basic_curl():
    sid, tok = twilio_sid(), twilio_auth()
    return "structural", f"""curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Calls.json \\
  --data-urlencode "Twiml=<Response><Connect><Stream url='wss://bot.{app()}.io/stream'/></Connect></Response>" \\
  --data-urlencode "To=+1415{r.randint(1000000,9999999)}" --data-urlencode "From=+1628{r.randint(1000000,9999999)}" \\
  -u {sid}:{tok}
""", [tok]


def t_twilio_apikey():
    k = g.twilio()
    s = g.s(B62, 32)
    return "self-identifying", f"""TWILIO_API_KEY={k}
TWILIO_API_SECRET={s}
""", [k, s]


def t_vonage():
    key, sec = g.hexs(8), g.s(B62, 16)
    return "name-context", f"""VONAGE_API_KEY={key}
VONAGE_API_SECRET={sec}
VONAGE_APPLICATION_ID={g.uuid()}
VONAGE_PRIVATE_KEY_PATH=./private.key
""", [sec]


def t_vonage_key():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"""$ cat voice-app/private.key
{block}
""", [line]


def t_telnyx():
    k = telnyx_key()
    return "structural", f"""curl -X POST https://api.telnyx.com/v2/calls \\
  -H "Authorization: Bearer {k}" -H "Content-Type: application/json" \\
  -d '{{"connection_id":"{r.randint(10**18, 10**19-1)}","to":"+3312{r.randint(1000000,9999999)}","from":"+3319{r.randint(1000000,9999999)}","stream_url":"wss://bot.{app()}.fr/telnyx"}}'
""", [k]


def t_livekit_env():
    k, s = livekit_key(), livekit_secret()
    return "name-context", f"""LIVEKIT_URL=wss://{app()}-{g.s(LOW, 8)}.livekit.cloud
LIVEKIT_API_KEY={k}
LIVEKIT_API_SECRET={s}
""", [s]


def t_livekit_token():
    t = g.jwt(sub=f"agent-{r.randint(1,99)}")
    return "self-identifying", f"""[agent] joining room call-{r.randint(10000,99999)} with token {t}
""", [t]


def t_livekit_yaml():
    k, s = livekit_key(), livekit_secret()
    return "name-context", f"""# livekit.yaml (self-hosted)
port: 7880
rtc:
  udp_port: 7882
keys:
  {k}: {s}
""", [s]


def t_pjsip():
    u, p = str(r.randint(10000, 99999)), sip_pw()
    return "structural", f"""[trunk-{g.pick(['sipgate','telnyx','voipms','zadarma'])}-auth]
type=auth
auth_type=userpass
username={u}
password={p}

[trunk-out]
type=endpoint
context=from-voicebot
outbound_auth=trunk-auth
""", [p]


def t_freeswitch_gw():
    u, p = "bot" + str(r.randint(100, 999)), sip_pw()
    return "structural", f"""<include>
  <gateway name="carrier">
    <param name="username" value="{u}"/>
    <param name="password" value="{p}"/>
    <param name="proxy" value="sip.carrier-{r.randint(1,9)}.net"/>
    <param name="register" value="true"/>
  </gateway>
</include>
""", [p]


def t_sip_uri_log():
    u, p = "voicebot", sip_pw()
    return "structural", f"""WARNING[{r.randint(1000,9999)}]: res_pjsip_outbound_registration.c:1156 registration failed for sip:{u}:{p}@sip.{g.pick(['telekom.de','orange.fr','vodafone.es'])}:5060 (403 Forbidden)
""", [p]


def t_vapi_private():
    k = g.uuid()
    return "name-context", f"""VAPI_PRIVATE_KEY={k}
# NEXT_PUBLIC_VAPI_PUBLIC_KEY={g.uuid()}
VAPI_ASSISTANT_ID={g.uuid()}
""", [k]


def t_retell():
    k = "key_" + g.hexs(28)
    return "name-context", f"""from retell import Retell
retell = Retell(api_key="{k}")
call = retell.call.create_phone_call(from_number="+14157774444", to_number=lead["phone"], override_agent_id=AGENT_ID)
""", [k]


def t_voice_webhook_secret():
    s = g.b64(32)
    return "name-context", f"""# verifies X-Signature on the bot platform's end-of-call webhooks
VOICE_WEBHOOK_SIGNING_SECRET={s}
""", [s]


def t_daily():
    k = g.hexs(64)
    return "structural", f"""curl -H "Content-Type: application/json" -H "Authorization: Bearer {k}" \\
  -XPOST -d '{{"properties":{{"enable_recording":"cloud","sip":{{"display_name":"voicebot","sip_mode":"dial-in"}}}}}}' \\
  https://api.daily.co/v1/rooms
""", [k]


def t_nuance_mix():
    cid = f"appID:NMDPTRIAL_{g.s(string.ascii_lowercase, 6)}_{g.s(LOW, 6)}_com_{r.randint(10**14, 10**15-1)}"
    s = g.s(URLSAFE, 48)
    return "structural", f"""curl -s -u "{cid.replace(':', '%3A')}:{s}" \\
  "https://auth.crt.nuance.com/oauth2/token" -d "grant_type=client_credentials" -d "scope=asr tts nlu"
""", [s]


def t_dialogflow_key():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"""# dialogflow-cx-agent.json committed by mistake in {app()}
  "private_key": "{block.replace(chr(10), chr(92) + 'n')}",
""", [line]


def t_lex_cli():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[lex-bot-deployer]
aws_access_key_id={ak}
aws_secret_access_key={sk}
region={g.pick(AWSREG)}
""", [ak, sk]


def t_redis_queue():
    p = anypw()
    return "structural", f"""CELERY_BROKER_URL=redis://default:{p}@redis-{r.randint(10000,19999)}.c{r.randint(1,300)}.eu-west-1-2.ec2.redns.redis-cloud.com:{r.randint(10000,19999)}/0
TRANSCRIBE_QUEUE=asr-high
""", [p]


def t_postgres_calls():
    p = anypw()
    return "structural", f"""DATABASE_URL=postgresql://voicebot:{p}@db.{app()}.internal:5432/calls?sslmode=require
""", [p]


def t_s3_recordings():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""rclone config show recordings
[recordings]
type = s3
provider = AWS
access_key_id = {ak}
secret_access_key = {sk}
region = {g.pick(AWSREG)}
""", [ak, sk]


def t_traceback():
    k = eleven_key()
    return "self-identifying", f"""Traceback (most recent call last):
  File "/app/tts/worker.py", line {r.randint(40,200)}, in synth
    audio = client.text_to_speech.convert(voice_id=voice_id, text=chunk)
  File "/usr/local/lib/python3.12/site-packages/elevenlabs/core/http_client.py", line 198, in request
    raise ApiError(status_code=401, body=body)
elevenlabs.core.api_error.ApiError: status_code: 401, body: {{'detail': {{'status': 'invalid_api_key'}}}}
  locals: headers={{'xi-api-key': '{k}', 'Content-Type': 'application/json'}}
""", [k]


def t_deepgram_traceback():
    k = deepgram_key()
    return "structural", f"""websockets.exceptions.InvalidStatusCode: server rejected WebSocket connection: HTTP 401
request headers: {{'Authorization': 'Token {k}', 'User-Agent': 'deepgram-python-sdk/3.7.0'}}
""", [k]


def t_chat():
    k = g.pick([deepgram_key(), aai_key(), eleven_key(), azure_key(), g.s(B62, 32)])
    lines = [
        f"quick q: is the prod Deepgram key still {k}? transcripts are coming back 401 since this morning",
        f"Hab den Azure-Speech-Key für die Hotline neu generiert: {k} (Region westeurope). Bitte im Bot-Config ersetzen.",
        f"Para las pruebas del IVR usen esta clave de AssemblyAI: {k} — es la de staging.",
        f"La clé ElevenLabs du projet doublage est {k}, ne la mets pas dans le repo stp",
        f"音声合成APIのキーはこれです: {k} 来週ローテーションします。",
        f"@here temporary speech API key for the hackathon: {k} — expires Friday",
        f"Klucz do Speechmatics dla callcenter: {k} (tylko dev).",
    ]
    return "name-context", g.pick(lines), [k]


def t_ticket_sip():
    p = sip_pw()
    return "name-context", f"""Ticket #{r.randint(10000,99999)} - Voicebot can't register to the SIP trunk
Carrier portal says account {r.randint(100000,999999)} is active. SIP password set in the portal: {p}
Registrar: sip.{g.pick(['zadarma.com','sipgate.de','didww.com'])} — please check the pjsip config on bot-{r.randint(1,9)}.
""", [p]


def t_hook_bash():
    k = deepgram_key()
    payload = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"DEEPGRAM_API_KEY={k} python scripts/batch_transcribe.py --in data/calls --out out/", "description": "Transcribe sample calls"}}
    return "name-context", json.dumps(payload), [k]


def t_hook_read_env():
    k, s = eleven_key(), twilio_auth()
    content = f"ELEVENLABS_API_KEY={k}\nTWILIO_ACCOUNT_SID={twilio_sid()}\nTWILIO_AUTH_TOKEN={s}\nPORT=8080\n"
    payload = {"tool_name": "Read", "tool_input": {"file_path": f"/srv/{app()}/.env"},
               "tool_response": {"type": "text", "file": {"filePath": f"/srv/{app()}/.env", "content": content, "numLines": 4}}}
    return "self-identifying", json.dumps(payload), [k, s]


def t_hook_edit():
    k = azure_key()
    payload = {"tool_name": "Edit", "tool_input": {"file_path": "src/config/speech.ts",
               "old_string": "subscriptionKey: process.env.AZURE_SPEECH_KEY!,",
               "new_string": f"subscriptionKey: \"{k}\", // TODO revert"}}
    return "name-context", json.dumps(payload), [k]


def t_diff():
    k = aai_key()
    return "name-context", f"""diff --git a/transcriber/settings.py b/transcriber/settings.py
@@ -12,3 +12,3 @@
-ASSEMBLYAI_API_KEY = os.environ["ASSEMBLYAI_API_KEY"]
+ASSEMBLYAI_API_KEY = "{k}"
 ASSEMBLYAI_WEBHOOK_URL = "https://api.{app()}.com/hooks/aai"
""", [k]


def t_aai_webhook_auth():
    v = g.s(B62, 32)
    return "name-context", f"""transcript = aai.Transcriber().submit(url, aai.TranscriptionConfig(
    webhook_url="https://api.{app()}.com/hooks/aai",
    webhook_auth_header_name="X-Webhook-Secret",
    webhook_auth_header_value="{v}",
))
""", [v]


def t_notebook():
    k = eleven_key()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {},
            "source": ["import os, requests\n", f"os.environ['ELEVENLABS_API_KEY'] = '{k}'\n",
                       "r = requests.get('https://api.elevenlabs.io/v1/voices', headers={'xi-api-key': os.environ['ELEVENLABS_API_KEY']})\n",
                       "len(r.json()['voices'])"],
            "outputs": [{"data": {"text/plain": [str(r.randint(20, 80))]}, "execution_count": 5, "metadata": {}, "output_type": "execute_result"}]}
    return "self-identifying", json.dumps(cell, indent=1), [k]


def t_notebook_azure():
    k = azure_key()
    cell = {"cell_type": "code", "metadata": {}, "execution_count": r.randint(1, 30),
            "source": [f"!spx config @key --set {k}\n", f"!spx config @region --set {g.pick(REGIONS)}\n", "!spx recognize --file sample.wav"],
            "outputs": []}
    return "name-context", json.dumps(cell, indent=1), [k]


def t_go_code():
    k = deepgram_key()
    return "name-context", f"""package asr

const deepgramAPIKey = "{k}"

func NewClient() *client.Client {{
	return client.NewWithDefaults(deepgramAPIKey)
}}
"""  , [k]


def t_php():
    k = eleven_key()
    return "self-identifying", f"""<?php
return [
    'tts' => [
        'driver' => 'elevenlabs',
        'key' => '{k}',
        'voice' => env('TTS_VOICE', 'Rachel'),
    ],
];
"""  , [k]


def t_ruby():
    sid, tok = twilio_sid(), twilio_auth()
    return "name-context", f"""Twilio.configure do |config|
  config.account_sid = "{sid}"
  config.auth_token  = "{tok}"
end
"""  , [tok]


def t_java_props():
    k = azure_key()
    return "name-context", f"""speech.subscription-key={k}
speech.region={g.pick(REGIONS)}
speech.endpoint-id={g.uuid()}
"""  , [k]


def t_toml_pipecat():
    k1, k2 = deepgram_key(), cartesia_key()
    return "name-context", f"""[stt]
provider = "deepgram"
api_key = "{k1}"

[tts]
provider = "cartesia"
api_key = "{k2}"
voice_id = "{g.uuid()}"
"""  , [k1, k2]


def t_k8s_secret_stringdata():
    k = aai_key()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{ name: asr-keys, namespace: {app()} }}
type: Opaque
stringData:
  ASSEMBLYAI_API_KEY: "{k}"
"""  , [k]


def t_terraform_azure():
    k = azure_key()
    return "name-context", f"""# terraform output -json (pasted into the ticket)
{{
  "speech_primary_key": {{ "sensitive": true, "type": "string", "value": "{k}" }},
  "speech_endpoint": {{ "sensitive": false, "type": "string", "value": "https://{g.pick(REGIONS)}.api.cognitive.microsoft.com/" }}
}}
"""  , [k]


def t_android_manifest():
    k = picovoice_key()
    return "name-context", f"""<meta-data android:name="com.{app().replace('-','')}.PICOVOICE_ACCESS_KEY" android:value="{k}" />
"""  , [k]


def t_websocket_query_key():
    k = g.s(B62, 32)
    return "structural", f"""[bridge] connecting to wss://asr.{app()}.ai/v1/stream?lang=en&api_key={k}&codec=mulaw
"""  , [k]


def t_sip_digest_trace():
    u, p = "1" + str(r.randint(1000000, 9999999)), sip_pw()
    return "structural", f"""sngrep capture, REGISTER retried with credentials from sip.conf:
[{u}]
type=friend
secret={p}
host=dynamic
context=voicebot-in
"""  , [p]


def t_ivr_admin_pin():
    pin = str(r.randint(1000, 999999))
    return "name-context", f"""IVR admin menu: dial *{r.randint(70,99)}, then enter admin PIN {pin} to re-record the greeting via the TTS prompt editor.
"""  , [pin]


def t_voicemail_pin():
    pin = str(r.randint(1000, 9999))
    return "structural", f"""; voicemail.conf
[default]
{r.randint(100,999)} => {pin},Support Queue,support@{app()}.com
"""  , [pin]


def t_http_trace_bearer():
    t = g.jwt()
    return "self-identifying", f"""> GET /v1/voices/{g.uuid()}/samples HTTP/1.1
> Host: api.voicecloneplatform.example
> Authorization: Bearer {t}
< HTTP/1.1 200 OK
"""  , [t]


def t_pw_pair_yaml():
    u, p = "tts-admin", anypw()
    return "structural", f"""# coqui / xtts web ui behind basic auth
auth:
  username: {u}
  password: {p}
model: xtts_v2
"""  , [p]


SECRET_T = [t_deepgram_env, t_deepgram_curl, t_deepgram_py, t_deepgram_ws_log, t_deepgram_js, t_aai_py, t_aai_curl,
            t_aai_realtime_token, t_eleven_header, t_eleven_env, t_eleven_clone, t_eleven_legacy, t_azure_env,
            t_azure_csharp, t_azure_header, t_azure_issue_token, t_azure_py, t_google_sa, t_google_key_query,
            t_google_tts_bearer, t_aws_polly, t_aws_transcribe_boto, t_aws_presigned_ws, t_openai_whisper,
            t_groq_whisper, t_replicate, t_hf_pyannote, t_whisper_server_basic, t_whisper_compose,
            t_whisper_nginx_htpasswd_cmd, t_speechmatics, t_revai, t_gladia, t_picovoice, t_cartesia, t_playht,
            t_twilio_env, t_twilio_client, t_twilio_basic_curl, t_twilio_apikey, t_vonage, t_vonage_key, t_telnyx,
            t_livekit_env, t_livekit_token, t_livekit_yaml, t_pjsip, t_freeswitch_gw, t_sip_uri_log, t_vapi_private,
            t_retell, t_voice_webhook_secret, t_daily, t_nuance_mix, t_dialogflow_key, t_lex_cli, t_redis_queue,
            t_postgres_calls, t_s3_recordings, t_traceback, t_deepgram_traceback, t_chat, t_chat, t_ticket_sip,
            t_hook_bash, t_hook_read_env, t_hook_edit, t_diff, t_aai_webhook_auth, t_notebook, t_notebook_azure,
            t_go_code, t_php, t_ruby, t_java_props, t_toml_pipecat, t_k8s_secret_stringdata, t_terraform_azure,
            t_android_manifest, t_websocket_query_key, t_sip_digest_trace, t_ivr_admin_pin, t_voicemail_pin,
            t_http_trace_bearer, t_pw_pair_yaml]


# ---------------------------------------------------------------- clean templates
def c_deepgram_response():
    return json.dumps({"metadata": {"request_id": g.uuid(), "sha256": g.sha256(), "created": "2026-12-03T09:14:02.511Z",
                                    "duration": round(r.uniform(5, 900), 3), "channels": 1, "models": [g.uuid()],
                                    "model_info": {g.uuid(): {"name": "general-nova-3", "version": "2025-04-17.21547", "arch": "nova-3"}}},
                       "results": {"channels": [{"alternatives": [{"transcript": "yes I'd like to reschedule my delivery", "confidence": 0.9921}]}]}}, indent=2)


def c_aai_transcript():
    return json.dumps({"id": g.uuid(), "status": "completed", "audio_url": f"https://cdn.{app()}.io/rec/{g.uuid()}.mp3",
                       "language_code": "en_us", "audio_duration": r.randint(10, 3600),
                       "words": [{"text": "Hello", "start": 240, "end": 560, "confidence": 0.98, "speaker": "A"}]}, indent=2)


def c_eleven_voices():
    return json.dumps({"voices": [{"voice_id": v, "name": n, "category": "premade", "preview_url":
                                   f"https://storage.googleapis.com/eleven-public-prod/premade/voices/{v}/{g.uuid()}.mp3"}
                                  for v, n in zip(r.sample(VOICE_IDS_PUBLIC, 2), ["Rachel", "Adam"])]}, indent=2)


def c_env_example():
    return f"""# .env.example for {app()}
DEEPGRAM_API_KEY=your-deepgram-key
ELEVENLABS_API_KEY=<elevenlabs api key>
AZURE_SPEECH_KEY=
AZURE_SPEECH_REGION={g.pick(REGIONS)}
TWILIO_AUTH_TOKEN=changeme
"""


def c_ssml():
    return f"""<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en-US">
  <voice name="en-US-AvaMultilingualNeural">
    Your confirmation code is <say-as interpret-as="characters">{g.s(UPPER + string.digits, 6)}</say-as>.
    <break time="{r.randint(200,900)}ms"/> Order number <say-as interpret-as="digits">{r.randint(10**9, 10**10)}</say-as>.
  </voice>
</speak>
"""


def c_twilio_webhook():
    return f"""POST /twiml/inbound HTTP/1.1
Host: bot.{app()}.io
X-Twilio-Signature: {g.b64(20)}
Content-Type: application/x-www-form-urlencoded

CallSid=CA{g.hexs(32)}&AccountSid=AC{g.hexs(32)}&From=%2B1415{r.randint(1000000,9999999)}&To=%2B1628{r.randint(1000000,9999999)}&CallStatus=ringing&ApiVersion=2010-04-01
"""


def c_audio_checksums():
    return "\n".join(f"{g.sha256()}  corpus/{g.pick(['de','en','fr','es'])}/{g.uuid()}.flac" for _ in range(r.randint(3, 5)))


def c_base64_audio():
    return json.dumps({"event": "media", "sequenceNumber": str(r.randint(1, 9999)), "streamSid": "MZ" + g.hexs(32),
                       "media": {"track": "inbound", "chunk": str(r.randint(1, 999)), "timestamp": str(r.randint(1000, 99999)),
                                 "payload": g.b64(160)}})


def c_polly_voices():
    return f"""$ aws polly describe-voices --language-code {g.pick(['de-DE','en-GB','es-ES'])} --query 'Voices[].[Id,SupportedEngines]' --output text
Vicki	neural	standard
Daniel	neural
RequestId: {g.uuid()}
"""


def c_transcribe_job():
    return json.dumps({"TranscriptionJob": {"TranscriptionJobName": f"call-{g.uuid()}", "TranscriptionJobStatus": "COMPLETED",
                                            "LanguageCode": "en-US", "MediaFormat": "wav",
                                            "Transcript": {"TranscriptFileUri": f"https://s3.{g.pick(AWSREG)}.amazonaws.com/{app()}-transcripts/call.json"}}}, indent=2)


def c_compose_env_ref():
    return f"""services:
  {app()}:
    image: ghcr.io/{app()}/bot@sha256:{g.sha256()}
    environment:
      DEEPGRAM_API_KEY: ${{DEEPGRAM_API_KEY}}
      ELEVENLABS_API_KEY: ${{ELEVENLABS_API_KEY:?set it}}
      LIVEKIT_URL: wss://{app()}.livekit.cloud
"""


def c_k8s_ref():
    return f"""env:
  - name: SPEECH_KEY
    valueFrom:
      secretKeyRef: {{ name: azure-speech, key: primary }}
  - name: SPEECH_REGION
    value: {g.pick(REGIONS)}
  - name: BUILD_SHA
    value: "{g.sha1()}"
"""


def c_whisper_log():
    return f"""[2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)}] INFO faster_whisper: Processing audio with duration 0{r.randint(0,9)}:{r.randint(10,59)}.{r.randint(100,999)}
[2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)}] INFO faster_whisper: Detected language 'de' with probability 0.{r.randint(80,99)}
[2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)}] INFO uvicorn: 10.0.{r.randint(0,255)}.{r.randint(0,255)}:{r.randint(30000,60000)} - "POST /v1/audio/transcriptions HTTP/1.1" 200 request_id={g.uuid()}
"""


def c_model_hashes():
    return f"""Downloading model.bin: 100%|██████████| 3.09G/3.09G
ggml-large-v3.bin  sha256={g.sha256()}
ggml-base.en.bin   sha1={g.sha1()}
"""


def c_livekit_room():
    return json.dumps({"sid": "RM_" + g.s(B62, 12), "name": f"call-{r.randint(10000,99999)}", "empty_timeout": 300,
                       "creation_time": str(1764000000 + r.randint(0, 9999999)), "num_participants": r.randint(1, 3),
                       "participants": [{"sid": "PA_" + g.s(B62, 12), "identity": "agent-voice", "state": "ACTIVE"}]}, indent=2)


def c_vapi_public():
    return f"""<script>
  // public key: safe to ship in the browser, only starts web calls with this assistant
  const vapi = new Vapi("{g.uuid()}");
  vapi.start("{g.uuid()}");
</script>
"""


def c_prose():
    return g.pick([
        f"Note: Deepgram project keys can be scoped to 'usage:write' only; for the browser we mint short-lived tokens server-side. Keys live in Vault under secret/{app()}/deepgram.",
        f"Die Azure-Speech-Keys werden alle 60 Tage rotiert (Key1/Key2-Wechsel). Nie in Tickets posten; Runbook RB-{r.randint(10,99)}.",
        f"Voice cloning policy: we only clone voices with a signed consent form; consent records ids are stored in the CRM, not in the repo.",
        f"Para producción usamos identidades administradas en Azure, así que no hay clave de Speech en la configuración.",
        f"AssemblyAI temporary tokens expire after {r.randint(60,3600)} s; the frontend requests one from /api/asr-token, never the real key.",
        f"Twilio: the Account SID is an identifier and fine to log; the Auth Token is the secret. Log only the SID. (PR #{r.randint(100,999)})",
    ]) + f" ref {g.hexs(8)}"


def c_speaker_diar():
    return "\n".join(f"SPEAKER call_{r.randint(1000,9999)} 1 {r.uniform(0,60):.3f} {r.uniform(0.2,8):.3f} <NA> <NA> SPEAKER_0{r.randint(0,3)} <NA> <NA>" for _ in range(4))


def c_gha_secrets():
    return f"""    - name: Integration tests (ASR)
      env:
        DEEPGRAM_API_KEY: ${{{{ secrets.DEEPGRAM_API_KEY }}}}
        ASSEMBLYAI_API_KEY: ${{{{ secrets.ASSEMBLYAI_API_KEY }}}}
      run: pytest tests/integration -k asr --maxfail={r.randint(1,5)}
"""


def c_pjsip_cfg_ref():
    return f"""[trunk-auth]
type=auth
auth_type=userpass
username=${{SIP_USER}}
password=${{SIP_PASSWORD}}
; endpoint id {g.uuid()}
"""


def c_google_sa_public():
    return json.dumps({"keys": [{"kid": g.hexs(40), "kty": "RSA", "alg": "RS256", "use": "sig", "n": g.b64url(256), "e": "AQAB"}]}, indent=2)


def c_hook_clean():
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "python -m asr.eval --set dev-clean --model nova-3"},
                       "tool_response": {"stdout": f"WER {r.uniform(3,12):.2f}%  CER {r.uniform(1,5):.2f}%  files={r.randint(100,3000)}\n", "stderr": ""}})


def c_call_record():
    return json.dumps({"call_id": g.uuid(), "call_sid": "CA" + g.hexs(32), "from": f"+4930{r.randint(1000000,9999999)}",
                       "duration_s": r.randint(20, 900), "recording_sid": "RE" + g.hexs(32), "sentiment": g.pick(["positive", "neutral", "negative"]),
                       "asr_request_id": g.uuid()}, indent=2)


def c_wav_header():
    return f"""$ xxd -l 48 greeting_{r.randint(1,99)}.wav
00000000: 5249 4646 {g.hexs(4)} {g.hexs(4)} 5741 5645 666d 7420  RIFF....WAVEfmt 
00000010: 1000 0000 0100 0100 803e 0000 007d 0000  .........>...}}..
00000020: 0200 1000 6461 7461 {g.hexs(4)} {g.hexs(4)} {g.hexs(4)} {g.hexs(4)}  ....data........
"""


def c_phoneme_table():
    return "\n".join(f"{w}\t{p}" for w, p in r.sample([("hello", "HH AH0 L OW1"), ("parcel", "P AA1 R S AH0 L"),
                                                     ("delivery", "D IH0 L IH1 V ER0 IY0"), ("password", "P AE1 S W ER2 D"),
                                                     ("token", "T OW1 K AH0 N"), ("secret", "S IY1 K R AH0 T")], 4)) + f"\n# lexicon rev {g.hexs(7)}"


def c_pip_freeze():
    return "\n".join([f"deepgram-sdk=={r.randint(3,4)}.{r.randint(0,9)}.{r.randint(0,9)}", f"assemblyai==0.{r.randint(30,40)}.{r.randint(0,9)}",
                      f"elevenlabs==1.{r.randint(0,50)}.0", f"faster-whisper==1.{r.randint(0,2)}.{r.randint(0,9)}",
                      f"torch @ https://download.pytorch.org/whl/cu124/torch-2.5.1%2Bcu124-cp312-cp312-linux_x86_64.whl#sha256={g.sha256()}"])


def c_azure_output():
    return json.dumps({"RecognitionStatus": "Success", "Offset": r.randint(0, 10**7), "Duration": r.randint(10**6, 10**8),
                       "DisplayText": "Bitte verbinden Sie mich mit dem Kundenservice.", "Id": g.hexs(32)}, indent=2)


def c_pem_cert():
    lines = "\n".join(g.b64(48) for _ in range(r.randint(6, 10)))
    return f"""# TLS cert of the SIP trunk (public; pinned in bot config)
-----BEGIN CERTIFICATE-----
{lines}
-----END CERTIFICATE-----
"""


CLEAN_T = [c_deepgram_response, c_aai_transcript, c_eleven_voices, c_env_example, c_ssml, c_twilio_webhook,
           c_audio_checksums, c_base64_audio, c_polly_voices, c_transcribe_job, c_compose_env_ref, c_k8s_ref,
           c_whisper_log, c_model_hashes, c_livekit_room, c_vapi_public, c_prose, c_speaker_diar, c_gha_secrets,
           c_pjsip_cfg_ref, c_google_sa_public, c_hook_clean, c_call_record, c_wav_header, c_phoneme_table,
           c_pip_freeze, c_azure_output, c_pem_cert]


def main() -> None:
    clean = []
    j = 0
    while len(clean) < 100:
        fn = CLEAN_T[j % len(CLEAN_T)]
        j += 1
        clean.append(fn())
    clean_all = "\n".join(clean)
    secrets = []
    i = 0
    while len(secrets) < 250:
        fn = SECRET_T[i % len(SECRET_T)] if i < len(SECRET_T) * 2 else g.pick(SECRET_T)
        i += 1
        rec = fn()
        while any(v in clean_all for v in rec[2]):  # a short PIN must not also occur in a clean text
            rec = fn()
        secrets.append(rec)
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (n, v)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
