import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminAttribute,
  AdminAttributeSaveBody,
  AttributeReparseResult,
  PartNumber,
  PartNumberAddBody,
  PartNumberImportResult,
  SubstituteAddBody,
  SubstituteAdminList,
  SubstituteLink,
  UnparsedAttributePage,
} from '@mall/shared';
import { downloadFile, uploadFile } from '@/lib/files';
import { surfaceApi } from '@/config/surface';
import { http } from '@/lib/request';

/**
 * 参数选型's console calls: typed attributes (operators), part numbers (operators every SKU, the portal its
 * shop's own) and substitutes (operators).
 */
const attributeBase = '/api/admin/catalogue/attribute';
const partNumberBase = `${surfaceApi('catalogue')}/part-number`;
const substituteBase = '/api/admin/catalogue/substitute';

export const parametricKeys = {
  all: ['parametric'] as const,
  attributes: (categoryId: number) => ['parametric', 'attributes', categoryId] as const,
  unparsed: (categoryId: number, pageNum: number) => ['parametric', 'unparsed', categoryId, pageNum] as const,
  partNumbers: (skuId: number) => ['parametric', 'part-numbers', skuId] as const,
  substitutes: (skuId: number) => ['parametric', 'substitutes', skuId] as const,
};

/** A read that waits until its category or SKU is chosen. */
const usePostOf = <T>(id: number | undefined, queryKey: readonly unknown[], url: string, body: object) =>
  useQuery({ queryKey, queryFn: () => http.post<T>(url, body), enabled: id !== undefined });

export const useAttributes = (categoryId: number | undefined) =>
  usePostOf<AdminAttribute[]>(
    categoryId,
    parametricKeys.attributes(categoryId ?? 0),
    `${attributeBase}/list`,
    {
      categoryId,
    },
  );
export const saveAttribute = (body: AdminAttributeSaveBody) =>
  http.post<AdminAttribute>(`${attributeBase}/save`, body);
export const deleteAttribute = (id: number) => http.post<null>(`${attributeBase}/delete`, { id });
export const reparseCategory = (categoryId: number) =>
  http.post<AttributeReparseResult>(`${attributeBase}/reparse`, { categoryId });
export const useUnparsed = (categoryId: number | undefined, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: parametricKeys.unparsed(categoryId ?? 0, pageNum),
    queryFn: () =>
      http.post<UnparsedAttributePage>(`${attributeBase}/unparsed`, { categoryId, pageNum, pageSize }),
    enabled: categoryId !== undefined,
    placeholderData: keepPreviousData,
  });

export const usePartNumbers = (skuId: number | undefined) =>
  usePostOf<PartNumber[]>(skuId, parametricKeys.partNumbers(skuId ?? 0), `${partNumberBase}/list`, { skuId });
export const addPartNumber = (body: PartNumberAddBody) =>
  http.post<PartNumber>(`${partNumberBase}/add`, body);
export const deletePartNumber = (id: number) => http.post<null>(`${partNumberBase}/delete`, { id });
/** Operators: all or nothing; a bad row answers 400 with a ProductImportReport in RequestError.data. */
export const importPartNumbers = (file: File) =>
  uploadFile<PartNumberImportResult>(`${partNumberBase}/import`, file);
export const downloadPartNumberTemplate = () =>
  downloadFile('GET', `${partNumberBase}/template`, '零件号导入模板.xlsx');

export const useSubstitutes = (skuId: number | undefined) =>
  usePostOf<SubstituteAdminList>(skuId, parametricKeys.substitutes(skuId ?? 0), `${substituteBase}/list`, {
    skuId,
  });
export const linkSubstitute = (body: SubstituteAddBody) =>
  http.post<SubstituteLink>(`${substituteBase}/add`, body);
export const unlinkSubstitute = (id: number) => http.post<null>(`${substituteBase}/delete`, { id });
