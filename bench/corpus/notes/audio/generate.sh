#!/usr/bin/env bash
# Renders the spoken form of ten gold transcripts (script.tsv) to one wav each, for the speech part of
# `npm run bench:notes`. Needs espeak-ng, sox and jq (development tools only; the service does not use them).
set -euo pipefail
cd "$(dirname "$0")"

# One voice per speaker, as in a real consultation; the speaker of each line comes from the gold file.
declare -A VOICE=([doctor]=en-gb [patient]=en-us+f3)
SPEED=160
GAP_S=0.4

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rm -f -- ./*.wav
sox -R -n -r 16000 -c 1 -b 16 "$tmp/gap.wav" trim 0 "$GAP_S"
# script.tsv columns: id, line (1-based line of ../gold/<id>.json), spoken (numbers and units spelled out).
tail -n +2 script.tsv | while IFS=$'\t' read -r id line spoken; do
  speaker="$(jq -r --argjson n "$line" '.lines[$n - 1].speaker' "../gold/$id.json")"
  espeak-ng -v "${VOICE[$speaker]}" -s "$SPEED" -w "$tmp/raw.wav" "$spoken"
  # -R seeds sox's dither so that rebuilding gives byte-identical files; 1 dB of headroom for the resampler.
  sox -R "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$tmp/$id-$(printf '%03d' "$line").wav" gain -1
done
for id in $(tail -n +2 script.tsv | cut -f1 | uniq); do
  parts=()
  for part in "$tmp/$id"-*.wav; do parts+=("$part" "$tmp/gap.wav"); done
  sox -R "${parts[@]}" "$id.wav"
done
echo "$(find . -name '*.wav' | wc -l) transcripts, $(du -cb ./*.wav | tail -n 1 | awk '{printf "%.2f MB", $1 / 1e6}') of audio"
