"""scripts/terminal-svg: a captured pane, colors and all, as an SVG picture."""

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "terminal-svg"


def render(ansi: str, width: int = 40, title: str = "pane") -> str:
    run = subprocess.run([sys.executable, str(SCRIPT), "--width", str(width), "--title", title],
                         input=ansi, capture_output=True, text=True, check=True)
    return run.stdout


def test_every_row_is_drawn_with_its_colors_and_the_title():
    svg = render("\x1b[32mAlive\x1b[0m Rick Sanchez\n\x1b[7mupdated just now\x1b[0m\n", title="baton-tui")
    assert svg.startswith("<svg")
    assert "baton-tui" in svg
    assert "Alive" in svg and "Rick&#160;Sanchez" in svg and "updated&#160;just&#160;now" in svg
    # The green of SGR 32 is a fill of its own beside the default foreground.
    assert svg.count("fill: #") > 2


def test_a_row_wider_than_the_pane_is_cut_not_wrapped():
    svg = render("x" * 30 + "END\n", width=20)
    assert "END" not in svg
