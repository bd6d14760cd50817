import { t } from '@/locales/zh-CN';
import { RequireLogin } from './require-login';
import { UnderConstruction } from './under-construction';

type PageName = keyof typeof t.pageNames;

/** A page that a later issue builds: a clearly worded notice that names it. */
export function placeholder(name: PageName, options: { login?: boolean } = {}) {
  function Page() {
    const page = <UnderConstruction name={t.pageNames[name]} />;
    return options.login ? <RequireLogin>{page}</RequireLogin> : page;
  }
  Page.displayName = `Placeholder(${name})`;
  return Page;
}
