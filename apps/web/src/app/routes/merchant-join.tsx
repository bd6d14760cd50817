import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { useCaptcha } from '@/features/auth/components/use-captcha';
import { MerchantJoinPage } from '@/features/merchant/components/merchant-join-page';

/** /merchant-join: the merchant application (no buyer login needed; the mobile is proven by SMS code). */
export default function MerchantJoinRoute() {
  const captcha = useCaptcha();
  return <MerchantJoinPage parts={{ captcha, codeButton: (send) => <SmsCodeButton send={send} /> }} />;
}
