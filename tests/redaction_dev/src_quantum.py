"""Blind redaction source "quantum" (round 39, helper corpora11): quantum computing and HPC-adjacent clouds.

IBM Quantum / Qiskit Runtime (API tokens, IBM Cloud API keys, qiskit-ibm.json, qiskitrc), AWS Braket, Azure Quantum
(connection strings with ApiKey, service principals), IonQ, Rigetti QCS secrets.toml, Quantinuum / pytket / qnexus,
D-Wave Leap, Xanadu, Pasqal, OQC, qBraid, Strangeworks, PennyLane configs; Jupyter/JupyterHub tokens, Slurm jobs,
Globus, W&B, notebooks. Seeded; imports only the standard library and _tokens.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "quantum"
G = Gen(3902)
r = G.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["qubit", "photon", "entangle", "ansatz", "hadamard", "lattice", "fermion", "spinor", "tensor", "decohere",
         "bloch", "eigen", "anneal", "trotter", "parity", "ising", "boson", "vortex", "kernel", "circuit"]


def phrase(n=4, sep="-"):
    return sep.join(r.choice(WORDS) for _ in range(n))


def wordnum():
    return r.choice(["Qubit", "Schrodinger", "Heisenberg", "Planck", "Dirac", "Bohr", "Feynman", "Hilbert"]) + \
        str(r.randint(1, 9999)) + r.choice(["", "!", "#", "$", "?"])


def pin(n=4):
    return "".join(r.choice(DIG) for _ in range(n))


def pw():
    k = r.randint(0, 4)
    if k == 0:
        return phrase(r.randint(3, 5), r.choice(["-", ".", "_"]))
    if k == 1:
        return wordnum()
    return G.pw()


def ibmq_token():
    return G.hexs(128)


def ibm_cloud_key():
    return G.s(URLSAFE, 44)


def ionq_key():
    return G.s(B62, 32)


def dwave_token():
    return r.choice(["DEV", "ABC", "QLX", "JPN"]) + "-" + G.hexs(40)


def crn():
    return f"crn:v1:bluemix:public:quantum-computing:us-east:a/{G.hexs(32)}:{G.uuid()}::"


def email():
    return r.choice(["qlab", "ana", "wei", "pavel", "research", "hpc-ops", "noor"]) + "@" + \
        r.choice(["qphys.uni-example.edu", "quantaworks.io", "hpc.lab-example.org", "qsim.dev"])


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def job_id():
    return G.s(LOW + DIG, 20)


S = []
C = []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


# ---------------------------------------------------------------- secrets
@sec
def save_account():
    t_ = ibmq_token()
    t = ("from qiskit_ibm_runtime import QiskitRuntimeService\n\n"
         f"QiskitRuntimeService.save_account(channel=\"ibm_quantum\", token=\"{t_}\", overwrite=True)\n"
         "service = QiskitRuntimeService()\nprint(service.backends())\n")
    return "name-context", t, [t_]


@sec
def save_account_cloud():
    k = ibm_cloud_key()
    t = ("service = QiskitRuntimeService(\n    channel=\"ibm_cloud\",\n"
         f"    token=\"{k}\",\n    instance=\"{crn()}\",\n)\n")
    return "name-context", t, [k]


@sec
def qiskit_json():
    t_ = ibmq_token()
    t = ("$ cat ~/.qiskit/qiskit-ibm.json\n" + json.dumps({"default-ibm-quantum": {"channel": "ibm_quantum", "token": t_,
                                                                                 "url": "https://auth.quantum-computing.ibm.com/api",
                                                                                 "instance": "ibm-q/open/main", "private_endpoint": False}}, indent=4))
    return "name-context", t, [t_]


@sec
def qiskitrc():
    t_ = ibmq_token()
    t = f"# ~/.qiskit/qiskitrc (qiskit-ibmq-provider, deprecated)\n[ibmq]\ntoken = {t_}\nurl = https://auth.quantum-computing.ibm.com/api\nverify = True\n"
    return "name-context", t, [t_]


@sec
def qiskit_env():
    t_ = ibmq_token() if r.random() < .5 else ibm_cloud_key()
    var = r.choice(["QISKIT_IBM_TOKEN", "IQP_API_TOKEN", "IBM_QUANTUM_TOKEN"])
    t = f"{var}={t_}\nQISKIT_IBM_CHANNEL=ibm_quantum\nQISKIT_IBM_INSTANCE=ibm-q/open/main\nSHOTS=4096\n"
    return "name-context", t, [t_]


@sec
def iam_token_exchange():
    k = ibm_cloud_key()
    t = ("$ curl -X POST 'https://iam.cloud.ibm.com/identity/token' \\\n  -H 'Content-Type: application/x-www-form-urlencoded' \\\n"
         f"  -d 'grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey={k}'\n"
         "{\"access_token\":\"eyJraWQiOi...\",\"token_type\":\"Bearer\",\"expires_in\":3600}")
    return "structural", t, [k]


@sec
def iam_bearer():
    j = G.jwt()
    t = (f"POST /jobs HTTP/1.1\nHost: us-east.quantum-computing.cloud.ibm.com\nAuthorization: Bearer {j}\nService-CRN: {crn()}\n"
         "Content-Type: application/json\n\n{\"program_id\":\"sampler\",\"backend\":\"ibm_torino\"}")
    return "self-identifying", t, [j]


@sec
def runtime_trace():
    t_ = ibmq_token()
    t = ("Traceback (most recent call last):\n  File \"run_vqe.py\", line 14, in <module>\n"
         f"    service = QiskitRuntimeService(channel='ibm_quantum', token='{t_}')\n"
         "  File \".../qiskit_ibm_runtime/qiskit_runtime_service.py\", line 180, in __init__\n"
         "qiskit_ibm_runtime.exceptions.IBMNotAuthorizedError: 'Login with the provided token failed.'")
    return "name-context", t, [t_]


@sec
def braket_creds():
    ak, sk = G.aws_akid(), G.aws_secret()
    t = f"$ cat ~/.aws/credentials\n[braket-research]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-west-1\n"
    return "self-identifying", t, [ak, sk]


@sec
def braket_py():
    ak, sk = G.aws_akid(), G.aws_secret()
    t = ("import boto3\nfrom braket.aws import AwsDevice, AwsSession\n\n"
         f"boto = boto3.Session(aws_access_key_id=\"{ak}\",\n                     aws_secret_access_key=\"{sk}\", region_name=\"us-east-1\")\n"
         "device = AwsDevice(\"arn:aws:braket:us-east-1::device/qpu/ionq/Aria-1\", aws_session=AwsSession(boto))\n")
    return "self-identifying", t, [ak, sk]


@sec
def braket_session_token():
    st = "IQoJb3JpZ2luX2Vj" + G.s(B62 + "+/", r.randint(300, 400))
    t = (f"export AWS_ACCESS_KEY_ID=ASIA{G.s('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}\nexport AWS_SECRET_ACCESS_KEY={G.aws_secret()}\n"
         f"export AWS_SESSION_TOKEN={st}\npython -m braket_jobs.submit --device sv1 --shots 1000")
    first = t.split("AWS_ACCESS_KEY_ID=")[1].split("\n")[0]
    secret = t.split("AWS_SECRET_ACCESS_KEY=")[1].split("\n")[0]
    return "self-identifying", t, [first, secret, st]


@sec
def azure_conn():
    k = G.s(B62, 52)
    t = (f"AZURE_QUANTUM_CONNECTION_STRING=\"SubscriptionId={G.uuid()};ResourceGroupName=rg-quantum;WorkspaceName=qws-lab;"
         f"ApiKey={k};QuantumEndpoint=https://eastus.quantum.azure.com/;\"\n")
    return "structural", t, [k]


@sec
def azure_workspace_py():
    k = G.s(B62, 52)
    t = ("from azure.quantum import Workspace\n\nworkspace = Workspace.from_connection_string(\n"
         f"    \"SubscriptionId={G.uuid()};ResourceGroupName=rg-qc;WorkspaceName=qc-dev;ApiKey={k};QuantumEndpoint=https://westus.quantum.azure.com/\"\n)\n")
    return "structural", t, [k]


@sec
def azure_sp():
    s = G.azure_client_secret()
    t = (f"AZURE_TENANT_ID={G.uuid()}\nAZURE_CLIENT_ID={G.uuid()}\nAZURE_CLIENT_SECRET={s}\nAZURE_QUANTUM_WORKSPACE=qws-lab\n")
    return "self-identifying", t, [s]


@sec
def azure_sp_json():
    s = G.azure_client_secret()
    t = ("$ az ad sp create-for-rbac --name qc-ci --role Contributor --scopes /subscriptions/.../resourceGroups/rg-quantum\n" +
         json.dumps({"appId": G.uuid(), "displayName": "qc-ci", "password": s, "tenant": G.uuid()}, indent=2))
    return "self-identifying", t, [s]


@sec
def ionq_curl():
    k = ionq_key()
    t = ("$ curl -X POST https://api.ionq.co/v0.3/jobs \\\n"
         f"  -H \"Authorization: apiKey {k}\" \\\n  -H 'Content-Type: application/json' \\\n"
         "  -d '{\"target\":\"simulator\",\"shots\":1024,\"input\":{\"format\":\"ionq.circuit.v0\",\"qubits\":2,\"circuit\":[{\"gate\":\"h\",\"target\":0}]}}'")
    return "structural", t, [k]


@sec
def ionq_provider():
    k = ionq_key()
    t = f"from qiskit_ionq import IonQProvider\nprovider = IonQProvider(\"{k}\")\nbackend = provider.get_backend(\"ionq_qpu.aria-1\")\n"
    return "name-context", t, [k]


@sec
def ionq_env():
    k = ionq_key()
    t = f"IONQ_API_KEY={k}\nIONQ_DEFAULT_TARGET=simulator\n"
    return "name-context", t, [k]


@sec
def qcs_secrets():
    rt, at = G.s(URLSAFE, 44), G.jwt()
    t = ("$ cat ~/.qcs/secrets.toml\n[credentials]\n[credentials.default]\n[credentials.default.token_payload]\n"
         f"refresh_token = \"{rt}\"\naccess_token = \"{at}\"\nscope = \"offline_access openid profile email\"\n"
         "expires_in = 3600\nid_token = \"\"\ntoken_type = \"Bearer\"\n")
    return "name-context", t, [rt, at]


@sec
def qcs_client_creds():
    s = G.s(URLSAFE, 40)
    t = ("# ~/.qcs/settings.toml\ndefault_profile_name = \"ci\"\n[profiles.ci]\napi_url = \"https://api.qcs.rigetti.com\"\n"
         f"auth_server_name = \"default\"\n[auth_servers.default]\nclient_id = \"{G.s(B62, 20)}\"\nissuer = \"https://auth.qcs.rigetti.com/oauth2/aus8jcovzG0gW2TUG355\"\n"
         f"# client_credentials flow for CI\nclient_secret = \"{s}\"\n")
    return "name-context", t, [s]


@sec
def pytket_quantinuum():
    p = pw()
    t = ("from pytket.extensions.quantinuum import QuantinuumBackend, QuantinuumAPI\n"
         f"api = QuantinuumAPI()\napi.login(user=\"{email()}\", pwd=\"{p}\")  # TODO: use credential storage\n"
         "backend = QuantinuumBackend(device_name=\"H2-1E\", api_handler=api)\n")
    return "structural", t, [p]


@sec
def pytket_config():
    rt, it = G.s(URLSAFE, r.randint(300, 400)), G.jwt()
    t = ("$ cat ~/.config/pytket/config.json\n" + json.dumps({"extensions": {"quantinuum": {"username": email(),
                                                                                           "refresh_token": rt, "id_token": it,
                                                                                           "refresh_token_timeout": "2026-12-31T00:00:00"}}}, indent=2))
    return "name-context", t, [rt, it]


@sec
def qnexus_env():
    p = pw()
    t = f"# nexus notebooks\nNEXUS_USERNAME={email()}\nNEXUS_PASSWORD={p}\nNEXUS_PROJECT=bench-h2\n"
    return "name-context", t, [p]


@sec
def dwave_conf():
    tk = dwave_token()
    t = f"$ cat ~/.config/dwave/dwave.conf\n[defaults]\nendpoint = https://na-west-1.cloud.dwavesys.com/sapi/v2/\n\n[prod]\nsolver = {{\"topology__type\": \"pegasus\"}}\ntoken = {tk}\n"
    return "name-context", t, [tk]


@sec
def dwave_env():
    tk = dwave_token()
    t = f"$ DWAVE_API_TOKEN={tk} python anneal_maxcut.py --reads 2000\nUsing solver Advantage_system6.4\nbest energy -41.0 (occurrences 37)"
    return "name-context", t, [tk]


@sec
def dwave_sapi_hdr():
    tk = dwave_token()
    t = f"GET /sapi/v2/solvers/remote/ HTTP/1.1\nHost: na-west-1.cloud.dwavesys.com\nX-Auth-Token: {tk}\nUser-Agent: dwave-cloud-client/0.13"
    return "structural", t, [tk]


@sec
def xanadu():
    k = G.s(B62, 40)
    t = f"import xcc\nsettings = xcc.Settings(REFRESH_TOKEN=\"{k}\")\nsettings.save()\nconnection = xcc.Connection.load()\n"
    return "name-context", t, [k]


@sec
def pennylane_toml():
    t_ = ibmq_token()
    t = ("# ~/.config/pennylane/config.toml\n[main]\nshots = 1000\n\n[qiskit.global]\nbackend = \"ibmq_qasm_simulator\"\n\n"
         f"[qiskit.ibmq]\nibmqx_token = \"{t_}\"\nhub = \"ibm-q\"\ngroup = \"open\"\nproject = \"main\"\n")
    return "name-context", t, [t_]


@sec
def pasqal():
    p = pw()
    t = ("from pasqal_cloud import SDK\n\nsdk = SDK(\n"
         f"    username=\"{email()}\",\n    password=\"{p}\",\n    project_id=\"{G.uuid()}\",\n)\n")
    return "structural", t, [p]


@sec
def oqc():
    p = pw()
    t = f"OQC_URL=https://cloud.oqc.app/\nOQC_EMAIL={email()}\nOQC_PASSWORD={p}\nOQC_DEVICE=qpu:uk:2:d865b5a184\n"
    return "name-context", t, [p]


@sec
def qbraid():
    k = G.s(LOW + DIG, 30)
    t = f"$ qbraid configure set api-key {k}\n$ qbraid jobs list --limit 3\nJob ID                                  Status\nionq_aria_{job_id()}  COMPLETED"
    return "name-context", t, [k]


@sec
def strangeworks():
    k = G.s(B62, 40)
    t = f"import strangeworks as sw\nsw.authenticate(api_key=\"{k}\")\nworkspace = sw.workspace_info()\n"
    return "name-context", t, [k]


@sec
def jupyter_url():
    tok = G.hexs(48)
    t = (f"[I 2026-12-02 14:02:11.905 ServerApp] Jupyter Server 2.14.2 is running at:\n"
         f"[I 2026-12-02 14:02:11.905 ServerApp] http://gpu-node-17:8888/lab?token={tok}\n"
         f"[I 2026-12-02 14:02:11.905 ServerApp]     http://127.0.0.1:8888/lab?token={tok}")
    return "structural", t, [tok]


@sec
def jupyterhub_token():
    tok = G.hexs(32)
    t = f"$ curl -H 'Authorization: token {tok}' https://hub.qlab.example.org/hub/api/users/ana/server -X POST\n{{\"status\":\"pending\"}}"
    return "structural", t, [tok]


@sec
def jupyter_cfg():
    tok = G.s(B62, 32)
    t = f"# jupyter_server_config.py on the login node\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.port = 8899\nc.IdentityProvider.token = '{tok}'\n"
    return "name-context", t, [tok]


@sec
def slurm_script():
    t_ = ibmq_token()
    t = ("#!/bin/bash\n#SBATCH --job-name=qiskit-aer-sweep\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:a100:2\n#SBATCH --time=04:00:00\n"
         f"module load python/3.11 cuda/12.4\nexport QISKIT_IBM_TOKEN={t_}\nsrun python sweep.py --backend ibm_kyiv --shots 8192\n")
    return "name-context", t, [t_]


@sec
def slurm_env_dump():
    k = ionq_key()
    t = (f"$ scontrol show job 4481923 --details | grep -i env\n   Environment: SLURM_JOB_ID=4481923 HOME=/home/wei IONQ_API_KEY={k} PATH=/usr/bin\n"
         "$ # why is the key in the job record??")
    return "name-context", t, [k]


@sec
def globus():
    s = G.b64(32).rstrip("=")
    t = (f"GLOBUS_CLIENT_ID={G.uuid()}\nGLOBUS_CLIENT_SECRET={s}\nSOURCE_COLLECTION={G.uuid()}\n# transfers calibration dumps to campus storage\n")
    return "name-context", t, [s]


@sec
def wandb():
    k = G.hexs(40)
    t = f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {k}\n"
    return "structural", t, [k]


@sec
def wandb_login():
    k = G.hexs(40)
    t = f"  812  wandb login {k}\n  813  python train_qnn.py --epochs 40 --ansatz hea\n"
    return "name-context", t, [k]


@sec
def hf_token():
    k = G.hf()
    t = f"from huggingface_hub import login\nlogin(token=\"{k}\")  # push the QML dataset\n"
    return "self-identifying", t, [k]


@sec
def postgres_results():
    p = pw()
    t = f"RESULTS_DB_URL=postgresql://qresults:{p}@results-db.qlab.internal:5432/experiments\nS3_BUCKET=amazon-braket-qlab-results\n"
    return "structural", t, [p]


@sec
def mlflow_basic():
    p = pw()
    t = f"export MLFLOW_TRACKING_URI=https://mlflow.qlab.example.org\nexport MLFLOW_TRACKING_USERNAME=qml\nexport MLFLOW_TRACKING_PASSWORD='{p}'\n"
    return "name-context", t, [p]


@sec
def ssh_key_hpc():
    block, line = G.pem("OPENSSH PRIVATE KEY")
    t = f"$ cat ~/.ssh/id_ed25519_frontier\n{block}"
    return "self-identifying", t, [line]


@sec
def ssh_sshpass():
    p = pw()
    t = f"$ sshpass -p '{p}' scp results/*.h5 wei@dtn01.hpc.lab-example.org:/lustre/proj/qsim/"
    return "structural", t, [p]


@sec
def munge():
    k = G.b64(r.choice([96, 128]))
    t = f"$ base64 /etc/munge/munge.key\n{k}\n$ # copying to the new compute nodes"
    return "name-context", t, [k]


@sec
def notebook_output():
    t_ = ibmq_token()
    t = json.dumps({"cell_type": "code", "execution_count": 3, "metadata": {},
                    "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"token loaded: {t_}\n", "channel: ibm_quantum\n"]}],
                    "source": ["tok = open('/home/ana/.ibmq').read().strip()\n", "print('token loaded:', tok)"]}, indent=1)
    return "name-context", t, [t_]


@sec
def notebook_braket():
    sk = G.aws_secret()
    ak = G.aws_akid()
    t = json.dumps({"cell_type": "code", "execution_count": 2, "metadata": {},
                    "source": ["%env AWS_ACCESS_KEY_ID=" + ak + "\n", "%env AWS_SECRET_ACCESS_KEY=" + sk + "\n",
                               "from braket.devices import Devices\n", "device = AwsDevice(Devices.Rigetti.Ankaa3)"], "outputs": []}, indent=1)
    return "self-identifying", t, [ak, sk]


@sec
def hook_payload():
    k = ionq_key()
    inner = f"import os\nfrom qiskit_ionq import IonQProvider\nprovider = IonQProvider(token='{k}')\n"
    t = json.dumps({"session_id": G.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Write",
                    "tool_input": {"file_path": "src/backends.py", "content": inner}, "tool_response": {"success": True}})
    return "name-context", t, [k]


@sec
def hook_bash():
    t_ = ibmq_token()
    cmd = f"python -c \"from qiskit_ibm_runtime import QiskitRuntimeService as S; S.save_account(channel='ibm_quantum', token='{t_}')\""
    t = json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}})
    return "name-context", t, [t_]


@sec
def diff_token():
    k = G.s(B62, 52)
    t = ("diff --git a/.github/workflows/nightly.yml b/.github/workflows/nightly.yml\n@@ -20,4 +20,4 @@ jobs:\n       env:\n"
         f"-        AZURE_QUANTUM_API_KEY: ${{{{ secrets.AZURE_QUANTUM_API_KEY }}}}\n+        AZURE_QUANTUM_API_KEY: {k}\n")
    return "name-context", t, [k]


@sec
def yaml_cfg():
    t_ = ibmq_token()
    p = pw()
    t = ("# config/backends.yaml\nibm:\n  channel: ibm_quantum\n"
         f"  token: {t_}\n  instance: ibm-q-research/qlab/default\nquantinuum:\n  user: {email()}\n  password: {p}\n")
    return "name-context", t, [t_, p]


@sec
def chat_de():
    t_ = ibmq_token()
    t = f"[#qc-lab] pavel: kann jemand den IBM-Token für die Premium-Instanz teilen? — noor: hier, aber bitte nicht committen: {t_}"
    return "name-context", t, [t_]


@sec
def chat_zh():
    k = ionq_key()
    t = f"王伟: IonQ 的 API key 是 {k}，跑完 Aria 的实验就轮换一下"
    return "name-context", t, [k]


@sec
def chat_es():
    p = pw()
    t = f"Ana: para el portal de Quantinuum usa {email()} con contraseña {p}, la cuenta es del grupo"
    return "structural", t, [p]


@sec
def ticket_en():
    tk = dwave_token()
    t = (f"JIRA QC-{r.randint(100, 999)}: Leap solver calls failing with 401\nSteps: ran `dwave ping --client qpu` with token {tk}\n"
         "Expected: ping ok. Actual: SolverAuthenticationError")
    return "name-context", t, [tk]


@sec
def go_client():
    k = ionq_key()
    t = ("package ionq\n\nfunc NewClient() *Client {\n\treturn &Client{\n\t\tBaseURL: \"https://api.ionq.co/v0.3\",\n"
         f"\t\tAPIKey:  \"{k}\",\n\t}}\n}}\n")
    return "name-context", t, [k]


@sec
def csharp_azure():
    k = G.s(B62, 52)
    t = ("// Program.cs (Q# host)\nvar workspace = new Workspace(\n    subscriptionId: \"" + G.uuid() + "\",\n    resourceGroupName: \"rg-quantum\",\n"
         f"    workspaceName: \"qws-lab\",\n    location: \"eastus\");\nvar apiKey = \"{k}\"; // TODO keyvault\n")
    return "name-context", t, [k]


@sec
def java_props():
    p = pw()
    t = f"# hpc-portal.properties\nportal.ldap.bind.dn=cn=portal,ou=svc,dc=hpc,dc=lab\nportal.ldap.bind.password={p}\nportal.ldap.url=ldaps://ldap.hpc.lab:636\n"
    return "name-context", t, [p]


@sec
def ini_cfg():
    p = pw()
    t = f"[qpu-scheduler]\nbroker = amqp://scheduler:{p}@rabbit.qlab.internal:5672/qjobs\nmax_parallel = 4\n"
    return "structural", t, [p]


@sec
def hcl():
    k = ibm_cloud_key()
    t = ("provider \"ibm\" {\n" + f"  ibmcloud_api_key = \"{k}\"\n  region           = \"us-east\"\n}}\n\n"
         "resource \"ibm_resource_instance\" \"qrt\" {\n  name     = \"qiskit-runtime\"\n  service  = \"quantum-computing\"\n  plan     = \"standard\"\n}\n")
    return "name-context", t, [k]


@sec
def ibmcloud_login():
    k = ibm_cloud_key()
    t = f"$ ibmcloud login --apikey {k} -r us-east -g quantum\nAPI endpoint: https://cloud.ibm.com\nAuthenticating...\nOK"
    return "name-context", t, [k]


@sec
def php_dashboard():
    k = ionq_key()
    t = f"<?php\n// dashboard/config.php\ndefine('IONQ_API_KEY', '{k}');\ndefine('IONQ_BASE', 'https://api.ionq.co/v0.3');\n"
    return "name-context", t, [k]


@sec
def ruby_cfg():
    p = pw()
    t = f"# config/initializers/qlab.rb\nQlab.configure do |c|\n  c.grafana_user = 'admin'\n  c.grafana_password = '{p}'\nend\n"
    return "name-context", t, [p]


@sec
def js_cfg():
    tk = dwave_token()
    t = f"// scripts/submit-anneal.mjs\nconst res = await fetch(`${{SAPI}}/problems/`, {{\n  method: 'POST',\n  headers: {{ 'X-Auth-Token': '{tk}', 'Content-Type': 'application/json' }},\n  body: JSON.stringify(problems),\n}});\n"
    return "structural", t, [tk]


@sec
def selfid_misc():
    name, tok, mark = G.self_identifying()
    t = f"# tools/publish_results.sh — uploads benchmark tables\nexport {r.choice(['GH_TOKEN', 'CI_PUSH_TOKEN', 'BOT_TOKEN', 'API_TOKEN'])}=\"{tok}\"\npython publish.py --run {job_id()}\n"
    return "self-identifying", t, [mark]


@sec
def docker_run():
    t_ = ibmq_token()
    t = f"$ docker run --rm -e QISKIT_IBM_TOKEN={t_} -v $PWD:/work ghcr.io/qlab/bench:0.9 python /work/qv.py --backend ibm_fez"
    return "name-context", t, [t_]


@sec
def k8s_secret():
    k = ionq_key()
    b = base64.b64encode(k.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ionq-credentials\ntype: Opaque\ndata:\n  IONQ_API_KEY: {b}\n"
    return "name-context", t, [b]


@sec
def basic_hpc():
    p = pw()
    b = basic("svc_qsim", p)
    t = f"GET /api/v1/clusters/frontier/jobs HTTP/1.1\nHost: ondemand.hpc.lab-example.org\nAuthorization: Basic {b}\n"
    return "structural", t, [b]


# ---------------------------------------------------------------- clean
@cln
def c_job_result():
    return json.dumps({"job_id": job_id(), "backend": r.choice(["ibm_torino", "ibm_fez", "ibm_kyiv", "ibm_brisbane"]),
                       "status": "DONE", "session_id": job_id(), "usage": {"quantum_seconds": r.randint(1, 60)},
                       "counts": {format(i, "05b"): r.randint(0, 900) for i in r.sample(range(32), 5)}}, indent=2)


@cln
def c_braket_arn():
    return (f"task arn: arn:aws:braket:us-east-1:{pin(12)}:quantum-task/{G.uuid()}\nstatus: COMPLETED\n"
            f"output: s3://amazon-braket-us-east-1-{pin(12)}/results/{G.uuid()}/results.json\nshots: {r.choice([100, 1000, 4000])}")


@cln
def c_azure_job():
    return json.dumps({"id": G.uuid(), "name": f"ghz-{G.hexs(6)}", "target": r.choice(["ionq.simulator", "quantinuum.sim.h1-1e", "rigetti.sim.qvm"]),
                       "status": "Succeeded", "containerUri": "https://qwslabstorage.blob.core.windows.net/job-" + G.uuid(),
                       "costEstimate": {"currencyCode": "USD", "estimatedTotal": 0.0}}, indent=2)


@cln
def c_resource_id():
    return (f"az quantum workspace set -g rg-quantum -w qws-lab -l eastus\nresourceId: /subscriptions/{G.uuid()}/resourceGroups/rg-quantum/"
            "providers/Microsoft.Quantum/Workspaces/qws-lab")


@cln
def c_crn():
    return f"QISKIT_IBM_CHANNEL=ibm_cloud\nQISKIT_IBM_INSTANCE={crn()}\nQISKIT_IBM_TOKEN=${{IBM_CLOUD_API_KEY}}\n"


@cln
def c_env_example():
    return ("# .env.example\nQISKIT_IBM_TOKEN=<your IBM Quantum API token>\nIONQ_API_KEY=\nAZURE_QUANTUM_CONNECTION_STRING=\"SubscriptionId=...;ApiKey=<key>;...\"\n"
            f"DWAVE_API_TOKEN=DEV-xxxxxxxx\n# generated {G.hexs(8)}")


@cln
def c_qasm():
    n = r.randint(2, 5)
    lines = ["OPENQASM 3.0;", 'include "stdgates.inc";', f"qubit[{n}] q;", f"bit[{n}] c;", "h q[0];"]
    lines += [f"cx q[{i}], q[{i + 1}];" for i in range(n - 1)]
    lines += [f"rz({r.random():.6f}) q[{r.randrange(n)}];", "c = measure q;"]
    return "\n".join(lines)


@cln
def c_calibration():
    return json.dumps({"backend_name": "ibm_fez", "last_update_date": "2026-12-02T06:12:00Z",
                       "qubits": [[{"name": "T1", "value": round(r.uniform(80, 300), 2), "unit": "us"},
                                   {"name": "frequency", "value": round(r.uniform(4.5, 5.2), 6), "unit": "GHz"}] for _ in range(2)],
                       "general": [{"name": "lastUpdate", "value": G.hexs(16)}]}, indent=1)


@cln
def c_ionq_job():
    return json.dumps({"id": G.uuid(), "status": "completed", "target": "qpu.aria-1", "qubits": r.randint(2, 25),
                       "request": 1764000000 + r.randint(0, 99999), "predicted_execution_time": r.randint(10, 900),
                       "results_url": f"/v0.3/jobs/{G.uuid()}/results"}, indent=2)


@cln
def c_qcs_settings():
    return ("# ~/.qcs/settings.toml\ndefault_profile_name = \"default\"\n[profiles.default]\napi_url = \"https://api.qcs.rigetti.com\"\n"
            f"auth_server_name = \"default\"\napplications.pyquil.qvm_url = \"http://127.0.0.1:5000\"\n[auth_servers.default]\nclient_id = \"{G.s(B62, 20)}\"\n"
            "issuer = \"https://auth.qcs.rigetti.com/oauth2/aus8jcovzG0gW2TUG355\"\n")


@cln
def c_dwave_ping():
    return (f"$ dwave ping --client qpu\nUsing endpoint: https://na-west-1.cloud.dwavesys.com/sapi/v2/\nUsing region: na-west-1\n"
            f"Using solver: Advantage_system{r.randint(1, 7)}.{r.randint(1, 4)}\nSubmitted problem ID: {G.uuid()}\nWall clock time: {r.randint(100, 900)}.{pin(3)} ms")


@cln
def c_sbatch_out():
    return (f"$ sbatch sweep.sh\nSubmitted batch job {r.randint(10**6, 10**7)}\n$ squeue -u wei\n  JOBID PARTITION     NAME  USER ST  TIME NODES\n"
            f"{r.randint(10**6, 10**7)}       gpu qiskit-a   wei  R  0:{r.randint(10, 59)}     1")


@cln
def c_jupyter_noauth():
    return ("[I 2026-12-02 09:00:00 ServerApp] Jupyter Server is running at:\n[I ServerApp] http://127.0.0.1:8888/lab?token=...\n"
            f"[I ServerApp] Use Control-C to stop this server. (pid {r.randint(1000, 99999)})")


@cln
def c_gha():
    return ("jobs:\n  hardware-smoke:\n    runs-on: ubuntu-latest\n    env:\n      QISKIT_IBM_TOKEN: ${{ secrets.QISKIT_IBM_TOKEN }}\n"
            f"      IONQ_API_KEY: ${{{{ secrets.IONQ_API_KEY }}}}\n    steps:\n      - uses: actions/checkout@{G.hexs(40)}\n")


@cln
def c_lock():
    return (f"[[package]]\nname = \"qiskit-ibm-runtime\"\nversion = \"0.{r.randint(30, 40)}.0\"\nfiles = [\n"
            f"    {{file = \"qiskit_ibm_runtime-0.34.0-py3-none-any.whl\", hash = \"sha256:{G.sha256()}\"}},\n]\n")


@cln
def c_pip_hash():
    return f"amazon-braket-sdk==1.{r.randint(80, 95)}.0 \\\n    --hash=sha256:{G.sha256()} \\\n    --hash=sha256:{G.sha256()}"


@cln
def c_gitlog():
    return "\n".join(f"commit {G.hexs(40)}\n    {m}" for m in r.sample(["add dynamical decoupling pass", "switch to SamplerV2",
                                                                      "pin amazon-braket-sdk", "fix QASM3 export", "ZNE via mthree"], 3))


@cln
def c_statevector():
    return "Statevector([" + ", ".join(f"{r.uniform(-0.7, 0.7):.8f}+{r.uniform(-0.7, 0.7):.8f}j" for _ in range(4)) + "],\n            dims=(2, 2))"


@cln
def c_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{G.b64(32)[:43]} wei@qlab-laptop\n# added to frontier ~/.ssh/authorized_keys, ticket HPC-{r.randint(1000, 9999)}"


@cln
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(G.b64(48) for _ in range(r.randint(4, 8))) + "\n-----END CERTIFICATE-----\n# campus CA for ondemand.hpc.lab-example.org"


@cln
def c_prose():
    return r.choice(["IBM Quantum tokens are 128 hex characters; treat them like passwords and store them with save_account, not in notebooks.",
                     "Azure Quantum connection strings contain an ApiKey field; prefer DefaultAzureCredential in CI.",
                     "Die Quantinuum-Zugangsdaten liegen im Vault unter kv/qc/quantinuum, niemals im Repo.",
                     "D-Wave Leap tokens start with a project code like DEV-; rotate them from the Leap dashboard."]) + f" (wiki rev {G.hexs(7)})"


@cln
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
                       "source": ["import os\n", "service = QiskitRuntimeService(channel='ibm_quantum', token=os.environ['QISKIT_IBM_TOKEN'])\n",
                                  f"backend = service.backend('{r.choice(['ibm_fez', 'ibm_torino'])}')"]}, indent=1)


@cln
def c_transpile_log():
    return (f"INFO qiskit.transpiler.runningpassmanager: Pass: SabreLayout - {r.uniform(10, 900):.5f} (ms)\n"
            f"INFO qiskit.transpiler.runningpassmanager: Pass: HighLevelSynthesis - {r.uniform(1, 90):.5f} (ms)\n"
            f"depth={r.randint(20, 400)} cx={r.randint(10, 300)} layout_hash={G.hexs(16)}")


@cln
def c_hook_clean():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "qiskit-ibm-runtime jobs --limit 2"},
                       "tool_response": {"stdout": f"{job_id()}  DONE  ibm_fez\n{job_id()}  QUEUED  ibm_torino\n"}})


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": G.hexs(16), "use": "sig", "alg": "RS256", "e": "AQAB", "n": G.b64url(256)}]}, indent=1)


@cln
def c_counts_hex():
    return json.dumps({"shots": 1024, "memory": [hex(r.getrandbits(16)) for _ in range(8)], "header": {"name": f"qv_{G.hexs(6)}"}})


@cln
def c_k8s_ref():
    return ("env:\n  - name: IONQ_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: ionq-credentials\n        key: IONQ_API_KEY\n"
            f"  - name: RUN_ID\n    value: \"{G.uuid()}\"")


@cln
def c_ticket_clean():
    return (f"QC-{r.randint(100, 999)}: job {job_id()} on ibm_torino stuck in QUEUED for 6h. Session {job_id()}. "
            "No credentials attached; reproduce with your own token.")


@cln
def c_braket_device():
    return json.dumps({"deviceArn": r.choice(["arn:aws:braket:::device/quantum-simulator/amazon/sv1", "arn:aws:braket:us-east-1::device/qpu/ionq/Forte-1",
                                              "arn:aws:braket:us-west-1::device/qpu/rigetti/Ankaa-3"]), "deviceStatus": "ONLINE",
                       "providerName": "Amazon Braket", "queueDepth": r.randint(0, 300), "etag": G.hexs(32)}, indent=1)


@cln
def c_munge_status():
    return f"$ munge -n | unmunge | head -5\nSTATUS:          Success (0)\nENCODE_HOST:     login01 (10.40.0.{r.randint(2, 250)})\nENCODE_TIME:     2026-12-02 10:11:12 +0000\nUID:             wei (51{pin(3)})\nCIPHER:          aes128 (4)"


@cln
def c_hf_dataset():
    return f"Dataset card: qlab/qv-benchmarks — revision {G.hexs(40)}, files: results.parquet (sha256 {G.sha256()})"


def write():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = S[i % len(S)]()
            seen = []
            for s in secrets:
                assert s and s in text, (FAMILY, i, s)
                if s not in seen:
                    seen.append(s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": seen},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": C[i % len(C)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
