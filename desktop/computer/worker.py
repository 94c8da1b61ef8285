"""The window's end of the computer's worker process: the process, its pipe, and the questions
on their way (a move, a hint, an analysis), each with a number so that a late answer is known."""

from __future__ import annotations

import multiprocessing
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from core.api import Game, State
from desktop.computer import busy
from desktop.computer.thinker import serve


@dataclass(frozen=True)
class Request:
    """A question on its way: what for, in which position, and since when."""

    id: int
    purpose: str  # "move" or "hint"
    state: State
    cursor: int
    level: int
    seconds: float
    started: float
    tries: int = 0


@dataclass
class AnalysisRequest:
    """An analysis on its way: the game and moves analysed, the time per ply, and how many
    plies are done (it goes on from there in a new worker if one dies)."""

    id: int
    game: Game
    moves: tuple[str, ...]
    seconds: float
    first_ply: int
    done: int
    tries: int = 0


class Worker:
    """One worker process and its end of the pipe."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        self.connection: Connection = ours
        self.process: BaseProcess = context.Process(
            target=serve, args=(theirs, busy.shared()), name="pyramid-duels-thinker", daemon=True
        )
        self.process.start()
        theirs.close()

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def send(self, message: object) -> bool:
        try:
            self.connection.send(message)
            return True
        except OSError:
            return False

    def stop(self, wait: float = 0.5) -> None:
        """Ask the process to end, and make sure it does."""
        self.send(None)
        self.process.join(wait)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(1.0)
        self.connection.close()
