import BatonSupport

/// Fuzz target `baton-config`: a baton.json's text through `ConfigDecoder` (the
/// JSON parser, then the checks of each key), and its diagnostics rendered with
/// their excerpts. Any text must end in a configuration or diagnostics; the files
/// it names are not looked for, since the text is all the input there is.
func fuzzBatonConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let path = "/fuzz/baton.json"
    let (config, diagnostics) = ConfigDecoder.decode(text, path: path, checkingFiles: false)
    precondition((config == nil) == diagnostics.containsErrors, "a configuration with errors, or none without")
    _ = DiagnosticRenderer(sources: [Source(text: text, path: path)]).render(diagnostics)
    return 0
}
