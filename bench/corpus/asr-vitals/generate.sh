#!/usr/bin/env bash
# Rebuilds this folder's wavs and manifest.json from sentences.tsv, as ../asr-voices does (same voices and tools).
set -euo pipefail
exec "$(dirname "$0")/../asr-voices/generate.sh" "$(cd "$(dirname "$0")" && pwd)"
