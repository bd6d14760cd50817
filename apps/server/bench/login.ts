/**
 * Signs a bench buyer in through the real calls (the bench server runs CAPTCHA_PROVIDER=test) and answers
 * the tokens. `from`: the office address it signs in from (X-Forwarded-For; the per-IP login limit counts
 * each address separately).
 */
export async function benchTokens(
  base: string,
  username: string,
  password: string,
  from?: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const headers = { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) };
  await fetch(`${base}/api/oauth/verifyCaptcha`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      captchaVerifyParam: 'bench',
      redisEnum: 'USER_CAPTCHA_RESULT',
      sceneId: 'bench',
      userInfo: username,
    }),
  });
  const login = await fetch(`${base}/api/oauth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  const body = (await login.json()) as {
    data?: { accessToken?: string; refreshToken?: string };
    msg?: string;
  };
  if (!body.data?.accessToken) throw new Error(`bench buyer ${username} could not sign in: ${body.msg}`);
  return { accessToken: body.data.accessToken, refreshToken: body.data.refreshToken ?? '' };
}

/** Signs a bench buyer in (benchTokens) and answers the Authorization header. */
export async function benchLogin(
  base: string,
  username: string,
  password: string,
  from?: string,
): Promise<string> {
  return `Bearer ${(await benchTokens(base, username, password, from)).accessToken}`;
}
