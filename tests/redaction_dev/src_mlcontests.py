"""Blind redaction source "mlcontests": ML competitions and benchmarks (round 62, helper corpora34).

Kaggle-style platforms, leaderboards, submission pipelines, dataset hosting, team notebooks.
Seeded and deterministic; imports only the standard library and _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "mlcontests"
g = Gen(6201)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def pin(n=None):
    return g.s(DIG, n or R.choice([4, 6, 8]))


def wordpw():
    w = R.choice(["kaggle", "leaderboard", "gradient", "xgboost", "catboost", "lightgbm", "ensemble", "holdout",
                  "fold", "privateLB", "stacking", "Bayes", "Tensor", "pytorch", "mlp", "dropout", "Shakeup",
                  "Medaille", "Turing", "Ramanujan", "Noether", "Lovelace", "kfold", "AUCroc"])
    return w + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "$", "_", ".", "?"])


def phrase():
    ws = ["public", "private", "split", "seed", "leak", "gold", "silver", "bronze", "shake", "boost", "epoch",
          "tensor", "logit", "sigmoid", "kernel", "notebook", "grandmaster", "medal", "fold", "ridge", "lasso"]
    sep = R.choice(["-", ".", "_"])
    return sep.join(R.sample(ws, R.choice([3, 4]))) + sep + str(R.randint(10, 99))


def legacy():
    return R.choice(["team", "comp", "lb", "ml", "gpu", "data", "sub"]) + g.s(LOW, R.randint(2, 4)) + g.s(DIG, R.randint(1, 3))


def pw():
    k = R.randint(0, 5)
    return [wordpw, phrase, legacy, g.machine_pw, g.human_pw, g.machine_pw][k]()


def kaggle_key():
    return g.hexs(32)


def kgat():
    return "KGAT_" + g.hexs(32)


def wandb_key():
    return g.hexs(40)


def neptune_token():
    d = {"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": g.uuid()}
    return base64.b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")


def comet_key():
    return g.s(B62, 25)


def replicate_tok():
    return "r8_" + g.s(B62, 37)


def groq_key():
    return "gsk_" + g.s(B62, 52)


def lambda_key():
    return "secret_" + R.choice(["kagglebox", "teamgpu", "h100-west", "sweeps"]) + "_" + g.hexs(32) + "." + g.s(B62, 32)


def modal_pair():
    return "ak-" + g.s(B62, 22), "as-" + g.s(B62, 22)


def zenodo_tok():
    return g.s(B62, 60)


def discord_hook():
    return str(R.randint(10**17, 10**18 - 1)), g.s(URLSAFE, 68)


def django_secret():
    return g.s(LOW + DIG + "!@#%^*(-_=+)", 50)


def jupyter_tok():
    return g.hexs(48)


def azure_key():
    return g.b64(64)


def dsn_host():
    return R.choice(["lb-db.internal", "10.20.4.11", "pg-leaderboard.c8x2.eu-west-1.rds.amazonaws.com",
                     "db.evalserver.local", "postgres", "comp-pg-01"])


def team():
    return R.choice(["gradient-gang", "overfit_club", "Team Holdout", "lgbm-lovers", "shakeup_survivors",
                     "ensemble_avengers", "kfold_kittens", "the-private-lb", "CV≠LB", "seed_42"])


def comp():
    return R.choice(["rsna-2026-spine-ct", "llm-prompt-recovery-2", "playground-s6e3", "child-mind-sleep",
                     "isic-skin-2026", "home-credit-stability", "hms-eeg-harmful", "ariel-exoplanet-2",
                     "czii-cryoet-objects", "drawing-with-llms", "wsdm-cup-2026", "um-game-playing"])


def user():
    return R.choice(["akirak", "mlopez", "priya-ds", "jonas_h", "chen_wei", "ovasquez", "tkowalski", "nadia.r",
                     "grandmaster_b", "dmitry-k", "sara_nlp", "kfoldkid"])


def hook(tool, tinput, resp=None):
    d = {"session_id": g.uuid(), "hook_event_name": R.choice(["PostToolUse", "PreToolUse"]),
         "cwd": f"/home/{user()}/comps/{comp()}", "tool_name": tool, "tool_input": tinput}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False, indent=R.choice([None, 2]))


S = []  # (class, text, [values])
C = []  # clean texts


def add(cls, text, *vals):
    S.append((cls, text, list(vals)))


# ---------------------------------------------------------------- secret templates
def t_kaggle_json():
    u, k = user(), kaggle_key()
    t = R.choice([
        f'$ cat ~/.kaggle/kaggle.json\n{{"username":"{u}","key":"{k}"}}\n$ chmod 600 ~/.kaggle/kaggle.json',
        f'# cell 1\n!mkdir -p ~/.kaggle\n!echo \'{{"username":"{u}","key":"{k}"}}\' > ~/.kaggle/kaggle.json\n!kaggle competitions download -c {comp()}',
        f'Writing /root/.config/kaggle/kaggle.json\n{{\n  "username": "{u}",\n  "key": "{k}"\n}}',
    ])
    add("name-context", t, k)


def t_kaggle_env():
    k = kaggle_key()
    t = R.choice([
        f"KAGGLE_USERNAME={user()}\nKAGGLE_KEY={k}\nCOMP={comp()}\nN_FOLDS=5",
        f"export KAGGLE_USERNAME='{user()}'\nexport KAGGLE_KEY='{k}'\nkaggle competitions submit -c {comp()} -f sub.csv -m 'lgbm 5fold'",
        f"[env]\nkaggle_username = \"{user()}\"\nkaggle_key = \"{k}\"\nworkdir = \"/kaggle/working\"",
        f"docker run --rm -e KAGGLE_USERNAME={user()} -e KAGGLE_KEY={k} -v $PWD:/w ghcr.io/team/sub-runner:latest",
    ])
    add("name-context", t, k)


def t_kgat():
    k = kgat()
    t = R.choice([
        f"# new-style Kaggle API token (Settings → API → Generate New Token)\nexport KAGGLE_API_TOKEN={k}\nkaggle kernels push -p ./kernel",
        f"$ kaggle config view\n- username: {user()}\n- auth: token {k}\n- competition: {comp()}",
    ])
    add("self-identifying", t, k)


def t_submit_log():
    k = kaggle_key()
    u = user()
    t = (f"Traceback (most recent call last):\n  File \"submit.py\", line 41, in <module>\n    api.competition_submit(\"sub.csv\", \"v12\", \"{comp()}\")\n"
         f"  File \".../kaggle/api/kaggle_api_extended.py\", line 812, in competition_submit\n"
         f"kaggle.rest.ApiException: (401)\nReason: Unauthorized\nHTTP request headers: {{'Authorization': 'Basic "
         f"{base64.b64encode(f'{u}:{k}'.encode()).decode()}', 'User-Agent': 'kaggle/1.6.17'}}")
    add("structural", t, base64.b64encode(f"{u}:{k}".encode()).decode())


def t_wandb():
    k = wandb_key()
    t = R.choice([
        f"$ wandb login {k}\nwandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc",
        f"machine api.wandb.ai\n  login user\n  password {k}",
        f"import wandb\nwandb.login(key=\"{k}\")  # TODO move to kaggle secrets before making the notebook public\nrun = wandb.init(project=\"{comp()}\", group=\"fold-sweep\")",
        f"WANDB_API_KEY={k}\nWANDB_ENTITY={team().replace(' ', '-').lower()}\nWANDB_PROJECT={comp()}",
        f"env:\n  - name: WANDB_API_KEY\n    value: \"{k}\"\n  - name: WANDB_MODE\n    value: online",
    ])
    cls = "structural" if "machine api.wandb.ai" in t else "name-context"
    add(cls, t, k)


def t_neptune():
    k = neptune_token()
    t = R.choice([
        f"run = neptune.init_run(\n    project=\"{user()}/{comp()}\",\n    api_token=\"{k}\",\n    tags=[\"deberta\", \"fold0\"],\n)",
        f"NEPTUNE_API_TOKEN=\"{k}\"\nNEPTUNE_PROJECT={user()}/{comp()}",
    ])
    add("name-context", t, k)


def t_comet():
    k = comet_key()
    t = R.choice([
        f"[comet]\napi_key = {k}\nworkspace = {user()}\nproject_name = {comp()}",
        f"from comet_ml import Experiment\nexp = Experiment(api_key=\"{k}\", project_name=\"{comp()}\")",
    ])
    add("name-context", t, k)


def t_hf():
    k = g.hf()
    t = R.choice([
        f"$ huggingface-cli login --token {k} --add-to-git-credential\nToken is valid (permission: write).",
        f"from huggingface_hub import HfApi\napi = HfApi(token=\"{k}\")\napi.upload_folder(folder_path=\"ckpt\", repo_id=\"{user()}/{comp()}-deberta\", repo_type=\"model\")",
        f"git clone https://{user()}:{k}@huggingface.co/datasets/{user()}/{comp()}-extra",
        f"# competitions leaderboard space\nHF_TOKEN={k}\nCOMPETITION_ID={user()}/{comp()}\nSUBMISSION_LIMIT=5",
    ])
    add("self-identifying", t, k)


def t_aicrowd():
    k = g.hexs(32)
    t = R.choice([
        f"$ aicrowd login --api-key {k}\nAPI Key valid\nSaved details successfully!",
        f"AICROWD_API_KEY: {k}\nchallenge: meta-comprehensive-rag-2026\nround: 2",
    ])
    add("name-context", t, k)


def t_aicrowd_gitlab():
    k = g.gitlab()
    t = (f"# AIcrowd submissions go through their GitLab\n$ git remote add aicrowd https://oauth2:{k}@gitlab.aicrowd.com/{user()}/submission-starter.git\n"
         f"$ git tag -am \"submission-v7\" submission-v7 && git push aicrowd submission-v7")
    add("self-identifying", t, k)


def t_evalai():
    k = g.hexs(40)
    t = R.choice([
        f"$ evalai set_token {k}\nSuccess: Authentication token is successfully set.",
        f"$ cat ~/.evalai/token.json\n{{\"token\": \"{k}\"}}",
        f"curl -H \"Authorization: Bearer {k}\" https://eval.ai/api/jobs/challenge/2231/challenge_phase/4471/submission/",
    ])
    cls = "structural" if "Bearer" in t else "name-context"
    add(cls, t, k)


def t_codabench_worker():
    u, p, q = "worker" + g.s(DIG, 2), pw(), g.uuid()
    t = (f"# compute worker .env (Codabench queue for our private benchmark)\n"
         f"BROKER_URL=pyamqp://{u}:{p}@codabench-queue.example.org:5672/{q}\n"
         f"HOST_DIRECTORY=/codabench\nBROKER_USE_SSL=True")
    add("structural", t, p)


def t_codabench_secret_url():
    sk = g.uuid()
    t = R.choice([
        f"Hi all — the benchmark is private until the workshop. Registration link (don't post publicly):\nhttps://www.codabench.org/competitions/{R.randint(1000, 9999)}/?secret_key={sk}",
        f"| phase | link |\n|---|---|\n| dev | https://www.codabench.org/competitions/{R.randint(1000, 9999)}/?secret_key={sk} |",
    ])
    add("structural", t, sk)


def t_codalab_django():
    s = django_secret()
    p = pw()
    t = (f"# codalab/.env\nDJANGO_SECRET_KEY={s}\nDB_HOST=postgres\nDB_USERNAME=codalab\nDB_PASSWORD={p}\n"
         f"SUBMISSIONS_PER_DAY=5\nSITE_DOMAIN=bench.lab.example.edu")
    add("name-context", t, s, p)


def t_pg_url():
    u, p, h = R.choice(["lb", "leaderboard", "scorer", "postgres"]), pw(), dsn_host()
    t = R.choice([
        f"DATABASE_URL=postgresql://{u}:{p}@{h}:5432/leaderboard",
        f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{h}\" failed\n[SQL: SELECT team_id, max(score) FROM submissions GROUP BY 1]\nengine = create_engine('postgresql+psycopg2://{u}:{p}@{h}/lb')",
        f"scorer:\n  db: \"postgres://{u}:{p}@{h}:5432/scores?sslmode=require\"\n  metric: map@5",
    ])
    add("structural", t, p)


def t_redis():
    p = pw()
    t = R.choice([
        f"CELERY_BROKER_URL=redis://:{p}@redis-lb:6379/0\nCELERY_RESULT_BACKEND=redis://:{p}@redis-lb:6379/1",
        f"r = redis.Redis(host=\"queue.eval.internal\", port=6379, password=\"{p}\")\nr.lpush(\"pending_submissions\", sub_id)",
    ])
    cls = "structural" if "redis://" in t else "name-context"
    add(cls, t, p)


def t_s3_dataset():
    a, s = g.aws_akid(), g.aws_secret()
    t = R.choice([
        f"[comp-data]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-east-1",
        f"# mirror of the test images for the team\ns3 = boto3.client(\"s3\", aws_access_key_id=\"{a}\",\n                  aws_secret_access_key=\"{s}\")\ns3.download_file(\"team-{comp()}\", \"test_images.tar\", \"/data/test.tar\")",
    ])
    add("self-identifying", t, a, s)


def t_gcs_sa():
    block, line = g.pem("PRIVATE KEY")
    t = json.dumps({"type": "service_account", "project_id": "kaggle-team-" + g.s(LOW + DIG, 6),
                    "private_key_id": g.hexs(40), "private_key": block + "\n",
                    "client_email": f"tpu-runner@kaggle-team.iam.gserviceaccount.com", "client_id": g.s(DIG, 21)},
                   indent=2)
    add("self-identifying", t, line)


def t_azure_blob():
    k = azure_key()
    acct = "compdata" + g.s(LOW + DIG, 5)
    t = R.choice([
        f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net\"",
        f"az storage blob upload-batch -d test-set --account-name {acct} --account-key {k} -s ./hidden_test",
    ])
    cls = "structural" if "AccountKey=" in t else "name-context"
    add(cls, t, k)


def t_zenodo():
    k = zenodo_tok()
    t = R.choice([
        f"curl -X POST \"https://zenodo.org/api/deposit/depositions?access_token={k}\" -H 'Content-Type: application/json' -d '{{}}'",
        f"ZENODO_TOKEN={k}  # for uploading the benchmark snapshot at the end of phase 2",
    ])
    cls = "structural" if "access_token=" in t else "name-context"
    add(cls, t, k)


def t_openml():
    k = g.hexs(32)
    t = R.choice([
        f"import openml\nopenml.config.apikey = '{k}'\ntask = openml.tasks.get_task(31)",
        f"$ cat ~/.config/openml/config\napikey = {k}\nserver = https://www.openml.org/api/v1/xml\ncachedir = /home/{user()}/.cache/openml",
    ])
    add("name-context", t, k)


def t_llm_keys():
    k = R.choice([g.openai, g.anthropic, groq_key, replicate_tok])()
    name = {"sk-p": "OPENAI_API_KEY", "sk-a": "ANTHROPIC_API_KEY", "gsk_": "GROQ_API_KEY", "r8_": "REPLICATE_API_TOKEN"}
    n = [v for kk, v in name.items() if k.startswith(kk)][0]
    t = R.choice([
        f"# LLM track baseline — judge model calls\n{n}={k}\nJUDGE_MODEL=large\nMAX_CALLS_PER_SUB=200",
        f"[llm]\nprovider_key = \"{k}\"\nrate_limit = 30",
        f"Oops, pasted the wrong cell into the team notebook: os.environ[\"{n}\"] = \"{k}\" — rotate pls",
    ])
    add("self-identifying", t, k)


def t_together():
    k = g.hexs(64)
    t = f"client = Together(api_key=\"{k}\")\nresp = client.chat.completions.create(model=\"meta-llama/Llama-3.3-70B\", messages=msgs)"
    add("name-context", t, k)


def t_vast():
    k = g.hexs(64)
    t = R.choice([
        f"$ vastai set api-key {k}\nYour api key has been saved in /root/.config/vastai/vast_api_key",
        f"curl -s 'https://console.vast.ai/api/v0/bundles/?q={{\"gpu_name\":\"RTX_4090\"}}' -H 'Authorization: Bearer {k}'",
    ])
    cls = "structural" if "Bearer" in t else "name-context"
    add(cls, t, k)


def t_runpod():
    k = g.s(UPPER + DIG, 32)
    t = R.choice([
        f"runpodctl config --apiKey {k}\nrunpodctl create pod --gpuType 'NVIDIA A100 80GB PCIe' --imageName team/train:cu124",
        f"RUNPOD_API_KEY={k}\nPOD_TEMPLATE=kaggle-a100",
    ])
    add("name-context", t, k)


def t_lambda():
    k = lambda_key()
    t = R.choice([
        f"curl -u {k}: https://cloud.lambdalabs.com/api/v1/instance-types",
        f"LAMBDA_API_KEY={k}\nREGION=us-west-1",
    ])
    add("self-identifying", t, k)


def t_modal():
    tid, sec = modal_pair()
    t = R.choice([
        f"$ modal token set --token-id {tid} --token-secret {sec}\nVerifying token against https://api.modal.com\nToken verified successfully!",
        f"[{user()}]\ntoken_id = \"{tid}\"\ntoken_secret = \"{sec}\"\nactive = true",
        f"MODAL_TOKEN_ID={tid}\nMODAL_TOKEN_SECRET={sec}",
    ])
    add("name-context", t, sec)


def t_databricks():
    k = g.databricks()
    t = f"[DEFAULT]\nhost = https://adb-{g.s(DIG, 16)}.{R.randint(1, 19)}.azuredatabricks.net\ntoken = {k}\n# team feature store for the tabular comp"
    add("self-identifying", t, k)


def t_jupyter():
    k = jupyter_tok()
    h = R.choice(["127.0.0.1", "gpu-box-2", "10.0.3.14", "localhost"])
    t = R.choice([
        f"[I 2026-11-30 21:14:03.118 ServerApp] Jupyter Server 2.14.2 is running at:\n[I 2026-11-30 21:14:03.118 ServerApp] http://{h}:8888/lab?token={k}\n[I 2026-11-30 21:14:03.118 ServerApp]     http://127.0.0.1:8888/lab?token={k}",
        f"team, the shared box is up: ssh -L 8888:localhost:8888 gpu-box-2 then open http://localhost:8888/?token={k}",
        f"c.ServerApp.token = '{k}'\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.open_browser = False",
    ])
    cls = "name-context" if "c.ServerApp" in t else "structural"
    add(cls, t, k)


def t_jupyterhub():
    k = g.hexs(32)
    t = f"c.JupyterHub.services = [\n    {{\"name\": \"leaderboard-sync\", \"api_token\": \"{k}\", \"admin\": True}},\n]"
    add("name-context", t, k)


def t_mlflow():
    u, p = R.choice(["admin", "team", "mlflow"]), pw()
    t = R.choice([
        f"MLFLOW_TRACKING_URI=https://mlflow.team.example.net\nMLFLOW_TRACKING_USERNAME={u}\nMLFLOW_TRACKING_PASSWORD={p}",
        f"mlflow.set_tracking_uri(\"https://{u}:{p}@mlflow.team.example.net\")",
    ])
    cls = "structural" if "@mlflow" in t else "name-context"
    add(cls, t, p)


def t_discord():
    i, tok = discord_hook()
    t = R.choice([
        f"LB_ALERT_WEBHOOK=https://discord.com/api/webhooks/{i}/{tok}",
        f"requests.post(\"https://discord.com/api/webhooks/{i}/{tok}\", json={{\"content\": f\"new best CV {{cv:.5f}} on fold {{fold}}\"}})",
    ])
    add("self-identifying", t, tok)


def t_slack():
    name, full, part = "slack", g.slack_webhook(), None
    part = full.rsplit("/", 1)[1]
    t = f"# notify #comp-team when the public LB moves\nSLACK_WEBHOOK_URL={full}"
    add("self-identifying", t, part)


def t_telegram():
    k = g.telegram()
    t = f"bot = telebot.TeleBot(\"{k}\")\nbot.send_message(CHAT_ID, f\"Fold {{fold}} done: AUC={{auc:.4f}}\")"
    add("self-identifying", t, k)


def t_github_actions():
    k = g.gh_classic()
    t = (f"diff --git a/.github/workflows/submit.yml b/.github/workflows/submit.yml\n@@ -12,7 +12,7 @@ jobs:\n"
         f"       - uses: actions/checkout@v4\n         with:\n-          token: ${{{{ secrets.SUB_REPO_TOKEN }}}}\n+          token: {k}\n"
         f"       - run: kaggle kernels push -p kernel/")
    add("self-identifying", t, k)


def t_eval_hmac():
    k = g.hexs(64)
    t = R.choice([
        f"# eval server signs scores so the LB can't be spoofed\nSCORE_SIGNING_KEY={k}\nLEADERBOARD_PUBLIC=true",
        f"sig = hmac.new(bytes.fromhex(\"{k}\"), payload, hashlib.sha256).hexdigest()",
        f"scorer:\n  hmac_secret: {k}\n  max_daily: 5",
    ])
    add("name-context", t, k)


def t_team_token():
    k = g.s(URLSAFE, 32)
    t = R.choice([
        f"POST /api/v1/submissions HTTP/1.1\nHost: bench.lab.example.edu\nX-Team-Token: {k}\nContent-Type: multipart/form-data; boundary=----x\n",
        f"Your team's submission token for the private benchmark: {k}\nKeep it within the team. Each token allows 3 submissions per day.",
        f"curl -F file=@preds.parquet -H 'X-Submission-Key: {k}' https://bench.lab.example.edu/api/submit",
    ])
    cls = "name-context" if t.startswith("Your") else "structural"
    add(cls, t, k)


def t_login_pw():
    p = pw()
    site = R.choice(["zindi.africa", "drivendata.org", "signate.jp", "dacon.io", "tianchi.aliyun.com", "kaggle.com"])
    t = R.choice([
        f"| site | user | password |\n|---|---|---|\n| {site} | {user()}@team.dev | {p} |\n| hf | {user()} | (sso) |",
        f"handover: team account on {site} is {user()}@team.dev / {p} — 2FA is off because of the shared login, sorry",
        f"driver.find_element(By.NAME, \"email\").send_keys(\"{user()}@team.dev\")\ndriver.find_element(By.NAME, \"password\").send_keys(\"{p}\")  # auto-submit bot",
    ])
    add("structural" if "|" in t or " / " in t else "name-context", t, p)


def t_zh():
    k = g.hexs(32)
    p = pw()
    t = R.choice([
        f"队友们，天池比赛的共享账号密码改成 {p} 了，别外传。提交每天限 3 次。",
        f"飞桨 AI Studio 的访问令牌：{k}，用在 aistudio-sdk 里下载数据集。",
    ])
    add("name-context", t, p if p in t else k)


def t_ja():
    p, k = pw(), g.hexs(32)
    t = R.choice([
        f"SIGNATEのチームアカウントのパスワードは「{p}」です。提出は1日5回まで。",
        f"お疲れ様です。W&Bのキーをここに貼ります：{k}（後で再発行します）",
    ])
    add("name-context", t, p if p in t else k)


def t_ko():
    p = pw()
    t = f"데이콘 팀 계정 비밀번호: {p}\n제출은 하루 3회까지, 최종 제출 2개 선택 잊지 마세요."
    add("name-context", t, p)


def t_ru():
    k = kaggle_key()
    t = R.choice([
        f"Ребят, вот ключ от общего каггл-аккаунта: {k} (username {user()}). Сабмиты только через него.",
        f"пароль от сервера с A100: {pw()}",
    ])
    v = k if k in t else t.split(": ", 1)[1]
    add("name-context", t, v)


def t_es_pt_de_fr():
    p = pw()
    t = R.choice([
        f"Equipo: la contraseña del servidor de entrenamiento es {p}. No la subáis al repo.",
        f"Pessoal, a senha do JupyterHub do time é {p} — troquem depois do fim da competição.",
        f"Das Passwort für den gemeinsamen Kaggle-Account lautet {p}, bitte nicht im Notebook speichern.",
        f"Le mot de passe du compte d'équipe sur la plateforme : {p} (à changer après la phase privée).",
    ])
    add("name-context", t, p)


def t_hook_env():
    k = kaggle_key()
    w = wandb_key()
    t = hook("Bash", {"command": "cat .env", "description": "show env"},
             {"stdout": f"KAGGLE_USERNAME={user()}\nKAGGLE_KEY={k}\nWANDB_API_KEY={w}\nSEED=42\n", "stderr": "", "exit_code": 0})
    add("name-context", t, k, w)


def t_hook_write():
    k = g.hf()
    content = f"import os\nfrom huggingface_hub import login\nlogin(token=\"{k}\")\n"
    t = hook("Write", {"file_path": "/workspace/upload.py", "content": content})
    add("self-identifying", t, k)


def t_hook_edit_conn():
    p = pw()
    t = hook("Edit", {"file_path": "config/scorer.toml",
                      "old_string": "dsn = \"${SCORER_DSN}\"",
                      "new_string": f"dsn = \"postgresql://scorer:{p}@{dsn_host()}/lb\""})
    add("structural", t, p)


def t_notebook_cell():
    k = kaggle_key()
    nb = {"cells": [{"cell_type": "code", "execution_count": 3, "metadata": {},
                     "source": ["import os\n", f"os.environ['KAGGLE_KEY'] = '{k}'\n", f"os.environ['KAGGLE_USERNAME'] = '{user()}'\n"],
                     "outputs": []}], "nbformat": 4, "nbformat_minor": 5}
    t = json.dumps(nb, indent=1)
    add("name-context", t, k)


def t_colab_out():
    k = wandb_key()
    t = (f"wandb: Currently logged in as: {user()}. Use `wandb login --relogin` to force relogin\n"
         f"!cat /root/.netrc\nmachine api.wandb.ai\n  login user\n  password {k}")
    add("structural", t, k)


def t_ticket():
    p = pw()
    t = (f"JIRA BENCH-{R.randint(100, 999)}: hidden test set bucket exposed?\n\nReporter noticed the scoring VM's "
         f"/etc/fstab mounts the hidden labels share with `username=scoring,password={p}` — anyone with shell on the "
         f"VM can read the labels. Proposed fix: credentials file with 0600.")
    add("structural", t, p)


def t_fstab():
    p = pw()
    t = f"//nas01/hidden_labels /mnt/labels cifs username=scoring,password={p},ro,vers=3.0 0 0"
    add("structural", t, p)


def t_ssh_pw():
    p = pw()
    t = R.choice([
        f"sshpass -p '{p}' rsync -av preds/ team@gpu-box-2:/srv/ensemble/fold_preds/",
        f"Host gpu-box\n  HostName 10.0.3.14\n  User team\n  # password: {p}",
    ])
    add("name-context", t, p)


def t_docker_login():
    p = pw()
    t = R.choice([
        f"$ docker login registry.bench.example.org -u team-{g.s(DIG, 3)} -p {p}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
        f"echo '{p}' | docker login registry.bench.example.org --username team-{g.s(DIG, 3)} --password-stdin",
    ])
    add("name-context", t, p)


def t_docker_auth():
    u, p = "team-" + g.s(DIG, 3), pw()
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = json.dumps({"auths": {"registry.bench.example.org": {"auth": a}}}, indent=4)
    add("structural", t, a)


def t_streamlit():
    k = kaggle_key()
    p = pw()
    t = f"# .streamlit/secrets.toml — leaderboard dashboard\n[kaggle]\nusername = \"{user()}\"\nkey = \"{k}\"\n\n[admin]\npassword = \"{p}\""
    add("name-context", t, k, p)


def t_basic_api():
    u, p = "scorer", pw()
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = (f"GET /api/leaderboard/private?phase=final HTTP/1.1\nHost: bench.lab.example.edu\nAuthorization: Basic {a}\nAccept: application/json\n\n"
         f"HTTP/1.1 200 OK\nContent-Type: application/json\n\n{{\"rows\": 412, \"frozen\": true}}")
    add("structural", t, a)


def t_pem_sign():
    block, line = g.pem(R.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]))
    t = f"$ cat deploy/eval_server_key\n{block}\n$ ssh-add deploy/eval_server_key"
    add("self-identifying", t, line)


def t_kaggle_secret_batch():
    k = g.s(B62, 24)
    t = (f"# kaggle notebook add-on secrets (exported for backup, DO NOT COMMIT)\nlabel,value\nDEEPL_KEY,{g.uuid()}:fx\n"
         f"TEAM_S3_SECRET,{k}\n")
    v1 = t.split("DEEPL_KEY,")[1].split("\n")[0]
    add("name-context", t, v1, k)


def t_gh_token_git():
    k = R.choice([g.gh_classic, g.gh_fine])()
    t = f"[remote \"origin\"]\n\turl = https://{user()}:{k}@github.com/{team().replace(' ', '-').lower()}/{comp()}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*"
    add("self-identifying", t, k)


def t_grafana():
    k = g.grafana()
    t = f"# GPU utilisation dashboard for the team boxes\nGRAFANA_TOKEN={k}\ncurl -H \"Authorization: Bearer $GRAFANA_TOKEN\" https://grafana.team.example.net/api/dashboards/uid/gpu"
    add("self-identifying", t, k)


def t_mailgun_notify():
    k = g.mailgun()
    t = f"# e-mail participants when the private LB is revealed\nrequests.post(\"https://api.mailgun.net/v3/bench.example.edu/messages\", auth=(\"api\", \"{k}\"), data=msg)"
    add("self-identifying", t, k)


def t_private_lb_leak():
    tok = g.s(B62, 40)
    t = (f"Platform incident note: the organizer's API token for the private-LB export ({tok}) was printed in "
         f"the public kernel's log at cell 14. Revoked at 09:12 UTC; two downloads of private_solution.csv seen before that.")
    add("name-context", t, tok)


def t_sql_grant():
    p = pw()
    t = f"CREATE ROLE lb_reader LOGIN PASSWORD '{p}';\nGRANT SELECT ON submissions, teams TO lb_reader;"
    add("name-context", t, p)


def t_k8s_secret():
    k = wandb_key()
    b = base64.b64encode(k.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: wandb\n  namespace: training\ntype: Opaque\ndata:\n  WANDB_API_KEY: {b}"
    add("name-context", t, b)


def t_ini_eval():
    p = pw()
    t = f"[eval_worker]\nqueue = amqp://eval:{p}@mq.bench.internal:5672/%2F\nconcurrency = 4\ntimeout_s = 3600"
    add("structural", t, p)


SECRET_T = [t_kaggle_json, t_kaggle_env, t_kgat, t_submit_log, t_wandb, t_neptune, t_comet, t_hf, t_aicrowd,
            t_aicrowd_gitlab, t_evalai, t_codabench_worker, t_codabench_secret_url, t_codalab_django, t_pg_url,
            t_redis, t_s3_dataset, t_gcs_sa, t_azure_blob, t_zenodo, t_openml, t_llm_keys, t_together, t_vast,
            t_runpod, t_lambda, t_modal, t_databricks, t_jupyter, t_jupyterhub, t_mlflow, t_discord, t_slack,
            t_telegram, t_github_actions, t_eval_hmac, t_team_token, t_login_pw, t_zh, t_ja, t_ko, t_ru,
            t_es_pt_de_fr, t_hook_env, t_hook_write, t_hook_edit_conn, t_notebook_cell, t_colab_out, t_ticket,
            t_fstab, t_ssh_pw, t_docker_login, t_docker_auth, t_streamlit, t_basic_api, t_pem_sign,
            t_kaggle_secret_batch, t_gh_token_git, t_grafana, t_mailgun_notify, t_private_lb_leak, t_sql_grant,
            t_k8s_secret, t_ini_eval]


# ---------------------------------------------------------------- clean templates
def c_lb_csv():
    rows = "\n".join(f"{i},{R.randint(10**6, 10**7)},{team()},0.{g.s(DIG, 5)},{R.randint(1, 240)},2026-11-{R.randint(10, 30)} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}"
                     for i in range(1, R.randint(5, 9)))
    return "Rank,TeamId,TeamName,Score,Entries,LastSubmissionDate\n" + rows


def c_submissions():
    lines = "\n".join(f"sub_{R.randint(10**7, 10**8)}.csv  {R.choice(['complete', 'complete', 'error'])}  0.{g.s(DIG, 5)}  0.{g.s(DIG, 5)}"
                      for _ in range(R.randint(3, 6)))
    return f"$ kaggle competitions submissions -c {comp()}\nfileName  status  publicScore  privateScore\n{lines}"


def c_download():
    return (f"$ kaggle competitions download -c {comp()}\nDownloading {comp()}.zip to /kaggle/input\n100%|██████████| {R.randint(100, 900)}M/{R.randint(100, 900)}M [00:{R.randint(10, 59)}<00:00, 31.2MB/s]\n"
            f"$ sha256sum {comp()}.zip\n{g.sha256()}  {comp()}.zip")


def c_kaggle_json_tpl():
    return R.choice([
        '{"username":"<your-kaggle-username>","key":"<your-api-key>"}',
        "# ~/.kaggle/kaggle.json\n{\n  \"username\": \"YOUR_USERNAME\",\n  \"key\": \"YOUR_KEY\"\n}\n# then: chmod 600 ~/.kaggle/kaggle.json",
        "KAGGLE_USERNAME=\nKAGGLE_KEY=\n# fill from Kaggle → Settings → API; never commit this file",
    ])


def c_env_read():
    return R.choice([
        "from kaggle_secrets import UserSecretsClient\nsecrets = UserSecretsClient()\nos.environ[\"WANDB_API_KEY\"] = secrets.get_secret(\"wandb\")\nos.environ[\"HF_TOKEN\"] = secrets.get_secret(\"hf_write\")",
        "from google.colab import userdata\nhf_token = userdata.get('HF_TOKEN')\nlogin(token=hf_token)",
        "api_key = os.environ[\"KAGGLE_KEY\"]\nif not api_key:\n    raise SystemExit(\"set KAGGLE_KEY (see README)\")",
        "wandb.login(key=os.getenv(\"WANDB_API_KEY\"))\nrun = wandb.init(project=\"%s\", config=cfg)" % comp(),
    ])


def c_actions():
    return ("- name: Submit\n  env:\n    KAGGLE_USERNAME: ${{ secrets.KAGGLE_USERNAME }}\n    KAGGLE_KEY: ${{ secrets.KAGGLE_KEY }}\n"
            f"  run: kaggle competitions submit -c {comp()} -f submission.csv -m \"${{{{ github.sha }}}}\"")


def c_wandb_run():
    rid = g.s(LOW + DIG, 8)
    return (f"wandb: 🚀 View run fold{R.randint(0, 4)}-deberta at: https://wandb.ai/{user()}/{comp()}/runs/{rid}\n"
            f"wandb: ⭐️ View project at: https://wandb.ai/{user()}/{comp()}\nwandb: Synced 5 W&B file(s), 0 media file(s)\nwandb: Find logs at: ./wandb/run-20261130_{R.randint(100000, 235959)}-{rid}/logs")


def c_sweep():
    return f"wandb: Creating sweep with ID: {g.s(LOW + DIG, 8)}\nwandb: View sweep at: https://wandb.ai/{user()}/{comp()}/sweeps/{g.s(LOW + DIG, 8)}\nwandb agent {user()}/{comp()}/{g.s(LOW + DIG, 8)}"


def c_hf_commit():
    return (f"CommitInfo(commit_url='https://huggingface.co/{user()}/{comp()}-deberta/commit/{g.sha1()}', "
            f"commit_message='fold 3 weights', oid='{g.sha1()}', pr_url=None)\nrevision pinned: {g.sha1()}")


def c_requirements():
    return "\n".join(f"{p}=={v} \\\n    --hash=sha256:{g.sha256()}" for p, v in
                     [("lightgbm", "4.5.0"), ("catboost", "1.2.7"), ("polars", "1.14.0"), ("timm", "1.0.11")][:R.randint(2, 4)])


def c_docker_digest():
    return (f"$ docker push registry.bench.example.org/team-{g.s(DIG, 3)}/agent:v{R.randint(1, 20)}\nv7: digest: sha256:{g.sha256()} size: 3256\n"
            f"submission image: registry.bench.example.org/team/agent@sha256:{g.sha256()}")


def c_notebook_png():
    nb = {"cell_type": "code", "execution_count": R.randint(1, 60), "metadata": {"trusted": True},
          "source": ["plt.plot(history['val_auc'])"],
          "outputs": [{"output_type": "display_data", "data": {"image/png": g.b64(R.randint(120, 240)), "text/plain": ["<Figure size 640x480>"]}}]}
    return json.dumps(nb, indent=1)


def c_dataset_meta():
    return json.dumps({"title": f"{comp()} external data", "id": f"{user()}/{comp()}-extra", "licenses": [{"name": "CC0-1.0"}],
                       "resources": [{"path": "train_extra.parquet", "md5": g.hexs(32)}, {"path": "folds.csv", "md5": g.hexs(32)}]}, indent=2)


def c_zenodo_record():
    return (f"Benchmark snapshot published: https://doi.org/10.5281/zenodo.{R.randint(10**7, 10**8)}\nRecord {R.randint(10**7, 10**8)}, "
            f"files: test_public.csv (md5:{g.hexs(32)}), eval.py (md5:{g.hexs(32)})")


def c_codabench_sub():
    return (f"Submission {R.randint(10**5, 10**6)} ({g.uuid()}) finished.\nStatus: Finished | Score: 0.{g.s(DIG, 4)} | "
            f"Worker: compute-{g.s(DIG, 2)} | Queue: {g.uuid()}\nDetailed results: https://www.codabench.org/competitions/{R.randint(1000, 9999)}/#/results-tab")


def c_evalai_phase():
    return json.dumps({"id": R.randint(1000, 9999), "challenge": R.randint(100, 3000), "codename": "test-std",
                       "max_submissions_per_day": 5, "is_public": True, "slug": f"{comp()}-test-std-{R.randint(100, 999)}",
                       "default_submission_meta_attributes": None, "test_annotation": None}, indent=2)


def c_prose():
    return R.choice([
        "Reminder: never put the Kaggle API key in a notebook cell — public kernels are scraped within minutes. Use Add-ons → Secrets and read it with UserSecretsClient.",
        "Why does my kernel fail with 401? Your kaggle.json is missing or the key was regenerated; download a new token from Settings and replace the file. Don't paste it into the discussion thread.",
        "Rules recap: private sharing of code or data outside teams is prohibited; tokens for the external-data API must not be shared either. Report leaked keys to the hosts.",
        "Team merge deadline is Nov 28. After the merge the total submission count must not exceed the max allowed × days. No passwords needed, just send the request from Team tab.",
        "Heads-up: the organizers rotated the evaluation server's signing key after the shake-up; old score receipts no longer verify. Nothing for teams to do.",
    ])


def c_zh_prose():
    return R.choice([
        "天池复赛提交说明：请在 Docker 镜像中通过环境变量读取 API 密钥，不要把密钥写进镜像。",
        "Kaggle のAPIキーは Notebook に直接書かず、Secrets 機能を使ってください。共有アカウントは禁止です。",
        "데이콘 대회 규칙: 외부 데이터는 토론 게시판에 공개된 것만 사용 가능, 계정 공유 금지.",
        "Важно: ключи API не коммитим в репозиторий, читаем из переменных окружения (KAGGLE_KEY).",
        "Recordatorio: el token de Hugging Face va en los secretos del notebook, nunca en el código.",
    ])


def c_cv_log():
    return "\n".join(f"fold {i} | seed {R.choice([42, 2026, 3407])} | train_loss {R.random():.4f} | val_auc 0.{g.s(DIG, 5)} | best_iter {R.randint(100, 4000)}"
                     for i in range(5))


def c_config_yaml():
    return (f"experiment: {comp()}-exp{R.randint(1, 300):03d}\nseed: {R.randint(0, 99999)}\nmodel:\n  backbone: microsoft/deberta-v3-large\n"
            f"  revision: {g.sha1()}\ntrain:\n  lr: 2.0e-5\n  folds: [0,1,2,3,4]\nwandb:\n  api_key: ${{WANDB_API_KEY}}\n  entity: {user()}")


def c_git_log():
    return "\n".join(f"{g.sha1()[:R.choice([7, 40])]} {m}" for m in
                     ["add 5-fold lgbm", "remove leaked kaggle key from history (rotated)", "ensemble weights via optuna", "fix CV split leakage"])


def c_ssh_pub():
    return f"# team box authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} {user()}@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B62 + '+/', 120)} ci@runner"


def c_modal_id_only():
    return R.choice([
        f"$ modal token info\nToken ID: ak-{g.s(B62, 22)}\nWorkspace: {user()}\nCreated: 2026-11-02",
        f"Running app ap-{g.s(B62, 22)} ... ✓ Created objects.\n├── 🔨 Created function train_fold.\nView run at https://modal.com/apps/{user()}/main/ap-{g.s(B62, 22)}",
    ])


def c_uuid_ids():
    return "\n".join(f"{g.uuid()},{R.randint(0, 1)},{R.random():.6f}" for _ in range(R.randint(4, 8))).join(["id,target,pred\n", ""])


def c_placeholder_cli():
    return R.choice([
        "wandb login <your-api-key>\nhuggingface-cli login --token $HF_TOKEN\nkaggle competitions submit -c <competition> -f submission.csv -m \"<message>\"",
        "export OPENAI_API_KEY=sk-...your key...\nexport KAGGLE_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "MLFLOW_TRACKING_PASSWORD=changeme  # local docker-compose only, see docs",
        "BROKER_URL=pyamqp://<user>:<password>@<host>:5672/<queue-uuid>",
    ])


def c_gpg_pub():
    return f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n=abcd\n-----END PGP PUBLIC KEY BLOCK-----\n(organizer key used to verify the released test labels)"


def c_hook_clean():
    return hook("Bash", {"command": f"kaggle competitions leaderboard -c {comp()} --show | head"},
                {"stdout": "teamId  teamName  submissionDate  score\n" + "\n".join(
                    f"{R.randint(10**6, 10**7)}  {team()}  2026-11-{R.randint(10, 30)}  0.{g.s(DIG, 5)}" for _ in range(4)),
                 "stderr": "", "exit_code": 0})


def c_kernel_meta():
    return json.dumps({"id": f"{user()}/{comp()}-lgbm-baseline", "title": "LGBM baseline", "code_file": "main.py",
                       "language": "python", "kernel_type": "script", "is_private": False, "enable_gpu": True,
                       "competition_sources": [comp()], "dataset_sources": [f"{user()}/{comp()}-folds"]}, indent=2)


def c_checksum_manifest():
    return "\n".join(f"{g.sha256()}  {n}" for n in ["train.parquet", "test.parquet", "sample_submission.csv", "folds.csv"])


def c_hmac_receipt():
    return (f"score receipt: team={team()} sub={R.randint(10**5, 10**6)} score=0.{g.s(DIG, 5)} ts=1764{g.s(DIG, 6)}\n"
            f"signature (HMAC-SHA256, verify with the organizers' published tool): {g.sha256()}")


def c_jupyter_empty():
    return R.choice([
        "jupyter lab --no-browser --ip=0.0.0.0 --ServerApp.token='' --ServerApp.password=''  # only inside the kaggle docker, no network",
        "c.ServerApp.token = os.environ.get('JUPYTER_TOKEN', '')\nc.ServerApp.ip = '127.0.0.1'",
        "[I ServerApp] http://127.0.0.1:8888/lab?token=...\n(token hidden; copy it from your own terminal)",
    ])


def c_ticket_clean():
    return (f"BENCH-{R.randint(100, 999)}: rotate eval-server credentials\nDone: SCORE_SIGNING_KEY and the DB password now come from "
            f"Vault (kv/bench/scorer); compose reads them via env_file. Old values revoked. Verified receipts for subs "
            f"{R.randint(10**5, 10**6)}–{R.randint(10**6, 10**7)} re-signed.")


def c_base64_pred():
    return f"{{\"submission_id\": \"{g.uuid()}\", \"predictions_npz_b64\": \"{g.b64(R.randint(90, 160))}\", \"sha256\": \"{g.sha256()}\"}}"


def c_diff_clean():
    return ("--- a/src/upload.py\n+++ b/src/upload.py\n@@ -3,3 +3,3 @@\n-login(token=\"hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\")\n"
            "+login(token=os.environ[\"HF_TOKEN\"])\n api = HfApi()")


CLEAN_T = [c_lb_csv, c_submissions, c_download, c_kaggle_json_tpl, c_env_read, c_actions, c_wandb_run, c_sweep,
           c_hf_commit, c_requirements, c_docker_digest, c_notebook_png, c_dataset_meta, c_zenodo_record,
           c_codabench_sub, c_evalai_phase, c_prose, c_zh_prose, c_cv_log, c_config_yaml, c_git_log, c_ssh_pub,
           c_modal_id_only, c_uuid_ids, c_placeholder_cli, c_gpg_pub, c_hook_clean, c_kernel_meta,
           c_checksum_manifest, c_hmac_receipt, c_jupyter_empty, c_ticket_clean, c_base64_pred, c_diff_clean]


def write():
    assert len(C) == 100
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, (cls, text, vals) in enumerate(S, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert vals
            for v in vals:
                assert v and v in text, (FAMILY, i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, text in enumerate(C, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    order = []
    while len(order) < 250:
        block = SECRET_T[:]
        R.shuffle(block)
        order.extend(block)
    for fn in order[:250]:
        fn()
    corder = []
    while len(corder) < 100:
        block = CLEAN_T[:]
        R.shuffle(block)
        corder.extend(block)
    for fn in corder[:100]:
        C.append(fn())
    write()


if __name__ == "__main__":
    main()
