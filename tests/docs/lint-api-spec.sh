#!/usr/bin/env bash
# Lints docs/platform-api.yaml with Redocly's OpenAPI linter (installed into tools/node by
# scripts/setup, pinned by its lock file), using the repository's redocly.yaml rules.
set -u
root=${1:?usage: lint-api-spec.sh SOURCE_ROOT}
redocly="$root/tools/node/node_modules/.bin/redocly"
if [ ! -x "$redocly" ]; then
  echo "the OpenAPI linter is not installed: run scripts/setup (it installs it into tools/node)"
  exit 1
fi
cd "$root" || exit 2
# No telemetry, no update check: tests reach nothing beyond loopback.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
"$redocly" lint --config "$root/docs/redocly.yaml" --format=stylish docs/platform-api.yaml
