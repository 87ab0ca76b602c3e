"""Invoke tasks, one module per area; tasks.py collects the modules listed here."""

TASK_MODULES = [
    "zluda.devtasks.test",
    "zluda.devtasks.platform",
    "zluda.devtasks.setup",
    "zluda.devtasks.bench",
    "zluda.devtasks.ci",
    "zluda.devtasks.trace",
    "zluda.devtasks.api",
    "zluda.devtasks.images",
    "zluda.devtasks.qualify",
    "zluda.devtasks.build",
    "zluda.devtasks.sweep",
    "zluda.devtasks.fuzz",
    "zluda.devtasks.imports",
    "zluda.devtasks.docs",
    "zluda.devtasks.corpus",
    "zluda.devtasks.flex",
]
