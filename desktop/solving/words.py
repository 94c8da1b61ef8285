"""The words of perfect play, in the language of this run: which game a table solves, how long,
how big, how far a build is and how it ended."""

from __future__ import annotations

from dataclasses import astuple
from functools import cache

from core.api import Game
from core.registry import game_names, make_game
from core.solver import kernel
from core.solver.table import Settings
from desktop.i18n import current_locale, fill, tr, translate_core
from desktop.solving.worker import Ended

STANDARD_SIZE = (4, 15)
RULES, ENDING = kernel.OPTIONS


@cache
def solvable() -> Game:
    """The game the solver solves (Pylos, known by its options), with its usual options."""
    return next(game for game in map(make_game, game_names()) if kernel.plays(game))


def choice_words(option: str, value: str, explained: bool = False) -> str:
    """The words of one choice of one of the solved game's options ("standard", "mature"),
    ``explained`` with what it means."""
    spec = next(spec for spec in solvable().option_specs if spec.name == option)
    words = translate_core(spec.choice_label(value))
    helps = dict(spec.choice_help)
    if explained and value in helps:
        words = f"{words} — {translate_core(helps[value])}"
    return words


def rules_of(settings: Settings) -> str:
    """The rule set and the ending of ``settings`` ("standard rules, out of balls: empty
    reserve"), and the board when it is a smaller one."""
    rules = "mature" if settings.lines else ("standard" if settings.recovery else "children")
    ending = "empty_reserve" if settings.empty_reserve else "no_legal_move"
    words = fill(
        tr("{rules} rules, out of balls: {ending}"),
        rules=choice_words(RULES, rules),
        ending=choice_words(ENDING, ending),
    )
    board = board_of(settings)
    return f"{words}; {board}" if board else words


def board_of(settings: Settings) -> str:
    """A smaller board's size and pieces ("3×3 base, 7 balls each"); "" for the usual one."""
    base, each = astuple(settings)[:2]
    if (base, each) == STANDARD_SIZE:
        return ""
    return fill(tr("{base}×{base} base, {count} balls each"), base=base, count=each)


def no_kernel() -> str | None:
    """Why no table can be built here, in a sentence, or None."""
    if kernel.problem() is None:
        return None
    return tr(
        "Perfect play needs the solver's C kernel, which was not built: this computer had no C "
        "compiler when the program was installed. Everything else works without it."
    )


def size_of(count: int) -> str:
    """A size in bytes as the language writes it, to two figures at least ("2.4 GB", "2,4 Go",
    "101 MB")."""
    lead = float(count)
    while lead >= 1000:
        lead /= 1000
    locale = current_locale()
    return locale.formattedDataSize(
        count, 0 if lead >= 10 else 1, locale.DataSizeFormat.DataSizeSIFormat
    )


def duration(seconds: float) -> str:
    """About how long: "about 1 h 25 min", "about 25 min", "less than a minute"."""
    minutes = round(seconds / 60)
    if minutes < 1:
        return tr("less than a minute")
    if minutes < 60:
        return fill(tr("about {minutes} min"), minutes=minutes)
    return fill(tr("about {hours} h {minutes} min"), hours=minutes // 60, minutes=minutes % 60)


def percent(share: float) -> str:
    return fill(tr("{percent} %"), percent=int(share * 100))


def ending(ended: Ended) -> str:
    """How a build ended, in a sentence ("" for a build that ended well or was stopped)."""
    if ended.how == "killed":
        code = int(ended.detail) if ended.detail.lstrip("-").isdigit() else None
        if code is not None and code < 0:
            how = fill(tr("signal {number}"), number=-code)
        else:
            how = fill(tr("exit status {number}"), number=ended.detail)
        return fill(
            tr(
                "The build's process ended unexpectedly ({how}): it was killed (the system "
                "does so when memory runs out) or it crashed. Its progress up to its last save "
                "is kept: resume it."
            ),
            how=how,
        )
    if ended.how == "memory":
        return tr(
            "The build ran out of memory. Close other programs and resume it: its progress is kept."
        )
    if ended.how == "disk":
        return fill(
            tr("The build could not write to the data folder ({reason}). Its progress is kept."),
            reason=ended.detail,
        )
    if ended.how == "busy":
        return tr(
            "Another process is building this table already (perhaps one still saving its "
            "progress): try again in a moment."
        )
    if ended.how == "failed":
        return fill(tr("The build failed: {reason}"), reason=ended.detail)
    return ""
