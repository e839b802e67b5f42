#!/usr/bin/env node
// The package's command: `storefront-islands check <files or folders>` (scripts/check-templates.ts).
// The checker is TypeScript, run through tsx, which the package depends on anyway.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../scripts/check-templates.ts')
process.exitCode = await main(process.argv.slice(2))
