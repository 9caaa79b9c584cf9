/** The Truffle-independent parts of the x10lite work-stealing scheduler. */
module org.x10lite.runtime {
    exports org.x10lite.scheduler;
}
