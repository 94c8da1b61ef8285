"""The engine command line (notation.md, "The engine command line").

    python -m core legal GAME [--set KEY=VALUE]... [MOVE]...
    python -m core legal GAME [--set KEY=VALUE]... --batch
    python -m core perft GAME DEPTH [--set KEY=VALUE]... [MOVE]...
    python -m core ai GAME [--level LEVEL] [--seed N] [--time SECONDS] [--set KEY=VALUE]...
                      [MOVE]...
    python -m core analyse GAME [--set KEY=VALUE]... [--time SECONDS] MOVE...
    python -m core puzzles GAME
    python -m core probe pylos [--set KEY=VALUE]... [MOVE]...
    python -m core solve pylos [--set KEY=VALUE]... [--jobs N]

``analyse`` prints one line per move played (``core.study.analysis``)::

    PLY MOVE EVALUATION best BEST EVALUATION [JUDGEMENT]

PLY counts from 1; EVALUATION is the position after the move (after BEST, for the second one),
from the first player's side: ``+1.25`` / ``-0.50`` in units (a ball, a point, a pip), or, when
the search proves it, ``win N`` / ``loss N`` (the first player wins / loses in N plies; ``0``
once the game is over) or ``draw``; JUDGEMENT is ``blunder`` or ``mistake`` (none if neither).
SECONDS is the thinking per ply (default 0.5); each line comes within it (plus start-up).

``puzzles`` lists the game's puzzles (``core.study.puzzles``), one per line, tab-separated: the
puzzle's id, the moves from the start that reach it (separated by spaces), its solution.

``probe`` prints a Pylos position's value with perfect play, then each legal move's
(``core.games.pylos.probe``).

Bad input gives one line on standard error, nothing on standard output, and exit status 2.
"""

from __future__ import annotations

import importlib
import io
import math
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TextIO

from core.api import Game, State
from core.errors import EngineError, IllegalMoveError
from core.perft import perft
from core.registry import evaluation_of, game_names, kit_of, make_game
from core.search.levels import EVERY_LEVEL, STRONGEST, Level, find_level
from core.study.perfect import choose_move
from core.words import cut_short, whole_number

USAGE = """usage:
  python -m core legal GAME [--set KEY=VALUE]... [MOVE]...
  python -m core legal GAME [--set KEY=VALUE]... --batch
  python -m core perft GAME DEPTH [--set KEY=VALUE]... [MOVE]...
  python -m core ai GAME [--level LEVEL] [--seed N] [--time SECONDS] [--set KEY=VALUE]... [MOVE]...
  python -m core analyse GAME [--set KEY=VALUE]... [--time SECONDS] MOVE...
  python -m core puzzles GAME
  python -m core probe pylos [--set KEY=VALUE]... [MOVE]...
  python -m core solve pylos [--set KEY=VALUE]... [--jobs N]
GAME is one of {games}; moves are played from the start (docs/notation.md).
ai prints the computer opponent's move; LEVEL is a number, a name or max ({levels}; default
max), N a whole number (default 0), SECONDS bounds the thinking (default: the level's own).
Perfect plays from the table solve built for the game's rules (Pylos), as max without one.
analyse prints one line per move: PLY MOVE EVALUATION best BEST EVALUATION [JUDGEMENT].
EVALUATION is the position after the move, from the first player's side: +1.25 or -0.50 in
units (a ball, a point, a pip), or proven: win N or loss N (the first player wins or loses in N
plies) or draw. BEST is the best move found before it; JUDGEMENT is blunder or mistake, if
either. SECONDS is the thinking per move (default {analyse_seconds}).
puzzles lists the game's puzzles, one per line: ID, tab, the moves that reach it, tab, the
solution.
probe prints the value with perfect play of the Pylos position reached, for the player to move
(win N, loss N or draw; N plies to the end, the winner hurrying, the loser delaying), then one
line per legal move: MOVE and its value for the player making it, N counting the move.
solve builds the table of perfect play for those options on N cores (default: all), with its
progress on standard error, and prints the start's value: win N, loss N (plies) or draw.
Interrupted (Ctrl+C, or a TERM signal), it saves its progress and exits with status 3; the
same command again goes on from there."""

COMMANDS = ("legal", "perft", "ai", "analyse", "puzzles", "probe", "solve")
AI_OPTIONS = ("--level", "--seed", "--time")
COMMAND_OPTIONS = {"ai": AI_OPTIONS, "analyse": ("--time",), "solve": ("--jobs",)}

EXIT_BAD_INPUT = 2
EXIT_CANNOT_WRITE = 1


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
    level: Level = STRONGEST
    seed: int = 0
    seconds: float | None = None
    jobs: int | None = None


def parse_args(argv: Sequence[str]) -> Command:
    """Read the arguments; UsageError or EngineError (unknown game/option) if they are wrong."""
    commands = ", ".join(COMMANDS)
    if not argv:
        raise UsageError(f"no command given (commands: {commands})")
    name, rest = argv[0], list(argv[1:])
    if name not in COMMANDS:
        raise UsageError(f"unknown command {name!r} (commands: {commands})")
    settings: dict[str, str] = {}
    positional: list[str] = []
    batch = False
    ai: dict[str, str] = {}
    while rest:
        arg = rest.pop(0)
        flag, equals, inline = arg.partition("=")
        if flag == "--set":
            value = inline if equals else _next(rest, "--set")
            key, sep, text = value.partition("=")
            if not sep or not key:
                raise UsageError(f"--set needs KEY=VALUE, not {value!r}")
            settings[key] = text
        elif arg == "--batch" and name == "legal":
            batch = True
        elif flag in COMMAND_OPTIONS.get(name, ()):
            ai[flag] = inline if equals else _next(rest, flag)
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
        depth = _whole(positional.pop(0), "the perft depth")
    if batch and positional:
        raise UsageError("--batch reads the moves from standard input: give none on the line")
    if name == "puzzles" and (positional or settings):
        raise UsageError(
            "puzzles takes only a game name: each puzzle has its own moves and options"
        )
    command = Command(name, game, positional, depth, batch)
    if "--level" in ai:
        command.level = find_level(ai["--level"])
    if "--seed" in ai:
        command.seed = _seed(ai["--seed"])
    if "--time" in ai:
        command.seconds = _seconds(ai["--time"])
    if "--jobs" in ai:
        command.jobs = _whole(ai["--jobs"], "--jobs") or None
    return command


def _seed(text: str) -> int:
    return _whole(text.strip(), "the seed")


def _whole(text: str, what: str) -> int:
    """``text`` as a whole number ≥ 0 (``whole_number``); UsageError naming ``what`` if not."""
    number = whole_number(text)
    if number is None:
        raise UsageError(f"{what} must be a whole number ≥ 0, not {cut_short(text)!r}")
    return number


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (0 < seconds < math.inf):
        raise UsageError(f"--time needs a positive number of seconds, not {text!r}")
    return seconds


def _next(rest: list[str], flag: str) -> str:
    if not rest:
        raise UsageError(f"{flag} needs a value")
    return rest.pop(0)


class MoveError(Exception):
    """A move of a record that cannot be read or played: its number (from 1), token, reason."""

    def __init__(self, number: int, token: str, reason: str) -> None:
        super().__init__(f"move {number} {cut_short(token)!r}: {reason}")
        self.number = number
        self.token = token
        self.reason = reason


class _Reached:
    """A position a record reached, and the moves played from it so far (a tree of records)."""

    __slots__ = ("next", "state")

    def __init__(self, state: State) -> None:
        self.state = state
        self.next: dict[str, _Reached] = {}


class Replayer:
    """Plays game records from the start, remembering the positions earlier records reached
    (as a tree: each move once, whatever the length) so that records sharing a beginning are
    not replayed from scratch."""

    LIMIT = 200_000  # positions remembered; past it they are forgotten, all at once

    def __init__(self, game: Game) -> None:
        self.start = game.initial_state()
        self._root = _Reached(self.start)
        self._remembered = 0

    def replay(self, tokens: Sequence[str]) -> State:
        """The state after ``tokens``; MoveError for the first bad one."""
        if self._remembered > self.LIMIT:
            self._root, self._remembered = _Reached(self.start), 0
        node = self._root
        for index, token in enumerate(tokens):
            known = node.next.get(token)
            if known is None:
                try:
                    known = _Reached(node.state.apply(token))
                except IllegalMoveError as error:
                    raise MoveError(index + 1, token, error.reason) from None
                except EngineError as error:
                    raise MoveError(index + 1, token, str(error)) from None
                node.next[token] = known
                self._remembered += 1
            node = known
        return node.state


def answer(state: State) -> list[str]:
    """The ``legal`` answer for a state: its sorted moves, or the ``over …`` line."""
    outcome = state.outcome()
    if outcome is not None:
        return [outcome.summary()]
    return sorted(str(move) for move in state.legal_moves())


def run_batch(game: Game, stdin: TextIO, stdout: TextIO) -> None:
    """Answer one line per input line (see notation.md)."""
    replayer = Replayer(game)
    for line in stdin:
        tokens = line.split()
        try:
            stdout.write(" ".join(answer(replayer.replay(tokens))) + "\n")
        except MoveError as error:
            stdout.write(f"error {error.number} {cut_short(error.token)}: {error.reason}\n")
        stdout.flush()  # the program driving us waits for this answer before the next line


def main(
    argv: Sequence[str] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; return the exit status. An answer that cannot be written (the
    reader gone, as with ``| head``; no standard output; a full disk) ends it without a
    traceback."""
    args = list(sys.argv[1:] if argv is None else argv)
    stdin = stdin or _lenient(sys.stdin)
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr or io.StringIO()
    if stdout is None:  # started with its standard output closed
        return _fail(stderr, "there is no standard output to answer on", EXIT_CANNOT_WRITE)
    # Run as a program, the clock started with the interpreter: its start-up counts too.
    started = time.perf_counter() - (time.process_time() if argv is None else 0.0)
    try:
        return _answer(args, stdin, stdout, stderr, started)
    except BrokenPipeError:  # the reader has read enough: nothing more to say
        _nothing_left_to_flush(stdout)
        return 0
    except OSError as error:
        _nothing_left_to_flush(stdout)
        message = f"cannot write the answer: {error.strerror or error}"
        return _fail(stderr, message, EXIT_CANNOT_WRITE)


def _nothing_left_to_flush(stdout: TextIO) -> None:
    """What could not be written is dropped: Python would try again at exit, and fail."""
    if stdout is sys.stdout:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())


def _lenient(stream: TextIO | None) -> TextIO:
    """Standard input read as UTF-8, U+FFFD standing for a byte that is not (its line is then
    answered as an error, and the others still are)."""
    if stream is None:
        return io.StringIO()
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(encoding="utf-8", errors="replace")
    return stream


def _answer(args: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO, started: float) -> int:
    if args and args[0] in ("-h", "--help", "help"):
        from core.study.analysis import DEFAULT_SECONDS

        levels = ", ".join(f"{level.number} {level.name}" for level in EVERY_LEVEL)
        games = ", ".join(game_names())
        usage = USAGE.format(games=games, levels=levels, analyse_seconds=DEFAULT_SECONDS)
        stdout.write(usage + "\n")
        stdout.flush()
        return 0
    try:
        command = parse_args(args)
        if command.batch:
            run_batch(command.game, stdin, stdout)
            return 0
        state = Replayer(command.game).replay(command.moves)
        lines = _run(command, state, started, stderr)
    except UsageError as error:
        return _fail(stderr, f"{error} (python -m core --help for usage)")
    except (EngineError, MoveError) as error:
        return _fail(stderr, str(error))
    for line in lines:  # analyse's lines come one by one, as each ply is searched
        stdout.write(line + "\n")
        stdout.flush()
    return 0


def _run(command: Command, state: State, started: float, stderr: TextIO) -> Iterable[str]:
    actions: dict[str, Callable[[], Iterable[str]]] = {
        "legal": lambda: answer(state),
        "perft": lambda: [str(perft(state, command.depth))],
        "ai": lambda: [computer_move(command, state, started)],
        "analyse": lambda: analysis_lines(command),
        "puzzles": lambda: puzzle_lines(command.game),
        "probe": lambda: probe_lines(state),
        "solve": lambda: solve_lines(command, stderr),
    }
    return actions[command.name]()


def computer_move(command: Command, state: State, started: float) -> str:
    """The ``ai`` answer: the level's move, thinking at most until ``started`` plus the
    level's (or the given) seconds."""
    outcome = state.outcome()
    if outcome is not None:
        raise EngineError(f"the game is over ({outcome.summary()}): there is no move to choose")
    budget = command.level.seconds if command.seconds is None else command.seconds
    left = max(budget - (time.perf_counter() - started), 0.01)
    found = choose_move(state, evaluation_of(state.game), command.level, command.seed, left)
    return str(found.move)


def analysis_lines(command: Command) -> Iterator[str]:
    """The ``analyse`` answer, one line per ply as each is searched (the moves were checked)."""
    # Imported here, as puzzles_of below: perft and legal, timed as whole processes, start
    # without loading what they do not use.
    from core.study.analysis import DEFAULT_SECONDS, analyse

    seconds = DEFAULT_SECONDS if command.seconds is None else command.seconds
    if not command.moves:
        raise UsageError("analyse needs the moves of the game to analyse")
    game = command.game
    judgement = kit_of(game).judgement
    plies = analyse(game, evaluation_of(game), command.moves, seconds, judgement=judgement)
    return (ply.line() for ply in plies)


def puzzle_lines(game: Game) -> list[str]:
    """The ``puzzles`` answer: each puzzle's id, record and solution, tab-separated."""
    from core.study.puzzles import puzzles_of

    return [
        f"{puzzle.id}\t{' '.join(puzzle.record)}\t{puzzle.solution}"
        for puzzle in puzzles_of(game.name)
    ]


def probe_lines(state: State) -> list[str]:
    """The ``probe`` answer: from the game's built table (``core.solver.probe``), else the game's
    own ``probe`` module's (Pylos's: the small games on the spot), if it has one."""
    from core.solver.probe import table_lines

    answered = table_lines(state)
    if answered is not None:
        return answered
    try:
        module = importlib.import_module(f"core.games.{state.game.name}.probe")
    except ModuleNotFoundError:
        raise EngineError(f"probe knows no perfect play of {state.game.name}") from None
    lines: list[str] = module.probe_lines(state)
    return lines


def solve_lines(command: Command, stderr: TextIO) -> list[str]:
    """The ``solve`` answer (``core.solver.command``), imported only when asked for."""
    from core.solver.command import solve

    return solve(command.game, command.jobs, stderr)


def _fail(stderr: TextIO, message: str, status: int = EXIT_BAD_INPUT) -> int:
    stderr.write("error: " + " ".join(message.split()) + "\n")
    return status
