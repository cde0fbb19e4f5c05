@testable import BatonCompiler
import Testing

/// The Swift writer's naming and literals, where a schema's names meet Swift's.
@Suite struct EmitTests {
    @Test func spreadAccessorsAreNamedFromTheFragment() {
        #expect(SpreadNames.derived(from: "CharacterRow_character") == "characterRow")
        #expect(SpreadNames.derived(from: "StarButton_repository") == "starButton")
        #expect(SpreadNames.derived(from: "Header") == "header")
    }

    @Test func slotMembersAreMadeFromStorageKeys() {
        #expect(SwiftNames.member(from: "name") == "name")
        #expect(SwiftNames.member(from: #"issues(first:10,states:["OPEN"])"#) == "issues_first_10_states_OPEN")
        #expect(SwiftNames.member(from: #"node(id:"1")"#) == "node_id_1")
        #expect(SwiftNames.member(from: "characters(page:$page)") == "characters_page_page")
        #expect(SwiftNames.member(from: "2x") == "_2x")
    }

    @Test func aSlotKeyedByVariablesIsNamedByItsFieldAndArguments() throws {
        var catalog = SharedCatalog(schema: try Goldens.schema(), config: nil)
        let page = StorageKeyIR.arguments("characters", [
            ArgumentIR(name: "filter", value: .object(["name": .variable("name")])),
            ArgumentIR(name: "page", value: .variable("page")),
        ])
        let other = StorageKeyIR.arguments("characters", [
            ArgumentIR(name: "filter", value: .object(["status": .variable("status")])),
            ArgumentIR(name: "page", value: .variable("page")),
        ])
        #expect(catalog.slot(on: "Query", key: page) == "Slots.Query.characters_filter_page")
        #expect(catalog.slot(on: "Query", key: other) == "Slots.Query.characters_filter_page_2")
        #expect(catalog.slot(on: "Query", key: page) == "Slots.Query.characters_filter_page")
        #expect(catalog.slot(on: "Query", key: .constant("characters(page:1)")) == "Slots.Query.characters_page_1")
    }

    @Test func selectionsAreNamedByWhereAResponseFirstMeetsThem() {
        func link(_ key: String, _ selection: Int) -> FieldIR {
            FieldIR(responseKey: key, storageKey: .constant(key), kind: .link(selection: selection), isNullable: true)
        }
        func selection(_ type: String, _ fields: [FieldIR]) -> SelectionIR {
            SelectionIR(type: type, isAbstract: false, keyFields: [], variants: [VariantIR(types: [type], fields: fields)])
        }
        let plan = PlanIR(name: "Q", kind: .query, root: 2, selections: [
            selection("Info", []), selection("Characters", [link("info", 0)]),
            selection("Query", [link("characters", 1), link("again", 1)]), selection("Stray", []),
        ])
        #expect(PlanEmitter.responsePaths(of: plan) == ["characters.info", "characters", "", nil])
    }

    @Test func typesCarryTheirOptionality() {
        let list = SwiftType.optional(.generic("List", .named("Row")))
        #expect(list.rendered == "List<Row>?")
        #expect(list.isOptional && list.optional == list)
        #expect(SwiftType.array(.named("Int").optional).rendered == "[Int?]")
        #expect(!SwiftType.array(.named("Int").optional).isOptional)
        #expect(SwiftProperty(key: "n", name: "n", type: .named("Int").optional).parameter == "n: Int? = nil")
        #expect(SwiftProperty(key: "n", name: "n", type: .named("Int"), defaultValue: "5").parameter == "n: Int = 5")
        #expect(SwiftProperty(key: "n", name: "n", type: .named("Int")).parameter == "n: Int")
    }

    @Test func keywordsAndTheGeneratedEnumsOwnMembersAreEscaped() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("type") == "type")
        #expect(EnumCases.caseName("unknown") == "unknown_")
        #expect(EnumCases.caseName("name") == "name_")
        #expect(EnumCases.caseName("PUBLIC") == "PUBLIC")
        #expect(InputNames.property("variable") == "variable_")
        #expect(EnumCases.caseNames(["name", "name_", "self", "class"]) == ["name__", "name_", "self_", "`class`"])
        #expect(InputNames.properties(["hash", "self", "self_"]) == ["hash_", "self__", "self_"])
    }

    /// A schema enum or input named as a type the generated code names takes a
    /// suffix, and one a fragment takes gives way to the fragment.
    @Test func schemaEnumsAndInputsGiveWayToReservedAndWrittenNames() throws {
        let schema = try Goldens.schema()
        let catalog = SharedCatalog(schema: schema, config: nil, written: ["Status", "Types"])
        #expect(catalog.declaredName("Status") == "Status_")
        #expect(catalog.declaredName("SearchFilter") == "SearchFilter")
        #expect(catalog.typesName == "Types_")
        #expect(catalog.slotsName == "Slots")
    }

    @Test func stringLiteralsEscapeWhatSwiftWould() {
        #expect(SwiftNames.literal(#"a "b" \ c"#) == #""a \"b\" \\ c""#)
        #expect(SwiftNames.literal("line\nnext\u{1}") == #""line\nnext\u{1}""#)
    }

    @Test func planFieldsAreOneLineEachWithDefaultsLeftOut() {
        let plain = FieldIR(responseKey: "name", storageKey: .constant("name"), kind: .scalar(.string), isNullable: true)
        #expect(PlanEmitter.fieldLiteral(plain) == #".scalar("name", .string)"#)
        let aliased = FieldIR(responseKey: "total", storageKey: .constant("count"), kind: .scalar(.int), isNullable: false)
        #expect(PlanEmitter.fieldLiteral(aliased) == #".scalar("total", .int, key: .constant("count"), nullable: false)"#)
        let nested = FieldIR(responseKey: "grid", storageKey: .constant("grid"), kind: .scalarList(.float, depth: 2), isNullable: true)
        #expect(PlanEmitter.fieldLiteral(nested) == #".scalarList("grid", .float, depth: 2)"#)
        let page = FieldIR(
            responseKey: "characters",
            storageKey: .arguments("characters", [ArgumentIR(name: "filter", value: .object(["name": .variable("name")]))]),
            kind: .link(selection: 2), isNullable: true)
        #expect(PlanEmitter.fieldLiteral(page)
            == #".link("characters", 2, key: .arguments("characters", [Argument("filter", .object(["name": .variable("name")]))]))"#)
    }

    @Test func aClientFieldSaysSoAndNoOtherFieldDoes() {
        var pinned = FieldIR(responseKey: "isPinned", storageKey: .constant("isPinned"), kind: .scalar(.boolean), isNullable: true)
        #expect(PlanEmitter.fieldLiteral(pinned) == #".scalar("isPinned", .boolean)"#)
        pinned.isClient = true
        #expect(PlanEmitter.fieldLiteral(pinned) == #".scalar("isPinned", .boolean, client: true)"#)
        let drafts = FieldIR(responseKey: "drafts", storageKey: .constant("drafts"), kind: .links(selection: 1), isNullable: true,
                             deferred: "Q$defer$D", isClient: true)
        #expect(PlanEmitter.fieldLiteral(drafts) == #".links("drafts", 1, deferred: "Q$defer$D", client: true)"#)
    }
}
