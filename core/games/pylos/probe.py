"""The ``probe`` command: a Pylos position's value with perfect play, and each legal move's.

    python -m core probe pylos [--set KEY=VALUE]... [MOVE]...

The first line is the position's value for the player to move: ``win N``, ``loss N`` or
``draw``, N the plies to the end with the winner hurrying and the loser delaying. Then one line
per legal move, in plain character order: ``MOVE win N``, ``MOVE loss N`` or ``MOVE draw``, for
the player making it, N counting that move. The value is the position's alone: the repetition
draw, which depends on the game's history, is left out (``core.games.pylos.exact``).

The small games (the 3×3 base, or at most ``PLAIN_BALLS`` balls each on the 4×4 base) are
solved on the spot by the plain exact solver, in seconds. The others need a table built
beforehand; without one, the answer says how to build it (exit status 2).
"""

from __future__ import annotations

from functools import lru_cache

from core.api import State
from core.errors import EngineError
from core.games.pylos.exact import Solution, after_move, decode, solve, state_of
from core.games.pylos.rules import PylosGame, PylosState

PLAIN_BALLS = 4
"""The most balls each on the 4×4 base that the plain solver answers on the spot (4: about
10 seconds; 5 takes minutes and gigabytes)."""


class NoTable(EngineError):
    """No table answers for these options: the sentence says how to build one."""


def probe_lines(state: State) -> list[str]:
    """The ``probe`` answer for ``state`` (see the module's docstring); NoTable if no table
    answers for its game, EngineError if it is no Pylos game."""
    game = state.game
    if not isinstance(game, PylosGame) or not isinstance(state, PylosState):
        raise EngineError(f"probe knows Pylos only, not {game.name}")
    if game.board.base == 4 and game.balls > PLAIN_BALLS:
        settings = " ".join(
            f"--set {name}={value}"
            for name, value in game.options.items()
            if name not in ("repetition",) and value != _default(game, name)
        )
        command = " ".join(("python -m core solve pylos", settings)).strip()
        raise NoTable(
            f"no table of perfect play for these rules yet: build it with {command} (the plain "
            f"solver answers at once only on the 3×3 base, or with at most {PLAIN_BALLS} balls "
            "each)"
        )
    solution = _solved(game)
    position = state_of(solution.game, state.position_key())
    lines = [decode(solution.code(position))]
    moves = sorted(position.legal_moves(), key=str)
    for move in moves:
        code = after_move(solution.code(position.play_unchecked(move)))
        lines.append(f"{move} {decode(code)}")
    return lines


@lru_cache(maxsize=4)
def _solved(game: PylosGame) -> Solution:
    """The plain solver's solution of ``game``, kept for the next positions asked of it."""
    return solve(game)


def _default(game: PylosGame, name: str) -> str:
    return next(spec.default for spec in game.option_specs if spec.name == name)
