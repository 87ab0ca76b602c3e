"""Tensor maps (cuTensorMapEncodeTiled/Im2col/Im2colWide, cuTensorMapReplaceAddress): the
128-byte descriptors of TMA copies, validated as cuda.h states the rules and encoded.

A CUtensorMap is opaque: the encoding here is this device's own (LAYOUT below), made so
that the translator's bulk tensor copies can read every field back. Every rule of
cuda.h's parameter lists is a check (RULES of each function, in cuda.h's order); a
descriptor is written only when all pass, so a refused call leaves the map untouched.
cuda.h says cuTensorMapEncodeIm2colWide needs compute capability 10.0; the H200 (9.0)
encodes such a map all the same, and so does this device.
"""

from __future__ import annotations

import struct

from .driver_impl import require_context
from .errors import CudaError
from .state import address, api, ffi

DRV = "cuda"
BAD = "CUDA_ERROR_INVALID_VALUE"
# cuda.h asks for a 64-byte aligned map, the H200 encodes into a 16-byte aligned one
MAP_BYTES, MAP_ALIGN = 128, 16
MAX_RANK = 5

# CUtensorMapDataType -> bits one element takes in global memory
ELEMENT_BITS = {0: 8, 1: 16, 2: 32, 3: 32, 4: 64, 5: 64, 6: 16, 7: 32, 8: 64, 9: 16, 10: 32, 11: 32, 12: 32,
                13: 4, 14: 8, 15: 8}
FLOATS = {6, 7, 8, 9, 10, 11, 12}
U4_ALIGN8B, U4_ALIGN16B, U6_ALIGN16B = 13, 14, 15
ALIGN16B = {U4_ALIGN16B, U6_ALIGN16B}
INTERLEAVE_NONE, INTERLEAVE_32B = 0, 2
INTERLEAVES = range(3)
SWIZZLE_NONE, SWIZZLE_32B = 0, 1
SWIZZLE_SPAN = {0: None, 1: 32, 2: 64, 3: 128, 4: 128, 5: 128, 6: 128}   # bytes of the inner box dimension
SWIZZLES_OF = {U6_ALIGN16B: {0, 3, 4, 6}, U4_ALIGN16B: {0, 3, 4}}
L2_PROMOTIONS = range(4)
OOB_NAN_FILL = 1
OOB_FILLS = range(2)
WIDE_MODES = range(2)
# im2col: the signed range of the pixel box corners, by rank
CORNER_RANGE = {3: 32768, 4: 128, 5: 16}

KIND_TILED, KIND_IM2COL, KIND_IM2COL_WIDE = 1, 2, 3
# address, magic, kind, data type, rank, interleave, swizzle, L2 promotion, OOB fill, wide mode,
# globalDim - 1 (5 x u32), globalStrides (4 x u64), boxDim - 1 (5 x u8), elementStrides (5 x u8),
# lower/upper pixel box corners (3 + 3 x i16), channelsPerPixel - 1 (u8), pixelsPerColumn (u16)
LAYOUT = struct.Struct("<Q4sBBBBBBBB5I4Q5B5B3h3hBH")
MAGIC = b"ZTMA"
assert LAYOUT.size <= MAP_BYTES


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise CudaError(BAD, what)


def _array(pointer, count: int, what: str) -> list[int]:
    _require(count == 0 or pointer != ffi(DRV).NULL, f"{what} is NULL")
    return [int(pointer[i]) for i in range(count)]


def _common(tensorMap, dtype: int, rank: int, global_address: int, dims, strides, element_strides,
            interleave: int, swizzle: int, l2: int, oob: int, inner_bytes: float) -> None:
    """The rules the three encodings share (cuda.h lists them alike)."""
    _require(tensorMap != ffi(DRV).NULL and address(ffi(DRV), tensorMap) % MAP_ALIGN == 0,
             f"tensorMap is NULL or not {MAP_ALIGN}-byte aligned")
    _require(dtype in ELEMENT_BITS, f"tensorDataType {dtype}")
    _require(interleave in INTERLEAVES, f"interleave {interleave}")
    _require(swizzle in SWIZZLE_SPAN, f"swizzle {swizzle}")
    _require(l2 in L2_PROMOTIONS, f"l2Promotion {l2}")
    _require(oob in OOB_FILLS, f"oobFill {oob}")
    _require(interleave == INTERLEAVE_NONE or rank >= 3, "an interleaved layout needs tensorRank >= 3")
    wide = interleave == INTERLEAVE_32B or dtype in ALIGN16B
    _require(global_address % (32 if wide else 16) == 0, f"globalAddress {global_address:#x} is misaligned")
    _require(all(1 <= d <= 1 << 32 for d in dims), f"globalDim {dims}: each in 1..2^32")
    _require(dtype not in ALIGN16B or dims[0] % 128 == 0, "globalDim[0] of a 16-byte-aligned packed type is a multiple of 128")
    _require(dtype != U4_ALIGN8B or dims[0] % 2 == 0, "globalDim[0] of 16U4_ALIGN8B is even")
    _require(all(s % (32 if wide else 16) == 0 and s < 1 << 40 for s in strides),
             f"globalStrides {strides}: multiples of {32 if wide else 16} below 2^40")
    _require(all(1 <= e <= 8 for e in element_strides), f"elementStrides {element_strides}: each in 1..8")
    _require(interleave != INTERLEAVE_32B or swizzle == SWIZZLE_32B, "INTERLEAVE_32B needs SWIZZLE_32B")
    _require(dtype != U6_ALIGN16B or interleave == INTERLEAVE_NONE, "16U6_ALIGN16B needs INTERLEAVE_NONE")
    _require(swizzle in SWIZZLES_OF.get(dtype, SWIZZLE_SPAN), f"swizzle {swizzle} for tensorDataType {dtype}")
    span = SWIZZLE_SPAN[swizzle]
    _require(interleave != INTERLEAVE_NONE or span is None or inner_bytes <= span,
             f"the box's inner dimension ({inner_bytes:g} bytes) exceeds the swizzle span of {span}")
    _require(oob != OOB_NAN_FILL or dtype in FLOATS, "the NaN out-of-bounds fill needs a floating-point type")


def _write(tensorMap, fields: dict) -> None:
    rank = fields["rank"]
    pad = lambda values, n, fill=0: list(values) + [fill] * (n - len(values))   # noqa: E731
    packed = LAYOUT.pack(
        fields["address"], MAGIC, fields["kind"], fields["dtype"], rank, fields["interleave"], fields["swizzle"],
        fields["l2"], fields["oob"], fields.get("mode", 0),
        *pad([d - 1 for d in fields["dims"]], MAX_RANK), *pad(fields["strides"], MAX_RANK - 1),
        *pad([b - 1 for b in fields.get("box", [])], MAX_RANK), *pad(fields["element_strides"], MAX_RANK),
        *pad(fields.get("lower", []), 3), *pad(fields.get("upper", []), 3),
        fields.get("channels", 1) - 1, fields.get("pixels", 0))
    ffi(DRV).memmove(tensorMap, packed.ljust(MAP_BYTES, b"\0"), MAP_BYTES)


def _shape(rank: int, globalDim, globalStrides, elementStrides, ranks: range):
    _require(rank in ranks, f"tensorRank {rank} (must be {ranks.start}..{ranks.stop - 1})")
    return (_array(globalDim, rank, "globalDim"), _array(globalStrides, rank - 1, "globalStrides"),
            _array(elementStrides, rank, "elementStrides"))


@api(DRV, "cuTensorMapEncodeTiled")
def cu_tensor_map_encode_tiled(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                               boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill):
    require_context()
    dims, strides, element_strides = _shape(tensorRank, globalDim, globalStrides, elementStrides, range(1, 6))
    box = _array(boxDim, tensorRank, "boxDim")
    _require(all(1 <= b <= 256 for b in box), f"boxDim {box}: each in 1..256")
    bits = ELEMENT_BITS.get(tensorDataType, 8)
    inner = box[0] * bits / 8
    _require(interleave != INTERLEAVE_NONE or inner % 16 == 0, f"boxDim[0] spans {inner:g} bytes, not a multiple of 16")
    _require(tensorDataType not in ALIGN16B or box[0] == 128, "boxDim[0] of a 16-byte-aligned packed type is 128")
    where = address(ffi(DRV), globalAddress)
    _common(tensorMap, tensorDataType, tensorRank, where, dims, strides, element_strides, interleave, swizzle,
            l2Promotion, oobFill, inner)
    _write(tensorMap, {"kind": KIND_TILED, "address": where, "dtype": tensorDataType, "rank": tensorRank,
                       "interleave": interleave, "swizzle": swizzle, "l2": l2Promotion, "oob": oobFill,
                       "dims": dims, "strides": strides, "box": box, "element_strides": element_strides})


def _pixels(tensorDataType: int, channelsPerPixel: int, pixelsPerColumn: int, check_pixels: bool) -> float:
    _require(1 <= channelsPerPixel <= 256, f"channelsPerPixel {channelsPerPixel}: 1..256")
    _require(tensorDataType not in ALIGN16B or channelsPerPixel == 128,
             "channelsPerPixel of a 16-byte-aligned packed type is 128")
    _require(not check_pixels or 1 <= pixelsPerColumn <= 1024, f"pixelsPerColumn {pixelsPerColumn}: 1..1024")
    return channelsPerPixel * ELEMENT_BITS.get(tensorDataType, 8) / 8


@api(DRV, "cuTensorMapEncodeIm2col")
def cu_tensor_map_encode_im2col(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                                pixelBoxLowerCorner, pixelBoxUpperCorner, channelsPerPixel, pixelsPerColumn,
                                elementStrides, interleave, swizzle, l2Promotion, oobFill):
    require_context()
    dims, strides, element_strides = _shape(tensorRank, globalDim, globalStrides, elementStrides, range(3, 6))
    lower = _array(pixelBoxLowerCorner, tensorRank - 2, "pixelBoxLowerCorner")
    upper = _array(pixelBoxUpperCorner, tensorRank - 2, "pixelBoxUpperCorner")
    reach = CORNER_RANGE[tensorRank]
    _require(all(-reach <= c < reach for c in lower + upper),
             f"pixel box corners {lower} {upper}: each in [-{reach}, {reach - 1}] for rank {tensorRank}")
    inner = _pixels(tensorDataType, channelsPerPixel, pixelsPerColumn, check_pixels=True)
    where = address(ffi(DRV), globalAddress)
    _common(tensorMap, tensorDataType, tensorRank, where, dims, strides, element_strides, interleave, swizzle,
            l2Promotion, oobFill, inner)
    _write(tensorMap, {"kind": KIND_IM2COL, "address": where, "dtype": tensorDataType, "rank": tensorRank,
                       "interleave": interleave, "swizzle": swizzle, "l2": l2Promotion, "oob": oobFill,
                       "dims": dims, "strides": strides, "element_strides": element_strides,
                       "lower": lower, "upper": upper, "channels": channelsPerPixel, "pixels": pixelsPerColumn})


@api(DRV, "cuTensorMapEncodeIm2colWide")
def cu_tensor_map_encode_im2col_wide(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                                     pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth, channelsPerPixel,
                                     pixelsPerColumn, elementStrides, interleave, mode, swizzle, l2Promotion, oobFill):
    require_context()   # cuda.h asks for compute capability 10.0, the H200 (9.0) encodes the map all the same
    dims, strides, element_strides = _shape(tensorRank, globalDim, globalStrides, elementStrides, range(3, 6))
    corners = [pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth]
    _require(all(-32768 <= c <= 32767 for c in corners), f"pixel box width corners {corners}: each in [-32768, 32767]")
    _require(mode in WIDE_MODES, f"mode {mode}")
    inner = _pixels(tensorDataType, channelsPerPixel, pixelsPerColumn, check_pixels=mode == 0)
    where = address(ffi(DRV), globalAddress)
    _common(tensorMap, tensorDataType, tensorRank, where, dims, strides, element_strides, interleave, swizzle,
            l2Promotion, oobFill, inner)
    _write(tensorMap, {"kind": KIND_IM2COL_WIDE, "address": where, "dtype": tensorDataType, "rank": tensorRank,
                       "interleave": interleave, "swizzle": swizzle, "l2": l2Promotion, "oob": oobFill,
                       "mode": mode, "dims": dims, "strides": strides, "element_strides": element_strides,
                       "lower": [pixelBoxLowerCornerWidth], "upper": [pixelBoxUpperCornerWidth],
                       "channels": channelsPerPixel, "pixels": pixelsPerColumn})


def decode(raw: bytes) -> dict:
    """The fields of an encoded tensor map (for the translator's bulk tensor copies and tests)."""
    values = LAYOUT.unpack_from(raw)
    if values[1] != MAGIC:
        raise CudaError(BAD, "not a tensor map encoded by cuTensorMapEncode*")
    names = ("address", "magic", "kind", "dtype", "rank", "interleave", "swizzle", "l2", "oob", "mode")
    fields = dict(zip(names, values[:10]))
    rank, rest = fields["rank"], values[10:]
    fields["dims"] = [d + 1 for d in rest[0:5]][:rank]
    fields["strides"] = list(rest[5:9])[:rank - 1]
    fields["box"] = [b + 1 for b in rest[9:14]][:rank]
    fields["element_strides"] = list(rest[14:19])[:rank]
    return fields


@api(DRV, "cuTensorMapReplaceAddress")
def cu_tensor_map_replace_address(tensorMap, globalAddress):
    require_context()
    f = ffi(DRV)
    _require(tensorMap != f.NULL and address(f, tensorMap) % MAP_ALIGN == 0, f"tensorMap is NULL or not {MAP_ALIGN}-byte aligned")
    raw = bytes(f.buffer(f.cast("char *", tensorMap), MAP_BYTES))
    fields = decode(raw)
    where = address(f, globalAddress)
    wide = fields["interleave"] == INTERLEAVE_32B or fields["dtype"] in ALIGN16B
    _require(where % (32 if wide else 16) == 0, f"globalAddress {where:#x} is misaligned")
    f.memmove(tensorMap, struct.pack("<Q", where), 8)
