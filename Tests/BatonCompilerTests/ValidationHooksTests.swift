import Foundation
import Testing
@testable import BatonCompiler

/// The walker calls a hook only on the rules whose `hooks` name it, so a rule that
/// implements a hook and leaves it out of its list would never run it, and no
/// document would say so. Each rule's source is read: its list and the hooks it
/// defines must be the same.
@Suite struct ValidationHooksTests {
    private static let rules = URL(fileURLWithPath: RepositoryRoot.path)
        .appendingPathComponent("Sources/BatonCompiler/Validation/Rules")

    /// Every hook of `ValidationRule`, by the name of its function and of its option.
    private static let hookNames = [
        "enterDocument", "enterOperation", "leaveOperation", "enterFragment", "leaveFragment",
        "enterVariableDefinition", "enterSelectionSet", "enterField", "leaveField",
        "enterInlineFragment", "leaveInlineFragment", "enterFragmentSpread", "enterDirectives",
        "enterDirective", "enterArguments", "enterArgument", "finish",
    ]

    @Test func everyHookNameIsAnOption() {
        let options: [ValidationHooks] = [
            .enterDocument, .enterOperation, .leaveOperation, .enterFragment, .leaveFragment,
            .enterVariableDefinition, .enterSelectionSet, .enterField, .leaveField,
            .enterInlineFragment, .leaveInlineFragment, .enterFragmentSpread, .enterDirectives,
            .enterDirective, .enterArguments, .enterArgument, .finish,
        ]
        #expect(options.count == Self.hookNames.count)
        #expect(options.reduce(into: ValidationHooks()) { $0.formUnion($1) }.rawValue.nonzeroBitCount == options.count)
    }

    @Test func eachRuleListsExactlyTheHooksItDefines() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rules.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 40)
        for file in files {
            let text = try String(contentsOf: Self.rules.appendingPathComponent(file), encoding: .utf8)
            let listed = try #require(Self.listedHooks(in: text), "\(file) declares no `static let hooks`")
            let defined = Set(Self.hookNames.filter { text.contains("func \($0)(") })
            #expect(listed == defined, "\(file): listed \(listed.sorted()), defined \(defined.sorted())")
        }
    }

    /// The names in `static let hooks: ValidationHooks = [.a, .b]`; nil without one.
    private static func listedHooks(in text: String) -> Set<String>? {
        guard let declaration = text.range(of: "static let hooks: ValidationHooks = ["),
              let end = text[declaration.upperBound...].firstIndex(of: "]")
        else { return nil }
        let names = text[declaration.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).drop { $0 == "." }
        }
        return Set(names.filter { !$0.isEmpty }.map(String.init))
    }
}
