import Baton
import Foundation
import RickAndMorty
import Testing

/// A request's variables: the value's, and `null` for each variable the
/// operation declares without a default that the value leaves unset (runtime.md,
/// section 10; Baton's script `transport`). The value's own variables, which
/// key its root and its storage keys, keep the unset one absent.
@Suite struct RequestVariablesTests {
    @Test func anUnsetVariableWithoutADefaultIsSentAsNull() {
        let operation = CharactersScreenQuery(page: 2)
        #expect(operation.variables == ["page": .int(2)])
        #expect(operation.request.variables == ["page": .int(2), "name": .null])
        let body = String(decoding: RequestEncoding.standard.body(for: operation.request), as: UTF8.self)
        #expect(body.hasSuffix(#""variables":{"name":null,"page":2}}"#))
        #expect(CharactersScreenQuery(page: 2, name: "Rick").request.variables == ["page": .int(2), "name": .string("Rick")])
    }
}
