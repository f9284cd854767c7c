#!/usr/bin/env bash
# Differential test: the independent Python oracle (oracle.py, written from rules/RULES.md
# without reading src/engine) against the replay command, over N generated records: complete,
# cut short, with an illegal action in the middle, or malformed.
#   usage: tests/oracle/diff.sh N [SEEDBASE] [PARALLEL]      (from the project root; needs python3)
# Disagreements are kept under $OUT (default /tmp/gavel-oracle) with both outputs.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
N=${1:-100}; SEEDBASE=${2:-$(date +%s)}; PAR=${3:-2}
OUT=${OUT:-/tmp/gavel-oracle}
RUN=$OUT/runs/$SEEDBASE; rm -rf "$RUN"; mkdir -p "$RUN/rec" "$RUN/out" "$OUT/diffs"
python3 "$here/gen.py" "$RUN/rec" "$N" "$SEEDBASE" || exit 2
one() {
  f=$1; b=$(basename "$f" .json); d=$2
  python3 "$here/oracle.py" replay "$f" > "$d/$b.oracle" 2>"$d/$b.oracle.err"; echo $? > "$d/$b.oracle.rc"
  (cd "$root" && node_modules/.bin/tsx src/cli/replay.ts "$f") > "$d/$b.lead" 2>"$d/$b.lead.err"; echo $? > "$d/$b.lead.rc"
}
export -f one; export here root
ls "$RUN"/rec/*.json | xargs -P "$PAR" -I{} bash -c 'one {} '"$RUN/out"
bad=0
for f in "$RUN"/rec/*.json; do
  b=$(basename "$f" .json); d=$RUN/out
  r=$(python3 "$here/compare.py" "$f" "$d/$b.oracle" "$d/$b.oracle.rc" "$d/$b.lead" "$d/$b.lead.rc")
  if [ -n "$r" ]; then
    bad=$((bad+1))
    k=$OUT/diffs/$SEEDBASE-$b; mkdir -p "$k"
    cp "$f" "$k/record.json"; cp "$d/$b.oracle" "$k/oracle.out"; cp "$d/$b.lead" "$k/engine.out"; echo "$r" > "$k/reason"
    echo "DIFF $b: $r   (kept in $k)"
  fi
done
echo "oracle: $N records (seedbase $SEEDBASE), $bad disagreements"
[ $bad -eq 0 ]
