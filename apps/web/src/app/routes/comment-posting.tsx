import { CentreLayout } from '@/features/centre/components/centre-layout';
import { CommentPostingPage } from '@/features/comment/components/comment-posting-page';
import { RequireLogin } from './require-login';

/** /comment-posting/list inside the personal centre (login required). */
export default function CommentPostingRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="comments">
        <CommentPostingPage />
      </CentreLayout>
    </RequireLogin>
  );
}
