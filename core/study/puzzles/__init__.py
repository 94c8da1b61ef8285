"""Puzzles: positions near the end of a game where exactly one move wins, proven by search.

A puzzle is a position reached by a record of moves from the start, with the game's options,
where the player to move has exactly one move that wins by force (the search proves it), while
every other legal move is proven not to win: it loses, or it only draws (Pylos puzzles have no
drawing alternative: a Pylos draw comes only by repetition, which the search cannot prove). Each
game's kit names its puzzles file (``GameKit.puzzles``), a JSON file::

    {"format": "pyramid-duels-puzzles", "version": 2, "game": "…",
     "puzzles": [{"id": "…-001", "options": {…}, "record": "MOVE MOVE …",
                  "position": "…", "solution": "MOVE", "theme": "square",
                  "difficulty": "easy", "depth": 3, "moves": 7, "details": 1,
                  "answers": {"MOVE": ["REPLY", "loss", 3], …},
                  "why": {"line": "MOVE MOVE …", "replies": {"MOVE": "ANSWER", …}}}, …]}

``record`` is the moves from the start, separated by spaces; ``position`` the position they
reach (``State.position_text``, a check); ``depth`` how many plies the solution's win takes,
the solution included; ``moves`` how many legal moves there are; ``answers`` each wrong move's
reply and what it leads to; ``why`` the proof that the solution wins (``Why``), which
``why_text`` says in words; ``details`` how many details its title takes. Titles say the theme
and, while more than three puzzles of a game would share one, what else is special about each
position (``titled``); they are ``core.words.Text``, made from the kit's words and the
position, so the window translates them as it translates the engine's other sentences.

Themes say what the winning move does. Each game's kit declares its own (``GameKit.themes``),
each with the test that recognises it in the move's steps, the evaluation's reason and the
proven line (``core.kit.WinningMove``); the first that does names the theme, "quiet move" if
none does. Difficulty is
``easy``, ``medium`` or ``hard``, from the length of the win, the number of legal moves, and
whether the obvious move (the one a look one move ahead prefers) is the right one.

For the desktop: ``puzzles_of(game_name)``; a ``Puzzle``'s ``start_state()`` and
``is_solution(move)``; ``refutation(state)``, the computer's answer once a wrong move is played;
``explain(state, move)``, why a wrong move fails, in a sentence; ``why_text(puzzle)``, why the
solution wins, and ``reply_text(state, reply)``, what the computer's reply wins (every one a
``core.words.Text``).

Generating (self-play games between weak levels, and random games, examined near their end)::

    python -m core.study.puzzles generate GAME [--count N] [--seed S] [--games G] [--pool P]
                                         [--window W] [--budget N] [--nodes N]
                                         [--set KEY=VALUE]... [--out FILE]
    python -m core.study.puzzles check GAME
    python -m core.study.puzzles answers GAME

``generate`` writes the kit's puzzles file (or FILE); the same arguments give the same puzzles.
``check`` proves every stored puzzle again and prints one line each; ``answers`` computes again
each puzzle's theme, each wrong move's reply and reason (``Puzzle.answers``), the proof that the
solution wins (``Puzzle.why``) and the titles, and rewrites the file.
"""

from core.study.puzzles.cli import main
from core.study.puzzles.generator import examine, self_play, theme_of, theme_of_stored
from core.study.puzzles.model import (
    DIFFICULTIES,
    Puzzle,
    PuzzleError,
    puzzles_of,
    read_puzzles,
    titled,
)
from core.study.puzzles.proof import MAX_PLIES, answers_for, explain, refutation, why_for
from core.study.puzzles.texts import reply_text, result_text, why_text
from core.study.puzzles.titles import MOST_SHARING

__all__ = [
    "DIFFICULTIES",
    "MAX_PLIES",
    "MOST_SHARING",
    "Puzzle",
    "PuzzleError",
    "answers_for",
    "examine",
    "explain",
    "main",
    "puzzles_of",
    "read_puzzles",
    "refutation",
    "reply_text",
    "result_text",
    "self_play",
    "theme_of",
    "theme_of_stored",
    "titled",
    "why_for",
    "why_text",
]
