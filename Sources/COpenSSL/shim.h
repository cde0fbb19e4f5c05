#ifndef BATON_COPENSSL_SHIM_H
#define BATON_COPENSSL_SHIM_H

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/x509_vfy.h>

/* SSL_set_tlsext_host_name, SSL_CTX_set_mode and SSL_CTX_set_min_proto_version are
   macros over SSL_ctrl; Swift calls these functions instead. */

static inline int baton_ssl_set_server_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

/* Partial writes, and a retried write may pass a buffer that moved: the socket is
   non-blocking and the pending output is a Swift array. */
static inline void baton_ssl_ctx_allow_partial_writes(SSL_CTX *context) {
    SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
}

static inline int baton_ssl_ctx_require_tls12(SSL_CTX *context) {
    return (int)SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}

#endif
