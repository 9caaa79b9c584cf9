# Sourced by ./x10lite, .ci/run and benchmarks/run: sets JAVA_HOME to a JDK 25 or newer.
# Looks at JAVA_HOME first, then the usual install folders; stops with one sentence if none is found.

x10lite_java_version() {
    "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p'
}

x10lite_find_jdk() {
    local candidate version
    for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25* /usr/lib/jvm/* \
                     /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
        [ -n "$candidate" ] && [ -x "$candidate/bin/java" ] && [ -x "$candidate/bin/javac" ] || continue
        version=$(x10lite_java_version "$candidate")
        if [ -n "$version" ] && [ "$version" -ge 25 ]; then
            export JAVA_HOME="$candidate"
            return 0
        fi
    done
    echo "x10lite needs a JDK 25 or newer, and none was found: install one (e.g. Temurin 25) and set JAVA_HOME to it." >&2
    return 1
}
