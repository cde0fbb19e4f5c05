#include "CTaskHops.h"

#include <stdatomic.h>
#include <stddef.h>

// The concurrency runtime's hook on its global enqueue, as its headers declare
// it: a job (for a task, the task itself) and the enqueue the hook stands in for.
typedef struct SwiftJob SwiftJob;
typedef void (__attribute__((swiftcall)) *EnqueueGlobal)(SwiftJob *job);
extern void (__attribute__((swiftcall)) *swift_task_enqueueGlobal_hook)(SwiftJob *job, EnqueueGlobal original);
extern __attribute__((swiftcall)) void *swift_task_getCurrent(void);

enum { watches = 16 };
static _Atomic(void *) watched[watches];
static atomic_long hops[watches];
static atomic_flag installed = ATOMIC_FLAG_INIT;

static void __attribute__((swiftcall)) count_and_enqueue(SwiftJob *job, EnqueueGlobal original) {
    for (int watch = 0; watch < watches; watch++) {
        if ((void *)job == atomic_load(&watched[watch])) atomic_fetch_add(&hops[watch], 1);
    }
    original(job);
}

int baton_task_hops_watch_current(void) {
    // Installed once and left: with no task watched it only forwards.
    if (!atomic_flag_test_and_set(&installed)) swift_task_enqueueGlobal_hook = count_and_enqueue;
    void *task = swift_task_getCurrent();
    for (int watch = 0; watch < watches; watch++) {
        void *free = NULL;
        // Claimed first, then zeroed: the calling task runs until it returns, so
        // no enqueue of its own comes between.
        if (atomic_compare_exchange_strong(&watched[watch], &free, task)) {
            atomic_store(&hops[watch], 0);
            return watch;
        }
    }
    return -1;
}

long baton_task_hops_stop(int watch) {
    if (watch < 0 || watch >= watches) return 0;
    long counted = atomic_load(&hops[watch]);
    atomic_store(&watched[watch], NULL);
    return counted;
}
