// The markup pin of src/ui (docs/adr/0027-hand-written-stand-ins.md): each stand-in is rendered
// beside the PrimeReact 10.9 part it copies, both are reduced to what the stand-in copies (tag,
// PrimeReact classes, the ARIA the console relies on, text: markup-shape.ts), and they must be
// equal but for the differences listed here, each on purpose. The CSS src/ui copies from the
// styles PrimeReact injects at run time must equal the library's own text. A PrimeReact upgrade
// that changes what a stand-in copies fails here: update the stand-in (and its A/B), or drop it.
// (Vitest loads PrimeReact's CommonJS build, Parcel its ES one: the same version, the same parts.)
// Each part's pins are in primereact-markup/, run from here in this order.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setupPrimeReactLocale } from '../../../src/app/primereact-setup.ts';
import { describeTableMarkup } from './primereact-markup/table.tsx';
import { describePaginatorMarkup } from './primereact-markup/paginator.tsx';
import { describeButtonMarkup } from './primereact-markup/buttons.tsx';
import { describeLightPartsMarkup } from './primereact-markup/light-parts.tsx';
import { describeCssCopies } from './primereact-markup/css-copies.tsx';

setupPrimeReactLocale();

afterEach(cleanup);

describeTableMarkup();
describePaginatorMarkup();
describeButtonMarkup();
describeLightPartsMarkup();
describeCssCopies();
