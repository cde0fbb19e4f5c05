// Counts how often a task is enqueued on the global executor: each is a hop off
// the actor it ran on, and on this Linux runtime a thread woken. Only the
// watched tasks' enqueues count, so that other work in the process (tests
// running in parallel) leaves a count alone; up to 16 tasks at once.
#ifndef C_TASK_HOPS_H
#define C_TASK_HOPS_H

// Starts counting the enqueues of the task that calls it, from zero; returns
// the watch's number, or -1 when 16 are already running.
int baton_task_hops_watch_current(void);

// Ends a watch and returns the enqueues it counted.
long baton_task_hops_stop(int watch);

#endif
