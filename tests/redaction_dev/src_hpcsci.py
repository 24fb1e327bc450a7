"""Blind redaction source "hpcsci" (round 10): scientific computing and HPC job scripts.

Slurm/PBS/LSF job scripts and their logs, Snakemake/Nextflow/Galaxy configs, experiment trackers
(W&B, MLflow, Comet, Neptune), data portals (Copernicus CDS, Earthdata, NCBI, Zenodo, figshare,
Dataverse, Materials Project), DVC/iRODS/Globus storage, cluster admin files (slurmdbd.conf).
Written 2026-12-02 by the helper "corpora2", blind; every value random. Imports nothing from memtool.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, Gen, write

FAMILY = "hpcsci"
g = Gen(1310)
USERS = ["mkowalski", "aozturk", "jlindqvist", "pnair", "tnguyen", "ebrandt", "rsantos", "hsato", "lmoreau", "dokafor"]
LABS = ["genomics-lab", "climate-mod", "cryoem", "astro-sims", "protein-ml", "hydro", "neuroimg"]
NODES = ["login01", "login02", "gpu017", "cn0423", "fat03", "a100-12", "node042"]
PARTS = ["gpu", "standard", "bigmem", "short", "a100", "preempt"]


def u():
    return g.pick(USERS)


def lab():
    return g.pick(LABS)


def jobid():
    return str(g.r.randint(4000000, 9999999))


def sbatch_head(name=None):
    return (f"#!/bin/bash\n#SBATCH --job-name={name or g.pick(['train', 'align', 'wrf-run', 'relion', 'fetch-era5', 'md-prod'])}\n"
            f"#SBATCH --partition={g.pick(PARTS)}\n#SBATCH --nodes=1\n#SBATCH --ntasks-per-node={g.pick([4, 8, 16, 32])}\n"
            f"#SBATCH --time={g.r.randint(1, 47):02d}:00:00\n#SBATCH --account={lab()}\n#SBATCH --output=logs/%x-%j.out\n\n"
            f"module purge\nmodule load {g.pick(['cuda/12.2', 'gcc/12.3.0', 'openmpi/4.1.5', 'python/3.11', 'R/4.3.2'])}\n")


def wandb_key():
    return g.hexs(40)


def ncbi_key():
    return g.hexs(36)


# ---------------------------------------------------------------- secrets
def s_hf():
    t = g.hf()
    return "self-identifying", sbatch_head("llm-eval") + f"export HF_HOME=/scratch/{u()}/hf\nexport HF_TOKEN={t}\nsrun python eval.py --model meta-llama/Llama-3.1-8B\n", t


def s_aws():
    a = g.aws_akid()
    return "self-identifying", sbatch_head("stage-out") + f"export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY=$(cat ~/.aws/stage-out.secret)\naws s3 sync results/ s3://{lab()}-archive/run-$SLURM_JOB_ID/\n", a


def s_pem():
    block, line = g.pem(g.pick(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"]))
    return "self-identifying", (f"hi {g.pick(['HPC support', 'Research Computing', 'hpc-help'])}, I can't log in to {g.pick(NODES)} since the maintenance. "
                                f"this is the key I'm using (~/.ssh/id_{g.pick(['rsa', 'ed25519'])}), is it still registered?\n\n{block}\n\nthanks, {u()}"), line


def s_ghclone():
    t = g.gh_classic()
    return "self-identifying", sbatch_head() + f"cd $TMPDIR\ngit clone https://{t}@github.com/{lab()}/pipeline.git\ncd pipeline && bash run.sh\n", t


def s_glab_nf():
    t = g.gitlab()
    return "self-identifying", f"// ~/.nextflow/scm\nproviders {{\n    uni_gitlab {{\n        server = 'https://gitlab.{g.pick(['uni-hd.de', 'ethz.ch', 'ucl.ac.uk'])}'\n        platform = 'gitlab'\n        token = '{t}'\n    }}\n}}\n", t


def s_gapi():
    t = g.google_api()
    return "self-identifying", f"# fetch_tiles.py\nimport ee, requests\nAPI_KEY = \"{t}\"\nurl = f\"https://maps.googleapis.com/maps/api/elevation/json?locations={{lat}},{{lon}}&key={{API_KEY}}\"\n", t


def s_dapi():
    t = g.databricks()
    return "self-identifying", f"$ cat ~/.databrickscfg\n[DEFAULT]\nhost = https://adb-{g.r.randint(10**15, 10**16)}.{g.r.randint(1, 19)}.azuredatabricks.net\ntoken = {t}\n", t


def s_slackhook():
    url = g.slack_webhook()
    return "self-identifying", sbatch_head("relion") + f"srun relion_refine_mpi --i particles.star --o Refine3D/job{g.r.randint(10, 99)}/run\ncurl -s -X POST -H 'Content-type: application/json' --data \"{{\\\"text\\\":\\\"job $SLURM_JOB_ID done\\\"}}\" {url}\n", url.rsplit("/", 1)[1]


def s_apptainer():
    t = g.gh_classic()
    return "self-identifying", f"[{u()}@{g.pick(NODES)} ~]$ apptainer registry login --username {u()} --password {t} docker://ghcr.io\nINFO:    Token stored in /home/{u()}/.apptainer/remote.yaml\n", t


def s_openai():
    t = g.openai()
    return "self-identifying", f"# annotate_abstracts.py  (run with: sbatch --wrap 'python annotate_abstracts.py')\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"{t}\")\n", t


def s_scitoken():
    t = g.jwt(sub=u())
    return "self-identifying", sbatch_head("xrd-copy") + f"export BEARER_TOKEN={t}\nxrdcp root://xrootd.{g.pick(['gridka.de', 'fnal.gov', 'cern.ch'])}//store/user/{u()}/ntuple.root $TMPDIR/\n", t


def s_gee_sa():
    block, line = g.pem("PRIVATE KEY")
    body = json.dumps({"type": "service_account", "project_id": f"ee-{lab()}", "private_key_id": g.hexs(40),
                       "private_key": block + "\n", "client_email": f"ee-runner@ee-{lab()}.iam.gserviceaccount.com",
                       "client_id": str(g.r.randint(10**20, 10**21))}, indent=2)
    return "self-identifying", f"$ cat ~/keys/ee-service.json\n{body}\n", line


def n_wandb_env():
    k = wandb_key()
    return "name-context", sbatch_head("train") + f"source ~/venvs/torch/bin/activate\nexport WANDB_API_KEY={k}\nexport WANDB_PROJECT={lab()}\nsrun python train.py --config configs/base.yaml\n", k


def n_wandb_login():
    k = wandb_key()
    return "name-context", f"[{u()}@{g.pick(NODES)} ~]$ wandb login {k}\nwandb: Appending key for api.wandb.ai to your netrc file: /home/{u()}/.netrc\n", k


def n_cds():
    k = g.pick([f"{g.r.randint(10000, 399999)}:{g.uuid()}", g.uuid()])
    return "name-context", f"$ cat ~/.cdsapirc\nurl: https://cds.climate.copernicus.eu/api\nkey: {k}\n", k


def n_ncbi_py():
    k = ncbi_key()
    return "name-context", f"from Bio import Entrez\nEntrez.email = \"{u()}@uni.example\"\nEntrez.api_key = \"{k}\"\nhandle = Entrez.esearch(db=\"sra\", term=\"PRJNA{g.r.randint(100000, 999999)}\")\n", k


def n_ncbi_r():
    k = ncbi_key()
    return "name-context", f"library(rentrez)\nSys.setenv(ENTREZ_KEY = \"{k}\")\nres <- entrez_search(db = \"pubmed\", term = \"CRISPR[Title]\", retmax = 500)\n", k


def n_mlflow():
    p = g.pw()
    return "name-context", sbatch_head() + f"export MLFLOW_TRACKING_URI=https://mlflow.{lab()}.example.org\nexport MLFLOW_TRACKING_USERNAME={u()}\nexport MLFLOW_TRACKING_PASSWORD={p}\nsrun python train.py\n", p


def n_comet():
    k = g.s(B62, 25)
    return "name-context", g.pick([f"$ cat ~/.comet.config\n[comet]\napi_key = {k}\nworkspace = {lab()}\n",
                                   f"import comet_ml\nexperiment = comet_ml.Experiment(\n    api_key=\"{k}\",\n    project_name=\"{lab()}\",\n)\n"]), k


def n_neptune():
    raw = json.dumps({"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": g.uuid()})
    k = base64.b64encode(raw.encode()).decode().rstrip("=")
    return "name-context", f"export NEPTUNE_PROJECT=\"{lab()}/segmentation\"\nexport NEPTUNE_API_TOKEN=\"{k}\"\n", k


def n_irods():
    p = g.pw()
    return "name-context", sbatch_head("irods-get") + f"echo '{p}' | iinit\niget -r /{g.pick(['tempZone', 'nlmumc', 'surfZone'])}/home/{u()}/raw_2024 $TMPDIR/\n", p


def n_globus():
    sec = g.b64(30).rstrip("=")
    return "name-context", f"# transfer.env (sourced by the cron transfer)\nGLOBUS_CLI_CLIENT_ID={g.uuid()}\nGLOBUS_CLI_CLIENT_SECRET={sec}\n", sec


def n_dvc_s3():
    s = g.aws_secret()
    return "name-context", f"$ cat .dvc/config.local\n['remote \"storage\"']\n    url = s3://{lab()}-dvc/cache\n    endpointurl = https://s3.{g.pick(['uni.example', 'cluster.local'])}\n    access_key_id = {g.s(UPPER + string.digits, 20)}\n    secret_access_key = {s}\n", s


def n_dvc_webdav():
    p = g.pw()
    return "name-context", f"$ dvc remote modify --local nas password {p}\n$ dvc push\n{g.r.randint(10, 900)} files pushed\n", p


def n_rstudio_log():
    p = g.s(string.ascii_letters + string.digits, 24)
    return "name-context", (f"$ cat rstudio-server.job.{jobid()}.out\n1. SSH tunnel from your workstation using the following command:\n\n"
                            f"   ssh -N -L 8787:{g.pick(NODES)}:{g.r.randint(30000, 60000)} {u()}@hpc.uni.example\n\n"
                            f"   and point your web browser to http://localhost:8787\n\n2. log in to RStudio Server using the following credentials:\n\n"
                            f"   user: {u()}\n   password: {p}\n"), p


def n_galaxy():
    k = g.hexs(32)
    return "name-context", g.pick([f"from bioblend.galaxy import GalaxyInstance\ngi = GalaxyInstance(url=\"https://usegalaxy.eu\", key=\"{k}\")\n",
                                   f"# galaxy.yml\ngalaxy:\n  id_secret: {k}\n  admin_users: {u()}@uni.example\n"]), k


def n_omero():
    p = g.pw()
    return "name-context", f"$ omero login -s omero.{g.pick(['imaging', 'lmu', 'dundee'])}.example -u {u()} -w {p}\nCreated session for {u()}@omero:4064. Idle timeout: 10 min.\n", p


def n_condor():
    p = g.pw()
    return "name-context", f"# pool setup notes\ncondor_store_cred add -c -p {p}\nsystemctl restart condor\n", p


def n_slurmdbd():
    p = g.pw()
    return "name-context", (f"# /etc/slurm/slurmdbd.conf\nAuthType=auth/munge\nDbdHost={g.pick(NODES)}\nSlurmUser=slurm\nStorageType=accounting_storage/mysql\n"
                            f"StorageHost=db01\nStorageUser=slurm\nStoragePass={p}\nStorageLoc=slurm_acct_db\nLogFile=/var/log/slurm/slurmdbd.log\n"), p


def n_fsspec():
    s = g.s(B62, 40)
    return "name-context", f"import xarray as xr\nds = xr.open_zarr(\"s3://cmip6-subset/tas.zarr\", storage_options={{\n    \"key\": \"{g.s(UPPER + string.digits, 20)}\",\n    \"secret\": \"{s}\",\n    \"client_kwargs\": {{\"endpoint_url\": \"https://minio.{lab()}.example\"}},\n}})\n", s


def n_spack():
    p = g.pw()
    return "name-context", f"$ spack mirror add --oci-username {u()} --oci-password {p} buildcache oci://ghcr.io/{lab()}/spack-cache\n", p


def n_mprester():
    k = g.s(B62, 32)
    return "name-context", f"from mp_api.client import MPRester\nwith MPRester(\"{k}\") as mpr:\n    docs = mpr.materials.summary.search(elements=[\"Li\", \"Fe\", \"O\"], fields=[\"material_id\", \"band_gap\"])\n", k


def n_cmems():
    p = g.pw()
    return "name-context", f"copernicusmarine login --username {u()} --password '{p}' --force-overwrite\ncopernicusmarine subset --dataset-id cmems_mod_glo_phy_anfc_0.083deg_P1D-m -v thetao\n", p


def n_orcid():
    s = g.uuid()
    return "name-context", f"# instance/config.py (lab publications site)\nORCID_CLIENT_ID = \"APP-{g.s(UPPER + string.digits, 16)}\"\nORCID_CLIENT_SECRET = \"{s}\"\n", s


def n_zenodo_env():
    t = g.s(B62, 60)
    return "name-context", f"# .env for scripts/upload_zenodo.py\nZENODO_TOKEN={t}\nZENODO_SANDBOX=false\n", t


def n_pbs():
    p = g.pw()
    return "name-context", f"#!/bin/bash\n#PBS -N postproc\n#PBS -l select=1:ncpus=8:mem=32gb\n#PBS -l walltime=04:00:00\n#PBS -v DB_USER={u()},DB_PASS={p}\ncd $PBS_O_WORKDIR\npython load_results.py\n", p


def t_netrc():
    p = g.pw()
    return "structural", f"$ cat ~/.netrc\nmachine urs.earthdata.nasa.gov login {u()} password {p}\n", p


def t_ncbi_url():
    k = ncbi_key()
    return "structural", f"$ curl -s 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/efetch.fcgi?db=nuccore&id=NC_045512.2&rettype=fasta&api_key={k}' > ref.fa\n", k


def t_zenodo_url():
    t = g.s(B62, 60)
    return "structural", f"curl -H \"Content-Type: application/json\" -X POST --data '{{}}' \"https://zenodo.org/api/deposit/depositions?access_token={t}\"\n", t


def t_figshare():
    t = g.hexs(128)
    return "structural", f"$ curl -s -H 'Authorization: token {t}' https://api.figshare.com/v2/account/articles | jq '.[].title'\n", t


def t_dataverse():
    t = g.uuid()
    return "structural", f"curl -H \"X-Dataverse-key: {t}\" -X POST -F file=@tables.zip \"https://dataverse.harvard.edu/api/datasets/:persistentId/add?persistentId=doi:10.7910/DVN/{g.s(UPPER + string.digits, 6)}\"\n", t


def t_galaxy_db():
    p = g.pw()
    return "structural", f"# config/galaxy.yml\ngalaxy:\n  database_connection: postgresql://galaxy:{p}@pgsql.{lab()}.example:5432/galaxy\n  file_path: /data/galaxy/objects\n", p


def t_redcap():
    t = g.s("0123456789ABCDEF", 32)
    return "structural", f"curl -s -X POST https://redcap.{g.pick(['med', 'uni', 'clinic'])}.example/api/ -d token={t} -d content=record -d format=csv -d type=flat > export.csv\n", t


def t_xnat():
    p = g.pw()
    return "structural", f"for s in $(cat subjects.txt); do\n  curl -s -u {u()}:{p} \"https://xnat.{lab()}.example/data/projects/NEURO01/subjects/$s/experiments?format=json\"\ndone\n", p


def t_jupyter():
    t = g.hexs(48)
    return "structural", (f"$ cat jupyter-{jobid()}.log\n[I 2026-11-29 09:14:02.118 ServerApp] Jupyter Server 2.14.2 is running at:\n"
                          f"[I 2026-11-29 09:14:02.118 ServerApp] http://{g.pick(NODES)}:{g.r.randint(8800, 8999)}/lab?token={t}\n"), t


def t_smtp():
    p = g.pw()
    return "structural", sbatch_head() + f"srun ./run_model\ncurl --ssl-reqd --url 'smtps://smtp.uni.example:465' --user '{u()}@uni.example:{p}' --mail-from {u()}@uni.example --mail-rcpt {u()}@uni.example -T done.txt\n", p


def t_mongo():
    p = g.pw()
    return "structural", f"# snakemake profile config.yaml\ndefault-resources:\n  - mem_mb=4000\nconfig:\n  results_db: \"mongodb://{u()}:{p}@mongo.{lab()}.example:27017/screens?authSource=admin\"\n", p


def t_wandb_netrc():
    k = wandb_key()
    return "structural", f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {k}\n", k


SECRETS = [s_hf, s_aws, s_pem, s_ghclone, s_glab_nf, s_gapi, s_dapi, s_slackhook, s_apptainer, s_openai, s_scitoken, s_gee_sa,
           n_wandb_env, n_wandb_login, n_cds, n_ncbi_py, n_ncbi_r, n_mlflow, n_comet, n_neptune, n_irods, n_globus, n_dvc_s3,
           n_dvc_webdav, n_rstudio_log, n_galaxy, n_omero, n_condor, n_slurmdbd, n_fsspec, n_spack, n_mprester, n_cmems,
           n_orcid, n_zenodo_env, n_pbs,
           t_netrc, t_ncbi_url, t_zenodo_url, t_figshare, t_dataverse, t_galaxy_db, t_redcap, t_xnat, t_jupyter, t_smtp,
           t_mongo, t_wandb_netrc]


# ---------------------------------------------------------------- clean
def c_wandb_ref():
    return sbatch_head("train") + "export WANDB_API_KEY=$(cat ~/.config/wandb/key)\nexport WANDB_RUN_GROUP=sweep-" + g.s("abcdefghijklmnopqrstuvwxyz0123456789", 8) + "\nsrun python train.py\n"


def c_sacct():
    rows = "\n".join(f"{jobid()}       {g.pick(['train', 'align', 'wrf-run'])}   {g.pick(PARTS):>9} {lab():>12}  {g.pick([8, 16, 32]):>9} {g.pick(['COMPLETED', 'FAILED', 'TIMEOUT', 'OUT_OF_ME+'])}      0:0"
                     for _ in range(g.r.randint(3, 6)))
    return f"$ sacct -u {u()} --starttime now-2days\nJobID           JobName  Partition    Account  AllocCPUS      State ExitCode\n------------ ---------- ---------- ---------- ---------- ---------- --------\n{rows}\n"


def c_cds_placeholder():
    return "Put this in ~/.cdsapirc (replace with your own key from your profile page):\n\nurl: https://cds.climate.copernicus.eu/api\nkey: <PERSONAL-ACCESS-TOKEN>\n"


def c_sshpub():
    return f"$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} {u()}@{g.pick(NODES)}\n"


def c_conda():
    pk = "\n".join(f"https://conda.anaconda.org/conda-forge/linux-64/{n}-{v}.conda#{g.hexs(32)}" for n, v in
                   [("numpy", "1.26.4-py311h64a7726_0"), ("xarray", "2024.6.0-pyhd8ed1ab_1"), ("netcdf4", "1.7.1-nompi_py311h"), ("dask", "2024.7.1-pyhd8ed1ab_0")])
    return f"$ conda list --explicit --md5\n# platform: linux-64\n@EXPLICIT\n{pk}\n"


def c_dvcfile():
    return f"$ cat data/raw.dvc\nouts:\n- md5: {g.hexs(32)}.dir\n  size: {g.r.randint(10**8, 10**11)}\n  nfiles: {g.r.randint(10, 9000)}\n  hash: md5\n  path: raw\n"


def c_globus():
    return f"$ globus transfer {g.uuid()}:/scratch/{u()}/out/ {g.uuid()}:/~/archive/ --recursive --label \"run {jobid()}\"\nMessage: The transfer has been accepted and a task has been created and queued for execution\nTask ID: {g.uuid()}\n"


def c_zenodo():
    return f"Data available at https://doi.org/10.5281/zenodo.{g.r.randint(1000000, 14000000)} (record {g.r.randint(1000000, 14000000)}); archive md5:{g.hexs(32)}, {g.r.randint(2, 90)}.{g.r.randint(0, 9)} GB.\n"


def c_nflog():
    return f"N E X T F L O W  ~  version 24.04.4\nLaunching `nf-core/rnaseq` [{g.pick(['sharp', 'elated', 'boring'])}_{g.pick(['curie', 'hopper', 'turing'])}] DSL2 - revision: {g.hexs(10)} [3.14.0]\nSession ID: {g.uuid()}\n[{g.hexs(2)}/{g.hexs(6)}] process > NFCORE_RNASEQ:RNASEQ:FASTQC (S{g.r.randint(1, 40)}) [100%] 24 of 24 \u2714\n"


def c_wandb_url():
    return f"wandb: \U0001F680 View run at https://wandb.ai/{lab()}/{g.pick(['vit-pretrain', 'unet-seg', 'gnn-md'])}/runs/{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 8)}\nwandb: Synced 6 W&B file(s), 0 media file(s), 2 artifact file(s) and 0 other file(s)\nwandb: Find logs at: ./wandb/run-20261129_101512-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 8)}/logs\n"


def c_snake():
    return "rule fetch_era5:\n    output: \"raw/era5_{year}.nc\"\n    params: key=config[\"cds_key\"]\n    shell: \"python scripts/fetch.py --year {wildcards.year} --key-file ~/.cdsapirc\"\n"


def c_slurmdbd():
    return "# /etc/slurm/slurmdbd.conf\nAuthType=auth/munge\nDbdHost=slurmdb01\nSlurmUser=slurm\nStorageType=accounting_storage/mysql\nStorageHost=db01\nStorageUser=slurm\n#StoragePass=  (set via the include below, root-only)\nInclude /etc/slurm/slurmdbd.secret.conf\n"


def c_munge():
    return f"[root@{g.pick(NODES)} ~]# sha256sum /etc/munge/munge.key\n{g.sha256()}  /etc/munge/munge.key\n[root@{g.pick(NODES)} ~]# pdsh -w cn[0001-0450] sha256sum /etc/munge/munge.key | dshbak -c | head -3\n"


def c_sif():
    return f"$ apptainer verify pytorch_24.05.sif\nVerifying image with PGP key material\n[LABEL GROUP]  [SIGNED BY]   [FINGERPRINT]                             [STATUS]\nPartition      Research Computing  {g.s('0123456789ABCDEF', 40)}  OK\n"


def c_prose():
    return g.pick(["Reminder from HPC support: never put your W&B or Hugging Face token in a job script, jobs scripts are stored in the Slurm database and readable by admins. Run `wandb login` once on the login node; it writes ~/.netrc with mode 600.",
                   "The password for the RStudio Server session is generated per job and printed in the job's output file; it is only valid until the job ends, so don't paste it in tickets.",
                   "If `iinit` asks for your password, use your university password, not the one from the old cluster. The scrambled copy lives in ~/.irods/.irodsA.",
                   "Please rotate the MLflow password after the course: the shared account `course2026` was used by 60 students."])


def c_jupyter_masked():
    return f"[I 2026-11-29 09:14:02.118 ServerApp] Jupyter Server 2.14.2 is running at:\n[I 2026-11-29 09:14:02.118 ServerApp] http://{g.pick(NODES)}:8888/lab?token=...\n[I 2026-11-29 09:14:02.118 ServerApp]     http://127.0.0.1:8888/lab?token=...\n"


def c_fixture():
    return f"# tests/test_qual.py\nQUAL_B64 = \"{g.b64(45)}\"  # phred+33 quality string of read 17, base64 test data\n\ndef test_decode():\n    assert len(decode(QUAL_B64)) == 60\n"


def c_galaxy_env():
    return "galaxy:\n  id_secret: ${GALAXY_ID_SECRET}\n  database_connection: postgresql:///galaxy?host=/var/run/postgresql\n  admin_users: admin@usegalaxy.example\n"


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(8), "use": "sig", "alg": "RS256", "e": "AQAB", "n": g.b64url(256)}]}) + "\n"


def c_hfrev():
    return f"from huggingface_hub import hf_hub_download\npath = hf_hub_download(repo_id=\"{g.pick(['facebook/esm2_t33_650M_UR50D', 'microsoft/BiomedBERT-base'])}\", filename=\"model.safetensors\", revision=\"{g.sha1()}\")\n"


def c_sra():
    acc = " ".join(f"SRR{g.r.randint(10**7, 3 * 10**7)}" for _ in range(4))
    return f"$ prefetch {acc}\n2026-11-29T10:02:11 prefetch.3.1.1: 1) Downloading 'SRR{g.r.randint(10**7, 3 * 10**7)}'...\n2026-11-29T10:02:41 prefetch.3.1.1:  'SRR{g.r.randint(10**7, 3 * 10**7)}' is valid: md5 {g.hexs(32)}\n"


def c_s3ls():
    return "$ aws s3api list-objects-v2 --bucket era5-mirror --prefix 2023/ --query 'Contents[].[Key,ETag]' --output text\n" + "".join(f"2023/era5_{m:02d}.nc\t\"{g.hexs(32)}\"\n" for m in range(1, 5))


def c_netrc_doc():
    return "# ~/.netrc for Earthdata (the template from our wiki; chmod 600)\nmachine urs.earthdata.nasa.gov login YOUR_EARTHDATA_USERNAME password YOUR_EARTHDATA_PASSWORD\n"


def c_neptune_anon():
    return "export NEPTUNE_API_TOKEN=\"ANONYMOUS\"\nexport NEPTUNE_PROJECT=\"common/quickstarts\"\n"


def c_gitlog():
    return "$ git log --oneline -4\n" + "".join(f"{g.hexs(7)} {m}\n" for m in ["bump nf-core/rnaseq to 3.14.0", "use salmon index from shared refs", "move tokens to ~/.config, read them at runtime", "fix walltime for bigmem"])


CLEAN = [c_wandb_ref, c_sacct, c_cds_placeholder, c_sshpub, c_conda, c_dvcfile, c_globus, c_zenodo, c_nflog, c_wandb_url, c_snake,
         c_slurmdbd, c_munge, c_sif, c_prose, c_jupyter_masked, c_fixture, c_galaxy_env, c_jwks, c_hfrev, c_sra, c_s3ls,
         c_netrc_doc, c_neptune_anon, c_gitlog]


def main() -> None:
    secrets = [SECRETS[i % len(SECRETS)]() for i in range(250)]
    clean = [CLEAN[i % len(CLEAN)]() for i in range(100)]
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
