"""The data directory: where the daemon keeps its secret, API token, database and recognizers.

The secret and the API token are created on first start with mode 0600. A file that others
can read is refused rather than silently used: whoever can read the secret can recompute
tokens, and whoever can read the API token can restore values.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from platformdirs import user_data_dir

SECRET_FILE = "secret"
API_TOKEN_FILE = "api-token"
DATABASE_FILE = "resguardo.db"
RECOGNIZERS_DIR = "recognizers"
SECRET_ENV = "RESGUARDO_SECRET"
DATA_DIR_ENV = "RESGUARDO_DATA_DIR"


class DataDirError(Exception):
    """The data directory cannot be used safely; the message says why (never a secret)."""


def resolve_data_dir(cli_value: str | os.PathLike | None) -> Path:
    """`--data-dir`, else RESGUARDO_DATA_DIR, else the user's data directory."""
    chosen = cli_value or os.environ.get(DATA_DIR_ENV) or user_data_dir("resguardo", appauthor=False)
    return Path(chosen).expanduser()


def prepare_data_dir(path: Path) -> Path:
    """Create the directory (mode 0700) and its recognizers/ folder if missing."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    (path / RECOGNIZERS_DIR).mkdir(exist_ok=True, mode=0o700)
    return path


def load_or_create_secret(data_dir: Path) -> bytes:
    """The 32-byte server secret: from RESGUARDO_SECRET (hex), else the data dir's file.

    Refused: a RESGUARDO_SECRET that is not 64 hex digits; a secret file that is group- or
    world-accessible, or not 32 bytes.
    """
    from_env = os.environ.get(SECRET_ENV)
    if from_env is not None:
        try:
            secret = bytes.fromhex(from_env.strip())
        except ValueError:
            raise DataDirError(f"{SECRET_ENV} must be 64 hexadecimal digits") from None
        if len(secret) != 32:
            raise DataDirError(f"{SECRET_ENV} must be 64 hexadecimal digits")
        return secret
    secret = _load_or_create(data_dir / SECRET_FILE, lambda: secrets.token_bytes(32))
    if len(secret) != 32:
        raise DataDirError(f"{data_dir / SECRET_FILE} must hold exactly 32 bytes")
    return secret


def load_or_create_api_token(data_dir: Path) -> str:
    """The bearer token for /v1, created on first start (mode 0600)."""
    raw = _load_or_create(data_dir / API_TOKEN_FILE, lambda: secrets.token_urlsafe(32).encode())
    token = raw.decode("ascii", errors="strict").strip()
    if len(token) < 16:
        raise DataDirError(f"{data_dir / API_TOKEN_FILE} holds no usable token")
    return token


def _load_or_create(path: Path, make) -> bytes:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        _refuse_open_permissions(path)
        return path.read_bytes()
    with os.fdopen(fd, "wb") as handle:
        handle.write(make())
    return path.read_bytes()


def _refuse_open_permissions(path: Path) -> None:
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        raise DataDirError(
            f"{path} is readable by others (mode {mode:04o}); run `chmod 600 {path}` and start again"
        )
