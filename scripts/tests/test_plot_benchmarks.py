"""scripts/plot-benchmarks: the growth rows' figures drawn as cost against size."""

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "plot-benchmarks"

# Two pairs as `BatonBenchmarks --tsv` prints them, and a row of another benchmark.
FIGURES = (
    "growth.store_commit_into_empty\t7.700000e-04\t-\t-\t-\n"
    "growth.store_commit_into_100000_records\t1.070000e-03\tgrowth.store_commit_into_empty\t1.38961\t1.2\n"
    "growth.rowlist_changed_row_100\t3.250000e-05\t-\t-\t-\n"
    "growth.rowlist_changed_row_10000\t3.300000e-05\tgrowth.rowlist_changed_row_100\t1.01538\t1.1\n"
)


def draw(tmp_path: Path, figures: str) -> subprocess.CompletedProcess:
    tsv = tmp_path / "growth.tsv"
    tsv.write_text(figures)
    return subprocess.run([sys.executable, str(SCRIPT), "--tsv", str(tsv), "--svg", str(tmp_path / "growth.svg")],
                          capture_output=True, text=True)


def test_each_pair_is_a_line_named_by_its_larger_row(tmp_path):
    run = draw(tmp_path, FIGURES)
    assert run.returncode == 0, run.stderr
    svg = (tmp_path / "growth.svg").read_text()
    assert svg.startswith("<?xml")
    assert 'id="growth.store_commit_into_100000_records"' in svg
    assert 'id="growth.rowlist_changed_row_10000"' in svg
    # The pairs the figures do not hold are left out, not drawn empty.
    assert "growth.paging_load_next_page_500" not in svg
    # Each panel's title, the goals and the medians, as matplotlib's comments name its texts.
    for text in ("A page committed into a store", "A changed row in a list", "goal ≤ 1.2x", "goal ≤ 1.1x",
                 "770 µs", "32.5 µs"):
        assert f"<!-- {text}" in svg


def test_the_same_figures_make_the_same_bytes(tmp_path):
    draw(tmp_path, FIGURES)
    first = (tmp_path / "growth.svg").read_bytes()
    draw(tmp_path, FIGURES)
    assert (tmp_path / "growth.svg").read_bytes() == first
    assert b"<dc:date>" not in first and b"<dc:creator>" not in first


def test_a_pair_half_measured_is_an_error(tmp_path):
    run = draw(tmp_path, "growth.store_commit_into_empty\t7.700000e-04\t-\t-\t-\n")
    assert run.returncode != 0
    assert "only part of growth.store_commit_into_empty" in run.stderr


def test_a_line_of_the_old_four_cells_is_refused(tmp_path):
    run = draw(tmp_path, "growth.store_commit_into_empty\t7.700000e-04\t-\t-\n")
    assert run.returncode != 0
    assert "line 1 has 4 cells" in run.stderr
