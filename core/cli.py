"""The engine command line (notation.md, "The engine command line").

    python -m core legal GAME [--set KEY=VALUE]... [MOVE]...
    python -m core legal GAME [--set KEY=VALUE]... --batch
    python -m core perft GAME DEPTH [--set KEY=VALUE]... [MOVE]...

Bad input gives one line on standard error, nothing on standard output, and exit status 2.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TextIO

from core.api import Game, State
from core.errors import EngineError, IllegalMoveError
from core.perft import perft
from core.registry import game_names, make_game

USAGE = """usage:
  python -m core legal GAME [--set KEY=VALUE]... [MOVE]...
  python -m core legal GAME [--set KEY=VALUE]... --batch
  python -m core perft GAME DEPTH [--set KEY=VALUE]... [MOVE]...
GAME is one of {games}; moves are played from the start (docs/notation.md)."""

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """A command line that does not follow the usage."""


@dataclass
class Command:
    """A parsed command line."""

    name: str
    game: Game
    moves: list[str] = field(default_factory=list)
    depth: int = 0
    batch: bool = False


def parse_args(argv: Sequence[str]) -> Command:
    """Read the arguments; UsageError or EngineError (unknown game/option) if they are wrong."""
    if not argv:
        raise UsageError("no command given (commands: legal, perft)")
    name, rest = argv[0], list(argv[1:])
    if name not in ("legal", "perft"):
        raise UsageError(f"unknown command {name!r} (commands: legal, perft)")
    settings: dict[str, str] = {}
    positional: list[str] = []
    batch = False
    while rest:
        arg = rest.pop(0)
        if arg == "--set" or arg.startswith("--set="):
            value = arg[len("--set=") :] if arg.startswith("--set=") else _next(rest, "--set")
            key, sep, text = value.partition("=")
            if not sep or not key:
                raise UsageError(f"--set needs KEY=VALUE, not {value!r}")
            settings[key] = text
        elif arg == "--batch" and name == "legal":
            batch = True
        elif arg.startswith("--"):
            raise UsageError(f"unknown option {arg!r} for {name}")
        else:
            positional.append(arg)
    if not positional:
        raise UsageError(f"{name} needs a game name ({', '.join(game_names())})")
    game_name = positional.pop(0)
    game = make_game(game_name, settings)
    depth = 0
    if name == "perft":
        if not positional:
            raise UsageError("perft needs a depth")
        text = positional.pop(0)
        if not text.isdigit():
            raise UsageError(f"the perft depth must be a whole number ≥ 0, not {text!r}")
        depth = int(text)
    if batch and positional:
        raise UsageError("--batch reads the moves from standard input: give none on the line")
    return Command(name, game, positional, depth, batch)


def _next(rest: list[str], flag: str) -> str:
    if not rest:
        raise UsageError(f"{flag} needs a value")
    return rest.pop(0)


class MoveError(Exception):
    """A move of a record that cannot be read or played: its number (from 1), token, reason."""

    def __init__(self, number: int, token: str, reason: str) -> None:
        super().__init__(f"move {number} {token!r}: {reason}")
        self.number = number
        self.token = token
        self.reason = reason


class Replayer:
    """Plays game records from the start, remembering positions reached by earlier records so
    that records sharing a beginning are not replayed from scratch."""

    LIMIT = 200_000

    def __init__(self, game: Game) -> None:
        self.start = game.initial_state()
        self._cache: dict[tuple[str, ...], State] = {}

    def replay(self, tokens: Sequence[str]) -> State:
        """The state after ``tokens``; MoveError for the first bad one."""
        key = tuple(tokens)
        known = len(key)
        state = self._cache.get(key)
        while state is None and known > 0:
            known -= 1
            state = self._cache.get(key[:known])
        if state is None:
            state = self.start
        if len(self._cache) > self.LIMIT:
            self._cache.clear()
        for index in range(known, len(key)):
            token = key[index]
            try:
                state = state.apply(token)
            except IllegalMoveError as error:
                raise MoveError(index + 1, token, error.reason) from None
            except EngineError as error:
                raise MoveError(index + 1, token, str(error)) from None
            self._cache[key[: index + 1]] = state
        return state


def answer(state: State) -> list[str]:
    """The ``legal`` answer for a state: its sorted moves, or the ``over …`` line."""
    outcome = state.outcome()
    if outcome is not None:
        return [outcome.summary()]
    return sorted(str(move) for move in state.legal_moves())


def run_batch(game: Game, stdin: TextIO, stdout: TextIO) -> None:
    """Answer one line per input line (see notation.md)."""
    replayer = Replayer(game)
    write = stdout.write
    for line in stdin:
        tokens = line.split()
        try:
            write(" ".join(answer(replayer.replay(tokens))) + "\n")
        except MoveError as error:
            write(f"error {error.number} {error.token}: {error.reason}\n")


def main(
    argv: Sequence[str] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    if args and args[0] in ("-h", "--help", "help"):
        stdout.write(USAGE.format(games=", ".join(game_names())) + "\n")
        return 0
    try:
        command = parse_args(args)
        if command.batch:
            run_batch(command.game, stdin, stdout)
            return 0
        state = Replayer(command.game).replay(command.moves)
        lines = _run(command, state)
    except UsageError as error:
        return _fail(stderr, f"{error} (python -m core --help for usage)")
    except (EngineError, MoveError) as error:
        return _fail(stderr, str(error))
    stdout.write("".join(line + "\n" for line in lines))
    return 0


def _run(command: Command, state: State) -> list[str]:
    actions: dict[str, Callable[[], list[str]]] = {
        "legal": lambda: answer(state),
        "perft": lambda: [str(perft(state, command.depth))],
    }
    return actions[command.name]()


def _fail(stderr: TextIO, message: str) -> int:
    stderr.write("error: " + " ".join(message.split()) + "\n")
    return EXIT_BAD_INPUT
