"""scripts/soak.py: the verdict on samples, their TSV and picture, and a short soak of the
built app whose descriptors and threads must stay flat after its warm-up."""

from pathlib import Path

import pytest

import soak


def samples(descriptors_late: int = 20, rss_late: int = 50_000) -> list[soak.Sample]:
    """A sample every 5 s for a minute, a relaunch at 30 s; the last half's descriptors
    and resident size as given."""
    return [soak.Sample(seconds, 1 + (seconds >= 30), rss_late if seconds >= 40 else 48_000,
                        descriptors_late if seconds >= 40 else 20, 7, 700_000, 2, seconds * 10)
            for seconds in range(0, 60, 5)]


def test_flat_samples_keep_every_bound():
    figures = soak.judge(samples(), warm_up=10, bounds=soak.Bounds())
    assert [figure.name for figure in figures] == ["rss_kib", "descriptors", "threads", "image_bytes"]
    assert all(figure.flat for figure in figures)
    assert soak.verdict(figures).endswith("\nflat after the warm-up")


def test_descriptors_beyond_the_slack_are_growth():
    figures = {figure.name: figure for figure in soak.judge(samples(descriptors_late=23), 10, soak.Bounds())}
    assert not figures["descriptors"].flat
    assert (figures["descriptors"].earlier, figures["descriptors"].later, figures["descriptors"].bound) == (20, 23, 22)
    assert figures["rss_kib"].flat
    assert "descriptors" in soak.verdict(list(figures.values())).split("\n")[1]
    assert soak.verdict(list(figures.values())).endswith("NOT flat after the warm-up")


def test_resident_size_beyond_its_fraction_is_growth():
    figures = {figure.name: figure for figure in soak.judge(samples(rss_late=53_000), 10, soak.Bounds())}
    assert not figures["rss_kib"].flat
    assert figures["rss_kib"].bound == pytest.approx(48_000 * 1.1)


def test_too_few_samples_after_the_warm_up_is_an_error():
    with pytest.raises(soak.SoakFailure, match="too few"):
        soak.judge(samples(), warm_up=50, bounds=soak.Bounds())


def test_the_tsv_reads_back_and_the_same_samples_draw_the_same_bytes(tmp_path: Path):
    tsv = tmp_path / "soak.tsv"
    soak.write_tsv(samples(), tsv)
    assert tsv.read_text().splitlines()[0] == "\t".join(soak.COLUMNS)
    assert soak.read_tsv(tsv) == samples()
    first, second = tmp_path / "first.svg", tmp_path / "second.svg"
    soak.plot(samples(), 10, first)
    soak.plot(samples(), 10, second)
    assert first.read_bytes() == second.read_bytes()
    svg = first.read_text()
    for title in ("Resident memory (VmRSS)", "Open descriptors", "Threads", "The image's files (.sqlite and -wal)"):
        assert f'id="{title}"' in svg


def test_a_short_soak_keeps_descriptors_and_threads_flat(tmp_path: Path):
    # 90 s at the full soak's event rate, a relaunch every 40 s: the halves after the
    # warm-up meet in the second launch, so what one process gathers over its life counts
    # as well as what outlives a relaunch.
    plan = soak.Plan(duration=90, warm_up=20, relaunch_every=40, step_every=2, sample_every=2)
    taken, tally = soak.soak(soak.build(), plan, tmp_path, log=lambda _line: None)
    assert len(tally.relaunches) == 2
    assert {sample.launch for sample in taken} == {1, 2, 3}
    # Events went out at about their rate, and the app's screens were listening.
    assert tally.events >= 0.5 * plan.events_per_second * plan.duration
    assert tally.event_failures == 0
    assert max(sample.subscribers for sample in taken) >= 1
    assert tally.actions >= 3
    # Each half's highest count comes from a few samples, not the full soak's hundreds,
    # so 4 more descriptors or threads may be in flight at one of them; a descriptor or a
    # thread kept per event (900) or per key (45) is far past that. The resident size and
    # the image generously: a launch's first minute is its caches' filling.
    bounds = soak.Bounds(rss_fraction=0.5, image_fraction=0.5, descriptors_slack=4, threads_slack=4)
    figures = soak.judge(taken, plan.warm_up, bounds)
    assert all(figure.flat for figure in figures), soak.verdict(figures)
