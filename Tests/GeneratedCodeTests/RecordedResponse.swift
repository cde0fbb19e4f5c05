@_spi(Generated) import Baton
import Foundation
import Testing

/// A response recorded from the sample server for a generated operation's exact
/// text, under `Responses/`.
struct RecordedResponse {
    let bytes: [UInt8]

    init(_ name: String) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Responses"))
        bytes = [UInt8](try Data(contentsOf: url))
    }

    /// The response's `data`, as the lens JSON renders values.
    func data() throws -> Variable {
        guard case .object(let members) = try JSONDecoder().decode(Variable.self, from: Data(bytes)),
              let data = members["data"]
        else { throw ResponseShapeError() }
        return data
    }

    /// Ingests and commits the response to a new store, as a fetch would.
    @MainActor
    func committed<Value: Baton.Operation>(for operation: Value, into store: Store = Store()) throws -> Store {
        store.commit(try Ingest.changeSet(for: bytes, plan: Value.plan, variables: operation.variables))
        return store
    }
}

struct ResponseShapeError: Error {}

extension Variable {
    /// The response with the fields the compiler added to the text and the author
    /// did not select left out: `id`, `__typename`, `__isT` and a connection's `cursor`
    /// and `pageInfo` where the lens's rendering has none. Everything else stays, so a
    /// field the lens lost still differs.
    func withoutAddedFields(comparedTo lens: Variable) -> Variable {
        switch (self, lens) {
        case let (.object(members), .object(lensMembers)):
            var kept: [String: Variable] = [:]
            for (name, value) in members {
                // `__isT` is the discriminator the text adds on an abstract type `T`.
                let added = ["id", "__typename", "cursor", "pageInfo"].contains(name) || name.hasPrefix("__is")
                if added, lensMembers[name] == nil { continue }
                kept[name] = lensMembers[name].map(value.withoutAddedFields(comparedTo:)) ?? value
            }
            return .object(kept)
        case let (.list(elements), .list(lensElements)) where elements.count == lensElements.count:
            return .list(zip(elements, lensElements).map { $0.withoutAddedFields(comparedTo: $1) })
        default:
            return self
        }
    }
}
