import { CentreRoute } from './centre-route';
import { MessagesPage } from '@/features/message/components/messages-page';

/** /system-messages inside the personal centre (login required). */
export default function SystemMessagesRoute() {
  return (
    <CentreRoute active="messages">
      <MessagesPage />
    </CentreRoute>
  );
}
