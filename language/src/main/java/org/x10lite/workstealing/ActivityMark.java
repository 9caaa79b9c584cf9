package org.x10lite.workstealing;

/**
 * Values of an async's state slot besides {@code null} (not running) and a
 * {@link org.x10lite.scheduler.FinishRecord} (running, its continuation stolen: the record is
 * the finish the async checks out of when its body ends).
 */
public final class ActivityMark {
    private final String name;

    private ActivityMark(String name) {
        this.name = name;
    }

    /** The async's body is running here and the rest of its parent activity has not been stolen. */
    public static final ActivityMark RUNNING = new ActivityMark("running");
    /** In a thief's copy of a frame: this async is where the stolen activity started; not stealable. */
    public static final ActivityMark BOUNDARY = new ActivityMark("boundary");

    @Override
    public String toString() {
        return name;
    }
}
