#ifndef BATON_CSQLITE_SHIM_H
#define BATON_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT and SQLITE_STATIC are casts of integers to function pointers,
   which Swift cannot import; these return them as values. */
static inline sqlite3_destructor_type baton_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

static inline sqlite3_destructor_type baton_sqlite_static(void) {
    return SQLITE_STATIC;
}

#endif
