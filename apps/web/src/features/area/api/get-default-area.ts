import type { DefaultAreaData } from '@mall/shared';
import { http } from '@/lib/request';

/** The area the server derives for this visitor ("allow getting location"). */
export const getDefaultArea = () => http.get<DefaultAreaData>('/api/global/getDefaultArea');
