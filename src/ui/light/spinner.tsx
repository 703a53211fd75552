// Stands in for PrimeReact 10.9.9's <ProgressSpinner> on the first load (docs/adr/0027-hand-written-stand-ins.md):
// its markup and classes; tests/unit/ui/primereact-markup.test.tsx pins them.

/** PrimeReact's <ProgressSpinner> markup (decorative: label the surrounding status). */
export function Spinner() {
  return (
    <div className="p-progress-spinner" aria-hidden="true">
      <svg className="p-progress-spinner-svg" viewBox="25 25 50 50">
        <circle
          className="p-progress-spinner-circle"
          cx="50"
          cy="50"
          r="20"
          fill="none"
          strokeWidth="2"
          strokeMiterlimit="10"
        />
      </svg>
    </div>
  );
}
