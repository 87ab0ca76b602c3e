"""The Docker executor: each step of a cell runs in a fresh container of the cell's image.

Isolation, by construction (lockdown(), the same for every container the project
starts: steps, the library build, the image-facts probe, qualification): `--network
none`, a non-root user, no capabilities, no-new-privileges, a read-only root file system
(a private tmpfs /tmp is the only scratch space), limits on memory, CPU and processes;
the source tree mounted read-only at its host path, and the cell folder mounted
read-write at its host path: the only place a step can leave results. A step sees only
the variables the runner and its workload set (environment allow-list), never the rest of
the host's environment. One container per step makes the platform's timeout rule exact:
killing the container kills the step's whole process tree.

It registers as EXECUTORS["docker"] in zluda.platform.executors (see register()).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import site
import sys
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from zluda.devtasks import TASK_MODULES
from zluda.images import build as image_build
from zluda.images import specs
from zluda.images.engine import EngineError, ensure_engine
from zluda.paths import REPO_ROOT, cache_dir
from zluda.platform import executors, step_environment
from zluda.platform.executors import StepOutcome

CONTAINER_USER_ROOT_HOST = "1000:1000"   # the image's `zluda` user
IMAGE_PYTHON = "python3"                 # the image venv's interpreter (first on PATH)
IMAGE_PATH = "/opt/zluda/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
TMPFS = {"/tmp": "rw,exec,nosuid,size=2g"}
# per container: processes, and (lockdown()) half the host's memory, at least MIN_MEMORY,
# with no swap beyond it, and half its CPUs, at least one
PIDS_LIMIT = 4096
MIN_MEMORY = 2 << 30
# A step's environment is step_environment's allow-list; the host's own paths are
# replaced by the container's
# host toolchains a workload may need inside (read-only): nvcc builds the test programs
HOST_TOOL_MOUNTS = ("/usr/local/cuda",)
# cuBLAS for those builds when the toolkit folder lacks it: pip's NVIDIA wheel (where
# `invoke setup` installs it) or the host's $CUBLAS_ROOT, mounted here; CUBLAS_ROOT names it
CUBLAS_MOUNT = "/opt/host-cublas"
STATUS_NAME = ".step-status.json"
# the image's own build of the drop-in libraries (they embed the image's Python, so the
# host's build cannot be used inside): host cache folder -> this path, read-only in cells
IMAGE_BUILD_DIR = "/var/lib/zluda-build"
LIBRARY_BUILD_TIMEOUT_S = 1200
PROBE_TIMEOUT_S = 120


def image_spec_of(image) -> specs.ImageSpec:
    """The ImageSpec a matrix image names (`image:` option, else its own name)."""
    options = getattr(image, "options", None) or getattr(image, "extra", None) or {}
    return specs.spec_for(options.get("image", image.name) if isinstance(options, dict)
                          else image.name)


def container_user() -> str:
    """The image's unprivileged user when the host runs as root, else the host's own ids
    (files in mounted folders then belong to whoever runs the matrix)."""
    return CONTAINER_USER_ROOT_HOST if os.geteuid() == 0 else f"{os.getuid()}:{os.getgid()}"


def lockdown() -> dict:
    """docker-py create() arguments every container the project starts runs with."""
    memory = max(MIN_MEMORY, os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2)
    cpus = max(1.0, (os.cpu_count() or 1) / 2)
    return dict(user=container_user(), network_mode="none", read_only=True, tmpfs=dict(TMPFS),
                cap_drop=["ALL"], security_opt=["no-new-privileges"], pids_limit=PIDS_LIMIT,
                mem_limit=memory, memswap_limit=memory, nano_cpus=int(cpus * 1e9))


@dataclass
class Finished:
    exit_code: int | None   # None: it ran past its timeout and was killed
    stdout: bytes
    stderr: bytes


def run_container(tag: str, command: list[str], *, timeout: float, environment: dict,
                  volumes: dict, working_dir: str | None = None, labels: dict | None = None) -> Finished:
    """Run one locked-down container to its end, or kill it when `timeout` runs out (the
    container itself, not only the client waiting for it), and remove it."""
    client = ensure_engine()
    container = client.containers.create(tag, command, environment=environment, volumes=volumes,
                                         working_dir=working_dir, labels=labels or {}, **lockdown())
    try:
        container.start()
        try:
            code = container.wait(timeout=max(1.0, timeout)).get("StatusCode")
        except Exception:   # requests' ReadTimeout: it ran past its time
            container.kill()
            container.wait(timeout=60)
            code = None
        return Finished(code, container.logs(stdout=True, stderr=False),
                        container.logs(stdout=False, stderr=True))
    finally:
        container.remove(force=True)


class DockerExecutor:
    name = "docker"

    def __init__(self):
        self._lock = threading.Lock()
        self._ready: dict[str, str | None] = {}   # image name -> reason it cannot run
        self._facts: dict[str, dict] = {}

    # -- the executor interface ----------------------------------------------------
    def unavailable(self, image) -> str | None:
        """Builds or reuses the image once per process; the reason when that fails."""
        try:
            spec = image_spec_of(image)
        except KeyError as exc:
            return str(exc)
        with self._lock:
            if spec.name not in self._ready:
                self._ready[spec.name] = self._prepare(spec)
            return self._ready[spec.name]

    def environment(self, image) -> dict:
        spec = image_spec_of(image)
        with self._lock:
            if spec.name not in self._facts:
                self._facts[spec.name] = image_facts(spec)
            return dict(self._facts[spec.name])

    def session(self, cell_dir: Path, image=None) -> "DockerSession":
        # the platform's interface passes only the cell folder; the image then comes from
        # the ZLUDA_CELL variable ("image/backend/workload") every step carries
        return DockerSession(image_spec_of(image) if image is not None else None, Path(cell_dir))

    # -- helpers -------------------------------------------------------------------
    @staticmethod
    def _prepare(spec: specs.ImageSpec) -> str | None:
        try:
            ensure_image(spec)
        except EngineError as exc:
            return f"no Docker engine: {exc}"
        except Exception as exc:  # a failed build is a reason, not a crash of the run
            return f"image {spec.name} could not be built: {str(exc).splitlines()[0]}"
        return prepare_libraries(spec)


def image_build_dir(spec: specs.ImageSpec) -> Path:
    return cache_dir() / "images" / f"build-{spec.name}"


def _has_build_task() -> bool:
    """Does this tree have `invoke build` (the drop-in libraries) yet?"""
    from invoke import Task
    for name in TASK_MODULES:
        try:
            module = importlib.import_module(name)
        except Exception:
            continue
        if getattr(module, "NAMESPACE", None):
            continue
        if any(isinstance(v, Task) and v.name == "build" for v in vars(module).values()):
            return True
    return False


def _source_state() -> str:
    """Changes whenever a file of the package changes (what the libraries are built from)."""
    digest = hashlib.sha256()
    for path in sorted((REPO_ROOT / "zluda").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            st = path.stat()
            digest.update(f"{path.relative_to(REPO_ROOT)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def prepare_libraries(spec: specs.ImageSpec, log=print) -> str | None:
    """Build the drop-in libraries inside the image with `invoke build`, into the image's
    own build folder, once per source state. Returns why that failed, else None (also
    when the tree has no build step yet: the backend then says what is missing)."""
    if not _has_build_task():
        return None
    folder = image_build_dir(spec)
    folder.mkdir(parents=True, exist_ok=True)
    marker = folder / ".zluda-source-state"
    client = ensure_engine()
    state = f"{client.images.get(spec.tag).id} {_source_state()}"   # image and sources
    if marker.exists() and marker.read_text() == state:
        return None
    DockerSession._chown(folder, container_user())
    log(f"building the drop-in libraries inside {spec.tag}")
    ran = run_container(
        spec.tag, ["invoke", "build"], timeout=LIBRARY_BUILD_TIMEOUT_S, working_dir=str(REPO_ROOT),
        environment={"ZLUDA_BUILD_DIR": IMAGE_BUILD_DIR, "PYTHONPATH": str(REPO_ROOT),
                     "PYTHONDONTWRITEBYTECODE": "1", "HOME": "/tmp",
                     "ZLUDA_CACHE_DIR": "/tmp/zluda-cache"},
        volumes={str(REPO_ROOT): {"bind": str(REPO_ROOT), "mode": "ro"},
                 str(folder): {"bind": IMAGE_BUILD_DIR, "mode": "rw"}})
    code, output = ran.exit_code, (ran.stdout + ran.stderr).decode(errors="replace")
    if code != 0:
        what = "timed out" if code is None else f"exited with {code}"
        return (f"`invoke build` inside {spec.tag} {what}: "
                f"{output.strip().splitlines()[-1] if output.strip() else 'no output'}")
    marker.write_text(state)
    return None


def ensure_image(spec: specs.ImageSpec, log=print) -> dict | None:
    """Build the image if it does not exist yet; returns the build record or None."""
    from docker.errors import ImageNotFound
    client = ensure_engine()
    try:
        client.images.get(spec.tag)
        return None
    except ImageNotFound:
        return image_build.build_image(spec, log=log)


def image_facts(spec: specs.ImageSpec) -> dict:
    """The probe's facts for the image, cached per image id."""
    client = ensure_engine()
    image = client.images.get(spec.tag)
    cache = cache_dir() / "images" / f"facts-{image.id.split(':')[-1][:16]}.json"
    if cache.exists():
        facts = json.loads(cache.read_text())
    else:
        ran = run_container(spec.tag, [IMAGE_PYTHON, "-m", "zluda.images.probe"], timeout=PROBE_TIMEOUT_S,
                            environment={"PYTHONPATH": str(REPO_ROOT), "PYTHONDONTWRITEBYTECODE": "1",
                                         "HOME": "/tmp"},
                            volumes={str(REPO_ROOT): {"bind": str(REPO_ROOT), "mode": "ro"}})
        if ran.exit_code != 0:
            said = ran.stderr.decode(errors="replace").strip().splitlines()
            raise RuntimeError(f"the image-facts probe in {spec.tag} "
                               f"{'timed out' if ran.exit_code is None else f'exited with {ran.exit_code}'}: "
                               f"{said[-1] if said else 'no output'}")
        facts = json.loads(ran.stdout)
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(".tmp")
        tmp.write_text(json.dumps(facts, indent=2))
        os.replace(tmp, cache)
    facts.update(image=spec.name, executor="docker", image_tag=spec.tag,
                 image_id=image.id[:19], network="none")
    return facts


class DockerSession:
    """One cell attempt; every `run` is one container."""

    def __init__(self, spec: specs.ImageSpec | None, cell_dir: Path):
        self.spec = spec
        self.cell_dir = cell_dir.resolve()
        self.client = ensure_engine()
        self.user = container_user()
        self.containers_started = 0

    def __enter__(self):
        self.cell_dir.mkdir(parents=True, exist_ok=True)
        self._chown(self.cell_dir, self.user)
        return self

    def __exit__(self, *exc):
        # hand the cell folder back to the host user that owns the run
        self._chown(self.cell_dir, f"{os.getuid()}:{os.getgid()}")
        return False

    @staticmethod
    def _chown(folder: Path, user: str) -> None:
        if os.geteuid() != 0:
            return
        uid, gid = (int(x) for x in user.split(":"))
        for root, dirs, files in os.walk(folder):
            os.chown(root, uid, gid)
            for name in files:
                os.lchown(os.path.join(root, name), uid, gid)

    @staticmethod
    def _host_cublas() -> Path | None:
        if any(Path(t, "include", "cublas_v2.h").exists() for t in HOST_TOOL_MOUNTS):
            return None   # the mounted toolkit has it
        candidates = [os.environ.get("CUBLAS_ROOT")]
        candidates += [os.path.join(p, sub) for p in site.getsitepackages() + [site.getusersitepackages()]
                       for sub in ("nvidia/cu13", "nvidia/cublas")]
        return next((Path(c) for c in candidates if c and Path(c, "include", "cublas_v2.h").exists()), None)

    def _volumes(self, cwd: str) -> dict:
        volumes = {str(REPO_ROOT): {"bind": str(REPO_ROOT), "mode": "ro"},
                   str(self.cell_dir): {"bind": str(self.cell_dir), "mode": "rw"}}
        libraries = image_build_dir(self.spec)
        if libraries.is_dir():
            volumes[str(libraries)] = {"bind": IMAGE_BUILD_DIR, "mode": "ro"}
        cwd_path = Path(cwd).resolve()
        if not (_inside(cwd_path, REPO_ROOT) or _inside(cwd_path, self.cell_dir)):
            volumes[str(cwd_path)] = {"bind": str(cwd_path), "mode": "ro"}
        for tool in HOST_TOOL_MOUNTS:
            if Path(tool).is_dir():
                volumes[tool] = {"bind": tool, "mode": "ro"}
        cublas = self._host_cublas()
        if cublas is not None:
            volumes[str(cublas.resolve())] = {"bind": CUBLAS_MOUNT, "mode": "ro"}
        return volumes

    def _environment(self, env: dict) -> dict:
        inside = {k: v for k, v in env.items()
                  if k not in step_environment.NOT_IN_CONTAINERS and step_environment.allowed(k, v)}
        inside = {k: (IMAGE_PYTHON if v == sys.executable else v) for k, v in inside.items()}
        cuda_bin = [f"{t}/bin" for t in HOST_TOOL_MOUNTS if Path(t, "bin").is_dir()]
        inside.update(PATH=":".join([IMAGE_PATH, *cuda_bin]), HOME="/tmp",
                      PYTHONPATH=str(REPO_ROOT), PYTHONDONTWRITEBYTECODE="1",
                      ZLUDA_CACHE_DIR="/tmp/zluda-cache", ZLUDA_BUILD_DIR=IMAGE_BUILD_DIR)
        inside.pop("CUBLAS_ROOT", None)   # a host path
        if self._host_cublas() is not None:
            inside["CUBLAS_ROOT"] = CUBLAS_MOUNT
        return inside

    def run(self, argv, *, cwd, env, stdout, stderr, timeout):
        outcome = StepOutcome
        if self.spec is None:
            cell = env.get("ZLUDA_CELL", "")
            if "/" not in cell:
                raise ValueError("the Docker executor needs the image: ZLUDA_CELL "
                                 f"('image/backend/workload') is {cell!r}")
            self.spec = specs.spec_for(cell.split("/", 1)[0])
        stdout, stderr = Path(stdout).resolve(), Path(stderr).resolve()
        for path in (stdout, stderr):
            if not _inside(path, self.cell_dir):
                raise ValueError(f"step output {path} is outside the cell folder {self.cell_dir}")
        status = self.cell_dir / f"{STATUS_NAME}.{uuid.uuid4().hex[:8]}"
        argv = [IMAGE_PYTHON if a == sys.executable else a for a in argv]
        command = [IMAGE_PYTHON, "-m", "zluda.images.stepwrap", str(status), str(stdout),
                   str(stderr), "--", *argv]
        started = time.perf_counter()
        container = self.client.containers.create(
            self.spec.tag, command, working_dir=str(cwd), environment=self._environment(env),
            volumes=self._volumes(cwd), labels={"org.zluda.cell": str(self.cell_dir)}, **lockdown())
        self.containers_started += 1
        timed_out = False
        try:
            container.start()
            try:
                result = container.wait(timeout=max(1.0, timeout))
                docker_code = result.get("StatusCode")
            except Exception:   # requests' ReadTimeout: the step ran past its time
                timed_out = True
                container.kill()
                container.wait(timeout=60)
                docker_code = None
        finally:
            container.remove(force=True)
        duration = time.perf_counter() - started
        if timed_out:
            status.unlink(missing_ok=True)
            return outcome(None, None, True, duration)
        try:
            recorded = json.loads(status.read_text())
            status.unlink()
        except (OSError, ValueError):
            # the wrapper itself did not finish: report Docker's view of the exit
            with open(stderr, "ab") as err:
                err.write(f"[zluda docker executor] step wrapper left no status; "
                          f"container exit code {docker_code}\n".encode())
            return outcome(docker_code if docker_code is not None else 125, None, False, duration)
        return outcome(recorded["exit_code"], recorded["signal"], False, duration)


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
        return True
    except ValueError:
        return False


def register() -> None:
    """Add the Docker executor to the platform's executor registry."""
    executors.EXECUTORS.setdefault("docker", DOCKER)


DOCKER = DockerExecutor()
