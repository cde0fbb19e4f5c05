import Baton
import BatonTesting
import Foundation

/// How the script's transport answers a request it holds: with a response's
/// file, or with one of the three failures the suite names.
enum ScriptAnswer {
    case response(String)
    case failure(Failure)

    enum Failure: String {
        /// The transport's own: nothing came back.
        case transport
        /// The server's errors and no data.
        case request
        /// Neither data nor errors.
        case malformed
    }

    /// Answers `held` and ends it.
    func deliver(to held: HeldRequest, _ files: SuiteFiles, step: String) throws(StepFailure) {
        do {
            switch self {
            case .response(let path):
                let bytes: [UInt8]
                do { bytes = try files.bytes(path) } catch { throw StepFailure(step, "cannot read \(path): \(error)") }
                try held.respond(Payload(bytes: Data(bytes)))
            case .failure(.transport):
                try held.refuse(TransportError.connection("the script's transport failure"))
            case .failure(.request):
                try held.respond(json: #"{"data":null,"errors":[{"message":"the script's request error"}]}"#)
            case .failure(.malformed):
                try held.respond(json: "{}")
            }
        } catch let error as ScriptedTransportError {
            throw StepFailure(step, "the transport could not answer \(held.request.operationName): \(error)")
        } catch let failure as StepFailure {
            throw failure
        } catch {
            throw StepFailure(step, "\(error)")
        }
    }
}
