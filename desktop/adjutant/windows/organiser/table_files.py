"""A table's game file from the event archive, opened in Adjutant (issue 26).

For :class:`adjutant.windows.organiser.window.OrganiserWindow` only (issue 23: a part of
its own). :class:`TableGameFiles` asks the live feed for the game file of the round
board's selected table (File → Open the Table's Game File, its button, Enter or a double
click on the tile), and when it arrives saves a copy in the games folder (by default
:func:`event_folder`), named by event, round and table, then hands its path to the
window's ``open_game`` (the main window's, or a new one) — or, without one, says where
it was saved. A reply the archive refused, or a copy that cannot be saved, is told in a
warning; nothing is written to the archive.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from adjutant.archive.reading import FileReply
    from adjutant.windows.organiser.window import OrganiserWindow


translate = QCoreApplication.translate


def event_folder() -> Path:
    """Where copies from the archive and the organiser's PDFs go unless told otherwise."""
    from adjutant.windows.settings import documents_dir

    return documents_dir() / "Event archive"


class TableGameFiles(QObject):
    """Fetch, save and open a table's game file (see the module docstring)."""

    def __init__(self, window: OrganiserWindow) -> None:
        super().__init__(window)
        self.window = window
        self.opened: list[Path] = []  # the copies saved, in order
        window.bridge.file_reply.connect(self._file_arrived)

    def open_selected(self) -> None:
        """Ask the archive for the selected table's game file (if it sent one)."""
        tile = self.window.round_board.selected_tile()
        if tile is None or not tile.has_file or tile.game_uuid is None:
            return
        self.window.statusBar().showMessage(
            translate("Organiser", "Fetching the game file of table {table}…").format(
                table=tile.table_no
            ),
            5000,
        )
        self.window.bridge.request_file(tile.game_uuid)

    def _file_arrived(self, reply: FileReply) -> None:

        from adjutant.archive.reading import GameFileError, copy_name, save_copy

        window = self.window
        if reply.copy is None:
            window.warn(
                translate(
                    "Organiser", "The game file could not be taken from the archive: {reason}"
                ).format(reason=reply.error)
            )
            return
        snapshot = window.snapshot
        tile = next(
            (t for t in (snapshot.tiles if snapshot else ()) if t.game_uuid == reply.game_uuid),
            None,
        )
        event = snapshot.event.name if snapshot and snapshot.event else None
        name = copy_name(
            event,
            tile.round if tile else None,
            tile.table_no if tile else reply.copy.table_no,
            reply.game_uuid,
        )
        folder = window.games_folder or event_folder()
        try:
            path = save_copy(reply.copy, folder, name)
        except (GameFileError, OSError) as exc:
            window.warn(
                translate("Organiser", "The game file could not be saved: {reason}").format(
                    reason=str(exc)
                )
            )
            return
        self.opened.append(path)
        if window.open_game is not None:
            window.open_game(path)
        else:
            window.statusBar().showMessage(
                translate("Organiser", "Saved {path}").format(path=str(path)), 8000
            )


__all__ = ["TableGameFiles", "event_folder"]
