// A small, valid one-page PDF with real (searchable) text, written by hand (ISO 32000-1: header, objects, xref table,
// trailer): the demo subcontractor's uploaded bids and the tests' uploads. Helvetica is one of the standard 14 fonts,
// so nothing is embedded. Only printable ASCII is written; `(`, `)` and `\` are escaped in the text strings.

const escapeText = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');

/** A one-page A4 PDF showing `lines` top to bottom. */
export function samplePdf(lines: readonly string[]): Buffer {
  const content = ['BT', '/F1 12 Tf', '16 TL', '56 780 Td', ...lines.map((l, i) => `${i === 0 ? '' : 'T* '}(${escapeText(l)}) Tj`), 'ET']
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
