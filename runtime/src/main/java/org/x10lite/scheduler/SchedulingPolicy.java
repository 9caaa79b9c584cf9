package org.x10lite.scheduler;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * What a worker does at an {@code async} (seed 002, Guo et al.): run the async's body at once and
 * leave the rest of the parent activity to thieves (work-first), or leave the body to thieves as
 * a fresh task on its deque and go on with the parent (help-first); or choose between the two
 * at run time by SLAW's rules (seed 004, {@link AdaptiveRules}).
 */
public enum SchedulingPolicy {
    /** The body runs at once, in place; a thief steals the parent's continuation off the worker's stack. */
    WORK_FIRST("work-first"),
    /** The body becomes a fresh task on the worker's deque; the worker goes on with the parent; thieves take tasks without stopping it. */
    HELP_FIRST("help-first"),
    /** Work-first until SLAW's rules ({@link AdaptiveRules}) call for help-first at an async site, and back. */
    ADAPTIVE("adaptive");

    /** The option value that names the policy. */
    public final String optionName;

    SchedulingPolicy(String optionName) {
        this.optionName = optionName;
    }

    /** The policy an option value names. */
    public static SchedulingPolicy parse(String name) {
        for (SchedulingPolicy p : values()) {
            if (p.optionName.equals(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown scheduling policy '" + name + "' (expected one of: " + names() + ")");
    }

    /** The option values, comma-separated. */
    public static String names() {
        return Arrays.stream(values()).map(p -> p.optionName).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return optionName;
    }
}
