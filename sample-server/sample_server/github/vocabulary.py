"""Words the generated GitHub data is made of."""

VIEWER_LOGIN = "mona"

NAMED_USERS = (
    # login, name, bio, company, location
    ("mona", "Mona Lisa Octocat", "Terminal UIs, GraphQL and tea.", "@baton-labs", "San Francisco"),
    ("hubot", "Hubot", "I automate the chores.", "@octo-org", "The Internet"),
    ("octocat", "The Octocat", None, "@github", "San Francisco"),
)
FIRST_NAMES = (
    "Priya", "Mateo", "Aiko", "Noah", "Zanele", "Lars", "Fatima", "Diego", "Mei", "Tomasz",
    "Amara", "Jonas", "Sofia", "Kwame", "Ingrid", "Ravi", "Leila", "Hugo", "Yuki", "Oren",
    "Camille", "Ibrahim", "Nadia", "Felix", "Ana", "Emeka", "Hana", "Pablo", "Sven", "Chloé",
)
LAST_NAMES = (
    "Raman", "Silva", "Tanaka", "Okafor", "Berg", "Haddad", "Kowalski", "Dubois", "Chen",
    "Mensah", "Novak", "Rossi", "Park", "Andersen", "Moreau", "Nakamura", "Costa", "Weber",
)
LOCATIONS = ("Berlin", "Lagos", "Tokyo", "São Paulo", "Toronto", "Kraków", "Nairobi", "Lyon",
             "Bangalore", "Oslo", "Melbourne", "Montréal", None, None)
BIOS = ("Building small tools.", "Compilers and coffee.", "Maintainer of too many side projects.",
        "Rust, Swift and the occasional shell script.", "Writes docs nobody reads (yet).", None, None)
ORGANIZATIONS = (
    # login, name, description
    ("baton-labs", "Baton Labs", "Clients for GraphQL APIs, from the store to the terminal."),
    ("octo-org", "Octo Org", "A sample organization for everything octo."),
    ("open-orchard", "Open Orchard", "Community-grown open source tools."),
    ("nimbus-systems", "Nimbus Systems", "Infrastructure that stays out of the way."),
    ("terminal-arts", "Terminal Arts", "Beautiful things that run in a terminal."),
    ("quiet-forest", "Quiet Forest", None),
    ("lattice-works", "Lattice Works", "Data structures, carefully."),
    ("paper-planes", "Paper Planes", "Small web apps that fly."),
)
LANGUAGES = (
    ("Swift", "#F05138"), ("Python", "#3572A5"), ("Rust", "#dea584"), ("Go", "#00ADD8"),
    ("JavaScript", "#f1e05a"), ("TypeScript", "#3178c6"), ("C", "#555555"), ("C++", "#f34b7d"),
    ("Ruby", "#701516"), ("Kotlin", "#A97BFF"), ("Java", "#b07219"), ("Shell", "#89e051"),
    ("Haskell", "#5e5086"), ("Elixir", "#6e4a7e"), ("Makefile", "#427819"), ("Dockerfile", "#384d54"),
)
REPOSITORY_WORDS = (
    "baton", "relay", "graph", "store", "cache", "lens", "query", "terminal", "curses", "parser",
    "lexer", "schema", "ingest", "sqlite", "http", "socket", "stream", "json", "config", "widget",
    "canvas", "color", "theme", "glyph", "kernel", "compiler", "runtime", "scheduler", "queue",
    "actor", "channel", "signal", "clock", "metrics", "trace", "logger", "token", "hash", "diff",
    "patch", "sync", "backup", "deploy", "notes", "dotfiles", "blog", "docs", "recipes", "chess",
    "sudoku", "maze", "pixel", "synth", "audio", "maps", "weather", "calendar", "todo", "budget",
)
REPOSITORY_SUFFIXES = ("kit", "core", "lite", "cli", "server", "client", "tools", "lab", "demo", "examples")
ADJECTIVES = ("tiny", "fast", "minimal", "friendly", "typed", "incremental", "declarative",
              "portable", "zero-dependency", "experimental", "well-tested", "cozy")
PURPOSES = ("terminal apps", "GraphQL clients", "Swift on Linux", "home automation", "static sites",
            "data pipelines", "the command line", "embedded devices", "weekend projects",
            "learning Rust", "offline-first apps", "teaching")
ISSUE_TITLES = (
    "Crash when resizing the terminal", "Support {word} in the config file", "Docs: explain how {word} works",
    "{Word} is slow with large inputs", "Add a --{word} flag", "Wrong colors under NO_COLOR",
    "Tests fail on Debian 12", "Memory grows while {word} runs", "Unicode names are cut off",
    "Make {word} optional", "Typo in the README", "Release {major}.{minor}.0",
    "Flaky test in {word}", "Handle 429 responses with Retry-After", "Dark theme for {word}",
)
ISSUE_SENTENCES = (
    "Steps to reproduce: run it on a fresh checkout and open the second tab.",
    "I expected the list to keep its position, but it jumps back to the top.",
    "This happens on every launch since the last update.",
    "A small patch is below; happy to open a pull request.",
    "It works with the default settings, so the config is probably involved.",
    "Logs attached. The first error is the interesting one.",
    "Would be great to have this before the next release.",
    "Emoji like 🚀 and wide characters like 漢字 render with the wrong width.",
)
COMMENT_BODIES = (
    "Thanks for the report!", "I can reproduce this on main.", "Would a pull request be welcome?",
    "Fixed in the latest release, please try again.", "Could you share the output of `--version`?",
    "Same here on macOS and Linux.", "Closing as a duplicate of an older issue.",
    "I had a look: the cause is the cursor handling in the pager.", "+1, this would help us a lot.",
    "Let's discuss this at the next sync.", "LGTM 👍",
)
LABELS = (
    # GitHub's default labels: name, color, description
    ("bug", "d73a4a", "Something isn't working"),
    ("documentation", "0075ca", "Improvements or additions to documentation"),
    ("duplicate", "cfd3d7", "This issue or pull request already exists"),
    ("enhancement", "a2eeef", "New feature or request"),
    ("good first issue", "7057ff", "Good for newcomers"),
    ("help wanted", "008672", "Extra attention is needed"),
    ("invalid", "e4e669", "This doesn't seem right"),
    ("question", "d876e3", "Further information is requested"),
    ("wontfix", "ffffff", "This will not be worked on"),
)
PULL_REQUEST_TITLES = (
    "Fix {word} on resize", "Add {word} to the config file", "Docs: how {word} works",
    "Speed up {word} with large inputs", "Add a --{word} flag", "Respect NO_COLOR in {word}",
    "Bump version to {major}.{minor}.0", "Refactor {word} into its own module", "Test {word} on Debian 12",
    "Handle 429 in {word}",
)
PULL_REQUEST_SENTENCES = (
    "This changes how the list keeps its position across refreshes.",
    "Fixes the crash reported in the issue; a test reproduces it first.",
    "The old behaviour stays behind a flag for one release.",
    "Only the parser changes; the output is byte for byte the same.",
    "Benchmarks before and after are in the first comment.",
    "- [x] tests\n- [x] docs\n- [ ] changelog",
)
REVIEW_COMMENTS = (
    "Looks good to me, one nit inline.", "Could you add a test for the empty case?",
    "Approved once CI is green.", "This needs a rebase on main.", "Nice cleanup 🎉",
    "Why not reuse the existing helper here?",
)
CHECK_RUN_NAMES = (
    "build", "test (ubuntu-latest)", "test (macos-latest)", "lint", "CodeQL", "docs",
    "coverage", "e2e", "release dry run",
)
# A status context's name and the service whose page it links.
STATUS_CONTEXTS = (
    ("ci/circleci: build", "https://app.circleci.com/pipelines/github"),
    ("continuous-integration/jenkins/pr-merge", "https://jenkins.example.org/job"),
    ("codecov/patch", "https://app.codecov.io/gh"),
    ("license/cla", "https://cla-assistant.io"),
    ("netlify/deploy-preview", "https://app.netlify.com/sites"),
)
STATUS_DESCRIPTIONS = {
    "SUCCESS": "All checks have passed",
    "FAILURE": "Some checks were not successful",
    "ERROR": "The build could not start",
    "PENDING": "Waiting for the build to finish",
}
COMMIT_MESSAGES = (
    "Fix {word} on resize", "Add a test for {word}", "Handle the empty {word}", "Rename {word} helpers",
    "Address review comments", "Update the docs of {word}", "Simplify {word}", "Bump dependencies",
    "Format {word} with the project's style", "Make {word} optional",
)
# Where a pull request's files live, and the extension of each primary language's sources.
SOURCE_DIRECTORIES = ("src", "lib", "tests", "Sources/Core", "internal", "cmd", "app")
DOCUMENT_FILES = ("README.md", "CHANGELOG.md", "docs/usage.md", "docs/config.md", ".github/workflows/ci.yml")
EXTENSIONS = {
    "Swift": "swift", "Python": "py", "Rust": "rs", "Go": "go", "JavaScript": "js", "TypeScript": "ts",
    "C": "c", "C++": "cpp", "Ruby": "rb", "Kotlin": "kt", "Java": "java", "Shell": "sh", "Haskell": "hs",
    "Elixir": "ex", "Makefile": "mk", "Dockerfile": "dockerfile",
}
CODE_WORDS = (
    "value", "count", "items", "index", "buffer", "result", "state", "options", "path", "name",
    "offset", "limit", "entry", "config", "token", "reader", "writer", "cache", "size", "key",
)
