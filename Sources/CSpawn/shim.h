// glibc's GNU addition to posix_spawn (2.34), which <spawn.h> declares only for
// _GNU_SOURCE, a mode the other modules' headers are not built in.
#include <spawn.h>

extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// Closes every descriptor from `from` up in the child, before it runs the program.
static inline int baton_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
