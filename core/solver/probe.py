"""``probe`` answered from a built table: a Pylos position's value with perfect play and each
legal move's, in the lines ``python -m core probe`` prints (``core.games.pylos.probe`` says
them, and answers the small games without a table).

A table answers when one was built for the game's options (``python -m core solve``) and lies
in the data folder (or ``folder``); a damaged one is refused with a sentence (build it again).
"""

from __future__ import annotations

from pathlib import Path

from core.api import State
from core.errors import EngineError
from core.solver import kernel
from core.solver.table import DamagedTable, OldTable, Settings, Table, default_folder


def table_for(state: State, folder: Path | None = None) -> Table | None:
    """The built table of ``state``'s game, read and checked; None if the kernel does not play
    the game, is not built here, or no table was built for these options."""
    game = state.game
    if not kernel.plays(game) or kernel.problem() is not None:
        return None
    settings = Settings(*kernel.settings_of(game))
    where = folder or default_folder()
    if not (where / f"{settings.name}.table").exists():
        return None
    try:
        return Table(settings, where)
    except DamagedTable as error:
        raise refusal(error) from None


def refusal(error: DamagedTable) -> EngineError:
    """The sentence that refuses a damaged table (or one kept the old way), and says what to do."""
    if isinstance(error, OldTable):
        return EngineError(str(error))
    return EngineError(f"{error} Build it again with python -m core solve.")


def said(value: str, plies: int) -> str:
    return value if value == "draw" else f"{value} {plies}"


def table_lines(state: State, folder: Path | None = None) -> list[str] | None:
    """The ``probe`` lines for ``state`` from its game's table (None when there is none): its
    value for the player to move, then each legal move's for its player, N counting it."""
    table = table_for(state, folder)
    if table is None:
        return None
    with table:
        try:
            return _lines(table, state)
        except DamagedTable as error:  # a block that cannot be read
            raise refusal(error) from None


def _lines(table: Table, state: State) -> list[str]:
    position = kernel.position_of(state)  # type: ignore[arg-type]
    lines = [said(*table.value(*position))]
    for move in sorted(state.legal_moves(), key=str):
        child = state.play_unchecked(move)
        value, plies = table.value(*kernel.position_of(child))  # type: ignore[arg-type]
        if child.current_player != state.current_player:
            value = {"win": "loss", "loss": "win"}.get(value, value)
        lines.append(f"{move} {said(value, plies + 1)}")
    return lines
