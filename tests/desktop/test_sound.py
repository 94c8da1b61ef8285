"""The table's sounds: each kind of step of every game sounds as its piece lands (a recording
stand-in behind the one ``Sound`` interface, the views' animations running), a refused click,
a step back, the end of a game by who won, a puzzle solved; muted nothing plays; the real
``miniaudio`` on its null backend mixes what is played; with no sound device the program goes
on silent and says so in one quiet line; the sounds are made again, byte for byte, by the
script in the repository."""

from __future__ import annotations

import random
import subprocess
import sys
import time
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.api import Move, State
from core.registry import game_names, make_game
from desktop.model import Seat
from desktop.registry import desktop_kit
from desktop.sound import output
from desktop.sound.output import MiniaudioSound, open_sound, replace_sound, sound_folder
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="both")

STEP_MS = 120
"""The boards' animation step here: long enough to tell a landing from a click."""


class Recorder:
    """A stand-in for the sound output: what was played, when, how loud."""

    def __init__(self) -> None:
        self.played: list[tuple[float, str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((time.monotonic(), name, volume))

    def status(self) -> str:
        return "recording"

    def names(self) -> list[str]:
        return [name for _at, name, _volume in self.played]


@pytest.fixture
def recorder() -> Iterator[Recorder]:
    recording = Recorder()
    replace_sound(recording)
    yield recording
    replace_sound(None)


def animated(window: MainWindow) -> None:
    page = window.game_page
    page.board2d.animation_ms = STEP_MS
    if page.board3d is not None:
        page.board3d.animation_ms = STEP_MS


def find_move(name: str, wanted: str, seed: int = 1) -> tuple[list[str], Move]:
    """Moves from the start of ``name`` (random, seeded) to a position with a move one of whose
    steps makes the sound ``wanted``, and that move."""
    kit = desktop_kit(name)
    rng = random.Random(seed)
    for _game in range(200):
        state: State = make_game(name).initial_state()
        moves: list[str] = []
        while not state.is_over and len(moves) < 120:
            legal = state.legal_moves()
            for move in legal:
                steps = state.transition(move).steps
                if any(kit.sound_of(step, state) == wanted for step in steps):
                    return moves, move
            move = rng.choice(legal)
            moves.append(str(move))
            state = state.play_unchecked(move)
    raise AssertionError(f"no {name} move sounds {wanted}")


KINDS = [
    ("pylos", "wood_set"),
    ("pylos", "wood_set_on"),
    ("pylos", "wood_raise"),
    ("pylos", "wood_take_back"),
    ("pylon", "plastic_set"),
    ("pylon", "plastic_move"),
    ("ambush", "plastic_set"),
    ("ambush", "plastic_capture"),
    ("ambush", "plastic_pay"),
    ("ambush", "coaster_turn"),
]


@pytest.mark.parametrize(("name", "wanted"), KINDS)
def test_each_kind_of_step_sounds_when_its_piece_lands(
    qtbot: QtBot, window: MainWindow, recorder: Recorder, name: str, wanted: str
) -> None:
    moves, move = find_move(name, wanted)
    window.session.start_game(make_game(name), (Seat("Ann"), Seat("Bob")), moves=moves)
    animated(window)
    page, model = window.game_page, window.model
    steps = model.state.transition(move).steps
    clicked = time.monotonic()
    model.play(move)
    assert recorder.played == []  # the click is silent: the piece is still on its way
    assert page.board2d.animating
    qtbot.waitUntil(lambda: len(recorder.played) == len(steps), timeout=5_000)
    assert wanted in recorder.names()
    first = recorder.played[0][0] - clicked
    assert first >= STEP_MS / 1000 * 0.8, f"the first sound came {first:.3f} s after the click"
    for (at, _name, _volume), later in zip(recorder.played, recorder.played[1:], strict=False):
        assert later[0] >= at  # in the order the pieces land
    assert all(0 < volume <= 1 for _at, _name, volume in recorder.played)


def test_every_step_of_random_games_names_a_sound_that_exists() -> None:
    made = {path.stem for path in sound_folder().glob("*.wav")}
    rng = random.Random(7)
    for name in game_names():
        kit = desktop_kit(name)
        for _game in range(3):
            state = make_game(name).initial_state()
            while not state.is_over:
                move = rng.choice(state.legal_moves())
                for step in state.transition(move).steps:
                    assert kit.sound_of(step, state) in made, (name, step)
                state = state.play_unchecked(move)


def test_a_refused_click_a_step_back_and_the_end_of_a_game(
    qtbot: QtBot, window: MainWindow, recorder: Recorder
) -> None:
    model = window.model
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")))
    model.click("zz")
    assert recorder.names() == ["refused"]
    window.preferences.set_language("fr")  # the refusal said again: not heard again
    window.preferences.set_language("en")
    assert recorder.names() == ["refused"]
    model.play(model.state.parse_move("1a1"))
    qtbot.waitUntil(lambda: "wood_set" in recorder.names())
    window.session.undo()
    assert recorder.names()[-1] == "back"
    # a person against the computer: the loser hears a loss, two people a plain ending
    for seats, heard in (
        ((Seat("Ann"), Seat("Computer", "computer", 1)), "lose"),
        ((Seat("Ann"), Seat("Bob")), "end"),
    ):
        moves, last = ending_of("pylon", second_wins=True)
        window.session.computer.paused = True
        window.session.start_game(make_game("pylon"), seats, moves=moves)
        recorder.played.clear()
        model.play(last)
        qtbot.waitUntil(lambda h=heard: h in recorder.names(), timeout=5_000)
        assert recorder.names()[-1] == heard


def ending_of(name: str, second_wins: bool) -> tuple[list[str], Move]:
    """A random game of ``name`` but its last move, and that move, the second player winning."""
    rng = random.Random(3)
    while True:
        state: State = make_game(name).initial_state()
        moves: list[Move] = []
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            state = state.play_unchecked(move)
            moves.append(move)
        outcome = state.outcome()
        if outcome is not None and outcome.winner == (1 if second_wins else 0):
            return [str(m) for m in moves[:-1]], moves[-1]


def test_a_puzzle_solved_has_its_own_sound(
    qtbot: QtBot, window: MainWindow, recorder: Recorder
) -> None:
    window.session.start_study(StudyKind.PUZZLE, "pylos", 0)
    controller = window.session.puzzles
    window.model.play(window.model.state.parse_move(controller.puzzle.solution))
    qtbot.waitUntil(lambda: "solved" in recorder.names(), timeout=5_000)
    assert "win" not in recorder.names() and "end" not in recorder.names()


def test_muted_nothing_plays_and_the_choice_is_kept(
    qtbot: QtBot, window: MainWindow, recorder: Recorder
) -> None:
    preferences = window.preferences
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")))
    try:
        window.menus.actions["sound"].trigger()  # View › Sounds, off
        assert not preferences.sound
        window.model.click("zz")
        window.model.play(window.model.state.parse_move("1a1"))
        qtbot.wait(STEP_MS * 3)
        assert recorder.played == []
        preferences.set_volume(30)
        from desktop.preferences import Preferences

        again = Preferences(preferences.settings)  # the next run
        assert not again.sound and again.volume == 30
    finally:
        preferences.set_sound(True)
        preferences.set_volume(70)
    window.model.click("zz")
    assert recorder.played[-1][1:] == ("refused", pytest.approx(0.49))


def test_the_real_library_plays_on_its_null_backend() -> None:
    sound = MiniaudioSound(sound_folder(), "null")
    try:
        assert sound.ready.wait(10)
        assert sound.status() == "on (Null)", sound.status()
        sound.play("wood_set", 0.5)
        sound.play("plastic_capture", 0.5)
        deadline = time.monotonic() + 5
        while len(sound.mixed) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert sorted(sound.mixed) == ["plastic_capture", "wood_set"]
    finally:
        sound.close()


def test_no_sound_device_plays_silent_and_says_so_once(
    qtbot: QtBot, window: MainWindow, capfd: pytest.CaptureFixture[str]
) -> None:
    """A backend this machine cannot have (Windows's, on Linux) stands for a machine without a
    sound device: the program starts, plays, and says so in one line, no library's chatter."""
    said: list[str] = []
    sound = MiniaudioSound(sound_folder(), "wasapi", said.append)
    assert sound.ready.wait(10)
    replace_sound(sound)
    try:
        assert sound.status().startswith("silent: no output device"), sound.status()
        assert said == ["pyramid-duels: playing without sound: " + sound.why]
        window.session.start_game(make_game("ambush"))
        window.model.play(window.model.state.legal_moves()[0])
        window.model.click("zz")
        qtbot.wait(50)
        assert sound.mixed == []
    finally:
        replace_sound(None)
    _out, err = capfd.readouterr()
    assert "ALSA" not in err and "Traceback" not in err


def test_the_default_output_opens_once_and_follows_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(output.ENVIRONMENT, "off")
    replace_sound(None)
    first = open_sound()
    assert first is open_sound() and first.status() == "off"
    replace_sound(None)


def test_the_sounds_are_made_again_byte_for_byte_and_each_is_short(tmp_path: Path) -> None:
    script = Path(__file__).resolve().parents[2] / "assets" / "sounds" / "make.py"
    subprocess.run([sys.executable, str(script), str(tmp_path)], check=True, timeout=120)
    made = sorted(path.name for path in tmp_path.glob("*.wav"))
    kept = sorted(path.name for path in sound_folder().glob("*.wav"))
    assert made == kept and len(made) >= 16
    for name in made:
        assert (tmp_path / name).read_bytes() == (sound_folder() / name).read_bytes(), name
        with wave.open(str(tmp_path / name)) as sound:
            assert sound.getnchannels() == 1 and sound.getframerate() == output.RATE
            assert sound.getnframes() / sound.getframerate() < 0.4, name
