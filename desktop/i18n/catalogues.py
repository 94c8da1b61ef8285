"""The translation catalogues: the window's words extracted by ``pyside6-lupdate``, the engine's
templates by our own reader (``core_strings``), ``.ts`` files compiled to ``.qm``, and a check
that every string has its French. Run as ``python -m desktop.i18n update|build|check``."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

from desktop.i18n import CORE_CONTEXT, DESKTOP, TRANSLATIONS

ROOT = DESKTOP.parent
CATALOGUES: dict[str, tuple[str, ...]] = {
    # catalogue name → the desktop sources lupdate reads for it (globs under desktop/)
    "window": (
        "*.py",
        "window/*.py",
        "session/*.py",
        "study/*.py",
        "computer/*.py",
        "solving/*.py",
        "model/*.py",
        "look/*.py",
        "i18n/__init__.py",
        "i18n/language.py",
        "measuring/*.py",
        "online/*.py",
    ),
    "boards": (
        "panels/*.py",
        "boards/*.py",
        "board2d/*.py",
        "board3d/*.py",
        "games/*.py",
        "games/*/*.py",
    ),
}
"""The window's words are split into catalogues by folder (one translator file each)."""

CORE_CATALOGUE = "core"


# --- extracting the engine's sentences ------------------------------------------------------
@dataclass(frozen=True)
class Source:
    """A sentence template of the engine and where it was found."""

    text: str
    path: str
    line: int
    one: str = ""  # a plural's English singular (``Text.plural(one, text, n)``)


def core_strings(root: Path = ROOT / "core") -> list[Source]:
    """Every sentence template the engine can say to a player: the first argument of each
    ``Text("…")`` call, and every string in an assignment or dict marked ``# words:`` on its
    first line (tables of words the kits hand to the window, or templates a ``Text`` is made
    from later), but the tables' keys."""
    found: dict[str, Source] = {}
    for path in sorted(root.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        lines = source.splitlines()
        relative = str(path.relative_to(root.parent))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Text"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                text = node.args[0].value
                found.setdefault(text, Source(text, relative, node.lineno))
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and (node.func.value.id, node.func.attr) == ("Text", "plural")
                and len(node.args) >= 2
                and all(isinstance(a, ast.Constant) for a in node.args[:2])
            ):
                one, many = (str(getattr(a, "value", "")) for a in node.args[:2])
                found[many] = Source(many, relative, node.lineno, one)
            elif (
                isinstance(node, ast.Assign | ast.AnnAssign)
                and "# words:" in lines[node.lineno - 1]
            ):
                for text, line in _words_of_table(node.value):
                    found.setdefault(text, Source(text, relative, line))
    return sorted(found.values(), key=lambda s: (s.path, s.line, s.text))


def _words_of_table(value: ast.expr | None) -> list[tuple[str, int]]:
    """The strings of a table marked ``# words:``, but its dicts' keys (the names the program
    looks the words up by: a goal's kind, a detail's name), each with its line."""
    if value is None:
        return []
    keys = {id(key) for node in ast.walk(value) if isinstance(node, ast.Dict) for key in node.keys}
    return [
        (inner.value, inner.lineno)
        for inner in ast.walk(value)
        if isinstance(inner, ast.Constant)
        and isinstance(inner.value, str)
        and inner.value.strip()
        and id(inner) not in keys
    ]


# --- the .ts files ----------------------------------------------------------------------------
def ts_path(catalogue: str, language: str) -> Path:
    return TRANSLATIONS / f"{catalogue}_{language}.ts"


def _tool(name: str) -> str:
    """A PySide6 tool (pyside6-lupdate, pyside6-lrelease) beside this Python, or on the PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found (it comes with PySide6-Essentials)")
    return found


def sources_of(catalogue: str) -> list[str]:
    """The files of the window whose ``tr`` strings make up ``catalogue``."""
    globs = CATALOGUES[catalogue]
    files = sorted({str(p) for pattern in globs for p in DESKTOP.glob(pattern)})
    return [f for f in files if not f.endswith("__main__.py")]


def update(language: str = "fr", only: str | None = None) -> None:
    """Extract the strings again (of every catalogue, or only the one named): the window's with
    pyside6-lupdate, the engine's with ``core_strings``; translations already made are kept.
    The English catalogues are made too: they hold only the plurals (their English forms)."""
    TRANSLATIONS.mkdir(exist_ok=True)
    for catalogue in CATALOGUES:
        if only not in (None, catalogue):
            continue
        files = sources_of(catalogue)
        for lang, extra in ((language, []), ("en", ["-pluralonly"])):
            subprocess.run(
                [
                    _tool("pyside6-lupdate"),
                    *files,
                    *extra,
                    "-no-obsolete",
                    "-ts",
                    str(ts_path(catalogue, lang)),
                ],
                check=True,
                capture_output=True,
            )
    if only in (None, CORE_CATALOGUE):
        write_core_ts(language)
        write_core_ts("en")


def write_core_ts(language: str = "fr") -> None:
    """The engine's templates as a Qt Linguist file (context "core"), keeping translations
    already made and dropping templates the engine no longer says."""
    path = ts_path(CORE_CATALOGUE, language)
    messages = read_ts(path) if path.exists() else []
    known = {m.source: m.translation for m in messages if m.translation}
    english = language == "en"  # the plurals only, their forms from the sources
    root = ElementTree.Element(
        "TS", version="2.1", language="en_US" if english else f"{language}_FR"
    )
    context = ElementTree.SubElement(root, "context")
    ElementTree.SubElement(context, "name").text = CORE_CONTEXT
    for source in core_strings():
        if english and not source.one:
            continue
        message = ElementTree.SubElement(context, "message")
        ElementTree.SubElement(
            message, "location", filename=f"../../{source.path}", line=str(source.line)
        )
        ElementTree.SubElement(message, "source").text = source.text
        translation = ElementTree.SubElement(message, "translation")
        if source.one:
            message.set("numerus", "yes")
            forms = [source.one, source.text] if english else known.get(source.text, "")
            if isinstance(forms, str):
                forms = forms.split(" | ") if forms else ["", ""]
            for form in forms:
                ElementTree.SubElement(translation, "numerusform").text = form
            if not all(forms):
                translation.set("type", "unfinished")
        elif source.text in known:
            translation.text = known[source.text]
        else:
            translation.set("type", "unfinished")
    ElementTree.indent(root)
    text = ElementTree.tostring(root, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8"
    )


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    unfinished: bool
    vanished: bool


def read_ts(path: Path) -> list[Message]:
    """The messages of a Qt Linguist file."""
    messages: list[Message] = []
    root = ElementTree.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            numerus = translation.findall("numerusform") if translation is not None else []
            text = (
                " | ".join(n.text or "" for n in numerus)
                if numerus
                else (translation.text or "" if translation is not None else "")
            )
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    text,
                    kind == "unfinished" or not text.strip(),
                    kind in ("vanished", "obsolete"),
                )
            )
    return messages


def missing(language: str = "fr") -> list[str]:
    """Every string of every catalogue of ``language`` without a finished translation (and
    every English plural without its forms)."""
    lacking: list[str] = []
    for path in sorted(TRANSLATIONS.glob(f"*_{language}.ts")) + sorted(
        TRANSLATIONS.glob("*_en.ts")
    ):
        for message in read_ts(path):
            if message.unfinished and not message.vanished:
                lacking.append(f"{path.name}: {message.source!r}")
    return lacking


def build(folder: Path | None = None) -> list[Path]:
    """Compile every .ts file into the .qm file the program loads (into ``folder``, the
    catalogues' own folder when None). The .qm files are kept in the repository, so that
    ``pip install .`` and a wheel carry them: run this after changing a .ts file."""
    built: list[Path] = []
    for path in sorted(TRANSLATIONS.glob("*.ts")):
        target = (folder or TRANSLATIONS) / path.with_suffix(".qm").name
        subprocess.run(
            [_tool("pyside6-lrelease"), str(path), "-qm", str(target)],
            check=True,
            capture_output=True,
        )
        built.append(target)
    return built


def stale(scratch: Path) -> list[str]:
    """The .qm files that are not what their .ts files compile to now (built in ``scratch``),
    or that are missing."""
    return [
        fresh.name
        for fresh in build(scratch)
        if not (TRANSLATIONS / fresh.name).is_file()
        or (TRANSLATIONS / fresh.name).read_bytes() != fresh.read_bytes()
    ]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["update"] and len(args) <= 2:
        known = (*CATALOGUES, CORE_CATALOGUE)
        if len(args) == 2 and args[1] not in known:
            print(f"unknown catalogue {args[1]!r}: {', '.join(known)}", file=sys.stderr)
            return 2
        update(only=args[1] if len(args) == 2 else None)
        return 0
    if args == ["build"]:
        for path in build():
            print(f"built {path.relative_to(ROOT)}")
        return 0
    if args == ["check"]:
        lacking = missing()
        for line in lacking:
            print(line)
        print(f"{len(lacking)} strings without a French translation")
        return 1 if lacking else 0
    print(
        "usage: python -m desktop.i18n update [window|boards|core] | build | check", file=sys.stderr
    )
    return 2
