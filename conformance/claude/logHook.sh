#!/bin/sh
# A logging hook beside diffgate's: keeps the payload Claude Code sent (stdin) as one file in $1,
# named so that a sorted listing gives the order they came in. Says nothing, exits 0.
cat > "$1/$(date +%s%N)-$$.json"
exit 0
