// The signal-handler half of crash isolation: see include/CrashIsolation.h. Everything a handler, the exit hook or
// the watchdog runs is async-signal-safe (plain memory, atomics, write, open, dup2, sigaction, execve); everything
// that allocates happens in `cvg_install`, on the main thread, before the first render.
#define _GNU_SOURCE
#include "CrashIsolation.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__linux__)
#include <signal.h>
#include <unistd.h>
#endif

#define RECORDS_VARIABLE "CONVERGENCE_CRASH_RECORDS"
#define RESTARTS_VARIABLE "CONVERGENCE_CRASH_RESTARTS"
#define SLOT_COUNT 256
#define ENTRY_SIZE 1024
#define PATH_SIZE 1024
#define RING_SIZE 16384
#define FRAMES_SIZE 1600
#define ALTERNATE_STACK_SIZE (256 * 1024)
#define FRAME_LIMIT 64

static char inherited_path[PATH_SIZE];
static int inherited_restarts;

__attribute__((constructor)) static void cvg_load(void) {
    const char *path = getenv(RECORDS_VARIABLE);
    if (path != NULL && strlen(path) < PATH_SIZE) strcpy(inherited_path, path);
    const char *restarts = getenv(RESTARTS_VARIABLE);
    if (restarts != NULL) inherited_restarts = atoi(restarts);
    unsetenv(RECORDS_VARIABLE);
    unsetenv(RESTARTS_VARIABLE);
}

const char *cvg_inherited_records_path(void) { return inherited_path[0] ? inherited_path : NULL; }
int cvg_restart_count(void) { return inherited_restarts; }

// MARK: The registry (every platform: the bookkeeping is plain memory)

static char entries[SLOT_COUNT][ENTRY_SIZE];
static atomic_int active[SLOT_COUNT];
static atomic_int unregistered;
static atomic_int main_slot = -1;
static atomic_uint main_generation;
static atomic_int installed;

int cvg_is_installed(void) { return atomic_load(&installed); }

int cvg_begin(const char *entry) {
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        int expected = 0;
        if (atomic_load_explicit(&active[slot], memory_order_relaxed) == 0
            && atomic_compare_exchange_strong(&active[slot], &expected, 2)) {
            // 2 while the entry is written: a handler reads only slots at 1.
            size_t length = strlen(entry);
            if (length > ENTRY_SIZE - 1) length = ENTRY_SIZE - 1;
            memcpy(entries[slot], entry, length);
            entries[slot][length] = 0;
            atomic_store(&active[slot], 1);
            atomic_fetch_add(&main_generation, 1);
            return slot;
        }
    }
    atomic_fetch_add(&unregistered, 1);
    atomic_fetch_add(&main_generation, 1);
    return -1;
}

void cvg_end(int slot) {
    if (slot < 0) {
        atomic_fetch_sub(&unregistered, 1);
    } else if (slot < SLOT_COUNT) {
        atomic_store(&active[slot], 0);
    }
    atomic_fetch_add(&main_generation, 1);
}

// The thread that last entered a render's own code: the main actor's, which is not always the process's first thread
// (an `async` main parks that one in `dispatch_main`). The watchdog asks it for its frames.
static atomic_long actor_thread;
static _Thread_local long this_thread;

// The monotonic time, in nanoseconds, at which the heartbeat now waiting for the main queue was sent; 0 when none waits.
static atomic_llong heartbeat_sent_at;

static long long monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

int cvg_heartbeat_sent(void) {
    long long none = 0;
    return atomic_compare_exchange_strong(&heartbeat_sent_at, &none, monotonic_nanoseconds()) ? 1 : 0;
}

void cvg_heartbeat_answered(void) { atomic_store(&heartbeat_sent_at, 0); }

int cvg_main_enter(int slot) {
#if defined(__linux__)
    if (this_thread == 0) {
        this_thread = (long)gettid();
        // An alternate signal stack for every thread that runs a render's code, where its stack overflow is caught.
        stack_t current;
        if (atomic_load(&installed) && sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
            stack_t alternate = {.ss_sp = malloc(ALTERNATE_STACK_SIZE), .ss_size = ALTERNATE_STACK_SIZE, .ss_flags = 0};
            if (alternate.ss_sp != NULL) sigaltstack(&alternate, NULL);
        }
    }
    atomic_store(&actor_thread, this_thread);
#endif
    int previous = atomic_exchange(&main_slot, slot);
    atomic_fetch_add(&main_generation, 1);
    return previous;
}

void cvg_main_leave(int previous) {
    atomic_store(&main_slot, previous);
    atomic_fetch_add(&main_generation, 1);
}

int cvg_in_flight(void) {
    int count = atomic_load(&unregistered);
    for (int slot = 0; slot < SLOT_COUNT; slot++) count += atomic_load(&active[slot]) == 1;
    return count;
}

// MARK: Composing records (async-signal-safe: no allocation, no locks)

typedef struct {
    char *bytes;
    size_t size;
    size_t used;
} Output;

static void put(Output *out, const char *text) {
    for (; *text && out->used + 1 < out->size; text++) out->bytes[out->used++] = *text;
}

static void put_escaped(Output *out, const char *text, size_t limit) {
    for (size_t count = 0; *text && count < limit && out->used + 2 < out->size; text++, count++) {
        char c = *text;
        if (c == '\t' || c == '\n' || c == '\\' || c == '\r') {
            out->bytes[out->used++] = '\\';
            out->bytes[out->used++] = c == '\t' ? 't' : c == '\n' ? 'n' : c == '\r' ? 'r' : '\\';
        } else {
            out->bytes[out->used++] = c;
        }
    }
}

// The stopped thread's frames, as `capture_frames` wrote them for the record being composed ("" for none).
static char stopped_frames[FRAMES_SIZE];

static void put_record(Output *out, const char *verdict, const char *kind, const char *entry, const char *message,
                       const char *note) {
    put(out, verdict);
    put(out, "\t");
    put_escaped(out, kind, 64);
    put(out, "\t");
    put(out, entry);
    put(out, "\t");
    put_escaped(out, message, 600);
    if (note != NULL) put_escaped(out, note, 300);
    put(out, "\t");
    put(out, stopped_frames);
    put(out, "\n");
}

// One record per render to blame: the render whose code holds the main thread when the main thread stopped, else the
// only render in flight, else every render in flight as a suspect (the next run renders one at a time).
static int last_culprit = -1;

static size_t compose(const char *kind, const char *message, int on_main, char *buffer, size_t size) {
    Output out = {buffer, size, 0};
    last_culprit = -1;
    int culprit = on_main ? atomic_load(&main_slot) : -1;
    int registered = 0;
    int only = -1;
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        if (atomic_load(&active[slot]) == 1) {
            registered++;
            only = slot;
        }
    }
    // A stop on another thread than the views' is blamed on the only render in flight, and says so: it may come from
    // code that render started (a detached task), or from code no render runs.
    const char *note = NULL;
    if (culprit < 0 && registered == 1 && atomic_load(&unregistered) == 0) {
        culprit = only;
        if (!on_main) {
            note = " (on another thread than its views', while it was the only scenario in flight: from work it "
                   "started, such as a detached task, or from code no scenario runs)";
        }
    }
    if (culprit >= 0 && culprit < SLOT_COUNT) {
        last_culprit = culprit;
        put_record(&out, "culprit", kind, entries[culprit], message, note);
    } else {
        for (int slot = 0; slot < SLOT_COUNT; slot++) {
            if (atomic_load(&active[slot]) == 1) put_record(&out, "suspect", kind, entries[slot], message, NULL);
        }
        if (atomic_load(&unregistered) > 0) put_record(&out, "suspect", kind, "-\t-\t0\t-", message, NULL);
    }
    if (out.used < size) buffer[out.used] = 0;
    return out.used;
}

size_t cvg_describe(const char *kind, const char *message, int on_main, char *buffer, size_t size) {
    return compose(kind, message, on_main, buffer, size);
}

// MARK: Standard error, teed (a ring of its last bytes, for the runtime's `Fatal error: …` line)

static char ring[RING_SIZE];
static atomic_size_t ring_written;

static void ring_append(const char *bytes, size_t count) {
    size_t start = atomic_load(&ring_written);
    for (size_t index = 0; index < count; index++) ring[(start + index) % RING_SIZE] = bytes[index];
    atomic_store(&ring_written, start + count);
}

static size_t last_fatal_line(char *buffer, size_t size) {
    if (size == 0) return 0;
    buffer[0] = 0;
    size_t written = atomic_load(&ring_written);
    size_t available = written < RING_SIZE ? written : RING_SIZE;
    static const char needle[] = "Fatal error";
    size_t needle_length = sizeof(needle) - 1;
    // Newest first: the last `Fatal error` is the one that stopped the program.
    for (size_t back = needle_length; back <= available; back++) {
        size_t start = written - back;
        int match = 1;
        for (size_t index = 0; index < needle_length && match; index++) {
            match = ring[(start + index) % RING_SIZE] == needle[index];
        }
        if (!match) continue;
        size_t line_start = start;
        while (line_start > written - available && ring[(line_start - 1) % RING_SIZE] != '\n') line_start--;
        // The runtime's own line: `Fatal error: …` or `Module/File.swift:12: Fatal error: …`, not an echo of one
        // inside another message (a test library printing an earlier failure).
        int own = start == line_start;
        if (!own && start - line_start >= 3 && ring[(start - 1) % RING_SIZE] == ' '
            && ring[(start - 2) % RING_SIZE] == ':') {
            own = 1;
            for (size_t at = line_start; at < start - 2; at++) own = own && ring[at % RING_SIZE] != ' ';
        }
        if (!own) continue;
        size_t used = 0;
        for (size_t at = line_start; at < written && used + 1 < size; at++) {
            char c = ring[at % RING_SIZE];
            if (c == '\n') break;
            buffer[used++] = c;
        }
        buffer[used] = 0;
        return used;
    }
    return 0;
}

size_t cvg_last_fatal_line(char *buffer, size_t size) { return last_fatal_line(buffer, size); }

#if defined(__linux__)

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <execinfo.h>
#include <link.h>
#include <stdint.h>
#include <ucontext.h>
#include <unistd.h>

static const int handled_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
#define HANDLED_COUNT (int)(sizeof(handled_signals) / sizeof(handled_signals[0]))
static struct sigaction previous_actions[HANDLED_COUNT];

static pid_t installed_pid;
static char records_path[PATH_SIZE];
static int max_restarts;
static double hang_limit;
static char **restart_arguments;
static char **restart_environment;
static atomic_int handling;
static atomic_long handling_thread;
static int saved_stderr = -1;
static int tee_read = -1;
static atomic_int tee_busy;

static long current_thread(void) { return syscall(SYS_gettid); }

// MARK: The stopped thread's frames (addresses in the executable, relative to where it was loaded)

static uintptr_t executable_start, executable_end, executable_bias;

static int find_executable(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size;
    (void)unused;
    // The first object the loader lists is the program itself.
    uintptr_t low = UINTPTR_MAX, high = 0;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_LOAD) continue;
        uintptr_t start = info->dlpi_addr + header->p_vaddr;
        if (start < low) low = start;
        if (start + header->p_memsz > high) high = start + header->p_memsz;
    }
    executable_bias = info->dlpi_addr;
    executable_start = low;
    executable_end = high;
    return 1;
}

uintptr_t cvg_executable_bias(void) {
    if (executable_end == 0) dl_iterate_phdr(find_executable, NULL);
    return executable_bias;
}

/// `value`'s digits in `base` (10 or 16), most significant first.
static void put_digits(Output *out, uintptr_t value, unsigned base) {
    char digits[8 * sizeof value];
    int count = 0;
    do {
        digits[count++] = "0123456789abcdef"[value % base];
        value /= base;
    } while (value != 0 && count < (int)sizeof digits);
    while (count > 0) {
        char one[2] = {digits[--count], 0};
        put(out, one);
    }
}

static void put_frame(Output *out, char form, uintptr_t address) {
    if (out->used > 0) put(out, " ");
    if (address < executable_start || address >= executable_end) {
        put(out, "-");
        return;
    }
    char prefix[2] = {form, 0};
    put(out, prefix);
    put_digits(out, address - executable_bias, 16);
}

/// Writes the calling thread's frames into `stopped_frames`: `p<offset>` for the instruction that stopped it (from
/// the signal's context, when there is one), then `r<offset>` for each return address, `-` for a frame outside the
/// executable. The unwinder was loaded at install, so nothing here allocates.
static void capture_frames(void *context) {
    Output out = {stopped_frames, sizeof stopped_frames, 0};
    void *addresses[FRAME_LIMIT];
    int count = executable_end != 0 ? backtrace(addresses, FRAME_LIMIT) : 0;
    int first = 0;
    uintptr_t stopped_at = 0;
#if defined(__x86_64__)
    if (context != NULL) stopped_at = (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    if (context != NULL) stopped_at = (uintptr_t)((ucontext_t *)context)->uc_mcontext.pc;
#endif
    if (stopped_at != 0) {
        put_frame(&out, 'p', stopped_at);
        // What the unwinder found above the handler is not the program's: skip to the stopped instruction.
        for (int index = 0; index < count; index++) {
            if ((uintptr_t)addresses[index] == stopped_at) {
                first = index + 1;
                break;
            }
        }
    }
    for (int index = first; index < count; index++) put_frame(&out, 'r', (uintptr_t)addresses[index]);
    stopped_frames[out.used < sizeof stopped_frames ? out.used : sizeof stopped_frames - 1] = 0;
}

static void say(const char *text) {
    int fd = saved_stderr >= 0 ? saved_stderr : 2;
    ssize_t ignored = write(fd, text, strlen(text));
    (void)ignored;
}

static void pause_briefly(long milliseconds) {
    struct timespec delay = {milliseconds / 1000, (milliseconds % 1000) * 1000000L};
    while (nanosleep(&delay, &delay) < 0 && errno == EINTR) {}
}

/// Gives the tee a moment to pass on what was written just before the crash (the runtime's message).
static void let_tee_catch_up(void) {
    for (int round = 0; round < 40; round++) {
        int pending = 0;
        if (tee_read < 0 || (ioctl(tee_read, FIONREAD, &pending) == 0 && pending == 0 && !atomic_load(&tee_busy))) {
            return;
        }
        pause_briefly(5);
    }
}

static void restore_stderr(void) {
    if (saved_stderr >= 0) dup2(saved_stderr, 2);
}

static void append_records(const char *kind, const char *message, int on_main) {
    static char lines[SLOT_COUNT * 256 + 8192];
    size_t length = compose(kind, message, on_main, lines, sizeof lines);
    int fd = open(records_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0) return;
    size_t done = 0;
    while (done < length) {
        ssize_t count = write(fd, lines + done, length - done);
        if (count <= 0) break;
        done += (size_t)count;
    }
    close(fd);
}

static void put_number(Output *out, long value) {
    if (value < 0) {
        put(out, "-");
        value = -value;
    }
    put_digits(out, (uintptr_t)value, 10);
}

/// Starts this program again with the same arguments; returns only when it may not or cannot.
static void restart(const char *what) {
    if (inherited_restarts >= max_restarts || restart_arguments == NULL) {
        say("Convergence: too many restarts after crashes; the program ends here.\n");
        return;
    }
    char line[512];
    Output out = {line, sizeof line, 0};
    put(&out, "\nConvergence: ");
    if (last_culprit >= 0) {
        // The entry's first three fields: the scenario's id and its declaration (`Module/File.swift:12`).
        const char *entry = entries[last_culprit];
        int tabs = 0;
        for (; *entry && out.used + 1 < out.size; entry++) {
            if (*entry == '\t') {
                if (++tabs == 3) break;
                put(&out, tabs == 1 ? " (" : ":");
            } else {
                out.bytes[out.used++] = *entry;
            }
        }
        put(&out, ")");
    } else {
        put(&out, "a scenario (one of those in flight)");
    }
    put(&out, " ");
    put(&out, what);
    put(&out, "; starting the program again without it (restart ");
    put_number(&out, inherited_restarts + 1);
    put(&out, " of at most ");
    put_number(&out, max_restarts);
    put(&out, "). Records: ");
    put(&out, records_path);
    put(&out, "\n");
    line[out.used < sizeof line ? out.used : sizeof line - 1] = 0;
    say(line);
    restore_stderr();
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve("/proc/self/exe", restart_arguments, restart_environment);
    say("Convergence: could not start the program again.\n");
}

static const char *signal_kind(int signal, siginfo_t *info, void *context) {
    switch (signal) {
    case SIGILL:
    case SIGTRAP: return "trap";
    case SIGABRT: return "abort";
    case SIGBUS: return "bus error";
    case SIGFPE: return "arithmetic error";
    case SIGSEGV: {
        uintptr_t stack = 0;
        ucontext_t *machine = context;
#if defined(__x86_64__)
        stack = (uintptr_t)machine->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
        stack = (uintptr_t)machine->uc_mcontext.sp;
#endif
        uintptr_t fault = (uintptr_t)info->si_addr;
        uintptr_t distance = fault > stack ? fault - stack : stack - fault;
        return stack != 0 && distance < 256 * 1024 ? "stack overflow" : "segmentation fault";
    }
    default: return "signal";
    }
}

/// Lets the signal take its previous course: the runtime's backtrace, or the default end of the program.
static void pass_on(int signal, siginfo_t *info) {
    for (int index = 0; index < HANDLED_COUNT; index++) {
        if (handled_signals[index] == signal) sigaction(signal, &previous_actions[index], NULL);
    }
    restore_stderr();
    // A fault returns to the faulting instruction, which faults again; a sent signal is sent again.
    if (info == NULL || info->si_code <= 0) raise(signal);
}

static void on_signal(int signal, siginfo_t *info, void *context) {
    if (getpid() != installed_pid || cvg_in_flight() == 0) {
        pass_on(signal, info);
        return;
    }
    int expected = 0;
    if (!atomic_compare_exchange_strong(&handling, &expected, 1)) {
        // Another thread is writing the records and starting over: wait for it to replace the process.
        if (atomic_load(&handling_thread) != current_thread()) {
            for (;;) pause();
        }
        pass_on(signal, info);
        return;
    }
    atomic_store(&handling_thread, current_thread());
    // The thread that runs views' code: the main actor's, which is not the process's first thread under an `async`
    // main (that one is parked in `dispatch_main`).
    int on_main = current_thread() == atomic_load(&actor_thread);
    const char *kind = signal_kind(signal, info, context);
    capture_frames(context);
    let_tee_catch_up();
    char message[1024];
    // Only a trap or an abort follows the runtime's `Fatal error` line; a fault has no message of its own.
    int trapped = signal == SIGILL || signal == SIGTRAP || signal == SIGABRT;
    if (!trapped || last_fatal_line(message, sizeof message) == 0) {
        Output out = {message, sizeof message, 0};
        put(&out, strcmp(kind, "stack overflow") == 0 ? "the stack overflowed (unbounded recursion?)" : kind);
        message[out.used] = 0;
    }
    append_records(kind, message, on_main);
    char what[96];
    Output out = {what, sizeof what, 0};
    put(&out, "stopped the program (");
    put(&out, kind);
    put(&out, ")");
    what[out.used] = 0;
    restart(what);
    pass_on(signal, info);
}

static void on_exit_hook(int status, void *unused) {
    (void)unused;
    if (getpid() == installed_pid && cvg_in_flight() > 0) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&handling, &expected, 1)) {
            char message[128];
            Output out = {message, sizeof message, 0};
            put(&out, "the scenario's code called exit(");
            put_number(&out, status);
            put(&out, ")");
            message[out.used] = 0;
            char kind[32];
            Output kind_out = {kind, sizeof kind, 0};
            put(&kind_out, "exit ");
            put_number(&kind_out, status);
            kind[kind_out.used] = 0;
            capture_frames(NULL);
            append_records(kind, message, current_thread() == atomic_load(&actor_thread));
            restart("called exit()");
        }
    }
    // A normal end: what the tee still holds reaches the real standard error first, and the records are done with.
    restore_stderr();
    let_tee_catch_up();
    if (getpid() == installed_pid && inherited_path[0] && !atomic_load(&handling)) unlink(records_path);
}

// The main actor's frames while it loops: a signal makes its thread write them (`capture_frames` in the handler), which
// the watchdog waits for briefly. Used once, just before the program starts again. SIGPROF, because dispatch's worker
// threads (where an `async` main runs the main actor) block every signal but the synchronous ones and SIGPROF.
#define FRAMES_SIGNAL SIGPROF
static atomic_int main_frames_written;

static void on_frames_signal(int signal, siginfo_t *info, void *context) {
    (void)signal;
    (void)info;
    capture_frames(context);
    atomic_store(&main_frames_written, 1);
}

static void capture_main_thread_frames(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_frames_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigfillset(&action.sa_mask);
    if (sigaction(FRAMES_SIGNAL, &action, NULL) != 0) return;
    long thread = atomic_load(&actor_thread);
    if (thread == 0 || syscall(SYS_tgkill, installed_pid, thread, FRAMES_SIGNAL) != 0) return;
    for (int round = 0; round < 100 && !atomic_load(&main_frames_written); round++) pause_briefly(10);
    if (!atomic_load(&main_frames_written)) stopped_frames[0] = 0;
}

static void *watch(void *unused) {
    (void)unused;
    int watched = -1;
    unsigned generation = 0;
    struct timespec since = {0, 0};
    // When the main thread last showed it was alive: a render's code entered or left it, a render began or ended.
    long long alive_at = monotonic_nanoseconds();
    for (;;) {
        pause_briefly(100);
        int slot = atomic_load(&main_slot);
        unsigned now_generation = atomic_load(&main_generation);
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now_generation != generation) alive_at = monotonic_nanoseconds();
        // No render's own code marked, but renders in flight and the main queue deaf to a heartbeat for the hang
        // limit, with no sign of life since it was sent: work a render started holds the main thread (a `.task` body
        // that never awaits) — or, which cannot be told apart, other main-actor code; the message says it is inferred.
        long long heartbeat = atomic_load(&heartbeat_sent_at);
        long long waited_from = heartbeat > alive_at ? heartbeat : alive_at;
        int deaf = slot < 0 && heartbeat != 0 && hang_limit > 0 && cvg_in_flight() > 0
                   && (double)(monotonic_nanoseconds() - waited_from) / 1e9 >= hang_limit;
        if (!deaf && (slot < 0 || slot != watched || now_generation != generation)) {
            watched = slot;
            generation = now_generation;
            since = now;
            continue;
        }
        double held = (double)(now.tv_sec - since.tv_sec) + (double)(now.tv_nsec - since.tv_nsec) / 1e9;
        if (!deaf && (hang_limit <= 0 || held < hang_limit)) continue;
        int expected = 0;
        if (!atomic_compare_exchange_strong(&handling, &expected, 1)) return NULL;
        char message[300];
        if (deaf) {
            snprintf(message, sizeof message,
                     "the main thread did not answer for %.0f s while it was in flight, none of its views' code running "
                     "(a .task or other work it started that never awaits?)",
                     hang_limit);
        } else {
            snprintf(message, sizeof message,
                     "it kept the main thread for %.0f s without finishing (an endless loop?)", hang_limit);
        }
        capture_main_thread_frames();
        append_records("timeout", message, 1);
        restart("did not finish");
        // No restart left: end the program rather than hang it.
        restore_stderr();
        _exit(70);
    }
    return NULL;
}

static void *tee_loop(void *unused) {
    (void)unused;
    char buffer[4096];
    for (;;) {
        ssize_t count = read(tee_read, buffer, sizeof buffer);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return NULL;
        atomic_store(&tee_busy, 1);
        ring_append(buffer, (size_t)count);
        ssize_t done = 0;
        while (done < count) {
            ssize_t written = write(saved_stderr, buffer + done, (size_t)(count - done));
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) break;
            done += written;
        }
        atomic_store(&tee_busy, 0);
    }
}

/// The NUL-separated strings of a /proc file, as an array ending in NULL, with `extra` free places before the end.
static char **read_strings(const char *path, int extra, const char *skip1, const char *skip2) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return NULL;
    size_t capacity = 65536, length = 0;
    char *bytes = malloc(capacity);
    for (;;) {
        if (length + 1 >= capacity) bytes = realloc(bytes, capacity *= 2);
        ssize_t count = read(fd, bytes + length, capacity - length - 1);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        length += (size_t)count;
    }
    close(fd);
    bytes[length] = 0;
    size_t strings = 0;
    for (size_t index = 0; index < length; index++) strings += bytes[index] == 0;
    char **array = calloc(strings + 2 + (size_t)extra, sizeof(char *));
    size_t used = 0;
    for (size_t start = 0; start < length;) {
        char *string = bytes + start;
        size_t size = strlen(string);
        int skipped = (skip1 && strncmp(string, skip1, strlen(skip1)) == 0)
                      || (skip2 && strncmp(string, skip2, strlen(skip2)) == 0);
        if (!skipped) array[used++] = string;
        start += size + 1;
    }
    array[used] = NULL;
    return array;
}

int cvg_install(const char *path, int restarts, double hang_seconds) {
    if (atomic_load(&installed)) return 0;
    if (strlen(path) >= PATH_SIZE) return -1;
    strcpy(records_path, path);
    max_restarts = restarts;
    hang_limit = hang_seconds;
    installed_pid = getpid();
    // Where the program is loaded, and the unwinder loaded now (its first use allocates), for `capture_frames`.
    cvg_executable_bias();
    void *warm[2];
    backtrace(warm, 2);

    restart_arguments = read_strings("/proc/self/cmdline", 0, NULL, NULL);
    restart_environment = read_strings("/proc/self/environ", 2, RECORDS_VARIABLE "=", RESTARTS_VARIABLE "=");
    if (restart_arguments == NULL || restart_arguments[0] == NULL || restart_environment == NULL) return -1;
    size_t end = 0;
    while (restart_environment[end] != NULL) end++;
    size_t records_length = strlen(RECORDS_VARIABLE) + strlen(path) + 2;
    restart_environment[end] = malloc(records_length);
    snprintf(restart_environment[end], records_length, "%s=%s", RECORDS_VARIABLE, path);
    restart_environment[end + 1] = malloc(64);
    snprintf(restart_environment[end + 1], 64, "%s=%d", RESTARTS_VARIABLE, inherited_restarts + 1);
    restart_environment[end + 2] = NULL;

    // An alternate stack for this (the main) thread, where stack overflows are caught.
    stack_t alternate = {.ss_sp = malloc(ALTERNATE_STACK_SIZE), .ss_size = ALTERNATE_STACK_SIZE, .ss_flags = 0};
    if (alternate.ss_sp != NULL) sigaltstack(&alternate, NULL);

    // Standard error through a pipe whose last bytes are kept.
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) == 0) {
        saved_stderr = fcntl(2, F_DUPFD_CLOEXEC, 10);
        if (saved_stderr >= 0 && dup2(ends[1], 2) >= 0) {
            close(ends[1]);
            tee_read = ends[0];
            pthread_t thread;
            pthread_create(&thread, NULL, tee_loop, NULL);
            pthread_detach(thread);
        } else {
            close(ends[0]);
            close(ends[1]);
            saved_stderr = -1;
        }
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigfillset(&action.sa_mask);
    for (int index = 0; index < HANDLED_COUNT; index++) {
        sigaction(handled_signals[index], &action, &previous_actions[index]);
    }
    on_exit(on_exit_hook, NULL);
    pthread_t watchdog;
    if (pthread_create(&watchdog, NULL, watch, NULL) == 0) pthread_detach(watchdog);
    atomic_store(&installed, 1);
    return 0;
}

#else

uintptr_t cvg_executable_bias(void) { return 0; }

int cvg_install(const char *path, int restarts, double hang_seconds) {
    (void)path;
    (void)restarts;
    (void)hang_seconds;
    return -1;
}

#endif
