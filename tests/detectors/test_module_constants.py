"""A module-level name bound twice in the recognizers serves the later value to every caller, the
earlier one's too: three such pairs hid in screening.py and cued.py, each silently changing what
the first author wrote. Every module constant is bound once, except where the module extends the
value it bound ("THING_FIELDS = THING_FIELDS | …")."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "recognizers"
MODULES = sorted(ROOT.rglob("*.py"))


def _bound_twice(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = Counter()
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value_names = {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)} if node.value is not None else set()
            for target in targets:
                # Extending a value it bound before ("X = X | {...}") rebinds it on purpose.
                if isinstance(target, ast.Name) and target.id not in value_names:
                    names[target.id] += 1
    return sorted(name for name, count in names.items() if count > 1)


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_module_constant_is_bound_once(path):
    assert _bound_twice(path) == []


def test_the_check_sees_a_name_bound_twice(tmp_path):
    module = tmp_path / "twice.py"
    module.write_text('import re\nA = re.compile("a")\nB = 1\nA = re.compile("b")\nC = {1}\nC = C | {2}\n')
    assert _bound_twice(module) == ["A"]
