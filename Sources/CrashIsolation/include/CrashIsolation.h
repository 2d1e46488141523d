#ifndef CONVERGENCE_CRASH_ISOLATION_H
#define CONVERGENCE_CRASH_ISOLATION_H

#include <stddef.h>
#include <stdint.h>

/// The process-level half of crash isolation: a registry of the renders in flight, and what the process does when one
/// of them traps, overflows its stack, exits or hangs (append a record, then start the same program again). Only what
/// a signal handler must do lives here; the Swift side (`RenderIsolation`) decides what to register and reads records.
/// Linux only: elsewhere `cvg_install` returns -1 and nothing is ever registered.

/// The record file named by the previous run of this program (`CONVERGENCE_CRASH_RECORDS`), or NULL. Read, and removed
/// from the environment, when the library is loaded, so that child processes do not inherit it.
const char *cvg_inherited_records_path(void);

/// How many times this program has been started again after a crash (`CONVERGENCE_CRASH_RESTARTS`), 0 at first.
int cvg_restart_count(void);

/// Installs the handlers, the exit hook, the watchdog and the standard-error tee, once per process. Call on the main
/// thread (its alternate signal stack catches stack overflows there).
///
/// - records_path: the file crash records are appended to (created when the first record is written).
/// - max_restarts: how many restarts in all; past that, a crash ends the program as it would without isolation.
/// - hang_seconds: how long one render may keep the main thread before it counts as an endless loop (0: never).
/// Returns 0 when installed (now or before), -1 where the mechanism is not available.
int cvg_install(const char *records_path, int max_restarts, double hang_seconds);

/// Whether `cvg_install` succeeded in this process.
int cvg_is_installed(void);

/// Registers a render in flight; `entry` is its record prefix (tab-separated, no newline). Returns its slot, or -1
/// when every slot is taken (the render then runs unregistered, and is counted in `cvg_unregistered_count`).
int cvg_begin(const char *entry);

/// Ends the render in `slot` (ignored for -1).
void cvg_end(int slot);

/// Notes that a heartbeat is about to be sent to the main queue; returns 1 when the caller should send it (the one
/// before it was answered), 0 while an earlier one waits. The watchdog counts a heartbeat unanswered for the hang limit,
/// while renders are in flight and no render's own code is marked, as the main thread held by work those renders
/// started (a `.task` that never awaits).
int cvg_heartbeat_sent(void);

/// Answers the heartbeat: called on the main queue.
void cvg_heartbeat_answered(void);

/// Marks `slot`'s own code as running on the main thread now; returns the mark to restore with `cvg_main_leave`.
int cvg_main_enter(int slot);

/// Restores the main thread's mark saved by `cvg_main_enter`.
void cvg_main_leave(int previous);

/// How many renders are in flight (registered or not).
int cvg_in_flight(void);

/// The record lines the process would append for a crash now (`kind`: a signal name, "exit 1" or "timeout"), as
/// the handler writes them, for tests of the bookkeeping. Returns the number of bytes written to `buffer`.
size_t cvg_describe(const char *kind, const char *message, int on_main, char *buffer, size_t size);

/// Where the program's executable is loaded in this process (its load bias), 0 where that is not known. A record's
/// frames are offsets from it, so that a later run of the same program can find them again.
uintptr_t cvg_executable_bias(void);

/// The last line holding `Fatal error` among the bytes standard error carried since install, or "" (for tests).
size_t cvg_last_fatal_line(char *buffer, size_t size);

#endif
