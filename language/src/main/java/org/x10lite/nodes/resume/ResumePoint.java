package org.x10lite.nodes.resume;

/**
 * A node a stolen or parked continuation can resume after: an {@code async} (the rest of its
 * parent activity), a {@code finish} (the code after it) or a call of user code (the rest of
 * the caller once the callee returned). Ids are numbered per function when its root is built;
 * a slow clone of the function has the same ids, which is how a position found in the fast
 * code is found again in the slow code.
 */
public interface ResumePoint {
    int getResumeId();

    void setResumeId(int id);
}
