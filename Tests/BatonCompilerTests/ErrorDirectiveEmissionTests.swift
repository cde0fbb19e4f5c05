@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// Relay's error directives in the lens: the IR carries each field's, and the
/// emitter types its accessor by them (`@required` non-optional, bubbling to an
/// optional parent or throwing; `@catch` a `Result` or an optional;
/// `@throwOnFieldError` spreads that throw; semantic non-null fields read
/// non-optional where an error cannot reach them as a null).
@Suite struct ErrorDirectiveEmissionTests {
    static let sdl = """
        type Query { character(id: ID!): Character, characters: [Character], being: Being }
        interface Being { id: ID! }
        type Robot implements Being { id: ID!, model: String }
        type Droid implements Being { id: ID! }
        type Character { id: ID!, name: String, status: String, species: String @semanticNonNull, origin: Location, tags: [String] }
        type Location { id: ID!, name: String, founder: Character! }
        """

    static func schema() throws -> Schema {
        SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
    }

    static func swift(_ text: String) throws -> String {
        let document = try Parser.parseDocument(Source(text: text, path: "Errors.graphql"))
        let output = try Generator.generate(
            documents: [ExecutableSource(document: document, path: "Errors.graphql")], schema: try schema(),
            config: BatonConfig(path: "baton.json", schema: "schema.graphql"), schemaDigest: "digest")
        return try #require(output.files.first { $0.name == "Errors.graphql.swift" }?.contents)
    }

    static func lens(_ text: String) throws -> LensIR {
        let document = try Parser.parseDocument(Source(text: text, path: "Errors.graphql"))
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        return try LensBuilder(schema: try schema(), fragments: fragments, path: "Errors.graphql")
            .lens(of: try #require(document.fragments.first))
    }

    static let profile = """
        fragment Profile_character on Character {
          name
          origin @required(action: NONE) { name }
          status @required(action: LOG)
          species @required(action: THROW)
          tags @catch
          id @catch(to: NULL)
        }
        """

    @Test func theIRCarriesEachFieldsDirectives() throws {
        let lens = try Self.lens(Self.profile)
        #expect(lens.fields.map(\.errorHandling.required) == [nil, .silent, .log, .throw, nil, nil])
        #expect(lens.fields.map(\.errorHandling.caught) == [nil, nil, nil, nil, .result, .null])
        #expect(lens.fields.map(\.errorHandling.isSemanticNonNull) == [false, false, false, true, false, false])
        #expect(lens.bubbles)
        #expect(!lens.throwsOnFieldError)
        // Below a @catch a lens lists its errors; elsewhere it need not.
        let caught = try Self.lens("fragment C_character on Character { origin @catch { name } character: origin { id } }")
        guard case .link(let origin) = caught.fields[0].shape, case .link(let plain) = caught.fields[1].shape else {
            Issue.record("both read as links")
            return
        }
        #expect(origin.reportsErrors && !plain.reportsErrors)
        let strict = try Self.lens("fragment S_character on Character @throwOnFieldError { origin { name } }")
        guard case .link(let nested) = strict.fields[0].shape else { return }
        #expect(strict.throwsOnFieldError && nested.throwsOnFieldError && nested.reportsErrors)
    }

    @Test func requiredAndCaughtFieldsAreTypedByTheirDirectives() throws {
        let swift = try Self.swift(Self.profile)
        #expect(swift.contains("public var name: String? { anchor.optional(Slots.Character.name) }"))
        // Bubbling: non-optional, since the lens is absent when it is null.
        #expect(swift.contains("public var origin: Origin { anchor.link(Slots.Character.origin) }"))
        #expect(swift.contains("public var status: String { anchor.value(Slots.Character.status) }"))
        #expect(swift.contains(#"public var species: String { get throws(RequiredFieldError) { try anchor.required(Slots.Character.species, path: "species") { anchor.optional(Slots.Character.species) as String? } } }"#))
        #expect(swift.contains("public var tags: Result<[String?]?, FieldErrors> { anchor.catching(Slots.Character.tags) { anchor.optionalList(Slots.Character.tags) as [String?]? } }"))
        #expect(swift.contains("public var id: String? { try? anchor.catching(Slots.Character.id) { anchor.value(Slots.Character.id) as String }.get() }"))
        #expect(swift.contains("@_spi(Generated) public nonisolated static var bubbles: Bool { true }"))
        #expect(swift.contains(#"if let path = anchor.unmet("origin", logs: false, anchor.optionalLink(Slots.Character.origin) as Origin?) { return path }"#))
        #expect(swift.contains(#"if let path = anchor.unmet("status", logs: true, anchor.optional(Slots.Character.status) as String?) { return path }"#))
        // A throwing read renders through a closure, absent when it throws.
        #expect(swift.contains(#"object.add("species", reading: { try species })"#))
    }

    @Test func aSpreadOfABubblingOrStrictFragmentIsOptionalOrThrows() throws {
        let swift = try Self.swift("""
            query Q($id: ID!) { character(id: $id) { ...Profile_character ...Strict_character } }
            \(Self.profile)
            fragment Strict_character on Character @throwOnFieldError { species origin { name } }
            """)
        #expect(swift.contains("public var profile: Profile_character? { anchor.satisfied(anchor.spread() as Profile_character) }"))
        #expect(swift.contains("public var strict: Strict_character { get throws(FieldErrors) { try anchor.checked(anchor.spread() as Strict_character) } }"))
        #expect(swift.contains("profile?.writeFields(to: &object)"))
        #expect(swift.contains("(try? strict)?.writeFields(to: &object)"))
        // Semantic non-null under @throwOnFieldError, and the errors the spread checks.
        #expect(swift.contains("public var species: String { anchor.value(Slots.Character.species) }"))
        #expect(swift.contains("anchor.collectError(Slots.Character.species, into: &errors)"))
        #expect(swift.contains("anchor.collectLinkErrors(Slots.Character.origin, anchor.optionalLink(Slots.Character.origin) as Origin?, into: &errors)"))
    }

    @Test func aBubblingChildMakesItsLinkOptionalAndAStrictOperationSaysSo() throws {
        let swift = try Self.swift("""
            query Q($id: ID!) @throwOnFieldError {
              character(id: $id) { origin @required(action: NONE) { id } }
              characters { id origin @catch { name } }
            }
            """)
        #expect(swift.contains("public var character: Character? { anchor.satisfiedLink(Slots.Query.character_id) }"))
        // A bubbling child's link is nil whatever the schema says (`founder` is non-null).
        let nonNull = try Self.swift("""
            query Q($id: ID!) {
              character(id: $id) {
                origin { founder { origin @required(action: NONE) { id } } }
              }
            }
            """)
        #expect(nonNull.contains("public var founder: Founder? { anchor.satisfiedLink(Slots.Location.founder) }"))
        #expect(swift.contains("@_spi(Generated) public nonisolated static var throwsOnFieldError: Bool { true }"))
        #expect(swift.contains("public var origin: Result<Origin?, FieldErrors> { anchor.catchingLink(Slots.Character.origin) { anchor.optionalLink(Slots.Character.origin) as Origin? } }"))
    }

    @Test func aCaughtAliasedFragmentReadsAResultAndCatchesAStrictSpreadInside() throws {
        let swift = try Self.swift("""
            query Q($id: ID!) {
              character(id: $id) {
                ... @alias(as: "caught") @catch { ...Strict_character }
                ... @alias(as: "nulled") @catch(to: NULL) { name }
              }
            }
            fragment Strict_character on Character @throwOnFieldError { species }
            """)
        #expect(swift.contains("public var caught: Result<Caught, FieldErrors> { anchor.catchingFragment((Caught(anchor: anchor)) as Caught) }"))
        #expect(swift.contains("public var nulled: Nulled? { try? anchor.catchingFragment((Nulled(anchor: anchor)) as Nulled).get() }"))
        #expect(swift.contains(#"object.addAliased("caught", caught: caught)"#))
        #expect(swift.contains("anchor.collectThrown({ try self.strict }, into: &errors)"))
        #expect(swift.contains("anchor.collectError(Slots.Character.name, into: &errors)"))
    }

    /// Relay's rules: a field `@include`/`@skip` leave out is not null, so it does
    /// not bubble; and an inline fragment is no boundary, so a null inside one the
    /// record matches bubbles past it to the nullable field above.
    @Test func aRequiredNullBubblesOnlyWhenSelectedAndPastAnInlineFragment() throws {
        let swift = try Self.swift("""
            query Q($skip: Boolean!) {
              character(id: 1) { name @skip(if: $skip) @required(action: LOG) }
              being { ... on Robot { model @required(action: NONE) } }
            }
            """)
        #expect(swift.contains(#"if Baton.Guard.selects([[.skip("skip")]], anchor.owner.variables), let path = anchor.unmet("character.name""#))
        #expect(swift.contains("public var being: Being? { anchor.satisfiedLink(Slots.Query.being) }"))
        #expect(swift.contains("if let path = (anchor.narrowed(to: Types.Robot) as AsRobot?)?.unmetRequirement { return path }"))
    }
}
