import Baton
import BatonTUI

extension ScreenStatus {
    /// A failure as the status line says it.
    public init(_ failure: Failure, advice: FailureAdvice) {
        let words = FailureWords(failure, advice: advice)
        self = .failed(kind: words.kind, message: words.message)
    }
}
