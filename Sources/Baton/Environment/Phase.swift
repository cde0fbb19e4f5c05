/// The state of an operation's data as a view renders it: loading, ready with the
/// data's lens, or failed. Derived at each read, stored nowhere.
public enum Phase<Data: Lens>: Sendable {
    case loading
    case ready(Data)
    case failed(Failure)

    public var data: Data? {
        if case let .ready(data) = self { data } else { nil }
    }

    public var failure: Failure? {
        if case let .failed(failure) = self { failure } else { nil }
    }

    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}
