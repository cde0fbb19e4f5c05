#ifndef BATON_CCURL_SHIM_H
#define BATON_CCURL_SHIM_H

#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic; Swift calls these typed
   wrappers instead, one per argument kind libcurl accepts. */

typedef size_t (*baton_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*baton_curl_progress_callback)(void *context, curl_off_t download_total,
                                            curl_off_t downloaded, curl_off_t upload_total,
                                            curl_off_t uploaded);

static inline CURLcode baton_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode baton_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode baton_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode baton_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode baton_curl_setopt_data_callback(CURL *handle, CURLoption option,
                                                       baton_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode baton_curl_setopt_progress_callback(CURL *handle,
                                                           baton_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode baton_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode baton_curl_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode baton_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode baton_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
