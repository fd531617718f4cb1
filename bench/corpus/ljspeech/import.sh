#!/usr/bin/env bash
# Copies the 32 LJ Speech clips of the shared data folder into this corpus: each <id>.wav resampled from
# 22.05 kHz to 16 kHz mono 16-bit PCM (the engine resamples to 16 kHz anyway; this halves the size), each
# <id>.ref.txt copied unchanged, and manifest.json written in the shape of the other ASR corpora.
# Needs sox and jq (development tools only). Usage: import.sh [source dir]
# (default ../../../../shared/data/speech-ljspeech, i.e. ../shared/data/speech-ljspeech beside the checkout).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source_dir="$(cd "${1:-$here/../../../../shared/data/speech-ljspeech}" && pwd)"
cd "$here"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rm -f -- ./*.wav ./*.ref.txt
for wav in "$source_dir"/LJ*.wav; do
  id="$(basename "$wav" .wav)"
  # -R seeds sox's dither so that re-importing gives byte-identical files; 1 dB less gain keeps the
  # resampler from clipping the loudest peaks.
  sox -R "$wav" -r 16000 -c 1 -b 16 "$id.wav" gain -1
  cp -- "$source_dir/$id.ref.txt" "$id.ref.txt"
  reference="$(cat "$id.ref.txt")"
  # speed: words of the transcript per minute of audio (silences included).
  seconds="$(soxi -D "$id.wav")"
  words="$(wc -w <<<"$reference")"
  speed="$(awk -v w="$words" -v s="$seconds" 'BEGIN { printf "%d", w * 60 / s + 0.5 }')"
  jq -n --arg id "$id" --arg speed "$speed" --arg reference "$reference" \
    '{id: $id, file: ($id + ".wav"), voice: "LJ Speech reader", speed: ($speed | tonumber), spoken: $reference,
      reference: $reference, terms: []}' >>"$tmp/entries.jsonl"
done
jq -s '.' "$tmp/entries.jsonl" >manifest.json
echo "$(jq length manifest.json) clips, $(du -cb ./*.wav | tail -n 1 | awk '{printf "%.2f MB", $1 / 1e6}') of audio"
