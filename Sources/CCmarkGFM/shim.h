// GitHub's markdown parser and its extensions (tables, strikethrough, autolinks,
// task lists). Nodes are told apart by their type's name: the extensions' node types
// are C globals registered at run time, which Swift 6 cannot read safely.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
