import { z } from 'zod';
import {
  loginInfo,
  modifyPasswordBody,
  modifyPhoneBody,
  modifyUserInfoBody,
  registerBody,
  resetPasswordBody,
  sendNotLoginSmsBody,
  sendUserSmsBody,
  userInfo,
  verifyOldPhoneBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes, publicRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { UserService } from './user.service';

/** The account calls (User). */
export function userRoutes(app: App, deps: { users: UserService }) {
  const { users } = deps;
  const open = publicRoutes('user');
  const buyerCall = guardedRoutes(requireBuyer, 'user');

  app.post(
    '/api/user/register',
    open.withBody(
      '注册（需手机号的安全验证凭证与 WEB_REGISTER 验证码），成功后直接登录',
      registerBody,
      loginInfo,
    ),
    async (request) =>
      ok(
        await users.register(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
        '注册成功',
      ),
  );

  app.post(
    '/api/user/updatePassword',
    open.withBody('找回密码（WEB_RESET_PWD 验证码）；账号的所有会话失效', resetPasswordBody, z.null()),
    async (request) => {
      await users.resetPassword(request.body);
      return ok(null, '密码重置成功，请使用新密码登录');
    },
  );

  app.post(
    '/api/user/sendNotLoginSms',
    open.withBody(
      '未登录发送验证码（WEB_REGISTER / WEB_RESET_PWD），需手机号的安全验证凭证',
      sendNotLoginSmsBody,
      z.null(),
    ),
    async (request) => {
      await users.sendNotLoginSms(
        request.body.phoneNumbers,
        request.body.smsWebNotLoginTemplateEnum,
        request.ip,
      );
      return ok(null, '验证码发送成功');
    },
  );

  app.post(
    '/api/user/getUserVerifyCode',
    buyerCall.withBody(
      '已登录发送验证码：WEB_UPDATE_PWD、WEB_VERIFY_OLD_PHONE 发往本人手机号；WEB_VERIFY_NEW_PHONE 发往 phoneNumbers（需先验证原手机号）',
      sendUserSmsBody,
      z.null(),
    ),
    async (request) => {
      const buyer = currentBuyer(request);
      await users.sendUserSms(
        buyer.id,
        request.body.smsWebTemplateEnum,
        request.body.phoneNumbers,
        request.ip,
      );
      return ok(null, '验证码发送成功');
    },
  );

  app.post('/api/user/getUserInfo', buyerCall.noBody('当前用户资料', userInfo), async (request) =>
    ok(await users.profile(currentBuyer(request).id)),
  );

  app.post(
    '/api/user/modifyUserInfo',
    buyerCall.withBody('修改资料（姓名、公司、邮箱、职位、头像）', modifyUserInfoBody, userInfo),
    async (request) => ok(await users.modifyProfile(currentBuyer(request).id, request.body), '保存成功'),
  );

  app.post(
    '/api/user/modifyPassword',
    buyerCall.withBody('修改密码（需原密码）；其他会话失效', modifyPasswordBody, z.null()),
    async (request) => {
      await users.modifyPassword(currentBuyer(request), request.body);
      return ok(null, '密码修改成功');
    },
  );

  app.post(
    '/api/user/verifyOldPhone',
    buyerCall.withBody(
      '更换手机号第一步：验证原手机号（WEB_VERIFY_OLD_PHONE），10 分钟内完成第二步',
      verifyOldPhoneBody,
      z.boolean(),
    ),
    async (request) => {
      await users.verifyOldPhone(currentBuyer(request).id, request.body.code);
      return ok(true);
    },
  );

  app.post(
    '/api/user/modifyPhone',
    buyerCall.withBody(
      '更换手机号第二步：新手机号与其 WEB_VERIFY_NEW_PHONE 验证码',
      modifyPhoneBody,
      userInfo,
    ),
    async (request) => ok(await users.modifyPhone(currentBuyer(request).id, request.body), '手机号修改成功'),
  );
}
