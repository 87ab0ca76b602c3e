"""A translated module is taken apart once printed (zluda.translate.module._dismantle):
its llvmlite objects are freed when the last reference goes, without the cyclic collector
(whose collections after each kernel of a large module traversed them all), and the
translator refuses to translate twice instead of emitting into a module it took apart."""

import gc
import weakref

import pytest

from zluda.cpu.h200_cases import kernel_ptx
from zluda.ptx import parse
from zluda.translate import module as translate_module
from zluda.translate.module import ModuleTranslator, translate


def test_the_module_is_freed_without_the_cyclic_collector(monkeypatch):
    ast = parse(kernel_ptx("scan").read_text(), "scan.ptx")
    refs = []
    real = translate_module._dismantle

    def watch(module):
        # a function, one of its blocks and an instruction: each points to its parent
        fn = next(f for f in module.functions if f.blocks)
        refs.extend(weakref.ref(x) for x in (module, fn, fn.blocks[0], fn.blocks[0].instructions[0]))
        real(module)
    monkeypatch.setattr(translate_module, "_dismantle", watch)
    was = gc.isenabled()
    gc.disable()
    try:
        text = translate(ast).ir_text
        assert "define" in text and len(refs) == 4
        module, fn, block, ins = (r() for r in refs)
        # the bulk (blocks, instructions) and the module are gone; a function may still be
        # held by the translator's own objects until they are collected, but empty
        assert module is None and block is None and ins is None
        assert fn is None or fn.blocks == []
    finally:
        if was:
            gc.enable()


def test_the_same_text_as_before_the_module_is_taken_apart(monkeypatch):
    ast = parse(kernel_ptx("matmul").read_text(), "matmul.ptx")
    kept = translate(ast).ir_text
    monkeypatch.setattr(translate_module, "_dismantle", lambda module: None)
    assert translate(ast).ir_text == kept


def test_a_module_translator_translates_once():
    mt = ModuleTranslator(parse(kernel_ptx("reduce").read_text(), "reduce.ptx"))
    mt.translate()
    with pytest.raises(RuntimeError, match="translates once"):
        mt.translate()
