package org.x10lite.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * The help-first deque: on one thread it is a deque whose owner end is LIFO and whose thief end
 * is FIFO, growing as needed; with thieves racing its owner, every element pushed is taken
 * exactly once.
 */
class WorkStealingDequeTest {

    /** Operations 0 (push), 1 (pop) and 2 (steal) on one thread against {@link ArrayDeque}. */
    @Property(tries = 300)
    void behavesLikeADequeOnOneThread(@ForAll @Size(max = 600) List<@IntRange(min = 0, max = 2) Integer> ops) {
        WorkStealingDeque<Integer> deque = new WorkStealingDeque<>();
        ArrayDeque<Integer> model = new ArrayDeque<>();
        int next = 0;
        for (int op : ops) {
            switch (op) {
                case 0 -> {
                    deque.push(next);
                    model.addLast(next);
                    next++;
                }
                case 1 -> assertEquals(model.pollLast(), deque.pop());
                default -> assertEquals(model.pollFirst(), deque.steal());
            }
            assertEquals(model.size(), deque.size());
            assertEquals(model.isEmpty(), deque.isEmpty());
        }
    }

    @Test
    void growsPastItsFirstArrayKeepingOrder() {
        WorkStealingDeque<Integer> deque = new WorkStealingDeque<>();
        for (int i = 0; i < 1000; i++) {
            deque.push(i);
        }
        assertEquals(0, deque.steal());
        assertEquals(999, deque.pop());
        for (int i = 1; i < 999; i++) {
            assertEquals(i, deque.steal());
        }
        assertNull(deque.pop());
        assertNull(deque.steal());
    }

    /**
     * The owner pushes in bursts and pops between them while three thieves steal without pause:
     * no element is lost or taken twice, also when owner and thief race for the last one.
     */
    @RepeatedTest(5)
    void everyElementIsTakenExactlyOnceWhileThievesRace() throws InterruptedException {
        int count = 200_000;
        WorkStealingDeque<Integer> deque = new WorkStealingDeque<>();
        AtomicIntegerArray taken = new AtomicIntegerArray(count);
        AtomicBoolean ownerDone = new AtomicBoolean();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> thieves = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            Thread thief = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                while (true) {
                    boolean last = ownerDone.get();
                    Integer x = deque.steal();
                    if (x != null) {
                        taken.incrementAndGet(x);
                    } else if (last && deque.isEmpty()) {
                        return;
                    }
                }
            });
            thief.start();
            thieves.add(thief);
        }
        start.countDown();
        int pushed = 0;
        java.util.Random random = new java.util.Random(42);
        while (pushed < count) {
            int burst = Math.min(count - pushed, 1 + random.nextInt(200));
            for (int i = 0; i < burst; i++) {
                deque.push(pushed++);
            }
            int pops = random.nextInt(burst + 2);
            for (int i = 0; i < pops; i++) {
                Integer x = deque.pop();
                if (x == null) {
                    break;
                }
                taken.incrementAndGet(x);
            }
        }
        for (Integer x; (x = deque.pop()) != null;) {
            taken.incrementAndGet(x);
        }
        ownerDone.set(true);
        for (Thread thief : thieves) {
            thief.join();
        }
        for (int i = 0; i < count; i++) {
            assertEquals(1, taken.get(i), "element " + i + " taken " + taken.get(i) + " times");
        }
    }
}
