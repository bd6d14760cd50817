import { useQuery } from '@tanstack/react-query';
import type {
  AdminPunchoutConfig,
  AdminPunchoutDocument,
  AdminPunchoutDocumentDetail,
  AdminPunchoutOutbound,
  PunchoutConfigBody,
  PunchoutSim,
  PunchoutSimOrder,
  PunchoutSimOrderBody,
  PunchoutSimStart,
} from '@mall/shared';
import { useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export type DocumentsBody = {
  companyId?: number;
  direction?: 'in' | 'out';
  pageNum: number;
  pageSize: number;
};
type DocumentPage = { list: AdminPunchoutDocument[]; total: number; pageNum: number; pageSize: number };

export const punchoutKeys = {
  all: ['punchout'] as const,
  configs: ['punchout', 'configs'] as const,
  documents: (b: DocumentsBody) => ['punchout', 'documents', b] as const,
  document: (id: number) => ['punchout', 'document', id] as const,
  outbound: (companyId: number) => ['punchout', 'outbound', companyId] as const,
  sim: (simId: string) => ['punchout', 'sim', simId] as const,
};

export const usePunchoutConfigs = () =>
  useQuery({
    queryKey: punchoutKeys.configs,
    queryFn: () => http.get<AdminPunchoutConfig[]>('/api/admin/punchout/configs'),
  });
export const savePunchoutConfig = (body: PunchoutConfigBody) =>
  http.post<AdminPunchoutConfig>('/api/admin/punchout/config/save', body);

export const usePunchoutDocuments = (body: DocumentsBody) =>
  useListQuery<DocumentPage>(punchoutKeys.documents(body), '/api/admin/punchout/documents', body);
export const usePunchoutDocument = (id: number | null) =>
  useQuery({
    queryKey: punchoutKeys.document(id ?? 0),
    queryFn: () => http.get<AdminPunchoutDocumentDetail>('/api/admin/punchout/document', { id: id ?? 0 }),
    enabled: id !== null,
  });
export const replayDocument = (id: number) =>
  http.post<{ status: number; statusText: string }>('/api/admin/punchout/replay', { id });

export const usePunchoutOutbound = (companyId: number) =>
  useQuery({
    queryKey: punchoutKeys.outbound(companyId),
    queryFn: () => http.get<AdminPunchoutOutbound[]>('/api/admin/punchout/outbound', { companyId }),
  });
export const resendOutbound = (ids: number[]) =>
  http.post<{ queued: number }>('/api/admin/punchout/outbound/resend', { ids });

export const startSimulation = (body: { companyId: number; protocol: 'cxml' | 'oci'; secret: string }) =>
  http.post<PunchoutSimStart>('/api/admin/punchout/simulator/start', body);
/** Polls every two seconds until the cart has come back. */
export const useSimulation = (simId: string | null) =>
  useQuery({
    queryKey: punchoutKeys.sim(simId ?? ''),
    queryFn: () => http.get<PunchoutSim>('/api/admin/punchout/simulator', { simId: simId ?? '' }),
    enabled: simId !== null,
    refetchInterval: (q) => (q.state.data?.received ? false : 2000),
  });
export const sendSimulatedOrder = (body: PunchoutSimOrderBody) =>
  http.post<PunchoutSimOrder>('/api/admin/punchout/simulator/order', body);
