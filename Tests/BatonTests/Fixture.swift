import Foundation
import Testing

/// The recorded responses and dumps under `Fixtures/`, and those of Baton's
/// conformance suite, read where the suite lies (`$BATON_SPEC`, else
/// `../shared/reference/baton-spec` beside the checkout), never copied here.
enum Fixture {
    /// The suite's files the tests read, by the name they use.
    private static let suitePaths = [
        "character-name-hidden.json": "tests/character-name-hidden.json",
        "character-name-hidden.store.json": "tests/character-name-hidden.store.json",
        "characters-with-gaps.json": "tests/characters-with-gaps.json",
        "characters-with-gaps.store.json": "tests/characters-with-gaps.store.json",
        "conditions-excluded.json": "tests/conditions-excluded.json",
        "conditions-excluded.store.json": "tests/conditions-excluded.store.json",
        "conditions-included.json": "tests/conditions-included.json",
        "conditions-included.store.json": "tests/conditions-included.store.json",
        "float-error-index.json": "tests/float-error-index.json",
        "float-error-index.store.json": "tests/float-error-index.store.json",
        "integral-floats.json": "tokenizer/integral-floats.json",
        "integral-floats.store.json": "tokenizer/integral-floats.store.json",
        "keys-1.json": "tests/keys-1.json",
        "keys-1.store.json": "tests/keys-1.store.json",
        "lists-statuses.json": "tests/lists-statuses.json",
        "lists-statuses.store.json": "tests/lists-statuses.store.json",
        "negative-error-index.json": "tests/negative-error-index.json",
        "node-fields-character.json": "tests/node-fields-character.json",
        "node-fields-character.store.json": "tests/node-fields-character.store.json",
        "node-fields-episode.json": "tests/node-fields-episode.json",
        "node-fields-episode.store.json": "tests/node-fields-episode.store.json",
        "quote-list.json": "tests/quote-list.json",
        "quote-list.store.json": "tests/quote-list.store.json",
        "tokenizer-response.json": "tokenizer/response.json",
        "tokenizer-response.store.json": "tokenizer/response.store.json",
        "union-1.json": "tests/union-1.json",
        "union-1.store.json": "tests/union-1.store.json",
        "union-path-character.json": "tests/union-path-character.json",
        "union-path-character.store.json": "tests/union-path-character.store.json",
        "union-unknown-type.json": "tests/union-unknown-type.json",
        "union-unknown-type.store.json": "tests/union-unknown-type.store.json",
    ]

    static let suite: URL = ProcessInfo.processInfo.environment["BATON_SPEC"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../shared/reference/baton-spec").standardizedFileURL

    /// Whether the suite is there; the tests that read it are enabled by it.
    static var suiteIsPresent: Bool {
        FileManager.default.fileExists(atPath: suite.appending(component: "manifest.json").path)
    }

    static func bytes(_ name: String) -> [UInt8] {
        let url = suitePaths[name].map { suite.appending(path: $0) }
            ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")
        guard let url, let data = try? Data(contentsOf: url) else { preconditionFailure("no fixture \(name)") }
        return [UInt8](data)
    }

    static func text(_ name: String) -> String {
        String(decoding: bytes(name), as: UTF8.self)
    }
}

extension Trait where Self == ConditionTrait {
    /// A test that reads the suite's files runs where the suite is.
    static var readsTheSuite: Self {
        .enabled(if: Fixture.suiteIsPresent, "reads Baton's conformance suite, which lies outside the repository")
    }
}
