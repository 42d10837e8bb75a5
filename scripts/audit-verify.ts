/**
 * `npm run audit:verify [chain…]`: checks every audit chain (or the ones named) and prints each
 * intact or its first broken link; exits 1 when any chain is broken. Runs against the table the
 * environment names (the local stack's by default, like the other scripts).
 */
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local/resources.js';

// Without a table named, the running local stack's (npm start: DynamoDB Local on PORT + 1000).
if (!process.env.TABLE_NAME) {
  Object.assign(process.env, {
    TABLE_NAME: 'sublime-local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://localhost:${Number(process.env.PORT ?? 3000) + 1000}`,
  });
}
const { listChains, verifyChain } = await import('../functions/audit/services/verify-chain.js');

const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const chains = named.length ? named : await listChains();
let broken = 0;
for (const chain of chains) {
  const r = await verifyChain(chain);
  if (r.intact) {
    console.log(`intact  ${chain}  (${r.count} events)`);
  } else {
    broken += 1;
    console.log(`BROKEN  ${chain}  at seq ${r.broken?.seq} (${r.broken?.reason}; item ${r.broken?.sk}); ${r.count} links hold before it`);
  }
}
console.log(`${chains.length} chains checked, ${broken} broken`);
process.exit(broken ? 1 : 0);
