#!/usr/bin/env node
// Fails when a built page ships more JavaScript than its budget (tests/budgets.json). Run after `astro build`.
import { readFileSync, existsSync } from 'node:fs';
import { checkBudgets } from './budgets.mjs';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`No build in ${dist}/: run "npm run build" first.`);
  process.exit(2);
}
const { rules } = JSON.parse(readFileSync(new URL('../tests/budgets.json', import.meta.url), 'utf8'));
const results = checkBudgets(dist, rules);
const width = Math.max(...results.map((r) => r.url.length));
let failed = 0;
for (const r of results) {
  const mark = r.ok ? 'ok  ' : 'FAIL';
  if (!r.ok) failed++;
  console.log(`${mark} ${r.url.padEnd(width)} ${String(r.bytes).padStart(7)} B of ${String(r.budget).padStart(6)} B  (${r.islands} islands; ${r.why})`);
}
console.log(`budgets: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
