# Sourced by ./x10lite and tools/build-image: the JVM flags that run x10lite on the optimizing
# Truffle runtime, in one place. An embedder needs the same (README, Embedding).
#
# JVMCI must be enabled for Truffle to find the Graal compiler. Compiled loops keep their
# safepoint polls (-Djdk.graal.RemoveLoopSafepoints=false): Graal drops them from int-counted
# loops, and a worker in such a loop could answer a steal request only when the loop ends
# (docs/runtime.md, "Steal latency"). 16 MB thread stacks: deep guest recursion.
# shellcheck disable=SC2034
x10lite_jvm_flags=(
    -XX:+UnlockExperimentalVMOptions -XX:+EnableJVMCI
    --enable-native-access=org.graalvm.truffle,org.graalvm.truffle.runtime
    --sun-misc-unsafe-memory-access=allow
    -Xss16m
    -Djdk.graal.RemoveLoopSafepoints=false
)
