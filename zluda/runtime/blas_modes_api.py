"""cuBLAS handle settings that steer how the GPU computes rather than what: the SM count
target, the floating-point emulation settings of CUDA 13 (strategy, special values, the
fixed-point mantissa controls), the logger, and cublasXerbla.

The CPU device computes every product in the requested precision without emulation, so
these settings change no result here: they are checked as cuBLAS checks them, kept per
handle and reported back as set, which is what a program that sets and reads them sees.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from .blas_api import INVALID_ENUM, LIB, address, ffi, handle_of, pointer_arg, xerbla
from .enums import enum_name, enum_value
from .errors import CudaError
from .state import api


@dataclass
class EmulationSettings:
    """A handle's emulation settings, as a new cuBLAS handle reports them."""
    strategy: str = "CUBLAS_EMULATION_STRATEGY_DEFAULT"
    special_values: int = 0xFFFF   # CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT
    mantissa_control: str = "CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC"
    max_mantissa_bits: int = 0
    mantissa_bit_offset: int = 0
    mantissa_bit_count_pointer: int = 0
    sm_count_target: int = 0   # 0: all the device's SMs


_settings: dict[int, EmulationSettings] = {}
_lock = threading.Lock()


def settings_of(handle) -> EmulationSettings:
    handle_of(handle)   # NOT_INITIALIZED for a handle that is not one
    with _lock:
        return _settings.setdefault(address(handle), EmulationSettings())


def _out(pointer, argument: str):
    pointer_arg(pointer, argument)
    return pointer


@api(LIB, "cublasSetSmCountTarget")
def set_sm_count_target(handle, smCountTarget):
    if smCountTarget < 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"smCountTarget={smCountTarget}")
    settings_of(handle).sm_count_target = int(smCountTarget)


@api(LIB, "cublasGetSmCountTarget")
def get_sm_count_target(handle, smCountTarget):
    _out(smCountTarget, "smCountTarget")[0] = settings_of(handle).sm_count_target


@api(LIB, "cublasSetEmulationStrategy")
def set_emulation_strategy(handle, emulationStrategy):
    settings_of(handle).strategy = enum_name("cublasEmulationStrategy_t", emulationStrategy, INVALID_ENUM,
                                             "emulationStrategy")


@api(LIB, "cublasGetEmulationStrategy")
def get_emulation_strategy(handle, emulationStrategy):
    _out(emulationStrategy, "emulationStrategy")[0] = enum_value("cublasEmulationStrategy_t",
                                                                 settings_of(handle).strategy)


# every combination of the INFINITY and NAN bits, or DEFAULT
SPECIAL_VALUE_BITS = 0x3


@api(LIB, "cublasSetEmulationSpecialValuesSupport")
def set_emulation_special_values(handle, mask):
    value = int(mask)
    if value != enum_value("cudaEmulationSpecialValuesSupport", "CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT") \
            and value & ~SPECIAL_VALUE_BITS:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"mask={value:#x}")
    settings_of(handle).special_values = value


@api(LIB, "cublasGetEmulationSpecialValuesSupport")
def get_emulation_special_values(handle, mask):
    _out(mask, "mask")[0] = settings_of(handle).special_values


@api(LIB, "cublasSetFixedPointEmulationMantissaControl")
def set_mantissa_control(handle, mantissaControl):
    settings_of(handle).mantissa_control = enum_name("cudaEmulationMantissaControl", mantissaControl,
                                                     INVALID_ENUM, "mantissaControl")


@api(LIB, "cublasGetFixedPointEmulationMantissaControl")
def get_mantissa_control(handle, mantissaControl):
    _out(mantissaControl, "mantissaControl")[0] = enum_value("cudaEmulationMantissaControl",
                                                             settings_of(handle).mantissa_control)


@api(LIB, "cublasSetFixedPointEmulationMaxMantissaBitCount")
def set_max_mantissa_bits(handle, maxMantissaBitCount):
    if maxMantissaBitCount < 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"maxMantissaBitCount={maxMantissaBitCount}")
    settings_of(handle).max_mantissa_bits = int(maxMantissaBitCount)


@api(LIB, "cublasGetFixedPointEmulationMaxMantissaBitCount")
def get_max_mantissa_bits(handle, maxMantissaBitCount):
    _out(maxMantissaBitCount, "maxMantissaBitCount")[0] = settings_of(handle).max_mantissa_bits


@api(LIB, "cublasSetFixedPointEmulationMantissaBitOffset")
def set_mantissa_bit_offset(handle, mantissaBitOffset):
    settings_of(handle).mantissa_bit_offset = int(mantissaBitOffset)


@api(LIB, "cublasGetFixedPointEmulationMantissaBitOffset")
def get_mantissa_bit_offset(handle, mantissaBitOffset):
    _out(mantissaBitOffset, "mantissaBitOffset")[0] = settings_of(handle).mantissa_bit_offset


@api(LIB, "cublasSetFixedPointEmulationMantissaBitCountPointer")
def set_mantissa_bit_count_pointer(handle, mantissaBitCount):
    settings_of(handle).mantissa_bit_count_pointer = address(mantissaBitCount)


@api(LIB, "cublasGetFixedPointEmulationMantissaBitCountPointer")
def get_mantissa_bit_count_pointer(handle, mantissaBitCount):
    _out(mantissaBitCount, "mantissaBitCount")[0] = ffi().cast("int *", settings_of(handle).mantissa_bit_count_pointer)


# --- the logger --------------------------------------------------------------------------
@dataclass
class Logger:
    """cublasLoggerConfigure's settings and the user's callback; cuBLAS logs each API call
    through them. The CPU device's calls are traced by `zluda trace` instead, so nothing is
    logged here: the settings are kept and the callback handed back as set."""
    on: bool = False
    to_stdout: bool = False
    to_stderr: bool = False
    file_name: str = ""
    callback: object = field(default=None)


LOGGER = Logger()


@api(LIB, "cublasLoggerConfigure")
def logger_configure(logIsOn, logToStdOut, logToStdErr, logFileName):
    name = ffi().string(logFileName).decode(errors="replace") if address(logFileName) else ""
    LOGGER.on, LOGGER.to_stdout, LOGGER.to_stderr, LOGGER.file_name = bool(logIsOn), bool(logToStdOut), \
        bool(logToStdErr), name


@api(LIB, "cublasSetLoggerCallback")
def set_logger_callback(userCallback):
    LOGGER.callback = userCallback


@api(LIB, "cublasGetLoggerCallback")
def get_logger_callback(userCallback):
    _out(userCallback, "userCallback")[0] = LOGGER.callback if LOGGER.callback is not None else ffi().NULL


@api(LIB, "cublasXerbla")
def report_illegal_argument(srName, info):
    """cuBLAS's report of an illegal argument, printed as its routines print it."""
    xerbla(ffi().string(srName).decode(errors="replace") if address(srName) else "", int(info))
