import { ImageGallery } from '../../../../components/ImageGallery';
import { useImageUrls } from './images';

/** A record's pictures by file id: at most 5 thumbnails (the gallery's rule), the preview shows all. */
export function FleetGallery({ ids, size }: { ids: readonly string[]; size?: number }) {
  const urls = useImageUrls(ids);
  return <ImageGallery urls={urls} size={size} />;
}
