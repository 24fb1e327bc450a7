"""Blind redaction round 43, source datalabel: data labelling and annotation platforms."""
import json, string
from pathlib import Path
from _tokens import Gen, B62, HEX, URLSAFE, UPPER

FAM = "datalabel"
g = Gen(43003)
LOW = string.ascii_lowercase + string.digits
def ls_tok(): return g.hexs(40)                          # Label Studio legacy token
def lb_key(): return g.jwt("cl" + g.s(LOW, 23))           # Labelbox API keys are JWTs
def scale(): return g.pick(["live_", "test_"]) + g.hexs(32)
def cvat_tok(): return g.s(B62, 40)
def rf_key(): return g.s(B62, 20)
def lic(): return "-".join(g.s(UPPER + "0123456789", 4) for _ in range(4))
def cuid(): return "cl" + g.s(LOW, 23)
def words(): return " ".join(g.pick(["violet","harbour","pencil","glacier","tomato","signal","meadow","quartz","banjo","ember"]) for _ in range(4))
def host(): return g.pick(["label.acme.ai", "ls.annot.internal", "cvat.vision-lab.org", "prodigy.nlp.corp", "annotate.example.net"])
def who(): return g.pick(["annotator01", "qa_lead", "vendor-team-b", "admin", "mturk-bridge", "reviewer7", "svc-export"])

S, N, T = "self-identifying", "name-context", "structural"
sec = []

def t_self():
    k = g.r.randint(0, 9)
    if k == 0:
        v = lb_key(); return f"import labelbox as lb\nclient = lb.Client(api_key=\"{v}\")\nproject = client.get_project(\"{cuid()}\")\nexport_task = project.export_v2(params={{\"data_row_details\": True}})", [v]
    if k == 1:
        v = g.aws_akid(); w = g.aws_secret(); return f"# Ground Truth labeling job launcher\n[default]\naws_access_key_id = {v}\naws_secret_access_key = {w}\nregion = us-west-2", [v, w]
    if k == 2:
        b, l = g.pem("PRIVATE KEY"); return json.dumps({"type": "service_account", "project_id": "annot-pipeline", "private_key_id": g.hexs(40), "private_key": b + "\n", "client_email": "labelstudio-gcs@annot-pipeline.iam.gserviceaccount.com"}, indent=2), [l]
    if k == 3:
        v = g.hf(); return f"$ huggingface-cli upload acme/vehicle-boxes-v3 ./export --repo-type dataset --token {v}\nUploading 14 LFS files: 100%", [v]
    if k == 4:
        v = g.openai(); return f"# pre-annotation with an LLM before human review\nOPENAI_API_KEY={v}\nLABEL_STUDIO_URL=https://{host()}\nML_BACKEND_PORT=9090", [v]
    if k == 5:
        v = g.jwt(); return f"GET /api/projects/{g.r.randint(1,300)}/tasks?page=1 HTTP/1.1\nHost: {host()}\nAuthorization: Bearer {v}", [v]
    if k == 6:
        v = g.slack_webhook(); part = v.rsplit('/', 1)[1]; return f"cvat:\n  webhooks:\n    - target_url: {v}\n      events: [update:job, create:issue]\n      content_type: application/json", [part]
    if k == 7:
        v = g.anthropic(); return json.dumps({"tool_name": "Bash", "tool_input": {"command": f"ANTHROPIC_API_KEY={v} python prelabel.py --project {g.r.randint(1,99)} --limit 500"}}), [v]
    if k == 8:
        b, l = g.pem("OPENSSH PRIVATE KEY"); return f"# vendor SFTP drop for raw images (annotation BPO)\n$ cat ~/.ssh/vendor_drop\n{b}", [l]
    v = g.google_api(); return f"// annotator tool: map tiles for geo labeling\nconst MAPS_SERVER_KEY = \"{v}\"; // server-side geocoding, not the browser key", [v]

def t_name():
    k = g.r.randint(0, 19)
    if k == 0:
        v = ls_tok(); return f"LABEL_STUDIO_URL=https://{host()}\nLABEL_STUDIO_API_KEY={v}", [v]
    if k == 1:
        v = ls_tok(); return f"from label_studio_sdk import Client\nls = Client(url='http://localhost:8080', api_key='{v}')\nproject = ls.get_project({g.r.randint(1,200)})", [v]
    if k == 2:
        v = scale(); return f"import scaleapi\nclient = scaleapi.ScaleClient(\"{v}\")\ntask = client.create_task(TaskType.ImageAnnotation, project=\"lidar_q4\", attachment=url)", [v]
    if k == 3:
        v = scale(); return f"SCALE_API_KEY={v}\nSCALE_CALLBACK_URL=https://hooks.acme.ai/scale", [v]
    if k == 4:
        v = g.s(B62 + "!%*", 18); u = who(); return f"# prodigy.json / env for the team instance\nexport PRODIGY_BASIC_AUTH_USER={u}\nexport PRODIGY_BASIC_AUTH_PASS={v}\nprodigy ner.manual news_ner blank:en ./news.jsonl --label PERSON,ORG", [v]
    if k == 5:
        v = lic(); return f"export PRODIGY_LICENSE_KEY={v}\n$ pip install prodigy -f https://$PRODIGY_LICENSE_KEY@download.prodi.gy\nLooking in links: https://****@download.prodi.gy", [v]
    if k == 6:
        v = rf_key(); return f"from roboflow import Roboflow\nrf = Roboflow(api_key=\"{v}\")\nproject = rf.workspace(\"acme-vision\").project(\"pallets\")\ndataset = project.version({g.r.randint(1,30)}).download(\"coco\")", [v]
    if k == 7:
        v = g.s(B62, 50); return f"# Django settings for self-hosted Label Studio\nSECRET_KEY = '{v}'\nDJANGO_DB = 'default'", [v]
    if k == 8:
        v = g.pick([g.human_pw(), words().replace(' ', '-')]); return f"Hi vendor team, your annotator accounts are ready. Shared login for the QA review queue: reviewer@acme-vendor.io / {v}. Please change after first login.", [v]
    if k == 9:
        v = g.s(B62, 26); return f"cognito:\n  user_pool_id: us-west-2_{g.s(B62,9)}\n  app_client_id: {g.s(LOW,26)}\n  app_client_secret: {v}\n# private workforce for Ground Truth", [v]
    if k == 10:
        v = g.s(B62, 44); return f"[Supervisely]\nSERVER_ADDRESS=https://app.supervisely.com\nAPI_TOKEN={v}", [v]
    if k == 11:
        v = cvat_tok(); return f"cvat-cli --server-host {host()} --auth {who()} --token {v} ls", [v]
    if k == 12:
        v = g.hexs(64); return f"# webhook receiver\nLABELBOX_WEBHOOK_SECRET = \"{v}\"\ndef verify(req):\n    digest = hmac.new(LABELBOX_WEBHOOK_SECRET.encode(), req.body, hashlib.sha1).hexdigest()", [v]
    if k == 13:
        v = g.machine_pw(); return f"MTurk requester sandbox:\n  requester_email: data-ops@acme.ai\n  password: {v}\n  (root login, use IAM keys for the API instead)", [v]
    if k == 14:
        v = ls_tok(); return f"Hola, el token del proyecto de etiquetado quedó en el notebook: token = '{v}'. ¿Lo borras del historial de git?", [v]
    if k == 15:
        v = lb_key(); return f"{{\n  \"cell_type\": \"code\",\n  \"source\": [\"LB_API_KEY = '{v}'\\n\", \"client = labelbox.Client(LB_API_KEY)\"],\n  \"outputs\": []\n}}", [v]
    if k == 16:
        v = g.b64(32); return f"labelstudio:\n  env:\n    - name: LABEL_STUDIO_USERNAME\n      value: admin@acme.ai\n    - name: LABEL_STUDIO_PASSWORD\n      value: \"{(p:=g.human_pw())}\"\n    - name: JWT_SECRET\n      value: \"{v}\"", [p, v]
    if k == 17:
        v = g.s(B62, 32); return f"Toloka requester: OAuth token for the sandbox pool is {v} (expires never)", [v]
    if k == 18:
        v = g.s(string.digits, 6); return f"Annotation workstation kiosk — unlock PIN for the secure room tablet: {v}", [v]
    v = scale(); return f"Traceback (most recent call last):\n  File \"submit_batch.py\", line 18, in <module>\n    client = scaleapi.ScaleClient(api_key='{v}')\nscaleapi.exceptions.ScaleUnauthorized: Invalid API key", [v]

def t_struct():
    k = g.r.randint(0, 11)
    if k == 0:
        v = ls_tok(); return f"$ curl -X GET {host()}/api/projects/ -H 'Authorization: Token {v}'", [v]
    if k == 1:
        v = scale(); return f"$ curl https://api.scale.com/v1/tasks -u \"{v}:\" -d project=kitti_boxes", [v]
    if k == 2:
        p = g.machine_pw(); return f"POSTGRE_NAME=labelstudio\nDJANGO_DB=default\nDATABASE_URL=postgresql://labelstudio:{p}@pg.annot:5432/labelstudio", [p]
    if k == 3:
        b = g.b64(g.pick([15, 18, 21, 24])); return f"POST /api/tasks HTTP/1.1\nHost: {host()}\nAuthorization: Basic {b}\nContent-Type: application/json\n\n{{\"project_id\": {g.r.randint(1,90)}}}", [b]
    if k == 4:
        p = g.pw(); return f"$ docker exec cvat_server python3 manage.py shell -c \"from django.contrib.auth.models import User; User.objects.create_superuser('admin', 'a@acme.ai', '{p}')\"", [p]
    if k == 5:
        v = g.b64url(32); return f"https://annot.blob.core.windows.net/raw-frames?sv=2023-11-03&ss=b&srt=co&sp=rl&se=2027-01-31T00:00:00Z&sig={v}%3D", [v]
    if k == 6:
        p = g.human_pw(); return f"$ cvat-cli --auth {who()}:{p} --server-host {host()} create 'batch-{g.r.randint(1,99)}' --labels labels.json local ./frames/*.jpg", [p]
    if k == 7:
        p = g.machine_pw(); return f"redis://default:{p}@redis-cvat:6379/0", [p]
    if k == 8:
        v = cvat_tok(); return f"GET /api/jobs?page_size=50 HTTP/1.1\nHost: {host()}\nAuthorization: Token {v}\nX-Organization: vision-lab", [v]
    if k == 9:
        p = g.pw(); return f"sftp://vendor_upload:{p}@sftp.acme.ai:22/incoming/batch_{g.r.randint(10,99)}", [p]
    if k == 10:
        v = rf_key(); return f"https://detect.roboflow.com/pallets/{g.r.randint(1,20)}?api_key={v}&confidence=40", [v]
    p = g.machine_pw(); return f"mongodb://annot_rw:{p}@mongo-0.annot:27017/labels?authSource=admin&replicaSet=rs0", [p]

plan = [S] * 40 + [N] * 125 + [T] * 85
for cls in plan:
    text, vals = {S: t_self, N: t_name, T: t_struct}[cls]()
    sec.append((cls, text, vals))

def clean_text(i):
    k = i % 32
    if k == 0: return json.dumps({"id": g.r.randint(1, 99999), "data": {"image": f"s3://annot-raw/frames/{g.hexs(12)}.jpg"}, "annotations": [{"id": g.r.randint(1, 9999), "result": [{"type": "rectanglelabels", "value": {"x": round(g.r.random()*90, 2), "y": round(g.r.random()*90, 2), "width": 8.1, "height": 12.4, "rectanglelabels": ["car"]}}]}]}, indent=2)
    if k == 1: return json.dumps({"images": [{"id": g.r.randint(1,999), "file_name": f"{g.hexs(16)}.jpg", "width": 1920, "height": 1080}], "annotations": [{"id": 1, "image_id": 1, "category_id": 3, "bbox": [g.r.randint(0,900), g.r.randint(0,500), 120, 88], "area": 10560, "iscrowd": 0}]})
    if k == 2: return f"# .env.example\nLABEL_STUDIO_API_KEY=<your-token>\nSCALE_API_KEY=live_xxxxxxxxxxxxxxxxxxxxxxxx\nLABELBOX_API_KEY=changeme"
    if k == 3: return f"Labelbox project {cuid()} — dataset {cuid()}, data row {cuid()}, global key frame_{g.r.randint(10000,99999)}"
    if k == 4: return f"Scale task {g.hexs(24)} completed; batch 'kitti-{g.r.randint(1,40)}', callback 200; audit {g.hexs(24)}"
    if k == 5: return f"{{\"source-ref\": \"s3://gt-input/img_{g.r.randint(1000,9999)}.jpg\", \"bbox-job\": {{\"annotations\": [{{\"class_id\": 0, \"left\": {g.r.randint(0,500)}, \"top\": {g.r.randint(0,500)}, \"width\": 61, \"height\": 40}}]}}, \"bbox-job-metadata\": {{\"job-name\": \"labeling-job/bbox-job\", \"human-annotated\": \"yes\", \"creation-date\": \"2026-11-{g.r.randint(10,28)}T10:11:12.000Z\"}}}}"
    if k == 6: return f"Inter-annotator agreement (Cohen's kappa) for batch {g.r.randint(1,60)}: 0.{g.r.randint(60,95)}; {g.r.randint(3,40)} disagreements sent to adjudication."
    if k == 7: return f"dataset checksum: md5 {g.hexs(32)}  sha256 {g.sha256()}  (vehicle-boxes-v{g.r.randint(1,9)}.zip)"
    if k == 8: return f"<View>\n  <Image name=\"image\" value=\"$image\"/>\n  <RectangleLabels name=\"label\" toName=\"image\">\n    <Label value=\"Car\" background=\"#{g.hexs(6)}\"/>\n    <Label value=\"Pedestrian\" background=\"#{g.hexs(6)}\"/>\n  </RectangleLabels>\n</View>"
    if k == 9: return f"prodigy db-out news_ner > news_ner.jsonl\n{{\"text\": \"Apple opened a store in Berlin.\", \"_input_hash\": {g.r.randint(-2**31, 2**31)}, \"_task_hash\": {g.r.randint(-2**31, 2**31)}, \"answer\": \"accept\"}}"
    if k == 10: return f"CVAT job {g.r.randint(1,9999)} (task {g.r.randint(1,999)}): state=completed stage=acceptance assignee={who()}; {g.r.randint(10,900)} shapes, {g.r.randint(0,20)} issues"
    if k == 11: return f"label_studio:\n  api_key: ${{LABEL_STUDIO_API_KEY}}\nscale:\n  api_key: ${{SCALE_API_KEY}}\nlabelbox:\n  api_key: ${{LABELBOX_API_KEY}}"
    if k == 12: return f"Workforce dashboard: worker {g.s(UPPER+'0123456789',14)} (MTurk WorkerId), HIT {g.s(UPPER+'0123456789',30)}, assignment {g.s(UPPER+'0123456789',30)}, approved"
    if k == 13: return f"commit {g.hexs(40)}\n\n    labeling: add taxonomy v{g.r.randint(2,9)} (split 'truck' into 'truck' and 'trailer')"
    if k == 14: return f"X-Labelbox-Signature: sha1={g.hexs(40)}\nX-Labelbox-Id: {cuid()}\nContent-Type: application/json"
    if k == 15: return f"Annotation guideline §{g.r.randint(2,9)}: occluded objects above 60 % are labelled 'occluded=true'. Do not share your login; each annotator has a personal account and SSO."
    if k == 16: return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(18)}\n-----END PUBLIC KEY-----"
    if k == 17: return f"$ label-studio start --port 8080 --data-dir /data\nStarting Label Studio v1.{g.r.randint(10,16)}.0 on http://0.0.0.0:8080\nDjango version 5.1, using settings 'label_studio.core.settings.label_studio'"
    if k == 18: return f"Payout batch {g.r.randint(100000,999999)} for annotators: {g.r.randint(20,300)} workers, total ${g.r.randint(1000,90000)}.{g.r.randint(10,99)}; invoice INV-{g.r.randint(10000,99999)}"
    if k == 19: return f"{g.sha256()}  cvat-server-v2.{g.r.randint(10,25)}.0.tar\nimage: cvat/server@sha256:{g.hexs(64)}"
    if k == 20: return f"Consensus score for task {g.uuid()}: 0.{g.r.randint(50,99)}; gold-standard accuracy {g.r.randint(80,99)} %; reviewer {who()}"
    if k == 21: return f"Bitte die API-Keys nicht ins Notebook schreiben, sondern über os.environ['LABEL_STUDIO_API_KEY'] lesen. Der alte Key wurde gestern widerrufen."
    if k == 22: return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "configs/labeling.yaml"}, "tool_response": "project: pallets\nontology: ontology_v4.json\nreview_rate: 0.1\napi_key_env: LABELBOX_API_KEY"})
    if k == 23: return f"{{\"kid\": \"{g.hexs(20)}\", \"kty\": \"RSA\", \"n\": \"{g.b64url(128)}\", \"e\": \"AQAB\"}}"
    if k == 24: return f"image/jpeg;base64,{g.b64(45)}"
    if k == 25: return f"ontology {cuid()}: classes [car, bus, cyclist], feature schema ids {cuid()}, {cuid()}"
    if k == 26: return f"Ground Truth job arn:aws:sagemaker:us-west-2:{g.r.randint(10**11,10**12-1)}:labeling-job/pallets-{g.r.randint(1,99)} status Completed, {g.r.randint(100,9000)} objects labelled"
    if k == 27: return f"$ pip hash prodigy_recipes-0.{g.r.randint(1,9)}.tar.gz\n--hash=sha256:{g.sha256()}"
    if k == 28: return f"Roboflow model pallets/{g.r.randint(1,20)}: mAP@50 0.{g.r.randint(60,95)}, precision 0.{g.r.randint(60,95)}, version id {g.s(LOW,20)}"
    if k == 29: return f"Ticket ANN-{g.r.randint(100,999)}: the vendor asked for the S3 secret. We gave them a Ground Truth private workforce invite instead; no keys leave the account."
    if k == 30: return f"uuid={g.uuid()} frame=1{g.r.randint(10**8,10**9)} lidar_sweep={g.hexs(16)} label_state=reviewed"
    return f"trace {g.hexs(32)}: POST /api/predictions 201 in {g.r.randint(5,400)}ms (ML backend yolov8, model version {g.hexs(8)})"

clean = [clean_text(i) for i in range(100)]

def write():
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    write()
