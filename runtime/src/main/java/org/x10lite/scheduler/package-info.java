/**
 * The activity runtime of x10lite, independent of the Truffle nodes that drive it: per-worker
 * activity state and the bookkeeping of finish scopes. The work-stealing scheduler (workers,
 * steal protocol, finish records) is to be added here.
 */
package org.x10lite.scheduler;
