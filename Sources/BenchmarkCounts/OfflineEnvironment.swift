import Baton
import BatonTesting

/// An environment over an empty store whose transport sends nothing on its own:
/// for measurements that commit payloads by hand and never fetch.
@MainActor
public func offlineEnvironment() -> Environment {
    Environment(store: Store(), transport: ScriptedTransport())
}
