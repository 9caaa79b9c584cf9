/**
 * The parts of the work-stealing scheduler that need no Truffle, kept apart so they stay plain
 * concurrent Java:
 * <ul>
 * <li>{@link org.x10lite.scheduler.FinishRecord}: the shared state of one dynamic
 * {@code finish}, created at the first steal under it (or the first failure): the flows that
 * still have to check out, the exceptions collected, and the rest of the activity that the
 * main line parks there when it reaches the end of the finish early;</li>
 * <li>{@link org.x10lite.scheduler.StealHandoff}: the meeting point of one steal attempt,
 * claimed by the victim or abandoned by the thief exactly once, so a continuation is never
 * lost or run twice;</li>
 * <li>{@link org.x10lite.scheduler.IdleBackoff}: how long an idle worker waits between
 * rounds of looking for work;</li>
 * <li>{@link org.x10lite.scheduler.StealThrottle}: whether a thief's steals have paid off
 * lately, and so whether it may send the next steal request now;</li>
 * <li>{@link org.x10lite.scheduler.WorkerCounters}: one worker's statistics, summed into the
 * {@code x10lite.stats:} line.</li>
 * </ul>
 *
 * <p>The rest of the scheduler uses Truffle and lives in the language module: the worker pool,
 * workers, steal handshake, stack walks, continuations and slow clones in
 * {@code org.x10lite.workstealing}, and the nodes that drive them ({@code AsyncNode},
 * {@code FinishNode}, {@code AtomicNode}, {@code WhenNode}) in
 * {@code org.x10lite.nodes.parallel}. docs/runtime.md describes how they work together.
 */
package org.x10lite.scheduler;
