import { FormModal } from '@mall/client-kit';
import { Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { requestDecisionBody, type ApproveResult } from '@mall/shared';
import { toast } from '@/lib/toast';
import { companyCopy } from '@/locales/zh-CN-company';
import { approveRequests } from '../api/approve-requests';
import { companyKeys } from '../api/company-keys';
import { rejectRequests } from '../api/reject-requests';
import { schemaRule } from '../lib/form-rules';

const c = companyCopy.company.requests;
export type Decision = 'approve' | 'reject';

/** Tells what happened to each request: a count of the done ones, and why the others failed. */
function reportDecision(result: ApproveResult): void {
  if (result.done.length) toast.success(c.done(result.done.length));
  if (result.failed.length) {
    Modal.warning({
      title: c.partlyFailed,
      content: (
        <ul className="mall-company-failed">
          {result.failed.map((f) => (
            <li key={f.requestNo}>{c.failedLine(f.requestNo, f.reason)}</li>
          ))}
        </ul>
      ),
      okText: companyCopy.company.common.ok,
    });
  }
}

/** 通过 / 驳回 one or several requests with a comment (required for 驳回: the requester reads it). */
export function DecisionModal({
  decision,
  requestNos,
  onClose,
  onDone,
}: {
  decision: Decision | null;
  requestNos: string[];
  onClose: () => void;
  onDone?: (result: ApproveResult) => void;
}) {
  const queryClient = useQueryClient();
  const reject = decision === 'reject';
  return (
    <FormModal<{ comment?: string }>
      open={decision !== null}
      title={reject ? c.rejectTitle(requestNos.length) : c.approveTitle(requestNos.length)}
      okText={reject ? c.reject : c.approve}
      danger={reject}
      name="company-decision"
      onClose={onClose}
      onSubmit={async ({ comment }) => {
        const body = { requestNos, comment: comment?.trim() ?? '' };
        const result = reject ? await rejectRequests(body) : await approveRequests(body);
        reportDecision(result);
        await queryClient.invalidateQueries({ queryKey: companyKeys.requests });
        onDone?.(result);
      }}
    >
      <Form.Item
        name="comment"
        label={reject ? c.rejectComment : c.comment}
        required={reject}
        rules={[
          ...(reject ? [{ required: true, whitespace: true, message: c.rejectCommentRequired }] : []),
          schemaRule(requestDecisionBody.shape.comment),
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder={reject ? c.rejectCommentPlaceholder : c.commentPlaceholder}
        />
      </Form.Item>
    </FormModal>
  );
}
