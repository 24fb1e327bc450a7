"""Blind redaction source "vectordb" (round 40, helper corpora12): vector databases and retrieval stacks.

Pinecone, Weaviate, Qdrant, Milvus/Zilliz, Chroma, pgvector hosts (Supabase, Neon, Timescale, RDS), MongoDB Atlas
vector search, Redis Stack, Astra DB, Upstash Vector, turbopuffer, LanceDB; LangChain/LlamaIndex/Haystack/Dify
configs; embedding and rerank provider keys (OpenAI, Azure OpenAI, Cohere, Voyage, Jina, Mistral, Together, Bedrock,
Vertex, Hugging Face), LangSmith/LlamaCloud/Unstructured. Seeded; standard library and _tokens.py only.
Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B32  # noqa: E402

FAM = "vectordb"
g = Gen(40012002)
r = g.r
LOW = string.ascii_lowercase
LD = LOW + string.digits

def hx(n): return g.hexs(n)
def b62(n): return g.s(B62, n)
def legacy(): return g.s(LOW, r.randint(4, 6)) + str(r.randint(1, 99))
def phrase():
    w = ["vector", "harbor", "nebula", "cosine", "lantern", "granite", "tulip", "falcon", "ripple", "embers", "quokka",
         "saffron", "delta", "prism", "marble", "willow", "comet", "fjord"]
    return r.choice(["-", "_", "."]).join(r.sample(w, r.randint(3, 4))) + str(r.randint(1, 99))
def pwmix(): return [g.human_pw, g.machine_pw, phrase, legacy, g.machine_pw, g.human_pw][r.randint(0, 5)]()
def jwt(claims):
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(claims) + "." + g.b64url(32)
def ts(): return 1764720000 + r.randint(0, 900000)
def pcsk(): return "pcsk_" + g.s(B62, 6) + "_" + g.s(B62, 63)
def astra(): return "AstraCS:" + g.s(string.ascii_letters, 24) + ":" + hx(64)
def langsmith(): return r.choice(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10)
def llx(): return "llx-" + g.s(B62, 48)
def jina(): return "jina_" + hx(32) + g.s(B62 + "-_", 28)
def voyage(): return "pa-" + g.s(B62 + "-_", 43)
SEP = ","
def tpuf(): return "tpuf_" + g.s(B62, 32)
def tavily(): return "tvly-" + r.choice(["dev-", "prod-", ""]) + g.s(B62, 32)
def chroma_ck(): return "ck-" + g.s(B62, 44)
def cohere(): return g.s(B62, 40)
def mistral(): return g.s(B62, 32)
def zilliz(): return hx(104)
def upstash_tok(): return "AB" + g.s(B62, 6) + "MDE" + g.s(B62 + "=", 70)
def col(): return r.choice(["docs_v3", "kb_chunks", "support_articles", "product_faq", "contracts_2026", "wiki_en", "code_snippets", "tickets_embed"])
def emb_model(): return r.choice(["text-embedding-3-small", "text-embedding-3-large", "embed-multilingual-v3.0", "voyage-3", "jina-embeddings-v3",
                                  "nomic-embed-text-v1.5", "bge-m3", "mistral-embed", "amazon.titan-embed-text-v2:0"])
def pghost(): return r.choice([f"ep-{g.s(LOW, 5)}-{g.s(LOW, 5)}-{g.s(LD, 8)}.eu-central-1.aws.neon.tech", f"db.{g.s(LOW, 20)}.supabase.co",
                               f"{g.s(LD, 10)}.{g.s(LD, 10)}.tsdb.cloud.timescale.com", f"rag-prod.{g.s(LD, 12)}.eu-west-1.rds.amazonaws.com", "pgvector", "localhost"])
def user(): return r.choice(["ana", "ben", "chloe", "deniz", "emre", "fatima", "giulia", "hugo", "ivan", "jun"])
def floats(n): return [round(r.uniform(-.12, .12), 6) for _ in range(n)]


def hook(text, tool="Read", path=".env"):
    if tool == "Read":
        d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": "/home/dev/rag/" + path},
             "tool_response": {"type": "text", "file": {"filePath": "/home/dev/rag/" + path, "content": text}}}
    else:
        d = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": text}}
    return json.dumps(d, ensure_ascii=False)

S = []
def sec(fn):
    S.append(fn)
    return fn

# ---------------------------------------------------------------- Pinecone
@sec
def pinecone_env():
    k = pcsk()
    v = r.randint(0, 3)
    if v == 0:
        t = f"PINECONE_API_KEY={k}\nPINECONE_INDEX={col().replace('_', '-')}\nOPENAI_EMBED_MODEL={emb_model()}\n"
        t = hook(t) if r.random() < .4 else t
    elif v == 1:
        t = f"from pinecone import Pinecone, ServerlessSpec\n\npc = Pinecone(api_key=\"{k}\")\nindex = pc.Index(\"{col().replace('_', '-')}\")\nprint(index.describe_index_stats())\n"
    elif v == 2:
        t = f"$ curl -s \"https://api.pinecone.io/indexes\" -H \"Api-Key: {k}\" -H \"X-Pinecone-API-Version: 2025-01\" | jq '.indexes[].name'\n\"{col().replace('_', '-')}\"\n"
    else:
        t = f"terraform {{\n  required_providers {{\n    pinecone = {{ source = \"pinecone-io/pinecone\" }}\n  }}\n}}\n\nprovider \"pinecone\" {{\n  api_key = \"{k}\"\n}}\n"
    return "self-identifying", t, [k]

@sec
def pinecone_legacy():
    k = g.uuid()
    t = (f"import pinecone\n\npinecone.init(\n    api_key=\"{k}\",\n    environment=\"{r.choice(['us-west1-gcp', 'asia-southeast1-gcp-free', 'eu-west1-gcp', 'gcp-starter'])}\",\n)\n"
         f"index = pinecone.Index(\"{col().replace('_', '-')}\")\n")
    return "name-context", t, [k]

@sec
def pinecone_trace():
    k = pcsk()
    t = (f"Traceback (most recent call last):\n  File \"/app/ingest.py\", line 88, in upsert_batch\n    index.upsert(vectors=batch, namespace=\"tenant-{r.randint(1, 400)}\")\n"
         "  File \"/usr/local/lib/python3.11/site-packages/pinecone/core/openapi/shared/rest.py\", line 261, in request\n    raise UnauthorizedException(http_resp=r)\n"
         "pinecone.core.openapi.shared.exceptions.UnauthorizedException: (401)\nReason: Unauthorized\n"
         f"HTTP request headers: HTTPHeaderDict({{'Api-Key': '{k}', 'User-Agent': 'python-client-5.4.2', 'Content-Type': 'application/json'}})\n"
         "HTTP response body: Invalid API Key\n")
    return "self-identifying", t, [k]

# ---------------------------------------------------------------- Weaviate
@sec
def weaviate_cloud():
    k = r.choice([b62(40), g.s(B62, 32) + "ZnN4" + g.s(B62, 12), hx(48)])
    oai = g.openai()
    t = (f"import weaviate\nfrom weaviate.classes.init import Auth\n\nclient = weaviate.connect_to_weaviate_cloud(\n    cluster_url=\"https://{g.s(LD, 20)}.c0.europe-west3.gcp.weaviate.cloud\",\n"
         f"    auth_credentials=Auth.api_key(\"{k}\"),\n    headers={{\"X-OpenAI-Api-Key\": \"{oai}\"}},\n)\n")
    return "name-context", t, [k, oai]

@sec
def weaviate_compose():
    keys = [b62(32) for _ in range(r.randint(1, 2))]
    t = ("services:\n  weaviate:\n    image: cr.weaviate.io/semitechnologies/weaviate:1.27.3\n    environment:\n      QUERY_DEFAULTS_LIMIT: 25\n"
         "      AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED: 'false'\n      AUTHENTICATION_APIKEY_ENABLED: 'true'\n"
         f"      AUTHENTICATION_APIKEY_ALLOWED_KEYS: '{','.join(keys)}'\n      AUTHENTICATION_APIKEY_USERS: 'admin@example.com{',reader@example.com' if len(keys) > 1 else ''}'\n"
         "      DEFAULT_VECTORIZER_MODULE: text2vec-openai\n      ENABLE_MODULES: text2vec-openai,generative-openai\n")
    return "name-context", t, keys

@sec
def weaviate_headers():
    v = r.randint(0, 2)
    if v == 0:
        k = cohere()
        t = f"curl https://{g.s(LD, 20)}.c0.us-east1.gcp.weaviate.cloud/v1/graphql \\\n  -H 'Authorization: Bearer {b62(40)}' \\\n  -H 'X-Cohere-Api-Key: {k}' \\\n  -d '{{\"query\": \"{{ Get {{ Article(nearText: {{concepts: [\\\"refund\\\"]}}) {{ title }} }} }}\"}}'\n"
        return "structural", t, [k, t.split("Bearer ")[1].split("'")[0]]
    k = g.s(B62, 32)
    t = f"client = weaviate.connect_to_local(headers={{\"X-Mistral-Api-Key\": \"{k}\", \"X-Huggingface-Api-Key\": \"{g.hf()}\"}})\n"
    return "structural", t, [k, t.split("X-Huggingface-Api-Key\": \"")[1].split('"')[0]]

# ---------------------------------------------------------------- Qdrant
@sec
def qdrant_env():
    k = r.choice([b62(32), hx(64), g.uuid(), g.s(URLSAFE, 43)])
    v = r.randint(0, 3)
    if v == 0:
        t = f"QDRANT__SERVICE__API_KEY={k}\nQDRANT__SERVICE__ENABLE_TLS=1\nQDRANT__STORAGE__STORAGE_PATH=/qdrant/storage\n"
    elif v == 1:
        t = f"service:\n  host: 0.0.0.0\n  http_port: 6333\n  grpc_port: 6334\n  api_key: {k}\n  read_only_api_key: {g.uuid()}\nstorage:\n  storage_path: ./storage\n"
        return "name-context", t, [k, t.split("read_only_api_key: ")[1].split("\n")[0]]
    elif v == 2:
        t = f"from qdrant_client import QdrantClient\n\nclient = QdrantClient(\n    url=\"https://{g.uuid()}.europe-west3-0.gcp.cloud.qdrant.io:6333\",\n    api_key=\"{k}\",\n)\nprint(client.get_collections())\n"
    else:
        t = f"qdrant:\n  apiKey: \"{k}\"\n  persistence:\n    size: 50Gi\n  replicaCount: 3\n"
    return "name-context", t, [k]

@sec
def qdrant_curl():
    k = r.choice([b62(32), hx(48), g.s(URLSAFE, 43)])
    t = (f"curl -X POST 'http://{r.choice(['localhost', 'qdrant.rag.svc', '10.4.0.17'])}:6333/collections/{col()}/points/search' \\\n  -H 'api-key: {k}' \\\n"
         f"  -H 'Content-Type: application/json' \\\n  --data-raw '{{\"vector\": {floats(4)}, \"limit\": 5, \"with_payload\": true}}'\n")
    t = hook(t, "Bash") if r.random() < .4 else t
    return "structural", t, [k]

# ---------------------------------------------------------------- Milvus / Zilliz
@sec
def milvus_token():
    p = pwmix()
    v = r.randint(0, 1)
    if v:
        t = f"from pymilvus import MilvusClient\n\nclient = MilvusClient(\n    uri=\"http://{r.choice(['milvus-standalone', 'localhost', '10.0.2.9'])}:19530\",\n    token=\"root:{p}\",\n)\n"
    else:
        t = f"MILVUS_URI=https://in03-{hx(15)}.serverless.gcp-us-west1.cloud.zilliz.com\nMILVUS_USER=db_admin\nMILVUS_PASSWORD={p}\n"
        return "name-context", t, [p]
    return "structural", t, [p]

@sec
def zilliz_key():
    k = zilliz()
    v = r.randint(0, 1)
    if v:
        t = f"ZILLIZ_CLOUD_URI=https://in03-{hx(15)}.api.gcp-us-west1.zillizcloud.com\nZILLIZ_CLOUD_API_KEY={k}\n"
        return "name-context", t, [k]
    t = f"$ curl --request POST --url \"https://in03-{hx(15)}.serverless.aws-eu-central-1.cloud.zilliz.com/v2/vectordb/collections/list\" \\\n  --header \"Authorization: Bearer {k}\" --header \"Content-Type: application/json\" -d '{{}}'\n"
    return "structural", t, [k]

@sec
def milvus_yaml():
    p, m = pwmix(), g.s(B62, 40)
    t = (f"# milvus.yaml (excerpt)\nminio:\n  address: minio\n  port: 9000\n  accessKeyID: milvus-svc\n  secretAccessKey: {m}\n  bucketName: milvus-bucket\n"
         f"common:\n  security:\n    authorizationEnabled: true\n    defaultRootPassword: {p}\n")
    return "name-context", t, [m, p]

# ---------------------------------------------------------------- Chroma
@sec
def chroma_server():
    k = r.choice([b62(32), phrase(), hx(40)])
    v = r.randint(0, 2)
    if v == 0:
        t = f"CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider\nCHROMA_SERVER_AUTHN_CREDENTIALS={k}\nCHROMA_AUTH_TOKEN_TRANSPORT_HEADER=X-Chroma-Token\n"
        return "name-context", t, [k]
    if v == 1:
        t = (f"import chromadb\nfrom chromadb.config import Settings\n\nclient = chromadb.HttpClient(\n    host=\"chroma.internal\", port=8000,\n"
             f"    settings=Settings(chroma_client_auth_provider=\"chromadb.auth.token_authn.TokenAuthClientProvider\",\n                      chroma_client_auth_credentials=\"{k}\"),\n)\n")
        return "name-context", t, [k]
    t = f"> GET /api/v2/heartbeat HTTP/1.1\n> Host: chroma.internal:8000\n> X-Chroma-Token: {k}\n>\n< HTTP/1.1 200 OK\n{{\"nanosecond heartbeat\":{ts()}000000000}}\n"
    return "structural", t, [k]

@sec
def chroma_cloud():
    k = chroma_ck()
    t = f"client = chromadb.CloudClient(\n    tenant=\"{g.uuid()}\",\n    database=\"{col()}\",\n    api_key=\"{k}\",\n)\n"
    return "self-identifying", t, [k]

@sec
def chroma_basic():
    p = pwmix()
    b = base64.b64encode(f"admin:{p}".encode()).decode()
    t = f"{user()}@box:~$ curl -H 'Authorization: Basic {b}' http://localhost:8000/api/v2/collections\n[{{\"id\":\"{g.uuid()}\",\"name\":\"{col()}\"}}]\n"
    return "structural", t, [b]

# ---------------------------------------------------------------- pgvector hosts
@sec
def pg_url():
    p = r.choice([pwmix(), "npg_" + g.s(B62, 12)])
    h = pghost()
    u = r.choice(["postgres", "rag", "langchain_app", "tsdbadmin", "neondb_owner", f"postgres.{g.s(LOW, 20)}"])
    v = r.randint(0, 3)
    if v == 0:
        t = f"DATABASE_URL=postgresql://{u}:{p}@{h}:5432/vectors?sslmode=require\n"
    elif v == 1:
        t = (f"from langchain_postgres import PGVector\n\nvector_store = PGVector(\n    embeddings=embeddings,\n    collection_name=\"{col()}\",\n"
             f"    connection=\"postgresql+psycopg://{u}:{p}@{h}:5432/rag\",\n    use_jsonb=True,\n)\n")
    elif v == 2:
        t = f"$ psql \"postgres://{u}:{p}@{h}/neondb?sslmode=require\" -c 'CREATE EXTENSION IF NOT EXISTS vector;'\nCREATE EXTENSION\n"
    else:
        t = f"vector_store = PGVectorStore.from_params(\n    database=\"rag\", host=\"{h}\", password=\"{p}\", port=5432, user=\"{u}\",\n    table_name=\"{col()}\", embed_dim=1536,\n)\n"
        return "structural", t, [p]
    return "structural", t, [p]

@sec
def pgpass():
    p = pwmix()
    v = r.randint(0, 1)
    if v:
        t = f"$ cat ~/.pgpass\n{pghost()}:5432:vectors:rag_ingest:{p}\nlocalhost:5432:*:postgres:postgres\n"
    else:
        t = f"PGHOST={pghost()}\nPGUSER=rag\nPGPASSWORD={p}\nPGDATABASE=vectors\n"
        return "name-context", t, [p]
    return "structural", t, [p]

@sec
def supabase_vecs():
    tok = jwt({"iss": "supabase", "ref": g.s(LOW, 20), "role": "service_role", "iat": ts(), "exp": ts() + 315360000})
    t = (f"from supabase import create_client\nfrom langchain_community.vectorstores import SupabaseVectorStore\n\n"
         f"supabase = create_client(\"https://{g.s(LOW, 20)}.supabase.co\", \"{tok}\")\nstore = SupabaseVectorStore(client=supabase, embedding=emb, table_name=\"documents\", query_name=\"match_documents\")\n")
    return "self-identifying", t, [tok]

@sec
def neon_api():
    k = "napi_" + g.s(LD, 64)
    t = f"$ neonctl projects list --api-key {k}\n┌────────────────────────┬──────────┬───────────────┐\n│ Id                     │ Name     │ Region Id     │\n│ {g.s(LOW, 6)}-{g.s(LOW, 6)}-{r.randint(10000000, 99999999)} │ rag-prod │ aws-eu-central-1 │\n"
    return "self-identifying", t, [k]

# ---------------------------------------------------------------- other stores
@sec
def mongo_atlas():
    p = pwmix()
    t = r.choice([
        f"MONGODB_ATLAS_URI=mongodb+srv://rag_app:{p}@cluster0.{g.s(LD, 5)}.mongodb.net/?retryWrites=true&w=majority&appName=rag\n",
        f"vector_store = MongoDBAtlasVectorSearch.from_connection_string(\n    \"mongodb+srv://{user()}:{p}@vector-{g.s(LD, 5)}.mongodb.net\",\n    namespace=\"kb.chunks\", embedding=emb, index_name=\"vector_index\",\n)\n"])
    return "structural", t, [p]

@sec
def redis_stack():
    p = pwmix()
    t = r.choice([
        f"REDIS_URL=redis://default:{p}@redis-{r.randint(10000, 19999)}.c{r.randint(1, 300)}.eu-west-1-2.ec2.redns.redis-cloud.com:{r.randint(10000, 19999)}\nREDIS_INDEX=idx:{col()}\n",
        f"rds = Redis.from_texts(texts, emb, redis_url=\"rediss://:{p}@cache-rag.{hx(6)}.ng.0001.euw1.cache.amazonaws.com:6379\", index_name=\"{col()}\")\n"])
    return "structural", t, [p]

@sec
def astra_db():
    tok = astra()
    v = r.randint(0, 1)
    if v:
        t = f"ASTRA_DB_API_ENDPOINT=https://{g.uuid()}-us-east-2.apps.astra.datastax.com\nASTRA_DB_APPLICATION_TOKEN={tok}\nASTRA_DB_KEYSPACE=default_keyspace\n"
    else:
        t = f"from astrapy import DataAPIClient\nclient = DataAPIClient(\"{tok}\")\ndb = client.get_database(\"https://{g.uuid()}-eu-west-1.apps.astra.datastax.com\")\n"
    return "self-identifying", t, [tok]

@sec
def upstash():
    tk = upstash_tok()
    t = f"UPSTASH_VECTOR_REST_URL=\"https://{g.s(LOW, 6)}-{g.s(LOW, 6)}-{r.randint(10000, 99999)}-eu1-vector.upstash.io\"\nUPSTASH_VECTOR_REST_TOKEN=\"{tk}\"\n"
    return "name-context", t, [tk]

@sec
def turbopuffer_lance():
    v = r.randint(0, 1)
    if v:
        k = tpuf()
        t = f"import turbopuffer as tpuf\ntpuf.api_key = '{k}'\nns = tpuf.Namespace('{col()}')\nns.upsert(ids=[1, 2], vectors=[[0.1, 0.2], [0.3, 0.4]])\n"
        return "self-identifying", t, [k]
    k = "sk_" + g.s(LD, 40)
    t = f"db = lancedb.connect(\n    uri=\"db://rag-{g.s(LD, 6)}\",\n    api_key=\"{k}\",\n    region=\"us-east-1\",\n)\n"
    return "name-context", t, [k]

@sec
def elastic_vec():
    k = base64.b64encode(f"{g.s(URLSAFE, 20)}:{g.s(URLSAFE, 22)}".encode()).decode()
    v = r.randint(0, 1)
    if v:
        t = f"es = Elasticsearch(cloud_id=\"rag:{g.b64(60)}\", api_key=\"{k}\")\nstore = ElasticsearchStore(es_connection=es, index_name=\"{col()}\", embedding=emb)\n"
        return "name-context", t, [k]
    t = f"curl -H \"Authorization: ApiKey {k}\" \"https://rag-{g.s(LD, 6)}.es.eu-west-1.aws.found.io/{col()}/_knn_search\" -d @query.json\n"
    return "structural", t, [k]

# ---------------------------------------------------------------- embedding / LLM keys
@sec
def openai_embed():
    k = g.openai()
    v = r.randint(0, 3)
    if v == 0:
        t = f"from langchain_openai import OpenAIEmbeddings\n\nembeddings = OpenAIEmbeddings(model=\"{emb_model()}\", api_key=\"{k}\")\n"
    elif v == 1:
        t = f"from llama_index.core import Settings\nfrom llama_index.embeddings.openai import OpenAIEmbedding\n\nSettings.embed_model = OpenAIEmbedding(model=\"text-embedding-3-small\", api_key=\"{k}\")\n"
    elif v == 2:
        t = f"OPENAI_API_KEY={k}\nEMBEDDING_MODEL=text-embedding-3-large\nEMBEDDING_DIM=3072\nCHUNK_SIZE=800\nCHUNK_OVERLAP=120\n"
        t = hook(t) if r.random() < .5 else t
    else:
        t = f"from haystack.utils import Secret\nembedder = OpenAIDocumentEmbedder(api_key=Secret.from_token(\"{k}\"), model=\"{emb_model()}\")\n"
    return "self-identifying", t, [k]

@sec
def azure_openai():
    k = hx(32)
    v = r.randint(0, 1)
    if v:
        t = f"curl \"https://rag-{g.s(LD, 5)}.openai.azure.com/openai/deployments/embed-3-large/embeddings?api-version=2024-10-21\" \\\n  -H \"api-key: {k}\" -H \"Content-Type: application/json\" -d '{{\"input\": \"hello\"}}'\n"
        return "structural", t, [k]
    t = f"AZURE_OPENAI_ENDPOINT=https://rag-{g.s(LD, 5)}.openai.azure.com/\nAZURE_OPENAI_API_KEY={k}\nAZURE_OPENAI_EMBEDDING_DEPLOYMENT=embed-3-large\n"
    return "name-context", t, [k]

@sec
def cohere_key():
    k = cohere()
    v = r.randint(0, 2)
    if v == 0:
        t = f"import cohere\nco = cohere.ClientV2(\"{k}\")\nres = co.rerank(model=\"rerank-v3.5\", query=q, documents=docs, top_n=5)\n"
    elif v == 1:
        t = f"COHERE_API_KEY={k}\nRERANK_MODEL=rerank-multilingual-v3.0\nRERANK_TOP_N=8\n"
    else:
        t = f"curl https://api.cohere.com/v2/embed -H 'Authorization: bearer {k}' -d '{{\"model\":\"embed-v4.0\",\"texts\":[\"hi\"],\"input_type\":\"search_document\"}}'\n"
        return "structural", t, [k]
    return "name-context", t, [k]

@sec
def voyage_mistral_together():
    v = r.randint(0, 2)
    if v == 0:
        k = voyage()
        t = f"VOYAGE_API_KEY={k}\nVOYAGE_MODEL=voyage-3-large\n"
    elif v == 1:
        k = mistral()
        t = f"from langchain_mistralai import MistralAIEmbeddings\nemb = MistralAIEmbeddings(model=\"mistral-embed\", mistral_api_key=\"{k}\")\n"
    else:
        k = hx(64)
        t = f"[embeddings]\nprovider = \"together\"\nmodel = \"BAAI/bge-large-en-v1.5\"\napi_key = \"{k}\"\nbatch_size = 64\n"
    return "name-context", t, [k]

@sec
def jina_key():
    k = jina()
    t = r.choice([f"curl https://api.jina.ai/v1/embeddings -H \"Authorization: Bearer {k}\" -d '{{\"model\":\"jina-embeddings-v3\",\"task\":\"retrieval.passage\",\"input\":[\"doc\"]}}'\n",
                  f"JINA_API_KEY={k}\nRERANKER=jina-reranker-v2-base-multilingual\n"])
    return "self-identifying", t, [k]

@sec
def hf_tei():
    k = g.hf()
    t = r.choice([f"docker run --gpus all -p 8080:80 -e HF_TOKEN={k} ghcr.io/huggingface/text-embeddings-inference:1.5 --model-id BAAI/bge-m3\n",
                  f"emb = HuggingFaceEndpointEmbeddings(model=\"https://{g.s(LD, 16)}.eu-west-1.aws.endpoints.huggingface.cloud\", huggingfacehub_api_token=\"{k}\")\n"])
    return "self-identifying", t, [k]

@sec
def bedrock():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = (f"[profile rag-bedrock]\nregion = us-east-1\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\n\n# BedrockEmbeddings(model_id=\"amazon.titan-embed-text-v2:0\", credentials_profile_name=\"rag-bedrock\")\n")
    return "self-identifying", t, [ak, sk]

@sec
def vertex_sa():
    block, line = g.pem("PRIVATE KEY")
    sa = {"type": "service_account", "project_id": f"rag-{g.s(LD, 6)}", "private_key_id": hx(40), "private_key": block + "\n",
          "client_email": f"vertex-embed@rag-{g.s(LD, 6)}.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}
    return "self-identifying", json.dumps(sa, indent=2), [line]

@sec
def gemini():
    k = g.google_api()
    t = r.choice([f"GOOGLE_API_KEY={k}\nEMBED_MODEL=models/text-embedding-004\n",
                  f"emb = GoogleGenerativeAIEmbeddings(model=\"models/gemini-embedding-001\", google_api_key=\"{k}\")\n"])
    return "self-identifying", t, [k]

@sec
def anthropic_rag():
    k = g.anthropic()
    t = f"llm = ChatAnthropic(model=\"claude-sonnet-4-5\", api_key=\"{k}\", max_tokens=1024)\nchain = create_retrieval_chain(retriever, create_stuff_documents_chain(llm, prompt))\n"
    return "self-identifying", t, [k]

# ---------------------------------------------------------------- tooling around the stack
@sec
def langsmith_env():
    k = langsmith()
    t = f"LANGSMITH_TRACING=true\nLANGSMITH_ENDPOINT=https://api.smith.langchain.com\nLANGSMITH_API_KEY={k}\nLANGSMITH_PROJECT=rag-eval-{r.randint(1, 40)}\n"
    t = hook(t) if r.random() < .3 else t
    return "self-identifying", t, [k]

@sec
def llamacloud():
    k = llx()
    t = r.choice([f"from llama_parse import LlamaParse\nparser = LlamaParse(api_key=\"{k}\", result_type=\"markdown\")\ndocs = parser.load_data(\"./contracts/msa.pdf\")\n",
                  f"LLAMA_CLOUD_API_KEY={k}\n"])
    return "self-identifying", t, [k]

@sec
def unstructured():
    k = r.choice([b62(30), hx(32)])
    v = r.randint(0, 1)
    if v:
        t = f"curl -X POST https://api.unstructuredapp.io/general/v0/general -H 'unstructured-api-key: {k}' -F 'files=@handbook.pdf' -F 'strategy=hi_res'\n"
        return "structural", t, [k]
    t = f"UNSTRUCTURED_API_KEY={k}\nUNSTRUCTURED_API_URL=https://api.unstructuredapp.io/general/v0/general\n"
    return "name-context", t, [k]

@sec
def tavily_firecrawl():
    k = r.choice([tavily(), "fc-" + hx(32)])
    t = r.choice([f"TAVILY_API_KEY={k}\n" if k.startswith("tvly") else f"FIRECRAWL_API_KEY={k}\n",
                  f"loader = FireCrawlLoader(api_key=\"{k}\", url=\"https://docs.example.org\", mode=\"crawl\")\n"])
    return "self-identifying", t, [k]

@sec
def dify_env():
    a, b, c = pwmix(), b62(32), pwmix()
    t = (f"# dify/docker/.env (excerpt)\nVECTOR_STORE=qdrant\nQDRANT_URL=http://qdrant:6333\nQDRANT_API_KEY={b}\nPGVECTOR_HOST=pgvector\nPGVECTOR_USER=postgres\n"
         f"PGVECTOR_PASSWORD={a}\nDB_PASSWORD={c}\n")
    return "name-context", t, [b, a, c]

@sec
def flowise():
    p = pwmix()
    t = f"FLOWISE_USERNAME=admin\nFLOWISE_PASSWORD={p}\nDATABASE_PATH=/root/.flowise\nAPIKEY_PATH=/root/.flowise\n"
    return "structural", t, [p]

@sec
def k8s_secret():
    k = r.choice([pcsk(), b62(32), g.uuid()])
    name = r.choice(["qdrant-api-key", "weaviate-api-key", "pinecone-api-key", "chroma-token"])
    cls = "self-identifying" if k.startswith("pcsk_") else "name-context"
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: rag\ntype: Opaque\nstringData:\n  api-key: \"{k}\"\n"
    return cls, t, [k]

@sec
def k8s_b64():
    raw = r.choice([b62(32), hx(40)])
    b = base64.b64encode(raw.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: qdrant-apikey\ndata:\n  api-key: {b}\n"
    return "name-context", t, [b]

@sec
def diff_commit():
    k = r.choice([pcsk(), g.openai(), langsmith()])
    t = (f"diff --git a/notebooks/eval.py b/notebooks/eval.py\nindex {hx(7)}..{hx(7)} 100644\n--- a/notebooks/eval.py\n+++ b/notebooks/eval.py\n@@ -1,5 +1,6 @@\n import os\n"
         f"-os.environ.setdefault(\"API_KEY\", \"\")\n+os.environ[\"API_KEY\"] = \"{k}\"  # quick test, remove\n from ragas import evaluate\n")
    return "self-identifying", t, [k]

@sec
def notebook():
    k = pcsk()
    o = g.openai()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
            "source": ["import os\n", f"os.environ[\"PINECONE_API_KEY\"] = \"{k}\"\n", f"os.environ[\"OPENAI_API_KEY\"] = \"{o}\"\n",
                       "from langchain_pinecone import PineconeVectorStore\n", f"vs = PineconeVectorStore(index_name=\"{col().replace('_', '-')}\", embedding=emb)"]}
    return "self-identifying", json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}, indent=1), [k, o]

@sec
def chat_multi():
    k = r.choice([b62(32), g.uuid(), pwmix(), hx(40)])
    m = [f"qdrant prod api key is {k}, the read-only one is in the vault",
         f"Hier der Weaviate-API-Key fürs Staging: {k}",
         f"clé API Chroma pour la démo : {k}",
         f"la contraseña de pgvector en staging es {k}",
         f"Milvus の root パスワードを {k} に変更しました",
         f"a senha do banco de vetores (rag_app) é {k}",
         f"向量库 Qdrant 的 api key：{k}",
         f"klucz API do Zilliz: {k} (tylko na dziś)"]
    return "name-context", f"[{r.randint(8, 19)}:{r.randint(10, 59)}] {user()}: {r.choice(m)}\n", [k]

@sec
def ticket():
    p = pwmix()
    t = (f"RAG-{r.randint(100, 999)} reindex job fails at 37%\n\nLog:\n  psycopg.OperationalError: connection failed: FATAL: password authentication failed for user \"rag_ingest\"\n"
         f"Connection used: host={pghost()} port=5432 dbname=vectors user=rag_ingest password={p} sslmode=require\nAssignee: {user()}\n")
    return "structural", t, [p]

@sec
def shell_history():
    k = r.choice([b62(32), hx(48)])
    lines = ["docker compose up -d qdrant", f"export QDRANT_API_KEY={k}", "python ingest.py --collection " + col(), "curl localhost:6333/collections | jq"]
    return "name-context", "\n".join(f" {i + 1200}  {l}" for i, l in enumerate(lines)) + "\n", [k]

@sec
def llamaindex_qdrant_cli():
    k = g.s(URLSAFE, 43)
    t = f"$ llamaindex-cli rag --files './docs/**/*.md' --question 'how do refunds work?'\n# using QdrantVectorStore(url='https://{g.uuid()}.us-east4-0.gcp.cloud.qdrant.io', api_key='{k}', collection_name='{col()}')\n"
    return "name-context", t, [k]

@sec
def marqo_vespa():
    k = r.choice([g.uuid(), b62(40)])
    t = f"mq = marqo.Client(url=\"https://api.marqo.ai\", api_key=\"{k}\")\nmq.index(\"{col().replace('_', '-')}\").search(\"warranty terms\")\n"
    return "name-context", t, [k]


# ================================================================ clean
C = []
def cl(fn):
    C.append(fn)
    return fn

@cl
def c_env_example():
    return ("# .env.example\nPINECONE_API_KEY=<your-pinecone-key>\nOPENAI_API_KEY=sk-...\nQDRANT_URL=http://localhost:6333\nQDRANT_API_KEY=\n"
            f"LANGSMITH_API_KEY=changeme\nEMBEDDING_MODEL={emb_model()}\nCHUNK_SIZE={r.choice([512, 800, 1000])}\n")

@cl
def c_describe_index():
    name = col().replace("_", "-")
    return json.dumps({"name": name, "metric": "cosine", "dimension": r.choice([384, 768, 1024, 1536, 3072]), "status": {"ready": True, "state": "Ready"},
                       "host": f"{name}-{g.s(LD, 7)}.svc.aped-{r.randint(1000, 9999)}-{g.s(LD, 4)}.pinecone.io", "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}},
                       "deletion_protection": "enabled"}, indent=2) + "\n"

@cl
def c_index_stats():
    return json.dumps({"namespaces": {f"tenant-{r.randint(1, 400)}": {"vector_count": r.randint(100, 90000)} for _ in range(3)}, "dimension": 1536,
                       "index_fullness": 0.0, "total_vector_count": r.randint(10**5, 10**6)}, indent=2) + "\n"

@cl
def c_qdrant_info():
    return json.dumps({"result": {"status": "green", "optimizer_status": "ok", "indexed_vectors_count": r.randint(1000, 10**6), "points_count": r.randint(1000, 10**6),
                       "config": {"params": {"vectors": {"size": 1024, "distance": "Cosine"}}, "hnsw_config": {"m": 16, "ef_construct": 100}}}, "status": "ok", "time": round(r.random() / 100, 6)}, indent=2) + "\n"

@cl
def c_qdrant_points():
    return json.dumps({"result": [{"id": g.uuid(), "version": r.randint(1, 90), "score": round(r.uniform(.5, .95), 6), "payload": {"doc_id": hx(12), "chunk": r.randint(0, 40)}} for _ in range(3)],
                       "status": "ok"}, indent=1) + "\n"

@cl
def c_snapshot():
    return json.dumps({"result": [{"name": f"{col()}-{r.randint(10**15, 10**16)}-2026-12-0{r.randint(1, 3)}-10-00-00.snapshot", "creation_time": "2026-12-03T10:00:00", "size": r.randint(10**7, 10**9), "checksum": hx(64)}]}, indent=2) + "\n"

@cl
def c_weaviate_schema():
    return json.dumps({"class": "Article", "vectorizer": "text2vec-openai", "moduleConfig": {"text2vec-openai": {"model": "text-embedding-3-small"}},
                       "properties": [{"name": "title", "dataType": ["text"]}, {"name": "body", "dataType": ["text"]}], "vectorIndexConfig": {"distance": "cosine", "ef": -1}}, indent=2) + "\n"

@cl
def c_weaviate_object():
    return json.dumps({"class": "Article", "id": g.uuid(), "creationTimeUnix": ts() * 1000, "properties": {"title": "Returns policy"}, "vector": floats(6)}, indent=1) + "\n"

@cl
def c_chroma_get():
    return json.dumps({"ids": [hx(16) for _ in range(3)], "embeddings": [floats(4) for _ in range(3)], "metadatas": [{"source": f"docs/page{r.randint(1, 90)}.md"} for _ in range(3)], "documents": ["…", "…", "…"]}, indent=1) + "\n"

@cl
def c_b64_vector():
    fl = struct.pack("<8f", *[r.uniform(-1, 1) for _ in range(8)])
    return json.dumps({"object": "list", "data": [{"object": "embedding", "index": 0, "embedding": base64.b64encode(fl).decode()}], "model": "text-embedding-3-small",
                       "usage": {"prompt_tokens": r.randint(3, 90), "total_tokens": r.randint(3, 90)}}, indent=2) + "\n# encoding_format=base64: float32 little-endian\n"

@cl
def c_embed_response():
    return (f"HTTP/1.1 200 OK\nopenai-processing-ms: {r.randint(20, 300)}\nx-request-id: req_{hx(32)}\nx-ratelimit-remaining-tokens: {r.randint(10**5, 10**6)}\n\n"
            + json.dumps({"object": "list", "data": [{"object": "embedding", "index": 0, "embedding": floats(5) + ["…"]}], "model": emb_model()}) + "\n")

@cl
def c_docstore():
    return json.dumps({"docstore/data": {g.uuid(): {"__data__": {"id_": g.uuid(), "metadata": {"file_name": "policy.pdf", "page_label": str(r.randint(1, 40))},
                       "hash": hx(64), "class_name": "TextNode"}}}, "docstore/ref_doc_info": {g.uuid(): {"node_ids": [g.uuid()]}}}, indent=1) + "\n"

@cl
def c_secretstr():
    return (f">>> print(embeddings)\nclient=<openai.resources.embeddings.Embeddings object at 0x7f{hx(10)}> model='{emb_model()}' dimensions=None deployment='text-embedding-ada-002'\n"
            "openai_api_key=SecretStr('**********') openai_organization=None chunk_size=1000 max_retries=2 request_timeout=None\n")

@cl
def c_milvus_default():
    return ("# Milvus standalone, local docker — documented defaults, change them before exposing the port\nclient = MilvusClient(uri=\"http://localhost:19530\", token=\"root:Milvus\")\n"
            "# docker-compose: MINIO_ACCESS_KEY=minioadmin MINIO_SECRET_KEY=minioadmin\n")

@cl
def c_zilliz_ids():
    return f"Cluster ID: in03-{hx(15)}\nPublic Endpoint: https://in03-{hx(15)}.serverless.gcp-us-west1.cloud.zilliz.com\nProject: proj-{hx(22)}\nCU: 1 · Status: RUNNING\n"

@cl
def c_pg_sql():
    return (f"CREATE EXTENSION IF NOT EXISTS vector;\nCREATE TABLE {col()} (id bigserial PRIMARY KEY, doc_id text, chunk int, content text, embedding vector(1536));\n"
            f"CREATE INDEX ON {col()} USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);\nSET hnsw.ef_search = {r.choice([40, 80, 100])};\n")

@cl
def c_pg_explain():
    return (f" Limit  (cost=0.00..{r.randint(10, 99)}.12 rows=10 width=40) (actual time=0.9..{r.randint(1, 9)}.4 rows=10 loops=1)\n   ->  Index Scan using {col()}_embedding_idx on {col()}  (cost=0.00..12.98 rows=3110 width=40)\n"
            f"         Order By: (embedding <=> '[{SEP.join(str(x) for x in floats(3))},...]'::vector)\n Planning Time: 0.1{r.randint(0, 9)} ms\n Execution Time: {r.randint(1, 9)}.21 ms\n")

@cl
def c_pg_dx():
    return f"vectors=> \\dx\n                  List of installed extensions\n  Name   | Version |   Schema   |  Description\n---------+---------+------------+----------------------\n plpgsql | 1.0     | pg_catalog | PL/pgSQL\n vector  | 0.8.{r.randint(0, 1)}   | public     | vector data type and ivfflat and hnsw access methods\n"

@cl
def c_supabase_anon():
    tok = jwt({"iss": "supabase", "ref": g.s(LOW, 20), "role": "anon", "iat": ts(), "exp": ts() + 315360000})
    return f"// browser search widget, public anon key (RLS on documents)\nconst supabase = createClient('https://{g.s(LOW, 20)}.supabase.co', '{tok}');\nconst {{ data }} = await supabase.rpc('match_documents', {{ query_embedding, match_count: 5 }});\n"

@cl
def c_langsmith_url():
    return f"View the evaluation results for experiment: 'rag-{hx(8)}' at:\nhttps://smith.langchain.com/o/{g.uuid()}/datasets/{g.uuid()}/compare?selectedSessions={g.uuid()}\n"

@cl
def c_eval():
    return "| retriever | recall@5 | recall@10 | mrr | p95 ms |\n|---|---|---|---|---|\n" + "\n".join(
        f"| {n} | {r.uniform(.5, .9):.3f} | {r.uniform(.6, .95):.3f} | {r.uniform(.4, .8):.3f} | {r.randint(8, 120)} |" for n in ["bm25", "dense", "hybrid+rrf", "hybrid+rerank"]) + "\n"

@cl
def c_compose_ref():
    return ("services:\n  qdrant:\n    image: qdrant/qdrant:v1.12.4\n    environment:\n      QDRANT__SERVICE__API_KEY: ${QDRANT_API_KEY:?set in .env}\n    volumes:\n      - ./qdrant_storage:/qdrant/storage\n"
            f"  api:\n    build: .\n    environment:\n      PINECONE_API_KEY: ${{PINECONE_API_KEY}}\n      EMBED_MODEL: {emb_model()}\n")

@cl
def c_gha():
    return ("      - name: Run retrieval eval\n        env:\n          OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n          PINECONE_API_KEY: ${{ secrets.PINECONE_API_KEY }}\n"
            f"          LANGSMITH_API_KEY: ${{{{ secrets.LANGSMITH_API_KEY }}}}\n        run: python -m evals.run --dataset golden-{r.randint(1, 9)}\n")

@cl
def c_environ_code():
    return ("import os\nfrom pinecone import Pinecone\n\npc = Pinecone(api_key=os.environ[\"PINECONE_API_KEY\"])\nqdrant = QdrantClient(url=os.getenv(\"QDRANT_URL\"), api_key=os.getenv(\"QDRANT_API_KEY\"))\n"
            f"index = pc.Index(host=\"{col().replace('_', '-')}-{g.s(LD, 7)}.svc.aped-4627-b74a.pinecone.io\")\n")

@cl
def c_poetry_lock():
    return "\n".join(f"{{file = \"{p}\", hash = \"sha256:{hx(64)}\"}}," for p in r.sample(["qdrant_client-1.12.1-py3-none-any.whl", "pinecone-5.4.2-py3-none-any.whl",
                     "chromadb-0.5.23-py3-none-any.whl", "pymilvus-2.5.0-py3-none-any.whl", "weaviate_client-4.9.6-py3-none-any.whl", "pgvector-0.3.6-py3-none-any.whl"], 3)) + "\n"

@cl
def c_git_log():
    return "\n".join(f"{hx(7)} {m}" for m in r.sample(["ingest: dedupe chunks by sha256", "qdrant: move api key to secret", "eval: add recall@10", "pgvector: hnsw index",
                                                       "rotate pinecone key (old one revoked)", "langsmith: tag experiments", "chroma: token auth on"], 4)) + "\n"

@cl
def c_checksums():
    return "\n".join(f"{hx(64)}  {f}" for f in r.sample(["qdrant-x86_64-unknown-linux-gnu.tar.gz", "milvus-standalone-docker-compose.yml", "weaviate-v1.27.3-linux-amd64.tar.gz",
                                                        "chroma-0.5.23.tar.gz", "bge-m3/model.safetensors", "pgvector-0.8.0.tar.gz"], 3)) + "\n"

@cl
def c_hf_model():
    return f"Downloading model.safetensors: 100%|██████████| 2.27G/2.27G\nsnapshot: {hx(40)}\nmodel id: BAAI/bge-m3  revision: {hx(40)}\nsha256: {hx(64)}\n"

@cl
def c_prose():
    return r.choice([
        "Pinecone API keys are project-scoped; the index host URL is not a secret and can go in config.",
        "Qdrant has two keys: api_key (full access) and read_only_api_key. Neither belongs in the frontend; search goes through our API.",
        "Supabase anon key is fine in the browser as long as RLS is on for documents; the service_role key stays on the worker.",
        "Weaviate: pass provider keys per request (X-OpenAI-Api-Key) from the server, never bake them into the image.",
        "Die Embedding-Keys liegen im Secret Manager (projects/rag/secrets/openai). Bitte nicht in Notebooks kopieren.",
        "La clé Pinecone a été révoquée ; la nouvelle est dans le coffre sous kv/rag/pinecone.",
        "Qdrant の API キーは Vault の kv/rag/qdrant にあります。ノートブックには環境変数から読んでください。",
        "El pgvector de staging usa IAM auth, ya no hay contraseña en el .env.",
        "Milvus ships with root/Milvus as the default login; we changed it on first boot and keep the new one in Vault.",
    ]) + f" (see RAG-{r.randint(100, 999)})\n"

@cl
def c_openai_ids():
    return f"OPENAI_ORG_ID=org-{g.s(B62, 24)}\nOPENAI_PROJECT_ID=proj_{g.s(B62, 24)}\n# the key itself comes from the secret store at runtime\n"

@cl
def c_rerank_resp():
    return json.dumps({"id": g.uuid(), "results": [{"index": i, "relevance_score": round(r.random(), 6)} for i in range(3)], "meta": {"api_version": {"version": "2"}, "billed_units": {"search_units": 1}}}, indent=1) + "\n"

@cl
def c_ingest_log():
    return "\n".join(f"2026-12-03 1{r.randint(0, 9)}:{r.randint(10, 59)}:0{i} INFO upsert doc={hx(12)} chunks={r.randint(1, 40)} sha256={hx(64)} ns=tenant-{r.randint(1, 400)}" for i in range(3)) + "\n"

@cl
def c_hook_clean():
    d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "curl -s localhost:6333/collections"},
         "tool_response": {"stdout": json.dumps({"result": {"collections": [{"name": col()}, {"name": col()}]}, "status": "ok", "time": 0.00002}), "stderr": "", "interrupted": False}}
    return json.dumps(d) + "\n"

@cl
def c_k8s_ref():
    return ("        env:\n          - name: QDRANT__SERVICE__API_KEY\n            valueFrom:\n              secretKeyRef:\n                name: qdrant-apikey\n                key: api-key\n"
            f"          - name: QDRANT__CLUSTER__ENABLED\n            value: \"true\"\n        image: qdrant/qdrant@sha256:{hx(64)}\n")

@cl
def c_pubkey_cert():
    return "# pgvector host CA bundle (public)\n-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----\n"

@cl
def c_tokenizer():
    return f"tokens: {[r.randint(100, 100000) for _ in range(12)]}\ncount: 12  model: cl100k_base  text_hash: {hx(16)}\n"


def main():
    secrets, i = [], 0
    while len(secrets) < 250:
        fn = S[i % len(S)]
        i += 1
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append((cls, text, vals))
    clean, i = [], 0
    while len(clean) < 100:
        clean.append(C[i % len(C)]())
        i += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    allv = [v for _, _, vs in secrets for v in vs]
    for text in clean:
        for v in allv:
            assert v not in text or len(v) < 6, v
    print(FAM, len(secrets), len(clean), len(allv), "distinct clean", len(set(clean)), "templates", len(S), len(C))


if __name__ == "__main__":
    main()
