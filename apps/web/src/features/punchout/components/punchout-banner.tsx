import { punchoutCopy as t } from '@/locales/zh-CN-punchout';
import { usePunchoutSession } from '../api/punchout-api';
import '../punchout.css';

/** Across every page of a punch-out session: whose session it is and how the cart goes back. */
export function PunchoutBanner() {
  const { data: session } = usePunchoutSession();
  if (!session) return null;
  return (
    <div className="mall-punchout-banner" role="status">
      <div className="mall-container">
        {session.operation === 'inspect'
          ? t.punchout.inspectBanner(session.companyName)
          : t.punchout.banner(session.companyName, session.returnHost)}
      </div>
    </div>
  );
}
