import Foundation

// The benchmarks: `swift run -c release BatonBenchmarks [--quick] [--filter NAME] [--tsv] [--counts]`.
// Everything runs on the main thread, as the store and the UI kit do in the app.
MainActor.assumeIsolated {
    do {
        try Runner.run(try Options.parse(Array(CommandLine.arguments.dropFirst())))
    } catch let error as OptionsError {
        standardError("BatonBenchmarks: \(error)\n\n\(Suite.usage)")
        exit(2)
    } catch {
        standardError("BatonBenchmarks: \(error)")
        exit(1)
    }
}
