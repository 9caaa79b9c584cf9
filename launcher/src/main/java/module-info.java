/** The x10lite command. */
module org.x10lite.launcher {
    requires org.graalvm.launcher;
    requires org.graalvm.polyglot;

    exports org.x10lite.launcher;
}
