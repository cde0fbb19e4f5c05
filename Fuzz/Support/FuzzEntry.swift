import Foundation

/// A fuzz target compiled into its module's binary: what runs each input, and what
/// is built before the first (so that memory made once is not taken for a leak).
struct FuzzTarget {
    let run: (UnsafePointer<UInt8>, Int) -> CInt
    let prepare: () -> Void
}

/// The target this run fuzzes: the name the binary was started as. `scripts/fuzz`
/// builds one binary a module, with every target of the module in it, and links each
/// target's name to it; `fuzzTargets` (written by the script) lists them.
nonisolated(unsafe) private let selected: FuzzTarget = {
    let name = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
    guard let target = fuzzTargets[name] else {
        fatalError("no fuzz target \(name) in this binary; it holds \(fuzzTargets.keys.sorted())")
    }
    return target
}()

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    selected.prepare()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    selected.run(data, size)
}
