/** The x10lite command. */
module org.x10lite.launcher {
    requires org.graalvm.launcher;
    requires org.graalvm.polyglot;
    // only to ask which Truffle runtime runs (X10Launcher.compileOnceByDefault)
    requires org.graalvm.truffle;

    exports org.x10lite.launcher;
}
