import CCurl

/// libcurl's process-wide setup, done once, before the first handle, on whichever
/// thread gets there first: a static `let` is initialized exactly once, thread-safely.
enum CurlGlobal {
    static let isInitialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
}
