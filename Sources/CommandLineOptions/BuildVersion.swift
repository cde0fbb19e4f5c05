/// What `--version` says of either executable: the release, and the commit it was built
/// from, which the build writes (BuildCommitPlugin's `BuildCommit.swift`, an extension
/// of this type whose `commit` is chosen over `CommitUnwritten`'s).
public enum BuildVersion: CommitUnwritten {
    /// The release; raised by hand when one is made.
    public static let release = "0.1.0"

    /// `--version`'s line: `baton-tui 0.1.0 (commit 5c90ec3a1b2c)`, or `(commit unknown)`
    /// for a binary built outside a git checkout.
    public static func line(program: String) -> String {
        "\(program) \(release) (commit \(commit ?? "unknown"))"
    }
}

/// The commit of a build that wrote none: the copy of the module SwiftPM builds for a
/// plugin's tool, where no plugin runs.
protocol CommitUnwritten {}

extension CommitUnwritten {
    static var commit: String? { nil }
}
