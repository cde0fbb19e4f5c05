// simdjson, for the benchmarks alone: the fastest parse of the fixture's bytes, the
// ingest's anchor. A C face over its C++ API, which Swift cannot import directly.
#ifndef C_SIMDJSON_H
#define C_SIMDJSON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// A simdjson DOM parser, whose buffers one parse leaves for the next.
typedef struct baton_simdjson_parser baton_simdjson_parser;

// A new parser, or NULL when it could not be allocated.
baton_simdjson_parser *baton_simdjson_parser_create(void);
void baton_simdjson_parser_destroy(baton_simdjson_parser *parser);

// The bytes simdjson may read past a document's end: the buffer given to
// `baton_simdjson_walk` holds this many more, so that the parse copies nothing.
size_t baton_simdjson_padding(void);

// Parses `length` bytes (their buffer padded as above) and walks every value of the
// document: each object, array, string, number, boolean and null. Returns 0 and
// sets `values` to the number visited, or returns simdjson's error code.
int baton_simdjson_walk(baton_simdjson_parser *parser, const uint8_t *bytes, size_t length, size_t *values);

// simdjson's words for an error code `baton_simdjson_walk` returned.
const char *baton_simdjson_error_message(int error);

#ifdef __cplusplus
}
#endif

#endif
