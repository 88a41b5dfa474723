#!/usr/bin/env bash
# Until the first release there is one squashed migration, regenerated from every *.tables.ts.
# After the first release, switch to `npm run db:generate -w apps/server` (additive migrations).
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
rm -rf drizzle
npx drizzle-kit generate --name init >/dev/null
file=$(ls drizzle/0000_*.sql)
{
  echo 'CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint'
  echo 'CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint'
  # Distance queries index ll_to_earth(lat, lng) (partner module); earthdistance needs cube.
  echo 'CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint'
  echo 'CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint'
  # unaccent() is only STABLE; an IMMUTABLE wrapper lets search indexes use the folded text.
  echo "CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text AS \$\$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) \$\$ LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;--> statement-breakpoint"
  cat "$file"
} > "$file.tmp" && mv "$file.tmp" "$file"
echo "regenerated $file"
