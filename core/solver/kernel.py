"""The Pylos kernel's Python face: which kernel game a Pylos game's options make, and a state
as the kernel's position.

The kernel (``core.solver._kernel``, compiled from C by ``setup.py``) takes positions as
``(light, dark, player)``: both colours' balls as bit masks in the engine's layout
(``core/games/pylos/board.py``: bit ``16*z + 4*r + c``) and the player to move (0 Light,
1 Dark). Its ``Game(base, balls, recovery, lines, empty_reserve)`` offers ``successors``,
``predecessors`` (the positions a move may have come from: at least every true one),
``perft``, ``outcome`` (1 won, -1 lost, 0 not over, for the player to move), ``rank`` and
``unrank`` over the symmetric index (``size`` slots), and ``solve_slice``, one pass of the
solve over part of a table. It knows no repetition draw: in the table, play that goes round
for ever is a draw.
"""

from __future__ import annotations

from types import ModuleType
from typing import Protocol

from core.api import FIRST, SECOND, Game


class BallsState(Protocol):
    """A state of the game the kernel plays: its balls by colour, and the player to move."""

    @property
    def current_player(self) -> int: ...

    def balls(self, player: int) -> int: ...


class KernelGame(Protocol):
    """What the C type ``core.solver._kernel.Game`` offers (its methods are documented there)."""

    @property
    def size(self) -> int: ...

    def successors(self, light: int, dark: int, player: int) -> list[tuple[int, int, int]]: ...

    def predecessors(self, light: int, dark: int, player: int) -> list[tuple[int, int, int]]: ...

    def count_successors(self, positions: list[tuple[int, int, int]]) -> int: ...

    def perft(self, light: int, dark: int, player: int, depth: int) -> int: ...

    def outcome(self, light: int, dark: int, player: int) -> int: ...

    def rank(self, light: int, dark: int, player: int) -> int: ...

    def unrank(self, index: int) -> tuple[int, int, bool]: ...

    def solve_slice(
        self, table: bytearray, distance: int, start: int, end: int, jobs: int
    ) -> int: ...


def _load() -> tuple[ModuleType | None, str | None]:
    try:
        from core.solver import _kernel  # type: ignore[attr-defined]
    except ImportError:
        return None, (
            "The Pylos solver needs its C kernel, which was not built: this machine had no C "
            "compiler when the program was installed."
        )
    return _kernel, None


_MODULE, _PROBLEM = _load()


def problem() -> str | None:
    """Why the kernel cannot run here, in a sentence, or None when it can."""
    return _PROBLEM


OPTIONS = ("rules", "out_of_balls")
"""The options that make a game one the kernel plays (with ``base`` and ``balls``, if offered)."""


def plays(game: Game) -> bool:
    """Whether the kernel plays ``game``: Pylos, known by its options."""
    return all(name in game.options for name in OPTIONS) and hasattr(game.initial_state(), "balls")


def settings_of(game: Game) -> tuple[int, int, bool, bool, bool]:
    """(base, balls, recovery, lines, empty_reserve) of a Pylos game's options (the base and
    balls options, where the game has them: 4 and 15, or 3 and 7, by default)."""
    options = game.options
    base = int(options.get("base", "4"))
    balls = int(options.get("balls", "0")) or (15 if base == 4 else 7)
    rules = options.get("rules", "standard")
    empty_reserve = options.get("out_of_balls", "empty_reserve") == "empty_reserve"
    return base, balls, rules != "children", rules == "mature", empty_reserve


def make_kernel(
    base: int = 4,
    balls: int = 15,
    recovery: bool = True,
    lines: bool = False,
    empty_reserve: bool = True,
) -> KernelGame:
    """The kernel's game (RuntimeError with ``problem()`` when there is no kernel)."""
    if _MODULE is None:
        raise RuntimeError(_PROBLEM)
    game: KernelGame = _MODULE.Game(base, balls, recovery, lines, empty_reserve)
    return game


def kernel_for(game: Game) -> KernelGame:
    """The kernel's game for a Pylos game with its options."""
    return make_kernel(*settings_of(game))


def position_of(state: BallsState) -> tuple[int, int, int]:
    """A Pylos state as the kernel's position: (light, dark, player to move)."""
    return state.balls(FIRST), state.balls(SECOND), state.current_player
