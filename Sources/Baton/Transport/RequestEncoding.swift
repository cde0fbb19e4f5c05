import BatonSupport
import Foundation

/// The one function that turns a request into the JSON a server receives. A server
/// with another convention gets another encoding and keeps the built-in transports.
public struct RequestEncoding: Sendable {
    private let encode: @Sendable (Request) -> Data

    public init(_ encode: @escaping @Sendable (Request) -> Data) {
        self.encode = encode
    }

    public func body(for request: Request) -> Data {
        encode(request)
    }

    /// `operationName`, then `query` or `documentId`, then `variables` (members sorted
    /// by name), then `onError` when set: one compact object, the same bytes for equal
    /// requests.
    public static let standard = RequestEncoding { request in
        var text = #"{"operationName":"#
        text.append(JSONText.quoted(request.operationName))
        switch request.document {
        case let .text(query):
            text.append(#","query":"#)
            text.append(JSONText.quoted(query))
        case let .persisted(id):
            text.append(#","documentId":"#)
            text.append(JSONText.quoted(id))
        }
        text.append(#","variables":"#)
        text.append(Variable.object(request.variables).json)
        if let onError = request.onError {
            text.append(#","onError":"#)
            text.append(JSONText.quoted(onError.rawValue))
        }
        text.append("}")
        return Data(text.utf8)
    }
}
