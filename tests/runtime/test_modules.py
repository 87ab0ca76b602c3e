"""Device images in this process's memory and the registration table (zluda.fatbin), and
the runtime's modules built from them (zluda.runtime.modules). The fatbins are put
together here byte by byte, in the layout zluda/fatbin.py documents."""

from __future__ import annotations

import ctypes
import struct
import subprocess
import sys

import pytest

from zluda import fatbin
from zluda.runtime import modules
from zluda.runtime.errors import CudaError

PTX = b""".version 8.0
.target sm_80
.address_size 64
.visible .global .align 4 .u32 counter;
.visible .entry bump(.param .u64 out)
{
    ret;
}
"""
ENTRY_HEADER = struct.Struct("<HHIQIIHHIIIQQQ")
KIND_PTX = 1


def fatbin_bytes(ptx: bytes = PTX, arch: int = 80, version: tuple[int, int] = (8, 0)) -> bytes:
    """One fatbin holding one uncompressed PTX entry."""
    payload = ptx + b"\0" * (8 - len(ptx) % 8)   # NUL-terminated, 8-byte padded
    entry = ENTRY_HEADER.pack(KIND_PTX, 0x0101, ENTRY_HEADER.size, len(payload), 0, 0x40, version[1],
                              version[0], arch, 0, 0, fatbin.FLAG_64BIT, 0, 0) + payload
    return struct.pack("<IHHQ", fatbin.FATBIN_MAGIC, 1, 16, len(entry)) + entry


def fatbin_with_entries_size(size: int) -> bytes:
    """A fatbin whose header claims `size` bytes of entries."""
    data = fatbin_bytes()
    return data[:8] + struct.pack("<Q", size) + data[16:]


class InMemory:
    """Buffers kept alive for the test's length, by address."""

    def __init__(self):
        self._buffers = []

    def put(self, data: bytes) -> int:
        buffer = ctypes.create_string_buffer(data, len(data) + 1)
        self._buffers.append(buffer)
        return ctypes.addressof(buffer)

    def wrapper(self, fatbin_address: int) -> int:
        return self.put(struct.pack("<IIQQ", fatbin.WRAPPER_MAGIC, 1, fatbin_address, 0))


@pytest.fixture
def memory() -> InMemory:
    return InMemory()


@pytest.fixture
def registered():
    """Registrations into the process-wide table, removed again afterwards."""
    handles = []

    def register(handle: int, wrapper_address: int) -> fatbin.RegisteredFatbin:
        handles.append(handle)
        return fatbin.REGISTERED.add_fatbin(handle, wrapper_address)

    yield register
    for handle in handles:
        fatbin.REGISTERED.remove_fatbin(handle)


def test_images_in_memory_are_told_apart_and_copied(memory):
    data = fatbin_bytes()
    image = memory.put(data)
    wrapper = memory.wrapper(image)
    text = memory.put(PTX)
    assert [fatbin.kind_at(a) for a in (wrapper, image, text)] == ["wrapper", "fatbin", "other"]
    assert fatbin.kind_at(memory.put(b"\x7fELF" + b"\0" * 60)) == "elf"
    assert fatbin.unwrap(wrapper) == image and fatbin.unwrap(image) == image
    assert fatbin.fatbin_at(image) == data
    assert fatbin.registered_fatbin_at(wrapper) == data
    (entry,) = fatbin.parse(fatbin.fatbin_at(image))
    assert (entry.kind, entry.arch_name, entry.ptx_version, entry.kernels()) == ("ptx", "compute_80", "8.0", ["bump"])


def test_bad_images_in_memory_are_named(memory):
    image = memory.put(fatbin_bytes())
    with pytest.raises(fatbin.FatbinError, match=f"no registration wrapper at {image:#x}: magic 0xba55ed50"):
        fatbin.registered_fatbin_at(image)
    with pytest.raises(fatbin.FatbinError, match="fatCubin is NULL"):
        fatbin.registered_fatbin_at(0)
    empty_wrapper = memory.wrapper(0)
    with pytest.raises(fatbin.FatbinError, match=f"wrapper at {empty_wrapper:#x} points to no fatbin"):
        fatbin.unwrap(empty_wrapper)
    text = memory.put(PTX)
    with pytest.raises(fatbin.FatbinError, match=f"no fatbin at {text:#x}"):
        fatbin.fatbin_at(text)


def test_registration_table_indexes_kernels_and_variables(memory):
    table = fatbin.Registrations()
    wrapper = memory.wrapper(memory.put(fatbin_bytes()))
    first = table.add_fatbin(0x100, wrapper)
    assert first.data == fatbin_bytes() and first.problem == ""
    table.add_function(0x100, 0xA0, "bump")
    table.add_variable(0x100, 0xB0, "counter", "var", 0, 4, False, False)
    table.add_function(0x999, 0xC0, "nobody")   # an unknown handle registers nothing
    assert table.fatbin(0x100) is first
    assert table.function(0xA0) == (first, "bump") and table.function(0xC0) is None
    assert table.variable(0xB0) == (first, "counter")
    assert first.functions == {0xA0: "bump"}
    assert first.variables == [{"kind": "var", "host": 0xB0, "name": "counter", "ext": 0, "size": 4,
                                "constant": False, "global": False}]
    # a later registration of the same stub takes it over; removing the first keeps it
    second = table.add_fatbin(0x200, wrapper)
    table.add_function(0x200, 0xA0, "bump")
    assert table.remove_fatbin(0x100) is first
    assert table.function(0xA0) == (second, "bump")
    assert table.variable(0xB0) is None and table.fatbin(0x100) is None
    assert table.remove_fatbin(0x100) is None
    assert table.history() == [first, second]


def test_registration_table_keeps_legacy_texture_and_surface_references(memory):
    """__cudaRegisterTexture/Surface of old binaries: the host reference names the module's
    .texref/.surfref; unregistering the fatbin forgets it."""
    table = fatbin.Registrations()
    wrapper = memory.wrapper(memory.put(fatbin_bytes()))
    record = table.add_fatbin(0x100, wrapper)
    table.add_reference(0x100, 0xD0, "tex", "texture", 2, True, 0)
    table.add_reference(0x100, 0xD8, "surf", "surface", 2, False, 0)
    table.add_reference(0x999, 0xE0, "nobody", "texture", 1, False, 0)   # an unknown handle registers nothing
    assert table.reference(0xD0) == (record, "tex") and table.reference(0xD8) == (record, "surf")
    assert table.reference(0xE0) is None and table.variable(0xD0) is None
    assert record.references[0] == {"kind": "texture", "host": 0xD0, "name": "tex", "dim": 2, "normalized": True,
                                    "ext": 0}
    table.remove_fatbin(0x100)
    assert table.reference(0xD0) is None


def test_unreadable_registration_fails_the_launch_with_its_reason(memory):
    table = fatbin.Registrations()
    not_a_wrapper = memory.put(PTX)
    broken = table.add_fatbin(0x100, not_a_wrapper)
    assert broken.data == b"" and f"no registration wrapper at {not_a_wrapper:#x}" in broken.problem
    with pytest.raises(CudaError, match="the registered fatbin could not be read: .*no registration wrapper") as exc:
        modules.ModuleTable().module_of_registered(broken)
    assert exc.value.status == "cudaErrorInvalidKernelImage"


def test_runtime_finds_registered_kernels_and_variables(memory, registered):
    image = memory.put(fatbin_bytes())
    wrapper = memory.wrapper(image)
    record = registered(0x7D000040, wrapper)
    fatbin.REGISTERED.add_function(0x7D000040, 0x7D001000, "bump")
    fatbin.REGISTERED.add_variable(0x7D000040, 0x7D002000, "counter", "var", 0, 4, False, False)
    table = modules.ModuleTable()
    kernel = table.kernel_for(0x7D001000)
    assert kernel.name == "bump" and kernel.module.origin == f"fatbin@{wrapper:#x}:compute_80"
    assert table.module_of_registered(record) is kernel.module   # parsed once per fatbin
    address, size = table.symbol(0x7D002000)
    assert address and size == 4
    with pytest.raises(CudaError, match="0x7d003000 is not a registered kernel"):
        table.kernel_for(0x7D003000)
    with pytest.raises(CudaError, match="0x7d003000 is not a registered device variable"):
        table.symbol(0x7D003000)


def test_module_images_by_address(memory):
    image = memory.put(fatbin_bytes())
    assert modules.module_from_address(image).origin == f"fatbin@{image:#x}:compute_80"
    assert modules.module_from_address(memory.wrapper(image)).origin == f"fatbin@{image:#x}:compute_80"
    text = memory.put(PTX)
    module = modules.module_from_address(text)
    assert (module.origin, module.ptx_text) == (f"ptx@{text:#x}", PTX.decode())
    failures = {
        0: ("cudaErrorInvalidValue", "image is NULL"),
        memory.put(b"\x7fELF" + b"\0" * 60): ("cudaErrorNoKernelImageForDevice", "cubin"),
        memory.wrapper(0): ("cudaErrorInvalidKernelImage", "points to no fatbin"),
        memory.put(fatbin_with_entries_size(40)): ("cudaErrorInvalidKernelImage",
                                                   "truncated entry header at offset 16"),
        memory.put(fatbin_bytes(version=(9, 9))): ("cudaErrorNoKernelImageForDevice", "up to ISA"),
    }
    for address, (status, detail) in failures.items():
        with pytest.raises(CudaError, match=detail) as exc:
            modules.module_from_address(address)
        assert exc.value.status == status


def test_driver_modules_load_and_unload(memory):
    table = modules.ModuleTable()
    handle = table.load_data(memory.put(PTX))
    kernel = table.kernel_of_handle(table.kernel_handle(table.module_of(handle).kernel("bump")))
    assert kernel.name == "bump"
    table.unload(handle)
    for lookup in (table.module_of, table.unload):
        with pytest.raises(CudaError, match=f"module {handle:#x} does not exist"):
            lookup(handle)
    with pytest.raises(CudaError, match="does not exist"):
        table.kernel_of_handle(table.kernel_handle(kernel) + 1)
    with pytest.raises(CudaError, match="cudaErrorInvalidPtx"):
        table.load_data(memory.put(b".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry x( {"))


BIG_GLOBAL = """.version 8.0
.target sm_80
.address_size 64
.global .align 4 .b8 big[4294967296];
.visible .entry k()
{
    ret;
}
"""

# in a child process whose address space is limited, so the 4 GiB variable cannot exist
OUT_OF_MEMORY_CHILD = f"""
import resource, sys
from zluda.runtime import modules
from zluda.runtime.errors import CudaError
module = modules.Module({BIG_GLOBAL!r}, "big.ptx")
resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
try:
    module.validate()
except CudaError as exc:
    print(exc.status, "|", exc)
"""


def test_a_module_variable_larger_than_memory_is_out_of_memory_at_load():
    """cuModuleLoadData of a module whose 4 GiB .global does not fit: CUDA's out-of-memory
    status naming the variable (it was a bare MemoryError reported as invalid PTX)."""
    done = subprocess.run([sys.executable, "-c", OUT_OF_MEMORY_CHILD], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    status, message = done.stdout.strip().split(" | ", 1)
    assert status == "cudaErrorMemoryAllocation"
    assert "module variable big (4294967296 bytes) does not fit" in message


def test_ptx_version_is_the_target_the_code_was_written_for():
    """cudaFuncAttributes.ptxVersion is the module's `.target` (what NVIDIA's driver answers
    for JIT-compiled PTX): cub picks its tile sizes on the host by it, and a different
    answer made its radix sort run sm_30 device code with another policy's block size."""
    assert modules.Module(PTX.decode()).ptx_version() == 80
    old = PTX.decode().replace(".target sm_80", ".target sm_30, texmode_independent")
    assert modules.Module(old).ptx_version() == 30
    assert modules.Module(PTX.decode().replace(".target sm_80", ".target sm_90a")).ptx_version() == 90


REFUSED_TXQ = """.version 8.0
.target sm_80
.address_size 64
.func (.reg .b32 r) mode(.reg .b64 t)
{
    txq.filter_mode.b32 r, [t];
    ret;
}
.visible .entry through_call(.param .u64 t)
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [t];
    call (%r1), mode, (%rd1);
    ret;
}
.visible .entry width_only(.param .u64 t)
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [t];
    txq.width.b32 %r1, [%rd1];
    ret;
}
"""


def test_queries_nvidia_refuses_fail_where_the_h200_fails():
    """The H200's JIT refuses txq's sampler and format queries when it compiles the kernel
    (the module loads; the kernel, also one reaching the query through a call, is missing)
    and suq's format queries when it loads the module (texture_queries_gpu_stdout.txt)."""
    module = modules.Module(REFUSED_TXQ, "q.ptx")
    module.validate()
    assert module.kernel("width_only").name == "width_only"
    with pytest.raises(CudaError, match=r"cudaErrorInvalidDeviceFunction: kernel 'through_call' is not in the "
                                        r"module: q.ptx:6:5: txq.filter_mode.b32: NVIDIA's JIT compiler refuses"):
        module.kernel("through_call")
    refused_suq = REFUSED_TXQ.replace("txq.filter_mode", "suq.array_size")
    with pytest.raises(CudaError, match=r"cudaErrorNotSupported: q.ptx:6:5: suq.array_size.b32"):
        modules.Module(refused_suq, "q.ptx").validate()
    assert modules.Module(REFUSED_TXQ.replace("txq.filter_mode", "suq.width"), "q.ptx").kernel("through_call")
