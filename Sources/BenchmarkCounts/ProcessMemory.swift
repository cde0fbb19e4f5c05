import Foundation

/// The process's resident size, as the kernel counts it, for the memory figures of
/// the counts mode. Unlike the counts, it depends on the build and on what the
/// process did before, so those figures are compared within a margin.
enum ProcessMemory {
    /// The resident set's size in bytes: the second field of `/proc/self/statm`,
    /// in pages; 0 where the file cannot be read (not Linux).
    static var residentBytes: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
