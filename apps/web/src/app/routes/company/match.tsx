import { CompanyRoute } from './company-route';
import { MatchBoardPage } from '@/features/match/components/match-board-page';

/**
 * /company/credit?view=match (see ./credit.tsx): 三单匹配 for the company's 财务 and 管理员. No role gate here:
 * another member sees the server's own refusal on the page.
 */
export default function CompanyMatchRoute() {
  return <CompanyRoute active="companyMatch">{() => <MatchBoardPage />}</CompanyRoute>;
}
