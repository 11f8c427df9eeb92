#!/bin/sh
# Logs one Copilot CLI hook payload: $1 the folder, $2 the event (the payloads name none).
mkdir -p "$1" && cat > "$1/$(date +%s%N)-$$-$2.json"
