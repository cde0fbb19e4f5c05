import Foundation

/// A streamed response body read as its bytes arrive, in chunks cut anywhere: each
/// payload's bytes handed back the moment its last byte came. A transfer that ends
/// before the reader is complete was cut off.
protocol ResponseBodyReader {
    /// Whether the body said it is whole: a closing boundary, a `complete` event.
    /// What follows is not read.
    var isComplete: Bool { get }

    /// Reads the next chunk, handing each payload it completes to `deliver` in
    /// order. Throws `TransportError.malformedStream` for bytes that break the
    /// body's format, after delivering the payloads before them.
    mutating func read(_ chunk: UnsafeRawBufferPointer, delivering deliver: (Data) -> Void) throws(TransportError)
}

/// The reader for a successful response's media type, nil for a body read whole.
func streamingReader(for mediaType: MediaType) -> (any ResponseBodyReader)? {
    switch mediaType.essence {
    case MultipartReader.mediaType:
        MultipartReader(boundary: mediaType.parameters["boundary"] ?? MultipartReader.defaultBoundary)
    case EventStreamReader.mediaType:
        EventStreamReader()
    default:
        nil
    }
}
