import { setTestPasswordCost } from '../lib/password';

// The server's suites hash and check passwords at argon2id's lowest cost (lib/password.ts says why);
// password.test.ts checks the production cost.
setTestPasswordCost(true);
