"""The engine's errors: every one is a ValueError with a message a person can read."""

from __future__ import annotations


class EngineError(ValueError):
    """Base of every error the rules engine raises on bad input."""


class NotationError(EngineError):
    """A move or position text that cannot be read."""


class IllegalMoveError(EngineError):
    """A well-formed move that the rules do not allow in this position.

    ``reason`` says why, in words ("1a1 supports another ball").
    """

    def __init__(self, move: str, reason: str) -> None:
        super().__init__(f"{move}: {reason}")
        self.move = move
        self.reason = reason


class InvalidPositionError(EngineError):
    """A position text that reads but describes an impossible position."""


class UnknownOptionError(EngineError):
    """An option name or value that the game does not have."""


class UnknownGameError(EngineError):
    """A game name that is not registered."""
