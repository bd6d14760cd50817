import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * dayjs in Chinese (antd's date pickers and every date the storefront formats). Imported by the pages that
 * use dates, not by the shell: the home, product and search pages show none (docs/decisions/2026-11-25-lean-storefront.md).
 */
dayjs.locale('zh-cn');

export default dayjs;
export type { Dayjs } from 'dayjs';
