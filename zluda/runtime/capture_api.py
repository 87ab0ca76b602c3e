"""Stream capture, runtime and driver API: the capture calls themselves, and every call
that submits work to a stream, as it behaves while that stream captures (graphs.py has the
rules).

Each call that can be captured is registered here over its plain implementation
(cudart_impl.py, driver_impl.py, mempool_api.py): on a stream that is not capturing it
calls that implementation, unchanged; on a capturing stream it adds the node the work
would have been and runs nothing. The "potentially unsafe" calls (an allocation, a
synchronous copy, a synchronisation) first ask whether a capture forbids them to this
thread. While any stream captures, libcudart's C fast path sends every call here
(fast_mirror.py), so a launch through `<<<>>>` is recorded as well.
"""

from __future__ import annotations

from zluda.shim import registry

from . import cudart_impl, driver_impl, graphs_api, mempool_api
from .errors import CudaError
from .graphs import CAPTURE_ACTIVE, CAPTURE_INVALIDATED, CAPTURE_MODES, CAPTURE_NONE
from .modules import check_launch_config
from .rules import LEGACY_STREAM
from .state import GRAPHS, MODULES, POOLS, STREAMS, address, api, ffi

RT = "cudart"
DRV = "cuda"
EVENT_RECORD_EXTERNAL = 0x1   # cudaEventRecordExternal / CU_EVENT_RECORD_EXTERNAL
EVENT_WAIT_EXTERNAL = 0x1     # cudaEventWaitExternal / CU_EVENT_WAIT_EXTERNAL
SET_DEPENDENCIES = 0x1        # cudaStreamSetCaptureDependencies
_dependency_arrays: dict[int, object] = {}   # stream -> the array cudaStreamGetCaptureInfo handed out


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _capturing(library: str, stream) -> int | None:
    """The stream's handle when it captures, else None (the plain implementation runs)."""
    if not GRAPHS.capturing:
        return None
    h = _addr(library, stream) if not isinstance(stream, int) else stream
    return h if GRAPHS.capture_of(h) is not None else None


def _node(stream: int, type_: str, params: dict):
    return GRAPHS.capture_node(stream, type_, params)


# ---------------------------------------------------------------- capture itself

def _mode(value: int) -> str:
    mode = CAPTURE_MODES.get(int(value))
    if mode is None:
        raise CudaError("cudaErrorInvalidValue", f"capture mode {int(value)}")
    return mode


def _begin(library: str, stream, mode: int, graph=None, deps=None, count: int = 0) -> None:
    h = _addr(library, stream)
    STREAMS.stream(h)
    name = _mode(mode)
    if h in (0, LEGACY_STREAM):
        raise CudaError("cudaErrorStreamCaptureUnsupported", "the legacy default stream cannot be captured")
    nodes = [GRAPHS.node(_addr(library, deps[i])) for i in range(count)] if count else []
    GRAPHS.begin_capture(h, name, graph, nodes)


@api(RT, "cudaStreamBeginCapture")
def stream_begin_capture(stream, mode):
    _begin(RT, stream, mode)


@api(RT, "cudaStreamBeginCaptureToGraph")
def stream_begin_capture_to_graph(stream, graph, dependencies, dependencyData, numDependencies, mode):
    g = graphs_api.graph_arg(RT, graph)
    graphs_api.check_edge_data(RT, dependencyData, numDependencies)
    _begin(RT, stream, mode, g, dependencies, numDependencies)


def _end(library: str, stream, out) -> None:
    h = _addr(library, stream)
    STREAMS.stream(h)
    if out == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", "pGraph is NULL")
    out[0] = ffi(library).NULL
    graph = GRAPHS.end_capture(h)
    _dependency_arrays.pop(h, None)
    out[0] = ffi(library).cast("void *", graph.handle)


@api(RT, "cudaStreamEndCapture")
def stream_end_capture(stream, pGraph):
    _end(RT, stream, pGraph)


def _status(h: int) -> int:
    capture = GRAPHS.capture_of(h)
    if capture is None:
        return CAPTURE_NONE
    return CAPTURE_INVALIDATED if capture.invalidated else CAPTURE_ACTIVE


def _is_capturing(library: str, stream, out) -> None:
    h = _addr(library, stream)
    STREAMS.stream(h)
    if out == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", "pCaptureStatus is NULL")
    if h in (0, LEGACY_STREAM):
        # asking about the legacy stream synchronises with every blocking stream
        GRAPHS.check_legacy_implicit(h)
    out[0] = _status(h)


@api(RT, "cudaStreamIsCapturing")
def stream_is_capturing(stream, pCaptureStatus):
    _is_capturing(RT, stream, pCaptureStatus)


def _capture_info(library: str, stream, status_out, id_out, graph_out, deps_out, edges_out, count_out) -> None:
    f = ffi(library)
    h = _addr(library, stream)
    STREAMS.stream(h)
    if status_out == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "captureStatus_out is NULL")
    capture = GRAPHS.capture_of(h)
    status_out[0] = _status(h)
    if capture is None:
        return
    key = LEGACY_STREAM if h == 0 else h
    deps = capture.streams.get(key, [])
    if id_out != f.NULL:
        id_out[0] = capture.id
    if graph_out != f.NULL:
        graph_out[0] = f.cast("void *", capture.graph.handle)
    if deps_out != f.NULL:
        array = f.new("void *[]", max(len(deps), 1))
        for i, n in enumerate(deps):
            array[i] = f.cast("void *", n.handle)
        _dependency_arrays[h] = array
        deps_out[0] = f.cast(f.typeof(deps_out).item, array) if deps else f.NULL
    if edges_out is not None and edges_out != f.NULL:
        edges_out[0] = f.NULL   # every dependency is a default one
    if count_out != f.NULL:
        count_out[0] = len(deps)


@api(RT, "cudaStreamGetCaptureInfo")
def stream_get_capture_info(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out,
                            numDependencies_out):
    _capture_info(RT, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out,
                  numDependencies_out)


def _update_dependencies(library: str, stream, dependencies, dependencyData, numDependencies, flags) -> None:
    h = _addr(library, stream)
    STREAMS.stream(h)
    if flags & ~SET_DEPENDENCIES:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    if dependencyData is not None:
        graphs_api.check_edge_data(library, dependencyData, numDependencies)
    nodes = graphs_api.node_args(library, dependencies, numDependencies, "dependencies")
    GRAPHS.update_capture_dependencies(h, nodes, bool(flags & SET_DEPENDENCIES))


@api(RT, "cudaStreamUpdateCaptureDependencies")
def stream_update_capture_dependencies(stream, dependencies, dependencyData, numDependencies, flags):
    _update_dependencies(RT, stream, dependencies, dependencyData, numDependencies, flags)


@api(DRV, "cuStreamUpdateCaptureDependencies_v2")
def cu_stream_update_capture_dependencies_v2(hStream, dependencies, dependencyData, numDependencies, flags):
    _update_dependencies(DRV, hStream, dependencies, dependencyData, numDependencies, flags)


@api(DRV, "cuStreamUpdateCaptureDependencies")
def cu_stream_update_capture_dependencies(hStream, dependencies, numDependencies, flags):
    _update_dependencies(DRV, hStream, dependencies, None, numDependencies, flags)


@api(RT, "cudaThreadExchangeStreamCaptureMode")
def thread_exchange_stream_capture_mode(mode):
    if mode == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "mode is NULL")
    new = _mode(mode[0])
    old = GRAPHS.exchange_thread_mode(new)
    mode[0] = {v: k for k, v in CAPTURE_MODES.items()}[old]


# ---------------------------------------------------------------- launches

def _kernel_node(h: int, func: int, grid, block, args, shared: int, cooperative: bool = False) -> None:
    kernel = MODULES.kernel_for(func)
    check_launch_config(graphs_api.dims(grid), graphs_api.dims(block), shared, kernel.max_dynamic_shared)
    _node(h, "kernel", graphs_api.kernel_params(kernel, func, graphs_api.dims(grid), graphs_api.dims(block),
                                                 shared, _addr(RT, args), cooperative=cooperative))


@api(RT, "cudaLaunchKernel", "__cudaLaunchKernel")
def launch_kernel(func, gridDim, blockDim, args, sharedMem, stream):
    h = _capturing(RT, stream)
    if h is None:
        GRAPHS.check_legacy_implicit(_addr(RT, stream))
        return cudart_impl.launch_kernel(func, gridDim, blockDim, args, sharedMem, stream)
    _kernel_node(h, _addr(RT, func), gridDim, blockDim, args, sharedMem)


@api(RT, "cudaLaunchCooperativeKernel")
def launch_cooperative_kernel(func, gridDim, blockDim, args, sharedMem, stream):
    h = _capturing(RT, stream)
    if h is None:
        return cudart_impl.launch_cooperative_kernel(func, gridDim, blockDim, args, sharedMem, stream)
    _kernel_node(h, _addr(RT, func), gridDim, blockDim, args, sharedMem, cooperative=True)


@api(RT, "cudaLaunchKernelExC")
def launch_kernel_ex(config, func, args):
    if config == ffi(RT).NULL or (h := _capturing(RT, config.stream)) is None:
        return cudart_impl.launch_kernel_ex(config, func, args)
    _kernel_node(h, _addr(RT, func), config.gridDim, config.blockDim, args, config.dynamicSmemBytes,
                 cudart_impl.cooperative_attribute(config))


# ---------------------------------------------------------------- copies and fills

def _copy_node(h: int, dst: int, src: int, count: int, kind: int) -> None:
    name = graphs_api.MEMCPY_KINDS.get(int(kind))
    if name is None:
        raise CudaError("cudaErrorInvalidMemcpyDirection", f"kind {int(kind)}")
    _node(h, "memcpy", graphs_api.copy_params(dst, src, count, name))


@api(RT, "cudaMemcpyAsync")
def memcpy_async(dst, src, count, kind, stream):
    h = _capturing(RT, stream)
    if h is None:
        GRAPHS.check_legacy_implicit(_addr(RT, stream))
        return cudart_impl.memcpy_async(dst, src, count, kind, stream)
    _copy_node(h, _addr(RT, dst), _addr(RT, src), count, kind)


@api(RT, "cudaMemsetAsync")
def memset_async(devPtr, value, count, stream):
    h = _capturing(RT, stream)
    if h is None:
        GRAPHS.check_legacy_implicit(_addr(RT, stream))
        return cudart_impl.memset_async(devPtr, value, count, stream)
    _node(h, "memset", graphs_api.memset_params(_addr(RT, devPtr), count, value, 1, count, 1))


@api(RT, "cudaMemset2DAsync")
def memset_2d_async(devPtr, pitch, value, width, height, stream):
    h = _capturing(RT, stream)
    if h is None:
        return cudart_impl.memset_2d_async(devPtr, pitch, value, width, height, stream)
    _node(h, "memset", graphs_api.memset_params(_addr(RT, devPtr), pitch, value, 1, width, height))


@api(RT, "cudaMemcpy2DAsync")
def memcpy_2d_async(dst, dpitch, src, spitch, width, height, kind, stream):
    h = _capturing(RT, stream)
    if h is None:
        return cudart_impl.memcpy_2d_async(dst, dpitch, src, spitch, width, height, kind, stream)
    name = graphs_api.MEMCPY_KINDS.get(int(kind))
    if name is None:
        raise CudaError("cudaErrorInvalidMemcpyDirection", f"kind {int(kind)}")
    _node(h, "memcpy", {"src": (_addr(RT, src), spitch, width, height), "src_pos": (0, 0, 0),
                        "dst": (_addr(RT, dst), dpitch, width, height), "dst_pos": (0, 0, 0),
                        "extent": (width, height, 1), "kind": name})


@api(RT, "cudaMemcpyToSymbolAsync")
def memcpy_to_symbol_async(symbol, src, count, offset, kind, stream):
    h = _capturing(RT, stream)
    if h is None:
        return cudart_impl.memcpy_to_symbol_async(symbol, src, count, offset, kind, stream)
    _node(h, "memcpy", graphs_api.to_symbol_params(symbol, src, count, offset, kind))


@api(RT, "cudaMemcpyFromSymbolAsync")
def memcpy_from_symbol_async(dst, symbol, count, offset, kind, stream):
    h = _capturing(RT, stream)
    if h is None:
        return cudart_impl.memcpy_from_symbol_async(dst, symbol, count, offset, kind, stream)
    _node(h, "memcpy", graphs_api.from_symbol_params(dst, symbol, count, offset, kind))


# ---------------------------------------------------------------- host functions, events

@api(RT, "cudaLaunchHostFunc")
def launch_host_func(stream, fn, userData):
    h = _capturing(RT, stream)
    if h is None:
        return cudart_impl.launch_host_func(stream, fn, userData)
    if fn == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "fn is NULL")
    _node(h, "host", {"fn": fn, "user_data": userData})


def _record(library: str, event: int, stream: int, flags: int, plain) -> None:
    h = _capturing(library, stream)
    if h is None:
        GRAPHS.check_legacy_implicit(stream)
        return plain()
    STREAMS.event(event)
    if flags & EVENT_RECORD_EXTERNAL:
        _node(h, "event_record", {"event": event})
    GRAPHS.capture_record_event(h, event)


@api(RT, "cudaEventRecord")
def event_record(event, stream):
    _record(RT, _addr(RT, event), _addr(RT, stream), 0, lambda: cudart_impl.event_record(event, stream))


@api(RT, "cudaEventRecordWithFlags")
def event_record_with_flags(event, stream, flags):
    if flags & ~EVENT_RECORD_EXTERNAL:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    _record(RT, _addr(RT, event), _addr(RT, stream), flags,
            lambda: cudart_impl.event_record_with_flags(event, stream, flags))


def _wait_event(library: str, stream: int, event: int, flags: int, plain) -> None:
    STREAMS.stream(stream)
    STREAMS.event(event)
    h = _capturing(library, stream)
    if h is not None and flags & EVENT_WAIT_EXTERNAL:
        _node(h, "wait_event", {"event": event})
        return
    if GRAPHS.capture_wait_event(stream, event):
        return
    if h is not None:
        GRAPHS.invalidate(GRAPHS.capture_of(h))
        raise CudaError("cudaErrorStreamCaptureIsolation",
                        "a capturing stream waits for an event recorded outside its capture (cudaEventWaitExternal)")
    plain()


@api(RT, "cudaStreamWaitEvent")
def stream_wait_event(stream, event, flags):
    _wait_event(RT, _addr(RT, stream), _addr(RT, event), flags,
                lambda: cudart_impl.stream_wait_event(stream, event, flags))


def _check_event_not_captured(event: int) -> None:
    """Waiting for or querying an event of a running capture fails and invalidates that
    capture (recorded: misuse.cu's capture_event_query_then_end)."""
    found = GRAPHS.captured_event(event)
    if found is not None:
        GRAPHS.invalidate(found[0])
        raise CudaError("cudaErrorCapturedEvent", "the event was recorded in a capture that still runs")


@api(RT, "cudaEventSynchronize", "cudaEventQuery")
def event_synchronize(event):
    _check_event_not_captured(_addr(RT, event))
    GRAPHS.check_safe("cudaEventSynchronize")
    return cudart_impl.event_synchronize(event)


# ---------------------------------------------------------------- stream-ordered memory

@api(RT, "cudaMallocAsync")
def malloc_async(devPtr, size, hStream):
    h = _capturing(RT, hStream)
    if h is None:
        return mempool_api.malloc_async(devPtr, size, hStream)
    _alloc_node(RT, devPtr, size, h)


@api(RT, "cudaMallocFromPoolAsync")
def malloc_from_pool_async(ptr, size, memPool, stream):
    h = _capturing(RT, stream)
    if h is None:
        return mempool_api.malloc_from_pool_async(ptr, size, memPool, stream)
    POOLS.pool(_addr(RT, memPool))
    _alloc_node(RT, ptr, size, h)


def _alloc_node(library: str, out, size: int, h: int) -> None:
    if out == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", "devPtr is NULL")
    params = graphs_api.mem_alloc_params(size)
    _node(h, "mem_alloc", params)
    if library == RT:
        out[0] = ffi(RT).cast("void *", params["dptr"])
    else:
        out[0] = params["dptr"]


def _free_async(library: str, pointer: int, stream: int, plain) -> None:
    h = _capturing(library, stream)
    if h is not None:
        if not graphs_api.owns_graph_allocation(pointer):
            raise CudaError("cudaErrorInvalidValue", f"{pointer:#x} was not allocated by a graph")
        _node(h, "mem_free", {"dptr": pointer})
        return
    if graphs_api.owns_graph_allocation(pointer):
        STREAMS.stream(stream)    # the graph's memory: its next launch uses it again
        graphs_api.graph_allocation_freed(pointer)
        return
    plain()


@api(RT, "cudaFreeAsync")
def free_async(devPtr, hStream):
    _free_async(RT, _addr(RT, devPtr), _addr(RT, hStream), lambda: mempool_api.free_async(devPtr, hStream))


# ---------------------------------------------------------------- graphs launched in a capture

@api(RT, "cudaGraphLaunch")
def graph_launch(graphExec, stream):
    h = _capturing(RT, stream)
    if h is None:
        GRAPHS.check_legacy_implicit(_addr(RT, stream))
        return graphs_api.graph_launch(graphExec, stream)
    graphs_api.exec_arg(RT, graphExec)
    _refuse_graph_launch(h)


def _refuse_graph_launch(stream: int) -> None:
    """NVIDIA's runtime does not capture a graph launch (recorded: misuse.cu's
    capture_graph_launch); a child graph node (cudaGraphAddChildGraphNode) does that job."""
    GRAPHS.invalidate(GRAPHS.capture_of(stream))
    raise CudaError("cudaErrorStreamCaptureUnsupported", "launching an executable graph into a capturing stream")


# ---------------------------------------------------------------- calls a capture may forbid

@api(RT, "cudaMalloc")
def malloc(devPtr, size):
    GRAPHS.check_safe("cudaMalloc")
    return cudart_impl.malloc(devPtr, size)


@api(RT, "cudaMallocHost")
def malloc_host(ptr, size):
    GRAPHS.check_safe("cudaMallocHost")
    return cudart_impl.malloc_host(ptr, size)


@api(RT, "cudaHostAlloc")
def host_alloc(pHost, size, flags):
    GRAPHS.check_safe("cudaHostAlloc")
    return cudart_impl.host_alloc(pHost, size, flags)


@api(RT, "cudaMallocManaged")
def malloc_managed(devPtr, size, flags):
    GRAPHS.check_safe("cudaMallocManaged")
    return cudart_impl.malloc_managed(devPtr, size, flags)


@api(RT, "cudaFree")
def free(devPtr):
    GRAPHS.check_safe("cudaFree")
    if graphs_api.owns_graph_allocation(_addr(RT, devPtr)):
        graphs_api.graph_allocation_freed(_addr(RT, devPtr))   # its next launch uses it again
        return None
    return cudart_impl.free(devPtr)


# A synchronous copy or fill runs on the legacy stream: it may not wait for a capturing
# blocking stream, but a capture alone does not forbid it (recorded: misuse.cu's
# capture_memcpy_sync_global)
@api(RT, "cudaMemcpy")
def memcpy(dst, src, count, kind):
    GRAPHS.check_legacy_implicit(0)
    return cudart_impl.memcpy(dst, src, count, kind)


@api(RT, "cudaMemset")
def memset(devPtr, value, count):
    GRAPHS.check_legacy_implicit(0)
    return cudart_impl.memset(devPtr, value, count)


@api(RT, "cudaDeviceSynchronize")
def device_synchronize():
    GRAPHS.check_safe("cudaDeviceSynchronize")
    return cudart_impl.device_synchronize()


@api(RT, "cudaStreamSynchronize")
def stream_synchronize(stream):
    GRAPHS.check_not_capturing(_addr(RT, stream), "synchronising")
    GRAPHS.check_safe("cudaStreamSynchronize")
    GRAPHS.check_legacy_implicit(_addr(RT, stream))
    return cudart_impl.stream_synchronize(stream)


@api(RT, "cudaStreamQuery")
def stream_query(stream):
    GRAPHS.check_not_capturing(_addr(RT, stream), "querying")
    GRAPHS.check_safe("cudaStreamQuery")
    return cudart_impl.stream_query(stream)


# ---------------------------------------------------------------- driver API

@api(DRV, "cuStreamBeginCapture_v2", "cuStreamBeginCapture")
def cu_stream_begin_capture(hStream, mode=0):
    _begin(DRV, hStream, mode)


@api(DRV, "cuStreamBeginCaptureToGraph")
def cu_stream_begin_capture_to_graph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode):
    g = graphs_api.graph_arg(DRV, hGraph)
    graphs_api.check_edge_data(DRV, dependencyData, numDependencies)
    _begin(DRV, hStream, mode, g, dependencies, numDependencies)


@api(DRV, "cuStreamEndCapture")
def cu_stream_end_capture(hStream, phGraph):
    _end(DRV, hStream, phGraph)


@api(DRV, "cuStreamIsCapturing")
def cu_stream_is_capturing(hStream, captureStatus):
    _is_capturing(DRV, hStream, captureStatus)


@api(DRV, "cuStreamGetCaptureInfo_v3", "cuStreamGetCaptureInfo_v2", "cuStreamGetCaptureInfo")
def cu_stream_get_capture_info(hStream, captureStatus_out, id_out, *rest):
    f = ffi(DRV)
    if len(rest) == 4:        # _v3: graph, dependencies, edge data, count
        graph_out, deps_out, edges_out, count_out = rest
    elif len(rest) == 3:      # _v2: graph, dependencies, count
        (graph_out, deps_out, count_out), edges_out = rest, None
    else:
        graph_out = deps_out = count_out = f.NULL
        edges_out = None
    _capture_info(DRV, hStream, captureStatus_out, id_out, graph_out, deps_out, edges_out, count_out)


@api(DRV, "cuThreadExchangeStreamCaptureMode")
def cu_thread_exchange_stream_capture_mode(mode):
    if mode == ffi(DRV).NULL:
        raise CudaError("cudaErrorInvalidValue", "mode is NULL")
    old = GRAPHS.exchange_thread_mode(_mode(mode[0]))
    mode[0] = {v: k for k, v in CAPTURE_MODES.items()}[old]


@api(DRV, "cuLaunchKernel")
def cu_launch_kernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream,
                     kernelParams, extra):
    h = _capturing(DRV, hStream)
    if h is None:
        return driver_impl.cu_launch_kernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ,
                                            sharedMemBytes, hStream, kernelParams, extra)
    kernel = MODULES.kernel_of_handle(_addr(DRV, f))
    grid, block = (gridDimX, gridDimY, gridDimZ), (blockDimX, blockDimY, blockDimZ)
    check_launch_config(grid, block, sharedMemBytes, kernel.max_dynamic_shared)
    _node(h, "kernel", graphs_api.kernel_params(kernel, _addr(DRV, f), grid, block, sharedMemBytes,
                                                 _addr(DRV, kernelParams), _addr(DRV, extra) if extra is not None else 0))


def _driver_copy(kind: str, dst_host: bool, src_host: bool):
    """cuMemcpy{HtoD,DtoH,DtoD,}Async: a memcpy node on a capturing stream."""
    def capture_or_copy(plain):
        def call(dst, src, ByteCount, hStream):
            h = _capturing(DRV, hStream)
            if h is None:
                return plain(dst, src, ByteCount, hStream)
            d = _addr(DRV, dst) if dst_host else dst
            s = _addr(DRV, src) if src_host else src
            _node(h, "memcpy", graphs_api.copy_params(d, s, ByteCount, kind))
        return call
    return capture_or_copy


for _names, _plain, _kind, _dh, _sh in (
        (("cuMemcpyHtoDAsync_v2", "cuMemcpyHtoDAsync"), driver_impl.cu_memcpy_htod_async, "cudaMemcpyHostToDevice",
         False, True),
        (("cuMemcpyDtoHAsync_v2", "cuMemcpyDtoHAsync"), driver_impl.cu_memcpy_dtoh_async, "cudaMemcpyDeviceToHost",
         True, False),
        (("cuMemcpyDtoDAsync_v2", "cuMemcpyDtoDAsync"), driver_impl.cu_memcpy_dtod_async,
         "cudaMemcpyDeviceToDevice", False, False),
        (("cuMemcpyAsync",), driver_impl.cu_memcpy_async, "cudaMemcpyDefault", False, False)):
    api(DRV, *_names)(_driver_copy(_kind, _dh, _sh)(_plain))


def _driver_memset(size: int, plain):
    def call(dstDevice, value, N, hStream):
        h = _capturing(DRV, hStream)
        if h is None:
            return plain(dstDevice, value, N, hStream)
        _node(h, "memset", graphs_api.memset_params(dstDevice, N * size, value, size, N, 1))
    return call


for _bits in (8, 16, 32):
    # the plain implementation is the one registered before this module (driver_impl.py's)
    api(DRV, f"cuMemsetD{_bits}Async")(_driver_memset(_bits // 8, registry.implementations[(DRV, f"cuMemsetD{_bits}Async")]))


@api(DRV, "cuEventRecord")
def cu_event_record(hEvent, hStream):
    _record(DRV, _addr(DRV, hEvent), _addr(DRV, hStream), 0, lambda: driver_impl.cu_event_record(hEvent, hStream))


@api(DRV, "cuEventRecordWithFlags")
def cu_event_record_with_flags(hEvent, hStream, flags):
    if flags & ~EVENT_RECORD_EXTERNAL:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    _record(DRV, _addr(DRV, hEvent), _addr(DRV, hStream), flags,
            lambda: driver_impl.cu_event_record(hEvent, hStream))


@api(DRV, "cuStreamWaitEvent")
def cu_stream_wait_event(hStream, hEvent, Flags):
    """Work has run when it was submitted: outside a capture there is nothing to wait for."""
    _wait_event(DRV, _addr(DRV, hStream), _addr(DRV, hEvent), Flags, lambda: None)


@api(DRV, "cuMemAllocAsync")
def cu_mem_alloc_async(dptr, bytesize, hStream):
    h = _capturing(DRV, hStream)
    if h is None:
        return mempool_api.cu_mem_alloc_async(dptr, bytesize, hStream)
    _alloc_node(DRV, dptr, bytesize, h)


@api(DRV, "cuMemFreeAsync")
def cu_mem_free_async(dptr, hStream):
    _free_async(DRV, dptr, _addr(DRV, hStream), lambda: mempool_api.cu_mem_free_async(dptr, hStream))


@api(DRV, "cuGraphLaunch")
def cu_graph_launch(hGraphExec, hStream):
    h = _capturing(DRV, hStream)
    exe = graphs_api.exec_arg(DRV, hGraphExec)
    if h is None:
        return graphs_api.launch(exe, graphs_api.launch_stream(DRV, hStream))
    _refuse_graph_launch(h)


@api(DRV, "cuMemAlloc_v2", "cuMemAlloc")
def cu_mem_alloc(dptr, bytesize):
    GRAPHS.check_safe("cuMemAlloc")
    return driver_impl.cu_mem_alloc(dptr, bytesize)


@api(DRV, "cuMemFree_v2", "cuMemFree")
def cu_mem_free(dptr):
    if graphs_api.owns_graph_allocation(dptr):
        graphs_api.graph_allocation_freed(dptr)   # the graph's memory: its next launch uses it again
        return None
    return driver_impl.cu_mem_free(dptr)


@api(DRV, "cuCtxSynchronize", "cuCtxSynchronize_v2")
def cu_ctx_synchronize(*ctx):
    GRAPHS.check_safe("cuCtxSynchronize")
    return driver_impl.cu_ctx_synchronize(*ctx)


@api(DRV, "cuStreamSynchronize")
def cu_stream_synchronize(hStream):
    GRAPHS.check_not_capturing(_addr(DRV, hStream), "synchronising with")
    GRAPHS.check_safe("cuStreamSynchronize")
    return driver_impl.cu_stream_synchronize(hStream)


@api(DRV, "cuStreamQuery")
def cu_stream_query(hStream):
    # a query never waits (a default build's runtime polls with it)
    GRAPHS.check_not_capturing(_addr(DRV, hStream), "querying")
    GRAPHS.check_safe("cuStreamQuery")
    return driver_impl.cu_stream_query(hStream)
