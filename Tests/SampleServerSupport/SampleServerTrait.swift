import Testing

/// A suite or test trait that starts the sample server before the suite runs, makes it
/// `SampleServer.current` inside, and stops it after, whatever the outcome.
public struct SampleServerTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { false }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        try await SampleServer.$current.withValue(server) {
            try await function()
        }
    }
}

extension Trait where Self == SampleServerTrait {
    /// Runs the suite against a sample server of its own.
    public static var sampleServer: SampleServerTrait { SampleServerTrait() }
}

extension SampleServer {
    /// The server of the running suite; fails the test when the trait is missing.
    public static func required(sourceLocation: SourceLocation = #_sourceLocation) throws -> SampleServer {
        try #require(current, "the suite needs the .sampleServer trait", sourceLocation: sourceLocation)
    }
}
