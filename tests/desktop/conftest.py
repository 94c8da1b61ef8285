"""Qt tests run for real under Xvfb (pytest-xvfb) with software OpenGL."""

from __future__ import annotations

import os
import tempfile

for key, value in {
    "QT_QPA_PLATFORM": "xcb",
    "PYOPENGL_PLATFORM": "glx",
    "LIBGL_ALWAYS_SOFTWARE": "1",
    "QT_SCALE_FACTOR": "1",
}.items():
    os.environ.setdefault(key, value)

# Settings and data the tests write (the remembered view, the autosave) go to throw-away folders,
# not the user's.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pyramid-duels-tests-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="pyramid-duels-data-")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402

# Must be set before the QApplication exists, or a second GL view renders blank.
QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
