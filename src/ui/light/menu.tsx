// Stands in for PrimeReact 10.9.9's popup <Menu> on the first load (docs/adr/0027-hand-written-stand-ins.md):
// its classes, with the ARIA menu pattern's roles; tests/unit/ui/primereact-markup.test.tsx pins its markup.
import type { ReactNode, Ref } from 'react';

/** The open panel; the caller opens, closes and positions it. */
export function LightMenu({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`p-menu p-component p-menu-overlay${className ? ` ${className}` : ''}`}>
      <ul className="p-menu-list p-reset" role="menu" id={id} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}

export function LightMenuItem({
  ref,
  icon,
  label,
  onSelect,
}: {
  ref?: Ref<HTMLAnchorElement>;
  icon: string;
  label: string;
  onSelect: () => void;
}) {
  return (
    <li className="p-menuitem" role="none">
      <div className="p-menuitem-content">
        <a
          ref={ref}
          href="#"
          className="p-menuitem-link"
          role="menuitem"
          onClick={(e) => {
            e.preventDefault();
            onSelect();
          }}
        >
          <span className={`p-menuitem-icon ${icon}`} aria-hidden="true" />
          <span className="p-menuitem-text">{label}</span>
        </a>
      </div>
    </li>
  );
}
