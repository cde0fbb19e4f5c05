import BatonTUI

extension KeyMap {
    /// Binds a screen's own keys, all at its creation. The configuration refuses a key
    /// bound twice, so a conflict here is the screen's own mistake and stops the program.
    public func bindScreenKeys(_ bindings: (KeyMap) throws -> Void) {
        do {
            try bindings(self)
        } catch {
            preconditionFailure("a screen binds each key once: \(error)")
        }
    }
}
