/// Fuzz target `app-config`: a `config.yml`'s bytes through the app's reader
/// (`ConfigurationFile.decode`: the size and UTF-8 checks, libyaml's events through
/// `YAMLReader`, then each setting's checks), and the same bytes through
/// `YAMLReader` alone, where libyaml meets what is not UTF-8 too. A configuration
/// comes back, and describes itself, exactly when nothing was thrown; an error
/// renders as a diagnostic at a place inside the file.
func fuzzAppConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let path = "/fuzz/config.yml"
        do throws(ConfigurationError) {
            let configuration = try ConfigurationFile.decode(bytes, path: path)
            precondition(!configuration.describe().isEmpty, "a configuration that describes no setting")
        } catch {
            let rendered = error.rendered
            precondition(rendered.hasPrefix("\(path):\(error.mark.line):\(error.mark.column): error: "),
                         "an error rendered without its place: \(rendered)")
            checkInside(error.mark, bytes)
        }
    }
    do throws(YAMLReader.Failure) {
        _ = try YAMLReader.read(bytes)
    } catch {
        checkInside(error.mark, bytes)
    }
    return 0
}

/// A place must be in the file: a column at least one, a line at least one and at
/// most one past the last. libyaml breaks lines at CR, LF, NEL, LS and PS, so every
/// byte that ends one of them counts as a break here.
private func checkInside(_ mark: YAMLNode.Mark, _ bytes: [UInt8]) {
    let breaks = bytes.count { [0x0A, 0x0D, 0x85, 0xA8, 0xA9].contains($0) }
    precondition(mark.line >= 1 && mark.line <= breaks + 2 && mark.column >= 1 && mark.column <= bytes.count + 1,
                 "a place outside the file: \(mark)")
}
