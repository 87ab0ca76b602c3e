"""Invoke entry point: `invoke --list` shows every task of the platform.

Each area of the project keeps its tasks in its own module under zluda/devtasks/;
modules whose tasks sit at the top level (build, matrix, test, ...) are merged into the
root collection, modules that are namespaces (images.*, ci.*) are added under their name.
"""

import importlib

from invoke import Collection, Task

from zluda.devtasks import TASK_MODULES

ns = Collection()
for module_name in TASK_MODULES:
    module = importlib.import_module(module_name)
    namespace = getattr(module, "NAMESPACE", None)
    if namespace:
        ns.add_collection(Collection.from_module(module, name=namespace))
        continue
    for value in vars(module).values():
        if isinstance(value, Task) and value.__module__ == module.__name__:
            ns.add_task(value)
