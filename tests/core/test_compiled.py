"""The compiled engine: it is the one that runs where it could be built, it is never older than
its source, ``PYRAMID_DUELS_PURE=1`` runs the pure one, and both give identical answers (perft
from the start and from mid-game positions of every game and option set; the search's move,
score, depth and node count for fixed seeds and node budgets)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core import compiled
from core.perft import perft
from core.playout import random_record
from core.registry import evaluation_of, make_game
from core.search.levels import STRONGEST
from core.search.player import choose
from tests.core.test_search import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
NODES = 3_000
MID_GAME_PLIES = (8, 20)


def answers() -> list[list[object]]:
    """What the engine running here answers, variant by variant: perft 3 from the start, perft
    2 and the strongest level's search (a node budget, no clock) after a few seeded moves."""
    found: list[list[object]] = []
    for number, (name, options) in enumerate(VARIANTS):
        game = make_game(name, options)
        start = game.initial_state()
        row: list[object] = [name, options, perft(start, 3)]
        for plies in MID_GAME_PLIES:
            state = start.apply_all(random_record(game, f"identical-{number}", plies))
            if state.is_over:
                continue
            result = choose(state, evaluation_of(game), STRONGEST, seed=number, nodes=NODES)
            row += [perft(state, 2), str(result.move), result.score, result.depth, result.nodes]
        found.append(row)
    return found


def pure_environment() -> dict[str, str]:
    return dict(os.environ, **{compiled.PURE_VARIABLE: "1"})


def run_pure(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=pure_environment(),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_engine_runs_compiled_where_it_can_be_built() -> None:
    problem = compiled.compiler_problem()
    if problem is not None or compiled.pure_requested():
        pytest.skip(f"the pure engine runs here: {problem or 'PYRAMID_DUELS_PURE is set'}")
    assert compiled.record().get("engine") == "compiled", "./dev setup compiles the engine"
    assert compiled.engine() == "compiled"
    assert compiled.description() == "compiled (mypyc)"


def test_no_compiled_module_is_older_than_its_source() -> None:
    assert compiled.stale_modules() == []


def test_an_edited_source_is_stale_and_so_is_a_module_the_build_did_not_make(
    tmp_path: Path,
) -> None:
    package = tmp_path / "core"
    package.mkdir()
    source = package / "rules.py"
    source.write_text("X = 1\n")
    suffix = compiled.importlib.machinery.EXTENSION_SUFFIXES[0]
    (package / f"rules{suffix}").write_bytes(b"\0")
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    (package / compiled.RECORD).write_text(json.dumps({"sources": {"core.rules": digest}}))
    assert compiled.stale_modules(package) == []
    source.write_text("X = 2\n")
    assert compiled.stale_modules(package) == ["core.rules"]
    (package / "other.py").write_text("")
    (package / f"other{suffix}").write_bytes(b"\0")
    assert compiled.stale_modules(package) == ["core.other", "core.rules"]


def test_the_pure_switch_loads_no_compiled_module() -> None:
    said = run_pure(
        "import sys\n"
        "from core import compiled\n"
        "print(compiled.engine(), compiled.description())\n"
        "print(sorted(m for m, v in sys.modules.items() if m.startswith('core')"
        " and not (getattr(v, '__file__', None) or '.py').endswith('.py')))\n"
    )
    assert said.splitlines() == ["pure pure Python (PYRAMID_DUELS_PURE is set)", "[]"]


@pytest.mark.slow
def test_compiled_and_pure_engines_answer_alike() -> None:
    """Perft and the search's answers (move, score, depth, nodes) of the engine running here
    and of the pure one in a subprocess. Where nothing is compiled, both are pure: the test
    still holds, it then proves less."""
    here = json.loads(json.dumps(answers()))
    code = "import json\nfrom tests.core.test_compiled import answers\nprint(json.dumps(answers()))"
    assert json.loads(run_pure(code)) == here
