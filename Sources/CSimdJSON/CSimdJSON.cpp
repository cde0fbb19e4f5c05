#include "CSimdJSON.h"

#include <new>
#include <simdjson.h>

struct baton_simdjson_parser {
    simdjson::dom::parser parser;
};

baton_simdjson_parser *baton_simdjson_parser_create(void) {
    return new (std::nothrow) baton_simdjson_parser();
}

void baton_simdjson_parser_destroy(baton_simdjson_parser *parser) {
    delete parser;
}

size_t baton_simdjson_padding(void) {
    return simdjson::SIMDJSON_PADDING;
}

// Every value under `element`, itself included. The parse has already checked
// every value, parsed its numbers and unescaped its strings into the DOM.
static size_t walk(simdjson::dom::element element) {
    switch (element.type()) {
    case simdjson::dom::element_type::ARRAY: {
        size_t values = 1;
        for (simdjson::dom::element child : simdjson::dom::array(element)) values += walk(child);
        return values;
    }
    case simdjson::dom::element_type::OBJECT: {
        size_t values = 1;
        for (simdjson::dom::key_value_pair field : simdjson::dom::object(element)) values += walk(field.value);
        return values;
    }
    default:
        return 1;
    }
}

int baton_simdjson_walk(baton_simdjson_parser *parser, const uint8_t *bytes, size_t length, size_t *values) {
    simdjson::dom::element root;
    // The buffer is padded by the caller, so the parse reads it in place.
    simdjson::error_code error = parser->parser.parse(bytes, length, false).get(root);
    if (error) return error;
    *values = walk(root);
    return simdjson::SUCCESS;
}

const char *baton_simdjson_error_message(int error) {
    return simdjson::error_message(static_cast<simdjson::error_code>(error));
}
