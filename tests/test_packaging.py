"""The packaging: the desktop entry and AppStream metadata validate, install and uninstall put
exactly their files in place and take them all away, ``--self-test`` passes from the sources
and from the PyInstaller bundle (slow: it builds the bundle)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest

from core import compiled
from desktop import __version__
from desktop.app import parse_command_line
from desktop.session.files import SUFFIX

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP_FILE = PACKAGING / "pyramid-duels.desktop"
APP_ID = "io.github.pyramidduels.PyramidDuels"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME_XML = PACKAGING / "pyramid-duels-mime.xml"
MIME_TYPE = "application/x-pyramid-duels-game"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def display_env(**extra: str) -> dict[str, str]:
    """The environment for a child that opens windows on this session's (Xvfb) display."""
    env = dict(os.environ)
    env.update(
        {
            "QT_QPA_PLATFORM": "xcb",
            "LIBGL_ALWAYS_SOFTWARE": "1",
            "QT_SCALE_FACTOR": "1",
        }
    )
    env.update(extra)
    return env


def tool(name: str) -> str:
    """The path of a validation tool; skipped when it is absent and cannot be installed here
    (as root, ``./dev test`` installs it, so its absence is a failure)."""
    found = shutil.which(name)
    if found is None:
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            pytest.fail(
                f"{name} is missing: ./dev test installs it (desktop-file-utils, appstream)"
            )
        pytest.skip(f"{name} is not installed (apt-get install desktop-file-utils appstream)")
    return found


# --- the desktop entry, the MIME type, the AppStream metadata ----------------------------------
def test_the_desktop_entry_validates() -> None:
    result = subprocess.run(
        [tool("desktop-file-validate"), str(DESKTOP_FILE)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout  # no warnings either
    entry = DESKTOP_FILE.read_text(encoding="utf-8")
    for line in (
        "Exec=pyramid-duels %f",
        "Icon=pyramid-duels",
        "Categories=Game;BoardGame;",
        f"MimeType={MIME_TYPE};",
        "GenericName=Board games",
    ):
        assert line in entry.splitlines()


def test_the_appstream_metadata_validates() -> None:
    result = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert not any(line.startswith(("E:", "W:")) for line in output.splitlines()), output


def test_the_metadata_says_what_the_project_says() -> None:
    component = ElementTree.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("metadata_license") == "CC0-1.0"
    assert component.findtext("project_license") == "MIT"
    releases = component.findall("releases/release")
    assert releases and releases[0].get("version") == __version__
    launchable = component.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP_FILE.name
    words = component.find("description")
    assert words is not None
    description = ElementTree.tostring(words, encoding="unicode")
    for credit in ("David G. Royffe", "Gigamic", "Doug Orleans", "Jason Spears", "Icehouse"):
        assert credit in description
    mime = ElementTree.parse(MIME_XML).getroot()
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    kind = mime.find(f"{namespace}mime-type")
    assert kind is not None and kind.get("type") == MIME_TYPE
    globs = [glob.get("pattern") for glob in kind.iterfind(f"{namespace}glob")]
    assert globs == [f"*{SUFFIX}"]


# --- install and uninstall -------------------------------------------------------------------
def expected_files() -> set[str]:
    """What install puts under PREFIX besides the bundle (relative to PREFIX)."""
    files = {
        "bin/pyramid-duels",
        "share/applications/pyramid-duels.desktop",
        f"share/metainfo/{APP_ID}.metainfo.xml",
        "share/mime/packages/pyramid-duels.xml",
        "share/icons/hicolor/scalable/apps/pyramid-duels.svg",
    }
    files |= {f"share/icons/hicolor/{n}x{n}/apps/pyramid-duels.png" for n in ICON_SIZES}
    return files


def generated_cache(relative: str) -> bool:
    """Files the desktop's cache tools make (update-desktop-database and friends)."""
    return relative.endswith(("/mimeinfo.cache", "/icon-theme.cache")) or (
        relative.startswith("share/mime/") and not relative.startswith("share/mime/packages/")
    )


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Iterator[Path]:
    """A stand-in for dist/pyramid-duels (no icons inside: install draws them itself)."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "library.so").write_bytes(b"\0" * 64)
    program = bundle / "pyramid-duels"
    program.write_text('#!/bin/sh\necho "pyramid-duels (fake) $*"\n')
    program.chmod(0o755)
    yield bundle


def run_script(name: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        ["bash", str(PACKAGING / name)], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_install_then_uninstall_leave_exactly_their_files(
    tmp_path: Path, fake_bundle: Path
) -> None:
    prefix = tmp_path / "prefix"
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, PREFIX=str(prefix), HOME=str(home), BUNDLE=str(fake_bundle))
    env.pop("XDG_DATA_HOME", None)
    env.pop("DESTDIR", None)
    env["PYTHON"] = sys.executable
    env["QT_QPA_PLATFORM"] = "offscreen"
    run_script("install", env)

    found = {
        str(path.relative_to(prefix))
        for path in prefix.rglob("*")
        if path.is_file() or path.is_symlink()
    }
    app = "share/pyramid-duels/app"
    ours = {name for name in found if not generated_cache(name)}
    assert ours == expected_files() | {
        f"{app}/pyramid-duels",
        f"{app}/_internal/library.so",
    }
    link = prefix / "bin" / "pyramid-duels"
    assert link.is_symlink() and link.resolve() == (prefix / app / "pyramid-duels").resolve()
    launched = subprocess.run([str(link), "--version"], capture_output=True, text=True)
    assert launched.stdout.strip() == "pyramid-duels (fake) --version"
    for size in ICON_SIZES:
        png = prefix / f"share/icons/hicolor/{size}x{size}/apps/pyramid-duels.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert list(home.iterdir()) == []  # nothing outside the prefix
    entry = (prefix / "share/applications/pyramid-duels.desktop").read_text().splitlines()
    assert f"Exec={link} %f" in entry and f"TryExec={link}" in entry
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(
            ["desktop-file-validate", str(prefix / "share/applications/pyramid-duels.desktop")],
            capture_output=True,
            text=True,
        )
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout

    # The player's own files in the data folder (the games kept) are not the program's.
    kept = prefix / "share" / "pyramid-duels" / "games" / f"a-game{SUFFIX}"
    kept.parent.mkdir()
    kept.write_text("{}")
    run_script("uninstall", env)
    assert sorted(p.relative_to(prefix) for p in prefix.rglob("*")) == [
        Path("share"),
        Path("share/pyramid-duels"),
        Path("share/pyramid-duels/games"),
        Path(f"share/pyramid-duels/games/a-game{SUFFIX}"),
    ]
    kept.unlink()
    kept.parent.rmdir()
    run_script("install", env)
    run_script("uninstall", env)
    assert not prefix.exists() or list(prefix.rglob("*")) == []


def test_a_staged_install_links_to_the_final_place(tmp_path: Path, fake_bundle: Path) -> None:
    stage = tmp_path / "stage"
    env = dict(os.environ, DESTDIR=str(stage), PREFIX="/usr", BUNDLE=str(fake_bundle))
    env["PYTHON"] = sys.executable
    env["QT_QPA_PLATFORM"] = "offscreen"
    run_script("install", env)
    link = stage / "usr" / "bin" / "pyramid-duels"
    assert os.readlink(link) == "/usr/share/pyramid-duels/app/pyramid-duels"
    assert not (stage / "usr/share/applications/mimeinfo.cache").exists()  # no cache staged
    run_script("uninstall", env)
    assert [p for p in stage.rglob("*") if not p.is_dir()] == []


# --- the self-test ---------------------------------------------------------------------------
def test_the_command_line_knows_the_self_test() -> None:
    assert parse_command_line(["--self-test"]).self_test
    assert not parse_command_line([]).self_test


def check_self_test_output(result: subprocess.CompletedProcess[str]) -> None:
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    lines = result.stdout.splitlines()
    assert lines[-1] == "self-test passed", output
    assert "cold start" in lines[0]
    assert sum(line.startswith("ok: ") for line in lines) >= 10, output
    assert not any(line.startswith("FAILED") for line in lines)


def test_the_self_test_passes_from_the_sources(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--self-test"],
        cwd=ROOT,
        env=display_env(HOME=str(home), PYOPENGL_PLATFORM="glx"),
        capture_output=True,
        text=True,
        timeout=180,
    )
    check_self_test_output(result)
    assert list(home.iterdir()) == []  # the user's settings and kept games were not touched


@pytest.mark.slow
def test_the_bundle_builds_and_passes_its_self_test(tmp_path: Path) -> None:
    """packaging/build makes dist/pyramid-duels and runs the bundle's --self-test (under this
    session's display): about 30 s of PyInstaller and 5 s of self-test on an idle machine."""
    if shutil.which("bash") is None or not (ROOT / ".venv" / "bin" / "python").exists():
        pytest.skip("packaging/build needs bash and the project's .venv (./dev setup)")
    pytest.importorskip("PyInstaller")
    env = display_env()
    env.pop("PYOPENGL_PLATFORM", None)  # the bundle chooses it from Qt's platform
    build = subprocess.run(
        ["bash", str(PACKAGING / "build")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = build.stdout + build.stderr
    assert build.returncode == 0, output[-4000:]
    assert "self-test passed" in build.stdout
    assert "MB on disk" in build.stdout
    sound = next(line for line in build.stdout.splitlines() if line.startswith("ok: sound: "))
    assert "library is missing" not in sound and "no sounds in" not in sound, sound

    # Installed, the program starts through its link (the bundle finds its files from there).
    prefix = tmp_path / "prefix"
    install_env = dict(env, PREFIX=str(prefix), HOME=str(tmp_path))
    run_script("install", install_env)
    version = subprocess.run(
        [str(prefix / "bin" / "pyramid-duels"), "--version"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    said = version.stdout.strip()
    assert said.startswith(f"pyramid-duels {__version__}, engine: "), version.stderr
    if compiled.compiler_problem() is None:  # built where the engine could be compiled
        assert said.endswith("engine: compiled (mypyc)")
        assert "ok: the engine runs compiled (mypyc)" in build.stdout
    run_script("uninstall", install_env)
    assert list(prefix.rglob("*")) == []


FRENCH_LOADED = """
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication(sys.argv)
import desktop
from desktop.i18n import install, tr
print(desktop.__file__)
print(",".join(install("fr")))
print(tr("&Undo"))
from core import compiled
print(compiled.__file__, compiled.description())
from desktop.sound.output import sound_folder
print(sound_folder(), len(list(sound_folder().glob("*.wav"))))
"""


@pytest.mark.slow
def test_pip_install_into_a_fresh_environment_carries_the_french(tmp_path: Path) -> None:
    """``pip install .`` alone, into a new virtual environment, installs the compiled French
    catalogues and the sounds, and the installed program loads them; built pure on purpose
    (``PYRAMID_DUELS_PURE=1``: compiling is ``./dev``'s and the bundle's test, and takes a
    minute), the installed program says it runs the pure engine and why. (The new environment
    borrows this one's Qt, numpy and the rest through a .pth file: what is tested is the
    project's own install.)"""
    fresh = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(fresh)], check=True)
    python = fresh / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    borrowed = [path for path in sys.path if path.endswith("site-packages")]
    (Path(site) / "borrowed.pth").write_text("\n".join(borrowed) + "\n")
    copy = tmp_path / "source"  # a copy, so the install builds from no leftovers of ours
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(
        ".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"))  # fmt: skip
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYRAMID_DUELS_PURE", None)
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-build-isolation", "--no-index", "--quiet", str(copy)],
        check=True, capture_output=True, env={**env, "PYRAMID_DUELS_PURE": "1"},
    )  # fmt: skip
    installed = list(Path(site).glob("desktop/translations/*.qm"))
    kept = sorted(path.name for path in (ROOT / "desktop" / "translations").glob("*.qm"))
    assert {"boards_fr.qm", "core_fr.qm", "window_fr.qm"} <= set(kept)
    assert sorted(path.name for path in installed) == kept
    out = subprocess.run(
        [str(python), "-c", FRENCH_LOADED], cwd=tmp_path,
        check=True, capture_output=True, text=True, env=env,
    ).stdout.splitlines()  # fmt: skip
    assert out[0].startswith(site), out  # the installed copy, not the sources
    assert "window_fr.qm" in out[1] and "core_fr.qm" in out[1], out
    assert out[2] == "&Annuler", out
    engine_file, engine = out[3].split(" ", 1)
    assert engine_file.startswith(site), out
    assert engine.startswith("pure Python (") and "PYRAMID_DUELS_PURE" in engine, out
    folder, count = out[4].rsplit(" ", 1)
    assert folder == str(fresh / "share" / "pyramid-duels" / "sounds"), out
    assert int(count) == len(list((ROOT / "assets" / "sounds").glob("*.wav"))) >= 16, out
