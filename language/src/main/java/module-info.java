/** The x10lite language: parser, static checks, Truffle AST, builtins. */
module org.x10lite.language {
    requires java.base;
    requires org.graalvm.truffle;
    requires org.graalvm.polyglot;
    requires org.x10lite.runtime;

    exports org.x10lite;

    provides com.oracle.truffle.api.provider.TruffleLanguageProvider with org.x10lite.X10LanguageProvider;
}
