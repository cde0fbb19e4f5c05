import Foundation

// The benchmarks: `swift run -c release BatonBenchmarks [--quick] [--filter NAME] [--tsv] [--counts]`.
// Everything runs on the main actor, as the store and the UI kit do in the app.
do {
    try await Runner.run(try Options.parse(Array(CommandLine.arguments.dropFirst())))
} catch let error as OptionsError {
    standardError("BatonBenchmarks: \(error)\n\n\(Suite.usage)")
    exit(2)
} catch {
    standardError("BatonBenchmarks: \(error)")
    exit(1)
}
