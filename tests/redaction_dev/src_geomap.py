"""Blind redaction source "geomap": GIS, mapping and location services (round 12).

Written 2026-12-02 by the helper "corpora2", blind to memtool's rules; stdlib + _tokens.py only. Every value is
random. Rerun to regenerate geomap_secrets.jsonl / geomap_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "geomap"
g = Gen(1212)
HOSTS = ["gis-db01.int", "postgis.geo.lan", "10.40.2.17", "geodata-prod.c9xk2.eu-west-1.rds.amazonaws.com",
         "pg-tiles.internal", "db.mapping.svc.cluster.local", "172.20.0.5"]
USERS = ["gis_admin", "geoserver", "tiles_rw", "qgis_editor", "mapper", "osm", "etl_loader", "arcgis_sde"]
DBS = ["gis", "osm", "cadastre", "basemap", "parcels", "fleet_tracking", "utilities_gis"]
PEOPLE = ["mkowalski", "a.ferreira", "jdoe", "lin.wei", "s.okafor", "pmartin", "hgruber"]


def mapbox(kind: str = "sk") -> str:
    user = g.pick(["acme-maps", "fieldops", "jdoe", "geo-team", "parcelview"])
    body = json.dumps({"u": user, "a": g.s(string.ascii_lowercase + string.digits, 25)}, separators=(",", ":"))
    return kind + "." + base64.urlsafe_b64encode(body.encode()).decode().rstrip("=") + "." + g.s(URLSAFE, 22)


def arcgis_key() -> str:
    return "AAPK" + g.hexs(32) + g.s(URLSAFE, 64)


def planet() -> str:
    return "PLAK" + g.hexs(32)


def radar() -> str:
    return "prj_live_sk_" + g.hexs(40)


def fsq() -> str:
    return "fsq3" + g.s(B62 + "+/=", 44)


def mapillary() -> str:
    return f"MLY|{g.r.randint(10**15, 10**16)}|{g.hexs(32)}"


def here_key() -> str:
    return g.s(URLSAFE, 43)


def host() -> str:
    return g.pick(HOSTS)


def wrap(text: str) -> str:
    """Sometimes present the text as an agent tool call (hook payload JSON) or a chat paste."""
    x = g.r.random()
    if text.startswith('{"tool_name"'):
        return text
    if x < .12 and text.startswith("$ "):
        cmd, _, out = text[2:].partition("\n")
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)
    if x < .12:
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": g.pick(["/srv/geo/etl/notes.txt", "/home/dev/gis/config.txt", "/repo/ops/snippet.txt"])},
                           "tool_response": {"type": "text", "file": {"content": text}}}, ensure_ascii=False)
    if x < .17:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "content": text},
                          ensure_ascii=False)
    if x < .25:
        who = g.pick(PEOPLE)
        return f"[{g.r.randint(8, 18):02d}:{g.r.randint(0, 59):02d}] <{who}> tiles are blank again on staging, this is what we have:\n```\n{text}\n```"
    return text


# ---------------------------------------------------------------- self-identifying
def s_mapbox_env():
    t = mapbox()
    return f"# .env (tile upload job)\nMAPBOX_USERNAME=acme-maps\nMAPBOX_ACCESS_TOKEN={t}\nTILESET_ID=acme-maps.parcels-{g.r.randint(2020, 2026)}\n", t


def s_mapbox_cli():
    t = mapbox()
    return f"$ tilesets upload-source acme-maps roads-src roads.geojson.ld --token {t}\n{{\"id\": \"mapbox://tileset-source/acme-maps/roads-src\", \"files\": 1, \"source_size\": {g.r.randint(10**6, 10**8)}}}", t


def s_mapbox_js():
    t = mapbox()
    return f"// scripts/upload-style.js  (server side, needs styles:write)\nconst Styles = require('@mapbox/mapbox-sdk/services/styles');\nconst client = Styles({{ accessToken: '{t}' }});\nclient.createStyle({{ style: require('../styles/dark.json') }}).send().then(r => console.log(r.body.id));\n", t


def s_gmaps():
    k = g.google_api()
    return g.pick([
        f"<script async src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap&libraries=places\"></script>",
        f"GOOGLE_MAPS_API_KEY={k}\nGEOCODER_PROVIDER=google\n",
        f"import googlemaps\n\ngmaps = googlemaps.Client(key=\"{k}\")\nres = gmaps.geocode(\"1600 Amphitheatre Parkway\")\n",
        f"$ curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Rua+Augusta+Lisboa&key={k}\"\n{{\n   \"results\" : [],\n   \"status\" : \"REQUEST_DENIED\",\n   \"error_message\" : \"This API project is not authorized to use this API.\"\n}}"]), k


def s_arcgis():
    k = arcgis_key()
    return g.pick([
        f"esriConfig.apiKey = \"{k}\";\nconst map = new Map({{ basemap: \"arcgis/topographic\" }});",
        f"from arcgis.gis import GIS\ngis = GIS(api_key=\"{k}\")\nitems = gis.content.search('owner:fieldops', max_items=50)",
        f"ARCGIS_API_KEY={k}\nARCGIS_PORTAL=https://www.arcgis.com\n"]), k


def s_planet():
    k = planet()
    return g.pick([f"export PL_API_KEY={k}\nplanet data search PSScene --filter filter.json | jq '.features | length'",
                   f"$ curl -s -u {k}: https://api.planet.com/data/v1/item-types | head\n{{\"_links\": {{\"_self\": \"https://api.planet.com/data/v1/item-types/\"}}"]), k


def s_radar():
    k = radar()
    return f"# supabase/functions/geofence/index.ts\nconst RADAR_SECRET = \"{k}\";\nconst r = await fetch(`https://api.radar.io/v1/geofences`, {{ headers: {{ Authorization: RADAR_SECRET }} }});", k


def s_fsq():
    k = fsq()
    return f"FOURSQUARE_API_KEY={k}\nPLACES_RADIUS_M=800\n", k


def s_mapillary():
    k = mapillary()
    return f"$ curl -s \"https://graph.mapillary.com/images?access_token={k}&fields=id,thumb_1024_url&bbox=13.38,52.50,13.40,52.52\" | jq '.data | length'\n37", k


def s_aws_vsis3():
    i = g.r.random() < .5
    k = g.aws_akid() if i else g.aws_secret()
    if i:
        return f"$ AWS_ACCESS_KEY_ID={k} AWS_SECRET_ACCESS_KEY=\"$(cat ~/.s3sec)\" gdalinfo /vsis3/acme-imagery/ortho/2026/tile_{g.r.randint(100, 999)}.tif\nDriver: GTiff/GeoTIFF\nSize is 10000, 10000\nCoordinate System is:\nPROJCRS[\"ETRS89 / UTM zone 32N\",", k
    return f"$ export AWS_ACCESS_KEY_ID={g.aws_akid()}\n$ export AWS_SECRET_ACCESS_KEY={k}\n$ ogr2ogr -f Parquet /vsis3/acme-lake/buildings.parquet buildings.gpkg", k


def s_gcp_sa():
    block, line = g.pem("PRIVATE KEY")
    body = block.replace("\n", "\\n")
    return ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"geo-pipeline-" + str(g.r.randint(100, 999)) +
            "\",\n  \"private_key_id\": \"" + g.hexs(40) + "\",\n  \"private_key\": \"" + body +
            "\\n\",\n  \"client_email\": \"bq-geo@geo-pipeline.iam.gserviceaccount.com\"\n}"), line


def s_pem_tls():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return f"$ cat /etc/geoserver/ssl/geoserver.key\n{block}", line


def s_gh_token():
    k = g.gh_classic()
    return f"# Dockerfile.tiles\nARG GH_TOKEN={k}\nRUN git clone https://github.com/acme/osm-carto-custom.git /src/style", k


def s_cesium():
    k = g.jwt(sub=g.uuid())
    return f"// viewer.js\nCesium.Ion.defaultAccessToken = '{k}';\nconst viewer = new Cesium.Viewer('cesiumContainer', {{ terrain: Cesium.Terrain.fromWorldTerrain() }});", k


def s_slack_alert():
    tok = g.slack_webhook()
    sec = tok.rsplit("/", 1)[1]
    return f"# tile-render cron\nrender_list -a -z 0 -Z 14 -n 4 || curl -X POST -d '{{\"text\":\"render_list failed on tiles01\"}}' {tok}", sec


def s_misc_provider():
    name, tok, sec = g.self_identifying()
    return f"# geo-etl/.env.production\nETL_SCHEDULE=0 3 * * *\n{name.upper()}_TOKEN={tok}\nOUTPUT_BUCKET=s3://acme-geo-lake/\n", sec


SELF = [s_mapbox_env, s_mapbox_cli, s_mapbox_js, s_gmaps, s_arcgis, s_planet, s_radar, s_fsq, s_mapillary,
        s_aws_vsis3, s_gcp_sa, s_pem_tls, s_gh_token, s_cesium, s_slack_alert, s_misc_provider]


# ---------------------------------------------------------------- name-context
def n_pg_service():
    p = g.pw()
    return f"# ~/.pg_service.conf\n[gis_prod]\nhost={host()}\nport=5432\ndbname={g.pick(DBS)}\nuser={g.pick(USERS)}\npassword={p}\nsslmode=require\n", p


def n_geoserver_env():
    p = g.pw()
    return f"services:\n  geoserver:\n    image: docker.osgeo.org/geoserver:2.26.1\n    environment:\n      - GEOSERVER_ADMIN_USER=admin\n      - GEOSERVER_ADMIN_PASSWORD={p}\n      - INSTALL_EXTENSIONS=true\n      - STABLE_EXTENSIONS=wps,csw\n    ports: [\"8080:8080\"]", p


def n_postgis_env():
    p = g.pw()
    return f"  postgis:\n    image: postgis/postgis:16-3.4\n    environment:\n      POSTGRES_DB: {g.pick(DBS)}\n      POSTGRES_USER: {g.pick(USERS)}\n      POSTGRES_PASSWORD: {p}\n    volumes: [\"pgdata:/var/lib/postgresql/data\"]", p


def n_here():
    k = here_key()
    return g.pick([f"HERE_API_KEY={k}\n", f"const platform = new H.service.Platform({{ apikey: '{k}' }});",
                   f"routing:\n  provider: here\n  here:\n    api_key: \"{k}\"\n    transport_mode: truck"]), k


def n_tomtom():
    k = g.s(B62, 32)
    return g.pick([f"tt.map({{ key: '{k}', container: 'map', center: [4.89, 52.37], zoom: 12 }});",
                   f"TOMTOM_KEY={k}\nTRAFFIC_REFRESH_S=60\n"]), k


def n_opencage():
    k = g.hexs(32)
    return g.pick([f"from opencage.geocoder import OpenCageGeocode\ngeocoder = OpenCageGeocode('{k}')\nprint(geocoder.reverse_geocode(51.952659, 7.632473)[0]['formatted'])",
                   f"geocoder:\n  opencage_key: {k}\n  rate_limit_per_s: 1\n"]), k


def n_maptiler():
    k = g.s(B62, 20)
    return f"// vite.config.ts define\ndefine: {{ __MAPTILER_KEY__: JSON.stringify('{k}') }},", k


def n_arcpy():
    p = g.pw()
    return g.pick([f"import arcpy\narcpy.SignInToPortal(\"https://gis.acme.local/portal\", \"{g.pick(USERS)}\", \"{p}\")\narcpy.management.Append(\"in_memory/roads\", SERVICE_URL)",
                   f"from arcgis.gis import GIS\ngis = GIS(\"https://gis.acme.local/portal\", \"{g.pick(USERS)}\", \"{p}\", verify_cert=False)"]), p


def n_sde():
    p = g.pw()
    return f"arcpy.management.CreateDatabaseConnection(out_folder, \"prod.sde\", \"POSTGRESQL\", \"{host()}\", \"DATABASE_AUTH\", \"sde\", \"{p}\", \"SAVE_USERNAME\", \"{g.pick(DBS)}\")", p


def n_traccar():
    p = g.pw()
    return f"<!-- /opt/traccar/conf/traccar.xml -->\n<entry key='database.driver'>org.postgresql.Driver</entry>\n<entry key='database.url'>jdbc:postgresql://{host()}:5432/traccar</entry>\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{p}</entry>", p


def n_martin():
    p = g.pw()
    return f"$ PGPASSWORD={p} psql -h {host()} -U {g.pick(USERS)} -d {g.pick(DBS)} -c \"SELECT PostGIS_Full_Version();\"\n                           postgis_full_version\n------------------------------------------------------------------\n POSTGIS=\"3.4.2 c19ce56\" [EXTENSION] PGSQL=\"160\" GEOS=\"3.12.1-CAPI-1.18.1\"", p


def n_sentinel():
    k = g.s(B62 + "_-+*.?[]", 40)
    return f"from sentinelhub import SHConfig\nconfig = SHConfig()\nconfig.sh_client_id = \"{g.uuid()}\"\nconfig.sh_client_secret = \"{k}\"\nconfig.save(\"cdse\")", k


def n_felt_carto():
    k = g.s(B62, 40)
    return g.pick([f"CARTO_API_KEY={k}\nCARTO_USER=acme-geo\n", f"felt:\n  api_token: {k}\n  map_id: {g.s(B62, 22)}"]), k


def n_strava():
    k = g.hexs(40)
    return f"STRAVA_CLIENT_ID={g.r.randint(10000, 199999)}\nSTRAVA_CLIENT_SECRET={k}\nSTRAVA_REDIRECT=https://runs.example.org/auth/strava\n", k


def n_w3w():
    k = g.s(UPPER + "0123456789", 8)
    return f"const w3w = what3words({{ apiKey: '{k}' }});\nw3w.convertToCoordinates({{ words: 'filled.count.soap' }});", k


def n_bing_azure():
    k = g.s(B62 + "-_", 64)
    return g.pick([f"BING_MAPS_KEY={k}\n", f"AZURE_MAPS_SUBSCRIPTION_KEY={k}\nAZURE_MAPS_CLIENT_ID={g.uuid()}\n"]), k


def n_gmaps_signing():
    k = g.b64url(21) + "="
    return f"# url signing for Static Maps (keep out of the frontend)\nGOOGLE_MAPS_URL_SIGNING_SECRET={k}\n", k


def n_qgis_auth():
    p = g.pw()
    return f"$ qgis_process run native:buffer --PG_PASSWORD={p} -- INPUT=\"postgres://dbname='{g.pick(DBS)}' host={host()} table=\\\"public\\\".\\\"roads\\\"\" DISTANCE=25 OUTPUT=/tmp/buf.gpkg", p


def n_geonode():
    p = g.pw()
    return f"# geonode/.env\nGEONODE_DATABASE=geonode\nGEONODE_DATABASE_PASSWORD={p}\nGEOSERVER_ADMIN_USER=admin\nGEOSERVER_ADMIN_PASSWORD=${{GEOSERVER_ADMIN_PASSWORD}}\nSITEURL=https://maps.acme.org/", p


def n_gpsd_ntrip():
    p = g.pw()
    return f"$ str2str -in ntrip://:{p}@caster.rtk2go.com:2101/ACME_BASE -out serial://ttyUSB0:115200\n2026/12/02 09:14:07 [CC---]   1024 B    2048 bps (0) caster.rtk2go.com/ACME_BASE", p


def n_agent_json():
    p = g.pw()
    return json.dumps({"tool_name": "Edit", "tool_input": {"file_path": "/srv/geo/etl/config.yaml",
                       "old_string": "  password: ${GIS_DB_PASSWORD}", "new_string": f"  password: {p}"}}), p


def n_log_line():
    k = here_key()
    return f"2026-12-02T08:12:44.918Z DEBUG routing.client init provider=here apiKey={k} mode=car timeout=5s", k


def n_ogr_pgpass():
    p = g.pw()
    return f"{host()}:5432:{g.pick(DBS)}:{g.pick(USERS)}:{p}", p


NAME = [n_pg_service, n_geoserver_env, n_postgis_env, n_here, n_tomtom, n_opencage, n_maptiler, n_arcpy, n_sde,
        n_traccar, n_martin, n_sentinel, n_felt_carto, n_strava, n_w3w, n_bing_azure, n_gmaps_signing, n_qgis_auth,
        n_geonode, n_gpsd_ntrip, n_agent_json, n_log_line, n_ogr_pgpass]


# ---------------------------------------------------------------- structural
def t_ogr2ogr():
    p = g.pw()
    return f"$ ogr2ogr -f PostgreSQL PG:\"host={host()} port=5432 dbname={g.pick(DBS)} user={g.pick(USERS)} password={p}\" parcels.shp -nln parcels -lco GEOMETRY_NAME=geom -t_srs EPSG:25832\nWarning 1: Layer creation options ignored since an existing layer is being appended to.", p


def t_qgs():
    p = g.pw()
    return f"<maplayer type=\"vector\" geometry=\"Polygon\">\n  <id>parcels_{g.hexs(8)}_{g.hexs(4)}</id>\n  <datasource>dbname='{g.pick(DBS)}' host={host()} port=5432 user='{g.pick(USERS)}' password='{p}' sslmode=disable key='gid' srid=25832 type=MultiPolygon table=\"public\".\"parcels\" (geom)</datasource>\n  <layername>Parcels</layername>", p


def t_sqlalchemy():
    p = g.pw()
    return g.pick([f"engine = create_engine(\"postgresql+psycopg2://{g.pick(USERS)}:{p}@{host()}:5432/{g.pick(DBS)}\")\ngdf = gpd.read_postgis(\"SELECT * FROM buildings\", engine, geom_col=\"geom\")",
                   f"DATABASE_URL=postgres://{g.pick(USERS)}:{p}@{host()}/{g.pick(DBS)}\n# martin --config martin.yaml\n",
                   f"$ pg_tileserv\nINFO[0000] pg_tileserv latest\nINFO[0000] Connecting to database postgres://{g.pick(USERS)}:{p}@{host()}:5432/{g.pick(DBS)}\nINFO[0000] Serving HTTP  at http://0.0.0.0:7800"]), p


def t_geoserver_rest():
    p = g.pw()
    return f"$ curl -u admin:{p} -XPOST -H \"Content-type: text/xml\" -d '<workspace><name>cadastre</name></workspace>' http://geoserver.acme.lan:8080/geoserver/rest/workspaces\n$ curl -u admin:{p} http://geoserver.acme.lan:8080/geoserver/rest/layers.json | jq '.layers.layer | length'\n42", p


def t_wms_url():
    p = g.pw()
    u = g.pick(["wmsclient", "partner_acme", "viewer"])
    return g.pick([f"L.tileLayer.wms('https://{u}:{p}@maps.partner-geo.de/geoserver/wms', {{ layers: 'ortho_2026', format: 'image/png' }}).addTo(map);",
                   f"<OnlineResource xlink:href=\"https://{u}:{p}@wms.landesamt.example/ows?SERVICE=WMS&amp;\"/>"]), p


def t_tile_query():
    k = g.hexs(32)
    prov = g.pick([("https://tile.thunderforest.com/cycle/{z}/{x}/{y}.png?apikey=", "apikey"),
                   ("https://api.geoapify.com/v1/geocode/search?text=Kings+Cross&apiKey=", "apiKey"),
                   ("https://tiles.stadiamaps.com/tiles/alidade_smooth/{z}/{x}/{y}.png?api_key=", "api_key")])
    return f"const layer = L.tileLayer('{prov[0]}{k}', {{ maxZoom: 19 }});", k


def t_access_log():
    k = g.s(B62, 32)
    return f"10.0.4.12 - - [02/Dec/2026:07:55:{g.r.randint(10, 59)} +0000] \"GET /geocode/v1/json?q=52.5186%2C13.4081&key={k}&no_annotations=1 HTTP/1.1\" 200 1893 \"-\" \"python-requests/2.32.3\"", k


def t_gdal_userpwd():
    p = g.pw()
    return f"$ GDAL_HTTP_USERPWD=surveyor:{p} gdalinfo \"WCS:https://geodienste.example/wcs?coverage=dgm1\"", p


def t_arcgis_token():
    p = g.pw()
    return f"$ curl -s -X POST https://gis.acme.local/portal/sharing/rest/generateToken -d \"username={g.pick(USERS)}&password={p}&referer=https://gis.acme.local&f=json\"\n{{\"error\":{{\"code\":400,\"message\":\"Unable to generate token.\",\"details\":[\"Invalid username or password.\"]}}}}", p


def t_auth_header():
    k = g.s(B62, 40)
    return g.pick([f"> GET /v1/routes?origin=52.37,4.89 HTTP/2\n> Host: api.fleetmaps.io\n> Authorization: Bearer {k}\n> Accept: application/json\n>\n< HTTP/2 200",
                   f"requests.get(\"https://api.fleetmaps.io/v1/vehicles\", headers={{\"X-Api-Key\": \"{k}\"}})"]), k


def t_azure_maps_q():
    k = g.s(B62 + "-_", 43)
    return f"GET https://atlas.microsoft.com/search/address/json?api-version=1.0&query=Nieuwe+Markt+Amsterdam&subscription-key={k}", k


def t_mongo_geo():
    p = g.pw()
    return f"MONGO_URI=mongodb+srv://geoapp:{p}@cluster0.{g.s(string.ascii_lowercase + string.digits, 5)}.mongodb.net/fleet?retryWrites=true&w=majority", p


def t_jdbc_geotools():
    p = g.pw()
    return f"# geoserver datastore (data/workspaces/cadastre/pg/datastore.xml)\n<connectionParameters>\n  <entry key=\"host\">{host()}</entry>\n  <entry key=\"database\">{g.pick(DBS)}</entry>\n  <entry key=\"user\">{g.pick(USERS)}</entry>\n  <entry key=\"passwd\">{p}</entry>\n  <entry key=\"dbtype\">postgis</entry>\n</connectionParameters>", p


def t_netrc():
    p = g.pw()
    return f"$ cat ~/.netrc\nmachine download.geofabrik-partner.example login acme-gis password {p}\nmachine urs.example.gov login jdoe password ${{URS_PW}}", p


def t_redis_tiles():
    p = g.pw()
    return f"TILE_CACHE_URL=redis://:{p}@tilecache-01.int:6379/2\nTILE_CACHE_TTL=86400", p


def t_chat_userpw():
    p = g.pw()
    return f"{g.pick(PEOPLE)}: the partner WFS wants basic auth now\n{g.pick(PEOPLE)}: user is acme_wfs / pw {p} , I'll move it to vault tomorrow", p


STRUCT = [t_ogr2ogr, t_qgs, t_sqlalchemy, t_geoserver_rest, t_wms_url, t_tile_query, t_access_log, t_gdal_userpwd,
          t_arcgis_token, t_auth_header, t_azure_maps_q, t_mongo_geo, t_jdbc_geotools, t_netrc, t_redis_tiles,
          t_chat_userpw]


# ---------------------------------------------------------------- clean
def wkb():
    return "0101000020E6100000" + g.hexs(32).upper()


CLEAN = [
    lambda: f"SELECT gid, ST_AsText(geom) FROM parcels LIMIT 2;\n gid |            st_astext\n-----+---------------------------------\n  {g.r.randint(1, 999)} | POINT(13.40{g.r.randint(10, 99)} 52.51{g.r.randint(10, 99)})\n(1 row)\n\n-- raw: {wkb()}",
    lambda: f"// public token, URL-restricted to maps.acme.org in the Mapbox account\nmapboxgl.accessToken = '{mapbox('pk')}';\nconst map = new mapboxgl.Map({{ container: 'map', style: 'mapbox://styles/acme-maps/cl{g.s(string.ascii_lowercase + string.digits, 23)}' }});",
    lambda: f"MAPBOX_ACCESS_TOKEN=${{MAPBOX_ACCESS_TOKEN:?set in CI secrets}}\nGOOGLE_MAPS_API_KEY=\nHERE_API_KEY=<your HERE key>\n",
    lambda: f"https://maps.googleapis.com/maps/api/staticmap?center=40.714,-73.998&zoom=12&size=400x400&client=gme-acme&signature={g.b64url(20)}=",
    lambda: f"h3 cells: {', '.join('8' + g.pick('89ab') + g.hexs(13) for _ in range(4))}\ngeohash: {g.s('0123456789bcdefghjkmnpqrstuvwxyz', 9)}",
    lambda: f"$ gdalinfo /vsis3/acme-imagery/ortho/2026/tile_{g.r.randint(100, 999)}.tif\nDriver: GTiff/GeoTIFF\nFiles: /vsis3/acme-imagery/ortho/2026/tile.tif\nMetadata:\n  AREA_OR_POINT=Area\n  ETag=\"{g.hexs(32)}-{g.r.randint(2, 40)}\"\nCorner Coordinates:\nUpper Left  (  500000.000, 5800000.000)",
    lambda: f"[gis_prod]\nhost={host()}\nport=5432\ndbname={g.pick(DBS)}\nuser={g.pick(USERS)}\nsslmode=verify-full\n# password comes from ~/.pgpass",
    lambda: f"<datasource>dbname='{g.pick(DBS)}' host={host()} port=5432 authcfg={g.s(string.ascii_lowercase + string.digits, 7)} sslmode=require key='gid' srid=4326 type=Point table=\"public\".\"hydrants\" (geom)</datasource>",
    lambda: f"ArcGIS item {g.hexs(32)} shared with group {g.hexs(32)} (owner: fieldops). Feature layer URL: https://services{g.r.randint(1, 9)}.arcgis.com/{g.s(B62, 16)}/arcgis/rest/services/Hydrants/FeatureServer/0",
    lambda: f"S2A_MSIL2A_2026{g.r.randint(1, 12):02d}{g.r.randint(10, 28)}T{g.r.randint(100000, 235959)}_N0511_R0{g.r.randint(10, 99)}_T32UQD_2026{g.r.randint(1000, 9999)}T{g.r.randint(100000, 235959)}.SAFE  sha256={g.sha256()}",
    lambda: f"{{\"type\":\"Feature\",\"id\":\"{g.uuid()}\",\"properties\":{{\"osm_id\":{g.r.randint(10**8, 10**10)},\"name\":\"Kastanienallee\",\"highway\":\"residential\"}},\"geometry\":{{\"type\":\"LineString\",\"coordinates\":[[13.4117,52.5381],[13.4122,52.5392]]}}}}",
    lambda: "GeoServer ships with admin / geoserver as the default web admin login; the install playbook changes it on first start and stores the new one in Vault (secret/geo/geoserver). Never commit it.",
    lambda: f"GEOSERVER_ADMIN_PASSWORD_FILE=/run/secrets/geoserver_admin\nPOSTGRES_PASSWORD_FILE=/run/secrets/pg_password\n",
    lambda: f"2026-12-02T08:12:44.918Z DEBUG routing.client init provider=here apiKey=****{g.s(B62, 4)} mode=car timeout=5s",
    lambda: f"$ tilesets status acme-maps.parcels-2026\n{{\"id\": \"acme-maps.parcels-2026\", \"status\": \"success\", \"latest_job\": \"cl{g.s(string.ascii_lowercase + string.digits, 23)}\", \"warnings\": 0}}",
    lambda: f"what3words: ///filled.count.soap  plus code: 9F4MGCH{g.r.randint(2, 9)}+{g.s('23456789CFGHJMPQRVWX', 2)}  EPSG:25832  bbox=[13.088, 52.338, 13.761, 52.675]",
    lambda: f"tile cache key z14/{g.r.randint(8000, 9000)}/{g.r.randint(5000, 6000)}.pbf -> md5 {g.hexs(32)}, etag W/\"{g.hexs(16)}\"",
    lambda: f"planet: order {g.uuid()} state=success, items: 20260{g.r.randint(101, 931)}_{g.r.randint(100000, 999999)}_{g.r.randint(10, 99)}_24{g.s('abcdef0123456789', 2)}",
    lambda: f"Mapillary image {g.r.randint(10**14, 10**16)} captured_at 1764{g.r.randint(100000000, 999999999)} sequence {g.s(B62, 22)}",
    lambda: f"# .env.example\nMAPBOX_ACCESS_TOKEN=sk.your-secret-token-here\nPL_API_KEY=PLAK...\nARCGIS_API_KEY=AAPK...\nFOURSQUARE_API_KEY=fsq3xxxxxxxxxxxxxxxxxxxx\n",
    lambda: "Reminder from the GIS guild: Mapbox secret tokens (sk.) never go into the web bundle; the frontend gets a pk. token restricted by URL. Rotate in the account page if one leaks, and use the tilesets CLI with MAPBOX_ACCESS_TOKEN from the CI secret store.",
    lambda: f"$ ogr2ogr -f PostgreSQL PG:\"service=gis_prod\" parcels.shp -nln parcels -lco GEOMETRY_NAME=geom -t_srs EPSG:25832\n0...10...20...30...40...50...60...70...80...90...100 - done.",
    lambda: f"engine = create_engine(os.environ[\"GIS_DATABASE_URL\"])  # postgresql+psycopg2://user:***@host/db\ngdf = gpd.read_postgis(\"SELECT * FROM buildings WHERE ST_Intersects(geom, ST_MakeEnvelope(%s,%s,%s,%s,4326))\", engine)",
    lambda: f"$ curl -u admin http://geoserver.acme.lan:8080/geoserver/rest/about/version.json\nEnter host password for user 'admin':\n{{\"about\":{{\"resource\":[{{\"@name\":\"GeoServer\",\"Build-Timestamp\":\"2026-10-14\",\"Git-Revision\":\"{g.sha1()}\",\"Version\":\"2.26.1\"}}]}}}}",
    lambda: f"cesium ion asset {g.r.randint(1000000, 4000000)} (Cesium OSM Buildings) — ion token is injected at runtime from /api/ion-token, see docs/terrain.md",
    lambda: f"tippecanoe -o buildings.mbtiles -zg --drop-densest-as-needed buildings.geojson\nmetadata: {{\"name\":\"buildings\",\"format\":\"pbf\",\"generator\":\"tippecanoe v2.62.2\",\"json\":\"...\",\"strategies\":\"[{{}}]\",\"antimeridian_adjusted_bounds\":\"-180,-85,180,85\"}}  checksum {g.sha1()}",
    lambda: f"base64 fixture for the tile renderer test (a 1x1 PNG): {base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(45))).decode()}",
    lambda: f"Traccar device {g.r.randint(100000000000000, 999999999999999)} uniqueId, lastUpdate 2026-12-02T07:{g.r.randint(10, 59)}:00Z, positionId {g.r.randint(10**6, 10**7)}, attributes {{\"batteryLevel\": 87, \"hash\": \"{g.hexs(16)}\"}}",
    lambda: f"<entry key='database.password'>${{TRACCAR_DB_PASSWORD}}</entry>",
    lambda: f"GOOGLE_MAPS_URL_SIGNING_SECRET=  # set in Secret Manager: projects/geo-pipeline/secrets/maps-signing/versions/3",
    lambda: f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(24)}\n-----END PUBLIC KEY-----\n(JWKS for the tile gateway, kid {g.hexs(16)})",
    lambda: f"osmium fileinfo -e berlin-latest.osm.pbf\nFile:\n  Name: berlin-latest.osm.pbf\n  Format: PBF\nHeader:\n  Bounding boxes:\n    (13.08835,52.33812,13.76116,52.67551)\n  osmosis_replication_sequence_number={g.r.randint(4000, 4500)}\nData:\n  CRC32: {g.hexs(8)}",
]


def main() -> None:
    secrets = []
    for cls, pool, n in (("self-identifying", SELF, 60), ("name-context", NAME, 120), ("structural", STRUCT, 70)):
        for i in range(n):
            text, sec = pool[i % len(pool)]()
            secrets.append((cls, wrap(text), sec))
    order = list(range(len(secrets)))
    g.r.shuffle(order)
    secrets = [secrets[i] for i in order]
    clean, seen, i = [], set(), 0
    while len(clean) < 100 and i < 5000:  # distinct texts only
        t = wrap(CLEAN[i % len(CLEAN)]())
        i += 1
        if t not in seen:
            seen.add(t)
            clean.append(t)
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
