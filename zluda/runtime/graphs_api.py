"""CUDA graphs, runtime and driver API (structure and capture in graphs.py): building
graphs node by node, instantiating, launching, updating and cloning them, and what each
node does when its executable graph runs.

A node's parameters are read from the C structs when it is added and kept as plain values
(a kernel's arguments are copied then, as NVIDIA's runtime copies them), so the program
may reuse its structs at once. A graph's handles (cudaGraph_t, cudaGraphNode_t,
cudaGraphExec_t) are the driver's CUgraph, CUgraphNode and CUgraphExec: one table serves
both APIs, as on NVIDIA's stack.

Memory allocation nodes reserve their memory when they are added (the node reports its
address then, as NVIDIA's does) and keep it for the process: a free node (or cudaFree,
cudaFreeAsync) ends the allocation's use, and a launch finds the same address again; the
device's graph memory attributes count reserved and used memory that way (GraphMemory).
Conditional nodes run their body graphs by the handle's default value (device code
setting it, cudaGraphSetConditional, is part of the device runtime, not here).
"""

from __future__ import annotations

import threading

from . import graphs, stream_api
from .driver_impl import extra_params
from .enums import enum_value
from .errors import CudaError
from .graphs import NODE_TYPES, NODE_TYPE_NAMES, UPDATE_RESULTS
from .state import ERRORS, GRAPHS, MEMORY, MODULES, STREAMS, address, api, ffi

RT = "cudart"
DRV = "cuda"

_conditional_defaults: dict[int, int] = {}   # conditional handle -> its default value (None: no default)
_conditional_handles = iter(range(0x1000, 1 << 62))

# cudaMemcpyKind by value, for the nodes' copies
MEMCPY_KINDS = {0: "cudaMemcpyHostToHost", 1: "cudaMemcpyHostToDevice", 2: "cudaMemcpyDeviceToHost",
                3: "cudaMemcpyDeviceToDevice", 4: "cudaMemcpyDefault"}
COND_ASSIGN_DEFAULT = 1   # cudaGraphCondAssignDefault
COND_TYPES = {0: "if", 1: "while", 2: "switch"}


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
    return p


def graph_arg(library: str, handle) -> graphs.Graph:
    h = _addr(library, handle)
    if h == 0:
        raise CudaError("cudaErrorInvalidValue", "the graph is NULL")
    return GRAPHS.graph(h)


def _node(library: str, handle) -> graphs.Node:
    h = _addr(library, handle)
    if h == 0:
        raise CudaError("cudaErrorInvalidValue", "the graph node is NULL")
    return GRAPHS.node(h)


def exec_arg(library: str, handle) -> graphs.GraphExec:
    h = _addr(library, handle)
    if h == 0:
        raise CudaError("cudaErrorInvalidValue", "the executable graph is NULL")
    return GRAPHS.executable(h)


def node_args(library: str, array, count: int, what: str) -> list:
    if count and array == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL and its count is {count}")
    return [_node(library, array[i]) for i in range(count)]


def _new_node(library: str, out, graph, type_: str, params: dict, deps, count) -> graphs.Node:
    _out(library, out, "pGraphNode")
    g = graph_arg(library, graph)
    node = GRAPHS.add(g, type_, params, node_args(library, deps, count, "pDependencies"))
    out[0] = ffi(library).cast("void *", node.handle)
    return node


def dims(d) -> tuple[int, int, int]:
    return (d.x, d.y, d.z)


# ---------------------------------------------------------------- node parameters

def kernel_params(kernel, func: int, grid, block, shared: int, args_address: int, extra: int = 0,
                  cooperative: bool = False) -> dict:
    """A kernel node's parameters, its arguments copied now."""
    if args_address and extra:
        raise CudaError("cudaErrorInvalidValue", "both kernelParams and extra are given")
    if extra:
        args = extra_params(extra)
    else:
        args = kernel.module.pack_arguments(kernel.name, args_address)
    return {"kernel": kernel, "func": func, "grid": tuple(grid), "block": tuple(block), "shared": shared,
            "args": args, "cooperative": cooperative}


def _runtime_kernel_params(p) -> dict:
    func = _addr(RT, p.func)
    if func == 0:
        raise CudaError("cudaErrorInvalidDeviceFunction", "pNodeParams->func is NULL")
    return kernel_params(MODULES.kernel_for(func), func, dims(p.gridDim), dims(p.blockDim), p.sharedMemBytes,
                         _addr(RT, p.kernelParams), _addr(RT, p.extra))


def copy_params(dst: int, src: int, count: int, kind: str) -> dict:
    """A 1D copy as the 3D description NVIDIA's runtime reports for it."""
    return {"src": (src, count, count, 1), "src_pos": (0, 0, 0), "dst": (dst, count, count, 1),
            "dst_pos": (0, 0, 0), "extent": (count, 1, 1), "kind": kind}


def _copy3d_params(library: str, p) -> dict:
    _out(library, p, "pCopyParams")
    f = ffi(library)
    if p.srcArray != f.NULL or p.dstArray != f.NULL:
        raise CudaError("cudaErrorNotSupported", "copy nodes with CUDA arrays")
    kind = MEMCPY_KINDS.get(int(p.kind))
    if kind is None:
        raise CudaError("cudaErrorInvalidMemcpyDirection", f"kind {int(p.kind)}")
    e = p.extent
    return {"src": (_addr(library, p.srcPtr.ptr), p.srcPtr.pitch, p.srcPtr.xsize, p.srcPtr.ysize),
            "src_pos": (p.srcPos.x, p.srcPos.y, p.srcPos.z),
            "dst": (_addr(library, p.dstPtr.ptr), p.dstPtr.pitch, p.dstPtr.xsize, p.dstPtr.ysize),
            "dst_pos": (p.dstPos.x, p.dstPos.y, p.dstPos.z), "extent": (e.width, e.height, e.depth), "kind": kind}


def _write_copy3d(library: str, out, params: dict) -> None:
    f = ffi(library)
    f.memmove(out, b"\0" * f.sizeof(out[0]), f.sizeof(out[0]))
    for side in ("src", "dst"):
        ptr, pitch, xsize, ysize = params[side]
        pitched = getattr(out, f"{side}Ptr")
        pitched.ptr, pitched.pitch, pitched.xsize, pitched.ysize = f.cast("void *", ptr), pitch, xsize, ysize
        pos = getattr(out, f"{side}Pos")
        pos.x, pos.y, pos.z = params[f"{side}_pos"]
    out.extent.width, out.extent.height, out.extent.depth = params["extent"]
    out.kind = {v: k for k, v in MEMCPY_KINDS.items()}[params["kind"]]


def memset_params(dst: int, pitch: int, value: int, element_size: int, width: int, height: int) -> dict:
    if element_size not in (1, 2, 4):
        raise CudaError("cudaErrorInvalidValue", f"elementSize {element_size} (1, 2 or 4)")
    if height > 1 and pitch < width * element_size:
        raise CudaError("cudaErrorInvalidValue", f"pitch {pitch} is less than a row of {width * element_size} bytes")
    MEMORY.check_range(dst, (height - 1) * pitch + width * element_size if height and width else 0 or 1, "dst")
    return {"dst": dst, "pitch": pitch, "value": value, "element_size": element_size, "width": width,
            "height": height}


def _memset_struct_params(library: str, p) -> dict:
    _out(library, p, "pMemsetParams")
    return memset_params(_addr(library, p.dst) if library == RT else p.dst, p.pitch, p.value, p.elementSize,
                         p.width, p.height)


def _write_memset(library: str, out, params: dict) -> None:
    out.dst = ffi(library).cast("void *", params["dst"]) if library == RT else params["dst"]
    out.pitch, out.value, out.elementSize = params["pitch"], params["value"], params["element_size"]
    out.width, out.height = params["width"], params["height"]


def _host_params(library: str, p) -> dict:
    _out(library, p, "pNodeParams")
    if p.fn == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", "the host function is NULL")
    return {"fn": p.fn, "user_data": p.userData}


class GraphMemory:
    """The memory of allocation nodes, and the device's graph memory attributes. Reserved
    memory is every allocation node's (kept for the process, so a launch finds its address
    again); used memory is what executed allocation nodes hold until a free node, cudaFree
    or cudaFreeAsync ends it. Each has a high-water mark that setting it to 0 resets."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.sizes: dict[int, int] = {}
        self.live: set[int] = set()
        self.used_high = 0
        self.reserved_high = 0

    def reserve(self, size: int) -> int:
        dptr = MEMORY.allocate(size, "device")
        with self._lock:
            self.sizes[dptr] = size
            self.reserved_high = max(self.reserved_high, self.reserved_current)
        return dptr

    def owns(self, pointer: int) -> bool:
        return pointer in self.sizes

    def allocated(self, pointer: int) -> None:
        with self._lock:
            self.live.add(pointer)
            self.used_high = max(self.used_high, self.used_current)

    def freed(self, pointer: int) -> None:
        with self._lock:
            self.live.discard(pointer)

    @property
    def used_current(self) -> int:
        return sum(self.sizes[p] for p in self.live)

    @property
    def reserved_current(self) -> int:
        return sum(self.sizes.values())

    def get(self, name: str) -> int:
        with self._lock:
            return getattr(self, name)

    def reset(self, name: str) -> None:
        with self._lock:
            setattr(self, name, self.used_current if name == "used_high" else self.reserved_current)


GRAPH_MEMORY = GraphMemory()
# cudaGraphMemAttributeType / CUgraphMem_attribute -> (GraphMemory attribute, settable)
GRAPH_MEMORY_ATTRIBUTES = {0: ("used_current", False), 1: ("used_high", True), 2: ("reserved_current", False),
                           3: ("reserved_high", True)}


def mem_alloc_params(size: int) -> dict:
    if size == 0:
        raise CudaError("cudaErrorInvalidValue", "bytesize is 0")
    return {"dptr": GRAPH_MEMORY.reserve(size), "size": size}


def owns_graph_allocation(pointer: int) -> bool:
    """Memory of a memory allocation node: freeing it outside the graph ends its use, and
    the graph's next launch allocates it at the same address again."""
    return GRAPH_MEMORY.owns(pointer)


def graph_allocation_freed(pointer: int) -> None:
    GRAPH_MEMORY.freed(pointer)


def copy_node_params(node: graphs.Node) -> dict:
    return dict(node.params)


# ---------------------------------------------------------------- running nodes

def _run_kernel(node, stream: int) -> None:
    p = node.params
    try:
        p["kernel"].launch(p["grid"], p["block"], 0, p["shared"], p["args"], cooperative=p["cooperative"])
    except CudaError as exc:
        ERRORS.device_fault(exc)


def _run_memcpy(node, stream: int) -> None:
    p = node.params
    width, height, depth = p["extent"]
    src, spitch, _sx, sheight = p["src"]
    dst, dpitch, _dx, dheight = p["dst"]
    if height == 1 and depth == 1 and p["src_pos"][1:] == (0, 0) and p["dst_pos"][1:] == (0, 0):
        MEMORY.copy(dst + p["dst_pos"][0], src + p["src_pos"][0], width, p["kind"])
    else:
        MEMORY.copy_3d(dst, dpitch, dheight, src, spitch, sheight, p["extent"], p["dst_pos"], p["src_pos"], p["kind"])


def _run_memset(node, stream: int) -> None:
    p = node.params
    size = p["element_size"]
    for row in range(p["height"]):
        start = p["dst"] + row * p["pitch"]
        if size == 1:
            MEMORY.fill(start, p["value"], p["width"])
        else:
            MEMORY.fill_elements(start, p["value"] & ((1 << (8 * size)) - 1), size, p["width"])


def _run_host(node, stream: int) -> None:
    fn, data = node.params["fn"], node.params["user_data"]
    STREAMS.defer(stream, lambda: fn(data))   # it may block on the program: off the caller's thread


def _run_child(node, stream: int) -> None:
    run_graph(node.params["graph"].order(), stream)


def _run_event_record(node, stream: int) -> None:
    STREAMS.record(node.params["event"], stream)


def _run_nothing(node, stream: int) -> None:
    """Empty nodes and event waits (earlier work has run)."""


def _run_conditional(node, stream: int) -> None:
    p = node.params
    value = _conditional_defaults.get(p["handle"]) or 0
    bodies = p["bodies"]
    if p["type"] == "if":
        if value and bodies:
            run_graph(bodies[0].order(), stream)
        elif len(bodies) > 1:
            run_graph(bodies[1].order(), stream)
    elif p["type"] == "switch":
        if value < len(bodies):
            run_graph(bodies[value].order(), stream)
    elif value:   # while: nothing in this graph can change the value, so it would never end
        raise CudaError("cudaErrorNotSupported", "a while conditional whose body cannot end it (cudaGraphSetConditional)")


RUNNERS = {
    "kernel": _run_kernel, "memcpy": _run_memcpy, "memset": _run_memset, "host": _run_host,
    "graph": _run_child, "empty": _run_nothing, "wait_event": _run_nothing, "event_record": _run_event_record,
    "mem_alloc": lambda node, stream: GRAPH_MEMORY.allocated(node.params["dptr"]),
    "mem_free": lambda node, stream: GRAPH_MEMORY.freed(node.params["dptr"]),
    "conditional": _run_conditional,
    "batch_mem_op": lambda node, stream: stream_api.run_batch_mem_ops(stream, node.params["count"],
                                                                      node.params["ops"]),
}


def run_graph(order: list, stream: int) -> None:
    for node in order:
        if node.enabled:
            STREAMS.before_work(stream)    # after a host node's function returned
            RUNNERS[node.type](node, stream)


# ---------------------------------------------------------------- graphs

@api(RT, "cudaGraphCreate")
def graph_create(pGraph, flags):
    _out(RT, pGraph, "pGraph")
    if flags != 0:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags} (must be 0)")
    pGraph[0] = ffi(RT).cast("void *", GRAPHS.create().handle)


@api(RT, "cudaGraphDestroy")
def graph_destroy(graph):
    GRAPHS.destroy(graph_arg(RT, graph).handle)


@api(RT, "cudaGraphClone")
def graph_clone(pGraphClone, originalGraph):
    _out(RT, pGraphClone, "pGraphClone")
    pGraphClone[0] = ffi(RT).cast("void *", GRAPHS.clone(graph_arg(RT, originalGraph), copy_node_params).handle)


@api(RT, "cudaGraphNodeFindInClone")
def graph_node_find_in_clone(pNode, originalNode, clonedGraph):
    _out(RT, pNode, "pNode")
    node = GRAPHS.find_in_clone(_addr(RT, originalNode), graph_arg(RT, clonedGraph))
    pNode[0] = ffi(RT).cast("void *", node.handle)


def _list_out(library: str, array, count, items: list, what: str) -> None:
    """The count-in, count-out convention: NULL array -> the count; else up to *count items."""
    _out(library, count, what)
    if array == ffi(library).NULL:
        count[0] = len(items)
        return
    n = min(count[0], len(items))
    for i in range(n):
        array[i] = ffi(library).cast("void *", items[i].handle)
    count[0] = n


@api(RT, "cudaGraphGetNodes")
def graph_get_nodes(graph, nodes, numNodes):
    _list_out(RT, nodes, numNodes, graph_arg(RT, graph).nodes, "numNodes")


@api(RT, "cudaGraphGetRootNodes")
def graph_get_root_nodes(graph, pRootNodes, pNumRootNodes):
    _list_out(RT, pRootNodes, pNumRootNodes, graph_arg(RT, graph).roots(), "pNumRootNodes")


def _zero_edge_data(library: str, edge_data, n: int) -> None:
    """Every edge here is a default dependency: its edge data is all zero."""
    if edge_data != ffi(library).NULL:
        f = ffi(library)
        f.memmove(edge_data, b"\0" * (f.sizeof(edge_data[0]) * n), f.sizeof(edge_data[0]) * n)


def check_edge_data(library: str, edge_data, n: int) -> None:
    if edge_data == ffi(library).NULL:
        return
    for i in range(n):
        if edge_data[i].type != 0 or edge_data[i].from_port != 0 or edge_data[i].to_port != 0:
            raise CudaError("cudaErrorNotSupported", f"edgeData[{i}]: programmatic dependencies")


@api(RT, "cudaGraphGetEdges")
def graph_get_edges(graph, from_, to, edgeData, numEdges):
    edges = graph_arg(RT, graph).edges
    _out(RT, numEdges, "numEdges")
    if from_ == ffi(RT).NULL and to == ffi(RT).NULL:
        numEdges[0] = len(edges)
        return
    if from_ == ffi(RT).NULL or to == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "from and to are both NULL or both given")
    n = min(numEdges[0], len(edges))
    for i in range(n):
        from_[i] = ffi(RT).cast("void *", edges[i][0].handle)
        to[i] = ffi(RT).cast("void *", edges[i][1].handle)
    _zero_edge_data(RT, edgeData, n)
    numEdges[0] = n


@api(RT, "cudaGraphNodeGetDependencies")
def graph_node_get_dependencies(node, pDependencies, edgeData, pNumDependencies):
    n = _node(RT, node)
    _list_out(RT, pDependencies, pNumDependencies, n.dependencies, "pNumDependencies")
    if pDependencies != ffi(RT).NULL:
        _zero_edge_data(RT, edgeData, pNumDependencies[0])


@api(RT, "cudaGraphNodeGetDependentNodes")
def graph_node_get_dependent_nodes(node, pDependentNodes, edgeData, pNumDependentNodes):
    n = _node(RT, node)
    _list_out(RT, pDependentNodes, pNumDependentNodes, n.dependents, "pNumDependentNodes")
    if pDependentNodes != ffi(RT).NULL:
        _zero_edge_data(RT, edgeData, pNumDependentNodes[0])


def _edges(library: str, graph, from_, to, edgeData, count) -> tuple:
    g = graph_arg(library, graph)
    check_edge_data(library, edgeData, count)
    return g, node_args(library, from_, count, "from"), node_args(library, to, count, "to")


@api(RT, "cudaGraphAddDependencies")
def graph_add_dependencies(graph, from_, to, edgeData, numDependencies):
    g, froms, tos = _edges(RT, graph, from_, to, edgeData, numDependencies)
    for a, b in zip(froms, tos):
        g.add_edge(a, b)


@api(RT, "cudaGraphRemoveDependencies")
def graph_remove_dependencies(graph, from_, to, edgeData, numDependencies):
    g, froms, tos = _edges(RT, graph, from_, to, edgeData, numDependencies)
    for a, b in zip(froms, tos):
        g.remove_edge(a, b)


@api(RT, "cudaGraphDestroyNode")
def graph_destroy_node(node):
    GRAPHS.destroy_node(_node(RT, node))


@api(RT, "cudaGraphNodeGetType")
def graph_node_get_type(node, pType):
    _out(RT, pType, "pType")[0] = NODE_TYPES[_node(RT, node).type]


# ---------------------------------------------------------------- adding nodes

@api(RT, "cudaGraphAddEmptyNode")
def graph_add_empty_node(pGraphNode, graph, pDependencies, numDependencies):
    _new_node(RT, pGraphNode, graph, "empty", {}, pDependencies, numDependencies)


@api(RT, "cudaGraphAddKernelNode")
def graph_add_kernel_node(pGraphNode, graph, pDependencies, numDependencies, pNodeParams):
    _out(RT, pNodeParams, "pNodeParams")
    _new_node(RT, pGraphNode, graph, "kernel", _runtime_kernel_params(pNodeParams), pDependencies, numDependencies)


@api(RT, "cudaGraphAddMemcpyNode")
def graph_add_memcpy_node(pGraphNode, graph, pDependencies, numDependencies, pCopyParams):
    _new_node(RT, pGraphNode, graph, "memcpy", _copy3d_params(RT, pCopyParams), pDependencies, numDependencies)


def _copy_1d(dst, src, count, kind) -> dict:
    name = MEMCPY_KINDS.get(int(kind))
    if name is None:
        raise CudaError("cudaErrorInvalidMemcpyDirection", f"kind {int(kind)}")
    params = copy_params(_addr(RT, dst), _addr(RT, src), count, name)
    MEMORY._check_side(params["dst"][0], count, "any" if name in ("cudaMemcpyHostToHost", "cudaMemcpyDeviceToHost",
                                                                  "cudaMemcpyDefault") else "device", "dst")
    MEMORY._check_side(params["src"][0], count, "any" if name in ("cudaMemcpyHostToHost", "cudaMemcpyHostToDevice",
                                                                  "cudaMemcpyDefault") else "device", "src")
    return params


@api(RT, "cudaGraphAddMemcpyNode1D")
def graph_add_memcpy_node_1d(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind):
    _new_node(RT, pGraphNode, graph, "memcpy", _copy_1d(dst, src, count, kind), pDependencies, numDependencies)


def _symbol_range(symbol, count: int, offset: int) -> int:
    """The device address of a `__device__` variable's bytes [offset, offset+count)."""
    addr, size = MODULES.symbol(_addr(RT, symbol))
    MEMORY.adopt(addr, size)
    if offset + count > size:
        raise CudaError("cudaErrorInvalidValue", f"offset {offset} + count {count} exceed the symbol's {size} bytes")
    return addr + offset


def to_symbol_params(symbol, src, count: int, offset: int, kind) -> dict:
    name = MEMCPY_KINDS.get(int(kind))
    if name is None:
        raise CudaError("cudaErrorInvalidMemcpyDirection", f"kind {int(kind)}")
    return copy_params(_symbol_range(symbol, count, offset), _addr(RT, src), count, name)


def from_symbol_params(dst, symbol, count: int, offset: int, kind) -> dict:
    name = MEMCPY_KINDS.get(int(kind))
    if name is None:
        raise CudaError("cudaErrorInvalidMemcpyDirection", f"kind {int(kind)}")
    return copy_params(_addr(RT, dst), _symbol_range(symbol, count, offset), count, name)


@api(RT, "cudaGraphAddMemcpyNodeToSymbol")
def graph_add_memcpy_node_to_symbol(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset,
                                    kind):
    _new_node(RT, pGraphNode, graph, "memcpy", to_symbol_params(symbol, src, count, offset, kind), pDependencies,
              numDependencies)


@api(RT, "cudaGraphAddMemcpyNodeFromSymbol")
def graph_add_memcpy_node_from_symbol(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset,
                                      kind):
    _new_node(RT, pGraphNode, graph, "memcpy", from_symbol_params(dst, symbol, count, offset, kind), pDependencies,
              numDependencies)


@api(RT, "cudaGraphAddMemsetNode")
def graph_add_memset_node(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams):
    _new_node(RT, pGraphNode, graph, "memset", _memset_struct_params(RT, pMemsetParams), pDependencies,
              numDependencies)


@api(RT, "cudaGraphAddHostNode")
def graph_add_host_node(pGraphNode, graph, pDependencies, numDependencies, pNodeParams):
    _new_node(RT, pGraphNode, graph, "host", _host_params(RT, pNodeParams), pDependencies, numDependencies)


def _child(library: str, child) -> dict:
    return {"graph": GRAPHS.clone(graph_arg(library, child), copy_node_params)}


@api(RT, "cudaGraphAddChildGraphNode")
def graph_add_child_graph_node(pGraphNode, graph, pDependencies, numDependencies, childGraph):
    _new_node(RT, pGraphNode, graph, "graph", _child(RT, childGraph), pDependencies, numDependencies)


def _event(library: str, event) -> int:
    h = _addr(library, event)
    STREAMS.event(h)
    return h


@api(RT, "cudaGraphAddEventRecordNode")
def graph_add_event_record_node(pGraphNode, graph, pDependencies, numDependencies, event):
    _new_node(RT, pGraphNode, graph, "event_record", {"event": _event(RT, event)}, pDependencies, numDependencies)


@api(RT, "cudaGraphAddEventWaitNode")
def graph_add_event_wait_node(pGraphNode, graph, pDependencies, numDependencies, event):
    _new_node(RT, pGraphNode, graph, "wait_event", {"event": _event(RT, event)}, pDependencies, numDependencies)


@api(RT, "cudaGraphAddMemAllocNode")
def graph_add_mem_alloc_node(pGraphNode, graph, pDependencies, numDependencies, nodeParams):
    _out(RT, nodeParams, "nodeParams")
    graph_arg(RT, graph)
    params = mem_alloc_params(nodeParams.bytesize)
    _new_node(RT, pGraphNode, graph, "mem_alloc", params, pDependencies, numDependencies)
    nodeParams.dptr = ffi(RT).cast("void *", params["dptr"])


@api(RT, "cudaGraphAddMemFreeNode")
def graph_add_mem_free_node(pGraphNode, graph, pDependencies, numDependencies, dptr):
    pointer = _addr(RT, dptr)
    if not owns_graph_allocation(pointer):
        raise CudaError("cudaErrorInvalidValue", f"{pointer:#x} is not memory of a memory allocation node")
    _new_node(RT, pGraphNode, graph, "mem_free", {"dptr": pointer}, pDependencies, numDependencies)


@api(RT, "cudaGraphConditionalHandleCreate")
def graph_conditional_handle_create(pHandle_out, graph, defaultLaunchValue, flags):
    _out(RT, pHandle_out, "pHandle_out")
    graph_arg(RT, graph)
    handle = next(_conditional_handles)
    _conditional_defaults[handle] = defaultLaunchValue if flags & COND_ASSIGN_DEFAULT else 0
    pHandle_out[0] = handle


def _generic_params(library: str, type_: str, p) -> dict:
    """cudaGraphNodeParams' union member for `type_`, as a node's parameters."""
    f = ffi(library)
    if type_ == "kernel" and library == DRV:
        return _driver_kernel_params(f.addressof(p, "kernel"))
    if type_ == "kernel":
        k = p.kernel
        func = _addr(library, k.func)
        return kernel_params(MODULES.kernel_for(func), func, dims(k.gridDim), dims(k.blockDim), k.sharedMemBytes,
                             _addr(library, k.kernelParams), _addr(library, k.extra))
    if type_ == "memcpy" and library == DRV:
        return _driver_copy3d_params(f.addressof(p.memcpy, "copyParams"))
    if type_ == "memcpy":
        return _copy3d_params(library, f.addressof(p.memcpy, "copyParams"))
    if type_ == "memset":
        return _memset_struct_params(library, f.addressof(p, "memset"))
    if type_ == "host":
        return _host_params(library, f.addressof(p, "host"))
    if type_ == "graph":
        return _child(library, p.graph.graph)
    if type_ in ("event_record", "wait_event"):
        return {"event": _event(library, p.eventRecord.event if type_ == "event_record" else p.eventWait.event)}
    if type_ == "mem_alloc":
        params = mem_alloc_params(p.alloc.bytesize)
        p.alloc.dptr = f.cast("void *", params["dptr"]) if library == RT else params["dptr"]
        return params
    if type_ == "mem_free":
        pointer = _addr(library, p.free.dptr)
        if not owns_graph_allocation(pointer):
            raise CudaError("cudaErrorInvalidValue", f"{pointer:#x} is not memory of a memory allocation node")
        return {"dptr": pointer}
    if type_ == "empty":
        return {}
    if type_ == "conditional":
        c = p.conditional
        kind = COND_TYPES.get(int(c.type))
        if kind is None or c.handle not in _conditional_defaults:
            raise CudaError("cudaErrorInvalidValue", "conditional node: unknown type or handle")
        if c.size < 1 or (kind == "while" and c.size != 1) or (kind == "if" and c.size > 2):
            raise CudaError("cudaErrorInvalidValue", f"conditional node: size {c.size} for a {kind} node")
        bodies = [GRAPHS.create() for _ in range(c.size)]
        array = f.new(f"{f.typeof(c.phGraph_out).item.cname}[]", c.size)   # the runtime's to own
        for i, body in enumerate(bodies):
            array[i] = f.cast("void *", body.handle)
        c.phGraph_out = array
        return {"handle": c.handle, "type": kind, "bodies": bodies, "_c_bodies": array}
    raise CudaError("cudaErrorNotSupported", f"{type_} nodes (this device has no external semaphores)")


def _add_node(library: str, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams) -> None:
    _out(library, nodeParams, "nodeParams")
    if dependencyData is not None:
        check_edge_data(library, dependencyData, numDependencies)
    type_ = NODE_TYPE_NAMES.get(int(nodeParams.type))
    if type_ is None:
        raise CudaError("cudaErrorInvalidValue", f"node type {int(nodeParams.type)}")
    graph_arg(library, graph)
    node = _new_node(library, pGraphNode, graph, type_, _generic_params(library, type_, nodeParams), pDependencies,
                     numDependencies)
    if type_ == "conditional":
        for body in node.params["bodies"]:
            body.parent = node
            GRAPHS.register(body)


@api(RT, "cudaGraphAddNode")
def graph_add_node(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams):
    _add_node(RT, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams)


# ---------------------------------------------------------------- node parameters, get and set

def _kind_of(node, type_: str):
    if node.type != type_:
        raise CudaError("cudaErrorInvalidValue", f"node {node.handle:#x} is a {node.type} node, not {type_}")
    return node


def _write_kernel(library: str, out, p: dict) -> None:
    """The kernel node's parameters; kernelParams points at the node's own copy of them."""
    f = ffi(library)
    layout = p["kernel"].module.param_layout(p["kernel"].name)
    if "_c_args" not in p:
        storage = f.new("char[]", p["args"] or b"\0")
        pointers = f.new("void *[]", max(len(layout), 1))
        for i, param in enumerate(layout):
            pointers[i] = storage + param.offset
        p["_c_args"] = (storage, pointers)
    out.func = f.cast("void *", p["func"])
    out.gridDim.x, out.gridDim.y, out.gridDim.z = p["grid"]
    out.blockDim.x, out.blockDim.y, out.blockDim.z = p["block"]
    out.sharedMemBytes = p["shared"]
    out.kernelParams = p["_c_args"][1]
    out.extra = f.NULL


@api(RT, "cudaGraphKernelNodeGetParams")
def graph_kernel_node_get_params(node, pNodeParams):
    _write_kernel(RT, _out(RT, pNodeParams, "pNodeParams"), _kind_of(_node(RT, node), "kernel").params)


@api(RT, "cudaGraphKernelNodeSetParams")
def graph_kernel_node_set_params(node, pNodeParams):
    n = _kind_of(_node(RT, node), "kernel")
    n.params = _runtime_kernel_params(_out(RT, pNodeParams, "pNodeParams"))


@api(RT, "cudaGraphMemcpyNodeGetParams")
def graph_memcpy_node_get_params(node, pNodeParams):
    _write_copy3d(RT, _out(RT, pNodeParams, "pNodeParams"), _kind_of(_node(RT, node), "memcpy").params)


@api(RT, "cudaGraphMemcpyNodeSetParams")
def graph_memcpy_node_set_params(node, pNodeParams):
    _kind_of(_node(RT, node), "memcpy").params = _copy3d_params(RT, pNodeParams)


@api(RT, "cudaGraphMemcpyNodeSetParams1D")
def graph_memcpy_node_set_params_1d(node, dst, src, count, kind):
    _kind_of(_node(RT, node), "memcpy").params = _copy_1d(dst, src, count, kind)


@api(RT, "cudaGraphMemcpyNodeSetParamsToSymbol")
def graph_memcpy_node_set_params_to_symbol(node, symbol, src, count, offset, kind):
    _kind_of(_node(RT, node), "memcpy").params = to_symbol_params(symbol, src, count, offset, kind)


@api(RT, "cudaGraphMemcpyNodeSetParamsFromSymbol")
def graph_memcpy_node_set_params_from_symbol(node, dst, symbol, count, offset, kind):
    _kind_of(_node(RT, node), "memcpy").params = from_symbol_params(dst, symbol, count, offset, kind)


@api(RT, "cudaGraphMemsetNodeGetParams")
def graph_memset_node_get_params(node, pNodeParams):
    _write_memset(RT, _out(RT, pNodeParams, "pNodeParams"), _kind_of(_node(RT, node), "memset").params)


@api(RT, "cudaGraphMemsetNodeSetParams")
def graph_memset_node_set_params(node, pNodeParams):
    _kind_of(_node(RT, node), "memset").params = _memset_struct_params(RT, pNodeParams)


@api(RT, "cudaGraphHostNodeGetParams")
def graph_host_node_get_params(node, pNodeParams):
    p = _kind_of(_node(RT, node), "host").params
    out = _out(RT, pNodeParams, "pNodeParams")
    out.fn, out.userData = p["fn"], p["user_data"]


@api(RT, "cudaGraphHostNodeSetParams")
def graph_host_node_set_params(node, pNodeParams):
    _kind_of(_node(RT, node), "host").params = _host_params(RT, pNodeParams)


@api(RT, "cudaGraphChildGraphNodeGetGraph")
def graph_child_graph_node_get_graph(node, pGraph):
    _out(RT, pGraph, "pGraph")[0] = ffi(RT).cast("void *", _kind_of(_node(RT, node), "graph").params["graph"].handle)


@api(RT, "cudaGraphEventRecordNodeGetEvent")
def graph_event_record_node_get_event(node, event_out):
    _out(RT, event_out, "event_out")[0] = ffi(RT).cast("void *", _kind_of(_node(RT, node), "event_record").params["event"])


@api(RT, "cudaGraphEventRecordNodeSetEvent")
def graph_event_record_node_set_event(node, event):
    _kind_of(_node(RT, node), "event_record").params = {"event": _event(RT, event)}


@api(RT, "cudaGraphEventWaitNodeGetEvent")
def graph_event_wait_node_get_event(node, event_out):
    _out(RT, event_out, "event_out")[0] = ffi(RT).cast("void *", _kind_of(_node(RT, node), "wait_event").params["event"])


@api(RT, "cudaGraphEventWaitNodeSetEvent")
def graph_event_wait_node_set_event(node, event):
    _kind_of(_node(RT, node), "wait_event").params = {"event": _event(RT, event)}


@api(RT, "cudaGraphMemAllocNodeGetParams")
def graph_mem_alloc_node_get_params(node, params_out):
    p = _kind_of(_node(RT, node), "mem_alloc").params
    out = _out(RT, params_out, "params_out")
    f = ffi(RT)
    f.memmove(out, b"\0" * f.sizeof(out[0]), f.sizeof(out[0]))
    out.poolProps.allocType = 1      # pinned device memory of device 0
    out.poolProps.location.type = 1
    out.poolProps.location.id = 0
    out.bytesize = p["size"]
    out.dptr = f.cast("void *", p["dptr"])


@api(RT, "cudaGraphMemFreeNodeGetParams")
def graph_mem_free_node_get_params(node, dptr_out):
    p = _kind_of(_node(RT, node), "mem_free").params
    ffi(RT).cast("void **", _out(RT, dptr_out, "dptr_out"))[0] = ffi(RT).cast("void *", p["dptr"])


def _node_set_params(library: str, node, nodeParams) -> None:
    n = _node(library, node)
    _out(library, nodeParams, "nodeParams")
    type_ = NODE_TYPE_NAMES.get(int(nodeParams.type))
    if type_ != n.type or type_ in ("mem_alloc", "mem_free", "conditional"):
        raise CudaError("cudaErrorInvalidValue", f"node {n.handle:#x} is a {n.type} node; its parameters cannot become {type_}'s")
    n.params = _generic_params(library, type_, nodeParams)


@api(RT, "cudaGraphNodeSetParams")
def graph_node_set_params(node, nodeParams):
    _node_set_params(RT, node, nodeParams)


# ---------------------------------------------------------------- executable graphs

def _instantiate(library: str, out, graph, flags: int) -> graphs.GraphExec:
    _out(library, out, "pGraphExec")
    g = graph_arg(library, graph)
    if flags & ~0xF:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    exe = GRAPHS.instantiate(g, flags, copy_node_params)
    out[0] = ffi(library).cast("void *", exe.handle)
    return exe


@api(RT, "cudaGraphInstantiate", "cudaGraphInstantiateWithFlags")
def graph_instantiate(pGraphExec, graph, flags):
    _instantiate(RT, pGraphExec, graph, flags)


@api(RT, "cudaGraphInstantiateWithParams")
def graph_instantiate_with_params(pGraphExec, graph, instantiateParams):
    p = _out(RT, instantiateParams, "instantiateParams")
    p.errNode_out = ffi(RT).NULL
    try:
        exe = _instantiate(RT, pGraphExec, graph, p.flags)
    except CudaError:
        p.result_out = enum_value("cudaGraphInstantiateResult", "cudaGraphInstantiateError")
        raise
    p.result_out = enum_value("cudaGraphInstantiateResult", "cudaGraphInstantiateSuccess")
    if p.flags & 2:   # cudaGraphInstantiateFlagUpload: nothing to upload on this device
        launch_stream(RT, p.uploadStream)
    return exe


@api(RT, "cudaGraphExecDestroy")
def graph_exec_destroy(graphExec):
    GRAPHS.destroy_executable(exec_arg(RT, graphExec).handle)


@api(RT, "cudaGraphExecGetFlags")
def graph_exec_get_flags(graphExec, flags):
    _out(RT, flags, "flags")[0] = exec_arg(RT, graphExec).flags


def launch_stream(library: str, stream) -> int:
    h = _addr(library, stream)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    return h


def launch(exe: graphs.GraphExec, stream: int) -> None:
    run_graph(exe.order, stream)


@api(RT, "cudaGraphLaunch")
def graph_launch(graphExec, stream):
    exe = exec_arg(RT, graphExec)
    launch(exe, launch_stream(RT, stream))


@api(RT, "cudaGraphUpload")
def graph_upload(graphExec, stream):
    """The graph's work is resident already: uploading validates and does nothing else."""
    exec_arg(RT, graphExec)
    launch_stream(RT, stream)


def _exec_node(library: str, graphExec, node, type_: str) -> graphs.Node:
    exe = exec_arg(library, graphExec)
    return _kind_of(GRAPHS.exec_node(exe, _node(library, node)), type_)


@api(RT, "cudaGraphExecKernelNodeSetParams")
def graph_exec_kernel_node_set_params(hGraphExec, node, pNodeParams):
    _exec_node(RT, hGraphExec, node, "kernel").params = _runtime_kernel_params(_out(RT, pNodeParams, "pNodeParams"))


@api(RT, "cudaGraphExecMemcpyNodeSetParams")
def graph_exec_memcpy_node_set_params(hGraphExec, node, pNodeParams):
    _exec_node(RT, hGraphExec, node, "memcpy").params = _copy3d_params(RT, pNodeParams)


@api(RT, "cudaGraphExecMemcpyNodeSetParams1D")
def graph_exec_memcpy_node_set_params_1d(hGraphExec, node, dst, src, count, kind):
    _exec_node(RT, hGraphExec, node, "memcpy").params = _copy_1d(dst, src, count, kind)


@api(RT, "cudaGraphExecMemcpyNodeSetParamsToSymbol")
def graph_exec_memcpy_node_set_params_to_symbol(hGraphExec, node, symbol, src, count, offset, kind):
    _exec_node(RT, hGraphExec, node, "memcpy").params = to_symbol_params(symbol, src, count, offset, kind)


@api(RT, "cudaGraphExecMemcpyNodeSetParamsFromSymbol")
def graph_exec_memcpy_node_set_params_from_symbol(hGraphExec, node, dst, symbol, count, offset, kind):
    _exec_node(RT, hGraphExec, node, "memcpy").params = from_symbol_params(dst, symbol, count, offset, kind)


@api(RT, "cudaGraphExecMemsetNodeSetParams")
def graph_exec_memset_node_set_params(hGraphExec, node, pNodeParams):
    _exec_node(RT, hGraphExec, node, "memset").params = _memset_struct_params(RT, pNodeParams)


@api(RT, "cudaGraphExecHostNodeSetParams")
def graph_exec_host_node_set_params(hGraphExec, node, pNodeParams):
    _exec_node(RT, hGraphExec, node, "host").params = _host_params(RT, pNodeParams)


@api(RT, "cudaGraphExecChildGraphNodeSetParams")
def graph_exec_child_graph_node_set_params(hGraphExec, node, childGraph):
    """The child graph's topology must be the node's: only its nodes' parameters change."""
    twin = _exec_node(RT, hGraphExec, node, "graph")
    child = graph_arg(RT, childGraph)
    stand_in = graphs.GraphExec(0, twin.params["graph"], child, 0, [])
    result, _failed = GRAPHS.update(stand_in, child, _update_problem)
    if result != "success":
        raise CudaError("cudaErrorInvalidValue", f"the child graph cannot replace the node's graph: {result}")


@api(RT, "cudaGraphExecEventRecordNodeSetEvent")
def graph_exec_event_record_node_set_event(hGraphExec, hNode, event):
    _exec_node(RT, hGraphExec, hNode, "event_record").params = {"event": _event(RT, event)}


@api(RT, "cudaGraphExecEventWaitNodeSetEvent")
def graph_exec_event_wait_node_set_event(hGraphExec, hNode, event):
    _exec_node(RT, hGraphExec, hNode, "wait_event").params = {"event": _event(RT, event)}


def _exec_node_set_params(library: str, graphExec, node, nodeParams) -> None:
    exe = exec_arg(library, graphExec)
    twin = GRAPHS.exec_node(exe, _node(library, node))
    _out(library, nodeParams, "nodeParams")
    type_ = NODE_TYPE_NAMES.get(int(nodeParams.type))
    if type_ != twin.type or type_ in ("mem_alloc", "mem_free", "conditional", "graph"):
        raise CudaError("cudaErrorInvalidValue", f"node {twin.handle:#x}: {type_} parameters for a {twin.type} node")
    twin.params = _generic_params(library, type_, nodeParams)


@api(RT, "cudaGraphExecNodeSetParams")
def graph_exec_node_set_params(graphExec, node, nodeParams):
    _exec_node_set_params(RT, graphExec, node, nodeParams)


@api(RT, "cudaGraphNodeSetEnabled")
def graph_node_set_enabled(hGraphExec, hNode, isEnabled):
    twin = GRAPHS.exec_node(exec_arg(RT, hGraphExec), _node(RT, hNode))
    if twin.type not in ("kernel", "memcpy", "memset"):
        raise CudaError("cudaErrorInvalidValue", f"a {twin.type} node cannot be disabled")
    twin.enabled = bool(isEnabled)


@api(RT, "cudaGraphNodeGetEnabled")
def graph_node_get_enabled(hGraphExec, hNode, isEnabled):
    twin = GRAPHS.exec_node(exec_arg(RT, hGraphExec), _node(RT, hNode))
    if twin.type not in ("kernel", "memcpy", "memset"):
        raise CudaError("cudaErrorInvalidValue", f"a {twin.type} node cannot be disabled")
    _out(RT, isEnabled, "isEnabled")[0] = int(twin.enabled)


def _update_problem(old: graphs.Node, new: graphs.Node) -> str | None:
    """What keeps a node of an executable graph from taking another node's parameters."""
    if old.type in ("mem_alloc", "mem_free") and old.params != new.params:
        return "not_supported"
    if old.type == "conditional" and (old.params["handle"], old.params["type"]) != \
            (new.params["handle"], new.params["type"]):
        return "parameters_changed"
    return None


@api(RT, "cudaGraphExecUpdate")
def graph_exec_update(hGraphExec, hGraph, resultInfo):
    exe = exec_arg(RT, hGraphExec)
    graph = graph_arg(RT, hGraph)
    _out(RT, resultInfo, "resultInfo")
    result, failed = GRAPHS.update(exe, graph, _update_problem)
    f = ffi(RT)
    resultInfo.result = UPDATE_RESULTS[result]
    resultInfo.errorNode = f.cast("void *", failed.handle if failed is not None else 0)
    resultInfo.errorFromNode = f.NULL
    if result != "success":
        raise CudaError("cudaErrorGraphExecUpdateFailure", f"cudaGraphExecUpdate: {result}")


# ---------------------------------------------------------------- graph memory attributes

def _graph_memory_device(device: int) -> None:
    if device != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {device} (this machine has 1)")


def _graph_memory_attribute(attr: int) -> tuple[str, bool]:
    found = GRAPH_MEMORY_ATTRIBUTES.get(int(attr))
    if found is None:
        raise CudaError("cudaErrorInvalidValue", f"graph memory attribute {attr}")
    return found


@api(RT, "cudaDeviceGetGraphMemAttribute")
def device_get_graph_mem_attribute(device, attr, value):
    _graph_memory_device(device)
    name, _settable = _graph_memory_attribute(attr)
    _out(RT, value, "value")
    ffi(RT).cast("unsigned long long *", value)[0] = GRAPH_MEMORY.get(name)


@api(RT, "cudaDeviceSetGraphMemAttribute")
def device_set_graph_mem_attribute(device, attr, value):
    _graph_memory_device(device)
    name, settable = _graph_memory_attribute(attr)
    _out(RT, value, "value")
    if not settable:
        raise CudaError("cudaErrorInvalidValue", f"graph memory attribute {attr} is read-only")
    if ffi(RT).cast("unsigned long long *", value)[0] != 0:
        raise CudaError("cudaErrorInvalidValue", "a high-water mark can only be reset to 0")
    GRAPH_MEMORY.reset(name)


@api(RT, "cudaDeviceGraphMemTrim")
def device_graph_mem_trim(device):
    """Every allocation node keeps its address reserved for the process (a launch must find
    the same address), so there is nothing unused to give back."""
    _graph_memory_device(device)


# ---------------------------------------------------------------- user objects

USER_OBJECT_NO_DESTRUCTOR_SYNC = 0x1   # cudaUserObjectNoDestructorSync: required
GRAPH_USER_OBJECT_MOVE = 0x1           # cudaGraphUserObjectMove


@api(RT, "cudaUserObjectCreate")
def user_object_create(object_out, ptr, destroy, initialRefcount, flags):
    _out(RT, object_out, "object_out")
    if destroy == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "destroy is NULL")
    if flags != USER_OBJECT_NO_DESTRUCTOR_SYNC:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x} (cudaUserObjectNoDestructorSync is required)")
    handle = GRAPHS.create_user_object(lambda: destroy(ptr), initialRefcount)
    object_out[0] = ffi(RT).cast("void *", handle)


@api(RT, "cudaUserObjectRetain")
def user_object_retain(object_, count):
    GRAPHS.retain_user_object(_addr(RT, object_), count)


@api(RT, "cudaUserObjectRelease")
def user_object_release(object_, count):
    GRAPHS.release_user_object(_addr(RT, object_), count)


@api(RT, "cudaGraphRetainUserObject")
def graph_retain_user_object(graph, object_, count, flags):
    if flags & ~GRAPH_USER_OBJECT_MOVE:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    GRAPHS.graph_retain_user_object(graph_arg(RT, graph), _addr(RT, object_), count,
                                    bool(flags & GRAPH_USER_OBJECT_MOVE))


@api(RT, "cudaGraphReleaseUserObject")
def graph_release_user_object(graph, object_, count):
    GRAPHS.graph_release_user_object(graph_arg(RT, graph), _addr(RT, object_), count)


# ---------------------------------------------------------------- kernel node attributes

@api(RT, "cudaGraphKernelNodeSetAttribute")
def graph_kernel_node_set_attribute(hNode, attr, value):
    """Launch attributes are kept as given (their effects are a GPU's scheduling hints)."""
    node = _kind_of(_node(RT, hNode), "kernel")
    _out(RT, value, "value")
    f = ffi(RT)
    # a new dict: a clone shares its original's until either changes
    node.params["attributes"] = {**node.params.get("attributes", {}),
                                 int(attr): bytes(f.buffer(value, f.sizeof(value[0])))}


@api(RT, "cudaGraphKernelNodeGetAttribute")
def graph_kernel_node_get_attribute(hNode, attr, value_out):
    """An attribute never set reads as zeros (NVIDIA's defaults for every launch attribute)."""
    node = _kind_of(_node(RT, hNode), "kernel")
    _out(RT, value_out, "value_out")
    f = ffi(RT)
    size = f.sizeof(value_out[0])
    f.memmove(value_out, node.params.get("attributes", {}).get(int(attr), b"\0" * size), size)


@api(RT, "cudaGraphKernelNodeCopyAttributes")
def graph_kernel_node_copy_attributes(hDst, hSrc):
    src = _kind_of(_node(RT, hSrc), "kernel")
    dst = _kind_of(_node(RT, hDst), "kernel")
    dst.params["attributes"] = dict(src.params.get("attributes", {}))


# ---------------------------------------------------------------- DOT output

def _label(node: graphs.Node) -> str:
    p = node.params
    if node.type == "kernel":
        return f"KERNEL\\n{p['kernel'].name}\\n<<<({','.join(map(str, p['grid']))}),({','.join(map(str, p['block']))}),{p['shared']}>>>"
    if node.type == "memcpy":
        return f"MEMCPY\\n{p['kind']}\\n{p['extent'][0]}x{p['extent'][1]}x{p['extent'][2]}"
    if node.type == "memset":
        return f"MEMSET\\nvalue {p['value']}, {p['element_size']}-byte elements\\n{p['width']}x{p['height']}"
    if node.type in ("mem_alloc", "mem_free"):
        return f"{node.type.upper()}\\n{p['dptr']:#x}" + (f"\\n{p['size']} bytes" if node.type == "mem_alloc" else "")
    if node.type in ("event_record", "wait_event"):
        return f"{node.type.upper()}\\nevent {p['event']:#x}"
    return node.type.upper()


def _dot(graph: graphs.Graph, lines: list, prefix: str) -> None:
    for i, node in enumerate(graph.nodes):
        lines.append(f'"{prefix}node_{i}" [label="{_label(node)}"];')
        if node.type == "graph":
            lines.append(f'subgraph "cluster_{prefix}node_{i}" {{ label="child graph";')
            _dot(node.params["graph"], lines, f"{prefix}node_{i}_")
            lines.append("}")
    index = {id(n): i for i, n in enumerate(graph.nodes)}
    for a, b in graph.edges:
        lines.append(f'"{prefix}node_{index[id(a)]}" -> "{prefix}node_{index[id(b)]}";')


def dot_text(graph: graphs.Graph) -> str:
    lines = ["digraph dot {", f'label="graph {graph.handle:#x}";']
    _dot(graph, lines, "")
    lines.append("}")
    return "\n".join(lines) + "\n"


@api(RT, "cudaGraphDebugDotPrint")
def graph_debug_dot_print(graph, path, flags):
    g = graph_arg(RT, graph)
    if path == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "path is NULL")
    target = ffi(RT).string(path).decode(errors="replace")
    try:
        with open(target, "w") as f:
            f.write(dot_text(g))
    except OSError as exc:
        raise CudaError("cudaErrorOperatingSystem", f"{target}: {exc.strerror}") from None


# ---------------------------------------------------------------- driver API

# driver functions whose parameters are the runtime twin's, handle for handle
DRIVER_TWINS = {
    "cuGraphCreate": graph_create, "cuGraphDestroy": graph_destroy, "cuGraphClone": graph_clone,
    "cuGraphNodeFindInClone": graph_node_find_in_clone, "cuGraphGetNodes": graph_get_nodes,
    "cuGraphGetRootNodes": graph_get_root_nodes, "cuGraphGetEdges_v2": graph_get_edges,
    "cuGraphNodeGetDependencies_v2": graph_node_get_dependencies,
    "cuGraphNodeGetDependentNodes_v2": graph_node_get_dependent_nodes,
    "cuGraphAddDependencies_v2": graph_add_dependencies, "cuGraphRemoveDependencies_v2": graph_remove_dependencies,
    "cuGraphDestroyNode": graph_destroy_node, "cuGraphNodeGetType": graph_node_get_type,
    "cuGraphAddEmptyNode": graph_add_empty_node, "cuGraphAddChildGraphNode": graph_add_child_graph_node,
    "cuGraphAddEventRecordNode": graph_add_event_record_node, "cuGraphAddEventWaitNode": graph_add_event_wait_node,
    "cuGraphAddHostNode": graph_add_host_node, "cuGraphHostNodeGetParams": graph_host_node_get_params,
    "cuGraphHostNodeSetParams": graph_host_node_set_params, "cuGraphExecHostNodeSetParams": graph_exec_host_node_set_params,
    "cuGraphAddMemFreeNode": graph_add_mem_free_node, "cuGraphMemFreeNodeGetParams": graph_mem_free_node_get_params,
    "cuGraphChildGraphNodeGetGraph": graph_child_graph_node_get_graph,
    "cuGraphEventRecordNodeGetEvent": graph_event_record_node_get_event,
    "cuGraphEventRecordNodeSetEvent": graph_event_record_node_set_event,
    "cuGraphEventWaitNodeGetEvent": graph_event_wait_node_get_event,
    "cuGraphEventWaitNodeSetEvent": graph_event_wait_node_set_event,
    "cuGraphInstantiateWithFlags": graph_instantiate, "cuGraphExecDestroy": graph_exec_destroy,
    "cuGraphExecGetFlags": graph_exec_get_flags, "cuGraphUpload": graph_upload,
    "cuGraphExecUpdate_v2": graph_exec_update, "cuGraphExecChildGraphNodeSetParams": graph_exec_child_graph_node_set_params,
    "cuGraphExecEventRecordNodeSetEvent": graph_exec_event_record_node_set_event,
    "cuGraphExecEventWaitNodeSetEvent": graph_exec_event_wait_node_set_event,
    "cuGraphNodeSetEnabled": graph_node_set_enabled, "cuGraphNodeGetEnabled": graph_node_get_enabled,
    "cuGraphDebugDotPrint": graph_debug_dot_print,
    "cuDeviceGetGraphMemAttribute": device_get_graph_mem_attribute,
    "cuDeviceSetGraphMemAttribute": device_set_graph_mem_attribute, "cuDeviceGraphMemTrim": device_graph_mem_trim,
    "cuUserObjectCreate": user_object_create, "cuUserObjectRetain": user_object_retain,
    "cuUserObjectRelease": user_object_release, "cuGraphRetainUserObject": graph_retain_user_object,
    "cuGraphReleaseUserObject": graph_release_user_object,
    "cuGraphKernelNodeSetAttribute": graph_kernel_node_set_attribute,
    "cuGraphKernelNodeGetAttribute": graph_kernel_node_get_attribute,
    "cuGraphKernelNodeCopyAttributes": graph_kernel_node_copy_attributes,
}
for _name, _fn in DRIVER_TWINS.items():
    api(DRV, _name)(_fn)


@api(DRV, "cuGraphGetEdges")
def cu_graph_get_edges(hGraph, from_, to, numEdges):
    graph_get_edges(hGraph, from_, to, ffi(DRV).NULL, numEdges)


@api(DRV, "cuGraphNodeGetDependencies")
def cu_graph_node_get_dependencies(hNode, dependencies, numDependencies):
    graph_node_get_dependencies(hNode, dependencies, ffi(DRV).NULL, numDependencies)


@api(DRV, "cuGraphNodeGetDependentNodes")
def cu_graph_node_get_dependent_nodes(hNode, dependentNodes, numDependentNodes):
    graph_node_get_dependent_nodes(hNode, dependentNodes, ffi(DRV).NULL, numDependentNodes)


@api(DRV, "cuGraphAddDependencies")
def cu_graph_add_dependencies(hGraph, from_, to, numDependencies):
    graph_add_dependencies(hGraph, from_, to, ffi(DRV).NULL, numDependencies)


@api(DRV, "cuGraphRemoveDependencies")
def cu_graph_remove_dependencies(hGraph, from_, to, numDependencies):
    graph_remove_dependencies(hGraph, from_, to, ffi(DRV).NULL, numDependencies)


def _driver_kernel_params(p) -> dict:
    _out(DRV, p, "nodeParams")
    handle = _addr(DRV, p.func) or _addr(DRV, p.kern)
    kernel = MODULES.kernel_of_handle(handle)
    return kernel_params(kernel, handle, (p.gridDimX, p.gridDimY, p.gridDimZ), (p.blockDimX, p.blockDimY, p.blockDimZ),
                         p.sharedMemBytes, _addr(DRV, p.kernelParams), _addr(DRV, p.extra))


@api(DRV, "cuGraphAddKernelNode_v2", "cuGraphAddKernelNode")
def cu_graph_add_kernel_node(phGraphNode, hGraph, dependencies, numDependencies, nodeParams):
    _new_node(DRV, phGraphNode, hGraph, "kernel", _driver_kernel_params(nodeParams), dependencies, numDependencies)


@api(DRV, "cuGraphKernelNodeSetParams_v2", "cuGraphKernelNodeSetParams")
def cu_graph_kernel_node_set_params(hNode, nodeParams):
    _kind_of(_node(DRV, hNode), "kernel").params = _driver_kernel_params(nodeParams)


@api(DRV, "cuGraphExecKernelNodeSetParams_v2", "cuGraphExecKernelNodeSetParams")
def cu_graph_exec_kernel_node_set_params(hGraphExec, hNode, nodeParams):
    _exec_node(DRV, hGraphExec, hNode, "kernel").params = _driver_kernel_params(nodeParams)


@api(DRV, "cuGraphAddMemsetNode")
def cu_graph_add_memset_node(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx):
    _new_node(DRV, phGraphNode, hGraph, "memset", _memset_struct_params(DRV, memsetParams), dependencies,
              numDependencies)


@api(DRV, "cuGraphMemsetNodeGetParams")
def cu_graph_memset_node_get_params(hNode, nodeParams):
    _write_memset(DRV, _out(DRV, nodeParams, "nodeParams"), _kind_of(_node(DRV, hNode), "memset").params)


@api(DRV, "cuGraphAddMemAllocNode")
def cu_graph_add_mem_alloc_node(phGraphNode, hGraph, dependencies, numDependencies, nodeParams):
    _out(DRV, nodeParams, "nodeParams")
    graph_arg(DRV, hGraph)
    params = mem_alloc_params(nodeParams.bytesize)
    _new_node(DRV, phGraphNode, hGraph, "mem_alloc", params, dependencies, numDependencies)
    nodeParams.dptr = params["dptr"]


@api(DRV, "cuGraphMemAllocNodeGetParams")
def cu_graph_mem_alloc_node_get_params(hNode, params_out):
    p = _kind_of(_node(DRV, hNode), "mem_alloc").params
    out = _out(DRV, params_out, "params_out")
    f = ffi(DRV)
    f.memmove(out, b"\0" * f.sizeof(out[0]), f.sizeof(out[0]))
    out.poolProps.allocType = 1      # pinned device memory of device 0
    out.poolProps.location.type = 1
    out.poolProps.location.id = 0
    out.bytesize = p["size"]
    out.dptr = p["dptr"]


@api(DRV, "cuGraphConditionalHandleCreate")
def cu_graph_conditional_handle_create(pHandle_out, hGraph, ctx, defaultLaunchValue, flags):
    graph_conditional_handle_create(pHandle_out, hGraph, defaultLaunchValue, flags)


@api(DRV, "cuGraphMemsetNodeSetParams")
def cu_graph_memset_node_set_params(hNode, nodeParams):
    _kind_of(_node(DRV, hNode), "memset").params = _memset_struct_params(DRV, nodeParams)


@api(DRV, "cuGraphExecMemsetNodeSetParams")
def cu_graph_exec_memset_node_set_params(hGraphExec, hNode, memsetParams, ctx):
    _exec_node(DRV, hGraphExec, hNode, "memset").params = _memset_struct_params(DRV, memsetParams)


def _batch_mem_op_params(p) -> dict:
    """A batch memory operation node's own copy of the operations (the program's array may
    go away once the call returns)."""
    _out(DRV, p, "nodeParams")
    f = ffi(DRV)
    if p.flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"nodeParams->flags {p.flags:#x} (must be 0)")
    if p.count == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "nodeParams->count is 0")
    stream_api.check_batch_mem_ops(p.count, p.paramArray)
    ops = f.new("CUstreamBatchMemOpParams[]", p.count)
    f.memmove(ops, p.paramArray, f.sizeof(ops))
    return {"count": p.count, "ops": ops, "ctx": _addr(DRV, p.ctx)}


@api(DRV, "cuGraphAddBatchMemOpNode")
def cu_graph_add_batch_mem_op_node(phGraphNode, hGraph, dependencies, numDependencies, nodeParams):
    _new_node(DRV, phGraphNode, hGraph, "batch_mem_op", _batch_mem_op_params(nodeParams), dependencies,
              numDependencies)


@api(DRV, "cuGraphBatchMemOpNodeGetParams")
def cu_graph_batch_mem_op_node_get_params(hNode, nodeParams_out):
    """paramArray points at the node's own copy of the operations, as long as the node lives."""
    p = _kind_of(_node(DRV, hNode), "batch_mem_op").params
    out = _out(DRV, nodeParams_out, "nodeParams_out")
    out.ctx = ffi(DRV).cast("CUcontext", p["ctx"])
    out.count = p["count"]
    out.paramArray = p["ops"]
    out.flags = 0


@api(DRV, "cuGraphBatchMemOpNodeSetParams")
def cu_graph_batch_mem_op_node_set_params(hNode, nodeParams):
    _kind_of(_node(DRV, hNode), "batch_mem_op").params = _batch_mem_op_params(nodeParams)


@api(DRV, "cuGraphExecBatchMemOpNodeSetParams")
def cu_graph_exec_batch_mem_op_node_set_params(hGraphExec, hNode, nodeParams):
    _exec_node(DRV, hGraphExec, hNode, "batch_mem_op").params = _batch_mem_op_params(nodeParams)


# CUmemorytype: where each side of a CUDA_MEMCPY3D lies
MEMORY_HOST, MEMORY_DEVICE, MEMORY_ARRAY, MEMORY_UNIFIED = 1, 2, 3, 4


def _driver_copy_side(p, side: str) -> int:
    kind = getattr(p, f"{side}MemoryType")
    if kind == MEMORY_HOST:
        return _addr(DRV, getattr(p, f"{side}Host"))
    if kind in (MEMORY_DEVICE, MEMORY_UNIFIED):
        return getattr(p, f"{side}Device")
    if kind == MEMORY_ARRAY:
        raise CudaError("cudaErrorNotSupported", "copy nodes with CUDA arrays")
    raise CudaError("cudaErrorInvalidValue", f"{side}MemoryType {kind}")


def _driver_copy3d_params(p) -> dict:
    """A CUDA_MEMCPY3D as a copy node's parameters (the kind follows from the memory types)."""
    _out(DRV, p, "copyParams")
    src, dst = _driver_copy_side(p, "src"), _driver_copy_side(p, "dst")
    height = p.Height or 1
    return {"src": (src, p.srcPitch or p.WidthInBytes, p.WidthInBytes, p.srcHeight or height),
            "src_pos": (p.srcXInBytes, p.srcY, p.srcZ),
            "dst": (dst, p.dstPitch or p.WidthInBytes, p.WidthInBytes, p.dstHeight or height),
            "dst_pos": (p.dstXInBytes, p.dstY, p.dstZ), "extent": (p.WidthInBytes, height, p.Depth or 1),
            "kind": "cudaMemcpyDefault"}


def _write_driver_copy3d(out, params: dict) -> None:
    f = ffi(DRV)
    f.memmove(out, b"\0" * f.sizeof(out[0]), f.sizeof(out[0]))
    for side in ("src", "dst"):
        ptr, pitch, _xsize, ysize = params[side]
        setattr(out, f"{side}MemoryType", MEMORY_UNIFIED)   # one address space: every pointer is unified
        setattr(out, f"{side}Device", ptr)
        setattr(out, f"{side}Pitch", pitch)
        setattr(out, f"{side}Height", ysize)
        x, y, z = params[f"{side}_pos"]
        setattr(out, f"{side}XInBytes", x)
        setattr(out, f"{side}Y", y)
        setattr(out, f"{side}Z", z)
    out.WidthInBytes, out.Height, out.Depth = params["extent"]


@api(DRV, "cuGraphAddMemcpyNode")
def cu_graph_add_memcpy_node(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx):
    _new_node(DRV, phGraphNode, hGraph, "memcpy", _driver_copy3d_params(copyParams), dependencies, numDependencies)


@api(DRV, "cuGraphMemcpyNodeGetParams")
def cu_graph_memcpy_node_get_params(hNode, nodeParams):
    _write_driver_copy3d(_out(DRV, nodeParams, "nodeParams"), _kind_of(_node(DRV, hNode), "memcpy").params)


@api(DRV, "cuGraphMemcpyNodeSetParams")
def cu_graph_memcpy_node_set_params(hNode, nodeParams):
    _kind_of(_node(DRV, hNode), "memcpy").params = _driver_copy3d_params(nodeParams)


@api(DRV, "cuGraphExecMemcpyNodeSetParams")
def cu_graph_exec_memcpy_node_set_params(hGraphExec, hNode, copyParams, ctx):
    _exec_node(DRV, hGraphExec, hNode, "memcpy").params = _driver_copy3d_params(copyParams)


@api(DRV, "cuGraphKernelNodeGetParams_v2", "cuGraphKernelNodeGetParams")
def cu_graph_kernel_node_get_params(hNode, nodeParams):
    p = _kind_of(_node(DRV, hNode), "kernel").params
    out = _out(DRV, nodeParams, "nodeParams")
    f = ffi(DRV)
    layout = p["kernel"].module.param_layout(p["kernel"].name)
    if "_c_args_driver" not in p:
        storage = f.new("char[]", p["args"] or b"\0")
        pointers = f.new("void *[]", max(len(layout), 1))
        for i, param in enumerate(layout):
            pointers[i] = storage + param.offset
        p["_c_args_driver"] = (storage, pointers)
    f.memmove(out, b"\0" * f.sizeof(out[0]), f.sizeof(out[0]))
    out.func = f.cast("void *", p["func"])
    out.gridDimX, out.gridDimY, out.gridDimZ = p["grid"]
    out.blockDimX, out.blockDimY, out.blockDimZ = p["block"]
    out.sharedMemBytes = p["shared"]
    out.kernelParams = p["_c_args_driver"][1]


@api(DRV, "cuGraphInstantiateWithParams")
def cu_graph_instantiate_with_params(phGraphExec, hGraph, instantiateParams):
    p = _out(DRV, instantiateParams, "instantiateParams")
    p.hErrNode_out = ffi(DRV).NULL
    try:
        _instantiate(DRV, phGraphExec, hGraph, p.flags)
    except CudaError:
        p.result_out = 1      # CUDA_GRAPH_INSTANTIATE_ERROR
        raise
    p.result_out = 0          # CUDA_GRAPH_INSTANTIATE_SUCCESS
    if p.flags & 2:           # CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD: nothing to upload on this device
        launch_stream(DRV, p.hUploadStream)


@api(DRV, "cuGraphInstantiate_v2", "cuGraphInstantiate")
def cu_graph_instantiate_logged(phGraphExec, hGraph, phErrorNode, logBuffer, bufferSize):
    """The older form: a failure is also described in logBuffer (NUL-terminated, truncated)."""
    f = ffi(DRV)
    if phErrorNode != f.NULL:
        phErrorNode[0] = f.NULL
    try:
        _instantiate(DRV, phGraphExec, hGraph, 0)
    except CudaError as exc:
        if logBuffer != f.NULL and bufferSize:
            text = exc.detail.encode()[:bufferSize - 1] + b"\0"
            f.memmove(logBuffer, text, len(text))
        raise


@api(DRV, "cuGraphExecUpdate")
def cu_graph_exec_update(hGraphExec, hGraph, hErrorNode_out, updateResult_out):
    exe = exec_arg(DRV, hGraphExec)
    graph = graph_arg(DRV, hGraph)
    _out(DRV, hErrorNode_out, "hErrorNode_out")
    _out(DRV, updateResult_out, "updateResult_out")
    result, failed = GRAPHS.update(exe, graph, _update_problem)
    updateResult_out[0] = UPDATE_RESULTS[result]
    hErrorNode_out[0] = ffi(DRV).cast("void *", failed.handle if failed is not None else 0)
    if result != "success":
        raise CudaError("cudaErrorGraphExecUpdateFailure", f"cuGraphExecUpdate: {result}")


@api(DRV, "cuGraphAddNode_v2")
def cu_graph_add_node_v2(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams):
    _add_node(DRV, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams)


@api(DRV, "cuGraphAddNode")
def cu_graph_add_node(phGraphNode, hGraph, dependencies, numDependencies, nodeParams):
    _add_node(DRV, phGraphNode, hGraph, dependencies, None, numDependencies, nodeParams)


@api(DRV, "cuGraphNodeSetParams")
def cu_graph_node_set_params(hNode, nodeParams):
    _node_set_params(DRV, hNode, nodeParams)


@api(DRV, "cuGraphExecNodeSetParams")
def cu_graph_exec_node_set_params(hGraphExec, hNode, nodeParams):
    _exec_node_set_params(DRV, hGraphExec, hNode, nodeParams)
