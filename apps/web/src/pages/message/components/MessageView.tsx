import { PaperClipOutlined } from '@ant-design/icons';
import { Descriptions, Divider, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel, useDict } from '../../../core/dicts';
import type { Attachment } from '../api';

type Props = {
  type: string;
  /** Rows shown under the title besides the type (sender, time, ...), label to value. */
  facts: { label: string; value: ReactNode }[];
  /** The server's sanitized HTML. */
  body: string;
  attachments: Attachment[];
};

/** One message as read: its type by the dictionary's label, its facts, its body and attachments. */
export function MessageView({ type, facts, body, attachments }: Props) {
  const { t } = useTranslation();
  const types = useDict('message_type');
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('messageBox.type')}>{dictLabel(types, type)}</Descriptions.Item>
        {facts.map((fact) => (
          <Descriptions.Item key={fact.label} label={fact.label}>
            {fact.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Divider />
      {body ? (
        <div
          className="message-body"
          style={{ overflowWrap: 'anywhere' }}
          // The body is HTML the server sanitized on save (no scripts, styles, images or event attributes).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server before storing
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : (
        <Typography.Text type="secondary">{t('messageBox.noBody')}</Typography.Text>
      )}
      {attachments.length > 0 && (
        <>
          <Divider orientation="left" plain>
            {t('messageBox.attachments')}
          </Divider>
          <Space direction="vertical">
            {attachments.map((file) => (
              <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
                <PaperClipOutlined /> {file.name}
              </a>
            ))}
          </Space>
        </>
      )}
    </>
  );
}
