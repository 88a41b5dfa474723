#!/usr/bin/env bash
# Until the first release there is one squashed migration, regenerated from every *.tables.ts.
# After the first release, switch to `npm run db:generate -w apps/server` (additive migrations).
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
# Generate beside the committed folder and swap only on success: a table file that does not compile
# (someone mid-edit) leaves drizzle/ as it was.
out=$(mktemp -d drizzle.new.XXXXXX)
trap 'rm -rf "$out"' EXIT
npx drizzle-kit generate --dialect postgresql --schema './src/**/*.tables.ts' --out "$out" --name init >/dev/null
file=$(ls "$out"/0000_*.sql)
{
  echo 'CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint'
  echo 'CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint'
  # Distance queries index ll_to_earth(lat, lng) (partner module); earthdistance needs cube.
  echo 'CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint'
  echo 'CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint'
  # unaccent() is only STABLE; an IMMUTABLE wrapper lets search indexes use the folded text.
  echo "CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text AS \$\$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) \$\$ LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;--> statement-breakpoint"
  cat "$file"
  # What the schema builder cannot express (triggers, seed rows of the schema itself), per module,
  # after every table exists.
  for extra in $(find src -name '*.after.sql' | sort); do
    printf -- '--> statement-breakpoint\n-- %s\n' "$extra"
    cat "$extra"
  done
} > "$file.tmp" && mv "$file.tmp" "$file"
rm -rf drizzle && mv "$out" drizzle
echo "regenerated drizzle/$(basename "$file")"
