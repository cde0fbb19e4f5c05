import BatonSupport
import Foundation
import Testing
@testable import BatonCompiler

@Suite struct SchemaTests {
    static func build(_ sdl: String, extensions: [String] = []) throws -> (Schema, [Diagnostic]) {
        var sources = [SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql")]
        for (index, text) in extensions.enumerated() {
            let path = "client\(index).graphql"
            sources.append(SchemaSource(document: try Parser.parseDocument(Source(text: text, path: path)), path: path, isClient: true))
        }
        return SchemaBuilder.build(sources)
    }

    @Test func theBuiltInsAreThere() throws {
        let (schema, diagnostics) = try Self.build("type Query { a: Int }")
        #expect(diagnostics.isEmpty)
        for name in ["Int", "Float", "String", "Boolean", "ID", "__Schema", "__Type", "__TypeKind"] {
            #expect(schema.type(named: name) != nil, "\(name)")
        }
        for name in ["skip", "include", "deprecated", "specifiedBy", "oneOf", "defer", "stream", "connection", "refetchable",
                     "argumentDefinitions", "arguments", "alias", "required", "catch", "throwOnFieldError", "semanticNonNull",
                     "inline", "appendEdge", "prependEdge", "appendNode", "prependNode", "deleteEdge", "deleteRecord", "cacheExpiration"] {
            #expect(schema.directives[name] != nil, "@\(name)")
        }
        #expect(schema.queryTypeName == "Query")
        #expect(schema.mutationTypeName == nil)
        #expect(schema.fieldDefinition(on: "Query", named: "__typename")?.type == .nonNull(.named("String")))
        #expect(schema.fieldDefinition(on: "Query", named: "__schema") != nil)
        #expect(schema.directives["connection"]?.argument(named: "key")?.type == .nonNull(.named("String")))
    }

    @Test func abstractTypesKnowTheirPossibleTypes() throws {
        let (schema, diagnostics) = try Self.build("""
        schema { query: Root }
        type Root { node: Node }
        interface Node { id: ID! }
        interface Entity implements Node { id: ID! name: String }
        type User implements Entity & Node { id: ID! name: String }
        type Bot implements Node { id: ID! }
        union Actor = User | Bot
        """)
        #expect(diagnostics.isEmpty)
        #expect(schema.queryTypeName == "Root")
        #expect(schema.possibleTypes(of: "Node") == ["User", "Bot"])
        #expect(schema.possibleTypes(of: "Entity") == ["User"])
        #expect(schema.isPossibleType("Entity", of: "Node"))
        #expect(!schema.isPossibleType("Node", of: "Entity"))
        #expect(schema.typesOverlap("Actor", "Entity"))
        #expect(!schema.typesOverlap("Bot", "Entity"))
    }

    @Test func extensionsAddToTypesAndClientFieldsAreMarked() throws {
        let (schema, diagnostics) = try Self.build(
            "type Query { user: User } type User { id: ID }",
            extensions: ["extend type User { isSelected: Boolean } type Draft { text: String }", "extend type Usr { a: Int }",
                         "extend interface User { b: Int }"])
        #expect(schema.type(named: "User")?.field(named: "isSelected")?.isClient == true)
        #expect(schema.type(named: "User")?.field(named: "id")?.isClient == false)
        #expect(schema.type(named: "Draft")?.isClient == true)
        #expect(diagnostics.map(\.message) == [
            "Cannot extend type \"Usr\" because it is not defined.", "Cannot extend non-interface type \"User\".",
        ])
        #expect(diagnostics.first?.suggestions == ["User"])
        #expect(diagnostics.first?.path == "client1.graphql")
    }

    @Test func aFieldDefinedTwiceIsAWarningNamingBothPlaces() throws {
        let (schema, diagnostics) = try Self.build("type Query {\n  a: Int\n  a: String\n}")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].severity == .warning)
        #expect(diagnostics[0].span.start.line == 3)
        #expect(diagnostics[0].notes.map(\.span.start.line) == [2])
        #expect(schema.type(named: "Query")?.field(named: "a")?.type == .named("Int"))
    }

    @Test func sdlErrorsAreReported() throws {
        let (_, diagnostics) = try Self.build("""
        type Query { a: Strin, b(x: Query): Int, c: In }
        input In { v: Query }
        interface Named { name: String! other(arg: Int): Int }
        type Person implements Named & Query { name: String }
        union U = Person | Named
        type Query { z: Int }
        extend scalar Person @specifiedBy(url: "x")
        enum Empty
        """)
        #expect(diagnostics.map(\.message) == [
            "Unknown type \"Strin\".",
            "The type of Query.b.x must be Input Type but got: Query.",
            "The type of Query.c must be Output Type but got: In.",
            "The type of In.v must be Input Type but got: Query.",
            "Type Person must only implement Interface types, it cannot implement Query.",
            // A warning, as Relay's compiler gives it: after the error at the same place.
            "Interface field Named.other expected but Person does not provide it.",
            "Interface field Named.name expects type String! but Person.name is type String.",
            "Union type U can only include Object types, it cannot include Named.",
            "There can be only one type named \"Query\".",
            "Cannot extend non-scalar type \"Person\".",
            "Enum type Empty must define one or more values.",
        ])
        #expect(diagnostics[0].suggestions == ["String", "In"])
    }

    /// Relay's compiler builds a schema whose type leaves out a field of its interface
    /// (Relay's own test schema does), so batonc warns and builds it too.
    @Test func anInterfaceFieldATypeLeavesOutIsAWarning() throws {
        let (schema, diagnostics) = try Self.build("""
        type Query { a: A }
        interface Counted { count: Int }
        type A implements Counted { id: ID }
        """)
        #expect(diagnostics.map(\.message) == ["Interface field Counted.count expected but A does not provide it."])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(schema.type(named: "A")?.field(named: "count") == nil)
    }

    @Test func interfacesMustListTheInterfacesTheirInterfacesImplement() throws {
        let (_, diagnostics) = try Self.build("""
        type Query { a: A }
        interface Node { id: ID! }
        interface Resource implements Node { id: ID! url: String }
        type A implements Resource { id: ID! url: String extra(required: Int!): Int }
        """)
        #expect(diagnostics.map(\.message) == ["Type A must implement Node because it is implemented by Resource."])
    }

    @Test(.needs(ReferenceFiles.directory.appendingPathComponent("github.schema.graphql")))
    func githubsPublishedSchemaBuildsWithWarningsOnly() throws {
        let path = try ReferenceFiles.path("github.schema.graphql")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (schema, diagnostics) = SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: text, path: path)), path: path)
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(5))")
        #expect(diagnostics.contains { $0.message.contains("EnterpriseOwnerInfo.") })
        #expect(schema.type(named: "Repository")?.kind == .object)
        #expect(schema.possibleTypes(of: "Node").count > 100)
    }

    @Test func theProjectsSchemasBuildClean() throws {
        for relative in ["schema.graphql", "graphql/github/schema.graphql"] {
            let path = RepositoryRoot.path + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let (_, diagnostics) = SchemaBuilder.build([
                SchemaSource(document: try Parser.parseDocument(Source(text: text, path: path)), path: path)
            ])
            #expect(diagnostics.isEmpty, "\(relative): \(diagnostics.prefix(3))")
        }
    }

    @Test func directivesTheSDLAppliesAreChecked() throws {
        let (_, diagnostics) = try Self.build("""
        type Query {
          a: Int @deprecated(reson: "x")
          b: Int @deprecated @deprecated
          c: Int @oneOf
          d: Int @unknwn
        }
        scalar Date @specifiedBy
        """)
        #expect(diagnostics.map(\.message) == [
            "Unknown argument \"reson\" on directive \"@deprecated\".",
            "The directive \"@deprecated\" can only be used once at this location.",
            "Directive \"@oneOf\" may not be used on FIELD_DEFINITION.",
            "Unknown directive \"@unknwn\".",
            "Directive \"@specifiedBy\" argument \"url\" of type \"String!\" is required, but it was not provided.",
        ])
    }

    @Test func inputObjectsMayNotRequireThemselves() throws {
        let (_, diagnostics) = try Self.build("""
        type Query { a(x: A, o: O): Int }
        input A { b: B! }
        input B { a: A!, self: B }
        input O @oneOf { x: Int!, y: Int = 1 }
        """)
        #expect(diagnostics.map(\.message) == [
            "Cannot reference Input Object \"A\" within itself through a series of non-null fields: \"b.a\".",
            "Cannot reference Input Object \"B\" within itself through a series of non-null fields: \"a.b\".",
            "OneOf input field \"O.x\" must be nullable.",
            "OneOf input field \"O.y\" cannot have a default value.",
        ])
    }

    @Test func theBuiltInDefinitionsParse() throws {
        let document = try Parser.parseDocument(Source(text: BuiltinDefinitions.sdl, path: BuiltinDefinitions.path))
        #expect(document.definitions.count > 30)
    }

    @Test func rootTypesFollowGraphqlJs() throws {
        let (schema, diagnostics) = try Self.build("type Query { a: Int } type Mutation { b: Int } extend schema { mutation: Query }")
        #expect(diagnostics.isEmpty)
        #expect(schema.mutationTypeName == "Mutation")
        let (_, clash) = try Self.build("type Query { a: Int } extend schema { mutation: Query }")
        #expect(clash.map(\.message) == ["All root types must be different, \"Query\" type is used as query and mutation root types."])
        let (_, missing) = try Self.build("type Root { a: Int }")
        #expect(missing.map(\.message) == ["Query root type must be provided."])
    }

    @Test func aBuiltInScalarCannotBeRedefinedAndReservedNamesAreRefused() throws {
        let (schema, diagnostics) = try Self.build("type Query { a(id: ID): Int __b: Int } type ID { x: Int }")
        #expect(schema.type(named: "ID")?.kind == .scalar)
        #expect(diagnostics.map(\.message) == ["Name \"__b\" must not begin with \"__\", which is reserved by GraphQL introspection."])
    }

    @Test func defaultValuesMustFitTheirType() throws {
        let (_, diagnostics) = try Self.build("type Query { a(x: Int = \"one\", r: [E] = [A, B]): Int } enum E { A }")
        #expect(diagnostics.map(\.message) == [
            "Query.a(x:) has an invalid default value: Int cannot represent non-integer value: \"one\"",
            "Query.a(r:) has an invalid default value: Value \"B\" does not exist in \"E\" enum.",
        ])
    }
}
