// glibc's GNU additions to posix_spawn (2.34, 2.35), which <spawn.h> declares only
// for _GNU_SOURCE, a mode the other modules' headers are not built in.
#include <spawn.h>

extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
extern int posix_spawn_file_actions_addtcsetpgrp_np(posix_spawn_file_actions_t *actions, int terminal);

// Closes every descriptor from `from` up in the child, before it runs the program.
static inline int baton_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

// Makes the child's process group the foreground one of `terminal`, before it runs
// the program, so that the keys' signals (Ctrl-C) reach it alone.
static inline int baton_spawn_take_foreground(posix_spawn_file_actions_t *actions, int terminal) {
    return posix_spawn_file_actions_addtcsetpgrp_np(actions, terminal);
}
