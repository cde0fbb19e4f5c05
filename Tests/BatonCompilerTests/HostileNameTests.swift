@testable import BatonCompiler
import BatonSupport
import Testing

/// Names a schema or a document may take that the generated code takes too: each
/// document here compiled to Swift that did not compile, or was refused, before
/// the emitter gave names by scope. The JSON a lens writes keeps the response keys.
@Suite struct HostileNameTests {
    static let sdl = """
        type Query { node(id: ID!): Node, search(name: String!): [SearchResult], types: Types, named: Named, spelling: Spelling }
        type Mutation { addNote(text: String!): AddNotePayload }
        interface Node { id: ID }
        interface Named { name: String }
        union SearchResult = Character | Episode
        union Spelling = Type | Character
        type Character implements Node & Named { id: ID, name: String, status: String }
        type Episode implements Node & Named { id: ID, name: String }
        type Types { id: ID, Type: String, Slot: String }
        type Type { id: ID }
        type Note implements Node { id: ID, text: String }
        type AddNotePayload { note: Note }
        type PageInfo { hasNextPage: Boolean }
        """

    static func generate(_ text: String) throws(GenerateFailure) -> Generator.Output {
        let schemaDocument = try! Parser.parseDocument(Source(text: sdl, path: "schema.graphql"))
        let schema = SchemaBuilder.build([SchemaSource(document: schemaDocument, path: "schema.graphql")]).schema
        let document = try! Parser.parseDocument(Source(text: text, path: "Hostile.graphql"))
        return try Generator.generate(
            documents: [ExecutableSource(document: document, path: "Hostile.graphql")],
            schema: schema, config: BatonConfig(path: "baton.json", schema: "schema.graphql"), schemaDigest: "digest")
    }

    static func swift(_ text: String) throws(GenerateFailure) -> (file: String, shared: String) {
        let output = try generate(text)
        return (output.files.first { $0.name == "Hostile.graphql.swift" }?.contents ?? "",
                output.files.first { $0.name == Generator.sharedFileName }?.contents ?? "")
    }

    @Test func appendNodeNamingATypeThatIsNoEdgeGenerates() throws {
        let (file, _) = try Self.swift("""
            mutation AddNote($c: [ID!]!) { addNote(text: "t") { note @appendNode(connections: $c, edgeTypeName: "PageInfo") { id } } }
            """)
        #expect(file.contains(#"edit: Edit(.appendNode, connections: .variable("c"), edgeTypeName: "PageInfo")"#))
    }

    /// The author's `@alias` keeps `asCharacter`; the unaliased inline fragment's derived name gives way.
    @Test func anAliasWinsItsNameOverAnInlineFragmentsDerivedOne() throws {
        let (file, _) = try Self.swift("""
            query Q($id: ID!) {
              named { asCharacter: name ... on Character { status } }
              node(id: $id) { id ... on Episode @alias(as: "asCharacter") { name } ... on Character { name } }
            }
            """)
        // Beside a field's response key.
        #expect(file.contains("public var asCharacter: String? { anchor.optional(Slots.Named.name) }"))
        #expect(file.contains("public var asCharacter_: AsCharacter? { anchor.narrowed(to: Types.Character) }"))
        // Beside an alias.
        #expect(file.contains("public var asCharacter: AsCharacter? { anchor.narrowed(to: Types.Episode) }"))
        #expect(file.contains("public var asCharacter_: AsCharacter_? { anchor.narrowed(to: Types.Character) }"))
        #expect(file.contains(#"object.add("asCharacter", asCharacter)"#))
        #expect(file.contains("asCharacter_?.writeFields(to: &object)"))
    }

    @Test func twoExplicitNamesStillClash() throws {
        #expect(throws: GenerateFailure.self) {
            try Self.generate("query Q($id: ID!) { node(id: $id) { x: id ... on Episode @alias(as: \"x\") { name } } }")
        }
    }

    /// Every member of the union implements `Node`, so the fragment folds into the
    /// union's lens, and its fields are `Node`'s.
    @Test func aFragmentOnAnInterfaceCoveringAUnionReadsTheInterfacesFields() throws {
        let (file, _) = try Self.swift("query Q($name: String!) { search(name: $name) { ... on Node { id } } }")
        #expect(file.contains("public var id: String? { anchor.optional(Slots.SearchResult.id) }"))
    }

    /// A schema type named `Types`, with fields named as what `Slots` calls, and one named `Type`.
    @Test func schemaTypesNamedAsTheSharedFilesOwnAreMoved() throws {
        let (file, shared) = try Self.swift("query Q { types { Type Slot } spelling { ... on Type { id } } }")
        #expect(shared.contains("public enum Types {"))
        #expect(shared.contains(#"public static let Types_ = TypeID("Types")"#) == false)
        #expect(shared.contains(#"public static let Type_ = TypeID("Type")"#))
        #expect(shared.contains("    public enum Types_ {"))
        #expect(shared.contains(#"public static let Type_ = Slot(Types.Types, "Type")"#))
        #expect(shared.contains(#"public static let Slot_ = Slot(Types.Types, "Slot")"#))
        #expect(file.contains("public var Type_: String? { anchor.optional(Slots.Types_.Type_) }"))
        #expect(file.contains(#"object.add("Type", Type_)"#))
        #expect(file.contains("anchor.narrowed(to: Types.Type_)"))
    }

    @Test func aFragmentNamedAsASharedEnumMovesTheEnum() throws {
        let (file, shared) = try Self.swift("fragment Types on Character { name } fragment Slots on Character { id }")
        #expect(file.contains("public struct Types: Lens"))
        #expect(shared.contains("public enum Types_ {"))
        #expect(shared.contains("public enum Slots_ {"))
        #expect(file.contains("anchor.optional(Slots_.Character.name)"))
    }

    /// Members a lens declares or reads through are moved; the JSON keeps the keys.
    @Test func responseKeysNamedAsTheLensesOwnMembersAreMoved() throws {
        let (file, _) = try Self.swift("""
            fragment F_character on Character @refetchable(queryName: "FRefetch") {
              anchor: id writeFields: id jsonValue: id recordID: id self: id Type: id init: id Slots: id FRefetch: id class: id
            }
            """)
        for member in ["anchor", "writeFields", "jsonValue", "recordID", "self", "Type", "init", "Slots", "FRefetch"] {
            #expect(file.contains("public var \(member)_: String?"), "\(member)")
            #expect(file.contains(#"object.add("\#(member)", \#(member)_)"#), "\(member)")
        }
        #expect(file.contains("public var `class`: String?"))
        #expect(file.contains("try await anchor.refetch(FRefetch.self"))
    }

    @Test func variablesNamedAsTheValuesOwnMembersAreMoved() throws {
        let (file, _) = try Self.swift("query Q($self: ID!, $hash: ID!, $Data: ID!) { a: node(id: $self) { id } b: node(id: $hash) { id } c: node(id: $Data) { id } }")
        #expect(file.contains("public init(self_: String, hash_: String, Data_: String)"))
        #expect(file.contains(#"variables.set("self", self_)"#))
    }
}
