"""The fitting rules of the main window's layout, as plain functions (issue 22).

For :mod:`adjutant.windows.shell.keeper`, which measures the window and applies what these
functions decide, and for tests that need no display. No Qt here: sizes and rectangles are
plain integers (pixels), so every rule is a function from a screen size and a saved state to
a layout.

The rules (issue 22, "The board is the centre", "Layouts that fit, or none"):

- **The board keeps its room.** The board (the central area: the battlefield, or the hex
  arena) keeps at least :data:`BOARD_WIDTH_SHARE` of the window's width and
  :data:`BOARD_HEIGHT_SHARE` of its height (:func:`board_minimum`). The player may drag it
  smaller during a session; a layout that leaves it less is not restored next time.
- **The default layout for a screen** (:func:`default_window`, :func:`default_docks`): on a
  laptop screen the window fills the screen's available geometry; on a larger one it takes
  most of it, centred. The tool docks take the right-hand side at a roll card's width
  (:data:`RIGHT_MIN`) or more; the order of battle has a column of its own on the left where
  the board keeps its share beside it (at least :data:`LEFT_SMALL` wide), else it becomes a
  tab of the tool docks (1024 px wide screens); the turn log under the board shows its rows
  where the board keeps its height, fewer where it would not.
- **A saved layout is restored only if it fits** (:func:`saved_layout_fits`): its window
  frame lies inside the current screen's available geometry and it left the board its
  minimum. Otherwise the default for the screen is used, and the player is not asked.
- :class:`SavedLayout` is what the shell stores beside Qt's own state blob, as text
  (:meth:`SavedLayout.to_text`); :meth:`SavedLayout.from_text` reads it back and returns
  None for anything it did not write (a damaged or hand-edited setting is no layout).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

#: The board's least share of the window (issue 22: at 1366x768 and 1024x700).
BOARD_WIDTH_SHARE = 0.40
BOARD_HEIGHT_SHARE = 0.50
#: Pixels the default layout leaves the board above its minimum (rounding, scroll bars).
BOARD_SLACK = 8
#: The tool docks start at least as wide as a roll card at its narrowest (issue 15).
RIGHT_MIN = 420
#: ...and take at most this share of a wide window.
RIGHT_SHARE = 0.36
#: ...and this share when the order of battle is one of their tabs.
TABBED_SHARE = 0.49
#: The order of battle shows name, token and status from LEFT_MIN; it gets a column of its
#: own only where it can be LEFT_SMALL wide beside the board; at most LEFT_SHARE.
LEFT_MIN, LEFT_SMALL, LEFT_SHARE = 360, 250, 0.28
#: A screen smaller than this (in either direction) is a laptop's: the window fills it.
LAPTOP = (1500, 940)
#: On a larger screen the window takes this share of it, at most LARGEST.
LARGE_SHARE = (0.95, 0.92)
LARGEST = (1600, 1000)
#: The turn log keeps at least this height when it is shown at all.
LOG_MIN = 60


@dataclass(frozen=True)
class Size:
    width: int
    height: int


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        return self.x + self.width

    @property
    def bottom(self) -> int:
        return self.y + self.height

    @property
    def size(self) -> Size:
        return Size(self.width, self.height)

    def contains(self, other: Rect) -> bool:
        return (
            self.x <= other.x
            and self.y <= other.y
            and other.right <= self.right
            and other.bottom <= self.bottom
        )


@dataclass(frozen=True)
class Chrome:
    """The pixels the window's own parts take, measured by the Qt side (defaults: a
    typical Linux desktop at 96 dpi, for tests)."""

    menu: int = 30  # the menu bar
    toolbar: int = 40  # the turn bar
    status: int = 24  # the status bar
    separator: int = 6  # between a dock area and the board
    dock_title: int = 26  # a dock's title bar (the log's)
    frame_width: int = 0  # what the window manager adds around the window (both sides)
    frame_height: int = 0  # (title bar and borders)


@dataclass(frozen=True)
class DockPlan:
    """The default sizes of the docks in a window of a given client size."""

    #: The order of battle has its own column on the left (else it is a tab of the tools).
    oob_beside: bool
    left: int  # the order of battle's width (0 when it is a tab of the tools)
    right: int  # the tool docks' width
    log: int  # the turn log's height (its contents, without its title bar)
    board: Size  # the room this leaves the board


def board_minimum(window: Size) -> Size:
    """The least room of the board in a window of this (client) size."""
    return Size(
        math.ceil(window.width * BOARD_WIDTH_SHARE), math.ceil(window.height * BOARD_HEIGHT_SHARE)
    )


def board_fits(board: Size, window: Size) -> bool:
    """Whether ``board`` keeps at least its minimum in a window of ``window``'s size."""
    least = board_minimum(window)
    return board.width >= least.width and board.height >= least.height


def is_laptop(available: Rect) -> bool:
    return available.width < LAPTOP[0] or available.height < LAPTOP[1]


def default_window(available: Rect) -> Rect:
    """The window's frame for a screen whose available geometry is ``available``: the whole
    of a laptop's; most of a larger one's, centred."""
    if is_laptop(available):
        return available
    width = min(LARGEST[0], int(available.width * LARGE_SHARE[0]))
    height = min(LARGEST[1], int(available.height * LARGE_SHARE[1]))
    return Rect(
        available.x + (available.width - width) // 2,
        available.y + (available.height - height) // 2,
        width,
        height,
    )


def client_of(frame: Rect, chrome: Chrome) -> Size:
    """The client size (what Qt calls the window's size) of a window with this frame."""
    return Size(
        max(0, frame.width - chrome.frame_width), max(0, frame.height - chrome.frame_height)
    )


def default_docks(client: Size, chrome: Chrome = Chrome(), log_wanted: int = 160) -> DockPlan:
    """The default dock sizes for a window of ``client`` size; ``log_wanted`` is the height
    the turn log asks for (its header and five rows)."""
    least = board_minimum(client)
    board_w = least.width + BOARD_SLACK
    sep = chrome.separator
    docks = client.width - board_w - 2 * sep  # the room for two dock columns
    if docks >= RIGHT_MIN + LEFT_SMALL:
        # Cards first (the tool in use), then the order of battle, then the board.
        spare = max(0, docks - RIGHT_MIN - LEFT_MIN)
        right = min(RIGHT_MIN + spare // 2, max(RIGHT_MIN, int(client.width * RIGHT_SHARE)))
        left = min(docks - right, max(LEFT_SMALL, int(client.width * LEFT_SHARE)))
        oob_beside = True
        used = left + right + 2 * sep
    else:
        # Too narrow for three columns: the order of battle is a tab of the tool docks,
        # which are then wider (six tabs, in Russian too, issue 15).
        right = max(RIGHT_MIN, int(client.width * TABBED_SHARE))
        right = min(right, client.width - board_w - sep)
        right = max(right, min(RIGHT_MIN, client.width // 2))  # a tiny screen: half each
        left, oob_beside = 0, False
        used = right + sep
    content = client.height - chrome.menu - chrome.toolbar - chrome.status
    room_for_log = content - (least.height + BOARD_SLACK) - chrome.dock_title - sep
    log = max(0, min(log_wanted, room_for_log))
    if log < LOG_MIN:
        log = LOG_MIN if room_for_log >= LOG_MIN // 2 else 0
    board_h = content - (log + chrome.dock_title + sep if log else 0)
    return DockPlan(oob_beside, left, right, log, Size(client.width - used, board_h))


@dataclass(frozen=True)
class SavedLayout:
    """What the shell remembers of a layout besides Qt's state blob: where the window's
    frame was, on which available geometry, its client size and the board's room."""

    screen: Rect  # the available geometry of the screen it was on
    frame: Rect  # the window's frame
    client: Size  # the window's size (without the frame)
    board: Size  # the board's room when it was saved
    version: int = 1

    def to_text(self) -> str:
        return json.dumps(
            {
                "version": self.version,
                "screen": _rect_list(self.screen),
                "frame": _rect_list(self.frame),
                "client": [self.client.width, self.client.height],
                "board": [self.board.width, self.board.height],
            }
        )

    @classmethod
    def from_text(cls, text: object) -> SavedLayout | None:
        """The layout ``text`` describes, or None for anything this class did not write."""
        if not isinstance(text, str) or len(text) > 1000:
            return None
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("version") != 1:
                return None
            screen, frame = _rect(data["screen"]), _rect(data["frame"])
            client, board = _size(data["client"]), _size(data["board"])
        except (ValueError, KeyError, TypeError):
            return None
        if screen.width <= 0 or screen.height <= 0 or frame.width <= 0 or frame.height <= 0:
            return None
        return cls(screen, frame, client, board)


def saved_layout_fits(saved: SavedLayout | None, available: Rect) -> bool:
    """Whether ``saved`` may be restored on a screen whose available geometry is
    ``available``: its frame lies inside it and it left the board its minimum."""
    if saved is None:
        return False
    return available.contains(saved.frame) and board_fits(saved.board, saved.client)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 100_000:
        raise ValueError(value)
    return value


def _rect(values: object) -> Rect:
    if not isinstance(values, list) or len(values) != 4:
        raise ValueError(values)
    return Rect(*(_int(v) for v in values))


def _size(values: object) -> Size:
    if not isinstance(values, list) or len(values) != 2:
        raise ValueError(values)
    width, height = (_int(v) for v in values)
    if width < 0 or height < 0:
        raise ValueError(values)
    return Size(width, height)


def _rect_list(rect: Rect) -> list[int]:
    return [rect.x, rect.y, rect.width, rect.height]


__all__ = [
    "BOARD_HEIGHT_SHARE",
    "BOARD_WIDTH_SHARE",
    "RIGHT_MIN",
    "Chrome",
    "DockPlan",
    "Rect",
    "SavedLayout",
    "Size",
    "board_fits",
    "board_minimum",
    "client_of",
    "default_docks",
    "default_window",
    "saved_layout_fits",
]
