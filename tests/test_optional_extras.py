"""The `[images]` extra is optional: without the Docker SDK every `invoke` start works, the
host's cells run, and an image's cells say what to install."""

import json
import subprocess
import sys

from zluda.paths import REPO_ROOT

# a Python in which `import docker` fails, as where the extra is not installed
WITHOUT_DOCKER = "import sys; sys.modules['docker'] = None\n"


def _python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", WITHOUT_DOCKER + code], cwd=REPO_ROOT, capture_output=True,
                          text=True, timeout=120)


def test_the_task_modules_load_without_docker():
    done = _python("import tasks; print(len(tasks.ns.collections) + len(tasks.ns.tasks))")
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout) > 10


def test_an_image_cell_says_which_extra_to_install():
    done = _python("import json\n"
                   "from zluda.platform import matrix\n"
                   "print(json.dumps(matrix.known_executor(matrix.Image('rocm-6.4', 'docker'))))\n"
                   "print(json.dumps(matrix.known_executor(matrix.Image('host', 'local'))))\n")
    assert done.returncode == 0, done.stderr[-2000:]
    docker_reason, host_reason = map(json.loads, done.stdout.splitlines())
    assert docker_reason == ("image 'rocm-6.4' runs its cells with the 'docker' executor, which needs the Python "
                             "package 'docker': pip install 'zluda[images]' (or `invoke setup`)")
    assert host_reason is None
