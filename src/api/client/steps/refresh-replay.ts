// wretch's replay: a 401's catcher waits for the shared refresh and sends the same request again
// with the new token; a 401 on that replay ends the session.
import type { SessionRefresh } from '../session-refresh.ts';
import type { HttpRequest } from '../transport.ts';

export function replayAfterRefresh(
  request: HttpRequest,
  sentToken: string | null,
  session: SessionRefresh,
): HttpRequest {
  return request.catcher(401, async (_error, original) => {
    const fresh = await session.refresh(sentToken);
    return original
      .auth(`Bearer ${fresh}`)
      .catcher(401, () => session.expire())
      .fetch();
  });
}
