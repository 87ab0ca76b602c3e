"""zluda/cpu/jit.py and the translation around it, as several threads use them:
compilations outside llvmlite's process-wide lock, the external-symbol check read from
the IR text, Python's cyclic collector paused only while a translation runs."""

import gc
import threading

import pytest
from llvmlite.binding import ffi

from zluda.cpu import bench, jit
from zluda.ptx import parse
from zluda.translate.module import translate


@pytest.fixture(scope="module")
def kernel_irs():
    """The IR of each bench kernel in one module (one copy each), coroutines and regions."""
    ast = parse(bench.big_module_text(min_lines=4), "big.ptx")
    return [translate(ast, only=[k], regions=regions).ir_text for k in ast.kernels for regions in (False, True)]


def test_a_compilation_does_not_wait_for_llvmlites_lock(kernel_irs):
    """While another thread holds the lock llvmlite puts around every call into LLVM, a
    compilation still runs to the end (it touches only its thread's context)."""
    # once before: LLVM initialised, the support code built, the IR's symbols looked up
    # (lookups take the lock)
    jit.compile_to_object(kernel_irs[1], "baseline")
    done, finished = [], threading.Event()
    # (the thread's own target machines are disposed when it ends, under the lock)
    worker = threading.Thread(target=lambda: (done.append(jit.compile_to_object(kernel_irs[1], "baseline")),
                                              finished.set()))
    with ffi.lib._lock:
        worker.start()
        compiled_meanwhile = finished.wait(30)
    worker.join()
    assert compiled_meanwhile and done[0][:4] == b"\x7fELF"


def test_other_llvm_calls_keep_the_lock():
    """Outside a compilation the lock is llvmlite's as before: another thread's call waits."""
    jit.target_key()
    entered = threading.Event()
    worker = threading.Thread(target=lambda: (jit.llvm.address_of_symbol("malloc"), entered.set()))
    with ffi.lib._lock:
        worker.start()
        assert not entered.wait(0.5)
    worker.join(timeout=60)
    assert entered.is_set()


def test_parallel_compilations_give_the_serial_objects(kernel_irs):
    """Four threads compiling the bench kernels at once (several times over) produce the
    very bytes that one thread does: nothing shared between their LLVM states."""
    serial = {i: jit.compile_to_object(ir, "quick") for i, ir in enumerate(kernel_irs)}
    jobs = [i for _ in range(3) for i in range(len(kernel_irs))]
    results, errors, lock = [], [], threading.Lock()

    def work(mine):
        try:
            for i in mine:
                obj = jit.compile_to_object(kernel_irs[i], "quick")
                with lock:
                    results.append((i, obj))
        except Exception as exc:   # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(jobs[n::4],)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(results) == len(jobs)
    assert all(obj == serial[i] for i, obj in results)


@pytest.mark.parametrize("declaration", ['declare void @"zk_no_such_symbol"(i32)', "declare void @zk_no_such_symbol(i32)"])
def test_an_unresolvable_declaration_is_refused_by_name(declaration):
    ir = f"""{declaration}
define void @k(i32 %x) {{
  call void @zk_no_such_symbol(i32 %x)
  ret void
}}
"""
    with pytest.raises(jit.CompileError, match="needs the symbol zk_no_such_symbol"):
        jit.compile_to_object(ir, "baseline")


def test_resolvable_declarations_pass():
    ir = """declare ptr @malloc(i64)
declare void @"llvm.memset.p0.i64"(ptr, i8, i64, i1)
define ptr @k() {
  %p = call ptr @malloc(i64 16)
  call void @"llvm.memset.p0.i64"(ptr %p, i8 0, i64 16, i1 false)
  ret ptr %p
}
"""
    assert jit.compile_to_object(ir, "baseline")[:4] == b"\x7fELF"


BAD_PTX = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<2>;
  bar.sync 0;
  frobnicate.u32 %r1, %r0;
  ret;
}
"""


def test_translation_pauses_the_cyclic_collector_only_meanwhile(kernel_irs):
    ast = parse(bench.big_module_text(min_lines=4), "big.ptx")
    seen = []
    import zluda.translate.pipeline as pipeline
    original = pipeline.translate

    def spy(*args, **kwargs):
        seen.append(gc.isenabled())
        return original(*args, **kwargs)

    pipeline.translate = spy
    try:
        assert gc.isenabled()
        translate(ast, only=[next(iter(ast.kernels))])
        assert seen == [False] and gc.isenabled()
        with pytest.raises(Exception, match="frobnicate"):   # a translation that fails
            translate(parse(BAD_PTX, "bad.ptx"))
        assert gc.isenabled()
        gc.disable()   # a program's own choice stays
        try:
            translate(ast, only=[next(iter(ast.kernels))])
            assert not gc.isenabled()
        finally:
            gc.enable()
    finally:
        pipeline.translate = original
