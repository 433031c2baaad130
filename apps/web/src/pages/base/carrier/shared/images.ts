import { useQueries } from '@tanstack/react-query';
import { IMAGE_MAX_BYTES } from '@tms/domain';
import { http, post } from '../../../../core/request';

export type UploadedImage = { id: number; url: string; originalName: string };

/** The platform's file storage: images only, 20 MB at most (checked again by the server). */
export function uploadImage(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return post<UploadedImage>('/system/oss/upload', form, {
    params: { category: 'image' },
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

export function isAcceptableImage(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Object URLs of stored images: the download call needs the session header, which an <img> cannot
 * send, so each file is fetched once as a blob and cached.
 */
export function useImageUrls(ids: readonly string[]): string[] {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['fleet-image', id],
      queryFn: async () => {
        const response = await http.get<Blob>(`/system/oss/download/${id}`, {
          params: { inline: '1' },
          responseType: 'blob',
        });
        return URL.createObjectURL(response.data);
      },
      staleTime: Infinity,
      gcTime: 10 * 60_000,
    })),
  });
  return results.map((r) => r.data).filter((url): url is string => !!url);
}
