import { CentreRoute } from './centre-route';
import { CommentPostingPage } from '@/features/comment/components/comment-posting-page';

/** /comment-posting/list inside the personal centre (login required). */
export default function CommentPostingRoute() {
  return (
    <CentreRoute active="comments">
      <CommentPostingPage />
    </CentreRoute>
  );
}
