"""Enum names and values from the API catalog (CUDA 13 headers), for decoding arguments
and statuses in the runtime, driver and BLAS implementations."""

from __future__ import annotations

import functools

from zluda.api import catalog as api_catalog

from .errors import CudaError


@functools.cache
def _catalog():
    return api_catalog.load(13)


def enum_names(enum_type: str) -> dict[int, str]:
    """value -> the first name the header gives it, for an enum type of the catalog."""
    return _catalog().enum_names(enum_type)


@functools.cache
def enum_values(enum_type: str) -> dict[str, int]:
    cat = _catalog()
    return dict(cat.enums[cat.enum_key(enum_type)].values)


def enum_name(enum_type: str, value: int, error_status: str, argument: str | None = None) -> str:
    """The name of an enum argument's `value`; a value the enum lacks is `error_status`,
    the calling library's own answer to it ("cudaErrorInvalidValue",
    "CUBLAS_STATUS_INVALID_VALUE"...), with `argument` named in its detail."""
    name = enum_names(enum_type).get(int(value))
    if name is None:
        raise CudaError(error_status, f"{argument + '=' if argument else ''}{value} is not a {enum_type}")
    return name


def enum_value(enum_type: str, name: str) -> int:
    return enum_values(enum_type)[name]
