import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressEditBody, AddressInput, Region } from '@mall/shared';
import { http } from '@/lib/request';

/** The buyer's delivery addresses (default first). */
export const addressKeys = { list: ['address', 'list'] as const };

export const addressListQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list,
    queryFn: () => http.get<Address[]>('/api/address/list'),
    staleTime: 60_000,
  });
export const useAddressList = () => useQuery(addressListQueryOptions());

export const addAddress = (body: AddressInput) => http.post<Address>('/api/address/add', body);
export const editAddress = (body: AddressEditBody) => http.post<Address>('/api/address/edit', body);
export const setDefaultAddress = (id: number) => http.post<null>('/api/address/setDefault', { id });
export const deleteAddress = (id: number) => http.post<null>('/api/address/delete', { id });

/** Children of a region (parentCode '0' → provinces), for the province/city/district cascader. */
export const getRegionChildren = (parentCode: string) =>
  http.post<Region[]>('/api/global/getSysRegion', { parentCode });
