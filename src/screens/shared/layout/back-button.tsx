// A form screen's way back to its list, in the page's actions: a quiet text button with a left arrow.
import { Button } from 'primereact/button';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button label={label} icon="pi pi-arrow-left" severity="secondary" text onClick={onClick} />;
}
