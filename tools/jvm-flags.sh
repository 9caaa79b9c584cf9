# Sourced by ./x10lite, tools/build-image and benchmarks/loop: the JVM flags that run x10lite on
# the optimizing Truffle runtime, in one place. An embedder needs the same (README, Embedding).
#
# JVMCI must be enabled for Truffle to find the Graal compiler. 16 MB thread stacks: deep guest
# recursion. org.graalvm.launcher.shell: the launcher runs on the JVM only (GraalVM's own
# launcher scripts set it), so its --help offers no --native mode.
# shellcheck disable=SC2034
x10lite_jvm_flags=(
    -XX:+UnlockExperimentalVMOptions -XX:+EnableJVMCI
    --enable-native-access=org.graalvm.truffle,org.graalvm.truffle.runtime
    --sun-misc-unsafe-memory-access=allow
    -Xss16m
    -Dorg.graalvm.launcher.shell=true
)

# The image's flags for time to result, on top of those (docs/performance.md, "Time to result").
# On a stock JDK the Graal compiler is Java code that the JVM itself compiles while the program
# runs; C1 alone compiles it (-XX:TieredStopAtLevel=1) at a fraction of C2's cost in CPU, which
# on two cores is taken from the program and from Truffle's compilations. Guest code is compiled
# by Graal either way. Measured: hello world and fib(38) end to end faster, and warm runs
# (ForkJoin's steals, fib) no slower. The image's runtime also has -XX:ThreadPriorityPolicy=1
# (tools/build-image puts it into the jlinked runtime, where a user without the right to raise
# priorities gets no warning): Java priorities then reach the OS, so the workers' low priority
# (WorkerPool.WORKER_PRIORITY) puts the compilers first for every user, and the JIT's and
# Truffle's compiler threads get the high priority they ask for where the user may raise
# priorities (root, CAP_SYS_NICE).
x10lite_image_flags=(
    -XX:TieredStopAtLevel=1
)
# The garbage collector, on a machine of one or two processors: the serial collector. The JVM
# takes G1 from two processors up, whose concurrent threads, barriers and pauses with two GC
# threads then share two cores with the program and with both compilers (C1 keeps compiling
# during a pause). Measured on 2 processors, every workload at its start-up size with 1 and 2
# workers: 8 % less wall time than G1 (geometric mean; 16 of 20 cases faster, Fib, NQueens and
# Integrate, which allocate at every call, up to 25 %), the parallel collector 5 %; steady runs
# no slower. On more processors the JVM's own choice stands (not measured here). Decided where
# the flags are used: for the image, on the machine that builds it.
x10lite_processors="$(nproc 2>/dev/null || echo 0)"
if [ "$x10lite_processors" -ge 1 ] && [ "$x10lite_processors" -le 2 ]; then
    x10lite_image_flags+=(-XX:+UseSerialGC)
fi
# What tools/build-image builds into the image's runtime (jlink --add-options), in one string.
x10lite_image_runtime_options="-XX:ThreadPriorityPolicy=1"
