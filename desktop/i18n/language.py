"""The application's language (menus, dialogs, messages, lessons, rules reference, puzzles):
this run's choice (``--lang``), else the setting (Help ▸ Language), else the system's locale,
else English."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSettings

from core.study.tutorial import LANGUAGES

NAMES = {"en": "English", "fr": "Français"}
_chosen_for_this_run: str | None = None


def choose_for_this_run(language: str | None) -> None:
    """``--lang``: the language for this run only (not remembered)."""
    global _chosen_for_this_run
    _chosen_for_this_run = language


def current_language() -> str:
    if _chosen_for_this_run in LANGUAGES:
        return _chosen_for_this_run
    remembered = str(QSettings().value("language", ""))
    if remembered in LANGUAGES:
        return remembered
    system = QLocale.system().name()[:2]
    return system if system in LANGUAGES else "en"


def remember(language: str) -> None:
    """The setting: used from now on, and by later runs (``--lang`` still wins for its run)."""
    global _chosen_for_this_run
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    QSettings().setValue("language", language)
    _chosen_for_this_run = None
