import { CentreLayout } from '@/features/centre/components/centre-layout';
import { MessagesPage } from '@/features/message/components/messages-page';
import { RequireLogin } from './require-login';

/** /system-messages inside the personal centre (login required). */
export default function SystemMessagesRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="messages">
        <MessagesPage />
      </CentreLayout>
    </RequireLogin>
  );
}
