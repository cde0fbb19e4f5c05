/// Fuzz target `image-row`: a record's row body as the image reads it back from
/// SQLite, through `RowCodec`: its cells, each cell's payload decoded against a
/// names table, and the names it uses. A damaged file's bytes must decode to
/// values or to nothing, never trap; a payload that decodes must encode to bytes
/// that decode to the same value (compared as bytes, so a NaN counts as itself).
func fuzzImageRow(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    _ = RowCodec.names(in: body)
    for cell in RowCodec.cells(of: body) {
        let payload = Array(cell.payload)
        let decoded = payload.withUnsafeBytes { RowCodec.value(of: $0, name: ImageRowNames.name) }
        guard let (value, error) = decoded else { continue }
        let encoded = RowCodec.payload(value, error, intern: ImageRowNames.id)
        let again = encoded.withUnsafeBytes { RowCodec.value(of: $0, name: ImageRowNames.name) }
        guard let (valueAgain, errorAgain) = again else { preconditionFailure("an encoded payload does not decode") }
        precondition(RowCodec.payload(valueAgain, errorAgain, intern: ImageRowNames.id) == encoded,
                     "a decoded payload encodes to another value")
    }
    return 0
}

/// The image's names table: a few type names by id, as a store's image holds them.
enum ImageRowNames {
    static let names = ["Character", "Location", "Episode", "Query"]

    static func name(_ id: Int64) -> String? {
        id >= 0 && id < names.count ? names[Int(id)] : nil
    }

    static func id(_ name: String) -> Int64 {
        Int64(names.firstIndex(of: name)!)
    }
}
