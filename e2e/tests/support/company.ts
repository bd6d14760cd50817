import { expect, type APIRequestContext } from '@playwright/test';
import { TAX_ID_CHARSET, taxIdCheckChar } from '../../../packages/shared/src/tax-id';
import { callAs } from './orders';

const unique = () => `${Date.now()}`.slice(-6);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid, practically unique 统一社会信用代码 (Hangzhou prefix, correct check character). */
function creditCode(): string {
  const body = `91330108${unique()}`;
  let tail = '';
  for (let i = 0; i < 17 - body.length; i++) tail += TAX_ID_CHARSET[Math.floor(Math.random() * 10)]!;
  return `${body}${tail}${taxIdCheckChar(`${body}${tail}`)}`;
}

/**
 * A verified company created by the signed-in buyer (`token`) through the API, where the company pages are
 * not what a journey is about: licence uploaded, created as `name` + a unique tail, approved by the console
 * (`admin`), the creator given `roles` when named, and a default Hangzhou address for `contactName`.
 */
export async function companyByApi(
  request: APIRequestContext,
  tokens: { admin: string; buyer: string; mobile: string },
  company: { name: string; contactName: string; roles?: string[] },
): Promise<{ id: number; name: string; addressId: number }> {
  const { admin, buyer: token, mobile } = tokens;
  const upload = await request.post('/api/files/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: PNG } },
  });
  const licenseImage = ((await upload.json()) as { data: { url: string } }).data.url;
  const name = `${company.name}${unique()}`;
  const created = await callAs<{ id: number }>(request, token, '/api/company/create', {
    name,
    creditCode: creditCode(),
    licenseImage,
    contactName: company.contactName,
    contactMobile: mobile,
  });
  await callAs(request, admin, '/api/admin/company/review', { id: created.id, approve: true });
  if (company.roles) {
    const me = await callAs<{ userId: number }[]>(request, token, '/api/company/members');
    await callAs(request, token, '/api/company/members/update', {
      userId: me[0]!.userId,
      roles: company.roles,
      departmentId: null,
    });
  }
  await callAs(request, token, '/api/address/add', {
    contactName: company.contactName,
    mobile: '13800138000',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    detail: '文三路 90 号 5 号楼 设备科',
    isDefault: 1,
  });
  const [address] = await callAs<{ id: number }[]>(request, token, '/api/address/list');
  return { id: created.id, name, addressId: address!.id };
}

/**
 * The invitation code in the latest invitation SMS sent to a mobile (dev outbox): what an invited member joins
 * with. Notices (the notification service's 短信) may have come after it.
 */
export async function invitationCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
      const list = ((await res.json()) as { data: { content: string }[] }).data;
      code = list.map((m) => /邀请码 (\d{6})/.exec(m.content)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
