// The licence-signing key's public half, where the admin configures the application: what the
// client software is built with to check a licence file, copyable, with its fingerprint.
import { Card } from 'primereact/card';
import { useLicenseSigningKey } from '../../../api/resources/licensing/license-files.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';
import { ErrorState, LoadingRows } from '../feedback/query-state.tsx';
import { DetailList } from '../layout/detail-list.tsx';
import { CopyButton } from '../values/copy-button.tsx';

export function SigningKeyCard() {
  const offered = useExtension('licenseFiles', { probe: true }) === 'present';
  const key = useLicenseSigningKey(offered);
  if (!offered) return null;
  return (
    <Card className="signing-key-card mt-3" title={<h2>{t.signingKeyTitle}</h2>}>
      <p className="mt-0">{t.signingKeyIntro}</p>
      {key.isPending ? <LoadingRows rows={3} label={t.signingKeyTitle} /> : null}
      {key.isError ? <ErrorState message={t.signingKeyLoadFailed} onRetry={() => void key.refetch()} /> : null}
      {key.data ? (
        <DetailList
          items={[
            { label: t.signingKeyAlgorithm, value: key.data.algorithm ?? 'Ed25519' },
            { label: t.signingKeyId, value: <code>{key.data.keyId}</code> },
            {
              label: t.publicKey,
              value: (
                <span className="value-with-copy">
                  <code className="public-key">{key.data.publicKey}</code>
                  <CopyButton value={key.data.publicKey} label={t.copyPublicKey} />
                </span>
              ),
            },
            {
              label: t.fingerprint,
              value: (
                <span className="value-with-copy">
                  <code className="fingerprint">{key.data.fingerprint}</code>
                  <CopyButton value={key.data.fingerprint ?? ''} label={t.copyFingerprint} />
                </span>
              ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
