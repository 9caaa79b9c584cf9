# Sourced by the benchmark scripts: finds JDK 25, builds the benchmarks module, and sets
#   $cp            the class path for `java -cp "$cp" org.openjdk.jmh.Main ...`
#   x10_jvm_flags  the JVM flags that run x10lite compiled in this JVM (as the JMH forks get
#                  them from @Fork): JVMCI, the Graal compiler on the upgrade module path, ...
# and changes to benchmarks/ (the forks' --upgrade-module-path=target/upgrade is relative to it).
# Expects $here (benchmarks/), $root (repository) and $tool (the script's name, for messages).
# shellcheck source=../tools/find-jdk.sh
. "$root/tools/find-jdk.sh"
x10lite_find_jdk || exit 2

mkdir -p "$here/out"
jar="$here/target/x10lite-benchmarks-0.1.0-SNAPSHOT.jar"
# The build is skipped when its stamp is newer than every source and pom the jar is built from:
# Maven takes several seconds even with nothing to do, which a series of short
# `benchmarks/loop` calls would pay each time. (The jar's own time cannot serve: Maven leaves an
# unchanged jar alone.)
stamp="$here/target/build.stamp"
if [ -f "$stamp" ] && [ -f "$jar" ] && [ -f "$here/target/benchmark.classpath" ] && [ -z "$(find \
        "$root/pom.xml" "$root/runtime" "$root/language" "$here" -path '*/target' -prune \
        -o -path "$here/out" -prune -o -type f -newer "$stamp" -print -quit)" ]; then
    echo "$tool: benchmarks up to date (built $(date -r "$stamp" '+%F %T'))" >&2
else
    echo "$tool: building benchmarks (mvn -pl benchmarks -am package)..." >&2
    (cd "$root" && mvn -q -B -pl benchmarks -am package -DskipTests) >"$here/out/build.log" 2>&1 || {
        echo "$tool: the build failed; see $here/out/build.log" >&2
        exit 2
    }
    touch "$stamp"
fi
cd "$here"
cp="$jar:$(cat "$here/target/benchmark.classpath")"
[ -f "$here/target/upgrade/compiler-25.0.1.jar" ] || { echo "$tool: target/upgrade has no Graal compiler" >&2; exit 2; }
x10_jvm_flags=(-XX:+UnlockExperimentalVMOptions -XX:+EnableJVMCI --upgrade-module-path=target/upgrade
    --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow -Xss16m)
