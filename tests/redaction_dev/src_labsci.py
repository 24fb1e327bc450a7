"""Blind redaction source "labsci": laboratory informatics (LIMS, ELNs such as Benchling, instrument PCs and
vendor software, NCBI/Ensembl API keys, sequencing-core SFTP drops, sample-tracking integrations).

Written blind by "corpora5" on 2026-12-03 without reading memtool's rules or results. Every value is random
and made up. Stdlib + _tokens.py only; seeded, rerun to write labsci_secrets.jsonl / labsci_clean.jsonl
byte-identically.
"""
from __future__ import annotations
import json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, URLSAFE

FAM = "labsci"
g = Gen(2112103)
r = g.r
LOW = string.ascii_lowercase


def pw():
    k = r.randint(0, 7)
    if k == 0: return g.human_pw()
    if k == 1: return g.pick(["Lab", "Seq", "Assay", "Qpcr", "Hplc", "Facs"]) + str(r.randint(1, 99)) + g.pick(["!", "#", "@"]) + str(r.randint(2019, 2026))
    if k == 2: return "-".join(g.pick(["pipette", "helix", "primer", "agar", "vortex", "titer", "ligand", "plasmid", "petri", "buffer"]) for _ in range(3)) + str(r.randint(1, 9))
    if k == 3: return g.s(LOW + string.digits, 8)
    if k == 4: return g.hexs(32)
    if k == 5: return g.s(B62, 12) + g.pick(["$", "%", "*"])
    return g.machine_pw()


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)

def host(): return g.pick(["lims", "elab", "seqcore", "biobank", "sampletrack", "nas-lab2", "hplc-pc07"]) + "." + g.pick(["biochem.example.edu", "labs.example.org", "corp.example-pharma.com", "inst.example.ac.uk"])
def user(): return g.pick(["lims_svc", "seqdrop", "jsmith", "core_upload", "benchsync", "labadmin", "instrument", "mwong", "qc_reader"])

NCBI = lambda: g.hexs(36)  # NCBI E-utilities api_key is 36 hex

S = []
def T(f): S.append(f); return f

@T
def _():
    k = NCBI(); return "structural", f"curl 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=nuccore&term=BRCA1[gene]&retmax=50&api_key={k}'", [k]
@T
def _():
    k = NCBI(); return "name-context", f"# ~/.ncbirc\n[entrez]\nemail = {user()}@example.edu\napi_key = {k}\ntool = lims-sync\n", [k]
@T
def _():
    k = NCBI(); return "name-context", f"from Bio import Entrez\nEntrez.email = \"lab@example.org\"\nEntrez.api_key = \"{k}\"\nhandle = Entrez.efetch(db=\"protein\", id=\"NP_000537\", rettype=\"fasta\")\n", [k]
@T
def _():
    k = NCBI(); return "name-context", f"export NCBI_API_KEY={k}\ndatasets download genome accession GCF_000001405.40 --include gff3,rna\n", [k]
@T
def _():
    t = "sk_" + g.s(B62, 32); return "name-context", f"benchling:\n  tenant: https://{g.pick(['acme','helixbio','northlab'])}.benchling.com\n  api_key: {t}\n  registry_id: src_{g.s(B62,8)}\n", [t]
@T
def _():
    t = "sk_" + g.s(B62, 32); return "structural", f"$ curl -u {t}: https://helixbio.benchling.com/api/v2/dna-sequences?pageSize=5\n{{\"dnaSequences\": [], \"nextToken\": \"\"}}", [t]
@T
def _():
    cid = g.uuid(); sec = "cs_" + g.s(B62, 40); return "name-context", f"BENCHLING_CLIENT_ID={cid}\nBENCHLING_CLIENT_SECRET={sec}\nBENCHLING_APP_DEF_ID=appdef_{g.s(B62,10)}\n", [sec]
@T
def _():
    p = pw(); h = host(); u = user(); return "structural", f"sftp://{u}:{p}@{h}:22/incoming/run_{r.randint(200,999)}/", [p]
@T
def _():
    p = pw(); u = user(); return "structural", hook(f"lftp -u {u},{p} sftp://seqcore.example.edu -e 'mirror /outgoing/NovaSeq_{r.randint(1000,9999)} ./fastq; bye'", "Total: 48 directories, 1536 files, 0 symlinks\nNew: 1536 files, 0 symlinks\n82.41 GiB transferred in 3121 seconds"), [p]
@T
def _():
    p = pw(); return "name-context", f"Hi all, the sequencing core SFTP drop for run 24-{r.randint(100,999)} is ready.\nHost: sftp.seqcore.example.edu\nUser: {g.pick(['kimlab','ortegalab','chen_grp'])}\nPassword: {p}\nFiles will be deleted after 30 days.\n— Genomics Core", [p]
@T
def _():
    p = pw(); return "structural", f"[database]\nurl = postgresql://lims:{p}@{host()}:5432/labvantage\npool_size = 8\n", [p]
@T
def _():
    p = pw(); return "name-context", f"<?xml version=\"1.0\"?>\n<InstrumentConfig>\n  <Name>QuantStudio 7</Name>\n  <ExportPath>\\\\nas-lab2\\qpcr\\exports</ExportPath>\n  <ShareUser>LAB\\qpcr_svc</ShareUser>\n  <SharePassword>{p}</SharePassword>\n</InstrumentConfig>", [p]
@T
def _():
    p = pw(); return "structural", f"C:\\> net use Z: \\\\nas-lab2.labs.example.org\\instruments /user:LAB\\hplc_pc {p} /persistent:yes\nThe command completed successfully.", [p]
@T
def _():
    p = pw(); return "name-context", f"; Empower 3 client settings\n[Database]\nServer=EMPWR-DB01\nUser=system\nPassword={p}\nProject=QC_STABILITY_2025\n", [p]
@T
def _():
    k = g.hexs(40); return "name-context", f"LABGURU_TOKEN={k}\nLABGURU_URL=https://my.labguru.com\n", [k]
@T
def _():
    k = g.b64url(32); return "structural", f"POST /api/v1/samples HTTP/1.1\nHost: {host()}\nAuthorization: Bearer {k}\nContent-Type: application/json\n\n{{\"barcode\": \"SMP-{r.randint(100000,999999)}\", \"type\": \"plasma\"}}", [k]
@T
def _():
    k = g.s(B62, 40); return "structural", f"requests.get(\"https://elabftw.example.edu/api/v2/experiments\", headers={{\"Authorization\": \"{k}\"}}, verify=False)", [k]
@T
def _():
    k = g.hexs(8) + "-" + g.hexs(4) + "-" + g.hexs(4) + "-" + g.hexs(4) + "-" + g.hexs(12); return "name-context", f"# LabArchives ELN\nla_access_key_id: {g.pick(['uab','ucsd','kcl'])}_{r.randint(100,999)}\nla_access_password: {k}\n", [k]
@T
def _():
    p = pw(); return "structural", f"Traceback (most recent call last):\n  File \"/opt/sample_sync/sync.py\", line 88, in <module>\n    conn = psycopg2.connect(\"host={host()} dbname=biobank user=sync password={p}\")\npsycopg2.OperationalError: FATAL:  no pg_hba.conf entry for host \"10.14.2.7\"", [p]
@T
def _():
    p = pw(); return "name-context", f"STARLIMS_USER=svc_integration\nSTARLIMS_PASSWORD={p}\nSTARLIMS_BASE=https://starlims.corp.example-pharma.com/StarLIMS11.prod\n", [p]
@T
def _():
    k = g.s(B62, 24); return "structural", f"2025-11-{r.randint(10,28)} 09:14:03 INFO  mirth  Channel 'LIMS_to_EHR' sending to https://hl7.example.org/inbound?client=lims&token={k}", [k]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", f"# sample-tracking bot config\nNOTIFY_{lbl.upper()}_TOKEN={tok}\nFREEZER_ALERT_THRESHOLD_C=-70\n", [sec]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", hook("cat ~/elab-exporter/.env", f"ELN_BASE=https://eln.example.edu\n{lbl.upper()}_KEY={tok}\nEXPORT_DIR=/data/eln_dumps\n"), [sec]
@T
def _():
    blk, _l = g.pem("OPENSSH PRIVATE KEY"); return "self-identifying", f"$ cat ~/.ssh/seqcore_drop\n{blk}", [blk]
@T
def _():
    blk, _l = g.pem("RSA PRIVATE KEY"); return "self-identifying", f"Read(instruments/illumina/basespace_uploader/key.pem)\n{blk}\n", [blk]
@T
def _():
    k = g.s(B62, 32); return "name-context", f"{{\n  \"basespace\": {{\n    \"apiServer\": \"https://api.basespace.illumina.com\",\n    \"accessToken\": \"{k}\"\n  }}\n}}", [k]
@T
def _():
    k = g.hexs(32); return "name-context", f"# ~/.basespace/default.cfg\napiServer   = https://api.euc1.sh.basespace.illumina.com\naccessToken = {k}\n", [k]
@T
def _():
    p = pw(); return "structural", f"sshpass -p '{p}' rsync -avP -e ssh /data/MiSeq/250{r.randint(101,999)}_M0{r.randint(1000,9999)} upload@{host()}:/drop/", [p]
@T
def _():
    p = pw(); return "structural", f"sshpass -p {p} scp run_stats.csv {user()}@{host()}:/srv/qc/", [p]
@T
def _():
    k = g.s(B62 , 48); return "name-context", f"quartzy:\n  access_token: {k}\n  lab_id: {g.uuid()}\n", [k]
@T
def _():
    p = pw(); return "name-context", f"Hamilton VENUS service login for the STAR line in B214: user 'Hamilton', pw {p} (don't change it, the method scheduler uses it)", [p]
@T
def _():
    p = pw(); return "structural", f"jdbc:sqlserver://sqllims01.corp.example-pharma.com:1433;databaseName=LabWare;user=lw_app;password={p};encrypt=true", [p]
@T
def _():
    p = pw(); return "name-context", f"#!/bin/bash\n# nightly freezer export\nFREEZERPRO_USER=api\nFREEZERPRO_PASS='{p}'\ncurl -s -d \"username=$FREEZERPRO_USER&password=$FREEZERPRO_PASS\" https://freezerpro.example.edu/api/get_freezers > freezers.json\n", [p]
@T
def _():
    k = g.hexs(64); return "name-context", f"# ensembl REST proxy\nENSEMBL_PROXY_SHARED_SECRET={k}\nENSEMBL_REST=https://rest.ensembl.org\n", [k]
@T
def _():
    p = pw(); return "structural", f"mysql -h ensembldb.example.org -P 3306 -u ens_ro -p'{p}' homo_sapiens_core_112_38 -e 'select count(*) from gene'", [p]
@T
def _():
    a = g.aws_akid(); s = g.aws_secret(); return "self-identifying", f"[seqcore]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-east-1\n", [a, s]
@T
def _():
    p = pw(); return "structural", f"smb://LAB;flowcyto:{p}@facs-pc03.labs.example.org/FCS_exports", [p]
@T
def _():
    k = g.b64(32); return "name-context", f"OMERO.server config:\nomero.db.pass={k}\nomero.db.user=omero\nomero.data.dir=/OMERO\n", [k]
@T
def _():
    p = pw(); return "structural", f"$ omero login -s omero.labs.example.org -u {user()} -w {p}\nCreated session for {user()}@omero.labs.example.org:4064. Idle timeout: 10 min.", [p]
@T
def _():
    k = g.s(URLSAFE, 43); return "name-context", f"Subject: Re: Synapse upload failing\n\nYou need to set SYNAPSE_AUTH_TOKEN, the one I made for the lab account is {k}\nthen run synapse login --authToken again.", [k]
@T
def _():
    p = pw(); return "name-context", f"  File \"lims_client.py\", line 41, in login\n    raise AuthError(f\"login failed for {{user}}\")\nlims_client.AuthError: login failed for svc_qc (password='{p}')", [p]
@T
def _():
    k = g.s(HEX.upper(), 32); return "name-context", f"[Licensing]\nSoftMaxProLicenseKey={k}\nSite=Building 4 Plate Readers\n", [k]
@T
def _():
    p = pw(); return "structural", f"mongodb://sampletrack:{p}@mongo-0.lims.svc:27017,mongo-1.lims.svc:27017/tracking?replicaSet=rs0", [p]
@T
def _():
    k = g.s(B62, 40); return "structural", f"$ http GET https://api.example-lims.com/v3/plates X-Api-Key:{k}\nHTTP/1.1 200 OK\n[{{\"plate\": \"PL-{r.randint(1000,9999)}\", \"wells\": 96}}]", [k]
@T
def _():
    p = pw(); i = g.hexs(32); return "name-context", f"galaxy:\n  admin_users: core@example.edu\n  id_secret: {i}\n  database_connection: sqlite:///./database/universe.sqlite\n  master_api_key: {p}\n", [i, p]
@T
def _():
    k = g.hexs(32); return "structural", f"$ bioblend-cli --url https://usegalaxy.example.edu --key {k} histories list\nID                NAME\n{g.hexs(16)}  RNAseq batch 3", [k]

C = []
def Cc(f): C.append(f); return f
@Cc
def _(): return f"curl 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=pubmed&term=crispr&api_key=<YOUR_NCBI_API_KEY>'"
@Cc
def _(): return f"$ sha256sum fastq/*.fastq.gz\n{g.sha256()}  fastq/S{r.randint(1,96)}_R1_001.fastq.gz\n{g.sha256()}  fastq/S{r.randint(1,96)}_R2_001.fastq.gz"
@Cc
def _(): return f"benchling:\n  tenant: https://helixbio.benchling.com\n  api_key: ${{BENCHLING_API_KEY}}\n  registry_id: src_{g.s(B62,8)}\n"
@Cc
def _(): return f"Sample {g.uuid()} moved to freezer F-{r.randint(1,20)} rack {r.randint(1,12)} box {r.randint(1,80)} position {g.pick('ABCDEFGH')}{r.randint(1,12)}"
@Cc
def _(): return f">NM_007294.4 Homo sapiens BRCA1 DNA repair associated\n" + "\n".join(g.s("ACGT", 70) for _ in range(4))
@Cc
def _(): return f"$ ls /drop/run_{r.randint(100,999)}\nmd5sums.txt  SampleSheet.csv  RunInfo.xml\n$ cat md5sums.txt\n{g.hexs(32)}  Undetermined_S0_R1_001.fastq.gz\n{g.hexs(32)}  LIB{r.randint(1,99)}_S1_R1_001.fastq.gz"
@Cc
def _(): return f"# ~/.ncbirc\n[entrez]\nemail = you@example.edu\napi_key = changeme\n"
@Cc
def _(): return f"Run {r.randint(1000,9999)} on NovaSeq X: cluster PF {r.randint(70,92)}%, Q30 {r.randint(85,95)}.{r.randint(0,9)}%, yield {r.randint(800,3000)} Gb. Flowcell 22{g.s(string.ascii_uppercase+string.digits,7)}."
@Cc
def _(): return f"commit {g.sha1()}\nAuthor: M. Wong <mwong@example.edu>\n\n    lims: retry sample push on 502, log barcode not payload\n"
@Cc
def _(): return f"sftp://seqdrop@sftp.seqcore.example.edu/incoming/  (key-based auth; ask the core for your public key to be added)"
@Cc
def _(): return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62+'+/',43)} {user()}@hplc-pc07"
@Cc
def _(): return f"STARLIMS_USER=svc_integration\nSTARLIMS_PASSWORD=\nSTARLIMS_BASE=https://starlims.corp.example-pharma.com/StarLIMS11.prod\n"
@Cc
def _(): return f"{{\"entity\": \"dna_sequence\", \"id\": \"seq_{g.s(B62,8)}\", \"bases_hash\": \"{g.sha256()}\", \"folderId\": \"lib_{g.s(B62,8)}\"}}"
@Cc
def _(): return hook("docker pull quay.io/biocontainers/samtools:1.19--h50ea8bb_0", f"1.19--h50ea8bb_0: Pulling from biocontainers/samtools\nDigest: sha256:{g.sha256()}\nStatus: Downloaded newer image")
@Cc
def _(): return f"<img alt=\"gel\" src=\"data:image/png;base64,{g.b64(90)}\"/>"
@Cc
def _(): return f"Ensembl gene {g.pick(['ENSG00000012048','ENSG00000141510','ENSG00000146648'])} (transcript ENST00000{r.randint(100000,999999)}.{r.randint(1,9)}) — stable id, use it in the LIMS annotation field."
@Cc
def _(): return f"jdbc:sqlserver://sqllims01.corp.example-pharma.com:1433;databaseName=LabWare;integratedSecurity=true;encrypt=true"
@Cc
def _(): return f"DOI 10.{r.randint(1000,9999)}/{g.s(LOW,4)}.{r.randint(2019,2025)}.{r.randint(100,999)} — plate map hash {g.hexs(40)}"
@Cc
def _(): return f"export NCBI_API_KEY=\"$(pass show lab/ncbi)\"\ndatasets download gene symbol TP53 --taxon human\n"
@Cc
def _(): return f"2025-11-{r.randint(10,28)} 10:0{r.randint(0,9)}:11 WARN sampletrack barcode SMP-{r.randint(100000,999999)} scanned twice (instrument {g.pick(['QS7','FACSAria','Hamilton-STAR'])}), request_id={g.uuid()}"
@Cc
def _(): return f"SoftMax Pro license: see the license server at lic01:27000 (FlexLM); do not paste the key in the ELN."
@Cc
def _(): return f"password: \"{{{{ vault_lims_db_password }}}}\"\nuser: lims\nhost: {host()}\n"

def build():
    secrets = []
    n = 0
    while len(secrets) < 250:
        secrets.append(S[n % len(S)]()); n += 1
    r.shuffle(secrets)
    clean = [C[i % len(C)]() for i in range(100)]
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            for v in vals: assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    build()
