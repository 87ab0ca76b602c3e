import subprocess
import sys

from zluda.cli import build_parser


def test_cli_help_lists_no_missing_modules():
    out = subprocess.run([sys.executable, "-m", "zluda", "--help"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "usage: zluda" in out.stdout


def test_invoke_list_loads_every_task_module():
    out = subprocess.run(["invoke", "--list"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "test" in out.stdout
    assert build_parser().prog == "zluda"


def _commands(parser) -> set:
    (sub,) = [a for a in parser._actions if a.dest == "command"]
    return set(sub.choices)


def test_the_table_names_every_command_its_modules_register():
    from zluda.cli import SUBCOMMAND_MODULES
    assert _commands(build_parser()) == {c for commands in SUBCOMMAND_MODULES.values() for c in commands}
    for commands in SUBCOMMAND_MODULES.values():
        for command in commands:
            assert command in _commands(build_parser(command))


def test_zluda_run_imports_only_its_own_module():
    # `zluda run` starts every program: the JIT (llvmlite) is the child's to load, not the launcher's
    code = ("import sys, zluda.cli; args = zluda.cli.build_parser('run').parse_args(['run', '--', 'prog']); "
            "print(args.command, 'llvmlite' in sys.modules, 'zluda.cpu' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["run", "False", "False"]
