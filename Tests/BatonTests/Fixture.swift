import Foundation

/// The recorded responses and dumps under `Fixtures/`.
enum Fixture {
    static func bytes(_ name: String) -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url)
        else { preconditionFailure("no fixture \(name)") }
        return [UInt8](data)
    }

    static func text(_ name: String) -> String {
        String(decoding: bytes(name), as: UTF8.self)
    }
}
