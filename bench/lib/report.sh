# Sourced by the shell benchmarks: one figure of the table bench/run-all makes, printed as a line
# "BENCH {json}" beside the benchmark's own words (run-all collects these lines; a person reads
# the others).
#   bench_row ID WHAT PEER GPUDESK PEER_FIGURE RATIO TARGET MET
# GPUDESK and PEER_FIGURE are figures with their unit ("3.21 s"); RATIO a number, or "" where
# the target is not a ratio; TARGET in words (">= 1.0x"); MET "yes", "no" or "" (nothing to meet).
bench_row() {
  python3 - "$@" <<'PY'
import json, sys
id_, what, peer, gpudesk, peer_figure, ratio, target, met = (sys.argv[1:] + [""] * 8)[:8]
print("BENCH " + json.dumps({
    "id": id_, "what": what, "peer": peer, "gpudesk": gpudesk, "peer_figure": peer_figure,
    "ratio": float(ratio) if ratio else None, "target": target,
    "met": {"yes": True, "no": False}.get(met)}, ensure_ascii=False), flush=True)
PY
}
# "yes" when A >= B, else "no" (awk: floating point).
at_least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a + 0 >= b + 0 ? "yes" : "no") }'; }
at_most() { awk -v a="$1" -v b="$2" 'BEGIN { print (a + 0 <= b + 0 ? "yes" : "no") }'; }
