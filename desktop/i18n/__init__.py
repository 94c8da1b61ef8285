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
- Lessons and the rules reference are data, written in both languages in their kits' files;
  the puzzles' and practices' titles and explanations are the engine's ``Text``, as above.
- Plurals are Qt's: ``tr("%n balls left", "", n)`` in the window, ``Text.plural(one, many,
  n)`` in the engine; each language's catalogue holds its plural forms, English's too (its
  ``*_en`` catalogues hold only those).

The language follows the system's locale, or the setting (Help › Language), or ``--lang`` for
one run (``desktop.i18n.language``). ``.ts`` files are kept in the repository; the ``.qm`` files
the program loads are built from them (``desktop.i18n.catalogues``)::

    python -m desktop.i18n update [CATALOGUE]   # extract the strings again into the .ts files
    python -m desktop.i18n build    # .ts → .qm (pyside6-lrelease)
    python -m desktop.i18n check    # every string translated? (exit 1 and a list if not)
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from core.words import Notation

DESKTOP = Path(__file__).resolve().parent.parent
TRANSLATIONS = DESKTOP / "translations"
LANGUAGES_TRANSLATED = ("fr",)  # English is the source language (its catalogues: plurals)
CORE_CONTEXT = "core"


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """``text`` (English) in the language of this run; with ``n``, its plural form for ``n``
    (``%n`` in the text stands for the number)."""
    return QCoreApplication.translate("", text, disambiguation or None, n)


_ELISION = re.compile(r"\b([DdLl]e|[Qq]ue|[Ll]a) (?=[AEIOUYÀÂÉÈÊÎÔ][a-zà-ÿ])")


def elide(text: str) -> str:
    """``text`` with the elisions French makes before a name that begins with a vowel ("de
    Ambush" → "d'Ambush", "de Ann" → "d'Ann"); other languages' text is kept."""
    if _language != "fr":
        return text
    return _ELISION.sub(lambda found: found.group(1)[:-1] + "'", text)


def fill(template: str, /, **values: object) -> str:
    """``template.format(**values)``, elided as the language of this run asks (``elide``)."""
    return elide(template.format(**values))


def sentence(text: str) -> str:
    """``text`` as a sentence begins: its first letter a capital, unless it begins with a place
    or a move ("c3 is taken", "e1-f1 wins"), which keeps the notation's own case."""
    first = text.split(" ", 1)[0]
    if not text or any(c.isdigit() for c in first):
        return text
    return text[:1].upper() + text[1:]


def whole_sentence(text: str) -> str:
    """``text`` as a whole sentence: begun as ``sentence`` begins it, and ended by a full stop
    unless it already ends with one (or "!", "?", "…"); "" stays ""."""
    text = sentence(text.strip())
    return text if not text or text.endswith((".", "!", "?", "…")) else text + "."


@runtime_checkable
class Retranslating(Protocol):
    """A widget whose words follow the language: ``retranslate()`` says them again in the
    language now chosen (the window calls it on each of its widgets when the language
    changes)."""

    def retranslate(self) -> None: ...


def QT_TR_NOOP(text: str) -> str:  # (the name lupdate looks for)
    """Marks ``text`` for the catalogues where it cannot be translated yet (a table built before
    the translators are installed): it is translated with ``tr`` where it is shown."""
    return text


def translate_core(template: str, n: int = -1, /) -> str:
    """One of the engine's sentence templates in the language of this run (English when the
    catalogue does not know it); with ``n``, a plural's form for ``n``."""
    return QCoreApplication.translate(CORE_CONTEXT, template, None, n)


def shown_move(text: str) -> str:
    """A move (or a line of moves) as the window shows it: in the language's letters (French:
    ``P``/``M``/``G`` for the sizes, ``NO``/``SO`` for the western coasters); files and the
    command line keep the notation's own (``core.words.Notation``)."""
    return Notation(text).shown(translate_core)


def colon() -> str:
    """What separates a label from what follows ("Ann: Lc3"), as the language writes it
    (French puts a space before the colon)."""
    return tr(": ", "between a label and what follows it")


def current_locale() -> QLocale:
    """How the installed language writes numbers, sizes and dates."""
    return QLocale(_language)


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals as the installed language writes it ("0.7", "0,7")."""
    return current_locale().toString(float(value), "f", places)


# --- loading ----------------------------------------------------------------------------------
_installed: list[QTranslator] = []
_language = "en"  # the language whose catalogues are installed


def install(language: str) -> list[str]:
    """Load ``language``'s catalogues (and Qt's own, for its standard dialogs) into the
    application, replacing any loaded before; the names of the files loaded. English loads
    only its plural forms (the words are written in it)."""
    global _language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the translations need the application first")
    _language = language if language in LANGUAGES_TRANSLATED else "en"
    QLocale.setDefault(QLocale(_language))  # (Qt's own words in it: its dialogs' file types)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    loaded: list[str] = []
    if language not in LANGUAGES_TRANSLATED:
        language = "en"
    for path in sorted(TRANSLATIONS.glob(f"*_{language}.qm")):
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(path.name)
    if language == "en":
        return loaded
    qt_translator = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(QLocale(language), "qtbase", "_", qt_folder):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
        loaded.append(f"qtbase_{language}.qm")
    return loaded
