import { randomBytes, randomInt } from 'node:crypto';
import { MOBILE_PATTERN } from '@mall/shared';
import type { Db } from '../../../db/client';
import { activeMemberByEmail, addSubAccount, companyNameOf } from '../../identity/company';
import type { PunchoutConfigRow } from './punchout.table';

/** Who a document says the person is (cXML Extrinsic UserEmail, UserFullName, UserPhone …; Contact). */
export type PersonHint = { email: string; name?: string; mobile?: string; uniqueName?: string };

/** A user name from the e-mail's local part (letters first, 4–20 characters), with a random tail. */
function usernameFrom(hint: PersonHint): string {
  const base = (hint.uniqueName || hint.email.split('@')[0] || '')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .replace(/^[^A-Za-z]+/, '')
    .slice(0, 14);
  return `${base || 'po'}_${randomInt(10_000, 100_000)}`.slice(0, 20).padEnd(4, '0');
}

/**
 * The member a document acts as. 'technical': the set-up's member. 'email': the company's active member with
 * the document's e-mail, else the set-up's member. 'create': the same, and a person the company does not have
 * yet becomes its sub-account (role 采购员) when the document also names a mobile number nobody has
 * registered: a shop account needs one. The new account must set its own password (by SMS) to sign in here
 * directly. Anything else acts as the set-up's member.
 */
export async function memberFor(db: Db, config: PunchoutConfigRow, hint: PersonHint): Promise<number> {
  const email = hint.email.trim().toLowerCase();
  if (config.memberMapping === 'technical' || !/^[^\s@]+@[^\s@]+$/.test(email)) return config.memberUserId;
  const known = await activeMemberByEmail(db, config.companyId, email);
  if (known || config.memberMapping !== 'create') return known ?? config.memberUserId;
  const mobile = (hint.mobile ?? '').replace(/[\s-]/g, '').replace(/^\+?86/, '');
  if (!MOBILE_PATTERN.test(mobile)) return config.memberUserId;
  const companyName = await companyNameOf(db, config.companyId);
  try {
    return await addSubAccount(db, {
      companyId: config.companyId,
      companyName,
      username: usernameFrom(hint),
      mobile,
      // Nobody knows it: the person sets a password by SMS before signing in directly.
      password: `Po-${randomBytes(9).toString('base64url')}1`,
      name: (hint.name ?? '').trim().slice(0, 20),
      email,
      roles: ['采购员'],
      departmentId: null,
    });
  } catch {
    // The mobile belongs to someone already, or another setup created the person a moment ago.
    return (await activeMemberByEmail(db, config.companyId, email)) ?? config.memberUserId;
  }
}
