#ifndef BATON_CYAML_SHIM_H
#define BATON_CYAML_SHIM_H

/* libyaml imports whole: its event API is plain functions and structs. */
#include <yaml.h>

#endif
