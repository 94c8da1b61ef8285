"""``probe`` from a built table agrees, line for line, with the plain exact solver in Python on
the small games (every rule set and ending of the 3×3 base, the start and positions of random
games): the C kernel's table and the Python rules' retrograde analysis, compared position by
position. A damaged table is refused in a sentence; without one, probe says how to build it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from core.errors import EngineError
from core.registry import make_game
from core.solver import kernel
from core.solver.probe import table_lines
from core.solver.table import Settings, build
from core.tools.cli import main as cli

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))

RULE_SETS = [
    {"rules": rules, "out_of_balls": ending}
    for rules in ("children", "standard", "mature")
    for ending in ("empty_reserve", "no_legal_move")
]


@pytest.mark.parametrize("options", RULE_SETS, ids=lambda o: f"{o['rules']}-{o['out_of_balls']}")
def test_the_tables_probe_says_what_the_plain_solver_says(
    tmp_path: Path, options: dict[str, str]
) -> None:
    from core.games.pylos.probe import probe_lines  # (the plain solver: the 3×3 base at once)

    game = make_game("pylos", {**options, "base": "3"})
    build(Settings(*kernel.settings_of(game)), tmp_path, 1)
    rng = random.Random(5)
    state, checked = game.initial_state(), 0
    while checked < 40:
        assert table_lines(state, tmp_path) == probe_lines(state), state.position_text()
        checked += 1
        if state.is_over:
            state = game.initial_state()
        else:
            state = state.play_unchecked(rng.choice(state.legal_moves()))


def test_a_damaged_table_is_refused_in_a_sentence(tmp_path: Path) -> None:
    game = make_game("pylos", {"base": "3"})
    path = build(Settings(*kernel.settings_of(game)), tmp_path, 1)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(EngineError, match=r"damaged.*python -m core solve"):
        table_lines(game.initial_state(), tmp_path)


def test_without_a_table_the_standard_game_says_how_to_build_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert cli(["probe", "pylos"]) == 2
    assert "python -m core solve pylos" in capsys.readouterr().err
