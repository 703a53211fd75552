// The mock server's control plane (/__mock/health, /__mock/reset, /__mock/config): see
// docs/mock-backend.md. Tests and Playwright reset the data and change the settings through it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validation } from '../../shared/messages/forms/validation.ts';
import { currentScenario, DEFAULT_SCENARIO, isScenarioName, resetDatabase, SCENARIOS } from '../scenarios/index.ts';
import { configureMock, mockConfigSchema, mockSettings } from '../settings.ts';
import type { DataFile } from './data-file.ts';
import { readBody, sendError, sendJson } from './http-io.ts';

function health() {
  return {
    ok: true,
    scenario: currentScenario(),
    profile: mockSettings.profile,
    scenarios: SCENARIOS,
    settings: { ...mockSettings },
  };
}

/** The /__mock/* control plane. Returns false when the path is not one of its routes. */
export async function control(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  store: DataFile | null,
): Promise<boolean> {
  const route = `${req.method} ${pathname}`;
  if (route === 'GET /__mock/health') {
    sendJson(res, 200, health());
    return true;
  }
  if (route !== 'POST /__mock/reset' && route !== 'POST /__mock/config') return false;
  let body: unknown;
  try {
    body = await readBody(req);
  } catch {
    sendError(res, 400, validation.invalidBody, 'VALIDATION_ERROR');
    return true;
  }
  if (route === 'POST /__mock/reset') {
    const scenario = (body as { scenario?: unknown } | null)?.scenario ?? DEFAULT_SCENARIO;
    if (!isScenarioName(scenario)) {
      sendError(res, 400, `unknown scenario: ${String(scenario)} (one of ${SCENARIOS.join(', ')})`, 'UNKNOWN_SCENARIO');
      return true;
    }
    if (store) store.reset(scenario);
    else resetDatabase(scenario);
    sendJson(res, 200, health());
    return true;
  }
  const parsed = mockConfigSchema.safeParse(body);
  if (!parsed.success) {
    sendError(
      res,
      400,
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      'VALIDATION_ERROR',
    );
    return true;
  }
  configureMock(parsed.data);
  sendJson(res, 200, health());
  return true;
}
