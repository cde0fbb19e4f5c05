import CommandLineOptions
import Testing

/// `--version`'s line, which both executables print.
struct BuildVersionTests {
    /// The release, then the commit the build wrote: git's short name (twelve digits, more where fewer are ambiguous), marked when
    /// tracked files differed from it, or `unknown` for a build outside a checkout.
    @Test func theLineNamesTheProgramTheReleaseAndTheCommit() {
        let line = BuildVersion.line(program: "batonc")
        #expect(line.hasPrefix("batonc \(BuildVersion.release) (commit "))
        #expect(line.wholeMatch(of: /batonc \d+\.\d+\.\d+ \(commit ([0-9a-f]{12,}(-modified)?|unknown)\)/) != nil, "\(line)")
    }
}
