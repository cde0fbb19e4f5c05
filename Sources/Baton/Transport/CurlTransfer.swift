import CCurl
import Foundation

/// One request's libcurl easy handle and the body it gathers. Built and configured on
/// the caller's thread, then handed to the transfer loop, whose thread alone touches
/// it from then on; hence `@unchecked Sendable`.
final class CurlTransfer: @unchecked Sendable {
    let easy: UnsafeMutableRawPointer
    var continuation: Payloads.Continuation?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var received = Data()

    init(
        url: String, headerLines: [String], body: Data, timeouts: HTTPTransport.Timeouts,
        freshConnection: Bool
    ) throws(TransportError) {
        guard let easy = curl_easy_init() else {
            throw .connection("libcurl could not make a transfer handle")
        }
        self.easy = easy
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        for line in headerLines {
            headerList = curl_slist_append(headerList, line)
        }
        try configure(url: url, body: body, timeouts: timeouts, freshConnection: freshConnection)
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(
        url: String, body: Data, timeouts: HTTPTransport.Timeouts, freshConnection: Bool
    ) throws(TransportError) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let collect: baton_curl_data_callback = { data, size, count, context in
            let length = size * count
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            transfer.received.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
            return length
        }
        try check(baton_curl_setopt_string(easy, CURLOPT_URL, url), "URL \(url)")
        try check(baton_curl_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"), "protocols")
        try check(baton_curl_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList), "headers")
        // The size first, so libcurl copies exactly the body's bytes.
        try check(baton_curl_setopt_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)), "body size")
        // A terminating NUL gives an empty body an address too; libcurl copies `size` bytes.
        let terminated = [UInt8](body) + [0]
        let copied = terminated.withUnsafeBytes { bytes in
            baton_curl_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        try check(copied, "body")
        try check(baton_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, timeouts.connect.curlMilliseconds), "connect timeout")
        try check(baton_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, timeouts.total.curlMilliseconds), "timeout")
        // Signals are process-wide; a timeout must not reach for one on a shared thread.
        try check(baton_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1), "no signals")
        try check(baton_curl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""), "encodings")
        try check(baton_curl_setopt_long(easy, CURLOPT_FRESH_CONNECT, freshConnection ? 1 : 0), "fresh connection")
        try check(baton_curl_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, collect), "write callback")
        try check(baton_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context), "write context")
        try check(baton_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer), "error buffer")
    }

    private func check(_ code: CURLcode, _ what: String) throws(TransportError) {
        guard code == CURLE_OK else {
            throw .invalidRequest("libcurl refused the \(what): \(String(cString: curl_easy_strerror(code)))")
        }
    }

    /// Delivers what the transfer came to, once libcurl said it is done.
    func complete(_ code: CURLcode) {
        switch outcome(of: code) {
        case let .success(payload):
            continuation?.yield(payload)
            continuation?.finish()
        case let .failure(error):
            continuation?.finish(throwing: error)
        }
    }

    private func outcome(of code: CURLcode) -> Result<Payload, TransportError> {
        switch code {
        case CURLE_OK:
            return response.outcome
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(.timedOut)
        case CURLE_PARTIAL_FILE:
            return .failure(.truncated)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .failure(.invalidRequest(message(for: code)))
        default:
            return .failure(.connection(message(for: code)))
        }
    }

    private var response: HTTPResponse {
        var status = 0
        _ = baton_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var contentType: UnsafeMutablePointer<CChar>?
        _ = baton_curl_getinfo_string(easy, CURLINFO_CONTENT_TYPE, &contentType)
        // libcurl reads both forms of Retry-After, seconds and an HTTP date, as seconds;
        // zero means the response did not say.
        var retryAfter: curl_off_t = 0
        _ = baton_curl_getinfo_offset(easy, CURLINFO_RETRY_AFTER, &retryAfter)
        return HTTPResponse(
            status: status, contentType: contentType.map { String(cString: $0) }, body: received,
            retryAfter: retryAfter > 0 ? .seconds(retryAfter) : nil)
    }

    /// libcurl's detailed message when it wrote one, else the code's description.
    private func message(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
    }
}
