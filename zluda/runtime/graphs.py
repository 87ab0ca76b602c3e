"""CUDA graphs on the CPU device: graphs, their nodes and edges, executable graphs, and
stream capture.

A graph is nodes and the edges between them; a node holds what it does as plain values
(its type's parameters, copied when it is added, as NVIDIA's runtime copies them). An
executable graph is a snapshot of a graph taken at instantiation: later changes to the
graph do not reach it, only the cudaGraphExec*SetParams calls and cudaGraphExecUpdate do.
Launching it runs its nodes one at a time in an order that respects every edge, which is
one of the schedules a GPU may choose (work runs when it is submitted: streams.py).

Stream capture records what a stream would have run as nodes of a graph, each depending on
the nodes the stream's previous work became. An event recorded on a capturing stream
carries that set of nodes, so a stream that waits for it joins the capture (a fork) and
the origin stream waiting for an event of a forked stream joins it back. The capture's
mode decides which threads may not make "potentially unsafe" calls (cudaMalloc, a
synchronous copy, a synchronisation) while it runs: such a call fails with
cudaErrorStreamCaptureUnsupported and invalidates the capture, whose end then fails with
cudaErrorStreamCaptureInvalidated.

Handles are opaque numbers checked on every use (a destroyed graph, node or executable
graph is an error, never a crash). This module has no C-calling details: graphs_api.py
converts the two APIs' arguments and runs the nodes.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field

from .errors import CudaError
from .rules import LEGACY_STREAM

# cudaGraphNodeType / CUgraphNodeType, by value (the same numbers in both APIs)
NODE_TYPES = {
    "kernel": 0, "memcpy": 1, "memset": 2, "host": 3, "graph": 4, "empty": 5, "wait_event": 6,
    "event_record": 7, "ext_semaphore_signal": 8, "ext_semaphore_wait": 9, "mem_alloc": 10, "mem_free": 11,
    "batch_mem_op": 12, "conditional": 13,
}
NODE_TYPE_NAMES = {v: k for k, v in NODE_TYPES.items()}

# cudaStreamCaptureMode / CUstreamCaptureMode
CAPTURE_MODES = {0: "global", 1: "thread_local", 2: "relaxed"}
# cudaStreamCaptureStatus
CAPTURE_NONE, CAPTURE_ACTIVE, CAPTURE_INVALIDATED = 0, 1, 2

# cudaGraphExecUpdateResult
UPDATE_RESULTS = {"success": 0, "error": 1, "topology_changed": 2, "node_type_changed": 3,
                  "function_changed": 4, "parameters_changed": 5, "not_supported": 6,
                  "unsupported_function_change": 7, "attributes_changed": 8}

_graph_handles = itertools.count(0x7D000040, 0x40)
_node_handles = itertools.count(0x7E000040, 0x40)
_exec_handles = itertools.count(0x7F000040, 0x40)
_capture_ids = itertools.count(1)
_user_object_handles = itertools.count(0x7C800040, 0x40)


@dataclass(eq=False)
class Node:
    handle: int
    type: str                    # a NODE_TYPES key
    params: dict                 # the type's parameters, as plain values (graphs_api.py)
    graph: "Graph"
    dependencies: list = field(default_factory=list)   # Nodes, in the order they were given
    dependents: list = field(default_factory=list)
    enabled: bool = True


@dataclass(eq=False)
class Graph:
    handle: int
    nodes: list = field(default_factory=list)          # in the order they were added
    edges: list = field(default_factory=list)          # (from, to) in the order they were added
    parent: Node | None = None                         # the child graph node holding it
    origin: dict = field(default_factory=dict)         # for a clone: original node handle -> its node
    user_objects: dict = field(default_factory=dict)   # user object handle -> references the graph holds

    def add_edge(self, a: Node, b: Node) -> None:
        if a.graph is not self or b.graph is not self:
            raise CudaError("cudaErrorInvalidValue", "an edge between nodes of different graphs")
        if a is b:
            raise CudaError("cudaErrorInvalidValue", f"node {a.handle:#x} cannot depend on itself")
        if (a, b) in self.edges:
            raise CudaError("cudaErrorInvalidValue", f"nodes {a.handle:#x} -> {b.handle:#x} are already connected")
        self.edges.append((a, b))
        b.dependencies.append(a)
        a.dependents.append(b)

    def remove_edge(self, a: Node, b: Node) -> None:
        if (a, b) not in self.edges:
            raise CudaError("cudaErrorInvalidValue", f"no edge {a.handle:#x} -> {b.handle:#x}")
        self.edges.remove((a, b))
        b.dependencies.remove(a)
        a.dependents.remove(b)

    def roots(self) -> list:
        return [n for n in self.nodes if not n.dependencies]

    def order(self) -> list:
        """The nodes in an order that respects every edge (ties: the order they were
        added); cudaErrorInvalidValue when the edges make a cycle."""
        waiting = {id(n): len(n.dependencies) for n in self.nodes}
        ready = [n for n in self.nodes if not n.dependencies]
        order = []
        position = {id(n): i for i, n in enumerate(self.nodes)}
        while ready:
            ready.sort(key=lambda n: position[id(n)])
            node = ready.pop(0)
            order.append(node)
            for d in node.dependents:
                waiting[id(d)] -= 1
                if waiting[id(d)] == 0:
                    ready.append(d)
        if len(order) != len(self.nodes):
            raise CudaError("cudaErrorInvalidValue", f"graph {self.handle:#x} has a cycle")
        return order


@dataclass(eq=False)
class UserObject:
    """cudaUserObjectCreate: a pointer and the function that destroys it when the last
    reference (the program's, a graph's, an executable graph's) goes."""
    handle: int
    destroy: object          # called with no arguments, once
    references: int


@dataclass(eq=False)
class GraphExec:
    handle: int
    graph: Graph                 # the snapshot it runs (a clone made at instantiation)
    source: Graph                # the graph it was instantiated from
    flags: int
    order: list                  # graph.order(), computed once


@dataclass(eq=False)
class Capture:
    id: int
    graph: Graph
    mode: str                    # a CAPTURE_MODES value
    origin: int                  # the stream that began it
    thread: int                  # the thread that began it
    invalidated: bool = False
    streams: dict = field(default_factory=dict)   # stream handle -> list of nodes its next work depends on
    own_graph: bool = True       # made by the capture (not cudaStreamBeginCaptureToGraph's)


class GraphTable:
    """Every graph, node, executable graph and capture of the process. Thread safe."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._graphs: dict[int, Graph] = {}
        self._nodes: dict[int, Node] = {}
        self._execs: dict[int, GraphExec] = {}
        self._captures: dict[int, Capture] = {}        # stream handle -> its capture
        self._event_nodes: dict[int, tuple] = {}       # event handle -> (capture, nodes) of a captured record
        self._thread_mode = threading.local()
        self._user_objects: dict[int, UserObject] = {}
        self._observer = None     # fast_mirror.FastMirror: C answers no call while a capture runs

    def set_observer(self, observer) -> None:
        """observer.capture_active(bool): whether some stream is capturing."""
        with self._lock:
            self._observer = observer
            observer.capture_active(bool(self._captures))

    @property
    def capturing(self) -> bool:
        """Whether some stream captures (read without the lock: a hint for fast paths)."""
        return bool(self._captures)

    def _tell_observer(self) -> None:
        if self._observer is not None:
            self._observer.capture_active(bool(self._captures))

    # --- graphs and nodes ------------------------------------------------------
    def create(self) -> Graph:
        graph = Graph(next(_graph_handles))
        with self._lock:
            self._graphs[graph.handle] = graph
        return graph

    def graph(self, handle: int) -> Graph:
        with self._lock:
            graph = self._graphs.get(handle)
        if graph is None:
            raise CudaError("cudaErrorInvalidValue", f"graph {handle:#x} does not exist")
        return graph

    def destroy(self, handle: int) -> None:
        graph = self.graph(handle)
        if graph.parent is not None:
            raise CudaError("cudaErrorInvalidValue", f"graph {handle:#x} belongs to a child graph node")
        with self._lock:
            self._forget(graph)

    def _forget(self, graph: Graph) -> None:
        self._graphs.pop(graph.handle, None)
        self._drop_references(graph.user_objects)
        for node in graph.nodes:
            self._nodes.pop(node.handle, None)
            if node.type == "graph":
                self._forget(node.params["graph"])

    def node(self, handle: int) -> Node:
        with self._lock:
            node = self._nodes.get(handle)
        if node is None:
            raise CudaError("cudaErrorInvalidValue", f"graph node {handle:#x} does not exist")
        return node

    def add(self, graph: Graph, type_: str, params: dict, dependencies) -> Node:
        """A new node of `graph` after `dependencies` (Nodes of the same graph, no repeats)."""
        dependencies = list(dependencies)
        for i, d in enumerate(dependencies):
            if d.graph is not graph:
                raise CudaError("cudaErrorInvalidValue", f"pDependencies[{i}] belongs to another graph")
            if d in dependencies[:i]:
                raise CudaError("cudaErrorInvalidValue", f"pDependencies[{i}] repeats node {d.handle:#x}")
        node = Node(next(_node_handles), type_, params, graph)
        if type_ == "graph":
            params["graph"].parent = node
        with self._lock:
            graph.nodes.append(node)
            for d in dependencies:
                graph.add_edge(d, node)
            self._nodes[node.handle] = node
            if type_ == "graph":
                self.register(params["graph"])
        return node

    def register(self, graph: Graph) -> None:
        self._graphs[graph.handle] = graph
        for node in graph.nodes:
            self._nodes[node.handle] = node
            if node.type == "graph":
                self.register(node.params["graph"])

    def destroy_node(self, node: Node) -> None:
        with self._lock:
            graph = node.graph
            for d in list(node.dependencies):
                graph.remove_edge(d, node)
            for d in list(node.dependents):
                graph.remove_edge(node, d)
            graph.nodes.remove(node)
            self._nodes.pop(node.handle, None)
            if node.type == "graph":
                self._forget(node.params["graph"])

    def clone(self, graph: Graph, copy_params) -> Graph:
        """A copy of `graph` with new handles (child graphs copied too); copy_params(node)
        gives a node's parameters for the copy. The copy's `origin` maps every original
        node's handle, child graphs' included, to its copy."""
        with self._lock:
            copy = self._copy(graph, copy_params, {})
            self._share_references(graph, copy)
            self.register(copy)
        return copy

    def _copy(self, graph: Graph, copy_params, origin: dict) -> Graph:
        copy = Graph(next(_graph_handles), origin=origin)
        twins = {}
        for node in graph.nodes:
            params = copy_params(node)
            if node.type == "graph":
                params["graph"] = self._copy(node.params["graph"], copy_params, origin)
            twin = Node(next(_node_handles), node.type, params, copy, enabled=node.enabled)
            if node.type == "graph":
                params["graph"].parent = twin
            twins[id(node)] = twin
            origin[node.handle] = twin
            for source, original in node.graph.origin.items():   # a clone of a clone finds both
                if original is node:
                    origin[source] = twin
            copy.nodes.append(twin)
        for a, b in graph.edges:
            copy.add_edge(twins[id(a)], twins[id(b)])
        return copy

    def find_in_clone(self, original: int, clone: Graph) -> Node:
        node = clone.origin.get(original)
        if node is None:
            raise CudaError("cudaErrorInvalidValue", f"node {original:#x} has no copy in graph {clone.handle:#x}")
        return node

    # --- executable graphs -----------------------------------------------------
    def instantiate(self, graph: Graph, flags: int, copy_params) -> GraphExec:
        graph.order()    # a cycle fails here, before anything is made
        snapshot = self._copy(graph, copy_params, {})
        exe = GraphExec(next(_exec_handles), snapshot, graph, flags, snapshot.order())
        with self._lock:
            self._share_references(graph, snapshot)   # held until the executable graph goes
            self._execs[exe.handle] = exe
        return exe

    def executable(self, handle: int) -> GraphExec:
        with self._lock:
            exe = self._execs.get(handle)
        if exe is None:
            raise CudaError("cudaErrorInvalidValue", f"executable graph {handle:#x} does not exist")
        return exe

    def destroy_executable(self, handle: int) -> None:
        exe = self.executable(handle)
        with self._lock:
            del self._execs[handle]
            self._drop_references(exe.graph.user_objects)

    def exec_node(self, exe: GraphExec, node: Node) -> Node:
        """The executable graph's copy of a node of the graph it was instantiated from."""
        twin = exe.graph.origin.get(node.handle)
        if twin is None:
            raise CudaError("cudaErrorInvalidValue", f"node {node.handle:#x} is not in the instantiated graph")
        return twin

    def update(self, exe: GraphExec, graph: Graph, comparable) -> tuple[str, Node | None]:
        """cudaGraphExecUpdate: the graph must have the executable graph's topology, node
        for node in the same order; comparable(old, new) says what keeps a node's
        parameters from being updated (None: they may). Returns (UPDATE_RESULTS key, the
        node that failed); on success the executable graph runs the new parameters."""
        old_nodes, new_nodes = exe.graph.nodes, graph.nodes
        if len(old_nodes) != len(new_nodes):
            return "topology_changed", None
        index = {id(n): i for i, n in enumerate(new_nodes)}
        old_index = {id(n): i for i, n in enumerate(old_nodes)}
        for old, new in zip(old_nodes, new_nodes):
            if [old_index[id(d)] for d in old.dependencies] != [index[id(d)] for d in new.dependencies]:
                return "topology_changed", new
        for old, new in zip(old_nodes, new_nodes):
            if old.type != new.type:
                return "node_type_changed", new
            problem = comparable(old, new)
            if problem is not None:
                return problem, new
        for old, new in zip(old_nodes, new_nodes):
            if old.type == "graph":
                result, failed = self.update(GraphExec(0, old.params["graph"], graph, 0, []),
                                             new.params["graph"], comparable)
                if result != "success":
                    return result, failed
            else:
                old.params = dict(new.params)
            old.enabled = old.enabled   # enabled state is the executable graph's own
        # the executable graph now stands for `graph`: its nodes' handles name its copies
        for old, new in zip(old_nodes, new_nodes):
            exe.graph.origin[new.handle] = old
        return "success", None

    # --- user objects ----------------------------------------------------------
    def create_user_object(self, destroy, references: int) -> int:
        if references == 0:
            raise CudaError("cudaErrorInvalidValue", "initialRefcount is 0")
        obj = UserObject(next(_user_object_handles), destroy, references)
        with self._lock:
            self._user_objects[obj.handle] = obj
        return obj.handle

    def _user_object(self, handle: int) -> UserObject:
        obj = self._user_objects.get(handle)
        if obj is None:
            raise CudaError("cudaErrorInvalidValue", f"user object {handle:#x} does not exist")
        return obj

    def retain_user_object(self, handle: int, count: int) -> None:
        if count == 0:
            raise CudaError("cudaErrorInvalidValue", "count is 0")
        with self._lock:
            self._user_object(handle).references += count

    def release_user_object(self, handle: int, count: int) -> None:
        """The last reference destroys the object (its function runs off this thread)."""
        if count == 0:
            raise CudaError("cudaErrorInvalidValue", "count is 0")
        with self._lock:
            obj = self._user_object(handle)
            if count > obj.references:
                raise CudaError("cudaErrorInvalidValue", f"releasing {count} of {obj.references} references")
            obj.references -= count
            if obj.references == 0:
                del self._user_objects[handle]
                threading.Thread(target=obj.destroy, name="zluda-user-object", daemon=True).start()

    def graph_retain_user_object(self, graph: Graph, handle: int, count: int, move: bool) -> None:
        """The graph takes `count` references: new ones, or (move) the caller's."""
        if count == 0:
            raise CudaError("cudaErrorInvalidValue", "count is 0")
        with self._lock:
            obj = self._user_object(handle)
            if move and count > obj.references:
                raise CudaError("cudaErrorInvalidValue", f"moving {count} of {obj.references} references")
            if not move:
                obj.references += count
            graph.user_objects[handle] = graph.user_objects.get(handle, 0) + count

    def graph_release_user_object(self, graph: Graph, handle: int, count: int) -> None:
        with self._lock:
            held = graph.user_objects.get(handle, 0)
            if count == 0 or count > held:
                raise CudaError("cudaErrorInvalidValue", f"the graph holds {held} references to {handle:#x}, not {count}")
            if held == count:
                del graph.user_objects[handle]
            else:
                graph.user_objects[handle] = held - count
            self.release_user_object(handle, count)

    def _share_references(self, graph: Graph, copy: Graph) -> None:
        """A clone or an executable graph holds the references its graph holds."""
        for handle, count in graph.user_objects.items():
            self._user_object(handle).references += count
        copy.user_objects = dict(graph.user_objects)

    def _drop_references(self, held: dict) -> None:
        for handle, count in list(held.items()):
            if handle in self._user_objects:
                self.release_user_object(handle, count)
        held.clear()

    # --- capture ---------------------------------------------------------------
    def _thread_mode_value(self) -> str:
        return getattr(self._thread_mode, "mode", "global")

    def exchange_thread_mode(self, mode: str) -> str:
        old = self._thread_mode_value()
        self._thread_mode.mode = mode
        return old

    def capture_of(self, stream: int) -> Capture | None:
        if not self._captures:    # the common case, without the lock
            return None
        with self._lock:
            return self._captures.get(LEGACY_STREAM if stream == 0 else stream)

    def begin_capture(self, stream: int, mode: str, graph: Graph | None = None, dependencies=()) -> Capture:
        with self._lock:
            if self.capture_of(stream) is not None:
                raise CudaError("cudaErrorIllegalState", f"stream {stream:#x} is already capturing")
            capture = Capture(next(_capture_ids), graph or Graph(next(_graph_handles)), mode, stream,
                              threading.get_ident())
            capture.streams[stream] = list(dependencies)
            self._captures[stream] = capture
            # a graph from the start: cudaStreamGetCaptureInfo hands it out for nodes added by hand
            self._graphs[capture.graph.handle] = capture.graph
            capture.own_graph = graph is None
            self._tell_observer()
        return capture

    def end_capture(self, stream: int) -> Graph:
        """The captured graph; every stream of the capture stops capturing, whatever the
        outcome."""
        with self._lock:
            capture = self.capture_of(stream)
            if capture is None:
                raise CudaError("cudaErrorIllegalState", f"stream {stream:#x} is not capturing")
            if capture.origin != stream:
                self.invalidate(capture)
                raise CudaError("cudaErrorStreamCaptureUnmatched",
                                f"the capture began on stream {capture.origin:#x}, not {stream:#x}")
            if capture.mode == "thread_local" and capture.thread != threading.get_ident():
                raise CudaError("cudaErrorStreamCaptureWrongThread", "a thread-local capture ends on its own thread")
            unjoined = self._unjoined(capture)
            self._stop(capture)
            if (capture.invalidated or unjoined) and capture.own_graph:
                self._forget(capture.graph)     # the program never receives it
            if capture.invalidated:
                raise CudaError("cudaErrorStreamCaptureInvalidated", "a call the capture does not allow invalidated it")
            if unjoined:
                raise CudaError("cudaErrorStreamCaptureUnjoined",
                                f"streams {', '.join(f'{s:#x}' for s in unjoined)} did not rejoin the origin stream")
            with_graph = capture.graph
            self._graphs[with_graph.handle] = with_graph
            self.register(with_graph)
            return with_graph

    def _unjoined(self, capture: Capture) -> list:
        """Forked streams whose last work the origin stream's work does not follow."""
        reached = set()
        todo = list(capture.streams.get(capture.origin, []))
        while todo:
            n = todo.pop()
            if id(n) not in reached:
                reached.add(id(n))
                todo.extend(n.dependencies)
        return [s for s, deps in capture.streams.items()
                if s != capture.origin and any(id(n) not in reached for n in deps)]

    def _stop(self, capture: Capture) -> None:
        for s in list(capture.streams):
            self._captures.pop(s, None)
        for event, (c, _nodes) in list(self._event_nodes.items()):
            if c is capture:
                del self._event_nodes[event]
        self._tell_observer()

    def invalidate(self, capture: Capture) -> None:
        capture.invalidated = True

    def capture_node(self, stream: int, type_: str, params: dict) -> Node:
        """Work on a capturing stream becomes a node after the stream's previous work."""
        with self._lock:
            capture = self.capture_of(stream)
            if capture.invalidated:
                raise CudaError("cudaErrorStreamCaptureInvalidated", "the capture was invalidated")
            key = LEGACY_STREAM if stream == 0 else stream
            node = self.add(capture.graph, type_, params, capture.streams[key])
            capture.streams[key] = [node]
            return node

    def capture_record_event(self, stream: int, event: int) -> None:
        with self._lock:
            capture = self.capture_of(stream)
            key = LEGACY_STREAM if stream == 0 else stream
            self._event_nodes[event] = (capture, list(capture.streams[key]))

    def captured_event(self, event: int):
        """(capture, nodes) of an event recorded in a capture that still runs, or None."""
        with self._lock:
            return self._event_nodes.get(event)

    def capture_wait_event(self, stream: int, event: int) -> bool:
        """cudaStreamWaitEvent with a captured event: the stream joins that capture (or,
        in it already, also waits for the event's nodes). False: the event is not captured."""
        with self._lock:
            found = self._event_nodes.get(event)
            if found is None:
                return False
            capture, nodes = found
            key = LEGACY_STREAM if stream == 0 else stream
            mine = self._captures.get(key)
            if mine is not None and mine is not capture:
                self.invalidate(mine)
                self.invalidate(capture)
                raise CudaError("cudaErrorStreamCaptureIsolation", "the event belongs to another capture")
            if mine is None:
                self._captures[key] = capture
                capture.streams[key] = list(nodes)
                self._tell_observer()
            else:
                capture.streams[key] = capture.streams[key] + [n for n in nodes if n not in capture.streams[key]]
            return True

    def update_capture_dependencies(self, stream: int, nodes: list, replace: bool) -> None:
        with self._lock:
            capture = self.capture_of(stream)
            if capture is None:
                raise CudaError("cudaErrorIllegalState", f"stream {stream:#x} is not capturing")
            key = LEGACY_STREAM if stream == 0 else stream
            for n in nodes:
                if n.graph is not capture.graph:
                    raise CudaError("cudaErrorInvalidValue", f"node {n.handle:#x} is not in the capture's graph")
            capture.streams[key] = list(nodes) if replace else \
                capture.streams[key] + [n for n in nodes if n not in capture.streams[key]]

    def check_safe(self, what: str) -> None:
        """A potentially unsafe call (one that may synchronise with captured work): refused
        with cudaErrorStreamCaptureUnsupported while a capture forbids it to this thread,
        and that capture is invalidated."""
        if not self._captures:
            return
        me = threading.get_ident()
        with self._lock:
            mode = self._thread_mode_value()
            if mode == "relaxed":
                return
            blocking = [c for c in set(self._captures.values())
                        if (c.thread == me and c.mode != "relaxed")
                        or (mode == "global" and c.thread != me and c.mode == "global")]
            for c in blocking:
                self.invalidate(c)
        if blocking:
            raise CudaError("cudaErrorStreamCaptureUnsupported", f"{what} is not allowed while a stream is capturing")

    def refuse_uncaptured_work(self, stream: int) -> None:
        """Work about to run on a capturing stream that no capture rule turned into a node
        (a call this runtime does not capture, cuBLAS's among them): refused, and the
        capture invalidated, rather than run at once."""
        if not self._captures:
            return
        capture = self.capture_of(stream)
        if capture is not None:
            with self._lock:
                self.invalidate(capture)
            raise CudaError("cudaErrorStreamCaptureUnsupported", f"this call on capturing stream {stream:#x} is not captured")

    def check_not_capturing(self, stream: int, what: str) -> None:
        """A synchronisation with, or a query of, a capturing stream: refused, and the
        capture invalidated."""
        capture = self.capture_of(stream)
        if capture is not None:
            with self._lock:
                self.invalidate(capture)
            raise CudaError("cudaErrorStreamCaptureUnsupported", f"{what} of a capturing stream")

    def check_legacy_implicit(self, stream: int) -> None:
        """Work on the legacy default stream would synchronise with a capturing blocking
        stream: refused with cudaErrorStreamCaptureImplicit, the capture invalidated."""
        if not self._captures or stream not in (0, LEGACY_STREAM) or self._blocking is None:
            return
        with self._lock:
            hit = {id(c): c for s, c in self._captures.items() if s != LEGACY_STREAM and self._blocking(s)}
            for c in hit.values():
                self.invalidate(c)
        if hit:
            raise CudaError("cudaErrorStreamCaptureImplicit", "the legacy stream would wait for a capturing blocking stream")

    _blocking = None

    def set_blocking_test(self, is_blocking) -> None:
        """is_blocking(stream) -> bool: whether a stream synchronises with the legacy stream."""
        self._blocking = is_blocking
