import Foundation

/// Fuzz target `response-ingest`: a server's response bytes through the JSON
/// scanner and the ingest, against each of the runtime tests' plans (`Plans`:
/// scalars of every kind, links, lists, unions, interfaces, conditions, keys with
/// escapes, nesting that repeats). The ingest either makes a change set, which is
/// committed and must leave the store keeping its invariants (`StoreInvariants`,
/// as the debug builds check after every batch), or throws an `IngestError` or
/// `GraphQLErrors` and must leave the store as it was.
func fuzzResponseIngest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let store = Store()
        store.commit(IngestSeed.page)
        // The store after the last success; failures since then must not have
        // changed it. Comparing once per run of failures keeps the target fast.
        var contents = IngestSeed.pageContents
        var failed: [String] = []
        @MainActor func checkUnchanged() {
            guard !failed.isEmpty else { return }
            let violations = StoreInvariants.unchanged(contents, StoreContents(of: store))
            precondition(violations.isEmpty, "a failed ingest (\(failed)) changed the store: \(violations)")
            failed = []
        }
        for plan in IngestSeed.plans {
            do {
                let changeSet = try Ingest.changeSet(for: bytes, plan: plan, variables: IngestSeed.variables)
                checkUnchanged()
                store.commit(changeSet)
                let violations = StoreInvariants.check(store)
                precondition(violations.isEmpty, "\(plan.name): the commit broke the store's invariants: \(violations)")
                contents = StoreContents(of: store)
            } catch is IngestError, is GraphQLErrors {
                failed.append(plan.name)
            } catch {
                preconditionFailure("\(plan.name): an untyped failure: \(error)")
            }
        }
        checkUnchanged()
    }
    return 0
}

/// Builds the plans, the seed and its contents before the first input.
func prepareResponseIngest() {
    MainActor.assumeIsolated { _ = IngestSeed.pageContents }
    _ = IngestSeed.plans
}

/// What every run starts from: a store holding the recorded first page of
/// characters, and variables for every plan's arguments and conditions.
enum IngestSeed {
    static let plans = [
        Plans.characters, Plans.union, Plans.list, Plans.keys, Plans.quotes, Plans.tokenizer,
        Plans.setLists, Plans.friends, Plans.conditions, Plans.nodeFields,
    ]
    static let variables: Variables = [
        "page": .int(1), "name": .string("Rick"), "id": .string("1"),
        "withOrigin": .bool(true), "hideStatus": .bool(false),
    ]
    static let page: ChangeSet = {
        let url = RepositoryRoot.url.appendingPathComponent("Tests/BatonTests/Fixtures/characters-page-1.json")
        guard let data = try? Data(contentsOf: url),
              let changeSet = try? Ingest.changeSet(for: data, plan: Plans.characters, variables: ["page": .int(1)])
        else { fatalError("cannot ingest \(url.path)") }
        return changeSet
    }()
    @MainActor static let pageContents: StoreContents = {
        let store = Store()
        store.commit(page)
        return StoreContents(of: store)
    }()
}
