// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Baton's conformance suite lives outside the repository: `$BATON_SPEC`, else
/// `../shared/reference/baton-spec` beside the checkout. When it is there, its
/// authors' documents compile into `BatonSpecLenses`, and Relay's into
/// `BatonRelayLenses` once Relay's test schema is there too; when it is not, the
/// runner builds without them and says so. (The manifest is read once: after the
/// suite appears or moves, `touch Package.swift`.)
let specDirectory = Context.environment["BATON_SPEC"] ?? "\(Context.packageDirectory)/../shared/reference/baton-spec"
let specPresent = FileManager.default.fileExists(atPath: "\(specDirectory)/manifest.json")
let relayPresent = specPresent && FileManager.default.fileExists(atPath: "\(specDirectory)/relay/manifest.json")
    && FileManager.default.fileExists(atPath: "\(specDirectory)/relay/schema/testschema.graphql")
let specLenses: [Target.Dependency] = (specPresent ? ["BatonSpecLenses"] : []) + (relayPresent ? ["BatonRelayLenses"] : [])
let specSettings: [SwiftSetting] = (specPresent ? [.define("BATON_SPEC_LENSES")] : [])
    + (relayPresent ? [.define("BATON_RELAY_LENSES")] : [])
let specTargets: [Target] = (specPresent ? [.target(name: "BatonSpecLenses", dependencies: ["Baton"], plugins: ["BatonSpecPlugin"])] : [])
    + (relayPresent ? [.target(name: "BatonRelayLenses", dependencies: ["Baton"], plugins: ["BatonSpecPlugin"])] : [])

let package = Package(
    name: "baton-tui",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Baton", targets: ["Baton"]),
        .library(name: "BatonCompiler", targets: ["BatonCompiler"]),
        .library(name: "BatonTUI", targets: ["BatonTUI"]),
        .library(name: "BatonTesting", targets: ["BatonTesting"]),
        .executable(name: "batonc", targets: ["batonc"]),
        .executable(name: "baton-tui", targets: ["baton-tui"]),
    ],
    targets: [
        // System libraries: a module map and a shim header each, for the macros,
        // variadics and globals Swift cannot import directly.
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CNCursesW",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "COpenSSL",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            providers: [.apt(["libyaml-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // glibc's own additions to posix_spawn, for starting the person's editor.
        .systemLibrary(name: "CSpawn"),

        // What the compiler, the runtime and the app all need, written once: JSON text
        // read and written, digests through OpenSSL, diagnostics with a caret, "did you mean".
        .target(name: "BatonSupport", dependencies: ["COpenSSL"]),

        // The runtime: records, the ingest, the store, observation. Never draws.
        .target(name: "Baton", dependencies: ["BatonSupport", "CSQLite", "CCurl", "COpenSSL"]),
        .target(name: "BatonInspector", dependencies: ["Baton", "BatonSupport", "BatonTUI"]),
        // Test transports and waits, for an app's tests and previews, never its binary.
        .target(name: "BatonTesting", dependencies: ["Baton"]),

        // The compiler: a library, and its command line.
        .target(name: "BatonCompiler", dependencies: ["BatonSupport"]),
        .executableTarget(name: "batonc", dependencies: ["BatonCompiler", "BatonSupport", "CommandLineOptions"]),
        // The one reading of a command line both executables use, its help lines, and
        // what `--version` says: the release and the commit built from, which the plugin writes.
        .target(name: "CommandLineOptions", plugins: ["BuildCommitPlugin"]),
        .plugin(name: "BuildCommitPlugin", capability: .buildTool()),
        // Runs batonc for a target's documents under graphql/<target>/.
        .plugin(name: "BatonPlugin", capability: .buildTool(), dependencies: ["batonc"]),

        // What every screen needs between the runtime and the kit: the screen and its
        // status, the navigator, what restores a screen, failures in words.
        .target(name: "BatonScreens", dependencies: ["Baton", "BatonTUI"]),
        // The screens' GraphQL, compiled by the plugin into lenses and operations.
        .target(name: "RickAndMorty", dependencies: ["Baton", "BatonTUI", "BatonScreens"], plugins: ["BatonPlugin"]),
        .target(name: "GitHub", dependencies: ["Baton", "BatonTUI", "BatonScreens", "Markdown"], plugins: ["BatonPlugin"]),

        // The terminal UI kit: knows ncurses and Observation, never GraphQL.
        .target(name: "BatonTUI", dependencies: ["CNCursesW", "CSpawn"]),
        .executableTarget(name: "BatonTUIDemo", dependencies: ["BatonTUI"]),
        // GitHub's markdown, parsed by cmark-gfm and laid out as styled lines for the kit.
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "BatonTUI"]),
        // The product: `fetch` now, the terminal app beside it.
        .executableTarget(
            name: "baton-tui",
            dependencies: [
                "Baton", "BatonSupport", "BatonInspector", "BatonTUI", "BatonScreens", "RickAndMorty", "GitHub",
                "CommandLineOptions", "CYAML",
            ]),

        // Test support: the sample server, started once per test process, and a program
        // in a tmux pane for the kit's demo and the app's end-to-end tests.
        .target(
            name: "SampleServerSupport",
            path: "Tests/SampleServerSupport"
        ),
        .target(name: "TerminalTesting", path: "Tests/TerminalTesting"),
        // A random generator of fixed seed, for the tests that draw their inputs.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // A screen on a canvas and a recording navigator, for both tabs' screen tests.
        .target(
            name: "ScreenTesting", dependencies: ["Baton", "BatonScreens", "BatonTUI", "BatonTesting"],
            path: "Tests/ScreenTesting"),
        .testTarget(
            name: "SystemLibraryTests",
            dependencies: ["CSQLite", "CNCursesW", "CCurl", "COpenSSL", "SampleServerSupport"]
        ),
        .testTarget(name: "BatonSupportTests", dependencies: ["BatonSupport"]),
        .testTarget(
            name: "BatonCompilerTests",
            dependencies: ["BatonCompiler", "BatonSupport", "SampleServerSupport"],
            exclude: ["Corpus", "Goldens", "SyntaxOracle"]
        ),
        .testTarget(
            name: "BatonTUITests",
            dependencies: ["BatonTUI", "TerminalTesting"]
        ),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "BatonTUI"], exclude: ["Corpus", "Goldens"]),
        .testTarget(
            name: "BatonScreensTests",
            dependencies: ["BatonScreens", "Baton", "BatonTUI"]
        ),
        .testTarget(
            name: "BatonTransportTests",
            dependencies: ["Baton", "BatonTesting", "SampleServerSupport"]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["RickAndMorty", "GitHub", "Baton", "BatonInspector"],
            resources: [.copy("Responses")]
        ),
        .testTarget(
            name: "BatonInspectorTests",
            dependencies: ["BatonInspector", "BatonTUI", "Baton", "BatonTesting", "RickAndMorty"]
        ),
        .testTarget(
            name: "BatonTests",
            dependencies: ["Baton", "BatonSupport", "BatonInspector", "SeededRandom"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "BatonImageTests",
            dependencies: ["Baton", "BatonSupport", "BatonInspector", "BatonTesting"]
        ),
        .testTarget(
            name: "BatonEnvironmentTests",
            dependencies: ["Baton", "BatonCompiler", "BatonSupport", "BatonTesting", "BatonInspector", "RickAndMorty", "GitHub", "SampleServerSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "BatonLifetimeTests",
            dependencies: ["Baton", "BatonTesting", "BatonInspector", "RickAndMorty", "SampleServerSupport"]
        ),
        .testTarget(
            name: "BatonConnectionTests",
            dependencies: ["Baton", "BatonTesting", "BatonInspector", "GitHub", "SampleServerSupport"],
            exclude: ["Goldens"]
        ),
        // The GitHub screens on the canvas, over recorded responses and the sample server.
        .testTarget(
            name: "GitHubScreenTests",
            dependencies: ["GitHub", "Baton", "BatonTUI", "BatonScreens", "BatonTesting", "ScreenTesting", "SampleServerSupport"],
            resources: [.copy("Responses")]
        ),
        .testTarget(
            name: "BatonMutationTests",
            dependencies: ["Baton", "BatonTesting", "BatonInspector", "GitHub", "SampleServerSupport"],
            exclude: ["Goldens"]
        ),
        // Drives the built baton-tui binary as a black box (the runtime linked for its lock alone).
        .testTarget(name: "EndToEndTests", dependencies: ["Baton", "SampleServerSupport", "TerminalTesting", "SeededRandom"]),
        // The Rick and Morty screens on the canvas, over recorded responses.
        .testTarget(
            name: "RickAndMortyScreenTests",
            dependencies: ["RickAndMorty", "Baton", "BatonTUI", "BatonScreens", "BatonTesting", "ScreenTesting"]),
        // The app's shell on the canvas: its stacks, keys, help and debug pane.
        .testTarget(
            name: "AppShellTests", dependencies: ["baton-tui", "Baton", "BatonSupport", "BatonInspector", "BatonTUI", "BatonScreens"]),
        // The benchmarks (run in release) and their deterministic counts, which a test checks.
        .target(name: "BenchmarkCounts", dependencies: ["Baton", "BatonTesting", "BatonTUI", "RickAndMorty", "GitHub", "CTaskHops"]),
        // A task's hops to the global executor, counted through the runtime's hook.
        .target(name: "CTaskHops"),
        // simdjson's parse of the fixture, the ingest's anchor: a C face over its C++ API
        // (libsimdjson-dev), for the benchmarks alone and never the app.
        .target(name: "CSimdJSON", linkerSettings: [.linkedLibrary("simdjson")]),
        .executableTarget(
            name: "BatonBenchmarks",
            dependencies: [
                "Baton", "BatonCompiler", "BatonSupport", "BatonTesting", "BatonTUI", "BatonScreens", "RickAndMorty", "GitHub",
                "Markdown", "BenchmarkCounts", "CSimdJSON",
            ]
        ),
        .testTarget(name: "BenchmarkCountsTests", dependencies: ["BenchmarkCounts"]),

        // Baton's conformance suite: the runner (cases and scripts over our runtime),
        // its command line and the test that runs it; the suite's documents are
        // compiled by their own plugin from where the suite lies.
        .target(name: "Conformance", dependencies: ["Baton", "BatonInspector", "BatonTesting"]),
        .plugin(name: "BatonSpecPlugin", capability: .buildTool(), dependencies: ["batonc"]),
        .executableTarget(
            name: "BatonConformance", dependencies: ["Conformance", "Baton"] + specLenses, swiftSettings: specSettings),
        .testTarget(
            name: "ConformanceTests", dependencies: ["Conformance", "Baton"] + specLenses, exclude: ["ExpectedFailures.txt"],
            swiftSettings: specSettings),
    ] + specTargets,
    swiftLanguageModes: [.v6],
    // simdjson's header needs C++17.
    cxxLanguageStandard: .cxx17
)
