"""Practice against the computer: positions with a goal that an exact search proves reachable
whatever the strongest level replies.

A practice is a position reached by a record of moves from the start (like a puzzle, see
``core.study.puzzles``) and a goal for the player to move, "you", against the computer:

- ``win``: win the game;
- ``margin``: win by ``n`` or more of the game's figures (points, pips…);
- ``survive``: make ``n`` moves and not be lost by then (the goal is met once the computer has
  answered your ``n``-th move if the evaluation puts you at most ``HOLD_MARGIN``, one unit of
  the game's figures, behind, or if the game ended without you losing; further behind, it is
  missed though the game goes on);
- ``not lose``: end the game with a draw or a win.

Which kinds a game offers, and what they are called there, its kit says
(``GameKit.practice_goals``: kind → its title's template, ``{n}`` standing for ``n``); a
practice's title and text are ``core.words.Text`` made from its goal and its start, which the
window translates. The proof is an AND-OR search (``Solver``): at your turn one move must reach
the goal, at the computer's every reply must still let you reach it; it is exact within a bound
of plies and a node budget, and what it proves is stored as a *strategy*: for every position
where you are to move under it (``State.position_text``), the move that keeps the goal in reach.
So whatever the computer replies, the strategy answers. ``line`` is one play through it: your
moves and the replies the search expects of the computer.

Each game's kit names its practice file (``GameKit.practice``), JSON::

    {"format": "pyramid-duels-practice", "version": 2, "game": "…",
     "practices": [{"id": "…-p01", "options": {…}, "record": "MOVE …", "position": "…",
                    "goal": "margin", "n": 3, "plies": 7, "nodes": 1234,
                    "line": "MOVE MOVE …", "strategy": {"POSITION": "MOVE", …}}]}

Generating (self-play games, examined near their end, as the puzzles are made)::

    python -m core.study.practice generate GAME [--count N] [--seed S] [--games G] [--budget NODES]
    python -m core.study.practice check GAME
"""

from core.study.practice.cli import main
from core.study.practice.model import (
    Practice,
    PracticeError,
    Turning,
    follows,
    lost_at,
    move_reason,
    practices_of,
    prove,
    read_practices,
)
from core.study.practice.solver import (
    HOLD_MARGIN,
    KINDS,
    Goal,
    OutOfNodes,
    Solver,
    held,
    standing,
    verdict,
)

__all__ = [
    "HOLD_MARGIN",
    "KINDS",
    "Goal",
    "OutOfNodes",
    "Practice",
    "PracticeError",
    "Solver",
    "Turning",
    "follows",
    "held",
    "lost_at",
    "main",
    "move_reason",
    "practices_of",
    "prove",
    "read_practices",
    "standing",
    "verdict",
]
