"""Blind redaction source "genomics" (round 37, helper corpora9): bioinformatics and genomics platforms.

Illumina BaseSpace, DNAnexus, Terra/Cromwell, Seven Bridges, Nextflow/Seqera, Galaxy, LIMS, sequencer uploads,
archive submission (ENA/EGA/SRA), S3/GCS/Azure buckets of reads, HPC. Seeded; imports only the standard library and
_tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _tokens as T  # noqa: E402

FAM = "genomics"
g = T.Gen(37_0002)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["helix", "codon", "intron", "plasmid", "ribosome", "allele", "primer", "contig", "scaffold", "amplicon",
         "telomere", "operon", "kmer", "phred", "barcode", "adapter", "spliceosome", "histone", "exome", "locus"]
LABS = ["genlab", "seqcore", "biobank", "onco-lab", "popgen", "microbiome", "rarediz", "virology", "cancer-genomics", "neuro-seq"]
NAMES = ["Mei", "Olu", "Sven", "Ana", "Raj", "Ines", "Tomasz", "Akiko", "Lea", "Diego"]


def pw():
    k = r.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return "-".join(r.sample(WORDS, 4))
    if k == 2:
        return r.choice(WORDS).capitalize() + str(r.randint(10, 99)) + r.choice(WORDS) + r.choice("!#%.")
    if k == 3:
        return g.s(LOW, 5) + g.s(DIG, 3)
    if k == 4:
        return g.hexs(r.choice([24, 32]))
    if k == 5:
        return g.b64(r.choice([18, 24, 30])).rstrip("=")
    if k == 6:
        return g.s(DIG, r.choice([6, 8]))
    return g.machine_pw()


def host(kind="hpc"):
    return f"{kind}{r.randint(1, 9)}.{r.choice(LABS)}.{r.choice(['org', 'example.edu', 'internal', 'lan'])}"


def sample():
    return f"{r.choice(['S', 'PT', 'NA', 'HG'])}{r.randint(100, 99999)}"


def flowcell():
    return g.s(string.ascii_uppercase + DIG, 9)


S = []
C = []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


# ------------------------------------------------------------------ secrets
@sec
def basespace_cfg():
    t = g.hexs(32)
    return "name-context", f"$ cat ~/.basespace/default.cfg\napiServer   = https://api.basespace.illumina.com\naccessToken = {t}\n", [t]


@sec
def bs_cli():
    t = g.hexs(32)
    return "name-context", f"bs --api-server https://api.euc1.sh.basespace.illumina.com --access-token {t} list runs --filter-term {flowcell()}", [t]


@sec
def dx_login():
    t = g.s(T.B62, 32)
    return "name-context", f"$ dx login --token {t} --noprojects\nYou are now logged in as user-{g.s(LOW, 6)}.\n$ dx select project-{g.s('BFGJKPQVXYZ' + DIG, 24)}", [t]


@sec
def dx_security_context():
    t = g.s(T.B62, 32)
    ctx = json.dumps({"auth_token_type": "Bearer", "auth_token": t})
    return "name-context", f"export DX_APISERVER_HOST=api.dnanexus.com\nexport DX_SECURITY_CONTEXT='{ctx}'\n", [t]


@sec
def cromwell_conf():
    p = pw()
    return "structural", (f"database {{\n  profile = \"slick.jdbc.MySQLProfile$\"\n  db {{\n    driver = \"com.mysql.cj.jdbc.Driver\"\n"
                          f"    url = \"jdbc:mysql://{host('cromwell-db')}/cromwell?rewriteBatchedStatements=true\"\n    user = \"cromwell\"\n"
                          f"    password = \"{p}\"\n    connectionTimeout = 5000\n  }}\n}}"), [p]


@sec
def gcp_sa():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": f"terra-{g.hexs(8)}", "private_key_id": g.hexs(40), "private_key": block + "\n",
         "client_email": f"pet-{r.randint(10**19, 10**20)}@terra-{g.hexs(8)}.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}
    return "self-identifying", json.dumps(d, indent=2), [line]


@sec
def gcloud_token():
    t = g.google_oauth()
    return "self-identifying", (f"$ gcloud auth print-access-token\n{t}\n$ curl -H \"Authorization: Bearer $TOKEN\" "
                                f"https://api.firecloud.org/api/workspaces/{r.choice(LABS)}/wgs-joint-calling"), [t]


@sec
def sbg_credentials():
    t = g.hexs(32)
    return "name-context", f"[default]\napi_endpoint = https://cgc-api.sbgenomics.com/v2\nauth_token = {t}\n\n[sbpla]\napi_endpoint = https://api.sbgenomics.com/v2\n", [t]


@sec
def sbg_header():
    t = g.hexs(32)
    return "structural", f"curl -s -H 'X-SBG-Auth-Token: {t}' -H 'Content-Type: application/json' https://api.sbgenomics.com/v2/projects/{r.choice(LABS)}/rnaseq/files?limit=100", [t]


@sec
def tower_token():
    inner = json.dumps({"tid": r.randint(1, 999), "secret": g.hexs(40)}).encode()
    t = base64.b64encode(inner).decode().rstrip("=")
    return "name-context", f"export TOWER_ACCESS_TOKEN={t}\nexport TOWER_WORKSPACE_ID={r.randint(10**13, 10**14)}\nnextflow run nf-core/sarek -r 3.4.0 -with-tower -profile awsbatch", [t]


@sec
def nf_config_tower():
    t = g.s(T.B62, 44)
    return "name-context", (f"tower {{\n  accessToken = '{t}'\n  enabled     = true\n  workspaceId = '{r.randint(10**13, 10**14)}'\n}}\n"
                            f"process.executor = 'slurm'\n"), [t]


@sec
def nf_secrets_set():
    k = g.hexs(36)
    return "name-context", f"$ nextflow secrets set NCBI_API_KEY {k}\n$ nextflow secrets list\nNCBI_API_KEY", [k]


@sec
def eutils():
    k = g.hexs(36)
    return "structural", f"https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=sra&term=PRJNA{r.randint(100000, 999999)}&retmax=500&api_key={k}", [k]


@sec
def webin_cli():
    p = pw()
    return "structural", (f"java -jar webin-cli-7.{r.randint(0, 3)}.{r.randint(0, 9)}.jar -context reads -userName Webin-{r.randint(10000, 99999)} "
                          f"-password '{p}' -manifest manifest_{sample()}.txt -submit"), [p]


@sec
def ega_creds():
    p = pw()
    return "structural", json.dumps({"username": f"{r.choice(NAMES).lower()}@{r.choice(LABS)}.org", "password": p, "client_secret": None}, indent=2) + "\n# pyega3 -cf credential_file.json fetch EGAD0000" + str(r.randint(1000000, 9999999)), [p]


@sec
def aspera_pass():
    p = pw()
    return "name-context", f"export ASPERA_SCP_PASS='{p}'\nascp -QT -l 300m -k 1 -P 33001 ./fastq/ era-drop-{r.randint(1, 99)}@webin.ebi.ac.uk:.", [p]


@sec
def presigned_s3():
    sig = g.hexs(64)
    return "structural", (f"https://{r.choice(LABS)}-delivery.s3.eu-west-1.amazonaws.com/{flowcell()}/{sample()}_R1_001.fastq.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                          f"&X-Amz-Credential={g.aws_akid()}%2F20261203%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T101500Z&X-Amz-Expires=604800"
                          f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"), [sig]


@sec
def gcs_signed():
    sig = g.hexs(512)
    return "structural", (f"gs-signed: https://storage.googleapis.com/fc-{g.uuid()}/{sample()}.cram?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=3600"
                          f"&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"), [sig]


@sec
def azure_sas():
    sig = base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return "structural", f"azcopy copy './bams/*' 'https://{r.choice(LABS).replace('-', '')}reads.blob.core.windows.net/bams?sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2026-12-31T00:00:00Z&spr=https&sig={sig}' --recursive", [sig]


@sec
def azure_connstr():
    k = g.b64(64)
    return "structural", f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={r.choice(LABS).replace('-', '')}seq;AccountKey={k};EndpointSuffix=core.windows.net\"", [k]


@sec
def net_use():
    p = pw()
    return "structural", f"C:\\Illumina> net use Z: \\\\{host('nas')}\\runs /user:SEQ\\novaseq_svc {p} /persistent:yes", [p]


@sec
def clarity_url():
    p = pw()
    return "structural", f"CLARITY_BASE=https://apiuser:{p}@clarity.{r.choice(LABS)}.org/api/v2/", [p]


@sec
def galaxy_key():
    k = g.hexs(32)
    return "name-context", f"from bioblend.galaxy import GalaxyInstance\ngi = GalaxyInstance(url='https://usegalaxy.eu', key='{k}')\nhist = gi.histories.create_history('{sample()} variant calling')", [k]


@sec
def drs_passport():
    j = g.jwt(sub=f"{r.choice(NAMES).lower()}@{r.choice(LABS)}.org")
    return "self-identifying", f"POST https://drs.{r.choice(LABS)}.org/ga4gh/drs/v1/objects/{g.uuid()}/access/s3\nAuthorization: Bearer {j}\n", [j]


@sec
def nf_aws_keys():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"aws {{\n  accessKey = '{ak}'\n  secretKey = '{sk}'\n  region    = 'us-east-1'\n  batch {{ cliPath = '/home/ec2-user/miniconda/bin/aws' }}\n}}", [ak, sk]


@sec
def irods_pw():
    p = pw()
    return "name-context", f"#!/bin/bash\n#SBATCH --job-name=irods-put\nexport IRODS_PASSWORD='{p}'\necho \"$IRODS_PASSWORD\" | iinit\niput -K -r {flowcell()}/ /seqZone/home/runs/", [p]


@sec
def globus():
    s = g.b64(32)
    return "name-context", f"GLOBUS_CLIENT_ID={g.uuid()}\nGLOBUS_CLIENT_SECRET={s}\nGLOBUS_ENDPOINT_ID={g.uuid()}\n", [s]


@sec
def globus_setup_key():
    k = g.uuid()
    return "name-context", f"$ ./globusconnectpersonal -setup --setup-key {k}\nConfiguration directory: /home/{r.choice(NAMES).lower()}/.globusonline/lta", [k]


@sec
def smrtlink():
    p = pw()
    return "structural", f"pbservice import-dataset --host {host('smrtlink')} --port 8243 --user admin --password '{p}' /data/pacbio/r84{r.randint(10000, 99999)}/{sample()}.consensusreadset.xml", [p]


@sec
def quay_robot():
    t = g.s(string.ascii_uppercase + DIG, 64)
    return "structural", f"docker login -u=\"{r.choice(LABS).replace('-', '')}+ci_robot\" -p=\"{t}\" quay.io", [t]


@sec
def delivery_mail():
    p = pw()
    c = r.randint(0, 4)
    t = [f"Bonjour, vos données de séquençage (run {flowcell()}) sont disponibles sur sftp.{r.choice(LABS)}.org\nIdentifiant : proj{r.randint(100, 999)}\nMot de passe : {p}\nLe lien expire dans 30 jours.",
         f"Hallo, die FASTQ-Dateien liegen bereit. Zugang: sftp://{host('delivery')}\nBenutzer: auftrag{r.randint(1000, 9999)}\nPasswort: {p}",
         f"Hola, ya están los datos del proyecto. Usuario: cliente{r.randint(100, 999)} / Contraseña: {p} en sftp.{r.choice(LABS)}.org",
         f"シーケンスデータの納品です。SFTP: {host('delivery')}\nユーザー名: jp{r.randint(1000, 9999)}\nパスワード: {p}",
         f"Hi, your run {flowcell()} is ready.\nusername: ext_{r.choice(NAMES).lower()}\npassword: {p}\n(sftp.{r.choice(LABS)}.org, port 22)"][c]
    return "structural", t, [p]


@sec
def cromwell_trace():
    p = pw()
    return "structural", (f"[2026-12-03 {r.randint(0, 23):02d}:{r.randint(10, 59)}:01,{r.randint(100, 999)}] [error] Failed to initialize the metadata database\n"
                          f"java.sql.SQLException: Access denied for user 'cromwell'@'10.2.{r.randint(0, 255)}.{r.randint(0, 255)}'\n"
                          f"  url=jdbc:mysql://{host('db')}:3306/cromwell?user=cromwell&password={p}&useSSL=true\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:129)"), [p]


@sec
def notebook_dx():
    t = g.s(T.B62, 32)
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "source": ["import os, dxpy\n", f"os.environ['DX_API_TOKEN'] = '{t}'\n",
                                                                                  "dxpy.set_security_context({'auth_token_type': 'Bearer', 'auth_token': os.environ['DX_API_TOKEN']})\n"], "outputs": []}
    return "name-context", json.dumps(cell, indent=1), [t]


@sec
def synapse_r():
    j = g.jwt(sub=str(r.randint(3000000, 3999999)))
    return "self-identifying", f"library(synapser)\nSys.setenv(SYNAPSE_AUTH_TOKEN = \"{j}\")\nsynLogin()\nf <- synGet(\"syn{r.randint(10**7, 10**8)}\")", [j]


@sec
def gcs_hmac():
    s = g.s(T.B62 + "+/", 40)
    return "name-context", f"[Credentials]\ngs_access_key_id = GOOG1E{g.s(string.ascii_uppercase + DIG, 55)}\ngs_secret_access_key = {s}\n", [s]


@sec
def hook_dxenv():
    t = g.s(T.B62, 32)
    content = json.dumps({"DX_APISERVER_HOST": "api.dnanexus.com", "DX_SECURITY_CONTEXT": json.dumps({"auth_token_type": "Bearer", "auth_token": t}), "DX_PROJECT_CONTEXT_ID": "project-" + g.s("BFGJKPQVXYZ" + DIG, 24)})
    return "name-context", json.dumps({"tool_name": "Bash", "tool_input": {"command": "cat ~/.dnanexus_config/environment.json"}, "tool_response": {"stdout": content, "exit_code": 0}}), [t]


@sec
def labkey():
    k = "apikey|" + g.hexs(32)
    return "name-context", f"LABKEY_SERVER=labkey.{r.choice(LABS)}.org\nLABKEY_API_KEY={k}\nLABKEY_CONTAINER=/Sequencing/Runs\n", [k]


@sec
def lims_pg():
    p = pw()
    return "structural", f"SQLALCHEMY_DATABASE_URI = \"postgresql+psycopg2://lims_app:{p}@{host('lims-db')}:5432/lims\"", [p]


@sec
def diff_workflow():
    t = g.s(T.B62, 44)
    return "name-context", (f"--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -20,6 +20,7 @@ jobs:\n     env:\n       NXF_VER: 24.10.{r.randint(0, 5)}\n"
                            f"+      TOWER_ACCESS_TOKEN: {t}\n     steps:\n       - uses: nf-core/setup-nextflow@v2\n"), [t]


@sec
def selfid_misc():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"# {name} credential found in the pipeline repo's old .env\nTOKEN={tok}\nPIPELINE=nf-core/rnaseq\n", [mark]


@sec
def hpc_ssh_key():
    block, line = g.pem(r.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"]))
    return "self-identifying", f"Here is the key for the cluster (login node {host('login')}), paste it into ~/.ssh/id_hpc:\n{block}", [line]


@sec
def boto3_reads():
    s = g.aws_secret()
    return "name-context", (f"s3 = boto3.client('s3', aws_access_key_id='{g.aws_akid()}',\n                  aws_secret_access_key='{s}')\n"
                            f"s3.download_file('{r.choice(LABS)}-raw-reads', '{flowcell()}/Undetermined_S0_R1_001.fastq.gz', '/scratch/tmp.fq.gz')"), [s]


@sec
def hgconf():
    p = pw()
    return "name-context", f"# ~/.hg.conf for the local UCSC mirror\ndb.host={host('ucsc')}\ndb.user=browser_rw\ndb.password={p}\ncentral.db=hgcentral\n", [p]


@sec
def epi2me():
    k = g.hexs(40)
    return "name-context", f"# nanopore analysis cloud\nMETRICHOR_API_KEY={k}\nMINKNOW_HOST=gridion-{r.randint(1, 9)}.lab\n", [k]


@sec
def snakemake_profile():
    p = pw()
    return "structural", (f"default-resources: [mem_mb=4000]\nremote-provider: ftp\nftp-url: ftp://seqdrop:{p}@ftp.{r.choice(LABS)}.org/outgoing/\njobs: 100\n"), [p]


@sec
def benchling():
    k = "sk_" + g.s(T.B62, 32)
    return "name-context", f"benchling = Benchling(url=\"https://{r.choice(LABS)}.benchling.com\", auth_method=ApiKeyAuth(\"{k}\"))", [k]


@sec
def chat_token():
    t = g.hexs(32)
    c = r.randint(0, 3)
    m = [f"@{r.choice(NAMES)} quick fix: use my BaseSpace token {t} for the demux until the service account is back",
         f"Token Seven Bridges do projeto: {t} (vale até sexta)",
         f"Il token di accesso BaseSpace per la corsa di stanotte è {t}",
         f"Mój token do Seven Bridges: {t}, usuń po pobraniu plików"][c]
    return "name-context", m, [t]


@sec
def mysql_samplesheet_svc():
    p = pw()
    return "structural", f"mysql -h {host('lims-db')} -u samplesheet_ro -p'{p}' lims -e \"select sample_id, i7, i5 from libraries where run='{flowcell()}'\"", [p]


@sec
def hf_dna_model():
    t = g.hf()
    return "self-identifying", f"from huggingface_hub import login\nlogin(token=\"{t}\")\nmodel = AutoModel.from_pretrained('{r.choice(LABS)}/dna-lm-500m', trust_remote_code=False)", [t]


@sec
def wdl_inputs():
    k = g.hexs(40)
    return "name-context", json.dumps({"JointGenotyping.callset_name": f"cohort_{r.randint(1, 99)}", "JointGenotyping.gnomad_api_key": k,
                                       "JointGenotyping.sample_name_map": f"gs://fc-{g.uuid()}/sample_map.tsv"}, indent=2), [k]


# ------------------------------------------------------------------ clean
@cln
def c_fastq():
    n = r.randint(60, 100)
    seq = g.s("ACGT", n)
    q = g.s("FF:,F" + "FFFFF", n)
    return f"@A0{r.randint(1000, 9999)}:{r.randint(1, 999)}:{flowcell()}:{r.randint(1, 4)}:{r.randint(1101, 2678)}:{r.randint(1000, 32000)}:{r.randint(1000, 32000)} 1:N:0:{g.s('ACGT', 8)}+{g.s('ACGT', 8)}\n{seq}\n+\n{q}"


@cln
def c_samplesheet():
    rows = "\n".join(f"{sample()},{sample()},{g.s('ACGT', 10)},{g.s('ACGT', 10)},proj{r.randint(100, 999)}" for _ in range(4))
    return f"[Header]\nFileFormatVersion,2\nRunName,{flowcell()}\n[BCLConvert_Data]\nSample_ID,Sample_Name,Index,Index2,Sample_Project\n{rows}"


@cln
def c_vcf():
    rows = "\n".join(f"chr{r.randint(1, 22)}\t{r.randint(10**5, 10**8)}\trs{r.randint(10**5, 10**9)}\t{r.choice('ACGT')}\t{r.choice('ACGT')}\t{r.randint(30, 999)}\tPASS\tDP={r.randint(10, 90)}\tGT:AD\t0/1:{r.randint(5, 40)},{r.randint(5, 40)}" for _ in range(3))
    return "##fileformat=VCFv4.2\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\t" + sample() + "\n" + rows


@cln
def c_md5():
    return "\n".join(f"{g.hexs(32)}  {sample()}_S{r.randint(1, 96)}_L00{r.randint(1, 4)}_R{r.randint(1, 2)}_001.fastq.gz" for _ in range(4))


@cln
def c_runinfo():
    return (f"<RunInfo Version=\"6\"><Run Id=\"2612{r.randint(10, 31)}_A0{r.randint(1000, 9999)}_{r.randint(100, 999):04d}_{flowcell()}\" Number=\"{r.randint(1, 999)}\">"
            f"<Flowcell>{flowcell()}</Flowcell><Instrument>A0{r.randint(1000, 9999)}</Instrument></Run></RunInfo>")


@cln
def c_dx_ids():
    return (f"$ dx describe file-{g.s('BFGJKPQVXYZ' + DIG, 24)}\nID                file-{g.s('BFGJKPQVXYZ' + DIG, 24)}\nProject           project-{g.s('BFGJKPQVXYZ' + DIG, 24)}\n"
            f"Name              {sample()}.bam\nState             closed\nSize              {r.randint(1, 90)}.{r.randint(1, 9)} GB")


@cln
def c_cromwell_meta():
    return json.dumps({"id": g.uuid(), "status": r.choice(["Succeeded", "Running", "Failed"]), "workflowName": "JointGenotyping",
                       "submission": "2026-12-03T10:00:00.000Z", "labels": {"cromwell-workflow-id": "cromwell-" + g.uuid()}})


@cln
def c_nf_secret_ref():
    return ("process {\n  withName: 'FETCH_SRA' {\n    secret 'NCBI_API_KEY'\n  }\n}\nparams {\n  input  = 's3://bucket/samplesheet.csv'\n"
            f"  outdir = 's3://{r.choice(LABS)}-results/run-{r.randint(1, 999)}'\n  genome = 'GRCh38'\n}}")


@cln
def c_nf_log():
    return (f"N E X T F L O W  ~  version 24.10.{r.randint(0, 5)}\nLaunching `nf-core/rnaseq` [{r.choice(['tiny', 'jolly', 'sad', 'romantic'])}_{r.choice(['curie', 'darwin', 'franklin', 'mendel'])}] DSL2 - revision: {g.sha1()[:10]} [3.14.0]\n"
            f"executor >  awsbatch ({r.randint(10, 900)})\n[{g.hexs(2)}/{g.hexs(6)}] process > NFCORE_RNASEQ:RNASEQ:FASTQC ({sample()}) [100%] {r.randint(2, 48)} of {r.randint(48, 96)} ✔\nSession: {g.uuid()}")


@cln
def c_docker_digest():
    return f"container 'quay.io/biocontainers/samtools:1.{r.randint(15, 21)}--h50ea8bc_0@sha256:{g.sha256()}'"


@cln
def c_ucsc_public():
    return ("# public UCSC MySQL, read-only, documented: no password\nmysql --user=genome --host=genome-mysql.soe.ucsc.edu -A -e \"select chrom,size from hg38.chromInfo limit 5\"\n"
            "# Ensembl: mysql -u anonymous -h ensembldb.ensembl.org -P 3306")


@cln
def c_env_example():
    return ("# .env.example — fill in locally, never commit .env\nBASESPACE_ACCESS_TOKEN=<from bs auth>\nDX_API_TOKEN=\nSBG_AUTH_TOKEN=${SBG_AUTH_TOKEN}\n"
            f"TOWER_ACCESS_TOKEN=changeme\nTOWER_WORKSPACE_ID={r.randint(10**13, 10**14)}\n")


@cln
def c_accessions():
    return f"Study PRJEB{r.randint(10000, 99999)} / ERP{r.randint(100000, 999999)}; runs " + ", ".join(f"ERR{r.randint(10**6, 10**8)}" for _ in range(4)) + f"; Webin-{r.randint(10000, 99999)} (submitter account)."


@cln
def c_drs_uri():
    return f"drs://dg.4503:dg.4503%2F{g.uuid()}  size={r.randint(10**9, 10**11)}  checksum md5:{g.hexs(32)}"


@cln
def c_s3_uri():
    return f"$ aws s3 ls s3://{r.choice(LABS)}-raw-reads/{flowcell()}/ --profile seqcore\n2026-12-03 10:{r.randint(10, 59)}:11 {r.randint(10**9, 10**10)} {sample()}_R1_001.fastq.gz\n2026-12-03 10:{r.randint(10, 59)}:12 {r.randint(10**9, 10**10)} {sample()}_R2_001.fastq.gz"


@cln
def c_aspera_public():
    return ("Downloads from ENA with Aspera use the key that ships with the client, e.g. "
            "`ascp -QT -l 300m -P33001 -i ~/.aspera/connect/etc/asperaweb_id_dsa.openssh era-fasp@fasp.sra.ebi.ac.uk:/vol1/fastq/ERR" + str(r.randint(100, 999)) + "/ .` — no account needed.")


@cln
def c_sam_header():
    return (f"@HD\tVN:1.6\tSO:coordinate\n@SQ\tSN:chr1\tLN:248956422\tM5:6aef897c3d6ff0c78aff06ac189178dd\n@RG\tID:{flowcell()}.{r.randint(1, 4)}\tSM:{sample()}\tPL:ILLUMINA\tPU:{flowcell()}.{r.randint(1, 4)}.{g.s('ACGT', 8)}\n"
            f"@PG\tID:bwa-mem2\tPN:bwa-mem2\tVN:2.2.1\tCL:bwa-mem2 mem -t 32 -R @RG\\tID:{r.randint(1, 9)} ref.fa r1.fq.gz r2.fq.gz")


@cln
def c_galaxy_ids():
    return json.dumps({"id": g.hexs(16), "history_id": g.hexs(16), "name": f"{sample()}.bam", "state": "ok", "file_size": r.randint(10**6, 10**9), "hid": r.randint(1, 99)})


@cln
def c_commit():
    return "\n".join(f"{g.sha1()[:12]} {r.choice(['bump bcl-convert to 4.3', 'fix sample sheet v2 parsing', 'add DRAGEN germline', 'retry dx upload on 503'])}" for _ in range(3))


@cln
def c_conda_lock():
    return f"  - name: bwa\n    version: 0.7.{r.randint(15, 18)}\n    url: https://conda.anaconda.org/bioconda/linux-64/bwa-0.7.18-he4a0461_1.tar.bz2\n    hash:\n      md5: {g.hexs(32)}\n      sha256: {g.sha256()}"


@cln
def c_prose():
    return r.choice(["BaseSpace tokens are per-user; please don't share yours. Ask the core for a service app token, it goes in Secrets Manager.",
                     "Reminder: Terra pet service account keys are minted per workspace, don't download them. Use `gcloud auth` instead.",
                     "Seqera: the workspace token is rotated monthly by the platform team; pipelines read it from TOWER_ACCESS_TOKEN set in CI secrets.",
                     "Das Passwort für den Sequenzierer-PC steht nicht im Wiki, sondern im Passwort-Safe der Core Facility."]) + f" (ticket SEQ-{r.randint(100, 9999)})"


@cln
def c_cram_ref():
    return f"[W::cram_populate_ref] Reference {g.hexs(32)} not found locally; fetching from https://www.ebi.ac.uk/ena/cram/md5/{g.hexs(32)}"


@cln
def c_tower_launch():
    return json.dumps({"launch": {"computeEnvId": g.s(T.B62, 22), "pipeline": "https://github.com/nf-core/sarek", "workDir": f"s3://{r.choice(LABS)}-work",
                               "revision": "3.4.0", "paramsText": "genome: GRCh38\ntools: haplotypecaller", "workspaceId": r.randint(10**13, 10**14)}}, indent=1)


@cln
def c_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {r.choice(NAMES).lower()}@{host('login')}"


@cln
def c_k8s_ref():
    return ("env:\n  - name: BASESPACE_ACCESS_TOKEN\n    valueFrom:\n      secretKeyRef: {name: basespace, key: token}\n"
            f"  - name: RUN_FOLDER\n    value: /data/runs/{flowcell()}\n")


@cln
def c_index_seqs():
    return "i7_index_id,index,i5_index_id,index2\n" + "\n".join(f"UDP{r.randint(1, 384):04d},{g.s('ACGT', 10)},UDP{r.randint(1, 384):04d},{g.s('ACGT', 10)}" for _ in range(4))


@cln
def c_qc_json():
    return json.dumps({"sample": sample(), "total_reads": r.randint(10**7, 10**9), "q30": round(r.uniform(85, 96), 2), "dup_rate": round(r.uniform(0.05, 0.3), 3),
                       "md5": g.hexs(32), "run": flowcell()})


@cln
def c_hook_clean():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": f"samtools flagstat /scratch/{sample()}.bam"},
                       "tool_response": {"stdout": f"{r.randint(10**7, 10**8)} + 0 in total (QC-passed reads + QC-failed reads)\n{r.randint(10**7, 10**8)} + 0 mapped ({round(r.uniform(90, 99.9), 2)}% : N/A)", "exit_code": 0}})


@cln
def c_base64_seq():
    return f"# test fixture: gzip'd FASTQ chunk, base64\nFASTQ_GZ_B64 = \"{g.b64(r.randint(60, 120))}\""


@cln
def c_sbg_ids():
    return f"task {g.uuid()} on project {r.choice(LABS)}/wgs: app {r.choice(LABS)}/wgs/bwa-gatk/{r.randint(1, 30)}, input file {g.hexs(24)} ({sample()}.cram)"


@cln
def c_cert():
    body = "\n".join(g.b64(48) for _ in range(5))
    return f"# htsget server TLS certificate (public)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@cln
def c_diff_clean():
    return ("--- a/nextflow.config\n+++ b/nextflow.config\n@@ -4,3 +4,4 @@ tower {\n   enabled = true\n-  accessToken = 'REPLACE_ME'\n+  accessToken = secrets.TOWER_ACCESS_TOKEN\n"
            f"   workspaceId = '{r.randint(10**13, 10**14)}'\n")


@cln
def c_slurm():
    return (f"#!/bin/bash\n#SBATCH --job-name=bcl-{flowcell()}\n#SBATCH --cpus-per-task=32\n#SBATCH --mem=128G\nmodule load bcl-convert/4.3.6\n"
            f"bcl-convert --bcl-input-directory /data/runs/{flowcell()} --output-directory /scratch/fastq --sample-sheet SampleSheet.csv\n# job {r.randint(10**6, 10**7)}")


@cln
def c_orcid():
    return f"Authors: {r.choice(NAMES)} {g.s(string.ascii_uppercase, 1)}. (ORCID 0000-000{r.randint(1, 3)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}), data DOI 10.5281/zenodo.{r.randint(10**6, 10**7)}"


# ------------------------------------------------------------------ write
def main() -> None:
    secrets = []
    for i in range(250):
        cls, text, vals = S[i % len(S)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals})
    clean = [{"id": f"{FAM}-c{i + 1}", "family": FAM, "text": C[i % len(C)]()} for i in range(100)]
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
