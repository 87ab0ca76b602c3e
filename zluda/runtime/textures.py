"""CUDA arrays, texture objects and surface objects on the CPU device.

A CUDA array is device memory (MEMORY's table, so copies validate it and cudaMemGetInfo
counts it) laid out densely: rows of width texels, height rows per slice, one slice per
depth step, layer or cube face. Its handle is the address of a small tag of its own, so
the program never holds the storage's address (cudaFree refuses an array, as NVIDIA's
runtime does).

A texture or surface object's 64-bit handle is the address of a `ZtObject`: the record
the translated kernels' fetch functions read (zluda/cpu/texture.c declares the same
layout). The runtime and driver APIs (texture_api.py) describe resources and samplers in
their own structs; both end here as `Resource` and `Sampler`.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass, field

from .errors import CudaError
from .state import MEMORY

# channel kinds, as cudaChannelFormatKind numbers them; the driver's CUarray_format maps here
SIGNED, UNSIGNED, FLOAT = 0, 1, 2
ADDRESS_MODES = ("wrap", "clamp", "mirror", "border")

# txq / suq query numbers shared with texture.c (OP query field) and the translator
QUERIES = ("width", "height", "depth", "channel_data_type", "channel_order", "normalized_coords",
           "filter_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2", "array_size",
           "num_mipmap_levels", "num_samples", "memory_layout", "force_unnormalized_coords")

# txq.channel_data_type / channel_order answer with OpenCL's codes, as the PTX ISA says
CHANNEL_DATA_TYPE = {(SIGNED, 1, True): 0x10D0, (SIGNED, 2, True): 0x10D1, (UNSIGNED, 1, True): 0x10D2,
                     (UNSIGNED, 2, True): 0x10D3, (SIGNED, 1, False): 0x10D7, (SIGNED, 2, False): 0x10D8,
                     (SIGNED, 4, False): 0x10D9, (UNSIGNED, 1, False): 0x10DA, (UNSIGNED, 2, False): 0x10DB,
                     (UNSIGNED, 4, False): 0x10DC, (FLOAT, 2, False): 0x10DD, (FLOAT, 4, False): 0x10DE}
CHANNEL_ORDER = {1: 0x10B0, 2: 0x10B2, 4: 0x10B5}
SURFACE_QUERY = 15   # the last query slot: whether the object is a surface (istypep)

# cudaArray flags (driver_types.h; CUDA_ARRAY3D_* have the same values)
ARRAY_LAYERED, ARRAY_SURFACE_LDST, ARRAY_CUBEMAP, ARRAY_TEXTURE_GATHER = 0x01, 0x02, 0x04, 0x08
KNOWN_ARRAY_FLAGS = 0x01 | 0x02 | 0x04 | 0x08 | 0x10 | 0x20 | 0x40 | 0x80


class ZtObject(ctypes.Structure):
    """`zt_object` of zluda/cpu/texture.c, field for field."""
    _fields_ = [("base", ctypes.c_void_p), ("pitch", ctypes.c_int64), ("slice", ctypes.c_int64),
                ("width", ctypes.c_int32), ("height", ctypes.c_int32), ("depth", ctypes.c_int32),
                ("layers", ctypes.c_int32), ("channels", ctypes.c_int32), ("channel_bytes", ctypes.c_int32),
                ("kind", ctypes.c_int32), ("texel_bytes", ctypes.c_int32), ("address", ctypes.c_int32 * 3),
                ("filter", ctypes.c_int32), ("normalized_read", ctypes.c_int32),
                ("normalized_coords", ctypes.c_int32), ("srgb", ctypes.c_int32), ("linear", ctypes.c_int32),
                ("border", ctypes.c_float * 4), ("queries", ctypes.c_int32 * 16), ("levels", ctypes.c_int32),
                ("mipmap_linear", ctypes.c_int32), ("level_bias", ctypes.c_float), ("level_min", ctypes.c_float),
                ("level_max", ctypes.c_float), ("level", ctypes.c_void_p)]


@dataclass(frozen=True)
class Format:
    """A texel format: channels of one size and kind (CUDA arrays allow nothing else)."""
    kind: int
    channels: int
    channel_bytes: int

    @property
    def texel_bytes(self) -> int:
        return self.channels * self.channel_bytes

    @staticmethod
    def from_channel_desc(x: int, y: int, z: int, w: int, kind: int, what: str) -> "Format":
        used = []
        for bits in (x, y, z, w):
            if bits == 0:
                break
            used.append(bits)
        count = len(used)
        if count not in (1, 2, 4) or any((x, y, z, w)[count:]) or len(set(used)) != 1 \
                or used[0] not in (8, 16, 32) or kind not in (SIGNED, UNSIGNED, FLOAT) \
                or (kind == FLOAT and used[0] == 8):
            raise CudaError("cudaErrorInvalidChannelDescriptor",
                            f"{what}: channels of {x},{y},{z},{w} bits, kind {kind}")
        return Format(kind, count, used[0] // 8)

    def channel_desc(self) -> tuple:
        bits = [self.channel_bytes * 8 if c < self.channels else 0 for c in range(4)]
        return (*bits, self.kind)


@dataclass
class CudaArray:
    handle: int
    storage: int            # device memory of MEMORY
    format: Format
    width: int
    height: int             # as created: 0 for a 1-D array
    depth: int              # as created: 0 unless 3-D, layered or cubemap
    flags: int
    _tag: ctypes.Array = field(repr=False, default=None)

    @property
    def pitch(self) -> int:
        return self.width * self.format.texel_bytes

    @property
    def rows(self) -> int:
        return max(self.height, 1)

    @property
    def slices(self) -> int:
        return max(self.depth, 1)

    @property
    def size(self) -> int:
        return self.pitch * self.rows * self.slices


@dataclass
class MipmappedArray:
    handle: int
    levels: list                # CudaArray of each level, level 0 first
    _tag: ctypes.Array = field(repr=False, default=None)


@dataclass
class Resource:
    """What a texture or surface reads: an array, a mipmapped array, 1-D linear memory or
    pitched 2-D memory."""
    kind: str                   # "array", "mipmapped", "linear", "pitch2d"
    array: CudaArray | None = None
    mipmapped: MipmappedArray | None = None
    pointer: int = 0
    format: Format | None = None
    width: int = 0
    height: int = 0
    pitch: int = 0


@dataclass
class Sampler:
    address: tuple = (1, 1, 1)  # cudaTextureAddressMode numbers
    linear: bool = False
    normalized_read: bool = False
    normalized_coords: bool = False
    srgb: bool = False
    border: tuple = (0.0, 0.0, 0.0, 0.0)
    mipmap_linear: bool = False
    level_bias: float = 0.0
    level_min: float = 0.0
    level_max: float = 0.0


@dataclass
class Object:
    record: ZtObject
    surface: bool
    resource: Resource
    saved: dict                 # the descriptors as the program gave them, by name: bytes
    levels: ctypes.Array | None = None   # the records of mipmap levels 1, 2, ...


class Textures:
    """Every array and object of the process, thread safe."""

    def __init__(self):
        self._arrays: dict[int, CudaArray] = {}
        self._objects: dict[int, Object] = {}
        self._mipmapped: dict[int, MipmappedArray] = {}
        self._lock = threading.Lock()

    # --- arrays ------------------------------------------------------------------
    def create_array(self, fmt: Format, width: int, height: int, depth: int, flags: int) -> int:
        if flags & ~KNOWN_ARRAY_FLAGS:
            raise CudaError("cudaErrorInvalidValue", f"array flags {flags:#x}")
        if width <= 0 or (depth and not height and not flags & ARRAY_LAYERED):
            raise CudaError("cudaErrorInvalidValue", f"array extent {width} x {height} x {depth}")
        if flags & ARRAY_CUBEMAP and (width != height or depth % 6 or (depth != 6 and not flags & ARRAY_LAYERED)):
            raise CudaError("cudaErrorInvalidValue", f"cubemap extent {width} x {height} x {depth}")
        tag = (ctypes.c_uint64 * 1)()
        arr = CudaArray(ctypes.addressof(tag), 0, fmt, width, height, depth, flags, tag)
        arr.storage = MEMORY.allocate(arr.size, "device")
        with self._lock:
            self._arrays[arr.handle] = arr
        return arr.handle

    def array(self, handle: int, what: str = "array") -> CudaArray:
        with self._lock:
            arr = self._arrays.get(handle)
        if arr is None:
            raise CudaError("cudaErrorInvalidResourceHandle" if handle else "cudaErrorInvalidValue",
                            f"{what} {handle:#x} is not a CUDA array")
        return arr

    def destroy_array(self, handle: int) -> None:
        if handle == 0:
            return
        arr = self.array(handle)
        with self._lock:
            del self._arrays[handle]
        MEMORY.free(arr.storage)

    def create_mipmapped(self, fmt: Format, width: int, height: int, depth: int, levels: int, flags: int) -> int:
        """A mipmapped array: level l is max(1, size >> l) along each axis the array has
        (layers and cube faces keep their count)."""
        layered = flags & (ARRAY_LAYERED | ARRAY_CUBEMAP)
        largest = max(width, height, 0 if layered else depth, 1)
        if levels <= 0 or levels > largest.bit_length():
            raise CudaError("cudaErrorInvalidValue", f"{levels} levels for a {width} x {height} x {depth} array")
        handles = []
        for level in range(levels):
            handles.append(self.create_array(fmt, max(width >> level, 1), height and max(height >> level, 1),
                                             depth if layered else (depth and max(depth >> level, 1)), flags))
        tag = (ctypes.c_uint64 * 1)()
        mip = MipmappedArray(ctypes.addressof(tag), [self.array(h) for h in handles], tag)
        with self._lock:
            self._mipmapped[mip.handle] = mip
        return mip.handle

    def mipmapped(self, handle: int, what: str = "mipmappedArray") -> MipmappedArray:
        with self._lock:
            mip = self._mipmapped.get(handle)
        if mip is None:
            raise CudaError("cudaErrorInvalidResourceHandle" if handle else "cudaErrorInvalidValue",
                            f"{what} {handle:#x} is not a mipmapped array")
        return mip

    def destroy_mipmapped(self, handle: int) -> None:
        if handle == 0:
            return
        mip = self.mipmapped(handle)
        with self._lock:
            del self._mipmapped[handle]
        for level in mip.levels:
            self.destroy_array(level.handle)

    def region(self, arr: CudaArray, x_bytes: int, y: int, z: int, width_bytes: int, height: int,
               depth: int, what: str) -> int:
        """The storage address of a box of `arr`, which must lie inside it."""
        if x_bytes + width_bytes > arr.pitch or y + height > arr.rows or z + depth > arr.slices:
            raise CudaError("cudaErrorInvalidValue",
                            f"{what}: {width_bytes} bytes x {height} x {depth} at ({x_bytes}, {y}, {z}) "
                            f"runs past the array's {arr.pitch} bytes x {arr.rows} x {arr.slices}")
        return arr.storage + z * arr.pitch * arr.rows + y * arr.pitch + x_bytes

    # --- objects -----------------------------------------------------------------
    @staticmethod
    def _fill(record: ZtObject, resource: Resource, arr: CudaArray | None, s: Sampler, surface: bool) -> Format:
        fmt = arr.format if arr is not None else resource.format
        record.channels, record.channel_bytes, record.kind = fmt.channels, fmt.channel_bytes, fmt.kind
        record.texel_bytes = fmt.texel_bytes
        if arr is not None:
            record.base, record.pitch = arr.storage, arr.pitch
            record.slice = arr.pitch * arr.rows
            record.width, record.height = arr.width, arr.rows
            layered = arr.flags & (ARRAY_LAYERED | ARRAY_CUBEMAP)
            record.depth = 1 if layered else arr.slices
            record.layers = arr.slices if layered else 0
        else:
            record.base, record.width = resource.pointer, resource.width
            record.height = resource.height if resource.kind == "pitch2d" else 1
            record.pitch = resource.pitch or resource.width * fmt.texel_bytes
            record.slice = record.pitch * record.height
            record.depth = 1
            record.linear = int(resource.kind == "linear")
        for axis in range(3):
            record.address[axis] = s.address[axis]
        record.filter = int(s.linear)
        record.normalized_read = int(s.normalized_read and fmt.kind != FLOAT)
        record.normalized_coords = int(s.normalized_coords)
        record.srgb = int(s.srgb)
        for c in range(4):
            record.border[c] = s.border[c]
        record.levels = 1
        height, depth = record.height, record.depth
        if arr is not None:
            # the H200 answers the extent as created: depth 0 for 1-D and 2-D arrays, the
            # layer count for layered ones; height 0 for a 1-D array, which txq says is 1
            height, depth = (arr.height if surface else arr.rows), arr.depth
        answers = {"width": record.width, "height": height, "depth": depth,
                   "channel_data_type": CHANNEL_DATA_TYPE.get(
                       (fmt.kind, fmt.channel_bytes, bool(record.normalized_read)), 0),
                   "channel_order": CHANNEL_ORDER.get(fmt.channels, 0),
                   "normalized_coords": record.normalized_coords, "filter_mode": record.filter,
                   "addr_mode_0": s.address[0], "addr_mode_1": s.address[1], "addr_mode_2": s.address[2],
                   "array_size": record.layers, "num_mipmap_levels": 1, "num_samples": 1,
                   "memory_layout": int(resource.kind not in ("array", "mipmapped"))}
        for q, name in enumerate(QUERIES):
            record.queries[q] = answers.get(name, 0)
        record.queries[SURFACE_QUERY] = int(surface)
        return fmt

    def create_object(self, resource: Resource, sampler: Sampler | None, saved: dict) -> int:
        record = ZtObject()
        s = sampler or Sampler()
        levels = None
        if resource.kind == "mipmapped":
            arrays = resource.mipmapped.levels
            self._fill(record, resource, arrays[0], s, sampler is None)
            levels = (ZtObject * max(len(arrays) - 1, 1))()
            for k, arr in enumerate(arrays[1:]):
                self._fill(levels[k], resource, arr, s, sampler is None)
            record.levels = len(arrays)
            record.level = ctypes.addressof(levels)
            record.mipmap_linear = int(s.mipmap_linear)
            record.level_bias, record.level_min, record.level_max = s.level_bias, s.level_min, s.level_max
            record.queries[QUERIES.index("num_mipmap_levels")] = len(arrays)
        else:
            self._fill(record, resource, resource.array if resource.kind == "array" else None, s, sampler is None)
        handle = ctypes.addressof(record)
        with self._lock:
            self._objects[handle] = Object(record, sampler is None, resource, saved, levels)
        return handle

    def object(self, handle: int, surface: bool) -> Object:
        with self._lock:
            obj = self._objects.get(handle)
        if obj is None or obj.surface != surface:
            raise CudaError("cudaErrorInvalidValue",
                            f"{handle:#x} is not a {'surface' if surface else 'texture'} object")
        return obj

    def destroy_object(self, handle: int, surface: bool) -> None:
        if handle == 0:
            return
        self.object(handle, surface)
        with self._lock:
            del self._objects[handle]


TEXTURES = Textures()
