import CCurl
import Foundation

/// One request's libcurl easy handle and what it does with the body: a JSON body (or
/// a REST resource's) is gathered and answered whole; a streamed one (multipart parts, server-sent events)
/// goes through its reader as it arrives, each payload yielded the moment it is
/// complete. Built and configured on the caller's thread, then handed to the
/// transfer loop, whose thread alone touches it from then on; hence
/// `@unchecked Sendable`.
final class CurlTransfer: @unchecked Sendable {
    let easy: UnsafeMutableRawPointer
    var continuation: Payloads.Continuation?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var received = Data()
    /// Whether the status and type were read, and so whether the body is streamed,
    /// and then by which reader.
    private var bodyKnown = false
    private var reader: (any ResponseBodyReader)?
    /// The write callback answered the sequence (the body said it is whole, or broke
    /// its format) and stopped the transfer, whose own end then says nothing.
    private var answered = false
    /// The response headers to read once it ends, by name.
    private var readHeaders: [String] = []
    /// Whether a 304 is an answer: the request was conditional.
    private var answersNotModified = false

    /// A POST of `body`, or a GET without one, or `method` in their place (a REST
    /// API's PATCH, PUT, DELETE); `isStream` for a subscription's stream, which the
    /// idle limit bounds rather than the total timeout.
    init(
        url: String, method: String? = nil, headerLines: [String], body: Data?, timeouts: HTTPTransport.Timeouts,
        isStream: Bool, freshConnection: Bool
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
        try configure(url: url, body: body, freshConnection: freshConnection)
        if let method {
            try check(baton_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method), "method \(method)")
        }
        try limit(by: timeouts, isStream: isStream)
    }

    /// Reads `names` of the response's headers into its payload, and takes a 304 for an
    /// answer when `notModified` (a conditional request's).
    func read(headers names: [String], notModified: Bool) {
        readHeaders = names
        answersNotModified = notModified
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(url: String, body: Data?, freshConnection: Bool) throws(TransportError) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let write: baton_curl_data_callback = { data, size, count, context in
            let length = size * count
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            // A count other than the chunk's stops the transfer.
            return transfer.receive(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
        }
        try check(baton_curl_setopt_string(easy, CURLOPT_URL, url), "URL \(url)")
        try check(baton_curl_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"), "protocols")
        try check(baton_curl_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList), "headers")
        if let body {
            try post(body)
        } else {
            try check(baton_curl_setopt_long(easy, CURLOPT_HTTPGET, 1), "GET")
        }
        // Signals are process-wide; a timeout must not reach for one on a shared thread.
        try check(baton_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1), "no signals")
        try check(baton_curl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""), "encodings")
        try check(baton_curl_setopt_long(easy, CURLOPT_FRESH_CONNECT, freshConnection ? 1 : 0), "fresh connection")
        try check(baton_curl_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, write), "write callback")
        try check(baton_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context), "write context")
        try check(baton_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer), "error buffer")
    }

    private func post(_ body: Data) throws(TransportError) {
        // The size first, so libcurl copies exactly the body's bytes.
        try check(baton_curl_setopt_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)), "body size")
        // A terminating NUL gives an empty body an address too; libcurl copies `size` bytes.
        let terminated = [UInt8](body) + [0]
        let copied = terminated.withUnsafeBytes { bytes in
            baton_curl_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        try check(copied, "body")
    }

    private func limit(by timeouts: HTTPTransport.Timeouts, isStream: Bool) throws(TransportError) {
        try check(baton_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, timeouts.connect.curlMilliseconds), "connect timeout")
        if isStream {
            // Less than a byte a second for the idle limit's seconds: nothing came,
            // not even a keep-alive comment.
            try check(baton_curl_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1), "idle rate")
            try check(baton_curl_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, timeouts.idle.curlSeconds), "idle limit")
        } else {
            try check(baton_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, timeouts.total.curlMilliseconds), "timeout")
        }
    }

    /// Takes the next bytes of the body, on the loop's thread; false stops the
    /// transfer.
    private func receive(_ chunk: UnsafeRawBufferPointer) -> Bool {
        knowBody()
        guard reader != nil else {
            received.append(chunk.assumingMemoryBound(to: UInt8.self))
            return true
        }
        let status = self.status
        do throws(TransportError) {
            try reader?.read(chunk) { part in
                continuation?.yield(Payload(bytes: part, status: status))
            }
        } catch {
            answered = true
            continuation?.finish(throwing: error)
            return false
        }
        guard reader?.isComplete == true else { return true }
        answered = true
        continuation?.finish()
        return false
    }

    /// Picks the reader once the status and type are known: at the first byte, or at
    /// the end of a body that had none.
    private func knowBody() {
        guard !bodyKnown else { return }
        bodyKnown = true
        // A failure's body is read whole, whatever its type, to say why.
        if (200..<300).contains(status), let contentType {
            reader = streamingReader(for: MediaType(contentType))
        }
    }

    private func check(_ code: CURLcode, _ what: String) throws(TransportError) {
        guard code == CURLE_OK else {
            throw .invalidRequest("libcurl refused the \(what): \(String(cString: curl_easy_strerror(code)))")
        }
    }

    /// Delivers what the transfer came to, once libcurl said it is done.
    func complete(_ code: CURLcode) {
        guard !answered else { return }
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
            knowBody()
            // A streamed body that ends before it said it is whole was cut off.
            return reader == nil ? response.outcome : .failure(.truncated)
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

    private var status: Int {
        var status = 0
        _ = baton_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        return status
    }

    private var contentType: String? {
        var contentType: UnsafeMutablePointer<CChar>?
        _ = baton_curl_getinfo_string(easy, CURLINFO_CONTENT_TYPE, &contentType)
        return contentType.map { String(cString: $0) }
    }

    private var response: HTTPResponse {
        // libcurl reads both forms of Retry-After, seconds and an HTTP date, as seconds;
        // zero means the response did not say.
        var retryAfter: curl_off_t = 0
        _ = baton_curl_getinfo_offset(easy, CURLINFO_RETRY_AFTER, &retryAfter)
        return HTTPResponse(
            status: status, contentType: contentType, body: received,
            retryAfter: retryAfter > 0 ? .seconds(retryAfter) : nil, headers: headers, answersNotModified: answersNotModified,
            redirect: redirect)
    }

    /// Where a redirect would go, which libcurl resolves and never follows here: a
    /// transfer does not follow redirects, so the token stays with the address given.
    private var redirect: String? {
        var location: UnsafeMutablePointer<CChar>?
        _ = baton_curl_getinfo_string(easy, CURLINFO_REDIRECT_URL, &location)
        return location.map { String(cString: $0) }
    }

    /// The headers asked for that the response had, each its last value.
    private var headers: [String: String] {
        var found: [String: String] = [:]
        for name in readHeaders {
            var header: UnsafeMutablePointer<curl_header>?
            guard curl_easy_header(easy, name, 0, UInt32(CURLH_HEADER), -1, &header) == CURLHE_OK,
                  let value = header?.pointee.value else { continue }
            found[name] = String(cString: value)
        }
        return found
    }

    /// libcurl's detailed message when it wrote one, else the code's description.
    private func message(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
    }
}
