#!/usr/bin/env bash
# Sequential recursive Fib(n): x10lite (optimizing Truffle runtime, serial elision of
# finish/async) beside idiomatic Java, in one JMH run on the same JDK.
#
#   benchmarks/fib-vs-java.sh                 build, run FibBenchmark (3 benchmarks x 2 forks,
#                                             ~3 min), print the table
#   benchmarks/fib-vs-java.sh -f 1            extra arguments go to JMH (here: one fork)
#   benchmarks/fib-vs-java.sh --trace [bench [opts]]
#                                             one short fork of x10liteFib (or bench) with the
#                                             polyglot options opts (k=v,k=v; default
#                                             engine.TraceCompilation=true): diagnostics, no table
#   benchmarks/fib-vs-java.sh --table FILE    only print the table of an earlier JSON result
#
# JMH's JSON result goes to benchmarks/out/fib-vs-java-<time>.json (and out/fib-vs-java.json).
# Table: per benchmark the median, min and max over all measurement iterations of all forks
# (ms per fib(n) call), and x10lite/Java as the ratio of the medians of this run.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
root="$(cd "$here/.." && pwd)"

table() {
    jq -r '
      def median: sort | length as $l | if $l % 2 == 1 then .[($l - 1) / 2] else (.[$l / 2 - 1] + .[$l / 2]) / 2 end;
      [ .[] | { name: (.benchmark | split(".") | last), n: (.params.n // "-"),
                samples: ([.primaryMetric.rawData[][]]) } ]
      | map(. + { median: (.samples | median), min: (.samples | min), max: (.samples | max) })
      | group_by(.n)[]
      | (map(select(.name == "javaFib")) | first | .median) as $java
      | .[]
      | [ .name, .n, .median, .min, .max, (.samples | length), (if $java == null then "" else .median / $java end) ]
      | @tsv' "$1" |
    awk -F'\t' 'BEGIN { printf "%-19s %4s %10s %19s %8s %14s\n", "benchmark", "n", "median ms", "min - max ms", "samples", "ratio vs Java" }
                { ratio = ($7 == "") ? "-" : sprintf("%.2f", $7)
                  printf "%-19s %4s %10.2f %19s %8d %14s\n", $1, $2, $3, sprintf("%.2f - %.2f", $4, $5), $6, ratio }'
}

if [ "${1:-}" = "--table" ]; then
    table "$2"
    exit 0
fi

tool=fib-vs-java
# shellcheck source=jmh-env.sh
. "$here/jmh-env.sh"

if [ "${1:-}" = "--trace" ]; then
    bench="${2:-x10liteFib}"
    options="${3:-engine.TraceCompilation=true}"
    exec "$JAVA_HOME/bin/java" -cp "$cp" org.openjdk.jmh.Main "FibBenchmark\\.$bench\$" \
        -f 1 -wi 3 -i 1 -jvmArgsPrepend "-Dx10lite.bench.options=$options"
fi

result="$here/out/fib-vs-java-$(date -u +%Y%m%dT%H%M%SZ).json"
"$JAVA_HOME/bin/java" -version 2>&1 | head -1 >&2
"$JAVA_HOME/bin/java" -cp "$cp" org.openjdk.jmh.Main 'FibBenchmark' -rf json -rff "$result" "$@"
cp "$result" "$here/out/fib-vs-java.json"
echo
echo "JMH result: $result"
table "$result"
