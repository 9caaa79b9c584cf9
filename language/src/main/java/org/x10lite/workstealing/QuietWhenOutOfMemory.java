package org.x10lite.workstealing;

/**
 * A worker thread's handler of uncaught errors: one that comes from the heap running out is not
 * printed, anything else goes to the handler the thread had (Truffle's, which prints it on the
 * context's error stream). A worker never lets an error of a run escape (the run's caller is
 * told instead, see {@link Worker}); what can still end its thread is Truffle leaving the
 * context for it, and that fails for every thread once the heap ran out while Truffle
 * initialized its compiler. The caller of the run hears of the heap running out already.
 */
record QuietWhenOutOfMemory(Thread.UncaughtExceptionHandler previous) implements Thread.UncaughtExceptionHandler {
    @Override
    public void uncaughtException(Thread t, Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return;
            }
        }
        if (previous != null) {
            previous.uncaughtException(t, e);
        }
    }
}
