"""What a lesson says of itself beside the board and on the message line (``WORDS``), and its
feedback on what the learner did, kept as what it says (``Feedback``): a change of language
says it again in the new words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from core.study.tutorial import Words
from desktop.i18n import QT_TR_NOOP, tr
from desktop.i18n.language import current_language

WORDS = {
    "explain": QT_TR_NOOP("Read the lesson beside the board, then press Next."),
    "show": QT_TR_NOOP("Watch the board: the moves play by themselves. Replay shows them again."),
    "shown": QT_TR_NOOP("That is all for this example: press Next, or Replay to see it again."),
    "try": QT_TR_NOOP("Your turn: make the move the lesson asks for."),
    "question": QT_TR_NOOP("Click on the board to answer."),
    "right": QT_TR_NOOP("Well done."),
    "wrong": QT_TR_NOOP("Not quite: that is not what this step asks for."),
    "again": QT_TR_NOOP("The board comes back in a moment."),
    "found": QT_TR_NOOP("Yes. Find the others."),
    "done": QT_TR_NOOP("Done: press Next to go on."),
    "locked_done": QT_TR_NOOP("This step is done: press Next to go on."),
    "coming": QT_TR_NOOP("The next step comes by itself once you have read this (or press Next)."),
    "locked_coming": QT_TR_NOOP("This step is done: the next one comes by itself."),
    "explain_last": QT_TR_NOOP("Read the lesson beside the board."),
    "shown_last": QT_TR_NOOP("That is all for this example: Replay shows it again."),
    "done_last": QT_TR_NOOP("Done: that was the last step."),
    "locked_done_last": QT_TR_NOOP("This step is done: it was the last one."),
    "no_hint": QT_TR_NOOP("Look at the highlighted things: the answer is among them."),
    "stars": QT_TR_NOOP("Lesson finished: {stars}."),
}


def say(key: str) -> str:
    """One of the lessons' sentences (``WORDS``) in the language of this run."""
    return tr(WORDS[key])


Piece = Callable[[], str]
"""A piece of feedback: it says its words in the language of the moment it is read."""


def said(words: Words | str) -> Piece:
    """A piece that says lesson ``words``, one of ``WORDS`` (by key), or a text as it is."""
    if isinstance(words, Words):
        return lambda: words(current_language())
    if words in WORDS:
        return lambda: say(words)
    return lambda: words


@dataclass(frozen=True)
class Feedback:
    """Words about what the player just did: kind "right", "wrong", "hint" or "info"."""

    pieces: tuple[Piece, ...] = field(default=())
    kind: str = ""

    @classmethod
    def of(cls, kind: str, *words: Words | str) -> Feedback:
        return cls(tuple(said(w) for w in words), kind)

    @property
    def text(self) -> str:
        """The words, in the language of this moment."""
        return " ".join(text for text in (piece() for piece in self.pieces) if text)
