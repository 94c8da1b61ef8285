"""Translations, one way for the whole application: Qt's translators.

- The window's words are written in English inside ``tr("…")`` (this module's ``tr``), with
  arguments filled afterwards: ``tr("Save {name}?").format(name=…)``. ``pyside6-lupdate``
  extracts every ``tr`` call into the Qt Linguist files in ``desktop/translations/``.
- The engine (``core/``, standard library only) speaks in ``core.words.Text`` sentences that
  keep their English template; the window renders them through ``translate_core`` (context
  "core"). ``core_strings()`` below is our own extractor: it reads every template the engine can
  say (``Text("…")`` calls, ``# words:`` tables) from core's sources, and ``update`` writes them
  into the "core" translation file, so the engine's reasons reach the player translated while
  ``core/`` stays free of Qt.
- Lessons, rules reference and puzzles are data in both languages already (their kits).

The language follows the system's locale, or the setting (Help › Language), or ``--lang`` for
one run (``desktop.i18n.language``). ``.ts`` files are kept in the repository; the ``.qm`` files
the program loads are built from them (``desktop.i18n.catalogues``)::

    python -m desktop.i18n update [CATALOGUE]   # extract the strings again into the .ts files
    python -m desktop.i18n build    # .ts → .qm (pyside6-lrelease)
    python -m desktop.i18n check    # every string translated? (exit 1 and a list if not)
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

DESKTOP = Path(__file__).resolve().parent.parent
TRANSLATIONS = DESKTOP / "translations"
LANGUAGES_TRANSLATED = ("fr",)  # English is the source language
CORE_CONTEXT = "core"


def tr(text: str) -> str:
    """``text`` (English) in the language of this run."""
    return QCoreApplication.translate("", text)


def QT_TR_NOOP(text: str) -> str:  # (the name lupdate looks for)
    """Marks ``text`` for the catalogues where it cannot be translated yet (a table built before
    the translators are installed): it is translated with ``tr`` where it is shown."""
    return text


def translate_core(template: str) -> str:
    """One of the engine's sentence templates in the language of this run (English when the
    catalogue does not know it)."""
    return QCoreApplication.translate(CORE_CONTEXT, template)


# --- loading ----------------------------------------------------------------------------------
_installed: list[QTranslator] = []


def install(language: str) -> list[str]:
    """Load ``language``'s catalogues (and Qt's own, for its standard dialogs) into the
    application, replacing any loaded before; the names of the files loaded. English loads
    none: the words are written in it."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the translations need the application first")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    loaded: list[str] = []
    if language not in LANGUAGES_TRANSLATED:
        return loaded
    for path in sorted(TRANSLATIONS.glob(f"*_{language}.qm")):
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(path.name)
    qt_translator = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(QLocale(language), "qtbase", "_", qt_folder):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
        loaded.append(f"qtbase_{language}.qm")
    return loaded
