import Baton
import Conformance
import Foundation
#if BATON_SPEC_LENSES
import BatonSpecLenses
#endif
#if BATON_RELAY_LENSES
import BatonRelayLenses
#endif

// Runs Baton's conformance suite over this runtime:
// `swift run BatonConformance [SPEC_DIR]` (else $BATON_SPEC, else ../shared/reference/baton-spec).
// Prints each failure with its case, step and first difference, each of Relay's
// marked ones by its mark and outcome, then the summary line; exits 1 unless
// everything present and held passes.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: BatonConformance [SPEC_DIR]   (default: $BATON_SPEC, else \(SuiteLocation.defaultPath))")
    exit(0)
}
let directory = SuiteLocation.directory(given: arguments.first)

#if BATON_SPEC_LENSES
let baton = CompiledHalf(operations: SpecOperations.all, documents: SpecOperations.documents)
#else
let baton = CompiledHalf.none
print("note: the suite's documents were not compiled: no suite was found when the package was built (set BATON_SPEC or place it at \(SuiteLocation.defaultPath), then touch Package.swift)")
#endif
#if BATON_RELAY_LENSES
let relay = CompiledHalf(operations: RelayOperations.all, documents: RelayOperations.documents)
#else
let relay = CompiledHalf.none
#endif

do {
    let report = try await ConformanceSuite(directory: directory, baton: baton, relay: relay).run()
    for line in report.failureLines + report.markedLines { print(line) }
    print(report.summary)
    exit(report.allPassed ? 0 : 1)
} catch {
    print("error: \(error)")
    exit(2)
}
