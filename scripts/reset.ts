/** `npm run reset`: wipes the local stack's data folder. */
import { rmSync } from 'node:fs';

const dir = process.env.DATA_DIR ?? '.data';
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}/`);
