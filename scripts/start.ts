/** `npm start`: the portal on the embedded local stack, with demo data, at http://localhost:3000. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './local/demo.js';
import { startStack } from './local/stack.js';

const port = Number(process.env.PORT ?? 3000);
const web = (process.env.WEB_MODE as 'dev' | 'dist' | undefined) ?? 'dev';
const stack = await startStack({ port, dataDir: process.env.DATA_DIR ?? '.data', web, seed: true, quiet: true, jobs: true });

console.log(`\nSublime portal: ${stack.url}\n`);
console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(30)} ${a.label}`);
console.log('  and Acme\'s team: maria.garcia@example.com, tom.baker@example.com (STAFF), carlos.rivera@example.com (contractor; owns Globex Consulting LLC)');
console.log('Staff bulk uploads: /upload/companies, /upload/employments');
console.log('Scheduled jobs run on their schedules (UTC); status at /admin/jobs; run one now with npm run job -- <name>');
console.log('\nCtrl-C stops every service. Data persists in .data/ (npm run reset wipes it).');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
