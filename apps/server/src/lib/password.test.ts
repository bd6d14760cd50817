import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, setTestPasswordCost, verifyAgainstNobody, verifyPassword } from './password';

afterEach(() => setTestPasswordCost(true));

describe('password hashing', () => {
  it('the suites hash at the test cost (their set-up file): argon2id too, and checks passwords the same way', async () => {
    const h = await hashPassword('Test@123456');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(h, 'Test@123456')).toBe(true);
    expect(await verifyPassword(h, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'wrong')).toBe(false);
  });

  it("hashes with argon2id at OWASP's minimum cost outside the test suites", async () => {
    setTestPasswordCost(false);
    const h = await hashPassword('Test@123456');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'Test@123456')).toBe(true);
    expect(await verifyPassword(h, 'Test@123457')).toBe(false);
    expect(await verifyAgainstNobody('Test@123456')).toBe(false);
  });
});
