import { Empty, Flex, Image, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** At most five thumbnails are shown; the preview browses them all. */
export const GALLERY_MAX_THUMBNAILS = 5;

export function ImageGallery({ urls, size = 72 }: { urls: readonly string[]; size?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [preview, setPreview] = useState<{ open: boolean; current: number }>({ open: false, current: 0 });
  if (urls.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.gallery.empty')} />;
  const shown = urls.slice(0, GALLERY_MAX_THUMBNAILS);
  const hidden = urls.length - shown.length;
  return (
    <Image.PreviewGroup
      items={[...urls]}
      preview={{
        visible: preview.open,
        current: preview.current,
        onVisibleChange: (open) => setPreview((p) => ({ ...p, open })),
        onChange: (current) => setPreview((p) => ({ ...p, current })),
      }}
    >
      <Flex gap={8} wrap>
        {shown.map((url, index) => (
          <Image
            key={url}
            src={url}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: token.borderRadiusSM }}
            preview={false}
            onClick={() => setPreview({ open: true, current: index })}
          />
        ))}
        {hidden > 0 && (
          <Flex
            align="center"
            justify="center"
            onClick={() => setPreview({ open: true, current: GALLERY_MAX_THUMBNAILS })}
            style={{
              width: size,
              height: size,
              cursor: 'pointer',
              borderRadius: token.borderRadiusSM,
              background: token.colorFillSecondary,
            }}
          >
            {t('widget.gallery.more', { count: hidden })}
          </Flex>
        )}
      </Flex>
    </Image.PreviewGroup>
  );
}
