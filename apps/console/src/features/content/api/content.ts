import { useQuery } from '@tanstack/react-query';
import type {
  AdminBanner,
  AdminHelpArticle,
  AdminHotWord,
  AdminNotice,
  AdminSitePage,
  BannerInput,
  BannerUpdate,
  HelpArticleSave,
  HomeFloorSetting,
  Page,
  SitePageSave,
} from '@mall/shared';
import { uploadFile } from '@/lib/files';
import { useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

const base = '/api/admin/content';

export const contentKeys = {
  all: ['content'] as const,
  banners: ['content', 'banners'] as const,
  floors: ['content', 'floors'] as const,
  hotWords: ['content', 'hotWords'] as const,
  notices: (pageNum: number, pageSize: number, keyword?: string) =>
    ['content', 'notices', pageNum, pageSize, keyword] as const,
  help: ['content', 'help'] as const,
  about: ['content', 'about'] as const,
};

export const uploadContentImage = (file: File) =>
  uploadFile<{ url: string; size: number; contentType: string }>(`${base}/upload`, file);

export const useBanners = () =>
  useQuery({ queryKey: contentKeys.banners, queryFn: () => http.get<AdminBanner[]>(`${base}/banner/list`) });
export const createBanner = (body: BannerInput) => http.post<AdminBanner>(`${base}/banner/create`, body);
export const updateBanner = (body: BannerUpdate) => http.post<AdminBanner>(`${base}/banner/update`, body);
export const deleteBanner = (id: number) => http.post<null>(`${base}/banner/delete`, { id });
export const reorderBanners = (ids: number[]) => http.post<AdminBanner[]>(`${base}/banner/reorder`, { ids });

export const useFloors = () =>
  useQuery({ queryKey: contentKeys.floors, queryFn: () => http.get<HomeFloorSetting>(`${base}/floor/get`) });
export const saveFloors = (categoryIds: number[]) =>
  http.post<HomeFloorSetting>(`${base}/floor/save`, { categoryIds });

export const useHotWords = () =>
  useQuery({
    queryKey: contentKeys.hotWords,
    queryFn: () => http.get<AdminHotWord[]>(`${base}/hot-word/list`),
  });
export const saveHotWords = (words: string[]) =>
  http.post<AdminHotWord[]>(`${base}/hot-word/save`, { words });

export const useNotices = (pageNum: number, pageSize: number, keyword?: string) =>
  useListQuery<Page<AdminNotice>>(contentKeys.notices(pageNum, pageSize, keyword), `${base}/notice/list`, {
    pageNum,
    pageSize,
    keyword,
  });
export const createNotice = (body: { title: string; content: string; published: boolean }) =>
  http.post<AdminNotice>(`${base}/notice/create`, body);
export const updateNotice = (body: { id: number; title: string; content: string; published: boolean }) =>
  http.post<AdminNotice>(`${base}/notice/update`, body);
export const deleteNotice = (id: number) => http.post<null>(`${base}/notice/delete`, { id });

export const useHelpArticles = () =>
  useQuery({ queryKey: contentKeys.help, queryFn: () => http.get<AdminHelpArticle[]>(`${base}/help/list`) });
export const saveHelpArticle = (body: HelpArticleSave) =>
  http.post<AdminHelpArticle>(`${base}/help/save`, body);
export const deleteHelpArticle = (type: string) => http.post<null>(`${base}/help/delete`, { type });

export const useCompanyIntroduction = () =>
  useQuery({
    queryKey: contentKeys.about,
    queryFn: () => http.get<AdminSitePage>(`${base}/company-introduction`),
  });
export const saveCompanyIntroduction = (body: SitePageSave) =>
  http.post<AdminSitePage>(`${base}/company-introduction/save`, body);
