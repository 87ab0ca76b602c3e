"""The through-the-shim baseline: test-backend-ops cases that pass natively on the H200 but
are known not to pass through the shim, each with its reason (like deqp-runner's expected
failures). A run is then read against it: expected failures, unexpected ones (new), cases
the baseline lists that now pass (fixed), and rules that match no case (stale).

File: YAML validated by zluda/platform/schemas/llama-shim-baseline.schema.json; errors name
the file, line and key path. A rule's `cases` is a full case name or a pattern whose only
wildcard is `*` (case names are full of brackets, which must stay literal).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from zluda.platform import config

FAILED = ("fail", "crashed", "timeout", "not-supported")


@dataclass
class Rule:
    cases: str
    result: str
    reason: str
    pattern: re.Pattern

    def matches(self, name: str) -> bool:
        return self.pattern.fullmatch(name) is not None


def _pattern(cases: str) -> re.Pattern:
    return re.compile(".*".join(re.escape(part) for part in cases.split("*")))


def load(path: str | Path) -> list[Rule]:
    doc = config.load(path, "llama-shim-baseline")
    return [Rule(r["cases"], r["result"], r["reason"], _pattern(r["cases"])) for r in doc.data["expected"]]


def rule_for(rules: list[Rule], name: str) -> Rule | None:
    """The first rule whose pattern matches `name` (earlier rules win, as in matrix.yaml)."""
    return next((r for r in rules if r.matches(name)), None)


def classify(rules: list[Rule], native: dict, results: dict[str, dict]) -> dict:
    """Each natively passing case against the baseline: its shim status ("unmeasured" when
    no run gave it a verdict) and whether the baseline expected that."""
    expected, unexpected, fixed = [], [], []
    used = [0] * len(rules)
    for name, case in sorted(native["cases"].items()):
        if case.get("status") != "ok":
            continue
        got = results.get(name)
        status = got["status"] if got is not None and got["status"] != "not-run" else "unmeasured"
        rule = rule_for(rules, name)
        if rule is not None:
            used[rules.index(rule)] += 1
        if status == "ok":
            if rule is not None:
                fixed.append({"case": name, "expected": rule.result, "reason": rule.reason})
            continue
        row = {"case": name, "op": case.get("op"), "status": status,
               "detail": (got or {}).get("detail", "") if status != "unmeasured" else ""}
        if rule is not None and rule.result == status:
            expected.append(dict(row, reason=rule.reason))
        else:
            unexpected.append(dict(row, expected=rule.result if rule else None))
    return {"rules": len(rules), "expected": expected, "unexpected": unexpected, "fixed": fixed,
            "stale_rules": [{"cases": r.cases, "result": r.result} for r, n in zip(rules, used) if n == 0]}


def markdown(verdict: dict) -> list[str]:
    """The summary's baseline section."""
    lines = ["## Against the baseline", "",
             f"{verdict['rules']} rules: {len(verdict['expected'])} expected non-passing cases, "
             f"**{len(verdict['unexpected'])} unexpected**, {len(verdict['fixed'])} listed cases now pass, "
             f"{len(verdict['stale_rules'])} rules match no natively passing case.", ""]
    if verdict["unexpected"]:
        lines += ["| unexpected case | status | baseline said | detail |", "|---|---|---|---|"]
        for row in verdict["unexpected"][:200]:
            detail = row["detail"].replace("|", "\\|")[:160]
            lines.append(f"| `{row['case']}` | {row['status']} | {row['expected'] or '-'} | {detail} |")
        if len(verdict["unexpected"]) > 200:
            lines.append(f"| ... {len(verdict['unexpected']) - 200} more in the JSON | | | |")
        lines.append("")
    reasons: dict[str, int] = {}
    for row in verdict["expected"]:
        reasons[f"{row['status']}: {row['reason']}"] = reasons.get(f"{row['status']}: {row['reason']}", 0) + 1
    if reasons:
        lines += ["| expected | cases |", "|---|---:|"]
        lines += [f"| {why} | {n} |" for why, n in sorted(reasons.items(), key=lambda kv: -kv[1])]
        lines.append("")
    return lines
