#!/usr/bin/env bash
# Rebuilds the ASR benchmark corpus (one wav per row + manifest.json) from sentences.tsv.
# Needs espeak-ng, sox and jq (development tools only; the service does not use them).
set -euo pipefail
cd "$(dirname "$0")"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rm -f -- ./*.wav
# sentences.tsv columns: id, voice, speed (wpm), spoken (what espeak-ng reads), reference (the written
# transcript a doctor expects), terms (";"-separated). Only the last column may be empty: bash `read`
# collapses consecutive tabs.
tail -n +2 sentences.tsv | while IFS=$'\t' read -r id voice speed spoken reference terms; do
  espeak-ng -v "$voice" -s "$speed" -w "$tmp/raw.wav" "$spoken"
  # -R seeds sox's dither so that rebuilding gives byte-identical files; espeak-ng peaks at full scale,
  # so 1 dB of headroom keeps the resampler from clipping.
  sox -R "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$id.wav" gain -1
  jq -n --arg id "$id" --arg voice "$voice" --arg speed "$speed" --arg spoken "$spoken" \
    --arg reference "$reference" --arg terms "$terms" \
    '{id: $id, file: ($id + ".wav"), voice: $voice, speed: ($speed | tonumber), spoken: $spoken,
      reference: $reference, terms: ($terms | split(";") | map(select(length > 0)))}' >>"$tmp/entries.jsonl"
done
jq -s '.' "$tmp/entries.jsonl" >manifest.json
echo "$(jq length manifest.json) clips, $(du -cb ./*.wav | tail -n 1 | awk '{printf "%.2f MB", $1 / 1e6}') of audio"
