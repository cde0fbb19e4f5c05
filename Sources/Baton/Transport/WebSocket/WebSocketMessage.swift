/// What the frame decoder hands on: a whole data message, its fragments joined, or
/// a control frame.
enum WebSocketMessage: Sendable, Equatable {
    case text(String)
    case binary([UInt8])
    case ping([UInt8])
    case pong([UInt8])
    /// A close frame: its code, absent when the frame had no payload, and its reason.
    case close(code: UInt16?, reason: String)
}
