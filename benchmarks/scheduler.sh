#!/usr/bin/env bash
# What finish/async cost and buy, compiled, in one JMH run (SchedulerBenchmark): Fib(35) and
# NQueens(11) under serial elision, on one worker and on two workers.
#
#   benchmarks/scheduler.sh                 build, run (2 workloads x 3 configurations x 2 forks,
#                                           about 7 minutes), print the table
#   benchmarks/scheduler.sh -f 1            extra arguments go to JMH (here: one fork)
#   benchmarks/scheduler.sh --table FILE    only print the table of an earlier JSON result
#
# JMH's JSON result goes to benchmarks/out/scheduler-<time>.json (and out/scheduler.json).
# Table: per workload and configuration the median, min and max over all measurement
# iterations of all forks (ms per call); then per workload the ratios of medians of this run:
# sequential overhead = workers1 / elided (goal <= 1.05), speedup = elided / workers2.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
root="$(cd "$here/.." && pwd)"

table() {
    jq -r '
      def median: sort | length as $l | if $l % 2 == 1 then .[($l - 1) / 2] else (.[$l / 2 - 1] + .[$l / 2]) / 2 end;
      [ .[] | { workload: .params.workload, config: .params.config, samples: ([.primaryMetric.rawData[][]]) } ]
      | map(. + { median: (.samples | median), min: (.samples | min), max: (.samples | max) })
      | (.[] | ["row", .workload, .config, .median, .min, .max, (.samples | length)] | @tsv),
        (group_by(.workload)[]
         | (map({ key: .config, value: .median }) | from_entries) as $m
         | ["ratio", .[0].workload, ($m.workers1 / $m.elided), ($m.elided / $m.workers2)] | @tsv)' "$1" |
    awk -F'\t' 'BEGIN { printf "%-9s %-9s %10s %19s %8s\n", "workload", "config", "median ms", "min - max ms", "samples" }
                $1 == "row" { printf "%-9s %-9s %10.2f %19s %8d\n", $2, $3, $4, sprintf("%.2f - %.2f", $5, $6), $7 }
                $1 == "ratio" { ratios = ratios sprintf("%-9s sequential overhead (workers1 / elided) %.3f   speedup (elided / workers2) %.2f\n", $2, $3, $4) }
                END { printf "\n%s", ratios }'
}

if [ "${1:-}" = "--table" ]; then
    table "$2"
    exit 0
fi

tool=scheduler
# shellcheck source=jmh-env.sh
. "$here/jmh-env.sh"

result="$here/out/scheduler-$(date -u +%Y%m%dT%H%M%SZ).json"
"$JAVA_HOME/bin/java" -version 2>&1 | head -1 >&2
"$JAVA_HOME/bin/java" -cp "$cp" org.openjdk.jmh.Main 'SchedulerBenchmark' -rf json -rff "$result" "$@"
cp "$result" "$here/out/scheduler.json"
echo
echo "JMH result: $result"
table "$result"
