#!/usr/bin/env bash
# The first-load budgets on the built app (docs/architecture.md#performance-budgets): builds,
# starts the app on a free port with a throwaway embedded database, runs the bundle bench and
# Lighthouse with --check (each exits 1 past a budget), then stops the app. About two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/build.mjs
data="$(mktemp -d)"
port="$(node -e 'const server = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(server.address().port); server.close(); })')"
url="http://127.0.0.1:$port"
NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" DATABASE_URL='' REDIS_URL='' LOG_LEVEL=warn node dist/server/main.js >"$data/server.log" 2>&1 &
server=$!
stop() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$data"
}
trap stop EXIT
answers() { node -e 'fetch(process.argv[1]).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))' "$url/"; }

for _ in $(seq 1 120); do
  answers && break
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$data/server.log" >&2
    exit 1
  fi
  sleep 0.5
done
answers || { echo "The app did not answer at $url" >&2; cat "$data/server.log" >&2; exit 1; }

npx tsx tests/bench/bundle-size.ts "$url" --check
npx tsx tests/bench/lighthouse.ts "$url" --check
