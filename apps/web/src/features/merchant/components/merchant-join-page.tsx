import { useState } from 'react';
import { Steps } from 'antd';
import type { MerchantApplication } from '@mall/shared';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { ApplicationForm } from './application-form';
import { MobileStep, type MerchantAuthParts } from './mobile-step';
import { StatusCard } from './status-card';
import '../merchant.css';

const c = biddingCopy.merchant;

/** /merchant-join: verify the mobile by SMS code, then the application form (draft / submit) or its status. */
export function MerchantJoinPage({ parts }: { parts: MerchantAuthParts }) {
  const [session, setSession] = useState<{ token: string; application: MerchantApplication | null } | null>(
    null,
  );
  const [editing, setEditing] = useState(false);
  const app = session?.application ?? null;
  const showForm = session && (editing || !app || app.status === 0);
  const step = !session ? 0 : showForm ? 1 : 2;

  return (
    <div className="mall-container mall-merchant">
      <div className="mall-merchant-banner">
        <h1>{c.title}</h1>
        <p>{c.intro}</p>
      </div>
      <div className="mall-merchant-body">
        <Steps current={step} items={c.steps.map((title) => ({ title }))} className="mall-merchant-steps" />
        {!session ? (
          <MobileStep parts={parts} onVerified={(s) => setSession(s)} />
        ) : showForm ? (
          <ApplicationForm
            token={session.token}
            application={app}
            onSaved={(a, submitted) => {
              setSession({ ...session, application: a });
              if (submitted) setEditing(false);
            }}
          />
        ) : (
          <StatusCard application={app!} onEdit={() => setEditing(true)} />
        )}
      </div>
    </div>
  );
}
