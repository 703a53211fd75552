// 'ライセンス枠不足' (docs/product.md §8): shown when activation or creation is refused for lack of quota.
import { memo } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { QuotaInfo } from '../../../api/schemas/common.ts';
import { common } from '../../../shared/messages/common.ts';
import { licenses as t } from '../../../shared/messages/licensing/licenses.ts';
import { DetailList } from '../layout/detail-list.tsx';

export interface QuotaShortageDialogProps {
  visible: boolean;
  message: string | null;
  quotaInfo: QuotaInfo | null;
  onHide: () => void;
}

function QuotaShortageDialogView({ visible, message, quotaInfo, onHide }: QuotaShortageDialogProps) {
  return (
    <Dialog
      header={t.quotaDialogTitle}
      visible={visible}
      onHide={onHide}
      closable
      modal
      style={{ width: 'min(32rem, 95vw)' }}
      footer={<Button type="button" label={common.close} onClick={onHide} autoFocus />}
    >
      <Message severity="error" text={message || t.quotaDefaultMessage} className="mb-3 w-full justify-content-start" />
      {quotaInfo ? (
        <DetailList
          className="quota-figures"
          items={[
            { label: t.quotaPurchased, value: quotaInfo.license_quota_total },
            { label: t.quotaUsed, value: quotaInfo.license_quota_used },
            { label: t.quotaAvailable, value: quotaInfo.license_quota_available },
          ]}
        />
      ) : null}
      {quotaInfo?.is_quota_expired ? (
        <Message severity="warn" text={t.quotaStaleWarning} className="mt-3 w-full justify-content-start" />
      ) : null}
    </Dialog>
  );
}

/** Re-renders only when what it shows changes (the list screen re-renders on every page; it passes stable callbacks). */
export const QuotaShortageDialog = memo(QuotaShortageDialogView);
