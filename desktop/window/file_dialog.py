"""The file dialogs (open, save, export): Qt's own file dialog, which the platform may replace
by its native one, speaking the program's language throughout.

Qt's dialog writes a file's size and date in the system's locale ("0 bytes" in a French
window on an English system): a proxy model writes them in the language of this run instead.
The file types come from the system's MIME database in the default locale, which
``desktop.i18n.install`` sets to the language of this run.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFileSystemModel,
    QHeaderView,
    QTreeView,
    QWidget,
)

from desktop.i18n import current_locale

SIZE, DATE = 1, 3  # QFileSystemModel's columns: name, size, type, date modified


class _InTheLanguage(QIdentityProxyModel):
    """A file system model whose sizes and dates read as the language of this run writes
    them."""

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        source = self.sourceModel()
        column = index.column()
        if role != Qt.ItemDataRole.DisplayRole or column not in (SIZE, DATE):
            return super().data(index, role)
        if not isinstance(source, QFileSystemModel):
            return super().data(index, role)
        inner = self.mapToSource(index)
        locale = current_locale()
        if column == DATE:
            return locale.toString(source.lastModified(inner), QLocale.FormatType.ShortFormat)
        if source.isDir(inner):
            return super().data(index, role)  # (a folder has no size)
        return locale.formattedDataSize(source.size(inner))


def choose_file(
    parent: QWidget, title: str, start: Path, filters: str, saving: bool = False
) -> str:
    """A file chosen by the player ("" if none): one to open (``start`` the folder, or a file
    in it) or, ``saving``, a name to save under (``start`` suggested)."""
    dialog = file_dialog(parent, title, start, filters, saving)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return ""
    chosen = dialog.selectedFiles()
    return chosen[0] if chosen else ""


def file_dialog(
    parent: QWidget | None, title: str, start: Path, filters: str, saving: bool = False
) -> QFileDialog:
    """The dialog ``choose_file`` shows (not yet shown)."""
    folder, name = (start, "") if start.is_dir() else (start.parent, start.name)
    dialog = QFileDialog(parent, title, str(folder), filters)
    dialog.setProxyModel(_InTheLanguage(dialog))
    if saving:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.selectFile(name)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    for view in dialog.findChildren(QTreeView):  # (Qt's own dialog: its details view)
        header = view.header()
        for column in (SIZE, DATE):  # wide enough for "34 octets", a French date
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return dialog
