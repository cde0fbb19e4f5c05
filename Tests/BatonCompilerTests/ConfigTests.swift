import BatonSupport
import Testing
@testable import BatonCompiler

@Suite struct ConfigTests {
    static let schemaSDL = """
    type Query { character(id: ID!): Character, characters(page: Int): [Character], search(text: String): [Character] }
    type Character { id: ID, name: String, weight: Float, friends: [Character] }
    scalar DateTime
    """

    static func schema() throws -> Schema {
        let document = try Parser.parseDocument(Source(text: schemaSDL, path: "schema.graphql"))
        let (schema, diagnostics) = SchemaBuilder.build([SchemaSource(document: document, path: "schema.graphql")])
        #expect(diagnostics.isEmpty)
        return schema
    }

    @Test func readsEveryKeyAndResolvesPathsAgainstTheFile() throws {
        let text = """
        {
          "schema": "schema.graphql",
          "schemaExtensions": ["client"],
          "identity": { "default": ["id"], "types": { "Character": ["id"] } },
          "lookups": [{ "field": "Query.character", "type": "Character", "argument": "id" }],
          "transient": { "types": ["Character"], "fields": ["Query.search"] },
          "customScalarTypes": { "DateTime": "Foundation.Date", "URL": { "swift": "Foundation.URL", "kotlin": { "type": "java.net.URI", "converter": "app.Uris" } } },
          "persistConfig": { "file": "persisted.json", "algorithm": "SHA256" },
          "onError": "NULL"
        }
        """
        let (config, diagnostics) = ConfigDecoder.decode(text, path: "/app/graphql/baton.json", checkingFiles: false)
        #expect(diagnostics.isEmpty)
        let decoded = try #require(config)
        #expect(decoded.schema == "/app/graphql/schema.graphql")
        #expect(decoded.schemaExtensions == ["/app/graphql/client"])
        #expect(decoded.identity.defaultFields?.map(\.value) == ["id"])
        #expect(decoded.identity.types.map(\.type.value) == ["Character"])
        #expect(decoded.lookups.count == 1)
        #expect(decoded.lookups[0].field.fieldName == "character")
        #expect(decoded.lookups[0].arguments.map(\.value) == ["id"])
        #expect(decoded.transient.fields.map(\.fieldName) == ["search"])
        #expect(decoded.customScalarTypes.map(\.scalar.value) == ["DateTime", "URL"])
        #expect(decoded.customScalarTypes[1].kotlin == .init(type: "java.net.URI", converter: "app.Uris"))
        #expect(decoded.persistConfig?.file == "/app/graphql/persisted.json")
        #expect(decoded.persistConfig?.algorithm == .sha256)
        #expect(decoded.onError == .null)
    }

    @Test func anUnknownKeyIsAnErrorAtTheKeyWithSuggestions() {
        let text = "{\n  \"schema\": \"s.graphql\",\n  \"lookup\": []\n}"
        let (config, diagnostics) = ConfigDecoder.decode(text, path: "baton.json", checkingFiles: false)
        #expect(config == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message == "Unknown key \"lookup\" in baton.json.")
        #expect(diagnostics[0].span.start.line == 3)
        #expect(diagnostics[0].span.start.column == 3)
        #expect(diagnostics[0].suggestions == ["lookups"])
    }

    /// A baton.json shared with Baton's Kotlin build carries the Kotlin writer's section.
    @Test func theKotlinSectionIsAcceptedWhenAnObject() {
        let accepted = ConfigDecoder.decode("{\"schema\": \"s.graphql\", \"kotlin\": {\"package\": \"app\"}}",
                                            path: "baton.json", checkingFiles: false)
        #expect(accepted.config != nil)
        #expect(accepted.diagnostics.isEmpty)
        let refused = ConfigDecoder.decode("{\"schema\": \"s.graphql\", \"kotlin\": \"app\"}", path: "baton.json", checkingFiles: false)
        #expect(refused.diagnostics.map(\.message) == ["\"kotlin\" must be an object, found a string."])
    }

    @Test func aWrongTypeIsAnErrorAtTheKey() {
        let text = "{\"schema\": \"s.graphql\", \"onError\": 3, \"identity\": []}"
        let (_, diagnostics) = ConfigDecoder.decode(text, path: "baton.json", checkingFiles: false)
        #expect(diagnostics.map(\.message) == [
            "\"onError\" in baton.json must be a string, found a number.",
            "\"identity\" must be an object, found an array.",
        ])
        #expect(diagnostics.map(\.span.start.column) == [25, 39])
    }

    @Test func aMisspelledEnumValueSuggestsTheRightOne() {
        let text = "{\"schema\": \"s.graphql\", \"persistConfig\": {\"file\": \"p.json\", \"algorithm\": \"SHA265\"}}"
        let (_, diagnostics) = ConfigDecoder.decode(text, path: "baton.json", checkingFiles: false)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].suggestions == ["SHA256", "SHA1"])
    }

    @Test func aMissingSchemaAndInvalidJSONAreReported() {
        #expect(ConfigDecoder.decode("{}", path: "baton.json", checkingFiles: false).diagnostics.map(\.message)
            == ["baton.json must name the schema: \"schema\": \"schema.graphql\"."])
        let broken = ConfigDecoder.decode("{\n  \"schema\": \"s\",\n}", path: "baton.json", checkingFiles: false).diagnostics
        #expect(broken.count == 1)
        #expect(broken[0].span.start.line == 3)
        #expect(broken[0].message.hasPrefix("baton.json is not JSON: expected a key"))
    }

    @Test func namesTheSchemaLacksAreErrorsWithSuggestions() throws {
        let text = """
        {"schema": "s.graphql",
         "identity": {"types": {"Charcter": ["id"], "Character": ["nme", "weight", "friends"]}},
         "lookups": [{"field": "Query.charcter", "argument": "id"}, {"field": "Query.character", "type": "Character", "argument": "ids"}],
         "transient": {"types": ["Query"], "fields": ["Character.name"]},
         "customScalarTypes": {"DateTme": "Foundation.Date"}}
        """
        let (config, diagnostics) = ConfigDecoder.decode(text, path: "baton.json", checkingFiles: false)
        #expect(diagnostics.isEmpty)
        let found = ConfigChecker.check(try #require(config), against: try Self.schema())
        #expect(found.map(\.message) == [
            "Unknown type \"Charcter\" in the identity.",
            "Type \"Character\" has no field \"nme\" to be keyed by.",
            "\"Character.weight\" is Float, which cannot key a record: a key is a scalar other than Float and Boolean, or an enum.",
            "\"Character.friends\" is [Character], which cannot key a record: a key is a scalar other than Float and Boolean, or an enum.",
            "Type \"Query\" has no field \"charcter\" (in a lookup).",
            "\"Query.character\" has no argument \"ids\".",
            "A transient field is a root field of Query, not of \"Character\".",
            "Unknown type \"DateTme\" in customScalarTypes.",
        ])
        #expect(found[0].suggestions == ["Character"])
        #expect(found[1].suggestions == ["name"])
        #expect(found[4].suggestions == ["Query.character", "Query.characters"])
        #expect(found[5].suggestions == ["id"])
        #expect(found[7].suggestions == ["DateTime"])
        #expect(found[0].span.start.line == 2)
    }

    @Test func theProjectsConfigurationsAreValid() throws {
        for relative in ["baton.json", "graphql/github/baton.json"] {
            let (config, diagnostics) = ConfigDecoder.load(path: RepositoryRoot.path + "/" + relative)
            #expect(diagnostics.isEmpty, "\(relative): \(diagnostics)")
            #expect(config != nil)
        }
    }

    @Test func theSchemaIsOneFileOrSeveral() throws {
        let several = ConfigDecoder.decode(#"{"schema": ["schema.graphql", "live.graphql"]}"#, path: "/app/baton.json", checkingFiles: false)
        #expect(several.1.isEmpty)
        #expect(several.0?.schemaFiles == ["/app/schema.graphql", "/app/live.graphql"])
        #expect(several.0?.schema == "/app/schema.graphql")
        for wrong in [#"{"schema": []}"#, #"{"schema": 3}"#] {
            let (_, diagnostics) = ConfigDecoder.decode(wrong, path: "baton.json", checkingFiles: false)
            #expect(diagnostics.first?.message.hasPrefix("\"schema\" in baton.json must be a string or a non-empty array of strings") == true,
                    "\(diagnostics.map(\.message))")
        }
    }

    @Test func aSchemaThatIsNotThereIsAnErrorAtItsName() {
        let text = "{\"schema\": \"missing.graphql\", \"schemaExtensions\": [\"Tests\"]}"
        let (config, diagnostics) = ConfigDecoder.decode(text, path: RepositoryRoot.path + "/baton.json")
        #expect(config == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("The schema \"missing.graphql\" does not exist") == true)
        #expect(diagnostics.first?.span.start.column == 12)
    }
}
