#!/bin/sh
# Records one Codex hook payload (stdin) as a file in $1; says nothing, exits 0.
cat > "$1/$(date +%s%N)-$$.json"
