/// Any JSON value read as a variable, strictly: a number is an integer only when
/// its text is one (`2`, not `2.0`), so what a fixture wrote is what compares.
extension Variable: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let list = try? container.decode([Variable].self) {
            self = .list(list)
        } else {
            self = .object(try container.decode([String: Variable].self))
        }
    }
}
