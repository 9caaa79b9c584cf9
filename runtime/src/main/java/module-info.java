/** The Truffle-independent parts of the x10lite work-stealing scheduler. */
module org.x10lite.runtime {
    // HdrHistogram 2.2.2 declares no module name: its jar's file name gives it
    requires HdrHistogram;

    exports org.x10lite.scheduler;
}
