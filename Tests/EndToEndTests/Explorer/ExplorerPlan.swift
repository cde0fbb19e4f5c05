import SampleServerSupport
import SeededRandom

/// The steps a seed stands for: keys the app binds on either tab, drawn by how often a
/// person presses them, between faults armed on the network, pauses, resizes, quits
/// and kills. The same seed and count give the same steps.
enum ExplorerPlan {
    static func steps(seed: UInt64, count: Int) -> [ExplorerStep] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in step(&generator) }
    }

    private static func step(_ generator: inout SeededGenerator) -> ExplorerStep {
        switch weighted(kinds, &generator) {
        case .key: .key(weighted(keys, &generator))
        case .pause: .pause(milliseconds: Int.random(in: 50...1_500, using: &generator))
        case .fault:
            .fault(faults.randomElement(using: &generator)!, endpoint: endpoints.randomElement(using: &generator)!,
                   times: Int.random(in: 1...4, using: &generator))
        case .clearFaults: .clearFaults
        case .resize:
            sizes.randomElement(using: &generator).map { .resize(width: $0.width, height: $0.height) }!
        case .quit: .quit
        case .kill: .kill
        }
    }

    private enum Kind { case key, pause, fault, clearFaults, resize, quit, kill }

    private static let kinds: [(Kind, Int)] = [
        (.key, 78), (.pause, 8), (.fault, 5), (.clearFaults, 2), (.resize, 3), (.quit, 3), (.kill, 1),
    ]

    /// Every key the shell and the screens bind (README's key table), by tmux's names:
    /// moves most, then opening and going back, then each screen's actions, the
    /// answers to their questions, and letters a filter or the composer takes.
    private static let keys: [(String, Int)] = [
        ("j", 8), ("k", 6), ("Down", 2), ("Up", 2), ("g", 1), ("G", 1), ("Home", 1), ("End", 1),
        ("PageUp", 1), ("PageDown", 1), ("C-d", 1), ("C-u", 1),
        ("Enter", 6), ("Escape", 4), ("BSpace", 1), ("q", 1),
        ("1", 2), ("2", 2), ("Tab", 1), ("r", 2), ("R", 1), ("F12", 1), ("`", 1), ("?", 1),
        ("p", 1), ("P", 1), ("]", 1), ("[", 1), ("/", 2), ("Right", 1), ("Left", 1), (">", 1), ("<", 1),
        ("s", 1), ("t", 1), ("S", 1), ("c", 1), ("o", 1), ("y", 1), ("Y", 1), ("F", 1), ("d", 1),
        ("x", 1), ("X", 1), ("m", 1), ("M", 1), ("v", 1), ("V", 1), ("W", 1), ("L", 1), ("a", 1), ("A", 1),
        ("K", 1), ("N", 1), ("C-s", 1), ("C-e", 1), ("e", 1), ("u", 1), ("n", 1), ("Space", 1),
    ]

    /// What the network does wrong, as the sample server's fault language says it:
    /// slow answers, server errors, a refused token, failed and cut connections, bodies
    /// that are not JSON, end early or come a few bytes at a time.
    private static let faults = [
        "delay=300ms", "delay=2s", "delay=6s", "status=500", "status=502", "status=401",
        "request-error", "malformed", "truncate", "drop", "slow-bytes=512/20ms",
    ]

    private static let endpoints: [SampleServer.GraphQLEndpoint?] = [.gitHub, .rickAndMorty, nil]

    private static let sizes: [(width: Int, height: Int)] = [
        (130, 40), (100, 30), (80, 24), (60, 15), (30, 8), (12, 4), (150, 45),
    ]

    private static func weighted<Value>(_ choices: [(Value, Int)], _ generator: inout SeededGenerator) -> Value {
        var pick = Int.random(in: 0..<choices.reduce(0) { $0 + $1.1 }, using: &generator)
        for (value, weight) in choices {
            if pick < weight { return value }
            pick -= weight
        }
        return choices[choices.count - 1].0
    }
}
