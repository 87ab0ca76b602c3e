"""The images the project builds: one row per image, everything else reads this table."""

from __future__ import annotations

from dataclasses import dataclass, field

from zluda.paths import REPO_ROOT

DOCKERFILES_DIR = REPO_ROOT / "images"
IMAGE_REPOSITORY = "zluda"


@dataclass(frozen=True)
class ImageSpec:
    name: str
    base_suite: str                   # the debootstrap suite of the base rootfs
    suites: tuple[str, ...]           # apt suites configured inside the image
    pins: dict[str, int] = field(default_factory=dict)  # apt release selector -> priority
    comgr_abis: tuple[int, ...] = ()  # comgr ABIs the image must provide
    kind: str = "rocm"                # "rocm" or "windows"
    summary: str = ""

    @property
    def tag(self) -> str:
        return f"{IMAGE_REPOSITORY}/{self.name}:latest"

    @property
    def dockerfile(self):
        return DOCKERFILES_DIR / self.name / "Dockerfile"


IMAGES: dict[str, ImageSpec] = {spec.name: spec for spec in (
    ImageSpec("rocm-6.0", "trixie", ("trixie",), comgr_abis=(2,),
              summary="HIP 5.7, comgr 2 (ABI 2.6, LLVM 17)"),
    ImageSpec("rocm-6.4", "trixie", ("trixie", "sid"), pins={"n=sid": 100},
              comgr_abis=(3, 2), summary="HIP 6.4.3, comgr 3 (ABI 3.0) + comgr 2 (ABI 2.6)"),
    ImageSpec("rocm-7.2", "trixie", ("trixie", "sid", "experimental"),
              pins={"n=sid": 100, "a=experimental": 50}, comgr_abis=(3,),
              summary="HIP 7.2, comgr 3 (LLVM 22)"),
    ImageSpec("windows", "trixie", ("trixie",), kind="windows",
              summary="mingw-w64 + wine: nvcuda.dll / cudart64_13.dll under wine"),
)}

ROCM_VERSIONS = tuple(name.removeprefix("rocm-") for name in IMAGES if name.startswith("rocm-"))


class UnknownImage(KeyError):
    def __str__(self) -> str:
        return f"unknown image {self.args[0]!r}; known: {', '.join(IMAGES)}"


def spec_for(name: str) -> ImageSpec:
    """Accepts "rocm-6.4", "6.4" or "windows"."""
    key = name if name in IMAGES else f"rocm-{name}"
    if key not in IMAGES:
        raise UnknownImage(name)
    return IMAGES[key]
