@testable import BatonCompiler
import BatonSupport
import Testing

/// `@cacheExpiration(seconds:)` becomes a constant of the operation value and never
/// reaches the server: neither its text nor the text a persisted id is hashed from.
@Suite struct CacheExpirationTests {
    static let sdl = "type Query { character(id: ID!): Character }\ntype Character { id: ID!, name: String }"

    private func generated(_ text: String, persist: Bool = false) throws -> Generator.Output {
        let schemaDocument = try Parser.parseDocument(Source(text: Self.sdl, path: "schema.graphql"))
        let schema = SchemaBuilder.build([SchemaSource(document: schemaDocument, path: "schema.graphql")]).schema
        let document = try Parser.parseDocument(Source(text: text, path: "Character.graphql"))
        var config = BatonConfig(path: "baton.json", schema: "schema.graphql")
        if persist { config.persistConfig = PersistConfig(file: "persisted.json", algorithm: .sha256) }
        return try Generator.generate(
            documents: [ExecutableSource(document: document, path: "Character.graphql")],
            schema: schema, config: config, schemaDigest: "digest")
    }

    private func swift(_ output: Generator.Output) throws -> String {
        try #require(output.files.first { $0.name == "Character.graphql.swift" }).contents
    }

    @Test func wholeSecondsAreEmittedAsSeconds() throws {
        let output = try generated("query CharacterQuery @cacheExpiration(seconds: 30) { character(id: \"1\") { name } }")
        let swift = try swift(output)
        #expect(swift.contains("public static let cacheExpiration: Duration? = .seconds(30)\n"))
        #expect(swift.components(separatedBy: "cacheExpiration").count == 2)
    }

    @Test func fractionalSecondsAreEmittedAsMilliseconds() throws {
        let output = try generated("query CharacterQuery @cacheExpiration(seconds: 1.1) { character(id: \"1\") { name } }")
        #expect(try swift(output).contains("public static let cacheExpiration: Duration? = .milliseconds(1100)\n"))
        #expect(CacheExpirationLiteral.literal(seconds: 2.5e1) == ".seconds(25)")
        #expect(CacheExpirationLiteral.literal(seconds: 0.25) == ".milliseconds(250)")
        #expect(CacheExpirationLiteral.literal(seconds: 0.0005) == ".milliseconds(0.5)")
    }

    @Test func theDirectiveLeavesTheCompactText() throws {
        let output = try generated("query CharacterQuery @cacheExpiration(seconds: 30) { character(id: \"1\") { name } }")
        let text = #"query CharacterQuery{character(id:\"1\"){name,id}}"#
        #expect(try swift(output).contains("public static let document = RequestDocument.text(\"\(text)\")"))
        #expect(!output.report.contains("cacheExpiration"))
    }

    @Test func thePersistedIdIsHashedFromTheTextWithoutTheDirective() throws {
        let output = try generated(
            "query CharacterQuery @cacheExpiration(seconds: 30) { character(id: \"1\") { name } }", persist: true)
        let id = Digest.sha256.hex(#"query CharacterQuery{character(id:"1"){name,id}}"#)
        #expect(try swift(output).contains("RequestDocument.persisted(id: \"\(id)\")"))
        #expect(output.persisted.contains(id))
        #expect(!output.persisted.contains("cacheExpiration"))
    }

    @Test func anOperationWithoutTheDirectiveDeclaresNoExpiration() throws {
        let output = try generated("query CharacterQuery { character(id: \"1\") { name } }")
        #expect(!(try swift(output).contains("cacheExpiration")))
    }
}
