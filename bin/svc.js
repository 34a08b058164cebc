#!/usr/bin/env node
// The package's bin stays plain JS so any Node can start it; the CLI itself is TypeScript run by Node 24.
import('../src/cli.ts');
