/// The release this binary is.
enum Version {
    static let current = "0.1.0"
}
