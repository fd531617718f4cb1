#!/usr/bin/env bash
# Rebuilds the non-espeak ASR corpus (one wav per row + manifest.json) from sentences.tsv.
# Needs flite, festival with festvox-us-slt-hts, sox and jq (Debian packages; development tools only, the
# service does not use them).
set -euo pipefail
# The folder to build: this one, or the one given (../asr-formulary uses this script too).
cd "${1:-$(dirname "$0")}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rm -f -- ./*.wav
# sentences.tsv columns: id, voice, spoken (what the synthesiser reads), reference (the written transcript a
# doctor expects), terms (";"-separated). Only the last column may be empty: bash `read` collapses
# consecutive tabs.
tail -n +2 sentences.tsv | while IFS=$'\t' read -r id voice spoken reference terms; do
  case "$voice" in
    flite-*)
      flite -voice "${voice#flite-}" -t "$spoken" -o "$tmp/raw.wav"
      ;;
    festival-hts-slt)
      printf '%s\n' "$spoken" >"$tmp/text.txt"
      text2wave -eval '(voice_cmu_us_slt_arctic_hts)' -o "$tmp/raw.wav" "$tmp/text.txt"
      ;;
    *)
      echo "unknown voice $voice in row $id" >&2
      exit 1
      ;;
  esac
  # -R seeds sox's dither so that rebuilding gives byte-identical files; every voice is normalised to a
  # -2 dBFS peak (the synthesisers' levels differ by 10 dB), which leaves the resampler headroom.
  sox -R "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$id.wav" gain -n -2
  # speed: words of the spoken text per minute of audio (silences included).
  seconds="$(soxi -D "$id.wav")"
  words="$(wc -w <<<"$spoken")"
  speed="$(awk -v w="$words" -v s="$seconds" 'BEGIN { printf "%d", w * 60 / s + 0.5 }')"
  jq -n --arg id "$id" --arg voice "$voice" --arg speed "$speed" --arg spoken "$spoken" \
    --arg reference "$reference" --arg terms "$terms" \
    '{id: $id, file: ($id + ".wav"), voice: $voice, speed: ($speed | tonumber), spoken: $spoken,
      reference: $reference, terms: ($terms | split(";") | map(select(length > 0)))}' >>"$tmp/entries.jsonl"
done
jq -s '.' "$tmp/entries.jsonl" >manifest.json
echo "$(jq length manifest.json) clips, $(du -cb ./*.wav | tail -n 1 | awk '{printf "%.2f MB", $1 / 1e6}') of audio"
