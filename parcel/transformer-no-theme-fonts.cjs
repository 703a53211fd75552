// Drops the @font-face rules of PrimeReact's theme CSS before Parcel resolves their url()s, so
// the theme's Inter web font (two woff2 files, ~730 KB) neither ships in dist nor loads: the
// console is Japanese and src/app/styles/base.css sets --font-family to a system font stack.
// primeicons.css is not a theme file and keeps its icon font.
// CommonJS: Parcel 2.16 loads ES module plugins only with an "experimental" warning on every build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Transformer } = require('@parcel/plugin');

const THEME = /[\\/]primereact[\\/]resources[\\/]themes[\\/]/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

module.exports = new Transformer({
  async transform({ asset }) {
    if (!THEME.test(asset.filePath)) return [asset];
    asset.setCode((await asset.getCode()).replace(FONT_FACE, ''));
    return [asset];
  },
});
