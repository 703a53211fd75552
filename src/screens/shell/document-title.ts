// The browser tab's title: the screen's heading, then the product (「ライセンス管理 | ライセンス認証サーバー」).
// The titles come from the route tables (route-table.ts, public-routes.ts); this sets them.
import { useEffect } from 'react';
import { common } from '../../shared/messages/common.ts';

export function documentTitle(screenTitle: string | undefined): string {
  return screenTitle ? `${screenTitle} | ${common.appTitle}` : common.appTitle;
}

export function useDocumentTitle(screenTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);
}
