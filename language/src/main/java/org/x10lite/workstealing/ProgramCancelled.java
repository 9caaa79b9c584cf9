package org.x10lite.workstealing;

/**
 * Thrown in a worker running an activity of a program run that has failed as a whole (see
 * {@link ProgramCompletion#fail}): unwinds the activity without running any more of its guest
 * code, guest {@code finally} blocks included (as a cancellation does), and leaves the worker
 * ready for the next task.
 */
final class ProgramCancelled extends Error {
    private static final long serialVersionUID = 1L;

    ProgramCancelled() {
        super("x10lite program run cancelled", null, false, false);
    }
}
