"""Puzzles: positions near the end of a game where exactly one move wins, proven by search.

A puzzle is a position reached by a record of moves from the start, with the game's options,
where the player to move has exactly one move that wins by force (the search proves it), while
every other legal move is proven not to win: it loses, or it only draws (Pylos puzzles have no
drawing alternative: a Pylos draw comes only by repetition, which the search cannot prove). Each
game's kit names its puzzles file (``GameKit.puzzles``), a JSON file::

    {"format": "pyramid-duels-puzzles", "version": 1, "game": "…",
     "puzzles": [{"id": "…-001", "options": {…}, "record": "MOVE MOVE …",
                  "position": "…", "solution": "MOVE", "theme": "square",
                  "difficulty": "easy", "depth": 3, "moves": 7,
                  "title": {"en": "Win with a square, in 2 moves", "fr": "…"},
                  "answers": {"MOVE": ["REPLY", "loss", 3], …},
                  "why": {"line": "MOVE MOVE …", "replies": {"MOVE": "ANSWER", …}}}, …]}

``record`` is the moves from the start, separated by spaces; ``position`` the position they
reach (``State.position_text``, a check); ``depth`` how many plies the solution's win takes,
the solution included; ``moves`` how many legal moves there are; ``answers`` each wrong move's
reply and what it leads to; ``why`` the proof that the solution wins (``Why``), which
``why_text`` says in words. Titles say the theme and, while more than three puzzles of a game
would share one, what else is special about each position (``titled``).

Themes say what the winning move does. Each game's kit declares its own (``GameKit.themes``),
each with the test that recognises it in the move's steps, the evaluation's reason and the
proven line (``core.kit.WinningMove``); the first that does names the theme, "quiet move" if
none does. Difficulty is
``easy``, ``medium`` or ``hard``, from the length of the win, the number of legal moves, and
whether the obvious move (the one a look one move ahead prefers) is the right one.

For the desktop: ``puzzles_of(game_name)``; a ``Puzzle``'s ``start_state()`` and
``is_solution(move)``; ``refutation(state)``, the computer's answer once a wrong move is played;
``explain(state, move, language)``, why a wrong move fails, in a sentence; ``why_text(puzzle)``,
why the solution wins, and ``reply_text(state, reply)``, what the computer's reply wins.

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

from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from core.api import Game, Move, State
from core.errors import EngineError
from core.kit import WinningMove
from core.registry import evaluation_of, kit_of, make_game
from core.search.engine import MATE_BOUND, WIN, Limits, Searcher
from core.search.levels import LEVELS
from core.search.player import choose, greedy_moves
from core.study.studyfile import StudyFile
from core.study.tutorial import Words
from core.words import Notation, Text, Who, cut_short, join, whole_number

FORMAT = "pyramid-duels-puzzles"
VERSION = 1
DIFFICULTIES = ("easy", "medium", "hard")
LANGUAGES = ("en", "fr")


PROOF_NODES = 400_000
"""The node budget of one proof search (puzzles are chosen so that far fewer suffice)."""

ANSWER_SECONDS = 1.0
"""The longest the computer thinks to answer a wrong move (proven positions take far less)."""

WIN_WORD, LOSS_WORD, DRAW_WORD, UNKNOWN = "win", "loss", "draw", "unknown"


class PuzzleError(EngineError):
    """A puzzles file that cannot be read or does not hold together; the message says which
    file and puzzle, and what is wrong."""


@dataclass(frozen=True)
class Answer:
    """What follows a wrong move: the computer's ``reply`` (its best move, "" when the wrong
    move ends the game) and what the search proves for the puzzle's player after the wrong move
    (``result`` "loss", "draw" or "unknown", in ``plies`` plies, the wrong move included)."""

    reply: str
    result: str
    plies: int = 0

    def explanation(self, language: str = "en") -> str:
        """Why the wrong move fails, in a sentence of ``language``."""
        return _explanation(Proof(self.result, self.plies), not self.reply, language)


@dataclass(frozen=True)
class Why:
    """The proof that a puzzle's solution wins, kept to be said in words (``why_text``):
    ``line``, the solution and the moves the search prefers after it to the end of the game
    (the winner hurrying, the loser holding out); ``replies``, every legal reply to the
    solution with the winner's answer to it, the search's best move ("" when the reply ends
    the game). Computed when the puzzle is made; the tests derive it again."""

    line: tuple[str, ...]
    replies: Mapping[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"line": " ".join(self.line), "replies": dict(self.replies)}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (see the module's docstring). ``answers`` holds, for every wrong move, the
    computer's reply and why the move fails (computed once, when the puzzle is made, and
    proven again by the tests), so that the window answers at once."""

    id: str
    game: str
    options: Mapping[str, str]
    record: tuple[str, ...]
    solution: str
    theme: str
    difficulty: str
    title: Words
    depth: int = 0
    moves: int = 0
    position: str = ""
    answers: Mapping[str, Answer] = field(default_factory=dict)
    why: Why | None = None

    def make_game(self) -> Game:
        return make_game(self.game, self.options)

    def start_state(self) -> State:
        """The position to solve (with its history: the record replayed from the start)."""
        return self.make_game().initial_state().apply_all(self.record)

    def is_solution(self, move: Move | str) -> bool:
        """Whether ``move`` (a Move, or its notation in any accepted spelling) is the
        solution."""
        if isinstance(move, Move):
            return str(move) == self.solution
        try:
            return str(self.start_state().parse_move(move)) == self.solution
        except EngineError:
            return False

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "options": dict(self.options),
            "record": " ".join(self.record),
            "position": self.position,
            "solution": self.solution,
            "theme": self.theme,
            "difficulty": self.difficulty,
            "depth": self.depth,
            "moves": self.moves,
            "title": dict(self.title.texts),
            "answers": {
                move: [answer.reply, answer.result, answer.plies]
                for move, answer in self.answers.items()
            },
            **({"why": self.why.to_json()} if self.why is not None else {}),
        }

    def answer_to(self, move: Move | str) -> Answer | None:
        """The stored reply and reason for a wrong move (None for the solution, or a move
        that is not legal here)."""
        try:
            text = str(self.start_state().parse_move(move) if isinstance(move, str) else move)
        except EngineError:
            return None
        return self.answers.get(text)


# --- proofs -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Proof:
    """What the search proves for the player to move in a position (or for the player of a
    move): ``result`` is "win", "loss", "draw" or "unknown"; ``plies`` how many plies the win or
    loss takes (the move itself included, for a move's proof)."""

    result: str
    plies: int = 0

    @property
    def proven(self) -> bool:
        return self.result != UNKNOWN

    def __str__(self) -> str:
        return self.result if self.result in (DRAW_WORD, UNKNOWN) else f"{self.result} {self.plies}"


def prove(state: State, searcher: Searcher, limits: Limits) -> Proof:
    """The proven result of ``state`` for its player to move (a finished game: its result in 0
    plies). A position with one legal move is not searched: the move is followed."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return Proof(DRAW_WORD)
        return Proof(WIN_WORD if outcome.winner == state.current_player else LOSS_WORD)
    moves = state.legal_moves()
    if len(moves) == 1:
        return prove_move(state, moves[0], searcher, limits)
    result = searcher.search(state, limits)
    if result.score >= MATE_BOUND:
        return Proof(WIN_WORD, WIN - result.score)
    if result.score <= -MATE_BOUND:
        return Proof(LOSS_WORD, WIN + result.score)
    if result.solved and result.score == 0:
        return Proof(DRAW_WORD)
    return Proof(UNKNOWN)


def prove_move(state: State, move: Move, searcher: Searcher, limits: Limits) -> Proof:
    """The proven result of playing the legal ``move`` in ``state``, for its player."""
    child = state.play_unchecked(move)
    proof = prove(child, searcher, limits)
    result = proof.result
    if result in (WIN_WORD, LOSS_WORD) and child.current_player != state.current_player:
        result = LOSS_WORD if result == WIN_WORD else WIN_WORD
    return Proof(result, proof.plies + 1)


def proofs(state: State, nodes: int = PROOF_NODES) -> dict[Move, Proof]:
    """Every legal move of ``state`` with its proven result (one searcher, a node budget per
    move: deterministic)."""
    searcher = Searcher(evaluation_of(state.game))
    limits = Limits(nodes=nodes)
    return {move: prove_move(state, move, searcher, limits) for move in state.legal_moves()}


def refutation(state: State, seconds: float = ANSWER_SECONDS) -> Move | None:
    """The computer's answer in ``state`` (after a wrong move): the move the search finds best,
    proven where it can be; None if the game is over."""
    moves = state.legal_moves()
    if not moves:
        return None
    if len(moves) == 1:
        return moves[0]
    searcher = Searcher(evaluation_of(state.game))
    return searcher.search(state, Limits(nodes=PROOF_NODES, seconds=seconds)).move


EXPLANATIONS: dict[str, dict[str, str]] = {
    "loses now": {"en": "This move loses at once.", "fr": "Ce coup perd aussitôt."},
    "loses next": {
        "en": "Your opponent then wins with their next move.",
        "fr": "Votre adversaire gagne alors dès son coup suivant.",
    },
    "loses": {
        "en": "Your opponent then wins by force, {n} moves later.",
        "fr": "Votre adversaire gagne alors à coup sûr, {n} coups plus tard.",
    },
    "draws now": {
        "en": "This move ends the game in a draw.",
        "fr": "Ce coup termine la partie sur un match nul.",
    },
    "draws": {
        "en": "This move only draws: your opponent can hold the game level.",
        "fr": "Ce coup ne mène qu'au match nul : votre adversaire peut tenir l'égalité.",
    },
    "wins": {"en": "This move wins too.", "fr": "Ce coup gagne aussi."},
    "unknown": {"en": "This move does not win.", "fr": "Ce coup ne gagne pas."},
}


def explain(state: State, move: Move | str, language: str = "en", nodes: int = PROOF_NODES) -> str:
    """Why ``move`` (legal in ``state``) fails, in a sentence of ``language`` ("en", "fr"):
    it loses at once, lets the opponent win by force in so many moves, or only draws."""
    if isinstance(move, str):
        move = state.parse_move(move)
    state.apply(move)  # IllegalMoveError if it is not legal
    proof = prove_move(state, move, Searcher(evaluation_of(state.game)), Limits(nodes=nodes))
    return _explanation(proof, state.play_unchecked(move).is_over, language)


def _explanation(proof: Proof, ends_game: bool, language: str) -> str:
    if proof.result == LOSS_WORD:
        key = "loses now" if proof.plies <= 1 else "loses next" if proof.plies == 2 else "loses"
    elif proof.result == DRAW_WORD:
        key = "draws now" if ends_game else "draws"
    elif proof.result == WIN_WORD:
        key = "wins"
    else:
        key = UNKNOWN
    texts = EXPLANATIONS[key]
    return texts.get(language, texts["en"]).format(n=proof.plies - 1)


def answers_for(state: State, solution: str, nodes: int = PROOF_NODES) -> dict[str, Answer]:
    """Every wrong move of the puzzle at ``state``: the computer's reply (its search's best
    move, by a node budget alone: the same every time) and the proof of what the move leads to."""
    searcher = Searcher(evaluation_of(state.game))
    limits = Limits(nodes=nodes)
    answers: dict[str, Answer] = {}
    for move in state.legal_moves():
        if str(move) == solution:
            continue
        proof = prove_move(state, move, searcher, limits)
        child = state.play_unchecked(move)
        reply = ""
        if not child.is_over:
            moves = child.legal_moves()
            best = moves[0] if len(moves) == 1 else searcher.search(child, limits).move
            reply = str(best)
        answers[str(move)] = Answer(reply, proof.result, proof.plies)
    return answers


# --- why the solution wins -------------------------------------------------------------------
def why_for(state: State, solution: str, nodes: int = PROOF_NODES) -> Why:
    """The proof of the puzzle at ``state`` in the form ``why_text`` says: the proven line
    after ``solution`` and the winner's answer to each reply (by a node budget alone: the
    same every time)."""
    searcher = Searcher(evaluation_of(state.game))
    limits = Limits(nodes=nodes)
    move = state.parse_move(solution)
    line = proven_line(state, move, searcher, limits)
    child = state.play_unchecked(move)
    replies: dict[str, str] = {}
    for reply in () if child.is_over else child.legal_moves():
        after = child.play_unchecked(reply)
        answer = ""
        if not after.is_over:
            moves = after.legal_moves()
            answer = str(moves[0] if len(moves) == 1 else searcher.search(after, limits).move)
        replies[str(reply)] = answer
    return Why(tuple(str(m) for m in line), replies)


SHOWN_GROUPS = 3
"""The why-line names the answers to this many groups of replies (the largest first)."""

LISTED = 4
"""A list of moves names at most this many (then "and N others")."""


def _who(state: State, player: int) -> Who:
    return Who(player, state.game.player_names[player])


def _unit(state: State) -> str:
    return kit_of(state.game.name).words.figure_unit


def count_text(state: State) -> Text:
    """The game's figures in ``state``: "Red 13, Blue 17 (points)"."""
    first, second = state.figures()
    return Text(
        "{first} {a}, {second} {b} ({unit})",
        first=_who(state, 0),
        a=first,
        second=_who(state, 1),
        b=second,
        unit=_unit(state),
    )


def result_text(state: State) -> Text:
    """How the finished game in ``state`` ended: "Red wins, 17 to 13 (points)"."""
    outcome = state.outcome()
    assert outcome is not None
    figures, unit = outcome.figures, _unit(state)
    if outcome.winner is None:
        return Text("a draw, {a} to {b} ({unit})", a=figures[0], b=figures[1], unit=unit)
    winner = outcome.winner
    return Text(
        "a win for {player}, {a} to {b} ({unit})",
        player=_who(state, winner),
        a=figures[winner],
        b=figures[1 - winner],
        unit=unit,
    )


def _moves_text(moves: Sequence[str]) -> str:
    if len(moves) <= LISTED:
        return Notation(", ".join(moves))
    shown = Notation(", ".join(moves[: LISTED - 1]))
    rest = len(moves) - LISTED + 1
    return Text.plural("{moves} and %n other", "{moves} and %n others", rest, moves=shown)


def why_text(puzzle: Puzzle) -> Text:
    """Why the puzzle's solution wins, in sentences read from its proof (``Puzzle.why``): the
    count after it, what each reply of the opponent is answered by, and how best play ends."""
    if puzzle.why is None:
        raise PuzzleError(f"{puzzle.id} has no proof to explain")
    state = puzzle.start_state()
    why, solution = puzzle.why, puzzle.solution
    winner, loser = _who(state, state.current_player), _who(state, 1 - state.current_player)
    end = state.apply_all(why.line)
    outcome = end.outcome()
    if outcome is None:
        raise PuzzleError(f"{puzzle.id}: its proven line does not end the game")
    parts: list[str] = []
    if len(why.line) == 1:
        parts.append(
            Text(
                "{move} ends the game: {reason}; {result}.",
                move=Notation(solution),
                reason=outcome.reason,
                result=result_text(end),
            )
        )
        return join(parts, " ")
    replies = list(why.replies)
    count = count_text(state.apply(solution))
    if len(replies) == 1:
        parts.append(
            Text(
                "After {move} the count is {count}; one move only for {player}: {reply}.",
                move=Notation(solution),
                count=count,
                player=loser,
                reply=Notation(replies[0]),
            )
        )
    else:
        parts.append(
            Text(
                "After {move} the count is {count}; {n} replies for {player}, and every one loses.",
                move=Notation(solution),
                count=count,
                player=loser,
                n=len(replies),
            )
        )
        parts.extend(_answers_text(why, winner))
    parts.append(
        Text(
            "Best play: {line}; then {reason}: {result}.",
            line=Notation(" ".join(why.line)),
            reason=outcome.reason,
            result=result_text(end),
        )
    )
    return join(parts, " ")


def _answers_text(why: Why, winner: Who) -> list[str]:
    """What each reply meets, the largest groups first (replies answered by the same move)."""
    groups: dict[str, list[str]] = {}
    for reply, answer in why.replies.items():
        groups.setdefault(answer, []).append(reply)
    ordered = sorted(groups.items(), key=lambda group: -len(group[1]))
    parts: list[str] = []
    for answer, replies in ordered[:SHOWN_GROUPS]:
        moves = _moves_text(replies)
        if not answer:
            parts.append(
                Text.plural(
                    "{moves} ends the game at once.",
                    "{moves} end the game at once.",
                    len(replies),
                    moves=moves,
                )
            )
        else:
            parts.append(
                Text(
                    "{player} would answer {moves} with {answer}.",
                    player=winner,
                    moves=moves,
                    answer=Notation(answer),
                )
            )
    rest = sum(len(replies) for _, replies in ordered[SHOWN_GROUPS:])
    if rest:
        parts.append(
            Text.plural(
                "%n other reply is answered otherwise.",
                "%n other replies are answered otherwise.",
                rest,
            )
        )
    return parts


def reply_text(state: State, reply: str) -> Text:
    """The computer's ``reply`` in ``state`` (after a wrong move) and what it wins: the game,
    or the count it leaves."""
    after = state.apply(reply)
    player = _who(state, state.current_player)
    if after.is_over:
        outcome = after.outcome()
        assert outcome is not None
        return Text(
            "{player} answered {reply}, which ends the game: {reason}; {result}.",
            player=player,
            reply=Notation(reply),
            reason=outcome.reason,
            result=result_text(after),
        )
    return Text(
        "{player} answered {reply}: now {count}.",
        player=player,
        reply=Notation(reply),
        count=count_text(after),
    )


# --- titles ----------------------------------------------------------------------------------
MOST_SHARING = 3
"""No title is shared by more than this many puzzles of a game."""

TITLE_DETAILS: dict[str, dict[str, str]] = {
    "one move": {"en": "{title}, in one move", "fr": "{title}, en un coup"},
    "moves": {"en": "{title}, in {n} moves", "fr": "{title}, en {n} coups"},
    "one reply": {"en": "{title}, one reply", "fr": "{title}, une seule réponse"},
    "replies": {"en": "{title}, {r} replies", "fr": "{title}, {r} réponses"},
    "first": {"en": "{title}, first player", "fr": "{title}, premier joueur"},
    "second": {"en": "{title}, second player", "fr": "{title}, second joueur"},
    "choice": {"en": "{title}, among {m} moves", "fr": "{title}, parmi {m} coups"},
}
"""What a title adds, one detail after another, while more than ``MOST_SHARING`` puzzles
share it: how many of the player's own moves the win takes, the game's figures now (the
player's first, in the kit's ``count_words``), how many replies the opponent has, which player
is to move, how many legal moves there are."""

DETAILS = 5


def title_of(puzzle: Puzzle, details: int) -> Words:
    """``puzzle``'s title with its first ``details`` details (``TITLE_DETAILS``) after its
    theme's title (the kit's)."""
    base = kit_of(puzzle.game).puzzle_themes[puzzle.theme]
    state = puzzle.start_state()
    figures, mover = state.figures(), state.current_player
    own = (puzzle.depth + 1) // 2
    replies = len(puzzle.why.replies) if puzzle.why is not None else 0
    texts: dict[str, str] = {}
    for language in LANGUAGES:
        title = base[language]
        if details >= 1:
            key = "one move" if own == 1 else "moves"
            title = TITLE_DETAILS[key][language].format(title=title, n=own)
        if details >= 2:  # in the game's words: "at 13 points to 17", "reserve 3 to 2"
            count = kit_of(puzzle.game).count_words
            title = count[language].format(title=title, a=figures[mover], b=figures[1 - mover])
        if details >= 3 and replies:
            key = "one reply" if replies == 1 else "replies"
            title = TITLE_DETAILS[key][language].format(title=title, r=replies)
        if details >= 4:
            key = "first" if mover == 0 else "second"
            title = TITLE_DETAILS[key][language].format(title=title)
        if details >= 5:
            title = TITLE_DETAILS["choice"][language].format(title=title, m=puzzle.moves)
        texts[language] = title
    return Words(texts)


def titled(puzzles: Sequence[Puzzle]) -> list[Puzzle]:
    """``puzzles`` (one game's) titled by what is special about each: the theme's title, and
    while more than ``MOST_SHARING`` puzzles share a title, each of them takes one detail
    more (``title_of``)."""
    levels = [0] * len(puzzles)
    while True:
        pairs = zip(puzzles, levels, strict=True)
        titles = [title_of(puzzle, level).texts["en"] for puzzle, level in pairs]
        shared = {t for t in titles if titles.count(t) > MOST_SHARING}
        crowded = [i for i, t in enumerate(titles) if t in shared and levels[i] < DETAILS]
        if not crowded:
            break
        for i in crowded:
            levels[i] += 1
    pairs = zip(puzzles, levels, strict=True)
    return [replace(puzzle, title=title_of(puzzle, level)) for puzzle, level in pairs]


# --- reading ---------------------------------------------------------------------------------
def _puzzle(entry: Any, game_name: str, where: str) -> Puzzle:
    title = entry["title"]
    options = entry["options"]
    puzzle = Puzzle(
        id=str(entry["id"]),
        game=game_name,
        options={str(k): str(v) for k, v in options.items()},
        record=tuple(str(entry["record"]).split()),
        solution=str(entry["solution"]),
        theme=str(entry["theme"]),
        difficulty=str(entry["difficulty"]),
        title=Words({language: str(title[language]) for language in LANGUAGES}),
        depth=int(entry.get("depth", 0)),
        moves=int(entry.get("moves", 0)),
        position=str(entry.get("position", "")),
        answers={
            str(move): Answer(str(reply), str(result), int(plies))
            for move, (reply, result, plies) in dict(entry.get("answers", {})).items()
        },
        why=_why(entry.get("why")),
    )
    if puzzle.difficulty not in DIFFICULTIES:
        raise PuzzleError(f"{where}: unknown difficulty {puzzle.difficulty!r}")
    return puzzle


PUZZLES: StudyFile[Puzzle] = StudyFile(FORMAT, VERSION, "puzzles", "puzzle", _puzzle, PuzzleError)
"""The kits' puzzle files (``core/games/<game>/puzzles.json``)."""


def puzzles_of(game_name: str) -> list[Puzzle]:
    """The game's puzzles, in their file's order ([] if it has none). UnknownGameError for an
    unknown game, PuzzleError for a bad file."""
    kit = kit_of(game_name)
    return PUZZLES.of(kit.puzzles, kit.name)


def read_puzzles(path: Path, game_name: str) -> list[Puzzle]:
    """The puzzles stored in ``path`` for the game ``game_name`` (PuzzleError if bad)."""
    return PUZZLES.read(path, game_name)


def _why(data: object) -> Why | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise TypeError("why")
    replies = {str(reply): str(answer) for reply, answer in dict(data["replies"]).items()}
    return Why(tuple(str(data["line"]).split()), replies)


# --- themes and difficulty -------------------------------------------------------------------
def difficulty_of(depth: int, moves: int, obvious: Sequence[Move], solution: Move) -> str:
    """``easy``, ``medium`` or ``hard`` (0–1, 2–3, 4 or more points): a point for a win of
    four plies or more, another for seven or more; two if the obvious move is wrong (one if it
    is among several equally obvious); one for ten legal moves or more."""
    points = (depth >= 4) + (depth >= 7)
    if solution not in obvious:
        points += 2
    elif len(obvious) > 1:
        points += 1
    if moves >= 10:
        points += 1
    return DIFFICULTIES[0] if points <= 1 else DIFFICULTIES[1] if points <= 3 else DIFFICULTIES[2]


# --- generating ------------------------------------------------------------------------------
MAX_PLIES = 300
"""Self-play games longer than this are dropped (a Pylos game can wander)."""

PER_GAME = 2
"""At most this many puzzles come from one self-play game."""

MIN_MOVES = 3
"""A puzzle offers at least this many legal moves (two would be a coin toss)."""


@dataclass
class Candidate:
    """A position found to be a puzzle, before the puzzles are chosen among the candidates."""

    record: tuple[str, ...]
    state: State
    solution: Move
    depth: int
    moves: int
    theme: str
    difficulty: str
    cost: int
    source: int = 0
    others: dict[str, str] = field(default_factory=dict)


def examine(state: State, record: Sequence[str], budget: int) -> Candidate | None:
    """``state`` as a puzzle, if exactly one move is proven to win and every other one is
    proven not to, within ``budget`` nodes of search in all (None otherwise)."""
    moves = state.legal_moves()
    if state.is_over or len(moves) < MIN_MOVES:
        return None
    evaluation = evaluation_of(state.game)
    searcher = Searcher(evaluation)  # its ``spent`` nodes: the cost of the proof
    limits = Limits(nodes=budget)
    first = searcher.search(state, Limits(nodes=budget // 2))
    if first.score < MATE_BOUND:
        return None
    solution: Move | None = None
    depth = 0
    others: dict[str, str] = {}
    for move in (first.move, *(m for m in moves if m != first.move)):
        if searcher.spent > budget:
            return None
        proof = prove_move(state, move, searcher, limits)
        if proof.result == WIN_WORD:
            if solution is not None:
                return None
            solution, depth = move, proof.plies
        elif proof.result == UNKNOWN:
            return None
        else:
            others[str(move)] = str(proof)
    if solution is None or searcher.spent > budget:
        return None
    theme = theme_of(state, solution, searcher, limits)
    obvious = greedy_moves(state, evaluation)  # what a look one move ahead prefers
    difficulty = difficulty_of(depth, len(moves), obvious, solution)
    return Candidate(
        tuple(record),
        state,
        solution,
        depth,
        len(moves),
        theme,
        difficulty,
        searcher.spent,
        others=others,
    )


def proven_line(state: State, move: Move, searcher: Searcher, limits: Limits) -> list[Move]:
    """``move`` and the moves the search prefers after it, to the end of the game (the winner
    hurrying, the loser holding out)."""
    line = [move]
    state = state.play_unchecked(move)
    while not state.is_over and len(line) < MAX_PLIES:
        moves = state.legal_moves()
        best = moves[0] if len(moves) == 1 else searcher.search(state, limits).move
        line.append(best)
        state = state.play_unchecked(best)
    return line


QUIET = "quiet move"
"""The theme of a winning move no test of its game's themes recognises."""


def theme_of(state: State, move: Move, searcher: Searcher, limits: Limits) -> str:
    """What the winning ``move`` does (see the module's docstring)."""

    def ending() -> str:
        end = state.apply_all(proven_line(state, move, searcher, limits)).outcome()
        return str(end.reason) if end is not None else ""

    won = WinningMove(state, move, lambda: str(searcher.evaluation.reason(state, move)), ending)
    for theme in kit_of(state.game).themes:
        if theme.recognises(won):
            return theme.name
    return QUIET


def theme_of_stored(puzzle: Puzzle) -> str:
    """The theme of a stored puzzle, read again from its solution (``theme_of``)."""
    state = puzzle.start_state()
    searcher = Searcher(evaluation_of(state.game))
    return theme_of(state, state.parse_move(puzzle.solution), searcher, Limits(nodes=PROOF_NODES))


def self_play(game: Game, rng: random.Random, nodes: int) -> list[Move]:
    """A game to its end: random moves, weak levels' moves (Beginner to Club, seeded), or a
    mixture (each move random with some chance)."""
    kind = rng.choice(("random", "levels", "mixed", "mixed"))
    chance = {"random": 1.0, "levels": 0.0}.get(kind, rng.choice((0.15, 0.3, 0.5)))
    levels = (rng.choice(LEVELS[:3]), rng.choice(LEVELS[:3]))
    evaluation = evaluation_of(game)
    state = game.initial_state()
    moves: list[Move] = []
    while not state.is_over and len(moves) < MAX_PLIES:
        legal = state.legal_moves()
        if len(legal) == 1 or rng.random() < chance:
            move = rng.choice(legal)
        else:
            level = levels[state.current_player]
            seed = rng.randrange(1 << 30)
            move = choose(state, evaluation, level, seed=seed, nodes=nodes).move
        moves.append(move)
        state = state.play_unchecked(move)
    return moves


def candidates(
    game: Game, seed: int, games: int, window: int, budget: int, nodes: int, wanted: int
) -> Iterator[Candidate]:
    """Puzzle candidates from ``games`` self-play games (seeded), among the last ``window``
    positions of each, until ``wanted`` are found."""
    rng = random.Random(f"puzzles/{game.name}/{seed}")
    seen: set[object] = set()
    found = 0
    for number in range(games):
        record = self_play(game, rng, nodes)
        if len(record) >= MAX_PLIES:
            continue
        states = [game.initial_state()]
        for move in record:
            states.append(states[-1].play_unchecked(move))
        taken = 0
        for cut in range(len(record) - 1, max(len(record) - window, 0) - 1, -1):
            state = states[cut]
            key = (state.position_key(), state.position_text())
            if key in seen or taken >= PER_GAME:
                continue
            seen.add(key)
            candidate = examine(state, [str(m) for m in record[:cut]], budget)
            if candidate is not None:
                candidate.source = number
                taken += 1
                found += 1
                yield candidate
        if found >= wanted:
            return


def select(found: Sequence[Candidate], count: int) -> list[Candidate]:
    """``count`` candidates, spread over themes and difficulties: each (theme, difficulty)
    group in turn gives its next one, the one with the most legal moves first (then the
    longest win, then the first found)."""
    groups: dict[tuple[str, str], list[Candidate]] = {}
    for candidate in found:
        groups.setdefault((candidate.theme, candidate.difficulty), []).append(candidate)
    chosen: list[Candidate] = []
    queues = [
        sorted(group, key=lambda c: (-c.moves, -c.depth)) for _, group in sorted(groups.items())
    ]
    while len(chosen) < count and any(queues):
        for queue in queues:
            if queue and len(chosen) < count:
                chosen.append(queue.pop(0))
    order = {name: index for index, name in enumerate(DIFFICULTIES)}
    chosen.sort(key=lambda c: (order[c.difficulty], c.theme, c.depth, c.moves, c.record))
    return chosen


def to_puzzles(game: Game, chosen: Sequence[Candidate]) -> list[Puzzle]:
    """The chosen candidates as puzzles, with their proofs in words (``why``), titled by their
    themes as the game's kit declares them and what is special about each (``titled``;
    PuzzleError for a theme the kit does not declare)."""
    themes = kit_of(game.name).puzzle_themes
    unknown = sorted({c.theme for c in chosen} - set(themes))
    if unknown:
        raise PuzzleError(f"{game.name} declares no puzzle theme {unknown[0]!r}")
    made = [
        Puzzle(
            id=f"{game.name}-{number:03d}",
            game=game.name,
            options=dict(game.options),
            record=candidate.record,
            solution=str(candidate.solution),
            theme=candidate.theme,
            difficulty=candidate.difficulty,
            title=Words(dict(themes[candidate.theme])),
            depth=candidate.depth,
            moves=candidate.moves,
            position=candidate.state.position_text(),
            answers=answers_for(candidate.state, str(candidate.solution)),
            why=why_for(candidate.state, str(candidate.solution)),
        )
        for number, candidate in enumerate(chosen, 1)
    ]
    return titled(made)


def write_puzzles(path: Path, game_name: str, puzzles: Sequence[Puzzle]) -> None:
    PUZZLES.write(path, game_name, puzzles)


USAGE = """usage:
  python -m core.study.puzzles generate GAME [--count N] [--seed S] [--games G] [--pool P]
                                       [--window W] [--budget NODES] [--nodes NODES]
                                       [--set KEY=VALUE]... [--out FILE]
  python -m core.study.puzzles check GAME
  python -m core.study.puzzles answers GAME
generate plays up to G self-play games (default 2000) until it has P candidates (default 2N),
examines the last W positions of each game (default 8) with at most NODES of proof search
each (--budget, default 20000; the players think NODES each move, --nodes, default 1500),
and writes N puzzles (default 48), spread over themes and difficulties, to the game's puzzles
file or FILE. check proves every stored puzzle again. answers stores again, for every
wrong move of every puzzle, the computer's reply and why the move fails."""

DEFAULTS = {"--count": 48, "--seed": 0, "--games": 2000, "--window": 8, "--budget": 20_000}


def _arguments(rest: list[str]) -> tuple[dict[str, int], dict[str, str], Path | None]:
    """The command's flags: its numbers, the game's ``--set`` options and ``--out`` (ValueError
    naming a bad one)."""
    numbers = dict(DEFAULTS, **{"--nodes": 1500, "--pool": 0})
    settings: dict[str, str] = {}
    out: Path | None = None
    while rest:
        flag = rest.pop(0)
        if not rest:
            raise ValueError(f"{flag} needs a value")
        value = rest.pop(0)
        if flag == "--set":
            key, _, text = value.partition("=")
            settings[key] = text
        elif flag == "--out":
            out = Path(value)
        elif flag in numbers and (number := whole_number(value)) is not None:
            numbers[flag] = number
        else:
            raise ValueError(f"bad argument {flag} {cut_short(value)}")
    return numbers, settings, out


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(args) < 2 or args[0] not in ("generate", "check", "answers"):
        print(USAGE, file=sys.stderr)
        return 2
    command, name = args[0], args[1]
    try:
        numbers, settings, out = _arguments(args[2:])
        game = make_game(name, settings)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if command == "check":
        return _check(game.name)
    path = out or kit_of(game.name).puzzles
    if path is None:
        print(f"error: {game.name} has no puzzles file", file=sys.stderr)
        return 2
    if command == "answers":
        stored = puzzles_of(game.name)
        answered = titled(
            [
                replace(
                    puzzle,
                    theme=theme_of_stored(puzzle),
                    answers=answers_for(puzzle.start_state(), puzzle.solution),
                    why=why_for(puzzle.start_state(), puzzle.solution),
                )
                for puzzle in stored
            ]
        )
        write_puzzles(path, game.name, answered)
        print(f"{len(answered)} puzzles answered in {path}", file=sys.stderr)
        return 0
    chosen = to_puzzles(game, select(_generate(game, numbers), numbers["--count"]))
    write_puzzles(path, game.name, chosen)
    print(f"{len(chosen)} puzzles written to {path}", file=sys.stderr)
    return 0


def _generate(game: Game, numbers: dict[str, int]) -> list[Candidate]:
    """The candidates of ``generate``, each said on the error stream as it is found."""
    start = time.perf_counter()
    found: list[Candidate] = []
    wanted = numbers["--pool"] or 2 * numbers["--count"]
    for candidate in candidates(
        game,
        numbers["--seed"],
        numbers["--games"],
        numbers["--window"],
        numbers["--budget"],
        numbers["--nodes"],
        wanted,
    ):
        found.append(candidate)
        print(
            f"{len(found):4d} game {candidate.source:4d} {time.perf_counter() - start:7.1f}s "
            f"{candidate.theme:14s} {candidate.difficulty:6s} depth {candidate.depth:2d} "
            f"moves {candidate.moves:3d} cost {candidate.cost:6d} {candidate.solution}",
            file=sys.stderr,
            flush=True,
        )
    return found


def _check(game_name: str) -> int:
    bad = 0
    for puzzle in puzzles_of(game_name):
        start = time.perf_counter()
        state = puzzle.start_state()
        found = proofs(state)
        wins = [str(m) for m, p in found.items() if p.result == WIN_WORD]
        unknown = [str(m) for m, p in found.items() if not p.proven]
        ok = wins == [puzzle.solution] and not unknown
        bad += not ok
        print(
            f"{puzzle.id}\t{'ok' if ok else 'BAD'}\t{puzzle.solution}\t"
            f"{found[state.parse_move(puzzle.solution)]}\t{time.perf_counter() - start:.2f}s"
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
