package org.x10lite.workstealing;

import com.oracle.truffle.api.frame.Frame;
import org.x10lite.scheduler.FinishRecord;

/** A root node that runs its callee under an implicit finish (the program entry), holding its record in its frame. */
public interface FinishScope {
    FinishRecord finishRecord(Frame frame);
}
