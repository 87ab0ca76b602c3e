"""zluda/runtime/ptx_link.py: what cuLinkComplete makes of several PTX inputs (the nvcc-built
api_coverage.cu links and runs such a pair through the driver)."""

from __future__ import annotations

import pytest

from zluda.runtime import modules, ptx_link

HEADER = ".version {v}\n.target sm_80\n.address_size 64\n"
USER = HEADER.format(v="8.0") + """.extern .func (.param .b32 r) twice(.param .b32 x);
.extern .global .align 4 .u32 bias;
.extern .shared .align 16 .b8 dyn[];
.visible .entry k(.param .u64 p)
{
    ret;
}
"""
LIBRARY = HEADER.format(v="8.3") + """.visible .global .align 4 .u32 bias = 2;
.visible .func (.param .b32 r) twice(.param .b32 x)
{
    ret;
}
"""


def test_one_header_prototypes_and_the_variables_definer_first():
    linked = ptx_link.link([("user.ptx", USER), ("library.ptx", LIBRARY)])
    assert linked.startswith(".version 8.3\n.target sm_80\n.address_size 64\n")
    assert linked.count(".version") == 1 and linked.count(".target") == 1
    assert ".visible .func (.param .b32 r) twice(.param .b32 x);" in linked
    assert ".extern .global" not in linked and ".extern .shared .align 16 .b8 dyn[];" in linked
    assert linked.index("// ---- library.ptx") < linked.index("// ---- user.ptx")   # bias defined before use
    modules.Module(linked, "linked").validate()


def test_an_unresolved_extern_stays_and_inputs_keep_their_order():
    alone = HEADER.format(v="8.0") + ".visible .entry a()\n{\n    ret;\n}\n"
    linked = ptx_link.link([("user.ptx", USER), ("other.ptx", alone)])
    assert ".extern .global .align 4 .u32 bias;" in linked
    assert linked.index("// ---- user.ptx") < linked.index("// ---- other.ptx")


@pytest.mark.parametrize("inputs,message", [
    ([], "no input"),
    ([("a.ptx", "garbage")], "a.ptx: not PTX"),
    ([("a.ptx", LIBRARY), ("b.ptx", LIBRARY)], "defined in a.ptx too"),
])
def test_inputs_that_cannot_be_linked_are_named(inputs, message):
    with pytest.raises(ptx_link.LinkError, match=message):
        ptx_link.link(inputs)


def test_names_local_to_two_inputs_are_renamed_in_each():
    """Two translation units each with a `static __device__` function and nvcc's `$str`
    format string: each input keeps its own, the visible names stay as they are."""
    def unit(tag: str, visible: str) -> str:
        return HEADER.format(v="9.0") + f""".global .align 1 .b8 $str[3] = {{{ord(tag)}, 10, 0}};
.global .align 1 .b8 $str$1[2] = {{33, 0}};
.func (.param .b32 r) _ZL5twicei(.param .b32 x)
{{
    ret;
}}
.visible .func {visible}()
{{
    mov.u64 %rd1, $str;
    mov.u64 %rd2, $str$1;
    call.uni (r), _ZL5twicei, (x);
    ret;
}}
"""
    linked = ptx_link.link([("a.ptx", unit("a", "fa")), ("b.ptx", unit("b", "fb"))])
    for index in (0, 1):
        assert f".global .align 1 .b8 $str_$ld{index}[3]" in linked
        assert f".global .align 1 .b8 $str$1_$ld{index}[2]" in linked
        assert f"mov.u64 %rd1, $str_$ld{index};" in linked and f"mov.u64 %rd2, $str$1_$ld{index};" in linked
        assert f".func (.param .b32 r) _ZL5twicei_$ld{index}(" in linked
        assert f"call.uni (r), _ZL5twicei_$ld{index}, (x);" in linked
    assert ".visible .func fa()" in linked and ".visible .func fb()" in linked
    # a name local to one input only is left alone
    alone = ptx_link.link([("a.ptx", unit("a", "fa")), ("c.ptx", HEADER.format(v="9.0") + ".visible .func fc()\n{\n    ret;\n}\n")])
    assert "$str[3]" in alone and "_$ld" not in alone
