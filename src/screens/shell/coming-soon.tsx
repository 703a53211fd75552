// A route whose screen has not been built yet says so plainly inside the layout.
import { Message } from 'primereact/message';
import { Page } from '../shared/page.tsx';
import { common } from '../../shared/messages/common.ts';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Message severity="info" text={`${common.comingSoonTitle}：${common.comingSoonBody}`} />
    </Page>
  );
}
