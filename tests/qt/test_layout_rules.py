"""The fitting rules of the main window's layout, without a display (issue 22).

``adjutant.windows.shell.layout`` decides from a screen size and a saved state: the
window's frame for the screen, the docks' default sizes (the board keeps 40 % of the
window's width and 50 % of its height), and whether a saved layout may be restored. No
QApplication is made here: these are plain functions of integers.
"""

from __future__ import annotations

import json

import pytest

from adjutant.windows.shell.layout import (
    LEFT_SMALL,
    RIGHT_MIN,
    Chrome,
    Rect,
    SavedLayout,
    Size,
    board_fits,
    board_minimum,
    client_of,
    default_docks,
    default_window,
    saved_layout_fits,
)

LAPTOP = Rect(0, 0, 1366, 768)
SMALL = Rect(0, 0, 1024, 700)
#: A desktop with a 28 px panel at the top and window frames of 2 px sides, 30 px title.
DECORATED = Chrome(frame_width=4, frame_height=32)


def test_the_boards_least_room_is_40_percent_wide_and_50_percent_high():
    assert board_minimum(Size(1366, 768)) == Size(547, 384)
    assert board_minimum(Size(1024, 700)) == Size(410, 350)
    assert board_fits(Size(547, 384), Size(1366, 768))
    assert not board_fits(Size(546, 500), Size(1366, 768))
    assert not board_fits(Size(70, 500), Size(1366, 768))  # issue 22, item 1
    assert not board_fits(Size(800, 383), Size(1366, 768))


def test_a_laptop_window_fills_the_available_geometry_a_large_one_is_centred():
    assert default_window(LAPTOP) == LAPTOP
    assert default_window(SMALL) == SMALL
    panel = Rect(0, 28, 1366, 740)  # a desktop panel at the top
    assert default_window(panel) == panel
    large = default_window(Rect(0, 0, 2560, 1440))
    assert (large.width, large.height) == (1600, 1000)
    assert Rect(0, 0, 2560, 1440).contains(large)
    assert large.x == (2560 - 1600) // 2 and large.y == (1440 - 1000) // 2
    second_screen = Rect(1920, 0, 1920, 1080)
    assert second_screen.contains(default_window(second_screen))


@pytest.mark.parametrize(
    ("screen", "beside"), [(LAPTOP, True), (SMALL, False), (Rect(0, 0, 1280, 800), True)]
)
def test_the_default_docks_leave_the_board_its_room(screen, beside):
    client = client_of(default_window(screen), Chrome())
    plan = default_docks(client, Chrome(), log_wanted=160)
    assert board_fits(plan.board, client), plan
    assert plan.right >= RIGHT_MIN  # a roll card's width (issue 15)
    assert plan.oob_beside is beside
    if beside:
        assert plan.left >= LEFT_SMALL
        assert plan.left + plan.right + 2 * Chrome().separator + plan.board.width == client.width
    else:  # 1024 px: the order of battle is a tab of the tool docks
        assert plan.left == 0 and plan.right + Chrome().separator + plan.board.width == 1024
    assert plan.log >= 60  # the turn log keeps some rows


def test_the_log_gives_way_to_the_board_on_a_short_screen():
    client = Size(1024, 600)
    plan = default_docks(client, Chrome(), log_wanted=400)
    assert plan.log < 400 and board_fits(plan.board, client)


@pytest.mark.parametrize("width", range(1024, 2561, 64))
@pytest.mark.parametrize("height", [600, 700, 768, 900, 1080, 1440])
def test_every_screen_from_1024_wide_keeps_the_rules(width, height):
    screen = Rect(0, 0, width, height)
    for chrome in (Chrome(), DECORATED):
        client = client_of(default_window(screen), chrome)
        plan = default_docks(client, chrome, log_wanted=170)
        assert board_fits(plan.board, client), (width, height, plan)
        assert plan.right >= RIGHT_MIN
        assert not plan.oob_beside or plan.left >= LEFT_SMALL


def test_the_frame_is_taken_off_the_client_size():
    assert client_of(Rect(0, 0, 1366, 740), DECORATED) == Size(1362, 708)


# ------------------------------------------------------------------ saved layouts
def saved(frame: Rect, board: Size, screen: Rect = LAPTOP) -> SavedLayout:
    return SavedLayout(screen, frame, Size(frame.width, frame.height), board)


def test_a_saved_layout_is_restored_only_if_it_fits_the_screen_and_the_board():
    good = saved(LAPTOP, Size(560, 500))
    assert saved_layout_fits(good, LAPTOP)
    # Issue 22, item 1: the battlefield squeezed to 70 px between two wide docks.
    assert not saved_layout_fits(saved(LAPTOP, Size(70, 500)), LAPTOP)
    # A window that reached past the bottom of a 768 px screen (item 2: 761 px + title).
    assert not saved_layout_fits(saved(Rect(0, 20, 1366, 761), Size(560, 500)), LAPTOP)
    # Saved on a larger screen, opened on a laptop.
    big = Rect(0, 0, 1920, 1080)
    assert not saved_layout_fits(saved(Rect(100, 40, 1600, 1000), Size(700, 600), big), LAPTOP)
    assert saved_layout_fits(saved(Rect(100, 40, 1200, 700), Size(700, 600), big), LAPTOP)
    assert not saved_layout_fits(None, LAPTOP)


def test_a_saved_layout_survives_its_text():
    layout = saved(Rect(10, 20, 1300, 700), Size(600, 450))
    assert SavedLayout.from_text(layout.to_text()) == layout


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "not json",
        "[1, 2, 3]",
        json.dumps({"version": 2, "screen": [0, 0, 1, 1]}),
        json.dumps({"version": 1, "screen": [0, 0, 1366, 768]}),  # parts missing
        json.dumps(
            {
                "version": 1,
                "screen": [0, 0, 1366, 768],
                "frame": [0, 0, 1366, 768],
                "client": [1366, 768],
                "board": [True, 400],
            }
        ),
        json.dumps(
            {
                "version": 1,
                "screen": [0, 0, 1366, 768],
                "frame": [0, 0, 1366, 768],
                "client": [1366, 768],
                "board": [-5, 400],
            }
        ),
        json.dumps(
            {
                "version": 1,
                "screen": [0, 0, 10**9, 768],
                "frame": [0, 0, 1366, 768],
                "client": [1366, 768],
                "board": [500, 400],
            }
        ),
        json.dumps(
            {
                "version": 1,
                "screen": [0, 0, 1366, 768],
                "frame": [0, 0, 0, 768],
                "client": [1366, 768],
                "board": [500, 400],
            }
        ),
        json.dumps(
            {
                "version": 1,
                "screen": [0, 0, 1366, 768],
                "frame": [0, 0, 1366, 768],
                "client": [1366, 768],
                "board": [500.5, 400],
            }
        ),
        "x" * 5000,
        b"bytes",
        42,
    ],
)
def test_a_setting_no_shell_wrote_is_no_layout(text):
    assert SavedLayout.from_text(text) is None
