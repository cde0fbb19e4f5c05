/// The error the demo raises on request, to show an uncaught error ending the program:
/// the terminal restored first, then the message on standard error.
enum DemoError: Error, CustomStringConvertible {
    case requested

    var description: String { "the demo was asked to fail (the ! key)" }
}
