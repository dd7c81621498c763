import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { requestSignInCodeInputSchema } from '@launchops/contracts';
import { accountVisitorId } from './common/visitor.js';
import { loadEnv } from './config/env.js';
import { dataSourceOptions } from './database/data-source.js';
import { AdvisorRolesRepository } from './modules/auth/advisor-roles.repository.js';

/**
 * Gives an address the advisor role (the console at /consulting/console), or takes it back (`--revoke`): the account
 * is made when the address has none yet, so the advisor then signs in as usual (e-mail code, then a passkey).
 * Usage: `npm run grant-advisor -w services/api -- rosa@example.com [--revoke]` with DATABASE_URL set.
 */
export async function grantAdvisor(address: string, revoke = false, source: NodeJS.ProcessEnv = process.env): Promise<'granted' | 'revoked' | 'no account'> {
  const parsed = requestSignInCodeInputSchema.safeParse({ email: address });
  if (!parsed.success) throw new Error(`"${address}" is not an e-mail address`);
  const { email } = parsed.data;
  const env = loadEnv(source);
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required (with the embedded database, list the address in ADVISOR_EMAILS instead)');
  const roles = await AdvisorRolesRepository.connect(dataSourceOptions(env.DATABASE_URL, false, { ...env, DATABASE_POOL_SIZE: 1 }));
  try {
    // One statement each way, so each is atomic on its own.
    if (revoke) return (await roles.revoke(email)) ? 'revoked' : 'no account';
    await roles.grant(email, accountVisitorId());
    return 'granted';
  } finally {
    await roles.close();
  }
}

// Run as a program (node dist/grant-advisor.js ADDRESS [--revoke]), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const address = args.find((arg) => !arg.startsWith('--'));
  if (!address) {
    console.error('Usage: node dist/grant-advisor.js ADDRESS [--revoke]');
    process.exit(2);
  }
  try {
    const done = await grantAdvisor(address, args.includes('--revoke'));
    console.log(
      `[LaunchOps] ${address}: ${done === 'granted' ? 'has the advisor role' : done === 'revoked' ? 'no longer has the advisor role' : 'has no account'}`,
    );
    process.exit(0);
  } catch (error) {
    console.error(`[LaunchOps] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
