import { ApprovalLinkPage } from '@/features/approval-link/components/approval-link-page';

/** /approval-link/:token — 同意 / 驳回 from a message, after one confirming click. */
export default function ApprovalLinkRoute() {
  return <ApprovalLinkPage />;
}
