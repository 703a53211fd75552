// What the console shows instead of a blank page when config.json cannot be read: what failed,
// what to check, a reload. Plain markup (src/ui/light/): no PrimeReact at start-up.
import type { ConfigProblem } from '../api/client/config.ts';
import { configFile } from '../shared/messages/config-file.ts';
import { InlineMessage } from '../ui/light/inline-message.tsx';
import { LightButton } from '../ui/light/light-button.tsx';

export function problemText(problem: ConfigProblem): string {
  switch (problem.kind) {
    case 'unreachable':
      return configFile.unreachable;
    case 'status':
      return problem.status === 404 ? configFile.notFound : configFile.status(problem.status);
    case 'html':
      return configFile.html;
    case 'not-json':
      return configFile.notJson;
    case 'invalid':
      return configFile.invalid(problem.field);
  }
}

/** The heading, then one alert holding what failed and why; the checks; a reload. */
export function ConfigErrorPage({
  url,
  problem,
  onReload,
}: {
  url: string;
  problem: ConfigProblem;
  onReload: () => void;
}) {
  return (
    <main className="crash" aria-labelledby="config-error-title">
      <h1 id="config-error-title">{configFile.title}</h1>
      <InlineMessage
        severity="error"
        content={
          <>
            <span className="p-inline-message-icon pi pi-times-circle" aria-hidden="true" />
            <span className="p-inline-message-text">
              {configFile.lead}
              <br />
              {problemText(problem)}
            </span>
          </>
        }
      />
      <p>
        {configFile.requested}: <code>{url}</code>
      </p>
      <h2>{configFile.checksTitle}</h2>
      <ul>
        {configFile.checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
      <p>{configFile.forOperators}</p>
      <div>
        <LightButton label={configFile.reload} icon="pi pi-refresh" onClick={onReload} />
      </div>
    </main>
  );
}
