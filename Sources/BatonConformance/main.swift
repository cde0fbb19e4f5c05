import Baton
import Conformance
import Foundation
#if BATON_SPEC_LENSES
import BatonSpecLenses
#endif

// Runs Baton's conformance suite over this runtime:
// `swift run BatonConformance [SPEC_DIR]` (else $BATON_SPEC, else ../shared/reference/baton-spec).
// Prints each failure with its case, step and first difference, then the summary line;
// exits 1 unless everything present passes.

#if BATON_SPEC_LENSES
let operations = SpecOperations.all
let compiled = true
#else
let operations: [any Baton.Operation.Type] = []
let compiled = false
#endif

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: BatonConformance [SPEC_DIR]   (default: $BATON_SPEC, else \(SuiteLocation.defaultPath))")
    exit(0)
}
let directory = SuiteLocation.directory(given: arguments.first)
if !compiled {
    print("note: the suite's documents were not compiled: no suite was found when the package was built (set BATON_SPEC or place it at \(SuiteLocation.defaultPath), then touch Package.swift)")
}
do {
    let report = try await ConformanceSuite(directory: directory, operations: operations, compiled: compiled).run()
    for line in report.failureLines { print(line) }
    print(report.summary)
    exit(report.allPassed ? 0 : 1)
} catch {
    print("error: \(error)")
    exit(2)
}
