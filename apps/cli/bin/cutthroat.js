#!/usr/bin/env node
// The compiled CLI lives in dist/ (built by `npm install`'s prepare step, `tsc -b`).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
