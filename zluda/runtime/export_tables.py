"""cuGetExportTable: hands NVIDIA's static CUDA runtime the driver's private tables.

The tables themselves are C (generated into libcuda.so.1 from zluda/api/export_tables.py);
this answers the call, and names a table we do not have, with the runtime's CUDA version,
in one line on stderr.
"""

from __future__ import annotations

import sys

from zluda.api import export_tables
from zluda.shim import registry

from .errors import CudaError
from .state import api, ffi

DRV = "cuda"

# what cuGetExportTable answers for a UUID it does not know (NVIDIA's driver: recorded
# in tests/runtime/data/export_tables/, see test_export_tables.py)
UNKNOWN_TABLE_STATUS = "CUDA_ERROR_INVALID_VALUE"

_runtime_version = 0


def note_runtime_version(version: int) -> None:
    """A CUDA version a caller's cuGetProcAddress names: the newest is the runtime's own
    (it asks for each function by the version that last changed it)."""
    global _runtime_version
    if version > _runtime_version:
        _runtime_version = version
        registry.lib_of(DRV).zluda_export_tables_runtime(version)


def runtime_version_text() -> str:
    v = _runtime_version
    return f"the CUDA {v // 1000}.{v % 1000 // 10} runtime" if v else "a CUDA runtime of unknown version"


@api(DRV, "cuGetExportTable")
def cu_get_export_table(ppExportTable, pExportTableId):
    f = ffi(DRV)
    if ppExportTable == f.NULL or pExportTableId == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "ppExportTable or pExportTableId is NULL")
    raw = bytes(f.buffer(f.cast("const unsigned char *", pExportTableId), 16))
    table = registry.lib_of(DRV).zluda_export_table(f.cast("const unsigned char *", pExportTableId))
    if table == f.NULL:
        print(f"zluda: cuGetExportTable: no table {export_tables.format_uuid(raw)} "
              f"(asked by {runtime_version_text()})", file=sys.stderr, flush=True)
        raise CudaError(UNKNOWN_TABLE_STATUS, f"unknown export table {export_tables.format_uuid(raw)}")
    ppExportTable[0] = table
