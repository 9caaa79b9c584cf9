/** The activity runtime of x10lite, independent of Truffle nodes. */
module org.x10lite.runtime {
    exports org.x10lite.scheduler;
}
