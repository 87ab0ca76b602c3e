"""Binding to AMD's code-object manager (comgr), both ABIs: see library.py and abi.py."""

from zluda.comgr.library import Comgr, ComgrError, ComgrMisdispatch, find_libraries

__all__ = ["Comgr", "ComgrError", "ComgrMisdispatch", "find_libraries"]
