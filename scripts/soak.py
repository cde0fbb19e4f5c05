"""The soak: the app under live events, keys and relaunches, its memory, descriptors,
threads and image sampled over time and judged flat after a warm-up or not.

The debug app runs on its GitHub tab in tmux, against a sample server of its own, for
minutes on end (RELIABILITY.md). hubot stars and unstars the repository the app
shows, 10 times a second, which its screen's subscription receives; every few seconds
a key pages a list, opens or leaves a screen, or stars; every minute Ctrl-C quits the
app and it is launched again over the same image. Every few seconds the app's resident
size, open descriptors and threads are read from /proc, and the image's size from the
cache directory. The samples are written as a TSV, drawn as an SVG of four panels, and
judged flat or not after the warm-up (`judge`). `scripts/soak` builds the app and runs
this; `scripts/tests/test_soak.py` runs a short version.
"""

import argparse
import http.client
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import matplotlib
from matplotlib.figure import Figure

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_SERVER = ROOT / "scripts" / "sample-server"

# mona/maze-ingest, the first of her repositories in the list the GitHub tab opens on:
# the repository screen the rounds open, and the one hubot's events are about.
REPOSITORY_ID = "R_MDpSZXBvc2l0b3J5OjExNjM"
HUBOT_TOKEN = "ghp_sampleHubotToken00000000000000000000"
LIST_HEADING = "GitHub › Your repositories"

# One round of keys from the repositories list, one key a step: the whole list paged
# to its end and back to its top, the repository opened and its issues paged to their
# end, the last one opened, scrolled and left, the star toggled, and back to the list.
# Two steps in three leave the repository screen shown, so most events have a subscriber.
ROUND = ("G", "g", "Enter", "G", "Enter", "j", "Escape", "s", "k", "Escape")
ACTIONS = {"s"}

COLUMNS = ("seconds", "launch", "rss_kib", "descriptors", "threads", "image_bytes", "subscribers", "events")


@dataclass(frozen=True)
class Sample:
    """One reading: seconds since the soak began, the launch it was of (1 for the first),
    the app's VmRSS in KiB, its open descriptors and threads, the image's bytes, the
    server's live subscriptions and the events sent so far."""
    seconds: float
    launch: int
    rss_kib: int
    descriptors: int
    threads: int
    image_bytes: int
    subscribers: int
    events: int


@dataclass(frozen=True)
class Plan:
    """How long the soak runs and how often each thing happens, in seconds."""
    duration: float
    warm_up: float = 180
    relaunch_every: float = 60
    step_every: float = 3
    sample_every: float = 5
    events_per_second: float = 10


@dataclass(frozen=True)
class Bounds:
    """How far the last half after the warm-up may rise over the first half: each
    figure's maximum over the later at most the earlier's maximum times 1 + `fraction`,
    plus `slack` (descriptors and threads are counts, so their slack is a few of them
    in flight at a sample's instant: a request's socket, a stream's worker)."""
    rss_fraction: float = 0.10
    image_fraction: float = 0.10
    descriptors_slack: int = 2
    threads_slack: int = 2


@dataclass
class Tally:
    """What the soak did besides sampling."""
    events: int = 0
    event_failures: int = 0
    steps: int = 0
    actions: int = 0
    relaunches: list[float] = field(default_factory=list)


class SoakFailure(Exception):
    """The soak could not go on: the app ended on its own, or a part would not start."""


# MARK: Judging


@dataclass(frozen=True)
class Judgement:
    """One figure's verdict: the earlier and later maxima after the warm-up, the bound
    the later must keep, and the min, max and last after the warm-up."""
    name: str
    earlier: int
    later: int
    bound: float
    minimum: int
    maximum: int
    last: int

    @property
    def flat(self) -> bool:
        return self.later <= self.bound


def judge(samples: list[Sample], warm_up: float, bounds: Bounds) -> list[Judgement]:
    """Each figure's verdict over the samples after `warm_up` seconds, split in two
    halves by time. Fewer than two samples in either half is an error: nothing was
    measured to judge."""
    after = [sample for sample in samples if sample.seconds >= warm_up]
    if not after:
        raise SoakFailure(f"no sample after the warm-up of {warm_up:g} s")
    middle = (after[0].seconds + after[-1].seconds) / 2
    earlier = [sample for sample in after if sample.seconds < middle]
    later = [sample for sample in after if sample.seconds >= middle]
    if len(earlier) < 2 or len(later) < 2:
        raise SoakFailure(f"{len(after)} samples after the warm-up of {warm_up:g} s: too few to compare two halves")
    rules = (("rss_kib", bounds.rss_fraction, 0), ("descriptors", 0.0, bounds.descriptors_slack),
             ("threads", 0.0, bounds.threads_slack), ("image_bytes", bounds.image_fraction, 0))
    figures = []
    for name, fraction, slack in rules:
        values = [getattr(sample, name) for sample in after]
        first = max(getattr(sample, name) for sample in earlier)
        figures.append(Judgement(name, first, max(getattr(sample, name) for sample in later),
                               first * (1 + fraction) + slack, min(values), max(values), values[-1]))
    return figures


def verdict(figures: list[Judgement]) -> str:
    lines = []
    for figure in figures:
        lines.append(f"{figure.name:12} min {figure.minimum:>10,} max {figure.maximum:>10,} last {figure.last:>10,}"
                     f"  later max {figure.later:,} vs bound {figure.bound:,.0f}: {'flat' if figure.flat else 'GROWS'}")
    flat = all(figure.flat for figure in figures)
    lines.append("flat after the warm-up" if flat else "NOT flat after the warm-up")
    return "\n".join(lines)


# MARK: The TSV and the picture


def write_tsv(samples: list[Sample], path: Path) -> None:
    rows = ["\t".join(COLUMNS)]
    rows += ["\t".join(f"{getattr(sample, column):.1f}" if column == "seconds" else str(getattr(sample, column))
                       for column in COLUMNS) for sample in samples]
    path.write_text("".join(row + "\n" for row in rows))


def read_tsv(path: Path) -> list[Sample]:
    lines = path.read_text().splitlines()
    if not lines or tuple(lines[0].split("\t")) != COLUMNS:
        raise SoakFailure(f"{path}: the first line must name the columns {', '.join(COLUMNS)}")
    samples = []
    for number, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) != len(COLUMNS):
            raise SoakFailure(f"{path}:{number}: {len(cells)} cells, not {len(COLUMNS)}")
        samples.append(Sample(float(cells[0]), *(int(cell) for cell in cells[1:])))
    return samples


def plot(samples: list[Sample], warm_up: float, svg: Path) -> None:
    """Four panels over minutes, a dotted line at each relaunch (where the launch number
    changes) and the warm-up shaded; the same samples make the same bytes."""
    minutes = [sample.seconds / 60 for sample in samples]
    relaunches = [later.seconds / 60 for earlier, later in zip(samples, samples[1:]) if later.launch != earlier.launch]
    panels = (("Resident memory (VmRSS)", "MiB", [sample.rss_kib / 1024 for sample in samples]),
              ("Open descriptors", "count", [sample.descriptors for sample in samples]),
              ("Threads", "count", [sample.threads for sample in samples]),
              ("The image's files (.sqlite and -wal)", "MiB", [sample.image_bytes / 1024 / 1024 for sample in samples]))
    figure = Figure(figsize=(9, 6.4))
    axes = figure.subplots(2, 2, squeeze=False)
    for panel, (title, unit, values) in zip(axes.flat, panels):
        panel.axvspan(0, warm_up / 60, color="0.92", linewidth=0)
        for at in relaunches:
            panel.axvline(at, color="0.6", linestyle=":", linewidth=0.8)
        panel.plot(minutes, values, color="tab:blue", linewidth=1, marker=".", markersize=2, gid=title)
        panel.set_title(title, fontsize=9)
        panel.set_xlabel("minutes (dotted: a relaunch; shaded: the warm-up)", fontsize=8)
        panel.set_ylabel(unit, fontsize=8)
        panel.set_ylim(0, max(values) * 1.2 if max(values) > 0 else 1)
        panel.set_xlim(0, max(minutes[-1], warm_up / 60))
        panel.tick_params(labelsize=8)
    figure.tight_layout()
    with matplotlib.rc_context({"svg.hashsalt": "baton-tui soak"}):
        figure.savefig(svg, format="svg", metadata={"Date": None, "Creator": None})


# MARK: Reading the app


def resident_kib(pid: int) -> tuple[int, int]:
    """VmRSS in KiB and the thread count, from /proc/<pid>/status."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.split()
    return int(fields["VmRSS"][0]), int(fields["Threads"][0])


def descriptors(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def image_bytes(cache: Path) -> int:
    """The images' databases and their write-ahead logs, wherever under `cache`."""
    return sum(path.stat().st_size for pattern in ("*.sqlite", "*.sqlite-wal") for path in cache.rglob(pattern))


# MARK: The parts


class Server:
    """A sample server in a state directory of its own, and what the soak asks of it."""

    def __init__(self, state_dir: Path) -> None:
        self.state_dir = state_dir
        run = subprocess.run([SAMPLE_SERVER, "start", "--state-dir", str(state_dir)], capture_output=True, text=True,
                             stdin=subprocess.DEVNULL, timeout=120)
        if run.returncode != 0:
            raise SoakFailure(f"the sample server would not start:\n{run.stderr}")
        self.url = run.stdout.strip().splitlines()[-1]
        self.address = urlsplit(self.url)

    def stop(self) -> None:
        subprocess.run([SAMPLE_SERVER, "stop", "--state-dir", str(self.state_dir)], capture_output=True,
                       stdin=subprocess.DEVNULL, timeout=60)

    def request(self, method: str, path: str, body: dict | None = None, headers: dict | None = None) -> dict:
        connection = http.client.HTTPConnection(self.address.hostname, self.address.port, timeout=30)
        try:
            connection.request(method, path, body=json.dumps(body) if body is not None else None,
                               headers={"Content-Type": "application/json", **(headers or {})})
            response = connection.getresponse()
            answer = response.read()
        finally:
            connection.close()
        if response.status != 200:
            raise SoakFailure(f"{method} {path} answered {response.status}: {answer[:200]!r}")
        return json.loads(answer)

    def hubot_stars(self, starred: bool) -> None:
        mutation = "addStar" if starred else "removeStar"
        answer = self.request("POST", "/github/graphql",
                              {"query": f'mutation {{ {mutation}(input: {{starrableId: "{REPOSITORY_ID}"}}) '
                                        "{ clientMutationId } }"},
                              {"Authorization": f"bearer {HUBOT_TOKEN}"})
        if "errors" in answer:
            raise SoakFailure(f"hubot's {mutation} failed: {answer['errors']}")

    def subscribers(self) -> int:
        return self.request("GET", "/control/subscribers")["subscribers"]["github"]

    def token(self) -> str:
        return subprocess.run([SAMPLE_SERVER, "token"], capture_output=True, text=True, check=True,
                              stdin=subprocess.DEVNULL).stdout.strip()


class App:
    """The app in a tmux server of its own: a pane whose shell outlives a Ctrl-C it shares
    with the app and then says `exited N`, as the end-to-end tests' sessions do."""

    SESSION = "soak"

    def __init__(self, binary: Path, server: Server, cache: Path) -> None:
        self.launches = 0
        configuration = cache / "repositories-first.yml"
        cache.mkdir(parents=True, exist_ok=True)
        # No dashboard sections: the tab opens on the viewer's repositories.
        configuration.write_text("github:\n  sections: []\n")
        program = [str(binary), "--api", "github", "--github-endpoint", f"{server.url}/github/graphql",
                   "--rickandmorty-endpoint", f"{server.url}/rickandmorty/graphql", "--cache-dir", str(cache),
                   "--config", str(configuration)]
        self.command = "trap : INT; " + " ".join(_quoted(argument) for argument in program) \
            + '; echo "exited $?"; exec sleep 3600'
        self.token = server.token()

    @property
    def socket(self) -> str:
        # A tmux server of its own for each launch: the last one's may still be exiting.
        return f"baton-tui-soak-{os.getpid()}-{self.launches}"

    def launch(self) -> None:
        self.launches += 1
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", self.SESSION, "-x", "120", "-y", "40",
                  "-e", "LANG=C.UTF-8", "-e", f"GH_ENTERPRISE_TOKEN={self.token}", "sh", "-c", self.command)
        self.wait_for("the first frame", lambda screen: "GitHub" in screen[0] and "Rick and Morty" in screen[0])

    def quit(self) -> None:
        """Ctrl-C, which ends the app at once as SIGINT's default would (status 130)."""
        self.keys("C-c")
        self.wait_for("the app's end after Ctrl-C", lambda screen: exit_status(screen) is not None)
        screen = self.screen()
        if exit_status(screen) != 130:
            raise SoakFailure("Ctrl-C ended the app with another status than 130:\n" + "\n".join(screen))
        self.close()

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)

    def pid(self) -> int | None:
        shell = self.tmux("display-message", "-p", "-t", self.SESSION, "#{pane_pid}").strip()
        children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
        return int(children[0]) if children else None

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", self.SESSION, *keys)

    def screen(self) -> list[str]:
        return self.tmux("capture-pane", "-p", "-J", "-t", self.SESSION).split("\n")

    def heading(self) -> str:
        # The row under the tab bar, left of the debug pane's rule if it shows.
        return self.screen()[1].split("│")[0].strip()

    def wait_for(self, what: str, condition, timeout: float = 60) -> list[str]:
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            if condition(screen):
                return screen
            if time.monotonic() > deadline:
                raise SoakFailure(f"no {what} in {timeout:g} s:\n" + "\n".join(screen))
            time.sleep(0.1)

    def tmux(self, *arguments: str) -> str:
        run = subprocess.run(["tmux", "-u", "-L", self.socket, *arguments], capture_output=True, text=True,
                             stdin=subprocess.DEVNULL)
        if run.returncode != 0:
            raise SoakFailure(f"tmux {' '.join(arguments)} failed: {run.stderr.strip()}")
        return run.stdout


def exit_status(screen: list[str]) -> int | None:
    """The status the pane's shell reported when the app ended, if it did."""
    for row in reversed(screen):
        words = row.split()
        if len(words) == 2 and words[0] == "exited" and words[1].isdigit():
            return int(words[1])
    return None


def _quoted(argument: str) -> str:
    return "'" + argument.replace("'", "'\\''") + "'"


class Events(threading.Thread):
    """hubot's stars and unstars at a fixed rate on a schedule of its own, so a slow answer
    delays the next event but never brings a burst to catch up."""

    def __init__(self, server: Server, per_second: float, tally: Tally) -> None:
        super().__init__(daemon=True)
        self.server, self.interval, self.tally = server, 1 / per_second, tally
        self.stopped = threading.Event()

    def run(self) -> None:
        due = time.monotonic()
        starred = True  # hubot starred the repository long ago
        while not self.stopped.is_set():
            try:
                self.server.hubot_stars(not starred)
                starred = not starred
                self.tally.events += 1
            except (SoakFailure, OSError):
                self.tally.event_failures += 1
            due = max(due + self.interval, time.monotonic())
            self.stopped.wait(due - time.monotonic())


# MARK: The soak


def soak(binary: Path, plan: Plan, work: Path, log=print) -> tuple[list[Sample], Tally]:
    """Runs the plan in `work` (the server's state and the app's cache); the samples and
    what was done. Raises SoakFailure when the app ends on its own or hangs."""
    server = Server(work / "server")
    app = App(binary, server, work / "cache")
    tally = Tally()
    events = Events(server, plan.events_per_second, tally)
    samples: list[Sample] = []
    try:
        app.launch()
        start = time.monotonic()
        events.start()
        launch, step = 1, 0
        next_sample = next_step = 0.0
        next_relaunch = plan.relaunch_every
        while (now := time.monotonic() - start) < plan.duration:
            if exit_status(app.screen()) is not None:
                raise SoakFailure("the app ended on its own:\n" + "\n".join(app.screen()))
            if now >= next_relaunch:
                app.quit()
                app.launch()
                launch += 1
                tally.relaunches.append(now)
                next_relaunch += plan.relaunch_every
                log(f"{now:7.1f} s  relaunch {launch - 1}")
            if now >= next_step:
                step = take_step(app, step, tally)
                next_step += plan.step_every
            if now >= next_sample:
                sample = read_sample(app, server, work / "cache", now, launch, tally)
                if sample:
                    samples.append(sample)
                    log(f"{now:7.1f} s  {sample.rss_kib / 1024:6.1f} MiB  {sample.descriptors} fds  "
                        f"{sample.threads} threads  image {sample.image_bytes / 1024 / 1024:.2f} MiB  "
                        f"{sample.subscribers} subscribed  {sample.events} events")
                next_sample += plan.sample_every
            time.sleep(max(0.0, min(next_step, next_sample, next_relaunch) - (time.monotonic() - start)))
    finally:
        events.stopped.set()
        events.join()
        app.close()
        server.stop()
    return samples, tally


def take_step(app: App, step: int, tally: Tally) -> int:
    """The round's next key; at a round's start, back to the list first from wherever a
    relaunch or a slow screen left the app (a restored screen is the one the quit left)."""
    if step % len(ROUND) == 0:
        for _ in range(4):
            if app.heading() == LIST_HEADING:
                break
            app.keys("Escape")
            time.sleep(0.3)
    key = ROUND[step % len(ROUND)]
    app.keys(key)
    tally.steps += 1
    tally.actions += key in ACTIONS
    return step + 1


def read_sample(app: App, server: Server, cache: Path, now: float, launch: int, tally: Tally) -> Sample | None:
    """None between the app's end and its next start, or when it ends mid-read."""
    pid = app.pid()
    if pid is None:
        return None
    try:
        rss, threads = resident_kib(pid)
        fds = descriptors(pid)
    except (FileNotFoundError, ProcessLookupError):
        return None
    return Sample(round(now, 1), launch, rss, fds, threads, image_bytes(cache), server.subscribers(), tally.events)


def build() -> Path:
    """The debug app, built if its sources changed since; its path."""
    subprocess.run(["nice", "swift", "build", "--product", "baton-tui"], cwd=ROOT, check=True,
                   stdin=subprocess.DEVNULL)
    folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    return Path(folder) / "baton-tui"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=30, help="how long the soak runs (30)")
    parser.add_argument("--relaunch-every", type=float, default=1, metavar="MINUTES",
                        help="minutes between relaunches (1); as long as the soak for one launch throughout")
    parser.add_argument("--binary", type=Path, help="the app to soak, instead of building the debug app")
    parser.add_argument("--tsv", type=Path, default=ROOT / "reliability" / "soak.tsv", help="the samples")
    parser.add_argument("--svg", type=Path, default=ROOT / "reliability" / "soak.svg", help="the picture")
    parser.add_argument("--plot-only", action="store_true", help="draw and judge the TSV's samples, soaking nothing")
    arguments = parser.parse_args()
    plan = Plan(duration=arguments.minutes * 60, relaunch_every=arguments.relaunch_every * 60)
    if not arguments.plot_only and plan.duration < 2 * plan.warm_up:
        parser.error(f"--minutes {arguments.minutes:g} leaves too little after the warm-up of "
                     f"{plan.warm_up / 60:g} minutes to judge; give at least {2 * plan.warm_up / 60:g}")
    if arguments.plot_only:
        samples = read_tsv(arguments.tsv)
    else:
        binary = arguments.binary or build()
        work = Path(tempfile.mkdtemp(prefix="baton-tui-soak-"))
        try:
            samples, tally = soak(binary, plan, work)
        except SoakFailure as failure:
            print(f"soak: {failure}", file=sys.stderr)
            return 1
        finally:
            shutil.rmtree(work, ignore_errors=True)
        print(f"{len(tally.relaunches)} relaunches, {tally.events:,} events sent ({tally.event_failures} failed), "
              f"{tally.steps} keys, {tally.actions} of them stars")
        arguments.tsv.parent.mkdir(parents=True, exist_ok=True)
        write_tsv(samples, arguments.tsv)
    plot(samples, plan.warm_up, arguments.svg)
    figures = judge(samples, plan.warm_up, Bounds())
    print(verdict(figures))
    return 0 if all(figure.flat for figure in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
