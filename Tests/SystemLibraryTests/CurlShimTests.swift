import CCurl
import Foundation
import SampleServerSupport
import Testing

/// Collects a transfer's body; handed to libcurl as its write callback's context.
private final class ResponseBody {
    var bytes: [UInt8] = []
}

@Suite(.sampleServer) struct CurlShimTests {
    @Test func postsAQueryToTheSampleServer() throws {
        let server = try SampleServer.required()
        let handle = try #require(curl_easy_init())
        defer { curl_easy_cleanup(handle) }

        let body = #"{"query":"{ characters(page: 1) { info { count } results { name } } }"}"#
        var headers: UnsafeMutablePointer<curl_slist>? = nil
        headers = curl_slist_append(headers, "Content-Type: application/json")
        defer { curl_slist_free_all(headers) }

        let response = ResponseBody()
        let context = Unmanaged.passUnretained(response).toOpaque()
        let collect: baton_curl_data_callback = { data, size, count, context in
            let length = size * count
            guard let data, let context else { return 0 }
            let body = Unmanaged<ResponseBody>.fromOpaque(context).takeUnretainedValue()
            data.withMemoryRebound(to: UInt8.self, capacity: length) {
                body.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
            return length
        }

        #expect(baton_curl_setopt_string(handle, CURLOPT_URL, server.rickAndMortyEndpoint.absoluteString) == CURLE_OK)
        #expect(baton_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headers) == CURLE_OK)
        #expect(baton_curl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, body) == CURLE_OK)
        #expect(baton_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, 10_000) == CURLE_OK)
        #expect(baton_curl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, collect) == CURLE_OK)
        #expect(baton_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context) == CURLE_OK)

        let result = withExtendedLifetime(response) { curl_easy_perform(handle) }
        #expect(result == CURLE_OK, "\(String(cString: curl_easy_strerror(result)))")

        var status = 0
        #expect(baton_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK)
        #expect(status == 200)
        var contentType: UnsafeMutablePointer<CChar>?
        #expect(baton_curl_getinfo_string(handle, CURLINFO_CONTENT_TYPE, &contentType) == CURLE_OK)
        #expect(contentType.map { String(cString: $0) }?.hasPrefix("application/json") == true)

        let json = try JSONSerialization.jsonObject(with: Data(response.bytes)) as? [String: Any]
        let characters = (json?["data"] as? [String: Any])?["characters"] as? [String: Any]
        #expect((characters?["info"] as? [String: Any])?["count"] as? Int == 826)
        let first = (characters?["results"] as? [[String: Any]])?.first
        #expect(first?["name"] as? String == "Rick Sanchez")
    }
}
