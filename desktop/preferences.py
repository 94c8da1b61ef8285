"""What the player chose for the program, in one place: the palette, what the window shows (2D,
3D or both), the animation speed, the coordinates, the sound and its volume, whether a lesson
goes on by itself after a right answer, the language and the window's size and place.

``Preferences`` remembers each choice in the settings (``QSettings``) and announces it with
``changed(name)``; the window, its pages and its views follow it, and the menus and the
Preferences window show it, so that they never disagree. A choice made for one run only
(``--view``, ``--lang``) is applied without being remembered.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from desktop.i18n import install
from desktop.i18n.language import NAMES, current_language, remember
from desktop.look import theme

VIEWS = ("2d", "3d", "both")
ANIMATION = {"off": 0, "fast": 140, "normal": 260, "slow": 480}
"""Milliseconds per step of a move's animation ("off": moves appear at once)."""

VOLUME = 70
"""The sound's volume (0–100) until the player chooses another."""

GOES_ON = "tutorial/auto_advance"
"""Where the lessons' choice to go on by themselves is kept (``desktop.study.progress`` reads
the same setting)."""


class Preferences(QObject):
    """The player's choices; ``changed(name)`` says which one changed ("palette", "view",
    "animation", "coordinates", "sound", "volume", "goes_on", "relay" or "language")."""

    changed = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or QSettings()
        palette = str(self.settings.value("palette", "standard"))
        theme.set_palette(palette if palette in theme.PALETTES else "standard")
        view = str(self.settings.value("view", "both"))
        self._view = view if view in VIEWS else "both"
        speed = str(self.settings.value("animation", "normal"))
        self._animation = speed if speed in ANIMATION else "normal"
        self._coordinates = str(self.settings.value("coordinates", "true")) != "false"
        self._sound = str(self.settings.value("sound/on", "true")) != "false"
        try:
            volume = int(str(self.settings.value("sound/volume", VOLUME)))
        except ValueError:
            volume = VOLUME
        self._volume = max(0, min(volume, 100))
        self._goes_on = str(self.settings.value(GOES_ON, "false")) == "true"
        self._relay = str(self.settings.value("online/relay", "")).strip()

    # --- reading ---------------------------------------------------------------------------
    @property
    def palette(self) -> str:
        return theme.palette()

    @property
    def view(self) -> str:
        return self._view

    @property
    def animation(self) -> str:
        return self._animation

    @property
    def animation_ms(self) -> int:
        return ANIMATION[self._animation]

    @property
    def language(self) -> str:
        return current_language()

    @property
    def coordinates(self) -> bool:
        """Whether the boards show their coordinates (files, ranks), in 2D and 3D alike."""
        return self._coordinates

    @property
    def sound(self) -> bool:
        """Whether the table makes its sounds."""
        return self._sound

    @property
    def volume(self) -> int:
        """How loud, 0–100."""
        return self._volume

    def loudness(self) -> float:
        """What the sounds are played at, 0 (sound off) to 1: the volume squared, as the ear
        hears a slider's steps as even."""
        return (self._volume / 100) ** 2 if self._sound else 0.0

    @property
    def goes_on(self) -> bool:
        """Whether a lesson goes on by itself after a right answer."""
        return self._goes_on

    @property
    def relay(self) -> str:
        """The mailbox server that online play meets through ("": the public one)."""
        return self._relay

    @property
    def camera3d(self) -> str:
        """The 3D view the player chose last ("preset:above", "angles:-60.0:35.0")."""
        return str(self.settings.value("view3d/camera", "preset:reset"))

    @staticmethod
    def languages() -> dict[str, str]:
        """Each language the program speaks, named in its own words."""
        return dict(NAMES)

    # --- choosing --------------------------------------------------------------------------
    def set_palette(self, name: str, remember_it: bool = True) -> None:
        """Standard, colour-blind safe or high-contrast colours."""
        if name not in theme.PALETTES:
            raise ValueError(f"unknown palette {name!r}")
        if remember_it:
            self.settings.setValue("palette", name)
        if name != theme.palette():
            theme.set_palette(name)
            self.changed.emit("palette")

    def set_view(self, mode: str, remember_it: bool = True) -> None:
        """The 2D board, the 3D view, or both side by side."""
        if mode not in VIEWS:
            raise ValueError(f"unknown view {mode!r}")
        if remember_it:
            self.settings.setValue("view", mode)
        if mode != self._view:
            self._view = mode
            self.changed.emit("view")

    def set_animation(self, speed: str, remember_it: bool = True) -> None:
        """How long each step of a move's animation lasts ("off": moves appear at once)."""
        if speed not in ANIMATION:
            raise ValueError(f"unknown animation speed {speed!r}")
        if remember_it:
            self.settings.setValue("animation", speed)
        if speed != self._animation:
            self._animation = speed
            self.changed.emit("animation")

    def set_coordinates(self, shown: bool, remember_it: bool = True) -> None:
        """Show or hide the boards' coordinates."""
        if remember_it:
            self.settings.setValue("coordinates", "true" if shown else "false")
        if shown != self._coordinates:
            self._coordinates = shown
            self.changed.emit("coordinates")

    def set_sound(self, on: bool) -> None:
        """Sound on or off."""
        self.settings.setValue("sound/on", "true" if on else "false")
        if on != self._sound:
            self._sound = on
            self.changed.emit("sound")

    def set_volume(self, volume: int) -> None:
        """The sound's volume, 0–100 (ValueError outside)."""
        if not 0 <= volume <= 100:
            raise ValueError(f"a volume is from 0 to 100, not {volume}")
        self.settings.setValue("sound/volume", volume)
        if volume != self._volume:
            self._volume = volume
            self.changed.emit("volume")

    def set_goes_on(self, on: bool) -> None:
        """Whether a lesson goes on by itself after a right answer."""
        self.settings.setValue(GOES_ON, "true" if on else "false")
        if on != self._goes_on:
            self._goes_on = on
            self.changed.emit("goes_on")

    def set_relay(self, url: str, remember_it: bool = True) -> None:
        """The mailbox server for online play ("": the public one); ``--relay`` sets it for
        one run without remembering it."""
        url = url.strip()
        if remember_it:
            self.settings.setValue("online/relay", url)
        if url != self._relay:
            self._relay = url
            self.changed.emit("relay")

    def set_camera3d(self, chosen: str) -> None:
        """Keep the 3D view the player chose, for the next run."""
        self.settings.setValue("view3d/camera", chosen)

    def set_language(self, language: str) -> None:
        """The program's language, remembered; its translators are installed at once."""
        changed = language != current_language()
        remember(language)
        if QCoreApplication.instance() is not None:
            install(language)
        if changed:
            self.changed.emit("language")

    # --- the window's size and place -------------------------------------------------------
    def window_state(self, key: str) -> QByteArray | None:
        """A saved state of the window (``"geometry"``, ``"splitter"``), if there is one."""
        value = self.settings.value(f"window/{key}")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def keep_window_state(self, key: str, value: QByteArray) -> None:
        self.settings.setValue(f"window/{key}", value)
