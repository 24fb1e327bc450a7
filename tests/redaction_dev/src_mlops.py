"""Blind redaction source "mlops": ML platforms and their tooling.

MLflow tracking servers and backend stores, Weights & Biases, Hugging Face Hub, SageMaker and Vertex AI (AWS keys,
service-account JSON), Kubeflow, Label Studio, DVC remotes (.dvc/config.local, dvc remote modify), feature stores
(Feast, Hopsworks, Tecton), ClearML, Comet, Kaggle, notebooks, training logs and agent hook payloads.

Written blind by the helper "corpora" on 2026-12-03 (round 17): the writer read none of memtool's rules, tests or
results. Every value is random and made up (seeded; rerun to regenerate byte-identical files); nothing comes from a
scanner's fixtures. Uses only the standard library and _tokens.py.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, Gen

FAMILY = "mlops"
g = Gen(1703)
r = g.r
LOW = string.ascii_lowercase + string.digits
TEAMS = ["vision-lab", "nlp-core", "recsys", "fraud-ml", "forecasting", "speech-team", "ranking", "ds-platform"]
PROJECTS = ["churn-xgb", "llama-ft-support", "yolo-shelf", "bert-intent", "demand-tft", "asr-whisper-ft", "ctr-dcn", "embeddings-v3"]


def team() -> str:
    return g.pick(TEAMS)


def proj() -> str:
    return g.pick(PROJECTS)


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "timeout": 120000},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content, "numLines": content.count("\n") + 1}}}, ensure_ascii=False)


def wandb_key() -> str:
    return g.hexs(40)


def runid() -> str:
    return g.s(LOW, 8)


# ---------------------------------------------------------------- secrets
def s_wandb():
    k = wandb_key()
    v = r.randint(0, 4)
    if v == 0:
        return "name-context", f"$ wandb login {k}\nwandb: Appending key for api.wandb.ai to your netrc file: /home/jovyan/.netrc", [k]
    if v == 1:
        return "structural", f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {k}\n", [k]
    if v == 2:
        return "name-context", f"import os, wandb\nos.environ[\"WANDB_API_KEY\"] = \"{k}\"\nwandb.init(project=\"{proj()}\", entity=\"{team()}\")", [k]
    if v == 3:
        return "name-context", f"      - name: WANDB_API_KEY\n        value: \"{k}\"\n      - name: WANDB_PROJECT\n        value: {proj()}", [k]
    return "name-context", f"ok for the sweep just use my key {k}, it's on the team plan", [k]


def s_hf():
    t = g.hf()
    v = r.randint(0, 4)
    if v == 0:
        return "self-identifying", f"$ huggingface-cli login --token {t} --add-to-git-credential\nToken is valid (permission: write).\nYour token has been saved to /root/.cache/huggingface/token", [t]
    if v == 1:
        return "self-identifying", f"git remote add hub https://{team()}:{t}@huggingface.co/{team()}/{proj()}", [t]
    if v == 2:
        return "self-identifying", f"from huggingface_hub import HfApi\napi = HfApi(token=\"{t}\")\napi.upload_folder(folder_path=\"out/checkpoint-{r.randint(500, 9000)}\", repo_id=\"{team()}/{proj()}\")", [t]
    if v == 3:
        return "self-identifying", hook("cat ~/.cache/huggingface/token; echo", t), [t]
    return "self-identifying", f"docker run --gpus all -e HF_TOKEN={t} -p 8080:80 ghcr.io/huggingface/text-generation-inference:2.4 --model-id {team()}/{proj()}", [t]


def s_mlflow_uri():
    pw = g.pw(); u = g.pick(["mlflow", "mlflow_app", "tracking"])
    v = r.randint(0, 3)
    if v == 0:
        return "structural", f"mlflow server --backend-store-uri postgresql://{u}:{pw}@mlflow-db.{team()}.svc:5432/mlflow --artifacts-destination s3://{team()}-mlflow-artifacts --host 0.0.0.0", [pw]
    if v == 1:
        return "structural", f"export MLFLOW_TRACKING_URI=https://{u}:{pw}@mlflow.{team()}.example.com", [pw]
    if v == 2:
        return "structural", f"sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, \"Access denied for user '{u}'@'10.4.{r.randint(0, 255)}.{r.randint(2, 250)}'\")\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n  backend_store_uri = 'mysql+pymysql://{u}:{pw}@mlflow-mysql:3306/mlflow'", [pw]
    return "structural", f"  mlflow:\n    image: ghcr.io/mlflow/mlflow:v2.17.2\n    command: mlflow server --backend-store-uri postgresql://{u}:{pw}@db/mlflow --serve-artifacts", [pw]


def s_mlflow_basic():
    pw = g.pw()
    v = r.randint(0, 1)
    if v == 0:
        return "name-context", f"MLFLOW_TRACKING_URI=https://mlflow.{team()}.example.com\nMLFLOW_TRACKING_USERNAME=ci-bot\nMLFLOW_TRACKING_PASSWORD={pw}\n", [pw]
    return "name-context", f"# basic_auth.ini\n[mlflow]\ndefault_permission = READ\ndatabase_uri = sqlite:///basic_auth.db\nadmin_username = admin\nadmin_password = {pw}\nauthorization_function = mlflow.server.auth:authenticate_request_basic_auth", [pw]


def s_aws_creds():
    ak = g.aws_akid(); sk = g.aws_secret()
    v = r.randint(0, 2)
    if v == 0:
        return "self-identifying", f"[sagemaker-{team()}]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-1", [ak, sk]
    if v == 1:
        return "name-context", f"estimator = PyTorch(entry_point='train.py', role=role, instance_type='ml.g5.2xlarge',\n    environment={{'AWS_SECRET_ACCESS_KEY': '{sk}', 'S3_BUCKET': '{team()}-sm-data'}})", [sk]
    return "self-identifying", hook("aws configure list && env | grep AWS_", f"      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************{ak[-4:]}              env\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1"), [ak, sk]


def s_sm_session():
    tok = "IQoJb3JpZ2luX2VjE" + g.s(B62 + "+/", 300)
    return "structural", f"POST /endpoints/{proj()}-prod/invocations HTTP/1.1\nHost: runtime.sagemaker.us-east-1.amazonaws.com\nX-Amz-Date: 20261104T101522Z\nX-Amz-Security-Token: {tok}\nContent-Type: application/json", [tok]


def s_gcp_sa():
    block, line = g.pem("PRIVATE KEY")
    pid = f"{team()}-{r.randint(100000, 999999)}"
    sa = {"type": "service_account", "project_id": pid, "private_key_id": g.hexs(40), "private_key": block + "\n",
          "client_email": f"vertex-train@{pid}.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21)),
          "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token"}
    text = json.dumps(sa, indent=2)
    if r.random() < .5:
        return "self-identifying", "$ cat vertex-sa.json\n" + text, [line]
    return "self-identifying", read_hook("secrets/vertex-sa.json", text), [line]


def s_vertex_token():
    t = g.google_oauth()
    return "self-identifying", f"curl -X POST -H \"Authorization: Bearer {t}\" -H 'Content-Type: application/json' https://us-central1-aiplatform.googleapis.com/v1/projects/{team()}-{r.randint(100000, 999999)}/locations/us-central1/endpoints/{r.randint(10**18, 10**19)}:predict -d @instances.json", [t]


def s_label_studio():
    t = g.hexs(40); pw = g.pw()
    v = r.randint(0, 3)
    if v == 0:
        return "structural", f"curl -X GET https://label.{team()}.example.com/api/projects/{r.randint(1, 90)}/export?exportType=JSON -H 'Authorization: Token {t}' -o export.json", [t]
    if v == 1:
        return "name-context", f"from label_studio_sdk.client import LabelStudio\nls = LabelStudio(base_url='http://localhost:8080', api_key='{t}')", [t]
    if v == 2:
        return "name-context", f"label-studio start --username admin@{team()}.io --password {pw} --user-token {t}", [pw, t]
    return "name-context", f"LABEL_STUDIO_USERNAME=annotator-admin@{team()}.io\nLABEL_STUDIO_PASSWORD={pw}\nLABEL_STUDIO_DISABLE_SIGNUP_WITHOUT_LINK=true", [pw]


def s_dvc():
    sk = g.aws_secret(); pw = g.pw()
    v = r.randint(0, 4)
    if v == 0:
        return "name-context", f"$ cat .dvc/config.local\n['remote \"storage\"']\n    access_key_id = {g.aws_akid()}\n    secret_access_key = {sk}\n", [sk]
    if v == 1:
        return "name-context", f"dvc remote modify --local minio secret_access_key {sk}", [sk]
    if v == 2:
        return "name-context", f"dvc remote modify --local nas password '{pw}'\ndvc push -r nas", [pw]
    if v == 3:
        cs = "GOCSPX-" + g.s(B62 + "-_", 28)
        return "self-identifying", f"['remote \"gdrive\"']\n    url = gdrive://{g.s(B62 + '-_', 33)}\n    gdrive_client_id = {r.randint(10**11, 10**12)}-{g.s(LOW, 32)}.apps.googleusercontent.com\n    gdrive_client_secret = {cs}", [cs]
    return "structural", f"dvc remote add -d webdav webdavs://{team()}:{pw}@cloud.{team()}.example.com/remote.php/dav/files/ml/dvcstore", [pw]


def s_minio():
    sk = g.s(B62, 40)
    v = r.randint(0, 1)
    if v == 0:
        return "name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: mlpipeline-minio-artifact\n  namespace: kubeflow\ntype: Opaque\nstringData:\n  accesskey: minio\n  secretkey: {sk}\n", [sk]
    return "name-context", f"$ mc alias set kfp http://minio-service.kubeflow:9000 minio {sk}\nAdded `kfp` successfully.", [sk]


def s_kubeflow_cookie():
    c = "MTc" + g.s(B62 + "-_", 180) + "="
    return "structural", f"import kfp\nclient = kfp.Client(host='https://kubeflow.{team()}.example.com/pipeline', cookies='authservice_session={c}')\nprint(client.list_experiments())", [c]


def s_feast():
    pw = g.pw(); spw = g.pw()
    v = r.randint(0, 2)
    if v == 0:
        return "structural", f"project: {proj().replace('-', '_')}\nregistry: s3://{team()}-feast/registry.db\nprovider: aws\nonline_store:\n  type: redis\n  connection_string: \"feast-redis.{team()}.svc:6379,password={pw},ssl=true\"\n", [pw]
    if v == 1:
        return "name-context", f"offline_store:\n  type: snowflake.offline\n  account: {g.s(LOW, 7)}.eu-west-1\n  user: FEAST_SVC\n  password: {spw}\n  role: FEAST_ROLE\n  warehouse: ML_WH\n  database: FEATURES\n", [spw]
    return "structural", f"online_store:\n  type: postgres\n  host: pg-features\n  port: 5432\n  database: feast\n  user: feast\n  password: {pw}\n", [pw]


def s_hopsworks():
    k = g.s(B62, 16) + "." + g.s(B62, 64)
    return "name-context", g.pick([f"import hopsworks\nproject = hopsworks.login(host='c.app.hopsworks.ai', project='{proj().replace('-', '_')}', api_key_value='{k}')",
                                   f"HOPSWORKS_API_KEY={k}"]), [k]


def s_tecton():
    k = g.hexs(32)
    return "name-context", f"$ tecton service-account create --name feature-server-reader\nSave this API Key - you will not be able to get it again.\nAPI Key:            {k}\nService Account ID: {g.hexs(32)}", [k]


def s_clearml():
    ak = g.s(string.ascii_uppercase + string.digits, 24); sk = g.s(B62, 50)
    return "name-context", f"api {{\n    web_server: https://app.clear.ml\n    api_server: https://api.clear.ml\n    files_server: https://files.clear.ml\n    credentials {{\n        \"access_key\" = \"{ak}\"\n        \"secret_key\" = \"{sk}\"\n    }}\n}}", [sk]


def s_comet_neptune():
    if r.random() < .5:
        k = g.s(B62, 25)
        return "name-context", f"from comet_ml import Experiment\nexperiment = Experiment(api_key=\"{k}\", project_name=\"{proj()}\", workspace=\"{team()}\")", [k]
    raw = json.dumps({"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": g.uuid()}, separators=(",", ":"))
    import base64
    k = base64.b64encode(raw.encode()).decode().rstrip("=")
    return "name-context", f"export NEPTUNE_API_TOKEN=\"{k}\"\nexport NEPTUNE_PROJECT=\"{team()}/{proj()}\"", [k]


def s_kaggle():
    k = g.hexs(32)
    return "name-context", g.pick([f"$ cat ~/.kaggle/kaggle.json\n{{\"username\":\"{team().replace('-', '')}\",\"key\":\"{k}\"}}",
                                   f"!mkdir -p ~/.kaggle && echo '{{\"username\":\"dsuser{r.randint(1, 99)}\",\"key\":\"{k}\"}}' > ~/.kaggle/kaggle.json && chmod 600 ~/.kaggle/kaggle.json"]), [k]


def s_databricks():
    t = g.databricks()
    return "self-identifying", g.pick([f"export DATABRICKS_HOST=https://adb-{r.randint(10**15, 10**16)}.{r.randint(1, 19)}.azuredatabricks.net\nexport DATABRICKS_TOKEN={t}\nexport MLFLOW_TRACKING_URI=databricks",
                                       f"[DEFAULT]\nhost  = https://dbc-{g.hexs(8)}-{g.hexs(4)}.cloud.databricks.com\ntoken = {t}\n"]), [t]


def s_llm_keys():
    t = g.pick([g.openai, g.anthropic])()
    return "self-identifying", g.pick([f"# eval/config.yaml\njudge:\n  model: gpt-4o-2024-08-06\n  api_key: {t}\n",
                                       hook("python -m evals.run --suite rag-v2", f"[eval] judge key: {t[:12]}... ok\n[eval] 412/412 samples\n[eval] debug: env OPENAI_API_KEY={t}")]), [t]


def s_replicate():
    t = "r8_" + g.s(B62, 37)
    return "self-identifying", f"REPLICATE_API_TOKEN={t} python push_model.py --version {g.hexs(64)}", [t]


def s_notebook():
    k = wandb_key(); pw = g.pw()
    nb = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
          "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"WANDB_API_KEY={k}\n", f"PGPASSWORD={pw}\n", "CUDA_VISIBLE_DEVICES=0,1\n"]}],
          "source": ["!env | grep -E 'WANDB|PG|CUDA'"]}
    return "name-context", json.dumps(nb, indent=1), [k, pw]


def s_selfid():
    name, tok, sec = g.self_identifying()
    return "self-identifying", g.pick([f"# training job env (copied from the run page)\n{name.upper()}_KEY={tok}",
                                       f"[{proj()}] step {r.randint(100, 9000)} loss={r.random():.4f} | notifier={name} cred={tok}",
                                       json.dumps({"job": proj(), "env": {f"{name.upper()}_TOKEN": tok, "EPOCHS": "3"}})]), [sec]


def s_chat():
    pw = g.pw()
    return g.pick([("name-context", f"mlflow admin pw got reset, new one is {pw} until we wire up SSO", [pw]),
                   ("structural", f"jupyterhub: https://hub.{team()}.example.com — login `ds-shared` / `{pw}`", [pw]),
                   ("name-context", f"> what's the label studio admin password?\n{pw} (rotate after the annotation sprint pls)", [pw])])


def s_argo_env():
    k = wandb_key(); t = g.hf()
    text = f"""apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: finetune-
spec:
  entrypoint: train
  templates:
  - name: train
    container:
      image: {team()}/trainer:{g.hexs(7)}
      command: [accelerate, launch, train.py]
      env:
      - {{name: WANDB_API_KEY, value: "{k}"}}
      - {{name: HF_TOKEN, value: "{t}"}}
"""
    return "self-identifying", text, [t, k]


SECRET_T = [s_wandb, s_hf, s_mlflow_uri, s_mlflow_basic, s_aws_creds, s_sm_session, s_gcp_sa, s_vertex_token, s_label_studio,
            s_dvc, s_minio, s_kubeflow_cookie, s_feast, s_hopsworks, s_tecton, s_clearml, s_comet_neptune, s_kaggle,
            s_databricks, s_llm_keys, s_replicate, s_notebook, s_selfid, s_chat, s_argo_env, s_wandb, s_hf, s_dvc]


# ---------------------------------------------------------------- clean
def c_dvc_file():
    return f"outs:\n- md5: {g.hexs(32)}.dir\n  size: {r.randint(10**6, 10**10)}\n  nfiles: {r.randint(10, 90000)}\n  hash: md5\n  path: data/raw\n"


def c_dvc_lock():
    return f"schema: '2.0'\nstages:\n  train:\n    cmd: python train.py\n    deps:\n    - path: data/prepared\n      hash: md5\n      md5: {g.hexs(32)}.dir\n    - path: train.py\n      md5: {g.hexs(32)}\n    outs:\n    - path: models/model.pkl\n      md5: {g.hexs(32)}\n      size: {r.randint(10**5, 10**8)}"


def c_lfs_pointer():
    return f"$ git show HEAD:model.safetensors\nversion https://git-lfs.github.com/spec/v1\noid sha256:{g.sha256()}\nsize {r.randint(10**8, 10**10)}"


def c_mlflow_runs():
    rows = "\n".join(f"{g.hexs(32)}  {g.pick(['FINISHED', 'FAILED', 'RUNNING'])}  {proj()}  val_auc={r.random():.4f}" for _ in range(4))
    return f"$ mlflow runs list --experiment-id {r.randint(1, 900)}\nRun ID                            Status    Name      Metrics\n{rows}"


def c_wandb_output():
    rid = runid()
    return f"wandb: Currently logged in as: {team().replace('-', '')} ({team()}). Use `wandb login --relogin` to force relogin\nwandb: Tracking run with wandb version 0.18.5\nwandb: Run data is saved locally in /workspace/wandb/run-20261104_101522-{rid}\nwandb: Syncing run {g.pick(['sunny', 'quiet', 'brisk'])}-{g.pick(['river', 'pine', 'comet'])}-{r.randint(1, 300)}\nwandb: View run at https://wandb.ai/{team()}/{proj()}/runs/{rid}"


def c_placeholders():
    return g.pick(["export WANDB_API_KEY=<your-api-key>\nexport HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nmake train",
                   "MLFLOW_TRACKING_USERNAME=${MLFLOW_USER}\nMLFLOW_TRACKING_PASSWORD=${MLFLOW_PASSWORD}",
                   "Create a token at https://huggingface.co/settings/tokens and run `huggingface-cli login`. Never commit the token; CI reads it from the `HF_TOKEN` secret.",
                   "# feature_store.yaml\nonline_store:\n  type: redis\n  connection_string: ${REDIS_CONNECTION_STRING}\noffline_store:\n  type: snowflake.offline\n  password: ${SNOWFLAKE_PASSWORD}"])


def c_sagemaker_arns():
    acct = g.s(string.digits, 12)
    return json.dumps({"TrainingJobName": f"{proj()}-2026-11-04-10-15-22-{r.randint(100, 999)}", "TrainingJobArn": f"arn:aws:sagemaker:us-east-1:{acct}:training-job/{proj()}",
                       "ModelArtifacts": {"S3ModelArtifacts": f"s3://sagemaker-us-east-1-{acct}/{proj()}/output/model.tar.gz"},
                       "RoleArn": f"arn:aws:iam::{acct}:role/SageMakerExecution", "AlgorithmSpecification": {"TrainingImage": f"763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-training@sha256:{g.sha256()}"}}, indent=2)


def c_vertex_names():
    p = r.randint(10**11, 10**12)
    return f"Model resource name: projects/{p}/locations/us-central1/models/{r.randint(10**18, 10**19)}\nEndpoint: projects/{p}/locations/us-central1/endpoints/{r.randint(10**18, 10**19)}\nDeployed model id: {r.randint(10**18, 10**19)}\nservice account: vertex-train@{team()}-{r.randint(100000, 999999)}.iam.gserviceaccount.com"


def c_hf_card():
    return f"---\nlicense: apache-2.0\nbase_model: meta-llama/Llama-3.1-8B\ndatasets:\n- {team()}/support-tickets-v2\nmodel-index:\n- name: {proj()}\n---\n# {proj()}\nTrained at commit `{g.hexs(40)}`; weights sha256 `{g.sha256()}`."


def c_label_export():
    return json.dumps([{"id": r.randint(1, 99999), "annotations": [{"id": r.randint(1, 99999), "result": [{"value": {"choices": [g.pick(["positive", "negative"])]}, "id": g.s(B62 + "_-", 10), "from_name": "sentiment", "to_name": "text", "type": "choices"}],
                                                                  "completed_by": r.randint(1, 20), "unique_id": g.uuid()}], "data": {"text": "The delivery was late but support was great."}}], indent=1)


def c_feast_plan():
    return f"$ feast plan\nCreated entity driver\nCreated feature view driver_hourly_stats\nCreated feature service driver_activity_v{r.randint(1, 9)}\nregistry: s3://{team()}-feast/registry.db (etag {g.hexs(32)})"


def c_hook_nvidia():
    return hook("nvidia-smi --query-gpu=name,uuid,memory.used --format=csv", "name, uuid, memory.used [MiB]\n" + "\n".join(f"NVIDIA A100-SXM4-80GB, GPU-{g.uuid()}, {r.randint(1000, 80000)} MiB" for _ in range(2)))


def c_sa_redacted():
    return json.dumps({"type": "service_account", "project_id": f"{team()}-prod", "private_key_id": "<redacted>", "private_key": "<redacted>",
                       "client_email": f"kfp-runner@{team()}-prod.iam.gserviceaccount.com"}, indent=2)


def c_image_output():
    return json.dumps({"output_type": "display_data", "data": {"image/png": "iVBORw0KGgoAAAANSUhEUgAAA" + g.b64(120), "text/plain": ["<Figure size 640x480 with 1 Axes>"]}, "metadata": {}})


CLEAN_T = [c_dvc_file, c_dvc_lock, c_lfs_pointer, c_mlflow_runs, c_wandb_output, c_placeholders, c_sagemaker_arns, c_vertex_names,
           c_hf_card, c_label_export, c_feast_plan, c_hook_nvidia, c_sa_redacted, c_image_output]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            assert cls in ("self-identifying", "name-context", "structural")
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": secrets}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        seen: set[str] = set()
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            while text in seen:  # fixed texts (docs, samples) appear once; draw another genre instead
                text = g.pick(CLEAN_T)()
            seen.add(text)
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
