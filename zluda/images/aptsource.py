"""Apt source configuration for images, derived from the host's own configuration.

The project never names a mirror: the Debian archive address comes from the host's apt
sources (deb822 `*.sources` files or one-line `sources.list`), and images get the same
address with their own suites. The archive may be a frozen snapshot whose Release files
are past their Valid-Until date, hence `Check-Valid-Until "false"`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

APT_DIR = Path("/etc/apt")
KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
APT_CONF = 'Acquire::Check-Valid-Until "false";\nAcquire::Retries "3";\n' \
           'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n'


class AptSourceError(RuntimeError):
    pass


@dataclass(frozen=True)
class DebianArchive:
    uri: str          # the main archive, as the host configures it
    origin: str       # the file it came from (for error messages)


def _deb822_stanzas(text: str):
    for block in re.split(r"\n\s*\n", text):
        fields: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line[0] in " \t" and key:
                fields[key] += " " + line.strip()
                continue
            key, _, value = line.partition(":")
            key = key.strip().lower()
            fields[key] = value.strip()
        if fields:
            yield fields


def _is_main_archive(uri: str) -> bool:
    # the main archive ends in /debian; security and ports archives do not
    return uri.rstrip("/").endswith("/debian")


def host_debian_archive(apt_dir: Path = APT_DIR) -> DebianArchive:
    """Find the Debian main archive the host uses; raises naming the files it read."""
    candidates: list[Path] = []
    sources_list = apt_dir / "sources.list"
    if sources_list.exists():
        candidates.append(sources_list)
    candidates += sorted((apt_dir / "sources.list.d").glob("*.list"))
    candidates += sorted((apt_dir / "sources.list.d").glob("*.sources"))
    for path in candidates:
        text = path.read_text(errors="replace")
        if path.suffix == ".sources":
            for stanza in _deb822_stanzas(text):
                if stanza.get("enabled", "yes").lower() == "no":
                    continue
                if "deb" not in stanza.get("types", "").split():
                    continue
                for uri in stanza.get("uris", "").split():
                    if _is_main_archive(uri):
                        return DebianArchive(uri.rstrip("/"), str(path))
        else:
            for line in text.splitlines():
                parts = re.sub(r"\[[^\]]*\]", " ", line.split("#", 1)[0]).split()
                if len(parts) >= 3 and parts[0] == "deb" and _is_main_archive(parts[1]):
                    return DebianArchive(parts[1].rstrip("/"), str(path))
    read = ", ".join(str(p) for p in candidates) or f"nothing under {apt_dir}"
    raise AptSourceError(f"no Debian main archive (a URI ending in /debian) in {read}")


def image_sources(archive: DebianArchive, suites: list[str]) -> str:
    """A deb822 sources file for an image: the host's archive, the image's suites."""
    return (f"Types: deb\nURIs: {archive.uri}\nSuites: {' '.join(suites)}\n"
            f"Components: main\nSigned-By: {KEYRING}\n")


def pin_preferences(pins: dict[str, int]) -> str:
    """apt preferences that keep newer suites at low priority (only named packages come).

    Keys are apt release selectors: `n=sid` (codename) or `a=experimental` (archive).
    """
    return "\n".join(f"Package: *\nPin: release {selector}\nPin-Priority: {prio}\n"
                      for selector, prio in pins.items())
