#!/usr/bin/env node
// The package's bin stays plain JS so any Node can start it; the CLI itself is TypeScript run by Node 24.
// `svc connect` runs on the user's computer, often far from any service: it loads the connector alone.
if (process.argv[2] === 'connect') import('../src/connect/command.ts').then((m) => m.connectCommand(process.argv.slice(3)));
else import('../src/cli.ts');
