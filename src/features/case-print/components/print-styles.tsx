/**
 * How a receipt or notice prints: on one A4 sheet, portrait, black on white. Everything on the page
 * that is not the sheet (the workspace header, navigation, the 打印 bar, toasts) is left out; the
 * elements that merely contain the sheet keep no margin, padding, border or background of their own,
 * so the sheet starts at the top of the paper whatever layout it sits in. Chromium applies `:has()`
 * inside `:not()`, which lets this be said without knowing the layout.
 */
const printCss = `
@page { size: A4 portrait; margin: 14mm 16mm; }
@media print {
  html, body { background: #fff !important; }
  body :not(.case-print-sheet, .case-print-sheet *, :has(.case-print-sheet)) { display: none !important; }
  body :has(.case-print-sheet) {
    display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; background: none !important; min-height: 0 !important;
    height: auto !important; width: auto !important; max-width: none !important;
    position: static !important; overflow: visible !important;
  }
  .case-print-sheet {
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    width: auto !important; min-height: 0 !important; color: #000 !important;
  }
  .case-print-sheet * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  .case-print-sheet table, .case-print-sheet th, .case-print-sheet td { border-color: #000 !important; }
  .case-print-sheet .case-print-stamp { color: #b00 !important; border-color: #b00 !important; }
}
`;

export function PrintStyles() {
  return <style>{printCss}</style>;
}
