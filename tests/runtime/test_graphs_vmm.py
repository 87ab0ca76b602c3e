"""Graph structure, stream capture bookkeeping and the virtual memory API's mappings,
checked in Python on their own (the nvcc-built samples graphs.cu and vmm.cu check the
same through the C APIs, against the GPU's recorded output: test_recorded_samples.py)."""

from __future__ import annotations

import ctypes
import threading

import pytest

from zluda.runtime import graphs, vmm
from zluda.runtime.errors import CudaError
from zluda.runtime.memory import MemoryManager


def _copy(node):
    return dict(node.params)


def _chain(table: graphs.GraphTable, graph, names):
    nodes = []
    for name in names:
        nodes.append(table.add(graph, "empty", {"name": name}, nodes[-1:]))
    return nodes


def test_order_respects_edges_and_refuses_a_cycle():
    table = graphs.GraphTable()
    g = table.create()
    a = table.add(g, "empty", {"name": "a"}, [])
    b = table.add(g, "empty", {"name": "b"}, [])
    c = table.add(g, "empty", {"name": "c"}, [b, a])
    d = table.add(g, "empty", {"name": "d"}, [])
    g.add_edge(d, a)              # added last, yet d must come before a
    assert [n.params["name"] for n in g.order()] == ["b", "d", "a", "c"]
    assert g.roots() == [b, d]
    g.add_edge(c, d)
    with pytest.raises(CudaError, match="cycle") as err:
        table.instantiate(g, 0, _copy)
    assert err.value.status == "cudaErrorInvalidValue"


def test_edges_between_graphs_and_repeated_edges_are_refused():
    table = graphs.GraphTable()
    g, h = table.create(), table.create()
    a, b = _chain(table, g, "ab")
    (x,) = _chain(table, h, "x")
    for bad in ((a, x), (a, b), (a, a)):
        with pytest.raises(CudaError):
            g.add_edge(*bad)
    with pytest.raises(CudaError, match="another graph"):
        table.add(g, "empty", {}, [x])
    with pytest.raises(CudaError, match="repeats"):
        table.add(g, "empty", {}, [a, a])


def test_clone_maps_every_node_and_is_independent():
    table = graphs.GraphTable()
    inner = table.create()
    _chain(table, inner, "pq")
    g = table.create()
    a, = _chain(table, g, "a")
    child = table.add(g, "graph", {"graph": table.clone(inner, _copy)}, [a])
    copy = table.clone(g, _copy)
    twin = table.find_in_clone(a.handle, copy)
    assert twin is not a and twin.params == a.params and twin.graph is copy
    inner_twin = table.find_in_clone(child.params["graph"].nodes[0].handle, copy)
    assert inner_twin.params == {"name": "p"} and inner_twin.graph is not child.params["graph"]
    twin.params["name"] = "changed"
    assert a.params["name"] == "a"
    with pytest.raises(CudaError):
        table.find_in_clone(a.handle, g)


def test_exec_update_takes_parameters_of_the_same_topology_only():
    table = graphs.GraphTable()
    g = table.create()
    _chain(table, g, "ab")
    exe = table.instantiate(g, 0, _copy)
    same = table.create()
    new_a, new_b = _chain(table, same, ["A", "B"])
    assert table.update(exe, same, lambda old, new: None) == ("success", None)
    assert [n.params["name"] for n in exe.order] == ["A", "B"]
    assert table.exec_node(exe, new_b).params["name"] == "B"     # the new graph's handles name it now
    longer = table.create()
    _chain(table, longer, "abc")
    assert table.update(exe, longer, lambda old, new: None)[0] == "topology_changed"
    other_type = table.create()
    table.add(other_type, "empty", {}, [])
    table.add(other_type, "host", {}, [other_type.nodes[0]])
    result, node = table.update(exe, other_type, lambda old, new: None)
    assert (result, node) == ("node_type_changed", other_type.nodes[1])


def test_capture_forks_joins_and_reports_unjoined_streams():
    table = graphs.GraphTable()
    origin, side, event = 0x100, 0x200, 0x300
    table.begin_capture(origin, "global")
    first = table.capture_node(origin, "empty", {"name": "first"})
    table.capture_record_event(origin, event)
    assert table.capture_wait_event(side, event)        # side joins the capture after `first`
    forked = table.capture_node(side, "empty", {"name": "forked"})
    assert forked.dependencies == [first]
    with pytest.raises(CudaError) as err:
        table.end_capture(origin)
    assert err.value.status == "cudaErrorStreamCaptureUnjoined"
    assert table.capture_of(side) is None and table.capture_of(origin) is None

    table.begin_capture(origin, "global")
    a = table.capture_node(origin, "empty", {})
    table.capture_record_event(origin, event)
    table.capture_wait_event(side, event)
    b = table.capture_node(side, "empty", {})
    table.capture_record_event(side, event + 1)
    table.capture_wait_event(origin, event + 1)
    c = table.capture_node(origin, "empty", {})
    graph = table.end_capture(origin)
    assert graph.nodes == [a, b, c] and c.dependencies == [a, b]


def test_capture_modes_decide_who_may_make_unsafe_calls():
    table = graphs.GraphTable()
    table.begin_capture(0x100, "thread_local")
    with pytest.raises(CudaError) as err:
        table.check_safe("cudaMalloc")                  # this thread's own capture forbids it
    assert err.value.status == "cudaErrorStreamCaptureUnsupported"
    assert table.capture_of(0x100).invalidated
    errors = []

    def other_thread():
        try:
            table.check_safe("cudaMalloc")              # a thread-local capture of another thread: allowed
        except CudaError as exc:
            errors.append(exc.status)
    t = threading.Thread(target=other_thread)
    t.start()
    t.join()
    assert errors == []
    table.exchange_thread_mode("relaxed")
    table.check_safe("cudaMalloc")                      # this thread opted out
    assert table.exchange_thread_mode("global") == "relaxed"
    with pytest.raises(CudaError) as err:
        table.end_capture(0x100)
    assert err.value.status == "cudaErrorStreamCaptureInvalidated"


@pytest.fixture
def space():
    memory = MemoryManager()
    return memory, vmm.VirtualMemory(memory)


def test_one_allocation_at_two_addresses_is_the_same_memory(space):
    memory, v = space
    g = vmm.GRANULARITY
    handle = v.create(g, 0, 0)
    first, second = v.reserve(2 * g, 0, 0), v.reserve(g, 0, 0)
    assert first % g == 0 and second % g == 0
    v.map(first, g, 0, handle)
    v.map(second, g, 0, handle)
    assert memory.find(first) is None                   # mapped, but not accessible yet
    v.set_access(first, g, vmm.ACCESS_READWRITE)
    v.set_access(second, g, vmm.ACCESS_READWRITE)
    ctypes.c_uint32.from_address(first + 64).value = 0xC0FFEE
    assert ctypes.c_uint32.from_address(second + 64).value == 0xC0FFEE
    assert memory.check_range(first, g, "dst").address == first
    v.release(handle)                                   # the mappings keep the memory alive
    assert ctypes.c_uint32.from_address(second + 64).value == 0xC0FFEE
    v.unmap(first, g)
    assert memory.find(first) is None
    v.unmap(second, g)
    with pytest.raises(CudaError):
        v.allocation(handle)                            # gone with its last mapping
    v.free_reservation(first, 2 * g)
    v.free_reservation(second, g)


def test_touching_mappings_form_one_range_and_misuse_is_refused(space):
    memory, v = space
    g = vmm.GRANULARITY
    a, b = v.create(g, 0, 0), v.create(g, 0, 0)
    start = v.reserve(2 * g, 0, 0)
    v.map(start, g, 0, a)
    v.map(start + g, g, 0, b)
    v.set_access(start, 2 * g, vmm.ACCESS_READWRITE)
    assert memory.check_range(start, 2 * g, "dst").size == 2 * g     # a copy may span both
    for bad in (lambda: v.map(start, g, 0, b),                       # mapped already
                lambda: v.unmap(start, g // 2),                     # part of a mapping
                lambda: v.create(g + 1, 0, 0),
                lambda: v.reserve(g - 1, 0, 0),
                lambda: v.free_reservation(start, 2 * g)):          # still mapped
        with pytest.raises(CudaError) as err:
            bad()
        assert err.value.status == "cudaErrorInvalidValue"
    with pytest.raises(CudaError) as err:
        v.map(v.reserve(g, 0, 0), g, g, a)
    assert err.value.status == "cudaErrorNotSupported"
    assert v.retain(start + g + 8) == b
    v.unmap(start, 2 * g)
    for h in (a, b, b):
        v.release(h)
    with pytest.raises(CudaError):
        v.release(b)


def test_user_objects_live_while_a_graph_or_executable_graph_holds_them():
    table = graphs.GraphTable()
    destroyed = threading.Event()
    obj = table.create_user_object(destroyed.set, 1)
    g = table.create()
    table.graph_retain_user_object(g, obj, 1, move=True)      # the program's reference moves to the graph
    copy = table.clone(g, _copy)
    exe = table.instantiate(g, 0, _copy)
    table.destroy(g.handle)
    table.destroy(copy.handle)
    assert not destroyed.wait(0.2)                            # the executable graph still holds one
    table.destroy_executable(exe.handle)
    assert destroyed.wait(5)
    with pytest.raises(CudaError):
        table.retain_user_object(obj, 1)                      # gone with its last reference
    kept = table.create_user_object(lambda: None, 1)
    h = table.create()
    with pytest.raises(CudaError):
        table.graph_release_user_object(h, kept, 1)           # the graph holds none
    with pytest.raises(CudaError):
        table.release_user_object(kept, 2)                    # more than exist


def test_work_no_capture_rule_records_is_refused_on_a_capturing_stream():
    from zluda.runtime.streams import StreamTable
    streams, table = StreamTable(), graphs.GraphTable()
    streams.set_work_guard(table.refuse_uncaptured_work)
    s = streams.create_stream()
    streams.before_work(s)                          # nothing captures: work runs
    table.begin_capture(s, "relaxed")
    streams.before_work(0)                          # another stream's work still runs
    with pytest.raises(CudaError) as err:
        streams.before_work(s)
    assert err.value.status == "cudaErrorStreamCaptureUnsupported"
    assert table.capture_of(s).invalidated


def test_a_capturing_graph_takes_nodes_by_hand_and_a_failed_capture_drops_it():
    table = graphs.GraphTable()
    capture = table.begin_capture(0x100, "global")
    graph = table.graph(capture.graph.handle)        # cudaStreamGetCaptureInfo's graph is a graph already
    by_hand = table.add(graph, "empty", {}, [])
    table.update_capture_dependencies(0x100, [by_hand], replace=True)
    after = table.capture_node(0x100, "empty", {})
    assert after.dependencies == [by_hand]
    assert table.end_capture(0x100) is graph
    failed = table.begin_capture(0x100, "global")
    table.invalidate(failed)
    with pytest.raises(CudaError):
        table.end_capture(0x100)
    with pytest.raises(CudaError):
        table.graph(failed.graph.handle)             # the program never receives it
