/// Why a benchmark could not produce its figures.
enum HarnessError: Error, CustomStringConvertible {
    case noSamples
    /// A benchmark's check of its own result failed: the figure would time the wrong work.
    case unexpected(String)

    var description: String {
        switch self {
        case .noSamples: "a measurement produced no samples"
        case let .unexpected(what): "unexpected result: \(what)"
        }
    }
}
