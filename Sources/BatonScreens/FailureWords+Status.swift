import Baton
import BatonTUI

extension ScreenStatus {
    /// A failure as the status line says it, `waited` after it happened.
    public init(_ failure: Failure, advice: FailureAdvice, waited: Duration = .zero) {
        let words = FailureWords(failure, advice: advice, waited: waited)
        self = .failed(kind: words.kind, message: words.message)
    }
}
