#!/usr/bin/env bash
# Rebuilds the two-voice diarization corpus (one audio file per conversation + manifest.json) from
# conversations.tsv (the turns) and voices.tsv (which synthetic voice speaks each role).
# Needs espeak-ng, flite, festival (with festvox-us-slt-hts), sox and jq: development tools only, the service
# does not use them. The output is byte-identical from run to run (sox -R).
set -euo pipefail
cd "$(dirname "$0")"

RATE=16000
LEAD_S=0.5   # silence before the first turn and after the last
# Pause before turn i (i ≥ 1) is GAPS[(i - 1 + conversation number) % 12]; 0 puts the turns back to back.
GAPS=(0.5 0.3 0 0.7 0.4 0.8 0 0.6 0.35 0 0.55 0.45)
DOCTOR_LEVEL_DB=-2   # the doctor nearer the microphone…
PATIENT_LEVEL_DB=-7  # …than the patient
NOISE_VOL=0.002      # a pink-noise room floor, about -54 dBFS

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# speak VOICE_SPEC TEXT OUT: VOICE_SPEC is espeak:VOICE:WPM, flite:VOICE or festival:VOICE.
speak() {
  local spec="$1" text="$2" out="$3" engine voice speed
  IFS=: read -r engine voice speed <<<"$spec"
  case "$engine" in
    espeak) espeak-ng -v "$voice" -s "${speed:-160}" -w "$tmp/raw.wav" "$text" ;;
    flite) flite -voice "$voice" -t "$text" -o "$tmp/raw.wav" ;;
    festival) printf '%s' "$text" | text2wave -eval "(voice_$voice)" -o "$tmp/raw.wav" ;;
    *) echo "unknown engine $engine" >&2; exit 1 ;;
  esac
  # 16 kHz mono, leading and trailing silence trimmed, peak normalised.
  sox -R "$tmp/raw.wav" -r "$RATE" -c 1 -b 16 "$out" \
    silence 1 0.01 0.3% reverse silence 1 0.01 0.3% reverse norm "$4"
}

silence() { sox -R -n -r "$RATE" -c 1 -b 16 "$2" trim 0 "$1"; }

rm -f -- conv-*.flac conv-*.wav
: >"$tmp/conversations.jsonl"
number=0
tail -n +2 voices.tsv | while IFS=$'\t' read -r id doctor_voice patient_voice topic; do
  number=$((number + 1))
  parts=()
  silence "$LEAD_S" "$tmp/lead.wav"
  parts+=("$tmp/lead.wav")
  position=$(soxi -s "$tmp/lead.wav")
  : >"$tmp/turns.jsonl"
  turn=0
  while IFS=$'\t' read -r conversation role text; do
    [[ "$conversation" == "$id" ]] || continue
    if ((turn > 0)); then
      gap=${GAPS[$(((turn - 1 + number) % ${#GAPS[@]}))]}
      if [[ "$gap" != 0 ]]; then
        silence "$gap" "$tmp/gap-$turn.wav"
        parts+=("$tmp/gap-$turn.wav")
        position=$((position + $(soxi -s "$tmp/gap-$turn.wav")))
      fi
    fi
    if [[ "$role" == doctor ]]; then voice="$doctor_voice" level=$DOCTOR_LEVEL_DB; else voice="$patient_voice" level=$PATIENT_LEVEL_DB; fi
    speak "$voice" "$text" "$tmp/turn-$turn.wav" "$level"
    parts+=("$tmp/turn-$turn.wav")
    samples=$(soxi -s "$tmp/turn-$turn.wav")
    jq -n --arg role "$role" --arg voice "$voice" --arg text "$text" --argjson from "$position" --argjson to "$((position + samples))" \
      --argjson rate "$RATE" '{speaker: $voice, role: $role, start: ($from / $rate), "end": ($to / $rate), text: $text}' >>"$tmp/turns.jsonl"
    position=$((position + samples))
    turn=$((turn + 1))
  done < <(tail -n +2 conversations.tsv)
  silence "$LEAD_S" "$tmp/tail.wav"
  parts+=("$tmp/tail.wav")
  sox -R "${parts[@]}" "$tmp/speech.wav"
  duration=$(soxi -D "$tmp/speech.wav")
  sox -R -n -r "$RATE" -c 1 -b 16 "$tmp/noise.wav" synth "$duration" pinknoise vol "$NOISE_VOL"
  sox -R -m -v 1 "$tmp/speech.wav" -v 1 "$tmp/noise.wav" -b 16 "$id.flac"
  jq -s --arg id "$id" --arg file "$id.flac" --arg topic "$topic" --arg doctor "$doctor_voice" --arg patient "$patient_voice" \
    --argjson samples "$(soxi -s "$id.flac")" --argjson rate "$RATE" \
    '{id: $id, file: $file, topic: $topic, voices: {doctor: $doctor, patient: $patient}, durationS: ($samples / $rate), turns: .}' \
    "$tmp/turns.jsonl" >>"$tmp/conversations.jsonl"
done
jq -s '.' "$tmp/conversations.jsonl" >manifest.json
echo "$(jq length manifest.json) conversations, $(jq '[.[].durationS] | add | floor' manifest.json) s," \
  "$(du -cb ./conv-*.flac | tail -n 1 | awk '{printf "%.2f MB", $1 / 1e6}') of audio"
