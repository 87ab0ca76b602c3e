"""NVIDIA FleX's shipped DLLs (six releases, x86 and x64, release and debug builds) read as
they ship: every fatbin of every DLL, 32-bit code in the x86 DLLs, the cubins listing the
kernels of the PTX beside them; and the corpus table's rows for one small module."""

from __future__ import annotations

import pytest

from zluda import fatbin
from zluda.flex import corpus, source

# the largest DLL, whose contents copies of the repository made without large files lack
LARGE = {("NvFlex", "Debug", "x64")}


@pytest.mark.parametrize("release", source.RELEASES, ids=lambda r: r.name)
def test_every_fatbin_of_every_dll(flex_repo, release):
    for arch in source.ARCHES:
        for library in source.LIBRARIES:
            for build in source.BUILDS:
                path = source.dll_path(library, build, arch)
                try:
                    data = source.read(flex_repo, release, path)
                except source.SourceError:
                    assert (library, build, arch) in LARGE, f"{release.name}: {path}'s contents are missing"
                    continue
                assert data is not None, f"{release.name} has no {path}"
                entries = fatbin.from_pe(data, path)
                pe = fatbin.read_pe(data, path)
                assert pe.bits == (32 if arch == "x86" else 64)
                starts = sorted({e.fatbin_offset for e in entries})
                # every registration wrapper's fatbin, and only those
                assert starts == sorted(t for _w, t in fatbin.pe_wrappers(pe, path)), path
                assert len(starts) == (3 if library == "NvFlex" else 1), path
                assert {e.address_size for e in entries} == {32 if arch == "x86" else 64}
                for index in range(len(starts)):
                    ptx = [e for e in entries if e.fatbin_index == index and e.kind == "ptx"]
                    cubins = [e for e in entries if e.fatbin_index == index and e.kind == "elf"]
                    assert len(ptx) == 1 and len(cubins) == 1, (path, index)
                    assert cubins[0].arch_name == "sm_30" and ptx[0].arch_name == "compute_30"
                    assert sorted(cubins[0].kernels()) == sorted(ptx[0].kernels()), (path, index)


def test_latest_x86_release_as_measured(flex_repo):
    data = source.read(flex_repo, source.LATEST, source.dll_path("NvFlex", "Release", "x86"))
    ptx = [e for e in fatbin.from_pe(data) if e.kind == "ptx"]
    assert [len(e.kernels()) for e in ptx] == [7, 41, 6]
    assert all(e.compression == "lz4" and e.ptx_version == "6.2" and "\r\n" in e.text() for e in ptx)


def test_corpus_row_of_a_small_module(flex_repo):
    (row,) = corpus.run(flex_repo, releases=[source.LATEST], arches=("x86",), libraries=("NvFlexExt",),
                        builds=("Release",))
    assert (row.release, row.arch, row.library, row.build, row.fatbin) == (source.LATEST.name, "x86",
                                                                            "NvFlexExt", "Release", 0)
    assert row.address_size == 32 and row.kernels == 1 and row.lines > 600
    assert row.ok and row.compiled == 1 and not row.failures
    assert "| 1.2.0-cuda9.2.148 | x86 | NvFlexExt | Release | 0 | 6.2 |" in corpus.markdown([row])
